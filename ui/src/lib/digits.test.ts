// One digit system a language, for every number on a screen (issue 47): an Arabic desktop showed
// Chinese Puzzle's score in Arabic-Indic digits (Fluent, through the engine's Intl) beside the deal
// number, the move count and the redeals left in Latin ones (written straight into the page).
import { afterEach, describe, expect, it } from "vitest";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import arSource from "../locales/ar.ftl?raw";
import { formatDigits, formatNumber, formatPercent, parseWholeNumber, t, useCatalogue } from "./i18n.svelte";
import { AVAILABLE } from "./i18n.svelte";
import { DIGITS, digitsOf, numberLocale } from "./languages";
import { readouts } from "../games/gaps/gapsVariants";
import { winPercent } from "./stats";
import type { GapsView } from "../bindings/GapsView";

/** Latin digits and what may stand between them in a read-out (no Arabic-Indic ٠–٩, no ۰–۹). */
const LATIN_ONLY = /^[^\u0660-\u0669\u06f0-\u06f9]*$/;
const ARABIC_INDIC = /[\u0660-\u0669]/;

/** A Chinese Puzzle position: what the read-outs show. */
const view = {
  deal: 123456789,
  moves_made: 57,
  board: { score: 0, max_score: 104, deals_used: 1, deals_total: 3, dead_gaps: 4 },
} as unknown as GapsView;

afterEach(() => useCatalogue("en", ""));

describe("the digits of each language", () => {
  it("are named for every catalogue, and are what the language's number format gives today", () => {
    for (const tag of AVAILABLE) {
      expect(DIGITS[tag], tag).toBeDefined();
      // CLDR as this runtime carries it; an older engine may differ, which is why they are pinned.
      expect(new Intl.NumberFormat(tag).resolvedOptions().numberingSystem, tag).toBe(digitsOf(tag));
    }
  });
  it("are pinned into the locale, so that an engine whose Arabic is Arabic-Indic writes Latin too", () => {
    expect(numberLocale("ar")).toBe("ar-u-nu-latn");
    // ar-EG is Arabic-Indic in CLDR: the state of "ar" in the WebKitGTK the issue was seen in.
    expect(new Intl.NumberFormat("ar-EG").format(104)).toMatch(ARABIC_INDIC);
    expect(new Intl.NumberFormat(numberLocale("ar-EG")).format(104)).toBe("104");
    expect(numberLocale("zh-CN")).toBe("zh-CN-u-nu-latn");
  });
});

describe("an Arabic Chinese Puzzle screen", () => {
  // The catalogue under a tag whose own digits are Arabic-Indic, standing for the engine where
  // plain "ar" was: every number of the read-outs must still come out in one system, Latin.
  it("writes the score, the deal number, the redeals left, the dead gaps and the moves alike", () => {
    useCatalogue("ar-EG", arSource);
    const shown = readouts(view);
    expect(shown.score).toBe("\u20680\u2069 / \u2068104\u2069");
    expect(shown.deal).toBe("123456789");
    expect(shown.left).toBe("2");
    expect(shown.dead).toBe("4");
    expect(shown.moves).toBe("57");
    for (const text of Object.values(shown)) expect(text).toMatch(LATIN_ONLY);
  });
  it("writes the numbers inside sentences in the same digits", () => {
    useCatalogue("ar-EG", arSource);
    for (const text of [
      t("gaps-deal-of", { used: 2, total: 3 }),
      t("gaps-left", { count: 5 }),
      t("gaps-row-locked", { row: 3, count: 5 }),
      t("soi-seat-words", { name: "Ana", computer: "no", count: 7, total: 125, toMove: "no", selected: "no" }),
      formatNumber(12345),
      formatPercent(0.67),
      winPercent(3, 2),
    ]) {
      expect(text).toMatch(LATIN_ONLY);
      expect(text).toMatch(/[0-9]/);
    }
  });
  it("would have mixed the two systems without the pin", () => {
    // The same message through a bundle of the bare tag: Arabic-Indic where Fluent formats a
    // number, while a number written straight into the page stays Latin.
    const bare = new FluentBundle("ar-EG", { useIsolating: false });
    bare.addResource(new FluentResource(arSource));
    const pattern = bare.getMessage("gaps-score-of")?.value;
    expect(pattern).toBeTruthy();
    if (pattern) expect(bare.formatPattern(pattern, { score: 0, max: 104 })).toBe("٠ / ١٠٤");
  });
});

describe("deal numbers", () => {
  it("are never grouped, in any language", () => {
    for (const tag of ["en", "de", "fr", "ar"]) {
      useCatalogue(tag, "");
      expect(formatDigits(1234567), tag).toBe("1234567");
    }
    useCatalogue("de", "");
    expect(formatNumber(1234567)).toBe("1.234.567");
  });
  it("are read back in Latin, Arabic-Indic, Persian or full-width digits, or a mix", () => {
    expect(parseWholeNumber("1234")).toBe(1234);
    expect(parseWholeNumber("١٢٣٤")).toBe(1234);
    expect(parseWholeNumber("۱۲۳۴")).toBe(1234);
    expect(parseWholeNumber("١2٣4")).toBe(1234);
    expect(parseWholeNumber("１２３４")).toBe(1234);
    expect(parseWholeNumber("  42 ")).toBe(42);
    expect(parseWholeNumber("٠")).toBe(0);
  });
  it("are nothing when empty, and refused when not a whole number", () => {
    expect(parseWholeNumber("")).toBeNull();
    expect(parseWholeNumber("   ")).toBeNull();
    for (const bad of ["12a", "-5", "1.5", "1 234", "١٢،٣", "x", "12345678901234567"]) expect(parseWholeNumber(bad), bad).toBeUndefined();
  });
  it("typed back as shown give the same deal", () => {
    for (const tag of AVAILABLE) {
      useCatalogue(tag, "");
      for (const n of [0, 7, 1234567, 999999999]) expect(parseWholeNumber(formatDigits(n)), `${tag} ${n}`).toBe(n);
    }
  });
});

describe("shares in per cent", () => {
  it("are written the language's way", () => {
    useCatalogue("en", "");
    expect(winPercent(3, 2)).toBe("67%");
    // French and German put a no-break space before the sign.
    useCatalogue("fr", "");
    expect(winPercent(3, 2)).toMatch(/^67[\u00a0\u202f]%$/);
    useCatalogue("de", "");
    expect(winPercent(4, 4)).toMatch(/^100[\u00a0\u202f]%$/);
  });
});
