//! The SQLite store on its own: a room's log grows only at its end, and a refused append
//! writes nothing.

use quadrille_server::store::{Append, Expiry, NewStored, Store, StoredRoom};
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

fn wal_of(path: &std::path::Path) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-wal");
    name.into()
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// A file the server wrote before tokens were hashed (schema version 0, rows as that server
/// wrote them) is migrated when opened: afterwards neither the file nor its WAL holds a token,
/// and both tokens' hashes are in the rows that held them.
#[test]
fn tokens_kept_in_clear_are_hashed_when_an_old_file_is_opened() {
    let dir = std::env::temp_dir().join(format!("quadrille-store-migrate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("rooms.sqlite3");
    let host = "0123456789abcdef0123456789abcdef";
    let ben = "fedcba9876543210fedcba9876543210";
    let hashed = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";
    let header = format!(
        r#"{{"settings":{{"rules":{{}},"spectators":false,"when_left":{{"kind":"wait"}}}},"deal":123,"host":"Ana","token":"{host}"}}"#
    );
    let join = format!(r#"{{"by":null,"command":{{"type":"join","name":"Ben","token":"{ben}"}}}}"#);
    let other = r#"{"by":0,"command":{"type":"start"}}"#;
    let done =
        format!(r#"{{"by":null,"command":{{"type":"join","name":"Cy","token":"{hashed}"}}}}"#);
    {
        // Today's server's schema and rows, in WAL mode; the connection is not closed (as a
        // killed server's is not), so the WAL keeps its frames too.
        let old = rusqlite::Connection::open(&path).unwrap();
        old.pragma_update(None, "journal_mode", "WAL").unwrap();
        old.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
        old.execute_batch(
            "CREATE TABLE rooms (id TEXT PRIMARY KEY, game TEXT NOT NULL, header TEXT NOT NULL,
                 creator TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0,
                 last_active INTEGER NOT NULL);
             CREATE INDEX rooms_creator ON rooms (creator, finished);
             CREATE INDEX rooms_active ON rooms (last_active);
             CREATE TABLE entries (room TEXT NOT NULL, seq INTEGER NOT NULL, entry TEXT NOT NULL,
                 PRIMARY KEY (room, seq)) WITHOUT ROWID;",
        )
        .unwrap();
        old.execute(
            "INSERT INTO rooms (id, game, header, creator, last_active) VALUES ('r', 'four_side', ?1, '127.0.0.1', 10)",
            [&header],
        )
        .unwrap();
        for (seq, entry) in [&join, other, &done].into_iter().enumerate() {
            old.execute(
                "INSERT INTO entries (room, seq, entry) VALUES ('r', ?1, ?2)",
                rusqlite::params![seq as i64, entry],
            )
            .unwrap();
        }
        std::mem::forget(old);
    }
    let raw = |p: &std::path::Path| std::fs::read(p).unwrap_or_default();
    let before = [raw(&path), raw(&wal_of(&path))].concat();
    assert!(contains(&before, host) && contains(&before, ben));

    let mut db = SqliteStore::open(&path).unwrap();
    let (host_hash, ben_hash) = (
        quadrille_server::token_hash(host),
        quadrille_server::token_hash(ben),
    );
    let room = db.load("r").unwrap().unwrap();
    let header: serde_json::Value = serde_json::from_str(&room.header).unwrap();
    assert_eq!(header["token"], host_hash.as_str());
    assert_eq!(header["host"], "Ana");
    assert_eq!(header["deal"], 123);
    let join: serde_json::Value = serde_json::from_str(&room.entries[0]).unwrap();
    assert_eq!(join["command"]["token"], ben_hash.as_str());
    assert_eq!(join["command"]["name"], "Ben");
    assert_eq!(
        room.entries[1], other,
        "an entry without a token is left alone"
    );
    assert_eq!(room.entries[2], done, "a hash already is left alone");
    for bytes in [raw(&path), raw(&wal_of(&path))] {
        assert!(
            !contains(&bytes, host),
            "the host's token is still in the file"
        );
        assert!(!contains(&bytes, ben), "Ben's token is still in the file");
    }
    assert!(contains(&raw(&path), &host_hash) && contains(&raw(&path), &ben_hash));
    drop(db);
    // Opened again: nothing more to do, and the same rows.
    let mut again = SqliteStore::open(&path).unwrap();
    assert_eq!(again.load("r").unwrap().unwrap(), room);
    let _ = std::fs::remove_dir_all(dir);
}

/// A file from a newer server (a schema this one does not know) is refused, not read.
#[test]
fn a_newer_schema_is_refused() {
    let (db, dir) = store("newer");
    drop(db);
    let path = dir.join("rooms.sqlite3");
    rusqlite::Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let refused = SqliteStore::open(&path)
        .err()
        .expect("a newer schema opened");
    assert!(refused.0.contains("99"), "{refused}");
    let _ = std::fs::remove_dir_all(dir);
}

/// Writes that never pause (the WAL never gets a chance to start over by itself) keep the WAL
/// within a few times its limit instead of growing with what is written; a quiet second and it
/// is truncated to nothing.
#[test]
fn the_wal_stays_bounded_and_is_truncated_when_quiet() {
    let (mut db, dir) = store("wal-bound");
    let path = dir.join("rooms.sqlite3");
    db.create(&room("r", 10)).unwrap();
    let entry = "x".repeat(64 * 1024);
    let (mut largest, mut written) = (0u64, 0u64);
    let mut i = 0u64;
    // 96 MiB of entries, each append its own commit.
    while written < 96 << 20 {
        db.append(&Append::new(
            "r",
            i,
            std::slice::from_ref(&entry),
            false,
            11,
        ))
        .unwrap();
        i += 1;
        written += entry.len() as u64;
        largest = largest.max(std::fs::metadata(wal_of(&path)).map_or(0, |m| m.len()));
    }
    let limit = quadrille_server::WAL_LIMIT_BYTES;
    println!("WAL at most {largest} bytes over {written} bytes written (limit {limit})");
    // A truncation waits for the checkpointing thread to let go of the WAL, so on a busy
    // machine a few more commits may land first; without it the WAL grew past 130 MB here.
    assert!(
        largest < 4 * limit,
        "the WAL grew to {largest} bytes (limit {limit})"
    );
    let truncated = (0..50).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        std::fs::metadata(wal_of(&path)).map_or(0, |m| m.len()) == 0
    });
    assert!(truncated, "the WAL was not truncated once quiet");
    let _ = std::fs::remove_dir_all(dir);
}

/// Finished rooms go after their retention, idle ones after theirs; the rooms an address made
/// are still counted once deleted, until they are an hour old; a key finds its room; the size
/// counts the pages in use.
#[test]
fn finished_rooms_expire_and_made_rooms_are_still_counted() {
    let (mut db, dir) = store("expire");
    let empty = db.size().unwrap();
    db.create(&NewStored {
        key: Some("k"),
        ..room("done", 100)
    })
    .unwrap();
    db.create(&room("going", 100)).unwrap();
    assert!(db
        .create(&NewStored {
            key: Some("k"),
            ..room("again", 100)
        })
        .is_err());
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
    let _ = std::fs::remove_dir_all(dir);
}
