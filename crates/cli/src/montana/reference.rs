//! The first movable-2 search, kept for the tests as the reference the engine's
//! `SolveOptions::movable_twos` is checked against: the engine's first search copied for
//! one-deck Gaps with the literature's rule that a 2 heading a row may move to another
//! column-0 gap (Montana as Solvitaire and Mark Masten's solver play it; RULES.md §3 says a
//! placed 2 never moves). Depth-first, move ordering, transposition table over boards with
//! sorted rows, node budget — with that extra move, and nothing else.

use quadrille_engine::gaps::solver::Verdict;
use quadrille_engine::gaps::Gaps;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

const GAP: u8 = 0;
const ROWS: usize = 4;
const COLS: usize = 13;
const TWO: u8 = 2;
const KING: u8 = 13;
const GOAL: usize = 48;

fn rank_of(c: u8) -> u8 {
    c & 15
}

struct Search {
    cells: Vec<u8>,
    movable_twos: bool,
    seen: HashSet<u128>,
    nodes: u64,
    budget: u64,
    out_of_budget: bool,
}

impl Search {
    fn run_length(&self, row: usize) -> usize {
        let base = row * COLS;
        let first = self.cells[base];
        if first == GAP || rank_of(first) != TWO {
            return 0;
        }
        let mut len = 1;
        while len < COLS
            && self.cells[base + len] == first + len as u8
            && rank_of(first) + len as u8 <= KING
        {
            len += 1;
        }
        len
    }

    fn score(&self) -> usize {
        (0..ROWS).map(|r| self.run_length(r)).sum()
    }

    fn moves(&self) -> Vec<(usize, usize)> {
        let runs: Vec<usize> = (0..ROWS).map(|r| self.run_length(r)).collect();
        let placed = |i: usize| i % COLS < runs[i / COLS];
        let mut at = [usize::MAX; 64];
        for (i, &c) in self.cells.iter().enumerate() {
            if c != GAP {
                at[c as usize] = i;
            }
        }
        let mut scored: Vec<(u8, (usize, usize))> = Vec::new();
        for to in 0..self.cells.len() {
            if self.cells[to] != GAP {
                continue;
            }
            let col = to % COLS;
            let candidates: Vec<usize> = if col == 0 {
                (0..4u8)
                    .map(|suit| at[(suit * 16 + TWO) as usize])
                    .collect()
            } else {
                let left = self.cells[to - 1];
                if left == GAP || rank_of(left) == KING {
                    continue;
                }
                vec![at[(left + 1) as usize]]
            };
            for from in candidates {
                if from == usize::MAX {
                    continue;
                }
                // The extra rule: a 2 heading a row may move to another column-0 gap.
                let heading_two = self.movable_twos && from % COLS == 0;
                if placed(from) && !heading_two {
                    continue;
                }
                let extends = col > 0 && placed(to - 1);
                let leaves_dead = from % COLS > 0 && rank_of(self.cells[from - 1]) == KING;
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
        let mut rows: Vec<&[u8]> = self.cells.chunks(COLS).collect();
        rows.sort_unstable();
        let mut a = std::collections::hash_map::DefaultHasher::new();
        let mut b = std::collections::hash_map::DefaultHasher::new();
        0xA5u8.hash(&mut b);
        rows.hash(&mut a);
        rows.hash(&mut b);
        ((a.finish() as u128) << 64) | b.finish() as u128
    }

    fn dfs(&mut self) -> bool {
        if self.score() == GOAL {
            return true;
        }
        if !self.seen.insert(self.key()) {
            return false;
        }
        if self.nodes >= self.budget {
            self.out_of_budget = true;
            return false;
        }
        self.nodes += 1;
        for (from, to) in self.moves() {
            self.cells[to] = self.cells[from];
            self.cells[from] = GAP;
            let won = self.dfs();
            self.cells[from] = self.cells[to];
            self.cells[to] = GAP;
            if won {
                return true;
            }
            if self.out_of_budget {
                return false;
            }
        }
        false
    }
}

/// Can the current deal of a SolitaireX `game` be finished without a reshuffle, with (or,
/// for comparison, without) movable 2s? Returns the verdict and the nodes searched.
pub fn solve(game: &Gaps, budget: u64, movable_twos: bool) -> (Verdict, u64) {
    assert_eq!(game.board().len(), ROWS * COLS, "one-deck Gaps only");
    let cells = game
        .board()
        .iter()
        .map(|c| c.map_or(GAP, |c| c.suit as u8 * 16 + c.rank))
        .collect();
    let mut search = Search {
        cells,
        movable_twos,
        seen: HashSet::new(),
        nodes: 0,
        budget,
        out_of_budget: false,
    };
    let verdict = if search.dfs() {
        Verdict::Winnable
    } else if search.out_of_budget {
        Verdict::Unknown
    } else {
        Verdict::Unwinnable
    };
    (verdict, search.nodes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::cards::Card;
    use quadrille_engine::gaps::solver::{self, Budget};
    use quadrille_engine::gaps::{GapsRules, GapsVariant};
    use quadrille_engine::Game;

    fn board(rows: [&str; 4]) -> Gaps {
        let cells = rows
            .iter()
            .flat_map(|r| r.split_whitespace())
            .map(|t| (t != "__").then(|| t.parse::<Card>().unwrap()))
            .collect();
        Gaps::from_board(GapsVariant::SolitaireX, 1, cells, 1)
    }

    #[test]
    fn the_engines_movable_two_rule_agrees_with_this_search() {
        let (mut decided, mut wins) = (0, 0);
        for deal in 0..16 {
            let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
            let options = solver::SolveOptions::new(Budget::nodes(200_000)).movable_twos(true);
            let engine = solver::solve_with(&game, &options);
            // The copy recurses once per move: give it a roomy stack.
            let copy = crate::parallel::on_stack(crate::search::SOLVER_STACK, || {
                solve(&game, 30_000, true)
            });
            if copy.0 != Verdict::Unknown {
                decided += 1;
                assert_eq!(engine.verdict, copy.0, "deal {deal}");
            }
            if engine.verdict == Verdict::Winnable {
                wins += 1;
                assert!(replays_by_montana_rules(&game, &engine.line), "deal {deal}");
            }
        }
        // The copy rarely decides a deal within its budget; it must decide some.
        assert!(decided >= 1 && wins >= 2, "{decided} decided, {wins} won");
    }

    /// Plays `line` by the movable-2 rules, written out independently of both searches.
    fn replays_by_montana_rules(
        game: &Gaps,
        line: &[(quadrille_engine::gaps::Slot, quadrille_engine::gaps::Slot)],
    ) -> bool {
        let mut b: Vec<Option<Card>> = game.board().to_vec();
        let at = |s: quadrille_engine::gaps::Slot| s.row as usize * COLS + s.col as usize;
        for &(from, to) in line {
            let (f, t) = (at(from), at(to));
            let Some(card) = b[f] else { return false };
            if b[t].is_some() {
                return false;
            }
            let fits = if to.col == 0 {
                card.rank == TWO
            } else {
                b[t - 1].and_then(Card::successor) == Some(card)
            };
            // A card of a run headed by a 2 in column 0 stays, except the 2 itself.
            let row = from.row as usize * COLS;
            let in_run = from.col > 0
                && (0..=from.col as usize)
                    .all(|c| b[row + c] == Some(Card::new(TWO + c as u8, card.suit)));
            if !fits || in_run {
                return false;
            }
            b[t] = b[f].take();
        }
        (0..ROWS).all(|r| {
            let suit = b[r * COLS].map(|c| c.suit);
            (0..12).all(|c| {
                b[r * COLS + c].is_some_and(|x| Some(x.suit) == suit && x.rank == TWO + c as u8)
            })
        })
    }

    #[test]
    fn without_movable_twos_it_agrees_with_the_engine() {
        for deal in 0..12 {
            let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
            let engine = solver::solve(&game, Budget::nodes(30_000));
            let copy = solve(&game, 30_000, false);
            if engine.verdict != Verdict::Unknown && copy.0 != Verdict::Unknown {
                assert_eq!(engine.verdict, copy.0, "deal {deal}");
            }
        }
    }

    #[test]
    fn a_two_moved_out_of_column_0_can_win_a_lost_position() {
        // Row 1 holds 2♥ … K♥ but its 2 is the 2♣ : a club run cannot grow there. The 2♥ must
        // take row 1's place, which only the movable-2 rule allows.
        let game = board([
            "2♣ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ __",
            "__ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ 2♥",
            "2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ __",
            "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ __",
        ]);
        assert_eq!(solve(&game, 10_000, false).0, Verdict::Unwinnable);
        assert_eq!(solve(&game, 10_000, true).0, Verdict::Winnable);
        let options = solver::SolveOptions::new(Budget::nodes(10_000));
        assert_eq!(
            solver::solve_with(&game, &options).verdict,
            Verdict::Unwinnable
        );
        let montana = solver::solve_with(&game, &options.movable_twos(true));
        assert_eq!(montana.verdict, Verdict::Winnable);
        assert!(replays_by_montana_rules(&game, &montana.line));
        // The win moves one heading 2 (the 2♣ out of row 1): a search allowed none finds no
        // win and, being limited, claims no loss either; one allowed a single move wins.
        let mut limited = options.movable_twos(true);
        limited.twos_limit = Some(0);
        assert_eq!(
            solver::solve_with(&game, &limited).verdict,
            Verdict::Unknown
        );
        limited.twos_limit = Some(1);
        let one = solver::solve_with(&game, &limited);
        assert_eq!(one.verdict, Verdict::Winnable);
        assert!(replays_by_montana_rules(&game, &one.line));
    }
}
