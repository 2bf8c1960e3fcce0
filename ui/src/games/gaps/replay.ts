// The pure side of the solution replay: the board after each step of a winning line, the
// playback speeds, and the words the replay shows and says. SolutionReplay.svelte draws them.
import { t } from "../../lib/i18n.svelte";
import type { BoardView } from "../../bindings/BoardView";
import type { CellView } from "../../bindings/CellView";
import type { ReplayStep } from "../../bindings/ReplayStep";
import type { SolutionOutcome } from "../../bindings/SolutionOutcome";
import { cardName } from "../../lib/cards";
import type { RedealKind } from "../registry";

export type ReplaySpeed = "slow" | "normal" | "fast";

/** Milliseconds between two steps while playing. */
export const SPEED_MS: Record<ReplaySpeed, number> = { slow: 1400, normal: 700, fast: 250 };

export const SPEEDS: readonly { value: ReplaySpeed; readonly label: string }[] = (["slow", "normal", "fast"] as const).map((value) => ({
  value,
  get label() {
    return t(`replay-${value}`);
  },
}));

/**
 * Every frame's cells: frame i is the board after i steps (frame 0 the start). Each step only
 * lists the cells it changed, so frame i is frame i-1 with those written over it.
 */
export function buildFrames(start: BoardView, steps: readonly ReplayStep[]): CellView[][] {
  const frames: CellView[][] = [start.cells];
  let cells = start.cells;
  for (const step of steps) {
    cells = cells.slice();
    for (const cell of step.cells) {
      const at = cell.slot.row * start.columns + cell.slot.col;
      if (at >= 0 && at < cells.length) cells[at] = cell;
    }
    frames.push(cells);
  }
  return frames;
}

/** The score after `index` steps. */
export function scoreAt(start: BoardView, steps: readonly ReplayStep[], index: number): number {
  return index === 0 ? start.score : (steps[index - 1]?.score ?? start.score);
}

/** Keeps a frame index inside the line (0 … steps). */
export function clampFrame(index: number, steps: number): number {
  return Math.min(Math.max(0, Math.round(index)), steps);
}

/** The frame Play starts from: the start again when the line has been played to its end. */
export function playFrom(index: number, steps: number): number {
  return index >= steps ? 0 : index;
}

/** Whether a step is said aloud: always when stepping by hand, and while playing unless fast. */
export function announceStep(playing: boolean, speed: ReplaySpeed): boolean {
  return !playing || speed !== "fast";
}

/** "Move 12 of 143". */
export function progressText(index: number, steps: number): string {
  return t("replay-progress", { index, steps });
}

/** Where the line starts: the deal as dealt, or the board right after a reshuffle/redeal. */
export function startText(dealIndex: number, kind: RedealKind): string {
  if (dealIndex <= 1) return t("replay-from-deal");
  return t("replay-from-redeal", { deal: dealIndex, nth: dealIndex - 1, kind });
}

/** Slot words the way the board says them: "row 2, column 5". */
function place(slot: { row: number; col: number }): string {
  return t("replay-place", { row: slot.row + 1, col: slot.col + 1 });
}

/** What frame `index` shows, said after a step: "Move 3 of 40: 7 of hearts to row 2, column 5." */
export function stepText(steps: readonly ReplayStep[], index: number, max: number): string {
  if (index === 0) return t("replay-start", { steps: steps.length });
  const step = steps[index - 1];
  if (!step) return "";
  const args = { progress: progressText(index, steps.length), card: cardName(step.card), place: place(step.to), score: step.score, max };
  return t(index === steps.length ? "replay-step-solved" : "replay-step", args);
}

/** The message for an outcome that has no line to show; null for one that has (or cancelled). */
export function outcomeMessage(outcome: SolutionOutcome): string | null {
  switch (outcome.type) {
    case "all_lost":
      return t("replay-all-lost");
    case "unknown":
      return t("replay-unknown");
    default:
      return null;
  }
}
