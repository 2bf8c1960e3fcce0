// A Gaps game's state machine (every Gaps game; the registry's facts tell them apart): the card
// picked up or the gap chosen, the hint on the board, the long-press flash, Chinese Puzzle's
// three strikes, the dialogs, "winnable deals only", the tournament's players, the solution
// replay, and what each tap, drop, key and answer does. GapsScreen lays this out and forwards its
// events; what must touch the page (the cards' animation, the shake) comes back through `GapsPage`.
import { t } from "../../lib/i18n.svelte";
import { tick } from "svelte";
import type { DealInfo } from "../../bindings/DealInfo";
import type { GapsAction } from "../../bindings/GapsAction";
import type { GapsResponse } from "../../bindings/GapsResponse";
import type { GapsRules } from "../../bindings/GapsRules";
import type { GapsVariant } from "../../bindings/GapsVariant";
import type { HintMove } from "../../bindings/HintMove";
import type { Settings } from "../../bindings/Settings";
import type { Slot } from "../../bindings/Slot";
import { api } from "../../lib/api";
import { app } from "../../lib/app.svelte";
import { cardCode, cardName, cardShort } from "../../lib/cards";
import { GameEnd } from "../../lib/gameEnd.svelte";
import type { GuidePort } from "../../lib/guide.svelte";
import { Session, type How, type SessionDeps } from "../../lib/session.svelte";
import { play } from "../../lib/sound";
import type { GapsDialog } from "./GapsDialogs.svelte";
import { ACE_ORDERS, gapsGameUi, rulesSummary, verdictText, type GapsGameUi } from "./gapsVariants";
import { Strikes, cellAt, dropOutcome, fillOutcome, flashSlots, sameSlot, tapOutcome } from "./moves";
import { SolutionSearch } from "./solution.svelte";
import { GapsSolver } from "./solver.svelte";
import type { GapsWhy } from "../../bindings/GapsWhy";
import { whyWords } from "./why";
import { describeEvents, describeHint, statusLine } from "./words";

/** One Gaps game's commands (lib/api.ts with the variant bound; tests pass their own). */
export interface GapsCommands {
  current(): Promise<GapsResponse | null>;
  fresh(version: number, deal: number | null, rules: GapsRules | null): Promise<GapsResponse>;
  act(version: number, action: GapsAction): Promise<GapsResponse>;
  undo(version: number): Promise<GapsResponse>;
  redo(version: number): Promise<GapsResponse>;
  reshuffle(version: number): Promise<GapsResponse>;
  explain(slot: Slot): Promise<GapsWhy | null>;
  tournamentStart(version: number, player: string): Promise<GapsResponse>;
  tournamentNext(version: number, player: string): Promise<GapsResponse>;
}

/** The solver's side the controller uses (solver.svelte.ts; tests pass their own). */
export type GapsSolverPort = Pick<GapsSolver, "analysis" | "dealInfo" | "crossroads" | "shown" | "rate" | "analyse" | "winnable">;

/** What the controller needs from the page and the app. */
export interface GapsPage<Snapshot = unknown> {
  settings(): Pick<Settings, "gaps_winnable_only" | "input" | "single_key_shortcuts">;
  sound(effect: Parameters<typeof play>[0]): void;
  /** Where every card is before an answer changes the board. */
  snapshot(): Snapshot;
  /** Every card moves from where `before` saw it; a reshuffle's cards in `order`. */
  animate(before: Snapshot, order: string[]): void;
  /** An illegal tap: the tapped card shakes. */
  shake(el: HTMLElement | undefined): void;
}

/** What a key did: nothing (false), taken ("take": no default action) or also kept from the app ("stop"). */
export type KeyResult = false | "take" | "stop";

export function appCommands(variant: GapsVariant): GapsCommands {
  return {
    current: () => api.gapsCurrent(variant),
    fresh: (v, deal, rules) => api.gapsNew(variant, v, deal, rules),
    act: (v, action) => api.gapsAct(variant, v, action),
    undo: (v) => api.gapsUndo(variant, v),
    redo: (v) => api.gapsRedo(variant, v),
    reshuffle: (v) => api.gapsReshuffle(variant, v),
    explain: (slot) => api.gapsExplain(variant, slot),
    tournamentStart: (v, name) => api.gapsTournamentStart(variant, v, name),
    tournamentNext: (v, name) => api.gapsTournamentNext(variant, v, name),
  };
}

export interface GapsOptions {
  commands?: GapsCommands;
  /** The solver, made for the controller's session (default: the app's background solver). */
  solver?: (session: Session<GapsResponse>) => GapsSolverPort;
  deps?: SessionDeps;
}

export class GapsController<Snapshot = unknown> {
  response = $state<GapsResponse | null>(null);
  /** A card picked up, waiting for the tap that chooses its gap. */
  choice = $state<{ from: Slot; targets: Slot[] } | null>(null);
  /** A gap tapped, waiting for the tap that chooses the card to fill it. */
  fill = $state<{ to: Slot; fillers: Slot[] } | null>(null);
  flash = $state<Slot[]>([]);
  hintShown = $state(false);
  hintBusy = $state(false);
  dialog = $state<GapsDialog | null>(null);
  /** A winnable deal is being looked for before a new deal. */
  finding = $state(false);
  readonly end = new GameEnd();
  readonly game: GapsGameUi;
  readonly session: Session<GapsResponse>;
  readonly solver: GapsSolverPort;
  /** "Show a solution" (null in tests that pass their own solver). */
  readonly solution: SolutionSearch | null;

  readonly #strikes = new Strikes();
  readonly #commands: GapsCommands;
  readonly #page: GapsPage<Snapshot>;

  readonly view = $derived(this.response?.view ?? null);
  readonly board = $derived(this.view?.board ?? null);
  readonly over = $derived(this.board?.status === "won" || this.board?.status === "lost");
  readonly inProgress = $derived(
    !!this.view && !this.over && (this.view.moves_made > 0 || this.view.tournament !== null || (this.board?.deals_used ?? 1) > 1),
  );
  /** The analysis of the position on screen, if the solver has one. */
  readonly current = $derived.by(() => {
    const a = this.solver.analysis;
    return a && this.response && a.version === this.response.version ? a : null;
  });
  readonly hint = $derived<HintMove | null>(this.hintShown ? (this.current?.hint ?? null) : null);
  readonly verdict = $derived.by(() =>
    this.board && this.response ? verdictText(this.solver.analysis, this.response.version, this.board.status, this.game.redeal.kind) : "",
  );
  readonly canChooseRules = $derived.by(() => this.game.choosableRules && !!this.view && this.view.moves_made === 0 && !this.over);
  readonly rulesSummary = $derived(this.canChooseRules && this.view ? rulesSummary(this.view.rules) : null);

  readonly statusText = $derived.by(() => {
    if (this.session.message) return this.session.message.text;
    if (!this.board || !this.view) return this.session.loadError ?? t("common-dealing");
    return statusLine(this.board, this.game, this.#page.settings().input === "drag", this.hint, this.choice, this.fill);
  });

  constructor(variant: GapsVariant, page: GapsPage<Snapshot>, options: GapsOptions = {}) {
    this.game = gapsGameUi(variant);
    this.#page = page;
    const commands = (this.#commands = options.commands ?? appCommands(variant));
    this.session = new Session<GapsResponse>(
      {
        current: () => commands.current(),
        fresh: async (v): Promise<GapsResponse> => {
          // "Winnable deals only" holds for the very first deal too.
          const found: DealInfo | null = page.settings().gaps_winnable_only ? await this.solver.winnable(null, () => {}) : null;
          if (found) this.solver.dealInfo = found;
          return commands.fresh(v, found?.deal ?? null, null);
        },
        show: (next, how, from) => this.#show(next, how, from),
        messageMs: 2600,
        // An ace in the wrong row: the deal's ace order says which row takes which ace.
        refusalText: (e) => {
          const order = e.code === "ace_order" ? ACE_ORDERS.find((o) => o.value === this.view?.rules.ace_order) : undefined;
          return order ? t("gaps-refused-ace-order", { order: order.label, help: order.help }) : null;
        },
      },
      options.deps,
    );
    if (options.solver) {
      this.solver = options.solver(this.session);
      this.solution = null;
    } else {
      const solver = new GapsSolver(variant, this.session);
      this.solver = solver;
      this.solution = new SolutionSearch(variant, this.session, solver);
    }
  }

  #say(text: string, kind: "info" | "error" = "info", ms?: number): void {
    this.session.say(text, kind, ms);
  }

  #speak(text: string): void {
    this.session.speak(text);
  }

  clearSelection(): void {
    this.choice = null;
    this.fill = null;
    this.hintShown = false;
  }

  /** Shows a new response, animating every card from where it was. */
  async #show(next: GapsResponse, how: How, fromVersion: number): Promise<void> {
    const previous = this.response;
    const before = this.#page.snapshot();
    const wasOver = this.over;
    this.response = next;
    this.clearSelection();
    this.solver.shown(how === "move" && next.events.some((e) => e.type === "moved") ? fromVersion : null);
    if (previous?.view.deal !== next.view.deal || next.view.moves_made === 0) this.solver.rate(next.view.deal, (deal) => this.response?.view.deal === deal);
    const status = next.view.board.status;
    if (status !== "won" && status !== "lost") void this.solver.analyse();
    this.end.update(next.finished, wasOver, this.over);
    await tick();
    if (how === "quiet") return;
    const reshuffle = next.events.find((e) => e.type === "reshuffled");
    const order = reshuffle && reshuffle.type === "reshuffled" ? reshuffle.moves.map((m) => cardCode(m.card)) : [];
    this.#page.animate(before, order);
    if (next.events.some((e) => e.type === "won")) this.#page.sound("win");
    else if (reshuffle) this.#page.sound("reshuffle");
    else this.#page.sound("move");
    const text = how === "undo" ? t("gaps-taken-back") : describeEvents(next.events, previous?.view.board ?? null, this.game, next.view.board.deals_total);
    this.#speak(t("gaps-said-score", { text, score: next.view.board.score, max: next.view.board.max_score }));
    if (next.events.some((e) => e.type === "stuck") && next.view.board.can_reshuffle) {
      this.#say(t("gaps-status-stuck-redeal", { kind: this.game.redeal.kind }), "info", 3500);
    }
  }

  open(): Promise<void> {
    return this.session.open();
  }

  dispose(): void {
    this.solution?.dispose();
    this.session.dispose();
  }

  /** Runs one command with the current version; a refusal leaves the board as it was. */
  #run(call: (v: number) => Promise<GapsResponse>, how: How = "move"): Promise<boolean> {
    return this.session.act(call, how);
  }

  #act(action: GapsAction): Promise<boolean> {
    this.#strikes.reset();
    return this.#run((v) => this.#commands.act(v, action));
  }

  /**
   * An illegal tap: a buzz and a shake. SolitaireX says why at once; Chinese Puzzle says exactly
   * why (the engine's words) on the third illegal try in a row.
   */
  async #refuse(slot: Slot | null, reason: string, el?: HTMLElement): Promise<void> {
    this.#page.sound("illegal");
    this.#page.shake(el);
    this.session.coach?.refused(reason);
    if (!this.game.threeStrikes) {
      if (reason) this.#say(reason, "error");
      return;
    }
    if (!this.#strikes.illegal()) {
      // The game keeps its reason for the third try, but the buzz is said in words.
      this.session.alert(t("gaps-not-possible"));
      return;
    }
    let why = reason;
    if (slot) {
      try {
        const because = await this.#commands.explain(slot);
        if (because) why = whyWords(because);
      } catch {
        // Keep our own words.
      }
    }
    if (why) this.#say(why, "error", 5000);
  }

  #playHint(h: HintMove): void {
    this.hintShown = false;
    void this.#act({ type: "move", from: { ...h.from }, to: { ...h.to } });
  }

  /** The Hint button: shows the solver's move, or plays the one shown. */
  async askHint(): Promise<void> {
    const board = this.board;
    if (!board || this.session.busy || this.over || this.hintBusy) return;
    if (this.hint) {
      this.#playHint(this.hint);
      return;
    }
    this.hintBusy = true;
    const a = await this.solver.analyse();
    this.hintBusy = false;
    if (!a || a.version !== this.session.version) return; // the board moved on meanwhile
    if (!a.hint) {
      this.#say(board.can_reshuffle ? t("gaps-status-stuck-redeal", { kind: this.game.redeal.kind }) : t("gaps-status-stuck"));
      return;
    }
    this.choice = null;
    this.fill = null;
    this.hintShown = true;
    this.#speak(t("gaps-hint-again", { hint: describeHint(board, a.hint) }));
  }

  tap(slot: Slot, el?: HTMLElement): void {
    const board = this.board;
    if (!board || this.session.busy) return;
    if (this.hint && sameSlot(slot, this.hint.from)) {
      this.#playHint(this.hint);
      return;
    }
    this.hintShown = false;
    if (this.choice) {
      const target = this.choice.targets.find((t) => sameSlot(t, slot));
      const from = this.choice.from;
      this.choice = null;
      const cell = cellAt(board, slot);
      // A first-column slot the ace-order rule keeps from this ace: the engine says why.
      const aceSlot = board.ace_phase && slot.col === 0 && cell && !cell.card;
      if (target || aceSlot) void this.#act({ type: "move", from, to: target ?? { ...slot } });
      else this.#speak(t("gaps-put-down"));
      return; // any other tap cancels
    }
    if (this.fill) {
      const action = fillOutcome(this.fill.to, this.fill.fillers, slot);
      this.fill = null;
      if (action) void this.#act(action);
      return; // any other tap cancels
    }
    const outcome = tapOutcome(board, slot, this.game.taps);
    if (outcome.kind === "move") {
      // In drag mode a tap on a card picks it up first, so a second tap places it.
      if (this.#page.settings().input === "drag" && cellAt(board, slot)?.card && outcome.action.type === "move") {
        this.choice = { from: outcome.action.from, targets: [outcome.action.to] };
        const card = cellAt(board, slot)?.card;
        this.#speak(t("gaps-picked-one", { card: card ? cardName(card) : t("gaps-a-card") }));
        return;
      }
      void this.#act(outcome.action);
    } else if (outcome.kind === "choose") {
      this.#strikes.reset();
      this.choice = { from: outcome.from, targets: outcome.targets };
      const card = cellAt(board, outcome.from)?.card;
      this.#speak(t("gaps-picked-many", { card: card ? cardName(card) : t("gaps-a-card"), count: outcome.targets.length }));
    } else if (outcome.kind === "fill") {
      this.#strikes.reset();
      this.fill = { to: outcome.to, fillers: outcome.fillers };
      this.#speak(t("gaps-can-fill", { count: outcome.fillers.length }));
    } else {
      void this.#refuse(slot, outcome.reason, el);
    }
  }

  async drop(from: Slot, to: Slot): Promise<boolean> {
    const board = this.board;
    if (!board || this.session.busy) return false;
    this.clearSelection();
    const outcome = dropOutcome(board, from, to, this.game.taps);
    if (outcome.kind !== "move") {
      void this.#refuse(from, outcome.kind === "refuse" ? outcome.reason : "");
      return false;
    }
    return this.#act(outcome.action);
  }

  /** Long-press (Alt-click): a card flashes what it could follow; a gap, what could fill it. */
  longPress(slot: Slot): void {
    const board = this.board;
    if (!board) return;
    this.clearSelection();
    const slots = flashSlots(board, slot);
    this.flash = slots;
    this.session.later("flash", 1800, () => (this.flash = []));
    const card = cellAt(board, slot)?.card;
    if (card) {
      const name = cardShort(card);
      if (card.rank === 1) this.#say(t("gaps-follows-nothing", { card: name }));
      else {
        const prev = cardShort({ suit: card.suit, rank: card.rank - 1 });
        this.#say(slots.length > 0 ? t("gaps-can-follow", { card: name, prev }) : t("gaps-no-prev", { prev }));
      }
    } else {
      this.#say(slots.length === 0 ? t("gaps-none-here") : t("gaps-can-move-here", { count: slots.length }));
    }
  }

  // The toolbar.
  undo(): void {
    if (this.view?.can_undo) void this.#run((v) => this.#commands.undo(v), "undo");
  }

  redo(): void {
    if (this.view?.can_redo) void this.#run((v) => this.#commands.redo(v));
  }

  /** The guided game's "Show me": a move or placing the aces as a tap would, a reshuffle as its button does. */
  guided(action: GapsAction): Promise<boolean> {
    this.clearSelection();
    return action.type === "reshuffle" ? this.#run((v) => this.#commands.reshuffle(v)) : this.#act(action);
  }

  placeAces(): void {
    if (this.board?.ace_phase) void this.#act({ type: "place_aces" });
  }

  askReshuffle(): void {
    const board = this.board;
    if (!board?.can_reshuffle || this.session.busy) return;
    if (board.moves.length > 0) this.dialog = { kind: "reshuffle" };
    else this.reshuffle();
  }

  reshuffle(): void {
    this.dialog = null;
    void this.#run((v) => this.#commands.reshuffle(v));
  }

  askNewDeal(force = false): void {
    if (this.session.busy) return;
    if (this.inProgress || force || this.game.choosableRules) this.dialog = { kind: "new-deal", inProgress: this.inProgress };
    else void this.newDeal(null);
  }

  askDealRules(): void {
    if (!this.view || this.session.busy) return;
    this.dialog = { kind: "deal-rules" };
  }

  /** This deal again under other rules (the dialog's choice before the first card is placed). */
  dealRules(rules: GapsRules | null): void {
    this.dialog = null;
    if (this.view) void this.newDeal(this.view.deal, rules);
  }

  async newDeal(deal: number | null, rules: GapsRules | null = null): Promise<boolean> {
    this.dialog = null;
    this.end.finished = null;
    if (deal === null && this.#page.settings().gaps_winnable_only && !this.finding) {
      // Usually found in the background while the last deal was played; else wait for one.
      this.finding = true;
      let waited = false;
      const found = await this.solver.winnable(rules, () => {
        waited = true;
        this.#say(t("gaps-finding"), "info", 60_000);
      });
      this.finding = false;
      if (waited) this.session.clearMessage();
      if (found) {
        this.solver.dealInfo = found;
        deal = found.deal;
      } else this.#say(t("gaps-not-found"), "info", 4000);
    }
    const ok = await this.#run((v) => this.#commands.fresh(v, deal, rules));
    if (ok) this.end.hidden = false;
    return ok;
  }

  askTournament(): void {
    const view = this.view;
    if (!view || this.session.busy) return;
    if (view.tournament) this.dialog = { kind: "tournament-next" };
    else if (view.can_start_tournament) this.dialog = { kind: "tournament-start" };
    else this.dialog = { kind: "tournament-fresh" };
  }

  /** The tournament asked for a fresh deal first: deal it, then ask for the first player. */
  async freshTournament(): Promise<void> {
    this.dialog = null;
    if (await this.newDeal(null)) this.askTournament();
  }

  /** The tournament's first or next player takes the deal from the start. */
  async startPlayer(name: string): Promise<void> {
    const next = this.dialog?.kind;
    this.dialog = null;
    const ok =
      next === "tournament-start"
        ? await this.#run((v) => this.#commands.tournamentStart(v, name), "quiet")
        : await this.#run((v) => this.#commands.tournamentNext(v, name));
    if (ok) {
      this.end.hidden = false;
      this.#say(t("gaps-your-turn", { name }));
    }
  }

  /**
   * Shows a solution: of the lost game, or of the game in progress, given up for a new deal
   * (`deal`, else a winnable one found in the background if asked for, else a random one).
   */
  async showSolution(giveUp: boolean, deal: number | null = null): Promise<void> {
    if (giveUp) {
      // Let the dialog close and give focus back to its opener, which the overlay returns to.
      this.dialog = null;
      await tick();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await this.solution?.show(giveUp, deal);
  }

  /** A key the screen shell passed on (no modifier, not typed into a field, no dialog or replay). */
  key(key: string): KeyResult {
    if (key === "Escape" && (this.choice || this.fill || this.hint)) {
      this.clearSelection();
      return "stop";
    }
    if (key.length === 1 && !this.#page.settings().single_key_shortcuts) return false;
    const k = key.toLowerCase();
    if (k === "u") this.undo();
    else if (k === "r") this.redo();
    else if (k === "s") this.askReshuffle();
    else if (k === "n") this.askNewDeal();
    else if (k === "h") void this.askHint();
    else if (k === "a" && this.board?.ace_phase) this.placeAces();
    else return false;
    return "take";
  }
}

/** The guided game's adapter: a move's card and gap, the reshuffle's and the aces' buttons. */
export function gapsGuide<S>(ctl: GapsController<S>, variant: GapsVariant): GuidePort {
  const on = `[data-screen="${variant}"]`;
  return {
    game: variant,
    session: ctl.session,
    send: (action) => (action.type === "move" || action.type === "reshuffle" || action.type === "place_aces" ? ctl.guided(action) : undefined),
    canMove: () => !!ctl.board && !ctl.session.busy && !ctl.over,
    reload: () => ctl.session.reload(),
    spots: (action) => {
      if (!ctl.response) return [];
      if (action.type === "move") return [action.from, action.to].map((s) => `${on} [data-testid="cell-${s.row}-${s.col}"]`);
      if (action.type === "reshuffle") return [`${on} [data-testid="reshuffle"]`];
      if (action.type === "place_aces") return [`${on} [data-testid="place-aces"]`];
      return [];
    },
  };
}

/** The app's own settings and sound, with the screen's page hooks. */
export function appPage<S>(hooks: Omit<GapsPage<S>, "settings" | "sound">): GapsPage<S> {
  return { settings: () => app.settings, sound: play, ...hooks };
}
