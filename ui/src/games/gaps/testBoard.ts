// Builds small BoardViews for unit tests (not shipped: only *.test.ts import it).
import type { BoardView } from "../../bindings/BoardView";
import type { Card } from "../../bindings/Card";
import type { CellView } from "../../bindings/CellView";
import type { MoveOption } from "../../bindings/MoveOption";
import type { Suit } from "../../bindings/Suit";

const SUITS: Record<string, Suit> = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" };
const RANKS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };

export function parseCard(code: string): Card | null {
  if (code === "" || code === "--") return null;
  const suit = SUITS[code.slice(-1)];
  const r = code.slice(0, -1);
  const rank = RANKS[r] ?? Number(r);
  if (!suit || !(rank >= 1 && rank <= 13)) throw new Error(`bad card ${code}`);
  return { suit, rank };
}

/** Rows of card codes ("--" for a gap); moves computed by SolitaireX's rules. */
export function makeBoard(rows: string[][], placed: string[] = []): BoardView {
  const columns = rows[0]?.length ?? 0;
  const cells: CellView[] = [];
  rows.forEach((line, row) =>
    line.forEach((code, col) => {
      const card = parseCard(code);
      const left = col > 0 ? parseCard(line[col - 1] ?? "") : null;
      const gap = card
        ? null
        : col === 0
          ? "open"
          : left === null
            ? "blocked"
            : left.rank === 13
              ? "dead"
              : "open";
      cells.push({
        slot: { row, col },
        card,
        placed: placed.includes(code),
        gap,
      });
    }),
  );
  const moves: MoveOption[] = [];
  for (const cell of cells) {
    const card = cell.card;
    if (!card || cell.placed) continue;
    const to = cells
      .filter((g) => g.gap === "open")
      .filter((g) => {
        if (g.slot.col === 0) return card.rank === 2;
        const left = cells[g.slot.row * columns + g.slot.col - 1]?.card;
        return !!left && left.suit === card.suit && left.rank + 1 === card.rank;
      })
      .map((g) => g.slot);
    if (to.length > 0) moves.push({ from: cell.slot, card, to });
  }
  return {
    variant: "solitaire_x",
    rows: rows.length,
    columns,
    cells,
    moves,
    status: moves.length > 0 ? "playing" : "stuck",
    score: placed.length,
    max_score: 48,
    placed_per_row: rows.map(() => 0),
    dead_gaps: cells.filter((c) => c.gap === "dead").length,
    deals_used: 1,
    deals_total: 3,
    can_reshuffle: true,
    ace_phase: false,
  };
}
