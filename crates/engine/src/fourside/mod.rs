//! FourSide: two players place four-sided number tiles so that every touching side matches.

mod board;
pub mod bot;
mod game;
pub mod lookahead;
/// Crate-visible so that `game.rs` names the one FourSide type it holds (`RuleDetail::Misfit`)
/// without depending on the rest of FourSide, which depends on it.
pub(crate) mod why;

pub use board::{Board, Fit, Placement, Square, Tile, BONUS};
pub use game::{
    FourSide, FourSideAction, FourSideEvent, FourSideRules, FourSideSeat, FourSideView, Level,
    ScoredPlacement, HAND_SIZE, HINTS, SPECIAL_SQUARES,
};
pub use why::FourSideWhy;

#[cfg(test)]
mod tests;
