// What the Gaps screen asks the solver, in the background: its view of the position on screen
// (the hint and "still winnable?"), the deal's difficulty, and whether the last move lost a
// winnable deal (the crossroads warning). Answers for a position no longer on screen, or that
// arrive after the screen is gone, are dropped.
import type { Analysis } from "../../bindings/Analysis";
import type { DealInfo } from "../../bindings/DealInfo";
import type { GapsVariant } from "../../bindings/GapsVariant";
import type { Verdict } from "../../bindings/Verdict";
import { api } from "../../lib/api";
import { app } from "../../lib/app.svelte";
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
    if (this.dealInfo?.deal === deal) return;
    this.dealInfo = null;
    api.gapsDealInfo(this.#variant, deal).then(
      (info) => {
        if (!this.#screen.disposed && onScreen(info.deal)) this.dealInfo = info;
      },
      () => {},
    );
  }
}
