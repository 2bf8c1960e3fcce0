// A table's commands, the same for every game played at one (Soi, FourSide) and for both places
// a table can be: this device's own (the app's commands) or a room this device sits in (its
// link, room.svelte.ts). Both answer with the table's snapshot, which the game's controller reads
// the same way whoever plays (roomView.ts).
import { ApiError, homeTable, type TableAction, type TableAnswer, type TableGame } from "./api";
import { t } from "./i18n.svelte";
import { remoteGame, type LiveRoom } from "./room.svelte";
import { roomAnswer } from "./roomView";
import type { AnyCommand, AnySnapshot } from "./roomTypes";

export interface TableCommands<R, A> {
  current(): Promise<R | null>;
  act(version: number, action: A): Promise<R>;
  /** One move of the computer to move; a room refuses it (it moves its computers itself). */
  computer(version: number): Promise<R>;
  /** "Play again" once the game is over (in a room, dealt once every person has asked). */
  again(version: number): Promise<R>;
  /** A room plays this game: no new game, demo, hot-seat cover or computer loop on this side. */
  remote?: boolean;
  /** The room's pushes (the others' moves); answers the way to stop. */
  watch?(show: (next: R) => void): () => void;
}

/** How a room carries each game: its snapshot as the game's answer, and its commands. */
const IN_A_ROOM: { [G in TableGame]: { read(s: AnySnapshot): TableAnswer<G> | null; act(action: TableAction<G>): AnyCommand; again: AnyCommand } } = {
  soi: {
    // A room's card positions are not told (the "sort computer cards" setting is a home table's).
    read: (s) => (s.game === "soi" && s.of.started ? { ...roomAnswer(s.of), fan: null } : null),
    act: (action) => ({ game: "soi", of: { type: "act", action } }),
    again: { game: "soi", of: { type: "again" } },
  },
  fourside: {
    read: (s) => (s.game === "four_side" && s.of.started ? roomAnswer(s.of) : null),
    act: (action) => ({ game: "four_side", of: { type: "act", action } }),
    again: { game: "four_side", of: { type: "again" } },
  },
};

/** A room's answer to what only a device's own table does (a new game from here, a computer's move). */
export function onlyAtHome(): Promise<never> {
  return Promise.reject(new ApiError("bad_action", t("room-refuse-local")));
}

/** The table of `game`: in the room `live` when one is given, else this device's own. */
export function tableCommands<G extends TableGame>(game: G, live: LiveRoom | null): TableCommands<TableAnswer<G>, TableAction<G>> {
  if (!live) return homeTable(game);
  const wire = IN_A_ROOM[game];
  const room = remoteGame<TableAnswer<G>, TableAction<G>>(live, (s) => wire.read(s), (a) => wire.act(a), wire.again);
  return { remote: true, current: room.current, act: room.act, computer: onlyAtHome, again: room.again, watch: room.watch };
}
