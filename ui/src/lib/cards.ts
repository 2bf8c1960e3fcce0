// Card names and symbols as the UI shows them. A card in a sentence is worded by the catalogue
// ("card-name" in ui/src/locales); this module draws and codes.
import { t } from "./i18n.svelte";
import type { Card } from "../bindings/Card";
import type { Suit } from "../bindings/Suit";

const RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

export const SUIT_SYMBOLS: Record<Suit, string> = {
  clubs: "♣",
  diamonds: "♦",
  hearts: "♥",
  spades: "♠",
};

const SUIT_LETTERS: Record<Suit, string> = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };

/** The rank's code for the DOM contract and the keyboard: "A", "2" … "10", "J", "Q", "K". */
export function rankCode(rank: number): string {
  const r = RANKS[rank];
  if (r === undefined || r === "") throw new RangeError(`no rank ${rank}`);
  return r;
}

/**
 * The rank as a card's corner shows it in the player's language: numbers for 2 to 10 (printed
 * so everywhere, never in the language's own digits), the catalogue's letters for the ace and
 * the faces (German decks print B, D, K; French ones V, D, R).
 */
export function rankText(rank: number): string {
  const code = rankCode(rank);
  return rank >= 2 && rank <= 10 ? code : t(`card-corner-${rank}`);
}

/** The typed form used by the DOM contract: "7h", "10s", "Qd", "As". */
export function cardCode(card: Card | null): string {
  return card ? `${rankCode(card.rank)}${SUIT_LETTERS[card.suit]}` : "";
}

/** Short form for messages, in the player's language: "7♠", "Q♥" (German "D♥"). */
export function cardShort(card: Card): string {
  return `${rankText(card.rank)}${SUIT_SYMBOLS[card.suit]}`;
}

/** "Queen of hearts", for sentences the UI writes itself. */
export function cardName(card: Card): string {
  return t("card-name", { rank: card.rank, suit: card.suit });
}

/** The colour family a suit is drawn in, with or without four-colour suits. */
export function suitColour(suit: Suit, fourColour: boolean): "red" | "black" | "green" | "blue" {
  if (fourColour) {
    if (suit === "clubs") return "green";
    if (suit === "diamonds") return "blue";
  }
  return suit === "hearts" || suit === "diamonds" ? "red" : "black";
}
