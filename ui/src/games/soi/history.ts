// The finished rounds' scores of the game in progress, kept on this device for the score table
// (the engine keeps totals only). Keyed by the deal (a number, or a room's deal code); a new
// game replaces the old one.
import type { RoundScores } from "./logic";

/** A deal number, or a room's deal code. */
type Deal = number | string;

const KEY = "quadrille.soi.rounds";

interface Stored {
  deal: Deal;
  rounds: Record<string, number[]>;
}

function read(): Stored | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Stored;
    return (typeof v.deal === "number" || typeof v.deal === "string") && v.rounds && typeof v.rounds === "object" ? v : null;
  } catch {
    return null;
  }
}

/** The rounds recorded for `deal`, in order. */
export function loadRounds(deal: Deal): RoundScores[] {
  const s = read();
  if (!s || s.deal !== deal) return [];
  return Object.keys(s.rounds)
    .map(Number)
    .sort((a, b) => a - b)
    .map((round) => ({ round, scores: s.rounds[String(round)] ?? [0, 0, 0, 0] }));
}

/** Remembers round `round`'s scores of the game `deal`. */
export function saveRound(deal: Deal, round: number, scores: readonly number[]): void {
  const s = read();
  const next: Stored = s && s.deal === deal ? s : { deal, rounds: {} };
  next.rounds[String(round)] = [...scores];
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full store: the table falls back to the totals.
  }
}
