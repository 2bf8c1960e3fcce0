import { describe, expect, it } from "vitest";
import { GAMES, gameTitle, winPercent } from "./games";

describe("games", () => {
  it("lists the four games, in the home screen's order, each with a name, a blurb and a suit", () => {
    expect(GAMES.map((g) => g.id)).toEqual(["soi", "chinese_puzzle", "solitaire_x", "fourside"]);
    for (const g of GAMES) {
      expect(g.name).not.toBe("");
      expect(g.blurb).not.toBe("");
      expect(["clubs", "diamonds", "hearts", "spades"]).toContain(g.suit);
    }
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
