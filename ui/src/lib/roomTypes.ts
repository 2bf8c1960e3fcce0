// The room's generic Rust types, spelt out once for the two games a room can hold (the Rust
// side names them AnySnapshot, AnyCommand and the per-game RoomSettings).
import type { Command } from "../bindings/Command";
import type { FourSideAction } from "../bindings/FourSideAction";
import type { FourSideEvent } from "../bindings/FourSideEvent";
import type { FourSideRules } from "../bindings/FourSideRules";
import type { FourSideView } from "../bindings/FourSideView";
import type { Level } from "../bindings/Level";
import type { PerGame } from "../bindings/PerGame";
import type { PublicEvent } from "../bindings/PublicEvent";
import type { RoomSettings } from "../bindings/RoomSettings";
import type { Snapshot } from "../bindings/Snapshot";
import type { SoiAction } from "../bindings/SoiAction";
import type { SoiLevel } from "../bindings/SoiLevel";
import type { SoiRules } from "../bindings/SoiRules";
import type { SoiView } from "../bindings/SoiView";

export type SoiSnapshot = Snapshot<SoiRules, SoiView, PublicEvent, SoiLevel>;
export type FourSideSnapshot = Snapshot<FourSideRules, FourSideView, FourSideEvent, Level>;
export type AnySnapshot = PerGame<SoiSnapshot, FourSideSnapshot>;

export type SoiCommand = Command<SoiAction, SoiLevel>;
export type FourSideCommand = Command<FourSideAction, Level>;
export type AnyCommand = PerGame<SoiCommand, FourSideCommand>;

export type SoiRoomSettings = RoomSettings<SoiRules, SoiLevel>;
export type FourSideRoomSettings = RoomSettings<FourSideRules, Level>;
export type NewRoom = PerGame<SoiRoomSettings, FourSideRoomSettings>;

/** The game a room holds, as the room's tag names it. */
export type RoomGame = AnySnapshot["game"];

/** Any game's computer level. */
export type AnyLevel = SoiLevel | Level;
