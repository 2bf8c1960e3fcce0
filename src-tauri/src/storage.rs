//! The file everything is saved in, through tauri-plugin-store.
//!
//! The store plugin quietly ignores a file it cannot parse and would overwrite it on the next
//! save, so we look at the file first: a corrupt or future-version file is copied aside,
//! the app starts from defaults, and the player is told once.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::{resolve_store_path, Store, StoreExt};

pub const STORE_FILE: &str = "quadrille.json";
/// Bumped when the meaning of a stored key changes incompatibly.
pub const FORMAT_VERSION: u64 = 1;
pub const FORMAT_KEY: &str = "format";

/// Where the app keeps its data: a key-value map saved explicitly.
pub trait Storage: Send {
    fn get(&self, key: &str) -> Option<Value>;
    fn set(&self, key: &str, value: Value);
    fn delete(&self, key: &str);
    fn save(&self) -> Result<(), String>;
}

impl<R: Runtime> Storage for Arc<Store<R>> {
    fn get(&self, key: &str) -> Option<Value> {
        Store::get(self, key)
    }
    fn set(&self, key: &str, value: Value) {
        Store::set(self, key, value)
    }
    fn delete(&self, key: &str) {
        Store::delete(self, key);
    }
    fn save(&self) -> Result<(), String> {
        Store::save(self).map_err(|e| e.to_string())
    }
}

/// Opens the app's store. The notice, if any, tells the player their old data was set aside.
pub fn open<R: Runtime>(app: &AppHandle<R>) -> Result<(Arc<Store<R>>, Option<String>), String> {
    let path = resolve_store_path(app, STORE_FILE).map_err(|e| e.to_string())?;
    let notice = quarantine_if_unreadable(&path);
    let store = app.store(STORE_FILE).map_err(|e| e.to_string())?;
    if store.get(FORMAT_KEY).is_none() {
        store.set(FORMAT_KEY, Value::from(FORMAT_VERSION));
    }
    Ok((store, notice))
}

/// Why the file at `path` cannot be used, or `None` if it is fine or absent.
pub fn problem_with(path: &Path) -> Option<String> {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => return Some(format!("it could not be read ({e})")),
    };
    let value: Value = match serde_json::from_slice(&bytes) {
        Ok(v) => v,
        Err(_) => return Some("it is damaged".to_string()),
    };
    let Some(map) = value.as_object() else {
        return Some("it is damaged".to_string());
    };
    match map.get(FORMAT_KEY).map(Value::as_u64) {
        None => None,
        Some(Some(v)) if v <= FORMAT_VERSION => None,
        Some(Some(_)) => Some("it was written by a newer version of Quadrille".to_string()),
        Some(None) => Some("it is damaged".to_string()),
    }
}

/// Moves an unusable file aside (keeping it for the curious) and says what happened.
fn quarantine_if_unreadable(path: &Path) -> Option<String> {
    let why = problem_with(path)?;
    let backup = backup_path(path);
    let kept = std::fs::rename(path, &backup).is_ok();
    Some(if kept {
        format!(
            "Your saved games and settings could not be used because {why}. \
             A copy was kept at {}; Quadrille has started afresh.",
            backup.display()
        )
    } else {
        format!("Your saved games and settings could not be used because {why}; Quadrille has started afresh.")
    })
}

fn backup_path(path: &Path) -> PathBuf {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".bad-{stamp}"));
    path.with_file_name(name)
}

/// An in-memory storage, for tests.
#[derive(Default)]
pub struct MemoryStorage {
    pub map: std::sync::Mutex<serde_json::Map<String, Value>>,
    pub saves: std::sync::atomic::AtomicUsize,
}

impl Storage for MemoryStorage {
    fn get(&self, key: &str) -> Option<Value> {
        self.map.lock().unwrap().get(key).cloned()
    }
    fn set(&self, key: &str, value: Value) {
        self.map.lock().unwrap().insert(key.to_string(), value);
    }
    fn delete(&self, key: &str) {
        self.map.lock().unwrap().remove(key);
    }
    fn save(&self) -> Result<(), String> {
        self.saves.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store file with `contents` in a fresh folder; the folder goes when the guard drops.
    struct TempStore(PathBuf);

    impl Drop for TempStore {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(self.0.parent().unwrap());
        }
    }

    fn temp_file(name: &str, contents: &str) -> TempStore {
        let dir =
            std::env::temp_dir().join(format!("quadrille-storage-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(STORE_FILE);
        std::fs::write(&path, contents).unwrap();
        TempStore(path)
    }

    #[test]
    fn a_good_or_missing_file_is_used() {
        assert_eq!(problem_with(Path::new("/nonexistent/quadrille.json")), None);
        assert_eq!(problem_with(&temp_file("good", r#"{"format":1}"#).0), None);
        assert_eq!(
            problem_with(&temp_file("old", r#"{"settings":{}}"#).0),
            None
        );
    }

    #[test]
    fn damaged_and_future_files_are_refused() {
        assert!(problem_with(&temp_file("garbage", "{not json").0)
            .unwrap()
            .contains("damaged"));
        assert!(problem_with(&temp_file("array", "[1,2]").0)
            .unwrap()
            .contains("damaged"));
        assert!(problem_with(&temp_file("future", r#"{"format":99}"#).0)
            .unwrap()
            .contains("newer version"));
    }

    #[test]
    fn an_unreadable_file_is_kept_aside() {
        let store = temp_file("quarantine", "{oops");
        let path = &store.0;
        let notice = quarantine_if_unreadable(path).expect("a notice");
        assert!(!path.exists(), "the bad file is moved away");
        let kept: Vec<_> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".bad-"))
            .collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), "{oops");
        assert!(notice.contains("A copy was kept"));
    }
}
