//! The SQLite store on its own: a room's log grows only at its end, and a refused append
//! writes nothing.

use quadrille_server::store::{Store, StoredRoom};
use quadrille_server::SqliteStore;

fn store(name: &str) -> (SqliteStore, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("quadrille-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    (SqliteStore::open(&dir.join("rooms.sqlite3")).unwrap(), dir)
}

fn entries(from: usize, to: usize) -> Vec<String> {
    (from..to).map(|i| format!("entry {i}")).collect()
}

#[test]
fn appends_only_at_the_end_of_the_log() {
    let (mut db, dir) = store("append");
    db.create("r", "soi", "header", "127.0.0.1", 10).unwrap();
    db.create("other", "soi", "header", "127.0.0.1", 10)
        .unwrap();
    // A first append must start at 0.
    assert!(db.append("r", 1, &entries(1, 2), false, 11).is_err());
    db.append("r", 0, &entries(0, 3), false, 11).unwrap();
    db.append("other", 0, &entries(0, 1), false, 11).unwrap();
    // Behind or past the end: refused, and nothing written.
    for first in [0, 2, 4, 100] {
        assert!(db.append("r", first, &entries(3, 5), false, 12).is_err());
    }
    db.append("r", 3, &entries(3, 5), true, 12).unwrap();
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
