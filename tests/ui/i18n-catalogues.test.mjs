// The catalogues (ui/src/locales/*.ftl) against English, the source: every file parses with no
// junk and no duplicate; every language has every English message and attribute and nothing
// English lacks; every variable an English message shows is used by the translation (a dropped
// `{ $seat }` would leave a sentence without its seat), while one English only selects on (such
// as Gaps' `$kind`, redeal or reshuffle) may go unused where the language says both alike; and
// every id the page asks for with t("…") exists in English.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, Visitor } from "@fluent/syntax";

const SRC = fileURLToPath(new URL("../../ui/src/", import.meta.url));
const LOCALES = join(SRC, "locales");

/** Every variable referenced anywhere in a message (value, attributes, selectors, variants), and
 *  those shown as text rather than only chosen on. */
class Variables extends Visitor {
  found = new Set();
  shown = new Set();
  visitVariableReference(node) {
    this.found.add(node.id.name);
    this.genericVisit(node);
  }
  visitPlaceable(node) {
    if (node.expression.type === "VariableReference") this.shown.add(node.expression.id.name);
    this.genericVisit(node);
  }
}

/** A catalogue: its messages (id → { attributes, variables }) and its problems. */
export function readCatalogue(source) {
  const problems = [];
  const messages = new Map();
  for (const entry of parse(source, { withSpans: false }).body) {
    if (entry.type === "Junk") {
      problems.push(`junk: ${entry.annotations.map((a) => a.message).join("; ")} in ${JSON.stringify(entry.content.slice(0, 80))}`);
      continue;
    }
    if (entry.type !== "Message" && entry.type !== "Term") continue;
    const id = entry.type === "Term" ? `-${entry.id.name}` : entry.id.name;
    if (messages.has(id)) problems.push(`duplicate: ${id}`);
    const vars = new Variables();
    vars.visit(entry);
    messages.set(id, { attributes: new Set(entry.attributes.map((a) => a.id.name)), variables: vars.found, shown: vars.shown, hasValue: !!entry.value });
  }
  return { messages, problems };
}

/** What `other` lacks or adds against English, and the variables it drops. */
export function compareCatalogues(english, other) {
  const problems = [];
  for (const [id, en] of english.messages) {
    const tr = other.messages.get(id);
    if (!tr) {
      problems.push(`missing: ${id}`);
      continue;
    }
    for (const a of en.attributes) if (!tr.attributes.has(a)) problems.push(`missing attribute: ${id}.${a}`);
    for (const v of en.shown) if (!tr.variables.has(v)) problems.push(`${id} does not use $${v}`);
    for (const v of tr.variables) if (!en.variables.has(v)) problems.push(`${id} uses $${v}, which English does not pass`);
  }
  for (const id of other.messages.keys()) if (!english.messages.has(id)) problems.push(`not in English: ${id}`);
  return problems;
}

const catalogues = readdirSync(LOCALES).filter((f) => f.endsWith(".ftl"));
const english = readCatalogue(readFileSync(join(LOCALES, "en.ftl"), "utf8"));

test("English parses with no junk and no duplicate", () => {
  assert.deepEqual(english.problems, []);
  assert.ok(english.messages.size > 300, `only ${english.messages.size} messages in en.ftl`);
});

for (const file of catalogues.filter((f) => f !== "en.ftl")) {
  test(`${file} has exactly English's messages and variables`, () => {
    const other = readCatalogue(readFileSync(join(LOCALES, file), "utf8"));
    assert.deepEqual([...other.problems, ...compareCatalogues(english, other)], []);
  });
}

test("the comparison finds a missing message, an extra one and a dropped variable", () => {
  const en = readCatalogue("a = A { $n }\nb = B\n");
  const other = readCatalogue("a = A\nc = C\n");
  assert.deepEqual(compareCatalogues(en, other), ["a does not use $n", "missing: b", "not in English: c"]);
  // A variable English only chooses on may be left out; one it shows may not.
  const chosen = readCatalogue("a = { $kind ->\n    [x] X\n   *[y] Y\n  } { $n }\n");
  assert.deepEqual(compareCatalogues(chosen, readCatalogue("a = Z { $n }\n")), []);
  assert.deepEqual(compareCatalogues(chosen, readCatalogue("a = Z\n")), ["a does not use $n"]);
  assert.match(readCatalogue("a = { $n\n").problems[0] ?? "", /^junk/);
});

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "bindings" ? [] : sources(path);
    return /\.(svelte|ts)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

test("every id the page asks for is in English", () => {
  const missing = [];
  for (const path of sources(SRC)) {
    const src = readFileSync(path, "utf8");
    for (const m of src.matchAll(/\bt(?:Attr)?\(\s*"([a-z0-9-]+)"/g)) {
      if (!english.messages.has(m[1])) missing.push(`${path.slice(SRC.length)}: ${m[1]}`);
    }
    // Ids made from a code (`rule-${code}`) are checked by the tests of the words modules.
  }
  assert.deepEqual(missing, []);
});

/** The string literals of a generated union type (ui/src/bindings/<name>.ts). */
function unionOf(name) {
  const src = readFileSync(join(SRC, "bindings", `${name}.ts`), "utf8");
  return [...src.replace(/^\/\/.*$/gm, "").matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
}

test("every code worded by a made-up id has its message", () => {
  const ids = [
    ...unionOf("RuleCode").map((c) => `rule-${c.replace(/_/g, "-")}`),
    ...[...unionOf("SoiLevel"), ...unionOf("Level")].map((l) => `level-${l}`),
    ...unionOf("Theme").map((v) => `settings-theme-${v}`),
    ...unionOf("AnimationSpeed").map((v) => `settings-animation-${v}`),
    ...unionOf("InputMethod").map((v) => `settings-input-${v}`),
    ...unionOf("AceOrder").flatMap((v) => [`gaps-ace-${v}`, `gaps-ace-${v}-help`]),
    ...unionOf("SoiLevel").map((v) => `soi-memory-${v}`),
  ];
  assert.ok(ids.length > 40);
  assert.deepEqual(ids.filter((id) => !english.messages.has(id)), []);
});
