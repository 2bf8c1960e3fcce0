import { describe, expect, it } from "vitest";
import { GAMES, gameTitle, winPercent } from "./games";

describe("games", () => {
  it("lists four games with the two Gaps games and FourSide open", () => {
    expect(GAMES.map((g) => g.id)).toEqual(["soi", "chinese_puzzle", "solitaire_x", "fourside"]);
    const open = GAMES.filter((g) => g.available).map((g) => g.id);
    expect(open).toContain("chinese_puzzle");
    expect(open).toContain("solitaire_x");
    expect(open).toContain("fourside");
    expect(open).toContain("soi");
  });
  it("names statistics keys", () => {
    expect(gameTitle("solitaire_x")).toBe("SolitaireX");
    expect(gameTitle("fourside.beginner")).toBe("FourSide (beginner)");
    expect(gameTitle("mystery")).toBe("mystery");
  });
  it("computes win percentages", () => {
    expect(winPercent(0, 0)).toBe("–");
    expect(winPercent(3, 1)).toBe("33%");
  });
});
