//! FourSide behind the commands: people's moves, the computer's moves (one per call, so the UI
//! can show each), and saving after every move. The lifecycle is `Session`'s.

use crate::error::{AppCode, CommandError};
use crate::profile::FourSideMode;
use crate::session::{parse_action, pick_deal, Core, GameOver, Kind, Session};
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

/// Statistics are kept per level, for games against the computer.
fn stats_key(level: Level) -> String {
    let name = serde_json::to_value(level).expect("a level serialises");
    format!("{FOURSIDE_KEY}.{}", name.as_str().expect("a name"))
}

#[derive(Clone)]
pub(crate) struct FourSideGame {
    record: Record<FourSide>,
    mode: FourSideMode,
    recorded: bool,
}

#[derive(Serialize, Deserialize)]
pub(crate) struct SavedFourSide {
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

#[derive(Debug, Clone, Copy)]
pub(crate) struct FourSideKind;

impl Kind for FourSideKind {
    type Game = FourSideGame;
    type Saved = SavedFourSide;
    type Step = Vec<FourSideEvent>;
    type Response = FourSideResponse;

    fn store_key(&self) -> String {
        "game.fourside".to_string()
    }

    fn save(&self, game: &FourSideGame) -> SavedFourSide {
        SavedFourSide {
            record: game.record.save(),
            mode: game.mode,
            recorded: game.recorded,
        }
    }

    const RECORD_PATH: &'static [&'static str] = &["record"];
    type Action = FourSideAction;

    fn lists<'a>(&self, game: &'a FourSideGame) -> [&'a [FourSideAction]; 2] {
        [game.record.actions(), game.record.undone()]
    }

    fn fields(&self, game: &FourSideGame) -> Vec<(&'static str, Value)> {
        vec![("recorded", Value::Bool(game.recorded))]
    }

    fn load(&self, saved: SavedFourSide) -> Result<FourSideGame, String> {
        let valid = saved.record.rules.validate().is_ok();
        match Record::load(saved.record) {
            Ok(record) if valid => Ok(FourSideGame {
                record,
                mode: saved.mode,
                recorded: saved.recorded,
            }),
            Ok(_) => Err("its rules are not valid".to_string()),
            Err(e) => Err(e.message),
        }
    }

    fn is_over(&self, game: &FourSideGame) -> bool {
        game.record.game().is_over()
    }

    fn finish(
        &self,
        game: &mut FourSideGame,
        _step: &Vec<FourSideEvent>,
        core: &mut Core,
    ) -> Option<GameOver> {
        let state = game.record.game();
        if !state.is_over() || game.recorded || game.mode != FourSideMode::HumanVsComputer {
            return None;
        }
        game.recorded = true;
        let (won, score) = (state.winner() == Some(0), state.scores()[0].max(0) as u32);
        Some(core.record_result(&stats_key(state.rules().level), won, score))
    }

    fn respond(
        &self,
        game: &FourSideGame,
        core: &Core,
        events: Vec<FourSideEvent>,
        finished: Option<GameOver>,
    ) -> FourSideResponse {
        let viewer = game.viewer();
        FourSideResponse {
            version: core.version,
            deal: game.record.deal(),
            mode: game.mode,
            viewer,
            computer_to_move: game.computer_to_move(),
            view: game.record.game().view(viewer),
            events,
            finished,
        }
    }
}

impl Session<FourSideKind> {
    /// A new game with `rules` and `mode`, or the settings' ones. A game against the computer
    /// left unfinished after a move counts as lost.
    pub(crate) fn new_game(
        &mut self,
        core: &mut Core,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<FourSideRules>,
        mode: Option<FourSideMode>,
    ) -> Result<FourSideResponse, CommandError> {
        self.start(core, seen, |old, core| {
            let settings = &core.profile.settings;
            let rules = rules.unwrap_or_else(|| settings.fourside_rules());
            let mode = mode.unwrap_or(settings.fourside_mode);
            rules.validate()?;
            let deal = pick_deal(deal)?;
            if let Some(old) = old {
                if old.mode == FourSideMode::HumanVsComputer
                    && !old.recorded
                    && old.record.can_undo()
                {
                    let score = old.record.game().scores()[0].max(0) as u32;
                    core.record_result(&stats_key(old.record.rules().level), false, score);
                }
            }
            let game = FourSideGame {
                record: Record::new(rules, deal),
                mode,
                recorded: false,
            };
            Ok((game, Vec::new()))
        })
    }

    /// A person's move or hint. Refused while the computer is to move.
    pub(crate) fn act(
        &mut self,
        core: &mut Core,
        seen: u64,
        action: Value,
    ) -> Result<FourSideResponse, CommandError> {
        core.check_version(seen)?;
        let action: FourSideAction = parse_action(action)?;
        self.change(core, seen, |game, _| {
            if game.computer_to_move() {
                return Err(CommandError::new(
                    AppCode::ComputerTurn,
                    "It is the computer's turn.",
                ));
            }
            Ok(game.record.apply(&action)?)
        })
    }

    /// The computer to move plays one move.
    pub(crate) fn computer(
        &mut self,
        core: &mut Core,
        seen: u64,
    ) -> Result<FourSideResponse, CommandError> {
        self.change(core, seen, |game, _| {
            if !game.computer_to_move() {
                return Err(CommandError::new(
                    AppCode::HumanTurn,
                    "It is not the computer's turn.",
                ));
            }
            let state = game.record.game();
            // Seeded by the deal and the move number: a replayed demo makes the same moves.
            let mut rng = ChaCha8Rng::seed_from_u64(game.record.computer_seed());
            let placement =
                bot::choose(&state.view(state.to_move()), state.rules().level, &mut rng)
                    .expect("a player to move always has a placement");
            Ok(game.record.apply(&FourSideAction::Place(placement))?)
        })
    }
}
