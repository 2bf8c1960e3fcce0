//! The data as the state sees it (`Storage`), and saving: a command stages its changes (`Op`s);
//! `save` checks they fit the data, appends them as one journal record (written to the operating
//! system before `save` returns, so a killed process loses nothing acknowledged) and only then
//! applies them to memory. A failed append is cut off the file again and the staged changes are
//! dropped: memory and disk agree.

use crate::store::changes::{self, check_all, Data, Op};
use crate::store::disk::Disk;
use crate::store::error::StorageError;
use serde_json::Value;
use std::path::PathBuf;

/// The app's data as the state sees it.
pub trait Storage: Send {
    fn get(&self, key: &str) -> Option<Value>;
    /// Stages a change; it reaches memory and disk together at the next `save`.
    fn stage(&mut self, op: Op);
    /// Stages `value` as the whole of `key`.
    fn set(&mut self, key: &str, value: Value) {
        self.stage(Op::Set {
            key: key.to_string(),
            path: Vec::new(),
            value,
        });
    }
    /// Writes the staged changes, then applies them to memory. On failure they are dropped
    /// and nothing on disk or in memory has changed.
    fn save(&mut self) -> Result<(), StorageError>;
    /// Drops staged changes (after a refused or failed command).
    fn discard(&mut self);
    /// Writes the data as loaded aside, untouched, and says where; `None` if there is no file.
    fn keep_copy(&self) -> Option<PathBuf> {
        None
    }
    /// Asks for a compaction after the next save (a game was left: its history is garbage).
    fn compact_soon(&mut self) {}
}

/// The data in memory, the changes staged beside it, and the files they go to (`None`: kept
/// in memory only).
pub struct StagedStorage {
    data: Data,
    staged: Vec<Op>,
    disk: Option<Disk>,
    /// Successful saves, for tests.
    pub saves: usize,
}

impl StagedStorage {
    pub(super) fn new(data: Data, disk: Option<Disk>) -> StagedStorage {
        StagedStorage {
            data,
            staged: Vec::new(),
            disk,
            saves: 0,
        }
    }
}

impl Storage for StagedStorage {
    fn get(&self, key: &str) -> Option<Value> {
        let mut scratch = Data::new();
        if let Some(value) = self.data.get(key) {
            scratch.insert(key.to_string(), value.clone());
        }
        for op in self.staged.iter().filter(|op| op.key() == key) {
            let _ = changes::apply(&mut scratch, op.clone());
        }
        scratch.remove(key)
    }
    fn stage(&mut self, op: Op) {
        self.staged.push(op);
    }
    fn save(&mut self) -> Result<(), StorageError> {
        let ops = std::mem::take(&mut self.staged);
        if ops.is_empty() {
            return Ok(());
        }
        check_all(&self.data, &ops)?;
        if let Some(disk) = &mut self.disk {
            disk.append(&ops)?;
        }
        for op in ops {
            changes::apply(&mut self.data, op).expect("checked before it was written");
        }
        self.saves += 1;
        if let Some(disk) = &mut self.disk {
            disk.maybe_compact(&self.data);
        }
        Ok(())
    }
    fn discard(&mut self) {
        self.staged.clear();
    }
    fn keep_copy(&self) -> Option<PathBuf> {
        self.disk.as_ref()?.keep_copy(&self.data)
    }
    fn compact_soon(&mut self) {
        if let Some(disk) = &mut self.disk {
            disk.compact_soon();
        }
    }
}

/// Storage that keeps nothing on disk.
pub type MemoryStorage = StagedStorage;

impl Default for StagedStorage {
    fn default() -> StagedStorage {
        StagedStorage::new(Data::new(), None)
    }
}
