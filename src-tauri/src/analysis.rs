//! The solver's answer as the UI shows it: a hint and "still winnable without a redeal?".

use quadrille_engine::gaps::solver::{solve, Budget, Verdict};
use quadrille_engine::gaps::{Gaps, Slot};
use serde::Serialize;
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
