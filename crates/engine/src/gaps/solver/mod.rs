//! A Gaps solver: can the current deal still be finished without a redeal, and which move
//! does the search prefer?
//!
//! How to read this folder:
//!
//! 1. This file: what a caller gives (`SolveOptions`, `Budget`) and gets back (`Solution`,
//!    `Verdict`), and the two entry points, `solve` and `solve_with`.
//! 2. `search.rs`: the depth-first search itself, with an explicit stack so lines thousands
//!    of moves deep need no large thread stack (`Search::run`, `enter`, `drop_seen`).
//! 3. `moves.rs`: the board, one byte a slot (`suit * 16 + rank`, a gap is 0), kept up to
//!    date move by move with the slots of each card, the gaps and each row's placed run; and
//!    the legal moves, best first: moves that extend a placed run, then moves that leave an
//!    open gap, then moves that leave a gap behind a King (and, under the movable-2 rule, a 2
//!    leaving column 0).
//! 4. `keys.rs`: canonical positions. Each row has a Zobrist hash kept up to date as cards
//!    move; the key is the *sum* of the mixed row hashes, so positions that differ only in
//!    row order share one key (during an ace phase with an ace-order rule each row's hash is
//!    salted with its index instead). Two copies of a Chinese Puzzle card are the same byte,
//!    so positions that differ only by swapping them share a key too.
//! 5. `table.rs` (with `memory.rs`): the transposition table, one open-addressing array that
//!    doubles as it fills, whole up to half a memory cap, then once more in a compact 8-byte
//!    form at the cap; when the cap is reached the search stops with `Unknown`. A false
//!    "already seen" would need two different positions to agree in about 80 bits of key.
//! 6. `bounds.rs`: the loss bound (one-deck Gaps): a position where some card can never reach
//!    a cell of the finished layout is proved lost without searching below it.
//! 7. `beam.rs`: a beam search that looks for a win first (Chinese Puzzle).
//! 8. `montana/`: the movable-2 rule only. `hunts.rs`: the narrower searches that hunt for a
//!    win before the whole-rule search, and the positions proved lost they hand on;
//!    `classes.rs`: boards that differ only in where the heading 2s stand, while a column-0
//!    cell is empty, reach one another and are searched as one; `open_rows.rs`: once column 0
//!    is full, each row's 2 is chosen only when a 3 moves in behind it.
//! 9. `tests/`: the solver's tests, and the first solver (`reference.rs`) they compare
//!    against.
//!
//! The search stops at a node, time or memory budget, or when its cancel flag is raised, and
//! answers won (with the whole line), cannot be won (everything reachable was searched or
//! proved lost), or unknown.

mod beam;
mod bounds;
mod keys;
mod memory;
mod montana;
mod moves;
mod search;
mod state;
mod table;
#[cfg(test)]
mod tests;

use super::board::{Gaps, Slot};
use serde::Serialize;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
#[cfg(feature = "ts")]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
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

/// Under the movable-2 rule with no limit on moved 2s, what one position of the search
/// stands for. Ignored elsewhere, and with a beam (the beam always searches boards).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TwosKeys {
    /// One position per column-0 class (`montana/classes.rs`): boards that differ only in
    /// where the heading 2s stand among the column-0 cells, while one of those cells is
    /// empty; and once a 2 stands in every column-0 cell, each row's 2 is chosen only when a
    /// 3 moves in behind it (`montana/open_rows.rs`). The default.
    OpenRows,
    /// The classes, but once a 2 stands in every column-0 cell every order of the 2s apart
    /// is a position of its own. Only to compare (`--no-open-rows`).
    Classes,
    /// Every arrangement of the heading 2s a position of its own. Only to compare
    /// (`--no-classes`).
    Boards,
}

/// Everything a search can be given besides the position.
#[derive(Debug, Clone, Copy)]
pub struct SolveOptions<'a> {
    pub budget: Budget,
    /// One-deck Gaps as Montana is usually played (and as the published solvers play it): a 2
    /// heading a row may move to another gap in column 0, the cards behind it staying put.
    /// Always on for a game whose variant plays by it (`GapsVariant::movable_twos`, Montana),
    /// whatever is set here; set here, it searches a SolitaireX deal by Montana's rule (the
    /// CLI's `--movable-twos`), and a line found so may use moves SolitaireX refuses. Ignored
    /// for Chinese Puzzle.
    pub movable_twos: bool,
    /// Prove positions lost when some card can never reach a cell of the finished layout
    /// (`bounds.rs`), and search nothing below them. One-deck Gaps only; on by
    /// default. It cuts the positions a loss proof visits three- to fourfold, each costing
    /// about 1.8 times as much (docs/performance-history.md).
    pub bounds: bool,
    /// Where placing a card is as good as any other move (`Search::safe_placing`), search
    /// that move alone. One-deck Gaps only; on by default, off with the bound for the
    /// deal ratings, which count the alternatives a player would weigh.
    pub safe_moves: bool,
    /// First look for a win with a beam of this many positions (`beam.rs`), spending
    /// at most 95 % of the budget; 0 for none. `None` chooses by the rules: a beam of
    /// `DEFAULT_BEAM` for Chinese Puzzle, where it finds most wins; none for SolitaireX under
    /// either rule, where the depth-first search with the loss bound finds wins as fast and
    /// alone proves losses.
    pub beam: Option<usize>,
    /// Raised by another thread to stop the search early (the player moved on).
    pub cancel: Option<&'a AtomicBool>,
    /// The most memory the transposition table may take, in bytes.
    pub table_bytes: usize,
    /// Under the movable-2 rule, how the search tells positions apart by where the heading 2s
    /// stand (`TwosKeys`).
    pub twos_keys: TwosKeys,
    /// Under the movable-2 rule, the most 2s a line may move from column 0 (`None`: any
    /// number). A search with a limit hunts for wins only: a position is searched once,
    /// with whatever moves were left when it was first reached, so its "unwinnable" means
    /// nothing and `solve_with` never reports it. Set by the hunts (`montana/hunts.rs`).
    pub(super) twos_limit: Option<u8>,
    /// Under the movable-2 rule with the classes, the most times a line may bring a heading
    /// 2 from its row in front of another row's column-1 gap to take its 3 (a *switch*,
    /// `montana/classes.rs`; `None`: any number). Like `twos_limit`, a search with a limit
    /// hunts for wins only, and its "unwinnable" means nothing. Set by the hunts.
    pub(super) switch_limit: Option<u8>,
    /// Put the table's large arrays on huge pages and keep them for this thread's next search
    /// (`memory.rs`): for batch solvers, which run long searches one after another.
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
            bounds: true,
            safe_moves: true,
            beam: None,
            twos_limit: None,
            switch_limit: None,
            twos_keys: TwosKeys::OpenRows,
            keep_memory: false,
        }
    }
    pub fn keep_memory(mut self, on: bool) -> SolveOptions<'a> {
        self.keep_memory = on;
        self
    }
    pub fn twos_keys(mut self, keys: TwosKeys) -> SolveOptions<'a> {
        self.twos_keys = keys;
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

/// Searches the current deal of `game` (no redeals) by the rules of the game, depth-first
/// only: the app's hints and verdicts during play, whose fraction of a second is too short for
/// a beam to be worth its share.
pub fn solve(game: &Gaps, budget: Budget) -> Solution {
    solve_with(game, &SolveOptions::new(budget).beam(0))
}

/// Searches the current deal of `game` (no redeals) with options: the movable-2 rule, a
/// cancel flag, a memory cap. Under the movable-2 rule narrower searches first hunt for a win
/// (`montana/hunts.rs`); only the search by the whole rule after them answers "unwinnable".
pub fn solve_with(game: &Gaps, options: &SolveOptions) -> Solution {
    let options = by_the_rules_of(game, options);
    montana::hunts::hunt_then_search(game, &options, montana::hunts::HandOn::ProvedLost)
}

/// `options` with the game's own rule added: a Montana game is searched with its movable 2s
/// (a search without them would call lost some deals Montana wins, and never offer a 2's move
/// as a hint).
fn by_the_rules_of<'a>(game: &Gaps, options: &SolveOptions<'a>) -> SolveOptions<'a> {
    SolveOptions {
        movable_twos: options.movable_twos || game.rules().variant.movable_twos(),
        ..*options
    }
}
