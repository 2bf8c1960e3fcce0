//! The SQLite store on its own: a room's log grows only at its end, and a refused append
//! writes nothing.

use quadrille_server::store::{Append, NewStored, Store, StoredRoom};
use quadrille_server::SqliteStore;

fn store(name: &str) -> (SqliteStore, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("quadrille-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    (SqliteStore::open(&dir.join("rooms.sqlite3")).unwrap(), dir)
}

/// A room of `127.0.0.1` with the header "header".
fn room(id: &str, now: u64) -> NewStored<'_> {
    NewStored {
        id,
        game: "soi",
        header: "header",
        creator: "127.0.0.1",
        key: None,
        now,
    }
}

fn entries(from: usize, to: usize) -> Vec<String> {
    (from..to).map(|i| format!("entry {i}")).collect()
}

#[test]
fn appends_only_at_the_end_of_the_log() {
    let (mut db, dir) = store("append");
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
    // Behind or past the end: refused, and nothing written.
    for first in [0, 2, 4, 100] {
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
    // Finished: no longer one of the creator's open rooms.
    assert_eq!(db.open_rooms_of("127.0.0.1", 0).unwrap(), 1);
    let _ = std::fs::remove_dir_all(dir);
}

/// The writer leaves checkpoints to the store's own thread: the database file still takes in
/// what was committed, without anyone asking, and reopening finds all of it.
#[test]
fn the_wal_is_copied_into_the_database_in_the_background() {
    let (mut db, dir) = store("checkpoint");
    let path = dir.join("rooms.sqlite3");
    db.create(&room("r", 10)).unwrap();
    let big: Vec<String> = (0..400)
        .map(|i| format!("{i:0>4}{}", "x".repeat(4000)))
        .collect();
    for (i, entry) in big.iter().enumerate() {
        db.append(&Append::new(
            "r",
            i as u64,
            std::slice::from_ref(entry),
            false,
            11,
        ))
        .unwrap();
    }
    // About 1.6 MB committed: in the WAL at first, then in the database file.
    let copied = (0..100).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        std::fs::metadata(&path).map_or(0, |m| m.len()) > 1_500_000
    });
    assert!(copied, "the database file never took in the WAL");
    drop(db);
    let mut again = SqliteStore::open(&path).unwrap();
    assert_eq!(again.load("r").unwrap().unwrap().entries, big);
    let _ = std::fs::remove_dir_all(dir);
}

/// Appends go on while the background thread checkpoints: none is refused (a deferred
/// transaction was, within a second or two of this loop, with "database is locked").
#[test]
fn appends_are_never_refused_while_checkpointing() {
    let (mut db, dir) = store("busy");
    for r in 0..50 {
        db.create(&room(&format!("r{r}"), 10)).unwrap();
    }
    let start = std::time::Instant::now();
    let mut i = 0u64;
    while start.elapsed() < std::time::Duration::from_secs(3) {
        for r in 0..50 {
            db.append(&Append::new(
                &format!("r{r}"),
                i,
                &[format!("e{i}")],
                false,
                11,
            ))
            .unwrap_or_else(|e| panic!("at {i} room {r}: {e}"));
        }
        i += 1;
    }
    assert_eq!(db.load("r0").unwrap().unwrap().entries.len() as u64, i);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_batch_writes_each_append_on_its_own() {
    let (mut db, dir) = store("batch");
    for id in ["a", "b", "c"] {
        db.create(&room(id, 10)).unwrap();
    }
    db.append(&Append::new("b", 0, &entries(0, 1), false, 11))
        .unwrap();
    // "b" is out of step (it has one entry): refused alone, with nothing of it written.
    let results = db.append_all(&[
        Append::new("a", 0, &entries(0, 2), false, 12),
        Append::new("b", 0, &entries(5, 7), false, 12),
        Append::new("c", 0, &entries(0, 1), true, 12),
        Append::new("a", 2, &entries(2, 3), false, 12),
    ]);
    let ok: Vec<bool> = results.iter().map(Result::is_ok).collect();
    assert_eq!(ok, [true, false, true, true]);
    drop(db);
    let mut again = SqliteStore::open(&dir.join("rooms.sqlite3")).unwrap();
    assert_eq!(again.load("a").unwrap().unwrap().entries, entries(0, 3));
    assert_eq!(again.load("b").unwrap().unwrap().entries, entries(0, 1));
    assert_eq!(again.load("c").unwrap().unwrap().entries, entries(0, 1));
    let _ = std::fs::remove_dir_all(dir);
}
