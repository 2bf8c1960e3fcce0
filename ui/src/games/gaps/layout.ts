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
  /** A thin track before each engine row (row badges): a column, or a row when transposed. */
  lead: number;
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
export function chooseLayout(width: number, height: number, rows: number, cols: number, lead = 0): BoardLayout {
  const g = gutter(width, height);
  const room = lead > 0 ? lead + g : 0;
  const normal = fit(width - room, height, rows, cols, g);
  const transposed = fit(width, height - room, cols, rows, g);
  const useTransposed = Math.min(transposed.w, transposed.h) > Math.min(normal.w, normal.h);
  const best = useTransposed ? transposed : normal;
  return {
    orientation: useTransposed ? "transposed" : "normal",
    screenRows: useTransposed ? cols : rows,
    screenCols: useTransposed ? rows : cols,
    cardWidth: best.w,
    cardHeight: best.h,
    gap: g,
    lead,
  };
}

/**
 * The board in a very narrow window (a phone at 200 % zoom is 195 CSS px wide): fitting it into
 * the height left between header and toolbar would make cards a few pixels tall. Instead the
 * board takes the orientation with fewer columns, cards as wide as the width allows and
 * square, and the screen scrolls down to the rest. `height` is the board's full height.
 */
export function narrowLayout(width: number, rows: number, cols: number, lead = 0): BoardLayout & { height: number } {
  const g = 4;
  const transposed = cols > rows;
  const screenRows = transposed ? cols : rows;
  const screenCols = transposed ? rows : cols;
  // The lead track is a column in the normal orientation, a row when transposed.
  const room = lead > 0 && !transposed ? lead + g : 0;
  const w = Math.max(0, Math.floor((width - room - g * (screenCols - 1)) / screenCols));
  const h = w;
  const leadRow = lead > 0 && transposed ? lead + g : 0;
  return {
    orientation: transposed ? "transposed" : "normal",
    screenRows,
    screenCols,
    cardWidth: w,
    cardHeight: h,
    gap: g,
    lead,
    height: leadRow + screenRows * h + g * (screenRows - 1),
  };
}

/** A layout's height on screen in CSS px, its lead row (when transposed) included. */
export function layoutHeight(l: BoardLayout): number {
  const lead = l.lead > 0 && l.orientation === "transposed" ? l.lead + l.gap : 0;
  return lead + l.screenRows * l.cardHeight + l.gap * (l.screenRows - 1);
}

/** Where an engine slot sits on the screen grid (1-based CSS grid lines). */
export function gridPlace(
  row: number,
  col: number,
  orientation: Orientation,
  lead = false,
): { gridRow: number; gridColumn: number } {
  const c = col + 1 + (lead ? 1 : 0);
  return orientation === "transposed" ? { gridRow: c, gridColumn: row + 1 } : { gridRow: row + 1, gridColumn: c };
}

/** Where an engine row's lead (its badge) sits on the screen grid. */
export function leadPlace(row: number, orientation: Orientation): { gridRow: number; gridColumn: number } {
  return orientation === "transposed" ? { gridRow: 1, gridColumn: row + 1 } : { gridRow: row + 1, gridColumn: 1 };
}

/** The CSS grid tracks for a layout, lead track included. */
export function gridTracks(l: BoardLayout): { columns: string; rows: string } {
  const lead = l.lead > 0 ? `${l.lead}px ` : "";
  const cols = `repeat(${l.screenCols}, ${l.cardWidth}px)`;
  const rows = `repeat(${l.screenRows}, ${l.cardHeight}px)`;
  return l.orientation === "transposed" ? { columns: cols, rows: lead + rows } : { columns: lead + cols, rows };
}

/**
 * A small card shows only its index, as big as the box allows: rank above suit in a squarish
 * box, side by side in a flat one. Null when the card is big enough for the full face (or a
 * long tile, where index and suit sit at either end).
 */
export function compactFace(cardWidth: number, cardHeight: number): { stacked: boolean; rankSize: number } | null {
  const tiny = cardWidth < 60 && cardHeight < 60;
  const squarish = Math.max(cardWidth / cardHeight, cardHeight / cardWidth) <= 1.7;
  if (!tiny && !(squarish && Math.min(cardWidth, cardHeight) < 72)) return null;
  const stacked = cardHeight >= cardWidth * 0.8;
  // "10" is about 1.15 em wide; the suit about 0.75 em.
  const size = stacked
    ? Math.min((cardWidth * 0.86) / 1.15, (cardHeight * 0.84) / 1.72)
    : Math.min((cardWidth * 0.88) / 1.95, cardHeight * 0.62);
  return { stacked, rankSize: Math.max(10, Math.floor(size)) };
}

/** Font size of the rank index for a card box. */
export function rankFontSize(cardWidth: number, cardHeight: number): number {
  const wide = cardWidth > cardHeight;
  const size = wide ? Math.min(cardHeight * 0.5, cardWidth * 0.3) : Math.min(cardWidth * 0.34, cardHeight * 0.26);
  return Math.max(10, Math.round(size));
}
