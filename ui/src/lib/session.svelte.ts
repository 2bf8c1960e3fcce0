// One game session on a screen, the same for every game: the state version the screen last saw,
// whether a command is on its way, the message line and the two live regions, the screen's
// timers, a person's actions (send → show the answer, or say the refusal and re-read the game
// when it was out of date), the computer's turn loop, and `dispose()` for when the screen is
// left. A game screen makes one, passing what differs (its commands and how to show an answer).
//
// After `dispose()` nothing more happens: every timer is cancelled, and an answer still on its
// way is dropped when it arrives — it is not shown and starts no further command, so a game
// cannot go on playing itself after its screen is gone.
import type { AppInfo } from "../bindings/AppInfo";
import type { Notice } from "../bindings/Notice";
import { freshText } from "./a11y";
import { api, toApiError, type ApiError, type ErrorCode } from "./api";
import { errorText } from "./errorWords";
import { app } from "./app.svelte";
import { play } from "./sound";

/** What every game command answers with: at least the state version it produced. */
export interface Versioned {
  version: number;
}

/** How an answer is shown: a move (animated, with sound) or quietly (loading, re-reading). */
export type How = "move" | "undo" | "quiet";

/** What the game does next without a person: after `wait` ms, `run` (default: a computer move). */
export interface Turn {
  wait: number;
  run?: () => Promise<unknown>;
}

/** What differs between games. */
export interface SessionGame<R extends Versioned> {
  /** The game in progress, or null when there is none. */
  current(): Promise<R | null>;
  /** A new game, started from the state version `version`. */
  fresh(version: number): Promise<R>;
  /** Shows an answer; `from` is the version the screen showed before it. */
  show(next: R, how: How, from: number): void | Promise<void>;
  /** One computer move (games with computer players). */
  computer?(version: number): Promise<R>;
  /** Whether (and when) the game goes on by itself now; null while a person is to play. */
  turn?(): Turn | null;
  /** Refusal codes of a person's action after which the game is read anew ("stale" always is). */
  reloadOn?: readonly ErrorCode[];
  /** Refusal codes of a computer move after which the game is read anew instead of said. */
  computerReloadOn?: readonly ErrorCode[];
  /** How long a message stays (ms) and how long a refused action's reason stays. */
  messageMs?: number;
  refusalMs?: number;
  /** A refusal's words where the game can say more than its code (else `errorText`). */
  refusalText?(e: ApiError): string | null;
  /** A successful action clears the message line (else a message runs its time). */
  clearOnSuccess?: boolean;
}

/** Who else hears of the answers shown and the refusals (the guided game's coach, lib/guide.svelte.ts). */
export interface SessionCoach {
  shown(): void;
  /** A person's move was refused: by a command (its error, and the words the screen said for
   *  it) or on the page already (its words). */
  refused(refusal: ApiError | string, words?: string): void;
}

/** What the session needs from the app; tests pass their own. */
export interface SessionDeps {
  appInfo(): Promise<Pick<AppInfo, "version" | "notice">>;
  notice(notice: Notice): void;
  buzz(): void;
}

const appDeps: SessionDeps = {
  appInfo: () => api.appInfo(),
  notice: (notice) => (app.notice = notice),
  buzz: () => play("illegal"),
};

export class Session<R extends Versioned> {
  /** A command is on its way: taps wait. */
  busy = $state(false);
  /** The game could not be loaded at all (said where the board would be). */
  loadError = $state<string | null>(null);
  /** The status line's message, for a few seconds. */
  message = $state<{ text: string; kind: "info" | "error" } | null>(null);
  /** The polite live region: what happened. */
  announcement = $state("");
  /** The assertive live region: refusals. */
  alertText = $state("");
  /** The state version the screen shows; every command that changes the game carries it. */
  version = 0;
  /** The guided game's coach, while the screen has one. */
  coach: SessionCoach | null = null;

  #disposed = false;
  /** A state pushed from outside while a command was on its way: shown once it has answered. */
  #pending: R | null = null;
  #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #game: SessionGame<R>;
  readonly #deps: SessionDeps;

  constructor(game: SessionGame<R>, deps: SessionDeps = appDeps) {
    this.#game = game;
    this.#deps = deps;
  }

  /** The screen was left. */
  get disposed(): boolean {
    return this.#disposed;
  }

  /** Cancels every timer; answers still on their way are dropped when they arrive. */
  dispose(): void {
    this.#disposed = true;
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }

  /** Runs `fn` after `ms`, replacing the timer of the same name; never after `dispose()`. */
  later(name: string, ms: number, fn: () => void): void {
    this.cancel(name);
    if (this.#disposed) return;
    this.#timers.set(
      name,
      setTimeout(() => {
        this.#timers.delete(name);
        if (!this.#disposed) fn();
      }, ms),
    );
  }

  cancel(name: string): void {
    clearTimeout(this.#timers.get(name));
    this.#timers.delete(name);
  }

  /** Says `text` on the status line for `ms` and in the matching live region. */
  say(text: string, kind: "info" | "error" = "info", ms = this.#game.messageMs ?? 3500): void {
    this.message = { text, kind };
    if (kind === "error") this.alert(text);
    else this.speak(text);
    this.later("message", ms, () => (this.message = null));
  }

  /** The polite live region only. */
  speak(text: string): void {
    this.announcement = freshText(this.announcement, text);
  }

  /** The assertive live region only. */
  alert(text: string): void {
    this.alertText = freshText(this.alertText, text);
  }

  clearMessage(): void {
    this.cancel("message");
    this.message = null;
  }

  /** Shows an answer (unless the screen is gone), then lets the game go on by itself if it does. */
  async #present(next: R, how: How): Promise<void> {
    if (this.#disposed) return;
    const from = this.version;
    this.version = next.version;
    await this.#game.show(next, how, from);
    this.coach?.shown();
    this.schedule();
  }

  /**
   * Shows a state that arrived from outside (a room's other players moved): only when it is
   * newer than the one shown, and never after `dispose()`. While a command is on its way it
   * waits, and is shown after the answer if it is still the newer one.
   */
  adopt(next: R): void {
    if (this.#disposed) return;
    if (this.busy) {
      if (!this.#pending || next.version > this.#pending.version) this.#pending = next;
      return;
    }
    if (next.version <= this.version) return;
    void this.#present(next, "move");
  }

  /** The command has answered: a state pushed meanwhile is shown now if it is newer. */
  #settle(): void {
    this.busy = false;
    const pending = this.#pending;
    this.#pending = null;
    if (pending) this.adopt(pending);
  }

  /** At mount: the game in progress, or a new one. */
  async open(): Promise<void> {
    try {
      const saved = await this.#game.current();
      if (this.#disposed) return;
      if (saved) {
        await this.#present(saved, "quiet");
        return;
      }
      const info = await this.#deps.appInfo();
      if (this.#disposed) return;
      if (info.notice) this.#deps.notice(info.notice);
      this.version = info.version;
      const fresh = await this.#game.fresh(info.version);
      await this.#present(fresh, "quiet");
    } catch (e) {
      if (!this.#disposed) this.loadError = errorText(toApiError(e));
    }
  }

  /** Reads the game anew (after a refusal for an out-of-date screen). */
  async reload(): Promise<void> {
    try {
      const latest = await this.#game.current();
      if (latest) await this.#present(latest, "quiet");
    } catch (e) {
      if (!this.#disposed) this.say(errorText(toApiError(e)), "error");
    }
  }

  /**
   * A person's command with the current version. A refusal buzzes, says why (the engine's words)
   * and changes nothing; when the screen was out of date the game is read anew.
   */
  async act(call: (version: number) => Promise<R>, how: How = "move"): Promise<boolean> {
    return (await this.request(call, (next) => next, how)) !== null;
  }

  /**
   * Like `act`, for a command whose answer is not itself a game state but may carry one
   * (`adopt` picks it out, or null when the game did not change): that state is shown the same
   * way, its version then being the screen's. Answers the command's answer, or null when it was
   * refused or the screen is gone.
   */
  async request<T>(call: (version: number) => Promise<T>, adopt: (answer: T) => R | null, how: How = "move"): Promise<T | null> {
    if (this.busy || this.#disposed) return null;
    this.busy = true;
    let answer: T;
    try {
      answer = await call(this.version);
    } catch (e) {
      if (this.#disposed) return null;
      this.#settle();
      const err = toApiError(e);
      this.#deps.buzz();
      const words = this.#game.refusalText?.(err) ?? errorText(err);
      this.say(words, "error", this.#game.refusalMs ?? 4000);
      this.coach?.refused(err, words);
      if (err.code === "stale" || this.#game.reloadOn?.includes(err.code)) await this.reload();
      return null;
    }
    if (this.#disposed) return null;
    try {
      const next = adopt(answer);
      if (next) {
        if (this.#game.clearOnSuccess) this.clearMessage();
        await this.#present(next, how);
      }
      return answer;
    } finally {
      this.#settle();
    }
  }

  /** A new game; a refusal is said (no buzz) and an out-of-date screen re-read. */
  async start(call: (version: number) => Promise<R>): Promise<boolean> {
    if (this.busy || this.#disposed) return false;
    this.busy = true;
    let next: R;
    try {
      next = await call(this.version);
    } catch (e) {
      if (this.#disposed) return false;
      this.#settle();
      const err = toApiError(e);
      this.say(errorText(err), "error");
      if (err.code === "stale") await this.reload();
      return false;
    }
    if (this.#disposed) return false;
    try {
      await this.#present(next, "quiet");
      return true;
    } finally {
      this.#settle();
    }
  }

  /** Stops the game going on by itself (a dialog is open, a cover is up). */
  pause(): void {
    this.cancel("turn");
  }

  /** Arms the game's next move without a person, if it has one now (see `SessionGame.turn`). */
  schedule(): void {
    this.pause();
    const turn = this.#disposed ? null : (this.#game.turn?.() ?? null);
    if (!turn) return;
    this.later("turn", turn.wait, () => void this.#goOn());
  }

  async #goOn(): Promise<void> {
    if (this.busy) {
      this.schedule();
      return;
    }
    const turn = this.#game.turn?.() ?? null;
    if (!turn) return;
    if (turn.run) {
      await turn.run();
      return;
    }
    const computer = this.#game.computer;
    if (!computer) return;
    this.busy = true;
    let next: R;
    try {
      next = await computer(this.version);
    } catch (e) {
      if (this.#disposed) return;
      this.#settle();
      const err = toApiError(e);
      if (err.code === "stale" || this.#game.computerReloadOn?.includes(err.code)) await this.reload();
      else this.say(errorText(err), "error");
      return;
    }
    if (this.#disposed) return;
    try {
      await this.#present(next, "move");
    } finally {
      this.#settle();
    }
  }
}
