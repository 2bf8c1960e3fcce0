//! The solver's answer as the UI shows it: a hint, "still winnable without a redeal?", a
//! deal's difficulty, and deals proved winnable for the "winnable deals only" setting.

use quadrille_engine::gaps::finder::{deal_difficulty, find_winnable_deal, Difficulty, FindResult};
use quadrille_engine::gaps::solver::{solve, Budget, Verdict};
use quadrille_engine::gaps::{Gaps, GapsRules, Slot};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use ts_rs::TS;

/// Well under the 200 ms a hint may take: on a loaded 2-core machine the search thread may
/// wait for a core, and the IPC round trip comes on top.
pub const ANALYSIS_TIME: Duration = Duration::from_millis(120);

#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct HintMove {
    pub from: Slot,
    pub to: Slot,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct Analysis {
    /// The state version this analysis belongs to.
    #[ts(type = "number")]
    pub version: u64,
    pub verdict: Verdict,
    /// The move the search prefers; `null` when nothing can move.
    pub hint: Option<HintMove>,
    /// The most cards the search managed to place from here.
    pub best_score: u32,
}

pub fn analyse(version: u64, game: &Gaps) -> Analysis {
    let solution = solve(game, Budget::time(ANALYSIS_TIME));
    Analysis {
        version,
        verdict: solution.verdict,
        hint: solution.hint.map(|(from, to)| HintMove { from, to }),
        best_score: solution.best_score as u32,
    }
}

/// What the solver knows of a deal number's first deal: shown next to the deal number.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct DealInfo {
    /// Below 2^53, so a JSON number carries it exactly.
    #[ts(type = "number")]
    pub deal: u64,
    pub difficulty: Difficulty,
}

/// How long the app searches a deal to rate it (in the background; the game is playable).
pub const DEAL_INFO_TIME: Duration = Duration::from_secs(3);
/// "Winnable deals only": each candidate deal gets this long, and this many are tried.
pub const FIND_TIME_PER_DEAL: Duration = Duration::from_millis(1500);
pub const FIND_DEALS: u64 = 40;

/// At most one background search (rating or finding a deal) per game: starting one cancels
/// the one before, so a player who moves on never waits behind a stale search.
#[derive(Default)]
pub struct Searches {
    running: Mutex<BTreeMap<&'static str, Arc<AtomicBool>>>,
}

impl Searches {
    /// A cancel flag for a new search of `game`, the previous one's flag raised.
    pub fn start(&self, game: &'static str) -> Arc<AtomicBool> {
        let flag = Arc::new(AtomicBool::new(false));
        let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(old) = running.insert(game, flag.clone()) {
            old.store(true, Ordering::Relaxed);
        }
        flag
    }

    /// Stops `game`'s background search, if one runs.
    pub fn cancel(&self, game: &'static str) {
        let running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(flag) = running.get(game) {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

/// Rates deal `deal` under `rules` (its first deal, no reshuffle or redeal).
pub fn deal_info(rules: &GapsRules, deal: u64, cancel: &AtomicBool) -> DealInfo {
    DealInfo {
        deal,
        difficulty: deal_difficulty(rules, deal, Budget::time(DEAL_INFO_TIME), Some(cancel)),
    }
}

/// A deal from `start` on proved winnable without a reshuffle, or `None` when none of the
/// `FIND_DEALS` tried was (or the search was cancelled).
pub fn find_deal(rules: &GapsRules, start: u64, cancel: &AtomicBool) -> Option<DealInfo> {
    match find_winnable_deal(
        rules,
        start,
        Budget::time(FIND_TIME_PER_DEAL),
        FIND_DEALS,
        Some(cancel),
    ) {
        FindResult::Found(found) => Some(DealInfo {
            deal: found.deal,
            difficulty: found.difficulty,
        }),
        FindResult::NotFound { .. } | FindResult::Cancelled { .. } => None,
    }
}
