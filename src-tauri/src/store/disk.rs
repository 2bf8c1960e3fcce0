//! The files behind the data while the app runs: the journal being appended to (handed to the
//! syncer after every append) and compacting. Past `COMPACT_AFTER_BYTES` of journal, on a new
//! game and at a start that found much journal, a new journal file (the next generation) is
//! started and a background thread writes the data as of that instant as the new snapshot, which
//! names its generation and first sequence number. The journals the snapshot and its backup no
//! longer need are then removed.

use crate::store::changes::{Data, Op};
use crate::store::durable::{self, DurableFile, MAX_FILE_BYTES};
use crate::store::error::StorageError;
use crate::store::journal::{self, Writer, MAX_JOURNALS};
use crate::store::snapshot::write_snapshot;
use crate::store::syncer::Syncer;
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

/// The journal is compacted into a snapshot once it grows past this (a few thousand moves).
pub const COMPACT_AFTER_BYTES: u64 = 512 * 1024;

/// The files behind the data: the snapshot, the journal being appended to, the thread that
/// syncs it and the compaction under way.
pub(super) struct Disk {
    snapshot: DurableFile,
    writer: Writer,
    syncer: Syncer,
    /// The generation of the snapshot last written as the main file: the journals before it
    /// are needed only by its backup, those before the backup's by nothing.
    snapshot_generation: u64,
    compaction: Option<JoinHandle<Result<u64, StorageError>>>,
    compact_wanted: bool,
    /// The journal size that starts a compaction (doubled after one fails, so a full disk is
    /// not retried on every move).
    compact_after: u64,
}

impl Disk {
    pub(super) fn new(
        snapshot: DurableFile,
        writer: Writer,
        syncer: Syncer,
        snapshot_generation: u64,
    ) -> Disk {
        Disk {
            snapshot,
            writer,
            syncer,
            snapshot_generation,
            compaction: None,
            compact_wanted: false,
            compact_after: COMPACT_AFTER_BYTES,
        }
    }

    /// Appends one record of `ops` and hands the journal to the syncer.
    pub(super) fn append(&mut self, ops: &[Op]) -> Result<(), StorageError> {
        self.writer.append(ops)?;
        self.syncer.sync(self.writer.file());
        Ok(())
    }

    /// Writes `data` aside, untouched, under a `.bad-` name beside the snapshot.
    pub(super) fn keep_copy(&self, data: &Data) -> Option<PathBuf> {
        let bytes = serde_json::to_vec(data).ok()?;
        self.snapshot.keep_bytes(&bytes).ok()
    }

    /// Asks for a compaction after the next save.
    pub(super) fn compact_soon(&mut self) {
        self.compact_wanted = true;
    }

    /// Starts a compaction if one is wanted and none is under way.
    pub(super) fn maybe_compact(&mut self, data: &Data) {
        let finished = self.compaction.as_ref().is_none_or(JoinHandle::is_finished);
        let wanted = self.compact_wanted || self.writer.size() > self.compact_after;
        if finished && wanted {
            self.compact_wanted = false;
            self.compact(data);
        }
    }

    /// Collects a finished compaction.
    fn reap(&mut self) {
        let Some(handle) = self.compaction.take() else {
            return;
        };
        match handle.join() {
            Ok(Ok(generation)) => {
                self.snapshot_generation = generation;
                self.compact_after = COMPACT_AFTER_BYTES;
            }
            _ => self.compact_after = (self.compact_after * 2).min(MAX_FILE_BYTES / 2),
        }
    }

    /// Starts the next journal generation and writes `data`, as of now, as its snapshot on a
    /// background thread. If the new journal cannot be started, nothing changes.
    pub(super) fn compact(&mut self, data: &Data) {
        self.reap();
        let generation = self.writer.generation + 1;
        let path = journal::path_of(self.snapshot.path(), generation);
        if path.exists() {
            // Left by a run whose snapshot was later lost: never read again, but kept.
            durable::set_aside(&path);
        }
        let Ok(writer) = Writer::create(&path, generation, self.writer.next_seq) else {
            self.compact_after = (self.compact_after * 2).min(MAX_FILE_BYTES / 2);
            return;
        };
        let first_seq = writer.next_seq;
        let old = std::mem::replace(&mut self.writer, writer);
        self.syncer.sync(old.file());
        let (snapshot, data) = (self.snapshot.clone(), data.clone());
        let obsolete_below = self.snapshot_generation;
        let journal = self.writer.file().clone();
        self.compaction = Some(std::thread::spawn(move || {
            // The new journal's header reaches the disk before the snapshot that names it.
            journal.sync_data()?;
            durable::sync_folder(&folder_of(snapshot.path()))?;
            write_snapshot(&snapshot, data, generation, first_seq)?;
            remove_journals_below(snapshot.path(), obsolete_below);
            Ok(generation)
        }));
    }
}

impl Drop for Disk {
    fn drop(&mut self) {
        // A compaction is never left half-way by this process (another one may open the
        // folder next); the syncer finishes its work when it is dropped after this.
        self.reap();
    }
}

pub(super) fn folder_of(path: &Path) -> PathBuf {
    path.parent().unwrap_or(Path::new(".")).to_path_buf()
}

fn remove_journals_below(snapshot: &Path, generation: u64) {
    if let Ok((found, _)) = journal::generations(snapshot, MAX_JOURNALS) {
        for old in found.into_iter().filter(|&g| g < generation) {
            let _ = std::fs::remove_file(journal::path_of(snapshot, old));
        }
    }
}
