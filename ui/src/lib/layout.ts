// Board geometry: which way round to draw the board and how big the cards can be.

export type Orientation = "normal" | "transposed";

export interface BoardLayout {
  orientation: Orientation;
  /** Grid shape on screen. */
  screenRows: number;
  screenCols: number;
  /** One card's box in CSS pixels. */
  cardWidth: number;
  cardHeight: number;
  gap: number;
}

/** Card shapes allowed: from a tall playing card to a wide tile. */
const TALLEST = 1 / 1.45; // width / height of a portrait card
const WIDEST = 2.1; // width / height of a landscape tile

function fit(width: number, height: number, rows: number, cols: number, gap: number) {
  let w = Math.max(0, (width - gap * (cols - 1)) / cols);
  let h = Math.max(0, (height - gap * (rows - 1)) / rows);
  // Keep the card's shape within bounds, shrinking the longer side.
  if (w / h < TALLEST) h = w / TALLEST;
  else if (w / h > WIDEST) w = h * WIDEST;
  return { w: Math.floor(w), h: Math.floor(h) };
}

/** The gap between cards for a space of this size. */
export function gutter(width: number, height: number): number {
  return Math.min(width, height) < 500 ? 4 : 6;
}

/**
 * Picks the orientation that gives the bigger cards (judged by their shorter side, which is what
 * limits the index size), and the card size that fills the space.
 */
export function chooseLayout(width: number, height: number, rows: number, cols: number): BoardLayout {
  const g = gutter(width, height);
  const normal = fit(width, height, rows, cols, g);
  const transposed = fit(width, height, cols, rows, g);
  const useTransposed = Math.min(transposed.w, transposed.h) > Math.min(normal.w, normal.h);
  const best = useTransposed ? transposed : normal;
  return {
    orientation: useTransposed ? "transposed" : "normal",
    screenRows: useTransposed ? cols : rows,
    screenCols: useTransposed ? rows : cols,
    cardWidth: best.w,
    cardHeight: best.h,
    gap: g,
  };
}

/** Where an engine slot sits on the screen grid (1-based CSS grid lines). */
export function gridPlace(
  row: number,
  col: number,
  orientation: Orientation,
): { gridRow: number; gridColumn: number } {
  return orientation === "transposed"
    ? { gridRow: col + 1, gridColumn: row + 1 }
    : { gridRow: row + 1, gridColumn: col + 1 };
}

/** Font size of the rank index for a card box. */
export function rankFontSize(cardWidth: number, cardHeight: number): number {
  const wide = cardWidth > cardHeight;
  const size = wide ? Math.min(cardHeight * 0.5, cardWidth * 0.3) : Math.min(cardWidth * 0.34, cardHeight * 0.26);
  return Math.max(10, Math.round(size));
}
