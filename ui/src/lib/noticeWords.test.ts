import { afterEach, describe, expect, it } from "vitest";
import { useCatalogue } from "./i18n.svelte";
import { noticeWords } from "./noticeWords";
import spanish from "../locales/es.ftl?raw";

describe("noticeWords", () => {
  afterEach(() => useCatalogue("en", ""));

  it("words each start-up notice from its kind, damage, parts and paths", () => {
    expect(noticeWords({ kind: "started_afresh", damage: "newer", kept: "/data/quadrille.json.bad-1" })).toBe(
      "Your saved games and settings could not be used (it was written by a newer version of Quadrille); Quadrille has started afresh. A copy was kept at /data/quadrille.json.bad-1.",
    );
    expect(noticeWords({ kind: "parts_reset", parts: ["settings", "game.solitaire_x", "game.soi"], kept: null })).toBe(
      "Some saved data could not be used and was reset: your settings, the SolitaireX game, the Soi game.",
    );
    expect(noticeWords({ kind: "cannot_save", folder: null })).toBe("Games cannot be saved on this device; games played now will not be kept.");
    expect(noticeWords({ kind: "moves_lost", damage: "part_damaged", kept: "/d/j.bad" })).toBe(
      "Some of your latest moves could not be used (part of it is damaged). A copy was kept at /d/j.bad.",
    );
    // A sentence the page already worded passes through.
    expect(noticeWords("Settings were not saved.")).toBe("Settings were not saved.");
  });

  it("speaks the player's language", () => {
    useCatalogue("es", spanish);
    expect(noticeWords({ kind: "unreadable", path: "/d/q.json" })).toContain("No se pudieron leer tus partidas guardadas");
    expect(noticeWords({ kind: "parts_reset", parts: ["stats"], kept: null })).toBe(
      "Algunos datos guardados no se pudieron usar y se han restablecido: tus estadísticas.",
    );
  });
});
