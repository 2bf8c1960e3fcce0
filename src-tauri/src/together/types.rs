//! What the page and the room commands exchange. No prose: a refusal is a typed `RoomError`
//! and a connection's state is a code; the page words both.

use quadrille_room::{AnySnapshot, RoomError};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Where a new room is made: hosted by this device for players on the same network, or on a
/// `quadrille-server` (a `wss://` or `ws://` address).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "on", rename_all = "snake_case")]
#[ts(export)]
pub enum RoomPlace {
    Device,
    Server { url: String },
}

/// Why a connection to a room ended for good.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "why", rename_all = "snake_case")]
#[ts(export)]
pub enum ClosedWhy {
    /// This person left the room (or, as its host, closed it).
    Left,
    /// The host could not be reached for a long time; the seat is kept, `room_resume` tries again.
    GaveUp,
    /// The room refused this device (its seat was given away, the room expired, …).
    Refused { error: RoomError },
}

/// The connection to the room, as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "state", rename_all = "snake_case")]
#[ts(export)]
pub enum LinkState {
    Connecting,
    Connected,
    /// The connection dropped; trying again (attempt 1, 2, …, with growing waits).
    Reconnecting {
        attempt: u32,
    },
    Closed {
        closed: ClosedWhy,
    },
}

/// A QR code's modules, row by row (`true` is dark), `size` × `size`, quiet zone not included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Qr {
    pub size: u32,
    pub dark: Vec<bool>,
}

/// How friends get into the room: a link to paste or share, and the same link as a QR code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Invite {
    /// `quadrille://join?…`: the address, the room and, for a room hosted on a device, the
    /// fingerprint of its certificate, which joiners pin.
    pub link: String,
    pub qr: Qr,
    /// The room is hosted by this device (it ends when the host closes it).
    pub on_device: bool,
}

/// The room as this device's seat sees it, pushed on the channel after every change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RoomUpdate {
    pub link: LinkState,
    pub invite: Option<Invite>,
    /// `None` until the room has answered once.
    pub snapshot: Option<AnySnapshot>,
}

/// The answer to a command sent to the room.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "outcome", rename_all = "snake_case")]
#[ts(export)]
pub enum RoomAnswer {
    /// Accepted and saved by the room; `update` is the room after it.
    Accepted { update: Box<RoomUpdate> },
    /// Refused; nothing changed.
    Refused { error: RoomError },
}

/// A room hosted by a device on the same network, found without an invite.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct NearbyRoom {
    /// The host's name.
    pub host: String,
    /// `"soi"` or `"four_side"`.
    pub game: String,
    /// The invite link to join it with.
    pub link: String,
}
