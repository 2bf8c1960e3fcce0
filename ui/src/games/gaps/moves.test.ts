import { describe, expect, it } from "vitest";
import { dropOutcome, stepCursor, tapOutcome, whyNot } from "./moves";
import { makeBoard } from "./testBoard";

// 3 rows x 4 columns is enough to exercise every rule.
const board = makeBoard(
  [
    ["2h", "3h", "--", "6s"],
    ["--", "Kc", "--", "5s"],
    ["--", "4h", "2s", "7s"],
  ],
  ["2h", "3h"],
);

describe("tapOutcome", () => {
  it("moves a card with one destination", () => {
    expect(tapOutcome(board, { row: 2, col: 1 })).toEqual({
      kind: "move",
      action: { type: "move", from: { row: 2, col: 1 }, to: { row: 0, col: 2 } },
    });
  });
  it("offers a choice for a 2 with several first-column gaps", () => {
    expect(tapOutcome(board, { row: 2, col: 2 })).toEqual({
      kind: "choose",
      from: { row: 2, col: 2 },
      targets: [
        { row: 1, col: 0 },
        { row: 2, col: 0 },
      ],
    });
  });
  it("refuses a placed card", () => {
    expect(tapOutcome(board, { row: 0, col: 1 })).toEqual({
      kind: "refuse",
      reason: "The 3♥ is already in its final place.",
    });
  });
  it("explains where a stuck card belongs", () => {
    const r = tapOutcome(board, { row: 0, col: 3 });
    expect(r).toEqual({ kind: "refuse", reason: "The 6♠ can only go after the 5♠, which ends its row." });
    expect(whyNot(board, { row: 2, col: 3 })).toBe("The 7♠ can only go after the 6♠, which ends its row.");
  });
  it("a tapped gap takes the one card that fits it", () => {
    expect(tapOutcome(board, { row: 0, col: 2 })).toEqual({
      kind: "move",
      action: { type: "move", from: { row: 2, col: 1 }, to: { row: 0, col: 2 } },
    });
    expect(tapOutcome(board, { row: 1, col: 2 })).toEqual({
      kind: "refuse",
      reason: "Nothing can follow a King.",
    });
  });
  it("refuses everything once the game is over", () => {
    expect(tapOutcome({ ...board, status: "won" }, { row: 2, col: 1 }).kind).toBe("refuse");
  });
});

describe("Montana's heading 2s", () => {
  const montana = { gapSelects: false, headingTwosMove: true };
  // The engine marks the 2♥ heading row 1 movable (two first-column gaps wait); the 3♥ stays.
  const switching = makeBoard(
    [
      ["2h", "3h", "--", "6s"],
      ["--", "Kc", "--", "5s"],
      ["--", "4h", "3s", "7s"],
    ],
    ["3h"],
  );
  it("a tap on a heading 2 with several first-column gaps lets the player choose", () => {
    expect(tapOutcome(switching, { row: 0, col: 0 }, montana)).toEqual({
      kind: "choose",
      from: { row: 0, col: 0 },
      targets: [
        { row: 1, col: 0 },
        { row: 2, col: 0 },
      ],
    });
    expect(dropOutcome(switching, { row: 0, col: 0 }, { row: 2, col: 0 }, montana).kind).toBe("move");
  });
  it("says what a locked card waits for", () => {
    expect(tapOutcome(switching, { row: 0, col: 1 }, montana)).toEqual({
      kind: "refuse",
      reason: "The 3♥ stays in its run while the 2 heading its row does.",
    });
    const full = makeBoard(
      [
        ["2h", "3h", "--"],
        ["2s", "Kc", "--"],
      ],
      ["2h", "3h", "2s"],
    );
    expect(whyNot(full, { row: 1, col: 0 }, montana)).toBe(
      "The 2♠ can only move to an empty space in the first column; there is none.",
    );
    expect(whyNot(full, { row: 1, col: 0 })).toBe("The 2♠ is already in its final place.");
  });
});

describe("dropOutcome", () => {
  it("accepts a legal drop and refuses others", () => {
    expect(dropOutcome(board, { row: 2, col: 2 }, { row: 1, col: 0 }).kind).toBe("move");
    expect(dropOutcome(board, { row: 2, col: 1 }, { row: 1, col: 0 })).toEqual({
      kind: "refuse",
      reason: "The 4♥ cannot go there.",
    });
    expect(dropOutcome(board, { row: 0, col: 3 }, { row: 1, col: 0 }).kind).toBe("refuse");
  });
});

describe("stepCursor", () => {
  const size = { rows: 4, columns: 13 };
  it("moves in engine terms on a normal board", () => {
    expect(stepCursor(size, { row: 0, col: 0 }, "ArrowRight", false)).toEqual({ row: 0, col: 1 });
    expect(stepCursor(size, { row: 0, col: 0 }, "ArrowDown", false)).toEqual({ row: 1, col: 0 });
    expect(stepCursor(size, { row: 0, col: 0 }, "ArrowUp", false)).toEqual({ row: 0, col: 0 });
  });
  it("swaps axes on a transposed board", () => {
    expect(stepCursor(size, { row: 0, col: 0 }, "ArrowDown", true)).toEqual({ row: 0, col: 1 });
    expect(stepCursor(size, { row: 0, col: 0 }, "ArrowRight", true)).toEqual({ row: 1, col: 0 });
    expect(stepCursor(size, { row: 3, col: 12 }, "ArrowRight", true)).toEqual({ row: 3, col: 12 });
  });
});
