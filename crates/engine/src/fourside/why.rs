//! Why a FourSide tile may not go on a square, as a reason and the numbers it names.
//!
//! The engine never words it: the page does (`fourside-misfit-*` in ui/src/locales/*.ftl).
//! Rows and columns are counted from 0.

use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "why", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum FourSideWhy {
    /// (row, col) is outside the `size`×`size` board.
    OffBoard { row: u8, col: u8, size: u8 },
    /// The square already holds a tile.
    Occupied,
    /// The tile's `side` (0 top, 1 right, 2 bottom, 3 left) shows `shows`, and the neighbour
    /// on that side shows `facing` towards it.
    Mismatch { side: u8, shows: u8, facing: u8 },
    /// No tile touches the square.
    Alone,
}
