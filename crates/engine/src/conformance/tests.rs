//! Each check catches what it is there to catch.

use super::*;
use crate::deal::Deal;
use crate::fourside::FourSideRules;
use crate::gaps::{GapsRules, GapsVariant};
use crate::soi::SoiRules;
#[test]
fn a_gaps_board_with_a_card_twice_is_caught() {
    let good = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), 11);
    assert_eq!(check_gaps(&good, &good.view(())), Ok(()));
    let mut board = good.board().to_vec();
    let first = board.iter().position(Option::is_some).unwrap();
    let other = board.iter().rposition(Option::is_some).unwrap();
    board[other] = board[first];
    let bad = Gaps::from_board(GapsVariant::SolitaireX, 11, board, 1);
    let why = check_gaps(&bad, &bad.view(())).unwrap_err();
    assert!(why.contains("cards not conserved"), "{why}");
}

#[test]
fn a_gaps_view_of_another_position_is_caught() {
    let rules = GapsRules::standard(GapsVariant::SolitaireX);
    let game = Gaps::new(&rules, 11);
    let other = Gaps::new(&rules, 12);
    let why = check_gaps(&game, &other.view(())).unwrap_err();
    assert!(why.contains("view"), "{why}");
}

#[test]
fn a_soi_card_in_two_hands_is_caught() {
    let deck = crate::cards::decks(1);
    // Dealt round the table from the sorted deck: 13 cards each, no four of a kind. Then seat 1
    // is given a copy of seat 0's first card.
    let mut hands: [Vec<Card>; SEATS] = std::array::from_fn(|s| {
        deck.iter()
            .enumerate()
            .filter(|(i, _)| i % SEATS == s)
            .map(|(_, &c)| c)
            .collect()
    });
    let rules = SoiRules::default();
    let good = Soi::from_hands(rules, hands.clone(), 0);
    assert_eq!(check_soi(&good, [0; SEATS]), Ok(()));
    hands[1][0] = hands[0][0];
    let bad = Soi::from_hands(rules, hands, 0);
    let why = check_soi(&bad, [0; SEATS]).unwrap_err();
    assert!(why.contains("cards not conserved"), "{why}");
}

#[test]
fn soi_totals_that_do_not_follow_the_sets_are_caught() {
    let game = Soi::new(&SoiRules::default(), Deal::Number(5));
    assert_eq!(check_soi(&game, [0; SEATS]), Ok(()));
    let why = check_soi(&game, [10, 0, 0, 0]).unwrap_err();
    assert!(why.contains("totals"), "{why}");
}

#[test]
fn fourside_neighbours_that_do_not_match_are_caught() {
    let rules = FourSideRules::default();
    let real = FourSide::new(&rules, Deal::Number(3));
    assert_eq!(check_fourside(&real, 0), Ok(()));
    let size = rules.size;
    let n = size as usize * size as usize;
    let mut board = Board {
        size,
        tiles: vec![None; n],
        squares: real.board().squares.clone(),
    };
    let c = size / 2;
    board.put(Tile::new(1, 2, 3, 4), c, c);
    // The tile to the right shows 5 on its left side, against the centre's 2.
    board.put(Tile::new(1, 1, 1, 5), c, c + 1);
    let hands = [real.hand(0).to_vec(), real.hand(1).to_vec()];
    let bad = FourSide::from_parts(rules, board, hands, 0, [0, 0]);
    let why = check_fourside(&bad, 1).unwrap_err();
    assert!(why.contains("do not match"), "{why}");
}

#[test]
fn a_fourside_tile_lost_or_gained_is_caught() {
    let real = FourSide::new(&FourSideRules::default(), Deal::Number(3));
    let why = check_fourside(&real, 1).unwrap_err();
    assert!(why.contains("tiles not conserved"), "{why}");
}

#[test]
fn a_replay_that_reaches_another_position_is_caught() {
    let rules = GapsRules::standard(GapsVariant::SolitaireX);
    let mut game = Gaps::new(&rules, 11);
    let action = game.legal_actions()[0].clone();
    game.apply(&action).unwrap();
    assert_eq!(replay_matches(&game, &rules, 11, &[action]), Ok(()));
    let why = replay_matches(&game, &rules, 11, &[]).unwrap_err();
    assert!(why.contains("different position"), "{why}");
}
