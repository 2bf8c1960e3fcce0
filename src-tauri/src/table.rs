//! Soi and FourSide at home are played at the same table as with friends: a room
//! (`quadrille_room::Room`) in the app's process, without a socket. Its seats are set when the
//! game starts (the people on this device and the computers); the device makes each person's
//! move (`Room::act_here`), the room makes the computers' (`Room::play_computers`, one per call
//! so the page shows each at the player's pace) and deals another game (`Room::again_here`).
//! Whose turn it is, who may move and how a computer chooses are the room's, written once.
//!
//! A home table has no lobby, so its log is its game's actions: it is saved as the record it
//! always was (`SavedRecord`) through the app's journal, and rebuilt by replaying them at the
//! table (`Room::home_replay`).

use crate::error::{AppCode, CommandError};
use crate::lifecycle::{parse_action, Action, Core, GameSlot, Kind};
use quadrille_engine::deal::{random_deal_number, Deal};
use quadrille_engine::{RuleCode, RuleError};
use quadrille_room::{Room, RoomError, RoomGame, SeatToken, Seating};
use serde_json::Value;

/// A game the app plays at a home table.
pub trait AtHome: Kind<Engine: RoomGame> {
    fn room<'a>(&self, game: &'a Self::Game) -> &'a Room<Self::Engine>;
    fn room_mut<'a>(&self, game: &'a mut Self::Game) -> &'a mut Room<Self::Engine>;
    /// What a move (`action`, from the position `before`) made, once the room took it; the
    /// kind moves on what it keeps beside the room (the hot seat's viewer).
    fn moved(
        &self,
        game: &mut Self::Game,
        before: &Self::Engine,
        action: &Action<Self>,
    ) -> Self::Step;
}

/// A person of this device in a seat. Nobody else can reach a home table, so the token only
/// fills the seat's shape; it is never shown or kept.
pub fn person<L>(name: &str) -> Seating<L> {
    Seating::Person {
        name: name.to_string(),
        token: SeatToken::random(&mut rand::rng()).hash(),
    }
}

/// The game of a home table, which is dealt when the table is made.
pub fn dealt<G: RoomGame>(room: &Room<G>) -> &quadrille_engine::Record<G>
where
    G::Rules: PartialEq,
{
    room.record()
        .expect("a home table is dealt when it is made")
}

/// What the page is shown of a home table: the snapshot a room would send `seat`.
pub fn snapshot<G: RoomGame>(room: &Room<G>, seat: u8) -> quadrille_room::RoomSnapshot<G>
where
    G::Rules: PartialEq,
{
    room.snapshot(Some(seat))
        .expect("a seat is always sent a snapshot")
}

/// The moves `seat` made in `record`'s game (a deal of the day counts the person's).
pub fn moves_by<G: RoomGame>(record: &quadrille_engine::Record<G>, seat: u8) -> u32 {
    let mut game = G::new(record.rules(), record.deal());
    let mut moves = 0;
    for action in record.actions() {
        moves += u32::from(game.to_move().seat() == Some(seat));
        if game.apply(action).is_err() {
            break;
        }
    }
    moves
}

/// A refusal of the table, as the app's commands answer it.
pub fn refusal(e: RoomError) -> CommandError {
    match e {
        RoomError::NotYourSeat => CommandError::new(
            AppCode::ComputerTurn,
            "That move is the computer's to make.",
        ),
        RoomError::GameNotOver => {
            CommandError::new(AppCode::BadAction, "The game is not over yet.")
        }
        other => rule_error(other).into(),
    }
}

/// A refusal of the table as the rules' own (a saved game that does not replay).
pub fn rule_error(e: RoomError) -> RuleError {
    let message = e.to_string();
    match e {
        RoomError::Rule {
            rule,
            detail: Some(detail),
        } => RuleError::with_detail(rule, detail),
        RoomError::Rule { rule, detail: None } => RuleError::new(rule, message),
        RoomError::NotYourTurn => RuleError::new(RuleCode::NotYourTurn, message),
        RoomError::NoSuchSeat { .. } => RuleError::new(RuleCode::NoSuchSeat, message),
        RoomError::LogFull => RuleError::new(RuleCode::TooLong, message),
        _ => RuleError::new(RuleCode::BadReplay, message),
    }
}

impl<K: AtHome> GameSlot<K>
where
    <K::Engine as quadrille_engine::Game>::Rules: PartialEq,
    Action<K>: PartialEq,
{
    /// A person's move (or the table's next round), parsed here so a malformed one gets a
    /// `bad_action` error; the table refuses one that is a computer's to make.
    pub fn act(
        &mut self,
        core: &mut Core,
        seen: u64,
        action: Value,
    ) -> Result<K::Response, CommandError> {
        core.check_version(seen)?;
        let action: Action<K> = parse_action(action)?;
        self.guided(core, Some(&action))?;
        let kind = self.kind.clone();
        self.change(core, seen, |game, _| {
            let before = dealt(kind.room(game)).game().clone();
            kind.room_mut(game)
                .act_here(action.clone())
                .map_err(refusal)?;
            Ok(kind.moved(game, &before, &action))
        })
    }

    /// The computer to move makes one move.
    pub fn computer(&mut self, core: &mut Core, seen: u64) -> Result<K::Response, CommandError> {
        let kind = self.kind.clone();
        self.change(core, seen, |game, _| {
            let room = kind.room_mut(game);
            let before = dealt(room).game().clone();
            if room.play_computers(1) == 0 {
                return Err(CommandError::new(
                    AppCode::HumanTurn,
                    "It is not a computer's turn.",
                ));
            }
            let action = dealt(room)
                .actions()
                .last()
                .cloned()
                .expect("the computer's move is in the record");
            Ok(kind.moved(game, &before, &action))
        })
    }

    /// Another game at the same table, once this one is over: the same seats and rules, a
    /// fresh deal.
    pub fn play_again(
        &mut self,
        core: &mut Core,
        seen: u64,
        reset: impl FnOnce(&mut K::Game),
        first: impl FnOnce(&K::Game) -> K::Step,
    ) -> Result<K::Response, CommandError> {
        let kind = self.kind.clone();
        self.start(core, seen, |old, _| {
            let mut game = old
                .cloned()
                .ok_or_else(|| CommandError::new(AppCode::NoGame, "There is no game to repeat."))?;
            kind.room_mut(&mut game)
                .again_here(Deal::Number(random_deal_number()))
                .map_err(refusal)?;
            reset(&mut game);
            let step = first(&game);
            Ok((game, step))
        })
    }
}
