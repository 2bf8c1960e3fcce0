import { describe, expect, it } from "vitest";
import type { DailyGame } from "../bindings/DailyGame";
import type { DailyResult } from "../bindings/DailyResult";
import { addDays, dayOf, dayOfUnix, doneOn, monthCalendar, shareSymbols, streak, weekdayOf, type CalendarDay } from "./daily";

/** Unix seconds of a UTC moment ("2026-12-07T23:59:59"). */
const at = (iso: string) => Date.parse(`${iso}Z`) / 1000;

/** A result of `game` for `day`, finished at noon of `finished` (its own day by default). */
function result(day: string, game: DailyGame = "solitaire_x", finished = day, extra: Partial<DailyResult> = {}): DailyResult {
  return { game, day, finished_at: at(`${finished}T12:00:00`), won: true, score: 48, moves: 70, marks: [12, 12, 12, 12], board: { state: "local" }, ...extra };
}

describe("days", () => {
  it("are UTC days by the page's clock, whatever the time zone's hour", () => {
    expect(dayOf(new Date("2026-12-07T23:59:59Z"))).toBe("2026-12-07");
    expect(dayOf(new Date("2026-12-08T00:00:00Z"))).toBe("2026-12-08");
    // Half past midnight in Paris is still the day before in UTC.
    expect(dayOf(new Date("2026-12-08T00:30:00+01:00"))).toBe("2026-12-07");
    expect(dayOfUnix(at("2026-12-31T23:00:00"))).toBe("2026-12-31");
  });
  it("step across months, years and a leap day", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-11-30", 7)).toBe("2026-12-07");
  });
  it("know their weekday, Monday first", () => {
    expect(weekdayOf("2026-12-07")).toBe(0); // a Monday
    expect(weekdayOf("2026-12-13")).toBe(6);
    expect(weekdayOf("2027-01-01")).toBe(4); // a Friday
  });
});

describe("the streak", () => {
  it("counts days in a row up to today", () => {
    const rs = ["2026-12-05", "2026-12-06", "2026-12-07"].map((d) => result(d));
    expect(streak(rs, "2026-12-07")).toEqual({ current: 3, best: 3 });
  });
  it("still runs up to yesterday while today has none yet, and breaks the day after", () => {
    const rs = ["2026-12-05", "2026-12-06"].map((d) => result(d));
    expect(streak(rs, "2026-12-07")).toEqual({ current: 2, best: 2 });
    expect(streak(rs, "2026-12-08")).toEqual({ current: 0, best: 2 });
  });
  it("counts a day once, however many games were finished on it", () => {
    const rs = [result("2026-12-06"), result("2026-12-06", "soi"), result("2026-12-07", "montana")];
    expect(streak(rs, "2026-12-07")).toEqual({ current: 2, best: 2 });
  });
  it("keeps the best run apart from the current one", () => {
    const rs = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-06", "2026-12-07"].map((d) => result(d));
    expect(streak(rs, "2026-12-07")).toEqual({ current: 2, best: 4 });
  });
  it("runs across the end of a month and of a year", () => {
    const rs = ["2026-12-30", "2026-12-31", "2027-01-01"].map((d) => result(d));
    expect(streak(rs, "2027-01-01")).toEqual({ current: 3, best: 3 });
    expect(streak(rs, "2027-01-02")).toEqual({ current: 3, best: 3 });
    expect(streak(rs, "2027-01-03").current).toBe(0);
  });
  it("leaves out a day played late: it fills the calendar, not the streak", () => {
    // 6 December's game finished on the 7th: the 6th is no streak day, the 7th is (its own game).
    const late = result("2026-12-06", "montana", "2026-12-07");
    const rs = [result("2026-12-05"), late, result("2026-12-07")];
    expect(streak(rs, "2026-12-07")).toEqual({ current: 1, best: 1 });
    // Only the late one on the 7th: the 7th has no game of its own finished on it.
    expect(streak([result("2026-12-05"), late], "2026-12-07")).toEqual({ current: 0, best: 1 });
    const cells = monthCalendar({ game: "montana", results: rs, playing: [], today: "2026-12-07", firstDay: "2026-12-01" }).flat();
    expect(cells.find((c) => c?.day === "2026-12-06")?.result).toBe(late);
  });
  it("takes a game finished just before midnight UTC as on time, and one just after as late", () => {
    const justIn = result("2026-12-06", "soi", "2026-12-06", { finished_at: at("2026-12-06T23:59:59") });
    const justOut = result("2026-12-06", "soi", "2026-12-06", { finished_at: at("2026-12-07T00:00:00") });
    expect(streak([justIn], "2026-12-07").current).toBe(1);
    expect(streak([justOut], "2026-12-07").current).toBe(0);
  });
  it("is nothing without results", () => {
    expect(streak([], "2026-12-07")).toEqual({ current: 0, best: 0 });
  });
});

describe("a month's calendar", () => {
  const cell = (weeks: (CalendarDay | null)[][], day: string) => weeks.flat().find((c) => c?.day === day);

  it("lays the month out in weeks from Monday, with empty cells around it", () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthCalendar({ game: "soi", results: [], playing: [], today: "2026-12-07", firstDay: "2026-12-01" });
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toBeNull();
    expect(weeks[0]?.[1]?.day).toBe("2026-12-01");
    expect(weeks[4]?.[3]?.day).toBe("2026-12-31");
    expect(weeks[4]?.[4]).toBeNull();
    expect(weeks.flat().filter((c) => c).length).toBe(31);
  });
  it("marks done, won, today and future days; only undone days from the first to today are playable", () => {
    const rs = [result("2026-12-02", "soi", "2026-12-02", { won: false }), result("2026-12-03", "soi"), result("2026-12-03", "montana")];
    const playing = [{ game: "soi" as const, day: "2026-12-04" }];
    const weeks = monthCalendar({ game: "soi", results: rs, playing, today: "2026-12-07", firstDay: "2026-12-02" });
    expect(cell(weeks, "2026-12-01")).toMatchObject({ beforeFirst: true, playable: false, result: null });
    expect(cell(weeks, "2026-12-02")).toMatchObject({ playable: false, result: { won: false } });
    expect(cell(weeks, "2026-12-03")).toMatchObject({ playable: false, result: { won: true, game: "soi" } });
    expect(cell(weeks, "2026-12-04")).toMatchObject({ playable: true, playing: true });
    expect(cell(weeks, "2026-12-05")).toMatchObject({ playable: true, playing: false, today: false });
    expect(cell(weeks, "2026-12-07")).toMatchObject({ playable: true, today: true, future: false });
    expect(cell(weeks, "2026-12-08")).toMatchObject({ playable: false, future: true });
  });
  it("moves with the clock into the next month and year", () => {
    const rs = [result("2026-12-31", "fourside")];
    const weeks = monthCalendar({ game: "fourside", results: rs, playing: [], today: "2027-01-01", firstDay: "2026-12-01" });
    // January 2027 starts on a Friday.
    expect(weeks[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(cell(weeks, "2027-01-01")).toMatchObject({ today: true, playable: true });
    expect(cell(weeks, "2026-12-31")).toBeUndefined();
    expect(weeks.flat().filter((c) => c?.playable)).toHaveLength(1);
  });
  it("has no playable day in another month than today's", () => {
    const weeks = monthCalendar({ game: "soi", results: [], playing: [], today: "2027-01-05", firstDay: "2026-12-01", month: "2026-12" });
    expect(weeks.flat().some((c) => c?.playable)).toBe(false);
  });
  it("has none either when the clock is before the first day", () => {
    const weeks = monthCalendar({ game: "soi", results: [], playing: [], today: "2026-11-20", firstDay: "2026-12-01" });
    expect(weeks.flat().some((c) => c?.playable)).toBe(false);
  });
});

describe("the day's count", () => {
  it("is how many of the games are done that day", () => {
    const rs = [result("2026-12-07", "soi"), result("2026-12-07", "montana"), result("2026-12-06", "fourside")];
    expect(doneOn(rs, ["soi", "montana", "fourside", "solitaire_x", "chinese_puzzle"], "2026-12-07")).toBe(2);
  });
});

describe("the shared squares", () => {
  it("give a Gaps game a square a row: complete, at least half, less", () => {
    expect(shareSymbols({ game: "solitaire_x", won: false, marks: [12, 6, 5, 0] }, 12)).toBe("🟩🟨⬜⬜");
    // Chinese Puzzle's rows run ace to King: thirteen cards, seven of them half.
    expect(shareSymbols({ game: "chinese_puzzle", won: false, marks: [13, 13, 12, 7, 6, 0, 13, 1] }, 13)).toBe("🟩🟩🟨🟨⬜⬜🟩⬜");
  });
  it("give Soi four squares, as many green as five less the place", () => {
    expect(shareSymbols({ game: "soi", won: true, marks: [1] }, null)).toBe("🟩🟩🟩🟩");
    expect(shareSymbols({ game: "soi", won: false, marks: [3] }, null)).toBe("🟩🟩⬜⬜");
    expect(shareSymbols({ game: "soi", won: false, marks: [4] }, null)).toBe("🟩⬜⬜⬜");
  });
  it("give FourSide one square, green for a win", () => {
    expect(shareSymbols({ game: "fourside", won: true, marks: [] }, null)).toBe("🟩");
    expect(shareSymbols({ game: "fourside", won: false, marks: [] }, null)).toBe("⬜");
  });
});
