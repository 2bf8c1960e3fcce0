import { describe, expect, it } from "vitest";
import type { Ask } from "../../bindings/Ask";
import type { Card } from "../../bindings/Card";
import type { PublicEvent } from "../../bindings/PublicEvent";
import {
  askableSeats,
  couldBeCard,
  eventLine,
  fanGeometry,
  fanSpot,
  handByRank,
  isLegalAsk,
  opponents,
  parseCard,
  pickerGroups,
  placeText,
  rankPlural,
  scoreRows,
  seatSide,
  setPoints,
  winners,
} from "./logic";

const c = (rank: number, suit: Card["suit"]): Card => ({ rank, suit });
const NAMES = ["South", "East", "North", "West"];

describe("parseCard", () => {
  it("reads rank then suit letter, in any case", () => {
    expect(parseCard("7h")).toEqual(c(7, "hearts"));
    expect(parseCard("JD")).toEqual(c(11, "diamonds"));
    expect(parseCard("10s")).toEqual(c(10, "spades"));
    expect(parseCard("aC")).toEqual(c(1, "clubs"));
    expect(parseCard("qh")).toEqual(c(12, "hearts"));
    expect(parseCard("K s")).toEqual(c(13, "spades"));
    expect(parseCard(" 2d ")).toEqual(c(2, "diamonds"));
  });
  it("accepts T for ten and suit symbols", () => {
    expect(parseCard("Th")).toEqual(c(10, "hearts"));
    expect(parseCard("Q♥")).toEqual(c(12, "hearts"));
    expect(parseCard("9♣")).toEqual(c(9, "clubs"));
  });
  it("refuses anything else", () => {
    for (const bad of ["", "7", "h7", "11h", "1h", "0s", "7x", "7hh", "Jack of hearts", "AA", "10"]) {
      expect(parseCard(bad), bad).toBeNull();
    }
  });
  it("knows when a buffer may still become a card", () => {
    expect(couldBeCard("")).toBe(true);
    expect(couldBeCard("1")).toBe(true);
    expect(couldBeCard("10")).toBe(true);
    expect(couldBeCard("j")).toBe(true);
    expect(couldBeCard("7h")).toBe(true);
    expect(couldBeCard("x")).toBe(false);
    expect(couldBeCard("7hx")).toBe(false);
  });
});

describe("picker groups", () => {
  const asks: Ask[] = [
    { asker: 0, target: 1, card: c(7, "spades") },
    { asker: 0, target: 1, card: c(7, "hearts") },
    { asker: 0, target: 2, card: c(7, "hearts") },
    { asker: 0, target: 1, card: c(1, "diamonds") },
    { asker: 0, target: 1, card: c(13, "clubs") },
    { asker: 0, target: 1, card: c(1, "clubs") },
  ];
  it("keeps only the target's asks, by rank then suit", () => {
    expect(pickerGroups(asks, 1)).toEqual([
      { rank: 1, cards: [c(1, "clubs"), c(1, "diamonds")] },
      { rank: 7, cards: [c(7, "hearts"), c(7, "spades")] },
      { rank: 13, cards: [c(13, "clubs")] },
    ]);
    expect(pickerGroups(asks, 2)).toEqual([{ rank: 7, cards: [c(7, "hearts")] }]);
    expect(pickerGroups(asks, 3)).toEqual([]);
  });
  it("offers every legal ask exactly once", () => {
    const offered = pickerGroups(asks, 1).flatMap((g) => g.cards);
    expect(offered).toHaveLength(asks.filter((a) => a.target === 1).length);
  });
  it("offers a repeated ask once", () => {
    expect(pickerGroups([...asks, ...asks], 1)).toEqual(pickerGroups(asks, 1));
  });
  it("knows who may be asked and which asks are legal", () => {
    expect([...askableSeats(asks)].sort()).toEqual([1, 2]);
    expect(isLegalAsk(asks, 2, c(7, "hearts"))).toBe(true);
    expect(isLegalAsk(asks, 2, c(7, "spades"))).toBe(false);
  });
});

describe("log lines", () => {
  const line = (e: PublicEvent) => eventLine(e, NAMES);
  it("words every event", () => {
    expect(line({ type: "dealt", round: 0, first: 0 })).toBe("Round 1 dealt — South starts");
    expect(line({ type: "dealt", round: 1, first: 1 })).toBe("Round 2 dealt — East starts");
    expect(line({ type: "asked", asker: 3, target: 2, card: c(7, "hearts"), got: true })).toBe(
      "West asked North for the 7♥ — got it",
    );
    expect(line({ type: "asked", asker: 0, target: 1, card: c(12, "spades"), got: false })).toBe(
      "South asked East for the Q♠ — no; East's turn",
    );
    expect(line({ type: "deposited", seat: 1, rank: 9, points: 9 })).toBe("East deposits the 9s (+9)");
    expect(line({ type: "deposited", seat: 0, rank: 1, points: 25 })).toBe("South deposits the Aces (+25)");
    expect(line({ type: "turn_passed", from: 2, to: 3 })).toBe("North has no cards — West's turn");
    expect(line({ type: "round_over", scores: [30, 20, 50, 9], totals: [30, 20, 50, 9] })).toBe(
      "Round over: South +30, East +20, North +50, West +9",
    );
    expect(line({ type: "move_limit", moves: 10000 })).toBe(
      "This game reached 10,000 moves, the most a game can hold, so the round ended as it stood: the sets laid down score, the cards still in hand do not",
    );
    expect(line({ type: "game_over", totals: [230, 20, 50, 9], places: [1, 3, 2, 4] })).toBe("Game over: South wins");
    expect(line({ type: "game_over", totals: [230, 230, 50, 9], places: [1, 1, 3, 4] })).toBe(
      "Game over: South and East share the win",
    );
  });
  it("uses the players' names", () => {
    expect(eventLine({ type: "asked", asker: 0, target: 1, card: c(10, "clubs"), got: true }, ["Ann", "Bo", "Cy", "Di"])).toBe(
      "Ann asked Bo for the 10♣ — got it",
    );
  });
  it("plurals and places", () => {
    expect(rankPlural(11)).toBe("Jacks");
    expect(rankPlural(10)).toBe("10s");
    expect(placeText(1)).toBe("1st");
    expect(placeText(3)).toBe("3rd");
    expect(winners([2, 1, 1, 4])).toEqual([1, 2]);
  });
});

describe("seat layout", () => {
  it("puts South at the bottom, East right, North top, West left for South", () => {
    expect([0, 1, 2, 3].map((s) => seatSide(s, 0))).toEqual(["bottom", "right", "top", "left"]);
  });
  it("turns the table for another viewer (hot-seat)", () => {
    expect([0, 1, 2, 3].map((s) => seatSide(s, 1))).toEqual(["left", "bottom", "right", "top"]);
    expect(opponents(2)).toEqual([
      { seat: 1, side: "left" },
      { seat: 0, side: "top" },
      { seat: 3, side: "right" },
    ]);
  });
  it("lists opponents left, top, right", () => {
    expect(opponents(0).map((o) => o.side)).toEqual(["left", "top", "right"]);
    expect(opponents(0).map((o) => o.seat)).toEqual([3, 2, 1]);
  });
});

describe("hand and fan", () => {
  it("sorts by rank, then suit", () => {
    expect(handByRank([c(9, "clubs"), c(2, "spades"), c(2, "clubs"), c(1, "hearts")])).toEqual([
      c(1, "hearts"),
      c(2, "clubs"),
      c(2, "spades"),
      c(9, "clubs"),
    ]);
  });
  it("fits 13 cards on a phone in one row with the index showing", () => {
    const g = fanGeometry(13, 356, 70);
    expect(g.rows).toBe(1);
    expect(g.width).toBeGreaterThanOrEqual(56);
    expect(g.step).toBeGreaterThanOrEqual(20);
    expect(g.step).toBeGreaterThanOrEqual(Math.ceil(g.width * 0.42));
    expect(g.width + 12 * g.step).toBeLessThanOrEqual(356);
  });
  it("keeps the biggest cards when there is room", () => {
    expect(fanGeometry(13, 800, 84).width).toBe(84);
    expect(fanGeometry(5, 356, 70).width).toBe(70);
  });
  it("wraps a long hand onto two rows rather than shrinking the cards away", () => {
    const g = fanGeometry(26, 356, 70);
    expect(g.rows).toBe(2);
    expect(g.width).toBeGreaterThanOrEqual(56);
    expect(g.width + (g.perRow - 1) * g.step).toBeLessThanOrEqual(356);
  });
  it("centres each row", () => {
    const g = fanGeometry(3, 300, 60);
    const spots = [0, 1, 2].map((i) => fanSpot(i, 3, g, 300));
    const span = spots[2]!.left + g.width - spots[0]!.left;
    expect(Math.abs(spots[0]!.left - (300 - spots[2]!.left - g.width))).toBeLessThanOrEqual(1);
    expect(span).toBeLessThanOrEqual(300);
  });
});

describe("scores", () => {
  it("values sets", () => {
    expect([1, 2, 9, 10, 11, 12, 13].map(setPoints)).toEqual([25, 2, 9, 10, 10, 10, 10]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].reduce((s, r) => s + setPoints(r), 0)).toBe(109);
  });
  it("adds an earlier-rounds row for rounds not seen here", () => {
    expect(scoreRows([{ round: 1, scores: [10, 20, 30, 49] }], [40, 40, 60, 78])).toEqual([
      { label: "Earlier rounds", scores: [30, 20, 30, 29] },
      { label: "Round 2", scores: [10, 20, 30, 49] },
    ]);
    expect(scoreRows([{ round: 0, scores: [10, 20, 30, 49] }], [10, 20, 30, 49])).toEqual([
      { label: "Round 1", scores: [10, 20, 30, 49] },
    ]);
    expect(scoreRows([{ round: 0, scores: [100, 0, 0, 9] }], [10, 20, 30, 49])).toEqual([]);
  });
});
