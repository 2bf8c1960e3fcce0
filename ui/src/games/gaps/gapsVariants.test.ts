import { describe, expect, it } from "vitest";
import type { Analysis } from "../../bindings/Analysis";
import { difficultyText, gapsGameUi, losesDeal, rulesSummary, verdictText } from "./gapsVariants";

const analysis = (verdict: Analysis["verdict"], version = 7): Analysis => ({ version, verdict, hint: null, best_score: 0 });

describe("verdictText", () => {
  it("says what the solver knows about the position on screen", () => {
    expect(verdictText(analysis("winnable"), 7, "playing", "redeal")).toBe("Still winnable without a redeal");
    expect(verdictText(analysis("unwinnable"), 7, "stuck", "redeal")).toBe("Cannot be won without a redeal");
  });
  it("says nothing when it does not know, for another version, or once the game is over", () => {
    expect(verdictText(analysis("unknown"), 7, "playing", "redeal")).toBe("");
    expect(verdictText(analysis("winnable", 6), 7, "playing", "redeal")).toBe("");
    expect(verdictText(null, 7, "playing", "redeal")).toBe("");
    expect(verdictText(analysis("winnable"), 7, "won", "redeal")).toBe("");
  });
});

describe("the Gaps games", () => {
  it("differ only in the facts listed", () => {
    expect(gapsGameUi("chinese_puzzle").taps.gapSelects).toBe(true);
    expect(gapsGameUi("solitaire_x").taps.gapSelects).toBe(false);
    expect(gapsGameUi("montana").taps.headingTwosMove).toBe(true);
    expect(gapsGameUi("montana").title).toBe("Montana");
    expect(gapsGameUi("solitaire_x").redeal.button).toBe("Reshuffle");
    expect(gapsGameUi("chinese_puzzle").redeal.kind).toBe("redeal");
    expect(gapsGameUi("chinese_puzzle").title).toBe("Chinese Puzzle");
  });
  it("summarises a deal's rules", () => {
    expect(rulesSummary({ variant: "chinese_puzzle", deals: 3, ace_order: "free" })).toBe("2 redeals · free aces");
    expect(rulesSummary({ variant: "chinese_puzzle", deals: 2, ace_order: "bridge" })).toBe("1 redeal · bridge aces");
  });
});

describe("the crossroads warning", () => {
  it("fires only when a winnable position became a proved loss", () => {
    expect(losesDeal("winnable", "unwinnable")).toBe(true);
    expect(losesDeal("winnable", "unknown")).toBe(false);
    expect(losesDeal("unknown", "unwinnable")).toBe(false);
    expect(losesDeal("unwinnable", "unwinnable")).toBe(false);
    expect(losesDeal(undefined, "unwinnable")).toBe(false);
  });
});

describe("difficultyText", () => {
  it("names the class of a winnable deal and says when a deal needs a reshuffle", () => {
    expect(difficultyText("medium", "reshuffle")).toBe("Winnable · medium");
    expect(difficultyText("needs_reshuffle", "redeal")).toBe("Needs a redeal");
    expect(difficultyText("unknown", "redeal")).toBe("Not known");
    expect(difficultyText(null, "redeal")).toBe("");
  });
});
