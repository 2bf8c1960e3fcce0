//! Looking a move or two ahead on a FourSide board without listing every placement again. A
//! tile changes what fits only on its own square and the four next to it, so a hand's best fit
//! on each square of the frontier is worked out once, and after a move (or two) only the few
//! squares next to them are looked at again. Shared by the Expert level and the expectimax
//! anchor (`quadrille-anchors`, hence public): both ask "what is this hand's best move once
//! that tile lies there?" for every candidate and every imagined hand.

use super::board::{Board, Fit, Tile};

/// The empty squares next to a tile on a board, in a fixed order.
pub struct Frontier {
    squares: Vec<(u8, u8)>,
}

impl Frontier {
    /// The frontier of `board` as it stands.
    pub fn new(board: &Board) -> Frontier {
        Frontier {
            squares: board.frontier(),
        }
    }

    /// `hand`'s best fit on each square of the frontier of `board` (the board it was made from).
    pub fn bests(&self, board: &Board, hand: &[Tile]) -> Vec<Option<Fit>> {
        self.squares
            .iter()
            .map(|&(r, c)| board.best_fit_at(hand, r, c))
            .collect()
    }
}

fn adjacent(a: (u8, u8), b: (u8, u8)) -> bool {
    a.0.abs_diff(b.0) + a.1.abs_diff(b.1) == 1
}

/// Keeps the higher-scoring fit (the first among equals).
fn keep_best(best: &mut Option<Fit>, fit: Fit) {
    if best.is_none_or(|b| fit.score > b.score) {
        *best = Some(fit);
    }
}

/// The best fit of `hand` on `after`, which is the frontier's board with tiles put on the
/// `changed` squares. `before(k)` is the hand's best fit on frontier square `k` of the board
/// before: still right on every square that no changed square touches; the squares next to a
/// changed one (the only ones whose fits changed, and the only new frontier) are looked at on
/// `after` itself.
pub fn best_after(
    frontier: &Frontier,
    after: &Board,
    changed: &[(u8, u8)],
    hand: &[Tile],
    before: impl Fn(usize) -> Option<Fit>,
) -> Option<Fit> {
    let near = |sq: (u8, u8)| changed.iter().any(|&c| c == sq || adjacent(c, sq));
    let mut best = None;
    for (k, &sq) in frontier.squares.iter().enumerate() {
        if !near(sq) {
            if let Some(fit) = before(k) {
                keep_best(&mut best, fit);
            }
        }
    }
    let mut seen: [(u8, u8); 8] = [(u8::MAX, u8::MAX); 8];
    let mut n = 0;
    for &(r, c) in changed {
        for sq in after.neighbours(r, c) {
            if after.at(sq.0, sq.1).is_some() || seen[..n].contains(&sq) {
                continue;
            }
            if n < seen.len() {
                seen[n] = sq;
                n += 1;
            }
            if let Some(fit) = after.best_fit_at(hand, sq.0, sq.1) {
                keep_best(&mut best, fit);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fourside::{FourSide, FourSideAction, FourSideRules, Level};
    use crate::Game;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Along random games, the best fit after one and after two more tiles equals what listing
    /// every placement on the new board finds.
    #[test]
    fn looking_again_near_the_new_tiles_finds_what_a_full_listing_finds() {
        let mut rng = ChaCha8Rng::seed_from_u64(17);
        let mut checked = 0;
        for deal in 0..6u64 {
            let rules = FourSideRules {
                level: [Level::Beginner, Level::Expert][deal as usize % 2],
                size: 7,
            };
            let mut game = FourSide::new(&rules, deal.into());
            while !game.is_over() {
                let board = game.board().clone();
                let frontier = Frontier::new(&board);
                let max = rules.level.max_value();
                let hand: Vec<Tile> = (0..5)
                    .map(|_| {
                        let mut s = || rng.random_range(1..=max);
                        Tile::new(s(), s(), s(), s())
                    })
                    .collect();
                let bests = frontier.bests(&board, &hand);
                let moves = game.placements();
                let mut after = board.clone();
                let mut changed = Vec::new();
                for &(p, _) in moves.iter().take(2) {
                    if after.at(p.row, p.col).is_some() {
                        continue;
                    }
                    let tile = game.hand(game.turn())[p.hand as usize].rotated(p.rotation);
                    after.put(tile, p.row, p.col);
                    changed.push((p.row, p.col));
                    let quick = best_after(&frontier, &after, &changed, &hand, |k| bests[k]);
                    let full = after.placements(&hand).iter().map(|&(_, s)| s).max();
                    assert_eq!(quick.map(|f| f.score), full, "deal {deal}");
                    if let Some(fit) = quick {
                        assert_eq!(after.score(fit.tile, fit.row, fit.col), Ok(fit.score));
                    }
                    checked += 1;
                }
                let (p, _) = moves[rng.random_range(0..moves.len())];
                game.apply(&FourSideAction::Place(p)).unwrap();
            }
        }
        assert!(checked > 100, "{checked}");
    }
}
