//! "Show a solution" for a game already played (lost or given up): a winning line from the
//! start of one of its deals. The solver tries the deals in the order the player met them — as
//! dealt, then after each reshuffle (or redeal) — because a line from the very first position
//! is the answer a player wants most, and a later deal's start is what they saw last.

use super::board::{Gaps, GapsAction, Slot};
use super::solver::{solve_with, Budget, SolveOptions, Verdict};
use crate::game::{Game, Record};
use std::sync::atomic::{AtomicBool, Ordering};

/// A winning line for one deal of a played game.
#[derive(Debug, Clone)]
pub struct GameSolution {
    /// The deal of the game the line starts from: 1 as dealt, 2 after the first reshuffle, …
    pub deal_index: u8,
    /// The position at that deal's start (in Chinese Puzzle, before the aces were placed when
    /// `deal_index` is 1).
    pub start: Gaps,
    /// Moves that win from `start` without a further reshuffle.
    pub line: Vec<(Slot, Slot)>,
}

/// What the search for a played game's solution found.
#[derive(Debug, Clone)]
pub enum SolutionSearch {
    Found(GameSolution),
    /// The start of every deal of the game was proved lost (without a further reshuffle).
    AllLost,
    /// No win was found and some deal's start stayed undecided within the budget.
    Unknown,
    /// The cancel flag was raised before a win was found.
    Cancelled,
}

/// The position at the start of each deal of a recorded game: as dealt, then right after each
/// reshuffle (or redeal), in the order they were played.
pub fn deal_starts(record: &Record<Gaps>) -> Vec<Gaps> {
    let mut game = Gaps::new(record.rules(), record.deal());
    let mut starts = vec![game.clone()];
    for action in record.actions() {
        // The record holds only actions the rules accepted, so a replay cannot fail; if it ever
        // did, the starts found so far are still real positions of this game.
        if game.apply(action).is_err() {
            break;
        }
        if *action == GapsAction::Reshuffle {
            starts.push(game.clone());
        }
    }
    starts
}

/// Searches the starts of the recorded game's deals, first deal first, each within `per_deal`,
/// and returns the first winning line found. Meant to run off the main thread: raising
/// `cancel` stops it within a few milliseconds.
pub fn solve_played_game(
    record: &Record<Gaps>,
    per_deal: Budget,
    cancel: Option<&AtomicBool>,
) -> SolutionSearch {
    let mut undecided = false;
    for (i, start) in deal_starts(record).into_iter().enumerate() {
        if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            return SolutionSearch::Cancelled;
        }
        let mut options = SolveOptions::new(per_deal);
        options.cancel = cancel;
        let solution = solve_with(&start, &options);
        match solution.verdict {
            Verdict::Winnable => {
                return SolutionSearch::Found(GameSolution {
                    deal_index: i as u8 + 1,
                    start,
                    line: solution.line,
                })
            }
            _ if solution.cancelled => return SolutionSearch::Cancelled,
            Verdict::Unknown => undecided = true,
            Verdict::Unwinnable => {}
        }
    }
    if undecided {
        SolutionSearch::Unknown
    } else {
        SolutionSearch::AllLost
    }
}
