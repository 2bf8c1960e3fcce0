// The pseudo-locale of the layout checks, made from en.ftl when the tests run: every letter
// accented (so text the catalogue does not carry stands out as plain ASCII), each message about
// 40 % longer (German and Greek run long) and wrapped in brackets (so a cut end shows). Fluent's
// syntax is kept: only the text between placeables changes, never a `{ $variable }`, a
// selector or a variant key.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse, serialize, TextElement, Transformer } from "@fluent/syntax";

const ACCENTED = {
  a: "á", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "í", j: "ĵ", k: "ķ", l: "ĺ", m: "ɱ",
  n: "ñ", o: "ó", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "ú", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Á", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Í", J: "Ĵ", K: "Ķ", L: "Ĺ", M: "Ṁ",
  N: "Ñ", O: "Ó", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Ú", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};

/** One run of text: accented, and every vowel doubled until it is about 40 % longer. */
export function pseudoText(text) {
  const letters = [...text].filter((c) => /[A-Za-z]/.test(c)).length;
  let extra = Math.ceil(letters * 0.4);
  let out = "";
  for (const c of text) {
    out += ACCENTED[c] ?? c;
    if (extra > 0 && /[aeiouAEIOU]/.test(c)) {
      out += ACCENTED[c.toLowerCase()];
      extra -= 1;
    }
  }
  // Words with few vowels: the rest of the length at the end.
  return out + "~".repeat(Math.max(0, extra));
}

class Pseudo extends Transformer {
  /** Terms are names (the app's), kept as they are. */
  visitTerm(term) {
    return term;
  }
  visitPattern(pattern) {
    for (const el of pattern.elements) {
      if (el.type === "TextElement") el.value = pseudoText(el.value);
      else this.visit(el);
    }
    return pattern;
  }
  visitMessage(message) {
    this.genericVisit(message);
    // Brackets around the whole message (its value), so a cut end shows.
    const els = message.value?.elements;
    if (els?.length) {
      const first = els[0];
      const last = els[els.length - 1];
      if (first.type === "TextElement") first.value = `[${first.value}`;
      else els.unshift(new TextElement("["));
      if (last.type === "TextElement") last.value = `${last.value}]`;
      else els.push(new TextElement("]"));
    }
    return message;
  }
}

/** The pseudo catalogue's Fluent source. */
export function pseudoCatalogue() {
  const source = readFileSync(fileURLToPath(new URL("../../ui/src/locales/en.ftl", import.meta.url)), "utf8");
  const resource = parse(source, { withSpans: false });
  new Pseudo().visit(resource);
  return serialize(resource);
}

/** An init script that hands the page the pseudo catalogue (see ui/src/lib/app.svelte.ts). */
export function pseudoScript(tag = "en-XA") {
  return `globalThis.__QUADRILLE_TEST_CATALOGUE__ = ${JSON.stringify({ tag, source: pseudoCatalogue() })};`;
}
