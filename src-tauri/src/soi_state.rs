//! Soi at home behind the commands: a table (`table.rs`) seated from the settings, hot-seat
//! viewing, the card's place in a sorted fan, and what is saved. The lifecycle is `GameSlot`'s;
//! turns, moves and computers are the table's.

use crate::daily::DailyOutcome;
use crate::error::CommandError;
use crate::lifecycle::{pick_deal, Core, GameOver, GameSlot, Kind, Tally, Unusable};
use crate::profile::stats_key;
use crate::table::{self, dealt, AtHome};
use quadrille_engine::daily::{soi_daily, DailyGame, Day};
use quadrille_engine::deal::{Deal, DealNumber};
use quadrille_engine::soi::{Ask, PublicEvent, Soi, SoiAction, SoiLevel, SoiRules, SoiSeat};
use quadrille_engine::{Game, Record, SavedRecord};
use quadrille_room::{Room, RoomSnapshot, Seating};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub(crate) const SOI_KEY: &str = "soi";

/// Who sits where, fixed when a game starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SoiSetup {
    /// South, East, North, West: `true` for a computer.
    pub computers: [bool; 4],
    pub names: [String; 4],
    pub level: SoiLevel,
}

impl SoiSetup {
    fn humans(&self) -> usize {
        self.computers.iter().filter(|&&c| !c).count()
    }

    fn is_computer(&self, seat: SoiSeat) -> bool {
        self.computers[seat.index()]
    }

    /// The names the player gave the computers' seats.
    fn computer_names(&self) -> Vec<Option<String>> {
        (0..4)
            .map(|s| self.computers[s].then(|| self.names[s].clone()))
            .collect()
    }

    /// The table's seats: the people by name, the computers at the level.
    fn seats(&self) -> Vec<Seating<SoiLevel>> {
        (0..4)
            .map(|s| match self.computers[s] {
                true => Seating::Computer(self.level),
                false => table::person(&self.names[s]),
            })
            .collect()
    }

    /// The one person at the table, when there is exactly one.
    fn single_person(&self) -> Option<usize> {
        (self.humans() == 1).then(|| self.computers.iter().position(|&c| !c))?
    }
}

#[derive(Clone)]
pub struct SoiGame {
    room: Room<Soi>,
    setup: SoiSetup,
    /// The person whose hand was last on screen (hot-seat).
    viewer: SoiSeat,
    recorded: bool,
}

#[derive(Serialize, Deserialize)]
pub struct SavedSoi {
    record: SavedRecord<SoiRules, SoiAction, Deal>,
    setup: SoiSetup,
    viewer: u8,
    recorded: bool,
}

/// Where a handed-over card sat in the giver's sorted fan and lands in the taker's, for the
/// "sort computer cards" setting (which shows computer backs in card order).
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[ts(export)]
pub struct FanMove {
    pub from_index: u8,
    pub to_index: u8,
}

/// The answer to every Soi command: the table as the seat on screen sees it — the snapshot a
/// room sends each of its seats — and what a game on this device has beside it. The page reads
/// a room's snapshots the same way.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct SoiResponse {
    #[ts(type = "number")]
    pub version: u64,
    /// The deal number (a room's deal code, once its game is over): the key of the rounds'
    /// scores the page keeps.
    #[ts(type = "number | string")]
    pub deal: Deal,
    /// `you`: whose hand it shows, the person to move or the last person who moved (hot seat).
    pub table: RoomSnapshot<Soi>,
    /// Set only when the setting is on and a card changed hands.
    pub fan: Option<FanMove>,
    /// Set when this call ended a game with one person at the table (first time only).
    pub finished: Option<GameOver>,
}

impl SoiGame {
    fn record(&self) -> &Record<Soi> {
        dealt(&self.room)
    }

    fn to_move(&self) -> Option<SoiSeat> {
        let seat = Game::to_move(self.record().game()).seat()?;
        Some(SoiSeat::new(seat).expect("the rules move only real seats"))
    }

    /// The seat whose hand to show: a person to move, else the last person shown.
    fn next_viewer(&self) -> SoiSeat {
        match self.to_move() {
            Some(s) if !self.setup.is_computer(s) => s,
            _ => self.viewer,
        }
    }

    /// What the move `action` from `before`, which the table has taken, did; the hot-seat
    /// view moves on.
    fn moved(&mut self, before: &Soi, action: &SoiAction) -> SoiStep {
        self.viewer = self.next_viewer();
        let events = self.room.events_for(Some(self.viewer.number()));
        // Worked out on the position before the ask, once the rules have accepted it (so the
        // seats are real ones).
        let fan = match action {
            SoiAction::Ask(ask)
                if matches!(events.first(), Some(PublicEvent::Asked { got: true, .. })) =>
            {
                fan_move(before, *ask)
            }
            _ => None,
        };
        SoiStep { events, fan }
    }
}

/// Where `card` sits in `hand` sorted, and where it would sit in `into` sorted.
fn fan_move(game: &Soi, ask: Ask) -> Option<FanMove> {
    let from = game.hand(ask.target);
    let from_index = from.iter().position(|&c| c == ask.card)? as u8;
    let to_index = game
        .hand(ask.asker)
        .iter()
        .filter(|&&c| c < ask.card)
        .count() as u8;
    Some(FanMove {
        from_index,
        to_index,
    })
}

/// What a change produced.
#[derive(Default)]
pub struct SoiStep {
    events: Vec<PublicEvent>,
    fan: Option<FanMove>,
}

#[derive(Debug, Clone, Copy)]
pub struct SoiKind;

impl Kind for SoiKind {
    type Engine = Soi;
    type Game = SoiGame;
    type Saved = SavedSoi;
    type Step = SoiStep;
    type Response = SoiResponse;

    fn store_key(&self) -> String {
        "game.soi".to_string()
    }

    fn save(&self, game: &SoiGame) -> SavedSoi {
        SavedSoi {
            record: game.record().save(),
            setup: game.setup.clone(),
            viewer: game.viewer.number(),
            recorded: game.recorded,
        }
    }

    fn record<'a>(&self, game: &'a SoiGame) -> &'a Record<Soi> {
        game.record()
    }

    const RECORD_PATH: &'static [&'static str] = &["record"];

    fn fields(&self, game: &SoiGame) -> Vec<(&'static str, Value)> {
        vec![
            ("viewer", Value::from(game.viewer.number())),
            ("recorded", Value::Bool(game.recorded)),
        ]
    }

    /// Replayed at a table seated as it was saved; a game saved before Soi was played at a
    /// table (the same fields) loads the same way.
    fn load(&self, saved: SavedSoi) -> Result<SoiGame, Unusable> {
        let viewer = SoiSeat::new(saved.viewer).map_err(|_| Unusable::BadRules)?;
        let record = saved.record;
        if record.rules.validate().is_err() {
            return Err(Unusable::BadRules);
        }
        // The record's own checks first (its length, its undone list).
        Record::<Soi>::load(record.clone())?;
        let room = Room::home_replay(
            record.rules,
            record.deal,
            saved.setup.seats(),
            saved.setup.computer_names(),
            &record.actions,
        )
        .map_err(|(_, e)| table::rule_error(e))?;
        Ok(SoiGame {
            room,
            setup: saved.setup,
            viewer,
            recorded: saved.recorded,
        })
    }

    /// Counted, per level, when one person plays against three computers.
    fn tally(&self, game: &SoiGame) -> Option<Tally> {
        let person = game.setup.single_person()?;
        let state = game.record().game();
        Some(Tally {
            key: stats_key(SOI_KEY, game.setup.level),
            won: state.places()[person] == 1,
            score: state.totals()[person],
        })
    }

    fn recorded(&self, game: &SoiGame) -> bool {
        game.recorded
    }

    fn daily_game(&self) -> DailyGame {
        DailyGame::Soi
    }

    fn guide_moves(&self) -> Vec<SoiAction> {
        crate::guide::moves(quadrille_engine::guide::soi_guide().steps)
    }

    fn person_moves(&self, game: &SoiGame) -> usize {
        let person = game.setup.single_person().unwrap_or(0);
        table::moves_by(game.record(), person as u8) as usize
    }

    /// The person's place (the line of symbols) and asks.
    fn daily_outcome(&self, game: &SoiGame) -> DailyOutcome {
        let person = game.setup.single_person().unwrap_or(0);
        let state = game.record().game();
        let place = state.places()[person];
        DailyOutcome {
            won: place == 1,
            score: state.totals()[person],
            moves: table::moves_by(game.record(), person as u8),
            marks: vec![place],
            claim: None,
        }
    }

    fn set_recorded(&self, game: &mut SoiGame) {
        game.recorded = true;
    }

    fn respond(
        &self,
        game: &SoiGame,
        core: &Core,
        step: SoiStep,
        finished: Option<GameOver>,
    ) -> SoiResponse {
        let mut table = table::snapshot(&game.room, game.viewer.number());
        table.events = step.events;
        SoiResponse {
            version: core.version,
            deal: game.record().deal(),
            table,
            fan: step
                .fan
                .filter(|_| core.profile.settings.soi_sort_computer_cards),
            finished,
        }
    }
}

impl GameSlot<SoiKind> {
    /// A new game with the settings' target, seats, names and level. A game with one person
    /// at the table left unfinished after a move counts as lost.
    pub fn new_game(
        &mut self,
        core: &mut Core,
        seen: u64,
        deal: Option<DealNumber>,
    ) -> Result<SoiResponse, CommandError> {
        self.start(core, seen, |_, core| {
            let settings = &core.profile.settings;
            let setup = SoiSetup {
                computers: settings.soi_computers,
                names: settings.soi_names.clone(),
                level: settings.soi_level,
            };
            fresh_game(settings.soi_rules(), setup, pick_deal(deal)?)
        })
    }

    /// The guided game: the person in the South seat against three computers of the guide's
    /// level.
    pub fn guide(&mut self, core: &mut Core, seen: u64) -> Result<SoiResponse, CommandError> {
        let guide = quadrille_engine::guide::soi_guide();
        self.start_guide(core, seen, |_, core| {
            let setup = SoiSetup {
                computers: [false, true, true, true],
                names: core.profile.settings.soi_names.clone(),
                level: quadrille_engine::guide::SOI_LEVEL,
            };
            fresh_game(guide.rules, setup, guide.deal)
        })
    }

    /// `day`'s deal of the day: the person in the South seat against three computers of the
    /// day's level, to the shortest target (a daily is a sitting, not an evening).
    pub fn daily(
        &mut self,
        core: &mut Core,
        seen: u64,
        day: Day,
    ) -> Result<SoiResponse, CommandError> {
        let (deal, level) = soi_daily(day);
        self.start_daily(core, seen, day, |_, core| {
            let setup = SoiSetup {
                computers: [false, true, true, true],
                names: core.profile.settings.soi_names.clone(),
                level,
            };
            let rules = SoiRules {
                target: *SoiRules::TARGETS.start(),
            };
            fresh_game(rules, setup, deal)
        })
    }

    /// "Play again": the same seats, names and level, a new deal.
    pub fn again(&mut self, core: &mut Core, seen: u64) -> Result<SoiResponse, CommandError> {
        self.play_again(
            core,
            seen,
            |game| {
                game.recorded = false;
                game.viewer = game.next_viewer();
            },
            dealt_step,
        )
    }
}

/// A new game of `rules` seated by `setup`, dealt `deal`.
fn fresh_game(
    rules: SoiRules,
    setup: SoiSetup,
    deal: DealNumber,
) -> Result<(SoiGame, SoiStep), CommandError> {
    rules.validate()?;
    let first_person = SoiSeat::all()
        .find(|&s| !setup.is_computer(s))
        .unwrap_or(SoiSeat::FIRST);
    let room = Room::at_home(rules, deal.into(), setup.seats(), setup.computer_names())
        .map_err(table::refusal)?;
    let mut game = SoiGame {
        room,
        setup,
        viewer: first_person,
        recorded: false,
    };
    game.viewer = game.next_viewer();
    let step = dealt_step(&game);
    Ok((game, step))
}

/// The deal's own events (sets deposited at the deal), which the UI animates first.
fn dealt_step(game: &SoiGame) -> SoiStep {
    SoiStep {
        events: game.record().game().record().to_vec(),
        ..SoiStep::default()
    }
}

impl AtHome for SoiKind {
    fn room<'a>(&self, game: &'a SoiGame) -> &'a Room<Soi> {
        &game.room
    }
    fn room_mut<'a>(&self, game: &'a mut SoiGame) -> &'a mut Room<Soi> {
        &mut game.room
    }
    fn moved(&self, game: &mut SoiGame, before: &Soi, action: &SoiAction) -> SoiStep {
        game.moved(before, action)
    }
}
