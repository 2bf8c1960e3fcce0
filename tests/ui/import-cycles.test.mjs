// No import circles in the page's code. The scan reads every .ts and .svelte file under ui/src
// (not ui/src/bindings, which ts-rs generates and which imports only itself), resolves the
// relative imports, builds the module graph and fails naming each circle as a path
// a → b → … → a. Modules in a circle are evaluated in an order that depends on which one is
// imported first, so one of them can see another's exports before they are initialised.
//
// What counts as an edge:
// - `import … from "./x"`, `import "./x"`, `export … from "./x"`: yes. That includes
//   `import { type A } from "./x"`: with `verbatimModuleSyntax` (ui/tsconfig.json) it stays in
//   the output as `import {} from "./x"`, so the module is still loaded and evaluated.
// - `import type … from` and `export type … from`: no. They are erased before the code runs, so
//   they make no runtime circle.
// - `import("./x")` (the screens loaded on demand, lib/screens.ts): no. It runs only when called,
//   after every module has been evaluated, so it cannot take part in an evaluation-order problem.
// - Imports of packages, of other kinds of file (`?raw` Markdown, CSS) and `import.meta.glob`:
//   not part of this graph.
//
// Specifiers are written without an extension for .ts files (`./api`), with `.svelte` for
// components, and as `./x.svelte` for the runes modules `x.svelte.ts`; `.js` and `/index` are
// resolved too. A relative import of code that resolves to no file fails the test, so a
// specifier this scan does not understand cannot silently drop an edge.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../ui/src/", import.meta.url));

/**
 * Circles that exist and are not fixed yet, each as its path from the alphabetically first file
 * (paths relative to ui/src). This list must only shrink: a new circle fails the test, and so does
 * a circle listed here that no longer exists (take it off the list when you break it).
 */
const KNOWN = [
  // (none)
];

/** Every .ts and .svelte file under dir, but not bindings/ or node_modules/. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "bindings" || name === "node_modules" ? [] : files(path);
    return /\.(svelte|ts)$/.test(name) ? [path] : [];
  });
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file a relative specifier names, or null. */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.svelte`, join(base, "index.ts")];
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"));
  return candidates.find((c) => /\.(svelte|ts)$/.test(c) && isFile(c)) ?? null;
}

// Statements at the start of a line (every file is formatted so), clause made only of names,
// braces, commas and `*`, so that a match cannot run on from one statement into another.
const STATIC = /^[ \t]*(import|export)[ \t]+(type[ \t\n]+)?([\w$\s{},*]*?)\s*from\s*["']([^"']+)["']/gm;
const BARE = /^[ \t]*import\s*["']([^"']+)["']/gm;

/** The runtime relative imports of a file: [{ spec, line }]. */
function importsOf(text) {
  const found = [];
  const lineOf = (index) => text.slice(0, index).split("\n").length;
  for (const m of text.matchAll(STATIC)) {
    // `import type X from`, `export type { X } from`; `import type from "x"` would import a
    // default export named `type`, which has no clause after the keyword.
    if (m[2] && m[3].trim() !== "") continue;
    found.push({ spec: m[4], line: lineOf(m.index) });
  }
  for (const m of text.matchAll(BARE)) found.push({ spec: m[1], line: lineOf(m.index) });
  return found.filter((i) => i.spec.startsWith("./") || i.spec.startsWith("../"));
}

const nameInSrc = (path) => relative(ROOT, path).split(sep).join("/");

/** { graph: Map<file, Set<file>>, unresolved: string[] } for the given files. */
function buildGraph(paths, { read = (p) => readFileSync(p, "utf8"), resolver = resolveSpecifier, name = nameInSrc } = {}) {
  const graph = new Map(paths.map((p) => [name(p), new Set()]));
  const unresolved = [];
  for (const path of paths) {
    for (const { spec, line } of importsOf(read(path))) {
      if (/\?|\.(css|md|ftl|json|svg|png)$/.test(spec)) continue; // not code
      const target = resolver(path, spec);
      if (target === null) {
        unresolved.push(`${name(path)}:${line}: "${spec}"`);
        continue;
      }
      const to = name(target);
      if (to.startsWith("bindings/")) continue;
      graph.get(name(path)).add(to);
    }
  }
  return { graph, unresolved };
}

/** The strongly connected components of the graph (Tarjan), as arrays of nodes. */
function components(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      out.push(scc);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/**
 * Every elementary circle, each once, as "a → b → … → a" starting from its alphabetically first
 * file (so that a circle always reads the same, whatever order the files were read in). Within
 * each strongly connected component, circles are enumerated from each start node s through nodes
 * sorting after s only, which finds each exactly once. Stops at `limit` circles.
 */
function findCycles(graph, limit = 1000) {
  const cycles = [];
  for (const scc of components(graph)) {
    const inScc = new Set(scc);
    const selfLoop = scc.length === 1 && graph.get(scc[0]).has(scc[0]);
    if (scc.length === 1 && !selfLoop) continue;
    for (const start of [...scc].sort()) {
      const path = [start];
      const onPath = new Set(path);
      const walk = (v) => {
        for (const w of [...graph.get(v)].sort()) {
          if (cycles.length >= limit) return;
          if (!inScc.has(w) || w < start) continue;
          if (w === start) cycles.push([...path, start].join(" → "));
          else if (!onPath.has(w)) {
            path.push(w);
            onPath.add(w);
            walk(w);
            onPath.delete(w);
            path.pop();
          }
        }
      };
      walk(start);
    }
  }
  return cycles.sort();
}

const { graph, unresolved } = buildGraph(files(ROOT));

test("the scan reads the page's modules and their imports", () => {
  assert.ok(graph.size > 50, `only ${graph.size} files found under ${ROOT}`);
  const edges = [...graph.values()].reduce((n, s) => n + s.size, 0);
  assert.ok(edges > 100, `only ${edges} imports found`);
  // A runes module imported by its .svelte name resolves to the .svelte.ts file.
  assert.ok(
    [...graph.values()].some((s) => s.has("lib/i18n.svelte.ts")),
    "nothing imports lib/i18n.svelte.ts: the resolution of `./x.svelte` to x.svelte.ts is broken",
  );
  assert.deepEqual(unresolved, [], `relative imports that resolve to no file:\n  ${unresolved.join("\n  ")}`);
});

test("the scan finds circles, ignores type-only imports and names each circle once", () => {
  const files = {
    "/s/a.ts": 'import { b } from "./b";\nimport type { D } from "./d";\n',
    "/s/b.ts": 'import {\n  c,\n  type C,\n} from "./c";\n',
    "/s/c.ts": 'export * from "./a";\nexport type { D } from "./d";\n',
    "/s/d.ts": 'import type { A } from "./a";\nconst load = () => import("./a");\n',
    "/s/e.svelte": '<script lang="ts">\n  import "./f.svelte";\n</script>\n',
    "/s/f.svelte": '<script lang="ts">\n  import { e } from "./e.svelte";\n</script>\n',
  };
  const paths = Object.keys(files);
  const resolver = (from, spec) => {
    const base = resolve(dirname(from), spec);
    return [base, `${base}.ts`].find((c) => c in files) ?? null;
  };
  const { graph: g, unresolved: lost } = buildGraph(paths, { read: (p) => files[p], resolver, name: (p) => p.slice(3) });
  assert.deepEqual(lost, []);
  assert.deepEqual(findCycles(g), ["a.ts → b.ts → c.ts → a.ts", "e.svelte → f.svelte → e.svelte"]);
});

test("no import circles beyond the known ones, and every known one still exists", () => {
  const found = findCycles(graph);
  const fresh = found.filter((c) => !KNOWN.includes(c));
  const gone = KNOWN.filter((c) => !found.includes(c));
  const problems = [];
  if (fresh.length > 0) problems.push(`new import circles (break them):\n  ${fresh.join("\n  ")}`);
  if (gone.length > 0) {
    problems.push(`circles in KNOWN that no longer exist (remove them from the list):\n  ${gone.join("\n  ")}`);
  }
  assert.ok(problems.length === 0, problems.join("\n"));
});
