// What the Gaps screen says: the status line, hints and moves in words.
import { t } from "../../lib/i18n.svelte";
import type { BoardView } from "../../bindings/BoardView";
import type { GapsEvent } from "../../bindings/GapsEvent";
import type { HintMove } from "../../bindings/HintMove";
import type { Slot } from "../../bindings/Slot";
import { cardName, cardShort } from "../../lib/cards";
import type { GapsGameUi } from "./gapsVariants";
import { cellAt } from "./moves";
import type { CellView } from "../../bindings/CellView";

/**
 * A slot's spoken name: "7 of hearts", "gap in the first column", "dead gap after King of
 * clubs". `cells` is the whole board, row by row (`columns` wide), so a gap names the card
 * before it.
 */
export function cellWords(cells: readonly CellView[], columns: number, cell: CellView): string {
  if (cell.card) return cardName(cell.card);
  if (cell.slot.col === 0) return t("gaps-cell-first");
  const kind = cell.gap ?? "open";
  const left = cells[cell.slot.row * columns + cell.slot.col - 1]?.card;
  return left ? t("gaps-cell-gap", { kind, card: cardName(left) }) : t("gaps-cell-gap-after-gap", { kind });
}

export function describeHint(board: BoardView, h: HintMove): string {
  const card = cellAt(board, h.from)?.card;
  const left = cellAt(board, { row: h.to.row, col: h.to.col - 1 })?.card;
  // A hint always moves a card; were its slot empty, the toolbar's word is all there is to say.
  if (!card) return t("gaps-hint");
  const shown = cardShort(card);
  return left ? t("gaps-hint-after", { card: shown, left: cardShort(left) }) : t("gaps-hint-first", { card: shown, row: h.to.row + 1 });
}

/** The events of an answer in words; `before` is the board they happened on (for the gaps' names). */
export function describeEvents(events: readonly GapsEvent[], before: BoardView | null, game: GapsGameUi, dealsTotal: number): string {
  const parts: string[] = [];
  for (const e of events) {
    if (e.type === "moved") {
      const gap = before ? cellAt(before, e.to) : undefined;
      // A first-column gap is named by its row: Montana's 2 may be offered several (a cell's
      // own label says its row apart, after these words).
      const target = !before || !gap ? undefined : gap.slot.col === 0 ? t("gaps-cell-first-row", { row: gap.slot.row + 1 }) : cellWords(before.cells, before.columns, gap);
      parts.push(target ? t("gaps-moved-to", { card: cardName(e.card), target }) : t("gaps-moved", { card: cardName(e.card) }));
    } else if (e.type === "reshuffled") parts.push(t("gaps-redealt", { kind: game.redeal.kind, deal: e.deal, total: dealsTotal }));
    else if (e.type === "stuck") parts.push(t("gaps-event-stuck"));
    else if (e.type === "won") parts.push(t("gaps-event-won"));
    else if (e.type === "lost") parts.push(t("gaps-event-lost"));
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
  if (hint) return t("gaps-status-hint", { hint: describeHint(board, hint) });
  // A choice is always of a card on the board; without one the board's state is said instead.
  const from = choice ? cellAt(board, choice.from)?.card : undefined;
  if (from) {
    const name = cardShort(from);
    return board.ace_phase ? t("gaps-status-choose-first", { card: name }) : t("gaps-status-choose-gap", { card: name });
  }
  if (fill) return t("gaps-status-fill");
  switch (board.status) {
    case "won":
      return t("gaps-status-won");
    case "lost":
      return t("gaps-status-lost");
    case "stuck":
      return board.can_reshuffle ? t("gaps-status-stuck-redeal", { kind: game.redeal.kind }) : t("gaps-status-stuck");
    default:
      if (board.ace_phase) return t("gaps-status-aces");
      if (game.taps.gapSelects) return t("gaps-status-gap-selects");
      return drag ? t("gaps-status-drag") : t("gaps-status-tap");
  }
}
