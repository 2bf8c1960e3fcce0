//! The board kept up to date move by move, and the legal moves from it, best first.

use super::state::{code, rank_of, suit_of, Search, Step, GAP, NONE};
use crate::cards::{Suit, KING};
use crate::gaps::aces;
use crate::gaps::variant::AceOrder;

impl Search<'_> {
    pub(super) fn apply(&mut self, m: (u8, u8)) {
        self.shift(m);
        self.montana.twos_moved += self.moves_a_heading_two(m) as u32;
    }

    pub(super) fn undo(&mut self, (from, to): (u8, u8)) {
        self.shift((to, from));
        self.montana.twos_moved -= self.moves_a_heading_two((from, to)) as u32;
    }

    /// Only a 2 heading a row, under the movable-2 rule, moves from column 0 to column 0.
    pub(super) fn moves_a_heading_two(&self, (from, to): (u8, u8)) -> bool {
        self.col_of(from as usize) == 0 && self.col_of(to as usize) == 0
    }

    /// Moves a card and updates everything kept with the board.
    pub(super) fn shift(&mut self, (from, to): (u8, u8)) {
        let (f, t) = (from as usize, to as usize);
        let c = self.board.cells[f];
        self.board.cells[t] = c;
        self.board.cells[f] = GAP;
        let p = &mut self.board.pos[c as usize];
        if p[0] == from {
            p[0] = to
        } else {
            p[1] = to
        }
        self.set_card_cell(c, t);
        for g in &mut self.board.gaps[..self.board.ngaps] {
            if *g == to {
                *g = from;
                break;
            }
        }
        let z = &self.keys.zobrist.cells;
        let (rf, rt) = (self.row_of(f), self.row_of(t));
        self.keys.row_hash[rf] ^= z[(self.col_of(f)) * 64 + c as usize];
        self.keys.row_hash[rt] ^= z[(self.col_of(t)) * 64 + c as usize];
        self.remix(rf);
        if rt != rf {
            self.remix(rt);
        }
        if rank_of(c) == 2 {
            self.montana.col0_twos = self.montana.col0_twos + (self.col_of(t) == 0) as usize
                - (self.col_of(f) == 0) as usize;
        }
        // A run shrinks only when one of its cards leaves (back to where it came from, or a
        // heading 2 under the Montana rule), and grows only when a card lands just after it.
        if self.placed(f) {
            self.set_run(rf, self.col_of(f));
        }
        if self.col_of(t) == self.board.run[rt] as usize {
            self.set_run(rt, self.run_length(rt));
        }
        if self.montana.classes {
            self.reclass(f, t);
        }
    }

    /// Card `c` now stands at cell `i` (kept for the loss bound on small boards).
    pub(super) fn set_card_cell(&mut self, c: u8, i: usize) {
        if self.shape.small {
            self.board.card_cells[rank_of(c) as usize][(c >> 4) as usize] = 1 << i;
        }
    }

    /// Row `r`'s placed run is now `len` cards long.
    pub(super) fn set_run(&mut self, r: usize, len: usize) {
        self.board.score = self.board.score + len - self.board.run[r] as usize;
        self.board.run[r] = len as u8;
        let cells = &self.shape.run_cells[r];
        self.board.placed_cells = (self.board.placed_cells & !cells[self.shape.cols]) | cells[len];
    }

    /// The steps from this position, best first, appended to `self.moves`: its class's while
    /// the column-0 classes apply, else the board's legal moves.
    pub(super) fn push_steps(&mut self) {
        if self.montana.classes && self.montana.col0_gaps > 0 {
            self.push_class_moves();
        } else {
            self.push_moves();
        }
    }

    /// Legal moves, best first, appended to `self.moves`.
    pub(super) fn push_moves(&mut self) {
        let ace_phase = self.in_ace_phase();
        let mut scored: [(u8, u8, u8); 32] = [(0, 0, 0); 32];
        let mut count = 0;
        let column0: Option<Vec<Option<Suit>>> =
            (ace_phase && self.shape.ace_order != AceOrder::Free).then(|| {
                (0..self.shape.rows)
                    .map(|r| {
                        Some(self.board.cells[r * self.shape.cols])
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
            (0..self.shape.rows)
                .map(|r| r * self.shape.cols)
                .find(|&i| self.board.cells[i] == GAP)
        } else {
            None
        };
        // Gaps in board order, top left first (ties in priority keep that order).
        let mut gaps = self.board.gaps;
        gaps[..self.board.ngaps].sort_unstable();
        for &to in &gaps[..self.board.ngaps] {
            let to = to as usize;
            if ace_phase && Some(to) != first_ace_gap {
                continue;
            }
            let col = self.col_of(to);
            let mut candidates = [NONE; 8];
            let mut k = 0;
            if col == 0 {
                if self.shape.first_rank == 1 && !ace_phase {
                    continue;
                }
                let row = self.row_of(to);
                for suit in Suit::ALL {
                    if let Some(order) = &column0 {
                        if aces::refusal(self.shape.ace_order, order, row, suit).is_some() {
                            continue;
                        }
                    }
                    for &p in &self.board.pos[code(suit, self.shape.first_rank) as usize] {
                        if p != NONE {
                            candidates[k] = p;
                            k += 1;
                        }
                    }
                }
            } else {
                let left = self.board.cells[to - 1];
                if ace_phase || left == GAP || rank_of(left) == KING || self.opens_row(to) {
                    continue;
                }
                for &p in &self.board.pos[(left + 1) as usize] {
                    if p != NONE {
                        candidates[k] = p;
                        k += 1;
                    }
                }
            }
            for &from in &candidates[..k] {
                let f = from as usize;
                let heading_two =
                    self.montana.movable_twos && self.moves_a_heading_two((from, to as u8));
                if self.placed(f) && !heading_two
                    || heading_two && self.montana.twos_moved >= self.montana.twos_limit
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
                    ace_phase && self.board.cells[to + 1] == self.board.cells[f] + 1
                };
                let leaves_dead = self.col_of(f) != 0 && rank_of(self.board.cells[f - 1]) == KING;
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
        // Pushed in reverse: the frame tries them from the end of its range backwards.
        for &(_, f, t) in scored.iter().rev() {
            self.moves.push(Step::plain((f, t)));
        }
        // Pushed last, so tried first: the moves that choose an open row's heading 2.
        if self.montana.open != 0 {
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
    /// (`montana/open_rows.rs`) the run must be in a row that is not open, where the move is
    /// such a move in every board the position stands for.
    pub(super) fn safe_placing(&self, scored: &[(u8, u8, u8)]) -> Option<(u8, u8)> {
        if !self.prune.safe_moves
            || scored.first().is_none_or(|&(p, _, _)| p != 0)
            || self.montana.movable_twos
                && (0..self.shape.rows).any(|r| rank_of(self.board.cells[r * self.shape.cols]) != 2)
        {
            return None;
        }
        let shut_in = |q: usize| {
            let x = self.board.cells[q];
            rank_of(x) == KING
                || self.col_of(q) == self.shape.cols - 1
                || self.board.cells[q + 1] == x + 1
        };
        scored
            .iter()
            .take_while(|&&(p, _, _)| p == 0)
            .find(|&&(_, f, t)| {
                shut_in(f as usize) && self.montana.open >> self.row_of(t as usize) & 1 == 0
            })
            .map(|&(_, f, t)| (f, t))
    }
}
