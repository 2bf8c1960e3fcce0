// What the Gaps screen says: the status line, hints and moves in words.
import type { BoardView } from "../../bindings/BoardView";
import type { GapsEvent } from "../../bindings/GapsEvent";
import type { HintMove } from "../../bindings/HintMove";
import type { Slot } from "../../bindings/Slot";
import { cardName, cardShort } from "../../lib/cards";
import type { GapsGameUi } from "./gapsVariants";
import { cellAt } from "./moves";

export function describeHint(board: BoardView, h: HintMove): string {
  const card = cellAt(board, h.from)?.card;
  const left = cellAt(board, { row: h.to.row, col: h.to.col - 1 })?.card;
  const where = left ? `after the ${cardShort(left)}` : `to row ${h.to.row + 1}'s first slot`;
  return `Hint: ${card ? cardShort(card) : "this card"} ${where}`;
}

/** The events of an answer in words; `before` is the board they happened on (for the gaps' names). */
export function describeEvents(events: readonly GapsEvent[], before: BoardView | null, game: GapsGameUi, dealsTotal: number): string {
  const parts: string[] = [];
  for (const e of events) {
    if (e.type === "moved") {
      const target = before ? cellAt(before, e.to)?.label : undefined;
      parts.push(`${cardName(e.card)} moved${target ? ` to the ${target}` : ""}.`);
    } else if (e.type === "reshuffled") parts.push(`${game.redeal.past}: deal ${e.deal} of ${dealsTotal}.`);
    else if (e.type === "stuck") parts.push("No moves left.");
    else if (e.type === "won") parts.push("You won!");
    else if (e.type === "lost") parts.push("Game over.");
  }
  return parts.join(" ");
}

/** What to do now: the hint shown, the card picked up, the gap chosen, or the board's state. */
export function statusLine(
  board: BoardView,
  game: GapsGameUi,
  drag: boolean,
  hint: HintMove | null,
  choice: { from: Slot } | null,
  fill: { to: Slot } | null,
): string {
  if (hint) return `${describeHint(board, hint)} — tap Hint again to play it`;
  if (choice) {
    const from = cellAt(board, choice.from)?.card;
    const name = from ? cardShort(from) : "card";
    return board.ace_phase ? `Choose a first-column slot for the ${name}` : `Choose a gap for the ${name} — tap elsewhere to cancel`;
  }
  if (fill) return "Tap a highlighted card to move it here";
  switch (board.status) {
    case "won":
      return "Solved! Every suit is in order.";
    case "lost":
      return "No moves and no deals left.";
    case "stuck":
      return board.can_reshuffle ? `No moves left — ${game.redeal.verb}` : "No moves left";
    default:
      if (board.ace_phase) return "Tap an ace, then an empty slot in the first column";
      if (game.taps.gapSelects) return "Tap a glowing card, or a gap to see what fits";
      return drag ? "Drag a glowing card to its gap, or tap it to pick it up" : "Tap a glowing card to move it";
  }
}
