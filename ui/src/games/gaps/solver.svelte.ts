// What the Gaps screen asks the solver, in the background: its view of the position on screen
// (the hint and "still winnable?"), the deal's difficulty, whether the last move lost a winnable
// deal (the crossroads warning), and, with "winnable deals only", the next winnable deal found
// while this one is played. Answers for a position no longer on screen, or that arrive after the
// screen is gone, are dropped.
//
// The backend runs one background search per game (a rating, a winnable-deal search or a
// solution), a new one cancelling the last: so ratings and searches here wait for each other,
// and for a solution search (`solving`), rather than cancel each other.
import type { Analysis } from "../../bindings/Analysis";
import type { DealInfo } from "../../bindings/DealInfo";
import type { GapsRules } from "../../bindings/GapsRules";
import type { GapsVariant } from "../../bindings/GapsVariant";
import type { Verdict } from "../../bindings/Verdict";
import { api } from "../../lib/api";
import { app } from "../../lib/app.svelte";
import { gapsGame } from "../registry";
import { losesDeal } from "./gapsVariants";

/** What the solver needs to know of the screen's session. */
interface Screen {
  readonly version: number;
  readonly disposed: boolean;
}

export class GapsSolver {
  /** The latest analysis (of the version it names). */
  analysis = $state<Analysis | null>(null);
  /** The solver's rating of the deal on screen. */
  dealInfo = $state<DealInfo | null>(null);
  /** The last move turned a winnable deal into a lost one. */
  crossroads = $state(false);
  /** A winnable deal found in the background for the next new deal. */
  nextDeal = $state<DealInfo | null>(null);
  /** The rules `nextDeal` was found for (Chinese Puzzle's redeals and ace order). */
  #nextRules = "";
  /** The tail of the game's background searches, which run one at a time. */
  #queue: Promise<unknown> = Promise.resolve();
  /** Settled when no solution search owns the game's background search. */
  #idle: Promise<void> = Promise.resolve();
  #finding: Promise<void> | null = null;

  #pending: { version: number; promise: Promise<Analysis | null> } | null = null;
  /** Verdicts by state version, and the version a player's move started from. */
  #verdicts = new Map<number, Verdict>();
  #moveBase: number | null = null;
  readonly #variant: GapsVariant;
  readonly #screen: Screen;

  constructor(variant: GapsVariant, screen: Screen) {
    this.#variant = variant;
    this.#screen = screen;
  }

  /** A new position is on screen; `moveBase` is the version a player's move started from. */
  shown(moveBase: number | null): void {
    this.crossroads = false;
    this.#moveBase = moveBase;
  }

  /** The solver's view of the position on screen (one request per version). */
  analyse(): Promise<Analysis | null> {
    const v = this.#screen.version;
    if (this.analysis?.version === v) return Promise.resolve(this.analysis);
    if (this.#pending?.version === v) return this.#pending.promise;
    const promise = api.gapsAnalyse(this.#variant).then(
      (a) => {
        this.#verdicts.set(a.version, a.verdict);
        if (this.#screen.disposed || a.version !== this.#screen.version) return null;
        this.analysis = a;
        const base = this.#moveBase;
        if (base !== null && app.settings.gaps_crossroads_warning && losesDeal(this.#verdicts.get(base), a.verdict)) {
          this.crossroads = true;
        }
        return a;
      },
      () => null,
    );
    this.#pending = { version: v, promise };
    return promise;
  }

  /** How hard the deal is; `onScreen` says whether a deal is still the one shown. */
  rate(deal: number, onScreen: (deal: number) => boolean): void {
    if (this.dealInfo?.deal === deal) {
      this.prefetch();
      return;
    }
    this.dealInfo = null;
    this.#serial(() => api.gapsDealInfo(this.#variant, deal)).then(
      (info) => {
        if (this.#screen.disposed) return;
        if (onScreen(info.deal)) this.dealInfo = info;
        this.prefetch();
      },
      () => {},
    );
  }

  /**
   * With "winnable deals only", looks for the next deal while this one is played, unless one for
   * the settings' rules is ready or on its way. A search cancelled by another answers null: the
   * next rating tries again.
   */
  prefetch(): void {
    if (this.#screen.disposed || !app.settings.gaps_winnable_only || this.#ready(null) || this.#finding) return;
    void this.#find();
  }

  /**
   * A winnable deal for `rules` (null: the settings'), used once: the one found in the
   * background, else one searched for now (`onWait` is called first, to say so). Null when none
   * was found.
   */
  async winnable(rules: GapsRules | null, onWait: () => void): Promise<DealInfo | null> {
    for (let tries = 0; !this.#ready(rules) && tries < 2; tries++) {
      if (tries === 0) onWait();
      await this.#find();
      if (this.#screen.disposed) return null;
    }
    return this.takeWinnable(rules);
  }

  /** The winnable deal found in the background for `rules`, if it is ready, used once. */
  takeWinnable(rules: GapsRules | null): DealInfo | null {
    if (!this.#ready(rules)) return null;
    const found = this.nextDeal;
    this.nextDeal = null;
    return found;
  }

  /**
   * A solution search is starting: it takes the game's background search (the backend cancels
   * whatever ran), and nothing else starts until the returned function is called.
   */
  solving(): () => void {
    let done: () => void = () => {};
    this.#idle = new Promise<void>((resolve) => (done = resolve));
    return () => {
      done();
      this.prefetch();
    };
  }

  #find(): Promise<void> {
    if (!this.#finding) {
      // The backend searches under the settings' rules as they are when the search starts.
      let rules = "";
      this.#finding = this.#serial(() => {
        rules = this.#rulesKey(null);
        return api.gapsFindWinnable(this.#variant);
      })
        .then(
          (found) => {
            if (found && !this.#screen.disposed) {
              this.nextDeal = found;
              this.#nextRules = rules;
            }
          },
          () => {},
        )
        .finally(() => (this.#finding = null));
    }
    return this.#finding;
  }

  #ready(rules: GapsRules | null): boolean {
    return this.nextDeal !== null && this.#nextRules === this.#rulesKey(rules);
  }

  /** Only a game with choosable rules (Chinese Puzzle's) needs them: a winnable deal is winnable under its rules. */
  #rulesKey(rules: GapsRules | null): string {
    if (!gapsGame(this.#variant).gaps.choosableRules) return "";
    return rules ? `${rules.deals - 1}/${rules.ace_order}` : `${app.settings.cp_redeals}/${app.settings.cp_ace_order}`;
  }

  /** Runs a background search after the ones before it and any solution search; never once the screen is gone. */
  #serial<T>(search: () => Promise<T>): Promise<T> {
    const run = this.#queue
      .then(() => this.#idle)
      .then(() => {
        if (this.#screen.disposed) throw new Error("The screen is gone.");
        return search();
      });
    this.#queue = run.catch(() => {});
    return run;
  }
}
