//! Computer players. They take a `FourSideView` — the board and their own hand — so they
//! cannot see the opponent's tiles or the deal's supply.

use super::board::{Board, Placement, Tile};
use super::game::{FourSideView, Level, HAND_SIZE};
use rand::Rng;

/// Candidates the expert looks at closely, by immediate score.
const EXPERT_CANDIDATES: usize = 16;
/// Opponent hands the expert imagines for each candidate.
const EXPERT_SAMPLES: usize = 8;
/// How much the opponent's expected best reply counts against a move.
const REPLY_WEIGHT: f64 = 0.8;

/// The computer's move for the seat of `view`, or `None` when it cannot move.
pub fn choose(view: &FourSideView, level: Level, rng: &mut impl Rng) -> Option<Placement> {
    let options = &view.placements;
    if options.is_empty() {
        return None;
    }
    let pick = |score: &dyn Fn(usize) -> f64, rng: &mut dyn rand::RngCore| {
        // The best by `score`, ties broken at random so play varies.
        let best = (0..options.len())
            .map(score)
            .fold(f64::NEG_INFINITY, f64::max);
        let ties: Vec<usize> = (0..options.len())
            .filter(|&i| score(i) >= best - 1e-9)
            .collect();
        options[ties[rng.random_range(0..ties.len())]].placement
    };
    Some(match level {
        Level::Beginner => options[rng.random_range(0..options.len())].placement,
        // Decent: as many touching sides as possible, whatever they are worth.
        Level::Intermediate => {
            let touching = |i: usize| touching_sides(&view.board, options[i].placement) as f64;
            pick(&touching, rng)
        }
        Level::Advanced => pick(&|i: usize| options[i].score as f64, rng),
        Level::Expert => expert(view, rng),
    })
}

fn touching_sides(board: &Board, p: Placement) -> usize {
    let (r, c) = (p.row as i32, p.col as i32);
    [(-1, 0), (0, 1), (1, 0), (0, -1)]
        .iter()
        .filter(|(dr, dc)| {
            let (nr, nc) = (r + dr, c + dc);
            nr >= 0 && nc >= 0 && board.at(nr as u8, nc as u8).is_some()
        })
        .count()
}

/// Immediate score minus the opponent's expected best reply, over imagined opponent hands
/// (the same hands for every candidate, so candidates are compared fairly).
///
/// A placement changes the opponent's options only at its own square and its neighbours, so
/// each imagined hand's best reply square by square is worked out once on the current board,
/// and each candidate re-examines just those few squares.
fn expert(view: &FourSideView, rng: &mut impl Rng) -> Placement {
    let max = view.rules.level.max_value();
    let board = &view.board;
    let hands: Vec<Vec<Tile>> = (0..EXPERT_SAMPLES)
        .map(|_| {
            (0..HAND_SIZE)
                .map(|_| {
                    let mut side = || rng.random_range(1..=max);
                    Tile::new(side(), side(), side(), side())
                })
                .collect()
        })
        .collect();
    let frontier = board.frontier();
    // best[h][k]: hand h's best reply at frontier square k on the current board.
    let best: Vec<Vec<Option<i32>>> = hands
        .iter()
        .map(|hand| {
            frontier
                .iter()
                .map(|&(r, c)| board.best_at(hand, r, c))
                .collect()
        })
        .collect();
    let mut candidates = view.placements.clone();
    candidates.sort_by_key(|c| -c.score);
    candidates.truncate(EXPERT_CANDIDATES);
    let mut choice = (f64::NEG_INFINITY, candidates[0].placement);
    for c in &candidates {
        let p = c.placement;
        let mut after = board.clone();
        after.put(view.hand[p.hand as usize].rotated(p.rotation), p.row, p.col);
        let touched: Vec<(u8, u8)> = std::iter::once((p.row, p.col))
            .chain(board.neighbours(p.row, p.col))
            .collect();
        let replies: f64 = hands
            .iter()
            .zip(&best)
            .map(|(hand, best)| {
                let untouched = frontier
                    .iter()
                    .zip(best)
                    .filter(|(square, _)| !touched.contains(square))
                    .filter_map(|(_, &b)| b);
                let near = touched[1..]
                    .iter()
                    .filter_map(|&(r, c)| after.best_at(hand, r, c));
                untouched.chain(near).max().unwrap_or(0).max(0) as f64
            })
            .sum::<f64>()
            / hands.len() as f64;
        let value = c.score as f64 - REPLY_WEIGHT * replies;
        if value > choice.0 {
            choice = (value, p);
        }
    }
    choice.1
}
