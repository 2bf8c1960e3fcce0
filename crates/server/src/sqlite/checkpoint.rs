//! WAL checkpoints on a thread of their own.
//!
//! SQLite's automatic checkpoint runs inside the commit that crosses its threshold (1,000
//! pages), and with `synchronous=NORMAL` a checkpoint fsyncs the WAL and the database file.
//! Under load that is several times a second, each fsync taking up to tens of milliseconds on
//! this disk, while the commit holds the store's lock: every room on the server waited for it.
//! Here the writer never checkpoints; this thread does, on its own connection, with PASSIVE
//! checkpoints that never block the writer. Durability is unchanged: a commit is in the WAL
//! before it returns, as before; a checkpoint only copies committed pages into the database.
//!
//! A WAL can only start over when a checkpoint has copied all of it and nothing was written
//! since, which a busy server may never allow: this thread's checkpoints are always a step
//! behind the writer's next commit, and a checkpoint that waits for the writer (RESTART,
//! TRUNCATE) from here would wait in vain, the writer taking its lock again at once. So the
//! writer itself truncates a WAL past `TRUNCATE_BYTES`, between two commits (`bound_wal` in
//! sqlite.rs: a pause like the automatic checkpoint's, but rare, every 16 MiB of writes); a WAL
//! that started over by itself is cut back to that size (`journal_size_limit`); and once nothing
//! has been committed for `IDLE_TURNS` turns this thread truncates the WAL. A quiet server keeps
//! no WAL at all, a busy one about `TRUNCATE_BYTES` at most.

use rusqlite::Connection;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the thread checkpoints.
const EVERY: Duration = Duration::from_millis(200);
/// WAL size past which the writer truncates it (see sqlite.rs, `bound_wal`).
pub const TRUNCATE_BYTES: u64 = 16 << 20;
/// Turns without a commit after which a WAL left over is truncated.
const IDLE_TURNS: u32 = 5;

/// The checkpointing thread; it ends when this is dropped.
pub struct Checkpointer {
    stop: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts checkpointing the database at `path` (already in WAL mode) on a connection of
    /// its own; `None` if that cannot be (the writer must then checkpoint by itself).
    pub fn start(path: &Path) -> Option<Checkpointer> {
        let db = Connection::open(path).ok()?;
        // A RESTART waits for the writer to finish its commit.
        db.busy_timeout(Duration::from_secs(5)).ok()?;
        let (stop, stopped) = mpsc::channel::<()>();
        let wal = wal_path(path);
        let thread = std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || {
                // Each turn: wait, then copy what the WAL holds; a message or a hang-up ends it.
                let (mut seen, mut quiet) = (None, 0);
                while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(EVERY) {
                    let size = std::fs::metadata(&wal).map_or(0, |m| m.len());
                    // Changes when another connection (the writer) committed since last turn.
                    let version: Option<i64> =
                        db.query_row("PRAGMA data_version", [], |r| r.get(0)).ok();
                    quiet = if version.is_some() && version == seen {
                        quiet + 1
                    } else {
                        0
                    };
                    seen = version;
                    let mode = if size > 0 && quiet >= IDLE_TURNS {
                        "TRUNCATE"
                    } else {
                        "PASSIVE"
                    };
                    // A failed checkpoint leaves the WAL as it was: the next turn tries again.
                    let _ = db.query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |_| Ok(()));
                }
                // The last one, so that a clean stop leaves the database file whole (and, when
                // the writer is done, no WAL).
                let _ = db.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
            })
            .ok()?;
        Some(Checkpointer {
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

pub fn wal_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-wal");
    PathBuf::from(name)
}
