//! What the solver says about whole deals: how hard a deal is, and the next deal that can be
//! won without a reshuffle (or redeal), with its winning line.

use super::board::{Gaps, Slot};
use super::solver::{solve_with, Budget, Solution, SolveOptions, Verdict};
use super::variant::GapsRules;
use crate::deal::{DealNumber, MAX_DEAL_NUMBER};
use crate::game::Game;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
#[cfg(feature = "ts")]
use ts_rs::TS;

/// How hard a deal's first deal is, once the solver has decided it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum Difficulty {
    /// Winnable, and the search found a win within `EASY_NODES` positions: the winning line
    /// lies near the moves a sensible player tries first.
    Easy,
    /// Winnable within `MEDIUM_NODES` positions.
    Medium,
    /// Winnable, but only after a long search: the win needs unlikely-looking moves.
    Hard,
    /// Cannot be won without a reshuffle (or redeal).
    NeedsReshuffle,
    /// The search did not decide within its budget.
    Unknown,
}

/// Positions searched before a win for a deal to count as easy.
pub const EASY_NODES: u64 = 50_000;
/// Positions searched before a win for a deal to count as medium.
pub const MEDIUM_NODES: u64 = 500_000;

impl Difficulty {
    /// The difficulty a search of a first deal implies. The number of positions the solver
    /// needed measures how far the winning line lies from the moves it (like a player) tries
    /// first: extending runs, keeping gaps open.
    pub fn of(solution: &Solution) -> Difficulty {
        match solution.verdict {
            Verdict::Winnable if solution.nodes <= EASY_NODES => Difficulty::Easy,
            Verdict::Winnable if solution.nodes <= MEDIUM_NODES => Difficulty::Medium,
            Verdict::Winnable => Difficulty::Hard,
            Verdict::Unwinnable => Difficulty::NeedsReshuffle,
            Verdict::Unknown => Difficulty::Unknown,
        }
    }
}

/// The difficulty of `rules`' deal number `deal`, searching its first deal within `budget`.
pub fn deal_difficulty(
    rules: &GapsRules,
    deal: DealNumber,
    budget: Budget,
    cancel: Option<&AtomicBool>,
) -> Difficulty {
    let game = Gaps::new(rules, deal);
    let mut options = rating_options(budget);
    options.cancel = cancel;
    Difficulty::of(&solve_with(&game, &options))
}

/// The search that rates deals. It runs without the loss bound or the safe placing moves:
/// the rating counts the positions a player-like search visits before its win, dead ends
/// and passed-over alternatives included, which those two skip. The finder searches the same
/// way, so that a deal it offers is rated as the same deal typed in.
pub(crate) fn rating_options<'a>(budget: Budget) -> SolveOptions<'a> {
    SolveOptions::new(budget).bounds(false).safe_moves(false)
}

/// A deal proved winnable without a reshuffle (or redeal).
#[derive(Debug, Clone)]
pub struct FoundDeal {
    pub deal: DealNumber,
    /// Moves from the first deal (in Chinese Puzzle, the ace phase included) to the win.
    pub line: Vec<(Slot, Slot)>,
    pub difficulty: Difficulty,
}

/// What the deal finder came back with.
#[derive(Debug, Clone)]
pub enum FindResult {
    Found(FoundDeal),
    /// `deals` deal numbers were searched without a proved win; `next` is where to go on.
    NotFound {
        next: DealNumber,
    },
    /// The cancel flag was raised; `next` is the first deal number not fully searched.
    Cancelled {
        next: DealNumber,
    },
}

/// The first deal number from `start` on (upwards, wrapping after `MAX_DEAL_NUMBER`) whose
/// first deal under `rules` the solver proves winnable within `per_deal`, trying at most
/// `deals` deal numbers. Meant to run off the main thread: raising `cancel` stops it within
/// a few milliseconds.
pub fn find_winnable_deal(
    rules: &GapsRules,
    start: DealNumber,
    per_deal: Budget,
    deals: u64,
    cancel: Option<&AtomicBool>,
) -> FindResult {
    let mut deal = start.min(MAX_DEAL_NUMBER);
    for _ in 0..deals {
        if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            return FindResult::Cancelled { next: deal };
        }
        let game = Gaps::new(rules, deal);
        let mut options = rating_options(per_deal);
        options.cancel = cancel;
        let solution = solve_with(&game, &options);
        if solution.cancelled {
            return FindResult::Cancelled { next: deal };
        }
        if solution.verdict == Verdict::Winnable {
            return FindResult::Found(FoundDeal {
                deal,
                difficulty: Difficulty::of(&solution),
                line: solution.line,
            });
        }
        deal = if deal >= MAX_DEAL_NUMBER { 0 } else { deal + 1 };
    }
    FindResult::NotFound { next: deal }
}

/// A crossroads: a deal's winning line played `prefix` moves in, where the position is still
/// winnable and the legal move `losing` makes it unwinnable. What the app's crossroads warning
/// is for; the CLI finds one for the end-to-end tests and for teaching.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crossroads {
    pub deal: DealNumber,
    pub prefix: Vec<(Slot, Slot)>,
    pub losing: (Slot, Slot),
}

/// The first crossroads from deal `start` on (trying `deals` deal numbers, at most
/// `max_prefix` moves into each winning line) where both verdicts — winnable before the move,
/// unwinnable after — are reached within `nodes` positions, so a quick search (a hint's) sees
/// them too.
pub fn find_crossroads(
    rules: &GapsRules,
    start: DealNumber,
    deals: u64,
    max_prefix: usize,
    nodes: u64,
) -> Option<Crossroads> {
    let verdict = |game: &Gaps| solve_with(game, &SolveOptions::new(Budget::nodes(nodes))).verdict;
    for deal in (start..=MAX_DEAL_NUMBER).take(deals as usize) {
        let mut game = Gaps::new(rules, deal);
        let solution = solve_with(&game, &SolveOptions::new(Budget::nodes(nodes)));
        if solution.verdict != Verdict::Winnable {
            continue;
        }
        for (k, &step) in solution.line.iter().enumerate().take(max_prefix + 1) {
            if !game.in_ace_phase() && verdict(&game) == Verdict::Winnable {
                for mv in game.moves().into_iter().filter(|&m| m != step) {
                    let mut after = game.clone();
                    let played = after.apply(&super::board::GapsAction::Move {
                        from: mv.0,
                        to: mv.1,
                    });
                    if played.is_ok() && verdict(&after) == Verdict::Unwinnable {
                        return Some(Crossroads {
                            deal,
                            prefix: solution.line[..k].to_vec(),
                            losing: mv,
                        });
                    }
                }
            }
            game.apply(&super::board::GapsAction::Move {
                from: step.0,
                to: step.1,
            })
            .expect("the solver's line is legal");
        }
    }
    None
}
