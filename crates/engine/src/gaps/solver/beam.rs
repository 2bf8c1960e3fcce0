//! Beam search: a fast, incomplete hunt for a win before the exhaustive search.
//!
//! Depth-first search commits to its first moves and can spend millions of positions under
//! a bad one while a win lies elsewhere. The beam instead advances a few thousand of the most
//! promising positions one move at a time, so it reaches wins that need many "unlikely"
//! choices early. It proves nothing when it fails (the beam drops positions), so a failed
//! beam hands over to the depth-first search, which alone answers "unwinnable".
//!
//! A position's promise is, in order of weight: cards placed, cards already standing right
//! of a copy of their predecessor (a run that can move later as a block), and gaps that are
//! dead (behind a King that is not placed).

use super::state::{rank_of, Search, Stop, GAP, MAX_SLOTS};
use crate::cards::KING;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// The beam's positions are already random 64-bit keys: hashing them again is wasted time.
/// (The beam only hunts for wins, and every line it finds is replayed, so the rare false
/// "already seen" of a 64-bit key costs at most a missed line, never a wrong verdict.)
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// One position of the beam's tree: how it was reached.
#[derive(Clone, Copy)]
struct Step {
    parent: u32,
    from: u8,
    to: u8,
}

/// About the positions a beam generates per unit of width on its way to the end of a line:
/// Chinese Puzzle lines run to 150-250 moves of about six children each, one-deck lines to
/// about 100 moves of three or four.
const BEAM_COST: [u64; 2] = [400, 1_500];

impl Search<'_> {
    /// The search with a beam: a short depth-first look (a twentieth of the budget) decides
    /// the deals that are quick either way; then beams of doubling width try for a win until
    /// 95 % of the budget is spent or a beam fills its memory (a position per 32 bytes of the
    /// table's cap); then the depth-first search goes on where it stopped, with the rest.
    ///
    /// Why the beam gets most of the budget: on Chinese Puzzle the depth-first search has
    /// never proved a first deal lost, and a beam position costs about half a depth-first
    /// one, so the nodes are better spent hunting wins. Measured on 40 Chinese Puzzle deals at
    /// 10 M positions (docs/performance-history.md): 31 wins against 26 with half the budget and
    /// widths growing fourfold. (The Montana search used a beam too until the loss bound made
    /// its depth-first search the better use of the budget.)
    pub(super) fn run_with_beam(&mut self, width: usize) -> bool {
        let whole = self.spend.budget;
        self.spend.budget.nodes = whole.nodes / 20;
        self.spend.budget.time = whole.time.map(|t| t / 20);
        let won = self.run();
        self.spend.budget = whole;
        if won || !self.resume() {
            return won;
        }
        self.spend.budget.nodes = whole.nodes / 20 * 19;
        self.spend.budget.time = whole.time.map(|t| t / 20 * 19);
        let mut won = false;
        let mut width = width;
        // Beams double in width (one that empties, every position it kept stuck, is tried
        // again wider) while what is left of the share can take the next one to the end of a
        // line: a beam cut short proves nothing, and the depth-first search makes better use
        // of a small remainder.
        while !won
            && self.spend.stop.is_none()
            && self.beam_room() >= width as u64 * BEAM_COST[self.shape.decks as usize - 1]
        {
            let before = self.spend.nodes;
            match self.beam(width) {
                Some(found) => won = found,
                None => break,
            }
            if self.spend.nodes == before {
                break;
            }
            width = width.saturating_mul(2);
        }
        self.spend.budget = whole;
        if won {
            return true;
        }
        // A failed beam proves nothing, whether it spent its share of the nodes, filled its
        // share of memory or emptied: the depth-first search goes on unless the search was
        // cancelled. (Returning here without a stop would read as "unwinnable".)
        self.resume();
        self.spend.stop.is_none() && self.run()
    }

    /// The positions the current budget has left, a time budget counting a position a
    /// microsecond.
    fn beam_room(&self) -> u64 {
        let nodes = self.spend.budget.nodes.saturating_sub(self.spend.nodes);
        self.spend.budget.time.map_or(nodes, |t| {
            let left = t.saturating_sub(self.spend.started.elapsed());
            nodes.min(left.as_micros() as u64)
        })
    }

    /// Clears a stop for the budget (the next phase has its own); false when the search was
    /// decided, cancelled or out of memory.
    fn resume(&mut self) -> bool {
        if self.spend.stop == Some(Stop::Budget) {
            self.spend.stop = None;
            return true;
        }
        false
    }

    /// How promising the current position looks (larger is better).
    fn promise(&self) -> i32 {
        let n = self.shape.rows * self.shape.cols;
        let mut chained = 0;
        for i in 1..n {
            let (left, c) = (self.board.cells[i - 1], self.board.cells[i]);
            if c != GAP && left != GAP && c == left + 1 && self.col_of(i) != 0 {
                chained += 1;
            }
        }
        let dead = self.board.gaps[..self.board.ngaps]
            .iter()
            .filter(|&&g| {
                let g = g as usize;
                self.col_of(g) != 0
                    && rank_of(self.board.cells[g - 1]) == KING
                    && !self.placed(g - 1)
            })
            .count() as i32;
        self.board.score as i32 * 64 + chained * 8 - dead * 24
    }

    /// Searches with a beam of `width` positions until a win (the line is then in
    /// `self.line`), the beam empties, or the budget stops it; `None` when it filled its share
    /// of memory. Starts from the search's first board, and leaves the board as it found it.
    fn beam(&mut self, width: usize) -> Option<bool> {
        let here = self.board.cells;
        let root = self.board.root;
        self.load(&root);
        let mut steps = vec![Step {
            parent: u32::MAX,
            from: 0,
            to: 0,
        }];
        let mut layer: Vec<(u32, [u8; MAX_SLOTS])> = vec![(0, root)];
        let mut seen: HashSet<u64, BuildHasherDefault<KeyHasher>> = HashSet::default();
        seen.insert(self.key() as u64);
        let mut candidates: Vec<(i32, u32, u8, u8)> = Vec::new();
        let mut won = None;
        let mut full = false;
        'search: while !layer.is_empty() {
            candidates.clear();
            for (at, (index, cells)) in layer.iter().enumerate() {
                self.load(cells);
                let start = self.moves.len();
                self.push_moves();
                for k in start..self.moves.len() {
                    let m = self.moves[k].pair();
                    if self.check_budget() {
                        self.moves.truncate(start);
                        break 'search;
                    }
                    self.spend.nodes += 1;
                    self.apply(m);
                    if self.board.score == self.shape.goal {
                        won = Some((*index, m));
                        self.moves.truncate(start);
                        break 'search;
                    }
                    if seen.len() >= self.spend.beam_entries {
                        self.undo(m);
                        self.moves.truncate(start);
                        full = true;
                        break 'search;
                    }
                    if seen.insert(self.key() as u64)
                        && !(self.prune.bounds && self.provably_lost())
                    {
                        candidates.push((self.promise(), at as u32, m.0, m.1));
                    }
                    self.undo(m);
                }
                self.moves.truncate(start);
            }
            if candidates.len() > width {
                candidates.select_nth_unstable_by(width - 1, |a, b| b.0.cmp(&a.0));
                candidates.truncate(width);
            }
            let mut next = Vec::with_capacity(candidates.len());
            for &(_, at, from, to) in &candidates {
                let (parent, mut cells) = layer[at as usize];
                cells[to as usize] = cells[from as usize];
                cells[from as usize] = GAP;
                steps.push(Step { parent, from, to });
                next.push(((steps.len() - 1) as u32, cells));
            }
            layer = next;
        }
        self.load(&here);
        let Some((mut index, last)) = won else {
            return if full { None } else { Some(false) };
        };
        let mut line = vec![last];
        while steps[index as usize].parent != u32::MAX {
            let s = steps[index as usize];
            line.push((s.from, s.to));
            index = s.parent;
        }
        line.reverse();
        self.line = line;
        Some(true)
    }
}
