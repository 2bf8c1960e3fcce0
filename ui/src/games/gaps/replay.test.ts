import { describe, expect, it } from "vitest";
import type { CellView } from "../../bindings/CellView";
import type { ReplayStep } from "../../bindings/ReplayStep";
import {
  announceStep,
  buildFrames,
  clampFrame,
  outcomeMessage,
  playFrom,
  progressText,
  scoreAt,
  startText,
  stepText,
} from "./replay";
import { makeBoard, parseCard } from "./testBoard";

// 2 rows x 3 columns: the 3h goes after the 2h, then the 3s after the 2s.
const start = makeBoard([
  ["2h", "--", "3s"],
  ["2s", "3h", "--"],
]);

function cell(row: number, col: number, code: string): CellView {
  return { slot: { row, col }, card: parseCard(code), placed: false, gap: code === "--" ? "open" : null };
}

const steps: ReplayStep[] = [
  {
    from: { row: 1, col: 1 },
    to: { row: 0, col: 1 },
    card: { suit: "hearts", rank: 3 },
    cells: [cell(0, 1, "3h"), cell(1, 1, "--")],
    score: 1,
  },
  {
    from: { row: 0, col: 2 },
    to: { row: 1, col: 1 },
    card: { suit: "spades", rank: 3 },
    cells: [cell(1, 1, "3s"), cell(0, 2, "--")],
    score: 2,
  },
];

const codes = (cells: CellView[]) => cells.map((c) => (c.card ? `${c.card.rank}${c.card.suit[0]}` : "--"));

describe("buildFrames", () => {
  it("frame i is the start with the first i steps' cells written over it", () => {
    const frames = buildFrames(start, steps);
    expect(frames).toHaveLength(3);
    expect(codes(frames[0]!)).toEqual(["2h", "--", "3s", "2s", "3h", "--"]);
    expect(codes(frames[1]!)).toEqual(["2h", "3h", "3s", "2s", "--", "--"]);
    expect(codes(frames[2]!)).toEqual(["2h", "3h", "--", "2s", "3s", "--"]);
  });
  it("leaves the start untouched and keeps cells no step changed", () => {
    const before = codes(start.cells);
    const frames = buildFrames(start, steps);
    expect(codes(start.cells)).toEqual(before);
    expect(frames[2]![0]).toBe(start.cells[0]);
  });
  it("a line with no steps is the start alone", () => {
    expect(buildFrames(start, [])).toEqual([start.cells]);
  });
});

describe("timing and position", () => {
  it("clamps a frame into the line", () => {
    expect(clampFrame(-1, 5)).toBe(0);
    expect(clampFrame(7, 5)).toBe(5);
    expect(clampFrame(3, 5)).toBe(3);
  });
  it("Play at the end starts over", () => {
    expect(playFrom(5, 5)).toBe(0);
    expect(playFrom(2, 5)).toBe(2);
  });
  it("steps are said by hand and at slow or normal play, not at fast play", () => {
    expect(announceStep(false, "fast")).toBe(true);
    expect(announceStep(true, "normal")).toBe(true);
    expect(announceStep(true, "fast")).toBe(false);
  });
  it("the score before the first step is the start's", () => {
    expect(scoreAt(start, steps, 0)).toBe(start.score);
    expect(scoreAt(start, steps, 2)).toBe(2);
  });
});

describe("words", () => {
  it("progress", () => {
    expect(progressText(12, 143)).toBe("Move 12 of 143");
  });
  it("where the line starts, in the game's word", () => {
    expect(startText(1, "reshuffle")).toBe("From the deal as dealt");
    expect(startText(2, "reshuffle")).toBe("From the start of deal 2, after the first reshuffle");
    expect(startText(3, "redeal")).toBe("From the start of deal 3, after the second redeal");
  });
  it("a step names the card, its place and the score; the last says solved", () => {
    expect(stepText(steps, 0, 48)).toBe("Start position. 2 moves to go.");
    expect(stepText(steps, 1, 48)).toBe("Move 1 of 2: 3 of hearts to row 1, column 2. Score 1 of 48.");
    expect(stepText(steps, 2, 48)).toMatch(/Solved\.$/);
  });
  it("outcomes without a line have a message; found and cancelled do not", () => {
    expect(outcomeMessage({ type: "all_lost" })).toMatch(/No deal of this game could be won/);
    expect(outcomeMessage({ type: "unknown" })).toMatch(/no solution in the time/);
    expect(outcomeMessage({ type: "cancelled" })).toBeNull();
    expect(outcomeMessage({ type: "found", deal_index: 1, start, steps })).toBeNull();
  });
});
