//! The Quadrille engine: rules, deals, undo and computer players of Soi, FourSide and the Gaps
//! games (SolitaireX, its Montana rule, Chinese Puzzle).
//! Pure Rust: no UI, no I/O, no Tauri.

pub mod cards;
#[cfg(feature = "conformance")]
pub mod conformance;
pub mod daily;
pub mod deal;
pub mod fourside;
pub mod game;
pub mod gaps;
pub mod guide;
pub mod soi;

pub use game::{
    computer_move_seed, Game, Record, RuleCode, RuleDetail, RuleError, SavedRecord, Seat, ToMove,
};
