//! The messages a client and a server exchange over a socket (JSON, one message a frame).
//!
//! A connection says `Hello` with its protocol version first; then it makes a room, joins one
//! (the server hands it a fresh seat token) or rejoins with its token. After that it sends
//! commands, each with the room's `seq` it expects, so a command retried after a dropped
//! connection is refused (`StaleSeq`) instead of being applied twice. Everything it is sent about
//! the room is built from its own seat's view: the whole `Snapshot` when it sits down (or asks
//! with `View`), then after each command a `Change` against what it was last sent
//! (`change.rs`), so that what a seat receives per action stays small however long the game.
//!
//! The game travels as `PerGame`: one shape for both games, so a message names its game once
//! and the server reads it into that game's own types.

use crate::change::BadChange;
use crate::game::RoomGame;
use crate::protocol::RoomError;
use crate::room::{
    Command, Entry, Room, RoomChange, RoomSettings, RoomSnapshot, SeatToken, Seating, TokenHash,
};
use quadrille_engine::deal::Deal;
use quadrille_engine::fourside::{FourSide, FourSideAction, FourSideRules, Level};
use quadrille_engine::soi::{Soi, SoiAction, SoiLevel, SoiRules};
use quadrille_engine::Game;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A room's name on a server: 128 random bits in hex, made by the server.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RoomId(pub String);

/// Something of one game or the other, tagged with the game's name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "game", content = "of", rename_all = "snake_case")]
#[ts(export)]
pub enum PerGame<S, F> {
    Soi(S),
    FourSide(F),
}

/// The settings of a new room.
pub type NewRoom = PerGame<RoomSettings<SoiRules, SoiLevel>, RoomSettings<FourSideRules, Level>>;
/// A command for a room of either game.
pub type AnyCommand = PerGame<Command<SoiAction, SoiLevel>, Command<FourSideAction, Level>>;
/// What a seat of a room of either game is sent.
pub type AnySnapshot = PerGame<RoomSnapshot<Soi>, RoomSnapshot<FourSide>>;
/// What changed for a seat of a room of either game (`change.rs`).
pub type AnyChange = PerGame<RoomChange<Soi>, RoomChange<FourSide>>;
/// The whole of a finished room of either game.
pub type AnyLog =
    PerGame<RoomLog<SoiRules, SoiLevel, SoiAction>, RoomLog<FourSideRules, Level, FourSideAction>>;

/// Everything needed to replay a room, tokens left out: what anyone may check once the game is
/// over (the deal is public by then).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RoomLog<R, L, A> {
    pub settings: RoomSettings<R, L>,
    /// A number, or a room's deal code.
    #[ts(type = "number | string")]
    pub deal: Deal,
    pub host: String,
    pub log: Vec<Entry<A, L>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(export)]
pub enum ClientMessage {
    /// First, always: the protocol version the client speaks.
    Hello { protocol: u32 },
    /// Make a room and take its seat 0 as the host. The key, chosen (and saved) by the client
    /// before it sends this, is the host's seat token: the same create sent again after a lost
    /// answer gets the same room and seat back instead of a second room. Without one the server
    /// makes the token (and a resend makes another room). It must be `SeatToken::well_formed`.
    Create {
        name: String,
        room: NewRoom,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        key: Option<SeatToken>,
    },
    /// Take the first open seat of a room. The token is the seat's secret, chosen (and saved)
    /// by the client before it sends this, so that a join whose answer was lost (the app
    /// killed before it saved the seat) can be sent again and gets the same seat back; without
    /// one the server makes it. It must be `SeatToken::well_formed`.
    Join {
        room: RoomId,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        token: Option<SeatToken>,
    },
    /// Take back one's seat with its token.
    Rejoin { room: RoomId, token: SeatToken },
    /// A command for the room, sent when the room is at `seq`.
    Command {
        #[ts(type = "number")]
        seq: u64,
        command: AnyCommand,
    },
    /// The room's log, once its game is over (to replay it and check the result).
    Log,
    /// This seat's whole snapshot again: the client's copy missed a change (a gap in `seq`).
    View,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(export)]
pub enum ServerMessage {
    Welcome {
        protocol: u32,
    },
    /// This connection holds `seat` of `room`; `token` gets it back later. Keep it secret.
    Seated {
        room: RoomId,
        seat: u8,
        token: SeatToken,
    },
    /// The room as the receiver's seat sees it: when it sits down, and when it asks (`View`).
    Snapshot {
        snapshot: Box<AnySnapshot>,
    },
    /// What changed for the receiver's seat since the last snapshot or change it was sent, after
    /// every accepted command (the sender's acknowledgement: it is saved by then). The client
    /// applies it to its copy (`Client::next` hands on the snapshot it makes), so the page,
    /// which only ever sees whole snapshots, has no TypeScript for it.
    #[ts(skip)]
    Change {
        change: Box<AnyChange>,
    },
    /// The last message was refused and changed nothing.
    Refused {
        error: RoomError,
    },
    Log {
        log: AnyLog,
    },
}

/// A game a room can be played over the wire: how its own types sit in the `PerGame` messages.
pub trait WireGame: RoomGame {
    const NAME: &'static str;
    fn settings(room: NewRoom) -> Option<RoomSettings<Self::Rules, Self::Level>>;
    fn command(command: AnyCommand) -> Option<Command<Self::Action, Self::Level>>;
    fn wrap_command(command: Command<Self::Action, Self::Level>) -> AnyCommand;
    fn wrap_snapshot(snapshot: RoomSnapshot<Self>) -> AnySnapshot;
    fn snapshot(snapshot: AnySnapshot) -> Option<RoomSnapshot<Self>>;
    fn snapshot_ref(snapshot: &AnySnapshot) -> Option<&RoomSnapshot<Self>>;
    fn wrap_log(log: RoomLog<Self::Rules, Self::Level, Self::Action>) -> AnyLog;
    fn log(log: AnyLog) -> Option<RoomLog<Self::Rules, Self::Level, Self::Action>>;
}

/// Picks one game's side of a `PerGame`.
macro_rules! wire_game {
    ($game:ty, $variant:ident, $name:literal) => {
        impl WireGame for $game {
            const NAME: &'static str = $name;
            fn settings(room: NewRoom) -> Option<RoomSettings<Self::Rules, Self::Level>> {
                match room {
                    PerGame::$variant(s) => Some(s),
                    _ => None,
                }
            }
            fn command(command: AnyCommand) -> Option<Command<Self::Action, Self::Level>> {
                match command {
                    PerGame::$variant(c) => Some(c),
                    _ => None,
                }
            }
            fn wrap_command(command: Command<Self::Action, Self::Level>) -> AnyCommand {
                PerGame::$variant(command)
            }
            fn wrap_snapshot(snapshot: RoomSnapshot<Self>) -> AnySnapshot {
                PerGame::$variant(snapshot)
            }
            fn snapshot(snapshot: AnySnapshot) -> Option<RoomSnapshot<Self>> {
                match snapshot {
                    PerGame::$variant(s) => Some(s),
                    _ => None,
                }
            }
            fn snapshot_ref(snapshot: &AnySnapshot) -> Option<&RoomSnapshot<Self>> {
                match snapshot {
                    PerGame::$variant(s) => Some(s),
                    _ => None,
                }
            }
            fn wrap_log(log: RoomLog<Self::Rules, Self::Level, Self::Action>) -> AnyLog {
                PerGame::$variant(log)
            }
            fn log(log: AnyLog) -> Option<RoomLog<Self::Rules, Self::Level, Self::Action>> {
                match log {
                    PerGame::$variant(l) => Some(l),
                    _ => None,
                }
            }
        }
    };
}
wire_game!(Soi, Soi, "soi");
wire_game!(FourSide, FourSide, "four_side");

impl AnySnapshot {
    /// What turns this snapshot into `to`: `None` when nothing differs, or when `to` is of the
    /// other game (which never happens to one seat's snapshots; the caller sends it whole).
    pub fn change_to(&self, to: &AnySnapshot) -> Option<AnyChange> {
        match (self, to) {
            (PerGame::Soi(a), PerGame::Soi(b)) => a.change_to(b).map(PerGame::Soi),
            (PerGame::FourSide(a), PerGame::FourSide(b)) => a.change_to(b).map(PerGame::FourSide),
            _ => None,
        }
    }

    /// Brings this copy up to date with a change the server sent.
    pub fn apply_change(&mut self, change: AnyChange) -> Result<(), BadChange> {
        match (self, change) {
            (PerGame::Soi(s), PerGame::Soi(c)) => s.apply_change(c),
            (PerGame::FourSide(s), PerGame::FourSide(c)) => s.apply_change(c),
            _ => Err(BadChange::OtherGame),
        }
    }

    /// The `seq` of the room this snapshot shows.
    pub fn seq(&self) -> u64 {
        match self {
            PerGame::Soi(s) => s.seq,
            PerGame::FourSide(s) => s.seq,
        }
    }
}

/// The token that stands for the host's, and for the `i`th entry's join, in a public log: the
/// real ones are secrets, and any distinct tokens replay the same room.
fn stand_in(i: Option<usize>) -> TokenHash {
    SeatToken(match i {
        None => "host".into(),
        Some(i) => format!("joined-at-{i}"),
    })
    .hash()
}

impl<G: RoomGame> Room<G>
where
    G::Rules: PartialEq,
{
    /// The room's log with every token replaced by a stand-in.
    pub fn public_log(&self) -> RoomLog<G::Rules, G::Level, G::Action> {
        let host = match &self.seats()[0] {
            Seating::Person { name, .. } => name.clone(),
            // The host cannot leave, so seat 0 is always theirs.
            _ => String::new(),
        };
        let log = self
            .log()
            .iter()
            .enumerate()
            .map(|(i, e)| match &e.command {
                Command::Join { name, .. } => Entry {
                    by: e.by,
                    command: Command::Join {
                        name: name.clone(),
                        token: stand_in(Some(i)),
                    },
                },
                _ => e.clone(),
            })
            .collect();
        RoomLog {
            settings: self.settings().clone(),
            deal: self.deal(),
            host,
            log,
        }
    }

    /// A room rebuilt from a public log (with stand-in tokens).
    pub fn from_public_log(
        log: &RoomLog<G::Rules, G::Level, G::Action>,
    ) -> Result<Room<G>, (usize, RoomError)> {
        Room::replay(
            log.settings.clone(),
            log.deal,
            &log.host,
            stand_in(None),
            &log.log,
        )
    }

    /// Whether the game has been played to its end.
    pub fn is_over(&self) -> bool {
        self.game().is_some_and(Game::is_over)
    }

    /// Commands accepted so far (the `seq` of the next snapshot).
    pub fn seq(&self) -> u64 {
        self.log().len() as u64
    }
}
