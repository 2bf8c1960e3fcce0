//! Property tests of the Gaps engine — SolitaireX and Chinese Puzzle alike — over random deals
//! and random legal play.

use proptest::prelude::*;
use quadrille_engine::cards::{self, Card};
use quadrille_engine::deal::{DealNumber, MAX_DEAL_NUMBER};
use quadrille_engine::gaps::{
    Aces, GapsAction, GapsPlay, GapsRules, GapsStatus, GapsVariant, SavedGaps, Slot,
};
use quadrille_engine::{gaps::Gaps, Game, Record};

fn rules(variant: GapsVariant) -> GapsRules {
    GapsRules::standard(variant)
}

fn variant() -> impl Strategy<Value = GapsVariant> {
    prop_oneof![
        Just(GapsVariant::SolitaireX),
        Just(GapsVariant::ChinesePuzzle)
    ]
}

fn deal_number() -> impl Strategy<Value = DealNumber> {
    prop_oneof![0..1000u64, 0..=MAX_DEAL_NUMBER]
}

/// Picks into `legal_actions()`: each pick chooses one legal action (modulo their number).
fn picks(max_len: usize) -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(any::<usize>(), 0..max_len)
}

/// Moves are far more common than reshuffles in real play: a pick reshuffles only when it is
/// the sole legal action, or one time in eight.
fn choose(game: &Gaps, pick: usize) -> Option<GapsAction> {
    let legal = game.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let moves: Vec<&GapsAction> = legal
        .iter()
        .filter(|a| matches!(a, GapsAction::Move { .. }))
        .collect();
    if moves.is_empty() || pick % 8 == 7 {
        return Some(legal[pick % legal.len()].clone());
    }
    Some(moves[(pick / 8) % moves.len()].clone())
}

/// Plays the picks from the first deal; returns every action taken.
fn play(variant: GapsVariant, deal: DealNumber, picks: &[usize]) -> (Gaps, Vec<GapsAction>) {
    let mut game = Gaps::new(&rules(variant), deal);
    let mut actions = Vec::new();
    for &pick in picks {
        let Some(action) = choose(&game, pick) else {
            break;
        };
        game.apply(&action).expect("a legal action applies");
        actions.push(action);
    }
    (game, actions)
}

/// SolitaireX: the 48 cards without aces, each once, and 4 gaps. Chinese Puzzle: all 104
/// cards, each card twice, and 8 gaps.
fn assert_every_card_once(game: &Gaps) {
    let spec = game.spec();
    let board = game.board();
    assert_eq!(board.len(), spec.slots());
    let mut held: Vec<Card> = board.iter().flatten().copied().collect();
    held.sort();
    let mut expected: Vec<Card> = cards::decks(spec.decks)
        .into_iter()
        .filter(|c| spec.aces == Aces::PlacedByPlayer || c.rank != cards::ACE)
        .collect();
    expected.sort();
    assert_eq!(
        held, expected,
        "every card of the variant, each exactly once per deck"
    );
    assert_eq!(
        board.iter().filter(|c| c.is_none()).count(),
        spec.rows as usize
    );
}

fn placed(game: &Gaps) -> Vec<(Slot, Card)> {
    game.slots()
        .filter(|&s| game.is_placed(s))
        .map(|s| (s, game.at(s).unwrap()))
        .collect()
}

fn slot() -> impl Strategy<Value = Slot> {
    (0u8..6, 0u8..16).prop_map(|(r, c)| Slot::new(r, c))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn every_card_stays_on_the_board_exactly_once(variant in variant(), deal in deal_number(), picks in picks(80)) {
        let mut game = Gaps::new(&rules(variant), deal);
        assert_every_card_once(&game);
        for pick in picks {
            let Some(action) = choose(&game, pick) else { break };
            game.apply(&action).unwrap();
            assert_every_card_once(&game);
            // The state stays coherent: a win is every card placed, over means nothing left to do.
            prop_assert_eq!(game.status() == GapsStatus::Won, game.score() == game.max_score());
            prop_assert_eq!(game.is_over(), game.legal_actions().is_empty());
            prop_assert!(game.deals_used() <= 3);
        }
    }

    #[test]
    fn the_view_agrees_with_the_state(variant in variant(), deal in deal_number(), picks in picks(80)) {
        let (game, _) = play(variant, deal, &picks);
        let view = game.view(());
        prop_assert_eq!(view.cells.len(), game.spec().slots());
        for (cell, slot) in view.cells.iter().zip(game.slots()) {
            prop_assert_eq!(cell.slot, slot);
            prop_assert_eq!(cell.card, game.at(slot));
            prop_assert_eq!(cell.gap, game.gap_kind(slot));
            prop_assert_eq!(cell.placed, game.is_placed(slot));
        }
        let mut offered: Vec<(Slot, Slot)> = view
            .moves
            .iter()
            .flat_map(|m| m.to.iter().map(move |&t| (m.from, t)))
            .collect();
        offered.sort();
        let mut moves = game.moves();
        moves.sort();
        prop_assert_eq!(offered, moves);
        prop_assert_eq!(view.status, game.status());
        prop_assert_eq!(view.score as usize, game.score());
        prop_assert_eq!(view.dead_gaps as usize, game.dead_gaps());
        prop_assert_eq!(
            view.can_reshuffle,
            game.legal_actions().contains(&GapsAction::Reshuffle)
        );
        let placed_total: u32 = view.placed_per_row.iter().map(|&n| n as u32).sum();
        prop_assert_eq!(placed_total, view.score);
    }

    #[test]
    fn every_legal_action_applies(variant in variant(), deal in deal_number(), picks in picks(60)) {
        let (game, _) = play(variant, deal, &picks);
        for action in game.legal_actions() {
            let mut probe = game.clone();
            prop_assert!(probe.apply(&action).is_ok(), "{:?} was offered but refused", action);
        }
    }

    #[test]
    fn an_illegal_action_is_refused_and_changes_nothing(
        variant in variant(),
        deal in deal_number(),
        picks in picks(60),
        tries in prop::collection::vec((slot(), slot()), 1..20),
    ) {
        let (mut game, _) = play(variant, deal, &picks);
        let legal = game.legal_actions();
        for (from, to) in tries {
            let action = GapsAction::Move { from, to };
            if legal.contains(&action) {
                continue;
            }
            let before = game.clone();
            prop_assert!(game.apply(&action).is_err(), "{:?} was accepted", action);
            prop_assert_eq!(&game, &before);
        }
        if !legal.contains(&GapsAction::Reshuffle) {
            let before = game.clone();
            prop_assert!(game.apply(&GapsAction::Reshuffle).is_err());
            prop_assert_eq!(&game, &before);
        }
    }

    #[test]
    fn undo_restores_the_exact_state_and_redo_the_next(variant in variant(), deal in deal_number(), picks in picks(40)) {
        let mut record: Record<Gaps> = Record::new(rules(variant), deal);
        for pick in picks {
            let Some(action) = choose(record.game(), pick) else { break };
            let before = record.game().clone();
            let before_view = before.view(());
            let events = record.apply(&action).unwrap();
            let after = record.game().clone();
            prop_assert!(record.undo());
            prop_assert_eq!(record.game(), &before);
            prop_assert_eq!(record.game().view(()), before_view);
            prop_assert_eq!(record.redo(), Some(events));
            prop_assert_eq!(record.game(), &after);
        }
    }

    #[test]
    fn a_replay_reproduces_the_game(variant in variant(), deal in deal_number(), picks in picks(80)) {
        let (game, actions) = play(variant, deal, &picks);
        let replayed = Record::<Gaps>::replay(rules(variant), deal, &actions).unwrap();
        prop_assert_eq!(replayed.game(), &game);
        // And through the saved JSON form, as the app and the CLI store it.
        let mut session = GapsPlay::new(rules(variant), deal);
        for action in &actions {
            session.apply(action).unwrap();
        }
        let json = serde_json::to_string(&session.save()).unwrap();
        let saved: SavedGaps = serde_json::from_str(&json).unwrap();
        let loaded = GapsPlay::load(saved).unwrap();
        prop_assert_eq!(loaded.game(), &game);
        prop_assert_eq!(loaded.view(), session.view());
    }

    #[test]
    fn placed_cards_never_move(variant in variant(), deal in deal_number(), picks in picks(80)) {
        let mut game = Gaps::new(&rules(variant), deal);
        for pick in picks {
            let Some(action) = choose(&game, pick) else { break };
            let was_placed = placed(&game);
            game.apply(&action).unwrap();
            for (slot, card) in was_placed {
                prop_assert_eq!(game.at(slot), Some(card), "{:?} moved after {:?}", slot, action);
                prop_assert!(game.is_placed(slot));
            }
        }
    }

    #[test]
    fn the_same_collected_cards_give_the_same_reshuffle(
        variant in variant(),
        deal in deal_number(),
        picks in picks(30),
    ) {
        // Player A reshuffles at once; player B first plays moves that place nothing. Both
        // collect the same cards, so both must see the same new layout.
        let mut a = Gaps::new(&rules(variant), deal);
        if a.in_ace_phase() {
            a.apply(&GapsAction::PlaceAces).unwrap(); // no redeal during the ace phase
        }
        let mut b = a.clone();
        let placed_at_start = placed(&b);
        for pick in picks {
            let quiet: Vec<GapsAction> = b
                .legal_actions()
                .into_iter()
                .filter(|action| {
                    matches!(action, GapsAction::Move { .. }) && {
                        let mut probe = b.clone();
                        probe.apply(action).unwrap();
                        placed(&probe) == placed_at_start
                    }
                })
                .collect();
            if quiet.is_empty() {
                break;
            }
            b.apply(&quiet[pick % quiet.len()]).unwrap();
        }
        prop_assume!(b.status() != GapsStatus::Won);
        a.apply(&GapsAction::Reshuffle).unwrap();
        b.apply(&GapsAction::Reshuffle).unwrap();
        prop_assert_eq!(a.board(), b.board());
    }

    #[test]
    fn tournament_players_replaying_the_same_actions_get_the_same_game(
        variant in variant(),
        deal in deal_number(),
        picks in picks(50),
    ) {
        let (game, actions) = play(variant, deal, &picks);
        let mut session = GapsPlay::new(rules(variant), deal);
        session.start_tournament("Ann").unwrap();
        for action in &actions {
            session.apply(action).unwrap();
        }
        prop_assert_eq!(session.game(), &game);
        let entry = session.next_player("Bob").unwrap();
        prop_assert_eq!(entry.score as usize, game.score());
        for action in &actions {
            session.apply(action).unwrap();
        }
        prop_assert_eq!(session.game(), &game);
    }
}
