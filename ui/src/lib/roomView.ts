// A room's snapshot as the game screens already read it: the room's seq becomes the state
// version, its seats the setup (people by name, computers by level), and nothing plays its
// computers on this side (the room does). Pure, so the mapping is tested without a page.
import { listNames, t } from "./i18n.svelte";
import type { FourSideResponse } from "../bindings/FourSideResponse";
import type { SeatKind } from "../bindings/SeatKind";
import type { SeatView } from "../bindings/SeatView";
import type { SoiLevel } from "../bindings/SoiLevel";
import type { SoiResponse } from "../bindings/SoiResponse";
import type { AnyLevel, AnySnapshot, FourSideSnapshot, SoiSnapshot } from "./roomTypes";


/** A level as a person reads it ("Medium"). */
export function levelName(level: AnyLevel): string {
  return t(`level-${level}`);
}

/**
 * What a seat is called at the table; computers by their level ("Medium computer"), or by the
 * level alone where an icon already says it is a computer (`short`, the room bar's chips).
 */
function baseName(who: SeatKind<AnyLevel>, short: boolean): string {
  switch (who.kind) {
    case "person":
      return who.name;
    case "computer":
      return short ? levelName(who.level) : t("seat-computer", { level: levelName(who.level) });
    case "open":
      return short ? t("seat-open-short") : t("seat-open");
  }
}

/**
 * Every seat's name, in seat order. Two computers of one level (or two open seats) would read
 * alike, so from the second on they are numbered ("Medium computer 2"); people keep the names
 * they chose.
 */
export function seatNames(seats: readonly SeatView<AnyLevel>[], short = false): string[] {
  const seen = new Map<string, number>();
  return seats.map((s) => {
    const name = baseName(s.who, short);
    if (s.who.kind === "person") return name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : t("seat-numbered", { name, n });
  });
}

/** Whose turn it is in a started room, or null (not started, between rounds, over). */
export function seatToMove(snapshot: AnySnapshot): number | null {
  if (snapshot.game === "soi") return snapshot.of.view?.to_move ?? null;
  const view = snapshot.of.view;
  return view && !view.over ? view.to_move : null;
}

/** Seats nobody holds yet (the host cannot start while there is one). */
export function openSeats(snapshot: AnySnapshot): number[] {
  const seats: readonly SeatView<AnyLevel>[] = snapshot.of.seats;
  return seats.filter((s) => s.who.kind === "open").map((s) => s.seat);
}

/** Whether this device holds the host's seat. */
export function isHost(snapshot: AnySnapshot): boolean {
  const seats: readonly SeatView<AnyLevel>[] = snapshot.of.seats;
  return snapshot.of.you !== null && seats.some((s) => s.host && s.seat === snapshot.of.you);
}

function four<T>(seats: readonly SeatView<AnyLevel>[], pick: (s: SeatView<AnyLevel> | undefined, i: number) => T): [T, T, T, T] {
  return [pick(seats[0], 0), pick(seats[1], 1), pick(seats[2], 2), pick(seats[3], 3)];
}

/** The computers' level at a Soi table (they share one in the screen's setup); medium when none. */
function soiLevel(snapshot: SoiSnapshot): SoiLevel {
  for (const s of snapshot.seats) if (s.who.kind === "computer") return s.who.level;
  return "medium";
}

/**
 * Once this device asked for another game: who it is waiting for ("Waiting for Ben…"), by
 * name; null before it asks, and when it is not in the room.
 */
export function waitingForOthers(snapshot: AnySnapshot | null): string | null {
  if (!snapshot) return null;
  const { you, again } = snapshot.of;
  const seats: readonly SeatView<AnyLevel>[] = snapshot.of.seats;
  if (you === null || !again.includes(you)) return null;
  const names = seatNames(seats);
  const others = seats.filter((s) => s.who.kind === "person" && !again.includes(s.seat)).map((s) => names[s.seat] ?? "");
  return others.length > 0 ? t("room-again-waiting", { names: listNames(others) }) : null;
}

/** A Soi room's snapshot as a Soi answer; null before the game starts. */
export function soiResponse(snapshot: SoiSnapshot): SoiResponse | null {
  const view = snapshot.view;
  if (!snapshot.started || !view) return null;
  const names = seatNames(snapshot.seats);
  return {
    version: snapshot.seq,
    deal: snapshot.deal ?? 0,
    setup: {
      computers: four(snapshot.seats, (s) => s?.who.kind === "computer"),
      names: four(snapshot.seats, (_, i) => names[i] ?? ""),
      level: soiLevel(snapshot),
    },
    viewer: snapshot.you ?? view.seat,
    pass_device: false,
    computer_to_move: false,
    view,
    events: snapshot.events,
    fan: null,
    finished: null,
  };
}

/** A FourSide room's snapshot as a FourSide answer; null before the game starts. */
export function fourSideResponse(snapshot: FourSideSnapshot): FourSideResponse | null {
  const view = snapshot.view;
  if (!snapshot.started || !view) return null;
  return {
    version: snapshot.seq,
    deal: snapshot.deal ?? 0,
    // Two players at one table, this device's seat being `viewer` (either seat); the room
    // plays a computer opponent itself, so from here both sides are simply players.
    mode: "human_vs_human",
    viewer: snapshot.you ?? view.seat,
    computer_to_move: false,
    view,
    events: snapshot.events,
    finished: null,
  };
}
