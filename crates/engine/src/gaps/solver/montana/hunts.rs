//! Under the movable-2 rule: narrower searches that hunt for a win first, then the search by
//! the whole rule.
//!
//! Most wins move few heading 2s, and the positions reachable with few such moves are far
//! fewer than all of them. So `solve_with` first hunts for a win moving none (RULES.md §3:
//! every §3 line is a Montana line), then at most one (`TWOS_PHASES`), then for one that sets
//! the 2s out freely while column 0 fills but never brings a 2 from another row to take a 3
//! (`SWITCH_HUNT`), each depth-first on a share of the budget; only then does it search by the
//! whole rule, depth-first, on what is left, and only that search can answer "unwinnable".
//! Measured on 500 first deals (docs/performance-history.md): the §3 phase alone found the
//! wins of 23 of the 96 deals a 40 M-position Montana search had left undecided.
//!
//! Each search hands the next the positions it proved lost after column 0 filled
//! (`Search::stamp`), when it searched all it could: no 2 moves again once they all stand
//! there, so those positions are lost under every hunt's limits and the whole rule alike, and
//! handing them on saves the hunts' repeats of one another and the whole-rule search's of the
//! hunts'. The switch hunt also hands on the other positions it proved lost by the whole rule
//! (its *lost marks*, `Search::marks_lost`).

use super::super::search::{search_carrying, search_once};
use super::super::table::Table;
use super::super::{Budget, Solution, SolveOptions, TwosKeys, Verdict};
use crate::gaps::board::Gaps;
use crate::gaps::variant::Aces;
use std::time::Instant;

/// What each search of `hunt_then_search` hands the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::gaps::solver) enum HandOn {
    /// The positions it proved lost (`solve_with`).
    ProvedLost,
    /// Nothing: each search starts afresh (only to measure what handing on saves).
    #[cfg(test)]
    Nothing,
}

/// `solve_with`: the hunts, then the whole-rule search, each handing on what `hand_on` says.
pub(in crate::gaps::solver) fn hunt_then_search(
    game: &Gaps,
    options: &SolveOptions,
    hand_on: HandOn,
) -> Solution {
    let spec = game.spec();
    let limited = options.twos_limit.is_some() || options.switch_limit.is_some();
    if !options.movable_twos || limited || spec.decks != 1 || spec.aces != Aces::Removed {
        return search_once(game, options);
    }
    let whole = options.budget;
    let started = Instant::now();
    let mut spent = 0;
    let mut best_score = 0;
    let mut carried = None;
    // The switch hunt is a class search: only where the whole-rule search is one too.
    let switch_hunt = (options.twos_keys != TwosKeys::Boards && options.beam.unwrap_or(0) == 0)
        .then_some(SolveOptions {
            switch_limit: Some(SWITCH_HUNT.0),
            ..*options
        });
    let twos_hunts = TWOS_PHASES.iter().map(|&(limit, share)| {
        let hunt = SolveOptions {
            twos_limit: Some(limit),
            beam: Some(0),
            ..*options
        };
        (hunt, share)
    });
    for (hunt, share) in twos_hunts.chain(switch_hunt.map(|h| (h, SWITCH_HUNT.1))) {
        // A share of the whole budget, within what is left of it.
        let budget = Budget {
            nodes: (whole.nodes / share).min(whole.nodes.saturating_sub(spent)),
            time: whole
                .time
                .map(|t| (t / share as u32).min(t.saturating_sub(started.elapsed()))),
        };
        let (phase, table) =
            search_carrying(game, &SolveOptions { budget, ..hunt }, carried.take());
        carried = table
            .filter(|_| hand_on == HandOn::ProvedLost)
            .and_then(Table::lost_only);
        spent += phase.nodes;
        best_score = best_score.max(phase.best_score);
        if phase.verdict == Verdict::Winnable || phase.cancelled {
            return Solution {
                nodes: spent,
                ..phase
            };
        }
    }
    let rest = Budget {
        nodes: whole.nodes.saturating_sub(spent),
        time: whole.time.map(|t| t.saturating_sub(started.elapsed())),
    };
    let (mut montana, _) = search_carrying(
        game,
        &SolveOptions {
            budget: rest,
            ..*options
        },
        carried,
    );
    montana.nodes += spent;
    montana.best_score = montana.best_score.max(best_score);
    montana
}

/// The limits on moved 2s of the first win-hunting phases, and the fraction of the budget
/// each may spend (1/share). A third hunt, moving at most two 2s, found no win the switch
/// hunt does not find too, and missed some it finds (docs/performance-history.md).
const TWOS_PHASES: [(u8, u64); 2] = [(0, 8), (1, 6)];

/// The hunt after `TWOS_PHASES`: by the classes, with at most this many switches
/// (`SolveOptions::switch_limit`), and the fraction of the budget it may spend (1/share; a
/// whole budget: all that is left). Setting the 2s out freely while column 0 fills, it reaches
/// wins that move heading 2s too often for the narrower hunts, in a space far smaller than
/// the whole rule's: the wins of 3347421096519632 and 7103698395697060, which the whole-rule
/// search finds only after 70 M and 133 M positions, took it 4.4 M and 19.9 M. Where it finds
/// nothing it hands on what it proved lost, after column 0 filled as the hunts do and before
/// where no switch was left out, so a loss proof searches little of it twice
/// (docs/performance-history.md).
const SWITCH_HUNT: (u8, u64) = (0, 1);

/// The whole-rule search of `options` after a switch hunt (no switch) that searched all it
/// could without a win, starting with the positions the hunt proved lost; `None` when the
/// hunt won or stopped.
#[cfg(test)]
pub(in crate::gaps::solver) fn whole_rule_after_switch_hunt(
    game: &Gaps,
    options: &SolveOptions,
) -> Option<Solution> {
    let hunt = SolveOptions {
        switch_limit: Some(0),
        ..*options
    };
    let (_, table) = search_carrying(game, &hunt, None);
    Some(search_carrying(game, options, table?.lost_only()).0)
}
