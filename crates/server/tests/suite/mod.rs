//! The storage suite: what every `Store` of the server must do, written once and run against
//! each database (`store_suite!(Backend)`: SQLite in tests/store.rs, PostgreSQL in
//! tests/postgres.rs). A room's log grows only at its end, a refused write leaves nothing
//! behind, and two stores on one database (a restart, or two nodes) never both append the same
//! entry of a room.
#![allow(dead_code)]

use quadrille_server::store::{
    Append, BoardRow, DailyResult, Expiry, NewStored, Store, StoredRoom,
};
use std::sync::{Arc, Barrier};

/// A database the suite runs on. Each test of the suite names its own.
pub trait Backend {
    /// A store on an empty database of its own, named after the test.
    fn fresh(name: &str) -> Box<dyn Store>;
    /// One more store on the database `fresh(name)` made: a restart, or another node.
    fn again(name: &str) -> Box<dyn Store>;
    /// Removes what `fresh(name)` made, once a test passed and dropped its stores (a failed
    /// test leaves its database to look at).
    fn done(name: &str);
}

/// One `#[test]` per test of the suite, on `$backend` (`#[macro_use] mod suite;`).
macro_rules! store_suite {
    ($backend:ty) => {
        store_suite!(@each $backend;
            appends_only_at_the_end_of_the_log,
            a_batch_writes_each_append_on_its_own,
            an_append_to_a_room_not_kept_is_refused,
            a_create_is_refused_whole,
            entries_are_read_from_a_seq_on,
            open_rooms_are_those_neither_finished_nor_idle,
            finished_rooms_expire_and_made_rooms_are_still_counted,
            an_expired_room_leaves_no_entries_behind,
            a_second_store_on_one_database_sees_and_respects_the_first,
            two_stores_racing_for_one_seq_never_both_win,
            a_daily_result_is_kept_once_per_player_and_the_board_ranks_them,
            daily_results_are_counted_by_address_and_board_by_day_and_game,
            daily_results_expire_and_lose_their_address_after_the_hour
        );
    };
    (@each $backend:ty; $($test:ident),*) => {
        $(
            #[test]
            fn $test() {
                // Each test returns its database's name once its stores are dropped.
                let name = suite::$test::<$backend>();
                <$backend as suite::Backend>::done(name);
            }
        )*
    };
}

/// A room of `127.0.0.1` with the header "header".
pub fn room(id: &str, now: u64) -> NewStored<'_> {
    NewStored {
        id,
        game: "soi",
        header: "header",
        creator: "127.0.0.1",
        key: None,
        now,
    }
}

pub fn entries(from: usize, to: usize) -> Vec<String> {
    (from..to).map(|i| format!("entry {i}")).collect()
}

pub fn appends_only_at_the_end_of_the_log<B: Backend>() -> &'static str {
    let mut db = B::fresh("append");
    db.create(&room("r", 10)).unwrap();
    db.create(&room("other", 10)).unwrap();
    // A first append must start at 0.
    assert!(db
        .append(&Append::new("r", 1, &entries(1, 2), false, 11))
        .is_err());
    db.append(&Append::new("r", 0, &entries(0, 3), false, 11))
        .unwrap();
    db.append(&Append::new("other", 0, &entries(0, 1), false, 11))
        .unwrap();
    // Behind or past the end (however far): refused, and nothing written.
    for first in [0, 2, 4, 100, i64::MAX as u64, u64::MAX] {
        assert!(db
            .append(&Append::new("r", first, &entries(3, 5), false, 12))
            .is_err());
    }
    db.append(&Append::new("r", 3, &entries(3, 5), true, 12))
        .unwrap();
    assert_eq!(
        db.load("r").unwrap(),
        Some(StoredRoom {
            game: "soi".into(),
            header: "header".into(),
            entries: entries(0, 5),
        })
    );
    assert_eq!(db.load("other").unwrap().unwrap().entries, entries(0, 1));
    assert_eq!(db.load("nowhere").unwrap(), None);
    // Finished: no longer one of the creator's open rooms.
    assert_eq!(db.open_rooms_of("127.0.0.1", 0).unwrap(), 1);
    "append"
}

pub fn a_batch_writes_each_append_on_its_own<B: Backend>() -> &'static str {
    let mut db = B::fresh("batch");
    for id in ["a", "b", "c"] {
        db.create(&room(id, 10)).unwrap();
    }
    db.append(&Append::new("b", 0, &entries(0, 1), false, 11))
        .unwrap();
    // "b" is out of step (it has one entry): refused alone, with nothing of it written.
    let results = db.append_all(&[
        Append::new("c", 0, &entries(0, 1), true, 12),
        Append::new("a", 0, &entries(0, 2), false, 12),
        Append::new("b", 0, &entries(5, 7), false, 12),
        Append::new("a", 2, &entries(2, 3), false, 12),
    ]);
    let ok: Vec<bool> = results.iter().map(Result::is_ok).collect();
    assert_eq!(ok, [true, true, false, true]);
    drop(db);
    let mut again = B::again("batch");
    assert_eq!(again.load("a").unwrap().unwrap().entries, entries(0, 3));
    assert_eq!(again.load("b").unwrap().unwrap().entries, entries(0, 1));
    assert_eq!(again.load("c").unwrap().unwrap().entries, entries(0, 1));
    // "c" was finished by its append; "a" and "b" are still open.
    assert_eq!(again.open_rooms_of("127.0.0.1", 0).unwrap(), 2);
    "batch"
}

pub fn an_append_to_a_room_not_kept_is_refused<B: Backend>() -> &'static str {
    let mut db = B::fresh("not-kept");
    db.create(&room("r", 10)).unwrap();
    let results = db.append_all(&[
        Append::new("gone", 0, &entries(0, 2), false, 11),
        Append::new("gone", 0, &[], true, 11),
        Append::new("r", 0, &entries(0, 1), false, 11),
    ]);
    let ok: Vec<bool> = results.iter().map(Result::is_ok).collect();
    assert_eq!(ok, [false, false, true]);
    assert_eq!(db.entries_from("gone", 0).unwrap(), None);
    // Made later with that id, it starts empty: nothing was left of the refused append.
    db.create(&room("gone", 12)).unwrap();
    assert_eq!(
        db.load("gone").unwrap().unwrap().entries,
        Vec::<String>::new()
    );
    "not-kept"
}

pub fn a_create_is_refused_whole<B: Backend>() -> &'static str {
    let mut db = B::fresh("create");
    db.create(&NewStored {
        key: Some("k"),
        ..room("r", 100)
    })
    .unwrap();
    // The same id, or the same key: refused, and neither the room nor its record is written.
    assert!(db
        .create(&NewStored {
            header: "another",
            ..room("r", 101)
        })
        .is_err());
    assert!(db
        .create(&NewStored {
            key: Some("k"),
            ..room("s", 102)
        })
        .is_err());
    assert_eq!(db.load("s").unwrap(), None);
    assert_eq!(db.load("r").unwrap().unwrap().header, "header");
    assert_eq!(db.room_of_key("k").unwrap().as_deref(), Some("r"));
    assert_eq!(db.room_of_key("other").unwrap(), None);
    assert_eq!(db.rooms_made_since("127.0.0.1", 0).unwrap(), 1);
    // The store goes on after a refusal.
    db.create(&NewStored {
        key: Some("k2"),
        ..room("s", 103)
    })
    .unwrap();
    assert_eq!(db.room_of_key("k2").unwrap().as_deref(), Some("s"));
    assert_eq!(db.rooms_made_since("127.0.0.1", 0).unwrap(), 2);
    "create"
}

pub fn entries_are_read_from_a_seq_on<B: Backend>() -> &'static str {
    let mut db = B::fresh("from");
    db.create(&room("r", 10)).unwrap();
    db.create(&room("empty", 10)).unwrap();
    db.append(&Append::new("r", 0, &entries(0, 5), false, 11))
        .unwrap();
    assert_eq!(db.entries_from("r", 0).unwrap(), Some(entries(0, 5)));
    assert_eq!(db.entries_from("r", 3).unwrap(), Some(entries(3, 5)));
    for past in [5, 6, i64::MAX as u64, u64::MAX] {
        assert_eq!(db.entries_from("r", past).unwrap(), Some(vec![]), "{past}");
    }
    assert_eq!(db.entries_from("empty", 0).unwrap(), Some(vec![]));
    assert_eq!(db.entries_from("nowhere", 0).unwrap(), None);
    "from"
}

pub fn open_rooms_are_those_neither_finished_nor_idle<B: Backend>() -> &'static str {
    let mut db = B::fresh("open");
    for id in ["a", "b", "c"] {
        db.create(&room(id, 100)).unwrap();
    }
    db.create(&NewStored {
        creator: "10.0.0.2",
        ..room("d", 100)
    })
    .unwrap();
    db.append(&Append::new("a", 0, &entries(0, 1), false, 150))
        .unwrap();
    db.append(&Append::new("b", 0, &entries(0, 1), true, 200))
        .unwrap();
    // a (active at 150) and c (at 100); b is finished; d is another address's.
    assert_eq!(db.open_rooms_of("127.0.0.1", 0).unwrap(), 2);
    assert_eq!(db.open_rooms_of("127.0.0.1", 100).unwrap(), 2);
    assert_eq!(db.open_rooms_of("127.0.0.1", 101).unwrap(), 1);
    assert_eq!(db.open_rooms_of("127.0.0.1", 151).unwrap(), 0);
    assert_eq!(db.open_rooms_of("10.0.0.2", 0).unwrap(), 1);
    assert_eq!(db.open_rooms_of("10.0.0.3", 0).unwrap(), 0);
    assert_eq!(db.rooms_made_since("10.0.0.2", 0).unwrap(), 1);
    assert_eq!(db.rooms_made_since("127.0.0.1", u64::MAX).unwrap(), 0);
    "open"
}

/// Finished rooms go after their retention, idle ones after theirs; the rooms an address made
/// are still counted once deleted, until they are an hour old; a key finds its room; the size
/// grows with what is kept.
pub fn finished_rooms_expire_and_made_rooms_are_still_counted<B: Backend>() -> &'static str {
    let mut db = B::fresh("expire");
    let empty = db.size().unwrap();
    db.create(&NewStored {
        key: Some("k"),
        ..room("done", 100)
    })
    .unwrap();
    db.create(&room("going", 100)).unwrap();
    let long: Vec<String> = (0..50)
        .map(|i| format!("{i}{}", "x".repeat(4000)))
        .collect();
    db.append(&Append::new("done", 0, &long, true, 200))
        .unwrap();
    db.append(&Append::new("going", 0, &entries(0, 1), false, 200))
        .unwrap();
    assert!(db.size().unwrap() > empty);
    assert_eq!(db.room_of_key("k").unwrap().as_deref(), Some("done"));
    let expiry = |finished_before| Expiry {
        idle_before: 150,
        finished_before,
        made_before: 50,
        daily_before: 0,
    };
    assert!(db.expire(&expiry(200)).unwrap().is_empty());
    assert_eq!(db.expire(&expiry(201)).unwrap(), ["done"]);
    assert_eq!(db.load("done").unwrap(), None);
    assert_eq!(db.room_of_key("k").unwrap(), None);
    assert!(db.load("going").unwrap().is_some());
    assert_eq!(db.rooms_made_since("127.0.0.1", 100).unwrap(), 2);
    assert_eq!(db.rooms_made_since("127.0.0.1", 101).unwrap(), 0);
    db.expire(&Expiry {
        made_before: 101,
        ..expiry(0)
    })
    .unwrap();
    assert_eq!(db.rooms_made_since("127.0.0.1", 0).unwrap(), 0);
    // Idle since before 201: "going" (last active at 200) goes too.
    let idle = Expiry {
        idle_before: 201,
        finished_before: 0,
        made_before: 0,
        daily_before: 0,
    };
    assert_eq!(db.expire(&idle).unwrap(), ["going"]);
    assert!(db.expire(&idle).unwrap().is_empty());
    "expire"
}

pub fn an_expired_room_leaves_no_entries_behind<B: Backend>() -> &'static str {
    let mut db = B::fresh("expire-log");
    db.create(&room("r", 10)).unwrap();
    db.append(&Append::new("r", 0, &entries(0, 3), false, 10))
        .unwrap();
    let all = Expiry {
        idle_before: 11,
        finished_before: 11,
        made_before: 11,
        daily_before: 0,
    };
    assert_eq!(db.expire(&all).unwrap(), ["r"]);
    assert_eq!(db.entries_from("r", 0).unwrap(), None);
    // Its id made again: a room with an empty log, which grows from 0.
    db.create(&room("r", 20)).unwrap();
    assert_eq!(db.entries_from("r", 0).unwrap(), Some(vec![]));
    assert!(db
        .append(&Append::new("r", 3, &entries(3, 4), false, 20))
        .is_err());
    db.append(&Append::new("r", 0, &entries(7, 8), false, 20))
        .unwrap();
    assert_eq!(db.load("r").unwrap().unwrap().entries, entries(7, 8));
    "expire-log"
}

/// Two stores on one database, as two nodes (or a node and its restart) would have: each reads
/// what the other wrote, and one that is behind is refused instead of writing over the other.
pub fn a_second_store_on_one_database_sees_and_respects_the_first<B: Backend>() -> &'static str {
    let mut a = B::fresh("two");
    a.create(&room("r", 10)).unwrap();
    a.append(&Append::new("r", 0, &entries(0, 2), false, 11))
        .unwrap();
    let mut b = B::again("two");
    assert_eq!(b.load("r").unwrap().unwrap().entries, entries(0, 2));
    assert!(b
        .append(&Append::new("r", 0, &entries(9, 10), false, 12))
        .is_err());
    b.append(&Append::new("r", 2, &entries(2, 3), false, 12))
        .unwrap();
    // `a` still thinks the log has two entries: refused.
    assert!(a
        .append(&Append::new("r", 2, &entries(9, 10), false, 13))
        .is_err());
    assert_eq!(a.entries_from("r", 2).unwrap(), Some(entries(2, 3)));
    a.append(&Append::new("r", 3, &entries(3, 4), false, 13))
        .unwrap();
    assert_eq!(b.load("r").unwrap().unwrap().entries, entries(0, 4));
    assert!(
        b.create(&room("r", 14)).is_err(),
        "a room made on a is kept"
    );
    "two"
}

/// Two stores append the same entry of one room at the same instant, from two threads, round
/// after round: each round exactly one wins, and the log read back holds the winner's entry.
pub fn two_stores_racing_for_one_seq_never_both_win<B: Backend>() -> &'static str {
    const ROUNDS: u64 = 200;
    let mut first = B::fresh("race");
    first.create(&room("r", 10)).unwrap();
    let second = B::again("race");
    let start = Arc::new(Barrier::new(2));
    let racers: Vec<_> = [("a", first), ("b", second)]
        .into_iter()
        .map(|(name, mut store)| {
            let start = start.clone();
            std::thread::spawn(move || {
                let won: Vec<bool> = (0..ROUNDS)
                    .map(|round| {
                        let entry = format!("{name} {round}");
                        start.wait();
                        store
                            .append(&Append::new("r", round, &[entry], false, 11))
                            .is_ok()
                    })
                    .collect();
                (won, store)
            })
        })
        .collect();
    let mut outcomes: Vec<(Vec<bool>, Box<dyn Store>)> =
        racers.into_iter().map(|r| r.join().unwrap()).collect();
    let (a, b) = (&outcomes[0].0, &outcomes[1].0);
    let mut winners = Vec::new();
    for round in 0..ROUNDS as usize {
        assert!(
            a[round] != b[round],
            "round {round}: {} won",
            if a[round] { "both" } else { "neither" }
        );
        winners.push(format!("{} {round}", if a[round] { "a" } else { "b" }));
    }
    let a_won = a.iter().filter(|&&w| w).count();
    println!("{a_won} rounds to a, {} to b", ROUNDS as usize - a_won);
    let log = outcomes[0].1.load("r").unwrap().unwrap().entries;
    assert_eq!(log, winners);
    assert_eq!(outcomes[1].1.entries_from("r", 0).unwrap(), Some(winners));
    "race"
}

/// A result of `player` (sent from 127.0.0.1 unless `submitter` says otherwise).
pub fn result(player: &str, score: u64, moves: u64, at: u64) -> DailyResult {
    DailyResult {
        day: "2027-03-01".into(),
        game: "solitairex".into(),
        player: format!("hash-of-{player}"),
        name: player.into(),
        score,
        moves,
        at,
        submitter: "127.0.0.1".into(),
    }
}

fn names(board: &[BoardRow]) -> Vec<&str> {
    board.iter().map(|r| r.name.as_str()).collect()
}

pub fn a_daily_result_is_kept_once_per_player_and_the_board_ranks_them<B: Backend>() -> &'static str
{
    let mut db = B::fresh("daily-board");
    assert!(db.record_daily(&result("ana", 48, 120, 100)).unwrap());
    assert!(db.record_daily(&result("ben", 48, 110, 105)).unwrap());
    assert!(db.record_daily(&result("cy", 30, 80, 90)).unwrap());
    assert!(db.record_daily(&result("dee", 48, 110, 101)).unwrap());
    // Ana again, better: her first result stands.
    assert!(!db.record_daily(&result("ana", 48, 60, 200)).unwrap());
    let board = db.daily_board("2027-03-01", "solitairex", 10).unwrap();
    // The highest score, then the fewest moves, then the earliest sent.
    assert_eq!(names(&board), ["dee", "ben", "ana", "cy"]);
    assert_eq!(
        board[2],
        BoardRow {
            name: "ana".into(),
            score: 48,
            moves: 120,
            at: 100
        }
    );
    assert_eq!(
        names(&db.daily_board("2027-03-01", "solitairex", 2).unwrap()),
        ["dee", "ben"]
    );
    drop(db);
    // Kept across a restart (or seen from another node).
    let mut again = B::again("daily-board");
    assert_eq!(
        again
            .daily_board("2027-03-01", "solitairex", 10)
            .unwrap()
            .len(),
        4
    );
    "daily-board"
}

pub fn daily_results_are_counted_by_address_and_board_by_day_and_game<B: Backend>() -> &'static str
{
    let mut db = B::fresh("daily-count");
    for (i, player) in ["a", "b", "c"].iter().enumerate() {
        db.record_daily(&result(player, 10, 10, 100 + i as u64))
            .unwrap();
    }
    let mut elsewhere = result("d", 10, 10, 150);
    elsewhere.submitter = "192.0.2.7".into();
    elsewhere.game = "montana".into();
    db.record_daily(&elsewhere).unwrap();
    let mut tomorrow = result("a", 10, 10, 160);
    tomorrow.day = "2027-03-02".into();
    db.record_daily(&tomorrow).unwrap();
    assert_eq!(db.dailies_since("127.0.0.1", 0).unwrap(), 4);
    assert_eq!(db.dailies_since("127.0.0.1", 101).unwrap(), 3);
    assert_eq!(db.dailies_since("192.0.2.7", 0).unwrap(), 1);
    assert_eq!(
        db.daily_board("2027-03-01", "solitairex", 10)
            .unwrap()
            .len(),
        3
    );
    assert_eq!(
        names(&db.daily_board("2027-03-01", "montana", 10).unwrap()),
        ["d"]
    );
    assert_eq!(
        names(&db.daily_board("2027-03-02", "solitairex", 10).unwrap()),
        ["a"]
    );
    assert!(db
        .daily_board("2027-03-03", "solitairex", 10)
        .unwrap()
        .is_empty());
    "daily-count"
}

pub fn daily_results_expire_and_lose_their_address_after_the_hour<B: Backend>() -> &'static str {
    let mut db = B::fresh("daily-expire");
    for (i, player) in ["old", "mid", "new"].iter().enumerate() {
        db.record_daily(&result(player, 10, 10, 100 * (i as u64 + 1)))
            .unwrap();
    }
    // Sent before 150 ("old"): deleted; before 250 ("mid"): its address erased.
    db.expire(&Expiry {
        idle_before: 0,
        finished_before: 0,
        made_before: 250,
        daily_before: 150,
    })
    .unwrap();
    let board = db.daily_board("2027-03-01", "solitairex", 10).unwrap();
    assert_eq!(names(&board), ["mid", "new"]);
    assert_eq!(
        db.dailies_since("127.0.0.1", 0).unwrap(),
        1,
        "only new's address"
    );
    "daily-expire"
}
