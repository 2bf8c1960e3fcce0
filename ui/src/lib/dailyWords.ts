// Deals of the day in words: dates in the player's language (UTC days), a day's offer, a
// result, the text a result is shared as, and where a result stands with the board.
import type { BoardState } from "../bindings/BoardState";
import type { DailyDay } from "../bindings/DailyDay";
import type { DailyGame } from "../bindings/DailyGame";
import type { DailyResult } from "../bindings/DailyResult";
import { gameById } from "../games/registry";
import type { ApiError } from "./api";
import { type CalendarDay, type Day, shareSymbols } from "./daily";
import { errorText } from "./errorWords";
import { t, words } from "./i18n.svelte";
import { numberLocale } from "./languages";

/** The locale dates are written in: the language's digits pinned; English is British, as the
 *  catalogue's English is ("Monday 7 December"). */
function dateLocale(): string {
  return numberLocale(words.lang === "en" ? "en-GB" : words.lang);
}

const FORMATS = {
  /** "Monday 7 December 2026": a heading, a shared result. */
  full: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** "Monday 7 December": a calendar day's name. */
  day: { weekday: "long", day: "numeric", month: "long" },
  /** "7 December 2026": a board's title, a dialog's question. */
  date: { day: "numeric", month: "long", year: "numeric" },
  /** "December 2026": a calendar's caption. */
  month: { month: "long", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A UTC day in the player's language. */
export function formatDay(day: Day, style: keyof typeof FORMATS): string {
  return new Intl.DateTimeFormat(dateLocale(), { ...FORMATS[style], timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** The weekdays Monday first, short ("Mon") and long ("Monday"), for a calendar's heads. */
export function weekdayNames(): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(dateLocale(), { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(dateLocale(), { weekday: "long", timeZone: "UTC" });
  // 2026-11-30 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 30 + i, 12));
    return { short: short.format(date), long: long.format(date) };
  });
}

/** A game's name, from the registry (the daily games are the registry's). */
export function dailyGameName(game: DailyGame): string {
  return gameById(game)?.name ?? game;
}

/** A complete row's cards when `game` is a Gaps game, else null. */
export function rowCards(game: DailyGame): number | null {
  const entry = gameById(game);
  return entry?.kind === "gaps" ? entry.gaps.rowCards : null;
}

/** What `game` offers on `offer`'s day: a Gaps deal's difficulty by weekday, the computers' level. */
export function dayDetail(game: DailyGame, offer: DailyDay): string {
  if (game === "soi") return t("today-soi-detail", { level: t(`level-${offer.soi_level}`), target: 100 });
  if (game === "fourside") return t("today-fourside-detail", { level: t(`level-${offer.fourside_level}`) });
  return t("today-gaps-difficulty", { weekday: offer.weekday });
}

/** A finished daily on the Today screen: "Won, score 48". */
export function resultText(result: DailyResult): string {
  return t("today-result", { won: result.won ? "yes" : "no", score: result.score });
}

/** What a result says on its second line when shared, by the kind of game. */
function shareLine(result: DailyResult): string {
  const { score, moves } = result;
  const won = result.won ? "yes" : "no";
  if (result.game === "soi") return t("share-text-soi", { place: result.marks[0] ?? 4, score, moves });
  if (result.game === "fourside") return t("share-text-fourside", { won, score, moves });
  return t("share-text-gaps", { won, score, moves });
}

/**
 * The text a result is shared as, in the player's language: the game and its day, the result,
 * score and moves, and a line of squares. Nothing of the deal itself, so it spoils nothing.
 */
export function shareText(result: DailyResult): string {
  const title = t("share-text-title", { game: dailyGameName(result.game), date: formatDay(result.day, "date") });
  return [title, shareLine(result), shareSymbols(result, rowCards(result.game))].join("\n");
}

/** Where the player's own result stands with the board; null when it stays on this device. */
export function boardStateText(board: BoardState): string | null {
  if (board.state === "waiting") return t("board-yours-waiting");
  if (board.state === "recorded") return t("board-yours-recorded");
  if (board.state === "refused") return t("board-yours-refused", { why: board.why });
  return null;
}

/** Why a board could not be shown: the server not reached is the board's own words. */
export function boardErrorText(e: Pick<ApiError, "code">): string {
  return e.code === "unreachable" ? t("board-unreachable") : errorText(e);
}

/** A calendar day's state, as its marks and accessible name tell it. */
export type DayState = "won" | "done" | "playing" | "open" | "closed";

export function dayState(d: CalendarDay): DayState {
  if (d.result) return d.result.won ? "won" : "done";
  if (d.playing) return "playing";
  return d.playable ? "open" : "closed";
}

/** A calendar day's accessible name: its date and its state ("Monday 7 December: won"). */
export function dayLabel(d: CalendarDay): string {
  return t("today-day-label", { date: formatDay(d.day, "day"), state: dayState(d), today: d.today ? "yes" : "no" });
}
