// What a tap or a drop means, decided from the engine's view alone (no IPC here).
import { t } from "../../lib/i18n.svelte";
import type { BoardView } from "../../bindings/BoardView";
import type { CellView } from "../../bindings/CellView";
import type { GapsAction } from "../../bindings/GapsAction";
import type { MoveOption } from "../../bindings/MoveOption";
import type { Slot } from "../../bindings/Slot";
import { cardShort } from "../../lib/cards";

export type TapOutcome =
  | { kind: "move"; action: GapsAction }
  | { kind: "choose"; from: Slot; targets: Slot[] }
  | { kind: "fill"; to: Slot; fillers: Slot[] }
  | { kind: "refuse"; reason: string };

/** How a variant's board answers taps. */
export interface TapRules {
  /** A tapped gap highlights the cards that can fill it (else one that fits moves at once). */
  gapSelects: boolean;
  /**
   * A 2 heading a row may move to another empty first-column space (Montana), so a locked card
   * is not in its final place: the reason a locked card cannot move says what it waits for.
   */
  headingTwosMove: boolean;
}

const SOLITAIRE_TAPS: TapRules = { gapSelects: false, headingTwosMove: false };

export function sameSlot(a: Slot, b: Slot): boolean {
  return a.row === b.row && a.col === b.col;
}

export function cellAt(board: BoardView, slot: Slot): CellView | undefined {
  if (slot.row < 0 || slot.col < 0 || slot.row >= board.rows || slot.col >= board.columns) {
    return undefined;
  }
  return board.cells[slot.row * board.columns + slot.col];
}

export function moveFrom(board: BoardView, slot: Slot): MoveOption | undefined {
  return board.moves.find((m) => sameSlot(m.from, slot));
}

function moveAction(from: Slot, to: Slot): GapsAction {
  return { type: "move", from: { row: from.row, col: from.col }, to: { row: to.row, col: to.col } };
}

function isOver(board: BoardView): boolean {
  return board.status === "won" || board.status === "lost";
}

/** Why the locked card `name` at `slot` cannot move now. */
function lockedReason(name: string, slot: Slot, rules: TapRules): string {
  if (!rules.headingTwosMove) return t("gaps-why-final", { card: name });
  if (slot.col === 0) return t("gaps-why-first-none", { card: name });
  return t("gaps-why-run", { card: name });
}

/** Why the card at `slot` cannot move now, in words. */
export function whyNot(board: BoardView, slot: Slot, rules: TapRules = SOLITAIRE_TAPS): string {
  const cell = cellAt(board, slot);
  if (!cell || !cell.card) return t("gaps-why-no-card");
  const card = cell.card;
  const name = cardShort(card);
  if (isOver(board)) return t("gaps-why-over");
  if (cell.placed) return lockedReason(name, slot, rules);
  if (card.rank === 2) {
    return t("gaps-why-two", { card: name });
  }
  if (card.rank === 1) return t("gaps-why-ace", { card: name });
  const before = board.cells.find(
    (c) => c.card !== null && c.card.suit === card.suit && c.card.rank === card.rank - 1,
  );
  const prev = cardShort({ suit: card.suit, rank: card.rank - 1 });
  if (!before) return t("gaps-why-after", { card: name, prev });
  const after = cellAt(board, { row: before.slot.row, col: before.slot.col + 1 });
  if (!after) return t("gaps-why-row-end", { card: name, prev });
  if (after.card && sameSlot(after.slot, slot)) return t("gaps-why-follows", { card: name, prev });
  if (after.card) return t("gaps-why-taken", { card: name, prev });
  return t("gaps-why-after", { card: name, prev });
}

/** The cards that can move into the gap at `slot`. */
export function fillersOf(board: BoardView, slot: Slot): Slot[] {
  return board.moves.filter((m) => m.to.some((t) => sameSlot(t, slot))).map((m) => ({ ...m.from }));
}

/**
 * What a long-press shows: on a card, the cards it could follow (its predecessors: the card of
 * its suit one rank lower, either copy); on a gap, the cards that can move there.
 */
export function flashSlots(board: BoardView, slot: Slot): Slot[] {
  const cell = cellAt(board, slot);
  if (!cell) return [];
  const card = cell.card;
  if (!card) return fillersOf(board, slot);
  return board.cells
    .filter((c) => c.card !== null && c.card.suit === card.suit && c.card.rank === card.rank - 1)
    .map((c) => ({ ...c.slot }));
}

/** What tapping `slot` should do. */
export function tapOutcome(board: BoardView, slot: Slot, rules: TapRules = SOLITAIRE_TAPS): TapOutcome {
  const cell = cellAt(board, slot);
  if (!cell) return { kind: "refuse", reason: t("gaps-why-off") };
  if (isOver(board)) return { kind: "refuse", reason: t("gaps-why-over") };
  if (cell.card) {
    const option = moveFrom(board, slot);
    if (!option) return { kind: "refuse", reason: whyNot(board, slot, rules) };
    const [only, ...rest] = option.to;
    if (only && rest.length === 0) return { kind: "move", action: moveAction(slot, only) };
    return { kind: "choose", from: slot, targets: option.to.map((t) => ({ ...t })) };
  }
  // A gap: offer the cards that fit it, or move the one card that fits it.
  const fits = fillersOf(board, slot);
  const [one, ...more] = fits;
  if (one && rules.gapSelects) return { kind: "fill", to: { ...slot }, fillers: fits };
  if (one && more.length === 0) return { kind: "move", action: moveAction(one, slot) };
  if (one) return { kind: "refuse", reason: t("gaps-why-several") };
  if (cell.gap === "dead") return { kind: "refuse", reason: t("gaps-why-king") };
  if (cell.gap === "blocked") return { kind: "refuse", reason: t("gaps-why-gap-gap") };
  return { kind: "refuse", reason: t("gaps-why-none") };
}

/** What dropping the card from `from` on `to` should do. */
export function dropOutcome(board: BoardView, from: Slot, to: Slot, rules: TapRules = SOLITAIRE_TAPS): TapOutcome {
  if (sameSlot(from, to)) return { kind: "refuse", reason: "" };
  if (isOver(board)) return { kind: "refuse", reason: t("gaps-why-over") };
  const option = moveFrom(board, from);
  if (!option) return { kind: "refuse", reason: whyNot(board, from, rules) };
  if (option.to.some((t) => sameSlot(t, to))) return { kind: "move", action: moveAction(from, to) };
  const card = cardShort(option.card);
  if (option.to.length > 1 && option.to.every((t) => t.col === 0)) {
    return { kind: "refuse", reason: t("gaps-why-first-column", { card }) };
  }
  return { kind: "refuse", reason: t("gaps-why-not-there", { card }) };
}

/** Moves the keyboard cursor in engine terms; `transposed` swaps what the arrows mean. */
export function stepCursor(
  board: Pick<BoardView, "rows" | "columns">,
  at: Slot,
  key: "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight",
  transposed: boolean,
): Slot {
  // On screen: vertical arrows move along screen rows. Transposed, a screen row is an engine column.
  let dRow = 0;
  let dCol = 0;
  const vertical = key === "ArrowUp" || key === "ArrowDown";
  const sign = key === "ArrowUp" || key === "ArrowLeft" ? -1 : 1;
  if (vertical !== transposed) dRow = sign;
  else dCol = sign;
  const row = Math.min(board.rows - 1, Math.max(0, at.row + dRow));
  const col = Math.min(board.columns - 1, Math.max(0, at.col + dCol));
  return { row, col };
}

/**
 * Counts illegal tries in a row: the third in a row (and every one after it) earns the exact
 * reason in words; anything legal starts the count again.
 */
export class Strikes {
  static readonly LIMIT = 3;
  count = 0;

  /** Records an illegal try; true when this one should be explained. */
  illegal(): boolean {
    this.count += 1;
    return this.count >= Strikes.LIMIT;
  }

  reset(): void {
    this.count = 0;
  }
}

/** What a tap on `slot` means while the cards that can fill the gap `to` are offered. */
export function fillOutcome(to: Slot, fillers: Slot[], slot: Slot): GapsAction | null {
  return fillers.some((f) => sameSlot(f, slot)) ? moveAction(slot, to) : null;
}
