// The words for everything a room can say. Rust sends codes only (no prose crosses from a room),
// so every refusal and every connection state is worded here, once, for every screen.
import type { ClosedWhy } from "../bindings/ClosedWhy";
import type { LinkState } from "../bindings/LinkState";
import type { RoomError } from "../bindings/RoomError";
import type { RuleCode } from "../bindings/RuleCode";
import type { WhenLeft } from "../bindings/WhenLeft";
import type { ErrorCode } from "./api";
import { levelName } from "./roomView";
import type { AnyLevel } from "./roomTypes";

const RULE_WORDS: Record<RuleCode, string> = {
  game_over: "The game is over.",
  bad_rules: "Those rules cannot be played.",
  too_long: "The game has gone on too long to go further.",
  bad_replay: "The room's game could not be replayed.",
  bad_save: "The room's game could not be read.",
  no_card: "There is no card there.",
  not_a_gap: "That is not a gap.",
  placed: "That card is already in place.",
  ace_phase: "Place the aces first.",
  ace_order: "That ace does not go in that row.",
  no_ace_phase: "The aces are already placed.",
  does_not_fit: "That tile does not fit there.",
  off_board: "That square is off the board.",
  no_deals_left: "No deals left.",
  tournament: "Not in a tournament game.",
  tournament_too_late: "Too late to join the tournament.",
  no_tournament: "There is no tournament.",
  tournament_full: "The tournament is full.",
  nothing_to_undo: "Nothing to undo.",
  nothing_to_redo: "Nothing to redo.",
  no_such_seat: "There is no such seat at this table.",
  not_your_turn: "It is not your turn.",
  ask_yourself: "You cannot ask yourself.",
  no_cards: "That player has no cards left.",
  no_such_rank: "You may only ask for a rank you hold.",
  already_held: "You hold that card already.",
  round_not_over: "The round is still being played.",
  no_tile: "There is no such tile in your hand.",
  bad_rotation: "A tile turns only in quarter turns.",
  no_hints: "No hints left in this game.",
  no_move: "You have a move: play it.",
};

/** Why the room refused a command, in words. */
export function roomErrorText(e: RoomError): string {
  switch (e.code) {
    case "version_mismatch":
      return `The room speaks version ${e.theirs} and this app version ${e.ours}: update the older one.`;
    case "bad_token":
      return "This device's seat is not known to the room any more.";
    case "token_in_use":
      return "Your seat is in use on another device.";
    case "not_host":
      return "Only the host can do that.";
    case "room_full":
      return "The room is full.";
    case "no_such_seat":
      return `There is no seat ${e.seat + 1} in this room.`;
    case "seat_taken":
      return `Seat ${e.seat + 1} is taken.`;
    case "host_stays":
      return "The host's own seat cannot be given away.";
    case "not_started":
      return "The game has not started yet.";
    case "started":
      return "The game has already started.";
    case "seats_open":
      return "Every seat needs a player or a computer before the game starts.";
    case "not_your_seat":
      return "That is another player's seat.";
    case "not_your_turn":
      return "It is not your turn.";
    case "bad_name":
      return `A name has 1 to ${e.max} characters.`;
    case "log_full":
      return "This room has reached its limit of moves.";
    case "rule":
      return RULE_WORDS[e.rule];
    case "hello_first":
    case "malformed":
      return "The room did not understand this app: update it.";
    case "frame_too_large":
      return "That message was too large for the room.";
    case "rate_limited":
      return `Too fast: the room takes ${e.per_second} commands a second.`;
    case "too_many_rooms":
      return `This address already has ${e.max} rooms open on the server.`;
    case "no_such_room":
      return "That room does not exist any more.";
    case "wrong_game":
      return "That command is for another game.";
    case "already_seated":
      return "You already have a seat in this room.";
    case "not_seated":
      return "You have no seat in this room.";
    case "stale_seq":
      return "Someone moved first: here is the table as it is now.";
    case "game_not_over":
      return "The game is not over yet.";
    case "unavailable":
      return "The room is not available right now: try again in a moment.";
  }
}

/** The app's refusals of the room commands (CommandError codes), in words. */
const CALL_WORDS: Readonly<Record<string, string>> = {
  bad_invite: "That link is not a Quadrille invite: copy the whole link the host shared.",
  no_room: "You are not in a room.",
  unreachable: "Could not reach the room: check that you are on the same network, or the server address.",
  bad_argument: "The app could not read that request.",
  bad_settings: "Those settings cannot be used.",
  internal: "Something went wrong in the app: try again.",
  ipc: "The app did not answer: try again.",
};

/** A room command's refusal code in words (unknown codes get a general sentence). */
export function callErrorText(code: string): string {
  return CALL_WORDS[code] ?? "The room could not do that: try again.";
}

/**
 * Why "Scan the code" brought no invite, in words; "" when the person went back from the camera
 * (their own choice: nothing to say).
 */
export function scanErrorText(code: ErrorCode): string {
  switch (code) {
    case "scan_cancelled":
      return "";
    case "camera_denied":
      return "Quadrille may not use the camera: allow it in the phone's settings, or paste the link.";
    case "bad_invite":
      return "That code is not a Quadrille invite: scan the code on the host's screen.";
    case "no_scanner":
      return "This device cannot scan codes: paste the link the host shared.";
    default:
      return callErrorText(code);
  }
}

/** Why a connection ended for good, in words. */
export function closedText(closed: ClosedWhy): string {
  switch (closed.why) {
    case "left":
      return "You left the room.";
    case "gave_up":
      return "The room could not be reached for a long time. Your seat is kept: try again when the host is back.";
    case "refused":
      return roomErrorText(closed.error);
  }
}

/** The connection's state in a few words. */
export function linkText(link: LinkState): string {
  switch (link.state) {
    case "connecting":
      return "Connecting…";
    case "connected":
      return "Connected";
    case "reconnecting":
      return `Reconnecting… (attempt ${link.attempt})`;
    case "closed":
      return closedText(link.closed);
  }
}

/** What becomes of a person's seat when they leave, as the host chose. */
export function whenLeftText(when: WhenLeft<AnyLevel>): string {
  return when.then === "computer"
    ? `A computer player (${levelName(when.level)}) takes your seat.`
    : "Your seat stays empty and the game waits for someone to take it.";
}

/**
 * What the Leave question says: the host closes the room; anyone else is told what becomes of
 * their seat when this device knows the host's choice (`when`: only when it opened the room).
 */
export function leaveText(hosting: boolean, when: WhenLeft<AnyLevel> | null): string {
  if (hosting) return "You host this room: leaving closes it for everyone.";
  return when ? whenLeftText(when) : "Your seat goes to a computer player or waits for you, as the host chose.";
}
