//! The state of one search, shared by every part of the solver: the constants and card codes,
//! the `Search` struct and what it holds (the board kept move by move, the keys, the
//! movable-2 rule's state, the cuts, the spending). The parts that work on it (`moves.rs`,
//! `keys.rs`, `bounds.rs`, `beam.rs`, `montana/`) each add an `impl Search` block and use this
//! module; the search loop (`search.rs`) uses them. Nothing here uses them back, so the
//! modules depend on each other one way only.

use super::table::Table;
use super::{Budget, SolveOptions, TwosKeys};
use crate::cards::Suit;
use crate::gaps::board::Gaps;
use crate::gaps::variant::{AceOrder, Aces};
use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;
use std::time::Instant;

pub(super) const GAP: u8 = 0;
pub(super) const NONE: u8 = u8::MAX;
/// Most steps from one position: a one-deck board has at most 4 gaps with 4 candidates each,
/// and a column-0 class adds up to 24 layouts for a 2 filling the last column-0 gap.
pub(super) const MAX_MOVES: usize = 64;
/// Most slots of any variant (Chinese Puzzle: 8 × 14).
pub(super) const MAX_SLOTS: usize = 112;
pub(super) const MAX_COLS: usize = 14;

pub(super) fn code(suit: Suit, rank: u8) -> u8 {
    (suit as u8) * 16 + rank
}
pub(super) fn rank_of(c: u8) -> u8 {
    c & 15
}
pub(super) fn suit_of(c: u8) -> Suit {
    Suit::ALL[(c >> 4) as usize]
}

/// One level of the depth-first search: its moves are `moves[start..end]`, `next` the one to
/// try now; `mark` is the length of `line` before the step that led here.
pub(super) struct Frame {
    pub(super) start: usize,
    pub(super) next: usize,
    pub(super) mark: usize,
    /// Whether a line from here may leave what this search plays (`Search::marks_lost`).
    pub(super) unproved: bool,
}

/// A step of the search: a card from `from` to `to`, after the heading 2s are set out in
/// column 0 as `layout` says (one code a row, `montana/classes.rs`), or as they are
/// (`AS_THEY_ARE`); and after it, the rows whose heading 2 is still open are `open`
/// (`montana/open_rows.rs`), or as they were (`KEEP_OPEN`). Only the column-0 classes set a
/// layout or open rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Step {
    pub(super) from: u8,
    pub(super) to: u8,
    pub(super) layout: u32,
    pub(super) open: u8,
}

pub(super) const AS_THEY_ARE: u32 = u32::MAX;
pub(super) const KEEP_OPEN: u8 = u8::MAX;

/// Entries of `Search::line` that are not moves (a cell is below 112): the open rows before
/// a step changed them, and two heading 2s swapped by the search (`montana/open_rows.rs`).
pub(super) const TAG_OPEN: u8 = 0xF0;
pub(super) const TAG_SWAP: u8 = 0xF1;

impl Step {
    pub(super) fn plain((from, to): (u8, u8)) -> Step {
        Step {
            from,
            to,
            layout: AS_THEY_ARE,
            open: KEEP_OPEN,
        }
    }
    pub(super) fn pair(self) -> (u8, u8) {
        (self.from, self.to)
    }
}

/// Why the search stopped before deciding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stop {
    Budget,
    Cancelled,
    Memory,
}

/// The state of one search, by concern: the variant's fixed shape, the board kept move by
/// move (`moves.rs`), the keys (`keys.rs`), the movable-2 rule's state (`montana/`), the
/// cuts, what the search may still spend, and the search's own stack and line.
pub(super) struct Search<'a> {
    pub(super) shape: Shape,
    pub(super) board: Board,
    pub(super) keys: Keys,
    pub(super) montana: Montana,
    pub(super) prune: Pruning,
    pub(super) spend: Spend<'a>,
    pub(super) table: Table,
    /// The steps of every open frame, one range a frame.
    pub(super) moves: Vec<Step>,
    pub(super) frames: Vec<Frame>,
    /// The moves from the root to the position on the board (and, under the movable-2 rule,
    /// entries that are not moves: `TAG_OPEN`, `TAG_SWAP`).
    pub(super) line: Vec<(u8, u8)>,
    /// The length of `line` before the step to the position on the board, when the search
    /// stopped before opening that position.
    pub(super) unopened: Option<usize>,
    pub(super) best_score: usize,
    pub(super) best_first: Option<(u8, u8)>,
}

/// What the variant fixes for the whole search.
pub(super) struct Shape {
    pub(super) rows: usize,
    pub(super) decks: u8,
    pub(super) cols: usize,
    pub(super) first_rank: u8,
    pub(super) ace_phase_variant: bool,
    pub(super) ace_order: AceOrder,
    /// The score of the finished layout.
    pub(super) goal: usize,
    /// One-deck boards of at most 64 cells, whose cards' cells the loss bound reads as bits
    /// (`Board::card_cells`).
    pub(super) small: bool,
    /// The cells of a run of each length in each row, [row][length] (a shift of a 128-bit
    /// value by a variable count costs more than this look-up on `set_run`'s hot path).
    pub(super) run_cells: [[u128; MAX_COLS + 1]; 8],
    /// Row and column of each cell (a division by the column count costs more than a
    /// look-up on this hot path).
    pub(super) row: [u8; MAX_SLOTS],
    pub(super) col: [u8; MAX_SLOTS],
}

impl Shape {
    pub(super) fn new(game: &Gaps) -> Shape {
        let spec = *game.spec();
        let ace_phase_variant = spec.aces == Aces::PlacedByPlayer;
        let cols = spec.columns as usize;
        Shape {
            rows: spec.rows as usize,
            decks: spec.decks,
            cols,
            first_rank: spec.first_rank,
            ace_phase_variant,
            ace_order: if ace_phase_variant {
                game.rules().ace_order
            } else {
                AceOrder::Free
            },
            goal: game.max_score(),
            small: spec.decks == 1 && spec.slots() <= 64,
            run_cells: std::array::from_fn(|r| {
                std::array::from_fn(|len| ((1u128 << len) - 1) << (r * cols))
            }),
            row: std::array::from_fn(|i| (i / cols) as u8),
            col: std::array::from_fn(|i| (i % cols) as u8),
        }
    }
}

/// The cuts that skip moves or positions without changing a verdict (one-deck Gaps).
pub(super) struct Pruning {
    /// Cut the search below positions `provably_lost` proves lost (`bounds.rs`).
    pub(super) bounds: bool,
    /// Search a safe placing move alone where there is one (`safe_placing`).
    pub(super) safe_moves: bool,
}

/// What the search has spent and may spend.
pub(super) struct Spend<'a> {
    pub(super) nodes: u64,
    pub(super) budget: Budget,
    pub(super) cancel: Option<&'a AtomicBool>,
    pub(super) started: Instant,
    pub(super) stop: Option<Stop>,
    /// The most positions the beam may remember (its share of the memory cap).
    pub(super) beam_entries: usize,
}

/// The board, one byte a slot (`suit * 16 + rank`, a gap is 0), and what is kept up to date
/// with it move by move so that generating moves costs a handful of array reads.
pub(super) struct Board {
    pub(super) cells: [u8; MAX_SLOTS],
    /// The board the search started from.
    pub(super) root: [u8; MAX_SLOTS],
    /// Slots of each card code, `NONE` when absent.
    pub(super) pos: [[u8; 2]; 64],
    /// On small boards (`Shape::small`): one bit for the cell of each card, indexed
    /// [rank][suit] as the loss bound reads it, and whether every card from 2 to King is on
    /// the board (`bounds.rs`).
    pub(super) card_cells: [[u64; 4]; 16],
    pub(super) complete: bool,
    pub(super) gaps: [u8; 8],
    pub(super) ngaps: usize,
    /// Each row's placed run.
    pub(super) run: [u8; 8],
    /// One bit per cell holding a placed card (kept with `run`).
    pub(super) placed_cells: u128,
    pub(super) score: usize,
}

impl Board {
    pub(super) fn empty() -> Board {
        Board {
            cells: [GAP; MAX_SLOTS],
            root: [GAP; MAX_SLOTS],
            pos: [[NONE; 2]; 64],
            card_cells: [[0; 4]; 16],
            complete: false,
            gaps: [0; 8],
            ngaps: 0,
            run: [0; 8],
            placed_cells: 0,
            score: 0,
        }
    }
}

/// Random 128-bit values, one per (column, card code), one salt per row, and the mark of a
/// column-0 cell whose heading 2 a class leaves open (`montana/classes.rs`).
pub(super) struct Zobrist {
    pub(super) cells: Vec<u128>,
    pub(super) salts: [u128; 8],
    pub(super) free: u128,
}

pub(super) fn zobrist() -> &'static Zobrist {
    static TABLE: OnceLock<Zobrist> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            // SplitMix64.
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let mut cells = vec![0u128; MAX_COLS * 64];
        for (i, v) in cells.iter_mut().enumerate() {
            // A gap contributes nothing: a row's gaps are implied by its cards.
            if i % 64 != 0 {
                *v = ((next() as u128) << 64) | next() as u128;
            }
        }
        let mut salts = [0u128; 8];
        for s in &mut salts {
            *s = ((next() as u128) << 64) | next() as u128;
        }
        let free = ((next() as u128) << 64) | next() as u128;
        Zobrist { cells, salts, free }
    })
}

/// Each row's Zobrist hash, kept up to date as cards move.
pub(super) struct Keys {
    pub(super) row_hash: [u128; 8],
    /// `mix(row_hash[r])` for each row, and their sum: the position's key whenever no
    /// ace-order rule can salt it by row, kept up to date by `apply`.
    pub(super) row_mixed: [u128; 8],
    pub(super) key_sum: u128,
    pub(super) zobrist: &'static Zobrist,
}

impl Keys {
    pub(super) fn new() -> Keys {
        Keys {
            row_hash: [0; 8],
            row_mixed: [0; 8],
            key_sum: 0,
            zobrist: zobrist(),
        }
    }
}

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
