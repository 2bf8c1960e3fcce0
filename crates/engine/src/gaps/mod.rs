//! Gaps solitaires: one engine for SolitaireX and Chinese Puzzle, parametrised by a variant.

mod aces;
mod board;
pub mod finder;
mod play;
pub mod solution;
pub mod solver;
mod variant;
mod why;

pub use board::{
    BoardView, CardMove, CellView, GapKind, Gaps, GapsAction, GapsEvent, GapsStatus, MoveOption,
    Slot,
};
pub use play::{
    GapsPlay, GapsView, SavedGaps, Tournament, TournamentEntry, TournamentView, MAX_NAME_CHARS,
    MAX_TOURNAMENT_PLAYERS,
};
pub use variant::{AceOrder, Aces, GapsRules, GapsVariant, Spec};
pub use why::GapsWhy;

#[cfg(test)]
mod chinese_puzzle_tests;
#[cfg(test)]
mod tests;
