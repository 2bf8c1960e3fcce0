import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FourSideAction } from "../../bindings/FourSideAction";
import type { FourSideMode } from "../../bindings/FourSideMode";
import type { FourSideResponse } from "../../bindings/FourSideResponse";
import type { FourSideView } from "../../bindings/FourSideView";
import type { Settings } from "../../bindings/Settings";
import type { Tile } from "../../bindings/Tile";
import { ApiError } from "../../lib/api";
import type { SessionDeps } from "../../lib/session.svelte";
import { FourSideController, type FourSideCommands, type FourSidePage } from "./controller.svelte";

const t = (top: number, right: number, bottom: number, left: number): Tile => ({ top, right, bottom, left });
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A 7×7 game with one primer tile in the middle; hand tile 0 fits at (2, 3) turned once. */
function response(over: { mode?: FourSideMode; viewer?: number; version?: number; hintsLeft?: number } = {}): FourSideResponse {
  const size = 7;
  const tiles: (Tile | null)[] = Array(size * size).fill(null);
  tiles[24] = t(1, 1, 1, 1);
  const viewer = over.viewer ?? 0;
  const mode = over.mode ?? "human_vs_computer";
  const computer = (seat: number) => mode === "computer_vs_computer" || (mode === "human_vs_computer" && seat === 1);
  const view: FourSideView = {
    seat: viewer,
    rules: { level: "intermediate", size },
    board: { size, tiles, squares: Array(size * size).fill("plain") },
    hand: [t(2, 3, 4, 5), t(6, 6, 6, 6)],
    opponent_hand_size: 5,
    to_move: viewer,
    scores: [0, 0],
    hints_left: [over.hintsLeft ?? 3, over.hintsLeft ?? 3],
    over: false,
    winner: null,
    placements: [{ placement: { hand: 0, rotation: 1, row: 2, col: 3 }, score: 4 }],
  };
  return {
    version: over.version ?? 1,
    deal: 5,
    table: {
      protocol: 1,
      seq: 0,
      you: viewer,
      rules: { level: "intermediate", size },
      when_left: { then: "wait" },
      seats: ["Ana", "Ben"].map((name, seat) => ({
        seat,
        host: false,
        who: computer(seat) ? { kind: "computer", level: "intermediate" } : { kind: "person", name, connected: true },
      })),
      started: true,
      view,
      events: [],
      deal: null,
      again: [],
    },
    finished: null,
  };
}

function setup(first: FourSideResponse, settings: Partial<Settings> = {}) {
  const acts: FourSideAction[] = [];
  const commands: FourSideCommands = {
    current: () => Promise.resolve(first),
    fresh: vi.fn((v: number) => Promise.resolve(response({ version: v + 1 }))),
    act: (v, action) => {
      acts.push(action);
      return Promise.resolve(response({ version: v + 1 }));
    },
    computer: (v) => Promise.resolve(response({ version: v + 1 })),
    again: (v) => Promise.resolve(response({ version: v + 1 })),
  };
  const page = {
    settings: () =>
      ({ animation: "normal", single_key_shortcuts: true, fourside_level: "intermediate", fourside_size: 7, fourside_mode: "human_vs_computer", ...settings }) as Settings,
    changeSettings: vi.fn(),
    sound: vi.fn(),
    focusCursor: vi.fn(),
    focusHand: vi.fn(),
  } satisfies FourSidePage;
  const deps: SessionDeps = { appInfo: () => Promise.resolve({ version: 0, notice: null }), notice: () => {}, buzz: () => {} };
  const game = new FourSideController(page, commands, deps);
  return { game, acts, page, commands };
}

describe("FourSideController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("picks a tile up, turns it on a second tap, and places it turned on a glowing square", async () => {
    const { game, acts } = setup(response());
    await game.open();
    game.tapHand(0);
    expect(game.selected).toBe(0);
    expect(game.fits.size).toBe(0);
    expect(game.statusText).toBe("Turned this way it fits nowhere: tap the tile again to turn it.");
    game.tapHand(0);
    expect(game.rotation).toBe(1);
    expect([...game.fits.keys()]).toEqual(["2-3"]);
    expect(game.session.announcement).toContain("Fits on 1 square.");
    game.tapCell(2, 3);
    await flush();
    expect(acts).toEqual([{ type: "place", hand: 0, rotation: 1, row: 2, col: 3 }]);
  });

  it("a tap on the board before a tile is picked up says what to do and sends nothing", async () => {
    const { game, acts } = setup(response());
    await game.open();
    game.tapCell(0, 0);
    expect(game.session.message?.text).toBe("First tap a tile in your hand, then a glowing square.");
    expect(acts).toEqual([]);
  });

  it("a refused placement says which side does not match, with both numbers", async () => {
    const { game, commands } = setup(response());
    commands.act = () =>
      Promise.reject(new ApiError("does_not_fit", "does_not_fit", { misfit: { why: "mismatch", side: 2, shows: 4, facing: 1 } }));
    await game.open();
    game.tapHand(0);
    game.tapCell(2, 3);
    await flush();
    expect(game.session.message?.text).toBe("Its bottom shows 4, but the tile below shows 1.");
    commands.act = () => Promise.reject(new ApiError("does_not_fit", "does_not_fit"));
    game.tapCell(2, 3);
    await flush();
    expect(game.session.message?.text).toBe("That does not fit there.");
  });

  it("hot-seat: the next player's hand is covered until revealed, and taps do nothing meanwhile", async () => {
    const { game, page } = setup(response({ mode: "human_vs_human", viewer: 1 }));
    await game.open();
    expect(game.cover).toBe(1);
    expect(game.fits.size).toBe(0);
    game.tapHand(0);
    expect(game.selected).toBeNull();
    game.reveal();
    expect(game.cover).toBeNull();
    expect(page.focusHand).toHaveBeenCalledOnce();
    game.tapHand(0);
    expect(game.selected).toBe(0);
  });

  it("keys: Escape drops the tile (kept from the app), F1 asks for a hint, arrows move the cursor", async () => {
    const { game, acts, page } = setup(response());
    await game.open();
    expect(game.key("Escape", true)).toBe(false);
    game.tapHand(1);
    expect(game.key("Escape", true)).toBe("stop");
    expect(game.selected).toBeNull();
    expect(game.key("ArrowRight", true)).toBe("take");
    expect(game.keyboard).toBe(true);
    expect(page.focusCursor).toHaveBeenCalledWith(game.cursor);
    // On a toolbar button, arrows are left to the page.
    expect(game.key("ArrowRight", false)).toBe(false);
    expect(game.key("F1", false)).toBe("take");
    await flush();
    expect(acts).toEqual([{ type: "hint" }]);
  });

  it("single-key shortcuts obey the setting", async () => {
    const on = setup(response());
    await on.game.open();
    expect(on.game.key("n", false)).toBe("take");
    expect(on.game.dialog).toEqual({ inProgress: false });
    const off = setup(response(), { single_key_shortcuts: false });
    await off.game.open();
    expect(off.game.key("n", false)).toBe(false);
    expect(off.game.dialog).toBeNull();
  });

  it("says when no hints are left instead of asking", async () => {
    const { game, acts } = setup(response({ hintsLeft: 0 }));
    await game.open();
    await game.hint();
    expect(game.session.message?.text).toBe("No hints left in this game.");
    expect(acts).toEqual([]);
  });

  it("a new game from the dialog saves its choice as the default only when it differs", async () => {
    const { game, page, commands } = setup(response());
    await game.open();
    await game.confirmNew({ level: "intermediate", size: 7 }, "human_vs_computer");
    expect(page.changeSettings).not.toHaveBeenCalled();
    await game.confirmNew({ level: "beginner", size: 9 }, "human_vs_human");
    expect(page.changeSettings).toHaveBeenCalledWith({ fourside_level: "beginner", fourside_size: 9, fourside_mode: "human_vs_human" });
    expect(commands.fresh).toHaveBeenLastCalledWith(expect.any(Number), { level: "beginner", size: 9 }, "human_vs_human");
  });
});

describe("FourSideController in a room", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Two people: this device is seat 1; the game's `version` and `toMove` as given. */
  function remote(first: FourSideResponse) {
    let shown: ((next: FourSideResponse) => void) | null = null;
    const fresh = vi.fn(() => Promise.reject(new Error("a room's game is started by its host")));
    const commands: FourSideCommands = {
      remote: true,
      current: () => Promise.resolve(first),
      fresh,
      act: (v) => Promise.resolve(response({ mode: "human_vs_human", viewer: 1, version: v + 1 })),
      computer: () => Promise.reject(new Error("the room plays its computers")),
      again: () => Promise.reject(new Error("not asked here")),
      watch: (show) => {
        shown = show;
        return () => (shown = null);
      },
    };
    const page = {
      settings: () => ({ animation: "off", single_key_shortcuts: true, fourside_level: "intermediate", fourside_size: 7, fourside_mode: "human_vs_computer" }) as Settings,
      changeSettings: vi.fn(),
      sound: vi.fn(),
      focusCursor: vi.fn(),
      focusHand: vi.fn(),
    } satisfies FourSidePage;
    const deps: SessionDeps = { appInfo: () => Promise.resolve({ version: 0, notice: null }), notice: () => {}, buzz: () => {} };
    const game = new FourSideController(page, commands, deps);
    return { game, fresh, push: (next: FourSideResponse) => shown?.(next) };
  }

  it("names the room's players, says whose turn it is from this seat, and never covers the hand", async () => {
    const mine = response({ mode: "human_vs_human", viewer: 1, version: 4 });
    const { game, push } = remote(mine);
    await game.open();
    expect(game.names).toEqual(["Ana", "Ben"]);
    expect(game.cover).toBeNull();
    expect(game.turnText).toBe("Your turn");
    const theirs = response({ mode: "human_vs_human", viewer: 1, version: 5 });
    (theirs.table.view as FourSideView).to_move = 0;
    push(theirs);
    await flush();
    expect(game.session.version).toBe(5);
    expect(game.cover).toBeNull();
    expect(game.turnText).toBe("Ana's turn");
    expect(game.statusText).toBe("Waiting for Ana's move.");
    game.tapCell(0, 0);
    expect(game.session.message?.text).toBe("Wait: it is Ana's turn.");
  });

  it("starts no new game from here", async () => {
    const { game, fresh } = remote(response({ mode: "human_vs_human", viewer: 1, version: 4 }));
    await game.open();
    game.askNew();
    expect(game.dialog).toBeNull();
    await game.newGame(null, null);
    expect(fresh).not.toHaveBeenCalled();
  });
});
