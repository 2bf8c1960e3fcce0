// The words of the catalogues (issue 47), past what i18n-catalogues.test.mjs checks of their shape:
//
// 1. Counts. An English message that puts a number beside the thing it counts ("5 points") has
//    that number under a plural selector, so that every language can give each number its CLDR
//    form; a translation keeps every plural selector English has (unless its language has one
//    form only, as Chinese).
// 2. Plural branches. No catalogue holds a branch its language can never select ([one] in
//    Chinese, [few] in German), by Intl.PluralRules' categories for the language.
// 3. Glossary. Each catalogue opens with a glossary of the game's words (format in en.ftl). Every
//    catalogue names the same terms; where English uses a term, the translation uses the word
//    the glossary gives (a German deal is a "Verteilung", never the "Auslage" that is the
//    layout); a word marked "only" means nothing else; a word under "not:" appears nowhere, in
//    the catalogue or in the language's rules (docs/rules/<tag>/); and each rules text uses the
//    glossary's word for every term its English original uses.
// 4. Short card names. Where a sentence names a card by its short form ("D♥", "7♠"), no article
//    stands right before it: the gender of the article would depend on the rank's name ("la D♥"
//    for a dame, "le V♣" for a valet), so the catalogues write "the card D♥" in their language.
//
// Each check is a function of the catalogues' text, and each has a test that feeds it a small bad
// catalogue and sees it flagged.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@fluent/syntax";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LOCALES = join(ROOT, "ui/src/locales");
const RULES = join(ROOT, "docs/rules");

// --- reading catalogues ------------------------------------------------------------------------

/** A catalogue's messages and terms, id → AST entry. */
export function entriesOf(source) {
  const out = new Map();
  for (const e of parse(source, { withSpans: false }).body) {
    if (e.type === "Message") out.set(e.id.name, e);
    else if (e.type === "Term") out.set(`-${e.id.name}`, e);
  }
  return out;
}

/** Every pattern of an entry: its value and its attributes'. */
function patternsOf(entry) {
  return [entry.value, ...entry.attributes.map((a) => a.value)].filter(Boolean);
}

/** A pattern as plain text, every variant of every selector included ("{}" for a variable, whose
 *  name is no word of the message). */
function flat(pattern) {
  return pattern.elements
    .map((el) => {
      if (el.type === "TextElement") return el.value;
      const x = el.expression;
      if (x.type === "VariableReference") return "{}";
      if (x.type === "SelectExpression") return x.variants.map((v) => flat(v.value)).join(" ¦ ");
      if (x.type === "TermReference") return `{-${x.id.name}}`;
      if (x.type === "StringLiteral") return x.value;
      return "";
    })
    .join("");
}

/** An entry's text, all patterns and variants. */
export const textOf = (entry) => patternsOf(entry).map(flat).join(" ¦ ");

const CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** Whether a select expression chooses by plural category: its named keys are all CLDR ones. */
function isPlural(select) {
  const named = select.variants.filter((v) => v.key.type === "Identifier").map((v) => v.key.name);
  return named.length > 0 && named.every((k) => CATEGORIES.has(k)) && named.some((k) => k !== "other");
}

/** Calls `visit(select, inside)` for every select expression of a pattern, `inside` being the
 *  variables of the selectors around it. */
function eachSelect(pattern, visit, inside = []) {
  for (const el of pattern.elements) {
    if (el.type !== "Placeable" || el.expression.type !== "SelectExpression") continue;
    const select = el.expression;
    visit(select, inside);
    const v = select.selector.type === "VariableReference" ? [select.selector.id.name] : [];
    for (const variant of select.variants) eachSelect(variant.value, visit, [...inside, ...v]);
  }
}

/** The variables a message chooses on by plural category. */
function pluralSelectors(entry) {
  const out = new Set();
  for (const p of patternsOf(entry)) {
    eachSelect(p, (select) => {
      if (isPlural(select) && select.selector.type === "VariableReference") out.add(select.selector.id.name);
    });
  }
  return out;
}

// --- 1. counts ---------------------------------------------------------------------------------

/**
 * What each variable of the catalogues carries, by name: a count of something (it takes plural
 * forms), a number that names (row 3, seat 2, deal 1234: no plural), or words. A new variable
 * must be put in one of these, so that the check knows it.
 */
export const COUNTS = new Set(["count", "max", "min", "perSecond", "moves", "total", "points", "left", "steps", "redeals", "rows", "columns", "ms", "score", "target", "best", "size", "mine", "theirs"]);
const LABELS = new Set(["seat", "deal", "round", "row", "col", "index", "used", "nth", "place", "attempt", "n", "ofRow", "first", "second", "rank", "top", "right", "bottom", "shows", "facing"]);
const WORDS = new Set(["name", "date", "names", "asker", "from", "to", "card", "prev", "after", "before", "tile", "hint", "text", "game", "games", "level", "language", "reason", "server", "path", "folder", "damage", "parts", "suit", "order", "help", "progress", "result", "scores", "kind", "difficulty", "who", "you", "host", "toMove", "computer", "selected", "connected", "what", "side", "typed", "ours", "nowhere", "picked"]);

/** Variables whose name means something else in one message, each with what it carries there. */
const IN_THIS_MESSAGE = {
  "room-error-version-mismatch": { theirs: "words" }, // a version: "1.4.0"
  "soi-event-asked-got": { target: "words" }, // the player asked
  "soi-event-asked-missed": { target: "words" },
  "soi-ask-label": { target: "words" },
  "gaps-moved-to": { target: "words" }, // a gap's spoken name
  "gaps-hint-after": { left: "words" }, // the card on the left
  "fourside-tile": { left: "label" }, // the number on a tile's left edge
};

/**
 * Numbers a word follows that is not the thing they count, each with why: the check would flag
 * them, and a plural selector there would choose nothing.
 */
export const NOT_COUNTED = [
  ["replay-step", "score"], // "Score 12 of 48": a score and the most it can be, as in "12 / 48"
  ["replay-step-solved", "score"], // the same
  ["gaps-said-score", "score"], // the same
  ["setting-bad-cp-redeals", "min"], // "1 or 2 redeals": the noun follows $max, which selects
  ["setting-bad-soi-target", "min"], // "between 100 and 1000 points": the same
  ["setting-bad-soi-delay-ms", "min"], // "between 200 and 2000 ms": a unit's symbol follows $max
  ["setting-bad-soi-delay-ms", "max"], // "ms" is the same for every number
  ["soi-delay-ms", "ms"], // "800 ms": the same
  ["fourside-board", "size"], // "Board, 9 by 9": a size, not a count
  ["soi-scoring", "target"], // "First to 500 at the end of a round": a score to reach
  ["home-today-done", "count"], // "2 of 5 games": the noun follows $total, which selects
];

function kindOf(id, name) {
  const here = IN_THIS_MESSAGE[id]?.[name];
  if (here) return here;
  if (COUNTS.has(name)) return "count";
  if (LABELS.has(name)) return "label";
  if (WORDS.has(name)) return "words";
  return undefined;
}

/**
 * English messages where a count is followed by a word outside a plural selector on it
 * ("{ $points } points"), as "id: { $v } word"; and variables the lists above do not know.
 */
export function uncountedNumbers(entries, notCounted = NOT_COUNTED) {
  const found = [];
  const skip = new Set(notCounted.map(([id, v]) => `${id} ${v}`));
  const walk = (id, pattern, selected) => {
    const els = pattern.elements;
    els.forEach((el, i) => {
      if (el.type !== "Placeable") return;
      const x = el.expression;
      if (x.type === "SelectExpression") {
        const v = x.selector.type === "VariableReference" ? [x.selector.id.name] : [];
        for (const variant of x.variants) walk(id, variant.value, [...selected, ...v]);
        return;
      }
      if (x.type !== "VariableReference") return;
      const name = x.id.name;
      const kind = kindOf(id, name);
      if (kind === undefined) return found.push(`${id}: { $${name} } is not in COUNTS, LABELS or WORDS`);
      if (kind !== "count" || selected.includes(name) || skip.has(`${id} ${name}`)) return;
      const next = els[i + 1];
      const word = next?.type === "TextElement" ? /^\s*(\p{L}[\p{L}'’-]*)/u.exec(next.value)?.[1] : undefined;
      if (word) found.push(`${id}: { $${name} } ${word}`);
    });
  };
  for (const [id, entry] of entries) for (const p of patternsOf(entry)) walk(id, p, []);
  return found;
}

/** Plural selectors of English a translation dropped, as "id: $v". */
export function droppedPlurals(english, other) {
  const found = [];
  for (const [id, en] of english) {
    const tr = other.get(id);
    if (!tr) continue;
    const theirs = pluralSelectors(tr);
    for (const v of pluralSelectors(en)) if (!theirs.has(v)) found.push(`${id}: $${v}`);
  }
  return found;
}

// --- 2. plural branches ------------------------------------------------------------------------

/** Branches of plural selectors the language can never select, as "id: [key]". */
export function unselectableBranches(entries, locale) {
  const can = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  const found = [];
  for (const [id, entry] of entries) {
    for (const p of patternsOf(entry)) {
      eachSelect(p, (select) => {
        if (!isPlural(select)) return;
        for (const v of select.variants) if (v.key.type === "Identifier" && !can.has(v.key.name)) found.push(`${id}: [${v.key.name}]`);
      });
    }
  }
  return found;
}

// --- 3. glossary -------------------------------------------------------------------------------

/** The terms every glossary names. */
export const TERMS = ["deal", "redeal", "reshuffle", "gap", "row", "tile", "set", "ask", "hint", "undo", "tournament", "seat", "room", "card"];

/**
 * Where English uses each term: a pattern on the message's text, the messages it looks at, and
 * the messages where the English word means something else (each with what).
 */
export const USES = {
  deal: {
    english: /\bdeals?\b/i,
    except: {
      "common-deal": "the button that deals the cards (a verb)",
      "gaps-deal-again": "deal the cards again (a verb)",
      "gaps-fresh-note": "deal a fresh game (a verb)",
      "soi-memory-impossible": "Soi's deal of a round, not a numbered deal",
    },
    exceptRules: { "soi.md": "Soi deals a round's cards; it has no numbered deals" },
  },
  redeal: { english: /\bredeal/i },
  reshuffle: { english: /\breshuffl/i },
  gap: { english: /\bgaps?\b/i },
  row: { english: /\brows?\b/i },
  tile: { english: /\btiles?\b/i },
  set: { english: /\bsets?\b/i, only: /^(soi-|game-soi)/, except: { "soi-scoring": "\"Sets score\": the sets are named by their ranks", "soi-col-sets": "a column head" } },
  ask: { english: /\bask/i },
  hint: { english: /\bhints?\b/i },
  undo: { english: /\bundo\b/i },
  tournament: { english: /\btournaments?\b/i },
  seat: { english: /\bseats?\b/i },
  room: { english: /\brooms?\b/i },
  // Terms only some glossaries name, for a word their language would otherwise use twice (Greek
  // "σειρά" for a row, a turn and an order): checked in the languages whose glossary has them.
  // Whose turn it is ("your turn", "Ana's turn", "in turn"); not a tile's quarter turn.
  turn: { english: /\b(your|their|whose) turn\b|'s turn\b|\bin turn\b|\bturn passes\b/i },
  order: { english: /\border\b/i, except: { "soi-memory-note": "in the order things happened: a time, not an arrangement" }, exceptRules: { "soi.md": "the memory aid lists what happened in order: a time" } },
  // The card form is checked by check 4.
};

/** Accents and case aside: "Μοιρασιά" matches "μοιρασια". */
const fold = (s) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether `text` uses one of the forms (a form ending in "-" is a stem). */
export function usesForm(text, forms) {
  const t = fold(text);
  return forms.some((f) => t.includes(fold(f.replace(/-$/, ""))));
}

/** A glossary's lines: term → { forms, only, not, note }. Format in en.ftl's head. */
export function readGlossary(source) {
  const out = new Map();
  for (const line of source.split("\n")) {
    if (!line.startsWith("#")) {
      if (out.size > 0) break;
      continue;
    }
    const m = /^#   ([a-z][a-z ]*?) = (.+)$/.exec(line);
    if (!m) continue;
    const [words, ...rest] = m[2].split(" | ");
    const entry = { forms: words.split(" / ").map((w) => w.trim()), only: false, not: [], note: "" };
    for (const part of rest) {
      if (part === "only") entry.only = true;
      else if (part.startsWith("not: ")) entry.not = part.slice(5).split(" / ").map((w) => w.trim());
      else entry.note = part;
    }
    out.set(m[1], entry);
  }
  return out;
}

/** Whether a word (case as written) stands in the text as a whole word, or at a word's start
 *  when it is a stem ("Neumisch-"). */
function hasWord(text, word) {
  const stem = word.endsWith("-");
  const w = stem ? word.slice(0, -1) : word;
  if (!text.includes(w)) return false;
  // Chinese writes no spaces between words, and Arabic joins و, ب, ل and ال to the word after.
  if (/[\p{Script=Han}\p{Script=Arabic}]/u.test(w)) return true;
  const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}])${escaped}${stem ? "" : "($|[^\\p{L}])"}`, "u").test(text);
}

/**
 * Where a translation departs from its glossary, as "id: …": a term English uses and the
 * translation words otherwise; a word marked "only" where English does not use its term; a
 * word under "not:".
 */
export function glossaryProblems(english, other, glossary, uses = USES) {
  const found = [];
  for (const term of TERMS) if (!glossary.has(term)) found.push(`glossary: no line for "${term}"`);
  for (const [id, en] of english) {
    const tr = other.get(id);
    if (!tr || id.startsWith("-")) continue;
    const enText = textOf(en);
    const trText = textOf(tr);
    for (const [term, use] of Object.entries(uses)) {
      const g = glossary.get(term);
      if (!g || (use.only && !use.only.test(id)) || use.except?.[id] || !use.english.test(enText)) continue;
      if (!usesForm(trText, g.forms)) found.push(`${id}: English says "${term}", the translation has no "${g.forms.join(" / ")}"`);
    }
    for (const [term, g] of glossary) {
      if (g.only) {
        const use = uses[term] ?? { english: new RegExp(`\\b${term}`, "i") };
        if (usesForm(trText, g.forms) && !use.english.test(enText)) found.push(`${id}: "${g.forms[0]}" is kept for "${term}", which English does not say here`);
      }
      for (const w of g.not) if (hasWord(trText, w)) found.push(`${id}: "${w}" (ruled out in the glossary's "${term}")`);
    }
  }
  return found;
}

/** Where a language's rules text departs from its glossary, as "file: …". */
export function rulesProblems(englishDocs, docs, glossary, uses = USES) {
  const found = [];
  for (const [file, text] of docs) {
    const en = englishDocs.get(file);
    for (const [term, g] of glossary) {
      for (const w of g.not) if (hasWord(text, w)) found.push(`${file}: "${w}" (ruled out in the glossary's "${term}")`);
      const use = uses[term];
      if (!en || !use || use.exceptRules?.[file] || !use.english.test(en) || (use.only && !use.only.test(file.replace(/\.md$/, "")))) continue;
      if (!usesForm(text, g.forms)) found.push(`${file}: the English rules say "${term}", these have no "${g.forms.join(" / ")}"`);
    }
  }
  return found;
}

// --- 4. short card names -----------------------------------------------------------------------

/** The messages whose variables hold a card's short form ("Q♥"), by the page's code (cardShort). */
const SHORT_CARD_MESSAGES = /^(gaps-hint-|gaps-status-choose-|gaps-why-|gaps-follows-nothing|gaps-can-follow|gaps-no-prev|gaps-because-|soi-event-asked-)/;
const SHORT_CARD_VARIABLES = new Set(["card", "prev", "after", "before", "left"]);

/** An article right before a short card name, by language. */
export const ARTICLES = {
  de: /(^|[^\p{L}])(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines)\s*$/iu,
  fr: /(^|[^\p{L}])(le|la|les|l'|l’|du|au|aux|un|une|des)\s*$/iu,
  es: /(^|[^\p{L}])(el|la|los|las|del|al|un|una)\s*$/iu,
  el: /(^|[^\p{L}])(ο|η|το|τον|την|τη|του|της|τα|των|ένα|έναν|ένας|μια|μία|μιας|ενός)\s*$/iu,
  ar: /الـ\s*$/u,
};

/** Short card names with an article glued before them, as "id: …article { $v }". */
export function articlesBeforeCards(entries, article) {
  const found = [];
  const walk = (id, pattern) => {
    pattern.elements.forEach((el, i) => {
      if (el.type !== "Placeable") return;
      const x = el.expression;
      if (x.type === "SelectExpression") return x.variants.forEach((v) => walk(id, v.value));
      if (x.type !== "VariableReference" || !SHORT_CARD_VARIABLES.has(x.id.name)) return;
      const before = pattern.elements[i - 1];
      if (before?.type === "TextElement" && article.test(before.value)) found.push(`${id}: …${before.value.slice(-12)}{ $${x.id.name} }`);
    });
  };
  for (const [id, entry] of entries) if (SHORT_CARD_MESSAGES.test(id)) for (const p of patternsOf(entry)) walk(id, p);
  return found;
}

// --- the catalogues ----------------------------------------------------------------------------

const read = (file) => readFileSync(join(LOCALES, file), "utf8");
const tags = readdirSync(LOCALES)
  .filter((f) => f.endsWith(".ftl"))
  .map((f) => f.replace(/\.ftl$/, ""));
const english = entriesOf(read("en.ftl"));
const docsOf = (dir) => new Map(readdirSync(dir).filter((f) => f.endsWith(".md")).map((f) => [f, readFileSync(join(dir, f), "utf8")]));
const englishDocs = docsOf(RULES);

test("1. every English count beside what it counts is under a plural selector", () => {
  assert.deepEqual(uncountedNumbers(english), []);
});

for (const tag of tags.filter((t) => t !== "en")) {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  test(`1. ${tag}.ftl keeps English's plural selectors`, { skip: categories.length === 1 && "one plural form only" }, () => {
    assert.deepEqual(droppedPlurals(english, entriesOf(read(`${tag}.ftl`))), []);
  });
}

for (const tag of tags) {
  test(`2. ${tag}.ftl has no plural branch ${tag} can never select`, () => {
    assert.deepEqual(unselectableBranches(entriesOf(read(`${tag}.ftl`)), tag), []);
  });
}

for (const tag of tags) {
  test(`3. ${tag}.ftl and docs/rules${tag === "en" ? "" : `/${tag}`}/ use the words of ${tag}'s glossary`, () => {
    const source = read(`${tag}.ftl`);
    const glossary = readGlossary(source);
    assert.ok(glossary.size >= TERMS.length, `${tag}.ftl: a glossary at the top`);
    assert.deepEqual(glossaryProblems(english, entriesOf(source), glossary), []);
    const docs = tag === "en" ? englishDocs : docsOf(join(RULES, tag));
    assert.deepEqual(rulesProblems(englishDocs, docs, glossary), []);
  });
}

for (const tag of Object.keys(ARTICLES)) {
  test(`4. ${tag}.ftl writes no article right before a short card name`, () => {
    assert.deepEqual(articlesBeforeCards(entriesOf(read(`${tag}.ftl`)), ARTICLES[tag]), []);
  });
}

// --- each check flags a planted mistake --------------------------------------------------------

test("check 1 flags a count beside its noun outside a selector, and a dropped selector", () => {
  const en = entriesOf("a = { $points } points\nb = Score { $score } of { $max }\nc = { $count ->\n    [one] { $count } card\n   *[other] { $count } cards\n  }\nd = { $frobs } x\n");
  assert.deepEqual(uncountedNumbers(en, [["b", "score"]]), ["a: { $points } points", "d: { $frobs } is not in COUNTS, LABELS or WORDS"]);
  const de = entriesOf("c = { $count } Karten\n");
  assert.deepEqual(droppedPlurals(en, de), ["c: $count"]);
});

test("check 2 flags a branch the language cannot select", () => {
  const zh = entriesOf("a = { $n ->\n    [one] 一张\n   *[other] { $n } 张\n  }\nb = { $kind ->\n    [redeal] x\n   *[reshuffle] y\n  }\n");
  assert.deepEqual(unselectableBranches(zh, "zh-CN"), ["a: [one]"]);
  assert.deepEqual(unselectableBranches(entriesOf("a = { $n ->\n    [few] x\n   *[other] y\n  }\n"), "de"), ["a: [few]"]);
  assert.deepEqual(unselectableBranches(entriesOf("a = { $n ->\n    [few] x\n    [many] y\n   *[other] z\n  }\n"), "ar"), []);
});

test("check 3 flags a term worded otherwise, a reserved word misused and a ruled-out word", () => {
  const glossary = readGlossary(
    "# Glossar\n#   deal = Verteilung | not: Auslagen | eine Verteilung\n#   turn = σειρά | only\n#   ask = frag- | not: Frage / Fragen\n",
  );
  assert.deepEqual(glossary.get("deal"), { forms: ["Verteilung"], only: false, not: ["Auslagen"], note: "eine Verteilung" });
  const en = entriesOf("a = No deals left.\nb = Row 3\nc = Your turn\nd = Remembers the last two asks.\n");
  const de = entriesOf("a = Keine Auslagen mehr.\nb = Σειρά 3\nc = Σειρά σου\nd = Merkt sich die letzten zwei Fragen.\n");
  const uses = { deal: USES.deal, ask: USES.ask };
  assert.deepEqual(glossaryProblems(en, de, glossary, uses).filter((p) => !p.startsWith("glossary:")), [
    'a: English says "deal", the translation has no "Verteilung"',
    'a: "Auslagen" (ruled out in the glossary\'s "deal")',
    'b: "σειρά" is kept for "turn", which English does not say here',
    'd: "Fragen" (ruled out in the glossary\'s "ask")',
  ]);
  const docs = new Map([["montana.md", "Drei Auslagen insgesamt."]]);
  assert.deepEqual(rulesProblems(new Map([["montana.md", "Three deals in all."]]), docs, glossary, uses), [
    'montana.md: "Auslagen" (ruled out in the glossary\'s "deal")',
    'montana.md: the English rules say "deal", these have no "Verteilung"',
  ]);
});

test("check 4 flags an article glued to a short card name", () => {
  const fr = entriesOf("gaps-why-after = Le { $card } ne va qu'après la carte { $prev }.\nsoi-event-asked-got = { $asker } a demandé l'{ $card }\n");
  assert.deepEqual(articlesBeforeCards(fr, ARTICLES.fr), ["gaps-why-after: …Le { $card }", "soi-event-asked-got: …a demandé l'{ $card }"]);
  assert.deepEqual(articlesBeforeCards(entriesOf("gaps-because-locked = Die Karte { $card } liegt fest.\n"), ARTICLES.de), []);
});
