//! FourSide behind the commands: people's moves, the computer's moves (one per call, so the UI
//! can show each), and saving after every move. The lifecycle is `Session`'s.

use crate::error::{AppCode, CommandError};
use crate::profile::{stats_key, FourSideMode};
use crate::session::{pick_deal, Computers, Core, GameOver, Kind, Session, Tally, Unusable};
use quadrille_engine::deal::{Deal, DealNumber};
use quadrille_engine::fourside::{
    bot, FourSide, FourSideAction, FourSideEvent, FourSideRules, FourSideView,
};
use quadrille_engine::{Game, Record, SavedRecord};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub(crate) const FOURSIDE_KEY: &str = "fourside";

#[derive(Clone)]
pub struct FourSideGame {
    record: Record<FourSide>,
    mode: FourSideMode,
    recorded: bool,
}

#[derive(Serialize, Deserialize)]
pub struct SavedFourSide {
    record: SavedRecord<FourSideRules, FourSideAction, Deal>,
    mode: FourSideMode,
    recorded: bool,
}

/// The answer to every FourSide command.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct FourSideResponse {
    #[ts(type = "number")]
    pub version: u64,
    /// A number at home; a room's deal code once its game is over.
    #[ts(type = "number | string")]
    pub deal: Deal,
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
            record: game.record.save(),
            mode: game.mode,
            recorded: game.recorded,
        }
    }

    fn record<'a>(&self, game: &'a FourSideGame) -> &'a Record<FourSide> {
        &game.record
    }

    const RECORD_PATH: &'static [&'static str] = &["record"];

    fn fields(&self, game: &FourSideGame) -> Vec<(&'static str, Value)> {
        vec![("recorded", Value::Bool(game.recorded))]
    }

    fn load(&self, saved: SavedFourSide) -> Result<FourSideGame, Unusable> {
        let valid = saved.record.rules.validate().is_ok();
        match Record::load(saved.record) {
            Ok(record) if valid => Ok(FourSideGame {
                record,
                mode: saved.mode,
                recorded: saved.recorded,
            }),
            Ok(_) => Err(Unusable::BadRules),
            Err(e) => Err(e.into()),
        }
    }

    /// Counted, per level, for a person (seat 0) against the computer.
    fn tally(&self, game: &FourSideGame) -> Option<Tally> {
        let state = game.record.game();
        (game.mode == FourSideMode::HumanVsComputer).then(|| Tally {
            key: stats_key(FOURSIDE_KEY, state.rules().level),
            won: state.winner() == Some(0),
            score: state.scores()[0].max(0) as u32,
        })
    }

    fn recorded(&self, game: &FourSideGame) -> bool {
        game.recorded
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
            let mode = mode.unwrap_or(settings.fourside_mode);
            rules.validate()?;
            let deal = pick_deal(deal)?;
            let game = FourSideGame {
                record: Record::new(rules, deal.into()),
                mode,
                recorded: false,
            };
            Ok((game, Vec::new()))
        })
    }
}

impl Computers for FourSideKind {
    fn computer_to_move(&self, game: &FourSideGame) -> bool {
        game.computer_to_move()
    }

    fn choose(&self, game: &FourSideGame, rng: &mut ChaCha8Rng) -> FourSideAction {
        let state = game.record.game();
        let placement = bot::choose(&state.view(state.to_move()), state.rules().level, rng)
            .expect("a player to move always has a placement");
        FourSideAction::Place(placement)
    }

    /// A person's move or hint is refused while the computer is to move.
    fn person_may_play(&self, game: &FourSideGame, _: &FourSideAction) -> Result<(), CommandError> {
        if game.computer_to_move() {
            return Err(CommandError::new(
                AppCode::ComputerTurn,
                "It is the computer's turn.",
            ));
        }
        Ok(())
    }

    fn play(
        &self,
        game: &mut FourSideGame,
        action: &FourSideAction,
    ) -> Result<Vec<FourSideEvent>, CommandError> {
        Ok(game.record.apply(action)?)
    }
}
