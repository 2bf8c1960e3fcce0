//! A room of either game behind one object-safe face, so the server holds rooms of both games
//! side by side and reads each message into the room's own game types.

use quadrille_engine::deal::{Deal, DealSecret};
use quadrille_engine::fourside::FourSide;
use quadrille_engine::soi::Soi;
use quadrille_room::{
    AnyCommand, AnyLog, AnySnapshot, Command, Entry, NewRoom, PerGame, Room, RoomError,
    RoomSettings, SeatToken, TokenHash, WireGame,
};
use serde::{Deserialize, Serialize};

/// The most computer moves one command may set off (a whole game of computers is fewer).
const MOST_COMPUTER_MOVES: usize = 100_000;

/// What a stored room starts from; its log entries follow it. The host's token is kept as its
/// hash, like every token in a log (a header stored with the token itself reads as its hash).
#[derive(Serialize, Deserialize)]
struct Header<R, L> {
    settings: RoomSettings<R, L>,
    deal: Deal,
    host: String,
    token: TokenHash,
}

pub trait Hosted: Send {
    fn seq(&self) -> u64;
    fn is_over(&self) -> bool;
    fn seat_of(&self, token: &SeatToken) -> Option<u8>;
    fn seat_of_hash(&self, hash: &TokenHash) -> Option<u8>;
    /// A person takes the first open seat with a token the server made.
    fn join(&mut self, name: &str, token: SeatToken) -> Result<u8, RoomError>;
    /// A seated person's command, then the computer seats' moves it lets happen.
    fn apply(&mut self, token: &SeatToken, command: AnyCommand) -> Result<(), RoomError>;
    /// The log entries from index `from` on, as stored.
    fn entries_from(&self, from: u64) -> Vec<String>;
    /// Back to the first `seq` commands (what storage holds, when saving the rest failed).
    fn truncate(&mut self, seq: u64);
    /// Applies log entries another node appended, as stored, in order; `false` if one does not
    /// read or apply (the room is then read again whole).
    fn follow(&mut self, entries: &[String]) -> bool;
    fn snapshot(&self, seat: Option<u8>) -> Option<AnySnapshot>;
    fn set_connected(&mut self, seat: u8, connected: bool);
    fn public_log(&self) -> AnyLog;
}

struct Hosting<G: WireGame> {
    room: Room<G>,
    host: String,
    token: TokenHash,
}

impl<G: WireGame + Send> Hosted for Hosting<G>
where
    G::Rules: PartialEq + Send,
    G::Level: Send,
    G::Action: Send,
    G::Event: Send,
{
    fn seq(&self) -> u64 {
        self.room.seq()
    }
    fn is_over(&self) -> bool {
        self.room.is_over()
    }
    fn seat_of(&self, token: &SeatToken) -> Option<u8> {
        self.room.seat_of(token)
    }
    fn seat_of_hash(&self, hash: &TokenHash) -> Option<u8> {
        self.room.seat_of_hash(hash)
    }
    fn join(&mut self, name: &str, token: SeatToken) -> Result<u8, RoomError> {
        let join = Command::Join {
            name: name.to_string(),
            token: token.hash(),
        };
        self.room.apply(&token, join)?;
        self.room.play_computers(MOST_COMPUTER_MOVES);
        self.room.seat_of(&token).ok_or(RoomError::BadToken)
    }
    fn apply(&mut self, token: &SeatToken, command: AnyCommand) -> Result<(), RoomError> {
        let mut command = G::command(command).ok_or(RoomError::WrongGame)?;
        // Joining names its own token: only the server makes tokens (`join`).
        if matches!(command, Command::Join { .. }) {
            return Err(RoomError::AlreadySeated);
        }
        // The next game's deal is the server's: a fresh secret, whatever the client sent.
        if let Command::Again { deal } = &mut command {
            *deal = Some(fresh_deal()?);
        }
        self.room.apply(token, command)?;
        // Everyone left at the table had asked for another game when the last one who had
        // not left instead: deal it now, as from a seat that asked.
        if let Some(seat) = self.room.ready_again() {
            let again = Command::Again {
                deal: Some(fresh_deal()?),
            };
            self.room.apply_from(seat, again)?;
        }
        self.room.play_computers(MOST_COMPUTER_MOVES);
        Ok(())
    }
    fn entries_from(&self, from: u64) -> Vec<String> {
        self.room.log()[from as usize..]
            .iter()
            .map(|e| serde_json::to_string(e).expect("log entries serialise"))
            .collect()
    }
    fn truncate(&mut self, seq: u64) {
        let log = self.room.log()[..seq as usize].to_vec();
        let settings = self.room.settings().clone();
        // The prefix was accepted once, so it replays.
        if let Ok(room) = Room::replay(
            settings,
            self.room.deal(),
            &self.host,
            self.token.clone(),
            &log,
        ) {
            self.room = room;
        }
    }
    fn follow(&mut self, entries: &[String]) -> bool {
        entries.iter().all(|text| {
            serde_json::from_str::<Entry<G::Action, G::Level>>(text)
                .is_ok_and(|entry| self.room.follow(&entry).is_ok())
        })
    }
    fn snapshot(&self, seat: Option<u8>) -> Option<AnySnapshot> {
        self.room.snapshot(seat).map(G::wrap_snapshot)
    }
    fn set_connected(&mut self, seat: u8, connected: bool) {
        self.room.set_connected(seat, connected);
    }
    fn public_log(&self) -> AnyLog {
        G::wrap_log(self.room.public_log())
    }
}

/// A deal no seat can compute, for a room's next game.
fn fresh_deal() -> Result<Deal, RoomError> {
    DealSecret::random()
        .map(Deal::Secret)
        .ok_or(RoomError::Unavailable)
}

/// A new room: the room, its game's name and its header to store.
pub fn create(
    settings: NewRoom,
    deal: Deal,
    host: &str,
    token: &SeatToken,
) -> Result<(Box<dyn Hosted>, &'static str, String), RoomError> {
    match settings {
        PerGame::Soi(s) => create_game::<Soi>(s, deal, host, token),
        PerGame::FourSide(s) => create_game::<FourSide>(s, deal, host, token),
    }
}

fn create_game<G: WireGame + Send + 'static>(
    settings: RoomSettings<G::Rules, G::Level>,
    deal: Deal,
    host: &str,
    token: &SeatToken,
) -> Result<(Box<dyn Hosted>, &'static str, String), RoomError>
where
    G::Rules: PartialEq + Send,
    G::Level: Send,
    G::Action: Send,
    G::Event: Send,
{
    let token = token.hash();
    let room = Room::<G>::new(settings.clone(), deal, host, token.clone())?;
    let header = Header {
        settings,
        deal,
        host: host.to_string(),
        token: token.clone(),
    };
    let header = serde_json::to_string(&header).expect("headers serialise");
    let hosting = Hosting {
        room,
        host: host.to_string(),
        token,
    };
    Ok((Box::new(hosting), G::NAME, header))
}

/// A stored room, replayed. `None` when what is stored does not make a room (a damaged row).
pub fn load(game: &str, header: &str, entries: &[String]) -> Option<Box<dyn Hosted>> {
    if game == Soi::NAME {
        load_game::<Soi>(header, entries)
    } else if game == FourSide::NAME {
        load_game::<FourSide>(header, entries)
    } else {
        None
    }
}

fn load_game<G: WireGame + Send + 'static>(
    header: &str,
    entries: &[String],
) -> Option<Box<dyn Hosted>>
where
    G::Rules: PartialEq + Send,
    G::Level: Send,
    G::Action: Send,
    G::Event: Send,
{
    let header: Header<G::Rules, G::Level> = serde_json::from_str(header).ok()?;
    let log = entries
        .iter()
        .map(|e| serde_json::from_str::<Entry<G::Action, G::Level>>(e))
        .collect::<Result<Vec<_>, _>>()
        .ok()?;
    let room = Room::<G>::replay(
        header.settings,
        header.deal,
        &header.host,
        header.token.clone(),
        &log,
    )
    .ok()?;
    Some(Box::new(Hosting {
        room,
        host: header.host,
        token: header.token,
    }))
}
