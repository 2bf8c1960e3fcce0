// The words of the page, in the player's language. Every message lives in a Fluent catalogue
// (ui/src/locales/<tag>.ftl): plurals and genders are chosen inside the message by the
// translator, so the code passes values (`{ $seat }`), never pieces of sentences.
//
// English is bundled (it is also every other language's fallback); the other catalogues are
// separate chunks loaded when chosen, so start-up does not grow with the number of languages.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import enSource from "../locales/en.ftl?raw";
import { firstAvailable, negotiate, isRtl, numberLocale } from "./languages";

export type Args = Record<string, FluentVariable>;

/** Every catalogue but English, loaded on demand. */
const LOADERS = import.meta.glob<string>(["../locales/*.ftl", "!../locales/en.ftl"], {
  query: "?raw",
  import: "default",
});

const tagOf = (path: string): string => path.replace(/^.*\/([^/]+)\.ftl$/, "$1");

/** The languages a catalogue exists for, English first. */
export const AVAILABLE: readonly string[] = ["en", ...Object.keys(LOADERS).map(tagOf).sort()];

/** A bundle of one catalogue. Isolation marks (FSI/PDI) keep a Latin name or a number from
 *  reordering a right-to-left sentence; left-to-right text does not need them. Its locale pins the
 *  language's digits (languages.ts, DIGITS), so a number Fluent formats inside a message is
 *  written like every other number on the screen. */
function makeBundle(tag: string, source: string): FluentBundle {
  const bundle = new FluentBundle(numberLocale(tag), { useIsolating: isRtl(tag) });
  // Errors are caught by the catalogue checks (tests/ui/i18n-catalogues.test.mjs); a broken
  // message falls back to English at run time.
  bundle.addResource(new FluentResource(source), { allowOverrides: true });
  return bundle;
}

const english = makeBundle("en", enSource);

class Words {
  /** The active language (a tag of AVAILABLE, or a test catalogue's). */
  lang = $state("en");
  #bundle = $state.raw<FluentBundle>(english);
  /** The active language's number formats (made again when the language changes), in its own
   *  digits: with its grouping ("12.345"), without (a deal number, a read-out: "1234567"), and
   *  shares in per cent ("67 %"). */
  #numbers = $derived(new Intl.NumberFormat(numberLocale(this.lang)));
  #plain = $derived(new Intl.NumberFormat(numberLocale(this.lang), { useGrouping: false }));
  #percent = $derived(new Intl.NumberFormat(numberLocale(this.lang), { style: "percent" }));

  get bundle(): FluentBundle {
    return this.#bundle;
  }

  get numbers(): Intl.NumberFormat {
    return this.#numbers;
  }

  get plain(): Intl.NumberFormat {
    return this.#plain;
  }

  get percent(): Intl.NumberFormat {
    return this.#percent;
  }

  use(tag: string, bundle: FluentBundle): void {
    this.#bundle = bundle;
    this.lang = tag;
    if (AVAILABLE.includes(tag)) remember(tag);
    if (typeof document !== "undefined") {
      document.documentElement.lang = tag;
      document.documentElement.dir = isRtl(tag) ? "rtl" : "ltr";
    }
  }
}

export const words = new Words();

/** The message `id` in the active language (English when the language lacks it). */
export function t(id: string, args?: Args): string {
  for (const bundle of [words.bundle, english]) {
    const message = bundle.getMessage(id);
    if (message?.value) return bundle.formatPattern(message.value, args);
  }
  // Never the raw id on screen; the catalogue checks make this unreachable in practice.
  console.error(`no message "${id}" in the catalogues`);
  return "";
}

/** An attribute of a message (`id.attr`), for messages that carry several related texts. */
export function tAttr(id: string, attr: string, args?: Args): string {
  for (const bundle of [words.bundle, english]) {
    const pattern = bundle.getMessage(id)?.attributes[attr];
    if (pattern) return bundle.formatPattern(pattern, args);
  }
  console.error(`no message "${id}.${attr}" in the catalogues`);
  return "";
}

/** Whether the English catalogue has `id` (for words picked by a code at run time). */
export function hasMessage(id: string): boolean {
  return english.hasMessage(id);
}

/** A number (a score, a count) written the way the active language writes numbers. */
export function formatNumber(n: number): string {
  return words.numbers.format(n);
}

/** A number in the active language's digits without grouping: a deal number, which players read
 *  out and type back ("1234567"), and the scores and counts of read-outs and tables. */
export function formatDigits(n: number): string {
  return words.plain.format(n);
}

/** A share (0 to 1) in per cent, the active language's way ("67%", "67 %", "%67"). */
export function formatPercent(share: number): string {
  return words.percent.format(share);
}

/** The zero of each script whose digits a player may type: Latin, Arabic-Indic, Eastern
 *  Arabic-Indic (Persian, Urdu), Devanagari and full-width (a Chinese or Japanese input method). */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xff10];

/**
 * A whole number as a player typed it, in any of those digits or a mix ("١٢٣٤", "1234", "１２３"),
 * with spaces around: `null` when nothing was typed, `undefined` when it is not a whole number of
 * at most `maxDigits` digits.
 */
export function parseWholeNumber(text: string, maxDigits = 16): number | null | undefined {
  const typed = text.trim();
  if (typed === "") return null;
  let latin = "";
  for (const ch of typed) {
    const code = ch.codePointAt(0) ?? 0;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    if (zero === undefined) return undefined;
    latin += String(code - zero);
  }
  return latin.length <= maxDigits ? Number(latin) : undefined;
}

/** Switches to the language negotiated from `wanted` (a tag such as "el-GR"), loading its
 *  catalogue if needed. */
let asked = 0;
export async function setLanguage(wanted: string): Promise<void> {
  return useTag(negotiate(wanted, AVAILABLE));
}

async function useTag(tag: string): Promise<void> {
  const load = LOADERS[`../locales/${tag}.ftl`];
  const ask = ++asked;
  // Already speaking it (app_info confirming the language the page started in): no catalogue
  // to load again, but <html lang/dir> are set (English at start-up has not set them yet).
  if (tag === words.lang) return words.use(tag, words.bundle);
  if (tag === "en" || !load) return words.use("en", english);
  const source = await load();
  // A later choice made while this catalogue was loading wins.
  if (ask === asked) words.use(tag, makeBundle(tag, source));
}

/** Uses a catalogue that the page does not ship (the tests' pseudo-locale and right-to-left
 *  check). Only reachable through the test hook in main.ts. */
export function useCatalogue(tag: string, source: string): void {
  words.use(tag, makeBundle(tag, source));
}

/**
 * Where the language last shown is kept, so that the next start speaks it from the first frame
 * even when it is a Settings choice rather than the system's (app_info, which carries the
 * settings, answers only after the first paint).
 */
const REMEMBERED = "quadrille.language";

function remember(tag: string): void {
  try {
    globalThis.localStorage?.setItem(REMEMBERED, tag);
  } catch {
    // Storage may be off (a private window): the system's language is the start then.
  }
}

function remembered(): string | null {
  try {
    const tag = globalThis.localStorage?.getItem(REMEMBERED) ?? null;
    return tag !== null && AVAILABLE.includes(tag) ? tag : null;
  } catch {
    return null;
  }
}

/**
 * The language to start in, known without waiting for the app: the one last shown, else the
 * first of the browser's languages there is a catalogue for.
 */
export function startingLanguage(): string {
  const system = typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return remembered() ?? firstAvailable(system, AVAILABLE);
}

/** Loads the starting language's catalogue; main.ts mounts the page once it is in. */
export function startLanguage(): Promise<void> {
  return useTag(startingLanguage());
}

/** "South, East and West". */
export function listNames(names: readonly string[]): string {
  // British English writes no comma before "and", as the app's English does.
  return new Intl.ListFormat(words.lang === "en" ? "en-GB" : words.lang, { type: "conjunction" }).format(names);
}
