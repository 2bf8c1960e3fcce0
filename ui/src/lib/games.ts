// The four games of the app, as the home screen and the statistics show them.
import type { Suit } from "../bindings/Suit";

export interface GameEntry {
  id: "soi" | "chinese_puzzle" | "solitaire_x" | "fourside";
  name: string;
  blurb: string;
  suit: Suit;
}

export const GAMES: readonly GameEntry[] = [
  { id: "soi", name: "Soi", blurb: "Ask the others for cards and lay down sets of four: a game of memory.", suit: "spades" },
  { id: "chinese_puzzle", name: "Chinese Puzzle", blurb: "Two decks, eight rows: patience on a grand scale.", suit: "diamonds" },
  { id: "solitaire_x", name: "SolitaireX", blurb: "Slide cards into the gaps until every suit runs 2 to King.", suit: "hearts" },
  { id: "fourside", name: "FourSide", blurb: "Match numbered tile edges against the computer or a friend.", suit: "clubs" },
];

/** "solitaire_x" → "SolitaireX"; a level key like "fourside.beginner" → "FourSide (beginner)". */
export function gameTitle(key: string): string {
  const [id, level] = key.split(".");
  const name = GAMES.find((g) => g.id === id)?.name ?? key;
  return level ? `${name} (${level})` : name;
}

export function winPercent(played: number, won: number): string {
  if (played === 0) return "–";
  return `${Math.round((won / played) * 100)}%`;
}
