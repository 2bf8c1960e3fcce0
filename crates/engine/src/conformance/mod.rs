//! Every game's invariants, written once and used by the engine's conformance test
//! (`tests/conformance.rs`, random play to the end of many deals) and by the CLI's soak (long
//! runs of legal and illegal play), in the spirit of OpenSpiel's random simulation test. Behind
//! the `conformance` feature, so the app never compiles it.
//!
//! Each function looks at a state through the engine's public API and recomputes what it can
//! from the rules in RULES.md, rather than asking the engine the same question twice. `Err`
//! says, in words, what is wrong.

mod fourside;
mod gaps;
mod soi;
#[cfg(test)]
mod tests;

pub use fourside::{check_fourside, check_fourside_step, fourside_allows, fourside_replay};
pub use gaps::{check_gaps, check_gaps_session, gaps_replay};
pub use soi::{check_soi, soi_replay};

/// `Err` says what is wrong.
pub type Check = Result<(), String>;

use crate::cards::{self, Card, ACE, KING};
use crate::fourside::{
    Board, FourSide, FourSideAction, FourSideView, ScoredPlacement, Square, Tile, BONUS, HAND_SIZE,
    HINTS, SPECIAL_SQUARES,
};
use crate::gaps::{
    AceOrder, Aces, BoardView, GapKind, Gaps, GapsAction, GapsPlay, GapsStatus, Slot,
};
use crate::soi::{set_value, Soi, SoiAction, SoiView, POINTS_PER_ROUND, SEATS};
use crate::Game;
use std::collections::HashSet;

fn card_index(card: Card) -> Option<usize> {
    (ACE..=KING)
        .contains(&card.rank)
        .then(|| card.suit as usize * 13 + (card.rank - ACE) as usize)
}

/// Replays `actions` from the deal with the bare rules (no record, no session): the result must
/// be the position the soak reached.
pub fn replay_matches<G: Game + PartialEq>(
    game: &G,
    rules: &G::Rules,
    deal: G::Deal,
    actions: &[G::Action],
) -> Check {
    let mut replayed = G::new(rules, deal);
    for (i, action) in actions.iter().enumerate() {
        replayed
            .apply(action)
            .map_err(|e| format!("replay: action {} ({action:?}) is refused: {e}", i + 1))?;
    }
    if &replayed != game {
        return Err(format!(
            "replaying the {} actions from the deal gives a different position",
            actions.len()
        ));
    }
    if replayed.scores() != game.scores() {
        return Err("replaying the actions gives different scores".to_string());
    }
    Ok(())
}
