//! Open rows: the heading 2s chosen as late as possible, under the movable-2 rule.
//!
//! When a 2 fills the last empty column-0 cell and every column-0 cell then holds a 2, no 2
//! can ever move again: the order of the four 2s is fixed for the rest of the game, and each
//! order is a game of its own (RULES.md §3). Entering every order as a step of its own (as
//! `TwosKeys::Classes` does, to compare), the bound could rule out none of them (early in a
//! game every suit can still be finished in every row), so much the same §3 games would be
//! searched up to 24 times over.
//!
//! Instead the search enters one position standing for every order, and chooses a row's 2
//! only when a 3 moves in behind it. Call a row *open* while its 2 is not chosen: the position
//! stands for every board that sets the open rows' 2s out over the open rows, one each. Those
//! boards differ only in open rows' column-0 cells, and a move reads a column-0 cell only when
//! it brings a 3 into column 1. So:
//!
//! - a move into any other cell is a move of every board of the set, and the same board
//!   change in each. (A card right of column 1 moves only to the cell after its predecessor,
//!   so cards in a row of consecutive cards from column 1 on cannot move in any board, whether
//!   a matching 2 heads them or not. Only such a 3 differs: it can move in the boards whose
//!   own 2 heads another row with an empty column 1, which is a choice, below.)
//! - a move of the 3 of an open row's 2 into the empty column-1 cell of an open row is a move
//!   of the boards with that 2 there: the step *chooses* the 2 for the row, which closes.
//!
//! So the position can be won exactly when one of its boards can: the search of the set is the
//! search of all of them at once, parting where they part. The board on the search's own cells
//! is one of the set, with each open row whose column 1 holds an open 3 headed by its 2, so its
//! placed runs and score are the best of the set and a win shows on it. A choice swaps 2s
//! there (an entry of the line that is not a move). When the search wins, the line is rebuilt
//! with the 2s set out, when the last column-0 cell is filled, in the order the win ended with
//! (`settle_open_rows`), so it replays move by move.
//!
//! The key marks open rows' column-0 cells (as the classes do), so every board of the set has
//! the same one. The loss bound holds for the whole set when it lets the open 2s stand in
//! every open row. A placing move is searched alone (`Search::safe_placing`) only into a row
//! that is not open, where it is one in every board.

use super::super::bounds::Reach;
use super::super::keys::mix;
use super::super::state::{rank_of, Search, Step, AS_THEY_ARE, GAP, KEEP_OPEN, TAG_OPEN, TAG_SWAP};
use super::classes::layout_from;

/// No suit.
const NO_SUIT: u8 = u8::MAX;

/// One suit a row among `suits` for the rows of `rows` (as many of each): a row whose column 1
/// (`column1(r)`) holds the 3 of one of them gets that suit, the others the rest in order.
fn aligned(rows: u8, suits: u8, column1: impl Fn(usize) -> u8) -> [u8; 4] {
    let mut out = [NO_SUIT; 4];
    let mut left = suits;
    for (r, suit) in out.iter_mut().enumerate() {
        let c = column1(r);
        if rows >> r & 1 != 0 && c != GAP && rank_of(c) == 3 && suits >> (c >> 4) & 1 != 0 {
            *suit = c >> 4;
            left &= !(1 << *suit);
        }
    }
    for (r, suit) in out.iter_mut().enumerate() {
        if rows >> r & 1 != 0 && *suit == NO_SUIT {
            *suit = left.trailing_zeros() as u8;
            left &= left - 1;
        }
    }
    out
}

fn two(suit: u8) -> u8 {
    suit * 16 + 2
}

impl Search<'_> {
    /// Whether `to` is the column-1 cell of an open row (the moves into it are choices).
    #[inline(always)]
    pub(in crate::gaps::solver) fn opens_row(&self, to: usize) -> bool {
        self.montana.open != 0
            && self.col_of(to) == 1
            && self.montana.open >> self.row_of(to) & 1 != 0
    }

    /// The suits of the open rows' 2s (a bit a suit).
    fn open_suits(&self) -> u8 {
        (0..4)
            .filter(|&r| self.montana.open >> r & 1 != 0)
            .fold(0, |m, r| {
                m | 1 << (self.board.cells[r * self.shape.cols] >> 4)
            })
    }

    /// The card in column 1 of row `r` once the card at `gone` has left.
    fn column1_without(&self, r: usize, gone: usize) -> u8 {
        let i = r * self.shape.cols + 1;
        if i == gone {
            GAP
        } else {
            self.board.cells[i]
        }
    }

    /// The key of the set on the board: the board's, each open row hashed with its column-0
    /// cell marked rather than read.
    pub(in crate::gaps::solver) fn open_key(&self) -> u128 {
        (0..4)
            .filter(|&r| self.montana.open >> r & 1 != 0)
            .fold(self.keys.key_sum, |key, r| {
                key.wrapping_sub(self.keys.row_mixed[r])
                    .wrapping_add(self.montana.class_mixed[r])
            })
    }

    /// The key `step` leads to while rows are open, or when it opens them.
    pub(in crate::gaps::solver) fn open_child_key(&mut self, step: Step) -> u128 {
        if step.open != KEEP_OPEN || step.layout != AS_THEY_ARE {
            // A choice or the fill that opens rows: rarer, made and taken back.
            let mark = self.line.len();
            self.play(step);
            let key = self.key();
            self.undo_to(mark);
            return key;
        }
        // Any other move changes one or two rows and no column-0 cell.
        let (f, t) = (step.from as usize, step.to as usize);
        let c = self.board.cells[f] as usize;
        let z = &self.keys.zobrist.cells;
        let (zf, zt) = (z[self.col_of(f) * 64 + c], z[self.col_of(t) * 64 + c]);
        let (rf, rt) = (self.row_of(f), self.row_of(t));
        let part = |r: usize, h: u128| {
            if self.montana.open >> r & 1 != 0 {
                mix(self.class_hash(h, self.board.cells[r * self.shape.cols]))
            } else {
                mix(h)
            }
        };
        let now = |r: usize| {
            if self.montana.open >> r & 1 != 0 {
                self.montana.class_mixed[r]
            } else {
                self.keys.row_mixed[r]
            }
        };
        let key = self.open_key().wrapping_sub(now(rf));
        if rf == rt {
            key.wrapping_add(part(rf, self.keys.row_hash[rf] ^ zf ^ zt))
        } else {
            key.wrapping_sub(now(rt))
                .wrapping_add(part(rf, self.keys.row_hash[rf] ^ zf))
                .wrapping_add(part(rt, self.keys.row_hash[rt] ^ zt))
        }
    }

    /// The fill of the last empty column-0 cell `to` by the 2 at `p`, when it leaves a 2 in
    /// every column-0 cell: every row opens. `reach` is the bound with every 2 standing in
    /// every column-0 cell (`fill_bound`), which found the set not lost.
    pub(in crate::gaps::solver) fn lock_step(&self, p: usize, to: u8, reach: &Reach) -> Step {
        debug_assert!(
            !self.prune.bounds || !reach.col0_may_empty,
            "no 2 moves once column 0 is full"
        );
        let cols = self.shape.cols;
        let column1 = |r: usize| self.column1_without(r, p);
        let mut before = self.col0();
        before[to as usize / cols] = GAP;
        let filling = self.board.cells[p];
        let row_suit = aligned(15, 15, column1);
        let mut layout = [GAP; 4];
        let mut entry = to;
        for (r, &suit) in row_suit.iter().enumerate() {
            if two(suit) == filling {
                entry = (r * cols) as u8;
            } else {
                layout[r] = two(suit);
            }
        }
        Step {
            from: p as u8,
            to: entry,
            layout: layout_from(before, layout),
            open: 15,
        }
    }

    /// The choices from the set on the board (rows open), appended to `self.moves`: the 3 of
    /// an open row's 2 into the empty column-1 cell of an open row, that 2 chosen for it. The
    /// board then sets the other open rows' 2s out as `aligned` says.
    pub(in crate::gaps::solver) fn push_choices(&mut self) {
        let suits = self.open_suits();
        for g in 0..self.board.ngaps {
            let to = self.board.gaps[g] as usize;
            if !self.opens_row(to) {
                continue;
            }
            let row = self.row_of(to);
            for s in (0..4).filter(|&s| suits >> s & 1 != 0) {
                let from = self.board.pos[two(s) as usize + 1][0] as usize;
                let open = self.montana.open & !(1 << row);
                let left = suits & !(1 << s);
                let paired = aligned(open, left, |r| self.column1_without(r, from));
                let mut layout = self.col0();
                layout[row] = two(s);
                for r in (0..4).filter(|&r| open >> r & 1 != 0) {
                    layout[r] = two(paired[r]);
                }
                let step = Step {
                    from: from as u8,
                    to: to as u8,
                    layout: layout_from(self.col0(), layout),
                    open: if open.count_ones() == 1 { 0 } else { open },
                };
                self.moves.push(step);
            }
        }
    }

    /// The loss bound of the set on the board: true when none of its boards can be won.
    pub(in crate::gaps::solver) fn open_rows_lost(&self) -> bool {
        let free = (0..4)
            .filter(|&r| self.montana.open >> r & 1 != 0)
            .fold(0u64, |m, r| m | 1 << (r * self.shape.cols));
        self.lost_with_spread_twos(free)
    }

    /// Swaps the 2s heading rows `a` and `b` on the search's board (not a move: the choice of
    /// another board of the set).
    pub(in crate::gaps::solver) fn swap_twos(&mut self, a: usize, b: usize) {
        let (ia, ib) = (a * self.shape.cols, b * self.shape.cols);
        let (ca, cb) = (self.board.cells[ia], self.board.cells[ib]);
        self.board.cells[ia] = cb;
        self.board.cells[ib] = ca;
        self.board.pos[ca as usize][0] = ib as u8;
        self.board.pos[cb as usize][0] = ia as u8;
        self.set_card_cell(ca, ib);
        self.set_card_cell(cb, ia);
        let z = &self.keys.zobrist.cells;
        let flip = z[ca as usize] ^ z[cb as usize];
        for r in [a, b] {
            self.keys.row_hash[r] ^= flip;
            self.remix(r);
            self.set_run(r, self.run_length(r));
            self.reclass_row(r);
        }
    }

    /// Swaps the heading 2s into the order of `layout` (one code a row), each swap an entry
    /// of `line`.
    pub(in crate::gaps::solver) fn swap_into(&mut self, layout: u32) {
        let target = layout.to_le_bytes();
        for r in 0..4 {
            let now = self.col0();
            if now[r] != target[r] {
                let other = (r + 1..4)
                    .find(|&o| now[o] == target[r])
                    .expect("the layout sets out the same 2s");
                self.swap_twos(r, other);
                self.line.push((TAG_SWAP, (r as u8) << 4 | other as u8));
            }
        }
    }

    /// After a win: rebuilds `line` so that it sets the 2s out in their final order when the
    /// last column-0 cell is filled, with no entry that is not a move.
    pub(in crate::gaps::solver) fn settle_open_rows(&mut self) {
        let Some(start) = self.line.iter().position(|m| m.0 == TAG_OPEN) else {
            return;
        };
        let cols = self.shape.cols;
        let col0 = |i: u8| i < TAG_OPEN && self.col_of(i as usize) == 0;
        // The step that filled column 0: the 2s set out (column 0 to column 0), then the fill.
        let fill = (start + 1..self.line.len())
            .find(|&i| !col0(self.line[i].0))
            .expect("the fill follows the open rows' entry");
        let from = self.line[fill].0;
        let rest: Vec<(u8, u8)> = self.line[fill + 1..]
            .iter()
            .copied()
            .filter(|m| m.0 < TAG_OPEN)
            .collect();
        let order = self.col0();
        self.undo_to(start);
        let filling = self.board.cells[from as usize];
        let mut layout = order;
        let entry = order
            .iter()
            .position(|&c| c == filling)
            .expect("the filling 2");
        layout[entry] = GAP;
        self.arrange(u32::from_le_bytes(layout));
        for m in std::iter::once((from, (entry * cols) as u8)).chain(rest) {
            self.apply(m);
            self.line.push(m);
        }
        debug_assert_eq!(self.board.score, self.shape.goal, "the rebuilt line wins");
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Card, Suit};
    use crate::gaps::solver::state::{Search, Step, KEEP_OPEN};
    use crate::gaps::solver::{Budget, SolveOptions, TwosKeys};
    use crate::gaps::{Gaps, GapsVariant};

    /// 2♠ 2♥ 2♦ heading rows 0–2, column 0 of row 3 empty; each row r then holds the King
    /// down to the 3 of suit r, then a gap, but row 3 ends with 2♣. So no 3 stands in
    /// column 1, and 2♣ filling the last column-0 cell leaves every row's 2 to choose.
    fn before_a_full_column_0() -> Gaps {
        let mut board: Vec<Option<Card>> = vec![None; 52];
        for (r, &suit) in Suit::ALL.iter().enumerate() {
            if r < 3 {
                board[r * 13] = Some(Card::new(2, suit));
            }
            for k in 3..=13u8 {
                board[r * 13 + 14 - k as usize] = Some(Card::new(k, suit));
            }
        }
        board[3 * 13 + 12] = Some(Card::new(2, Suit::ALL[3]));
        Gaps::from_board(GapsVariant::SolitaireX, 0, board, 1)
    }

    /// The fills of column 0 among the steps of the position, without the bound (which
    /// could rule some orders out).
    fn fills(search: &mut Search) -> Vec<Step> {
        let start = search.moves.len();
        search.push_steps();
        let steps: Vec<Step> = search.moves.drain(start..).collect();
        steps
            .into_iter()
            .filter(|s| search.col_of(s.to as usize) == 0)
            .collect()
    }

    #[test]
    fn a_full_column_0_is_one_position_for_every_order_of_its_2s() {
        let game = before_a_full_column_0();
        let options = SolveOptions::new(Budget::nodes(1))
            .movable_twos(true)
            .bounds(false)
            .beam(0);
        let mut search = Search::new(&game, &options);
        assert_eq!(search.montana.col0_gaps, 1);
        let steps = fills(&mut search);
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(steps[0].open, 0b1111);
        // Played, every row is open, and the key is the same whatever order the board holds.
        let mark = search.line.len();
        search.play(steps[0]);
        assert_eq!((search.montana.open, search.montana.col0_gaps), (0b1111, 0));
        let key = search.key();
        search.swap_into(u32::from_le_bytes([50, 2, 34, 18]));
        assert_eq!(search.key(), key);
        search.undo_to(mark);
        assert_eq!(search.montana.open, 0);
        // Searched apart, each of the 24 orders is a step of its own.
        let mut apart = Search::new(&game, &options.twos_keys(TwosKeys::Classes));
        let steps = fills(&mut apart);
        assert_eq!(steps.len(), 24);
        assert!(steps.iter().all(|s| s.open == KEEP_OPEN));
    }
}
