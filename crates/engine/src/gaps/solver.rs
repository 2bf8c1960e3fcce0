//! A Gaps solver: can the current deal still be finished without a redeal, and which move
//! does the search prefer?
//!
//! Depth-first search (an explicit stack, so lines thousands of moves deep need no large
//! thread stack) with a transposition table:
//!
//! - **The board** is one byte a slot (`suit * 16 + rank`, a gap is 0). The slots of each card
//!   (two in Chinese Puzzle), the gaps and each row's placed run are kept up to date move by
//!   move, so generating moves costs a handful of array reads.
//! - **Canonical positions.** Each row has a Zobrist hash (an independent 128-bit value for
//!   every card in every column, XORed), kept up to date as cards move. The position's key is
//!   the *sum* of the mixed row hashes: a sum does not depend on the order of the rows, so
//!   positions that differ only in row order share one key (no rule depends on a row's index
//!   once the aces are placed; during an ace phase with an ace-order rule each row's hash is
//!   salted with its index instead). Two copies of a Chinese Puzzle card are the same byte, so
//!   positions that differ only by swapping them share a key too.
//! - **Column-0 classes** (the movable-2 rule, `solver_classes.rs`). Boards that differ only
//!   in where the heading 2s stand, while a column-0 cell is empty, reach one another and
//!   share a verdict: the search keys them as one and makes the moves of all of them.
//! - **The table** stores those keys in one open-addressing array that doubles as it fills,
//!   whole up to half a memory cap, then once more in a compact 8-byte form at the cap
//!   (`solver_table.rs`); when the cap is reached the search stops with `Unknown`. A false
//!   "already seen" would need two different positions to agree in about 80 bits of key.
//! - **Order.** Moves that extend a placed run first, then moves that leave an open gap, then
//!   moves that leave a gap behind a King (and, under the movable-2 rule, a 2 leaving column 0).
//! - **Loss bound** (one-deck Gaps, `solver_bounds.rs`). A position where some card can never
//!   reach a cell of the finished layout is proved lost without searching below it.
//!
//! The search stops at a node, time or memory budget, or when its cancel flag is raised, and
//! answers won (with the whole line), cannot be won (everything reachable was searched or
//! proved lost), or unknown.

use super::aces;
use super::board::{Gaps, Slot};
use super::variant::{AceOrder, Aces};

#[path = "solver_beam.rs"]
mod beam;
#[path = "solver_bounds.rs"]
mod bounds;
#[path = "solver_classes.rs"]
mod classes;
#[path = "solver_memory.rs"]
mod memory;
#[path = "solver_open_rows.rs"]
mod open_rows;
#[path = "solver_stubborn.rs"]
mod stubborn;
#[path = "solver_table.rs"]
mod table;
use crate::cards::{Suit, KING};
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use table::{Entry, Table};
use ts_rs::TS;

/// How much the search may spend.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    pub nodes: u64,
    pub time: Option<Duration>,
}

impl Budget {
    pub fn nodes(nodes: u64) -> Budget {
        Budget { nodes, time: None }
    }
    /// The app's hint budget: answer within `time`, whatever the node count.
    pub fn time(time: Duration) -> Budget {
        Budget {
            nodes: u64::MAX,
            time: Some(time),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Verdict {
    /// A line of moves finishes the deal without a redeal.
    Winnable,
    /// Every line was tried: this deal cannot be finished without a redeal.
    Unwinnable,
    /// The budget ran out first.
    Unknown,
}

#[derive(Debug, Clone)]
pub struct Solution {
    pub verdict: Verdict,
    /// The winning line when `verdict` is `Winnable`.
    pub line: Vec<(Slot, Slot)>,
    /// The move the search prefers: the first of the winning line, else the first move of
    /// the line that placed the most cards.
    pub hint: Option<(Slot, Slot)>,
    /// The most placed cards seen on any line.
    pub best_score: usize,
    pub nodes: u64,
    /// The search stopped because its cancel flag was raised (the verdict is then `Unknown`
    /// unless it had already been decided).
    pub cancelled: bool,
}

/// The beam's width where the rules call for one (`SolveOptions::beam`).
pub const DEFAULT_BEAM: usize = 100;

/// The default memory cap of the transposition table: 1 GiB (100 million positions).
pub const DEFAULT_TABLE_BYTES: usize = 1 << 30;

/// Everything a search can be given besides the position.
#[derive(Debug, Clone, Copy)]
pub struct SolveOptions<'a> {
    pub budget: Budget,
    /// One-deck Gaps as Montana is usually played (and as the published solvers play it): a 2
    /// heading a row may move to another gap in column 0, the cards behind it staying put.
    /// Not RULES.md §3 (where a placed 2 never moves); ignored for Chinese Puzzle. A winning
    /// line under this rule may use moves the app's engine refuses.
    pub movable_twos: bool,
    /// Search only a stubborn subset of the moves in each position (partial-order reduction,
    /// `solver_stubborn.rs`). Off by default: it saves 10-30 % of the positions but makes
    /// each cost two to five times as much (docs/PERFORMANCE.md).
    pub reduce: bool,
    /// Prove positions lost when some card can never reach a cell of the finished layout
    /// (`solver_bounds.rs`), and search nothing below them. One-deck Gaps only; on by
    /// default. It cuts the positions a loss proof visits three- to fourfold, each costing
    /// about 1.8 times as much (docs/PERFORMANCE.md).
    pub bounds: bool,
    /// Where placing a card is as good as any other move (`Search::safe_placing`), search
    /// that move alone. One-deck Gaps only; on by default, off with the bound for the
    /// deal ratings, which count the alternatives a player would weigh.
    pub safe_moves: bool,
    /// First look for a win with a beam of this many positions (`solver_beam.rs`), spending
    /// at most 95 % of the budget; 0 for none. `None` chooses by the rules: a beam of
    /// `DEFAULT_BEAM` for Chinese Puzzle, where it finds most wins; none for SolitaireX under
    /// either rule, where the depth-first search with the loss bound finds wins as fast and
    /// alone proves losses.
    pub beam: Option<usize>,
    /// Raised by another thread to stop the search early (the player moved on).
    pub cancel: Option<&'a AtomicBool>,
    /// The most memory the transposition table may take, in bytes.
    pub table_bytes: usize,
    /// Under the movable-2 rule, the most 2s a line may move from column 0 (`None`: any
    /// number). A search with a limit hunts for wins only: a position is searched once,
    /// with whatever moves were left when it was first reached, so its "unwinnable" means
    /// nothing and `solve_with` never reports it.
    pub twos_limit: Option<u8>,
    /// Under the movable-2 rule with the classes, the most times a line may bring a heading
    /// 2 from its row in front of another row's column-1 gap to take its 3 (a *switch*,
    /// `solver_classes.rs`; `None`: any number). Like `twos_limit`, a search with a limit
    /// hunts for wins only, and its "unwinnable" means nothing.
    pub switch_limit: Option<u8>,
    /// Under the movable-2 rule with no limit on moved 2s, search one position per column-0
    /// class (`solver_classes.rs`): boards that differ only in where the heading 2s stand
    /// among the column-0 cells, while one of those cells is empty. On by default; off only
    /// to compare (`winnability --no-classes`). Not with a beam or the reduction.
    pub classes: bool,
    /// With the classes, once a 2 stands in every column-0 cell, choose each row's 2 only
    /// when a 3 moves in behind it (`solver_open_rows.rs`) rather than searching every order
    /// of the 2s apart. On by default; off only to compare (`--no-open-rows`).
    pub open_rows: bool,
    /// Put the table's large arrays on huge pages and keep them for this thread's next search
    /// (`solver_memory.rs`): for batch solvers, which run long searches one after another.
    /// Off by default (the app).
    pub keep_memory: bool,
}

impl<'a> SolveOptions<'a> {
    pub fn new(budget: Budget) -> SolveOptions<'a> {
        SolveOptions {
            budget,
            movable_twos: false,
            cancel: None,
            table_bytes: DEFAULT_TABLE_BYTES,
            reduce: false,
            bounds: true,
            safe_moves: true,
            beam: None,
            twos_limit: None,
            switch_limit: None,
            classes: true,
            open_rows: true,
            keep_memory: false,
        }
    }
    pub fn keep_memory(mut self, on: bool) -> SolveOptions<'a> {
        self.keep_memory = on;
        self
    }
    pub fn open_rows(mut self, on: bool) -> SolveOptions<'a> {
        self.open_rows = on;
        self
    }
    pub fn classes(mut self, on: bool) -> SolveOptions<'a> {
        self.classes = on;
        self
    }
    pub fn movable_twos(mut self, on: bool) -> SolveOptions<'a> {
        self.movable_twos = on;
        self
    }
    pub fn cancel(mut self, flag: &'a AtomicBool) -> SolveOptions<'a> {
        self.cancel = Some(flag);
        self
    }
    pub fn reduce(mut self, on: bool) -> SolveOptions<'a> {
        self.reduce = on;
        self
    }
    pub fn bounds(mut self, on: bool) -> SolveOptions<'a> {
        self.bounds = on;
        self
    }
    pub fn safe_moves(mut self, on: bool) -> SolveOptions<'a> {
        self.safe_moves = on;
        self
    }
    pub fn beam(mut self, width: usize) -> SolveOptions<'a> {
        self.beam = Some(width);
        self
    }
    /// `beam(width)` when a width is given, else the choice by the rules.
    pub fn beam_or_default(mut self, width: Option<usize>) -> SolveOptions<'a> {
        self.beam = width;
        self
    }
    pub fn table_bytes(mut self, bytes: usize) -> SolveOptions<'a> {
        self.table_bytes = bytes;
        self
    }
}

const GAP: u8 = 0;
const NONE: u8 = u8::MAX;
/// Most steps from one position: a one-deck board has at most 4 gaps with 4 candidates each,
/// and a column-0 class adds up to 24 layouts for a 2 filling the last column-0 gap.
const MAX_MOVES: usize = 64;
/// Most slots of any variant (Chinese Puzzle: 8 × 14).
const MAX_SLOTS: usize = 112;
const MAX_COLS: usize = 14;
/// The key bit of a position with a 2 in every column-0 cell (`Search::stamp`).
const FILLED: u128 = 1 << 127;

fn code(suit: Suit, rank: u8) -> u8 {
    (suit as u8) * 16 + rank
}
fn rank_of(c: u8) -> u8 {
    c & 15
}
fn suit_of(c: u8) -> Suit {
    Suit::ALL[(c >> 4) as usize]
}

/// Random 128-bit values, one per (column, card code), one salt per row, and the mark of a
/// column-0 cell whose heading 2 a class leaves open (`solver_classes.rs`).
struct Zobrist {
    cells: Vec<u128>,
    salts: [u128; 8],
    free: u128,
}

fn zobrist() -> &'static Zobrist {
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

fn fmix(mut z: u64) -> u64 {
    z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    z = (z ^ (z >> 33)).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    z ^ (z >> 33)
}

/// A bijective mixing of a row's hash, so that summing rows does not interact with the
/// XOR structure of the Zobrist values.
fn mix(x: u128) -> u128 {
    let (lo, hi) = (x as u64, (x >> 64) as u64);
    let a = fmix(lo ^ hi.rotate_left(23));
    let b = fmix(hi ^ a);
    ((b as u128) << 64) | a as u128
}

/// One level of the depth-first search: its moves are `moves[start..end]`, `next` the one to
/// try now; `mark` is the length of `line` before the step that led here.
struct Frame {
    start: usize,
    next: usize,
    mark: usize,
    /// Whether a line from here may leave what this search plays (`Search::marks_lost`).
    unproved: bool,
}

/// A step of the search: a card from `from` to `to`, after the heading 2s are set out in
/// column 0 as `layout` says (one code a row, `solver_classes.rs`), or as they are
/// (`AS_THEY_ARE`); and after it, the rows whose heading 2 is still open are `open`
/// (`solver_open_rows.rs`), or as they were (`KEEP_OPEN`). Only the column-0 classes set a
/// layout or open rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Step {
    from: u8,
    to: u8,
    layout: u32,
    open: u8,
}

const AS_THEY_ARE: u32 = u32::MAX;
const KEEP_OPEN: u8 = u8::MAX;

/// Entries of `Search::line` that are not moves (a cell is below 112): the open rows before
/// a step changed them, and two heading 2s swapped by the search (`solver_open_rows.rs`).
const TAG_OPEN: u8 = 0xF0;
const TAG_SWAP: u8 = 0xF1;

impl Step {
    fn plain((from, to): (u8, u8)) -> Step {
        Step {
            from,
            to,
            layout: AS_THEY_ARE,
            open: KEEP_OPEN,
        }
    }
    fn pair(self) -> (u8, u8) {
        (self.from, self.to)
    }
}

/// Why the search stopped before deciding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    Budget,
    Cancelled,
    Memory,
}

struct Search<'a> {
    rows: usize,
    decks: u8,
    cols: usize,
    first_rank: u8,
    ace_phase_variant: bool,
    ace_order: AceOrder,
    movable_twos: bool,
    /// How many 2s the current line has moved from column 0, and how many it may.
    twos_moved: u32,
    twos_limit: u32,
    /// The length of `line` before each switch the current line has made, and how many it
    /// may make (`SolveOptions::switch_limit`).
    switch_marks: Vec<usize>,
    switch_limit: u32,
    /// Whether the position being opened had a switch left out by the limit.
    switch_skipped: bool,
    /// Mark in the table the positions this search proves lost by the whole rule, which the
    /// search after it then skips (`Table::lost_only`). Only a switch hunt does: its keys are
    /// the whole-rule search's, and it plays every move of the whole rule but its switches.
    /// A position is proved lost when it is searched to the end, no switch was left out in
    /// it, and each of its moves leads to a position proved lost, in this search or before
    /// it. (A move to a position on the current line, or searched but not proved lost, leaves
    /// the position unproved.)
    marks_lost: bool,
    reduce: bool,
    /// Cut the search below positions `provably_lost` proves lost (one-deck Gaps).
    bounds: bool,
    /// Search a safe placing move alone where there is one (`safe_placing`; one-deck Gaps).
    safe_moves: bool,
    /// The most positions the beam may remember (its share of the memory cap).
    beam_entries: usize,
    /// One position per column-0 class (`solver_classes.rs`); with it, `class_mixed` holds
    /// each row's mixed hash with a free column-0 cell marked rather than read, `class_sum`
    /// their sum (the key while `col0_gaps` > 0), and `col0_gaps` the empty column-0 cells.
    classes: bool,
    class_mixed: [u128; 8],
    class_sum: u128,
    /// Rows (bit r) whose `class_mixed` is out of date (`Search::reclass`).
    stale_classes: u8,
    col0_gaps: usize,
    /// How many column-0 cells hold a 2 (under the movable-2 rule, where keys say whether
    /// all of them do: `stamp`).
    col0_twos: usize,
    /// Choose the heading 2s late (`SolveOptions::open_rows`).
    open_rows: bool,
    /// Under the classes, once a 2 stands in every column-0 cell: the rows (bit r) whose
    /// heading 2 the search has not chosen yet (`solver_open_rows.rs`).
    open: u8,
    /// The length of `line` before the step to the position on the board, when the search
    /// stopped before opening that position.
    unopened: Option<usize>,
    goal: usize,
    cells: [u8; MAX_SLOTS],
    /// The board the search started from.
    root: [u8; MAX_SLOTS],
    /// Slots of each card code, `NONE` when absent.
    pos: [[u8; 2]; 64],
    /// On one-deck boards of at most 64 cells (`small`): one bit for the cell of each card,
    /// indexed [rank][suit] as the loss bound reads it, and whether every card from 2 to King
    /// is on the board (`solver_bounds.rs`).
    small: bool,
    card_cells: [[u64; 4]; 16],
    complete: bool,
    gaps: [u8; 8],
    ngaps: usize,
    run: [u8; 8],
    /// One bit per cell holding a placed card (kept with `run`).
    placed_cells: u128,
    /// The cells of a run of each length in each row, [row][length] (a shift of a 128-bit
    /// value by a variable count costs more than this look-up on `set_run`'s hot path).
    run_cells: [[u128; MAX_COLS + 1]; 8],
    /// Row and column of each cell (a division by the column count costs more than a
    /// look-up on this hot path).
    row: [u8; MAX_SLOTS],
    col: [u8; MAX_SLOTS],
    score: usize,
    row_hash: [u128; 8],
    /// `mix(row_hash[r])` for each row, and their sum: the position's key whenever no
    /// ace-order rule can salt it by row, kept up to date by `apply`.
    row_mixed: [u128; 8],
    key_sum: u128,
    zobrist: &'static Zobrist,
    table: Table,
    moves: Vec<Step>,
    frames: Vec<Frame>,
    line: Vec<(u8, u8)>,
    nodes: u64,
    budget: Budget,
    cancel: Option<&'a AtomicBool>,
    started: Instant,
    stop: Option<Stop>,
    best_score: usize,
    best_first: Option<(u8, u8)>,
}

impl<'a> Search<'a> {
    fn new(game: &Gaps, options: &SolveOptions<'a>) -> Search<'a> {
        let spec = *game.spec();
        let ace_phase_variant = spec.aces == Aces::PlacedByPlayer;
        let mut search = Search {
            rows: spec.rows as usize,
            decks: spec.decks,
            cols: spec.columns as usize,
            first_rank: spec.first_rank,
            ace_phase_variant,
            ace_order: if ace_phase_variant {
                game.rules().ace_order
            } else {
                AceOrder::Free
            },
            movable_twos: options.movable_twos && !ace_phase_variant && spec.decks == 1,
            twos_moved: 0,
            twos_limit: options.twos_limit.map_or(u32::MAX, u32::from),
            switch_marks: Vec::new(),
            switch_limit: options.switch_limit.map_or(u32::MAX, u32::from),
            switch_skipped: false,
            marks_lost: options.switch_limit.is_some(),
            reduce: options.reduce,
            // The bound's masks hold one-deck boards of four rows, 2 to King (at most 64
            // cells); Chinese Puzzle never gets it.
            bounds: options.bounds
                && spec.decks == 1
                && spec.first_rank == 2
                && spec.rows == 4
                && spec.slots() <= 64,
            safe_moves: options.safe_moves && spec.decks == 1 && !ace_phase_variant,
            beam_entries: options.table_bytes / 32,
            classes: options.classes
                && options.movable_twos
                && options.twos_limit.is_none()
                && !options.reduce
                && options.beam.unwrap_or(0) == 0
                && spec.decks == 1
                && !ace_phase_variant
                && spec.first_rank == 2
                && spec.rows == 4,
            class_mixed: [0; 8],
            class_sum: 0,
            stale_classes: 0,
            col0_gaps: 0,
            col0_twos: 0,
            open_rows: options.open_rows,
            open: 0,
            unopened: Some(0),
            goal: game.max_score(),
            cells: [GAP; MAX_SLOTS],
            root: [GAP; MAX_SLOTS],
            pos: [[NONE; 2]; 64],
            small: spec.decks == 1 && spec.slots() <= 64,
            card_cells: [[0; 4]; 16],
            complete: false,
            gaps: [0; 8],
            ngaps: 0,
            run: [0; 8],
            placed_cells: 0,
            run_cells: std::array::from_fn(|r| {
                std::array::from_fn(|len| ((1u128 << len) - 1) << (r * spec.columns as usize))
            }),
            row: std::array::from_fn(|i| (i / spec.columns as usize) as u8),
            col: std::array::from_fn(|i| (i % spec.columns as usize) as u8),
            score: 0,
            row_hash: [0; 8],
            row_mixed: [0; 8],
            key_sum: 0,
            zobrist: zobrist(),
            table: Table::new(options.table_bytes, options.keep_memory),
            moves: Vec::with_capacity(1024),
            frames: Vec::with_capacity(256),
            line: Vec::with_capacity(256),
            nodes: 0,
            budget: options.budget,
            cancel: options.cancel,
            started: Instant::now(),
            stop: None,
            best_score: 0,
            best_first: None,
        };
        let mut cells = [GAP; MAX_SLOTS];
        for (cell, c) in cells.iter_mut().zip(game.board()) {
            *cell = c.map_or(GAP, |c| code(c.suit, c.rank));
        }
        search.load(&cells);
        search.root = cells;
        assert!(search.ngaps <= 8, "a Gaps board has at most eight gaps");
        search.best_score = search.score;
        search
    }

    /// Sets the board to `cells` and recomputes everything kept up to date move by move.
    fn load(&mut self, cells: &[u8; MAX_SLOTS]) {
        self.cells = *cells;
        self.pos = [[NONE; 2]; 64];
        self.card_cells = [[0; 4]; 16];
        self.ngaps = 0;
        self.row_hash = [0; 8];
        for (i, &c) in cells.iter().enumerate().take(self.rows * self.cols) {
            if c == GAP {
                if self.ngaps < 8 {
                    self.gaps[self.ngaps] = i as u8;
                }
                self.ngaps += 1;
            } else {
                let p = &mut self.pos[c as usize];
                p[(p[0] != NONE) as usize] = i as u8;
                self.set_card_cell(c, i);
                self.row_hash[self.row_of(i)] ^=
                    self.zobrist.cells[(self.col_of(i)) * 64 + c as usize];
            }
        }
        self.complete = self.small
            && Suit::ALL
                .iter()
                .all(|&suit| (2..=KING).all(|k| self.pos[code(suit, k) as usize][0] != NONE));
        self.col0_twos = (0..self.rows)
            .filter(|&r| rank_of(cells[r * self.cols]) == 2)
            .count();
        self.run = [0; 8];
        self.placed_cells = 0;
        self.score = 0;
        self.key_sum = 0;
        for r in 0..self.rows {
            self.row_mixed[r] = mix(self.row_hash[r]);
            self.key_sum = self.key_sum.wrapping_add(self.row_mixed[r]);
            self.set_run(r, self.run_length(r));
        }
        self.load_classes();
    }

    fn run_length(&self, row: usize) -> usize {
        let base = row * self.cols;
        let first = self.cells[base];
        if first == GAP || rank_of(first) != self.first_rank {
            return 0;
        }
        let mut len = 1;
        while len < self.cols
            && rank_of(first) + (len as u8) <= KING
            && self.cells[base + len] == first + len as u8
        {
            len += 1;
        }
        len
    }

    fn placed(&self, i: usize) -> bool {
        self.placed_cells >> i & 1 != 0
    }

    fn col_of(&self, i: usize) -> usize {
        self.col[i] as usize
    }

    fn row_of(&self, i: usize) -> usize {
        self.row[i] as usize
    }

    fn in_ace_phase(&self) -> bool {
        self.ace_phase_variant && (0..self.rows).any(|r| self.cells[r * self.cols] == GAP)
    }

    /// Whether keys may be salted by row (an ace-order rule salts them during the ace
    /// phase), so that `key` and `child_key` cannot use the running sum.
    fn salted_keys(&self) -> bool {
        self.ace_order != AceOrder::Free
    }

    fn key(&self) -> u128 {
        self.stamp(self.unstamped_key(), self.col0_twos == self.rows)
    }

    /// Marks `key` as a position with a 2 in every column-0 cell (`filled`) or not, under the
    /// movable-2 rule. No 2 moves again once they all stand there, so a search limited in
    /// the 2s it moves searches such a position exactly as the whole rule does: its table's
    /// marked positions, once it has searched all it could, are positions no line wins from,
    /// and the next search can start with them (`Table::lost_only`).
    fn stamp(&self, key: u128, filled: bool) -> u128 {
        if !self.movable_twos {
            key
        } else if filled {
            key | FILLED
        } else {
            key & !FILLED
        }
    }

    fn unstamped_key(&self) -> u128 {
        if self.classes && self.col0_gaps > 0 {
            return self.class_sum;
        }
        if self.open != 0 {
            return self.open_key();
        }
        if !self.salted_keys() {
            return self.key_sum;
        }
        let salted = self.in_ace_phase();
        let mut key = 0u128;
        for r in 0..self.rows {
            let h = if salted {
                self.row_hash[r] ^ self.zobrist.salts[r]
            } else {
                self.row_hash[r]
            };
            key = key.wrapping_add(mix(h));
        }
        key
    }

    fn apply(&mut self, m: (u8, u8)) {
        self.shift(m);
        self.twos_moved += self.moves_a_heading_two(m) as u32;
    }

    fn undo(&mut self, (from, to): (u8, u8)) {
        self.shift((to, from));
        self.twos_moved -= self.moves_a_heading_two((from, to)) as u32;
    }

    /// Only a 2 heading a row, under the movable-2 rule, moves from column 0 to column 0.
    fn moves_a_heading_two(&self, (from, to): (u8, u8)) -> bool {
        self.col_of(from as usize) == 0 && self.col_of(to as usize) == 0
    }

    /// Moves a card and updates everything kept with the board.
    fn shift(&mut self, (from, to): (u8, u8)) {
        let (f, t) = (from as usize, to as usize);
        let c = self.cells[f];
        self.cells[t] = c;
        self.cells[f] = GAP;
        let p = &mut self.pos[c as usize];
        if p[0] == from {
            p[0] = to
        } else {
            p[1] = to
        }
        self.set_card_cell(c, t);
        for g in &mut self.gaps[..self.ngaps] {
            if *g == to {
                *g = from;
                break;
            }
        }
        let z = &self.zobrist.cells;
        let (rf, rt) = (self.row_of(f), self.row_of(t));
        self.row_hash[rf] ^= z[(self.col_of(f)) * 64 + c as usize];
        self.row_hash[rt] ^= z[(self.col_of(t)) * 64 + c as usize];
        self.remix(rf);
        if rt != rf {
            self.remix(rt);
        }
        if rank_of(c) == 2 {
            self.col0_twos =
                self.col0_twos + (self.col_of(t) == 0) as usize - (self.col_of(f) == 0) as usize;
        }
        // A run shrinks only when one of its cards leaves (back to where it came from, or a
        // heading 2 under the Montana rule), and grows only when a card lands just after it.
        if self.placed(f) {
            self.set_run(rf, self.col_of(f));
        }
        if self.col_of(t) == self.run[rt] as usize {
            self.set_run(rt, self.run_length(rt));
        }
        if self.classes {
            self.reclass(f, t);
        }
    }

    /// Card `c` now stands at cell `i` (kept for the loss bound on small boards).
    fn set_card_cell(&mut self, c: u8, i: usize) {
        if self.small {
            self.card_cells[rank_of(c) as usize][(c >> 4) as usize] = 1 << i;
        }
    }

    fn remix(&mut self, r: usize) {
        let mixed = mix(self.row_hash[r]);
        self.key_sum = self
            .key_sum
            .wrapping_sub(self.row_mixed[r])
            .wrapping_add(mixed);
        self.row_mixed[r] = mixed;
    }

    /// The key of the position `step` leads to, without making it.
    fn child_key(&mut self, step: Step) -> u128 {
        // Only a 2 enters column 0 from another column, and none leaves it.
        let enters = self.col_of(step.from as usize) != 0 && self.col_of(step.to as usize) == 0;
        let key = self.unstamped_child_key(step);
        self.stamp(key, self.col0_twos + enters as usize == self.rows)
    }

    fn unstamped_child_key(&mut self, step: Step) -> u128 {
        if self.open != 0 || step.open != KEEP_OPEN {
            self.open_child_key(step)
        } else if self.classes {
            self.class_child_key(step)
        } else {
            self.board_child_key(step.pair())
        }
    }

    /// The key of the board `m` leads to, without making the move (outside salted ace
    /// phases: only the one or two rows the card leaves and enters change).
    fn board_child_key(&mut self, m: (u8, u8)) -> u128 {
        if self.salted_keys() {
            self.apply(m);
            let key = self.key();
            self.undo(m);
            return key;
        }
        let (f, t) = (m.0 as usize, m.1 as usize);
        let c = self.cells[f] as usize;
        let z = &self.zobrist.cells;
        let (zf, zt) = (z[self.col_of(f) * 64 + c], z[self.col_of(t) * 64 + c]);
        let (rf, rt) = (self.row_of(f), self.row_of(t));
        let key = self.key_sum.wrapping_sub(self.row_mixed[rf]);
        if rf == rt {
            key.wrapping_add(mix(self.row_hash[rf] ^ zf ^ zt))
        } else {
            key.wrapping_sub(self.row_mixed[rt])
                .wrapping_add(mix(self.row_hash[rf] ^ zf))
                .wrapping_add(mix(self.row_hash[rt] ^ zt))
        }
    }

    /// Row `r`'s placed run is now `len` cards long.
    fn set_run(&mut self, r: usize, len: usize) {
        self.score = self.score + len - self.run[r] as usize;
        self.run[r] = len as u8;
        let cells = &self.run_cells[r];
        self.placed_cells = (self.placed_cells & !cells[self.cols]) | cells[len];
    }

    /// The steps from this position, best first, appended to `self.moves`: its class's while
    /// the column-0 classes apply, else the board's legal moves.
    fn push_steps(&mut self) {
        if self.classes && self.col0_gaps > 0 {
            self.push_class_moves();
        } else {
            self.push_moves();
        }
    }

    /// Legal moves, best first, appended to `self.moves`.
    fn push_moves(&mut self) {
        let ace_phase = self.in_ace_phase();
        let mut scored: [(u8, u8, u8); 32] = [(0, 0, 0); 32];
        let mut count = 0;
        let column0: Option<Vec<Option<Suit>>> = (ace_phase && self.ace_order != AceOrder::Free)
            .then(|| {
                (0..self.rows)
                    .map(|r| {
                        Some(self.cells[r * self.cols])
                            .filter(|&c| c != GAP)
                            .map(suit_of)
                    })
                    .collect()
            });
        // In the ace phase only aces move, each into a column-0 gap; those moves never
        // affect one another, and an ace-order rule refuses a placement only when no
        // completion is left, so every arrangement the phase can end in is reached by filling
        // the column-0 gaps from the top down: only the topmost one is offered.
        let first_ace_gap = if ace_phase {
            (0..self.rows)
                .map(|r| r * self.cols)
                .find(|&i| self.cells[i] == GAP)
        } else {
            None
        };
        // Gaps in board order, top left first (ties in priority keep that order).
        let mut gaps = self.gaps;
        gaps[..self.ngaps].sort_unstable();
        for &to in &gaps[..self.ngaps] {
            let to = to as usize;
            if ace_phase && Some(to) != first_ace_gap {
                continue;
            }
            let col = self.col_of(to);
            let mut candidates = [NONE; 8];
            let mut k = 0;
            if col == 0 {
                if self.first_rank == 1 && !ace_phase {
                    continue;
                }
                let row = self.row_of(to);
                for suit in Suit::ALL {
                    if let Some(order) = &column0 {
                        if aces::refusal(self.ace_order, order, row, suit).is_some() {
                            continue;
                        }
                    }
                    for &p in &self.pos[code(suit, self.first_rank) as usize] {
                        if p != NONE {
                            candidates[k] = p;
                            k += 1;
                        }
                    }
                }
            } else {
                let left = self.cells[to - 1];
                if ace_phase || left == GAP || rank_of(left) == KING || self.opens_row(to) {
                    continue;
                }
                for &p in &self.pos[(left + 1) as usize] {
                    if p != NONE {
                        candidates[k] = p;
                        k += 1;
                    }
                }
            }
            for &from in &candidates[..k] {
                let f = from as usize;
                let heading_two = self.movable_twos && self.moves_a_heading_two((from, to as u8));
                if self.placed(f) && !heading_two
                    || heading_two && self.twos_moved >= self.twos_limit
                {
                    continue;
                }
                if ace_phase && self.col_of(f) == 0 {
                    continue; // a placed ace never moves
                }
                // An ace going to a column-0 gap in front of its own 2 starts a run of two or
                // more at once: as good as extending a run.
                let extends = if col > 0 {
                    self.placed(to - 1)
                } else {
                    ace_phase && self.cells[to + 1] == self.cells[f] + 1
                };
                let leaves_dead = self.col_of(f) != 0 && rank_of(self.cells[f - 1]) == KING;
                let priority = if extends {
                    0
                } else if heading_two {
                    3
                } else if leaves_dead {
                    2
                } else {
                    1
                };
                scored[count] = (priority, from, to as u8);
                count += 1;
            }
        }
        let scored = &mut scored[..count];
        scored.sort_by_key(|&(p, _, _)| p); // stable
        if let Some((f, t)) = self.safe_placing(scored) {
            self.moves.push(Step::plain((f, t)));
            return;
        }
        let mut legal = [(0u8, 0u8); 32];
        for (m, &(_, f, t)) in legal.iter_mut().zip(scored.iter()) {
            *m = (f, t);
        }
        let keep = if self.reduce {
            self.stubborn(&legal[..count])
        } else {
            u32::MAX
        };
        // Pushed in reverse: the frame tries them from the end of its range backwards.
        for i in (0..count).rev() {
            if keep & (1 << i) != 0 {
                self.moves.push(Step::plain(legal[i]));
            }
        }
        // Pushed last, so tried first: the moves that choose an open row's heading 2.
        if self.open != 0 {
            self.push_choices();
        }
    }

    /// A placing move among `scored` (priority 0 first) that some winning line starts with
    /// whenever the position is won at all, so that it may be searched alone.
    ///
    /// Placing X, at `q`, after X−1 at the end of a placed run is such a move when placed
    /// cards can never move again (one deck, and no 2 heading a row can move: RULES.md §3, or
    /// all four column-0 cells hold 2s under the movable-2 rule) and no card can enter the
    /// cell after `q` while X stands at `q`: X is a King, `q` ends its row, X+1 already stands
    /// there (it could only move back there). Then X's one move in any winning line is into
    /// the cell after X−1, which only X can enter; taking that move first and removing it where
    /// it was leaves a winning line as legal, since the boards in between differ only in the
    /// two cells X leaves and enters, which no other move of the line reads. With open rows
    /// (`solver_open_rows.rs`) the run must be in a row that is not open, where the move is
    /// such a move in every board the position stands for.
    fn safe_placing(&self, scored: &[(u8, u8, u8)]) -> Option<(u8, u8)> {
        if !self.safe_moves
            || scored.first().is_none_or(|&(p, _, _)| p != 0)
            || self.movable_twos && (0..self.rows).any(|r| rank_of(self.cells[r * self.cols]) != 2)
        {
            return None;
        }
        let shut_in = |q: usize| {
            let x = self.cells[q];
            rank_of(x) == KING || self.col_of(q) == self.cols - 1 || self.cells[q + 1] == x + 1
        };
        scored
            .iter()
            .take_while(|&&(p, _, _)| p == 0)
            .find(|&&(_, f, t)| {
                shut_in(f as usize) && self.open >> self.row_of(t as usize) & 1 == 0
            })
            .map(|&(_, f, t)| (f, t))
    }

    fn check_budget(&mut self) -> bool {
        if self.nodes >= self.budget.nodes {
            self.stop = Some(Stop::Budget);
        } else if self.nodes.is_multiple_of(64) {
            if self.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                self.stop = Some(Stop::Cancelled);
            } else if let Some(limit) = self.budget.time {
                if self.started.elapsed() >= limit {
                    self.stop = Some(Stop::Budget);
                }
            }
        }
        // The children of this position may make the table grow, which checks no clock:
        // with a deadline, stop here rather than start a growth that would end past it.
        if self.stop.is_none() && self.table.growth_due(MAX_MOVES) {
            if let Some(limit) = self.budget.time {
                if self.started.elapsed() + self.table.growth_estimate() >= limit {
                    self.stop = Some(Stop::Budget);
                }
            }
        }
        self.stop.is_some()
    }

    /// Opens the current position (already in the table) as a new level of the search: false
    /// when the search must stop.
    /// `mark` is the length of `line` before the step that led here.
    fn enter(&mut self, mark: usize) -> bool {
        if self.check_budget() {
            self.unopened = Some(mark);
            return false;
        }
        self.nodes += 1;
        let start = self.moves.len();
        // A position proved lost is searched no further: its frame opens with no moves. The
        // proof is skipped just after a heading 2 moved between column-0 gaps: that changes
        // little of what the cards can reach, and of about a million such positions measured
        // it proved none lost. (Skipping it after other kinds of move too, where it seldom
        // proves a loss, saves instructions but not time: docs/PERFORMANCE.md, fourteenth
        // pass.)
        let prove = self.bounds
            && !self
                .line
                .last()
                .is_some_and(|&m| self.moves_a_heading_two(m));
        let lost = prove
            && if self.open != 0 {
                self.open_rows_lost()
            } else {
                self.provably_lost()
            };
        let mut unproved = false;
        if !lost {
            self.push_steps();
            let skipped = std::mem::take(&mut self.switch_skipped);
            unproved = self.drop_seen(start) || skipped;
        }
        self.frames.push(Frame {
            start,
            next: self.moves.len(),
            mark,
            unproved,
        });
        self.stop.is_none()
    }

    /// Records the positions the moves `moves[start..]` lead to in the table, and keeps only
    /// the moves to positions not seen before. All the keys are computed and their table
    /// cells read before any is looked up, so the processor waits for the (cold) table
    /// memory once for all of them rather than once each. True when one of the positions
    /// seen before is not marked lost (`marks_lost`) and is not also the target of a kept move.
    fn drop_seen(&mut self, start: usize) -> bool {
        let mut keys = [0u128; MAX_MOVES];
        let count = self.moves.len() - start;
        for (k, key) in keys.iter_mut().enumerate().take(count) {
            *key = self.child_key(self.moves[start + k]);
        }
        self.table.touch(&keys[..count]);
        let mut kept = start;
        let mut unproved = false;
        for (k, &key) in keys.iter().enumerate().take(count) {
            match self.table.look_up(key) {
                Some(Entry::New) => {
                    self.moves[kept] = self.moves[start + k];
                    kept += 1;
                }
                Some(Entry::Lost) => {}
                Some(Entry::Reached) => {
                    // Two moves to one position: the first one's search decides.
                    unproved |= self.marks_lost && !keys[..k].contains(&key);
                }
                None => {
                    self.stop = Some(Stop::Memory);
                    break;
                }
            }
        }
        self.moves.truncate(kept);
        unproved
    }

    /// True when the goal is reached; `line` then holds the moves. A search stopped by its
    /// budget can be run again with a larger one.
    fn run(&mut self) -> bool {
        if self.score == self.goal {
            return true;
        }
        if self.frames.is_empty() && self.line.is_empty() && self.table.insert(self.key()).is_none()
        {
            self.stop = Some(Stop::Memory);
            return false;
        }
        // The position on the board is open unless the search stopped (or starts) before
        // opening it: then it is opened now, and a stopped search goes on where it stopped.
        if let Some(mark) = self.unopened.take() {
            if !self.enter(mark) {
                return false;
            }
        }
        while let Some(frame) = self.frames.last_mut() {
            if frame.next == frame.start {
                let (start, mark, unproved) = (frame.start, frame.mark, frame.unproved);
                self.frames.pop();
                if self.marks_lost {
                    if unproved {
                        if let Some(parent) = self.frames.last_mut() {
                            parent.unproved = true;
                        }
                    } else {
                        let key = self.key();
                        self.table.mark_lost(key);
                    }
                }
                self.moves.truncate(start);
                self.undo_to(mark);
                continue;
            }
            frame.next -= 1;
            let step = self.moves[frame.next];
            let mark = self.line.len();
            self.play(step);
            if self.score > self.best_score {
                self.best_score = self.score;
                self.best_first = self.line.iter().find(|m| m.0 < TAG_OPEN).copied();
            }
            if self.score == self.goal {
                return true;
            }
            if !self.enter(mark) {
                if self.stop.is_some() {
                    return false;
                }
                self.undo_to(mark);
            }
        }
        false
    }

    /// Makes `step` (the heading 2s set out first if it says so), adding its moves to `line`.
    /// With a layout and no empty column-0 cell, the heading 2s are swapped into place
    /// (`solver_open_rows.rs`: only the search's choice of an open row's 2, never a move).
    fn play(&mut self, step: Step) {
        if step.open != KEEP_OPEN {
            self.line.push((TAG_OPEN, self.open));
            self.open = step.open;
        }
        if step.layout != AS_THEY_ARE {
            if self.col0_gaps > 0 {
                // Only a switch sets the 2s out into column 1 (a fill ends in column 0).
                if self.col_of(step.to as usize) == 1 {
                    self.switch_marks.push(self.line.len());
                }
                self.arrange(step.layout);
            } else {
                self.swap_into(step.layout);
            }
        }
        self.apply(step.pair());
        self.line.push(step.pair());
    }

    /// Takes back the entries of `line` past its first `mark`.
    fn undo_to(&mut self, mark: usize) {
        while self.switch_marks.last().is_some_and(|&m| m >= mark) {
            self.switch_marks.pop();
        }
        while self.line.len() > mark {
            match self.line.pop().expect("the line is longer than the mark") {
                (TAG_OPEN, open) => {
                    self.open = open;
                    self.refresh_classes();
                }
                (TAG_SWAP, rows) => self.swap_twos((rows >> 4) as usize, (rows & 15) as usize),
                m => self.undo(m),
            }
        }
    }
}

/// Searches the current deal of `game` (no redeals) by the rules of the game, depth-first
/// only: the app's hints and verdicts during play, whose fraction of a second is too short for
/// a beam to be worth its share.
pub fn solve(game: &Gaps, budget: Budget) -> Solution {
    solve_with(game, &SolveOptions::new(budget).beam(0))
}

/// Searches the current deal of `game` (no redeals) with options: the movable-2 rule, a
/// cancel flag, a memory cap.
///
/// Under the movable-2 rule most wins move few heading 2s, and the positions reachable with
/// few such moves are far fewer than all of them. So the search first hunts for a win moving
/// none (RULES.md §3: every §3 line is a Montana line), then at most one (`TWOS_PHASES`), then
/// for one that sets the 2s out freely while column 0 fills but never brings a 2 from another
/// row to take a 3 (`SWITCH_HUNT`), each depth-first on a share of the budget; only then does
/// it search by the whole rule, depth-first, on what is left, and only that search can answer
/// "unwinnable".
/// Measured on 500 first deals (docs/PERFORMANCE.md): the §3 phase alone found the wins of 23
/// of the 96 deals a 40 M-position Montana search had left undecided.
///
/// Each search hands the next the positions it proved lost after column 0 filled (`stamp`),
/// when it searched all it could: measured on the 500 deals' loss proofs, this saves the
/// hunts' repeats of one another and the whole-rule search's of the hunts' (docs/PERFORMANCE.md,
/// sixteenth pass). The switch hunt also hands on the other positions it proved lost by the
/// whole rule (`Search::marks_lost`; nineteenth pass).
pub fn solve_with(game: &Gaps, options: &SolveOptions) -> Solution {
    hunt_then_search(game, options, true)
}

/// `solve_with`, each search handing on its table (`carry`) or each starting afresh.
pub(super) fn hunt_then_search(game: &Gaps, options: &SolveOptions, carry: bool) -> Solution {
    let spec = game.spec();
    let limited = options.twos_limit.is_some() || options.switch_limit.is_some();
    if !options.movable_twos || limited || spec.decks != 1 || spec.aces != Aces::Removed {
        return search_once(game, options);
    }
    let whole = options.budget;
    let started = Instant::now();
    let mut spent = 0;
    let mut best_score = 0;
    let mut carried = None;
    // The switch hunt is a class search: only where the whole-rule search is one too.
    let switch_hunt = (options.classes && !options.reduce && options.beam.unwrap_or(0) == 0)
        .then_some(SolveOptions {
            switch_limit: Some(SWITCH_HUNT.0),
            ..*options
        });
    let twos_hunts = TWOS_PHASES.iter().map(|&(limit, share)| {
        let hunt = SolveOptions {
            twos_limit: Some(limit),
            beam: Some(0),
            ..*options
        };
        (hunt, share)
    });
    for (hunt, share) in twos_hunts.chain(switch_hunt.map(|h| (h, SWITCH_HUNT.1))) {
        // A share of the whole budget, within what is left of it.
        let budget = Budget {
            nodes: (whole.nodes / share).min(whole.nodes.saturating_sub(spent)),
            time: whole
                .time
                .map(|t| (t / share as u32).min(t.saturating_sub(started.elapsed()))),
        };
        let (phase, table) =
            search_carrying(game, &SolveOptions { budget, ..hunt }, carried.take());
        carried = table.filter(|_| carry).and_then(Table::lost_only);
        spent += phase.nodes;
        best_score = best_score.max(phase.best_score);
        if phase.verdict == Verdict::Winnable || phase.cancelled {
            return Solution {
                nodes: spent,
                ..phase
            };
        }
    }
    let rest = Budget {
        nodes: whole.nodes.saturating_sub(spent),
        time: whole.time.map(|t| t.saturating_sub(started.elapsed())),
    };
    let (mut montana, _) = search_carrying(
        game,
        &SolveOptions {
            budget: rest,
            ..*options
        },
        carried,
    );
    montana.nodes += spent;
    montana.best_score = montana.best_score.max(best_score);
    montana
}

/// The limits on moved 2s of the first win-hunting phases, and the fraction of the budget
/// each may spend (1/share). The shares were a quarter each until the fourteenth pass. From the
/// fifteenth to the seventeenth pass a third hunt (at most two 2s, on half the budget) came
/// next; the switch hunt replaced it in the eighteenth, finding its wins too (a little later)
/// and the wins of two deals it had left undecided (docs/PERFORMANCE.md, eighteenth pass).
const TWOS_PHASES: [(u8, u64); 2] = [(0, 8), (1, 6)];

/// The hunt after `TWOS_PHASES`: by the classes, with at most this many switches
/// (`SolveOptions::switch_limit`), and the fraction of the budget it may spend (1/share; a
/// whole budget: all that is left). Setting the 2s out freely while column 0 fills, it reaches
/// wins that move heading 2s too often for the narrower hunts, in a space far smaller than
/// the whole rule's: the wins of 3347421096519632 and 7103698395697060, which the whole-rule
/// search finds only after 70 M and 133 M positions, took it 4.4 M and 19.9 M. Where it finds
/// nothing it hands on what it proved lost, after column 0 filled as the hunts do and before
/// where no switch was left out, so a loss proof searches little of it twice
/// (docs/PERFORMANCE.md, eighteenth and nineteenth passes).
const SWITCH_HUNT: (u8, u64) = (0, 1);

/// The whole-rule search of `options` after a switch hunt (no switch) that searched all it
/// could without a win, starting with the positions the hunt proved lost; `None` when the
/// hunt won or stopped.
#[cfg(test)]
pub(super) fn whole_rule_after_switch_hunt(
    game: &Gaps,
    options: &SolveOptions,
) -> Option<Solution> {
    let hunt = SolveOptions {
        switch_limit: Some(0),
        ..*options
    };
    let (_, table) = search_carrying(game, &hunt, None);
    Some(search_carrying(game, options, table?.lost_only()).0)
}

/// One search by `options`' rules, as they are (under the movable-2 rule: by the whole rule,
/// with no hunt first).
pub(super) fn search_once(game: &Gaps, options: &SolveOptions) -> Solution {
    search_carrying(game, options, None).0
}

/// `search_once`, its table starting as `carried` if there is one (the positions a search
/// before it proved lost), and handing it on when the search ran out of positions without a
/// win (none when it stopped, with positions left in the table it never searched).
fn search_carrying(
    game: &Gaps,
    options: &SolveOptions,
    carried: Option<Table>,
) -> (Solution, Option<Table>) {
    let mut search = Search::new(game, options);
    if let Some(table) = carried {
        search.table = table;
    }
    let beam = options
        .beam
        .unwrap_or(if search.decks == 2 { DEFAULT_BEAM } else { 0 });
    let won = if beam > 0 {
        search.run_with_beam(beam)
    } else {
        search.run()
    };
    if won {
        search.settle_open_rows();
    }
    let cols = search.cols;
    let slot = |i: u8| Slot::new(i / cols as u8, i % cols as u8);
    let line: Vec<(Slot, Slot)> = if won {
        search
            .line
            .iter()
            .map(|&(f, t)| (slot(f), slot(t)))
            .collect()
    } else {
        Vec::new()
    };
    let verdict = if won {
        Verdict::Winnable
    } else if search.stop.is_some()
        || options.twos_limit.is_some()
        || options.switch_limit.is_some()
    {
        Verdict::Unknown
    } else {
        Verdict::Unwinnable
    };
    let hint = line
        .first()
        .copied()
        .or_else(|| search.best_first.map(|(f, t)| (slot(f), slot(t))))
        .or_else(|| game.moves().first().copied());
    let finished = !won && search.stop.is_none();
    let solution = Solution {
        verdict,
        line,
        hint,
        best_score: search.best_score,
        nodes: search.nodes,
        cancelled: !won && search.stop == Some(Stop::Cancelled),
    };
    (solution, finished.then_some(search.table))
}

/// The state `apply` keeps up to date (key, runs, placed cells, score) must always equal the
/// state recomputed from the board alone, or the table and the goal test go wrong silently.
#[cfg(test)]
mod incremental_tests {
    use super::*;
    use crate::deal;
    use crate::game::Game;
    use crate::gaps::variant::{GapsRules, GapsVariant};

    /// Everything `apply` keeps up to date.
    type Kept = (
        u128,
        [u8; 8],
        u128,
        usize,
        [u128; 8],
        u128,
        (usize, usize),
        [[u64; 4]; 16],
    );
    /// The key as the search reads it, then everything else with the class hashes left
    /// stale brought up to date (`Search::reclass`).
    fn kept(search: &mut Search) -> Kept {
        let key = search.key();
        search.refresh_rows(search.stale_classes);
        (
            key,
            search.run,
            search.placed_cells,
            search.score,
            search.row_hash,
            search.class_sum,
            (search.col0_gaps, search.col0_twos),
            search.card_cells,
        )
    }

    /// Random walks of the search's steps, each checked against the recomputed state, with
    /// every child's key (computed without moving) checked against the key after the step.
    fn walk(game: &Gaps, movable_twos: bool, classes: bool, seed: u64) {
        let options = SolveOptions::new(Budget::nodes(1))
            .movable_twos(movable_twos)
            .classes(classes)
            .beam(0);
        let mut search = Search::new(game, &options);
        assert_eq!(search.classes, movable_twos && classes);
        let mut rng = deal::stream(seed, 7);
        let mut marks = Vec::new();
        for step in 0..400 {
            let start = search.moves.len();
            search.push_steps();
            let steps: Vec<Step> = search.moves.drain(start..).collect();
            for &s in &steps {
                let predicted = search.child_key(s);
                let mark = search.line.len();
                search.play(s);
                assert_eq!(predicted, search.key(), "child key of {s:?} at step {step}");
                search.undo_to(mark);
            }
            // Mostly forward, sometimes back, so undo is walked too.
            if steps.is_empty() || (!marks.is_empty() && rng.below(4) == 0) {
                let Some(mark) = marks.pop() else { break };
                search.undo_to(mark);
            } else {
                marks.push(search.line.len());
                search.play(steps[rng.below(steps.len() as u64) as usize]);
            }
            let before = kept(&mut search);
            let cells = search.cells;
            search.load(&cells); // everything recomputed from the board alone
            assert_eq!(before, kept(&mut search), "after step {step}");
        }
    }

    #[test]
    fn keys_runs_and_scores_kept_move_by_move_match_the_board() {
        for seed in 0..12 {
            let sx = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), seed);
            walk(&sx, false, false, seed);
            walk(&sx, true, false, seed);
            walk(&sx, true, true, seed);
            let cp = Gaps::new(&GapsRules::standard(GapsVariant::ChinesePuzzle), seed);
            walk(&cp, false, false, seed);
        }
    }
}
