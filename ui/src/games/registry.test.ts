import { describe, expect, it } from "vitest";
import { GAMES, GAME_IDS, gameById, gameTitle, gapsGame, gapsGamesNames, isGameId, tournamentGamesNames } from "./registry";

// The rules texts the rules screen can show (it reads docs/rules/ the same way).
const rulesFiles = Object.keys(import.meta.glob("../../../docs/rules/*.md")).map((p) => p.split("/").pop());

describe("the game registry", () => {
  it("lists the games, in the home screen's order, each with a name, a blurb and a suit", () => {
    expect(GAME_IDS).toEqual(["soi", "chinese_puzzle", "solitaire_x", "montana", "fourside"]);
    for (const g of GAMES) {
      expect(g.name).not.toBe("");
      expect(g.blurb).not.toBe("");
      expect(["clubs", "diamonds", "hearts", "spades"]).toContain(g.suit);
    }
  });
  it("has no id twice, and a rules text in docs/rules/ for every game", () => {
    expect(new Set(GAME_IDS).size).toBe(GAMES.length);
    for (const g of GAMES) expect(rulesFiles).toContain(g.rules);
  });
  it("tells games from other screens", () => {
    expect(isGameId("fourside")).toBe(true);
    expect(isGameId("settings")).toBe(false);
    expect(isGameId(null)).toBe(false);
    expect(gameById("chinese_puzzle")?.kind).toBe("gaps");
    expect(gameById("home")).toBeNull();
  });
  it("gives each Gaps game its facts, and refuses a variant it does not have", () => {
    expect(gapsGame("solitaire_x").gaps.tournament).toBe(true);
    expect(gapsGame("chinese_puzzle").gaps.choosableRules).toBe(true);
    // Montana is SolitaireX's game but for the 2s that change rows.
    const { taps: montanaTaps, ...montana } = gapsGame("montana").gaps;
    const { taps: solitaireTaps, ...solitaire } = gapsGame("solitaire_x").gaps;
    expect(montana).toEqual(solitaire);
    expect(montanaTaps).toEqual({ ...solitaireTaps, headingTwosMove: true });
    expect(() => gapsGame("klondike" as never)).toThrow(/No registry entry/);
  });
  it("names the Gaps games where they share a setting", () => {
    expect(gapsGamesNames()).toBe("Chinese Puzzle, SolitaireX and Montana");
    expect(tournamentGamesNames()).toBe("SolitaireX or Montana");
  });
  it("names statistics keys", () => {
    expect(gameTitle("solitaire_x")).toBe("SolitaireX");
    expect(gameTitle("montana")).toBe("Montana");
    expect(gameTitle("fourside.beginner")).toBe("FourSide (Beginner)");
    expect(gameTitle("mystery")).toBe("mystery");
  });
});
