// FourSide's pure UI logic: turning tiles for display, which cells fit the selected tile, the
// keyboard cursor, colours per value, names and messages. No Svelte, no DOM: tested by Vitest.
import { formatDigits, t } from "../../lib/i18n.svelte";
import type { AnimationSpeed } from "../../bindings/AnimationSpeed";
import type { Board } from "../../bindings/Board";
import type { FourSideEvent } from "../../bindings/FourSideEvent";
import type { FourSideMode } from "../../bindings/FourSideMode";
import type { FourSideView } from "../../bindings/FourSideView";
import type { Level } from "../../bindings/Level";
import type { Square } from "../../bindings/Square";
import type { Tile } from "../../bindings/Tile";

/** The tile turned clockwise by `quarters` quarter turns (the engine's rule: left comes to the top). */
export function rotateTile(tile: Tile, quarters: number): Tile {
  let t = tile;
  const n = ((quarters % 4) + 4) % 4;
  for (let i = 0; i < n; i++) t = { top: t.left, right: t.top, bottom: t.right, left: t.bottom };
  return t;
}

export function sameTile(a: Tile, b: Tile): boolean {
  return a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;
}

/** "3,5,2,7": top, right, bottom, left (the data-tile attribute). */
export function tileCode(tile: Tile | null): string {
  return tile ? `${tile.top},${tile.right},${tile.bottom},${tile.left}` : "";
}

export const cellKey = (row: number, col: number): string => `${row}-${col}`;

/**
 * The cells where hand tile `hand`, turned `rotation` quarters, may go, with what it scores there.
 * The engine lists identical tiles and look-alike rotations once, so an offered placement counts
 * for every hand tile and rotation that shows the same face.
 */
export function fitCells(view: FourSideView | null, hand: number | null, rotation: number): Map<string, number> {
  const cells = new Map<string, number>();
  const chosen = view && hand !== null ? view.hand[hand] : undefined;
  if (!view || !chosen) return cells;
  const face = rotateTile(chosen, rotation);
  for (const { placement: p, score } of view.placements) {
    const tile = view.hand[p.hand];
    if (tile && sameTile(rotateTile(tile, p.rotation), face)) cells.set(cellKey(p.row, p.col), score);
  }
  return cells;
}

/** Hand tiles that fit somewhere in some rotation (the others are dimmed). */
export function playableHand(view: FourSideView | null): Set<number> {
  const playable = new Set<number>();
  if (!view) return playable;
  for (let h = 0; h < view.hand.length; h++) {
    for (let r = 0; r < 4; r++) {
      if (fitCells(view, h, r).size > 0) {
        playable.add(h);
        break;
      }
    }
  }
  return playable;
}

export type Area = "hand" | "board";
export interface Cursor {
  area: Area;
  hand: number;
  row: number;
  col: number;
}

export function startCursor(size: number): Cursor {
  const mid = Math.floor(size / 2);
  return { area: "hand", hand: 0, row: mid, col: mid };
}

/** An arrow key moves the cursor within its area (it stops at the edges). */
export function moveCursor(cursor: Cursor, key: string, size: number, handSize: number): Cursor {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  if (cursor.area === "hand") {
    const step = key === "ArrowLeft" || key === "ArrowUp" ? -1 : key === "ArrowRight" || key === "ArrowDown" ? 1 : 0;
    return { ...cursor, hand: clamp(cursor.hand + step, Math.max(0, handSize - 1)) };
  }
  const [dr, dc] =
    key === "ArrowUp" ? [-1, 0] : key === "ArrowDown" ? [1, 0] : key === "ArrowLeft" ? [0, -1] : key === "ArrowRight" ? [0, 1] : [0, 0];
  return { ...cursor, row: clamp(cursor.row + dr, size - 1), col: clamp(cursor.col + dc, size - 1) };
}

/** Space: from the hand to the board and back. */
export function switchArea(cursor: Cursor): Cursor {
  return { ...cursor, area: cursor.area === "hand" ? "board" : "hand" };
}

/**
 * Nine colours, one per value, told apart by hue (after Tableau 10, lightened so the dark
 * numbers read on every one). The low values, used at every level, are the most distinct.
 */
export const VALUE_COLOURS: readonly string[] = [
  "#ef7674", // 1 red
  "#7fa6dc", // 2 blue
  "#f1d15e", // 3 yellow
  "#7cc46f", // 4 green
  "#c59bd8", // 5 purple
  "#f5a254", // 6 orange
  "#7fcfc8", // 7 teal
  "#ffb3c4", // 8 pink
  "#c3a184", // 9 brown
];

export function valueColour(value: number): string {
  return VALUE_COLOURS[Math.max(1, Math.min(9, Math.round(value))) - 1] ?? "#cccccc";
}

/** "tile 3 5 2 7, top right bottom left". */
export function tileLabel(tile: Tile): string {
  return t("fourside-tile", { top: tile.top, right: tile.right, bottom: tile.bottom, left: tile.left });
}


/** "row 4 column 5, bonus square, empty" (1-based for people). */
export function cellLabel(row: number, col: number, square: Square, tile: Tile | null, primer = false, valued = false): string {
  const parts = [t("fourside-cell", { row: row + 1, col: col + 1 })];
  if (square !== "plain") parts.push(t(valued && !tile ? `fourside-square-${square}-value` : `fourside-square-${square}`));
  if (primer) parts.push(t("fourside-primer"));
  parts.push(tile ? tileLabel(tile) : t("fourside-empty"));
  return parts.join(", ");
}

export function tileAt(board: Board, row: number, col: number): Tile | null {
  return board.tiles[row * board.size + col] ?? null;
}

/** The primer tile lies in the centre from the start. */
export function isPrimer(board: Board, row: number, col: number): boolean {
  const mid = Math.floor(board.size / 2);
  return row === mid && col === mid;
}

/** How long the computer waits before its move, so people can follow the game. */
export function computerDelay(speed: AnimationSpeed): number {
  switch (speed) {
    case "off":
      return 0;
    case "fast":
      return 250;
    case "slow":
      return 1000;
    default:
      return 600;
  }
}

/** The players' names in a mode. */
export function playerNames(mode: FourSideMode): [string, string] {
  switch (mode) {
    case "human_vs_human":
      return [t("fourside-player-1"), t("fourside-player-2")];
    case "computer_vs_computer":
      return [t("fourside-computer-1"), t("fourside-computer-2")];
    default:
      return [t("fourside-you"), t("fourside-computer")];
  }
}

/** "+36", "−8", "0" (with a true minus sign). */
export function signedScore(score: number): string {
  if (score > 0) return `+${formatDigits(score)}`;
  if (score < 0) return `−${formatDigits(Math.abs(score))}`;
  return formatDigits(0);
}

/** What the events of one answer say to people (forfeits, the end). */
export function eventMessages(events: FourSideEvent[], mode: FourSideMode, names: readonly string[] = playerNames(mode)): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === "forfeited") {
      const who = names[e.player];
      out.push(
        mode === "human_vs_computer" && e.player === 0
          ? t("fourside-you-pass")
          : t("fourside-passes", { name: who ?? "" }),
      );
    } else if (e.type === "game_over") {
      out.push(resultText(e.winner, mode, names));
    }
  }
  return out;
}

/** "You win!", "Computer wins", "It's a tie"; `names` are the players' (a room's people). */
export function resultText(winner: number | null, mode: FourSideMode, names: readonly string[] = playerNames(mode)): string {
  if (winner === null) return t("fourside-tie");
  if (mode === "human_vs_computer") return winner === 0 ? t("fourside-you-win") : t("fourside-computer-wins");
  return t("fourside-wins", { name: names[winner] ?? "" });
}

/** A choice whose label is read in the active language each time it is shown. */
function choice<T>(value: T, id: string, extra: { range?: string } = {}): { value: T; readonly label: string; range: string } {
  return {
    value,
    get label() {
      return t(id);
    },
    range: extra.range ?? "",
  };
}

export const LEVELS: readonly { value: Level; readonly label: string; range: string }[] = [
  choice<Level>("beginner", "level-beginner", { range: "1–3" }),
  choice<Level>("intermediate", "level-intermediate", { range: "1–5" }),
  choice<Level>("advanced", "level-advanced", { range: "1–7" }),
  choice<Level>("expert", "level-expert", { range: "1–9" }),
];

export const MODES: readonly { value: FourSideMode; readonly label: string }[] = [
  choice<FourSideMode>("human_vs_computer", "fourside-mode-one"),
  choice<FourSideMode>("human_vs_human", "fourside-mode-two"),
  choice<FourSideMode>("computer_vs_computer", "fourside-mode-demo"),
];

export const SIZES: readonly number[] = [7, 9, 11];

/** Tiles on the board beyond the primer: a game with moves made is "in progress". */
export function tilesPlaced(board: Board): number {
  return board.tiles.filter((t) => t !== null).length - 1;
}

/** Whether two hands hold the same tiles in the same order. */
export function sameHand(a: readonly Tile[] | undefined, b: readonly Tile[]): boolean {
  return !!a && a.length === b.length && a.every((t, i) => {
    const other = b[i];
    return !!other && sameTile(t, other);
  });
}

/** "You placed 8·1·3·0 at row 2 column 5: +36." */
export function placementText(names: readonly string[], player: number, tile: Tile, row: number, col: number, score: number): string {
  return t("fourside-placed", { name: names[player] ?? "", tile: tileLabel(tile), row: row + 1, col: col + 1, score: signedScore(score) });
}
