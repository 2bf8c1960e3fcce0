import { describe, expect, it } from "vitest";
import type { FourSideView } from "../../bindings/FourSideView";
import type { Tile } from "../../bindings/Tile";
import { hasMessage, t as words } from "../../lib/i18n.svelte";
import {
  LEVELS,
  VALUE_COLOURS,
  cellLabel,
  computerDelay,
  eventMessages,
  fitCells,
  moveCursor,
  playableHand,
  resultText,
  rotateTile,
  signedScore,
  startCursor,
  switchArea,
  tileCode,
  tileLabel,
  tilesPlaced,
  valueColour,
} from "./logic";

const t = (top: number, right: number, bottom: number, left: number): Tile => ({ top, right, bottom, left });

function view(hand: Tile[], placements: FourSideView["placements"]): FourSideView {
  const size = 7;
  const tiles: (Tile | null)[] = Array(size * size).fill(null);
  tiles[24] = t(1, 1, 1, 1);
  return {
    seat: 0,
    rules: { level: "intermediate", size },
    board: { size, tiles, squares: Array(size * size).fill("plain") },
    hand,
    opponent_hand_size: 5,
    to_move: 0,
    scores: [0, 0],
    hints_left: [3, 3],
    over: false,
    winner: null,
    placements,
  };
}

const at = (hand: number, rotation: number, row: number, col: number, score = 4) => ({
  placement: { hand, rotation, row, col },
  score,
});

describe("rotateTile", () => {
  it("turns clockwise: the left number comes to the top", () => {
    expect(rotateTile(t(3, 5, 2, 7), 1)).toEqual(t(7, 3, 5, 2));
    expect(rotateTile(t(3, 5, 2, 7), 2)).toEqual(t(2, 7, 3, 5));
    expect(rotateTile(t(3, 5, 2, 7), 3)).toEqual(t(5, 2, 7, 3));
  });
  it("comes back after four quarter turns and accepts any count", () => {
    expect(rotateTile(t(3, 5, 2, 7), 4)).toEqual(t(3, 5, 2, 7));
    expect(rotateTile(t(3, 5, 2, 7), 5)).toEqual(rotateTile(t(3, 5, 2, 7), 1));
    expect(rotateTile(t(3, 5, 2, 7), -1)).toEqual(rotateTile(t(3, 5, 2, 7), 3));
  });
});

describe("fitCells", () => {
  it("offers the cells of the selected tile in its current rotation only", () => {
    const v = view([t(1, 2, 3, 4), t(5, 5, 5, 1)], [at(0, 0, 2, 3, 2), at(0, 1, 3, 2), at(1, 0, 4, 3)]);
    expect([...fitCells(v, 0, 0).entries()]).toEqual([["2-3", 2]]);
    expect([...fitCells(v, 0, 1).keys()]).toEqual(["3-2"]);
    expect(fitCells(v, 0, 2).size).toBe(0);
    expect([...fitCells(v, 1, 0).keys()]).toEqual(["4-3"]);
  });
  it("counts a placement the engine listed once for identical tiles and look-alike rotations", () => {
    // Hand tiles 0 and 2 are the same tile; tile 1 looks the same after a half turn.
    const v = view([t(1, 2, 1, 2), t(4, 4, 4, 4), t(1, 2, 1, 2)], [at(0, 0, 2, 3), at(0, 1, 3, 2), at(1, 0, 4, 3)]);
    expect([...fitCells(v, 2, 0).keys()]).toEqual(["2-3"]);
    expect([...fitCells(v, 0, 2).keys()]).toEqual(["2-3"]);
    expect([...fitCells(v, 2, 3).keys()]).toEqual(["3-2"]);
    expect([...fitCells(v, 1, 3).keys()]).toEqual(["4-3"]);
  });
  it("is empty without a selection or a view", () => {
    const v = view([t(1, 2, 3, 4)], [at(0, 0, 2, 3)]);
    expect(fitCells(v, null, 0).size).toBe(0);
    expect(fitCells(v, 7, 0).size).toBe(0);
    expect(fitCells(null, 0, 0).size).toBe(0);
  });
  it("knows which hand tiles can be played at all", () => {
    const v = view([t(1, 2, 3, 4), t(9, 9, 9, 9), t(2, 2, 2, 2)], [at(0, 3, 2, 3), at(2, 0, 3, 2)]);
    expect([...playableHand(v)]).toEqual([0, 2]);
  });
});

describe("the keyboard cursor", () => {
  it("starts in the hand with the board cursor in the centre", () => {
    expect(startCursor(9)).toEqual({ area: "hand", hand: 0, row: 4, col: 4 });
  });
  it("moves along the hand and stops at its ends", () => {
    let c = startCursor(9);
    c = moveCursor(c, "ArrowLeft", 9, 5);
    expect(c.hand).toBe(0);
    for (let i = 0; i < 7; i++) c = moveCursor(c, "ArrowRight", 9, 5);
    expect(c.hand).toBe(4);
    expect(moveCursor(c, "ArrowUp", 9, 5).hand).toBe(3);
    expect(c.row).toBe(4);
  });
  it("moves on the board in four directions and stops at the edges", () => {
    let c = switchArea(startCursor(9));
    expect(c.area).toBe("board");
    c = moveCursor(c, "ArrowUp", 9, 5);
    c = moveCursor(c, "ArrowRight", 9, 5);
    expect([c.row, c.col]).toEqual([3, 5]);
    for (let i = 0; i < 12; i++) c = moveCursor(c, "ArrowDown", 9, 5);
    for (let i = 0; i < 12; i++) c = moveCursor(c, "ArrowLeft", 9, 5);
    expect([c.row, c.col]).toEqual([8, 0]);
    expect(c.hand).toBe(0);
    expect(switchArea(c).area).toBe("hand");
  });
  it("ignores other keys", () => {
    const c = startCursor(7);
    expect(moveCursor(c, "x", 7, 5)).toEqual(c);
  });
});

describe("colours", () => {
  it("gives each value 1–9 its own colour", () => {
    const colours = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(valueColour);
    expect(new Set(colours).size).toBe(9);
    expect(colours).toEqual(VALUE_COLOURS);
  });
  it("keeps every colour light enough for the dark numbers (contrast ≥ 4.5)", () => {
    const luminance = (hex: string) => {
      const lin = (i: number) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5);
    };
    const ink = luminance("#161616");
    for (const c of VALUE_COLOURS) expect((luminance(c) + 0.05) / (ink + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
  it("clamps values outside 1–9", () => {
    expect(valueColour(0)).toBe(VALUE_COLOURS[0]);
    expect(valueColour(12)).toBe(VALUE_COLOURS[8]);
  });
});

describe("labels and messages", () => {
  it("names tiles and cells", () => {
    expect(tileLabel(t(3, 5, 2, 7))).toBe("tile 3 5 2 7, top right bottom left");
    expect(cellLabel(3, 4, "bonus", null)).toBe("row 4 column 5, bonus square, empty");
    expect(cellLabel(0, 0, "plain", t(1, 2, 3, 4))).toBe("row 1 column 1, tile 1 2 3 4, top right bottom left");
    expect(cellLabel(4, 4, "plain", t(1, 1, 1, 1), true)).toContain("primer");
    expect(tileCode(t(3, 5, 2, 7))).toBe("3,5,2,7");
    expect(tileCode(null)).toBe("");
  });
  it("signs scores with a true minus", () => {
    expect(signedScore(36)).toBe("+36");
    expect(signedScore(-8)).toBe("−8");
    expect(signedScore(0)).toBe("0");
  });
  it("says who forfeited and who won", () => {
    expect(eventMessages([{ type: "forfeited", player: 1 }], "human_vs_computer")).toEqual([
      "Computer has no tile that fits anywhere and passes.",
    ]);
    expect(eventMessages([{ type: "forfeited", player: 0 }], "human_vs_computer")[0]).toContain("your turn passes");
    expect(eventMessages([{ type: "game_over", winner: null, scores: [5, 5] }], "human_vs_human")).toEqual(["It's a tie!"]);
    expect(resultText(1, "human_vs_human")).toBe("Player 2 wins!");
    expect(resultText(0, "human_vs_computer")).toBe("You win!");
    expect(resultText(1, "computer_vs_computer")).toBe("Computer 2 wins!");
  });
  it("waits for the computer as long as the animation speed says", () => {
    expect(computerDelay("fast")).toBe(250);
    expect(computerDelay("normal")).toBe(600);
    expect(computerDelay("slow")).toBe(1000);
    expect(computerDelay("off")).toBe(0);
  });
  it("counts tiles placed after the primer", () => {
    const v = view([], []);
    expect(tilesPlaced(v.board)).toBe(0);
  });
});

describe("levels", () => {
  it("each level says what it is: the numbers on its tiles and how the computer plays", () => {
    for (const level of LEVELS) {
      expect(hasMessage(`fourside-level-about-${level.value}`), level.value).toBe(true);
      const [low, high] = level.range.split("–");
      expect(words(`fourside-level-about-${level.value}`)).toContain(`${low} to ${high}`);
    }
  });
});
