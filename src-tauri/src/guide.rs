//! Guided first games on this device: which games' slots play their guided game now, and which
//! games the player has been offered one (the first time a game is opened). The scripts are the
//! engine's (`quadrille_engine::guide`); a guided game is played in its game's ordinary slot
//! like a deal of the day, held to its script (`GameSlot::guided`), and left out of the
//! statistics. Skipping, or the last step, ends the guide: the game goes on as a normal one.

use quadrille_engine::daily::DailyGame;
use quadrille_engine::fourside::FourSideAction;
use quadrille_engine::gaps::GapsAction;
use quadrille_engine::guide::{fourside_guide, gaps_guide, soi_guide, Step, Topic};
use quadrille_engine::soi::SoiAction;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use ts_rs::TS;

pub(crate) const GUIDES_KEY: &str = "guides";

/// What the app keeps about guided games (saved under `GUIDES_KEY`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct GuideBook {
    /// The games whose slot plays the guided game now.
    #[serde(default)]
    playing: BTreeSet<DailyGame>,
    /// The games whose guided game has been offered.
    #[serde(default)]
    offered: BTreeSet<DailyGame>,
}

impl GuideBook {
    pub(crate) fn is_playing(&self, game: DailyGame) -> bool {
        self.playing.contains(&game)
    }

    pub(crate) fn play(&mut self, game: DailyGame) {
        self.playing.insert(game);
    }

    /// `game`'s slot plays something else (or the same game, freely); whether it was guided.
    pub(crate) fn stop(&mut self, game: DailyGame) -> bool {
        self.playing.remove(&game)
    }

    /// Whether this is the first offer.
    pub(crate) fn offer(&mut self, game: DailyGame) -> bool {
        self.offered.insert(game)
    }

    pub(crate) fn offered(&self) -> Vec<DailyGame> {
        self.offered.iter().copied().collect()
    }
}

/// A move a guided game's step asks for, of whichever game (each is tagged by its `type`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(untagged)]
#[ts(export)]
pub enum GuideAction {
    Gaps(GapsAction),
    Soi(SoiAction),
    FourSide(FourSideAction),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct GuideStep {
    pub topic: Topic,
    /// The move the coach waits for; none: the coach explains and the player goes on.
    pub action: Option<GuideAction>,
}

/// A game's guided game and where the player stands in it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct GuideInfo {
    pub game: DailyGame,
    #[ts(type = "number")]
    pub deal: u64,
    pub steps: Vec<GuideStep>,
    /// The game's slot plays it now.
    pub playing: bool,
    /// The moves made of those the steps ask for (the next step with a move is the one after).
    pub made: u32,
}

fn steps<A>(steps: Vec<Step<A>>, wrap: impl Fn(A) -> GuideAction) -> Vec<GuideStep> {
    steps
        .into_iter()
        .map(|s| GuideStep {
            topic: s.topic,
            action: s.action.map(&wrap),
        })
        .collect()
}

/// `game`'s guided game: its deal and steps.
pub(crate) fn script(game: DailyGame) -> (u64, Vec<GuideStep>) {
    match game.gaps_variant() {
        Some(variant) => {
            let g = gaps_guide(variant);
            (g.deal, steps(g.steps, GuideAction::Gaps))
        }
        None if game == DailyGame::Soi => {
            let g = soi_guide();
            (g.deal, steps(g.steps, GuideAction::Soi))
        }
        None => {
            let g = fourside_guide();
            (g.deal, steps(g.steps, GuideAction::FourSide))
        }
    }
}

/// The moves of a guided game's steps, in order.
pub(crate) fn moves<A>(steps: Vec<Step<A>>) -> Vec<A> {
    steps.into_iter().filter_map(|s| s.action).collect()
}
