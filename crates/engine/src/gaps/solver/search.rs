//! The depth-first search: an explicit stack of frames over one list of moves, the table of
//! positions seen, and the budget.

use super::keys::mix;
use super::state::{
    code, rank_of, Board, Frame, Keys, Montana, Pruning, Search, Shape, Spend, Step, Stop,
    AS_THEY_ARE, GAP, KEEP_OPEN, MAX_MOVES, MAX_SLOTS, NONE, TAG_OPEN, TAG_SWAP,
};
use super::table::{Entry, Table};
use super::{Solution, SolveOptions, Verdict, DEFAULT_BEAM};
use crate::cards::{Suit, KING};
use crate::gaps::board::{Gaps, Slot};
use std::sync::atomic::Ordering;
use std::time::Instant;

impl<'a> Search<'a> {
    pub(super) fn new(game: &Gaps, options: &SolveOptions<'a>) -> Search<'a> {
        let spec = *game.spec();
        let shape = Shape::new(game);
        let mut search = Search {
            montana: Montana::new(options, &shape),
            prune: Pruning {
                // The bound's masks hold one-deck boards of four rows, 2 to King (at most 64
                // cells); Chinese Puzzle never gets it.
                bounds: options.bounds
                    && spec.decks == 1
                    && spec.first_rank == 2
                    && spec.rows == 4
                    && spec.slots() <= 64,
                safe_moves: options.safe_moves && spec.decks == 1 && !shape.ace_phase_variant,
            },
            spend: Spend {
                nodes: 0,
                budget: options.budget,
                cancel: options.cancel,
                started: Instant::now(),
                stop: None,
                beam_entries: options.table_bytes / 32,
            },
            shape,
            board: Board::empty(),
            keys: Keys::new(),
            table: Table::new(options.table_bytes, options.keep_memory),
            moves: Vec::with_capacity(1024),
            frames: Vec::with_capacity(256),
            line: Vec::with_capacity(256),
            unopened: Some(0),
            best_score: 0,
            best_first: None,
        };
        let mut cells = [GAP; MAX_SLOTS];
        for (cell, c) in cells.iter_mut().zip(game.board()) {
            *cell = c.map_or(GAP, |c| code(c.suit, c.rank));
        }
        search.load(&cells);
        search.board.root = cells;
        assert!(
            search.board.ngaps <= 8,
            "a Gaps board has at most eight gaps"
        );
        search.best_score = search.board.score;
        search
    }

    /// Sets the board to `cells` and recomputes everything kept up to date move by move.
    pub(super) fn load(&mut self, cells: &[u8; MAX_SLOTS]) {
        self.board.cells = *cells;
        self.board.pos = [[NONE; 2]; 64];
        self.board.card_cells = [[0; 4]; 16];
        self.board.ngaps = 0;
        self.keys.row_hash = [0; 8];
        for (i, &c) in cells
            .iter()
            .enumerate()
            .take(self.shape.rows * self.shape.cols)
        {
            if c == GAP {
                if self.board.ngaps < 8 {
                    self.board.gaps[self.board.ngaps] = i as u8;
                }
                self.board.ngaps += 1;
            } else {
                let p = &mut self.board.pos[c as usize];
                p[(p[0] != NONE) as usize] = i as u8;
                self.set_card_cell(c, i);
                self.keys.row_hash[self.row_of(i)] ^=
                    self.keys.zobrist.cells[(self.col_of(i)) * 64 + c as usize];
            }
        }
        self.board.complete = self.shape.small
            && Suit::ALL
                .iter()
                .all(|&suit| (2..=KING).all(|k| self.board.pos[code(suit, k) as usize][0] != NONE));
        self.montana.col0_twos = (0..self.shape.rows)
            .filter(|&r| rank_of(cells[r * self.shape.cols]) == 2)
            .count();
        self.board.run = [0; 8];
        self.board.placed_cells = 0;
        self.board.score = 0;
        self.keys.key_sum = 0;
        for r in 0..self.shape.rows {
            self.keys.row_mixed[r] = mix(self.keys.row_hash[r]);
            self.keys.key_sum = self.keys.key_sum.wrapping_add(self.keys.row_mixed[r]);
            self.set_run(r, self.run_length(r));
        }
        self.load_classes();
    }

    pub(super) fn run_length(&self, row: usize) -> usize {
        let base = row * self.shape.cols;
        let first = self.board.cells[base];
        if first == GAP || rank_of(first) != self.shape.first_rank {
            return 0;
        }
        let mut len = 1;
        while len < self.shape.cols
            && rank_of(first) + (len as u8) <= KING
            && self.board.cells[base + len] == first + len as u8
        {
            len += 1;
        }
        len
    }

    pub(super) fn placed(&self, i: usize) -> bool {
        self.board.placed_cells >> i & 1 != 0
    }

    pub(super) fn col_of(&self, i: usize) -> usize {
        self.shape.col[i] as usize
    }

    pub(super) fn row_of(&self, i: usize) -> usize {
        self.shape.row[i] as usize
    }

    pub(super) fn in_ace_phase(&self) -> bool {
        self.shape.ace_phase_variant
            && (0..self.shape.rows).any(|r| self.board.cells[r * self.shape.cols] == GAP)
    }

    pub(super) fn check_budget(&mut self) -> bool {
        if self.spend.nodes >= self.spend.budget.nodes {
            self.spend.stop = Some(Stop::Budget);
        } else if self.spend.nodes.is_multiple_of(64) {
            if self.spend.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                self.spend.stop = Some(Stop::Cancelled);
            } else if let Some(limit) = self.spend.budget.time {
                if self.spend.started.elapsed() >= limit {
                    self.spend.stop = Some(Stop::Budget);
                }
            }
        }
        // The children of this position may make the table grow, which checks no clock:
        // with a deadline, stop here rather than start a growth that would end past it.
        if self.spend.stop.is_none() && self.table.growth_due(MAX_MOVES) {
            if let Some(limit) = self.spend.budget.time {
                if self.spend.started.elapsed() + self.table.growth_estimate() >= limit {
                    self.spend.stop = Some(Stop::Budget);
                }
            }
        }
        self.spend.stop.is_some()
    }

    /// Opens the current position (already in the table) as a new level of the search: false
    /// when the search must stop.
    /// `mark` is the length of `line` before the step that led here.
    pub(super) fn enter(&mut self, mark: usize) -> bool {
        if self.check_budget() {
            self.unopened = Some(mark);
            return false;
        }
        self.spend.nodes += 1;
        let start = self.moves.len();
        // A position proved lost is searched no further: its frame opens with no moves. The
        // proof is skipped just after a heading 2 moved between column-0 gaps: that changes
        // little of what the cards can reach, and of about a million such positions measured
        // it proved none lost. (Skipping it after other kinds of move too, where it seldom
        // proves a loss, saves instructions but not time: docs/performance-history.md.)
        let prove = self.prune.bounds
            && !self
                .line
                .last()
                .is_some_and(|&m| self.moves_a_heading_two(m));
        let lost = prove
            && if self.montana.open != 0 {
                self.open_rows_lost()
            } else {
                self.provably_lost()
            };
        let mut unproved = false;
        if !lost {
            self.push_steps();
            let skipped = std::mem::take(&mut self.montana.switch_skipped);
            unproved = self.drop_seen(start) || skipped;
        }
        self.frames.push(Frame {
            start,
            next: self.moves.len(),
            mark,
            unproved,
        });
        self.spend.stop.is_none()
    }

    /// Records the positions the moves `moves[start..]` lead to in the table, and keeps only
    /// the moves to positions not seen before. All the keys are computed and their table
    /// cells read before any is looked up, so the processor waits for the (cold) table
    /// memory once for all of them rather than once each. True when one of the positions
    /// seen before is not marked lost (`marks_lost`) and is not also the target of a kept move.
    pub(super) fn drop_seen(&mut self, start: usize) -> bool {
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
                    unproved |= self.montana.marks_lost && !keys[..k].contains(&key);
                }
                None => {
                    self.spend.stop = Some(Stop::Memory);
                    break;
                }
            }
        }
        self.moves.truncate(kept);
        unproved
    }

    /// True when the goal is reached; `line` then holds the moves. A search stopped by its
    /// budget can be run again with a larger one.
    pub(super) fn run(&mut self) -> bool {
        if self.board.score == self.shape.goal {
            return true;
        }
        if self.frames.is_empty() && self.line.is_empty() && self.table.insert(self.key()).is_none()
        {
            self.spend.stop = Some(Stop::Memory);
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
                if self.montana.marks_lost {
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
            if self.board.score > self.best_score {
                self.best_score = self.board.score;
                self.best_first = self.line.iter().find(|m| m.0 < TAG_OPEN).copied();
            }
            if self.board.score == self.shape.goal {
                return true;
            }
            if !self.enter(mark) {
                if self.spend.stop.is_some() {
                    return false;
                }
                self.undo_to(mark);
            }
        }
        false
    }

    /// Makes `step` (the heading 2s set out first if it says so), adding its moves to `line`.
    /// With a layout and no empty column-0 cell, the heading 2s are swapped into place
    /// (`montana/open_rows.rs`: only the search's choice of an open row's 2, never a move).
    pub(super) fn play(&mut self, step: Step) {
        if step.open != KEEP_OPEN {
            self.line.push((TAG_OPEN, self.montana.open));
            self.montana.open = step.open;
        }
        if step.layout != AS_THEY_ARE {
            if self.montana.col0_gaps > 0 {
                // Only a switch sets the 2s out into column 1 (a fill ends in column 0).
                if self.col_of(step.to as usize) == 1 {
                    self.montana.switch_marks.push(self.line.len());
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
    pub(super) fn undo_to(&mut self, mark: usize) {
        while self.montana.switch_marks.last().is_some_and(|&m| m >= mark) {
            self.montana.switch_marks.pop();
        }
        while self.line.len() > mark {
            match self.line.pop().expect("the line is longer than the mark") {
                (TAG_OPEN, open) => {
                    self.montana.open = open;
                    self.refresh_classes();
                }
                (TAG_SWAP, rows) => self.swap_twos((rows >> 4) as usize, (rows & 15) as usize),
                m => self.undo(m),
            }
        }
    }
}

/// One search by `options`' rules, as they are (under the movable-2 rule: by the whole rule,
/// with no hunt first).
pub(super) fn search_once(game: &Gaps, options: &SolveOptions) -> Solution {
    search_carrying(game, options, None).0
}

/// `search_once`, its table starting as `carried` if there is one (the positions a search
/// before it proved lost), and handing it on when the search ran out of positions without a
/// win (none when it stopped, with positions left in the table it never searched).
pub(super) fn search_carrying(
    game: &Gaps,
    options: &SolveOptions,
    carried: Option<Table>,
) -> (Solution, Option<Table>) {
    let mut search = Search::new(game, options);
    if let Some(table) = carried {
        search.table = table;
    }
    let beam = options.beam.unwrap_or(if search.shape.decks == 2 {
        DEFAULT_BEAM
    } else {
        0
    });
    let won = if beam > 0 {
        search.run_with_beam(beam)
    } else {
        search.run()
    };
    if won {
        search.settle_open_rows();
    }
    let cols = search.shape.cols;
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
    } else if search.spend.stop.is_some()
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
    let finished = !won && search.spend.stop.is_none();
    let solution = Solution {
        verdict,
        line,
        hint,
        best_score: search.best_score,
        nodes: search.spend.nodes,
        cancelled: !won && search.spend.stop == Some(Stop::Cancelled),
    };
    (solution, finished.then_some(search.table))
}
