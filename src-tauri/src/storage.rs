//! Where the app keeps its data: a key-value map in memory (tauri-plugin-store's `Store`),
//! written to one durable file (`durable.rs`) after every change.
//!
//! The plugin's own `save()` rewrites its file in place, so a kill mid-save can leave it empty;
//! the plugin is therefore used as the in-memory map only (never saved by the plugin, never
//! reachable from the page), and every write goes through `DurableFile`.
//!
//! Changes are staged: `set` stages a value, `save` writes the committed values with the
//! staged ones and only then commits them to memory. A failed save drops the staged values,
//! so memory and disk always agree.

use crate::durable::{DurableFile, Source, MAX_FILE_BYTES};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::{Store, StoreBuilder};

pub const STORE_FILE: &str = "quadrille.json";
/// Bumped when the meaning of a stored key changes incompatibly.
pub const FORMAT_VERSION: u64 = 1;
pub const FORMAT_KEY: &str = "format";

/// The app's data as the state sees it.
pub trait Storage: Send {
    fn get(&self, key: &str) -> Option<Value>;
    /// Stages `value` under `key`; it reaches memory and disk together at the next `save`.
    fn set(&mut self, key: &str, value: Value);
    /// Writes everything, staged changes included, then commits them. On failure the staged
    /// changes are dropped and nothing on disk or in memory has changed.
    fn save(&mut self) -> Result<(), String>;
    /// Drops staged changes (after a refused or failed command).
    fn discard(&mut self);
    /// Copies the data file aside, untouched, and says where; `None` if there is no file.
    fn keep_copy(&self) -> Option<std::path::PathBuf> {
        None
    }
}

/// The committed values: the store plugin's map in the app, a plain map elsewhere.
pub trait Memory: Send {
    fn get(&self, key: &str) -> Option<Value>;
    fn set(&self, key: &str, value: Value);
    fn entries(&self) -> Vec<(String, Value)>;
}

impl<R: Runtime> Memory for Arc<Store<R>> {
    fn get(&self, key: &str) -> Option<Value> {
        Store::get(self, key)
    }
    fn set(&self, key: &str, value: Value) {
        Store::set(self, key, value)
    }
    fn entries(&self) -> Vec<(String, Value)> {
        Store::entries(self)
    }
}

/// A plain map, for tests and tools that run without Tauri.
#[derive(Default)]
pub struct PlainMemory(Mutex<BTreeMap<String, Value>>);

impl Memory for PlainMemory {
    fn get(&self, key: &str) -> Option<Value> {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(key)
            .cloned()
    }
    fn set(&self, key: &str, value: Value) {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(key.to_string(), value);
    }
    fn entries(&self) -> Vec<(String, Value)> {
        let map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        map.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
    }
}

/// Committed values in `memory`, staged changes beside them, and the file they are written
/// to (`None`: kept in memory only).
pub struct StagedStorage<M: Memory> {
    memory: M,
    staged: BTreeMap<String, Value>,
    file: Option<DurableFile>,
    /// Successful saves, for tests.
    pub saves: usize,
}

impl<M: Memory> StagedStorage<M> {
    pub fn new(memory: M, file: Option<DurableFile>) -> StagedStorage<M> {
        StagedStorage {
            memory,
            staged: BTreeMap::new(),
            file,
            saves: 0,
        }
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        let mut all: BTreeMap<String, Value> = self.memory.entries().into_iter().collect();
        all.extend(self.staged.iter().map(|(k, v)| (k.clone(), v.clone())));
        let bytes = serde_json::to_vec(&all).map_err(|e| e.to_string())?;
        // A file the next start would refuse to read must not be written.
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(format!(
                "the saved data would exceed {} MB",
                MAX_FILE_BYTES / (1024 * 1024)
            ));
        }
        Ok(bytes)
    }
}

impl<M: Memory> Storage for StagedStorage<M> {
    fn get(&self, key: &str) -> Option<Value> {
        self.staged
            .get(key)
            .cloned()
            .or_else(|| self.memory.get(key))
    }
    fn set(&mut self, key: &str, value: Value) {
        self.staged.insert(key.to_string(), value);
    }
    fn save(&mut self) -> Result<(), String> {
        let written = self.bytes().and_then(|bytes| match &self.file {
            Some(file) => file.write(&bytes).map_err(|e| e.to_string()),
            None => Ok(()),
        });
        if let Err(e) = written {
            self.staged.clear();
            return Err(e);
        }
        for (key, value) in std::mem::take(&mut self.staged) {
            self.memory.set(&key, value);
        }
        self.saves += 1;
        Ok(())
    }
    fn discard(&mut self) {
        self.staged.clear();
    }
    fn keep_copy(&self) -> Option<std::path::PathBuf> {
        self.file.as_ref()?.keep_copy().ok()
    }
}

/// Storage that keeps nothing on disk.
pub type MemoryStorage = StagedStorage<PlainMemory>;

impl Default for MemoryStorage {
    fn default() -> MemoryStorage {
        StagedStorage::new(PlainMemory::default(), None)
    }
}

/// Parses a whole store file: a JSON object of a format this version understands.
pub fn parse_store(bytes: &[u8]) -> Result<Map<String, Value>, String> {
    let damaged = || "it is damaged".to_string();
    // serde_json refuses nesting deeper than 128 levels, so a hostile file cannot overflow
    // the stack here.
    let value: Value = serde_json::from_slice(bytes).map_err(|_| damaged())?;
    let Value::Object(map) = value else {
        return Err(damaged());
    };
    match map.get(FORMAT_KEY).map(Value::as_u64) {
        None => Ok(map),
        Some(Some(v)) if v <= FORMAT_VERSION => Ok(map),
        Some(Some(_)) => Err("it was written by a newer version of Quadrille".to_string()),
        Some(None) => Err(damaged()),
    }
}

/// Loads the file at `file` into `memory` and says what the player should be told: that the
/// last save was damaged and the one before it was used, that nothing usable was found, or
/// that the file could not be read (then nothing is written this session, so the file is
/// left for a later start to read).
pub fn open_file<M: Memory + 'static>(
    file: DurableFile,
    memory: M,
) -> (Box<dyn Storage>, Option<String>) {
    let loaded = match file.load(parse_store) {
        Ok(loaded) => loaded,
        Err(unreadable) => {
            let notice = format!(
                "Your saved games could not be read ({}). They were left untouched at {}; \
                 games played now will not be saved. Restart Quadrille to try again.",
                unreadable.error,
                unreadable.path.display()
            );
            return (Box::new(MemoryStorage::default()), Some(notice));
        }
    };
    let kept = |i: usize| -> String {
        loaded.quarantined.get(i).map_or(String::new(), |(_, p)| {
            format!(" A copy of the unusable file was kept at {}.", p.display())
        })
    };
    let notice = match (&loaded.value, loaded.quarantined.first()) {
        (Some((_, Source::Backup)), Some((why, _))) => Some(format!(
            "Your latest save could not be used because {why}; Quadrille continued from the \
             save before it.{}",
            kept(0)
        )),
        (None, Some((why, _))) => Some(format!(
            "Your saved games and settings could not be used because {why}; Quadrille has \
             started afresh.{}",
            kept(0)
        )),
        _ => None,
    };
    if let Some((map, _)) = loaded.value {
        for (key, value) in map {
            memory.set(&key, value);
        }
    }
    if memory.get(FORMAT_KEY).is_none() {
        memory.set(FORMAT_KEY, Value::from(FORMAT_VERSION));
    }
    (Box::new(StagedStorage::new(memory, Some(file))), notice)
}

/// Opens the app's data file in its data folder, with the store plugin's map in memory.
pub fn open<R: Runtime>(app: &AppHandle<R>) -> Result<(Box<dyn Storage>, Option<String>), String> {
    let folder = app.path().app_data_dir().map_err(|e| e.to_string())?;
    // A fresh map that the plugin neither loads nor saves: `create_new` skips its reader,
    // no auto-save, and closing the resource takes it out of the plugin's exit-time save and
    // out of reach of the page.
    let store = StoreBuilder::new(app, folder.join(STORE_FILE))
        .create_new()
        .disable_auto_save()
        .build()
        .map_err(|e| e.to_string())?;
    store.close_resource();
    Ok(open_file(DurableFile::new(folder.join(STORE_FILE)), store))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_old_damaged_and_future_files() {
        assert!(parse_store(br#"{"format":1}"#).is_ok());
        assert!(parse_store(br#"{"settings":{}}"#).is_ok());
        for bad in [&b"{not json"[..], b"[1,2]", b"", br#"{"format":"x"}"#] {
            assert_eq!(parse_store(bad).unwrap_err(), "it is damaged");
        }
        assert!(parse_store(br#"{"format":99}"#)
            .unwrap_err()
            .contains("newer version"));
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(parse_store(deep.as_bytes()).is_err());
    }

    #[test]
    fn a_failed_save_changes_neither_memory_nor_disk() {
        let dir = std::env::temp_dir().join(format!("quadrille-staged-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = DurableFile::new(dir.join(STORE_FILE));
        let mut storage = StagedStorage::new(PlainMemory::default(), Some(file.clone()));
        storage.set("a", Value::from(1));
        storage.save().unwrap();
        // Make the next write fail: the folder becomes unwritable by replacing it with a file.
        let moved = dir.with_extension("moved");
        std::fs::rename(&dir, &moved).unwrap();
        std::fs::write(&dir, b"not a folder").unwrap();
        storage.set("a", Value::from(2));
        assert!(storage.save().is_err());
        assert_eq!(storage.get("a"), Some(Value::from(1)));
        std::fs::remove_file(&dir).unwrap();
        std::fs::rename(&moved, &dir).unwrap();
        assert_eq!(
            parse_store(&std::fs::read(file.path()).unwrap()).unwrap()["a"],
            Value::from(1)
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
