//! Loss proofs by over-approximation: the cells each card could ever reach.
//!
//! A card X ≥ 3 only ever moves into a gap just right of X−1, and a 2 into a gap in column 0.
//! So the cells X can reach are its own, plus the cells just right of a cell X−1 can reach
//! (not past the row's end) that can ever be empty; a cell can be empty only when it is a gap
//! now or holds a card that can move at all. The smallest sets closed under these rules
//! contain every cell each card can ever occupy, whatever the order of moves (by induction
//! on the moves of any line). If no assignment of suits to rows puts every card of each suit
//! within its reach in its final column, the position cannot be won, and the search need not
//! look below it.
//!
//! One-deck Gaps only (a board of at most 64 cells, one copy of each card).

use super::state::Search;
use crate::cards::KING;
use std::sync::OnceLock;

/// What a settled sweep found: the rows each suit could be finished in (bit r of `fits[s]`),
/// and whether some column-0 cell may ever be empty.
pub(super) struct Reach {
    pub(super) fits: [u8; 4],
    pub(super) col0_may_empty: bool,
}

impl Search<'_> {
    /// True when no line from this position can win: some card can never reach a cell of
    /// the final layout that fits with the others. Only for boards `Search::bounds` admits.
    pub(super) fn provably_lost(&self) -> bool {
        self.sweep::<false>(0).is_none()
    }

    /// `provably_lost` for a board whose heading 2s in the column-0 cells of `free` may
    /// stand in any of those cells (`montana/open_rows.rs`): true when no such arrangement can
    /// be won.
    pub(super) fn lost_with_spread_twos(&self, free: u64) -> bool {
        self.sweep::<true>(free).is_none()
    }

    /// The reach of the board as it stands, with every 2 in a column-0 cell of `free` also
    /// standing, for the reach of its suit, in each of those cells; `None` when no
    /// assignment of suits to rows fits even so. Used just after a 2 filled the last empty
    /// column-0 cell (`montana/classes.rs`): the heading 2s of every arrangement of the fill
    /// then reach no further than this, so a row a suit cannot be finished in here is one it
    /// cannot be finished in after any of them.
    pub(super) fn reach_with_spread_twos(&self, free: u64) -> Option<Reach> {
        self.sweep::<true>(free)
    }

    /// The sweeps of the bound to their fixed point, the heading 2s also standing in every
    /// cell of `free` with `SPREAD`.
    #[inline(always)]
    fn sweep<const SPREAD: bool>(&self, free: u64) -> Option<Reach> {
        let (rows, cols) = (self.shape.rows, self.shape.cols);
        let bit = |i: u8| 1u64 << i;
        let (mut col0, mut last) = (0u64, 0u64);
        for r in 0..rows {
            col0 |= 1 << (r * cols);
            last |= 1 << (r * cols + cols - 1);
        }
        if !self.board.complete {
            // A board missing a card: nothing to prove.
            return Some(Reach {
                fits: [15; 4],
                col0_may_empty: true,
            });
        }
        // Indexed [rank][suit]: the four suits are four independent lanes of each step. Each
        // card's reach starts at its own cell.
        let own = &self.board.card_cells;
        let mut reach = *own;
        let mut twos_to = [0u64; 4];
        let mut spread = [0u64; 4];
        for s in 0..4 {
            let two = own[2][s];
            // A placed 2 moves only under the Montana rule.
            if self.montana.movable_twos || self.board.placed_cells as u64 & two == 0 {
                twos_to[s] = col0;
            }
            if SPREAD && two & free != 0 {
                spread[s] = free;
            }
        }
        let mut may_empty = 0u64;
        for &g in &self.board.gaps[..self.board.ngaps] {
            may_empty |= bit(g);
        }
        // A sweep up the ranks extends each card's reach from its predecessor's; a card
        // whose reach grew may empty its cell, which the ranks above use in the same sweep
        // (so a sweep settles chains that climb the ranks; others take a sweep a link).
        // Sweeps repeat until one adds no cell that may empty, each starting at the lowest
        // rank a newly empty cell can extend (the ranks below it cannot change). The fit is
        // tested once, at the fixed point: testing it on the way, to stop as soon as the
        // suits fit, cost more than the sweeps it saved (docs/performance-history.md).
        let mut from = 2;
        loop {
            let empty = may_empty;
            let mut below = [0u64; 4];
            for s in 0..4 {
                below[s] = if from == 2 {
                    reach[2][s] | twos_to[s] & may_empty
                } else if SPREAD && from == 3 {
                    reach[2][s] | spread[s]
                } else {
                    reach[from - 1][s]
                };
            }
            let mut first = from;
            if from == 2 {
                // The 2s: into any column-0 cell that may empty, as `below` already holds.
                let mut moved = 0u64;
                for s in 0..4 {
                    moved |= if below[s] != reach[2][s] {
                        own[2][s]
                    } else {
                        0
                    };
                    reach[2][s] = below[s];
                    // A spread 2 stands in more cells for its suit, but its own cell empties
                    // only as the rules let it.
                    if SPREAD {
                        below[s] |= spread[s];
                    }
                }
                may_empty |= moved;
                first = 3;
            }
            let ranks = first..=KING as usize;
            for (reach, own) in reach[ranks.clone()].iter_mut().zip(&own[ranks]) {
                let mut moved = 0u64;
                for s in 0..4 {
                    let grown = reach[s] | ((below[s] & !last) << 1) & may_empty;
                    moved |= if grown != reach[s] { own[s] } else { 0 };
                    reach[s] = grown;
                    below[s] = grown;
                }
                may_empty |= moved;
            }
            if may_empty == empty {
                break;
            }
            // The lowest rank whose reach a newly empty cell can extend.
            let fresh = may_empty & !empty;
            from = if twos_to.iter().any(|&t| t & fresh != 0) {
                2
            } else {
                (3..=KING as usize)
                    .find(|&k| {
                        let below = (0..4).fold(0, |b, s| {
                            b | if SPREAD && k == 3 {
                                reach[2][s] | spread[s]
                            } else {
                                reach[k - 1][s]
                            }
                        });
                        ((below & !last) << 1) & fresh != 0
                    })
                    .unwrap_or(KING as usize + 1)
            };
        }
        // Bit r·cols of `cells[s]` stays set when every card of suit s reaches its
        // cell in row r.
        let mut cells = [u64::MAX; 4];
        for (above_two, reach) in reach[2..=KING as usize].iter().enumerate() {
            for s in 0..4 {
                let r = if SPREAD && above_two == 0 {
                    reach[s] | spread[s]
                } else {
                    reach[s]
                };
                cells[s] &= r >> above_two;
            }
        }
        let mut fits = [0u8; 4];
        for s in 0..4 {
            for r in 0..4 {
                fits[s] |= ((cells[s] >> (r * cols)) as u8 & 1) << r;
            }
        }
        assignable(&fits).then_some(Reach {
            fits,
            col0_may_empty: may_empty & col0 != 0,
        })
    }
}

/// Whether the four suits can each take a different row among `fits` (bit r of `fits[s]`:
/// suit s can be finished in row r).
pub(super) fn assignable(fits: &[u8; 4]) -> bool {
    let index = (0..4).fold(0, |i, s| i | (fits[s] as usize & 15) << (4 * s));
    assignments()[index / 64] >> (index % 64) & 1 != 0
}

/// `assignable` for every 16-bit `fits`, one bit each (8 KiB), worked out on first use: the
/// look-up costs less than trying the rows one suit after another in every proof.
fn assignments() -> &'static [u64; 1 << 10] {
    static TABLE: OnceLock<[u64; 1 << 10]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [0u64; 1 << 10];
        for index in 0..1usize << 16 {
            let fits = |s: usize, r: usize| index >> (4 * s + r) & 1 != 0;
            let some_order = (0..4).any(|a| {
                fits(0, a)
                    && (0..4).any(|b| {
                        b != a
                            && fits(1, b)
                            && (0..4)
                                .any(|c| c != a && c != b && fits(2, c) && fits(3, 6 - a - b - c))
                    })
            });
            table[index / 64] |= (some_order as u64) << (index % 64);
        }
        table
    })
}

#[cfg(test)]
mod tests {
    use super::super::state::Search;
    use super::super::{solve_with, Budget, SolveOptions, Verdict};
    use crate::game::Game;
    use crate::gaps::{Gaps, GapsRules, GapsVariant};

    fn first_deal(deal: u64) -> Gaps {
        Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal)
    }

    /// The bound must never call a position lost from which a win is reachable: every
    /// position along the solver's winning lines (found without the bound), under both rules,
    /// down to the won board, passes it.
    #[test]
    fn no_position_on_a_winning_line_is_proved_lost() {
        let mut lines = 0;
        for montana in [false, true] {
            for deal in 0..48 {
                let game = first_deal(deal);
                let options = SolveOptions::new(Budget::nodes(200_000))
                    .movable_twos(montana)
                    .bounds(false)
                    .beam(0);
                let solution = solve_with(&game, &options);
                if solution.verdict != Verdict::Winnable {
                    continue;
                }
                lines += 1;
                let mut search = Search::new(&game, &options.bounds(true));
                let cols = game.spec().columns;
                for (step, &(from, to)) in solution.line.iter().enumerate() {
                    assert!(!search.provably_lost(), "deal {deal} step {step}");
                    let cell = |s: crate::gaps::Slot| s.row * cols + s.col;
                    search.apply((cell(from), cell(to)));
                }
                assert_eq!(search.board.score, search.shape.goal, "deal {deal}");
                assert!(!search.provably_lost(), "deal {deal}: the won board");
            }
        }
        assert!(lines >= 20, "only {lines} winning lines");
    }

    /// The compiled table of `assignable` agrees with trying the rows one suit after another,
    /// for every `fits`.
    #[test]
    fn the_assignment_table_agrees_with_trying_every_row() {
        fn tried(fits: &[u8; 4], s: usize, used: u8) -> bool {
            s == 4
                || (0..4).any(|r| {
                    fits[s] >> r & 1 != 0 && used >> r & 1 == 0 && tried(fits, s + 1, used | 1 << r)
                })
        }
        let mut yes = 0;
        for index in 0..1u32 << 16 {
            let fits = [0, 1, 2, 3].map(|s| (index >> (4 * s) & 15) as u8);
            assert_eq!(super::assignable(&fits), tried(&fits, 0, 0), "{fits:?}");
            yes += tried(&fits, 0, 0) as u32;
        }
        assert!(yes > 0 && yes < 1 << 16);
    }

    /// Three rows finished, and row 0 reading 2♠ 3♠ 4♠ 5♠ 6♠ K♠ __ 7♠ 8♠ 9♠ 10♠ J♠ Q♠:
    /// Q♠ ends the row, so no card can ever follow it, so K♠ never moves, and it is not in
    /// its column.
    #[test]
    fn a_card_shut_in_for_good_outside_its_place_proves_the_position_lost() {
        use crate::cards::{Card, Suit};
        let cols = 13;
        let mut board: Vec<Option<Card>> = vec![None; 52];
        for (r, suit) in Suit::ALL.iter().enumerate() {
            for k in 2..=13u8 {
                board[r * cols + k as usize - 2] = Some(Card::new(k, *suit));
            }
        }
        let spade = Suit::ALL[0];
        let row0: Vec<Option<Card>> = (2..=6u8)
            .map(|k| Some(Card::new(k, spade)))
            .chain([Some(Card::new(13, spade)), None])
            .chain((7..=12u8).map(|k| Some(Card::new(k, spade))))
            .collect();
        board[..cols].clone_from_slice(&row0);
        let game = Gaps::from_board(GapsVariant::SolitaireX, 0, board, 1);
        for montana in [false, true] {
            let options = SolveOptions::new(Budget::nodes(1_000)).movable_twos(montana);
            assert!(Search::new(&game, &options).provably_lost(), "{montana}");
            assert!(!Search::new(&game, &options.bounds(false)).prune.bounds);
            // And the search agrees, with or without the bound.
            for bounds in [true, false] {
                let s = solve_with(&game, &options.bounds(bounds).beam(0));
                assert_eq!(s.verdict, Verdict::Unwinnable, "{montana} {bounds}");
            }
        }
    }
}
