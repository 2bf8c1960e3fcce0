// No English left in the page's code: every word a player sees or hears comes from a catalogue
// (ui/src/locales/*.ftl). The scan looks at the components' markup (text and the attributes
// people read or hear) and at the string literals of the scripts, and fails on any that reads as
// words. What it cannot tell from words is on the allow-list below, each with its reason.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../ui/src/", import.meta.url));

/** Lines the scan would flag that are not words for people; a reason each. */
const ALLOWED = [
  // Developer errors: thrown for a bug, never shown to a player as a sentence of the app.
  /throw new (Range)?Error\(/,
  /console\.(error|warn)\(/,
  // The language names are written in their own language on purpose (the Settings row).
  /^\s*(en|es|de|fr|el|ar|"zh-CN"): "/,
  // The names Soi's seats are saved under by default (Rust's Settings); shown translated.
  /^export const SEAT_NAMES = /,
  // Module paths (a glob's `/**/` would read as a comment to this scan).
  /import\.meta\.glob\(/,
  // Keyboard keys and DOM events are names the browser defines.
  /\.key\s*(===|!==)\s*"/,
  /key\s*===\s*"/,
  /key\.startsWith\(/,
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "bindings" || name === "locales" ? [] : files(path);
    if (/\.test\.ts$|testBoard\.ts$/.test(name)) return [];
    return /\.(svelte|ts)$/.test(name) ? [path] : [];
  });
}

/** Keys and events the browser names, which read like words but are not the app's. */
const KEY_NAMES = new Set(["Enter", "Escape", "Tab", "Home", "End", "Backspace", "Space", "Delete", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Shift", "Control", "Alt", "Meta"]);

/** Small English words: a run of lower-case words holding one is a phrase, not a class list. */
const ENGLISH = /\b(the|a|an|to|of|in|is|are|you|your|no|and|or|for|with|not|on|at|it|this|that|moves?|cards?|tiles?|left|played|won|seats?|deals?|rounds?|points?|turns?|players?|games?)\b/;

/** Reads as words a person sees. */
function wordy(text) {
  const t = text.replace(/\$\{[^}]*\}/g, " ").trim();
  if (!/[A-Za-z]{2,}/.test(t)) return false;
  // URLs, HTML built from Markdown, regular expressions and entities are not words.
  if (/^(https?|wss?|quadrille):\/\//.test(t) || /^\((prefers|min|max|orientation)[-:]/.test(t) || /<\/?\w+>|\\[sdwb]|^&\w+;$/.test(t)) return false;
  if (/^[A-Z][a-z]+$/.test(t)) return !KEY_NAMES.has(t);
  // A word in brackets added to a name (" (you)", " (computer)") is words too.
  if (/^\(\s*[A-Za-z]{2,}[\w\s'-]*\)$/.test(t)) return true;
  if (/^[\w-]+$/.test(t)) return false; // identifiers, codes, test ids
  if (/^[a-z][\w-]*(\s+[a-z][\w-]*)*$/.test(t)) return ENGLISH.test(t); // class lists
  // CSS selectors and values.
  if (/^[\w\s.#>:~+*=,()"'[\]-]*$/.test(t) && /[[\]#=>]|^\.|^\w+\(/.test(t) && !/[A-Z][a-z]+ [a-z]/.test(t)) return false;
  return /[A-Za-z]{2,}\s+\S|\S\s+[A-Za-z]{2,}|^[A-Z][a-z]/.test(t) || /[A-Za-z]{2,}[.!?:…]$/.test(t);
}

/** Removes comments from script code, keeping line breaks (so line numbers hold). */
function stripComments(code) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
}

/** Catalogue ids and module paths are not words. */
function stripIds(code) {
  return code
    .replace(/\bt(Attr)?\(\s*(["`])[^"`]*\2/g, "t(")
    .replace(/^\s*import\b[^\n]*$/gm, "")
    .replace(/from\s+"[^"]*"/g, "");
}

const lineOf = (src, offset) => src.slice(0, offset).split("\n").length;

/** The wordy string literals of script code starting at `offset` in `src`. */
function scriptFindings(src, code, offset, where) {
  const found = [];
  const lines = code.split("\n");
  let at = offset;
  for (const line of lines) {
    if (!ALLOWED.some((re) => re.test(line))) {
      for (const m of stripIds(line).matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
        const lit = m[1] ?? m[2] ?? "";
        if (wordy(lit)) found.push(`${where}:${lineOf(src, at)}: ${lit}`);
      }
    }
    at += line.length + 1;
  }
  return found;
}

/** The findings of one file: `path:line: text`. */
function scan(path) {
  const src = readFileSync(path, "utf8");
  const where = relative(ROOT, path);
  if (!path.endsWith(".svelte")) return scriptFindings(src, stripComments(src), 0, where);
  const found = [];
  // Scripts: their string literals. Styles: nothing. What is left is markup.
  let markup = src.replace(/<style[\s\S]*?<\/style>/g, (c) => c.replace(/[^\n]/g, " "));
  markup = markup.replace(/(<script[^>]*>)([\s\S]*?)(<\/script>)/g, (all, open, body, close, offset) => {
    found.push(...scriptFindings(src, stripComments(body), offset + open.length, where));
    return all.replace(/[^\n]/g, " ");
  });
  markup = markup.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, " "));
  // Expressions ({…}, nested): their literals are script; in the markup they become a mark.
  let out = "";
  for (let i = 0; i < markup.length; i++) {
    if (markup[i] !== "{") {
      out += markup[i];
      continue;
    }
    let depth = 0;
    let j = i;
    let quote = "";
    for (; j < markup.length; j++) {
      const c = markup[j];
      if (quote) {
        if (c === "\\") j++;
        else if (c === quote) quote = "";
        continue;
      }
      if (c === '"' || c === "'" || c === "`") quote = c;
      else if (c === "{") depth++;
      else if (c === "}" && --depth === 0) break;
    }
    const expr = markup.slice(i + 1, j);
    found.push(...scriptFindings(src, expr, i + 1, where));
    out += "\u0001" + expr.replace(/[^\n]/g, "");
    i = j;
  }
  // Tags: the attributes people read or hear, written as plain text.
  const text = out.replace(/<[^>]*>/g, (tag, offset) => {
    for (const m of tag.matchAll(/\s(aria-label|aria-description|title|alt|placeholder|label|message|yesLabel|noLabel|note|look|bestLabel|loading|status)="([^"]*)"/g)) {
      const value = (m[2] ?? "").replace(/\u0001/g, " ");
      if (wordy(value)) found.push(`${where}:${lineOf(src, offset)}: ${m[1]}="${value}"`);
    }
    return "\u0000" + tag.replace(/[^\n]/g, "");
  });
  // Text between tags.
  let at = 0;
  for (const piece of text.split("\u0000")) {
    const words = piece.replace(/\u0001/g, " ").replace(/&\w+;/g, " ").trim();
    if (/[A-Za-z]{2,}/.test(words)) found.push(`${where}:${lineOf(text, at + piece.search(/\S/))}: ${words}`);
    at += piece.length + 1;
  }
  return found;
}

test("no user-visible English literal outside the catalogues", () => {
  const found = files(ROOT).flatMap(scan);
  assert.deepEqual(found, [], `words outside the catalogues:\n${found.join("\n")}`);
});
