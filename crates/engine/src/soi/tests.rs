//! Soi rules (RULES.md §1), computer players that never peek, and properties of random games.

use super::knowledge::{Knowledge, Place};
use super::*;
use crate::cards::{decks, Card, Suit};
use crate::deal::Deal;
use crate::game::Game;
use crate::game::RuleCode;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn c(text: &str) -> Card {
    text.parse().unwrap()
}

fn hand(text: &str) -> Vec<Card> {
    text.split_whitespace().map(c).collect()
}

fn ask(asker: u8, target: u8, card: &str) -> SoiAction {
    SoiAction::Ask(Ask {
        asker,
        target,
        card: c(card),
    })
}

fn all_cards(game: &Soi) -> Vec<Card> {
    let mut cards: Vec<Card> = (0..4).flat_map(|s| game.hand(s).to_vec()).collect();
    for s in 0..4 {
        for &rank in game.sets(s) {
            for suit in Suit::ALL {
                cards.push(Card::new(rank, suit));
            }
        }
    }
    cards.sort();
    cards
}

#[test]
fn the_deal_gives_thirteen_each_and_a_first_player_from_the_deal_number() {
    let game = Soi::new(&SoiRules::default(), Deal::Number(3));
    let deposited: usize = (0..4).map(|s| game.sets(s).len() * 4).sum();
    assert_eq!(
        game.counts().iter().map(|&n| n as usize).sum::<usize>() + deposited,
        52
    );
    assert_eq!(all_cards(&game), decks(1));
    let firsts: std::collections::HashSet<u8> = (0..40)
        .map(
            |d| match Soi::new(&SoiRules::default(), d.into()).record()[0] {
                PublicEvent::Dealt { first, .. } => first,
                _ => panic!("the record starts with the deal"),
            },
        )
        .collect();
    assert_eq!(firsts.len(), 4, "every seat starts some deals");
}

#[test]
fn a_set_in_a_dealt_hand_is_deposited_at_once() {
    let deal = (0..5000)
        .find(|&d| {
            let g = Soi::new(&SoiRules::default(), d.into());
            (0..4).any(|s| !g.sets(s).is_empty())
        })
        .expect("some deal holds four of a kind");
    let game = Soi::new(&SoiRules::default(), deal.into());
    let seat = (0..4).find(|&s| !game.sets(s).is_empty()).unwrap();
    let rank = game.sets(seat)[0];
    assert!(game.hand(seat).iter().all(|c| c.rank != rank));
    assert!(game.record().contains(&PublicEvent::Deposited {
        seat,
        rank,
        points: set_value(rank)
    }));
}

#[test]
fn illegal_asks_are_refused_with_a_reason_and_change_nothing() {
    let hands = [
        hand("7h 7c 2s"),
        hand("7d Ks"),
        hand(""),
        hand("7s 2c 2d 2h Kc Kd Kh"),
    ];
    let mut game = Soi::from_hands(SoiRules::default(), hands, 0);
    let before = game.clone();
    for (action, code) in [
        (ask(1, 0, "Kh"), RuleCode::NotYourTurn),
        (ask(0, 0, "7d"), RuleCode::AskYourself),
        (ask(0, 2, "7d"), RuleCode::NoCards),
        (ask(0, 1, "Ks"), RuleCode::NoSuchRank),
        (ask(0, 1, "7h"), RuleCode::AlreadyHeld),
        (ask(0, 9, "7d"), RuleCode::NoSuchSeat),
    ] {
        let err = game.apply(&action).unwrap_err();
        assert_eq!(err.code, code, "{action:?}");
        assert!(!err.message.is_empty());
        assert_eq!(game, before);
    }
    assert_eq!(
        game.apply(&SoiAction::NextRound).unwrap_err().code,
        RuleCode::RoundNotOver
    );
}

#[test]
fn the_legal_asks_are_exactly_the_cards_of_held_ranks_not_held_each_once() {
    // Ranks spread over suits: 7♣ … 7♥ are not neighbours in the suit-sorted hand.
    let hands = [
        hand("7c 2d 7h 2s"),
        hand("7d Ks"),
        hand("Kd"),
        hand("7s 2c 2h Kc Kh"),
    ];
    let game = Soi::from_hands(SoiRules::default(), hands, 0);
    let asks = game.legal_asks();
    let mut unique = asks.clone();
    unique.sort_by_key(|a| (a.target, a.card));
    unique.dedup();
    assert_eq!(asks.len(), unique.len(), "no ask listed twice");
    // Three opponents with cards × (7♦ 7♠ 2♣ 2♥) = 12 asks.
    assert_eq!(asks.len(), 12);
    for a in &asks {
        assert!(game.ask_error(*a).is_none());
        assert!(["7d", "7s", "2c", "2h"].map(c).contains(&a.card));
    }
}

#[test]
fn a_card_asked_for_is_handed_over_and_the_asker_asks_again() {
    let hands = [
        hand("7h 7c 2s"),
        hand("7d Ks"),
        hand("Kd"),
        hand("7s 2c 2d 2h Kc Kh"),
    ];
    let mut game = Soi::from_hands(SoiRules::default(), hands, 0);
    let events = game.apply(&ask(0, 1, "7d")).unwrap();
    assert_eq!(
        events,
        vec![PublicEvent::Asked {
            asker: 0,
            target: 1,
            card: c("7d"),
            got: true
        }]
    );
    assert!(game.hand(0).contains(&c("7d")));
    assert!(!game.hand(1).contains(&c("7d")));
    assert_eq!(game.to_move().seat(), Some(0), "asks again");
}

#[test]
fn a_refusal_passes_the_turn_to_the_asked_player() {
    let hands = [
        hand("7h 7c 2s"),
        hand("7d Ks"),
        hand("Kd"),
        hand("7s 2c 2d 2h Kc Kh"),
    ];
    let mut game = Soi::from_hands(SoiRules::default(), hands, 0);
    let events = game.apply(&ask(0, 2, "7d")).unwrap();
    assert_eq!(
        events,
        vec![PublicEvent::Asked {
            asker: 0,
            target: 2,
            card: c("7d"),
            got: false
        }]
    );
    assert_eq!(game.to_move().seat(), Some(2));
}

#[test]
fn completing_a_set_deposits_it_and_scores_it() {
    let hands = [
        hand("7h 7c 7s 2s"),
        hand("7d Ks"),
        hand("Kd"),
        hand("2c 2d 2h Kc Kh"),
    ];
    let mut game = Soi::from_hands(SoiRules::default(), hands, 0);
    let events = game.apply(&ask(0, 1, "7d")).unwrap();
    assert_eq!(
        events[1],
        PublicEvent::Deposited {
            seat: 0,
            rank: 7,
            points: 7
        }
    );
    assert_eq!(game.sets(0), &[7]);
    assert_eq!(game.hand(0), &[c("2s")]);
    assert_eq!(game.to_move().seat(), Some(0));
    assert_eq!(
        [1, 2, 5, 10, 11, 12, 13].map(set_value),
        [25, 2, 5, 10, 10, 10, 10]
    );
}

#[test]
fn a_player_who_deposits_the_last_card_passes_the_turn_counterclockwise() {
    // South completes the 7s with her last cards; East is empty, so North moves.
    let hands = [hand("7h 7c 7s"), hand(""), hand("7d Ks Kd"), hand("Kc Kh")];
    let mut game = Soi::from_hands(SoiRules::default(), hands, 0);
    let events = game.apply(&ask(0, 2, "7d")).unwrap();
    assert!(
        events.contains(&PublicEvent::TurnPassed { from: 0, to: 2 }),
        "{events:?}"
    );
    assert_eq!(game.to_move().seat(), Some(2));
}

#[test]
fn a_player_emptied_by_others_is_out_of_the_round() {
    let hands = [hand("Kh Kc 2s"), hand("Kd"), hand("Ks 2c 2d 2h"), hand("")];
    let mut game = Soi::from_hands(SoiRules::default(), hands, 0);
    game.apply(&ask(0, 1, "Kd")).unwrap();
    assert!(game.hand(1).is_empty());
    let err = game.apply(&ask(0, 1, "Ks")).unwrap_err();
    assert_eq!(
        err.code,
        RuleCode::NoCards,
        "East is out until the next deal"
    );
    assert!(game.legal_asks().iter().all(|a| a.target == 2));
}

#[test]
fn the_round_ends_with_the_last_set_and_totals_add_up() {
    // Every rank but the kings is already deposited; West completes the kings.
    let sets = [
        vec![1, 2, 3],
        vec![4, 5, 6, 7],
        vec![8, 9, 10],
        vec![11, 12],
    ];
    let totals_before = [10, 20, 30, 40];
    let hands = [hand(""), hand("Kd"), hand(""), hand("Kc Kh Ks")];
    let mut game =
        Soi::from_hands(SoiRules { target: 500 }, hands, 3).with_progress(sets, totals_before);
    let events = game.apply(&ask(3, 1, "Kd")).unwrap();
    let scores = [25 + 2 + 3, 4 + 5 + 6 + 7, 8 + 9 + 10, 10 + 10 + 10];
    assert_eq!(scores.iter().sum::<u32>(), POINTS_PER_ROUND);
    assert_eq!(
        events.last(),
        Some(&PublicEvent::RoundOver {
            scores,
            totals: [40, 42, 57, 70]
        })
    );
    assert!(game.round_over() && !game.is_over());
    assert_eq!(game.legal_actions(), vec![SoiAction::NextRound]);
    let dealt = game.apply(&SoiAction::NextRound).unwrap();
    assert!(matches!(dealt[0], PublicEvent::Dealt { round: 1, .. }));
    assert_eq!(game.totals(), [40, 42, 57, 70], "totals carry over");
    assert_eq!(all_cards(&game), decks(1), "a fresh deal of all 52 cards");
}

#[test]
fn the_game_ends_after_a_round_that_reaches_the_target_and_ties_share_places() {
    let sets = [
        vec![1, 2, 3],
        vec![4, 5, 6, 7],
        vec![8, 9, 10],
        vec![11, 12],
    ];
    let hands = [hand(""), hand("Kd"), hand(""), hand("Kc Kh Ks")];
    let mut game =
        Soi::from_hands(SoiRules { target: 100 }, hands, 3).with_progress(sets, [80, 80, 0, 60]);
    let events = game.apply(&ask(3, 1, "Kd")).unwrap();
    // Totals: South 110, East 102, North 27, West 90.
    assert_eq!(
        events.last(),
        Some(&PublicEvent::GameOver {
            totals: [110, 102, 27, 90],
            places: [1, 2, 4, 3]
        })
    );
    assert!(game.is_over());
    assert_eq!(
        game.apply(&SoiAction::NextRound).unwrap_err().code,
        RuleCode::GameOver
    );

    let sets = [
        vec![1, 2, 3],
        vec![4, 5, 6, 7],
        vec![8, 9, 10],
        vec![11, 12],
    ];
    let hands = [hand(""), hand("Kd"), hand(""), hand("Kc Kh Ks")];
    let mut tie =
        Soi::from_hands(SoiRules { target: 100 }, hands, 3).with_progress(sets, [80, 88, 0, 60]);
    tie.apply(&ask(3, 1, "Kd")).unwrap();
    assert_eq!(tie.totals(), [110, 110, 27, 90]);
    assert_eq!(tie.places(), [1, 1, 4, 3], "equal totals share the win");
}

#[test]
fn targets_outside_100_to_1000_are_refused() {
    assert!(SoiRules { target: 99 }.validate().is_err());
    assert!(SoiRules { target: 1001 }.validate().is_err());
    assert!(SoiRules { target: 100 }.validate().is_ok());
    assert_eq!(SoiRules::default().target, 200);
}

/// A game played to the end by computer players of `level`: its actions and its end. The
/// invariants of random and computer play to the end are checked by the conformance test every
/// game shares (crates/engine/tests/conformance.rs).
fn play(deal: u64, level: SoiLevel, seed: u64) -> (Vec<SoiAction>, Soi) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Soi::new(&SoiRules { target: 150 }, deal.into());
    let mut actions = Vec::new();
    while !game.is_over() {
        let action = match game.to_move().seat() {
            None => SoiAction::NextRound,
            Some(seat) => SoiAction::Ask(bot::choose(&game.view(seat), level, &mut rng).unwrap()),
        };
        game.apply(&action).unwrap();
        actions.push(action);
    }
    (actions, game)
}

#[test]
fn no_view_ever_contains_a_card_of_another_hand() {
    let (actions, _) = play(7, SoiLevel::Medium, 3);
    let mut game = Soi::new(&SoiRules { target: 150 }, Deal::Number(7));
    for action in actions.iter().take(200) {
        for seat in 0..4u8 {
            let view = game.view(seat);
            assert_eq!(view.hand, game.hand(seat));
            // Every card the view names outside the hand was named in public.
            let json = serde_json::to_value(&view).unwrap();
            let public = serde_json::to_value(&view.record).unwrap().to_string();
            for other in (0..4u8).filter(|&s| s != seat) {
                for card in game.hand(other) {
                    let text = serde_json::to_value(card).unwrap().to_string();
                    let outside_hand = {
                        let mut v = json.clone();
                        v["hand"] = serde_json::Value::Null;
                        v["asks"] = serde_json::Value::Null;
                        v.to_string()
                    };
                    if outside_hand.contains(&text) {
                        assert!(public.contains(&text), "{card} leaked to seat {seat}");
                    }
                }
            }
        }
        if game.apply(action).is_err() {
            break;
        }
    }
}

#[test]
fn knowledge_follows_the_public_record_exactly() {
    let hands = [
        hand("7h 7c 2s"),
        hand("7d Ks 3c"),
        hand("Kd 3d"),
        hand("7s 2c 2d 2h Kc Kh"),
    ];
    let mut game = Soi::from_hands(SoiRules::default(), hands, 0);
    game.apply(&ask(0, 1, "7d")).unwrap(); // South gets the 7♦
    game.apply(&ask(0, 2, "7s")).unwrap(); // refused: North moves
                                           // North's view: the 7♦ is South's, the 7♠ is neither South's nor North's own.
    let k = Knowledge::new(&game.view(2), None, true);
    assert_eq!(k.place(c("7d")), Place::At(0));
    assert_eq!(k.chance(0, c("7s")), 0.0);
    assert!(k.chance(1, c("7s")) > 0.0 && k.chance(3, c("7s")) > 0.0);
    // A forgetful player remembering one event no longer knows where the 7♦ went.
    let forgetful = Knowledge::new(&game.view(2), Some(1), true);
    assert_ne!(forgetful.place(c("7d")), Place::At(0));
}

#[test]
fn computer_players_decide_the_same_whatever_the_hidden_cards() {
    // Seat 0 to move, holding 7♥ 7♣ 2♠. The other hands differ between the two games but are
    // equally consistent with seat 0's view (same counts, nothing public yet).
    let a = [
        hand("7h 7c 2s"),
        hand("7d Ks 3c"),
        hand("Kd 3d 5s"),
        hand("7s 2c 2d 2h Kc Kh"),
    ];
    let b = [
        hand("7h 7c 2s"),
        hand("Kd 3d 5s"),
        hand("7d 2c 2d"),
        hand("7s Ks 3c 2h Kc Kh"),
    ];
    let (ga, gb) = (
        Soi::from_hands(SoiRules::default(), a, 0),
        Soi::from_hands(SoiRules::default(), b, 0),
    );
    assert_eq!(
        ga.view(0),
        gb.view(0),
        "the two positions look the same from seat 0"
    );
    for level in SoiLevel::ALL {
        for seed in 0..10 {
            let x = bot::choose(&ga.view(0), level, &mut ChaCha8Rng::seed_from_u64(seed));
            let y = bot::choose(&gb.view(0), level, &mut ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(x, y, "{level:?} seed {seed}");
        }
    }
}

#[test]
fn every_level_asks_for_a_card_it_knows_is_there() {
    // Just now North got the 9♥ from West; South, holding a 9, asks North for it.
    let hands = [
        hand("9c 4s"),
        hand("4d 5h"),
        hand("9h 9d Qs"),
        hand("Qc 5c 4h Qh"),
    ];
    let seen = vec![PublicEvent::Asked {
        asker: 2,
        target: 3,
        card: c("9h"),
        got: true,
    }];
    let game = Soi::from_hands(SoiRules::default(), hands, 0).with_record(seen);
    for level in [SoiLevel::Medium, SoiLevel::Impossible] {
        for seed in 0..5 {
            let choice = bot::choose(&game.view(0), level, &mut ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(
                choice,
                Some(Ask {
                    asker: 0,
                    target: 2,
                    card: c("9h")
                }),
                "{level:?}"
            );
        }
    }
}

#[test]
fn impossible_counts_the_cards_of_a_rank_a_seat_has_collected() {
    // East asks for queens while holding the Q♣, then receives the Q♥ and the Q♠: East holds at
    // least three queens, two of them known, so the third is the Q♣ (South holds the Q♦).
    // The rest of the deck goes round the table, the refused cards where the asks say.
    let hands = whole_deck([
        hand("Qd 5s 5h 2c 4d"),
        hand("Qc 2h 3h"),
        hand("Qh 4c 5c 6c"),
        hand("Qs 6d 2d"),
    ]);
    let mut game = Soi::from_hands(SoiRules::default(), hands, 1);
    for (asker, target, card) in [
        (1, 2, "Qh"), // got
        (1, 3, "Qs"), // got
        (1, 2, "2c"), // no: North
        (2, 0, "5h"), // got
        (2, 3, "4d"), // no: West
        (3, 1, "2h"), // got
        (3, 0, "6c"), // no: South
    ] {
        game.apply(&ask(asker, target, card)).unwrap();
    }
    assert_eq!(game.to_move().seat(), Some(0));
    let counting = Knowledge::new(&game.view(0), None, true);
    assert_eq!(counting.place(c("Qc")), Place::At(1));
    assert_eq!(counting.chance(1, c("Qc")), 1.0);
    // Knowing only that East holds some queen (two are known there) leaves the Q♣ unplaced.
    let plain = Knowledge::new(&game.view(0), None, false);
    assert!(matches!(plain.place(c("Qc")), Place::Unknown { .. }));
    // Once East hands one of the queens on, the count drops with it: still one more than known.
    game.apply(&ask(0, 1, "Qh")).unwrap();
    let after = Knowledge::new(&game.view(0), None, true);
    assert_eq!(after.place(c("Qc")), Place::At(1));
    assert_eq!(after.place(c("Qs")), Place::At(1));
    // North, who cannot tell the Q♣ from the Q♦, knows only that East holds one of them.
    let north = Knowledge::new(&game.view(2), None, true);
    assert_eq!(north.chance(1, c("Qc")), 0.5);
    assert_eq!(north.chance(1, c("Qd")), 0.5);
}

/// `hands` with every card no hand names dealt round the table, so that the knowledge sees a whole deck: a card nobody holds would be deduced away.
fn whole_deck(mut hands: [Vec<Card>; 4]) -> [Vec<Card>; 4] {
    let named: Vec<Card> = hands.iter().flatten().copied().collect();
    let rest = decks(1).into_iter().filter(|card| !named.contains(card));
    for (i, card) in rest.enumerate() {
        hands[i % 4].push(card);
    }
    hands
}

/// A round that comes back to where it started: East takes the Q♥ from West, misses North,
/// North misses West, West takes the Q♥ back, misses North, North misses East.
fn back_where_it_started() -> Soi {
    let hands = [
        hand("Ks Kd"),
        hand("Qc 3c"),
        hand("3d 4d"),
        hand("Qd Qh 4c"),
    ];
    let mut game = Soi::from_hands(SoiRules::default(), hands.clone(), 1);
    for (asker, target, card) in [
        (1, 3, "Qh"),
        (1, 2, "3h"),
        (2, 3, "4h"),
        (3, 1, "Qh"),
        (3, 2, "4s"),
        (2, 1, "3s"),
    ] {
        game.apply(&ask(asker, target, card)).unwrap();
    }
    assert_eq!(game.to_move().seat(), Some(1));
    for seat in 0..4 {
        assert_eq!(
            game.hand(seat),
            Soi::from_hands(SoiRules::default(), hands.clone(), 1).hand(seat)
        );
    }
    game
}

#[test]
fn the_public_record_tells_which_asks_were_made_from_the_position_on_the_table() {
    let game = back_where_it_started();
    let view = game.view(1);
    let made = super::repeats::times_made(&view);
    for (ask, n) in view.asks.iter().zip(&made) {
        let again = ask.target == 3 && ask.card == c("Qh");
        assert_eq!(*n, again as u32, "{ask:?}");
    }
    // One more card moved: a different position, where nothing was asked yet.
    let mut moved = game.clone();
    moved.apply(&ask(1, 3, "Qd")).unwrap();
    assert!(super::repeats::times_made(&moved.view(1))
        .iter()
        .all(|&n| n == 0));
}

#[test]
fn back_at_a_position_a_computer_player_asks_something_new() {
    let game = back_where_it_started();
    let view = game.view(1);
    for level in [SoiLevel::Medium, SoiLevel::Impossible] {
        for seed in 0..10 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let choice = bot::choose(&view, level, &mut rng).unwrap();
            assert_ne!(
                (choice.target, choice.card),
                (3, c("Qh")),
                "{level:?} asks West for the Q♥ a second time"
            );
        }
    }
    // The first time round, the Q♥ (known to be West's) was the ask to make.
    let fresh = Soi::from_hands(
        SoiRules::default(),
        [
            hand("Ks Kd"),
            hand("Qc 3c"),
            hand("3d 4d"),
            hand("Qd Qh 4c"),
        ],
        1,
    )
    .with_record(vec![PublicEvent::Asked {
        asker: 3,
        target: 1,
        card: c("Qh"),
        got: true,
    }]);
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let first = bot::choose(&fresh.view(1), SoiLevel::Impossible, &mut rng).unwrap();
    assert_eq!((first.target, first.card), (3, c("Qh")));
}

#[test]
fn the_action_limit_ends_the_round_as_it_stands_and_the_game() {
    let hands = [
        hand("7h 7c 2s"),
        hand("7d Ks 3c"),
        hand("Kd 3d"),
        hand("7s 2c 2d 2h"),
    ];
    let game = Soi::from_hands(SoiRules::default(), hands, 0)
        .with_progress([vec![], vec![1], vec![], vec![12]], [40, 25, 30, 10]);
    // One action short of the limit: the game goes on as usual.
    let mut early = game.clone().with_moves(crate::game::MAX_ACTIONS - 2);
    early.apply(&ask(0, 1, "7d")).unwrap();
    assert!(!early.is_over() && !early.cut_short());
    // The limit's action ends the round (only the sets laid down score) and the game.
    let mut last = game.with_moves(crate::game::MAX_ACTIONS - 1);
    let events = last.apply(&ask(0, 1, "7d")).unwrap();
    assert_eq!(
        events[1..],
        [
            PublicEvent::MoveLimit { moves: 10_000 },
            PublicEvent::RoundOver {
                scores: [0, 25, 0, 10],
                totals: [40, 50, 30, 20],
            },
            PublicEvent::GameOver {
                totals: [40, 50, 30, 20],
                places: [2, 1, 3, 4],
            },
        ]
    );
    assert!(last.is_over() && last.cut_short() && last.round_over());
    assert!(last.record().ends_with(&events));
    assert!(last.legal_actions().is_empty());
    for action in [ask(0, 1, "7s"), SoiAction::NextRound] {
        assert_eq!(last.apply(&action).unwrap_err().code, RuleCode::GameOver);
    }
    assert!(last.view(2).game_over);
}
