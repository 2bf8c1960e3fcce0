//! Rooms kept in one SQLite file: a `rooms` row per room and an `entries` row per command.

use crate::store::{
    to_i64, Append, BoardRow, DailyResult, Expiry, NewStored, Store, StoreError, StoredRoom,
};
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use std::path::{Path, PathBuf};

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError(e.to_string())
    }
}

mod checkpoint;
mod migrate;

/// Writes one append inside the caller's transaction or savepoint.
fn append_in(db: &Connection, a: &Append) -> Result<(), StoreError> {
    // Entries are numbered 0, 1, … with no gap (every append checks this), so the next number
    // is the last one plus one: one step down the primary key, where count(*) would walk every
    // entry of the room on every action. The statements are prepared once.
    let count: i64 = db
        .prepare_cached("SELECT coalesce(max(seq) + 1, 0) FROM entries WHERE room = ?1")?
        .query_row(params![a.id], |r| r.get(0))?;
    if count as u64 != a.first {
        return Err(StoreError(format!(
            "room {} has {count} entries, not {}",
            a.id, a.first
        )));
    }
    let mut insert =
        db.prepare_cached("INSERT INTO entries (room, seq, entry) VALUES (?1, ?2, ?3)")?;
    for (i, entry) in a.entries.iter().enumerate() {
        insert.execute(params![a.id, (a.first + i as u64) as i64, entry])?;
    }
    let kept = db
        .prepare_cached("UPDATE rooms SET last_active = ?2, finished = ?3 WHERE id = ?1")?
        .execute(params![a.id, to_i64(a.now), a.finished])?;
    if kept == 0 {
        // Its entries go with the caller's savepoint: none are left without their room.
        return Err(StoreError(format!("room {} is not kept", a.id)));
    }
    Ok(())
}

pub struct SqliteStore {
    db: Connection,
    /// The WAL's file, whose size `bound_wal` watches.
    wal: PathBuf,
    /// Checkpoints the WAL off the commit path (see checkpoint.rs); `None`: SQLite's own.
    _checkpointer: Option<checkpoint::Checkpointer>,
}

/// The WAL is cut back to this size whenever it starts over (`journal_size_limit`).
pub const WAL_LIMIT_BYTES: u64 = checkpoint::TRUNCATE_BYTES;

impl SqliteStore {
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let mut db = Connection::open(path)?;
        // WAL with synchronous=NORMAL: a commit is in the log before it returns, so it survives
        // the process being killed (only a power cut may lose the last commits).
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "NORMAL")?;
        // A WAL that starts over is cut back to this size, not kept at its largest.
        db.pragma_update(None, "journal_size_limit", WAL_LIMIT_BYTES as i64)?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        if migrate::migrate(&mut db)? {
            // Rows were rewritten: nothing of their old contents may stay readable, neither in
            // free pages of the file (VACUUM rewrites it whole) nor in the WAL (truncated).
            db.execute_batch("VACUUM")?;
            db.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        }
        let checkpointer = checkpoint::Checkpointer::start(path);
        if checkpointer.is_some() {
            db.pragma_update(None, "wal_autocheckpoint", 0)?;
        }
        Ok(SqliteStore {
            db,
            wal: checkpoint::wal_path(path),
            _checkpointer: checkpointer,
        })
    }

    /// After a commit: a WAL past its limit is copied into the database and truncated, here,
    /// between two of the writer's commits (the only moment it can be; see checkpoint.rs).
    /// A failure leaves it for the next commit.
    fn bound_wal(&self) {
        let size = std::fs::metadata(&self.wal).map_or(0, |m| m.len());
        if size > WAL_LIMIT_BYTES {
            let _ = self
                .db
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        }
    }
}

impl Store for SqliteStore {
    fn create(&mut self, room: &NewStored) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        tx.execute(
            "INSERT INTO rooms (id, game, header, creator, last_active, create_key)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                room.id,
                room.game,
                room.header,
                room.creator,
                to_i64(room.now),
                room.key
            ],
        )?;
        tx.execute(
            "INSERT INTO made (creator, at) VALUES (?1, ?2)",
            params![room.creator, to_i64(room.now)],
        )?;
        tx.commit()?;
        self.bound_wal();
        Ok(())
    }

    fn append(&mut self, append: &Append) -> Result<(), StoreError> {
        self.append_all(std::slice::from_ref(append)).remove(0)
    }

    /// One transaction for all of them; each append in a savepoint of its own, so one refused
    /// append leaves nothing behind and does not stop the others.
    fn append_all(&mut self, appends: &[Append]) -> Vec<Result<(), StoreError>> {
        // IMMEDIATE: the write lock first (waiting for it under the busy timeout). A deferred
        // transaction that reads and then writes is refused at once, not after waiting, when
        // the checkpointing thread changed the WAL between the two.
        let mut tx = match self
            .db
            .transaction_with_behavior(TransactionBehavior::Immediate)
        {
            Ok(tx) => tx,
            Err(e) => return vec![Err(e.into()); appends.len()],
        };
        let mut results: Vec<Result<(), StoreError>> = appends
            .iter()
            .map(|a| {
                let point = tx.savepoint()?;
                append_in(&point, a)?;
                point.commit()?;
                Ok(())
            })
            .collect();
        if let Err(e) = tx.commit() {
            let e = StoreError::from(e);
            results.iter_mut().for_each(|r| *r = Err(e.clone()));
        }
        self.bound_wal();
        results
    }

    fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError> {
        let Some((game, header)) = self
            .db
            .query_row(
                "SELECT game, header FROM rooms WHERE id = ?1",
                params![id],
                |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)),
            )
            .optional()?
        else {
            return Ok(None);
        };
        let mut select = self
            .db
            .prepare_cached("SELECT entry FROM entries WHERE room = ?1 ORDER BY seq")?;
        let entries = select
            .query_map(params![id], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Some(StoredRoom {
            game,
            header,
            entries,
        }))
    }

    fn entries_from(&mut self, id: &str, seq: u64) -> Result<Option<Vec<String>>, StoreError> {
        // One statement, so that the room's existence and its entries are read together: a row
        // with no entry says the room is kept and its log has nothing from `seq` on.
        let seq = to_i64(seq);
        let rows = self
            .db
            .prepare_cached(
                "SELECT e.entry FROM rooms r LEFT JOIN entries e ON e.room = r.id AND e.seq >= ?2
                 WHERE r.id = ?1 ORDER BY e.seq",
            )?
            .query_map(params![id, seq], |r| r.get::<_, Option<String>>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        if rows.is_empty() {
            return Ok(None);
        }
        Ok(Some(rows.into_iter().flatten().collect()))
    }

    fn open_rooms_of(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        let n: i64 = self.db.query_row(
            "SELECT count(*) FROM rooms WHERE creator = ?1 AND finished = 0 AND last_active >= ?2",
            params![creator, to_i64(since)],
            |r| r.get(0),
        )?;
        Ok(n as u64)
    }

    fn room_of_key(&mut self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .db
            .query_row(
                "SELECT id FROM rooms WHERE create_key = ?1",
                params![key],
                |r| r.get(0),
            )
            .optional()?)
    }

    fn rooms_made_since(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        let n: i64 = self.db.query_row(
            "SELECT count(*) FROM made WHERE creator = ?1 AND at >= ?2",
            params![creator, to_i64(since)],
            |r| r.get(0),
        )?;
        Ok(n as u64)
    }

    fn expire(&mut self, expiry: &Expiry) -> Result<Vec<String>, StoreError> {
        let tx = self
            .db
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let ids = {
            let mut select = tx.prepare(
                "SELECT id FROM rooms WHERE last_active < ?1
                 UNION SELECT id FROM rooms WHERE finished = 1 AND last_active < ?2",
            )?;
            let ids = select
                .query_map(
                    params![to_i64(expiry.idle_before), to_i64(expiry.finished_before)],
                    |r| r.get::<_, String>(0),
                )?
                .collect::<Result<Vec<_>, _>>()?;
            ids
        };
        for id in &ids {
            tx.execute("DELETE FROM entries WHERE room = ?1", params![id])?;
            tx.execute("DELETE FROM rooms WHERE id = ?1", params![id])?;
        }
        tx.execute(
            "DELETE FROM made WHERE at < ?1",
            params![to_i64(expiry.made_before)],
        )?;
        tx.execute(
            "DELETE FROM daily_results WHERE at < ?1",
            params![to_i64(expiry.daily_before)],
        )?;
        tx.execute(
            "UPDATE daily_results SET submitter = '' WHERE at < ?1 AND submitter <> ''",
            params![to_i64(expiry.made_before)],
        )?;
        tx.commit()?;
        self.bound_wal();
        Ok(ids)
    }

    /// The pages in use: the file's pages less its free ones (which new rows take first).
    fn size(&mut self) -> Result<u64, StoreError> {
        let pragma = |name: &str| -> Result<i64, StoreError> {
            Ok(self
                .db
                .query_row(&format!("PRAGMA {name}"), [], |r| r.get(0))?)
        };
        let pages = pragma("page_count")? - pragma("freelist_count")?;
        Ok(pages.max(0) as u64 * pragma("page_size")?.max(0) as u64)
    }

    fn ping(&mut self) -> Result<(), StoreError> {
        Ok(self.db.query_row("SELECT 1", [], |_| Ok(()))?)
    }

    fn record_daily(&mut self, r: &DailyResult) -> Result<bool, StoreError> {
        let added = self.db.execute(
            "INSERT INTO daily_results (day, game, player, name, score, moves, at, submitter)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING",
            params![
                r.day,
                r.game,
                r.player,
                r.name,
                to_i64(r.score),
                to_i64(r.moves),
                to_i64(r.at),
                r.submitter
            ],
        )?;
        self.bound_wal();
        Ok(added == 1)
    }

    fn daily_board(
        &mut self,
        day: &str,
        game: &str,
        limit: u32,
    ) -> Result<Vec<BoardRow>, StoreError> {
        let mut select = self.db.prepare_cached(
            "SELECT name, score, moves, at FROM daily_results WHERE day = ?1 AND game = ?2
             ORDER BY score DESC, moves, at, player LIMIT ?3",
        )?;
        let rows = select
            .query_map(params![day, game, limit], |r| {
                Ok(BoardRow {
                    name: r.get(0)?,
                    score: r.get::<_, i64>(1)?.max(0) as u64,
                    moves: r.get::<_, i64>(2)?.max(0) as u64,
                    at: r.get::<_, i64>(3)?.max(0) as u64,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    fn dailies_since(&mut self, submitter: &str, since: u64) -> Result<u64, StoreError> {
        let n: i64 = self.db.query_row(
            "SELECT count(*) FROM daily_results WHERE submitter = ?1 AND at >= ?2",
            params![submitter, to_i64(since)],
            |r| r.get(0),
        )?;
        Ok(n.max(0) as u64)
    }
}
