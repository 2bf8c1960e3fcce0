import { describe, expect, it } from "vitest";
import { chooseLayout, compactFace, gridPlace, gridTracks, layoutHeight, leadPlace, narrowLayout, rankFontSize } from "./layout";

describe("chooseLayout", () => {
  it("transposes the 4x13 board on a phone in portrait", () => {
    const l = chooseLayout(374, 640, 4, 13);
    expect(l.orientation).toBe("transposed");
    expect(l.screenRows).toBe(13);
    expect(l.screenCols).toBe(4);
    // Everything fits.
    expect(l.cardHeight * 13 + l.gap * 12).toBeLessThanOrEqual(640);
    expect(l.cardWidth * 4 + l.gap * 3).toBeLessThanOrEqual(374);
    expect(rankFontSize(l.cardWidth, l.cardHeight)).toBeGreaterThanOrEqual(16);
  });
  it("keeps 4 rows x 13 on a desktop window", () => {
    const l = chooseLayout(1240, 640, 4, 13);
    expect(l.orientation).toBe("normal");
    expect(l.cardWidth * 13 + l.gap * 12).toBeLessThanOrEqual(1240);
    expect(l.cardHeight * 4 + l.gap * 3).toBeLessThanOrEqual(640);
    expect(l.cardHeight).toBeGreaterThan(l.cardWidth);
  });
  it("keeps cards within sensible shapes", () => {
    const tall = chooseLayout(1300, 3000, 4, 13);
    expect(tall.cardWidth / tall.cardHeight).toBeLessThanOrEqual(2.1 + 1e-9);
    const flat = chooseLayout(3000, 300, 4, 13);
    expect(flat.cardHeight / flat.cardWidth).toBeLessThanOrEqual(1.45 + 0.05);
  });
  it("never returns negative sizes for an empty box", () => {
    const l = chooseLayout(0, 0, 4, 13);
    expect(l.cardWidth).toBeGreaterThanOrEqual(0);
    expect(l.cardHeight).toBeGreaterThanOrEqual(0);
  });
});

describe("gridPlace", () => {
  it("swaps rows and columns when transposed", () => {
    expect(gridPlace(2, 7, "normal")).toEqual({ gridRow: 3, gridColumn: 8 });
    expect(gridPlace(2, 7, "transposed")).toEqual({ gridRow: 8, gridColumn: 3 });
  });
});

describe("Chinese Puzzle's 8x14 board", () => {
  it("is transposed on a phone in portrait, with a badge row, and cards of at least 22 px", () => {
    const l = chooseLayout(374, 600, 8, 14, 18);
    expect(l.orientation).toBe("transposed");
    expect(l.cardHeight * 14 + l.gap * 14 + 18).toBeLessThanOrEqual(600);
    expect(l.cardWidth * 8 + l.gap * 7).toBeLessThanOrEqual(374);
    expect(Math.min(l.cardWidth, l.cardHeight)).toBeGreaterThanOrEqual(22);
    expect(gridTracks(l)).toEqual({ columns: `repeat(8, ${l.cardWidth}px)`, rows: `18px repeat(14, ${l.cardHeight}px)` });
    const face = compactFace(l.cardWidth, l.cardHeight);
    expect(face?.stacked).toBe(true);
    expect(face?.rankSize).toBeGreaterThanOrEqual(14);
  });
  it("keeps 8 rows on a landscape phone, index side by side", () => {
    const l = chooseLayout(828, 280, 8, 14, 18);
    expect(l.orientation).toBe("normal");
    expect(l.cardWidth * 14 + l.gap * 14 + 18).toBeLessThanOrEqual(828);
    const face = compactFace(l.cardWidth, l.cardHeight);
    expect(face?.stacked).toBe(false);
    expect(face?.rankSize).toBeGreaterThanOrEqual(12);
  });
  it("shows full faces when cards are big, or long tiles (SolitaireX on a phone)", () => {
    expect(compactFace(84, 76)).toBeNull();
    expect(compactFace(90, 46)).toBeNull();
    expect(compactFace(94, 65)).toEqual({ stacked: false, rankSize: 40 });
  });
  it("puts the badge before each row, and the cells one track further", () => {
    expect(leadPlace(3, "normal")).toEqual({ gridRow: 4, gridColumn: 1 });
    expect(leadPlace(3, "transposed")).toEqual({ gridRow: 1, gridColumn: 4 });
    expect(gridPlace(3, 0, "normal", true)).toEqual({ gridRow: 4, gridColumn: 2 });
    expect(gridPlace(3, 0, "transposed", true)).toEqual({ gridRow: 2, gridColumn: 4 });
  });
});

describe("narrowLayout (a 195 px wide window: a phone at 200 % zoom)", () => {
  it("draws SolitaireX four cards across, square, and as tall as it needs", () => {
    const l = narrowLayout(179, 4, 13);
    expect(l.orientation).toBe("transposed");
    expect([l.screenRows, l.screenCols]).toEqual([13, 4]);
    expect(l.cardWidth).toBe(41);
    expect(l.cardHeight).toBe(41);
    expect(l.height).toBe(13 * 41 + 12 * 4);
    // Fitting the same board into the 80 px left between header and toolbar gave 7×10 cards.
    const squeezed = chooseLayout(179, 80, 4, 13);
    expect(Math.min(squeezed.cardWidth, squeezed.cardHeight)).toBeLessThan(12);
  });
  it("puts Chinese Puzzle's row badges in a row above the transposed board", () => {
    const l = narrowLayout(179, 8, 14, 18);
    expect(l.orientation).toBe("transposed");
    expect(l.screenCols).toBe(8);
    expect(l.cardWidth).toBe(Math.floor((179 - 7 * 4) / 8));
    expect(l.height).toBe(18 + 4 + 14 * l.cardHeight + 13 * 4);
  });
});

describe("layoutHeight", () => {
  it("is the board's height on screen, the lead row included when transposed", () => {
    const narrow = narrowLayout(179, 8, 14, 18);
    expect(layoutHeight(narrow)).toBe(narrow.height);
    const flat = chooseLayout(1200, 500, 4, 13);
    expect(layoutHeight(flat)).toBe(flat.screenRows * flat.cardHeight + (flat.screenRows - 1) * flat.gap);
  });
  it("at 200 % text on a 390×844 phone the kept height gives Chinese Puzzle cards of 32 px or more", () => {
    // GapsBoard keeps the window less 15 rem of 16 px for the board when the text is large.
    const l = chooseLayout(374, 844 - 15 * 16, 8, 14, 18);
    expect(l.orientation).toBe("transposed");
    expect(Math.min(l.cardWidth, l.cardHeight)).toBeGreaterThanOrEqual(32);
    expect(layoutHeight(l)).toBeLessThanOrEqual(844 - 15 * 16);
  });
});
