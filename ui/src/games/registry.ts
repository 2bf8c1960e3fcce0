// Every game of the app, once. Home, the rules screen, the settings' statistics and the router
// (App.svelte, lib/app.svelte.ts) read this list; a new game is one entry here plus its rules
// text in docs/rules/ (and, below the UI, its engine and app-side code).
//
// `kind` names the screen that plays the game (lib/screens.ts): the Gaps screen serves every
// Gaps game, told apart by the facts in `gaps`. This module is in the first bundle (home reads
// it), so it holds plain data only: no components, no rules text.
import type { GapsVariant } from "../bindings/GapsVariant";
import type { Suit } from "../bindings/Suit";
import type { TapRules } from "./gaps/moves";

interface GameBase {
  /** The name on home, the rules picker, the statistics and the game's own header. */
  name: string;
  /** Home's one-line description. */
  blurb: string;
  /** The suit drawn beside it on home. */
  suit: Suit;
  /** The file in docs/rules/ the rules screen shows. */
  rules: string;
}

/** What differs between the Gaps games on screen; the screen, the board and the logic are shared. */
export interface GapsFacts {
  /** What the game calls collecting and dealing the loose cards again. */
  redeal: { noun: string; verb: string; past: string };
  /** Several players on one deal (SolitaireX). */
  tournament: boolean;
  taps: TapRules;
  /** Illegal taps buzz; the reason is given on the third in a row (Chinese Puzzle's way). */
  threeStrikes: boolean;
  /** A locked-cards badge before each row, and the dead-gap count. */
  rowBadges: boolean;
  /** Redeals and ace order can be chosen before the first card is placed. */
  choosableRules: boolean;
}

export interface GapsGame extends GameBase {
  kind: "gaps";
  id: GapsVariant;
  gaps: GapsFacts;
}
export interface FourSideGame extends GameBase {
  kind: "fourside";
  id: "fourside";
}
export interface SoiGame extends GameBase {
  kind: "soi";
  id: "soi";
}
export type GameEntry = GapsGame | FourSideGame | SoiGame;
export type GameId = GameEntry["id"];

/** In the home screen's order (and the rules picker's). */
export const GAMES: readonly GameEntry[] = [
  {
    kind: "soi",
    id: "soi",
    name: "Soi",
    blurb: "Ask the others for cards and lay down sets of four: a game of memory.",
    suit: "spades",
    rules: "soi.md",
  },
  {
    kind: "gaps",
    id: "chinese_puzzle",
    name: "Chinese Puzzle",
    blurb: "Two decks, eight rows: patience on a grand scale.",
    suit: "diamonds",
    rules: "chinese_puzzle.md",
    gaps: {
      redeal: { noun: "Redeal", verb: "redeal", past: "Redealt" },
      tournament: false,
      taps: { gapSelects: true, headingTwosMove: false },
      threeStrikes: true,
      rowBadges: true,
      choosableRules: true,
    },
  },
  {
    kind: "gaps",
    id: "solitaire_x",
    name: "SolitaireX",
    blurb: "Slide cards into the gaps until every suit runs 2 to King.",
    suit: "hearts",
    rules: "solitairex.md",
    gaps: {
      redeal: { noun: "Reshuffle", verb: "reshuffle", past: "Reshuffled" },
      tournament: true,
      taps: { gapSelects: false, headingTwosMove: false },
      threeStrikes: false,
      rowBadges: false,
      choosableRules: false,
    },
  },
  {
    kind: "gaps",
    id: "montana",
    name: "Montana",
    blurb: "SolitaireX's deals, but a 2 may still change rows.",
    suit: "spades",
    rules: "montana.md",
    gaps: {
      redeal: { noun: "Reshuffle", verb: "reshuffle", past: "Reshuffled" },
      tournament: true,
      taps: { gapSelects: false, headingTwosMove: true },
      threeStrikes: false,
      rowBadges: false,
      choosableRules: false,
    },
  },
  {
    kind: "fourside",
    id: "fourside",
    name: "FourSide",
    blurb: "Match numbered tile edges against the computer or a friend.",
    suit: "clubs",
    rules: "fourside.md",
  },
];

export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.id);

export function isGameId(value: unknown): value is GameId {
  return GAME_IDS.some((id) => id === value);
}

/** The entry of `id`; null for anything that is not a game (a screen name, a stale history entry). */
export function gameById(id: unknown): GameEntry | null {
  return GAMES.find((g) => g.id === id) ?? null;
}

/** The Gaps game `variant`. Throws for a variant without an entry: the registry is incomplete. */
export function gapsGame(variant: GapsVariant): GapsGame {
  const entry = GAMES.find((g): g is GapsGame => g.kind === "gaps" && g.id === variant);
  if (!entry) throw new Error(`No registry entry for the Gaps game "${variant}".`);
  return entry;
}

/** "A", "A and B", "A, B and C". */
function namesList(games: readonly GameEntry[]): string {
  const names = games.map((g) => g.name);
  const last = names.pop() ?? "";
  return names.length ? `${names.join(", ")} and ${last}` : last;
}

/** The Gaps games by name, for the settings they share ("Chinese Puzzle, SolitaireX and Montana"). */
export function gapsGamesNames(): string {
  return namesList(GAMES.filter((g) => g.kind === "gaps"));
}

/** The games that hold tournaments, by name, joined with "or" ("SolitaireX or Montana"). */
export function tournamentGamesNames(): string {
  const names = namesList(GAMES.filter((g) => g.kind === "gaps" && g.gaps.tournament));
  return names.replace(/ and ([^,]*)$/, " or $1");
}

/** "solitaire_x" → "SolitaireX"; a level key like "fourside.beginner" → "FourSide (beginner)". */
export function gameTitle(key: string): string {
  const [id, level] = key.split(".");
  const name = gameById(id)?.name ?? key;
  return level ? `${name} (${level})` : name;
}
