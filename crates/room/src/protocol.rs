//! The messages of a room, versioned. These Rust types are the only definition: the UI's
//! TypeScript is generated from them (ts-rs), and the server and the app's host speak them.
//!
//! No prose crosses here: a refusal is a `RoomError` (a code with typed parameters) that the
//! page words in the player's language; `Display` is for logs only.

use quadrille_engine::{RuleCode, RuleDetail, RuleError};
use serde::{Deserialize, Serialize};
use thiserror::Error;
use ts_rs::TS;

/// What becomes of a person's seat when they leave or are removed. Defined with the messages
/// that carry it (`Snapshot`), so that the protocol needs nothing of `room.rs`, which uses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "then", rename_all = "snake_case")]
#[ts(export)]
pub enum WhenLeft<L> {
    /// A computer player of this level takes over.
    Computer { level: L },
    /// The seat opens; the game waits at its turn until someone joins.
    Wait,
}

/// The protocol this build speaks. A client says its version first; another version is
/// refused with both named, before anything else is read.
pub const PROTOCOL_VERSION: u32 = 2;

/// Refuses a client speaking another version of the protocol.
pub fn check_version(theirs: u32) -> Result<(), RoomError> {
    if theirs == PROTOCOL_VERSION {
        Ok(())
    } else {
        Err(RoomError::VersionMismatch {
            ours: PROTOCOL_VERSION,
            theirs,
        })
    }
}

/// Why a room refused a command. A refused command changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize, Deserialize, TS)]
#[serde(tag = "code", rename_all = "snake_case")]
#[ts(export)]
pub enum RoomError {
    #[error("this room speaks protocol version {ours}, the client {theirs}")]
    VersionMismatch { ours: u32, theirs: u32 },
    #[error("no seat of this room holds that token")]
    BadToken,
    #[error("that token already holds a seat")]
    TokenInUse,
    #[error("only the host may do that")]
    NotHost,
    #[error("every seat is taken")]
    RoomFull,
    #[error("there is no seat {seat}")]
    NoSuchSeat { seat: u8 },
    #[error("seat {seat} is a person's")]
    SeatTaken { seat: u8 },
    #[error("the host cannot leave or be removed; close the room instead")]
    HostStays,
    #[error("the game has not started")]
    NotStarted,
    #[error("the game has already started")]
    Started,
    #[error("a seat is still open")]
    SeatsOpen,
    #[error("that is another seat's move")]
    NotYourSeat,
    #[error("it is not this seat's turn")]
    NotYourTurn,
    #[error("a name has 1 to {max} characters")]
    BadName { max: u32 },
    #[error("the room's log is full")]
    LogFull,
    /// `detail` names what the rules refused where they can say more (a FourSide misfit).
    #[error("the rules refused it: {rule}")]
    Rule {
        rule: RuleCode,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        detail: Option<RuleDetail>,
    },
    // What a server refuses before a command reaches a room (wire.rs).
    #[error("say hello with the protocol version first")]
    HelloFirst,
    #[error("that message could not be read")]
    Malformed,
    #[error("a message has at most {max} bytes")]
    FrameTooLarge { max: u32 },
    #[error("at most {per_second} messages a second")]
    RateLimited { per_second: u32 },
    #[error("at most {max} open rooms per address")]
    TooManyRooms { max: u32 },
    /// Rooms made in the last hour count whether they finished or not.
    #[error("at most {max} rooms per address each hour")]
    TooManyRoomsThisHour { max: u32 },
    /// The server's store is full: no new room, though the games in progress go on.
    #[error("the server has no room for another room")]
    ServerFull,
    #[error("no such room (it may have expired)")]
    NoSuchRoom,
    #[error("that command is for another game")]
    WrongGame,
    #[error("this connection already holds a seat")]
    AlreadySeated,
    #[error("join a room first")]
    NotSeated,
    #[error("the room is at command {seq}, not the one the client expected")]
    StaleSeq {
        #[ts(type = "number")]
        seq: u64,
    },
    #[error("the game is not over yet")]
    GameNotOver,
    #[error("the server could not save; nothing changed, try again")]
    Unavailable,
}

impl From<RuleError> for RoomError {
    fn from(e: RuleError) -> RoomError {
        RoomError::Rule {
            rule: e.code,
            detail: e.detail,
        }
    }
}

/// Who sits in a seat, as everyone may see it (never a token).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(export)]
pub enum SeatKind<L> {
    Open,
    Person {
        name: String,
        connected: bool,
    },
    /// `name`: the name a player gave a computer's seat at home.
    Computer {
        level: L,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        name: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SeatView<L> {
    pub seat: u8,
    pub who: SeatKind<L>,
    pub host: bool,
}

/// Everything one seat (or a spectator) is sent after a change: built from that seat's own
/// view of the game, so it holds nothing the seat could not see at the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Snapshot<R, V, E, L> {
    pub protocol: u32,
    /// Commands accepted so far; a client that missed one asks again.
    #[ts(type = "number")]
    pub seq: u64,
    /// The receiver's seat; `None` for a spectator.
    pub you: Option<u8>,
    pub rules: R,
    /// What becomes of a person's seat when they leave (so everyone can be told before).
    pub when_left: WhenLeft<L>,
    pub seats: Vec<SeatView<L>>,
    pub started: bool,
    /// The game as the receiver sees it, once started.
    pub view: Option<V>,
    /// What the last accepted command did, as the receiver may see it.
    pub events: Vec<E>,
    /// The deal (a room's is its deal code), only once the game is over: anyone may then replay
    /// the game. Before, it would tell every hand.
    #[ts(type = "number | string | null")]
    pub deal: Option<quadrille_engine::deal::Deal>,
    /// The seats whose person asked for another game (once this one is over).
    pub again: Vec<u8>,
}
