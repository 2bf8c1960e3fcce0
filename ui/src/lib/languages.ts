// Which language to show: the player's choice or the system's, matched to the catalogues there are.

/** Each language named in itself, as the Settings row offers it. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  el: "Ελληνικά",
  "zh-CN": "简体中文",
  ar: "العربية",
};

const RTL = new Set(["ar", "he", "fa", "ur"]);

/**
 * The digits each language writes its numbers in: one system a language, for every number on a
 * screen (scores, counts, deal numbers, the numbers inside sentences). Each is what CLDR's number
 * format gives the language today. It is written down rather than asked of the engine because
 * engines disagree: the ICU in an older WebKitGTK writes plain "ar" in Arabic-Indic digits (٠١٢…)
 * while current CLDR (and Node's ICU, which the tests run on) writes it in Latin ones, and a
 * regional tag such as ar-EG is Arabic-Indic in both. Latin also matches the cards, whose corners
 * print 2 to 10 in Latin digits in every language (cards.ts). A deal number typed in another
 * system is still read (parseWholeNumber in i18n.svelte.ts).
 */
export const DIGITS: Readonly<Record<string, string>> = {
  en: "latn",
  es: "latn",
  de: "latn",
  fr: "latn",
  el: "latn",
  "zh-CN": "latn",
  ar: "latn",
};

/** The numbering system of a tag: its own entry, else its language's, else Latin. */
export function digitsOf(tag: string): string {
  return DIGITS[tag] ?? DIGITS[tag.toLowerCase().split("-")[0] ?? ""] ?? "latn";
}

/** The tag with its numbering system pinned ("ar" → "ar-u-nu-latn"), for Intl and Fluent. */
export function numberLocale(tag: string): string {
  return `${tag.replace(/-u-.*$/i, "")}-u-nu-${digitsOf(tag)}`;
}

/** Whether a language is written right to left. */
export function isRtl(tag: string): boolean {
  return RTL.has(tag.toLowerCase().split("-")[0] ?? "");
}

/**
 * The available tag closest to `wanted`: the exact tag, else its language (`el-GR` → `el`);
 * Chinese written in simplified characters (`zh`, `zh-Hans`, `zh-CN`, `zh-SG`) → `zh-CN`.
 * Anything else → English.
 */
export function negotiate(wanted: string, available: readonly string[]): string {
  const want = wanted.trim().replace(/_/g, "-").toLowerCase();
  const exact = available.find((tag) => tag.toLowerCase() === want);
  if (exact) return exact;
  const [lang, ...rest] = want.split("-");
  if (lang === "zh") {
    const traditional = rest.some((s) => s === "hant" || s === "tw" || s === "hk" || s === "mo");
    if (!traditional && available.includes("zh-CN")) return "zh-CN";
    return "en";
  }
  const same = available.find((tag) => tag.toLowerCase() === lang);
  return same ?? "en";
}

/**
 * The first of the system's languages (most wanted first, as `navigator.languages` lists them)
 * that there is a catalogue for; English when there is none for any. A Finnish-then-German
 * system gets German, not the English that Finnish alone would fall back to.
 */
export function firstAvailable(wanted: readonly string[], available: readonly string[]): string {
  for (const tag of wanted) {
    const found = negotiate(tag, available);
    if (found !== "en" || tag.trim().toLowerCase().startsWith("en")) return found;
  }
  return "en";
}
