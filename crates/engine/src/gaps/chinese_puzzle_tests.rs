//! Chinese Puzzle (RULES.md §2): the second variant of the one Gaps engine.

use super::*;
use crate::cards::{decks, Card, Suit, ACE, KING};
use crate::game::Game;
use crate::game::RuleCode;

const CP: GapsVariant = GapsVariant::ChinesePuzzle;

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// A board from text: one line per row, `__` for a gap; missing slots are gaps, and rows not
/// written hold just an ace (so hand-made positions are past the ace phase).
fn board(text: &str) -> Vec<Option<Card>> {
    let spec = CP.spec();
    let mut cells = vec![None; spec.slots()];
    for r in 0..spec.rows as usize {
        cells[r * spec.columns as usize] = Some(Card::new(ACE, Suit::ALL[r % 4]));
    }
    for (r, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        for (c, token) in line.split_whitespace().enumerate() {
            if token != "__" {
                cells[r * spec.columns as usize + c] = Some(card(token));
            }
        }
    }
    cells
}

fn position(text: &str, rules: GapsRules, deals_used: u8) -> Gaps {
    Gaps::from_board_with(rules, 1, board(text), deals_used)
}

fn mv(from: (u8, u8), to: (u8, u8)) -> GapsAction {
    GapsAction::Move {
        from: Slot::new(from.0, from.1),
        to: Slot::new(to.0, to.1),
    }
}

fn cards_on(game: &Gaps) -> Vec<Card> {
    let mut cards: Vec<Card> = game.board().iter().flatten().copied().collect();
    cards.sort();
    cards
}

fn standard() -> GapsRules {
    GapsRules::standard(CP)
}

/// Every non-ace card of the two decks, laid out in rows 0..8 from column 1, in suit order.
fn full_rows() -> Vec<String> {
    let mut rows = Vec::new();
    for copy in 0..2 {
        for suit in Suit::ALL {
            let _ = copy;
            let mut row = vec!["__".to_string()];
            row.extend((2..=KING).map(|r| Card::new(r, suit).to_string()));
            rows.push(row.join(" "));
        }
    }
    rows
}

#[test]
fn the_deal_fills_columns_1_to_13_of_8_rows() {
    let game = Gaps::new(&standard(), 77);
    let spec = game.spec();
    assert_eq!((spec.rows, spec.columns), (8, 14));
    for row in 0..8 {
        assert_eq!(game.at(Slot::new(row, 0)), None, "column 0 starts empty");
        for col in 1..14 {
            assert!(game.at(Slot::new(row, col)).is_some());
        }
    }
    let mut both = decks(2);
    both.sort();
    assert_eq!(cards_on(&game), both, "104 cards, each card twice");
    assert!(game.in_ace_phase());
    assert_eq!(game.score(), 0);
}

#[test]
fn in_the_ace_phase_only_aces_move_and_only_into_column_0() {
    let mut game = Gaps::new(&standard(), 5);
    let ace = game
        .slots()
        .find(|&s| game.at(s).is_some_and(|c| c.rank == ACE))
        .unwrap();
    let other = game
        .slots()
        .find(|&s| game.at(s).is_some_and(|c| c.rank == 2))
        .unwrap();
    let before = game.clone();
    let err = game
        .apply(&GapsAction::Move {
            from: other,
            to: Slot::new(0, 0),
        })
        .unwrap_err();
    assert_eq!(err.code, RuleCode::AcePhase);
    assert_eq!(game, before);
    assert_eq!(
        game.apply(&GapsAction::Reshuffle).unwrap_err().code,
        RuleCode::AcePhase
    );
    assert!(game
        .legal_actions()
        .iter()
        .all(|a| matches!(a, GapsAction::PlaceAces)
            || matches!(a, GapsAction::Move { from, to } if to.col == 0 && game.at(*from).unwrap().rank == ACE)));

    // Any row of column 0 will do; the ace leaves a gap behind.
    game.apply(&GapsAction::Move {
        from: ace,
        to: Slot::new(6, 0),
    })
    .unwrap();
    assert_eq!(game.at(ace), None);
    assert_eq!(game.at(Slot::new(6, 0)).unwrap().rank, ACE);
    assert!(
        game.is_placed(Slot::new(6, 0)),
        "a placed ace never moves again"
    );
}

#[test]
fn ace_phase_refusals_give_the_ace_phase_as_the_reason() {
    let mut game = Gaps::new(&standard(), 5);
    // An ace with a card on its left, so the gap it leaves is an open one.
    let mut aces: Vec<Slot> = game
        .slots()
        .filter(|&s| game.at(s).is_some_and(|c| c.rank == ACE))
        .collect();
    aces.sort_by_key(|s| std::cmp::Reverse(s.col));
    assert!(aces[0].col >= 2);
    game.apply(&mv((aces[0].row, aces[0].col), (0, 0))).unwrap();
    let gap = aces[0];
    assert!(gap.col > 0 && game.at(gap).is_none() && game.in_ace_phase());
    // The gap left behind cannot be filled yet: the aces come first, whatever card it follows.
    assert_eq!(game.explain(gap), Some(GapsWhy::AcesFirst));
    // An ace offered to that gap is refused for the ace phase, not as a misfit.
    let before = game.clone();
    let err = game
        .apply(&mv((aces[1].row, aces[1].col), (gap.row, gap.col)))
        .unwrap_err();
    assert_eq!(err.code, RuleCode::AcePhase);
    assert_eq!(err.message, format!("{:?}", GapsWhy::AceToFirstColumn));
    assert_eq!(game, before);
}

#[test]
fn row_and_column_255_are_refused_without_overflow() {
    let mut game = Gaps::new(&standard(), 5);
    let before = game.clone();
    let err = game.apply(&mv((255, 255), (255, 0))).unwrap_err();
    assert_eq!(err.code, RuleCode::OffBoard);
    assert!(
        err.message.contains("Row 256 column 256"),
        "{}",
        err.message
    );
    assert_eq!(game, before);
    assert_eq!(game.explain(Slot::new(255, 255)), None);
}

#[test]
fn placing_the_remaining_aces_ends_the_ace_phase() {
    let mut game = Gaps::new(&standard(), 9);
    let events = game.apply(&GapsAction::PlaceAces).unwrap();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, GapsEvent::Moved(_)))
            .count(),
        8
    );
    assert!(!game.in_ace_phase());
    assert!((0..8).all(|r| game.at(Slot::new(r, 0)).unwrap().rank == ACE));
    assert_eq!(
        game.board().iter().filter(|c| c.is_none()).count(),
        8,
        "always 8 gaps"
    );
    assert!(game.score() >= 8, "the aces count");
    assert_eq!(
        game.apply(&GapsAction::PlaceAces).unwrap_err().code,
        RuleCode::NoAcePhase
    );
}

#[test]
fn each_ace_order_rule_is_enforced_with_a_reason() {
    for (order, expected) in [
        (
            AceOrder::Bridge,
            vec![Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades],
        ),
        (AceOrder::Mirrored, vec![]),
        (AceOrder::Free, vec![]),
    ] {
        let rules = GapsRules::chinese_puzzle(2, order).unwrap();
        let mut game = Gaps::new(&rules, 31);
        game.apply(&GapsAction::PlaceAces).unwrap();
        let column: Vec<Suit> = (0..8)
            .map(|r| game.at(Slot::new(r, 0)).unwrap().suit)
            .collect();
        match order {
            AceOrder::Bridge => assert_eq!(&column[..4], &expected[..]),
            AceOrder::Mirrored => {
                assert_eq!(column[..4], column[4..]);
                let mut top = column[..4].to_vec();
                top.sort();
                top.dedup();
                assert_eq!(top.len(), 4);
            }
            AceOrder::Free => {}
        }
    }

    // A placement that breaks the bridge order is refused and changes nothing.
    let rules = GapsRules::chinese_puzzle(2, AceOrder::Bridge).unwrap();
    let mut game = Gaps::new(&rules, 31);
    let spade = game
        .slots()
        .find(|&s| game.at(s) == Some(card("A♠")))
        .unwrap();
    let before = game.clone();
    let err = game
        .apply(&GapsAction::Move {
            from: spade,
            to: Slot::new(0, 0),
        })
        .unwrap_err();
    assert_eq!(err.code, RuleCode::AceOrder);
    let why = GapsWhy::BridgeOrder {
        row: 0,
        suit: Suit::Clubs,
    };
    assert_eq!(err.message, format!("{why:?}"));
    assert_eq!(game, before);
    assert!(game
        .apply(&GapsAction::Move {
            from: spade,
            to: Slot::new(3, 0),
        })
        .is_ok());
}

#[test]
fn either_copy_fills_a_gap_and_a_card_may_fit_two_gaps() {
    // Both 6♠ have a gap after them: the 7♠ (either copy) may go to either.
    let text = "A♣ 6♠ __ 7♠ 9♦\nA♦ 6♠ __ 7♠";
    let game = position(text, standard(), 1);
    let view = game.view(());
    let sevens: Vec<&MoveOption> = view.moves.iter().filter(|m| m.card == card("7♠")).collect();
    assert_eq!(sevens.len(), 2, "both copies can move");
    for option in sevens {
        assert_eq!(option.to, vec![Slot::new(0, 2), Slot::new(1, 2)]);
    }
}

#[test]
fn locked_cards_never_move() {
    let text = "A♣ 2♣ 3♣ __ 4♣\nA♦ __ 2♣";
    let mut game = position(text, standard(), 1);
    assert!(game.is_placed(Slot::new(0, 1)) && game.is_placed(Slot::new(0, 2)));
    let before = game.clone();
    assert_eq!(
        game.apply(&mv((0, 1), (1, 1))).unwrap_err().code,
        RuleCode::Placed
    );
    assert_eq!(game, before);
    assert_eq!(
        game.score(),
        3 + 7,
        "row 0 locks three cards, every other row its ace"
    );
    // The free copy of the 2♣ may still move; a 4♣ follows the locked 3♣.
    assert!(game.apply(&mv((0, 4), (0, 3))).is_ok());
    assert_eq!(game.run_length(0), 4);
    assert_eq!(
        game.explain(Slot::new(0, 0)),
        Some(GapsWhy::Locked { card: card("A♣") })
    );
}

#[test]
fn dead_and_blocked_gaps() {
    let text = "A♣ K♥ __ __ 5♦\nA♦ 3♦ __ 4♦";
    let game = position(text, standard(), 1);
    assert_eq!(game.gap_kind(Slot::new(0, 2)), Some(GapKind::Dead));
    assert_eq!(game.gap_kind(Slot::new(0, 3)), Some(GapKind::Blocked));
    assert_eq!(game.gap_kind(Slot::new(1, 2)), Some(GapKind::Open));
    assert_eq!(game.view(()).dead_gaps, 1);
    assert_eq!(game.explain(Slot::new(0, 2)), Some(GapsWhy::AfterKing));
    assert_eq!(game.explain(Slot::new(0, 3)), Some(GapsWhy::Blocked));
    assert_eq!(game.explain(Slot::new(1, 2)), None, "the 4♦ can go there");
}

#[test]
fn an_immobile_card_says_exactly_why() {
    let text = "A♣ 6♠ 2♥\nA♦ 6♠ 3♥\nA♥ 8♠ __";
    let game = position(text, standard(), 1);
    assert_eq!(
        game.explain(Slot::new(2, 1)),
        Some(GapsWhy::BeforeGone {
            card: card("8♠"),
            before: card("7♠")
        })
    );
    let text = "A♣ 6♠ 2♥\nA♦ 6♠ 3♥\nA♥ 7♠ __ 9♠";
    let game = position(text, standard(), 1);
    assert_eq!(
        game.explain(Slot::new(2, 1)),
        Some(GapsWhy::BeforesNoGap {
            card: card("7♠"),
            before: card("6♠")
        })
    );
}

#[test]
fn a_redeal_keeps_locked_runs_and_leaves_one_gap_after_each() {
    let rows = full_rows();
    let mut lines: Vec<String> = Vec::new();
    // Row 0: A♣ 2♣ 3♣ locked, the rest scrambled so that nothing moves.
    for (i, row) in rows.iter().enumerate() {
        let mut tokens: Vec<&str> = row.split_whitespace().collect();
        tokens[0] = ["A♣", "A♦", "A♥", "A♠", "A♣", "A♦", "A♥", "A♠"][i];
        lines.push(tokens.join(" "));
    }
    let mut game = Gaps::new(&standard(), 3);
    game.apply(&GapsAction::PlaceAces).unwrap();
    let runs: Vec<usize> = (0..8).map(|r| game.run_length(r)).collect();
    let locked: Vec<(Slot, Card)> = game
        .slots()
        .filter(|&s| game.is_placed(s))
        .map(|s| (s, game.at(s).unwrap()))
        .collect();
    let events = game.apply(&GapsAction::Reshuffle).unwrap();
    assert!(matches!(events[0], GapsEvent::Reshuffled { deal: 2, .. }));
    for (slot, c) in locked {
        assert_eq!(game.at(slot), Some(c), "locked cards stay");
    }
    for (row, &run) in runs.iter().enumerate() {
        let row = row as u8;
        assert_eq!(
            game.at(Slot::new(row, run as u8)),
            None,
            "a gap right after the run"
        );
        for col in run + 1..14 {
            assert!(game.at(Slot::new(row, col as u8)).is_some());
        }
    }
    let mut both = decks(2);
    both.sort();
    assert_eq!(cards_on(&game), both);
    assert_eq!(lines.len(), 8);
}

#[test]
fn the_redeal_count_is_fixed_by_the_rules() {
    assert!(GapsRules::chinese_puzzle(0, AceOrder::Free).is_err());
    assert!(GapsRules::chinese_puzzle(3, AceOrder::Free).is_err());
    for redeals in [1u8, 2] {
        let rules = GapsRules::chinese_puzzle(redeals, AceOrder::Free).unwrap();
        assert!(rules.validate().is_ok());
        let mut game = Gaps::new(&rules, 12);
        game.apply(&GapsAction::PlaceAces).unwrap();
        for _ in 0..redeals {
            game.apply(&GapsAction::Reshuffle).unwrap();
        }
        let before = game.clone();
        assert_eq!(
            game.apply(&GapsAction::Reshuffle).unwrap_err().code,
            RuleCode::NoDealsLeft
        );
        assert_eq!(game, before);
    }
    assert_eq!(standard().deals, 3, "two redeals by default");
}

#[test]
fn win_when_all_104_cards_are_locked_and_loss_when_stuck_without_redeals() {
    // All rows complete but one: the K♠ of row 7 is one move away.
    let mut lines: Vec<String> = Vec::new();
    for suit in Suit::ALL.iter().chain(Suit::ALL.iter()) {
        let row: Vec<String> = (ACE..=KING)
            .map(|r| Card::new(r, *suit).to_string())
            .collect();
        lines.push(row.join(" "));
    }
    let last = lines.pop().unwrap();
    let mut tokens: Vec<&str> = last.split_whitespace().collect();
    tokens[12] = "__";
    lines.push(format!("{} K♠", tokens.join(" ")));
    let text = lines.join("\n");
    let mut game = position(&text, standard(), 3);
    assert_eq!(game.status(), GapsStatus::Playing);
    let events = game.apply(&mv((7, 13), (7, 12))).unwrap();
    assert_eq!(events.last(), Some(&GapsEvent::Won));
    assert_eq!(game.score(), 104);
    assert!(game.is_over());
    assert_eq!(
        game.apply(&GapsAction::Reshuffle).unwrap_err().code,
        RuleCode::GameOver
    );

    // Every gap dead and no redeal left: lost.
    let text = "A♣ K♥ __\nA♦ K♦ __\nA♥ K♣ __\nA♠ K♠ __\nA♣ K♥ __\nA♦ K♦ __\nA♥ K♣ __\nA♠ K♠ __";
    let game = position(text, standard(), 3);
    assert_eq!(game.status(), GapsStatus::Lost);
    let game = position(text, standard(), 2);
    assert_eq!(game.status(), GapsStatus::Stuck, "a redeal remains");
}

#[test]
fn saved_rules_without_an_ace_order_load_as_free() {
    let rules: GapsRules =
        serde_json::from_str(r#"{"variant":"chinese_puzzle","deals":2}"#).unwrap();
    assert_eq!(rules.ace_order, AceOrder::Free);
    assert!(rules.validate().is_ok());
    let bad: GapsRules = serde_json::from_str(r#"{"variant":"solitaire_x","deals":7}"#).unwrap();
    assert!(bad.validate().is_err());
}
