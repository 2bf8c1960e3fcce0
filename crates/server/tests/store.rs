//! The SQLite store: the storage suite (tests/suite, run on PostgreSQL too by tests/postgres.rs)
//! and what only SQLite has: its WAL and checkpoints, the migration of files from before tokens
//! were hashed, and `user_version`.

#[macro_use]
mod suite;

use quadrille_server::store::{Append, Store};
use quadrille_server::SqliteStore;
use std::path::PathBuf;
use suite::room;

fn folder(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("quadrille-store-{name}-{}", std::process::id()))
}

fn store(name: &str) -> (SqliteStore, PathBuf) {
    let dir = folder(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    (SqliteStore::open(&dir.join("rooms.sqlite3")).unwrap(), dir)
}

/// Each test's file, in a folder of its own under the temporary folder.
struct Sqlite;

impl suite::Backend for Sqlite {
    fn fresh(name: &str) -> Box<dyn Store> {
        Box::new(store(&format!("suite-{name}")).0)
    }
    fn again(name: &str) -> Box<dyn Store> {
        let path = folder(&format!("suite-{name}")).join("rooms.sqlite3");
        Box::new(SqliteStore::open(&path).unwrap())
    }
    fn done(name: &str) {
        let _ = std::fs::remove_dir_all(folder(&format!("suite-{name}")));
    }
}

store_suite!(Sqlite);

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
