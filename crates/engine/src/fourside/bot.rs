//! Computer players. They take a `FourSideView` — the board and their own hand — so they
//! cannot see the opponent's tiles or the deal's supply.

use super::board::{Board, Fit, Placement, Tile};
use super::game::{FourSideView, Level, HAND_SIZE};
use super::lookahead::{best_after, Frontier};
use rand::Rng;

/// Candidates the expert looks at closely, by immediate score.
const EXPERT_CANDIDATES: usize = 40;
/// Worlds the expert imagines for each candidate.
const EXPERT_SAMPLES: usize = 16;
/// How much the opponent's expected best reply counts against a move.
const REPLY_WEIGHT: f64 = 1.0;
/// How much our own best move after that reply counts for it.
const FOLLOW_UP_WEIGHT: f64 = 0.5;

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

/// Looks three moves ahead over imagined worlds (the same worlds for every candidate, so they
/// are compared fairly): in each, the opponent holds five random tiles and we draw a random
/// tile. A candidate is worth its score, less the best reply the opponent's hand then has,
/// plus part of the best move our hand has after that reply — a square that only our tiles
/// fit is worth keeping open, one that many tiles fit is a gift. The follow-up counts only in
/// part, as the opponent moves again after it.
fn expert(view: &FourSideView, rng: &mut impl Rng) -> Placement {
    let max = view.rules.level.max_value();
    let board = &view.board;
    let mut tile = || {
        let mut side = || rng.random_range(1..=max);
        Tile::new(side(), side(), side(), side())
    };
    let worlds: Vec<([Tile; HAND_SIZE], Tile)> = (0..EXPERT_SAMPLES)
        .map(|_| (std::array::from_fn(|_| tile()), tile()))
        .collect();
    let frontier = Frontier::new(board);
    let replies: Vec<Vec<Option<Fit>>> = worlds
        .iter()
        .map(|(hand, _)| frontier.bests(board, hand))
        .collect();
    let drawn: Vec<Vec<Option<Fit>>> = worlds
        .iter()
        .map(|(_, tile)| frontier.bests(board, std::slice::from_ref(tile)))
        .collect();
    let own: Vec<Vec<Option<Fit>>> = view
        .hand
        .iter()
        .map(|tile| frontier.bests(board, std::slice::from_ref(tile)))
        .collect();
    let mut candidates = view.placements.clone();
    candidates.sort_by_key(|c| -c.score);
    candidates.truncate(EXPERT_CANDIDATES);
    let mut after = board.clone();
    let mut choice = (f64::NEG_INFINITY, candidates[0].placement);
    for c in &candidates {
        let p = c.placement;
        let square = (p.row, p.col);
        after.put(view.hand[p.hand as usize].rotated(p.rotation), p.row, p.col);
        let mut kept: Vec<Tile> = view.hand.clone();
        kept.remove(p.hand as usize);
        let mut total = 0.0;
        for (w, (opponent, next)) in worlds.iter().enumerate() {
            let reply = best_after(&frontier, &after, &[square], opponent, |k| replies[w][k]);
            let mut changed = vec![square];
            if let Some(r) = reply {
                after.put(r.tile, r.row, r.col);
                changed.push((r.row, r.col));
            }
            kept.push(*next);
            let ours = best_after(&frontier, &after, &changed, &kept, |k| {
                let mut best = drawn[w][k];
                for (t, fits) in own.iter().enumerate() {
                    if t != p.hand as usize {
                        if let Some(fit) = fits[k] {
                            if best.is_none_or(|b| fit.score > b.score) {
                                best = Some(fit);
                            }
                        }
                    }
                }
                best
            });
            kept.pop();
            if let Some(r) = reply {
                after.clear(r.row, r.col);
            }
            total += FOLLOW_UP_WEIGHT * ours.map_or(0, |f| f.score) as f64
                - REPLY_WEIGHT * reply.map_or(0, |f| f.score) as f64;
        }
        after.clear(p.row, p.col);
        let value = c.score as f64 + total / worlds.len() as f64;
        if value > choice.0 {
            choice = (value, p);
        }
    }
    choice.1
}
