import { afterEach, describe, expect, it } from "vitest";
import type { DailyDay } from "../bindings/DailyDay";
import type { DailyResult } from "../bindings/DailyResult";
import type { CalendarDay } from "./daily";
import { boardErrorText, boardStateText, dayDetail, dayLabel, formatDay, shareText, weekdayNames } from "./dailyWords";
import { useCatalogue } from "./i18n.svelte";
import german from "../locales/de.ftl?raw";
import arabic from "../locales/ar.ftl?raw";

afterEach(() => useCatalogue("en", ""));

const base: DailyResult = {
  game: "solitaire_x",
  day: "2026-12-07",
  finished_at: Date.parse("2026-12-07T18:00:00Z") / 1000,
  won: true,
  score: 48,
  moves: 70,
  marks: [12, 12, 12, 12],
  board: { state: "local" },
};

describe("dates", () => {
  it("are the UTC day, in the player's language", () => {
    expect(formatDay("2026-12-07", "full")).toMatch(/^Monday,? 7 December 2026$/);
    expect(formatDay("2027-01-01", "month")).toBe("January 2027");
    useCatalogue("de", german);
    expect(formatDay("2026-12-07", "day")).toBe("Montag, 7. Dezember");
    expect(weekdayNames()[6]?.long).toBe("Sonntag");
    // Arabic keeps the digits every number on its screens has (Latin).
    useCatalogue("ar", arabic);
    expect(formatDay("2026-12-07", "date")).toMatch(/7/);
  });
});

describe("a day's offer", () => {
  const offer: DailyDay = { day: "2026-12-13", weekday: 6, soi_level: "impossible", fourside_level: "expert", unavailable: [] };
  it("words a Gaps deal's difficulty by weekday, and the computers' level in the settings' words", () => {
    expect(dayDetail("montana", { ...offer, weekday: 0 })).toBe("Monday: gentle");
    expect(dayDetail("montana", offer)).toBe("Sunday: hardest");
    expect(dayDetail("soi", offer)).toBe("Against three computers (Impossible), first to 100 points");
    expect(dayDetail("fourside", offer)).toBe("One against the computer (Expert)");
  });
});

describe("the shared text", () => {
  it("names the game, the day, the result, score and moves, and the squares; nothing of the deal", () => {
    expect(shareText(base)).toBe("Quadrille SolitaireX, 7 December 2026\nWon · score 48 · 70 moves\n🟩🟩🟩🟩");
    const lost: DailyResult = { ...base, game: "chinese_puzzle", won: false, score: 60, moves: 1, marks: [13, 13, 7, 0, 13, 6, 8, 0] };
    expect(shareText(lost)).toBe("Quadrille Chinese Puzzle, 7 December 2026\nNot won · score 60 · 1 move\n🟩🟩🟨⬜🟩⬜🟨⬜");
    const soi: DailyResult = { ...base, game: "soi", won: false, score: 87, moves: 23, marks: [2] };
    expect(shareText(soi)).toBe("Quadrille Soi, 7 December 2026\n2nd place · 87 points · 23 asks\n🟩🟩🟩⬜");
    const fourside: DailyResult = { ...base, game: "fourside", won: true, score: 210, moves: 40, marks: [] };
    expect(shareText(fourside)).toBe("Quadrille FourSide, 7 December 2026\nWon · 210 points · 40 tiles\n🟩");
  });
  it("is in the player's language", () => {
    useCatalogue("de", german);
    const text = shareText(base);
    expect(text.split("\n")[0]).toBe("Quadrille SolitaireX, 7. Dezember 2026");
    expect(text).not.toMatch(/moves|Won/);
    expect(text.split("\n")[2]).toBe("🟩🟩🟩🟩");
  });
});

describe("the board", () => {
  it("says where the player's own result stands, and nothing for one kept on the device", () => {
    expect(boardStateText({ state: "local" })).toBeNull();
    expect(boardStateText({ state: "waiting" })).toBe("Your result is waiting to be sent to the board.");
    expect(boardStateText({ state: "recorded" })).toBe("Your result is on the board.");
    expect(boardStateText({ state: "refused", why: "not_replayed" })).toBe("The board did not take your result: it did not replay by the rules.");
    expect(boardStateText({ state: "refused", why: "something_new" })).toBe("The board did not take your result: the server refused it.");
  });
  it("words its typed errors", () => {
    expect(boardErrorText({ code: "unreachable" })).toMatch(/^Could not reach the server/);
    expect(boardErrorText({ code: "no_board" })).toMatch(/^There is no board/);
  });
});

describe("a calendar day's name", () => {
  const day = (extra: Partial<CalendarDay>): CalendarDay => ({ day: "2026-12-07", date: 7, result: null, playing: false, today: false, future: false, beforeFirst: false, playable: true, ...extra });
  it("says the date and the state", () => {
    expect(dayLabel(day({ today: true }))).toBe("Monday 7 December, today: not played yet");
    expect(dayLabel(day({ result: base, playable: false }))).toBe("Monday 7 December: won");
    expect(dayLabel(day({ result: { ...base, won: false }, playable: false }))).toBe("Monday 7 December: played, not won");
    expect(dayLabel(day({ playing: true }))).toBe("Monday 7 December: started, not finished");
  });
});
