//! The state `apply` keeps up to date (key, runs, placed cells, score) must always equal the
//! state recomputed from the board alone, or the table and the goal test go wrong silently.

use crate::deal;
use crate::game::Game;
use crate::gaps::solver::state::{Search, Step};
use crate::gaps::solver::{Budget, SolveOptions, TwosKeys};
use crate::gaps::variant::{GapsRules, GapsVariant};
use crate::gaps::Gaps;

/// Everything `apply` keeps up to date.
type Kept = (
    u128,
    [u8; 8],
    u128,
    usize,
    [u128; 8],
    u128,
    (usize, usize),
    [[u64; 4]; 16],
);
/// The key as the search reads it, then everything else with the class hashes left
/// stale brought up to date (`Search::reclass`).
fn kept(search: &mut Search) -> Kept {
    let key = search.key();
    search.refresh_rows(search.montana.stale_classes);
    (
        key,
        search.board.run,
        search.board.placed_cells,
        search.board.score,
        search.keys.row_hash,
        search.montana.class_sum,
        (search.montana.col0_gaps, search.montana.col0_twos),
        search.board.card_cells,
    )
}

/// Random walks of the search's steps, each checked against the recomputed state, with
/// every child's key (computed without moving) checked against the key after the step.
fn walk(game: &Gaps, movable_twos: bool, classes: bool, seed: u64) {
    let options = SolveOptions::new(Budget::nodes(1))
        .movable_twos(movable_twos)
        .twos_keys(if classes {
            TwosKeys::OpenRows
        } else {
            TwosKeys::Boards
        })
        .beam(0);
    let mut search = Search::new(game, &options);
    assert_eq!(search.montana.classes, movable_twos && classes);
    let mut rng = deal::stream(seed, 7);
    let mut marks = Vec::new();
    for step in 0..400 {
        let start = search.moves.len();
        search.push_steps();
        let steps: Vec<Step> = search.moves.drain(start..).collect();
        for &s in &steps {
            let predicted = search.child_key(s);
            let mark = search.line.len();
            search.play(s);
            assert_eq!(predicted, search.key(), "child key of {s:?} at step {step}");
            search.undo_to(mark);
        }
        // Mostly forward, sometimes back, so undo is walked too.
        if steps.is_empty() || (!marks.is_empty() && rng.below(4) == 0) {
            let Some(mark) = marks.pop() else { break };
            search.undo_to(mark);
        } else {
            marks.push(search.line.len());
            search.play(steps[rng.below(steps.len() as u64) as usize]);
        }
        let before = kept(&mut search);
        let cells = search.board.cells;
        search.load(&cells); // everything recomputed from the board alone
        assert_eq!(before, kept(&mut search), "after step {step}");
    }
}

#[test]
fn keys_runs_and_scores_kept_move_by_move_match_the_board() {
    for seed in 0..12 {
        let sx = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), seed);
        walk(&sx, false, false, seed);
        walk(&sx, true, false, seed);
        walk(&sx, true, true, seed);
        let cp = Gaps::new(&GapsRules::standard(GapsVariant::ChinesePuzzle), seed);
        walk(&cp, false, false, seed);
    }
}
