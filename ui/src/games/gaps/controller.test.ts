import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GapsWhy } from "../../bindings/GapsWhy";
import type { Analysis } from "../../bindings/Analysis";
import type { BoardView } from "../../bindings/BoardView";
import type { GapsAction } from "../../bindings/GapsAction";
import type { GapsResponse } from "../../bindings/GapsResponse";
import type { GapsVariant } from "../../bindings/GapsVariant";
import type { Settings } from "../../bindings/Settings";
import type { SessionDeps } from "../../lib/session.svelte";
import { GapsController, type GapsCommands, type GapsPage, type GapsSolverPort } from "./controller.svelte";
import { makeBoard } from "./testBoard";

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

// Both 6♥ can move, each to either gap after a 5♥; the K♣ cannot move; the 7♥ has nowhere to go.
const BOARD = makeBoard([
  ["Ac", "5h", "--", "Kd"],
  ["Ad", "5h", "--", "6h"],
  ["As", "6h", "7h", "Ks"],
  ["Ah", "Kc", "--", "--"],
]);

function response(version = 1, board: BoardView = BOARD, over: { movesMade?: number; canUndo?: boolean } = {}): GapsResponse {
  return {
    version,
    view: {
      deal: 42,
      rules: { variant: "solitaire_x", deals: 3, ace_order: "free" },
      board,
      moves_made: over.movesMade ?? 0,
      can_undo: over.canUndo ?? false,
      can_redo: false,
      can_start_tournament: true,
      tournament: null,
    },
    events: [],
    finished: null,
  };
}

function setup(variant: GapsVariant, first: GapsResponse, settings: Partial<Settings> = {}, analysis: Partial<Analysis> = {}) {
  const acts: GapsAction[] = [];
  const calls: string[] = [];
  const next = (v: number) => Promise.resolve(response(v + 1));
  const commands: GapsCommands = {
    current: () => Promise.resolve(first),
    fresh: vi.fn((v: number) => next(v)),
    act: (v, action) => {
      acts.push(action);
      return next(v);
    },
    undo: (v) => {
      calls.push("undo");
      return next(v);
    },
    redo: next,
    reshuffle: next,
    explain: vi.fn(() => Promise.resolve<GapsWhy | null>({ why: "before_gone", card: { suit: "spades", rank: 8 }, before: { suit: "spades", rank: 7 } })),
    tournamentStart: next,
    tournamentNext: next,
  };
  const page = {
    settings: () => ({ gaps_winnable_only: false, input: "tap", single_key_shortcuts: true, ...settings }) as Settings,
    sound: vi.fn(),
    snapshot: () => null,
    animate: vi.fn(),
    shake: vi.fn(),
  } satisfies GapsPage<null>;
  let ctl: GapsController<null> | null = null;
  const solver: GapsSolverPort = {
    analysis: null,
    dealInfo: null,
    crossroads: false,
    shown: () => {},
    rate: () => {},
    analyse: () => {
      const a: Analysis = { version: ctl?.session.version ?? 0, verdict: "unknown", hint: null, best_score: 0, ...analysis };
      solver.analysis = a;
      return Promise.resolve(a);
    },
    winnable: () => Promise.resolve(null),
  };
  const deps: SessionDeps = { appInfo: () => Promise.resolve({ version: 0, notice: null }), notice: () => {}, buzz: () => {} };
  ctl = new GapsController(variant, page, { commands, solver: () => solver, deps });
  return { ctl, acts, calls, page, commands };
}

describe("GapsController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a card with two gaps is picked up; a tap on one of them moves it, any other tap puts it down", async () => {
    const { ctl, acts } = setup("solitaire_x", response());
    await ctl.open();
    ctl.tap({ row: 2, col: 1 });
    expect(ctl.choice?.targets).toEqual([
      { row: 0, col: 2 },
      { row: 1, col: 2 },
    ]);
    ctl.tap({ row: 3, col: 1 });
    expect(ctl.choice).toBeNull();
    expect(ctl.session.announcement).toBe("Put down.");
    ctl.tap({ row: 2, col: 1 });
    ctl.tap({ row: 1, col: 2 });
    await flush();
    expect(acts).toEqual([{ type: "move", from: { row: 2, col: 1 }, to: { row: 1, col: 2 } }]);
  });

  it("SolitaireX refuses an illegal tap at once, with a buzz, a shake and the reason", async () => {
    const { ctl, page, acts } = setup("solitaire_x", response());
    await ctl.open();
    ctl.tap({ row: 3, col: 1 });
    await flush();
    expect(page.sound).toHaveBeenCalledWith("illegal");
    expect(page.shake).toHaveBeenCalledOnce();
    expect(ctl.session.message?.kind).toBe("error");
    expect(ctl.session.message?.text).not.toBe("");
    expect(acts).toEqual([]);
  });

  it("Chinese Puzzle says why only on the third illegal try in a row, the engine's reason in words", async () => {
    const { ctl, commands } = setup("chinese_puzzle", response());
    await ctl.open();
    ctl.tap({ row: 3, col: 1 });
    ctl.tap({ row: 3, col: 1 });
    await flush();
    expect(ctl.session.message).toBeNull();
    expect(ctl.session.alertText).toContain("Not possible.");
    ctl.tap({ row: 3, col: 1 });
    await flush();
    expect(commands.explain).toHaveBeenCalledWith({ row: 3, col: 1 });
    expect(ctl.session.message?.text).toBe("The 8♠ can only follow the 7♠, which is not on the board.");
  });

  it("Chinese Puzzle: a tapped gap offers its fillers, and Escape clears the choice (kept from the app)", async () => {
    const { ctl } = setup("chinese_puzzle", response());
    await ctl.open();
    ctl.tap({ row: 0, col: 2 });
    expect(ctl.fill?.to).toEqual({ row: 0, col: 2 });
    expect(ctl.key("Escape")).toBe("stop");
    expect(ctl.fill).toBeNull();
    expect(ctl.key("Escape")).toBe(false);
  });

  it("the first Hint shows the solver's move, the second plays it", async () => {
    const hint = { from: { row: 1, col: 3 }, to: { row: 0, col: 2 } };
    const { ctl, acts } = setup("solitaire_x", response(), {}, { hint });
    await ctl.open();
    await ctl.askHint();
    expect(ctl.hint).toEqual(hint);
    expect(ctl.session.announcement).toContain("Press Hint again to play it.");
    await ctl.askHint();
    await flush();
    expect(acts).toEqual([{ type: "move", from: hint.from, to: hint.to }]);
  });

  it("keys: U undoes only when a move can be taken back; letters are off with the shortcuts setting", async () => {
    const fresh = setup("solitaire_x", response());
    await fresh.ctl.open();
    expect(fresh.ctl.key("u")).toBe("take");
    expect(fresh.calls).toEqual([]);
    const played = setup("solitaire_x", response(1, BOARD, { movesMade: 1, canUndo: true }));
    await played.ctl.open();
    played.ctl.key("u");
    await flush();
    expect(played.calls).toEqual(["undo"]);
    const off = setup("solitaire_x", response(1, BOARD, { movesMade: 1, canUndo: true }), { single_key_shortcuts: false });
    await off.ctl.open();
    expect(off.ctl.key("u")).toBe(false);
    expect(off.calls).toEqual([]);
  });

  it("a new deal asks first when a game is under way, or when the game's rules can be chosen", async () => {
    const sx = setup("solitaire_x", response());
    await sx.ctl.open();
    sx.ctl.askNewDeal();
    await flush();
    expect(sx.ctl.dialog).toBeNull();
    expect(sx.commands.fresh).toHaveBeenCalledOnce();
    const busy = setup("solitaire_x", response(1, BOARD, { movesMade: 2 }));
    await busy.ctl.open();
    busy.ctl.askNewDeal();
    expect(busy.ctl.dialog).toEqual({ kind: "new-deal", inProgress: true });
    const cp = setup("chinese_puzzle", response());
    await cp.ctl.open();
    cp.ctl.askNewDeal();
    expect(cp.ctl.dialog).toEqual({ kind: "new-deal", inProgress: false });
  });

  it("the end panel comes up when the game ends and hides to look at the board", async () => {
    const won = { ...BOARD, status: "won" as const, moves: [] };
    const { ctl } = setup("solitaire_x", response(1, won));
    await ctl.open();
    expect(ctl.over).toBe(true);
    expect(ctl.end.showing(ctl.over)).toBe(true);
    ctl.end.look();
    expect(ctl.end.showing(ctl.over)).toBe(false);
  });
});
