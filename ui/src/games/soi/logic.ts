// Soi's pure UI logic: where each seat sits on screen, typed cards, the picker's groups, the
// log's words, the hand's fan geometry and the round-by-round score table.
import { listNames, t, words } from "../../lib/i18n.svelte";

export { listNames };
import type { Ask } from "../../bindings/Ask";
import type { Card } from "../../bindings/Card";
import type { PublicEvent } from "../../bindings/PublicEvent";
import type { Suit } from "../../bindings/Suit";
import { cardCode, cardName, cardShort, rankText } from "../../lib/cards";

export const SEAT_NAMES = ["South", "East", "North", "West"] as const;

/** A seat's compass point in the active language (seats 0–3; "Seat n" beyond). */
export function seatName(seat: number): string {
  return seat >= 0 && seat < 4 ? t(`soi-seat-${seat}`) : t("soi-seat-n", { seat });
}

/**
 * The name a seat shows: a name the player typed as it is, but the default names (the English
 * compass points the settings start with) in the active language.
 */
export function shownName(seat: number, saved: string | undefined): string {
  return saved === undefined || saved === SEAT_NAMES[seat] ? seatName(seat) : saved;
}
export const SUITS: readonly Suit[] = ["clubs", "diamonds", "hearts", "spades"];

export type Side = "bottom" | "right" | "top" | "left";
const SIDES: readonly Side[] = ["bottom", "right", "top", "left"];

/**
 * Where `seat` sits on screen when `viewer`'s hand is at the bottom. Play goes counterclockwise
 * (South, East, North, West), so the next seat after the viewer is on the right.
 */
export function seatSide(seat: number, viewer: number): Side {
  return SIDES[(((seat - viewer) % 4) + 4) % 4] ?? "bottom";
}

/** The three other seats, in the order left, top, right as the viewer sees them. */
export function opponents(viewer: number): { seat: number; side: Side }[] {
  return [3, 2, 1].map((k) => {
    const seat = (viewer + k) % 4;
    return { seat, side: seatSide(seat, viewer) };
  });
}

/** A set's points: ace 25, 2–10 their face value, jack, queen and king 10. */
export function setPoints(rank: number): number {
  if (rank === 1) return 25;
  return rank >= 10 ? 10 : rank;
}

const RANK_WORDS: Record<string, number> = { a: 1, j: 11, q: 12, k: 13, t: 10, "10": 10, "1": 10 };
const SUIT_WORDS: Record<string, Suit> = {
  c: "clubs",
  d: "diamonds",
  h: "hearts",
  s: "spades",
  "♣": "clubs",
  "♦": "diamonds",
  "♥": "hearts",
  "♠": "spades",
};

/**
 * A typed card, case-insensitive: rank (A 2–10 J Q K, also T for ten) then a suit letter
 * (c d h s) or symbol. "7h", "JD", "10s", " q ♥ " → the card; anything else → null.
 */
export function parseCard(text: string): Card | null {
  const m = /^\s*(10|[2-9akqjt])\s*([cdhs♣♦♥♠])\s*$/iu.exec(text);
  if (!m || !m[1] || !m[2]) return null;
  const r = m[1].toLowerCase();
  const rank = RANK_WORDS[r] ?? Number(r);
  const suit = SUIT_WORDS[m[2].toLowerCase()];
  if (!suit || !(rank >= 1 && rank <= 13)) return null;
  return { rank, suit };
}

/** True while `text` could still grow into a card ("1", "7", "J"): keeps the keyboard buffer. */
export function couldBeCard(text: string): boolean {
  return /^\s*(1|10|[2-9akqjt])?\s*$/iu.test(text) || parseCard(text) !== null;
}

export interface PickerGroup {
  rank: number;
  cards: Card[];
}

/**
 * The legal asks of `target`, grouped by rank (ace first) with cards in suit order, each card
 * once (the list may repeat an ask).
 */
export function pickerGroups(asks: readonly Ask[], target: number): PickerGroup[] {
  const byRank = new Map<number, Card[]>();
  for (const a of asks) {
    if (a.target !== target) continue;
    const cards = byRank.get(a.card.rank) ?? [];
    if (!cards.some((c) => c.suit === a.card.suit)) byRank.set(a.card.rank, [...cards, a.card]);
  }
  return [...byRank.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rank, cards]) => ({ rank, cards: [...cards].sort((x, y) => SUITS.indexOf(x.suit) - SUITS.indexOf(y.suit)) }));
}

/** Seats that may be asked now (they appear in the legal asks). */
export function askableSeats(asks: readonly Ask[]): Set<number> {
  return new Set(asks.map((a) => a.target));
}

/** Whether asking `target` for `card` is among the legal asks. */
export function isLegalAsk(asks: readonly Ask[], target: number, card: Card): boolean {
  return asks.some((a) => a.target === target && a.card.rank === card.rank && a.card.suit === card.suit);
}

/**
 * A rank as the messages that name a set take it: the ace and the faces as numbers (1, 11, 12,
 * 13), for the catalogue to word in the case and number each sentence needs; 2 to 10 as their
 * cards print them.
 */
export function rankArg(rank: number): string | number {
  return rank >= 2 && rank <= 10 ? rankText(rank) : rank;
}

/** "Aces", "7s", "10s", "Jacks". */
export function rankPlural(rank: number): string {
  return t("soi-rank-plural", { rank: rankArg(rank) });
}


/** The seats in first place. */
export function winners(places: readonly number[]): number[] {
  return places.flatMap((p, i) => (p === 1 ? [i] : []));
}

/** "1st", "2nd", "3rd", "4th". */
export function placeText(place: number): string {
  return t("soi-place", { place });
}

/**
 * One line of the log for a public event, e.g. "West asked North for the 7♥ — got it". The
 * engine counts rounds from 0; people from 1.
 */
export function eventLine(e: PublicEvent, names: readonly string[]): string {
  const n = (s: number) => names[s] ?? seatName(s);
  switch (e.type) {
    case "dealt":
      return t("soi-event-dealt", { round: e.round + 1, first: n(e.first) });
    case "asked":
      return t(e.got ? "soi-event-asked-got" : "soi-event-asked-missed", { asker: n(e.asker), target: n(e.target), card: cardShort(e.card) });
    case "deposited":
      return t("soi-event-deposited", { seat: n(e.seat), rank: rankArg(e.rank), points: e.points });
    case "turn_passed":
      return t("soi-event-turn-passed", { from: n(e.from), to: n(e.to) });
    case "round_over":
      return t("soi-event-round-over", { scores: e.scores.map((s, i) => t("soi-event-round-score", { name: n(i), points: s })).join(", ") });
    case "move_limit":
      return moveLimitText(e.moves);
    case "game_over": {
      const w = winners(e.places).map(n);
      return w.length > 1 ? t("soi-event-game-over-shared", { names: listNames(w) }) : t("soi-event-game-over", { name: w[0] ?? "" });
    }
  }
}

/** Why a game ended early: it reached the most moves a game may hold. */
export function moveLimitText(moves: number): string {
  return t("soi-move-limit", { moves });
}

/** The hand as shown: by rank (sets side by side), then suit. */
export function handByRank(hand: readonly Card[]): Card[] {
  return [...hand].sort((a, b) => a.rank - b.rank || SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit));
}

export interface FanGeometry {
  /** Card width and height in px. */
  width: number;
  height: number;
  /** Horizontal distance between neighbouring cards. */
  step: number;
  /** Cards per row (a long hand wraps onto a second row). */
  perRow: number;
  rows: number;
}

/**
 * The fan of `count` cards in a box `room` px wide: one row of cards as big as `maxWidth` allows
 * (down to 80% of it) with each card's index showing (0.42 of its width, enough for a "10"); a long hand wraps
 * onto a second or third row instead of shrinking further.
 */
export function fanGeometry(count: number, room: number, maxWidth: number): FanGeometry {
  const top = Math.max(30, Math.min(maxWidth, Math.floor(room / 4.2)));
  const minStep = (w: number) => Math.max(20, Math.ceil(w * 0.42));
  const fits = (w: number, perRow: number) => perRow <= 1 || (room - w) / (perRow - 1) >= minStep(w);
  // The fewest rows, then the biggest cards.
  let rows = 1;
  let width = top;
  search: for (rows = 1; rows <= 3; rows++) {
    for (width = top; width >= top * 0.8; width--) {
      if (fits(width, Math.ceil(count / rows))) break search;
    }
  }
  if (rows > 3) {
    rows = 3;
    width = Math.ceil(top * 0.8);
  }
  const perRow = Math.max(1, Math.ceil(count / rows));
  const step = perRow <= 1 ? width : Math.min(width * 0.62, Math.max(minStep(width) * 0.7, (room - width) / (perRow - 1)));
  return {
    width,
    height: Math.round(width * 1.42),
    step: Math.floor(step),
    perRow,
    rows: Math.max(1, Math.ceil(count / perRow)),
  };
}

/** Where card `i` of `count` sits in a fan: row and offset from the row's left edge. */
export function fanSpot(i: number, count: number, g: FanGeometry, room: number): { row: number; left: number } {
  const row = Math.floor(i / g.perRow);
  const inRow = Math.min(g.perRow, count - row * g.perRow);
  const span = g.width + (inRow - 1) * g.step;
  const start = Math.max(0, (room - span) / 2);
  return { row, left: Math.round(start + (i - row * g.perRow) * g.step) };
}

/** One row of the score table. */
export interface RoundRow {
  label: string;
  scores: number[];
}

/** A finished round's scores. */
export interface RoundScores {
  /** The engine's round number: 0 for the first. */
  round: number;
  scores: number[];
}

/**
 * The score table: the finished rounds seen on this device, an "Earlier rounds" row for what
 * the totals hold beyond them (a game resumed elsewhere). Empty when the history does not fit
 * the totals.
 */
export function scoreRows(rounds: readonly RoundScores[], totals: readonly number[]): RoundRow[] {
  const rows: RoundRow[] = rounds.map((r) => ({ label: t("soi-round", { round: r.round + 1 }), scores: [...r.scores] }));
  const known = [0, 1, 2, 3].map((s) => rounds.reduce((sum, r) => sum + (r.scores[s] ?? 0), 0));
  const missing = totals.map((t, s) => t - (known[s] ?? 0));
  if (missing.some((m) => m < 0)) return [];
  if (missing.some((m) => m !== 0)) rows.unshift({ label: t("soi-earlier-rounds"), scores: missing });
  return rows;
}

/** The round's end in a record, if it ended. */
export function roundOverEvent(record: readonly PublicEvent[]): Extract<PublicEvent, { type: "round_over" }> | undefined {
  for (let i = record.length - 1; i >= 0; i--) {
    const e = record[i];
    if (e && e.type === "round_over") return e;
  }
  return undefined;
}

/** The points a seat's deposited sets are worth this round. */
export function roundPoints(ranks: readonly number[]): number {
  return ranks.reduce((sum, r) => sum + setPoints(r), 0);
}

/** A stable key for a card in the DOM ("7h"). */
export const code = cardCode;

/** "Ask North for the 7 of hearts". */
export function askLabel(target: string, card: Card): string {
  return t("soi-ask-label", { target, card: cardName(card) });
}
