//! Opening the data: the snapshot (or its backup, see `durable.rs`), then the journals of its
//! generation and the next ones, in sequence. A torn last record is dropped; damage is kept
//! aside under a `.bad-` name and reported.
//!
//! Migrating: a snapshot without a journal mark (format 1, before journals) is read as before
//! and written again at once with the mark, then read back; the previous file stays as
//! `quadrille.json.bak` until the next compaction, which happens only after that.

use crate::notice::{shown, Notice};
use crate::store::changes::{self, check_all, Data};
use crate::store::disk::{folder_of, Disk, COMPACT_AFTER_BYTES};
use crate::store::durable::{self, Damage, DurableFile, Source, MAX_FILE_BYTES};
use crate::store::error::StorageError;
use crate::store::journal::{self, Parsed, Writer, MAX_JOURNALS};
use crate::store::log::{self, Loaded};
use crate::store::snapshot::{
    mark_of, parse_store, write_snapshot, FORMAT_KEY, FORMAT_VERSION, STORE_FILE,
};
use crate::store::staged::{MemoryStorage, StagedStorage, Storage};
use crate::store::syncer::Syncer;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tauri::{AppHandle, Manager, Runtime};

/// Test hooks.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Every sync of a journal file takes this much longer: a slow disk.
    pub slow_sync: Duration,
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
        if broken || g != generation {
            broken = true;
            let aside = durable::set_aside(&path);
            replayed.kept.push((Damage::DoesNotContinue, aside));
            continue;
        }
        // The records are applied as the file is read: one that does not fit sets the file
        // aside as unusable, the records before it staying applied.
        let loaded = log::load(&path, MAX_FILE_BYTES, |bytes| {
            let mut parsed = journal::parse(bytes)?;
            if parsed.generation != g || parsed.first_seq != seq {
                return Err(Damage::DoesNotContinue);
            }
            let applied = apply_journal(data, &mut parsed);
            seq = parsed.first_seq + parsed.entries.len() as u64;
            replayed.bytes += parsed.good_len;
            applied.map(|()| parsed)
        })
        .map_err(|e| (path.clone(), e))?;
        match loaded {
            Loaded::Nothing => {}
            Loaded::SetAside(why, aside) => {
                broken = true;
                replayed.kept.push((why, aside));
            }
            Loaded::Read {
                kept: Some(kept), ..
            } => {
                // The good records are applied; the file was kept as it was.
                replayed.kept.push((Damage::PartDamaged, kept));
                broken = true;
                generation = g + 1;
            }
            Loaded::Read {
                read: parsed,
                kept: None,
            } => {
                replayed.last = Some((path, parsed));
                generation = g + 1;
            }
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
            changes::apply(data, op.clone()).expect("checked");
        }
    }
    Ok(())
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
    let disk = |writer: Writer, syncer: Syncer, snapshot_generation: u64| {
        Disk::new(file.clone(), writer, syncer, snapshot_generation)
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
                changes::apply(&mut data, op)?;
            }
        }
        generation += 1;
    }
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::changes::Op;
    use crate::store::durable::Folder;
    use serde_json::json;

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

    /// A save as earlier builds left it: a snapshot marked with journal generation 1 and that
    /// journal, byte for byte (`journal::EARLIER_BUILD`). It opens, and play goes on in it.
    #[test]
    fn a_save_written_by_earlier_builds_opens() {
        let folder = Folder::new("earlier");
        let snapshot = json!({"format": 2, "journal": {"generation": 1, "first_seq": 0},
            "game": {"list": []}});
        std::fs::write(folder.snapshot(), snapshot.to_string()).unwrap();
        let path = journal::path_of(&folder.snapshot(), 1);
        std::fs::write(&path, journal::EARLIER_BUILD).unwrap();
        let (mut storage, notice) = folder.open();
        assert_eq!((notice, list(&*storage)), (None, vec![7, 8]));
        push(&mut *storage, 9);
        drop(storage);
        assert!(std::fs::read(&path)
            .unwrap()
            .starts_with(journal::EARLIER_BUILD));
        let (storage, notice) = folder.open();
        assert_eq!((notice, list(&*storage)), (None, vec![7, 8, 9]));
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
