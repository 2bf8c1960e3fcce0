//! Montana: SolitaireX's deals, deck and scoring plus one rule — a 2 heading a row may move to
//! another empty column-0 gap (docs/rules/montana.md). Each test sets the rule against
//! SolitaireX, where the same move is refused.

use super::*;
use crate::game::Record;
use crate::gaps::solver::{solve, solve_with, Budget, SolveOptions, Verdict};

fn montana_rules() -> GapsRules {
    GapsRules::standard(GapsVariant::Montana)
}

fn montana(rows: [&str; 4]) -> Gaps {
    position_of(GapsVariant::Montana, rows, 1)
}

/// Won only by a 2 switch: the 2♥ heads the spades' row and must cross to the hearts' row,
/// whose column-0 cell is empty, leaving its own cell to the 2♠. Under SolitaireX the 2♥
/// never moves, so the only move (2♠ to row 2) leaves every gap behind a King: lost.
const SWITCH_TO_WIN: [&str; 4] = [
    "2♥ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ __",
    "__ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ 2♠",
    "2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ __",
    "2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ __",
];

/// A deal whose first deal SolitaireX loses and Montana wins (docs/performance-history.md lists
/// it among the deals the movable 2s win): every win of it moves a heading 2.
const WON_ONLY_BY_MONTANA: DealNumber = 2_809_595_437_585_615;

fn heading_two_moves(game: &Gaps) -> Vec<(Slot, Slot)> {
    game.moves()
        .into_iter()
        .filter(|&(from, to)| from.col == 0 && to.col == 0)
        .collect()
}

#[test]
fn montana_is_named_montana_and_keeps_solitairex_s_three_deals() {
    assert_eq!(
        serde_json::to_string(&GapsVariant::Montana).unwrap(),
        "\"montana\""
    );
    assert_eq!(montana_rules().deals, 3);
    assert!(montana_rules().validate().is_ok());
    let two_deals = GapsRules {
        deals: 2,
        ..montana_rules()
    };
    let err = two_deals.validate().unwrap_err();
    assert_eq!(err.code, RuleCode::BadRules);
    assert!(err.message.contains("Montana"), "{}", err.message);
    assert!(!GapsVariant::SolitaireX.movable_twos() && !GapsVariant::ChinesePuzzle.movable_twos());
}

#[test]
fn every_variant_is_listed_once_in_declaration_order() {
    // The app keeps one session per variant at `variant as usize` of this list.
    for (i, variant) in GapsVariant::ALL.into_iter().enumerate() {
        assert_eq!(variant as usize, i, "{variant:?}");
    }
    assert!(GapsVariant::ALL.contains(&GapsVariant::Montana));
}

#[test]
fn a_deal_number_deals_and_reshuffles_as_in_solitairex() {
    for deal in [0, 1, 42, MAX_DEAL_NUMBER] {
        let mut sx = new_deal(deal);
        let mut mt = Gaps::new(&montana_rules(), deal);
        assert_eq!(sx.board(), mt.board(), "deal {deal}");
        // Reshuffling at once keeps the runs both games have and shuffles the rest alike.
        for _ in 0..2 {
            let (a, b) = (
                sx.apply(&GapsAction::Reshuffle),
                mt.apply(&GapsAction::Reshuffle),
            );
            assert_eq!(a.is_ok(), b.is_ok(), "deal {deal}");
            assert_eq!(sx.board(), mt.board(), "deal {deal}");
        }
        assert_eq!(sx.score(), mt.score());
    }
}

#[test]
fn a_2_heading_a_row_moves_to_another_empty_column_0_gap() {
    let mut game = montana(SWITCH_TO_WIN);
    // Every heading 2 may cross to the one empty column-0 cell; nothing else about them moves.
    assert_eq!(
        heading_two_moves(&game),
        vec![(s(0, 0), s(1, 0)), (s(2, 0), s(1, 0)), (s(3, 0), s(1, 0))]
    );
    let events = game.apply(&mv(s(0, 0), s(1, 0))).unwrap();
    assert_eq!(
        events,
        vec![GapsEvent::Moved(CardMove {
            card: card("2♥"),
            from: s(0, 0),
            to: s(1, 0),
        })]
    );
    // The hearts' row is finished; the spades' row lost its 2 and waits for the 2♠.
    assert_eq!(game.run_length(1), 12);
    assert_eq!(game.run_length(0), 0);
    // Any 2 fits the empty cell: the 2♠, or a heading 2 again (the 2♥ could go back).
    assert_eq!(
        moves_into(&game, s(0, 0)),
        vec![s(1, 0), s(1, 12), s(2, 0), s(3, 0)]
    );
    game.apply(&mv(s(1, 12), s(0, 0))).unwrap();
    assert_eq!(game.status(), GapsStatus::Won);
}

#[test]
fn solitairex_refuses_the_same_move() {
    let mut game = position(SWITCH_TO_WIN, 1);
    assert!(heading_two_moves(&game).is_empty());
    assert_refused(&mut game, mv(s(0, 0), s(1, 0)), RuleCode::Placed);
    assert_eq!(game.moves(), vec![(s(1, 12), s(1, 0))]);
}

#[test]
fn a_heading_2_moves_only_into_column_0_and_only_while_a_cell_there_is_empty() {
    let mut game = montana(SWITCH_TO_WIN);
    // Not to a gap elsewhere (behind a King here), and the cards of its run stay put.
    assert_refused(&mut game, mv(s(0, 0), s(0, 12)), RuleCode::DoesNotFit);
    let in_run = game.at(s(2, 1)).unwrap();
    let err = assert_refused(&mut game, mv(s(2, 1), s(1, 0)), RuleCode::Placed);
    says(&err, GapsWhy::InRun { card: in_run });
    // With column 0 full no 2 moves, and the words say why.
    let mut full = position_of(GapsVariant::Montana, ALMOST_WON, 1);
    assert!(heading_two_moves(&full).is_empty());
    let heading = full.at(s(0, 0)).unwrap();
    let err = assert_refused(&mut full, mv(s(0, 0), s(0, 12)), RuleCode::Placed);
    says(&err, GapsWhy::HeadsRow { card: heading });
    assert_eq!(
        full.explain(s(0, 0)),
        Some(GapsWhy::HeadsRow { card: heading })
    );
}

#[test]
fn the_view_shows_a_heading_2_movable_while_column_0_has_a_gap() {
    let game = montana(SWITCH_TO_WIN);
    let view = game.view(());
    let cell = |slot: Slot| &view.cells[slot.row as usize * 13 + slot.col as usize];
    for row in [0, 2, 3] {
        assert!(!cell(s(row, 0)).placed, "the 2 heading row {row} may move");
    }
    assert!(
        cell(s(2, 1)).placed && cell(s(3, 11)).placed,
        "the rest of a run stays"
    );
    assert_eq!(view.placed_per_row, vec![0, 0, 11, 11]);
    // The score still counts every run, its 2 included.
    assert_eq!(view.score, 1 + 12 + 12);
    let two = view.moves.iter().find(|m| m.from == s(2, 0)).unwrap();
    assert_eq!(two.to, vec![s(1, 0)]);
    assert_eq!(game.explain(s(0, 0)), None, "a movable 2 needs no excuse");
    // SolitaireX locks them all.
    let sx = position(SWITCH_TO_WIN, 1).view(());
    assert_eq!(sx.placed_per_row, vec![1, 0, 12, 12]);
}

#[test]
fn undo_and_redo_walk_back_and_forth_over_a_2_switch() {
    // Deal 42 opens with column-0 gaps at (0,0) and (2,0).
    let mut session = GapsPlay::new(montana_rules(), 42);
    let two = session
        .game()
        .moves()
        .into_iter()
        .find(|&(_, to)| to == s(0, 0))
        .expect("a 2 fits (0,0)");
    session.apply(&mv(two.0, two.1)).unwrap();
    let before = session.game().clone();
    assert_eq!(heading_two_moves(&before), vec![(s(0, 0), s(2, 0))]);
    let events = session.apply(&mv(s(0, 0), s(2, 0))).unwrap();
    let after = session.game().clone();
    assert_eq!(after.at(s(2, 0)), before.at(s(0, 0)));
    assert_eq!(after.at(s(0, 0)), None);

    session.undo().unwrap();
    assert_eq!(*session.game(), before);
    assert_eq!(session.redo().unwrap(), events);
    assert_eq!(*session.game(), after);
    // The same two moves in SolitaireX: the second is refused.
    let mut sx = GapsPlay::new(sx_rules(), 42);
    sx.apply(&mv(two.0, two.1)).unwrap();
    let err = sx.apply(&mv(s(0, 0), s(2, 0))).unwrap_err();
    assert_eq!(err.code, RuleCode::Placed);
}

/// Plays `line` through the rules from `game`, each move checked as the app would check it.
fn replay(game: &Gaps, line: &[(Slot, Slot)]) -> Gaps {
    let mut record = Record::<Gaps>::new(*game.rules(), game.deal_number());
    assert_eq!(record.game(), game, "a first deal");
    for &(from, to) in line {
        record
            .apply(&mv(from, to))
            .unwrap_or_else(|e| panic!("{from:?} → {to:?}: {}", e.message));
    }
    record.game().clone()
}

#[test]
fn the_solver_searches_a_montana_game_with_its_movable_2s() {
    // The hand-made position: winnable only by the switch, which the solver finds unasked.
    let game = montana(SWITCH_TO_WIN);
    let solution = solve(&game, Budget::nodes(10_000));
    assert_eq!(solution.verdict, Verdict::Winnable);
    assert_eq!(solution.line, vec![(s(0, 0), s(1, 0)), (s(1, 12), s(0, 0))]);
    assert_eq!(solution.hint, Some((s(0, 0), s(1, 0))));
    let sx = position(SWITCH_TO_WIN, 1);
    assert_eq!(
        solve(&sx, Budget::nodes(10_000)).verdict,
        Verdict::Unwinnable
    );

    // A real deal that only Montana wins: the line replays move by move through the rules.
    let options = SolveOptions::new(Budget::nodes(2_000_000));
    let sx = new_deal(WON_ONLY_BY_MONTANA);
    assert_eq!(solve_with(&sx, &options).verdict, Verdict::Unwinnable);
    let game = Gaps::new(&montana_rules(), WON_ONLY_BY_MONTANA);
    let solution = solve_with(&game, &options);
    assert_eq!(solution.verdict, Verdict::Winnable);
    assert!(
        solution.line.iter().any(|&(f, t)| f.col == 0 && t.col == 0),
        "the line moves a heading 2"
    );
    assert_eq!(replay(&game, &solution.line).status(), GapsStatus::Won);
}
