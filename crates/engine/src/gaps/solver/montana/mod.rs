//! The movable-2 ("Montana") rule's part of the search.

mod classes;
pub(super) mod hunts;
mod open_rows;

use super::search::Shape;
use super::{SolveOptions, TwosKeys};

/// The movable-2 rule's part of a search's state.
pub(super) struct Montana {
    /// Whether a 2 heading a row may move to another column-0 gap (one-deck Gaps).
    pub(super) movable_twos: bool,
    /// How many 2s the current line has moved from column 0, and how many it may.
    pub(super) twos_moved: u32,
    pub(super) twos_limit: u32,
    /// The length of `line` before each switch the current line has made, and how many it
    /// may make (`SolveOptions::switch_limit`).
    pub(super) switch_marks: Vec<usize>,
    pub(super) switch_limit: u32,
    /// Whether the position being opened had a switch left out by the limit.
    pub(super) switch_skipped: bool,
    /// Mark in the table the positions this search proves lost by the whole rule, which the
    /// search after it then skips (`Table::lost_only`). Only a switch hunt does: its keys are
    /// the whole-rule search's, and it plays every move of the whole rule but its switches.
    /// A position is proved lost when it is searched to the end, no switch was left out in
    /// it, and each of its moves leads to a position proved lost, in this search or before
    /// it. (A move to a position on the current line, or searched but not proved lost, leaves
    /// the position unproved.)
    pub(super) marks_lost: bool,
    /// One position per column-0 class (`classes.rs`); with it, `class_mixed` holds each
    /// row's mixed hash with a free column-0 cell marked rather than read, `class_sum` their
    /// sum (the key while `col0_gaps` > 0), and `col0_gaps` the empty column-0 cells.
    pub(super) classes: bool,
    pub(super) class_mixed: [u128; 8],
    pub(super) class_sum: u128,
    /// Rows (bit r) whose `class_mixed` is out of date (`Search::reclass`).
    pub(super) stale_classes: u8,
    pub(super) col0_gaps: usize,
    /// How many column-0 cells hold a 2 (under the movable-2 rule, where keys say whether
    /// all of them do: `stamp`).
    pub(super) col0_twos: usize,
    /// Choose the heading 2s late (`TwosKeys::OpenRows`).
    pub(super) open_rows: bool,
    /// Under the classes, once a 2 stands in every column-0 cell: the rows (bit r) whose
    /// heading 2 the search has not chosen yet (`open_rows.rs`).
    pub(super) open: u8,
}

impl Montana {
    pub(super) fn new(options: &SolveOptions, shape: &Shape) -> Montana {
        let one_deck = shape.decks == 1 && !shape.ace_phase_variant;
        Montana {
            movable_twos: options.movable_twos && one_deck,
            twos_moved: 0,
            twos_limit: options.twos_limit.map_or(u32::MAX, u32::from),
            switch_marks: Vec::new(),
            switch_limit: options.switch_limit.map_or(u32::MAX, u32::from),
            switch_skipped: false,
            marks_lost: options.switch_limit.is_some(),
            classes: options.twos_keys != TwosKeys::Boards
                && options.movable_twos
                && options.twos_limit.is_none()
                && options.beam.unwrap_or(0) == 0
                && one_deck
                && shape.first_rank == 2
                && shape.rows == 4,
            class_mixed: [0; 8],
            class_sum: 0,
            stale_classes: 0,
            col0_gaps: 0,
            col0_twos: 0,
            open_rows: options.twos_keys == TwosKeys::OpenRows,
            open: 0,
        }
    }
}
