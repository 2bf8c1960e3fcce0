// The room this device sits in, live: the channel Rust pushes every change on, the latest update
// (link state, invite, snapshot), and the commands (open, join, resume, command, leave). One for
// the app (`room`); the lobby, the room bar and the game screens played remotely all read it.
//
// Updates arrive twice (as the answer to this device's own command and on the channel) and the
// channel may carry one that is older than what is shown: a snapshot replaces the one kept only
// when its `seq` is not older (the same `seq` may still bring news: who is connected).
import { t } from "./i18n.svelte";
import { Channel } from "@tauri-apps/api/core";
import type { LinkState } from "../bindings/LinkState";
import type { NearbyRoom } from "../bindings/NearbyRoom";
import type { RoomAnswer } from "../bindings/RoomAnswer";
import type { RoomError } from "../bindings/RoomError";
import type { RoomPlace } from "../bindings/RoomPlace";
import type { RoomUpdate } from "../bindings/RoomUpdate";
import { ApiError, api, type ErrorCode } from "./api";
import { callErrorText, roomErrorText } from "./roomWords";
import type { AnyCommand, AnySnapshot, NewRoom, RoomGame } from "./roomTypes";
import type { Versioned } from "./session.svelte";

/** The room commands the live room uses (lib/api.ts; tests pass their own). */
export interface RoomCalls {
  channel(onmessage: (u: RoomUpdate) => void): Channel<RoomUpdate>;
  open(place: RoomPlace, room: NewRoom, name: string, updates: Channel<RoomUpdate>): Promise<RoomUpdate>;
  join(invite: string, name: string, updates: Channel<RoomUpdate>): Promise<RoomUpdate>;
  resume(updates: Channel<RoomUpdate>): Promise<RoomUpdate | null>;
  command(seq: number, command: AnyCommand): Promise<RoomAnswer>;
  leave(): Promise<null>;
  nearby(): Promise<NearbyRoom[]>;
}

const appCalls: RoomCalls = {
  channel: (onmessage) => new Channel<RoomUpdate>(onmessage),
  open: (place, room, name, updates) => api.roomOpen(place, room, name, updates),
  join: (invite, name, updates) => api.roomJoin(invite, name, updates),
  resume: (updates) => api.roomResume(updates),
  command: (seq, command) => api.roomCommand(seq, command),
  leave: () => api.roomLeave(),
  nearby: () => api.roomsNearby(),
};

/** `update` with `next` taken in: its link and invite, and its snapshot unless it is older. */
export function merge(update: RoomUpdate | null, next: RoomUpdate): RoomUpdate {
  const kept = update?.snapshot ?? null;
  const fresh = next.snapshot;
  const snapshot = fresh && (!kept || fresh.game !== kept.game || fresh.of.seq >= kept.of.seq) ? fresh : kept;
  return { link: next.link, invite: next.invite ?? update?.invite ?? null, snapshot };
}

export class LiveRoom {
  /** The room as last heard; null when this device is in no room. */
  update = $state<RoomUpdate | null>(null);
  /** What this device chose when it opened the room (only its host knows them). */
  settings = $state<NewRoom | null>(null);

  readonly #calls: RoomCalls;
  #watchers = new Set<(u: RoomUpdate) => void>();
  /** Bumped for every room: a channel of an earlier one is not listened to any more. */
  #generation = 0;

  constructor(calls: RoomCalls = appCalls) {
    this.#calls = calls;
  }

  get snapshot(): AnySnapshot | null {
    return this.update?.snapshot ?? null;
  }

  get link(): LinkState | null {
    return this.update?.link ?? null;
  }

  /** The room's state number (0 before it has answered). */
  get seq(): number {
    return this.snapshot?.of.seq ?? 0;
  }

  get game(): RoomGame | null {
    return this.snapshot?.game ?? null;
  }

  get started(): boolean {
    return !!this.snapshot?.of.started;
  }

  /** This device holds a seat (the connection may be down, even given up: the seat is kept). */
  get seated(): boolean {
    const link = this.link;
    return !!link && !(link.state === "closed" && link.closed.why !== "gave_up");
  }

  /** A change from Rust (the channel, or a command's answer). */
  take(next: RoomUpdate): void {
    const merged = merge(this.update, next);
    this.update = merged;
    for (const w of [...this.#watchers]) w(merged);
  }

  /** Calls `fn` with every update from now on; answers the way to stop. */
  watch(fn: (u: RoomUpdate) => void): () => void {
    this.#watchers.add(fn);
    return () => this.#watchers.delete(fn);
  }

  /** A channel for a new connection; the one before is not listened to any more. */
  #fresh(): Channel<RoomUpdate> {
    const generation = ++this.#generation;
    return this.#calls.channel((u) => {
      if (generation === this.#generation) this.take(u);
    });
  }

  async open(place: RoomPlace, room: NewRoom, name: string): Promise<void> {
    const updates = this.#fresh();
    const generation = this.#generation;
    const opened = await this.#calls.open(place, room, name, updates);
    if (generation !== this.#generation) return;
    // Another room: nothing of an earlier one is kept (its seq is no measure of this one's).
    this.update = null;
    this.take(opened);
    this.settings = room;
  }

  async join(invite: string, name: string): Promise<void> {
    const updates = this.#fresh();
    const generation = this.#generation;
    const joined = await this.#calls.join(invite, name, updates);
    if (generation !== this.#generation) return;
    this.update = null;
    this.settings = null;
    this.take(joined);
  }

  /**
   * Reconnects to the room this device holds a seat in (at start-up, or after the connection
   * gave up); false when there is none. What is shown stays until the room answers.
   */
  async resume(): Promise<boolean> {
    const updates = this.#fresh();
    const generation = this.#generation;
    const found = await this.#calls.resume(updates);
    // Another room was opened or joined meanwhile (the start-up resume was slow): that one counts.
    if (generation !== this.#generation) return false;
    // None held any more (the room is gone): nothing is shown of it.
    if (!found) this.update = null;
    else this.take(found);
    return found !== null;
  }

  /** A command made at the state `seq` (by default the latest known). An accepted one is taken in. */
  async command(command: AnyCommand, seq = this.seq): Promise<RoomAnswer> {
    const answer = await this.#calls.command(seq, command);
    if (answer.outcome === "accepted") this.take(answer.update);
    return answer;
  }

  /** Gives up the seat; the device forgets the room. */
  async leave(): Promise<void> {
    await this.#calls.leave();
    this.forget();
  }

  /** Stops listening to the room (it ended, or was left). */
  forget(): void {
    this.#generation++;
    this.update = null;
    this.settings = null;
  }

  nearby(): Promise<NearbyRoom[]> {
    return this.#calls.nearby();
  }
}

/** The app's room. */
export const room = new LiveRoom();

/** A room's refusal as the error the game screens already handle: "stale" re-reads the table. */
export function refusalError(e: RoomError): ApiError {
  const code: ErrorCode = e.code === "stale_seq" ? "stale" : e.code === "rule" ? e.rule : e.code === "not_your_turn" ? "not_your_turn" : "bad_action";
  return new ApiError(code, roomErrorText(e), e.code === "rule" ? (e.detail ?? null) : null);
}

/** What a game screen's commands look like when a room plays the game (see `remoteGame`). */
export interface RemoteGame<R, A> {
  readonly remote: true;
  current(): Promise<R | null>;
  act(version: number, action: A): Promise<R>;
  /** Asks for another game once this one is over; it is dealt when every person has asked. */
  again(version: number): Promise<R>;
  /** Calls `show` with every newer state pushed by the room; answers the way to stop. */
  watch(show: (next: R) => void): () => void;
}

/**
 * A game's commands answered by the room: `read` turns a snapshot into the game's own answer
 * (null when it is another game's or not started), `wrap` makes a room command of an action.
 * The screen's version is the room's seq, so an act is sent at the seq the page shows.
 */
export function remoteGame<R extends Versioned, A>(
  live: LiveRoom,
  read: (s: AnySnapshot) => R | null,
  wrap: (action: A) => AnyCommand,
  again: AnyCommand,
): RemoteGame<R, A> {
  const readUpdate = (u: RoomUpdate) => (u.snapshot ? read(u.snapshot) : null);
  async function send(command: AnyCommand, version: number): Promise<R> {
    const answer = await live.command(command, version);
    if (answer.outcome === "refused") throw refusalError(answer.error);
    const next = readUpdate(answer.update);
    if (!next) throw new ApiError("internal", callErrorText("internal"));
    return next;
  }
  return {
    remote: true,
    current: () => Promise.resolve(live.snapshot ? read(live.snapshot) : null),
    act: (version, action) => send(wrap(action), version),
    again: (version) => send(again, version),
    watch(show) {
      return live.watch((u) => {
        const next = readUpdate(u);
        if (next) show(next);
      });
    },
  };
}
