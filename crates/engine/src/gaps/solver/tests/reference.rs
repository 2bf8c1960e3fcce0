//! The first solver, for the tests only: the reference the search is checked against on deals
//! both can decide. Depth-first and recursive, with the same move order, a set of boards with
//! sorted rows for a table, and a node budget — nothing else. With `movable_twos` it adds the
//! one extra move of the movable-2 rule (a 2 heading a row may move to another column-0 gap,
//! as Solvitaire and Mark Masten's solver play Montana) and nothing else.

use crate::cards::{Suit, KING};
use crate::gaps::aces;
use crate::gaps::board::{Gaps, Slot};
use crate::gaps::variant::{AceOrder, Aces};

use crate::gaps::solver::{Budget, Solution, Verdict};
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::time::Instant;

const GAP: u8 = 0;

fn code(suit: Suit, rank: u8) -> u8 {
    (suit as u8) * 16 + rank
}
fn rank_of(c: u8) -> u8 {
    c & 15
}
fn suit_of(c: u8) -> Suit {
    Suit::ALL[(c >> 4) as usize]
}

struct Search {
    rows: usize,
    cols: usize,
    first_rank: u8,
    ace_phase_variant: bool,
    ace_order: AceOrder,
    movable_twos: bool,
    goal: usize,
    cells: Vec<u8>,
    seen: HashSet<u128>,
    nodes: u64,
    budget: Budget,
    started: Instant,
    out_of_budget: bool,
    line: Vec<(usize, usize)>,
    best_score: usize,
    best_first: Option<(usize, usize)>,
}

impl Search {
    fn run_length(&self, row: usize) -> usize {
        let base = row * self.cols;
        let first = self.cells[base];
        if first == GAP || rank_of(first) != self.first_rank {
            return 0;
        }
        let mut len = 1;
        while len < self.cols
            && self.cells[base + len] == first + len as u8
            && rank_of(first) + len as u8 <= KING
        {
            len += 1;
        }
        len
    }

    fn score(&self) -> usize {
        (0..self.rows).map(|r| self.run_length(r)).sum()
    }

    fn in_ace_phase(&self) -> bool {
        self.ace_phase_variant && (0..self.rows).any(|r| self.cells[r * self.cols] == GAP)
    }

    /// Legal moves as (from, to) cell indices, best first.
    fn moves(&self) -> Vec<(usize, usize)> {
        let runs: Vec<usize> = (0..self.rows).map(|r| self.run_length(r)).collect();
        let placed = |i: usize| i % self.cols < runs[i / self.cols];
        let ace_phase = self.in_ace_phase();
        let column0: Vec<Option<Suit>> = (0..self.rows)
            .map(|r| {
                Some(self.cells[r * self.cols])
                    .filter(|&c| c != GAP)
                    .map(suit_of)
            })
            .collect();
        // Where each card code lies (two copies at most), found in one pass.
        let mut at: [[usize; 2]; 64] = [[usize::MAX; 2]; 64];
        for (i, &c) in self.cells.iter().enumerate() {
            if c != GAP {
                let slots = &mut at[c as usize];
                slots[(slots[0] != usize::MAX) as usize] = i;
            }
        }
        let mut scored: Vec<(u8, (usize, usize))> = Vec::new();
        for to in 0..self.cells.len() {
            if self.cells[to] != GAP {
                continue;
            }
            let col = to % self.cols;
            let candidates: Vec<usize> = if col == 0 {
                let row = to / self.cols;
                Suit::ALL
                    .iter()
                    .filter(|&&suit| {
                        (self.first_rank != 1 || ace_phase)
                            && aces::refusal(self.ace_order, &column0, row, suit).is_none()
                    })
                    .flat_map(|&suit| at[code(suit, self.first_rank) as usize])
                    .collect()
            } else {
                let left = self.cells[to - 1];
                if ace_phase || left == GAP || rank_of(left) == KING {
                    continue;
                }
                at[(left + 1) as usize].to_vec()
            };
            for from in candidates {
                // The movable-2 rule's extra move: a 2 heading a row to another column-0 gap.
                let heading_two = self.movable_twos && from % self.cols == 0 && col == 0;
                if from == usize::MAX || placed(from) && !heading_two {
                    continue;
                }
                // Extending a run first, then leaving a gap that can still be filled.
                let extends = col > 0 && placed(to - 1);
                let leaves_dead = from % self.cols > 0 && rank_of(self.cells[from - 1]) == KING;
                let priority = if extends {
                    0
                } else if heading_two {
                    3
                } else if leaves_dead {
                    2
                } else {
                    1
                };
                scored.push((priority, (from, to)));
            }
        }
        scored.sort_by_key(|&(p, _)| p);
        scored.into_iter().map(|(_, m)| m).collect()
    }

    fn key(&self) -> u128 {
        let mut rows: Vec<&[u8]> = self.cells.chunks(self.cols).collect();
        if !self.in_ace_phase() {
            rows.sort_unstable();
        }
        let mut a = std::collections::hash_map::DefaultHasher::new();
        let mut b = std::collections::hash_map::DefaultHasher::new();
        0xA5u8.hash(&mut b);
        rows.hash(&mut a);
        rows.hash(&mut b);
        ((a.finish() as u128) << 64) | b.finish() as u128
    }

    fn over_budget(&mut self) -> bool {
        if self.nodes >= self.budget.nodes {
            self.out_of_budget = true;
        } else if let Some(limit) = self.budget.time {
            // Reading the clock every node would cost more than the node; every 64 nodes is ~50 µs.
            if self.nodes.is_multiple_of(64) && self.started.elapsed() >= limit {
                self.out_of_budget = true;
            }
        }
        self.out_of_budget
    }

    /// True when the goal is reached from here; `line` then holds the moves.
    fn dfs(&mut self) -> bool {
        let score = self.score();
        if score > self.best_score {
            self.best_score = score;
            self.best_first = self.line.first().copied();
        }
        if score == self.goal {
            return true;
        }
        if !self.seen.insert(self.key()) || self.over_budget() {
            return false;
        }
        self.nodes += 1;
        for (from, to) in self.moves() {
            self.cells[to] = self.cells[from];
            self.cells[from] = GAP;
            self.line.push((from, to));
            if self.dfs() {
                return true;
            }
            self.line.pop();
            self.cells[from] = self.cells[to];
            self.cells[to] = GAP;
            if self.out_of_budget {
                return false;
            }
        }
        false
    }
}

/// Searches the current deal of `game` (no redeals), as the first solver did.
pub fn solve(game: &Gaps, budget: Budget) -> Solution {
    solve_twos(game, budget, false)
}

/// `solve`, under the movable-2 rule when `movable_twos` (one-deck Gaps). It recurses once a
/// move: give it a roomy stack.
pub fn solve_twos(game: &Gaps, budget: Budget, movable_twos: bool) -> Solution {
    let spec = *game.spec();
    let cells = game
        .board()
        .iter()
        .map(|c| c.map_or(GAP, |c| code(c.suit, c.rank)))
        .collect();
    let mut search = Search {
        rows: spec.rows as usize,
        cols: spec.columns as usize,
        first_rank: spec.first_rank,
        ace_phase_variant: spec.aces == Aces::PlacedByPlayer,
        ace_order: if spec.aces == Aces::PlacedByPlayer {
            game.rules().ace_order
        } else {
            AceOrder::Free
        },
        movable_twos: movable_twos && spec.decks == 1,
        goal: game.max_score(),
        cells,
        seen: HashSet::new(),
        nodes: 0,
        budget,
        started: Instant::now(),
        out_of_budget: false,
        line: Vec::new(),
        best_score: 0,
        best_first: None,
    };
    let won = search.dfs();
    let slot = |i: usize| Slot::new((i / search.cols) as u8, (i % search.cols) as u8);
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
    } else if search.out_of_budget {
        Verdict::Unknown
    } else {
        Verdict::Unwinnable
    };
    let hint = line
        .first()
        .copied()
        .or_else(|| search.best_first.map(|(f, t)| (slot(f), slot(t))))
        .or_else(|| game.moves().first().copied());
    Solution {
        verdict,
        line,
        hint,
        best_score: search.best_score,
        nodes: search.nodes,
        cancelled: false,
    }
}
