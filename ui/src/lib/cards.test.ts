import { describe, expect, it } from "vitest";
import { cardCode, cardName, cardShort, rankText, suitColour } from "./cards";

describe("cards", () => {
  it("writes the contract's typed form", () => {
    expect(cardCode({ rank: 7, suit: "hearts" })).toBe("7h");
    expect(cardCode({ rank: 10, suit: "spades" })).toBe("10s");
    expect(cardCode({ rank: 12, suit: "diamonds" })).toBe("Qd");
    expect(cardCode({ rank: 1, suit: "spades" })).toBe("As");
    expect(cardCode({ rank: 13, suit: "clubs" })).toBe("Kc");
    expect(cardCode(null)).toBe("");
  });
  it("names ranks and rejects nonsense", () => {
    expect(rankText(11)).toBe("J");
    expect(() => rankText(0)).toThrow();
    expect(() => rankText(14)).toThrow();
    expect(cardShort({ rank: 7, suit: "spades" })).toBe("7♠");
    expect(cardName({ rank: 12, suit: "hearts" })).toBe("Queen of hearts");
  });
  it("colours suits in two or four colours", () => {
    expect(suitColour("hearts", false)).toBe("red");
    expect(suitColour("diamonds", false)).toBe("red");
    expect(suitColour("clubs", false)).toBe("black");
    expect(suitColour("clubs", true)).toBe("green");
    expect(suitColour("diamonds", true)).toBe("blue");
    expect(suitColour("spades", true)).toBe("black");
    expect(suitColour("hearts", true)).toBe("red");
  });
});
