// The Gaps games' facts on screen, read from the game registry (games/registry.ts): the screen,
// the board and the logic are shared; only these facts change.
import { formatDigits, t } from "../../lib/i18n.svelte";
import type { AceOrder } from "../../bindings/AceOrder";
import type { Difficulty } from "../../bindings/Difficulty";
import type { Verdict } from "../../bindings/Verdict";
import type { Analysis } from "../../bindings/Analysis";
import type { GapsRules } from "../../bindings/GapsRules";
import type { GapsStatus } from "../../bindings/GapsStatus";
import type { GapsVariant } from "../../bindings/GapsVariant";
import type { GapsView } from "../../bindings/GapsView";
import { gapsGame, type GapsFacts, type RedealKind } from "../registry";

/** A Gaps game as its screen reads it: the registry's facts, its id and its title. */
export interface GapsGameUi extends GapsFacts {
  id: GapsVariant;
  title: string;
}

export function gapsGameUi(variant: GapsVariant): GapsGameUi {
  const entry = gapsGame(variant);
  return { ...entry.gaps, id: entry.id, title: entry.name };
}

/** The ace orders, with their names and help read in the active language when shown. */
export const ACE_ORDERS: readonly { value: AceOrder; readonly label: string; readonly help: string }[] = (["free", "mirrored", "bridge"] as const).map(
  (value) => ({
    value,
    get label() {
      return t(`gaps-ace-${value}`);
    },
    get help() {
      return t(`gaps-ace-${value}-help`);
    },
  }),
);

/** "2 redeals · free aces". */
export function rulesSummary(rules: GapsRules): string {
  const redeals = rules.deals - 1;
  return t("gaps-rules-summary", { redeals, order: rules.ace_order });
}

/**
 * The solver's verdict for the position on screen, in words; empty when it does not know, when
 * the analysis is for another version, or when the game is over.
 */
export function verdictText(analysis: Analysis | null, version: number, status: GapsStatus, kind: RedealKind): string {
  if (!analysis || analysis.version !== version || status === "won" || status === "lost") return "";
  if (analysis.verdict === "winnable") return t("gaps-verdict-winnable", { kind });
  if (analysis.verdict === "unwinnable") return t("gaps-verdict-unwinnable", { kind });
  return "";
}

/**
 * The crossroads warning: the position before the player's move was proved winnable (without
 * a reshuffle/redeal) and the one after it is proved lost.
 */
export function losesDeal(before: Verdict | undefined, after: Verdict | undefined): boolean {
  return before === "winnable" && after === "unwinnable";
}

/** What the solver knows of a deal number, for the read-out beside it ("" while it searches). */
export function difficultyText(difficulty: Difficulty | null, kind: RedealKind): string {
  switch (difficulty) {
    case "easy":
    case "medium":
    case "hard":
      return t("gaps-difficulty-winnable", { difficulty });
    case "needs_reshuffle":
      return t("gaps-difficulty-needs", { kind });
    case "unknown":
      return t("gaps-difficulty-unknown");
    default:
      return "";
  }
}

/**
 * The numbers of the Gaps read-outs, each in the active language's digits (one system for all of
 * them: issue 47 found an Arabic screen with the score in Arabic-Indic digits beside the rest in
 * Latin ones): the score "12 / 104", the deal number (never grouped: it is typed back), the
 * redeals or deals left, the dead gaps and the moves made.
 */
export function readouts(view: GapsView): { score: string; deal: string; left: string; dead: string; moves: string } {
  const board = view.board;
  return {
    score: t("gaps-score-of", { score: board.score, max: board.max_score }),
    deal: formatDigits(view.deal),
    left: formatDigits(Math.max(0, board.deals_total - board.deals_used)),
    dead: formatDigits(board.dead_gaps),
    moves: formatDigits(view.moves_made),
  };
}
