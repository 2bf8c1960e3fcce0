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
import { hasMessage, t, words } from "../lib/i18n.svelte";

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
  /** Collecting and dealing the loose cards again: `kind` is what the game calls it (the `$kind`
   *  its messages select on), `button` the toolbar's label in the active language. */
  redeal: RedealWords;
  /** Several players on one deal (SolitaireX). */
  tournament: boolean;
  taps: TapRules;
  /** Illegal taps buzz; the reason is given on the third in a row (Chinese Puzzle's way). */
  threeStrikes: boolean;
  /** A locked-cards badge before each row, and the dead-gap count. */
  rowBadges: boolean;
  /** Redeals and ace order can be chosen before the first card is placed. */
  choosableRules: boolean;
  /** The cards of a complete row (2 to King, or ace to King): a shared daily's squares. */
  rowCards: number;
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

/** Chinese Puzzle redeals; SolitaireX and Montana reshuffle. */
export type RedealKind = "redeal" | "reshuffle";

export interface RedealWords {
  kind: RedealKind;
  readonly button: string;
}

/** What a game calls dealing the loose cards again. Each sentence about it selects on the kind,
 *  so a language words the whole sentence; the button's label is a getter, so a change of
 *  language shows at once. */
function redealWords(kind: RedealKind): RedealWords {
  return {
    kind,
    get button() {
      return t(`gaps-${kind}-button`);
    },
  };
}

/** In the home screen's order (and the rules picker's). */
export const GAMES: readonly GameEntry[] = [
  {
    kind: "soi",
    id: "soi",
    get name() {
      return t("game-soi");
    },
    get blurb() {
      return t("game-soi-blurb");
    },
    suit: "spades",
    rules: "soi.md",
  },
  {
    kind: "gaps",
    id: "chinese_puzzle",
    get name() {
      return t("game-chinese-puzzle");
    },
    get blurb() {
      return t("game-chinese-puzzle-blurb");
    },
    suit: "diamonds",
    rules: "chinese_puzzle.md",
    gaps: {
      redeal: redealWords("redeal"),
      tournament: false,
      taps: { gapSelects: true, headingTwosMove: false },
      threeStrikes: true,
      rowBadges: true,
      choosableRules: true,
      rowCards: 13,
    },
  },
  {
    kind: "gaps",
    id: "solitaire_x",
    get name() {
      return t("game-solitaire-x");
    },
    get blurb() {
      return t("game-solitaire-x-blurb");
    },
    suit: "hearts",
    rules: "solitairex.md",
    gaps: {
      redeal: redealWords("reshuffle"),
      tournament: true,
      taps: { gapSelects: false, headingTwosMove: false },
      threeStrikes: false,
      rowBadges: false,
      choosableRules: false,
      rowCards: 12,
    },
  },
  {
    kind: "gaps",
    id: "montana",
    get name() {
      return t("game-montana");
    },
    get blurb() {
      return t("game-montana-blurb");
    },
    suit: "spades",
    rules: "montana.md",
    gaps: {
      redeal: redealWords("reshuffle"),
      tournament: true,
      taps: { gapSelects: false, headingTwosMove: true },
      threeStrikes: false,
      rowBadges: false,
      choosableRules: false,
      rowCards: 12,
    },
  },
  {
    kind: "fourside",
    id: "fourside",
    get name() {
      return t("game-fourside");
    },
    get blurb() {
      return t("game-fourside-blurb");
    },
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

/** The locale lists are joined in: British English writes no comma before "and", as the
 *  app's English does. */
const listLocale = (): string => (words.lang === "en" ? "en-GB" : words.lang);

/** "A", "A and B", "A, B and C". */
function namesList(games: readonly GameEntry[]): string {
  return new Intl.ListFormat(listLocale(), { type: "conjunction" }).format(games.map((g) => g.name));
}

/** The Gaps games by name, for the settings they share ("Chinese Puzzle, SolitaireX and Montana"). */
export function gapsGamesNames(): string {
  return namesList(GAMES.filter((g) => g.kind === "gaps"));
}

/** The games that hold tournaments, by name, joined with "or" ("SolitaireX or Montana"). */
export function tournamentGamesNames(): string {
  const names = GAMES.filter((g) => g.kind === "gaps" && g.gaps.tournament).map((g) => g.name);
  return new Intl.ListFormat(listLocale(), { type: "disjunction" }).format(names);
}

/** "solitaire_x" → "SolitaireX"; a level key like "fourside.beginner" → "FourSide (beginner)". */
export function gameTitle(key: string): string {
  const [id, level] = key.split(".");
  const name = gameById(id)?.name ?? key;
  return level ? t("game-with-level", { game: name, level: hasMessage(`level-${level}`) ? t(`level-${level}`) : level }) : name;
}
