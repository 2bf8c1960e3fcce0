//! FourSide at home behind the commands: a table (`table.rs`) seated by the mode, and what is
//! saved. The lifecycle is `GameSlot`'s; turns, moves and the computer's are the table's.

use crate::daily::DailyOutcome;
use crate::error::CommandError;
use crate::lifecycle::{pick_deal, Core, GameOver, GameSlot, Kind, Tally, Unusable};
use crate::profile::{stats_key, FourSideMode};
use crate::table::{self, dealt, AtHome};
use quadrille_engine::daily::{fourside_daily, DailyGame, Day};
use quadrille_engine::deal::{Deal, DealNumber};
use quadrille_engine::fourside::{FourSide, FourSideAction, FourSideEvent, FourSideRules, Level};
use quadrille_engine::{Game, Record, SavedRecord};
use quadrille_room::{Room, RoomSnapshot, Seating};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub(crate) const FOURSIDE_KEY: &str = "fourside";

#[derive(Clone)]
pub struct FourSideGame {
    room: Room<FourSide>,
    mode: FourSideMode,
    recorded: bool,
}

#[derive(Serialize, Deserialize)]
pub struct SavedFourSide {
    record: SavedRecord<FourSideRules, FourSideAction, Deal>,
    mode: FourSideMode,
    recorded: bool,
}

/// The answer to every FourSide command: the table as the seat on screen sees it — the
/// snapshot a room sends each of its seats — and what a game on this device has beside it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct FourSideResponse {
    #[ts(type = "number")]
    pub version: u64,
    /// The deal number (a room's deal code, once its game is over).
    #[ts(type = "number | string")]
    pub deal: Deal,
    /// `you`: whose hand it shows, the person to move (hot seat), else seat 0. Who plays each
    /// seat (the mode) is in its seats.
    pub table: RoomSnapshot<FourSide>,
    /// Set when this call ended a game against the computer (first time only).
    pub finished: Option<GameOver>,
}

impl FourSideGame {
    fn record(&self) -> &Record<FourSide> {
        dealt(&self.room)
    }

    fn viewer(&self) -> u8 {
        let to_move = Game::to_move(self.record().game()).seat();
        match (self.mode, to_move) {
            (FourSideMode::HumanVsHuman, Some(seat)) => seat,
            _ => 0,
        }
    }
}

/// The table's seats for `mode`, the computer playing at the rules' level.
fn seats(mode: FourSideMode, level: Level) -> Vec<Seating<Level>> {
    (0..2)
        .map(|seat| match mode.is_computer(seat) {
            true => Seating::Computer(level),
            false => table::person(""),
        })
        .collect()
}

#[derive(Debug, Clone, Copy)]
pub struct FourSideKind;

impl Kind for FourSideKind {
    type Engine = FourSide;
    type Game = FourSideGame;
    type Saved = SavedFourSide;
    type Step = Vec<FourSideEvent>;
    type Response = FourSideResponse;

    fn store_key(&self) -> String {
        "game.fourside".to_string()
    }

    fn save(&self, game: &FourSideGame) -> SavedFourSide {
        SavedFourSide {
            record: game.record().save(),
            mode: game.mode,
            recorded: game.recorded,
        }
    }

    fn record<'a>(&self, game: &'a FourSideGame) -> &'a Record<FourSide> {
        game.record()
    }

    const RECORD_PATH: &'static [&'static str] = &["record"];

    fn fields(&self, game: &FourSideGame) -> Vec<(&'static str, Value)> {
        vec![("recorded", Value::Bool(game.recorded))]
    }

    /// Replayed at a table seated as it was saved; a game saved before FourSide was played at
    /// a table (the same fields) loads the same way.
    fn load(&self, saved: SavedFourSide) -> Result<FourSideGame, Unusable> {
        let record = saved.record;
        if record.rules.validate().is_err() {
            return Err(Unusable::BadRules);
        }
        // The record's own checks first (its length, its undone list).
        Record::<FourSide>::load(record.clone())?;
        let seats = seats(saved.mode, record.rules.level);
        let room = Room::home_replay(record.rules, record.deal, seats, vec![], &record.actions)
            .map_err(|(_, e)| table::rule_error(e))?;
        Ok(FourSideGame {
            room,
            mode: saved.mode,
            recorded: saved.recorded,
        })
    }

    /// Counted, per level, for a person (seat 0) against the computer.
    fn tally(&self, game: &FourSideGame) -> Option<Tally> {
        let state = game.record().game();
        (game.mode == FourSideMode::HumanVsComputer).then(|| Tally {
            key: stats_key(FOURSIDE_KEY, state.rules().level),
            won: state.winner() == Some(0),
            score: state.scores()[0].max(0) as u32,
        })
    }

    fn recorded(&self, game: &FourSideGame) -> bool {
        game.recorded
    }

    fn daily_game(&self) -> DailyGame {
        DailyGame::FourSide
    }

    fn guide_moves(&self) -> Vec<FourSideAction> {
        crate::guide::moves(quadrille_engine::guide::fourside_guide().steps)
    }

    fn person_moves(&self, game: &FourSideGame) -> usize {
        table::moves_by(game.record(), 0) as usize
    }

    /// The person's score and tiles placed; a duel's line of symbols is its result alone.
    fn daily_outcome(&self, game: &FourSideGame) -> DailyOutcome {
        let state = game.record().game();
        DailyOutcome {
            won: state.winner() == Some(0),
            score: state.scores()[0].max(0) as u32,
            moves: table::moves_by(game.record(), 0),
            marks: Vec::new(),
            claim: None,
        }
    }

    fn set_recorded(&self, game: &mut FourSideGame) {
        game.recorded = true;
    }

    fn respond(
        &self,
        game: &FourSideGame,
        core: &Core,
        events: Vec<FourSideEvent>,
        finished: Option<GameOver>,
    ) -> FourSideResponse {
        let mut table = table::snapshot(&game.room, game.viewer());
        table.events = events;
        FourSideResponse {
            version: core.version,
            deal: game.record().deal(),
            table,
            finished,
        }
    }
}

impl GameSlot<FourSideKind> {
    /// A new game with `rules` and `mode`, or the settings' ones. A game against the computer
    /// left unfinished after a move counts as lost.
    pub fn new_game(
        &mut self,
        core: &mut Core,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<FourSideRules>,
        mode: Option<FourSideMode>,
    ) -> Result<FourSideResponse, CommandError> {
        self.start(core, seen, |_, core| {
            let settings = &core.profile.settings;
            let rules = rules.unwrap_or_else(|| settings.fourside_rules());
            fresh_game(
                rules,
                mode.unwrap_or(settings.fourside_mode),
                pick_deal(deal)?,
            )
        })
    }

    /// The guided game: a duel against the computer at the guide's level.
    pub fn guide(&mut self, core: &mut Core, seen: u64) -> Result<FourSideResponse, CommandError> {
        let guide = quadrille_engine::guide::fourside_guide();
        self.start_guide(core, seen, |_, _| {
            fresh_game(guide.rules, FourSideMode::HumanVsComputer, guide.deal)
        })
    }

    /// `day`'s deal of the day: a duel against the computer at the day's level, on the
    /// standard board.
    pub fn daily(
        &mut self,
        core: &mut Core,
        seen: u64,
        day: Day,
    ) -> Result<FourSideResponse, CommandError> {
        let (deal, level) = fourside_daily(day);
        let rules = FourSideRules {
            level,
            ..FourSideRules::default()
        };
        self.start_daily(core, seen, day, |_, _| {
            fresh_game(rules, FourSideMode::HumanVsComputer, deal)
        })
    }

    /// "Play again": the same mode and rules, a new deal.
    pub fn again(&mut self, core: &mut Core, seen: u64) -> Result<FourSideResponse, CommandError> {
        self.play_again(core, seen, |game| game.recorded = false, |_| Vec::new())
    }
}

/// A new game of `rules` in `mode`, dealt `deal`.
fn fresh_game(
    rules: FourSideRules,
    mode: FourSideMode,
    deal: DealNumber,
) -> Result<(FourSideGame, Vec<FourSideEvent>), CommandError> {
    rules.validate()?;
    let seats = seats(mode, rules.level);
    let room = Room::at_home(rules, deal.into(), seats, vec![]).map_err(table::refusal)?;
    let game = FourSideGame {
        room,
        mode,
        recorded: false,
    };
    Ok((game, Vec::new()))
}

impl AtHome for FourSideKind {
    fn room<'a>(&self, game: &'a FourSideGame) -> &'a Room<FourSide> {
        &game.room
    }
    fn room_mut<'a>(&self, game: &'a mut FourSideGame) -> &'a mut Room<FourSide> {
        &mut game.room
    }
    fn moved(
        &self,
        game: &mut FourSideGame,
        _: &FourSide,
        _: &FourSideAction,
    ) -> Vec<FourSideEvent> {
        game.room.events_for(Some(game.viewer()))
    }
}
