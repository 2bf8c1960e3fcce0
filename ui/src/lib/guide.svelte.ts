// The guided first game of each game (issue 49): a short fixed deal that Rust plays as the game's
// ordinary game, refusing every move but the script's next one. The coach is written once: this
// module reads the script (`guide_info`), works out which step is shown, words it, and answers
// what the player does; Coach.svelte shows it on the game screen. A game gives a small adapter
// (`GuidePort`): its session, how its usual path sends an action, and where an action is on
// screen. Rust keeps the truth (`made`: the script's moves made so far); the page keeps only how
// far the player has read through the explanations since.
import type { AppInfo } from "../bindings/AppInfo";
import type { DailyGame } from "../bindings/DailyGame";
import type { GuideAction } from "../bindings/GuideAction";
import type { GuideInfo } from "../bindings/GuideInfo";
import type { GuideStep } from "../bindings/GuideStep";
import type { Topic } from "../bindings/Topic";
import { api, toApiError, type ApiError } from "./api";
import { app } from "./app.svelte";
import { errorText } from "./errorWords";
import type { SessionCoach } from "./session.svelte";
import { t } from "./i18n.svelte";

// --- the steps, pure ----------------------------------------------------------------------------

/** The index of the script's (made+1)-th step with an action: the move the player is to make
 *  next; `steps.length` when every move is made. */
export function nextActionAt(steps: readonly GuideStep[], made: number): number {
  let seen = 0;
  for (let i = 0; i < steps.length; i++) {
    if (steps[i]?.action) {
      if (seen === made) return i;
      seen++;
    }
  }
  return steps.length;
}

/** The first step to show once `made` moves are made: the one after the made-th move's step. */
export function firstAfter(steps: readonly GuideStep[], made: number): number {
  if (made <= 0) return 0;
  return Math.min(nextActionAt(steps, made - 1) + 1, Math.max(steps.length - 1, 0));
}

/** The step on screen: as far as the player has read (`read`), never before the first step
 *  after the moves made and never past the next move (or the last step). */
export function stepShown(steps: readonly GuideStep[], made: number, read: number): number {
  const stop = Math.min(nextActionAt(steps, made), steps.length - 1);
  return Math.max(0, Math.min(Math.max(read, firstAfter(steps, made)), stop));
}

/** A topic's message id: "dead_gap" → "guide-dead-gap". */
const topicId = (topic: Topic): string => `guide-${topic.replace(/_/g, "-")}`;

/** What the coach says at a step: the rule it explains, then (for a move) what to do. */
export function stepWords(step: GuideStep): string {
  const explain = t(topicId(step.topic));
  return step.action ? `${explain} ${t(`${topicId(step.topic)}-do`)}` : explain;
}

/** The words of a move refused during the guided game: the step's instruction again, with the
 *  rule's own reason when the rules refused it (an "off_script" move was legal: no reason);
 *  `words`: the reason as the game screen words it (e.g. FourSide's misfit, edge by edge). */
export function wrongWords(step: GuideStep, refusal: Pick<ApiError, "code" | "detail"> | string | null, words?: string): string {
  const hint = t("guide-not-that", { hint: t(`${topicId(step.topic)}-do`) });
  const reason = typeof refusal === "string" ? refusal : refusal && refusal.code !== "off_script" ? (words ?? errorText(refusal)) : "";
  return reason ? `${hint} ${reason}` : hint;
}

/** The refusals that are no wrong move: the screen was out of date, or it was not the player's
 *  turn (the computers were still moving). */
const NOT_WRONG: readonly string[] = ["stale", "computer_turn", "human_turn", "not_your_turn", "ipc"];

/** Whether to offer `game`'s guided game on opening it: never offered, no game of it in progress,
 *  none played (a statistic of the game, or of one of its levels, "soi.easy"). */
export function shouldOffer(info: Pick<AppInfo, "guides_offered" | "in_progress" | "stats"> | null, game: DailyGame): boolean {
  if (!info || (info.guides_offered ?? []).includes(game) || info.in_progress.includes(game)) return false;
  return !Object.entries(info.stats).some(([key, stats]) => key.split(".")[0] === game && (stats?.played ?? 0) > 0);
}

// --- the coach ----------------------------------------------------------------------------------

/** What the coach needs from a game screen (its adapter). */
export interface GuidePort {
  game: DailyGame;
  /** The screen's session's live regions (the step's words and a wrong move's) and state. */
  session: { speak(text: string): void; alert(text: string): void; readonly announcement: string; readonly disposed: boolean; busy: boolean; coach: SessionCoach | null };
  /** Sends `action` the way the game's own controls do ("Show me"). */
  send(action: GuideAction): void | Promise<unknown>;
  /** The player may move now (not the computers' turn, no answer on its way). */
  canMove(): boolean;
  /** Reads the game anew (its slot now plays the guided game). */
  reload(): Promise<void>;
  /** The elements that show where `action` is, as CSS selectors (marked by Coach.svelte). */
  spots(action: GuideAction): string[];
}

/** The commands and app state the coach uses (tests pass their own). */
export interface GuideDeps {
  info(game: DailyGame): Promise<GuideInfo>;
  stop(game: DailyGame): Promise<null>;
  offered(game: DailyGame): Promise<null>;
  start(game: DailyGame, version: number): Promise<number>;
  /** The app's state read anew. */
  appInfo(): Promise<AppInfo | null>;
  /** The app's state as last read (home's, the offer's). */
  known(): AppInfo | null;
  open(game: DailyGame): void;
}

const appDeps: GuideDeps = {
  info: (game) => api.guideInfo(game),
  stop: (game) => api.guideStop(game),
  offered: (game) => api.guideOffered(game),
  start: (game, version) => api.guideStart(game, version),
  appInfo: async () => {
    await app.refresh();
    return app.info;
  },
  known: () => app.info,
  open: (game) => app.go(game),
};

/**
 * Starts `game`'s guided game in its slot (from the app's state version, read again once when
 * out of date). A refusal is thrown (an ApiError) for the screen to say.
 */
export async function startGuide(game: DailyGame, deps: GuideDeps = appDeps): Promise<void> {
  const start = async () => deps.start(game, (await deps.appInfo())?.version ?? 0);
  try {
    await start().catch((e: unknown) => (toApiError(e).code === "stale" ? start() : Promise.reject(e)));
  } catch (e) {
    throw toApiError(e);
  }
  await deps.appInfo();
}

/** Whether starting `game`'s guided game ends a game in progress (ask first, as Today does). */
export async function guideReplaces(game: DailyGame, deps: GuideDeps = appDeps): Promise<boolean> {
  const info = await deps.appInfo();
  return info?.in_progress.includes(game) ?? false;
}

export class Guide implements SessionCoach {
  /** The script and how far Rust has seen it played; null until read, or when there is none. */
  info = $state<GuideInfo | null>(null);
  /** How far the player has read the explanations (a step index; see `stepShown`). */
  read = $state(0);
  /** The first-open offer is up. */
  offering = $state(false);
  /** A wrong move's words, until the next step. */
  wrong = $state<string | null>(null);
  /** Why starting or stopping failed, in words. */
  problem = $state<string | null>(null);

  readonly port: GuidePort;
  readonly #deps: GuideDeps;
  #asked = 0;

  readonly active = $derived(!!this.info?.playing && this.info.steps.length > 0);
  readonly at = $derived(this.info ? stepShown(this.info.steps, this.info.made, this.read) : 0);
  readonly step = $derived<GuideStep | null>(this.active ? (this.info?.steps[this.at] ?? null) : null);
  /** The move the step waits for (null at an explanation). */
  readonly action = $derived<GuideAction | null>(this.step?.action ?? null);
  readonly last = $derived(!!this.info && this.at === this.info.steps.length - 1 && !this.action);
  readonly words = $derived(this.step ? stepWords(this.step) : "");

  constructor(port: GuidePort, deps: GuideDeps = appDeps) {
    this.port = port;
    this.#deps = deps;
  }

  /** Once the screen's game is loaded: the guide, if the slot plays it; else perhaps the offer. */
  async open(): Promise<void> {
    await this.refresh();
    if (this.port.session.disposed || this.active) return;
    if (shouldOffer(this.#deps.known(), this.port.game)) {
      this.offering = true;
      // Noted as soon as it is shown: "No", or leaving the screen, is an answer too.
      const known = this.#deps.known();
      if (known) known.guides_offered = [...(known.guides_offered ?? []), this.port.game];
      this.#deps.offered(this.port.game).catch(() => undefined);
    }
  }

  /**
   * Reads the script anew (after each answer the screen shows). When a move of it was made, the
   * next step is shown and said, after `said` (the move's own words) when given.
   */
  async refresh(said = ""): Promise<void> {
    const ask = ++this.#asked;
    let next: GuideInfo;
    try {
      next = await this.#deps.info(this.port.game);
    } catch {
      return; // no guide to read: none is shown
    }
    if (ask !== this.#asked || this.port.session.disposed) return;
    const before = this.info;
    const moved = !before || before.made !== next.made || before.playing !== next.playing;
    this.info = next;
    if (!moved) return;
    this.read = firstAfter(next.steps, next.made);
    this.wrong = null;
    if (this.active && this.words) this.port.session.speak(said ? `${said} ${this.words}` : this.words);
  }

  /** An answer was shown: read the script again (the move may have been the script's). */
  shown(): void {
    if (this.info?.playing) void this.refresh(this.port.session.announcement);
  }

  /** A move was refused: the step's instruction again, in the coach and said at once. */
  refused(refusal: ApiError | string, words?: string): void {
    const step = this.step;
    if (!step?.action || (typeof refusal !== "string" && NOT_WRONG.includes(refusal.code))) return;
    this.wrong = wrongWords(step, refusal, words);
    this.port.session.alert(this.wrong);
  }

  /** "Next": the following explanation, or the move it leads to. */
  next(): void {
    if (!this.info || this.action) return;
    this.read = this.at + 1;
    this.wrong = null;
    if (this.words) this.port.session.speak(this.words);
  }

  /** "Show me": the step's move, sent the way the game's own controls send it. */
  show(): void {
    const action = this.action;
    if (!action || !this.port.canMove()) return;
    this.wrong = null;
    void this.port.send(action);
  }

  /** "Skip the guide" and, at the last step, "Play on": the game on screen goes on as a normal game. */
  async stop(): Promise<void> {
    try {
      await this.#deps.stop(this.port.game);
      this.problem = null;
      if (this.info) this.info = { ...this.info, playing: false };
      this.wrong = null;
      this.port.session.speak(t("guide-stopped"));
    } catch (e) {
      this.problem = errorText(toApiError(e));
    }
  }

  /** The offer's "Yes": the guided game replaces the fresh deal on screen. */
  async accept(): Promise<void> {
    this.offering = false;
    try {
      await startGuide(this.port.game, this.#deps);
      this.problem = null;
      await this.port.reload();
      this.info = null;
      await this.refresh();
    } catch (e) {
      this.problem = errorText(toApiError(e));
    }
  }

  decline(): void {
    this.offering = false;
  }
}
