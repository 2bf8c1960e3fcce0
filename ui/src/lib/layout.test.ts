import { describe, expect, it } from "vitest";
import { chooseLayout, gridPlace, rankFontSize } from "./layout";

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
