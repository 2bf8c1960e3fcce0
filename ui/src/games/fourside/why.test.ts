import { afterEach, describe, expect, it } from "vitest";
import type { FourSideWhy } from "../../bindings/FourSideWhy";
import { useCatalogue } from "../../lib/i18n.svelte";
import german from "../../locales/de.ftl?raw";
import { misfitWords } from "./why";

/** One reason of every kind the engine sends, and a mismatch on every side. */
const EVERY: FourSideWhy[] = [
  { why: "off_board", row: 0, col: 8, size: 7 },
  { why: "occupied" },
  { why: "alone" },
  ...[0, 1, 2, 3].map((side) => ({ why: "mismatch" as const, side, shows: 4, facing: 7 })),
];

describe("misfitWords", () => {
  afterEach(() => useCatalogue("en", ""));

  it("names the side and both numbers, rows and columns counted from 1", () => {
    expect(misfitWords({ why: "mismatch", side: 1, shows: 4, facing: 7 })).toBe(
      "Its right side shows 4, but the tile to the right shows 7.",
    );
    expect(misfitWords({ why: "mismatch", side: 0, shows: 2, facing: 9 })).toBe("Its top shows 2, but the tile above shows 9.");
    expect(misfitWords({ why: "off_board", row: 0, col: 8, size: 7 })).toBe("Row 1, column 9 is not on the board.");
    const english = EVERY.map(misfitWords);
    expect(new Set(english).size).toBe(EVERY.length);
  });

  it("speaks the player's language", () => {
    const english = new Set(EVERY.map(misfitWords));
    useCatalogue("de", german);
    for (const why of EVERY) expect(english.has(misfitWords(why)), JSON.stringify(why)).toBe(false);
    expect(misfitWords({ why: "mismatch", side: 3, shows: 1, facing: 5 })).toBe(
      "Seine linke Seite zeigt 1, das Plättchen links daneben aber 5.",
    );
  });
});
