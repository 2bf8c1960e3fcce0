// Deals of the day, worked out on the page from the finished results Rust keeps: the UTC day
// by the page's clock (a test sets it), the streak, a game's month calendar and the line of
// symbols a shared result shows. No words here (dailyWords.ts) and no IPC (today.svelte.ts).
import type { DailyGame } from "../bindings/DailyGame";
import type { DailyPlaying } from "../bindings/DailyPlaying";
import type { DailyResult } from "../bindings/DailyResult";

/** A UTC day as Rust writes it: "YYYY-MM-DD". Every device agrees on the day's deal by UTC. */
export type Day = string;

const MS_PER_DAY = 86_400_000;

const ms = (day: Day): number => Date.parse(`${day}T00:00:00Z`);

/** The UTC day of a moment. */
export function dayOf(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

/** The UTC day of a moment in Unix seconds (a result's `finished_at`). */
export function dayOfUnix(seconds: number): Day {
  return dayOf(new Date(seconds * 1000));
}

/** `day` moved by `n` days (negative: back). */
export function addDays(day: Day, n: number): Day {
  return dayOf(new Date(ms(day) + n * MS_PER_DAY));
}

/** 0 Monday … 6 Sunday, as Rust's `DailyDay.weekday`. */
export function weekdayOf(day: Day): number {
  return (new Date(ms(day)).getUTCDay() + 6) % 7;
}

/** "2026-12" of "2026-12-07". */
export function monthOf(day: Day): string {
  return day.slice(0, 7);
}

/** The day of the month, 1 to 31. */
export function dateOf(day: Day): number {
  return Number(day.slice(8, 10));
}

/** A result finished on its own UTC day: only these count for the streak. */
export function onTime(result: DailyResult): boolean {
  return dayOfUnix(result.finished_at) === result.day;
}

export interface Streak {
  /** Days in a row up to today, or up to yesterday while today has none yet. */
  current: number;
  /** The longest run there has been. */
  best: number;
}

/**
 * The streak: consecutive UTC days on each of which at least one daily was finished on its own
 * day. A day played late fills in the calendar, not the streak (else it could be bought back).
 */
export function streak(results: readonly DailyResult[], today: Day): Streak {
  const days = new Set(results.filter((r) => onTime(r) && r.day <= today).map((r) => r.day));
  const runBack = (from: Day): number => {
    let n = 0;
    for (let d = from; days.has(d); d = addDays(d, -1)) n += 1;
    return n;
  };
  let best = 0;
  // A run is counted from its last day only (the day after it is not in the set).
  for (const d of days) if (!days.has(addDays(d, 1))) best = Math.max(best, runBack(d));
  const current = days.has(today) ? runBack(today) : runBack(addDays(today, -1));
  return { current, best };
}

/** `game`'s result of `day`, if it is finished. */
export function resultOf(results: readonly DailyResult[], game: DailyGame, day: Day): DailyResult | null {
  return results.find((r) => r.game === game && r.day === day) ?? null;
}

/** Whether `game`'s slot is playing the daily of `day` (the Today screen offers Continue). */
export function isPlaying(playing: readonly DailyPlaying[], game: DailyGame, day: Day): boolean {
  return playing.some((p) => p.game === game && p.day === day);
}

export interface CalendarDay {
  day: Day;
  /** The day of the month. */
  date: number;
  /** The finished result, if any (done; `won` tells a won one). */
  result: DailyResult | null;
  /** Started and not finished. */
  playing: boolean;
  today: boolean;
  future: boolean;
  beforeFirst: boolean;
  /** Not done, from the first day to today, in today's month. */
  playable: boolean;
}

/** A month of one game, Monday first: weeks of seven, `null` before the 1st and after the last. */
export type Calendar = (CalendarDay | null)[][];

export interface CalendarInput {
  game: DailyGame;
  results: readonly DailyResult[];
  playing: readonly DailyPlaying[];
  today: Day;
  firstDay: Day;
  /** "YYYY-MM"; today's month by default. Only today's month has playable days. */
  month?: string;
}

export function monthCalendar({ game, results, playing, today, firstDay, month = monthOf(today) }: CalendarInput): Calendar {
  const first = `${month}-01`;
  const days: (CalendarDay | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = first; monthOf(d) === month; d = addDays(d, 1)) {
    const result = resultOf(results, game, d);
    const future = d > today;
    const beforeFirst = d < firstDay;
    days.push({
      day: d,
      date: dateOf(d),
      result,
      playing: !result && isPlaying(playing, game, d),
      today: d === today,
      future,
      beforeFirst,
      playable: !result && !future && !beforeFirst && month === monthOf(today),
    });
  }
  while (days.length % 7 !== 0) days.push(null);
  const weeks: Calendar = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** How many of `games` are done on `day`. */
export function doneOn(results: readonly DailyResult[], games: readonly DailyGame[], day: Day): number {
  return games.filter((g) => resultOf(results, g, day)).length;
}

/** What a shared result shows of its end, without giving the deal away. */
export const SQUARE = { full: "🟩", half: "🟨", empty: "⬜" } as const;

/**
 * The line of symbols of a result: a Gaps game, a square a row (complete, at least half in
 * place, less; `rowCards` is a complete row's cards); Soi, four squares, as many green as the
 * places the person beat plus one; FourSide, one square, green for a win.
 */
export function shareSymbols(result: Pick<DailyResult, "game" | "won" | "marks">, rowCards: number | null): string {
  if (rowCards !== null) {
    return result.marks.map((inPlace) => (inPlace >= rowCards ? SQUARE.full : inPlace * 2 >= rowCards ? SQUARE.half : SQUARE.empty)).join("");
  }
  if (result.game === "soi") {
    const place = Math.min(4, Math.max(1, result.marks[0] ?? 4));
    return SQUARE.full.repeat(5 - place) + SQUARE.empty.repeat(place - 1);
  }
  return result.won ? SQUARE.full : SQUARE.empty;
}
