//! Rooms: Soi and FourSide played together, each person on their own device.
//!
//! A room is (settings, deal, log). The seats are people (each holding a secret seat token),
//! computer players or open; the host — the person who made the room — fills and empties them
//! and starts the game. Every move goes through the engine (`Record`), so the rules are the
//! only authority, and every message a seat receives is built from that seat's own view: no
//! card or tile of another hand and no deal number before the game ends (a deal number tells
//! every hand; a room's deal is a 128-bit secret, so no hand tells it either). The log holds every accepted command in order, so a room rebuilt from its
//! settings, deal and log is the live room, exactly — which is how a server keeps rooms across
//! a restart and how a person gets back into their seat with their token.
//!
//! No I/O here: the server and the app's host put this behind a socket and a database.
//!
//! - `game.rs`: what a game must offer a room (`RoomGame`), for Soi and FourSide;
//! - `room.rs`: `Room<G>`, the seats, the commands and the log;
//! - `names.rs`: the names people give, cleaned so that nobody can pass as somebody else;
//! - `protocol.rs`: the versioned messages and the typed refusals (`RoomCode`);
//! - `change.rs`: what a seat is sent after each command, once it holds its whole view;
//! - `wire.rs`: what a client and a server send each other over a socket.

mod change;
mod game;
mod names;
mod protocol;
mod room;
#[cfg(test)]
mod tests;
mod wire;

pub use change::{BadChange, Delta, ListChange, SnapshotChange, ViewChange};
pub use game::{Actor, RoomGame};
pub use names::{clean as clean_name, MAX_NAME};
pub use protocol::{
    check_version, RoomError, SeatKind, SeatView, Snapshot, WhenLeft, PROTOCOL_VERSION,
};
pub use room::{
    Command, Entry, Room, RoomChange, RoomSettings, RoomSnapshot, SeatToken, Seating, TokenHash,
};
pub use wire::{
    AnyChange, AnyCommand, AnyLog, AnySnapshot, ClientMessage, NewRoom, PerGame, RoomId, RoomLog,
    ServerMessage, WireGame,
};
