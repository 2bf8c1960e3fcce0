import { describe, expect, it } from "vitest";
import type { FourSideView } from "../bindings/FourSideView";
import type { SoiView } from "../bindings/SoiView";
import { merge, refusalError } from "./room.svelte";
import { computerSeats, isHost, openSeats, roomAnswer, seatNames, seatToMove, waitingForOthers } from "./roomView";
import { callErrorText, leaveText, linkText, roomErrorText, whenLeftText } from "./roomWords";
import type { FourSideSnapshot, SoiSnapshot } from "./roomTypes";

const soiView: SoiView = {
  seat: 2,
  rules: { target: 200 },
  round: 0,
  hand: [{ rank: 7, suit: "hearts" }],
  counts: [5, 5, 1, 5],
  sets: [[], [], [], []],
  totals: [0, 0, 0, 0],
  to_move: 1,
  record: [],
  round_over: false,
  game_over: false,
  places: [0, 0, 0, 0],
  asks: [],
};

function soi(over: Partial<SoiSnapshot> = {}): SoiSnapshot {
  return {
    protocol: 2,
    seq: 12,
    you: 2,
    rules: { target: 200 },
    when_left: { then: "wait" },
    seats: [
      { seat: 0, who: { kind: "person", name: "Ana", connected: true }, host: true },
      { seat: 1, who: { kind: "computer", level: "medium" }, host: false },
      { seat: 2, who: { kind: "person", name: "Ben", connected: false }, host: false },
      { seat: 3, who: { kind: "computer", level: "medium" }, host: false },
    ],
    started: true,
    view: soiView,
    events: [{ type: "turn_passed", from: 0, to: 1 }],
    deal: null,
    again: [],
    ...over,
  };
}

const fourView: FourSideView = {
  seat: 1,
  rules: { level: "beginner", size: 7 },
  board: { size: 7, tiles: [], squares: [] },
  hand: [],
  opponent_hand_size: 5,
  to_move: 1,
  scores: [10, 4],
  hints_left: [3, 3],
  over: false,
  winner: null,
  placements: [],
};

function four(over: Partial<FourSideSnapshot> = {}): FourSideSnapshot {
  return {
    protocol: 2,
    seq: 5,
    you: 1,
    rules: { level: "beginner", size: 7 },
    when_left: { then: "wait" },
    seats: [
      { seat: 0, who: { kind: "person", name: "Ana", connected: true }, host: true },
      { seat: 1, who: { kind: "person", name: "Ben", connected: true }, host: false },
    ],
    started: true,
    view: fourView,
    events: [],
    deal: null,
    again: [],
    ...over,
  };
}

describe("a room's snapshot as a game's answer", () => {
  it("the same table, the seq as the version; the deal once the room tells it", () => {
    const table = soi();
    const r = roomAnswer(table);
    expect(r.table).toBe(table);
    expect(r.version).toBe(12);
    expect(r.deal).toBe(0);
    expect(r.finished).toBeNull();
    expect(roomAnswer(soi({ deal: 4242 })).deal).toBe(4242);
    expect(roomAnswer(four()).version).toBe(5);
  });

  it("which seats computers play", () => {
    expect(computerSeats(soi().seats)).toEqual([false, true, false, true]);
  });

  it("whom this device waits for once it asked for another game", () => {
    expect(waitingForOthers({ game: "soi", of: soi() })).toBeNull();
    expect(waitingForOthers({ game: "soi", of: soi({ again: [2] }) })).toBe("Waiting for Ana…");
    expect(waitingForOthers({ game: "soi", of: soi({ again: [0, 2] }) })).toBeNull();
    expect(waitingForOthers(null)).toBeNull();
  });

  it("the table's facts: whose turn, open seats, who hosts", () => {
    expect(seatToMove({ game: "soi", of: soi() })).toBe(1);
    expect(seatToMove({ game: "soi", of: soi({ started: false, view: null }) })).toBeNull();
    expect(seatToMove({ game: "four_side", of: four({ view: { ...fourView, over: true } }) })).toBeNull();
    const seats = soi().seats.map((s) => (s.seat === 3 ? { ...s, who: { kind: "open" as const } } : s));
    expect(openSeats({ game: "soi", of: soi({ seats }) })).toEqual([3]);
    expect(isHost({ game: "soi", of: soi() })).toBe(false);
    expect(isHost({ game: "soi", of: soi({ you: 0 }) })).toBe(true);
    expect(isHost({ game: "soi", of: soi({ you: null }) })).toBe(false);
  });

  it("names: people as they chose, computers by level or the name given at home, open seats numbered", () => {
    expect(
      seatNames([
        { seat: 0, who: { kind: "computer", level: "easy", name: "East" }, host: false },
        { seat: 1, who: { kind: "computer", level: "easy", name: "" }, host: false },
        { seat: 2, who: { kind: "computer", level: "easy", name: "" }, host: false },
      ]),
    ).toEqual(["East", "", ""]);
    expect(
      seatNames([
        { seat: 0, who: { kind: "open" }, host: false },
        { seat: 1, who: { kind: "computer", level: "easy" }, host: false },
        { seat: 2, who: { kind: "open" }, host: false },
      ]),
    ).toEqual(["Open seat", "Easy computer", "Open seat 2"]);
    const two = [
      { seat: 0, who: { kind: "person" as const, name: "Ana", connected: true }, host: true },
      { seat: 1, who: { kind: "computer" as const, level: "medium" as const }, host: false },
      { seat: 2, who: { kind: "computer" as const, level: "medium" as const }, host: false },
    ];
    expect(seatNames(two, true)).toEqual(["Ana", "Medium", "Medium 2"]);
  });
});

describe("updates kept", () => {
  const update = (seq: number, connected = true) => ({
    link: { state: "connected" as const },
    invite: null,
    snapshot: { game: "soi" as const, of: soi({ seq, seats: soi().seats.map((s) => (s.seat === 2 ? { ...s, who: { kind: "person" as const, name: "Ben", connected } } : s)) }) },
  });

  it("an older snapshot does not replace a newer one, but its link state is taken", () => {
    const newer = update(9);
    const older = { ...update(8), link: { state: "reconnecting" as const, attempt: 2 } };
    const kept = merge(newer, older);
    expect(kept.snapshot?.of.seq).toBe(9);
    expect(kept.link).toEqual({ state: "reconnecting", attempt: 2 });
  });

  it("the same seq may bring news (who is connected)", () => {
    const kept = merge(update(9, false), update(9, true));
    const ben = kept.snapshot?.of.seats[2]?.who;
    expect(ben).toEqual({ kind: "person", name: "Ben", connected: true });
  });

  it("the invite stays when an update has none", () => {
    const withInvite = { ...update(1), invite: { link: "quadrille://join?x", qr: { size: 1, dark: [true] }, on_device: true } };
    expect(merge(withInvite, update(2)).invite?.link).toBe("quadrille://join?x");
  });
});

describe("words", () => {
  it("every refusal is worded, with its numbers", () => {
    expect(roomErrorText({ code: "version_mismatch", ours: 2, theirs: 1 })).toContain("version 1");
    expect(roomErrorText({ code: "bad_name", max: 40 })).toBe("A name has 1 to 40 characters.");
    expect(roomErrorText({ code: "rule", rule: "no_such_rank" })).toBe("You may only ask for a rank you hold.");
    expect(roomErrorText({ code: "seats_open" })).toMatch(/Every seat/);
  });

  it("a stale seq re-reads the table; a rule keeps its code", () => {
    expect(refusalError({ code: "stale_seq", seq: 4 }).code).toBe("stale");
    expect(refusalError({ code: "rule", rule: "ask_yourself" }).code).toBe("ask_yourself");
    expect(refusalError({ code: "not_host" }).code).toBe("bad_action");
    // A FourSide misfit keeps what it names, for the game screen to word.
    const misfit = { why: "mismatch", side: 1, shows: 3, facing: 5 } as const;
    const e = refusalError({ code: "rule", rule: "does_not_fit", detail: { misfit } });
    expect([e.code, e.detail]).toEqual(["does_not_fit", { misfit }]);
    expect(refusalError({ code: "rule", rule: "no_tile" }).detail).toBeNull();
  });

  it("the connection and the app's refusals", () => {
    expect(linkText({ state: "reconnecting", attempt: 3 })).toBe("Reconnecting… (attempt 3)");
    expect(linkText({ state: "closed", closed: { why: "refused", error: { code: "no_such_room" } } })).toBe("That room does not exist any more.");
    expect(callErrorText("bad_invite")).toMatch(/not a Quadrille invite/);
    expect(callErrorText("unreachable")).toMatch(/Could not reach/);
    expect(callErrorText("something_new")).toMatch(/try again/);
    expect(whenLeftText({ then: "computer", level: "easy" })).toBe("A computer player (Easy) takes your seat.");
    expect(leaveText(true, { then: "wait" })).toMatch(/closes it for everyone/);
    expect(leaveText(false, { then: "wait" })).toMatch(/game waits/);
    expect(leaveText(false, null)).toMatch(/as the host chose/);
  });
});
