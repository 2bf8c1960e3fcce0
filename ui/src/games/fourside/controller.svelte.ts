// FourSide's state machine: which hand tile is picked up and how it is turned, the hint on the
// board, the keyboard cursor, the hot-seat cover, the demo's fast-forward, the new-game dialog
// and what each tap, key and answer does. FourSideScreen lays this out and forwards its events;
// what must touch the page (moving focus) comes back through `FourSidePage`.
import { t } from "../../lib/i18n.svelte";
import type { FourSideAction } from "../../bindings/FourSideAction";
import type { FourSideMode } from "../../bindings/FourSideMode";
import type { FourSideResponse } from "../../bindings/FourSideResponse";
import type { FourSideView } from "../../bindings/FourSideView";
import type { FourSideRules } from "../../bindings/FourSideRules";
import type { Settings } from "../../bindings/Settings";
import { api } from "../../lib/api";
import type { LiveRoom } from "../../lib/room.svelte";
import { computerSeats, seatNames } from "../../lib/roomView";
import { onlyAtHome, tableCommands, type TableCommands } from "../../lib/table";
import { app } from "../../lib/app.svelte";
import { GameEnd } from "../../lib/gameEnd.svelte";
import type { GuidePort } from "../../lib/guide.svelte";
import { Session, type SessionDeps } from "../../lib/session.svelte";
import { play } from "../../lib/sound";
import { misfitWords } from "./why";
import {
  cellKey,
  computerDelay,
  eventMessages,
  fitCells,
  moveCursor,
  placementText,
  playableHand,
  playerNames,
  resultText,
  rotateTile,
  sameHand,
  signedScore,
  startCursor,
  switchArea,
  tileAt,
  tileLabel,
  tilesPlaced,
  type Cursor,
} from "./logic";

/** FourSide's commands (lib/api.ts; tests pass their own). */
/** FourSide's commands: its table's (lib/table.ts) and a new game (tests pass their own). */
export interface FourSideCommands extends TableCommands<FourSideResponse, FourSideAction> {
  fresh(version: number, rules: FourSideRules | null, mode: FourSideMode | null): Promise<FourSideResponse>;
}

type FourSideSettings = Pick<Settings, "animation" | "single_key_shortcuts" | "fourside_level" | "fourside_size" | "fourside_mode">;

/** What the controller needs from the page and the app. */
export interface FourSidePage {
  settings(): FourSideSettings;
  changeSettings(patch: Partial<Settings>): void;
  sound(effect: Parameters<typeof play>[0]): void;
  /** Real focus to the keyboard cursor's square or tile. */
  focusCursor(cursor: Cursor): void;
  /** The cover lifted: focus to the first hand tile. */
  focusHand(): void;
}

/** The guided game's adapter: a placement's hand tile and square. */
export function fourSideGuide(ctl: FourSideController): GuidePort {
  return {
    game: "fourside",
    session: ctl.session,
    send: (action) => (action.type === "place" || action.type === "hint" ? ctl.guided(action) : undefined),
    canMove: () => ctl.humanTurn && !ctl.session.busy,
    reload: () => ctl.session.reload(),
    spots: (action) => {
      if (!ctl.response) return [];
      const on = `[data-screen="fourside"]`;
      if (action.type === "hint") return [`${on} [data-testid="hint"]`];
      if (action.type !== "place") return [];
      return [`${on} [data-testid="hand-${action.hand}"]`, `${on} [data-testid="cell-${action.row}-${action.col}"]`];
    },
  };
}

/** What a key did: nothing (false), taken ("take": no default action) or also kept from the app ("stop"). */
export type KeyResult = false | "take" | "stop";

/** FourSide at this device's own table, or at the table of the room `live`. */
export function fourSideCommands(live: LiveRoom | null = null): FourSideCommands {
  // A room's game is dealt by its host.
  return { ...tableCommands("fourside", live), fresh: (v, rules, mode) => (live ? onlyAtHome() : api.fourSideNew(v, null, rules, mode)) };
}

export class FourSideController {
  response = $state<FourSideResponse | null>(null);
  /** The hand tile picked up, and each hand tile's quarter turns (they only grow, so turning animates clockwise). */
  selected = $state<number | null>(null);
  turns = $state<number[]>([0, 0, 0, 0, 0]);
  hintKey = $state<string | null>(null);
  fresh = $state<string | null>(null);
  popup = $state<{ key: string; text: string; good: boolean; id: number } | null>(null);
  cursor = $state<Cursor>(startCursor(9));
  /** The keyboard cursor shows once the keyboard is used, and hides on a tap. */
  keyboard = $state(false);
  /** Hot-seat: the seat the device must be passed to before its hand is shown. */
  cover = $state<number | null>(null);
  /** The demo's fast-forward: the computers move at once until the end. */
  fast = $state(false);
  dialog = $state<{ inProgress: boolean } | null>(null);
  readonly end = new GameEnd();
  readonly session: Session<FourSideResponse>;

  #popupId = 0;
  #unwatch: (() => void) | null = null;
  #shownViewer = -1;
  readonly #commands: FourSideCommands;
  readonly #page: FourSidePage;

  readonly view = $derived(this.response ? viewOf(this.response) : null);
  readonly board = $derived(this.view?.board ?? null);
  readonly mode = $derived<FourSideMode>(this.response ? this.#modeOf(this.response) : "human_vs_computer");
  readonly names = $derived<readonly string[]>(this.#playerNames());
  readonly viewer = $derived(this.response ? viewerOf(this.response) : 0);
  readonly over = $derived(this.view?.over ?? false);
  readonly computerTurn = $derived(!!this.response && this.#computerToMove(this.response) && !this.over);
  readonly humanTurn = $derived(
    !!this.view && !!this.response && !this.over && !this.#computerToMove(this.response) && this.view.to_move === this.viewer,
  );
  readonly rotation = $derived(this.selected === null ? 0 : (this.turns[this.selected] ?? 0) % 4);
  readonly fits = $derived(this.humanTurn && this.cover === null ? fitCells(this.view, this.selected, this.rotation) : new Map<string, number>());
  readonly playable = $derived(this.humanTurn ? playableHand(this.view) : new Set<number>());
  readonly hintsLeft = $derived(this.view?.hints_left[this.viewer] ?? 0);
  readonly inProgress = $derived(!!this.board && !this.over && tilesPlaced(this.board) > 0);

  readonly turnText = $derived.by(() => {
    const view = this.view;
    if (!view) return "";
    if (this.over) return resultText(view.winner, this.mode, this.names);
    const name = this.names[view.to_move] ?? "";
    if (this.remote) return view.to_move === this.viewer ? t("fourside-your-turn") : t("fourside-turn-of", { name });
    if (this.mode === "human_vs_computer") return view.to_move === 0 ? t("fourside-your-turn") : t("fourside-computer-turn");
    if (this.mode === "human_vs_human") return t("fourside-turn-of", { name });
    return t("fourside-to-play", { name });
  });

  readonly statusText = $derived.by(() => {
    const view = this.view;
    if (this.session.message) return this.session.message.text;
    if (!view) return this.session.loadError ?? t("common-dealing");
    if (this.over) return t("fourside-over-status", { result: resultText(view.winner, this.mode, this.names), mine: view.scores[0] ?? 0, theirs: view.scores[1] ?? 0 });
    if (this.remote && !this.humanTurn) return t("fourside-waiting-for", { name: this.names[view.to_move] ?? "" });
    if (this.computerTurn) return this.mode === "computer_vs_computer" ? t("fourside-demo") : t("fourside-thinking");
    if (this.cover !== null) return "";
    if (this.selected === null) return t("fourside-tap-tile");
    if (this.hintKey && this.fits.has(this.hintKey)) return t("fourside-tap-hint");
    if (this.fits.size > 0) return t("fourside-tap-square");
    return t("fourside-fits-nowhere-turn");
  });

  constructor(page: FourSidePage, commands: FourSideCommands = fourSideCommands(), deps?: SessionDeps) {
    this.#page = page;
    this.#commands = commands;
    this.session = new Session<FourSideResponse>(
      {
        current: () => commands.current(),
        fresh: (v) => commands.fresh(v, null, null),
        show: (next, how) => this.#show(next, how === "quiet" ? "quiet" : "move"),
        computer: (v) => commands.computer(v),
        turn: () =>
          !this.response || !this.#computerToMove(this.response) || viewOf(this.response).over || this.dialog
            ? null
            : { wait: this.fast ? 30 : computerDelay(page.settings().animation) },
        reloadOn: ["computer_turn"],
        computerReloadOn: ["human_turn"],
        refusalMs: 5000,
        refusalText: (e) => (e.detail && "misfit" in e.detail ? misfitWords(e.detail.misfit) : null),
        clearOnSuccess: true,
      },
      deps,
    );
  }

  #say(text: string, kind: "info" | "error" = "info", ms?: number): void {
    this.session.say(text, kind, ms);
  }

  /** Turns hand tile `hand` forward (clockwise) until it shows `rotation`. */
  #turnTo(hand: number, rotation: number): void {
    const now = this.turns[hand] ?? 0;
    this.turns[hand] = now + ((rotation - (now % 4) + 4) % 4);
  }

  /** Shows an answer: the placed tile drops in, its score pops up, hints and forfeits are told. */
  #show(next: FourSideResponse, how: "move" | "quiet"): void {
    const previous = this.response;
    const view = viewOf(next);
    const events = next.table.events;
    const viewer = viewerOf(next);
    const mode = this.#modeOf(next);
    this.response = next;
    this.end.update(next.finished, !!previous && viewOf(previous).over, view.over);
    const size = view.board.size;
    if (!previous || viewOf(previous).board.size !== size) this.cursor = startCursor(size);
    if (!previous || !sameHand(viewOf(previous).hand, view.hand) || viewerOf(previous) !== viewer) {
      this.selected = null;
      this.turns = view.hand.map(() => 0);
      this.cursor = { ...this.cursor, hand: 0 };
    }
    this.hintKey = null;
    const said: string[] = [];
    for (const e of events) {
      if (e.type === "placed") {
        const key = cellKey(e.row, e.col);
        this.fresh = key;
        this.popup = { key, text: signedScore(e.score), good: e.score >= 0, id: ++this.#popupId };
        this.session.later("popup", 1400, () => (this.popup = null));
        said.push(placementText(this.names, e.player, e.tile, e.row, e.col, e.score));
      } else if (e.type === "hint_shown") {
        const p = e.placement;
        this.selected = p.hand;
        this.#turnTo(p.hand, p.rotation);
        this.hintKey = cellKey(p.row, p.col);
        this.cursor = { ...this.cursor, hand: p.hand, row: p.row, col: p.col };
        const tile = view.hand[p.hand];
        if (tile) said.push(t("fourside-hint-at", { tile: tileLabel(rotateTile(tile, p.rotation)), row: p.row + 1, col: p.col + 1 }));
      }
    }
    const told = eventMessages(events, mode, this.names);
    said.push(...told);
    const forfeit = events.find((e) => e.type === "forfeited");
    if (forfeit && !view.over && told[0]) this.#say(told[0], "info", 4500);
    if (how === "move") {
      if (events.some((e) => e.type === "game_over")) this.#page.sound("win");
      else if (events.some((e) => e.type === "placed")) this.#page.sound("move");
    }
    if (said.length > 0) this.session.speak(said.join(" "));
    // Hot-seat: the next player's hand stays hidden until they take the device (in a room,
    // each player has a device of their own).
    if (this.remote) this.cover = null;
    else if (mode === "human_vs_human" && !view.over && viewer !== this.#shownViewer) this.cover = viewer;
    else if (mode !== "human_vs_human" || view.over) this.cover = null;
    this.#shownViewer = viewer;
    if (!this.#computerToMove(next)) this.fast = false;
  }

  /** A room's names for its seats (people and computers), else the mode's ("You", "Computer"). */
  #playerNames(): readonly string[] {
    if (this.remote && this.response) return seatNames(this.response.table.seats);
    return playerNames(this.mode);
  }

  /**
   * Who plays each seat, as the table's seats say. In a room both sides are simply players
   * (the room plays a computer opponent itself), named by the room.
   */
  #modeOf(r: FourSideResponse): FourSideMode {
    if (this.remote) return "human_vs_human";
    const computers = computerSeats(r.table.seats).filter(Boolean).length;
    return computers === 0 ? "human_vs_human" : computers === 1 ? "human_vs_computer" : "computer_vs_computer";
  }

  /** A computer is to move and this side moves it (a room moves its computers itself). */
  #computerToMove(r: FourSideResponse): boolean {
    const view = viewOf(r);
    return !this.remote && !view.over && !!computerSeats(r.table.seats)[view.to_move];
  }

  /** A room plays this game (see `FourSideCommands.remote`). */
  get remote(): boolean {
    return this.#commands.remote ?? false;
  }

  open(): Promise<void> {
    // A room's pushes (the other's moves) are shown like answers, when newer (Session.adopt).
    this.#unwatch ??= this.#commands.watch?.((next) => this.session.adopt(next)) ?? null;
    return this.session.open();
  }

  dispose(): void {
    this.#unwatch?.();
    this.#unwatch = null;
    this.session.dispose();
  }

  skip(): void {
    this.fast = true;
    this.session.schedule();
  }

  /** A person's placement or hint. A refusal says why (the engine's words) and changes nothing. */
  #act(action: FourSideAction): Promise<boolean> {
    return this.session.act((v) => this.#commands.act(v, action));
  }

  /** The guided game's "Show me": the move sent as a placement from the hand is. */
  guided(action: FourSideAction): Promise<boolean> {
    this.selected = null;
    return this.#act(action);
  }

  tapHand(i: number, byKeyboard = false): void {
    this.keyboard = byKeyboard;
    const view = this.view;
    if (!view || this.cover !== null || i >= view.hand.length) return;
    this.cursor = { ...this.cursor, area: "hand", hand: i };
    this.hintKey = null;
    if (this.selected === i) this.turns[i] = (this.turns[i] ?? 0) + 1;
    else this.selected = i;
    const tile = view.hand[i];
    if (tile) {
      const turned = rotateTile(tile, this.turns[i] ?? 0);
      const n = this.humanTurn ? fitCells(view, i, (this.turns[i] ?? 0) % 4).size : 0;
      this.session.speak(
        n === 0 ? t("fourside-picked-nowhere", { tile: tileLabel(turned) }) : t("fourside-picked-fits", { tile: tileLabel(turned), count: n }),
      );
    }
  }

  tapCell(row: number, col: number, byKeyboard = false): void {
    this.keyboard = byKeyboard;
    const board = this.board;
    if (!this.view || !board || this.cover !== null || this.session.busy) return;
    this.cursor = { ...this.cursor, area: "board", row, col };
    if (this.over) return;
    if (!this.humanTurn) {
      if (this.remote) {
        this.#say(t("fourside-wait-for", { name: this.names[this.view.to_move] ?? "" }));
        return;
      }
      this.#say(this.mode === "computer_vs_computer" ? t("fourside-say-demo") : t("fourside-wait-computer"));
      return;
    }
    if (this.selected === null) {
      if (!tileAt(board, row, col)) this.#say(t("fourside-first-tap"));
      return;
    }
    void this.#act({ type: "place", hand: this.selected, rotation: this.rotation, row, col });
  }

  /** Focus reached a square or a hand tile: the keyboard cursor follows it. */
  focusCell(row: number, col: number): void {
    this.cursor = { ...this.cursor, area: "board", row, col };
  }

  focusHandTile(hand: number): void {
    this.cursor = { ...this.cursor, area: "hand", hand };
  }

  async hint(): Promise<void> {
    if (!this.humanTurn || this.session.busy || this.cover !== null) return;
    if (this.hintKey) {
      this.#say(t("fourside-hint-shown"));
      return;
    }
    if (this.hintsLeft === 0) {
      this.#say(t("rule-no-hints"));
      return;
    }
    await this.#act({ type: "hint" });
  }

  askNew(): void {
    if (this.session.busy || this.remote) return;
    this.session.pause();
    this.dialog = { inProgress: this.inProgress };
  }

  closeDialog(): void {
    this.dialog = null;
    this.session.schedule();
  }

  async newGame(rules: FourSideRules | null, gameMode: FourSideMode | null): Promise<void> {
    if (this.remote) return;
    await this.#deal((v) => this.#commands.fresh(v, rules, gameMode));
  }

  async #deal(deal: (version: number) => Promise<FourSideResponse>): Promise<void> {
    this.session.pause();
    await this.session.start(async (v) => {
      const next = await deal(v);
      this.end.reset();
      this.fast = false;
      this.#shownViewer = -1;
      this.session.clearMessage();
      return next;
    });
  }

  /** The dialog's choice becomes the settings' default, then the new game starts. */
  async confirmNew(rules: FourSideRules, gameMode: FourSideMode): Promise<void> {
    const s = this.#page.settings();
    if (s.fourside_level !== rules.level || s.fourside_size !== rules.size || s.fourside_mode !== gameMode) {
      this.#page.changeSettings({ fourside_level: rules.level, fourside_size: rules.size, fourside_mode: gameMode });
    }
    this.dialog = null;
    await this.newGame(rules, gameMode);
  }

  /** "Play again": the same table dealt again (in a room, once every person has asked). */
  async playAgain(): Promise<void> {
    if (this.remote) await this.session.act((v) => this.#commands.again(v), "quiet");
    else await this.#deal((v) => this.#commands.again(v));
  }

  reveal(): void {
    this.cover = null;
    this.#page.focusHand();
  }

  /**
   * A key the screen shell passed on (no modifier, not typed into a field, no dialog, no cover).
   * `onSurface`: focus is on the board or the hand, or on nothing that is a button of its own.
   */
  key(key: string, onSurface: boolean): KeyResult {
    if (!this.view) return false;
    if (key === "F1") {
      void this.hint();
      return "take";
    }
    if (this.end.showing(this.over)) return false;
    if (key === "Escape" && (this.selected !== null || this.hintKey)) {
      this.selected = null;
      this.hintKey = null;
      return "stop";
    }
    if (key.startsWith("Arrow") && onSurface) {
      this.keyboard = true;
      this.cursor = moveCursor(this.cursor, key, this.view.board.size, this.view.hand.length);
      this.#page.focusCursor(this.cursor);
      return "take";
    }
    if ((key === " " || key === "Enter") && onSurface) {
      this.keyboard = true;
      if (key === " ") {
        this.cursor = switchArea(this.cursor);
        this.#page.focusCursor(this.cursor);
      } else if (this.cursor.area === "hand") this.tapHand(this.cursor.hand, true);
      else this.tapCell(this.cursor.row, this.cursor.col, true);
      return "take";
    }
    // Single-character shortcuts, unless the settings turned them off.
    if (key.length === 1 && !this.#page.settings().single_key_shortcuts) return false;
    const k = key.toLowerCase();
    if (k === "h") void this.hint();
    else if (k === "n") this.askNew();
    else return false;
    return "take";
  }
}

/** The app's own page hooks, but for focus (the screen's). */
export function appPage(focus: Pick<FourSidePage, "focusCursor" | "focusHand">): FourSidePage {
  return {
    settings: () => app.settings,
    changeSettings: (patch) => app.changeSettings(patch),
    sound: play,
    ...focus,
  };
}

// An answer's table, as this screen reads it (the same at home and in a room).

/** The game on the table: an answer is only made of a table whose game has started. */
function viewOf(r: FourSideResponse): FourSideView {
  if (!r.table.view) throw new Error("an answer's table has a game");
  return r.table.view;
}

/** Whose hand is shown: this device's seat in a room; at home the person to move (hot seat), else seat 0. */
function viewerOf(r: FourSideResponse): number {
  return r.table.you ?? viewOf(r).seat;
}
