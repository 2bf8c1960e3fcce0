// "Show a solution": asks the backend for a winning line of the game on screen and holds what the
// replay overlay shows (searching, the line, or why there is none). A game in progress is given
// up first (counted as played and not won) and the new deal that replaces it goes on the board
// through the session, as any other answer does; a refusal is said by the session and changes
// nothing.
import { formatDigits, t } from "../../lib/i18n.svelte";
import type { GapsResponse } from "../../bindings/GapsResponse";
import type { GapsVariant } from "../../bindings/GapsVariant";
import type { SolutionAnswer } from "../../bindings/SolutionAnswer";
import type { SolutionOutcome } from "../../bindings/SolutionOutcome";
import { api } from "../../lib/api";
import { app } from "../../lib/app.svelte";
import type { Session } from "../../lib/session.svelte";
import { outcomeMessage } from "./replay";
import type { GapsSolver } from "./solver.svelte";

export type FoundLine = Extract<SolutionOutcome, { type: "found" }>;

/** What the overlay shows. */
export type ReplayState = { phase: "searching" } | { phase: "found"; line: FoundLine } | { phase: "message"; text: string };

export class SolutionSearch {
  /** The overlay's content; null when it is closed. */
  state = $state<ReplayState | null>(null);

  /** Bumped on close, so that an answer to a request the player walked away from is not shown. */
  #ticket = 0;
  readonly #variant: GapsVariant;
  readonly #session: Session<GapsResponse>;
  readonly #solver: GapsSolver;

  constructor(variant: GapsVariant, session: Session<GapsResponse>, solver: GapsSolver) {
    this.#variant = variant;
    this.#session = session;
    this.#solver = solver;
  }

  /**
   * Opens the overlay and searches. `giveUp`: the game is in progress and is given up for a new
   * deal: `dealt`, else (with "winnable deals only") the one found in the background if ready.
   */
  async show(giveUp: boolean, dealt: number | null = null): Promise<void> {
    if (this.state || this.#session.busy || this.#session.disposed) return;
    const ticket = ++this.#ticket;
    this.state = { phase: "searching" };
    const winnable = giveUp && dealt === null && app.settings.gaps_winnable_only ? this.#solver.takeWinnable(null) : null;
    const deal = giveUp ? (dealt ?? winnable?.deal ?? null) : null;
    const done = this.#solver.solving();
    let answer: SolutionAnswer | null;
    try {
      // The new deal (if any) is shown even when the overlay was closed meanwhile: the game moved on.
      answer = await this.#session.request(
        (v) => api.gapsSolution(this.#variant, v, deal),
        (a) => {
          // The winnable deal's rating is known: not asked again.
          if (winnable && a.response?.view.deal === winnable.deal) this.#solver.dealInfo = winnable;
          return a.response;
        },
        "quiet",
      );
    } finally {
      done();
    }
    if (ticket !== this.#ticket || this.#session.disposed) return;
    if (!answer) {
      this.state = null; // refused: the session said why
      return;
    }
    if (answer.response) this.#session.speak(t("gaps-given-up", { deal: formatDigits(answer.response.view.deal) }));
    const outcome = answer.outcome;
    if (outcome.type === "found") this.state = { phase: "found", line: outcome };
    else {
      const text = outcomeMessage(outcome);
      this.state = text ? { phase: "message", text } : null;
    }
  }

  /** Cancel while searching: stops the search (its answer then says cancelled) and closes. */
  cancel(): void {
    if (this.state?.phase === "searching") api.gapsCancelSearch(this.#variant).catch(() => {});
    this.close();
  }

  close(): void {
    this.#ticket++;
    this.state = null;
  }

  /** The screen is gone: a search still running is stopped. */
  dispose(): void {
    if (this.state?.phase === "searching") api.gapsCancelSearch(this.#variant).catch(() => {});
    this.#ticket++;
  }
}
