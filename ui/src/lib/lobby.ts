// The lobby's decisions, kept out of its components so they are tested alone: the host's form
// turned into a new room, the checks on a name and a server address (the same as Rust's, so a
// mistake is said at once instead of coming back as a refusal), and the host's seat commands.
import { t } from "./i18n.svelte";
import type { Level } from "../bindings/Level";
import type { SoiLevel } from "../bindings/SoiLevel";
import { levelName } from "./roomView";
import type { AnyCommand, AnyLevel, NewRoom, RoomGame } from "./roomTypes";

/** The longest name a person may give (the room's MAX_NAME, the settings' MAX_NAME_CHARS). */
export const MAX_NAME = 40;
/** The longest server address kept (the settings' MAX_URL_CHARS). */
export const MAX_URL = 200;

export const SOI_LEVELS: readonly SoiLevel[] = ["easy", "medium", "impossible"];
export const FOURSIDE_LEVELS: readonly Level[] = ["beginner", "intermediate", "advanced", "expert"];

/** A game's computer levels as choices for a Segmented control. */
export function levelChoices(game: RoomGame): { value: AnyLevel; label: string }[] {
  const levels: readonly AnyLevel[] = game === "soi" ? SOI_LEVELS : FOURSIDE_LEVELS;
  return levels.map((l) => ({ value: l, label: levelName(l) }));
}

/** The level a new computer gets by default in `game`. */
export function defaultLevel(game: RoomGame): AnyLevel {
  return game === "soi" ? "medium" : "intermediate";
}

const isSoiLevel = (l: AnyLevel): l is SoiLevel => (SOI_LEVELS as readonly string[]).includes(l);
const isFourSideLevel = (l: AnyLevel): l is Level => (FOURSIDE_LEVELS as readonly string[]).includes(l);

/** Why a name cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  const n = name.trim();
  if (n === "") return t("lobby-name-empty");
  if ([...n].length > MAX_NAME) return t("lobby-name-too-long", { max: MAX_NAME });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/u.test(n)) return t("lobby-name-control");
  return null;
}

/** Why a server address cannot be kept, or null (empty is fine: no server). */
export function serverProblem(url: string): string | null {
  if (url === "") return null;
  if (!url.startsWith("wss://") && !url.startsWith("ws://")) return t("lobby-server-scheme");
  if (/\s/u.test(url)) return t("lobby-server-spaces");
  if ([...url].length > MAX_URL) return t("lobby-server-too-long", { max: MAX_URL });
  return null;
}

/** What the host chose. */
export interface HostForm {
  game: RoomGame;
  soiTarget: number;
  fourSideLevel: Level;
  fourSideSize: number;
  /** A computer of `leftLevel` takes a leaving person's seat, or the seat waits. */
  whenLeft: "computer" | "wait";
  leftLevel: AnyLevel;
  spectators: boolean;
}

/** The room the host's form asks for (a level of the other game falls back to the default). */
export function newRoom(form: HostForm): NewRoom {
  if (form.game === "soi") {
    const level = isSoiLevel(form.leftLevel) ? form.leftLevel : "medium";
    return {
      game: "soi",
      of: {
        rules: { target: Math.min(1000, Math.max(100, Math.round(form.soiTarget))) },
        spectators: form.spectators,
        when_left: form.whenLeft === "computer" ? { then: "computer", level } : { then: "wait" },
      },
    };
  }
  const level = isFourSideLevel(form.leftLevel) ? form.leftLevel : "intermediate";
  return {
    game: "four_side",
    of: {
      rules: { level: form.fourSideLevel, size: form.fourSideSize },
      spectators: form.spectators,
      when_left: form.whenLeft === "computer" ? { then: "computer", level } : { then: "wait" },
    },
  };
}

/** What the host does to the seats before the start. */
export type SeatChange = { type: "computer"; seat: number; level: AnyLevel } | { type: "open"; seat: number } | { type: "start" };

/** A seat change as the room's command for `game`; null for a level of the other game. */
export function seatCommand(game: RoomGame, change: SeatChange): AnyCommand | null {
  if (change.type === "computer") {
    const { seat, level } = change;
    if (game === "soi") return isSoiLevel(level) ? { game, of: { type: "set_computer", seat, level } } : null;
    return isFourSideLevel(level) ? { game, of: { type: "set_computer", seat, level } } : null;
  }
  const of = change.type === "open" ? ({ type: "open", seat: change.seat } as const) : ({ type: "start" } as const);
  return game === "soi" ? { game, of } : { game, of };
}

/** The name a game goes by in the lobby. */
export function gameName(game: RoomGame | string): string {
  return game === "soi" ? t("game-soi") : game === "four_side" ? t("game-fourside") : game;
}
