//! FourSide rules (RULES.md §4), one test per rule, and properties over random games.

use super::*;
use crate::deal::Deal;
use crate::game::Game;
use crate::game::{RuleCode, RuleDetail, RuleError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn rules(level: Level, size: u8) -> FourSideRules {
    FourSideRules { level, size }
}

/// An empty 7×7 board with no special squares, plus tiles at the given places.
fn board(tiles: &[((u8, u8), Tile)]) -> Board {
    let mut b = Board {
        size: 7,
        tiles: vec![None; 49],
        squares: vec![Square::Plain; 49],
    };
    for &((r, c), t) in tiles {
        b.put(t, r, c);
    }
    b
}

fn place(hand: u8, rotation: u8, row: u8, col: u8) -> FourSideAction {
    FourSideAction::Place(Placement {
        hand,
        rotation,
        row,
        col,
    })
}

const T: fn(u8, u8, u8, u8) -> Tile = Tile::new;

#[test]
fn levels_set_the_range_of_the_numbers() {
    for level in Level::ALL {
        let game = FourSide::new(&rules(level, 9), Deal::Number(4));
        let max = level.max_value();
        let mut seen = Vec::new();
        for tile in game.hand(0).iter().chain(game.hand(1)) {
            for side in 0..4 {
                seen.push(tile.side(side));
            }
        }
        assert!(
            seen.iter().all(|&v| (1..=max).contains(&v)),
            "{level:?}: {seen:?}"
        );
    }
    assert_eq!(
        Level::ALL.map(Level::max_value),
        [3, 5, 7, 9],
        "beginner, intermediate, advanced, expert"
    );
}

#[test]
fn the_board_is_odd_from_7_to_11_with_the_primer_in_the_centre() {
    for size in [7, 9, 11] {
        assert!(rules(Level::Expert, size).validate().is_ok());
        let game = FourSide::new(&rules(Level::Expert, size), Deal::Number(8));
        let c = size / 2;
        assert!(game.board().at(c, c).is_some(), "primer in the centre");
        assert_eq!(game.board().tiles.iter().flatten().count(), 1);
    }
    for size in [5, 8, 13] {
        assert!(rules(Level::Expert, size).validate().is_err());
    }
    assert_eq!(FourSideRules::default().size, 9);
}

#[test]
fn bonus_and_minus_squares_are_point_symmetric_and_apart() {
    for deal in 0..50 {
        let game = FourSide::new(&rules(Level::Advanced, 9), deal.into());
        let squares = &game.board().squares;
        let n = squares.len();
        let count = |kind| squares.iter().filter(|&&s| s == kind).count();
        assert_eq!(count(Square::Bonus), SPECIAL_SQUARES);
        assert_eq!(count(Square::Minus), SPECIAL_SQUARES);
        assert_eq!(squares[n / 2], Square::Plain, "never the centre");
        for i in 0..n {
            assert_eq!(
                squares[i],
                squares[n - 1 - i],
                "deal {deal}: symmetric about the centre"
            );
        }
    }
    let a = FourSide::new(&rules(Level::Advanced, 9), Deal::Number(1));
    let b = FourSide::new(&rules(Level::Advanced, 9), Deal::Number(2));
    assert_ne!(
        a.board().squares,
        b.board().squares,
        "drawn from the deal number"
    );
}

#[test]
fn hands_hold_five_and_are_refilled_after_each_move() {
    let mut game = FourSide::new(&rules(Level::Beginner, 9), Deal::Number(3));
    assert_eq!((game.hand(0).len(), game.hand(1).len()), (5, 5));
    for _ in 0..6 {
        let Some(FourSideAction::Place(p)) = game.legal_actions().first().cloned() else {
            break;
        };
        let mover = game.turn();
        game.apply(&FourSideAction::Place(p)).unwrap();
        assert_eq!(game.hand(mover).len(), HAND_SIZE);
    }
}

#[test]
fn rotation_turns_clockwise() {
    let t = T(1, 2, 3, 4);
    assert_eq!(
        t.rotated(1),
        T(4, 1, 2, 3),
        "the left number comes to the top"
    );
    assert_eq!(t.rotated(2), T(3, 4, 1, 2));
    assert_eq!(t.rotated(4), t);
}

#[test]
fn a_tile_must_touch_and_match_on_every_touching_side() {
    let b = board(&[((3, 3), T(5, 6, 7, 8))]);
    // One side: the new tile's left meets the primer's right (6).
    assert_eq!(b.score(T(1, 1, 1, 6), 3, 4), Ok(6));
    assert_eq!(
        b.score(T(1, 1, 1, 5), 3, 4),
        Err(FourSideWhy::Mismatch {
            side: 3,
            shows: 5,
            facing: 6
        })
    );
    // Not touching, or on a tile, or off the board.
    assert_eq!(b.score(T(1, 1, 1, 1), 0, 0), Err(FourSideWhy::Alone));
    assert_eq!(b.score(T(5, 6, 7, 8), 3, 3), Err(FourSideWhy::Occupied));
    assert!(matches!(
        b.score(T(5, 6, 7, 8), 9, 3),
        Err(FourSideWhy::OffBoard { row: 9, .. })
    ));
}

#[test]
fn scoring_example_from_the_rules() {
    // A gap with three neighbours showing 8 (above), 1 (right) and 3 (left): (8+1+3)×3 = 36.
    let b = board(&[
        ((2, 3), T(9, 9, 8, 9)),
        ((3, 4), T(9, 9, 9, 1)),
        ((3, 2), T(9, 3, 9, 9)),
    ]);
    assert_eq!(b.score(T(8, 1, 5, 3), 3, 3), Ok(36));
    // Two sides and four sides.
    let b2 = board(&[((2, 3), T(9, 9, 2, 9)), ((3, 4), T(9, 9, 9, 4))]);
    assert_eq!(b2.score(T(2, 4, 7, 7), 3, 3), Ok((2 + 4) * 2));
    let b4 = board(&[
        ((2, 3), T(0, 0, 1, 0)),
        ((3, 4), T(0, 0, 0, 2)),
        ((4, 3), T(3, 0, 0, 0)),
        ((3, 2), T(0, 4, 0, 0)),
    ]);
    assert_eq!(b4.score(T(1, 2, 3, 4), 3, 3), Ok(10 * 4));
}

#[test]
fn bonus_and_minus_squares_add_or_take_20() {
    let mut b = board(&[((3, 3), T(5, 6, 7, 8))]);
    let right = b.index(3, 4).unwrap();
    let left = b.index(3, 2).unwrap();
    b.squares[right] = Square::Bonus;
    b.squares[left] = Square::Minus;
    assert_eq!(b.score(T(1, 1, 1, 6), 3, 4), Ok(6 + 20));
    assert_eq!(b.score(T(1, 8, 1, 1), 3, 2), Ok(8 - 20));
}

#[test]
fn a_total_never_drops_below_zero() {
    let mut b = board(&[((3, 3), T(5, 6, 7, 8))]);
    let left = b.index(3, 2).unwrap();
    b.squares[left] = Square::Minus;
    let hands = [vec![T(1, 8, 1, 1); 5], vec![T(1, 1, 1, 6); 5]];
    let mut game = FourSide::from_parts(rules(Level::Expert, 7), b, hands, 0, [5, 0]);
    let events = game.apply(&place(0, 0, 3, 2)).unwrap();
    assert_eq!(
        events[0],
        FourSideEvent::Placed {
            player: 0,
            tile: T(1, 8, 1, 1),
            row: 3,
            col: 2,
            score: -12,
            total: 0
        }
    );
    assert_eq!(game.scores(), vec![0, 0]);
}

#[test]
fn an_illegal_placement_is_refused_with_the_reason_and_changes_nothing() {
    let mut game = FourSide::new(&rules(Level::Expert, 9), Deal::Number(10));
    let before = game.clone();
    let far = place(0, 0, 0, 0);
    let err = game.apply(&far).unwrap_err();
    assert_eq!(err.code, RuleCode::DoesNotFit);
    assert_eq!(err.detail, Some(RuleDetail::Misfit(FourSideWhy::Alone)));
    assert_eq!(game, before);
    assert_eq!(
        game.apply(&place(9, 0, 4, 5)).unwrap_err().code,
        RuleCode::NoTile
    );
    assert_eq!(
        game.apply(&place(0, 4, 4, 5)).unwrap_err().code,
        RuleCode::BadRotation
    );
    assert_eq!(game, before);
}

#[test]
fn a_misfit_names_the_side_and_both_numbers() {
    // A 5 above (its bottom shows 2) and a 3 on the right (its left shows 6).
    let b = board(&[((2, 3), T(5, 5, 2, 5)), ((3, 4), T(3, 3, 3, 6))]);
    assert_eq!(b.score(T(2, 6, 0, 0), 3, 3), Ok((2 + 6) * 2));
    assert_eq!(
        b.score(T(2, 7, 0, 0), 3, 3),
        Err(FourSideWhy::Mismatch {
            side: 1,
            shows: 7,
            facing: 6
        })
    );
    assert_eq!(
        b.score(T(4, 6, 0, 0), 3, 3),
        Err(FourSideWhy::Mismatch {
            side: 0,
            shows: 4,
            facing: 2
        })
    );
    assert_eq!(b.score(T(1, 1, 1, 1), 2, 3), Err(FourSideWhy::Occupied));
    assert_eq!(b.score(T(1, 1, 1, 1), 0, 0), Err(FourSideWhy::Alone));
    assert_eq!(
        b.score(T(1, 1, 1, 1), 7, 2),
        Err(FourSideWhy::OffBoard {
            row: 7,
            col: 2,
            size: 7
        })
    );
    // On the wire: the code and the typed detail, never words.
    let refusal = RuleError::with_detail(
        RuleCode::DoesNotFit,
        RuleDetail::Misfit(FourSideWhy::Mismatch {
            side: 3,
            shows: 1,
            facing: 2,
        }),
    );
    assert_eq!(
        serde_json::to_value(&refusal).unwrap(),
        serde_json::json!({
            "code": "does_not_fit",
            "detail": { "misfit": { "why": "mismatch", "side": 3, "shows": 1, "facing": 2 } }
        })
    );
    let plain = RuleError::new(RuleCode::NoTile, "no such tile");
    assert_eq!(
        serde_json::to_value(&plain).unwrap(),
        serde_json::json!({ "code": "no_tile" })
    );
}

#[test]
fn a_player_who_cannot_move_forfeits_and_keeps_the_hand() {
    // Player 1's tiles all show 9s and fit nowhere; player 0 can keep playing 1s.
    let b = board(&[((3, 3), T(1, 1, 1, 1))]);
    let hands = [vec![T(1, 1, 1, 1); 5], vec![T(9, 9, 9, 9); 5]];
    let mut game = FourSide::from_parts(rules(Level::Expert, 7), b, hands, 0, [0, 0]);
    let events = game.apply(&place(0, 0, 3, 4)).unwrap();
    assert!(events.contains(&FourSideEvent::Forfeited { player: 1 }));
    assert_eq!(game.turn(), 0, "the turn comes back");
    assert_eq!(
        game.hand(1),
        &[T(9, 9, 9, 9); 5],
        "the forfeiting player keeps the hand"
    );
}

#[test]
fn the_game_ends_when_neither_can_move() {
    // A 7×7 board full but for two squares. (0,0) takes a tile of 1s; (6,6) sits between
    // sides showing 0, which no tile (numbers from 1 up) can ever match. Once (0,0) is filled
    // nobody can move, whatever tiles are drawn, although the board is not full.
    let mut b = board(&[]);
    for r in 0..7 {
        for c in 0..7 {
            if (r, c) != (0, 0) && (r, c) != (6, 6) {
                b.put(T(1, 1, 1, 1), r, c);
            }
        }
    }
    b.put(T(1, 1, 0, 1), 5, 6);
    b.put(T(1, 0, 1, 1), 6, 5);
    let hands = [vec![T(1, 1, 1, 1); 5], vec![T(1, 1, 1, 1); 5]];
    let mut game = FourSide::from_parts(rules(Level::Expert, 7), b, hands, 0, [30, 4]);
    assert!(!game.is_over());
    let events = game.apply(&place(0, 0, 0, 0)).unwrap();
    assert!(!game.board().is_full());
    assert!(events.contains(&FourSideEvent::Forfeited { player: 1 }));
    assert_eq!(
        events.last(),
        Some(&FourSideEvent::GameOver {
            winner: Some(0),
            scores: [30 + 4, 4]
        })
    );
    assert!(game.is_over());
    assert_eq!(game.legal_actions(), vec![]);
    assert_eq!(
        game.apply(&place(0, 0, 6, 6)).unwrap_err().code,
        RuleCode::GameOver
    );
}

#[test]
fn the_game_ends_when_the_board_is_full() {
    // A 7×7 board full but for one corner; both players hold tiles of 1s.
    let mut b = board(&[]);
    for r in 0..7 {
        for c in 0..7 {
            if (r, c) != (0, 0) {
                b.put(T(1, 1, 1, 1), r, c);
            }
        }
    }
    let hands = [vec![T(1, 1, 1, 1); 5], vec![T(1, 1, 1, 1); 5]];
    let mut game = FourSide::from_parts(rules(Level::Beginner, 7), b, hands, 1, [10, 12]);
    let events = game.apply(&place(2, 0, 0, 0)).unwrap();
    assert_eq!(
        events.last(),
        Some(&FourSideEvent::GameOver {
            winner: Some(1),
            scores: [10, 16]
        })
    );
    assert!(game.is_over());
}

#[test]
fn a_tie_has_no_winner() {
    let mut b = board(&[]);
    for r in 0..7 {
        for c in 0..7 {
            if (r, c) != (0, 0) {
                b.put(T(1, 1, 1, 1), r, c);
            }
        }
    }
    let hands = [vec![T(1, 1, 1, 1); 5], vec![T(1, 1, 1, 1); 5]];
    let mut game = FourSide::from_parts(rules(Level::Beginner, 7), b, hands, 0, [12, 16]);
    let events = game.apply(&place(0, 0, 0, 0)).unwrap();
    assert!(matches!(
        events.last(),
        Some(FourSideEvent::GameOver { winner: None, .. })
    ));
}

#[test]
fn three_hints_per_player_each_a_legal_move() {
    let mut game = FourSide::new(&rules(Level::Beginner, 9), Deal::Number(21));
    let player = game.turn();
    for left in (0..3).rev() {
        let events = game.apply(&FourSideAction::Hint).unwrap();
        let FourSideEvent::HintShown { placement, .. } = events[0] else {
            panic!("{events:?}")
        };
        assert!(game
            .legal_actions()
            .contains(&FourSideAction::Place(placement)));
        assert_eq!(game.hints_left(player), left);
    }
    let before = game.clone();
    assert_eq!(
        game.apply(&FourSideAction::Hint).unwrap_err().code,
        RuleCode::NoHints
    );
    assert_eq!(game, before);
    assert!(!game.legal_actions().contains(&FourSideAction::Hint));
}

#[test]
fn a_view_shows_only_the_seats_own_hand() {
    let game = FourSide::new(&rules(Level::Expert, 9), Deal::Number(5));
    for seat in 0..2u8 {
        let view = game.view(seat);
        assert_eq!(view.hand, game.hand(seat));
        assert_eq!(view.opponent_hand_size, 5);
        let json = serde_json::to_string(&view).unwrap();
        let theirs = serde_json::to_string(game.hand(1 - seat)).unwrap();
        assert!(!json.contains(&theirs[1..theirs.len() - 1]));
        assert_eq!(view.placements.is_empty(), seat != game.turn());
    }
}

// Random play to the end, with save → load and views checked at every step, is the
// conformance test every game shares: crates/engine/tests/conformance.rs.

#[test]
fn computer_players_make_legal_moves_at_every_level() {
    for level in Level::ALL {
        let mut game = FourSide::new(&rules(level, 9), Deal::Number(33));
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut moves = 0;
        while !game.is_over() && moves < 30 {
            let view = game.view(game.turn());
            let p = bot::choose(&view, level, &mut rng).expect("the player to move can move");
            game.apply(&FourSideAction::Place(p)).unwrap();
            moves += 1;
        }
    }
}

#[test]
fn computer_players_do_not_peek_at_the_other_hand() {
    // Two games that differ only in the hidden hand of player 1 get the same decision.
    let game = FourSide::new(&rules(Level::Expert, 9), Deal::Number(12));
    let me = game.turn();
    let mut hands = [game.hand(0).to_vec(), game.hand(1).to_vec()];
    hands[1 - me as usize] = vec![T(9, 9, 9, 9); 5];
    let other = FourSide::from_parts(*game.rules(), game.board().clone(), hands, me, [0, 0]);
    for level in Level::ALL {
        let a = bot::choose(&game.view(me), level, &mut ChaCha8Rng::seed_from_u64(5));
        let b = bot::choose(&other.view(me), level, &mut ChaCha8Rng::seed_from_u64(5));
        assert_eq!(a, b, "{level:?}");
    }
}

#[test]
fn the_expert_avoids_opening_a_bonus_square() {
    // Two equal-scoring moves: one leaves a bonus square next to the new tile, one does not.
    let mut b = board(&[((3, 3), T(2, 2, 2, 2))]);
    let near_right = b.index(3, 5).unwrap();
    b.squares[near_right] = Square::Bonus;
    let view = FourSideView {
        seat: 0,
        rules: rules(Level::Expert, 7),
        board: b.clone(),
        hand: vec![T(2, 2, 2, 2)],
        opponent_hand_size: 5,
        to_move: 0,
        scores: [0, 0],
        hints_left: [3, 3],
        over: false,
        winner: None,
        placements: b
            .placements(&[T(2, 2, 2, 2)])
            .into_iter()
            .map(|(placement, score)| ScoredPlacement { placement, score })
            .collect(),
    };
    for seed in 0..5 {
        let p = bot::choose(&view, Level::Expert, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
        assert_ne!(
            (p.row, p.col),
            (3, 4),
            "placing at (3,4) would open the bonus at (3,5)"
        );
    }
}

#[test]
fn a_tile_placed_at_row_or_column_255_is_refused_not_a_panic() {
    // Once worded here with the square counted from 1, where 255 + 1 overflowed a u8 (a panic
    // in debug builds). Found by `quadrille-cli soak`; the page now adds the 1.
    let b = board(&[((3, 3), T(5, 6, 7, 8))]);
    let off = |row, col| Err(FourSideWhy::OffBoard { row, col, size: 7 });
    assert_eq!(b.score(T(1, 1, 1, 1), 255, 255), off(255, 255));
    let mut game = FourSide::new(&rules(Level::Beginner, 7), Deal::Number(5));
    let before = game.clone();
    let err = game.apply(&place(0, 0, 2, 255)).unwrap_err();
    assert_eq!(
        err.detail,
        Some(RuleDetail::Misfit(off(2, 255).unwrap_err()))
    );
    assert_eq!(game, before);
}
