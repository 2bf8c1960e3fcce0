// The deals of the day as home, the Today screen and the end panels see them: what Rust keeps
// (`daily_info`), today's offer (`daily_day`), the page's own clock, starting a daily, and
// sending the results that wait for the board in the background (never awaited by a screen).
import type { DailyDay } from "../bindings/DailyDay";
import type { DailyGame } from "../bindings/DailyGame";
import type { DailyInfo } from "../bindings/DailyInfo";
import { api, toApiError } from "./api";
import { app } from "./app.svelte";
import { dayOf, isPlaying, type Day } from "./daily";
import { errorText } from "./errorWords";

/** What Today needs from the app (the tests pass their own). */
export interface TodayDeps {
  info(): Promise<DailyInfo>;
  send(): Promise<DailyInfo>;
  day(day: Day): Promise<DailyDay>;
  start(game: DailyGame, day: Day, version: number): Promise<number>;
  /** Reads the app's state anew (the version to start from, the games in progress). */
  refresh(): Promise<{ version: number; in_progress: readonly string[] } | null>;
  open(game: DailyGame): void;
  /** The page's clock (a browser test sets it). */
  now(): Date;
}

const appDeps: TodayDeps = {
  info: () => api.dailyInfo(),
  send: () => api.dailySend(),
  day: (day) => api.dailyDay(day),
  start: (game, day, version) => api.dailyStart(game, day, version),
  refresh: async () => {
    await app.refresh();
    return app.info;
  },
  open: (game) => app.go(game),
  now: () => new Date(),
};

export class Today {
  info = $state<DailyInfo | null>(null);
  /** Today's offer: the levels, the games without a deal. */
  offer = $state<DailyDay | null>(null);
  /** Why the dailies could not be read, in words. */
  loadError = $state<string | null>(null);
  /** Today, UTC, by the page's clock (read again on `load`). */
  day = $state<Day>("");
  /** A daily is being started. */
  starting = $state(false);

  readonly #deps: TodayDeps;
  /** Answers older than the latest asked are dropped (`daily_send` may answer after `daily_info`). */
  #asked = 0;

  constructor(deps: TodayDeps = appDeps) {
    this.#deps = deps;
    this.day = dayOf(deps.now());
  }

  /** Reads the clock, the dailies and today's offer. */
  async load(): Promise<void> {
    this.day = dayOf(this.#deps.now());
    const ask = ++this.#asked;
    try {
      const info = await this.#deps.info();
      if (ask === this.#asked) this.info = info;
      this.loadError = null;
    } catch (e) {
      this.loadError = errorText(toApiError(e));
    }
    try {
      this.offer = await this.#deps.day(this.day);
    } catch {
      // A clock before the first day (or after Rust's): no offer; the calendar says why.
      this.offer = null;
    }
  }

  /** Sends what waits for the board, in the background; its answer is the newest picture. */
  send(): void {
    const ask = ++this.#asked;
    this.#deps.send().then(
      (info) => {
        if (ask === this.#asked) this.info = info;
      },
      () => undefined, // not reached: the results wait for the next time
    );
  }

  /** Whether starting `game`'s daily of `day` would end another game in its slot. */
  async replaces(game: DailyGame, day: Day): Promise<boolean> {
    if (this.info && isPlaying(this.info.playing, game, day)) return false;
    const info = await this.#deps.refresh();
    return info?.in_progress.includes(game) ?? false;
  }

  /**
   * Plays `game`'s daily of `day`: the one being played is opened as it is; else it is started
   * (in the game's slot, from the app's state version) and its screen opened, which resumes it.
   * A refusal is thrown (an ApiError) for the screen to say.
   */
  async play(game: DailyGame, day: Day): Promise<void> {
    if (this.info && isPlaying(this.info.playing, game, day)) return this.#deps.open(game);
    if (this.starting) return;
    this.starting = true;
    try {
      const start = async () => this.#deps.start(game, day, (await this.#deps.refresh())?.version ?? 0);
      // Out of date (a game moved on since the app was read): read it again, once.
      await start().catch((e: unknown) => (toApiError(e).code === "stale" ? start() : Promise.reject(e)));
      // The new version and "Continue" for the game now in its slot.
      await this.#deps.refresh();
      this.#deps.open(game);
    } catch (e) {
      throw toApiError(e);
    } finally {
      this.starting = false;
    }
  }
}

export const today = new Today();
