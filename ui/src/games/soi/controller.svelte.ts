// Soi's state machine: whom the keyboard aims at, the card picker, the typed card, the demo's
// Stop/Play and Faster, the hot-seat cover, the round scores kept on this device, the sheets,
// the new-game question, and what each tap, key and answer does. SoiScreen lays this out and
// forwards its events; what must touch the page (the flying card, focus, the log's scroll)
// comes back through `SoiPage`.
import { t } from "../../lib/i18n.svelte";
import type { Card } from "../../bindings/Card";
import type { Settings } from "../../bindings/Settings";
import type { SoiAction } from "../../bindings/SoiAction";
import type { SoiResponse } from "../../bindings/SoiResponse";
import type { SoiSetup } from "../../bindings/SoiSetup";
import type { SoiView } from "../../bindings/SoiView";
import { api } from "../../lib/api";
import type { LiveRoom } from "../../lib/room.svelte";
import { computerSeats, seatNames } from "../../lib/roomView";
import { onlyAtHome, tableCommands, type TableCommands } from "../../lib/table";
import { app } from "../../lib/app.svelte";
import { cardCode, cardName } from "../../lib/cards";
import type { Box } from "../../lib/flip";
import { GameEnd } from "../../lib/gameEnd.svelte";
import type { GuidePort } from "../../lib/guide.svelte";
import { Session, type SessionDeps, type Turn } from "../../lib/session.svelte";
import { play } from "../../lib/sound";
import { loadRounds, saveRound } from "./history";
import {
  SEAT_NAMES,
  shownName,
  askableSeats,
  couldBeCard,
  eventLine,
  isLegalAsk,
  listNames,
  opponents,
  parseCard,
  winners,
  type RoundScores,
} from "./logic";

/** Soi's commands: its table's (lib/table.ts) and a new game from the settings (tests pass their own). */
export interface SoiCommands extends TableCommands<SoiResponse, SoiAction> {
  fresh(version: number): Promise<SoiResponse>;
}

/** What the controller needs from the page and the app. */
export interface SoiPage {
  settings(): Pick<Settings, "soi_delay_ms" | "single_key_shortcuts">;
  sound(effect: Parameters<typeof play>[0]): void;
  /** Where a card sits in a seat's hand now (before the table changes), for the flight. */
  spot(seat: number, card: Card, index: number | null): Box | null;
  /** The handed-over card flies from the giver to the asker. */
  fly(ask: { asker: number; target: number; card: Card }, from: Box | null, toIndex: number | null): void;
  /** Keeps the log's newest line in sight (after the page has updated). */
  scrollLog(): void;
  /** Real focus to a seat (the arrows moved the choice). */
  focusSeat(seat: number): void;
}

/** What a key did: nothing (false), taken ("take": no default action) or also kept from the app ("stop"). */
export type KeyResult = false | "take" | "stop";

/** Soi at this device's own table, or at the table of the room `live`. */
export function soiCommands(live: LiveRoom | null = null): SoiCommands {
  // A room's game is dealt by its host.
  return { ...tableCommands("soi", live), fresh: (v) => (live ? onlyAtHome() : api.soiNew(v, null)) };
}

export class SoiController {
  response = $state<SoiResponse | null>(null);
  /** The opponent the keyboard (and the last tap) aims at; the picker's target when open. */
  selected = $state<number | null>(null);
  pickerFor = $state<number | null>(null);
  typed = $state("");
  fast = $state(false);
  /** Demo: stopped by the person watching. */
  stopped = $state(false);
  cover = $state<number | null>(null);
  sheet = $state<"scores" | "memory" | null>(null);
  confirmNew = $state(false);
  rounds = $state<RoundScores[]>([]);
  readonly end = new GameEnd();
  readonly session: Session<SoiResponse>;

  readonly #commands: SoiCommands;
  readonly #page: SoiPage;
  #unwatch: (() => void) | null = null;

  readonly view = $derived(this.response ? viewOf(this.response) : null);
  readonly setup = $derived(this.response ? setupOf(this.response) : null);
  readonly names = $derived(SEAT_NAMES.map((_, seat) => shownName(seat, this.setup?.names[seat])));
  readonly viewer = $derived(this.response ? viewerOf(this.response) : 0);
  readonly demo = $derived(!this.remote && !!this.setup && this.setup.computers.every(Boolean));
  readonly humans = $derived(this.setup ? this.setup.computers.filter((c) => !c).length : 1);
  readonly gameOver = $derived(!!this.view?.game_over);
  readonly roundOver = $derived(!!this.view?.round_over && !this.gameOver);
  readonly viewerIsComputer = $derived(!!this.setup?.computers[this.viewer]);
  readonly humanTurn = $derived(!!this.response && humanTurnOf(this.response) && !viewOf(this.response).game_over);
  readonly computerTurn = $derived(!!this.response && this.#computerToMove(this.response) && !this.view?.round_over && !this.view?.game_over);
  readonly askable = $derived(this.humanTurn && this.view ? askableSeats(this.view.asks) : new Set<number>());
  readonly inProgress = $derived(
    !!this.view && !this.view.game_over && (this.view.round > 0 || this.view.record.some((e) => e.type === "asked")),
  );

  readonly statusText = $derived.by(() => {
    const { view, setup, names } = this;
    if (this.session.message) return this.session.message.text;
    if (!view || !setup) return this.session.loadError ?? t("common-dealing");
    if (this.gameOver) {
      const w = winners(view.places).map((s) => names[s] ?? "");
      return w.length > 1 ? t("soi-status-shared-win", { names: listNames(w) }) : t("soi-status-wins", { name: w[0] ?? "" });
    }
    if (view.round_over) return t("soi-status-round-over");
    const mover = view.to_move;
    if (mover === null) return "";
    if (this.demo) return this.stopped ? t("soi-status-demo-stopped") : t("soi-status-demo", { name: names[mover] ?? "" });
    if (this.computerTurn) return t("soi-status-thinking", { name: names[mover] ?? "" });
    if (this.humanTurn) {
      if (this.typed) return t("soi-status-ask-typed", { name: names[this.selected ?? -1] ?? "…", typed: this.typed });
      return this.humans > 1 && !this.remote ? t("soi-status-tap-named", { name: names[mover] ?? "" }) : t("soi-status-your-turn");
    }
    return t("soi-status-to-ask", { name: names[mover] ?? "" });
  });

  constructor(page: SoiPage, commands: SoiCommands = soiCommands(), deps?: SessionDeps) {
    this.#page = page;
    this.#commands = commands;
    this.session = new Session<SoiResponse>(
      {
        current: () => commands.current(),
        fresh: (v) => commands.fresh(v),
        show: (next, how) => this.#show(next, how === "quiet" ? "quiet" : "move"),
        computer: (v) => commands.computer(v),
        turn: () => this.#nextTurn(),
        reloadOn: ["computer_turn", "not_your_turn"],
        computerReloadOn: ["human_turn"],
        refusalMs: 5000,
        clearOnSuccess: true,
      },
      deps,
    );
  }

  /** A room plays this game (see `SoiCommands.remote`). */
  get remote(): boolean {
    return this.#commands.remote ?? false;
  }

  /** The computers' pace: the message delay setting, or quick while Faster is on. */
  get delay(): number {
    return this.fast ? 60 : Math.min(600, Math.max(200, this.#page.settings().soi_delay_ms ?? 400));
  }

  #say(text: string, kind: "info" | "error" = "info"): void {
    this.session.say(text, kind);
  }

  heldOf(rank: number): number {
    return this.view ? this.view.hand.filter((c) => c.rank === rank).length : 0;
  }

  /** Shows an answer: remembers round scores, animates the hand-over, logs, covers for hot-seat. */
  #show(next: SoiResponse, how: "move" | "quiet"): void {
    const previous = this.response;
    const view = viewOf(next);
    const events = next.table.events;
    const viewer = viewerOf(next);
    // Before the table changes: where the handed-over card is now.
    const gotAsk = events.find((e) => e.type === "asked" && e.got);
    const from =
      how === "move" && gotAsk && gotAsk.type === "asked" && previous
        ? this.#page.spot(gotAsk.target, gotAsk.card, next.fan?.from_index ?? null)
        : null;
    this.response = next;
    this.end.update(next.finished, !!previous && viewOf(previous).game_over, view.game_over);
    this.#keepRounds(next, previous);
    if (gotAsk && gotAsk.type === "asked" && how === "move") this.#page.fly(gotAsk, from, next.fan?.to_index ?? null);
    if (how === "move") {
      if (events.some((e) => e.type === "game_over")) this.#page.sound("win");
      else if (events.some((e) => e.type === "deposited")) this.#page.sound("reshuffle");
      else if (gotAsk) this.#page.sound("move");
    }
    const setup = setupOf(next);
    if (events.length > 0) this.session.speak(events.map((e) => eventLine(e, setup.names.map((n, seat) => shownName(seat, n)))).join(". "));
    // Hot-seat: the next person's hand stays hidden until they take the device (in a room,
    // every person has a device of their own). The device passes when the hand shown changes.
    const people = this.remote ? 1 : setup.computers.filter((c) => !c).length;
    const passed = !!previous && viewerOf(previous) !== viewer;
    if (people > 1 && !view.game_over && (passed || (how === "quiet" && !previous))) this.cover = viewer;
    if (people <= 1 || view.game_over) this.cover = null;
    if (this.pickerFor !== null && (!humanTurnOf(next) || !view.asks.some((a) => a.target === this.pickerFor))) this.pickerFor = null;
    if (this.selected === null || view.counts[this.selected] === 0 || this.selected === viewer) this.selected = firstOpponent(next);
    if (!this.#computerToMove(next)) this.fast = false;
    this.#page.scrollLog();
  }

  /**
   * The finished rounds' scores for the score table. On this device's own game they are kept
   * by deal number across restarts; a room tells no deal number before the end, so its rounds
   * are kept for as long as the screen is open.
   */
  #keepRounds(next: SoiResponse, previous: SoiResponse | null): void {
    const view = viewOf(next);
    const over = view.record.find((e) => e.type === "round_over");
    if (this.remote) {
      if (over && over.type === "round_over" && !this.rounds.some((r) => r.round === view.round))
        this.rounds = [...this.rounds, { round: view.round, scores: [...over.scores] }];
      return;
    }
    if (!previous || previous.deal !== next.deal) this.rounds = loadRounds(next.deal);
    if (over && over.type === "round_over" && !this.rounds.some((r) => r.round === view.round)) {
      saveRound(next.deal, view.round, over.scores);
      this.rounds = loadRounds(next.deal);
    }
  }

  /** The next computer ask after the message delay; a demo also deals the next round itself. */
  #nextTurn(): Turn | null {
    const response = this.response;
    if (!response || this.confirmNew || this.cover !== null) return null;
    const v = viewOf(response);
    if (this.demo && !this.stopped && v.round_over && !v.game_over) return { wait: this.fast ? 600 : 2200, run: () => this.act({ type: "next_round" }) };
    if (!this.#computerToMove(response) || v.round_over || v.game_over || (this.demo && this.stopped)) return null;
    return { wait: this.delay };
  }

  open(): Promise<void> {
    // A room's pushes (the others' moves) are shown like answers, when newer (Session.adopt).
    this.#unwatch ??= this.#commands.watch?.((next) => this.session.adopt(next)) ?? null;
    return this.session.open();
  }

  dispose(): void {
    this.#unwatch?.();
    this.#unwatch = null;
    this.session.dispose();
  }

  /** A person's ask or the next round. A refusal says why and changes nothing. */
  act(action: SoiAction): Promise<boolean> {
    return this.session.act((v) => this.#commands.act(v, action));
  }

  ask(target: number, card: Card): void {
    if (!this.view) return;
    this.pickerFor = null;
    this.typed = "";
    void this.act({ type: "ask", asker: this.view.seat, target, card });
  }

  tapSeat(seat: number): void {
    const view = this.view;
    if (!view || this.cover !== null) return;
    this.selected = seat;
    if (view.round_over || view.game_over) return;
    if (this.demo) {
      this.#say(t("soi-say-demo"));
      return;
    }
    if (!this.humanTurn) {
      const mover = view.to_move;
      this.#say(mover === null ? t("soi-say-wait") : t("soi-say-wait-for", { name: this.names[mover] ?? "" }));
      return;
    }
    if (!this.askable.has(seat)) {
      this.#say(t("soi-say-no-cards", { name: this.names[seat] ?? "" }));
      return;
    }
    this.pickerFor = seat;
  }

  /** Focus reached a seat (by Tab): a typed card asks that seat, as one reached by the arrows. */
  focusSeat(seat: number): void {
    if (this.view && seat !== this.viewer) this.selected = seat;
  }

  /** Desktop: a typed card and Enter asks the selected opponent. */
  submitTyped(): void {
    const view = this.view;
    const card = parseCard(this.typed);
    if (!view) return;
    if (!card) {
      this.#say(t("soi-say-not-a-card", { typed: this.typed }), "error");
      this.typed = "";
      return;
    }
    const target = this.pickerFor ?? this.selected;
    if (!this.humanTurn) {
      this.#say(t("soi-say-not-your-turn"), "error");
      this.typed = "";
      return;
    }
    if (target === null) {
      this.#say(t("soi-say-tap-first"));
      return;
    }
    if (!isLegalAsk(view.asks, target, card)) {
      // Let the engine say why (it knows the exact reason).
      this.typed = "";
      void this.act({ type: "ask", asker: view.seat, target, card });
      return;
    }
    this.ask(target, card);
  }

  #cycleSelected(dir: 1 | -1): void {
    const view = this.view;
    if (!view) return;
    const order = opponents(this.viewer)
      .map((o) => o.seat)
      .filter((s) => (view.counts[s] ?? 0) > 0);
    if (order.length === 0) return;
    const i = this.selected === null ? -1 : order.indexOf(this.selected);
    const seat = order[(i + dir + order.length) % order.length] ?? null;
    this.selected = seat;
    if (seat === null) return;
    // Focus moves with the choice (the seat says it is selected), and the choice is spoken.
    this.session.speak(this.typed ? t("soi-say-ask", { name: this.names[seat] ?? "", card: typedName(this.typed) }) : t("soi-say-selected", { name: this.names[seat] ?? "" }));
    this.#page.focusSeat(seat);
  }

  /** Typing changed: a whole card is spoken with whom it would ask. */
  #setTyped(next: string): void {
    this.typed = next;
    this.session.clearMessage();
    const card = parseCard(next);
    if (!card) return;
    // Whom it asks, when a player is selected; a sentence of its own otherwise, so that no
    // language has to fit "a player" into the place of a name.
    const name = this.selected === null ? undefined : this.names[this.selected];
    this.session.speak(name === undefined ? t("soi-say-ask-enter-anyone", { card: cardName(card) }) : t("soi-say-ask-enter", { name, card: cardName(card) }));
  }

  /** A key the screen shell passed on (no modifier, not typed into a field, no dialog or sheet, no cover). */
  key(key: string): KeyResult {
    if (!this.view) return false;
    if (key === "Escape" && this.typed) {
      this.typed = "";
      return "stop";
    }
    if (key === "Enter" && this.typed) {
      this.submitTyped();
      return "take";
    }
    if (key === "Backspace" && this.typed) {
      this.typed = this.typed.slice(0, -1);
      return "take";
    }
    if (this.pickerFor === null && (key === "ArrowLeft" || key === "ArrowRight")) {
      this.#cycleSelected(key === "ArrowRight" ? 1 : -1);
      return "take";
    }
    // Typing a card is a character-key shortcut: off with the single-key shortcuts setting.
    if (this.#page.settings().single_key_shortcuts && key.length === 1 && /[0-9a-z♣♦♥♠]/iu.test(key)) {
      const next = this.typed + key;
      if (couldBeCard(next)) {
        this.#setTyped(next);
        return "take";
      }
      if (couldBeCard(key)) {
        this.#setTyped(key);
        return "take";
      }
    }
    return false;
  }

  reveal(): void {
    this.cover = null;
    this.session.schedule();
  }

  async newGame(): Promise<void> {
    this.confirmNew = false;
    if (this.remote) return;
    await this.#deal((v) => this.#commands.fresh(v));
  }

  /** "Play again": the same table dealt again (in a room, once every person has asked). */
  async playAgain(): Promise<void> {
    if (this.remote) {
      await this.session.act((v) => this.#commands.again(v), "quiet");
      return;
    }
    await this.#deal((v) => this.#commands.again(v));
  }

  async #deal(deal: (version: number) => Promise<SoiResponse>): Promise<void> {
    this.session.pause();
    await this.session.start(async (v) => {
      const next = await deal(v);
      this.end.reset();
      this.fast = false;
      this.stopped = false;
      this.session.clearMessage();
      this.typed = "";
      this.pickerFor = null;
      return next;
    });
  }

  askNew(): void {
    if (this.remote) return;
    if (this.inProgress) {
      this.session.pause();
      this.confirmNew = true;
    } else void this.newGame();
  }

  keepPlaying(): void {
    this.confirmNew = false;
    this.session.schedule();
  }

  toggleDemo(): void {
    this.stopped = !this.stopped;
    this.session.schedule();
  }

  toggleFast(): void {
    this.fast = !this.fast;
    this.session.schedule();
  }

  /** A computer is to move and this side moves it (a room moves its computers itself). */
  #computerToMove(r: SoiResponse): boolean {
    const to = viewOf(r).to_move;
    return !this.remote && !viewOf(r).game_over && to !== null && !!setupOf(r).computers[to];
  }
}

// An answer's table, as this screen reads it (the same at home and in a room).

/** The game on the table: an answer is only made of a table whose game has started. */
function viewOf(r: SoiResponse): SoiView {
  if (!r.table.view) throw new Error("an answer's table has a game");
  return r.table.view;
}

/** Whose hand is shown: this device's seat in a room, the person to move (or last moved) at home. */
function viewerOf(r: SoiResponse): number {
  return r.table.you ?? viewOf(r).seat;
}

/** Who plays each seat, their names and the computers' level, as the table's seats say. */
function setupOf(r: SoiResponse): SoiSetup {
  const seats = r.table.seats;
  const names = seatNames(seats);
  const computers = computerSeats(seats);
  const level = seats.find((s) => s.who.kind === "computer")?.who;
  return {
    computers: [!!computers[0], !!computers[1], !!computers[2], !!computers[3]],
    names: [names[0] ?? "", names[1] ?? "", names[2] ?? "", names[3] ?? ""],
    level: level?.kind === "computer" ? level.level : "medium",
  };
}

function humanTurnOf(r: SoiResponse): boolean {
  const view = viewOf(r);
  const viewer = viewerOf(r);
  return !view.round_over && view.to_move === viewer && !setupOf(r).computers[viewer];
}

function firstOpponent(r: SoiResponse): number | null {
  const viewer = viewerOf(r);
  for (const k of [1, 2, 3]) {
    const s = (viewer + k) % 4;
    if ((viewOf(r).counts[s] ?? 0) > 0) return s;
  }
  return null;
}

/** A typed card's name ("7 of hearts"), or the typing as it is while it is not a card yet. */
function typedName(text: string): string {
  const card = parseCard(text);
  return card ? cardName(card) : text;
}

/** The guided game's adapter: an ask's seat, and its card in the picker once that seat's is open. */
export function soiGuide(ctl: SoiController): GuidePort {
  return {
    game: "soi",
    session: ctl.session,
    send: (action) => (action.type === "ask" || action.type === "next_round" ? ctl.act(action) : undefined),
    canMove: () => ctl.humanTurn && !ctl.session.busy,
    reload: () => ctl.session.reload(),
    spots: (action) => {
      if (action.type !== "ask" || !ctl.response) return [];
      const seat = `[data-screen="soi"] [data-testid="seat-${action.target}"]`;
      return ctl.pickerFor === action.target ? [seat, `[data-testid="ask-${cardCode(action.card)}"]`] : [seat];
    },
  };
}

/** The app's own settings and sound, with the screen's page hooks. */
export function appPage(hooks: Omit<SoiPage, "settings" | "sound">): SoiPage {
  return { settings: () => app.settings, sound: play, ...hooks };
}
