//! Where the app keeps its data: a snapshot of every key (`quadrille.json`, written whole by
//! `durable.rs`) and a journal of the changes since (`quadrille.journal.<generation>`, appended
//! to by `journal.rs`). A command's changes are one small journal record, whatever the length of
//! the games; the snapshot is rewritten now and then, off the command's path.
//!
//! - **Saving**: a command stages its changes (`Op`s); `save` checks they fit the data, appends
//!   them as one record (written to the operating system before `save` returns, so a killed
//!   process loses nothing acknowledged) and only then applies them to memory. A failed append
//!   is cut off the file again and the staged changes are dropped: memory and disk agree.
//! - **Syncing**: a background thread (`Syncer`) fsyncs the journal after each append, so a
//!   power cut loses at most the records of the sync under way, never the snapshot or an
//!   earlier record.
//! - **Compacting**: past `COMPACT_AFTER_BYTES` of journal, on a new game and at a start that
//!   found much journal, a new journal file (the next generation) is started and a background
//!   thread writes the data as of that instant as the new snapshot, which names its generation
//!   and first sequence number. The journals the snapshot and its backup no longer need are then
//!   removed.
//! - **Loading**: the snapshot (or its backup, see `durable.rs`), then the journals of its
//!   generation and the next ones, in sequence. A torn last record is dropped; damage is kept
//!   aside under a `.bad-` name and reported.
//! - **Migrating**: a snapshot without a journal mark (format 1, before journals) is read as
//!   before and written again at once with the mark, then read back; the previous file stays as
//!   `quadrille.json.bak` until the next compaction, which happens only after that.

use crate::notice::{shown, Notice};
use crate::store::durable::{self, Damage, DurableFile, Source, MAX_FILE_BYTES};
use crate::store::journal::{self, check_all, Data, Op, Parsed, StorageError, Tail, Writer};
use serde_json::{json, Map, Value};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use tauri::{AppHandle, Manager, Runtime};

pub const STORE_FILE: &str = "quadrille.json";
/// Bumped when the meaning of a stored key changes incompatibly. 2: the snapshot is continued
/// by journals (a version that ignored them would play on from an old state).
pub const FORMAT_VERSION: u64 = 2;
pub const FORMAT_KEY: &str = "format";
/// The snapshot's mark: the generation and first sequence number of the journal it continues in.
pub const JOURNAL_KEY: &str = "journal";
/// The journal is compacted into a snapshot once it grows past this (a few thousand moves).
pub const COMPACT_AFTER_BYTES: u64 = 512 * 1024;
/// Journal files read at a start: far more than a start ever finds (one or two).
const MAX_JOURNALS: usize = 64;

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

/// Test hooks.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Every sync of a journal file takes this much longer: a slow disk.
    pub slow_sync: Duration,
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
    fn new(data: Data, disk: Option<Disk>) -> StagedStorage {
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
            let _ = journal::apply(&mut scratch, op.clone());
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
            journal::apply(&mut self.data, op).expect("checked before it was written");
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
        let disk = self.disk.as_ref()?;
        let bytes = serde_json::to_vec(&self.data).ok()?;
        disk.snapshot.keep_bytes(&bytes).ok()
    }
    fn compact_soon(&mut self) {
        if let Some(disk) = &mut self.disk {
            disk.compact_wanted = true;
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

/// The files behind the data: the snapshot, the journal being appended to, the thread that
/// syncs it and the compaction under way.
struct Disk {
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
    fn append(&mut self, ops: &[Op]) -> Result<(), StorageError> {
        self.writer.append(ops)?;
        self.syncer.sync(self.writer.file());
        Ok(())
    }

    fn maybe_compact(&mut self, data: &Data) {
        let finished = self.compaction.as_ref().is_none_or(JoinHandle::is_finished);
        let wanted = self.compact_wanted || self.writer.len > self.compact_after;
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
    fn compact(&mut self, data: &Data) {
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

fn folder_of(path: &Path) -> PathBuf {
    path.parent().unwrap_or(Path::new(".")).to_path_buf()
}

/// Writes `data` as the snapshot that journal `generation` continues from `first_seq`.
fn write_snapshot(
    file: &DurableFile,
    mut data: Data,
    generation: u64,
    first_seq: u64,
) -> Result<(), StorageError> {
    data.insert(FORMAT_KEY.to_string(), Value::from(FORMAT_VERSION));
    data.insert(
        JOURNAL_KEY.to_string(),
        json!({ "generation": generation, "first_seq": first_seq }),
    );
    let bytes = serde_json::to_vec(&data)?;
    // A file the next start would refuse to read must not be written.
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(StorageError::TooLarge);
    }
    file.write(&bytes)?;
    Ok(())
}

fn remove_journals_below(snapshot: &Path, generation: u64) {
    if let Ok((found, _)) = journal::generations(snapshot, MAX_JOURNALS) {
        for old in found.into_iter().filter(|&g| g < generation) {
            let _ = std::fs::remove_file(journal::path_of(snapshot, old));
        }
    }
}

/// Syncs journal files on a thread of its own, in the order they were handed over: the
/// command that appended never waits for the disk.
struct Syncer {
    queue: Arc<(Mutex<Queue>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Default)]
struct Queue {
    files: Vec<Arc<File>>,
    stop: bool,
}

impl Syncer {
    fn start(slow: Duration) -> Syncer {
        let queue = Arc::new((Mutex::new(Queue::default()), Condvar::new()));
        let shared = queue.clone();
        let thread = std::thread::Builder::new()
            .name("quadrille-sync".to_string())
            .spawn(move || sync_loop(&shared, slow))
            .ok();
        Syncer { queue, thread }
    }

    fn with(&self, change: impl FnOnce(&mut Queue)) {
        let (lock, wake) = &*self.queue;
        change(&mut lock.lock().unwrap_or_else(|p| p.into_inner()));
        wake.notify_one();
    }

    fn sync(&self, file: &Arc<File>) {
        if self.thread.is_none() {
            // No thread could be started: sync here rather than not at all.
            let _ = file.sync_data();
            return;
        }
        self.with(|q| {
            if !q.files.iter().any(|f| Arc::ptr_eq(f, file)) {
                q.files.push(file.clone());
            }
        });
    }
}

fn sync_loop(queue: &(Mutex<Queue>, Condvar), slow: Duration) {
    let (lock, wake) = queue;
    loop {
        let files = {
            let mut q = lock.lock().unwrap_or_else(|p| p.into_inner());
            while q.files.is_empty() && !q.stop {
                q = wake.wait(q).unwrap_or_else(|p| p.into_inner());
            }
            if q.files.is_empty() {
                return;
            }
            std::mem::take(&mut q.files)
        };
        for file in files {
            std::thread::sleep(slow);
            // A failed sync leaves the data in the operating system's hands: safe against a
            // killed app, and the next append syncs again.
            let _ = file.sync_data();
        }
    }
}

impl Drop for Syncer {
    fn drop(&mut self) {
        self.with(|q| q.stop = true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Parses a whole snapshot: a JSON object of a format this version understands.
pub fn parse_store(bytes: &[u8]) -> Result<Map<String, Value>, Damage> {
    // serde_json refuses nesting deeper than 128 levels, so a hostile file cannot overflow
    // the stack here.
    let value: Value = serde_json::from_slice(bytes).map_err(|_| Damage::Damaged)?;
    let Value::Object(map) = value else {
        return Err(Damage::Damaged);
    };
    match map.get(FORMAT_KEY).map(Value::as_u64) {
        None => Ok(map),
        Some(Some(v)) if v <= FORMAT_VERSION => Ok(map),
        Some(Some(_)) => Err(Damage::Newer),
        Some(None) => Err(Damage::Damaged),
    }
}

/// The snapshot's journal mark: (generation, first sequence number).
fn mark_of(data: &mut Data) -> Option<(u64, u64)> {
    let mark = data.remove(JOURNAL_KEY)?;
    Some((
        mark.get("generation")?.as_u64()?,
        mark.get("first_seq")?.as_u64()?,
    ))
}

/// What replaying the journals found.
struct Replayed {
    /// The last journal applied, to append to (unless it must be left).
    last: Option<(PathBuf, Parsed)>,
    /// The generation and sequence number the next journal starts with.
    next: (u64, u64),
    /// Journal bytes applied.
    bytes: u64,
    /// Why journals were set aside, and where they went.
    kept: Vec<(Damage, PathBuf)>,
}

/// Applies to `data` the journals that continue the snapshot marked `mark`, in sequence; sets
/// aside damaged ones and those that cannot follow. `Err`: a journal could not be read.
fn replay(
    snapshot: &Path,
    mark: Option<(u64, u64)>,
    data: &mut Data,
) -> Result<Replayed, (PathBuf, std::io::Error)> {
    let folder = folder_of(snapshot);
    let (found, _) = journal::generations(snapshot, MAX_JOURNALS).map_err(|e| (folder, e))?;
    let (mut generation, mut seq) = mark.unwrap_or((0, 0));
    let mut replayed = Replayed {
        last: None,
        next: (generation.max(1), seq),
        bytes: 0,
        kept: Vec::new(),
    };
    let mut broken = mark.is_none();
    for g in found {
        if g < generation {
            continue; // kept for the backup snapshot only
        }
        let path = journal::path_of(snapshot, g);
        let why = if broken || g != generation {
            Some(Damage::DoesNotContinue)
        } else {
            match durable::read_bounded(&path).map_err(|e| (path.clone(), e))? {
                None => continue,
                Some(Err(too_large)) => Some(too_large),
                // Created, but its header never reached the disk: it holds nothing.
                Some(Ok(bytes)) if bytes.iter().all(|&b| b == 0) => {
                    let _ = std::fs::remove_file(&path);
                    continue;
                }
                Some(Ok(bytes)) => match journal::parse(&bytes) {
                    Err(why) => Some(why),
                    Ok(parsed) if parsed.generation != g || parsed.first_seq != seq => {
                        Some(Damage::DoesNotContinue)
                    }
                    Ok(mut parsed) => {
                        let applied = apply_journal(data, &mut parsed);
                        seq = parsed.first_seq + parsed.entries.len() as u64;
                        replayed.bytes += parsed.good_len;
                        match applied {
                            Err(why) => Some(why),
                            Ok(()) if parsed.tail == Tail::Damaged => {
                                // The good records are applied; the file is kept as it was.
                                let kept = keep_copy_of(&path);
                                replayed.kept.push((Damage::PartDamaged, kept));
                                broken = true;
                                generation = g + 1;
                                None
                            }
                            Ok(()) => {
                                replayed.last = Some((path.clone(), parsed));
                                generation = g + 1;
                                None
                            }
                        }
                    }
                },
            }
        };
        if let Some(why) = why {
            broken = true;
            replayed.kept.push((why, durable::set_aside(&path)));
        }
    }
    replayed.next = (generation.max(1), seq);
    Ok(replayed)
}

/// Applies a parsed journal's records; a record that does not fit the data stops it, as
/// damage (the records before it stay applied, and only they stay in `parsed`).
fn apply_journal(data: &mut Data, parsed: &mut Parsed) -> Result<(), Damage> {
    for (i, entry) in parsed.entries.iter().enumerate() {
        if check_all(data, &entry.ops).is_err() {
            parsed.entries.truncate(i);
            return Err(Damage::ChangeDoesNotFit);
        }
        for op in &entry.ops {
            journal::apply(data, op.clone()).expect("checked");
        }
    }
    Ok(())
}

fn keep_copy_of(path: &Path) -> PathBuf {
    std::fs::read(path)
        .ok()
        .and_then(|bytes| DurableFile::new(path).keep_bytes(&bytes).ok())
        .unwrap_or_else(|| path.to_path_buf())
}

fn unreadable_notice(error: &std::io::Error, path: &Path) -> Notice {
    eprintln!("quadrille: {} cannot be read: {error}", path.display());
    Notice::Unreadable { path: shown(path) }
}

/// Opens the data at `file` (the snapshot) and its journals, and says what the player should
/// be told: that the last save was damaged and the one before it was used, that nothing usable
/// was found, or that the data could not be read (then nothing is written this session, so the
/// files are left for a later start to read).
pub fn open_file(file: DurableFile, options: Options) -> (Box<dyn Storage>, Option<Notice>) {
    let loaded = match file.load(parse_store) {
        Ok(loaded) => loaded,
        Err(unreadable) => {
            let notice = unreadable_notice(&unreadable.error, &unreadable.path);
            return (Box::new(MemoryStorage::default()), Some(notice));
        }
    };
    let kept = loaded.quarantined.first().map(|(_, p)| shown(p));
    let mut notice = match (&loaded.value, loaded.quarantined.first()) {
        (Some((_, Source::Backup)), Some(&(damage, _))) => {
            Some(Notice::UsedBackup { damage, kept })
        }
        (None, Some(&(damage, _))) => Some(Notice::StartedAfresh { damage, kept }),
        _ => None,
    };
    let mut data = loaded.value.map(|(map, _)| map).unwrap_or_default();
    let mark = mark_of(&mut data);
    let replayed = match replay(file.path(), mark, &mut data) {
        Ok(replayed) => replayed,
        Err((path, error)) => {
            let notice = unreadable_notice(&error, &path);
            return (Box::new(MemoryStorage::default()), Some(notice));
        }
    };
    if let Some(&(damage, ref path)) = replayed.kept.first() {
        notice.get_or_insert_with(|| Notice::MovesLost {
            damage,
            kept: shown(path),
        });
    }
    data.insert(FORMAT_KEY.to_string(), Value::from(FORMAT_VERSION));

    let syncer = Syncer::start(options.slow_sync);
    let (next_generation, next_seq) = replayed.next;
    let disk = |writer: Writer, syncer: Syncer, snapshot_generation: u64| Disk {
        snapshot: file.clone(),
        writer,
        syncer,
        snapshot_generation,
        compaction: None,
        compact_wanted: false,
        compact_after: COMPACT_AFTER_BYTES,
    };
    let healthy = mark.is_some() && replayed.kept.is_empty();
    let resumed = match (&replayed.last, mark) {
        (Some((path, parsed)), Some((generation, _))) if healthy => Writer::resume(path, parsed)
            .ok()
            .map(|writer| (writer, generation)),
        _ => None,
    };
    let disk = match resumed {
        Some((writer, generation)) => {
            // Go on in the last journal; a large one is compacted in the background.
            let mut disk = disk(writer, syncer, generation);
            if replayed.bytes > COMPACT_AFTER_BYTES {
                disk.compact(&data);
            }
            disk
        }
        None => {
            // A first start, data from before journals, or journals that were set aside: a
            // snapshot now, read back before anything is appended (the file it replaces
            // stays as the backup meanwhile).
            match first_snapshot(&file, &data, next_generation, next_seq) {
                Ok(writer) => disk(writer, syncer, next_generation),
                Err(e) => {
                    let folder = folder_of(file.path());
                    eprintln!("quadrille: cannot save in {}: {e}", folder.display());
                    let notice = notice.unwrap_or(Notice::CannotSave {
                        folder: Some(shown(&folder)),
                    });
                    return (Box::new(MemoryStorage::new(data, None)), Some(notice));
                }
            }
        }
    };
    (Box::new(StagedStorage::new(data, Some(disk))), notice)
}

/// Writes the first snapshot of the journal generation `generation` and reads it back, then
/// starts that journal.
fn first_snapshot(
    file: &DurableFile,
    data: &Data,
    generation: u64,
    first_seq: u64,
) -> Result<Writer, StorageError> {
    let path = journal::path_of(file.path(), generation);
    if path.exists() {
        durable::set_aside(&path);
    }
    write_snapshot(file, data.clone(), generation, first_seq)?;
    let read = durable::read_bounded(file.path())?
        .and_then(Result::ok)
        .and_then(|bytes| parse_store(&bytes).ok())
        .map(|mut back| (mark_of(&mut back), back));
    let mut expected = data.clone();
    expected.insert(FORMAT_KEY.to_string(), Value::from(FORMAT_VERSION));
    if read != Some((Some((generation, first_seq)), expected)) {
        return Err(StorageError::ReadBack);
    }
    let writer = Writer::create(&path, generation, first_seq)?;
    writer.file().sync_data()?;
    durable::sync_folder(&folder_of(file.path()))?;
    Ok(writer)
}

/// Opens the app's data in its data folder.
pub fn open<R: Runtime>(
    app: &AppHandle<R>,
) -> Result<(Box<dyn Storage>, Option<Notice>), StorageError> {
    let folder = app.path().app_data_dir()?;
    Ok(open_file(
        DurableFile::new(folder.join(STORE_FILE)),
        Options::default(),
    ))
}

/// The data a start would find at `snapshot`, read without changing anything (for tests and
/// tools): the snapshot or its backup, then its journals as far as they go.
pub fn inspect(snapshot: &Path) -> Result<Data, StorageError> {
    let file = DurableFile::new(snapshot);
    let mut data = None;
    for path in [file.path().to_path_buf(), file.backup_path()] {
        if let Some(Ok(bytes)) = durable::read_bounded(&path)? {
            if let Ok(map) = parse_store(&bytes) {
                data = Some(map);
                break;
            }
        }
    }
    let Some(mut data) = data else {
        return Ok(Data::new());
    };
    let Some((mut generation, mut seq)) = mark_of(&mut data) else {
        return Ok(data);
    };
    loop {
        let path = journal::path_of(snapshot, generation);
        let Some(Ok(bytes)) = durable::read_bounded(&path)? else {
            break;
        };
        let parsed = journal::parse(&bytes)?;
        if parsed.first_seq != seq {
            break;
        }
        seq += parsed.entries.len() as u64;
        for entry in parsed.entries {
            for op in entry.ops {
                journal::apply(&mut data, op)?;
            }
        }
        generation += 1;
    }
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::store::durable::Folder;

    impl Folder {
        fn snapshot(&self) -> PathBuf {
            self.0.join(STORE_FILE)
        }
        fn open(&self) -> (Box<dyn Storage>, Option<Notice>) {
            open_file(DurableFile::new(self.snapshot()), Options::default())
        }
        /// A store with a game whose list holds `0..items`, each pushed by a save of its own.
        fn started(&self, items: u64) -> Box<dyn Storage> {
            let (mut storage, _) = self.open();
            storage.set("game", json!({"list": []}));
            storage.save().unwrap();
            for item in 0..items {
                push(&mut *storage, item);
            }
            storage
        }
    }

    fn push(storage: &mut dyn Storage, item: u64) {
        let keep = storage.get("game").unwrap()["list"]
            .as_array()
            .unwrap()
            .len();
        storage.stage(Op::Splice {
            key: "game".into(),
            path: vec!["list".into()],
            keep,
            push: vec![json!(item)],
        });
        storage.save().unwrap();
    }

    fn list(storage: &dyn Storage) -> Vec<u64> {
        let game = storage.get("game").unwrap();
        let items = game["list"].as_array().unwrap();
        items.iter().map(|v| v.as_u64().unwrap()).collect()
    }

    #[test]
    fn a_save_from_before_journals_is_migrated_and_the_old_file_kept() {
        let folder = Folder::new("migrate");
        let old = json!({"format": 1, "settings": {"theme": "dark"}, "game": {"list": [1]}});
        std::fs::write(folder.snapshot(), old.to_string()).unwrap();
        let (mut storage, notice) = folder.open();
        assert_eq!(notice, None);
        assert_eq!(storage.get("settings").unwrap()["theme"], "dark");
        // The old file is the backup; the new snapshot names the journal it continues in.
        let backup = DurableFile::new(folder.snapshot()).backup_path();
        assert_eq!(std::fs::read_to_string(backup).unwrap(), old.to_string());
        let new: Value =
            serde_json::from_slice(&std::fs::read(folder.snapshot()).unwrap()).unwrap();
        assert_eq!(new["journal"], json!({"generation": 1, "first_seq": 0}));
        assert_eq!(new["format"], FORMAT_VERSION);
        push(&mut *storage, 2);
        drop(storage);
        assert_eq!(
            folder.names(),
            [
                "quadrille.journal.1",
                "quadrille.json",
                "quadrille.json.bak"
            ]
        );
        let (storage, notice) = folder.open();
        assert_eq!((notice, list(&*storage)), (None, vec![1, 2]));
    }

    /// The journal's last record cut at every byte offset: a start finds everything before
    /// it, says nothing, sets nothing aside, and appends after it.
    #[test]
    fn a_torn_last_record_loads_everything_before_it() {
        let folder = Folder::new("torn");
        let mut storage = folder.started(5);
        let before_last = std::fs::metadata(journal::path_of(&folder.snapshot(), 1))
            .unwrap()
            .len();
        push(&mut *storage, 5);
        drop(storage);
        let path = journal::path_of(&folder.snapshot(), 1);
        let whole = std::fs::read(&path).unwrap();
        for cut in before_last as usize..whole.len() {
            std::fs::write(&path, &whole[..cut]).unwrap();
            let (mut storage, notice) = folder.open();
            assert_eq!(notice, None, "cut at {cut}");
            assert_eq!(list(&*storage), [0, 1, 2, 3, 4], "cut at {cut}");
            push(&mut *storage, 9);
            drop(storage);
            let (storage, _) = folder.open();
            assert_eq!(list(&*storage), [0, 1, 2, 3, 4, 9], "cut at {cut}");
            assert!(folder.names().iter().all(|n| !n.contains(".bad-")));
        }
    }

    #[test]
    fn a_damaged_journal_is_kept_aside_and_its_good_records_used() {
        let folder = Folder::new("damaged");
        drop(folder.started(4));
        let path = journal::path_of(&folder.snapshot(), 1);
        let mut bytes = std::fs::read(&path).unwrap();
        let middle = bytes.len() * 3 / 4;
        bytes[middle] ^= 0x01;
        std::fs::write(&path, &bytes).unwrap();
        let (storage, notice) = folder.open();
        let Some(Notice::MovesLost { damage, kept }) = notice else {
            panic!("told {notice:?}")
        };
        assert_eq!(damage, Damage::PartDamaged);
        assert!(kept.contains(".bad-"), "{kept}");
        let found = list(&*storage);
        assert!(
            found.len() < 4 && found == [0, 1, 2, 3][..found.len()],
            "{found:?}"
        );
        let kept: Vec<String> = folder
            .names()
            .into_iter()
            .filter(|n| n.contains(".bad-"))
            .collect();
        assert_eq!(kept.len(), 1, "{:?}", folder.names());
        assert_eq!(std::fs::read(folder.0.join(&kept[0])).unwrap(), bytes);
        drop(storage);
        // The next start finds the state the first one continued from, and says nothing.
        let (storage, notice) = folder.open();
        assert_eq!((notice, list(&*storage)), (None, found));
    }

    #[test]
    fn a_long_journal_is_compacted_off_the_save_and_the_old_ones_removed() {
        let folder = Folder::new("compact");
        let mut storage = folder.started(0);
        let big = "x".repeat(4096);
        let mut item = 0;
        // Four compactions' worth.
        while journal::generations(&folder.snapshot(), 100)
            .unwrap()
            .0
            .last()
            < Some(&5)
        {
            storage.set("padding", json!(big));
            push(&mut *storage, item);
            item += 1;
        }
        drop(storage);
        let (generations, _) = journal::generations(&folder.snapshot(), 100).unwrap();
        // The newest, and the one the backup snapshot needs.
        assert_eq!(generations, [4, 5]);
        let snapshot: Value =
            serde_json::from_slice(&std::fs::read(folder.snapshot()).unwrap()).unwrap();
        assert_eq!(snapshot["journal"]["generation"], 5);
        let (storage, notice) = folder.open();
        assert_eq!(notice, None);
        assert_eq!(list(&*storage), (0..item).collect::<Vec<_>>());
        assert_eq!(
            inspect(&folder.snapshot()).unwrap()["game"],
            storage.get("game").unwrap()
        );
    }

    #[test]
    fn good_old_damaged_and_future_files() {
        assert!(parse_store(br#"{"format":1}"#).is_ok());
        assert!(parse_store(br#"{"format":2}"#).is_ok());
        assert!(parse_store(br#"{"settings":{}}"#).is_ok());
        for bad in [&b"{not json"[..], b"[1,2]", b"", br#"{"format":"x"}"#] {
            assert_eq!(parse_store(bad).unwrap_err(), Damage::Damaged);
        }
        assert_eq!(parse_store(br#"{"format":99}"#).unwrap_err(), Damage::Newer);
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(parse_store(deep.as_bytes()).is_err());
    }
}
