import { afterEach, describe, expect, it } from "vitest";
import type { BadSetting } from "../bindings/BadSetting";
import { badSettingText, errorText } from "./errorWords";
import { hasMessage, useCatalogue } from "./i18n.svelte";
import french from "../locales/fr.ftl?raw";

/** One of every setting the app refuses (the Record makes a new field fail to compile here). */
const EVERY: Record<BadSetting["field"], BadSetting> = {
  cp_redeals: { field: "cp_redeals", min: 1, max: 2 },
  fourside_size: { field: "fourside_size" },
  soi_target: { field: "soi_target", min: 100, max: 1000 },
  soi_delay_ms: { field: "soi_delay_ms", min: 200, max: 600 },
  name: { field: "name", max: 40 },
  room_server: { field: "room_server", max: 200 },
  language: { field: "language" },
};

describe("errorText", () => {
  afterEach(() => useCatalogue("en", ""));

  it("words a refused setting by its field, with its bounds", () => {
    for (const field of Object.keys(EVERY)) expect(hasMessage(`setting-bad-${field.replaceAll("_", "-")}`), field).toBe(true);
    expect(errorText({ code: "bad_settings", detail: { setting: EVERY.soi_delay_ms } })).toBe(
      "The message delay is between 200 and 600 ms.",
    );
    expect(badSettingText(EVERY.name)).toBe("A name has at most 40 characters.");
    // Without a detail, the code's own words.
    expect(errorText({ code: "bad_settings" })).toBe("Those settings cannot be used.");
  });

  it("speaks the player's language", () => {
    const english = new Set(Object.values(EVERY).map(badSettingText));
    useCatalogue("fr", french);
    for (const bad of Object.values(EVERY)) expect(english.has(badSettingText(bad)), bad.field).toBe(false);
    expect(badSettingText(EVERY.cp_redeals)).toBe("Le Casse-tête chinois permet 1 ou 2 redistributions.");
  });
});
