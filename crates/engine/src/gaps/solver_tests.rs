//! The solver's answers checked against the rules and against exhaustive search.

use super::solver::{solve, Budget, Verdict};
use super::*;
use crate::cards::{Card, Suit, KING};
use crate::deal;
use crate::game::Game;
use std::collections::HashSet;

/// Plays `line` on a copy of `game` and says whether it wins.
fn replays_to_a_win(game: &Gaps, line: &[(Slot, Slot)]) -> bool {
    let mut game = game.clone();
    for &(from, to) in line {
        if game.apply(&GapsAction::Move { from, to }).is_err() {
            return false;
        }
    }
    game.status() == GapsStatus::Won
}

/// Plain exhaustive search over whole boards, no canonical forms, no move ordering.
fn brute_force_winnable(game: &Gaps, seen: &mut HashSet<Vec<Option<Card>>>) -> bool {
    if game.status() == GapsStatus::Won {
        return true;
    }
    if !seen.insert(game.board().to_vec()) {
        return false;
    }
    game.moves().into_iter().any(|(from, to)| {
        let mut next = game.clone();
        next.apply(&GapsAction::Move { from, to }).unwrap();
        brute_force_winnable(&next, seen)
    })
}

/// A SolitaireX position whose rows keep a placed prefix, with the other cards and the four
/// gaps scattered over the remaining slots: small enough to search exhaustively.
fn small_position(seed: u64) -> Gaps {
    let mut rng = deal::stream(seed, 99);
    let spec = GapsVariant::SolitaireX.spec();
    let cols = spec.columns as usize;
    let mut board: Vec<Option<Card>> = vec![None; spec.slots()];
    let mut loose: Vec<Option<Card>> = Vec::new();
    let mut free_slots = Vec::new();
    for (row, suit) in Suit::ALL.iter().enumerate() {
        let keep = 7 + rng.below(5) as usize; // 7..=11 cards stay placed
        for col in 0..cols {
            let card = (col < 12).then(|| Card::new(col as u8 + 2, *suit));
            if col < keep {
                board[row * cols + col] = card;
            } else {
                loose.push(card);
                free_slots.push(row * cols + col);
            }
        }
    }
    rng.shuffle(&mut loose);
    for (slot, card) in free_slots.into_iter().zip(loose) {
        board[slot] = card;
    }
    Gaps::from_board(GapsVariant::SolitaireX, seed, board, 3)
}

#[test]
fn every_solution_replays_to_a_win() {
    let mut found = 0;
    for seed in 0..40 {
        let game = small_position(seed);
        let solution = solve(&game, Budget::nodes(200_000));
        if solution.verdict == Verdict::Winnable {
            found += 1;
            assert!(replays_to_a_win(&game, &solution.line), "seed {seed}");
            assert_eq!(solution.hint, solution.line.first().copied());
        }
    }
    assert!(found >= 5, "only {found} small positions were winnable");
}

#[test]
fn unwinnable_is_only_said_of_positions_that_cannot_be_won() {
    let (mut yes, mut no) = (0, 0);
    for seed in 0..60 {
        let game = small_position(seed);
        let solution = solve(&game, Budget::nodes(1_000_000));
        assert_ne!(
            solution.verdict,
            Verdict::Unknown,
            "seed {seed}: small positions finish"
        );
        let truth = brute_force_winnable(&game, &mut HashSet::new());
        assert_eq!(solution.verdict == Verdict::Winnable, truth, "seed {seed}");
        if truth {
            yes += 1
        } else {
            no += 1
        }
    }
    assert!(
        yes > 0 && no > 0,
        "the sample has both kinds ({yes} winnable, {no} not)"
    );
}

#[test]
fn a_tiny_budget_answers_unknown_never_unwinnable() {
    for seed in 0..20 {
        let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), seed);
        let solution = solve(&game, Budget::nodes(3));
        assert_ne!(solution.verdict, Verdict::Unwinnable, "deal {seed}");
        if let Some((from, to)) = solution.hint {
            assert!(
                game.moves().contains(&(from, to)),
                "the hint is a legal move"
            );
        }
    }
}

#[test]
fn the_hint_prefers_the_move_that_wins() {
    // Row 0 needs only its K♣, which sits at the end of row 1 behind a gap; the other rows are
    // done. Two moves are legal (K♣ → (0,11), or Q♥ of row 2 nowhere); the hint places the K♣.
    let spec = GapsVariant::SolitaireX.spec();
    let cols = spec.columns as usize;
    let mut board: Vec<Option<Card>> = vec![None; spec.slots()];
    for (row, suit) in Suit::ALL.iter().enumerate() {
        for col in 0..12 {
            board[row * cols + col] = Some(Card::new(col as u8 + 2, *suit));
        }
    }
    board[11] = None;
    board[cols + 12] = Some(Card::new(KING, Suit::Clubs));
    let game = Gaps::from_board(GapsVariant::SolitaireX, 0, board, 1);
    let solution = solve(&game, Budget::nodes(1000));
    assert_eq!(solution.verdict, Verdict::Winnable);
    assert_eq!(solution.hint, Some((Slot::new(1, 12), Slot::new(0, 11))));
}

#[test]
fn chinese_puzzle_deals_are_searched_through_the_ace_phase() {
    for seed in 0..3 {
        let game = Gaps::new(&GapsRules::standard(GapsVariant::ChinesePuzzle), seed);
        let solution = solve(&game, Budget::nodes(20_000));
        let (from, to) = solution.hint.expect("a hint");
        assert_eq!(to.col, 0, "the ace phase comes first");
        assert!(game.moves().contains(&(from, to)));
        if solution.verdict == Verdict::Winnable {
            assert!(replays_to_a_win(&game, &solution.line));
        }
    }
}
