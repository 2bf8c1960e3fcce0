// The words for everything a room can say. Rust sends codes only (no prose crosses from a room),
// so every refusal and every connection state is worded here, once, for every screen.
import { t } from "./i18n.svelte";
import type { ClosedWhy } from "../bindings/ClosedWhy";
import type { LinkState } from "../bindings/LinkState";
import type { RoomError } from "../bindings/RoomError";
import type { RuleCode } from "../bindings/RuleCode";
import type { WhenLeft } from "../bindings/WhenLeft";
import type { ErrorCode } from "./api";
import { levelName } from "./roomView";
import type { AnyLevel } from "./roomTypes";

/** The words of a rule's refusal (a RuleCode: `rule-<code>` in the catalogue). */
export function ruleText(code: RuleCode): string {
  return t(`rule-${code.replace(/_/g, "-")}`);
}

/** Why the room refused a command, in words. */
export function roomErrorText(e: RoomError): string {
  switch (e.code) {
    case "version_mismatch":
      return t("room-error-version-mismatch", { theirs: e.theirs, ours: e.ours });
    case "bad_token":
      return t("room-error-bad-token");
    case "token_in_use":
      return t("room-error-token-in-use");
    case "not_host":
      return t("room-error-not-host");
    case "room_full":
      return t("room-error-room-full");
    case "no_such_seat":
      return t("room-error-no-such-seat", { seat: e.seat + 1 });
    case "seat_taken":
      return t("room-error-seat-taken", { seat: e.seat + 1 });
    case "host_stays":
      return t("room-error-host-stays");
    case "not_started":
      return t("room-error-not-started");
    case "started":
      return t("room-error-started");
    case "seats_open":
      return t("room-error-seats-open");
    case "not_your_seat":
      return t("room-error-not-your-seat");
    case "not_your_turn":
      return t("room-error-not-your-turn");
    case "bad_name":
      return t("room-error-bad-name", { max: e.max });
    case "log_full":
      return t("room-error-log-full");
    case "rule":
      return ruleText(e.rule);
    case "hello_first":
    case "malformed":
      return t("room-error-hello-first");
    case "frame_too_large":
      return t("room-error-frame-too-large");
    case "rate_limited":
      return t("room-error-rate-limited", { perSecond: e.per_second });
    case "too_many_rooms":
      return t("room-error-too-many-rooms", { max: e.max });
    case "too_many_rooms_this_hour":
      return t("room-error-too-many-rooms-this-hour", { max: e.max });
    case "server_full":
      return t("room-error-server-full");
    case "no_such_room":
      return t("room-error-no-such-room");
    case "wrong_game":
      return t("room-error-wrong-game");
    case "already_seated":
      return t("room-error-already-seated");
    case "not_seated":
      return t("room-error-not-seated");
    case "stale_seq":
      return t("room-error-stale-seq");
    case "game_not_over":
      return t("room-error-game-not-over");
    case "unavailable":
      return t("room-error-unavailable");
  }
}

/** The app's refusals of the room commands (CommandError codes), in words. */
const CALL_CODES: ReadonlySet<string> = new Set(["bad_invite", "no_room", "unreachable", "bad_argument", "bad_settings", "internal", "ipc"]);

/** A room command's refusal code in words (unknown codes get a general sentence). */
export function callErrorText(code: string): string {
  return CALL_CODES.has(code) ? t(`call-error-${code.replace(/_/g, "-")}`) : t("call-error-other");
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
      return t("scan-error-camera-denied");
    case "bad_invite":
      return t("scan-error-bad-invite");
    case "no_scanner":
      return t("scan-error-no-scanner");
    default:
      return callErrorText(code);
  }
}

/** Why a connection ended for good, in words. */
export function closedText(closed: ClosedWhy): string {
  switch (closed.why) {
    case "left":
      return t("room-closed-left");
    case "gave_up":
      return t("room-closed-gave-up");
    case "refused":
      return roomErrorText(closed.error);
  }
}

/** The connection's state in a few words. */
export function linkText(link: LinkState): string {
  switch (link.state) {
    case "connecting":
      return t("room-link-connecting");
    case "connected":
      return t("room-link-connected");
    case "reconnecting":
      return t("room-link-reconnecting", { attempt: link.attempt });
    case "closed":
      return closedText(link.closed);
  }
}

/** What becomes of a person's seat when they leave, as the host chose. */
export function whenLeftText(when: WhenLeft<AnyLevel>): string {
  return when.then === "computer"
    ? t("room-when-left-computer", { level: levelName(when.level) })
    : t("room-when-left-wait");
}

/**
 * What the Leave question says: the host closes the room; anyone else is told what becomes of
 * their seat when this device knows the host's choice (`when`: only when it opened the room).
 */
export function leaveText(hosting: boolean, when: WhenLeft<AnyLevel> | null): string {
  if (hosting) return t("room-leave-host");
  return when ? whenLeftText(when) : t("room-leave-unknown");
}
