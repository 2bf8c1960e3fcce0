//! One file on disk that a crash, a kill or a full disk cannot leave cut or empty.
//!
//! A write goes to a temporary file in the same folder, is flushed and fsynced, and is renamed
//! over the file; the folder is fsynced so the rename itself survives a power cut. Before the
//! rename the current file is hard-linked as the backup generation (`<name>.bak`), so there is
//! always a complete previous copy, and at every instant a complete current one.
//!
//! Reading is bounded in size. A file that cannot be parsed (or is too large) is moved aside
//! under a name that never overwrites an earlier one; a file that cannot be *read* (an I/O
//! error) is left exactly where it is and reported, because the data may be fine.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The largest file the app will read: far above any real save (a few hundred KB with four
/// long games), far below what would stall the start.
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// Why a file's contents cannot be used; the file is then set aside and the player told this
/// (the page words the code; the English here is for logs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, serde::Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Damage {
    #[error("it is damaged")]
    Damaged,
    #[error("its header is damaged")]
    HeaderDamaged,
    #[error("it was written by a newer version of Quadrille")]
    Newer,
    #[error("it is larger than {} MB", MAX_FILE_BYTES / (1024 * 1024))]
    TooLarge,
    /// A journal that does not follow the snapshot (or the journal before it).
    #[error("it does not continue the saved data")]
    DoesNotContinue,
    /// A journal with a bad record before its end: the records before it are used.
    #[error("part of it is damaged")]
    PartDamaged,
    #[error("a change in it does not fit the saved data")]
    ChangeDoesNotFit,
}

/// Attempts at reading a file that answers with an I/O error before giving up on it.
const READ_ATTEMPTS: u32 = 3;

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

#[derive(Debug, Clone)]
pub struct DurableFile {
    path: PathBuf,
}

/// Where the loaded contents came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Main,
    /// The main file was missing or unusable; the previous generation was used.
    Backup,
}

/// What loading found.
#[derive(Debug)]
pub struct Loaded<T> {
    /// The contents and where they came from; `None` when neither file held usable data.
    pub value: Option<(T, Source)>,
    /// Files that could not be parsed, moved aside: (why, where it now is).
    pub quarantined: Vec<(Damage, PathBuf)>,
}

/// Loading could not go on without risking the player's data.
#[derive(Debug)]
pub struct Unreadable {
    pub path: PathBuf,
    pub error: io::Error,
}

impl DurableFile {
    pub fn new(path: impl Into<PathBuf>) -> DurableFile {
        DurableFile { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn backup_path(&self) -> PathBuf {
        self.sibling(".bak")
    }

    fn sibling(&self, suffix: &str) -> PathBuf {
        let mut name = self.path.file_name().unwrap_or_default().to_os_string();
        name.push(suffix);
        self.path.with_file_name(name)
    }

    fn folder(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new("."))
    }

    /// Replaces the file's contents with `bytes`, atomically and durably. On any error the
    /// file and its backup are as they were.
    pub fn write(&self, bytes: &[u8]) -> io::Result<()> {
        fs::create_dir_all(self.folder())?;
        let temp = self.sibling(&format!(
            ".tmp-{}-{}",
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let written = write_synced(&temp, bytes);
        if let Err(e) = written {
            let _ = fs::remove_file(&temp);
            return Err(e);
        }
        self.keep_backup();
        if let Err(e) = fs::rename(&temp, &self.path) {
            let _ = fs::remove_file(&temp);
            return Err(e);
        }
        sync_folder(self.folder())
    }

    /// Makes the current file the backup generation. A hard link shares the already-synced
    /// data, so this costs no copy; where links are unsupported, a copy is written the same
    /// careful way. Failing to keep a backup never stops a save.
    fn keep_backup(&self) {
        if !self.path.is_file() {
            return;
        }
        let staged = self.sibling(&format!(
            ".bak-tmp-{}-{}",
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let linked = fs::hard_link(&self.path, &staged).or_else(|_| {
            let bytes = fs::read(&self.path)?;
            write_synced(&staged, &bytes)
        });
        if linked.is_err() || fs::rename(&staged, self.backup_path()).is_err() {
            let _ = fs::remove_file(&staged);
        }
    }

    /// Reads the main file, else the backup, with `parse`; moves aside whatever fails to
    /// parse. Leftover temporary files of interrupted saves are removed.
    pub fn load<T>(
        &self,
        parse: impl Fn(&[u8]) -> Result<T, Damage>,
    ) -> Result<Loaded<T>, Unreadable> {
        self.remove_leftovers();
        let mut quarantined = Vec::new();
        for (path, source) in [
            (self.path.clone(), Source::Main),
            (self.backup_path(), Source::Backup),
        ] {
            let bytes = match read_bounded(&path) {
                Ok(None) => continue,
                Ok(Some(Ok(bytes))) => bytes,
                Ok(Some(Err(too_large))) => {
                    quarantined.push((too_large, set_aside(&path)));
                    continue;
                }
                Err(error) => return Err(Unreadable { path, error }),
            };
            match parse(&bytes) {
                Ok(value) => {
                    if source == Source::Backup {
                        // The backup becomes the main file again, so the next save keeps it
                        // as its backup instead of linking nothing.
                        let _ = self.write(&bytes);
                    }
                    return Ok(Loaded {
                        value: Some((value, source)),
                        quarantined,
                    });
                }
                Err(why) => quarantined.push((why, set_aside(&path))),
            }
        }
        Ok(Loaded {
            value: None,
            quarantined,
        })
    }

    /// Copies the file to a new `.bad-` name beside it (never over an earlier copy).
    pub fn keep_copy(&self) -> io::Result<PathBuf> {
        self.keep_bytes(&fs::read(&self.path)?)
    }

    /// Writes `bytes` to a new `.bad-` name beside the file (never over an earlier copy).
    pub fn keep_bytes(&self, bytes: &[u8]) -> io::Result<PathBuf> {
        let staged = self.sibling(&format!(
            ".tmp-{}-{}",
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        write_synced(&staged, bytes)?;
        let kept = set_aside_as(&staged, &self.path);
        if kept == staged {
            let _ = fs::remove_file(&staged);
            return Err(io::Error::other("no free name to keep a copy under"));
        }
        Ok(kept)
    }

    /// Removes the temporary files that interrupted writes left beside the file.
    pub fn remove_leftovers(&self) {
        let Some(name) = self
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
        else {
            return;
        };
        let Ok(entries) = fs::read_dir(self.folder()) else {
            return;
        };
        for entry in entries.flatten() {
            let file = entry.file_name().to_string_lossy().into_owned();
            let leftover = file
                .strip_prefix(&name)
                .is_some_and(|rest| rest.starts_with(".tmp-") || rest.starts_with(".bak-tmp-"));
            if leftover {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

fn write_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
    file.write_all(bytes)?;
    file.flush()?;
    file.sync_all()
}

/// Makes a rename in `folder` durable. Not every platform can open a folder for syncing
/// (Windows cannot); there the rename is as durable as the OS makes it.
pub(crate) fn sync_folder(folder: &Path) -> io::Result<()> {
    match File::open(folder).and_then(|f| f.sync_all()) {
        Ok(()) => Ok(()),
        Err(_) if cfg!(windows) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::PermissionDenied => Ok(()),
        Err(e) => Err(e),
    }
}

/// The file's bytes: `None` if it does not exist, an inner error if it is over the size cap,
/// an outer error if it cannot be read (tried a few times: a passing I/O fault is retried).
pub(crate) fn read_bounded(path: &Path) -> io::Result<Option<Result<Vec<u8>, Damage>>> {
    read_bounded_to(path, MAX_FILE_BYTES)
}

/// As `read_bounded`, with a cap of `max` bytes.
pub(crate) fn read_bounded_to(
    path: &Path,
    max: u64,
) -> io::Result<Option<Result<Vec<u8>, Damage>>> {
    let mut last = None;
    for attempt in 0..READ_ATTEMPTS {
        if attempt > 0 {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        match read_once(path, max) {
            Ok(found) => return Ok(found),
            Err(e) => last = Some(e),
        }
    }
    Err(last.expect("at least one attempt"))
}

fn read_once(path: &Path, max: u64) -> io::Result<Option<Result<Vec<u8>, Damage>>> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    // Read one byte past the cap: a file that grows while being read is caught too.
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Ok(Some(Err(Damage::TooLarge)));
    }
    Ok(Some(Ok(bytes)))
}

/// Moves `path` to `<path>.bad-<seconds>-<n>` with the first `n` not taken, and returns the
/// new name. A hard link fails rather than replace an existing name, so an earlier copy is
/// never overwritten; where links are unsupported, a rename to a name checked free is used.
pub(crate) fn set_aside(path: &Path) -> PathBuf {
    set_aside_as(path, path)
}

/// Moves `path` to `<base>.bad-<seconds>-<n>`, as `set_aside` does.
fn set_aside_as(path: &Path, base: &Path) -> PathBuf {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let mut name = base.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".bad-{stamp}"));
    for n in 0..10_000u32 {
        let mut candidate = name.clone();
        candidate.push(format!("-{n}"));
        let target = path.with_file_name(candidate);
        match fs::hard_link(path, &target) {
            Ok(()) => {
                let _ = fs::remove_file(path);
                return target;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(_) if !target.exists() && fs::rename(path, &target).is_ok() => return target,
            Err(_) => continue,
        }
    }
    path.to_path_buf()
}

/// A fresh folder for tests, removed when dropped.
#[cfg(test)]
pub(crate) struct Folder(pub(crate) PathBuf);

#[cfg(test)]
impl Folder {
    pub(crate) fn new(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!(
            "quadrille-test-{}-{name}-{}",
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    /// The names of the files in it, sorted.
    pub(crate) fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

#[cfg(test)]
impl Drop for Folder {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Folder {
        fn file(&self) -> DurableFile {
            DurableFile::new(self.0.join("data.json"))
        }
    }

    fn text(bytes: &[u8]) -> Result<String, Damage> {
        match String::from_utf8(bytes.to_vec()) {
            Ok(s) if s.starts_with("ok") => Ok(s),
            _ => Err(Damage::Damaged),
        }
    }

    #[test]
    fn a_write_keeps_the_previous_generation_and_leaves_no_temp_file() {
        let folder = Folder::new("generations");
        let file = folder.file();
        file.write(b"ok 1").unwrap();
        assert_eq!(folder.names(), ["data.json"]);
        file.write(b"ok 2").unwrap();
        file.write(b"ok 3").unwrap();
        assert_eq!(fs::read(file.path()).unwrap(), b"ok 3");
        assert_eq!(fs::read(file.backup_path()).unwrap(), b"ok 2");
        assert_eq!(folder.names(), ["data.json", "data.json.bak"]);
        let loaded = file.load(text).unwrap();
        assert_eq!(loaded.value.unwrap(), ("ok 3".to_string(), Source::Main));
    }

    #[test]
    fn a_damaged_main_file_falls_back_to_the_backup_and_is_kept_aside() {
        let folder = Folder::new("fallback");
        let file = folder.file();
        file.write(b"ok 1").unwrap();
        file.write(b"ok 2").unwrap();
        fs::write(file.path(), b"").unwrap(); // what an in-place truncating writer leaves
        let loaded = file.load(text).unwrap();
        assert_eq!(loaded.value.unwrap(), ("ok 1".to_string(), Source::Backup));
        assert_eq!(loaded.quarantined.len(), 1);
        assert_eq!(fs::read(&loaded.quarantined[0].1).unwrap(), b"");
        // The backup is the main file again.
        assert_eq!(fs::read(file.path()).unwrap(), b"ok 1");
    }

    #[test]
    fn quarantine_names_never_overwrite_each_other() {
        let folder = Folder::new("quarantine");
        let file = folder.file();
        for bad in ["bad 1", "bad 2", "bad 3"] {
            fs::write(file.path(), bad).unwrap();
            let loaded = file.load(text).unwrap();
            assert!(loaded.value.is_none());
        }
        let mut kept: Vec<String> = folder
            .names()
            .into_iter()
            .filter(|n| n.contains(".bad-"))
            .map(|n| fs::read_to_string(folder.0.join(n)).unwrap())
            .collect();
        kept.sort();
        assert_eq!(kept, ["bad 1", "bad 2", "bad 3"]);
    }

    #[test]
    fn an_unreadable_file_is_reported_and_left_in_place() {
        let folder = Folder::new("unreadable");
        let file = folder.file();
        // A folder where the file should be: reading fails with an I/O error, not bad data.
        fs::create_dir(file.path()).unwrap();
        let err = file.load(text).unwrap_err();
        assert_eq!(err.path, file.path());
        assert!(file.path().is_dir(), "left where it was");
        assert_eq!(folder.names(), ["data.json"]);
    }

    #[test]
    fn an_oversized_file_is_kept_aside_unread() {
        let folder = Folder::new("oversized");
        let file = folder.file();
        let mut big = b"ok".to_vec();
        big.resize(MAX_FILE_BYTES as usize + 10, b' ');
        fs::write(file.path(), &big).unwrap();
        let loaded = file.load(text).unwrap();
        assert!(loaded.value.is_none());
        assert_eq!(loaded.quarantined[0].0, Damage::TooLarge);
        assert_eq!(Damage::TooLarge.to_string(), "it is larger than 8 MB");
    }

    #[test]
    fn leftovers_of_an_interrupted_save_are_removed() {
        let folder = Folder::new("leftovers");
        let file = folder.file();
        file.write(b"ok 1").unwrap();
        fs::write(folder.0.join("data.json.tmp-1-2"), b"ok half").unwrap();
        fs::write(folder.0.join("data.json.bak-tmp-1-3"), b"ok half").unwrap();
        let loaded = file.load(text).unwrap();
        assert_eq!(loaded.value.unwrap().0, "ok 1");
        assert_eq!(folder.names(), ["data.json"]);
    }

    #[test]
    fn a_failed_write_changes_nothing() {
        let folder = Folder::new("failed");
        let file = folder.file();
        file.write(b"ok 1").unwrap();
        file.write(b"ok 2").unwrap();
        // Writing into a path whose folder is a file fails at the first step.
        let broken = DurableFile::new(file.path().join("inside"));
        assert!(broken.write(b"ok 3").is_err());
        assert_eq!(fs::read(file.path()).unwrap(), b"ok 2");
        assert_eq!(fs::read(file.backup_path()).unwrap(), b"ok 1");
    }
}
