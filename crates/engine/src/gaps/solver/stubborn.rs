//! Partial-order reduction: from each position the search tries only a *stubborn set* of the
//! legal moves, a subset that provably keeps every reachable dead end reachable.
//!
//! The won position is a dead end (every gap sits behind a King), so keeping the dead ends
//! keeps the wins, and a search of the reduced graph is still exhaustive for "unwinnable"
//! (Valmari's deadlock-preserving stubborn sets: conditions D1 and D2).
//!
//! A set T of legal moves is stubborn when no sequence of moves outside T can touch what the
//! moves of T read or write. A move `X: q → g` reads the cell left of `g` and writes `q` and
//! `g`; the cell right of `q` is read by the move that would fill it. So T must guard these
//! *events*: "a card leaves cell c" and "a card enters cell c". Each event is analysed on
//! the current board: either a legal move does it now (that move joins T, with its own
//! guards), or it needs another event first (that event is guarded too). The first guarded
//! event of any sequence outside T would then need an earlier one, so none happens.
//!
//! Why each rule holds, on a board where nothing guarded has happened yet:
//! - a card X leaves c only to a gap right of a copy of X−1 (a 2: any column-0 gap): such a
//!   gap is there now (the move is legal now), or a card must first leave the cell right of
//!   X−1, or X−1 itself must move;
//! - a card enters a gap c in column ≥ 1 only behind its predecessor: the left cell must first
//!   be filled (it is a gap) or emptied (it holds a King, or a card whose successor would
//!   change), or the successor of its card moves in now;
//! - in Chinese Puzzle a move can also lock cards (a run from the ace reaching them), which
//!   stops them moving: the cell whose change would lock the moving card is guarded, and so
//!   are the cards a move would lock at once.

use super::search::{rank_of, Search, GAP};
use crate::cards::KING;

/// Up to 32 legal moves, as indices into the list `push_moves` built.
type MoveSet = u32;

#[derive(Clone, Copy)]
enum Work {
    Move(usize),
    Leaves(usize),
    Enters(usize),
}

impl Search<'_> {
    /// The legal moves `moves` reduced to a smallest stubborn set found, as a bit set.
    pub(super) fn stubborn(&self, moves: &[(u8, u8)]) -> MoveSet {
        let all: MoveSet = if moves.len() >= 32 {
            MoveSet::MAX
        } else {
            (1 << moves.len()) - 1
        };
        if moves.len() <= 1 || moves.len() > 32 || self.in_ace_phase() {
            return all;
        }
        let mut best = all;
        for seed in 0..moves.len() {
            let set = self.closure(moves, seed, best.count_ones());
            if set.count_ones() < best.count_ones() {
                best = set;
                if best.count_ones() == 1 {
                    break;
                }
            }
        }
        best
    }

    /// The stubborn set grown from `moves[seed]`; gives up (answering all moves) once it
    /// holds `limit` moves, as it can no longer beat the best one found.
    fn closure(&self, moves: &[(u8, u8)], seed: usize, limit: u32) -> MoveSet {
        let cols = self.cols;
        let (mut set, mut left, mut entered): (MoveSet, u128, u128) = (1 << seed, 0, 0);
        let mut work: Vec<Work> = Vec::with_capacity(64);
        work.push(Work::Move(seed));
        let add = |set: &mut MoveSet, work: &mut Vec<Work>, i: usize| {
            if *set & (1 << i) == 0 {
                *set |= 1 << i;
                work.push(Work::Move(i));
            }
        };
        while let Some(item) = work.pop() {
            if set.count_ones() >= limit {
                return MoveSet::MAX;
            }
            match item {
                Work::Move(i) => {
                    let (q, g) = (moves[i].0 as usize, moves[i].1 as usize);
                    work.push(Work::Leaves(q));
                    work.push(Work::Enters(g));
                    if self.col_of(g) > 0 {
                        work.push(Work::Leaves(g - 1));
                    }
                    if self.col_of(q) + 1 < cols {
                        work.push(Work::Enters(q + 1));
                    }
                    if self.decks == 2 {
                        self.lock_guards(q, g, &mut work);
                    }
                }
                Work::Leaves(c) => {
                    if left & (1u128 << c) != 0 {
                        continue;
                    }
                    left |= 1u128 << c;
                    let x = self.cells[c];
                    if x == GAP {
                        work.push(Work::Enters(c)); // it must be filled first
                        continue;
                    }
                    if self.placed(c) && !self.movable_twos {
                        continue; // placed (locked) cards never move again
                    }
                    for (j, m) in moves.iter().enumerate() {
                        if m.0 as usize == c {
                            add(&mut set, &mut work, j);
                        }
                    }
                    if rank_of(x) == self.first_rank {
                        // A 2 goes to any column-0 gap (aces never move after their phase).
                        if self.first_rank != 1 {
                            for r in 0..self.rows {
                                if self.cells[r * cols] != GAP {
                                    work.push(Work::Leaves(r * cols));
                                }
                            }
                        }
                        continue;
                    }
                    for &p in &self.pos[(x - 1) as usize] {
                        if p == super::search::NONE {
                            continue;
                        }
                        let p = p as usize;
                        work.push(Work::Leaves(p));
                        if self.col_of(p) + 1 < cols && p + 1 != c && self.cells[p + 1] != GAP {
                            work.push(Work::Leaves(p + 1));
                        }
                    }
                }
                Work::Enters(c) => {
                    if entered & (1u128 << c) != 0 {
                        continue;
                    }
                    entered |= 1u128 << c;
                    if self.cells[c] != GAP {
                        work.push(Work::Leaves(c));
                        continue;
                    }
                    if self.col_of(c) > 0 {
                        let l = self.cells[c - 1];
                        if l == GAP {
                            work.push(Work::Enters(c - 1));
                            continue;
                        }
                        work.push(Work::Leaves(c - 1));
                        if rank_of(l) == KING {
                            continue;
                        }
                    } else if self.first_rank == 1 {
                        continue; // column 0 of Chinese Puzzle is filled for good
                    }
                    // Every card that could fill it can do so now.
                    for (j, m) in moves.iter().enumerate() {
                        if m.1 as usize == c {
                            add(&mut set, &mut work, j);
                        }
                    }
                }
            }
        }
        set
    }

    /// Chinese Puzzle: the cell whose change could lock the card at `q` (so that it could no
    /// longer move), and the cards that moving it into `g` locks at once.
    fn lock_guards(&self, q: usize, g: usize, work: &mut Vec<Work>) {
        let x = self.cells[q];
        let col = self.col_of(q);
        if rank_of(x) as usize == col + 1 {
            for k in (0..col).rev() {
                let expected = x - (col - k) as u8;
                let cell = q - (col - k);
                if self.cells[cell] != expected {
                    work.push(if self.cells[cell] == GAP {
                        Work::Enters(cell)
                    } else {
                        Work::Leaves(cell)
                    });
                    break;
                }
            }
        }
        if self.col_of(g) != 0 && self.placed(g - 1) {
            let mut k = g + 1;
            let mut expected = x + 1;
            while self.col_of(k) != 0 && rank_of(expected) <= KING && self.cells[k] == expected {
                work.push(Work::Leaves(k));
                k += 1;
                expected += 1;
            }
        }
    }
}
