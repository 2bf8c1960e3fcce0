// Chinese Puzzle's taps: two copies of a card, a gap tapped first, long-press, three strikes.
import { describe, expect, it } from "vitest";
import { Strikes, dropOutcome, fillOutcome, fillersOf, flashSlots, tapOutcome } from "./moves";
import { makeBoard } from "./testBoard";

// Both 5♥ have a gap after them, and both 6♥ can move: each 6♥ fits two gaps.
const board = makeBoard([
  ["Ac", "5h", "--", "Kd"],
  ["Ad", "5h", "--", "6h"],
  ["As", "6h", "7h", "Ks"],
  ["Ah", "Kc", "--", "--"],
]);
const CP = { gapSelects: true, headingTwosMove: false };

describe("a card with two gaps", () => {
  it("offers both gaps and the next tap chooses", () => {
    expect(tapOutcome(board, { row: 2, col: 1 }, CP)).toEqual({
      kind: "choose",
      from: { row: 2, col: 1 },
      targets: [
        { row: 0, col: 2 },
        { row: 1, col: 2 },
      ],
    });
  });
  it("either copy can be dropped on either gap", () => {
    expect(dropOutcome(board, { row: 1, col: 3 }, { row: 0, col: 2 }).kind).toBe("move");
    expect(dropOutcome(board, { row: 2, col: 1 }, { row: 3, col: 2 })).toEqual({
      kind: "refuse",
      reason: "The 6♥ cannot go there.",
    });
  });
});

describe("a tapped gap", () => {
  it("offers every card that can fill it", () => {
    expect(tapOutcome(board, { row: 0, col: 2 }, CP)).toEqual({
      kind: "fill",
      to: { row: 0, col: 2 },
      fillers: [
        { row: 1, col: 3 },
        { row: 2, col: 1 },
      ],
    });
  });
  it("a tap on an offered card moves it there; any other tap does nothing", () => {
    const fillers = fillersOf(board, { row: 1, col: 2 });
    expect(fillOutcome({ row: 1, col: 2 }, fillers, { row: 2, col: 1 })).toEqual({
      type: "move",
      from: { row: 2, col: 1 },
      to: { row: 1, col: 2 },
    });
    expect(fillOutcome({ row: 1, col: 2 }, fillers, { row: 2, col: 2 })).toBeNull();
  });
  it("a dead or blocked gap is refused", () => {
    expect(tapOutcome(board, { row: 3, col: 2 }, CP)).toEqual({ kind: "refuse", reason: "Nothing can follow a King." });
    expect(tapOutcome(board, { row: 3, col: 3 }, CP).kind).toBe("refuse");
  });
  it("SolitaireX keeps moving the one card that fits at once", () => {
    const one = makeBoard([["2h", "--", "3h"]]);
    expect(tapOutcome(one, { row: 0, col: 1 }).kind).toBe("move");
    expect(tapOutcome(one, { row: 0, col: 1 }, CP).kind).toBe("fill");
  });
});

describe("long-press", () => {
  it("on a card flashes both copies of the card before it", () => {
    expect(flashSlots(board, { row: 2, col: 2 })).toEqual([
      { row: 1, col: 3 },
      { row: 2, col: 1 },
    ]);
    expect(flashSlots(board, { row: 1, col: 3 })).toEqual([
      { row: 0, col: 1 },
      { row: 1, col: 1 },
    ]);
  });
  it("on an ace flashes nothing; on a gap, the cards that can move there", () => {
    expect(flashSlots(board, { row: 0, col: 0 })).toEqual([]);
    expect(flashSlots(board, { row: 1, col: 2 })).toEqual([
      { row: 1, col: 3 },
      { row: 2, col: 1 },
    ]);
    expect(flashSlots(board, { row: 3, col: 2 })).toEqual([]);
    expect(flashSlots(board, { row: 9, col: 9 })).toEqual([]);
  });
});

describe("three strikes", () => {
  it("explains the third illegal try in a row, and each one after it", () => {
    const s = new Strikes();
    expect([s.illegal(), s.illegal(), s.illegal(), s.illegal()]).toEqual([false, false, true, true]);
  });
  it("starts again after a legal move", () => {
    const s = new Strikes();
    s.illegal();
    s.illegal();
    s.reset();
    expect(s.illegal()).toBe(false);
    expect(s.illegal()).toBe(false);
    expect(s.illegal()).toBe(true);
  });
});
