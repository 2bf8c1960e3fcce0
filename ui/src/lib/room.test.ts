import type { Channel } from "@tauri-apps/api/core";
import { describe, expect, it } from "vitest";
import type { RoomUpdate } from "../bindings/RoomUpdate";
import { LiveRoom, type RoomCalls } from "./room.svelte";

/** A room update of a Soi room not started yet, at `seq`. */
function at(seq: number, link: RoomUpdate["link"] = { state: "connected" }): RoomUpdate {
  return {
    link,
    invite: null,
    snapshot: {
      game: "soi",
      of: { protocol: 2, seq, you: 0, rules: { target: 200 }, when_left: { then: "wait" }, seats: [{ seat: 0, who: { kind: "person", name: "Ana", connected: true }, host: true }], started: false, view: null, events: [], deal: null, again: [] },
    },
  };
}

/** Fake room commands that remember each channel's handler, so a test can push on it. */
function fake(answers: { open?: RoomUpdate; join?: RoomUpdate; resume?: RoomUpdate | null }) {
  const channels: ((u: RoomUpdate) => void)[] = [];
  const calls: RoomCalls = {
    channel: (onmessage) => {
      channels.push(onmessage);
      return {} as Channel<RoomUpdate>;
    },
    open: () => Promise.resolve(answers.open ?? at(1)),
    join: () => Promise.resolve(answers.join ?? at(1)),
    resume: () => Promise.resolve(answers.resume ?? null),
    command: () => Promise.resolve({ outcome: "refused", error: { code: "not_host" } }),
    leave: () => Promise.resolve(null),
    nearby: () => Promise.resolve([]),
  };
  return { calls, channels };
}

describe("the live room", () => {
  it("takes what its channel pushes; a channel of an earlier room is not listened to", async () => {
    const f = fake({ open: at(1), join: at(2) });
    const room = new LiveRoom(f.calls);
    await room.open({ on: "device" }, { game: "soi", of: { rules: { target: 200 }, spectators: false, when_left: { then: "wait" } } }, "Ana");
    expect(room.seq).toBe(1);
    expect(room.settings?.game).toBe("soi");
    f.channels[0]?.(at(3, { state: "reconnecting", attempt: 1 }));
    expect(room.seq).toBe(3);
    expect(room.link).toEqual({ state: "reconnecting", attempt: 1 });
    expect(room.seated).toBe(true);
    await room.leave();
    expect(room.update).toBeNull();
    f.channels[0]?.(at(9));
    expect(room.update).toBeNull();
  });

  it("a new room is not measured by the last one's seq", async () => {
    const f = fake({ join: at(2) });
    const room = new LiveRoom(f.calls);
    room.take(at(40, { state: "closed", closed: { why: "refused", error: { code: "no_such_room" } } }));
    expect(room.seated).toBe(false);
    await room.join("quadrille://join?x", "Ben");
    expect(room.seq).toBe(2);
    expect(room.seated).toBe(true);
    expect(room.settings).toBeNull();
  });

  it("resume: none held answers false and keeps nothing; a held seat reconnects, keeping what is shown meanwhile", async () => {
    const none = new LiveRoom(fake({ resume: null }).calls);
    expect(await none.resume()).toBe(false);
    expect(none.update).toBeNull();

    const f = fake({ resume: at(12) });
    const room = new LiveRoom(f.calls);
    room.take(at(11, { state: "closed", closed: { why: "gave_up" } }));
    expect(room.seated).toBe(true);
    const resumed = room.resume();
    expect(room.seq).toBe(11);
    expect(await resumed).toBe(true);
    expect(room.seq).toBe(12);
    expect(room.link).toEqual({ state: "connected" });
  });

  it("a slow resume at start-up does not replace a room opened meanwhile", async () => {
    let answer: (u: RoomUpdate | null) => void = () => {};
    const f = fake({ open: at(1) });
    f.calls.resume = () => new Promise((r) => (answer = r));
    const room = new LiveRoom(f.calls);
    const resumed = room.resume();
    await room.open({ on: "device" }, { game: "soi", of: { rules: { target: 200 }, spectators: false, when_left: { then: "wait" } } }, "Ana");
    answer(null);
    expect(await resumed).toBe(false);
    expect(room.seq).toBe(1);
    expect(room.seated).toBe(true);
  });

  it("a refused command changes nothing", async () => {
    const room = new LiveRoom(fake({}).calls);
    room.take(at(5));
    const answer = await room.command({ game: "soi", of: { type: "start" } });
    expect(answer).toEqual({ outcome: "refused", error: { code: "not_host" } });
    expect(room.seq).toBe(5);
  });
});
