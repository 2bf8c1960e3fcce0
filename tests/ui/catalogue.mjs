// The English catalogue for the browser suites: what the page should say for a code, worded
// the way the page words it (Fluent, ui/src/locales/en.ftl), without isolation marks.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FluentBundle, FluentResource } from "@fluent/bundle";

const bundle = new FluentBundle("en", { useIsolating: false });
bundle.addResource(new FluentResource(readFileSync(fileURLToPath(new URL("../../ui/src/locales/en.ftl", import.meta.url)), "utf8")));

/** The English message `id`; throws for an id the catalogue lacks. */
export function english(id, args) {
  const message = bundle.getMessage(id);
  if (!message?.value) throw new Error(`no message ${id} in en.ftl`);
  return bundle.formatPattern(message.value, args);
}

/** A rule's refusal code in the page's English words ("does_not_fit" → "That does not fit there."). */
export const ruleWords = (code) => english(`rule-${code.replace(/_/g, "-")}`);

/** A refusal in the page's English words: what it names where it carries a detail (a FourSide
 * misfit), else its code's words. */
export function refusalWords(refusal) {
  const why = refusal.detail?.misfit;
  if (!why) return ruleWords(refusal.code);
  if (why.why === "mismatch") {
    return english("fourside-misfit-side", { side: ["top", "right", "bottom", "left"][why.side], shows: why.shows, facing: why.facing });
  }
  if (why.why === "off_board") return english("fourside-misfit-off-board", { row: why.row + 1, col: why.col + 1 });
  return english(`fourside-misfit-${why.why}`);
}
