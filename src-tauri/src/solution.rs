//! "Show a solution" after a lost or given-up Gaps game: the solver's winning line from the
//! start of one of the game's deals, sent as a start board and one small step per move, so the
//! page can replay it (forwards, backwards, at any speed) without asking again.

use quadrille_engine::cards::Card;
use quadrille_engine::gaps::solution::{solve_played_game, SolutionSearch};
use quadrille_engine::gaps::solver::Budget;
use quadrille_engine::gaps::{BoardView, CellView, Gaps, GapsAction, GapsStatus, Slot};
use quadrille_engine::{Game, Record};
use serde::Serialize;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use ts_rs::TS;

use crate::error::{AppCode, CommandError};
use crate::gaps_state::GapsResponse;

/// How long the solver may search the start of each deal of the game (a game has at most a
/// few deals; the player watches a "searching" note and may cancel).
pub const SOLUTION_TIME_PER_DEAL: Duration = Duration::from_secs(4);

/// One move of the winning line, and the cells it changed (the two it touched, and
/// neighbours whose gap kind or "placed" mark changed with it).
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct ReplayStep {
    pub from: Slot,
    pub to: Slot,
    pub card: Card,
    pub cells: Vec<CellView>,
    /// Placed cards after this move.
    pub score: u32,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(export)]
pub enum SolutionOutcome {
    /// A winning line from the start of deal `deal_index` of the game (1 = as dealt).
    Found {
        deal_index: u8,
        start: BoardView,
        steps: Vec<ReplayStep>,
    },
    /// Every deal of the game was proved lost from its start.
    AllLost,
    /// The solver found no win in its time and could not prove every deal lost.
    Unknown,
    /// A newer search of the same game stopped this one.
    Cancelled,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct SolutionAnswer {
    /// The deal number of the game solved.
    #[ts(type = "number")]
    pub deal: u64,
    pub outcome: SolutionOutcome,
    /// The new deal that replaced a game given up; `null` when the game had already ended.
    pub response: Option<GapsResponse>,
}

/// Searches the played game `record` for a winning line (see `solve_played_game`).
pub fn solve_game(
    record: &Record<Gaps>,
    response: Option<GapsResponse>,
    cancel: &AtomicBool,
) -> Result<SolutionAnswer, CommandError> {
    let outcome =
        match solve_played_game(record, Budget::time(SOLUTION_TIME_PER_DEAL), Some(cancel)) {
            SolutionSearch::Found(found) => SolutionOutcome::Found {
                deal_index: found.deal_index,
                start: found.start.view(()),
                steps: replay_steps(&found.start, &found.line)?,
            },
            SolutionSearch::AllLost => SolutionOutcome::AllLost,
            SolutionSearch::Unknown => SolutionOutcome::Unknown,
            SolutionSearch::Cancelled => SolutionOutcome::Cancelled,
        };
    Ok(SolutionAnswer {
        deal: record.deal(),
        outcome,
        response,
    })
}

/// Plays `line` from `start` by the rules, recording what each move changed on the board. A
/// line that does not replay to a win is a solver bug, reported as such rather than shown.
pub fn replay_steps(start: &Gaps, line: &[(Slot, Slot)]) -> Result<Vec<ReplayStep>, CommandError> {
    let bug = |what: String| CommandError::new(AppCode::Internal, what);
    let mut game = start.clone();
    let mut before = game.view(()).cells;
    let mut steps = Vec::with_capacity(line.len());
    for (i, &(from, to)) in line.iter().enumerate() {
        let card = game
            .at(from)
            .ok_or_else(|| bug(format!("solution move {} starts at an empty slot", i + 1)))?;
        game.apply(&GapsAction::Move { from, to })
            .map_err(|e| bug(format!("solution move {} is refused: {}", i + 1, e.message)))?;
        let after = game.view(()).cells;
        let cells = after
            .iter()
            .zip(&before)
            .filter(|(a, b)| a != b)
            .map(|(a, _)| a.clone())
            .collect();
        steps.push(ReplayStep {
            from,
            to,
            card,
            cells,
            score: game.score() as u32,
        });
        before = after;
    }
    if game.status() != GapsStatus::Won {
        return Err(bug("the solution does not end in a win".to_string()));
    }
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::gaps::finder::{find_winnable_deal, FindResult};
    use quadrille_engine::gaps::{GapsRules, GapsVariant};

    #[test]
    fn the_steps_rebuild_every_board_of_the_line() {
        for variant in GapsVariant::ALL {
            let rules = GapsRules::standard(variant);
            let FindResult::Found(found) =
                find_winnable_deal(&rules, 0, Budget::nodes(20_000), 60, None)
            else {
                panic!("{variant:?}: no winnable deal");
            };
            let start = Gaps::new(&rules, found.deal);
            let steps = replay_steps(&start, &found.line).unwrap();
            assert_eq!(steps.len(), found.line.len());
            // Applying each step's cells to the start board gives the engine's board.
            let mut cells = start.view(()).cells;
            let mut game = start.clone();
            for step in &steps {
                for cell in &step.cells {
                    let i = (cell.slot.row * start.spec().columns + cell.slot.col) as usize;
                    cells[i] = cell.clone();
                }
                game.apply(&GapsAction::Move {
                    from: step.from,
                    to: step.to,
                })
                .unwrap();
                assert_eq!(cells, game.view(()).cells);
                assert_eq!(step.score, game.score() as u32);
            }
            assert_eq!(game.status(), GapsStatus::Won);
        }
    }

    #[test]
    fn a_line_that_does_not_win_is_refused() {
        let rules = GapsRules::standard(GapsVariant::SolitaireX);
        let start = Gaps::new(&rules, 1);
        let first = start.moves()[0];
        let err = replay_steps(&start, &[first]).unwrap_err();
        assert_eq!(err.code, crate::error::ErrorCode::App(AppCode::Internal));
        let err = replay_steps(&start, &[(first.1, first.0)]).unwrap_err();
        assert!(err.message.contains("move 1"), "{}", err.message);
    }
}
