//! Soi behind the commands: people's asks, one computer ask per call (so the UI can show each
//! at the chosen pace), the next round, hot-seat viewing, and saving after every move. The
//! lifecycle is `Session`'s.

use crate::error::{AppCode, CommandError};
use crate::profile::stats_key;
use crate::session::{pick_deal, Computers, Core, GameOver, Kind, Session, Tally, Unusable};
use quadrille_engine::deal::{Deal, DealNumber};
use quadrille_engine::soi::{
    bot, Ask, PublicEvent, Soi, SoiAction, SoiLevel, SoiRules, SoiSeat, SoiView,
};
use quadrille_engine::{Game, Record, SavedRecord};
use rand_chacha::ChaCha8Rng;
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

    /// The one person at the table, when there is exactly one.
    fn single_person(&self) -> Option<usize> {
        (self.humans() == 1).then(|| self.computers.iter().position(|&c| !c))?
    }
}

#[derive(Clone)]
pub struct SoiGame {
    record: Record<Soi>,
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

/// The answer to every Soi command.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct SoiResponse {
    #[ts(type = "number")]
    pub version: u64,
    /// A number at home; a room's deal code once its game is over.
    #[ts(type = "number | string")]
    pub deal: Deal,
    pub setup: SoiSetup,
    /// Whose hand `view` shows: the person to move, or the last person who moved.
    pub viewer: u8,
    /// The turn has passed to a different person: cover the table until they tap.
    pub pass_device: bool,
    pub computer_to_move: bool,
    pub view: SoiView,
    pub events: Vec<PublicEvent>,
    /// Set only when the setting is on and a card changed hands.
    pub fan: Option<FanMove>,
    /// Set when this call ended a game with one person at the table (first time only).
    pub finished: Option<GameOver>,
}

impl SoiGame {
    fn to_move(&self) -> Option<SoiSeat> {
        let seat = self.record.game().to_move()?;
        Some(SoiSeat::new(seat).expect("the rules move only real seats"))
    }

    fn computer_to_move(&self) -> bool {
        let game = self.record.game();
        !game.is_over() && self.to_move().is_some_and(|s| self.setup.is_computer(s))
    }

    /// The seat whose hand to show: a person to move, else the last person shown.
    fn next_viewer(&self) -> SoiSeat {
        match self.to_move() {
            Some(s) if !self.setup.is_computer(s) => s,
            _ => self.viewer,
        }
    }

    /// Applies `action` and moves the hot-seat view on.
    fn apply(&mut self, action: &SoiAction) -> Result<SoiStep, CommandError> {
        let before = self.record.game().clone();
        let events = self.record.apply(action)?;
        // Worked out on the position before the ask, once the rules have accepted it (so the
        // seats are real ones).
        let fan = match action {
            SoiAction::Ask(ask)
                if matches!(events.first(), Some(PublicEvent::Asked { got: true, .. })) =>
            {
                fan_move(&before, *ask)
            }
            _ => None,
        };
        let shown = self.viewer;
        self.viewer = self.next_viewer();
        let pass_device = self.setup.humans() > 1 && self.viewer != shown;
        Ok(SoiStep {
            events,
            fan,
            pass_device,
        })
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
    pass_device: bool,
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
            record: game.record.save(),
            setup: game.setup.clone(),
            viewer: game.viewer.number(),
            recorded: game.recorded,
        }
    }

    fn record<'a>(&self, game: &'a SoiGame) -> &'a Record<Soi> {
        &game.record
    }

    const RECORD_PATH: &'static [&'static str] = &["record"];

    fn fields(&self, game: &SoiGame) -> Vec<(&'static str, Value)> {
        vec![
            ("viewer", Value::from(game.viewer.number())),
            ("recorded", Value::Bool(game.recorded)),
        ]
    }

    fn load(&self, saved: SavedSoi) -> Result<SoiGame, Unusable> {
        let viewer = SoiSeat::new(saved.viewer);
        let valid = saved.record.rules.validate().is_ok();
        match (Record::load(saved.record), viewer) {
            (Ok(record), Ok(viewer)) if valid => Ok(SoiGame {
                record,
                setup: saved.setup,
                viewer,
                recorded: saved.recorded,
            }),
            (Ok(_), _) => Err(Unusable::BadRules),
            (Err(e), _) => Err(e.into()),
        }
    }

    /// Counted, per level, when one person plays against three computers.
    fn tally(&self, game: &SoiGame) -> Option<Tally> {
        let person = game.setup.single_person()?;
        let state = game.record.game();
        Some(Tally {
            key: stats_key(SOI_KEY, game.setup.level),
            won: state.places()[person] == 1,
            score: state.totals()[person],
        })
    }

    fn recorded(&self, game: &SoiGame) -> bool {
        game.recorded
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
        SoiResponse {
            version: core.version,
            deal: game.record.deal(),
            setup: game.setup.clone(),
            viewer: game.viewer.number(),
            pass_device: step.pass_device,
            computer_to_move: game.computer_to_move(),
            view: game.record.game().view(game.viewer.number()),
            events: step.events,
            fan: step
                .fan
                .filter(|_| core.profile.settings.soi_sort_computer_cards),
            finished,
        }
    }
}

impl Session<SoiKind> {
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
            let rules = settings.soi_rules();
            rules.validate()?;
            let deal = pick_deal(deal)?;
            let setup = SoiSetup {
                computers: settings.soi_computers,
                names: settings.soi_names.clone(),
                level: settings.soi_level,
            };
            let first_person = SoiSeat::all()
                .find(|&s| !setup.is_computer(s))
                .unwrap_or(SoiSeat::FIRST);
            let mut game = SoiGame {
                record: Record::new(rules, deal.into()),
                setup,
                viewer: first_person,
                recorded: false,
            };
            game.viewer = game.next_viewer();
            // The deal's own events (sets deposited at the deal) are what the UI animates first.
            let events = game.record.game().record().to_vec();
            Ok((
                game,
                SoiStep {
                    events,
                    ..SoiStep::default()
                },
            ))
        })
    }
}

impl Computers for SoiKind {
    fn computer_to_move(&self, game: &SoiGame) -> bool {
        game.computer_to_move()
    }

    fn choose(&self, game: &SoiGame, rng: &mut ChaCha8Rng) -> SoiAction {
        let state = game.record.game();
        let seat = state.to_move().expect("a computer to move");
        let ask = bot::choose(&state.view(seat), game.setup.level, rng)
            .expect("the player to move always has an ask");
        SoiAction::Ask(ask)
    }

    /// The asker must be a person's seat, checked here once; the rules check both seats again.
    fn person_may_play(&self, game: &SoiGame, action: &SoiAction) -> Result<(), CommandError> {
        match action {
            SoiAction::Ask(ask) if game.setup.is_computer(SoiSeat::new(ask.asker)?) => {
                Err(CommandError::new(
                    AppCode::ComputerTurn,
                    "That seat is played by the computer.",
                ))
            }
            _ => Ok(()),
        }
    }

    fn play(&self, game: &mut SoiGame, action: &SoiAction) -> Result<SoiStep, CommandError> {
        game.apply(action)
    }
}
