//! Rooms: every message a seat is sent stays within its view; refusals are typed and change
//! nothing; a token gives back its seat; the log rebuilds the room exactly.

use super::*;
use proptest::prelude::*;
use quadrille_engine::deal::{Deal, DealSecret};
use quadrille_engine::fourside::{self, FourSide, FourSideRules};
use quadrille_engine::soi::{self, Soi, SoiAction, SoiLevel, SoiRules};
use quadrille_engine::{Game, RuleCode};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

fn token(name: &str) -> SeatToken {
    SeatToken(format!("token-of-{name}-0123456789abcdef"))
}

fn soi_room(deal: impl Into<Deal>, when_left: WhenLeft<SoiLevel>) -> Room<Soi> {
    let settings = RoomSettings {
        rules: SoiRules { target: 100 },
        spectators: true,
        when_left,
    };
    Room::new(settings, deal.into(), "Ana", token("Ana").hash()).unwrap()
}

/// `room` rebuilt from its settings, deal, host and `log` (Ana hosts every room here).
fn rebuilt<G: RoomGame>(room: &Room<G>, log: &[Entry<G::Action, G::Level>]) -> Room<G>
where
    G::Rules: PartialEq,
{
    Room::replay(
        room.settings().clone(),
        room.deal(),
        "Ana",
        token("Ana").hash(),
        log,
    )
    .unwrap()
}

/// Ana hosts, Ben joins, and two Medium computers fill the table.
fn soi_table(deal: u64) -> Room<Soi> {
    soi_table_dealt(Deal::Number(deal))
}

fn soi_table_dealt(deal: Deal) -> Room<Soi> {
    let mut room = soi_room(
        deal,
        WhenLeft::Computer {
            level: SoiLevel::Easy,
        },
    );
    let join = Command::Join {
        name: "Ben".into(),
        token: token("Ben").hash(),
    };
    room.apply(&token("Ben"), join).unwrap();
    for seat in [2, 3] {
        let level = SoiLevel::Medium;
        room.apply(&token("Ana"), Command::SetComputer { seat, level })
            .unwrap();
    }
    room.apply(&token("Ana"), Command::Start).unwrap();
    room
}

/// Every card named anywhere in `json`, as its JSON text.
fn hidden_cards_named(json: &Value, game: &Soi, seat: Option<u8>) -> Vec<String> {
    let mut outside = json.clone();
    if let Some(view) = outside.get_mut("view").and_then(Value::as_object_mut) {
        view.remove("hand");
        view.remove("asks");
    }
    let text = outside.to_string();
    let public = serde_json::to_string(game.record()).unwrap();
    (0..4u8)
        .filter(|&s| Some(s) != seat)
        .flat_map(|s| game.hand(s).to_vec())
        .map(|card| serde_json::to_string(&card).unwrap())
        .filter(|card| text.contains(card) && !public.contains(card))
        .collect()
}

/// Checks what every seat and a spectator would be sent now.
fn check_soi_snapshots(room: &Room<Soi>) {
    let game = room.game().unwrap();
    for seat in [Some(0), Some(1), Some(2), Some(3), None] {
        let snapshot = room.snapshot(seat).unwrap();
        let json = serde_json::to_value(&snapshot).unwrap();
        assert_eq!(
            hidden_cards_named(&json, game, seat),
            Vec::<String>::new(),
            "seat {seat:?} sees another hand"
        );
        let view = snapshot.view.as_ref().unwrap();
        match seat {
            Some(s) => assert_eq!(view.hand, game.hand(s)),
            None => assert!(view.hand.is_empty() && view.asks.is_empty()),
        }
        let deal = room.deal().to_string();
        if !game.is_over() {
            assert_eq!(snapshot.deal, None);
            assert!(!json.to_string().contains(&deal), "the deal number leaks");
        } else {
            assert_eq!(snapshot.deal, Some(room.deal()));
        }
    }
}

/// Plays the room to the end: people choose like a Medium player and send their choice through
/// the room, computers are the room's. Checks every snapshot on the way.
fn play_soi(room: &mut Room<Soi>, seed: u64, check: bool) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..20_000 {
        room.play_computers(1);
        if check {
            check_soi_snapshots(room);
        }
        let game = room.game().unwrap();
        if game.is_over() {
            return;
        }
        if game
            .to_move()
            .seat()
            .is_some_and(|s| matches!(room.seats()[s as usize], Seating::Computer(_)))
        {
            continue;
        }
        people_move(room, &mut rng);
    }
    panic!("the game did not end");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]

    #[test]
    fn every_soi_snapshot_stays_within_its_seats_view(deal in 0u64..(1 << 53), seed: u64) {
        let mut room = soi_table(deal);
        play_soi(&mut room, seed, true);
    }
}

#[test]
fn a_room_rebuilt_from_its_log_is_the_live_room() {
    let mut room = soi_table(77);
    play_soi(&mut room, 5, false);
    let again = rebuilt(&room, room.log());
    assert_eq!(again.game(), room.game());
    assert_eq!(again.seats(), room.seats());
    for seat in [Some(0), Some(1), Some(2), Some(3), None] {
        assert_eq!(again.snapshot(seat), room.snapshot(seat));
    }
    // The log is plain data: through JSON and back, it rebuilds the same room.
    let json = serde_json::to_string(room.log()).unwrap();
    let log: Vec<Entry<SoiAction, SoiLevel>> = serde_json::from_str(&json).unwrap();
    let thawed = rebuilt(&room, &log);
    assert_eq!(thawed.game(), room.game());
}

#[test]
fn a_secret_deal_is_shown_only_at_the_end_and_replays_the_game() {
    let secret = DealSecret::random().unwrap();
    let code = secret.to_string();
    let mut room = soi_table_dealt(Deal::Secret(secret));
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut frames = 0;
    // Every frame any seat or a spectator is sent, move after move.
    loop {
        room.play_computers(1);
        let over = room.is_over();
        for seat in [Some(0), Some(1), Some(2), Some(3), None] {
            let snapshot = room.snapshot(seat).unwrap();
            let json = serde_json::to_string(&snapshot).unwrap();
            frames += 1;
            if over {
                assert_eq!(snapshot.deal, Some(Deal::Secret(secret)));
                assert!(json.contains(&format!("\"deal\":\"{code}\"")));
            } else {
                assert_eq!(snapshot.deal, None);
                assert!(!json.contains(&code[..12]), "the deal code leaks: {json}");
            }
        }
        if over {
            break;
        }
        let game = room.game().unwrap();
        let action = match game.to_move().seat() {
            Some(seat) if seat > 1 => continue,
            Some(seat) => {
                let view = room.snapshot(Some(seat)).unwrap().view.unwrap();
                (
                    seat,
                    SoiAction::Ask(soi::bot::choose(&view, SoiLevel::Easy, &mut rng).unwrap()),
                )
            }
            None => (1, SoiAction::NextRound),
        };
        let name = ["Ana", "Ben"][action.0 as usize];
        room.apply(&token(name), Command::Act { action: action.1 })
            .unwrap();
    }
    assert!(frames > 100);
    // 128 bits, shown as 32 hexadecimal digits: too many to try.
    assert_eq!(code.len(), 32);
    // The code is all it takes to replay the game, computers' moves included.
    let log: RoomLog<SoiRules, SoiLevel, SoiAction> =
        serde_json::from_str(&serde_json::to_string(&room.public_log()).unwrap()).unwrap();
    assert_eq!(log.deal, Deal::Secret(secret));
    let replayed = Room::<Soi>::from_public_log(&log).unwrap();
    assert_eq!(replayed.game(), room.game());
}

#[test]
fn a_room_keeps_hashes_of_tokens_never_the_tokens() {
    let mut room = soi_table(5);
    play_soi(&mut room, 1, false);
    let log = serde_json::to_string(room.log()).unwrap();
    let seats = format!("{:?}", room.seats());
    for name in ["Ana", "Ben"] {
        assert!(!log.contains(&token(name).0) && !seats.contains(&token(name).0));
        assert!(
            log.contains(token(name).hash().as_str())
                || seats.contains(token(name).hash().as_str())
        );
    }
    // A log stored before rooms kept hashes names the token itself: it is read as its hash, so
    // the seat's token still works.
    let old = r#"{"by":null,"command":{"type":"join","name":"Cleo","token":"0123456789abcdef0123456789abcdef"}}"#;
    let entry: Entry<SoiAction, SoiLevel> = serde_json::from_str(old).unwrap();
    let cleo = SeatToken("0123456789abcdef0123456789abcdef".into());
    assert_eq!(
        entry.command,
        Command::Join {
            name: "Cleo".into(),
            token: cleo.hash()
        }
    );
    let mut lobby = soi_room(1, WhenLeft::Wait);
    lobby.apply(&cleo, entry.command).unwrap();
    assert_eq!(lobby.seat_of(&cleo), Some(1));
    assert_eq!(lobby.seat_of(&SeatToken(cleo.hash().as_str().into())), None);
}

#[test]
fn names_are_shown_cleaned_and_never_twice() {
    let mut room = soi_room(1, WhenLeft::Wait);
    let join = |name: &str, t: &str| Command::<SoiAction, SoiLevel>::Join {
        name: name.into(),
        token: token(t).hash(),
    };
    // A right-to-left override and zero-width characters, to pass as "Ana".
    room.apply(&token("b"), join("A\u{200B}na\u{202E}", "b"))
        .unwrap();
    room.apply(&token("c"), join("ANA", "c")).unwrap();
    room.apply(&token("d"), join("Bo\u{2066}b\u{2069}", "d"))
        .unwrap();
    let names: Vec<String> = room
        .snapshot(Some(0))
        .unwrap()
        .seats
        .iter()
        .map(|s| match &s.who {
            SeatKind::Person { name, .. } => name.clone(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(names, ["Ana", "Ana 2", "ANA 3", "Bob"]);
    // Replayed from its log, the room shows the same names.
    assert_eq!(rebuilt(&room, room.log()).seats(), room.seats());
}

#[test]
fn refusals_are_typed_and_change_nothing() {
    let mut room = soi_table(3);
    room.play_computers(100);
    let game = room.game().unwrap().clone();
    let mover = game.to_move().seat().unwrap();
    let other = 1 - mover.min(1);
    let legal = game.legal_asks();
    let name = |seat: u8| ["Ana", "Ben"][seat as usize];
    let mut tries: Vec<(SeatToken, Command<SoiAction, SoiLevel>, RoomError)> = vec![
        (token("Eve"), Command::Start, RoomError::BadToken),
        (token("Ben"), Command::Start, RoomError::NotHost),
        (token("Ana"), Command::Start, RoomError::Started),
        (
            token("Ben"),
            Command::SetComputer {
                seat: 1,
                level: SoiLevel::Easy,
            },
            RoomError::NotHost,
        ),
        (
            token("Ana"),
            Command::Open { seat: 9 },
            RoomError::NoSuchSeat { seat: 9 },
        ),
        (
            token("Zoe"),
            Command::Join {
                name: "Zoe".into(),
                token: token("Zoe").hash(),
            },
            RoomError::RoomFull,
        ),
        (token("Ana"), Command::Leave, RoomError::HostStays),
        (
            token("Ana"),
            Command::Act {
                action: SoiAction::NextRound,
            },
            RoomError::Rule {
                rule: RuleCode::RoundNotOver,
                detail: None,
            },
        ),
    ];
    if mover < 2 {
        let ask = legal[0];
        // The other person asks as the mover, and as themselves out of turn.
        tries.push((
            token(name(other)),
            Command::Act {
                action: SoiAction::Ask(ask),
            },
            RoomError::NotYourSeat,
        ));
        let mut own = ask;
        own.asker = other;
        tries.push((
            token(name(other)),
            Command::Act {
                action: SoiAction::Ask(own),
            },
            RoomError::NotYourTurn,
        ));
        // An ask the rules refuse: for a card of a rank the mover does not hold.
        let held: Vec<u8> = game.hand(mover).iter().map(|c| c.rank).collect();
        let rank = (1..=13).find(|r| !held.contains(r)).unwrap();
        let mut bad = ask;
        bad.card = quadrille_engine::cards::Card::new(rank, bad.card.suit);
        tries.push((
            token(name(mover)),
            Command::Act {
                action: SoiAction::Ask(bad),
            },
            RoomError::Rule {
                rule: RuleCode::NoSuchRank,
                detail: None,
            },
        ));
    }
    for (who, command, expected) in tries {
        let before: Vec<_> = (0..4).map(|s| room.snapshot(Some(s))).collect();
        let log = room.log().len();
        assert_eq!(
            room.apply(&who, command.clone()),
            Err(expected),
            "{command:?}"
        );
        assert_eq!(room.log().len(), log);
        let after: Vec<_> = (0..4).map(|s| room.snapshot(Some(s))).collect();
        assert_eq!(before, after, "{command:?} changed the room");
    }
}

#[test]
fn the_lobby_checks_names_seats_and_the_version() {
    let mut room = soi_room(1, WhenLeft::Wait);
    let join = |name: &str, t: &str| Command::<SoiAction, SoiLevel>::Join {
        name: name.into(),
        token: token(t).hash(),
    };
    let long = "x".repeat(MAX_NAME + 1);
    assert_eq!(
        room.apply(&token("x"), join(&long, "x")),
        Err(RoomError::BadName { max: 40 })
    );
    assert_eq!(
        room.apply(&token("x"), join(" ", "x")),
        Err(RoomError::BadName { max: 40 })
    );
    assert_eq!(
        room.apply(&token("Ana"), join("Ana again", "Ana")),
        Err(RoomError::TokenInUse)
    );
    assert_eq!(
        room.apply(&token("Ana"), Command::Start),
        Err(RoomError::SeatsOpen)
    );
    room.apply(&token("Ben"), join("Ben", "Ben")).unwrap();
    assert_eq!(room.seat_of(&token("Ben")), Some(1));
    assert!(
        room.snapshot(Some(1)).unwrap().view.is_none(),
        "not started"
    );
    assert_eq!(check_version(PROTOCOL_VERSION), Ok(()));
    assert_eq!(
        check_version(PROTOCOL_VERSION + 1),
        Err(RoomError::VersionMismatch {
            ours: PROTOCOL_VERSION,
            theirs: PROTOCOL_VERSION + 1
        })
    );
    let no_spectators = Room::<Soi>::new(
        RoomSettings {
            rules: SoiRules::default(),
            spectators: false,
            when_left: WhenLeft::Wait,
        },
        Deal::Number(1),
        "Ana",
        token("Ana").hash(),
    )
    .unwrap();
    assert!(no_spectators.snapshot(None).is_none());
    assert!(matches!(
        Room::<Soi>::new(
            RoomSettings {
                rules: SoiRules { target: 5 },
                spectators: false,
                when_left: WhenLeft::Wait,
            },
            Deal::Number(1),
            "Ana",
            token("Ana").hash(),
        ),
        Err(RoomError::Rule {
            rule: RuleCode::BadRules,
            detail: None,
        })
    ));
}

#[test]
fn a_token_gives_back_its_seat_and_its_view() {
    let mut room = soi_table(11);
    room.play_computers(50);
    let seat = room.seat_of(&token("Ben")).unwrap();
    let before = room.snapshot(Some(seat));
    room.set_connected(seat, false);
    room.set_connected(seat, true);
    // A rebuilt room (a restarted server) knows the token too.
    let again = rebuilt(&room, room.log());
    assert_eq!(again.seat_of(&token("Ben")), Some(seat));
    let mut after = again.snapshot(Some(seat)).unwrap();
    let mut live = before.unwrap();
    // Connection marks are the transport's, not the log's.
    for s in after.seats.iter_mut().chain(live.seats.iter_mut()) {
        if let SeatKind::Person { connected, .. } = &mut s.who {
            *connected = false;
        }
    }
    assert_eq!(after.view, live.view);
    after.seats.clone_from(&live.seats);
    assert_eq!(after, live);
}

#[test]
fn a_person_who_leaves_is_replaced_as_the_host_chose() {
    let mut room = soi_table(21);
    room.apply(&token("Ben"), Command::Leave).unwrap();
    assert_eq!(room.seats()[1], Seating::Computer(SoiLevel::Easy));
    assert_eq!(room.seat_of(&token("Ben")), None);
    assert_eq!(
        room.apply(&token("Ben"), Command::Leave),
        Err(RoomError::BadToken)
    );
    // Waiting instead: the seat opens and the game waits at its turn until someone joins.
    let mut waiting = soi_room(21, WhenLeft::Wait);
    let join = Command::Join {
        name: "Ben".into(),
        token: token("Ben").hash(),
    };
    waiting.apply(&token("Ben"), join).unwrap();
    for seat in [2, 3] {
        waiting
            .apply(
                &token("Ana"),
                Command::SetComputer {
                    seat,
                    level: SoiLevel::Medium,
                },
            )
            .unwrap();
    }
    waiting.apply(&token("Ana"), Command::Start).unwrap();
    waiting
        .apply(&token("Ana"), Command::Open { seat: 2 })
        .unwrap_err();
    waiting
        .apply(&token("Ana"), Command::Open { seat: 1 })
        .unwrap();
    assert_eq!(waiting.seats()[1], Seating::Open);
    let cleo = Command::Join {
        name: "Cleo".into(),
        token: token("Cleo").hash(),
    };
    waiting.apply(&token("Cleo"), cleo).unwrap();
    assert_eq!(waiting.seat_of(&token("Cleo")), Some(1));
}

#[test]
fn a_fourside_room_plays_to_the_end_and_hints_stay_private() {
    let settings = RoomSettings {
        rules: FourSideRules::default(),
        spectators: true,
        when_left: WhenLeft::Wait,
    };
    let mut room =
        Room::<FourSide>::new(settings, Deal::Number(99), "Ana", token("Ana").hash()).unwrap();
    let join = Command::Join {
        name: "Ben".into(),
        token: token("Ben").hash(),
    };
    room.apply(&token("Ben"), join).unwrap();
    room.apply(&token("Ana"), Command::Start).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut hinted = false;
    while !room.game().unwrap().is_over() {
        let game = room.game().unwrap();
        let seat = game.turn();
        let name = ["Ana", "Ben"][seat as usize];
        let other = ["Ana", "Ben"][1 - seat as usize];
        let action = if !hinted {
            hinted = true;
            fourside::FourSideAction::Hint
        } else {
            let view = room.snapshot(Some(seat)).unwrap().view.unwrap();
            fourside::FourSideAction::Place(
                fourside::bot::choose(&view, fourside::Level::Advanced, &mut rng).unwrap(),
            )
        };
        assert_eq!(
            room.apply(
                &token(other),
                Command::Act {
                    action: action.clone()
                }
            ),
            Err(RoomError::NotYourTurn)
        );
        room.apply(&token(name), Command::Act { action }).unwrap();
        for s in [Some(0), Some(1), None] {
            let snapshot = room.snapshot(s).unwrap();
            let view = snapshot.view.unwrap();
            let game = room.game().unwrap();
            match s {
                Some(s) => assert_eq!(view, game.view(s)),
                None => assert!(view.hand.is_empty() && view.placements.is_empty()),
            }
            let hint_seen = snapshot
                .events
                .iter()
                .any(|e| matches!(e, fourside::FourSideEvent::HintShown { .. }));
            if hint_seen {
                assert_eq!(s, Some(seat), "a hint is its player's alone");
            }
            assert_eq!(snapshot.deal.is_some(), game.is_over());
        }
    }
    let again = rebuilt(&room, room.log());
    assert_eq!(again.game(), room.game());
}

#[test]
fn a_table_of_computers_and_a_host_plays_itself_out_but_the_host_deals() {
    let mut room = soi_room(
        5,
        WhenLeft::Computer {
            level: SoiLevel::Easy,
        },
    );
    for seat in 1..4 {
        room.apply(
            &token("Ana"),
            Command::SetComputer {
                seat,
                level: SoiLevel::Impossible,
            },
        )
        .unwrap();
    }
    room.apply(&token("Ana"), Command::Start).unwrap();
    // Computers move until South (a person) is to move or the round ends.
    room.play_computers(10_000);
    let game = room.game().unwrap();
    assert!(game.to_move().seat() == Some(0) || game.round_over());
}

/// Ana and Ben's finished game, and what each asking for another does.
#[test]
fn another_game_is_dealt_once_every_person_asks_or_leaves() {
    let mut room = soi_table(21);
    let again = |deal: u64| Command::Again {
        deal: Some(Deal::Number(deal)),
    };
    // Not before the end.
    assert_eq!(
        room.apply(&token("Ana"), again(1)),
        Err(RoomError::GameNotOver)
    );
    play_soi(&mut room, 3, false);
    let first = room.game().unwrap().clone();
    let seq = room.seq();
    // An `Again` without the transport's deal is refused.
    assert_eq!(
        room.apply(&token("Ana"), Command::Again { deal: None }),
        Err(RoomError::Malformed)
    );
    room.apply(&token("Ana"), again(900)).unwrap();
    // One of two people: nothing is dealt yet, and everyone sees who asked.
    assert_eq!(room.game(), Some(&first));
    assert_eq!(room.snapshot(Some(1)).unwrap().again, vec![0]);
    assert_eq!(room.ready_again(), None);
    room.apply(&token("Ben"), again(901)).unwrap();
    // The last one to ask deals from the deal their `Again` carried.
    let second = room.game().unwrap();
    assert!(!second.is_over());
    assert_eq!(
        second,
        &Soi::new(&SoiRules { target: 100 }, Deal::Number(901))
    );
    assert_eq!(room.game_deal(), Deal::Number(901));
    assert_eq!(
        room.deal(),
        Deal::Number(21),
        "the room replays from its own deal"
    );
    let snapshot = room.snapshot(Some(0)).unwrap();
    assert_eq!((snapshot.deal, snapshot.again.len()), (None, 0));
    assert_eq!(room.seq(), seq + 2);
    // Same seats and rules; the log rebuilds both games.
    let rebuilt_room = rebuilt(&room, room.log());
    assert_eq!(rebuilt_room.game(), room.game());
    assert_eq!(rebuilt_room.snapshot(Some(1)), room.snapshot(Some(1)));
    let public = Room::<Soi>::from_public_log(&room.public_log()).unwrap();
    assert_eq!(public.game(), room.game());

    // The second game ends; Ana asks, Ben leaves instead: the room is ready, and the transport
    // deals it from Ana's seat.
    play_soi(&mut room, 4, false);
    room.apply(&token("Ana"), again(902)).unwrap();
    assert_eq!(room.ready_again(), None);
    room.apply(&token("Ben"), Command::Leave).unwrap();
    assert_eq!(room.ready_again(), Some(0));
    room.apply(&token("Ana"), again(903)).unwrap();
    assert_eq!(room.game_deal(), Deal::Number(903));
    assert!(matches!(room.seats()[1], Seating::Computer(_)));
}

fn home_seats(people: &[u8]) -> Vec<Seating<SoiLevel>> {
    (0..4u8)
        .map(|seat| match people.contains(&seat) {
            true => Seating::Person {
                name: format!("P{seat}"),
                token: token(&format!("p{seat}")).hash(),
            },
            false => Seating::Computer(SoiLevel::Medium),
        })
        .collect()
}

#[test]
fn a_home_table_is_played_by_its_device_and_rebuilt_from_its_actions() {
    let rules = SoiRules { target: 100 };
    let names = vec![None, Some("Eve".to_string())];
    let mut room =
        Room::<Soi>::at_home(rules, Deal::Number(8), home_seats(&[0, 2]), names).unwrap();
    assert!(room.is_home() && room.game().is_some());
    // A computer's seat is known by the name the player gave it, else by its level.
    let seats = room.snapshot(Some(0)).unwrap().seats;
    let medium = |name: Option<&str>| SeatKind::Computer {
        level: SoiLevel::Medium,
        name: name.map(str::to_string),
    };
    assert_eq!(seats[1].who, medium(Some("Eve")));
    assert_eq!(seats[3].who, medium(None));
    // No host at home: no lobby command, and no seat shown as the host's.
    assert_eq!(
        room.apply(&token("p0"), Command::Start),
        Err(RoomError::NotHost)
    );
    assert!(room
        .snapshot(Some(0))
        .unwrap()
        .seats
        .iter()
        .all(|s| !s.host));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut refused_for_a_computer = false;
    for _ in 0..20_000 {
        room.play_computers(1);
        let game = room.game().unwrap();
        if game.is_over() {
            break;
        }
        match Game::to_move(game) {
            quadrille_engine::ToMove::Seat(seat) if [1, 3].contains(&seat) => {
                // A computer's move is not the device's to make.
                let view = game.view(seat);
                let ask = soi::bot::choose(&view, SoiLevel::Medium, &mut rng).unwrap();
                let before = room.seq();
                assert_eq!(
                    room.act_here(SoiAction::Ask(ask)),
                    Err(RoomError::NotYourSeat)
                );
                assert_eq!(room.seq(), before);
                refused_for_a_computer = true;
            }
            quadrille_engine::ToMove::Seat(seat) => {
                let view = game.view(seat);
                let ask = soi::bot::choose(&view, SoiLevel::Medium, &mut rng).unwrap();
                room.act_here(SoiAction::Ask(ask)).unwrap();
            }
            quadrille_engine::ToMove::Table => room.act_here(SoiAction::NextRound).unwrap(),
            quadrille_engine::ToMove::Over => unreachable!(),
        }
    }
    assert!(room.is_over() && refused_for_a_computer);
    let record = room.record().unwrap();
    let again = Room::<Soi>::home_replay(
        rules,
        Deal::Number(8),
        home_seats(&[0, 2]),
        vec![],
        record.actions(),
    )
    .unwrap();
    assert_eq!(again.game(), room.game());
    // Both people play again at once: a new deal at the same seats.
    room.again_here(Deal::Number(9)).unwrap();
    assert_eq!(room.game().unwrap(), &Soi::new(&rules, Deal::Number(9)));
    assert_eq!(room.seats(), home_seats(&[0, 2]).as_slice());
    // A room with a host is not a home table.
    let mut hosted = soi_table(3);
    assert_eq!(
        hosted.act_here(SoiAction::NextRound),
        Err(RoomError::BadToken)
    );
}

#[test]
fn a_home_table_of_computers_plays_itself_and_deals_again() {
    let rules = SoiRules { target: 100 };
    let mut room = Room::<Soi>::at_home(rules, Deal::Number(4), home_seats(&[]), vec![]).unwrap();
    room.play_computers(100_000);
    assert!(room.is_over());
    room.again_here(Deal::Number(5)).unwrap();
    assert!(!room.is_over());
    assert_eq!(room.game_deal(), Deal::Number(5));
}

/// What a person at `seat` might send: mostly a move the rules allow (so games go somewhere),
/// sometimes a lobby command or a move that is refused. `pick` draws from 0..n.
fn any_command<G: RoomGame>(
    room: &Room<G>,
    pick: &mut impl FnMut(usize) -> usize,
    computer: G::Level,
) -> Command<G::Action, G::Level>
where
    G::Rules: PartialEq,
{
    let seats = G::SEATS as u8;
    let legal = room.game().map(|g| g.legal_actions()).unwrap_or_default();
    match pick(12) {
        0 => Command::Join {
            name: format!("P{}", pick(1000)),
            token: token(&format!("p{}", pick(8))).hash(),
        },
        1 => Command::SetComputer {
            seat: pick(seats as usize + 1) as u8,
            level: computer,
        },
        2 => Command::Open {
            seat: pick(seats as usize) as u8,
        },
        3 => Command::Start,
        4 => Command::Leave,
        5 => Command::Again {
            deal: Some(Deal::Number(pick(1 << 20) as u64)),
        },
        _ if !legal.is_empty() => Command::Act {
            action: legal[pick(legal.len())].clone(),
        },
        _ => Command::Start,
    }
}

/// Plays `steps` random commands from random seats (people joining, leaving, moving, asking for
/// another game; connections dropping and coming back) and keeps, for every seat and a
/// spectator, a copy built only from the first snapshot and then the changes, each sent
/// through JSON as on the wire. At every step each copy must equal the snapshot the room would
/// send whole.
fn copies_follow_changes<G: WireGame>(mut room: Room<G>, seed: u64, steps: usize, level: G::Level)
where
    G::Rules: PartialEq,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pick = move |n: usize| rng.random_range(0..n.max(1));
    let watchers: Vec<Option<u8>> = (0..G::SEATS as u8).map(Some).chain([None]).collect();
    let whole = |room: &Room<G>, w| G::wrap_snapshot(room.snapshot(w).unwrap());
    let mut copies: Vec<AnySnapshot> = watchers.iter().map(|&w| whole(&room, w)).collect();
    let people = ["Ana", "p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"];
    let mut changes = 0;
    for _ in 0..steps {
        // Mostly the person to move makes a move the rules allow, so that games get played;
        // once a game is over, a seated person often asks for another; else anyone sends
        // anything, connections drop and come back.
        let to_move = room
            .game()
            .and_then(|g| g.to_move().seat())
            .and_then(|seat| {
                people
                    .iter()
                    .find(|p| room.seat_of(&token(p)) == Some(seat))
            });
        let seated: Vec<&str> = people
            .iter()
            .copied()
            .filter(|p| room.seat_of(&token(p)).is_some())
            .collect();
        let legal = room.game().map(|g| g.legal_actions()).unwrap_or_default();
        let (by, command) = match (pick(4), to_move) {
            (0..=2, Some(name)) if !legal.is_empty() => {
                let action = legal[pick(legal.len())].clone();
                (*name, Command::Act { action })
            }
            (0..=1, _) if room.is_over() => {
                let deal = Some(Deal::Number(pick(1 << 20) as u64));
                (seated[pick(seated.len())], Command::Again { deal })
            }
            _ if pick(8) == 0 => {
                room.set_connected(pick(G::SEATS) as u8, pick(2) == 0);
                ("", Command::Start)
            }
            _ => (
                people[pick(people.len())],
                any_command(&room, &mut pick, level),
            ),
        };
        if !by.is_empty() {
            let _ = room.apply(&token(by), command);
            room.play_computers(3);
        }
        for (copy, &watcher) in copies.iter_mut().zip(&watchers) {
            let now = whole(&room, watcher);
            if let Some(change) = copy.change_to(&now) {
                let text = serde_json::to_string(&change).unwrap();
                let change: AnyChange = serde_json::from_str(&text).unwrap();
                copy.apply_change(change).unwrap();
                changes += 1;
            }
            assert_eq!(
                *copy,
                now,
                "{watcher:?}'s copy differs at seq {}",
                now.seq()
            );
        }
    }
    // The walk went somewhere (rounds and games played to their end are checked for certain
    // by `a_copy_follows_a_whole_game_and_the_next`).
    assert!(
        room.seq() as usize > steps / 10,
        "few commands were accepted"
    );
    assert!(
        changes >= room.seq(),
        "{changes} changes for seq {}",
        room.seq()
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn a_soi_copy_built_from_changes_is_the_whole_snapshot(deal in 0u64..(1 << 53), seed: u64) {
        copies_follow_changes(soi_room(deal, WhenLeft::Wait), seed, 600, SoiLevel::Easy);
    }

    #[test]
    fn a_fourside_copy_built_from_changes_is_the_whole_snapshot(deal in 0u64..(1 << 53), seed: u64) {
        let settings = RoomSettings {
            rules: FourSideRules::default(),
            spectators: true,
            when_left: WhenLeft::Computer { level: fourside::Level::Beginner },
        };
        let room = Room::<FourSide>::new(settings, Deal::Number(deal), "Ana", token("Ana").hash())
            .unwrap();
        copies_follow_changes(room, seed, 300, fourside::Level::Beginner);
    }
}

/// Brings each watcher's copy up to the room through a change sent as JSON, and checks it.
fn follow(copies: &mut [AnySnapshot], room: &Room<Soi>) {
    for (i, copy) in copies.iter_mut().enumerate() {
        let watcher = (i < 4).then_some(i as u8);
        let now = Soi::wrap_snapshot(room.snapshot(watcher).unwrap());
        if let Some(change) = copy.change_to(&now) {
            let text = serde_json::to_string(&change).unwrap();
            copy.apply_change(serde_json::from_str(&text).unwrap())
                .unwrap();
        }
        assert_eq!(*copy, now, "{watcher:?} at seq {}", now.seq());
    }
}

/// Every seat's and a spectator's copies follow a whole game from changes alone, through
/// every round's end and deal, the game's end and the next game.
#[test]
fn a_copy_follows_a_whole_game_and_the_next() {
    let mut room = soi_table(13);
    let mut copies: Vec<AnySnapshot> = [Some(0), Some(1), Some(2), Some(3), None]
        .iter()
        .map(|&w| Soi::wrap_snapshot(room.snapshot(w).unwrap()))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    let mut rounds = 0;
    for game in 0..2 {
        while !room.is_over() {
            if room.play_computers(1) == 0 {
                rounds += usize::from(room.game().unwrap().to_move().seat().is_none());
                people_move(&mut room, &mut rng);
            }
            follow(&mut copies, &room);
        }
        if game == 0 {
            for name in ["Ana", "Ben"] {
                let again = Command::Again {
                    deal: Some(Deal::Number(14)),
                };
                room.apply(&token(name), again).unwrap();
                follow(&mut copies, &room);
            }
            assert!(!room.is_over(), "another game was dealt");
        }
    }
    assert!(rounds >= 2, "rounds were dealt ({rounds})");
}

/// A change is for the copy it was made against: one applied to a copy at another seq is
/// refused (the client then asks for its whole view), and an item past a list's end is too.
#[test]
fn a_change_for_another_seq_is_refused() {
    let mut room = soi_table(5);
    let before = room.snapshot(Some(1)).unwrap();
    play_soi_moves(&mut room, 3);
    let middle = room.snapshot(Some(1)).unwrap();
    play_soi_moves(&mut room, 3);
    let after = room.snapshot(Some(1)).unwrap();
    let change = middle.change_to(&after).unwrap();
    let mut stale = before.clone();
    assert_eq!(
        stale.apply_change(change),
        Err(BadChange::Gap {
            from: middle.seq,
            at: before.seq
        })
    );
    let mut short: Vec<u8> = vec![1, 2];
    assert_eq!(
        short.patch(ListChange::Set(vec![(5, 9)])),
        Err(BadChange::OutOfRange { at: 5, len: 2 })
    );
}

/// Later in a round a change is no larger than early on: the record is sent by its new events.
#[test]
fn a_change_stays_small_however_long_the_round() {
    let mut room = soi_table(11);
    let mut sizes = Vec::new();
    for _ in 0..40 {
        let before = room.snapshot(Some(1)).unwrap();
        play_soi_moves(&mut room, 1);
        let after = room.snapshot(Some(1)).unwrap();
        if after.view.as_ref().unwrap().round_over {
            break;
        }
        let change = before.change_to(&after).unwrap();
        let whole = serde_json::to_string(&after).unwrap().len();
        let sent = serde_json::to_string(&change).unwrap().len();
        sizes.push((sent, whole));
    }
    assert!(sizes.len() >= 20, "the round ended early: {sizes:?}");
    let (first, last) = (sizes[2], sizes[sizes.len() - 1]);
    assert!(last.1 > first.1 + 500, "whole snapshots grow: {sizes:?}");
    assert!(last.0 < 1500, "a late change is small: {sizes:?}");
    assert!(
        last.0 < last.1 / 2,
        "a change is smaller than the whole: {sizes:?}"
    );
}

/// The move of whichever of `soi_table`'s people (Ana, Ben) is to move, as a Medium player
/// would choose it; Ben deals the next round.
fn people_move(room: &mut Room<Soi>, rng: &mut ChaCha8Rng) {
    let game = room.game().unwrap();
    let (who, action) = match game.to_move().seat() {
        Some(seat) => {
            let view = room.snapshot(Some(seat)).unwrap().view.unwrap();
            let ask = soi::bot::choose(&view, SoiLevel::Medium, rng).unwrap();
            (seat, SoiAction::Ask(ask))
        }
        None => (1, SoiAction::NextRound),
    };
    let name = ["Ana", "Ben"][who as usize];
    room.apply(&token(name), Command::Act { action }).unwrap();
}

/// Plays `moves` moves of `soi_table`'s people (Ana, Ben) and its computers.
fn play_soi_moves(room: &mut Room<Soi>, moves: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(moves as u64);
    for _ in 0..moves {
        if room.play_computers(1) == 1 {
            continue;
        }
        people_move(room, &mut rng);
    }
}
