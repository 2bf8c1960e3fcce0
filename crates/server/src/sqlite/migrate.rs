//! The SQLite file's schema, versioned with `PRAGMA user_version`.
//!
//! - 0: the first schema (no version set): `rooms` and `entries`, seat tokens kept as they are.
//! - 1: seat tokens only as their hashes (`token_hash`: lowercase hex SHA-256 of the token's
//!   text), the create key of each room (its hash), and `made`, the rooms each address made
//!   lately (for `rooms_per_hour`, whether those rooms are still kept or not).
//! - 2: `daily_results`, the deals of the day's boards.
//!
//! A new file is made at the latest version; an older one is brought up to it, one step at a
//! time, each step in a transaction of its own; a newer one is refused (`StoreError`), since
//! this build would not know what its rows mean.

use crate::store::{token_hash, StoreError};
use rusqlite::{params, Connection};
use serde_json::Value;

/// The version this build writes.
pub const LATEST: i64 = 2;

/// Version 2: the results of daily games, one per player, day and game, and the board's order
/// (best score, fewest moves, earliest) as an index.
const DAILY: &str = "CREATE TABLE daily_results (
         day TEXT NOT NULL,
         game TEXT NOT NULL,
         player TEXT NOT NULL,
         name TEXT NOT NULL,
         score INTEGER NOT NULL,
         moves INTEGER NOT NULL,
         at INTEGER NOT NULL,
         submitter TEXT NOT NULL,
         PRIMARY KEY (day, game, player)
     ) WITHOUT ROWID;
     CREATE INDEX daily_board ON daily_results (day, game, score DESC, moves, at);
     CREATE INDEX daily_by ON daily_results (submitter, at);";

const SCHEMA: &str = "CREATE TABLE rooms (
         id TEXT PRIMARY KEY,
         game TEXT NOT NULL,
         header TEXT NOT NULL,
         creator TEXT NOT NULL,
         finished INTEGER NOT NULL DEFAULT 0,
         last_active INTEGER NOT NULL,
         create_key TEXT
     );
     CREATE INDEX rooms_creator ON rooms (creator, finished);
     CREATE INDEX rooms_active ON rooms (last_active);
     CREATE UNIQUE INDEX rooms_key ON rooms (create_key);
     CREATE TABLE entries (
         room TEXT NOT NULL,
         seq INTEGER NOT NULL,
         entry TEXT NOT NULL,
         PRIMARY KEY (room, seq)
     ) WITHOUT ROWID;
     CREATE TABLE made (
         creator TEXT NOT NULL,
         at INTEGER NOT NULL
     );
     CREATE INDEX made_by ON made (creator, at);";

/// Brings the file to `LATEST`. Returns whether a step rewrote rows (the caller then makes
/// sure their old contents are gone from the file and its WAL).
pub fn migrate(db: &mut Connection) -> Result<bool, StoreError> {
    let version: i64 = db.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version > LATEST {
        return Err(StoreError(format!(
            "the database is at schema version {version}; this server knows up to {LATEST}"
        )));
    }
    if version == LATEST {
        return Ok(false);
    }
    let tables: i64 = db.query_row(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'rooms'",
        [],
        |r| r.get(0),
    )?;
    if tables == 0 {
        let tx = db.transaction()?;
        tx.execute_batch(SCHEMA)?;
        tx.execute_batch(DAILY)?;
        tx.pragma_update(None, "user_version", LATEST)?;
        tx.commit()?;
        return Ok(false);
    }
    let rewrote = version < 1;
    if rewrote {
        to_version_1(db)?;
    }
    // Version 1 → 2.
    let tx = db.transaction()?;
    tx.execute_batch(DAILY)?;
    tx.pragma_update(None, "user_version", 2)?;
    tx.commit()?;
    Ok(rewrote)
}

/// Version 0 → 1: tokens hashed, create keys, `made`.
fn to_version_1(db: &mut Connection) -> Result<(), StoreError> {
    // secure_delete: the pages that held a token are overwritten, not just marked free, as the
    // rows are rewritten.
    db.pragma_update(None, "secure_delete", "ON")?;
    let tx = db.transaction()?;
    tx.execute_batch(
        "ALTER TABLE rooms ADD COLUMN create_key TEXT;
         CREATE UNIQUE INDEX IF NOT EXISTS rooms_key ON rooms (create_key);
         CREATE TABLE IF NOT EXISTS made (creator TEXT NOT NULL, at INTEGER NOT NULL);
         CREATE INDEX IF NOT EXISTS made_by ON made (creator, at);",
    )?;
    hash_tokens(&tx)?;
    tx.pragma_update(None, "user_version", 1)?;
    tx.commit()?;
    Ok(())
}

/// A token kept as it is (32 hex digits) becomes its hash; anything else (a hash already, a
/// stand-in) is left alone.
fn hashed(token: &mut Value) -> bool {
    match token {
        Value::String(t) if t.len() == 32 && t.bytes().all(|b| b.is_ascii_hexdigit()) => {
            *t = token_hash(t);
            true
        }
        _ => false,
    }
}

/// The host's token in a header.
fn header_token(header: &mut Value) -> Option<&mut Value> {
    header.get_mut("token")
}

/// The token of a join entry.
fn join_token(entry: &mut Value) -> Option<&mut Value> {
    let command = entry.get_mut("command")?;
    if command.get("type")? != "join" {
        return None;
    }
    command.get_mut("token")
}

/// The JSON text with the token at `at` hashed, if there was one to hash.
fn rewrite(json: &str, at: fn(&mut Value) -> Option<&mut Value>) -> Option<String> {
    let mut value: Value = serde_json::from_str(json).ok()?;
    at(&mut value)
        .is_some_and(hashed)
        .then(|| value.to_string())
}

/// Rewrites the rooms' headers (`token`, the host's) and their join entries
/// (`command.token`) with hashes in place of tokens.
fn hash_tokens(db: &Connection) -> Result<(), StoreError> {
    let headers: Vec<(String, String)> = db
        .prepare("SELECT id, header FROM rooms")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    for (id, header) in headers {
        if let Some(header) = rewrite(&header, header_token) {
            db.execute(
                "UPDATE rooms SET header = ?2 WHERE id = ?1",
                params![id, header],
            )?;
        }
    }
    // Only join commands name a token; the LIKE narrows the rows read to those.
    let joins: Vec<(String, i64, String)> = db
        .prepare("SELECT room, seq, entry FROM entries WHERE entry LIKE '%\"join\"%'")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    for (room, seq, entry) in joins {
        if let Some(entry) = rewrite(&entry, join_token) {
            db.execute(
                "UPDATE entries SET entry = ?3 WHERE room = ?1 AND seq = ?2",
                params![room, seq, entry],
            )?;
        }
    }
    Ok(())
}
