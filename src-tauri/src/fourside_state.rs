//! FourSide behind the commands: people's moves, the computer's moves (one per call, so the UI
//! can show each), and saving after every move.

use crate::error::{AppCode, CommandError};
use crate::profile::FourSideMode;
use crate::state::{parse_action, pick_deal, read, AppState, GameOver};
use crate::storage::Storage;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::fourside::{
    bot, FourSide, FourSideAction, FourSideEvent, FourSideRules, FourSideView, Level,
};
use quadrille_engine::{Game, Record, SavedRecord};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub(crate) const FOURSIDE_KEY: &str = "fourside";
const STORE_KEY: &str = "game.fourside";

/// Statistics are kept per level, for games against the computer.
fn stats_key(level: Level) -> String {
    let name = serde_json::to_value(level).expect("a level serialises");
    format!("{FOURSIDE_KEY}.{}", name.as_str().expect("a name"))
}

#[derive(Clone)]
pub(crate) struct FourSideGame {
    pub(crate) record: Record<FourSide>,
    mode: FourSideMode,
    recorded: bool,
}

#[derive(Serialize, Deserialize)]
struct SavedFourSide {
    record: SavedRecord<FourSideRules, FourSideAction>,
    mode: FourSideMode,
    recorded: bool,
}

/// The answer to every FourSide command.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct FourSideResponse {
    #[ts(type = "number")]
    pub version: u64,
    #[ts(type = "number")]
    pub deal: DealNumber,
    pub mode: FourSideMode,
    /// The seat whose hand `view` shows: the person to move (hot-seat), else seat 0.
    pub viewer: u8,
    /// The computer is to move: the UI calls `fourside_computer` after its delay.
    pub computer_to_move: bool,
    pub view: FourSideView,
    pub events: Vec<FourSideEvent>,
    /// Set when this call ended a game against the computer (first time only).
    pub finished: Option<GameOver>,
}

pub(crate) fn load_fourside(
    storage: &dyn Storage,
    complaints: &mut Vec<String>,
) -> Option<FourSideGame> {
    let saved = read::<SavedFourSide>(storage, STORE_KEY, complaints)?;
    let valid = saved.record.rules.validate().is_ok();
    match Record::load(saved.record) {
        Ok(record) if valid => Some(FourSideGame {
            record,
            mode: saved.mode,
            recorded: saved.recorded,
        }),
        Ok(_) => {
            complaints.push(format!("{STORE_KEY} (its rules are not valid)"));
            None
        }
        Err(e) => {
            complaints.push(format!("{STORE_KEY} ({})", e.message));
            None
        }
    }
}

impl FourSideGame {
    fn viewer(&self) -> u8 {
        let game = self.record.game();
        match self.mode {
            FourSideMode::HumanVsHuman if !game.is_over() => game.to_move(),
            _ => 0,
        }
    }

    fn computer_to_move(&self) -> bool {
        let game = self.record.game();
        !game.is_over() && self.mode.is_computer(game.to_move())
    }
}

impl AppState {
    fn fourside_game(&mut self) -> Result<&mut FourSideGame, CommandError> {
        self.fourside.as_mut().ok_or_else(|| {
            CommandError::new(
                AppCode::NoGame,
                "There is no game in progress; start a new one.",
            )
        })
    }

    fn fourside_response(
        &self,
        events: Vec<FourSideEvent>,
        finished: Option<GameOver>,
    ) -> Option<FourSideResponse> {
        let game = self.fourside.as_ref()?;
        let viewer = game.viewer();
        Some(FourSideResponse {
            version: self.version,
            deal: game.record.deal(),
            mode: game.mode,
            viewer,
            computer_to_move: game.computer_to_move(),
            view: game.record.game().view(viewer),
            events,
            finished,
        })
    }

    pub fn fourside_current(&self) -> Option<FourSideResponse> {
        self.fourside_response(Vec::new(), None)
    }

    /// A new game with `rules` and `mode`, or the settings' ones. A game against the computer
    /// left unfinished after a move counts as lost.
    pub fn fourside_new(
        &mut self,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<FourSideRules>,
        mode: Option<FourSideMode>,
    ) -> Result<FourSideResponse, CommandError> {
        self.check_version(seen)?;
        let rules = rules.unwrap_or_else(|| self.settings.fourside_rules());
        rules.validate()?;
        let deal = pick_deal(deal)?;
        if let Some(old) = self.fourside.take() {
            if old.mode == FourSideMode::HumanVsComputer && !old.recorded && old.record.can_undo() {
                let score = old.record.game().scores()[0].max(0) as u32;
                self.record_result(&stats_key(old.record.rules().level), false, score);
            }
        }
        self.fourside = Some(FourSideGame {
            record: Record::new(rules, deal),
            mode: mode.unwrap_or(self.settings.fourside_mode),
            recorded: false,
        });
        self.fourside_commit(Vec::new())
    }

    /// A person's move or hint. Refused while the computer is to move.
    pub fn fourside_act(
        &mut self,
        seen: u64,
        action: Value,
    ) -> Result<FourSideResponse, CommandError> {
        self.check_version(seen)?;
        let action: FourSideAction = parse_action(action)?;
        let game = self.fourside_game()?;
        if game.computer_to_move() {
            return Err(CommandError::new(
                AppCode::ComputerTurn,
                "It is the computer's turn.",
            ));
        }
        let events = game.record.apply(&action)?;
        self.fourside_commit(events)
    }

    /// The computer to move plays one move.
    pub fn fourside_computer(&mut self, seen: u64) -> Result<FourSideResponse, CommandError> {
        self.check_version(seen)?;
        let game = self.fourside_game()?;
        if !game.computer_to_move() {
            return Err(CommandError::new(
                AppCode::HumanTurn,
                "It is not the computer's turn.",
            ));
        }
        let state = game.record.game();
        let seat = state.to_move();
        // Seeded by the deal and the move number: a replayed demo makes the same moves.
        let mut rng = ChaCha8Rng::seed_from_u64(game.record.computer_seed());
        let placement = bot::choose(&state.view(seat), state.rules().level, &mut rng)
            .expect("a player to move always has a placement");
        let events = game.record.apply(&FourSideAction::Place(placement))?;
        self.fourside_commit(events)
    }

    fn fourside_commit(
        &mut self,
        events: Vec<FourSideEvent>,
    ) -> Result<FourSideResponse, CommandError> {
        self.version += 1;
        let game = self.fourside.as_mut().expect("a game to commit");
        let state = game.record.game();
        let mut finished = None;
        if state.is_over() && !game.recorded && game.mode == FourSideMode::HumanVsComputer {
            game.recorded = true;
            let (won, score) = (state.winner() == Some(0), state.scores()[0].max(0) as u32);
            let key = stats_key(state.rules().level);
            finished = Some(self.record_result(&key, won, score));
        }
        let game = self.fourside.as_ref().expect("still there");
        let saved = SavedFourSide {
            record: game.record.save(),
            mode: game.mode,
            recorded: game.recorded,
        };
        self.save_game(STORE_KEY, &saved)?;
        Ok(self.fourside_response(events, finished).expect("a game"))
    }
}
