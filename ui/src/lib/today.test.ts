import { describe, expect, it } from "vitest";
import type { DailyGame } from "../bindings/DailyGame";
import type { DailyInfo } from "../bindings/DailyInfo";
import { ApiError } from "./api";
import { Today, type TodayDeps } from "./today.svelte";

const info = (extra: Partial<DailyInfo> = {}): DailyInfo => ({ results: [], playing: [], first_day: "2026-12-01", board: false, ...extra });

/** Fake commands: every call is logged; `app` is the app's state as app_info would answer it. */
function fake(over: Partial<TodayDeps> = {}) {
  const calls: string[] = [];
  const app = { version: 7, in_progress: [] as string[] };
  const deps: TodayDeps = {
    info: async () => (calls.push("info"), info()),
    send: async () => (calls.push("send"), info({ board: true })),
    day: async (day) => (calls.push(`day ${day}`), { day, weekday: 0, soi_level: "easy", fourside_level: "beginner", unavailable: [] }),
    start: async (game, day, version) => (calls.push(`start ${game} ${day} ${version}`), version + 1),
    refresh: async () => (calls.push("refresh"), { ...app }),
    open: (game: DailyGame) => calls.push(`open ${game}`),
    now: () => new Date("2026-12-07T10:00:00Z"),
    ...over,
  };
  return { calls, app, today: new Today(deps) };
}

describe("Today", () => {
  it("reads the dailies and today's offer by the page's clock", async () => {
    const { calls, today } = fake();
    await today.load();
    expect(today.day).toBe("2026-12-07");
    expect(calls).toEqual(["info", "day 2026-12-07"]);
    expect(today.offer?.soi_level).toBe("easy");
  });

  it("starts a daily from the app's version, reads the app again and opens the game", async () => {
    const { calls, today } = fake();
    await today.load();
    await today.play("montana", "2026-12-05");
    expect(calls.slice(2)).toEqual(["refresh", "start montana 2026-12-05 7", "refresh", "open montana"]);
    expect(today.starting).toBe(false);
  });

  it("opens a daily being played as it is, without starting it again", async () => {
    const { calls, today } = fake({ info: async () => info({ playing: [{ game: "soi", day: "2026-12-07" }] }) });
    await today.load();
    expect(await today.replaces("soi", "2026-12-07")).toBe(false);
    await today.play("soi", "2026-12-07");
    expect(calls.slice(1)).toEqual(["open soi"]);
  });

  it("asks first when another game is in progress in the slot", async () => {
    const { app, today } = fake();
    await today.load();
    expect(await today.replaces("fourside", "2026-12-07")).toBe(false);
    app.in_progress = ["fourside"];
    expect(await today.replaces("fourside", "2026-12-07")).toBe(true);
  });

  it("tries once more when the version was out of date, and throws other refusals", async () => {
    let tries = 0;
    const { calls, today } = fake({
      start: async (game, day, version) => {
        calls.push(`start ${version}`);
        if (tries++ === 0) throw new ApiError("stale", "stale");
        return version + 1;
      },
    });
    await today.play("soi", "2026-12-07");
    expect(calls).toEqual(["refresh", "start 7", "refresh", "start 7", "refresh", "open soi"]);

    const done = fake({ start: async () => Promise.reject({ code: "daily_done" }) });
    await expect(done.today.play("soi", "2026-12-07")).rejects.toMatchObject({ code: "daily_done" });
    expect(done.calls).not.toContain("open soi");
    expect(done.today.starting).toBe(false);
  });

  it("sends in the background, and its answer is the newest picture unless a later read came first", async () => {
    let answer: (i: DailyInfo) => void = () => {};
    const { today } = fake({ send: () => new Promise((r) => (answer = r)) });
    today.send();
    answer(info({ board: true }));
    await Promise.resolve();
    expect(today.info?.board).toBe(true);

    const late = fake({ send: () => new Promise((r) => (answer = r)) });
    late.today.send();
    await late.today.load();
    answer(info({ board: true }));
    await Promise.resolve();
    expect(late.today.info?.board).toBe(false);
  });

  it("says why the dailies could not be read", async () => {
    const { today } = fake({ info: async () => Promise.reject({ code: "internal" }) });
    await today.load();
    expect(today.loadError).toMatch(/went wrong/);
  });
});
