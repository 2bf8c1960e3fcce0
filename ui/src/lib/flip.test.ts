import { describe, expect, it } from "vitest";
import { invert, invertTransform, isStill, moveDuration, pairCopies, stagger } from "./flip";

describe("flip", () => {
  it("maps speeds to durations and honours reduced motion", () => {
    expect(moveDuration("off", false)).toBe(0);
    expect(moveDuration("fast", false)).toBe(120);
    expect(moveDuration("normal", false)).toBe(220);
    expect(moveDuration("slow", false)).toBe(400);
    expect(moveDuration("slow", true)).toBe(0);
  });
  it("inverts a move", () => {
    const first = { left: 10, top: 20, width: 50, height: 70 };
    const last = { left: 110, top: 220, width: 50, height: 70 };
    expect(invert(first, last)).toEqual({ dx: -100, dy: -200, sx: 1, sy: 1 });
    expect(invertTransform(first, last)).toBe("translate(-100px, -200px) scale(1, 1)");
    expect(isStill(first, last)).toBe(false);
    expect(isStill(first, { ...first, left: 10.2 })).toBe(true);
  });
  it("scales when the size changed and survives a zero box", () => {
    expect(invert({ left: 0, top: 0, width: 100, height: 50 }, { left: 0, top: 0, width: 50, height: 100 }))
      .toEqual({ dx: 0, dy: 0, sx: 2, sy: 0.5 });
    expect(invert({ left: 0, top: 0, width: 10, height: 10 }, { left: 0, top: 0, width: 0, height: 0 }).sx).toBe(1);
  });
  it("staggers a reshuffle within part of the duration", () => {
    expect(stagger(0, 10, 200)).toBe(0);
    expect(stagger(9, 10, 200)).toBe(120);
    expect(stagger(3, 1, 200)).toBe(0);
    expect(stagger(3, 10, 0)).toBe(0);
  });
});

describe("pairCopies", () => {
  const at = (left: number, top: number) => ({ left, top, width: 10, height: 10 });
  it("keeps the copy that did not move where it was", () => {
    // Copy A stayed at (0,0); copy B moved from (50,0) to (90,0). The DOM lists B first now.
    expect(pairCopies([at(0, 0), at(50, 0)], [at(90, 0), at(0, 0)])).toEqual([at(50, 0), at(0, 0)]);
    expect(pairCopies([at(0, 0), at(50, 0)], [at(0, 0), at(90, 0)])).toEqual([at(0, 0), at(50, 0)]);
  });
  it("pairs a single card with itself", () => {
    expect(pairCopies([at(1, 2)], [at(3, 4)])).toEqual([at(1, 2)]);
    expect(pairCopies([], [at(3, 4)])).toEqual([undefined]);
  });
});
