// A table's snapshot as the game screens read it, the same at home and in a room: whose seats
// are computers', the seats' names (people by name, computers by the name given at home or by
// level), whom a room waits for, and a room's snapshot as a screen's answer. Pure, so it is
// tested without a page.
import { listNames, t } from "./i18n.svelte";
import type { SeatKind } from "../bindings/SeatKind";
import type { SeatView } from "../bindings/SeatView";
import type { AnyLevel, AnySnapshot } from "./roomTypes";


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
      if (who.name !== undefined) return who.name;
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
    // People keep their names; a seat left unnamed at home is named by the screen.
    if (s.who.kind === "person" || name === "") return name;
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

/** Which seats computers play. */
export function computerSeats(seats: readonly SeatView<AnyLevel>[]): boolean[] {
  return seats.map((s) => s.who.kind === "computer");
}

/**
 * A room's snapshot as a game screen's answer: the same table, the room's seq as the version
 * its commands are sent at. A room tells no deal before the end (0 until then); no statistics
 * count a room's game.
 */
export function roomAnswer<S extends { seq: number; deal: number | string | null }>(table: S): { version: number; deal: number | string; table: S; finished: null } {
  return { version: table.seq, deal: table.deal ?? 0, table, finished: null };
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
