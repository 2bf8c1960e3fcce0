import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Card } from "../../bindings/Card";
import type { SoiAction } from "../../bindings/SoiAction";
import type { SoiResponse } from "../../bindings/SoiResponse";
import type { Settings } from "../../bindings/Settings";
import type { Channel } from "@tauri-apps/api/core";
import type { RoomAnswer } from "../../bindings/RoomAnswer";
import type { RoomUpdate } from "../../bindings/RoomUpdate";
import type { SoiView } from "../../bindings/SoiView";
import { LiveRoom, type RoomCalls } from "../../lib/room.svelte";
import type { AnyCommand } from "../../lib/roomTypes";
import type { SessionDeps } from "../../lib/session.svelte";
import { SoiController, soiCommands, type SoiCommands, type SoiPage } from "./controller.svelte";

const c = (rank: number, suit: Card["suit"]): Card => ({ rank, suit });
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** South (seat 0) to ask; East has no cards left; the legal asks are for the 7 of hearts. */
function response(over: { computers?: boolean[]; viewer?: number; toMove?: number; version?: number } = {}): SoiResponse {
  const viewer = over.viewer ?? 0;
  const computers = over.computers ?? [false, true, true, true];
  const view: SoiView = {
    seat: viewer,
    rules: { target: 300 },
    round: 0,
    hand: [c(7, "clubs"), c(7, "spades")],
    counts: [2, 0, 5, 5],
    sets: [[], [], [], []],
    totals: [0, 0, 0, 0],
    to_move: over.toMove ?? viewer,
    record: [],
    round_over: false,
    game_over: false,
    places: [0, 0, 0, 0],
    asks: [2, 3].map((target) => ({ asker: viewer, target, card: c(7, "hearts") })),
  };
  return {
    version: over.version ?? 1,
    deal: 11,
    table: {
      protocol: 1,
      seq: 0,
      you: viewer,
      rules: { target: 300 },
      when_left: { then: "wait" },
      seats: ["South", "East", "North", "West"].map((name, seat) => ({
        seat,
        host: false,
        who: computers[seat] ? { kind: "computer", level: "easy", name } : { kind: "person", name, connected: true },
      })),
      started: true,
      view,
      events: [],
      deal: null,
      again: [],
    },
    fan: null,
    finished: null,
  };
}

function setup(first: SoiResponse, settings: Partial<Settings> = {}) {
  const acts: SoiAction[] = [];
  const commands: SoiCommands = {
    current: () => Promise.resolve(first),
    fresh: (v) => Promise.resolve(response({ version: v + 1 })),
    act: (v, action) => {
      acts.push(action);
      return Promise.resolve(response({ version: v + 1 }));
    },
    computer: (v) => Promise.resolve(response({ version: v + 1 })),
    again: (v) => Promise.resolve(response({ version: v + 1 })),
  };
  const page = {
    settings: () => ({ soi_delay_ms: 400, single_key_shortcuts: true, ...settings }) as Settings,
    sound: vi.fn(),
    spot: vi.fn(() => null),
    fly: vi.fn(),
    scrollLog: vi.fn(),
    focusSeat: vi.fn(),
  } satisfies SoiPage;
  const deps: SessionDeps = { appInfo: () => Promise.resolve({ version: 0, notice: null }), notice: () => {}, buzz: () => {} };
  return { game: new SoiController(page, commands, deps), acts, page };
}

/** Presses each character of `text`, as the keyboard would. */
function type(game: SoiController, text: string) {
  for (const ch of text) game.key(ch);
}

describe("SoiController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("aims at the first opponent with cards, and a tap on a seat opens the picker", async () => {
    const { game } = setup(response());
    await game.open();
    expect(game.selected).toBe(2);
    game.tapSeat(1);
    expect(game.pickerFor).toBeNull();
    expect(game.session.message?.text).toBe("East has no cards left.");
    game.tapSeat(3);
    expect(game.pickerFor).toBe(3);
  });

  it("out of turn, a tap says whose turn it is and opens nothing", async () => {
    const { game } = setup(response({ toMove: 2 }));
    await game.open();
    game.tapSeat(3);
    expect(game.pickerFor).toBeNull();
    expect(game.session.message?.text).toBe("Wait: it is North's turn.");
  });

  it("a typed card and Enter asks the selected opponent; Backspace and Escape edit the typing", async () => {
    const { game, acts } = setup(response());
    await game.open();
    type(game, "7h");
    expect(game.typed).toBe("7h");
    expect(game.statusText).toBe("Ask North for 7h");
    expect(game.key("Backspace")).toBe("take");
    expect(game.typed).toBe("7");
    expect(game.key("Escape")).toBe("stop");
    expect(game.typed).toBe("");
    expect(game.key("Escape")).toBe(false);
    type(game, "7h");
    expect(game.key("Enter")).toBe("take");
    await flush();
    expect(acts).toEqual([{ type: "ask", asker: 0, target: 2, card: c(7, "hearts") }]);
    expect(game.typed).toBe("");
  });

  it("the arrows cycle through opponents with cards and move focus with the choice", async () => {
    const { game, page } = setup(response());
    await game.open();
    expect(game.key("ArrowRight")).toBe("take");
    expect(game.selected).toBe(3);
    expect(page.focusSeat).toHaveBeenLastCalledWith(3);
    game.key("ArrowRight");
    expect(game.selected).toBe(2); // East (1) has no cards: skipped
    game.key("ArrowLeft");
    expect(game.selected).toBe(3);
  });

  it("typing a card is off with the single-key shortcuts setting", async () => {
    const { game } = setup(response(), { single_key_shortcuts: false });
    await game.open();
    expect(game.key("7")).toBe(false);
    expect(game.typed).toBe("");
  });

  it("hot-seat: the first person's cards are covered until revealed, and taps wait", async () => {
    const { game } = setup(response({ computers: [false, false, true, true] }));
    await game.open();
    expect(game.cover).toBe(0);
    game.tapSeat(3);
    expect(game.pickerFor).toBeNull();
    game.reveal();
    expect(game.cover).toBeNull();
    game.tapSeat(3);
    expect(game.pickerFor).toBe(3);
  });

  it("a new game asks first only when the game is under way", async () => {
    const fresh = setup(response());
    await fresh.game.open();
    fresh.game.askNew();
    expect(fresh.game.confirmNew).toBe(false);
    const started = response();
    (started.table.view as SoiView).round = 1;
    const busy = setup(started);
    await busy.game.open();
    busy.game.askNew();
    expect(busy.game.confirmNew).toBe(true);
    busy.game.keepPlaying();
    expect(busy.game.confirmNew).toBe(false);
  });
});

describe("SoiController in a room", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A started Soi room seen from seat 2 (Ben), at `seq`, with `toMove` to ask. */
  function update(seq: number, toMove: number, roundScores: number[] | null = null): RoomUpdate {
    const r = response({ viewer: 2, toMove });
    const record: SoiView["record"] = roundScores ? [{ type: "round_over", scores: [roundScores[0] ?? 0, roundScores[1] ?? 0, roundScores[2] ?? 0, roundScores[3] ?? 0], totals: [0, 0, 0, 0] }] : [];
    return {
      link: { state: "connected" },
      invite: null,
      snapshot: {
        game: "soi",
        of: {
          protocol: 1,
          seq,
          you: 2,
          rules: { target: 300 },
          when_left: { then: "wait" },
          seats: [
            { seat: 0, who: { kind: "person", name: "Ana", connected: true }, host: true },
            { seat: 1, who: { kind: "computer", level: "easy" }, host: false },
            { seat: 2, who: { kind: "person", name: "Ben", connected: true }, host: false },
            { seat: 3, who: { kind: "person", name: "Cy", connected: true }, host: false },
          ],
          started: true,
          view: { ...(r.table.view as SoiView), record, round_over: !!roundScores, to_move: roundScores ? null : toMove },
          events: [],
          deal: null,
          again: [],
        },
      },
    };
  }

  function inRoom(first: RoomUpdate) {
    const sent: { seq: number; command: AnyCommand }[] = [];
    let answer: RoomAnswer | null = null;
    const calls: RoomCalls = {
      channel: () => ({}) as Channel<RoomUpdate>,
      open: () => Promise.reject(new Error("unused")),
      join: () => Promise.resolve(first),
      resume: () => Promise.resolve(first),
      command: (seq, command) => {
        sent.push({ seq, command });
        return Promise.resolve(answer ?? { outcome: "refused", error: { code: "not_your_turn" } });
      },
      leave: () => Promise.resolve(null),
      nearby: () => Promise.resolve([]),
    };
    const live = new LiveRoom(calls);
    const page = {
      settings: () => ({ soi_delay_ms: 400, single_key_shortcuts: true }) as Settings,
      sound: vi.fn(),
      spot: vi.fn(() => null),
      fly: vi.fn(),
      scrollLog: vi.fn(),
      focusSeat: vi.fn(),
    } satisfies SoiPage;
    const deps: SessionDeps = { appInfo: () => Promise.resolve({ version: 0, notice: null }), notice: () => {}, buzz: () => {} };
    const game = new SoiController(page, soiCommands(live), deps);
    return { game, live, sent, answer: (a: RoomAnswer) => (answer = a) };
  }

  it("shows the room's table: no hot-seat cover though three people play, the seq as version", async () => {
    const { game, live } = inRoom(update(5, 2));
    await live.resume();
    await game.open();
    expect(game.remote).toBe(true);
    expect(game.cover).toBeNull();
    expect(game.session.version).toBe(5);
    expect(game.names).toEqual(["Ana", "Easy computer", "Ben", "Cy"]);
    expect(game.humanTurn).toBe(true);
    expect(game.statusText).toBe("Your turn: tap a player to ask.");
    expect(game.demo).toBe(false);
  });

  it("an ask goes to the room at the seq shown; an accepted one is shown, a refusal is said", async () => {
    const { game, live, sent, answer } = inRoom(update(5, 2));
    await live.resume();
    await game.open();
    expect(await game.act({ type: "ask", asker: 2, target: 3, card: c(7, "hearts") })).toBe(false);
    expect(sent[0]).toEqual({ seq: 5, command: { game: "soi", of: { type: "act", action: { type: "ask", asker: 2, target: 3, card: c(7, "hearts") } } } });
    expect(game.session.message).toEqual({ text: "It is not your turn.", kind: "error" });
    expect(game.session.version).toBe(5);
    answer({ outcome: "accepted", update: update(6, 3) });
    expect(await game.act({ type: "ask", asker: 2, target: 3, card: c(7, "hearts") })).toBe(true);
    expect(game.session.version).toBe(6);
    expect(game.humanTurn).toBe(false);
    expect(game.statusText).toBe("Cy to ask.");
  });

  it("another player's move pushed by the room is shown; an older one is not", async () => {
    const { game, live } = inRoom(update(5, 2));
    await live.resume();
    await game.open();
    live.take(update(7, 0));
    await flush();
    expect(game.session.version).toBe(7);
    expect(game.view?.to_move).toBe(0);
    live.take(update(6, 2));
    await flush();
    expect(game.session.version).toBe(7);
    // After the screen is left, pushes change nothing.
    game.dispose();
    live.take(update(9, 2));
    await flush();
    expect(game.session.version).toBe(7);
  });

  it("New game does nothing; a round's scores are kept for the score table without a deal number", async () => {
    const { game, live, sent } = inRoom(update(5, 2));
    await live.resume();
    await game.open();
    game.askNew();
    await game.newGame();
    expect(game.confirmNew).toBe(false);
    expect(sent).toEqual([]);
    live.take(update(8, 2, [10, 0, 5, 3]));
    await flush();
    expect(game.rounds).toEqual([{ round: 0, scores: [10, 0, 5, 3] }]);
  });
});
