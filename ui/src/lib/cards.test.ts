import { afterEach, describe, expect, it } from "vitest";
import { cardCode, cardName, cardShort, rankCode, rankText, suitColour } from "./cards";
import { useCatalogue } from "./i18n.svelte";
import german from "../locales/de.ftl?raw";
import french from "../locales/fr.ftl?raw";
import arabic from "../locales/ar.ftl?raw";

describe("cards", () => {
  afterEach(() => useCatalogue("en", ""));

  it("shows the corners as the language's decks print them; the codes never change", () => {
    useCatalogue("de", german);
    expect([1, 11, 12, 13].map(rankText)).toEqual(["A", "B", "D", "K"]);
    expect(cardShort({ rank: 12, suit: "hearts" })).toBe("D♥");
    expect(cardCode({ rank: 12, suit: "hearts" })).toBe("Qh");
    useCatalogue("fr", french);
    expect([1, 11, 12, 13].map(rankText)).toEqual(["A", "V", "D", "R"]);
    expect(rankCode(13)).toBe("K");
    // Numbers stay as cards print them, not in the language's own digits.
    useCatalogue("ar", arabic);
    expect([2, 7, 10].map(rankText)).toEqual(["2", "7", "10"]);
  });
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
