//! A room: settings, a deal, seats and the log of every accepted command.

use crate::game::{Actor, RoomGame};
use crate::names;
use crate::protocol::{RoomError, SeatKind, SeatView, Snapshot, WhenLeft, PROTOCOL_VERSION};
use quadrille_engine::deal::Deal;
use quadrille_engine::game::MAX_ACTIONS;
use quadrille_engine::{Record, ToMove};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize};
use sha2::{Digest, Sha256};
use ts_rs::TS;
/// Commands other than moves a log may hold (joins, seat changes…), on top of the game's own
/// cap, so a log read back from storage is bounded.
const MAX_LOBBY_ENTRIES: usize = 1_000;

/// A person's secret for their seat: 128 random bits as 32 lowercase hexadecimal digits, made
/// by the transport or by the joining client. Whoever holds it is that person: it is how they
/// get their seat back after a dropped connection.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SeatToken(pub String);

impl SeatToken {
    /// A fresh token from `rng` (which must be a cryptographically secure one).
    pub fn random(rng: &mut impl rand::Rng) -> SeatToken {
        SeatToken(format!("{:032x}", rng.random::<u128>()))
    }

    /// Is it a token's form: 32 lowercase hexadecimal digits? A client that chooses its own
    /// token cannot choose a short, guessable one.
    pub fn well_formed(&self) -> bool {
        lower_hex(&self.0, 32)
    }

    /// What a room keeps of it.
    pub fn hash(&self) -> TokenHash {
        let digest = Sha256::digest(self.0.as_bytes());
        TokenHash(digest.iter().map(|b| format!("{b:02x}")).collect())
    }
}

fn lower_hex(text: &str, digits: usize) -> bool {
    text.len() == digits && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// A seat token as a room keeps it, in memory, in its log and in storage: the SHA-256 of the
/// token's text, as 64 lowercase hexadecimal digits. Whoever reads a room's store cannot take a
/// seat with it. A token is 128 random bits, so a plain hash is as hard to undo as guessing the
/// token; no salt or slow hash is needed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export)]
pub struct TokenHash(String);

impl TokenHash {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Reads a hash; a token itself (32 hexadecimal digits, as rooms stored them before they kept
/// hashes) is read as its hash, so those rooms still take their seats' tokens.
impl<'de> Deserialize<'de> for TokenHash {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TokenHash, D::Error> {
        let text = String::deserialize(d)?;
        if lower_hex(&text, 64) {
            Ok(TokenHash(text))
        } else if !text.is_empty() && text.len() <= 64 {
            Ok(SeatToken(text).hash())
        } else {
            Err(serde::de::Error::custom("not a seat token's hash"))
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RoomSettings<R, L> {
    pub rules: R,
    /// Whether people without a seat may watch (they see what the table shows, no hand).
    pub spectators: bool,
    pub when_left: WhenLeft<L>,
}

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seating<L> {
    Open,
    Person { name: String, token: TokenHash },
    Computer(L),
}

/// What someone asks of the room. `Join` names its own token (by its hash); the others are
/// made with one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(export)]
pub enum Command<A, L> {
    /// Take the first open seat.
    Join { name: String, token: TokenHash },
    /// Host: a computer player of `level` in `seat` (open, or a computer's, or a person's to remove).
    SetComputer { seat: u8, level: L },
    /// Host: empty `seat` before the game starts (or remove a person at any time).
    Open { seat: u8 },
    /// Host: deal and play.
    Start,
    /// A move (or the table's next round).
    Act { action: A },
    /// Give up one's seat.
    Leave,
    /// Once the game is over: deal another with the same seats and rules, when every person
    /// at the table has asked for it (whoever does not want one leaves). The deal is the
    /// transport's to set, never the sender's: a server puts a fresh secret in every `Again`
    /// it passes on, and only the one that completes the agreement is dealt.
    Again {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional, type = "number | string")]
        deal: Option<Deal>,
    },
}

/// One accepted command and the seat that made it (`None` for a join, which names its token).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Entry<A, L> {
    pub by: Option<u8>,
    pub command: Command<A, L>,
}

/// What a seat of a `Room<G>` is sent.
pub type RoomSnapshot<G> = Snapshot<
    <G as quadrille_engine::Game>::Rules,
    <G as quadrille_engine::Game>::View,
    <G as quadrille_engine::Game>::Event,
    <G as RoomGame>::Level,
>;

/// What changed for a seat of a `Room<G>` since its last snapshot (`change.rs`).
pub type RoomChange<G> = crate::change::SnapshotChange<
    <G as quadrille_engine::Game>::Rules,
    <G as quadrille_engine::Game>::View,
    <<G as quadrille_engine::Game>::View as crate::change::Delta>::Change,
    <G as quadrille_engine::Game>::Event,
    <G as RoomGame>::Level,
>;

#[derive(Clone)]
pub struct Room<G: RoomGame> {
    settings: RoomSettings<G::Rules, G::Level>,
    /// The room's deal: its first game's, from which (with the log) it replays.
    deal: Deal,
    /// The deal of the game at the table (the room's, or the last `Again`'s).
    game_deal: Deal,
    /// A table at home: every seat was set when it was made, it has no host, and the one
    /// device at it plays every person's seat (`act_here`).
    home: bool,
    seats: Vec<Seating<G::Level>>,
    /// The seats whose person asked for another game since the last one ended.
    again: Vec<bool>,
    /// At home, the names the player gave the computers' seats (a room's computers are known
    /// by their level).
    computer_names: Vec<Option<String>>,
    record: Option<Record<G>>,
    /// Every accepted command. A home table keeps none: it has no lobby, so its game's record
    /// is its whole log (and a second copy would double what every move clones).
    log: Vec<Entry<G::Action, G::Level>>,
    /// Commands other than moves in the log (bounded by `MAX_LOBBY_ENTRIES`).
    lobby: usize,
    /// What the last accepted command did (for the snapshots that follow it).
    events: Vec<G::Event>,
    /// Which seats have a live connection: the transport's to say, not part of the log.
    connected: Vec<bool>,
}

impl<G: RoomGame> Room<G>
where
    G::Rules: PartialEq,
{
    /// A new room: the host in seat 0, the other seats open.
    pub fn new(
        settings: RoomSettings<G::Rules, G::Level>,
        deal: Deal,
        host: &str,
        token: TokenHash,
    ) -> Result<Room<G>, RoomError> {
        G::validate(&settings.rules).map_err(RoomError::from)?;
        let name = names::clean(host)?;
        let mut seats = vec![Seating::Open; G::SEATS];
        seats[0] = Seating::Person { name, token };
        Ok(Room {
            settings,
            deal,
            game_deal: deal,
            home: false,
            seats,
            again: vec![false; G::SEATS],
            computer_names: vec![None; G::SEATS],
            record: None,
            log: Vec::new(),
            lobby: 0,
            events: Vec::new(),
            connected: vec![false; G::SEATS],
        })
    }

    /// A table at home, dealt at once: every seat given (no open one), no host. People's
    /// names are the device's own and are kept as given; `names` are the computers' (by seat;
    /// `None` or missing: known by their level).
    pub fn at_home(
        rules: G::Rules,
        deal: Deal,
        seats: Vec<Seating<G::Level>>,
        names: Vec<Option<String>>,
    ) -> Result<Room<G>, RoomError> {
        G::validate(&rules).map_err(RoomError::from)?;
        if seats.len() != G::SEATS {
            return Err(RoomError::NoSuchSeat {
                seat: seats.len() as u8,
            });
        }
        if seats.iter().any(|s| matches!(s, Seating::Open)) {
            return Err(RoomError::SeatsOpen);
        }
        let settings = RoomSettings {
            rules: rules.clone(),
            spectators: false,
            when_left: WhenLeft::Wait,
        };
        Ok(Room {
            settings,
            deal,
            game_deal: deal,
            home: true,
            seats,
            again: vec![false; G::SEATS],
            computer_names: (0..G::SEATS)
                .map(|s| names.get(s).cloned().flatten())
                .collect(),
            record: Some(Record::new(rules, deal)),
            log: Vec::new(),
            lobby: 0,
            events: Vec::new(),
            connected: vec![true; G::SEATS],
        })
    }

    /// A table at home with its game rebuilt from its actions, each made again by the seat
    /// whose turn it was.
    pub fn home_replay(
        rules: G::Rules,
        deal: Deal,
        seats: Vec<Seating<G::Level>>,
        names: Vec<Option<String>>,
        actions: &[G::Action],
    ) -> Result<Room<G>, (usize, RoomError)> {
        let mut room = Room::at_home(rules, deal, seats, names).map_err(|e| (0, e))?;
        for (i, action) in actions.iter().enumerate() {
            let seat = room.mover(action).map_err(|e| (i, e))?;
            room.apply_as(
                Some(seat),
                Command::Act {
                    action: action.clone(),
                },
            )
            .map_err(|e| (i, e))?;
        }
        Ok(room)
    }

    /// At a home table, the device makes a person's move: the seat the action names, else the
    /// seat to move (or, for the table's own action, the first person's). A computer's seat
    /// is refused: its moves are the room's to make (`play_computers`).
    pub fn act_here(&mut self, action: G::Action) -> Result<(), RoomError> {
        if !self.home {
            return Err(RoomError::BadToken);
        }
        let seat = self.mover(&action)?;
        // The table's own action (the next round) is anyone's, even at a table of computers.
        let table = G::actor(&action) == Actor::Table;
        if !table && !matches!(self.seats[seat as usize], Seating::Person { .. }) {
            return Err(RoomError::NotYourSeat);
        }
        self.apply_as(Some(seat), Command::Act { action })
    }

    /// At a home table, every person asks for another game at once (they share the device),
    /// and it is dealt from `deal`.
    pub fn again_here(&mut self, deal: Deal) -> Result<(), RoomError> {
        if !self.home {
            return Err(RoomError::BadToken);
        }
        let people: Vec<u8> = (0..G::SEATS as u8)
            .filter(|&s| matches!(self.seats[s as usize], Seating::Person { .. }))
            .collect();
        if people.is_empty() {
            // A table of computers: the device itself asks.
            return self.deal_again(deal);
        }
        for seat in people {
            self.apply_as(Some(seat), Command::Again { deal: Some(deal) })?;
        }
        Ok(())
    }

    /// The seat an action is made from at a home table.
    fn mover(&self, action: &G::Action) -> Result<u8, RoomError> {
        let game = self.game().ok_or(RoomError::NotStarted)?;
        let people = || {
            self.seats
                .iter()
                .position(|s| matches!(s, Seating::Person { .. }))
                .unwrap_or(0) as u8
        };
        let seat = match G::actor(action) {
            Actor::Seat(seat) => seat,
            Actor::Mover => game.to_move().seat().unwrap_or_else(people),
            Actor::Table => people(),
        };
        self.seat_index(seat)?;
        Ok(seat)
    }

    /// The same room from its parts, each command applied again: the live room, exactly.
    pub fn replay(
        settings: RoomSettings<G::Rules, G::Level>,
        deal: Deal,
        host: &str,
        token: TokenHash,
        log: &[Entry<G::Action, G::Level>],
    ) -> Result<Room<G>, (usize, RoomError)> {
        let mut room = Room::new(settings, deal, host, token).map_err(|e| (0, e))?;
        for (i, entry) in log.iter().enumerate() {
            room.apply_as(entry.by, entry.command.clone())
                .map_err(|e| (i, e))?;
        }
        Ok(room)
    }

    pub fn settings(&self) -> &RoomSettings<G::Rules, G::Level> {
        &self.settings
    }
    pub fn deal(&self) -> Deal {
        self.deal
    }
    /// The deal of the game at the table: the room's, until another game is dealt.
    pub fn game_deal(&self) -> Deal {
        self.game_deal
    }
    pub fn is_home(&self) -> bool {
        self.home
    }
    /// The record of the game at the table.
    pub fn record(&self) -> Option<&Record<G>> {
        self.record.as_ref()
    }
    /// The seats whose person asked for another game.
    pub fn asked_again(&self) -> impl Iterator<Item = u8> + '_ {
        (0..G::SEATS as u8).filter(|&s| self.again[s as usize])
    }
    pub fn log(&self) -> &[Entry<G::Action, G::Level>] {
        &self.log
    }
    pub fn seats(&self) -> &[Seating<G::Level>] {
        &self.seats
    }
    pub fn game(&self) -> Option<&G> {
        self.record.as_ref().map(Record::game)
    }

    /// The seat `token` holds.
    pub fn seat_of(&self, token: &SeatToken) -> Option<u8> {
        self.seat_of_hash(&token.hash())
    }

    /// The seat the token of this hash holds.
    pub fn seat_of_hash(&self, hash: &TokenHash) -> Option<u8> {
        self.seats
            .iter()
            .position(|s| matches!(s, Seating::Person { token: t, .. } if t == hash))
            .map(|s| s as u8)
    }

    /// The transport's word on whether a seat's person is connected.
    pub fn set_connected(&mut self, seat: u8, connected: bool) {
        if let Some(c) = self.connected.get_mut(seat as usize) {
            *c = connected;
        }
    }

    /// Runs a command from the holder of `token` (any token for a join). Accepted: it is in
    /// the log and `events` holds what it did. Refused: nothing changed.
    pub fn apply(
        &mut self,
        token: &SeatToken,
        command: Command<G::Action, G::Level>,
    ) -> Result<(), RoomError> {
        let by = match &command {
            Command::Join { .. } => None,
            _ => Some(self.seat_of(token).ok_or(RoomError::BadToken)?),
        };
        self.apply_as(by, command)
    }

    /// Runs a command the transport makes on behalf of `seat` (the next game's deal, when
    /// `ready_again` says the last person left instead of asking).
    pub fn apply_from(
        &mut self,
        seat: u8,
        command: Command<G::Action, G::Level>,
    ) -> Result<(), RoomError> {
        self.seat_index(seat)?;
        self.apply_as(Some(seat), command)
    }

    /// Applies the next entry of this room's log as another copy of the room accepted it (a
    /// server node following what another node appended): the same checks as when it was made,
    /// so a copy stays the room the log replays to.
    pub fn follow(&mut self, entry: &Entry<G::Action, G::Level>) -> Result<(), RoomError> {
        self.apply_as(entry.by, entry.command.clone())
    }

    fn apply_as(
        &mut self,
        by: Option<u8>,
        command: Command<G::Action, G::Level>,
    ) -> Result<(), RoomError> {
        let is_move = matches!(command, Command::Act { .. });
        if !is_move && self.lobby >= MAX_LOBBY_ENTRIES {
            return Err(RoomError::LogFull);
        }
        let events = match &command {
            Command::Join { name, token } => {
                self.join(name, token.clone())?;
                Vec::new()
            }
            Command::SetComputer { seat, level } => {
                self.host_only(by)?;
                let at = self.seat_index(*seat)?;
                if *seat == 0 {
                    return Err(RoomError::HostStays);
                }
                if self.record.is_some() && !matches!(self.seats[at], Seating::Open) {
                    return Err(RoomError::Started);
                }
                self.seats[at] = Seating::Computer(*level);
                Vec::new()
            }
            Command::Open { seat } => {
                self.host_only(by)?;
                let at = self.seat_index(*seat)?;
                if *seat == 0 {
                    return Err(RoomError::HostStays);
                }
                match (&self.seats[at], self.record.is_some()) {
                    // Removing a person during the game: their seat goes as the host chose.
                    (Seating::Person { .. }, true) => self.vacate(at),
                    (_, true) => return Err(RoomError::Started),
                    (_, false) => self.seats[at] = Seating::Open,
                }
                Vec::new()
            }
            Command::Start => {
                self.host_only(by)?;
                if self.record.is_some() {
                    return Err(RoomError::Started);
                }
                if self.seats.iter().any(|s| matches!(s, Seating::Open)) {
                    return Err(RoomError::SeatsOpen);
                }
                self.record = Some(Record::new(self.settings.rules.clone(), self.deal));
                Vec::new()
            }
            Command::Act { action } => self.act(by, action)?,
            Command::Again { deal } => {
                let seat = by.ok_or(RoomError::BadToken)?;
                if !self.game().is_some_and(|g| g.is_over()) {
                    return Err(RoomError::GameNotOver);
                }
                let deal = deal.ok_or(RoomError::Malformed)?;
                self.again[seat as usize] = true;
                if self.every_person_asked() {
                    self.deal_again(deal)?;
                }
                Vec::new()
            }
            Command::Leave => {
                let seat = by.ok_or(RoomError::BadToken)?;
                if seat == 0 {
                    return Err(RoomError::HostStays);
                }
                if self.record.is_some() {
                    self.vacate(seat as usize);
                } else {
                    self.seats[seat as usize] = Seating::Open;
                }
                Vec::new()
            }
        };
        self.events = events;
        if !is_move {
            self.lobby += 1;
        }
        if !self.home {
            self.log.push(Entry { by, command });
        }
        Ok(())
    }

    /// Deals the next game at the same seats under the same rules.
    fn deal_again(&mut self, deal: Deal) -> Result<(), RoomError> {
        if !self.game().is_some_and(|g| g.is_over()) {
            return Err(RoomError::GameNotOver);
        }
        self.game_deal = deal;
        self.record = Some(Record::new(self.settings.rules.clone(), deal));
        self.again.fill(false);
        Ok(())
    }

    fn join(&mut self, name: &str, token: TokenHash) -> Result<(), RoomError> {
        let name = names::clean(name)?;
        if self.seat_of_hash(&token).is_some() {
            return Err(RoomError::TokenInUse);
        }
        let open = self
            .seats
            .iter()
            .position(|s| matches!(s, Seating::Open))
            .ok_or(RoomError::RoomFull)?;
        let taken = self.seats.iter().filter_map(|s| match s {
            Seating::Person { name, .. } => Some(name.as_str()),
            _ => None,
        });
        let name = names::distinct(name, taken);
        self.seats[open] = Seating::Person { name, token };
        Ok(())
    }

    fn vacate(&mut self, at: usize) {
        self.seats[at] = match self.settings.when_left {
            WhenLeft::Computer { level } => Seating::Computer(level),
            WhenLeft::Wait => Seating::Open,
        };
        self.connected[at] = false;
        self.again[at] = false;
    }

    /// Every person at the table asked for another game, but none is dealt yet (the last
    /// one who had not asked left instead): the transport deals it with an `Again` of its
    /// own from this seat.
    pub fn ready_again(&self) -> Option<u8> {
        let over = self.game().is_some_and(|g| g.is_over());
        if !over || !self.every_person_asked() {
            return None;
        }
        self.asked_again().next()
    }

    /// Every person at the table has asked for another game (a table of none has not).
    fn every_person_asked(&self) -> bool {
        let mut people = self
            .seats
            .iter()
            .zip(&self.again)
            .filter(|(s, _)| matches!(s, Seating::Person { .. }))
            .peekable();
        people.peek().is_some() && people.all(|(_, asked)| *asked)
    }

    fn host_only(&self, by: Option<u8>) -> Result<(), RoomError> {
        if by == Some(0) && !self.home {
            Ok(())
        } else {
            Err(RoomError::NotHost)
        }
    }

    fn seat_index(&self, seat: u8) -> Result<usize, RoomError> {
        if (seat as usize) < G::SEATS {
            Ok(seat as usize)
        } else {
            Err(RoomError::NoSuchSeat { seat })
        }
    }

    fn act(&mut self, by: Option<u8>, action: &G::Action) -> Result<Vec<G::Event>, RoomError> {
        let seat = by.ok_or(RoomError::BadToken)?;
        let record = self.record.as_mut().ok_or(RoomError::NotStarted)?;
        let game = record.game();
        match G::actor(action) {
            Actor::Seat(named) if named != seat => return Err(RoomError::NotYourSeat),
            // Any person may make the table's own action; when it is not due, the rules say
            // why (the round is still on, the game is over).
            Actor::Table => {}
            Actor::Seat(_) | Actor::Mover => match game.to_move() {
                ToMove::Seat(to_move) if to_move == seat => {}
                ToMove::Over => {
                    return Err(RoomError::Rule {
                        rule: quadrille_engine::RuleCode::GameOver,
                        detail: None,
                    })
                }
                _ => return Err(RoomError::NotYourTurn),
            },
        }
        if record.actions().len() >= MAX_ACTIONS {
            return Err(RoomError::LogFull);
        }
        record.apply(action).map_err(RoomError::from)
    }

    /// Plays the computer seats' moves until a person is to move, a seat waits for someone to
    /// join, or the game is over; each move is logged as its seat's. Returns how many it made.
    /// A table of computers only also deals the next round itself.
    pub fn play_computers(&mut self, most: usize) -> usize {
        let mut made = 0;
        while made < most {
            let Some(record) = &self.record else { break };
            let game = record.game();
            let action = match game.to_move() {
                ToMove::Seat(seat) => match self.seats[seat as usize] {
                    Seating::Computer(level) => {
                        let mut rng = ChaCha8Rng::seed_from_u64(record.computer_seed());
                        G::computer(&game.view(seat), level, &mut rng).map(|a| (seat, a))
                    }
                    _ => None,
                },
                ToMove::Table => {
                    let people = self
                        .seats
                        .iter()
                        .any(|s| matches!(s, Seating::Person { .. }));
                    // With people at the table, one of them deals the next round.
                    G::table_action().filter(|_| !people).map(|a| (0, a))
                }
                ToMove::Over => None,
            };
            let Some((seat, action)) = action else { break };
            if self.apply_as(Some(seat), Command::Act { action }).is_err() {
                break;
            }
            made += 1;
        }
        made
    }

    /// What the last accepted command did, as `seat` (or a spectator) may see it.
    pub fn events_for(&self, seat: Option<u8>) -> Vec<G::Event> {
        self.events
            .iter()
            .filter(|e| G::private_to(e).is_none_or(|only| Some(only) == seat))
            .cloned()
            .collect()
    }

    /// What `seat` (or, with `None`, a spectator) is sent now. `None` when a spectator asks
    /// and the host allows none.
    pub fn snapshot(&self, seat: Option<u8>) -> Option<RoomSnapshot<G>> {
        if seat.is_none() && !self.settings.spectators {
            return None;
        }
        let game = self.game();
        let view = game.map(|g| match seat {
            Some(s) => g.view(s),
            None => g.public_view(),
        });
        let events = self.events_for(seat);
        Some(Snapshot {
            protocol: PROTOCOL_VERSION,
            seq: self.log.len() as u64,
            you: seat,
            rules: self.settings.rules.clone(),
            when_left: self.settings.when_left,
            seats: self.seat_views(),
            started: game.is_some(),
            view,
            events,
            deal: game.filter(|g| g.is_over()).map(|_| self.game_deal),
            again: self.asked_again().collect(),
        })
    }

    fn seat_views(&self) -> Vec<SeatView<G::Level>> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatView {
                seat: i as u8,
                host: i == 0 && !self.home,
                who: match s {
                    Seating::Open => SeatKind::Open,
                    Seating::Person { name, .. } => SeatKind::Person {
                        name: name.clone(),
                        connected: self.connected[i],
                    },
                    Seating::Computer(level) => SeatKind::Computer {
                        level: *level,
                        name: self.computer_names[i].clone(),
                    },
                },
            })
            .collect()
    }
}
