// What a tap or a drop means, decided from the engine's view alone (no IPC here).
import type { BoardView } from "../bindings/BoardView";
import type { CellView } from "../bindings/CellView";
import type { GapsAction } from "../bindings/GapsAction";
import type { MoveOption } from "../bindings/MoveOption";
import type { Slot } from "../bindings/Slot";
import { cardShort } from "./cards";

export type TapOutcome =
  | { kind: "move"; action: GapsAction }
  | { kind: "choose"; from: Slot; targets: Slot[] }
  | { kind: "refuse"; reason: string };

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

/** Why the card at `slot` cannot move now, in words. */
export function whyNot(board: BoardView, slot: Slot): string {
  const cell = cellAt(board, slot);
  if (!cell || !cell.card) return "There is no card there.";
  const card = cell.card;
  const name = cardShort(card);
  if (isOver(board)) return "The game is over.";
  if (cell.placed) return `The ${name} is already in its final place.`;
  if (card.rank === 2) {
    return `The ${name} can only go to an empty space in the first column.`;
  }
  if (card.rank === 1) return `The ${name} has no place in this game.`;
  const before = board.cells.find(
    (c) => c.card !== null && c.card.suit === card.suit && c.card.rank === card.rank - 1,
  );
  const prev = cardShort({ suit: card.suit, rank: card.rank - 1 });
  if (!before) return `The ${name} can only go after the ${prev}.`;
  const after = cellAt(board, { row: before.slot.row, col: before.slot.col + 1 });
  if (!after) return `The ${name} can only go after the ${prev}, which ends its row.`;
  if (after.card && sameSlot(after.slot, slot)) return `The ${name} already follows the ${prev}.`;
  if (after.card) return `The ${name} can only go after the ${prev}; that space is taken.`;
  return `The ${name} can only go after the ${prev}.`;
}

/** What tapping `slot` should do. */
export function tapOutcome(board: BoardView, slot: Slot): TapOutcome {
  const cell = cellAt(board, slot);
  if (!cell) return { kind: "refuse", reason: "That is off the board." };
  if (isOver(board)) return { kind: "refuse", reason: "The game is over." };
  if (cell.card) {
    const option = moveFrom(board, slot);
    if (!option) return { kind: "refuse", reason: whyNot(board, slot) };
    const [only, ...rest] = option.to;
    if (only && rest.length === 0) return { kind: "move", action: moveAction(slot, only) };
    return { kind: "choose", from: slot, targets: option.to.map((t) => ({ ...t })) };
  }
  // A gap: move the one card that fits it, if there is exactly one.
  const fits = board.moves.filter((m) => m.to.some((t) => sameSlot(t, slot)));
  const [one, ...more] = fits;
  if (one && more.length === 0) return { kind: "move", action: moveAction(one.from, slot) };
  if (one) return { kind: "refuse", reason: "Several cards fit here: tap the card you want to move." };
  if (cell.gap === "dead") return { kind: "refuse", reason: "Nothing can follow a King." };
  if (cell.gap === "blocked") return { kind: "refuse", reason: "A gap after a gap cannot be filled." };
  return { kind: "refuse", reason: "No card can go here now." };
}

/** What dropping the card from `from` on `to` should do. */
export function dropOutcome(board: BoardView, from: Slot, to: Slot): TapOutcome {
  if (sameSlot(from, to)) return { kind: "refuse", reason: "" };
  if (isOver(board)) return { kind: "refuse", reason: "The game is over." };
  const option = moveFrom(board, from);
  if (!option) return { kind: "refuse", reason: whyNot(board, from) };
  if (option.to.some((t) => sameSlot(t, to))) return { kind: "move", action: moveAction(from, to) };
  const [only, ...rest] = option.to;
  const card = cardShort(option.card);
  if (only && rest.length === 0) {
    return { kind: "refuse", reason: `The ${card} cannot go there.` };
  }
  return { kind: "refuse", reason: `The ${card} goes to an empty space in the first column.` };
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
