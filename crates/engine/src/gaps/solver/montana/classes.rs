//! Column-0 classes: one position searched for many, under the movable-2 rule.
//!
//! Call a column-0 cell *free* when it is empty or holds a 2 (a heading 2). While at least
//! one free cell is empty, the heading 2s can be set out among the free cells in any order:
//! a heading 2 may move to any empty column-0 cell, and with one empty cell any arrangement
//! is a sequence of such moves away (as in a sliding puzzle with every cell adjacent). So all
//! the boards that differ only in that arrangement are reachable from one another, and are won
//! or lost together: a *class*. The search keeps one board per class and keys it by the class
//! (`class_sum`: each row hashed with a free column-0 cell marked rather than read), and
//! instead of moving heading 2s on their own it tries the moves of every arrangement:
//!
//! - a gap in column 1 behind a free cell takes the 3 of any heading 2, that 2 being brought
//!   in front of it first (and a 2 already there stepping aside into an empty column-0 cell);
//! - a 2 from elsewhere fills an empty column-0 cell: which one does not matter while another
//!   stays empty, but the last one fixes the arrangement for good, so then every arrangement
//!   of the 2s over the free cells is a step of its own;
//! - every other move reads no column-0 cell the class leaves open, so it is the same in
//!   every arrangement.
//!
//! A hunt may limit the *switches*, the steps of the first kind whose 2 comes from another
//! row (`SolveOptions::switch_limit`): with none, the hunt still sets the 2s out freely
//! while column 0 fills, but extends each row only with the 2 already heading it.
//!
//! The heading-2 moves a step needs go into the line, which thus replays move by move. The
//! loss bound holds for any board of a class, so it is applied to the one on the board.
//!
//! Loss proofs take about a quarter fewer positions by class than by board
//! (docs/performance-history.md).

use super::super::bounds::{assignable, Reach};
use super::super::keys::mix;
use super::super::state::{code, rank_of, Search, Step, AS_THEY_ARE, GAP, KEEP_OPEN, MAX_MOVES};
use crate::cards::{Suit, KING};
use std::sync::OnceLock;

/// Whether a column-0 cell holding `c` is free: empty, or a heading 2.
fn free(c: u8) -> bool {
    c == GAP || rank_of(c) == 2
}

/// The 24 orders of four things, those of the first n things first among them (an order
/// of n things is one that leaves the others in place).
fn orders() -> &'static [[u8; 4]] {
    static ORDERS: OnceLock<Vec<[u8; 4]>> = OnceLock::new();
    ORDERS.get_or_init(|| {
        let mut all = Vec::with_capacity(24);
        for a in 0..4u8 {
            for b in 0..4u8 {
                for c in 0..4u8 {
                    for d in 0..4u8 {
                        let o = [a, b, c, d];
                        if (0..4).all(|i| (0..i).all(|j| o[i] != o[j])) {
                            all.push(o);
                        }
                    }
                }
            }
        }
        all
    })
}

/// A step's layout setting the heading 2s out as `layout` says, from `now` (`AS_THEY_ARE`
/// when they already stand so).
pub(in crate::gaps::solver) fn layout_from(now: [u8; 4], layout: [u8; 4]) -> u32 {
    if layout == now {
        AS_THEY_ARE
    } else {
        u32::from_le_bytes(layout)
    }
}

/// Whether the bound `reach` of a fill of the last empty column-0 cell lets the heading 2s
/// stand as `col0` says. When no column-0 cell can ever empty again they never move, so each
/// suit with a 2 there must be finished in that 2's row.
fn arrangement_fits(reach: &Reach, col0: [u8; 4]) -> bool {
    if reach.col0_may_empty {
        return true; // the 2s may move again: one arrangement is as good as another
    }
    let mut fits = reach.fits;
    for (r, &c) in col0.iter().enumerate() {
        if c != GAP && rank_of(c) == 2 {
            fits[(c >> 4) as usize] &= 1 << r;
        }
    }
    assignable(&fits)
}

impl Search<'_> {
    /// The loss bound over every arrangement a 2 from `p` filling the last empty column-0
    /// cell `to` can leave in the `free` rows: `None` when it proves them all lost. Each of
    /// those boards would be entered only to be proved lost by the bound, a cache miss and a
    /// bound apiece; about four in five fills were, before this check.
    fn fill_bound(&mut self, p: usize, to: u8, free: &[usize]) -> Option<Reach> {
        if !self.prune.bounds {
            return Some(Reach {
                fits: [15; 4],
                col0_may_empty: true,
            });
        }
        let cells = free
            .iter()
            .fold(0u64, |m, &r| m | 1 << (r * self.shape.cols));
        self.shift((p as u8, to));
        let reach = self.reach_with_spread_twos(cells);
        self.shift((to, p as u8));
        reach
    }

    /// The class form of a row's hash: `hash` with its column-0 cell, holding `col0`,
    /// replaced by the free mark when that cell is free.
    pub(in crate::gaps::solver) fn class_hash(&self, hash: u128, col0: u8) -> u128 {
        if free(col0) {
            hash ^ self.keys.zobrist.cells[col0 as usize] ^ self.keys.zobrist.free
        } else {
            hash
        }
    }

    pub(in crate::gaps::solver) fn col0(&self) -> [u8; 4] {
        std::array::from_fn(|r| self.board.cells[r * self.shape.cols])
    }

    /// Recomputes the class hashes and the column-0 gaps from the board (with `load`).
    pub(in crate::gaps::solver) fn load_classes(&mut self) {
        if !self.montana.classes {
            return;
        }
        self.montana.class_mixed = [0; 8];
        self.montana.class_sum = 0;
        self.montana.stale_classes = 0;
        self.montana.col0_gaps = self.col0().iter().filter(|&&c| c == GAP).count();
        for r in 0..self.shape.rows {
            self.reclass_row(r);
        }
    }

    /// The empty column-0 cells once a card has moved from `f` to `t`.
    fn col0_gaps_after(&self, f: usize, t: usize) -> usize {
        self.montana.col0_gaps + (self.col_of(f) == 0) as usize - (self.col_of(t) == 0) as usize
    }

    /// Updates the column-0 gaps and the class hashes after a card moved from `f` to `t`.
    /// A row's class hash is read only while a column-0 cell is empty or the row is open
    /// (`open_rows.rs`); at other times it is marked stale and worked out when next
    /// needed, which spares a mix on most moves (docs/performance-history.md).
    pub(in crate::gaps::solver) fn reclass(&mut self, f: usize, t: usize) {
        self.montana.col0_gaps = self.col0_gaps_after(f, t);
        self.montana.stale_classes |= 1 << self.row_of(f) | 1 << self.row_of(t);
        self.refresh_classes();
    }

    /// Works out the stale class hashes that may be read now: all of them while a column-0
    /// cell is empty, else those of the open rows.
    pub(in crate::gaps::solver) fn refresh_classes(&mut self) {
        let needed = if self.montana.col0_gaps > 0 {
            u8::MAX
        } else {
            self.montana.open
        };
        self.refresh_rows(self.montana.stale_classes & needed);
    }

    /// Works out the class hashes of the rows in `due` (bit r).
    pub(in crate::gaps::solver) fn refresh_rows(&mut self, mut due: u8) {
        while due != 0 {
            let r = due.trailing_zeros() as usize;
            due &= due - 1;
            self.reclass_row(r);
        }
    }

    pub(in crate::gaps::solver) fn reclass_row(&mut self, r: usize) {
        self.montana.stale_classes &= !(1 << r);
        let col0 = self.board.cells[r * self.shape.cols];
        // A row whose column-0 card is not free hashes as it is.
        let mixed = if free(col0) {
            mix(self.class_hash(self.keys.row_hash[r], col0))
        } else {
            self.keys.row_mixed[r]
        };
        self.montana.class_sum = self
            .montana
            .class_sum
            .wrapping_sub(self.montana.class_mixed[r])
            .wrapping_add(mixed);
        self.montana.class_mixed[r] = mixed;
    }

    /// The key of the position `step` leads to, without making it: its class's, or its
    /// board's when no column-0 cell is left empty.
    pub(in crate::gaps::solver) fn class_child_key(&mut self, step: Step) -> u128 {
        let (f, t) = (step.from as usize, step.to as usize);
        if self.col0_gaps_after(f, t) == 0 {
            return if step.layout == AS_THEY_ARE {
                self.board_child_key(step.pair())
            } else {
                self.laid_out_key(step)
            };
        }
        // A card leaving column 0 makes every class hash readable again.
        self.refresh_rows(self.montana.stale_classes);
        // Setting out the heading 2s changes no class hash; the move changes one or two rows.
        let c = self.board.cells[f];
        let z = &self.keys.zobrist.cells;
        let (zf, zt) = (
            z[self.col_of(f) * 64 + c as usize],
            z[self.col_of(t) * 64 + c as usize],
        );
        let col0_after = |r: usize| {
            let i = r * self.shape.cols;
            if i == f {
                GAP
            } else if i == t {
                c
            } else {
                self.board.cells[i]
            }
        };
        let (rf, rt) = (self.row_of(f), self.row_of(t));
        let key = self
            .montana
            .class_sum
            .wrapping_sub(self.montana.class_mixed[rf]);
        if rf == rt {
            let h = self.class_hash(self.keys.row_hash[rf] ^ zf ^ zt, col0_after(rf));
            key.wrapping_add(mix(h))
        } else {
            let hf = self.class_hash(self.keys.row_hash[rf] ^ zf, col0_after(rf));
            let ht = self.class_hash(self.keys.row_hash[rt] ^ zt, col0_after(rt));
            key.wrapping_sub(self.montana.class_mixed[rt])
                .wrapping_add(mix(hf))
                .wrapping_add(mix(ht))
        }
    }

    /// The board key after the heading 2s are set out as `step.layout` says and `step` is
    /// made (a 2 filling the last empty column-0 cell).
    fn laid_out_key(&self, step: Step) -> u128 {
        let layout = step.layout.to_le_bytes();
        let z = &self.keys.zobrist.cells;
        let mut hash = self.keys.row_hash;
        for (r, h) in hash.iter_mut().enumerate().take(self.shape.rows) {
            *h ^= z[self.board.cells[r * self.shape.cols] as usize] ^ z[layout[r] as usize];
        }
        let (f, t) = (step.from as usize, step.to as usize);
        let c = self.board.cells[f] as usize;
        hash[self.row_of(f)] ^= z[self.col_of(f) * 64 + c];
        hash[self.row_of(t)] ^= z[self.col_of(t) * 64 + c];
        hash[..self.shape.rows]
            .iter()
            .fold(0u128, |key, &h| key.wrapping_add(mix(h)))
    }

    /// Sets the heading 2s out in column 0 as `layout` says (one code a row), moving them one
    /// at a time through the empty cells; each move goes into `line`.
    pub(in crate::gaps::solver) fn arrange(&mut self, layout: u32) {
        let target = layout.to_le_bytes();
        let cols = self.shape.cols;
        loop {
            let now = self.col0();
            if now == target {
                return;
            }
            // Fill an empty cell the layout wants filled; failing that (the 2s stand in a
            // cycle), move a misplaced 2 into an empty cell, which frees its own.
            let (from, to) = match (0..4).find(|&r| now[r] == GAP && target[r] != GAP) {
                Some(g) => (self.board.pos[target[g] as usize][0], g * cols),
                None => {
                    let x = (0..4)
                        .find(|&r| now[r] != target[r])
                        .expect("a misplaced 2");
                    let g = (0..4)
                        .find(|&r| now[r] == GAP)
                        .expect("an empty column-0 cell");
                    ((x * cols) as u8, g * cols)
                }
            };
            debug_assert!(
                self.col_of(from as usize) == 0 && rank_of(self.board.cells[from as usize]) == 2
            );
            self.apply((from, to as u8));
            self.line.push((from, to as u8));
        }
    }

    /// The steps of the class on the board, best first, appended to `self.moves` (the class
    /// form of `push_moves`; at least one column-0 cell is empty).
    pub(in crate::gaps::solver) fn push_class_moves(&mut self) {
        let cols = self.shape.cols;
        let col0 = self.col0();
        let first_gap = (0..4)
            .find(|&r| col0[r] == GAP)
            .expect("an empty column-0 cell");
        let layout_of = |l: [u8; 4]| layout_from(col0, l);
        let mut scored = [(0u8, Step::plain((0, 0))); MAX_MOVES];
        let mut count = 0;
        let mut push = |priority: u8, step: Step| {
            scored[count] = (priority, step);
            count += 1;
        };
        let mut gaps = self.board.gaps;
        gaps[..self.board.ngaps].sort_unstable();
        for &to in &gaps[..self.board.ngaps] {
            let t = to as usize;
            let (row, col) = (self.row_of(t), self.col_of(t));
            if col == 0 {
                // A 2 from elsewhere: into the first empty cell while another stays empty,
                // else in every arrangement.
                if row != first_gap {
                    continue;
                }
                for suit in Suit::ALL {
                    let p = self.board.pos[code(suit, 2) as usize][0] as usize;
                    if self.col_of(p) == 0 {
                        continue;
                    }
                    let priority = if rank_of(self.board.cells[p - 1]) == KING {
                        2
                    } else {
                        1
                    };
                    if self.montana.col0_gaps >= 2 {
                        push(priority, Step::plain((p as u8, to)));
                        continue;
                    }
                    // The free cells, and the 2s to set out over them (one each).
                    let (mut cells, mut twos, mut n) = ([0usize; 4], [GAP; 4], 0);
                    for r in (0..4).filter(|&r| free(col0[r])) {
                        cells[n] = r;
                        n += 1;
                    }
                    let mut k = 0;
                    for &r in cells[..n].iter().filter(|&&r| col0[r] != GAP) {
                        twos[k] = col0[r];
                        k += 1;
                    }
                    twos[k] = self.board.cells[p]; // k = n - 1: one free cell is empty
                    let Some(reach) = self.fill_bound(p, to, &cells[..n]) else {
                        continue; // every arrangement of the fill is lost
                    };
                    if n == 4 && self.montana.open_rows {
                        // A 2 in every column-0 cell for good: the rows' 2s are chosen later.
                        push(priority, self.lock_step(p, to, &reach));
                        continue;
                    }
                    for order in orders().iter().filter(|o| (n..4).all(|i| o[i] == i as u8)) {
                        let mut layout = col0;
                        let mut entry = to;
                        for (k, &r) in cells[..n].iter().enumerate() {
                            let two = twos[order[k] as usize];
                            if two == self.board.cells[p] {
                                layout[r] = GAP;
                                entry = (r * cols) as u8;
                            } else {
                                layout[r] = two;
                            }
                        }
                        let mut filled = layout;
                        filled[entry as usize / cols] = self.board.cells[p];
                        if !arrangement_fits(&reach, filled) {
                            continue; // its own bound would prove it lost
                        }
                        push(
                            priority,
                            Step {
                                from: p as u8,
                                to: entry,
                                layout: layout_of(layout),
                                open: KEEP_OPEN,
                            },
                        );
                    }
                }
            } else if col == 1 && free(col0[row]) {
                // The 3 of any heading 2, that 2 brought in front of the gap first.
                for (r2, &two) in col0.iter().enumerate() {
                    if two == GAP || rank_of(two) != 2 {
                        continue;
                    }
                    // A switch (the 2 brought from another row): only within the limit.
                    if r2 != row
                        && self.montana.switch_marks.len() as u32 >= self.montana.switch_limit
                    {
                        self.montana.switch_skipped = true;
                        continue;
                    }
                    let three = self.board.pos[(two + 1) as usize][0];
                    let mut layout = col0;
                    if r2 != row {
                        if col0[row] != GAP {
                            layout[first_gap] = col0[row];
                        }
                        layout[row] = two;
                        layout[r2] = GAP;
                    }
                    // Extending the row in place first, then by moving its 2.
                    let priority = if r2 == row { 0 } else { 1 };
                    push(
                        priority,
                        Step {
                            from: three,
                            to,
                            layout: layout_of(layout),
                            open: KEEP_OPEN,
                        },
                    );
                }
            } else {
                let left = self.board.cells[t - 1];
                if left == GAP || rank_of(left) == KING {
                    continue;
                }
                let f = self.board.pos[(left + 1) as usize][0] as usize;
                if self.placed(f) {
                    continue;
                }
                let priority = if self.placed(t - 1) {
                    0
                } else if self.col_of(f) != 0 && rank_of(self.board.cells[f - 1]) == KING {
                    2
                } else {
                    1
                };
                push(priority, Step::plain((f as u8, to)));
            }
        }
        let scored = &mut scored[..count];
        scored.sort_by_key(|&(p, _)| p); // stable
                                         // Pushed in reverse: the frame tries them from the end of its range backwards.
        for &(_, step) in scored.iter().rev() {
            self.moves.push(step);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Card, Suit};
    use crate::deal;
    use crate::game::Game;
    use crate::gaps::solver::state::{code, Search, Step, GAP};
    use crate::gaps::solver::{Budget, SolveOptions, TwosKeys};
    use crate::gaps::{Gaps, GapsRules, GapsVariant};

    /// 2♠ and 2♥ (the first two suits) heading rows 0 and 1, column 0 of rows 2 and 3 empty,
    /// the other cards in order over the other columns, the last two cells empty.
    fn board_with_free_cells() -> Gaps {
        let mut cards: Vec<Card> = Suit::ALL
            .iter()
            .flat_map(|&s| (3..=13u8).map(move |k| Card::new(k, s)))
            .collect();
        cards.extend(Suit::ALL[2..].iter().map(|&s| Card::new(2, s)));
        let mut board: Vec<Option<Card>> = vec![None; 52];
        board[0] = Some(Card::new(2, Suit::ALL[0]));
        board[13] = Some(Card::new(2, Suit::ALL[1]));
        for (i, card) in (0..52).filter(|&i| i % 13 != 0).zip(cards) {
            board[i] = Some(card);
        }
        Gaps::from_board(GapsVariant::SolitaireX, 0, board, 1)
    }

    #[test]
    fn every_arrangement_of_a_class_has_the_classs_key() {
        let game = board_with_free_cells();
        let options = SolveOptions::new(Budget::nodes(1))
            .movable_twos(true)
            .beam(0);
        let mut search = Search::new(&game, &options);
        assert_eq!(search.montana.col0_gaps, 2);
        let (key, board_key) = (search.key(), search.keys.key_sum);
        let (spade, heart) = (code(Suit::ALL[0], 2), code(Suit::ALL[1], 2));
        for layout in [
            [heart, spade, GAP, GAP],
            [GAP, GAP, spade, heart],
            [heart, GAP, GAP, spade],
        ] {
            search.arrange(u32::from_le_bytes(layout));
            assert_eq!(search.col0(), layout);
            assert_eq!(search.key(), key, "{layout:?}");
            assert_ne!(search.keys.key_sum, board_key, "{layout:?}");
        }
        // Each arrangement took the fewest moves: one or two a 2, none wasted.
        assert!(search.line.len() <= 7, "{:?}", search.line);
        // Without the classes each arrangement is a position of its own.
        let mut boards = Search::new(&game, &options.twos_keys(TwosKeys::Boards));
        let key = boards.key();
        boards.arrange(u32::from_le_bytes([heart, spade, GAP, GAP]));
        assert_ne!(boards.key(), key);
    }

    /// The steps of the class on the board, with the loss bound on or off.
    fn steps(search: &mut Search, bounds: bool) -> Vec<Step> {
        let kept = search.prune.bounds;
        search.prune.bounds = bounds;
        let start = search.moves.len();
        search.push_steps();
        search.prune.bounds = kept;
        search.moves.drain(start..).collect()
    }

    /// A fill of the last empty column-0 cell is left out only when the bound would prove
    /// the board it makes lost: checked on random walks through the first deals.
    #[test]
    fn a_fill_is_left_out_only_when_the_bound_proves_it_lost() {
        let (mut fills, mut left_out) = (0, 0);
        for seed in 0..60 {
            let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), seed);
            let options = SolveOptions::new(Budget::nodes(1))
                .movable_twos(true)
                .beam(0);
            let mut search = Search::new(&game, &options);
            let mut rng = deal::stream(seed, 11);
            for _ in 0..400 {
                if search.montana.col0_gaps == 0 {
                    let start = search.moves.len();
                    search.push_moves();
                    let moves: Vec<Step> = search.moves.drain(start..).collect();
                    if moves.is_empty() {
                        break;
                    }
                    search.play(moves[rng.below(moves.len() as u64) as usize]);
                    continue;
                }
                let kept = steps(&mut search, true);
                let all = steps(&mut search, false);
                assert!(kept.iter().all(|s| all.contains(s)));
                for &step in &all {
                    if search.montana.col0_gaps == 1 && search.col_of(step.to as usize) == 0 {
                        fills += 1;
                    }
                    if kept.contains(&step) {
                        continue;
                    }
                    left_out += 1;
                    let mark = search.line.len();
                    search.play(step);
                    assert!(search.provably_lost(), "seed {seed}: {step:?}");
                    search.undo_to(mark);
                }
                if kept.is_empty() {
                    break;
                }
                search.play(kept[rng.below(kept.len() as u64) as usize]);
            }
        }
        assert!(left_out > 0, "{left_out} of {fills} fills left out");
    }
}
