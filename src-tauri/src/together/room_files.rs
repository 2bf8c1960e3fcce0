//! Where the rooms this device hosts are kept: one file per room, a line per record, appended
//! and flushed to the disk before the server acknowledges the command (the server's `Store`).
//! A move costs one short append, however long the game.
//!
//! A line is `<crc32 in hex> <json>` (`store::log::Lines`): the first is the room's header,
//! then one per log entry, and `finished` lines mark the end of the game. Reading follows the
//! log's policy (`store/log.rs`): a torn last write is dropped; a bad line with more after it
//! is damage, the file is copied aside first (`<id>.room.bad-<seconds>-<n>`, never over an
//! earlier copy) and the room goes on from its last good line; a file without a good header,
//! or over `MAX_ROOM_BYTES`, is moved aside and the room is not loaded.

use crate::store::durable::Damage;
use crate::store::log::{self, AppendError, Appender, Framing, Lines, Loaded, Read};
use quadrille_server::{Append, Expiry, NewStored, Store, StoreError, StoredRoom};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A hosted room's file is read, and written, only up to this size (a whole Soi game is far
/// smaller).
const MAX_ROOM_BYTES: u64 = 8 * 1024 * 1024;
/// How a room's lines are framed (a line may be as long as the file).
const FRAMING: Lines = Lines {
    max_payload: MAX_ROOM_BYTES as usize,
};

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Line {
    Header {
        game: String,
        header: String,
        creator: String,
        /// The hash of the key the room's create was sent with.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
    Entry {
        entry: String,
    },
    Finished,
}

/// What is known of a room without reading it again, and its file.
struct Known {
    entries: u64,
    finished: bool,
    creator: String,
    key: Option<String>,
    last_active: u64,
    log: Appender,
}

pub struct RoomFiles {
    folder: PathBuf,
    rooms: HashMap<String, Known>,
    /// Who made a room when, lately (for the rooms-per-hour limit; a device's host starts
    /// afresh with each start of the app).
    made: Vec<(String, u64)>,
}

fn storage(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

/// A room id names a file: only the server's own ids (hex) are accepted.
fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

fn encode(lines: &[Line]) -> Result<Vec<u8>, AppendError> {
    let mut framed = Vec::new();
    for line in lines {
        let json = serde_json::to_vec(line).expect("lines serialise");
        framed.extend(FRAMING.frame(&json).ok_or(AppendError::TooLarge)?);
    }
    Ok(framed)
}

/// The good lines of a room's file; a file whose first line is not a room's header is
/// refused as a whole.
fn parse(bytes: &[u8]) -> Result<Read<Line>, Damage> {
    let read = log::read(&FRAMING, bytes, 0, |json| serde_json::from_slice(json).ok());
    match read.records.first() {
        Some(Line::Header { .. }) => Ok(read),
        _ => Err(Damage::HeaderDamaged),
    }
}

impl RoomFiles {
    /// Opens (or makes) the folder and learns the rooms in it.
    pub fn open(folder: &Path) -> io::Result<RoomFiles> {
        fs::create_dir_all(folder)?;
        let mut files = RoomFiles {
            folder: folder.to_path_buf(),
            rooms: HashMap::new(),
            made: Vec::new(),
        };
        for item in fs::read_dir(folder)? {
            let path = item?.path();
            let Some(id) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(".room"))
                .filter(|id| valid_id(id))
                .map(str::to_string)
            else {
                continue;
            };
            let modified = fs::metadata(&path)?
                .modified()
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_secs());
            if let Ok(Some((room, _))) = files.read(&id) {
                let last_active = modified;
                files.rooms.insert(
                    id,
                    Known {
                        last_active,
                        ..room
                    },
                );
            }
        }
        Ok(files)
    }

    fn path(&self, id: &str) -> PathBuf {
        self.folder.join(format!("{id}.room"))
    }

    /// Reads what is known of a room from its file (its last activity left at 0), with its
    /// lines. A damaged file's copy is kept aside first, and appends go on after its last good
    /// line (a torn one is cut off).
    fn read(&self, id: &str) -> io::Result<Option<(Known, Vec<Line>)>> {
        let path = self.path(id);
        let (read, kept) = match log::load(&path, MAX_ROOM_BYTES, parse)? {
            Loaded::Nothing => return Ok(None),
            Loaded::SetAside(why, aside) => {
                eprintln!("quadrille: room {id} {why}; kept as {}", aside.display());
                return Ok(None);
            }
            Loaded::Read { read, kept } => (read, kept),
        };
        if let Some(kept) = kept {
            eprintln!(
                "quadrille: room {id} is damaged; kept as {}",
                kept.display()
            );
        }
        let lines = read.records;
        let Some(Line::Header { creator, key, .. }) = lines.first() else {
            return Ok(None);
        };
        let entries = lines
            .iter()
            .filter(|l| matches!(l, Line::Entry { .. }))
            .count();
        let known = Known {
            entries: entries as u64,
            finished: lines.iter().any(|l| matches!(l, Line::Finished)),
            creator: creator.clone(),
            key: key.clone(),
            last_active: 0,
            log: Appender::resume(&path, read.good_len, MAX_ROOM_BYTES)?,
        };
        Ok(Some((known, lines)))
    }
}

impl Store for RoomFiles {
    fn create(&mut self, room: &NewStored) -> Result<(), StoreError> {
        let NewStored {
            id,
            game,
            header,
            creator,
            key,
            now,
        } = *room;
        if !valid_id(id) || self.rooms.contains_key(id) || self.keyed(key).is_some() {
            return Err(StoreError(format!("cannot make room {id}")));
        }
        let head = encode(&[Line::Header {
            game: game.to_string(),
            header: header.to_string(),
            creator: creator.to_string(),
            key: key.map(str::to_string),
        }])
        .map_err(storage)?;
        let path = self.path(id);
        let log = Appender::create(&path, &head, MAX_ROOM_BYTES).map_err(storage)?;
        log.file()
            .sync_all()
            .and_then(|()| crate::store::durable::sync_folder(&self.folder))
            .map_err(|e| {
                let _ = fs::remove_file(&path);
                storage(e)
            })?;
        self.rooms.insert(
            id.to_string(),
            Known {
                entries: 0,
                finished: false,
                creator: creator.to_string(),
                key: key.map(str::to_string),
                last_active: now,
                log,
            },
        );
        self.made.push((creator.to_string(), now));
        Ok(())
    }

    fn append(&mut self, append: &Append) -> Result<(), StoreError> {
        let Append {
            id,
            first,
            entries,
            finished,
            now,
        } = append;
        let (first, finished, now) = (*first, *finished, *now);
        let known = self
            .rooms
            .get_mut(id)
            .ok_or_else(|| StoreError(format!("no room {id}")))?;
        if known.entries != first {
            return Err(StoreError(format!(
                "room {id} has {} entries, not {first}",
                known.entries
            )));
        }
        let mut lines: Vec<Line> = entries
            .iter()
            .map(|e| Line::Entry { entry: e.clone() })
            .collect();
        if finished && !known.finished {
            lines.push(Line::Finished);
        }
        let framed = encode(&lines).map_err(storage)?;
        known.log.append_synced(&framed).map_err(storage)?;
        known.entries += entries.len() as u64;
        known.finished |= finished;
        known.last_active = now;
        Ok(())
    }

    fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError> {
        if !valid_id(id) {
            return Ok(None);
        }
        let Some((found, lines)) = self.read(id).map_err(storage)? else {
            return Ok(None);
        };
        let mut lines = lines.into_iter();
        let Some(Line::Header { game, header, .. }) = lines.next() else {
            return Ok(None);
        };
        let entries: Vec<String> = lines
            .filter_map(|l| match l {
                Line::Entry { entry } => Some(entry),
                _ => None,
            })
            .collect();
        if let Some(known) = self.rooms.get_mut(id) {
            known.entries = entries.len() as u64;
            known.log = found.log;
        }
        Ok(Some(StoredRoom {
            game,
            header,
            entries,
        }))
    }

    fn open_rooms_of(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        Ok(self
            .rooms
            .values()
            .filter(|k| k.creator == creator && !k.finished && k.last_active >= since)
            .count() as u64)
    }

    fn room_of_key(&mut self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.keyed(Some(key)))
    }

    fn rooms_made_since(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        Ok(self
            .made
            .iter()
            .filter(|(c, at)| c == creator && *at >= since)
            .count() as u64)
    }

    fn expire(&mut self, expiry: &Expiry) -> Result<Vec<String>, StoreError> {
        let old: Vec<String> = self
            .rooms
            .iter()
            .filter(|(_, k)| {
                k.last_active < expiry.idle_before
                    || (k.finished && k.last_active < expiry.finished_before)
            })
            .map(|(id, _)| id.clone())
            .collect();
        for id in &old {
            fs::remove_file(self.path(id)).map_err(storage)?;
            self.rooms.remove(id);
        }
        self.made.retain(|(_, at)| *at >= expiry.made_before);
        Ok(old)
    }

    /// The rooms' files, together (a device hosts a handful).
    fn size(&mut self) -> Result<u64, StoreError> {
        Ok(self.rooms.values().map(|k| k.log.size()).sum())
    }
}

impl RoomFiles {
    fn keyed(&self, key: Option<&str>) -> Option<String> {
        let key = key?;
        self.rooms
            .iter()
            .find(|(_, k)| k.key.as_deref() == Some(key))
            .map(|(id, _)| id.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::durable::Folder;

    const ID: &str = "00112233445566778899aabbccddeeff";

    fn room<'a>(id: &'a str, game: &'a str, creator: &'a str, now: u64) -> NewStored<'a> {
        NewStored {
            id,
            game,
            header: "{h}",
            creator,
            key: None,
            now,
        }
    }

    #[test]
    fn a_room_reads_back_after_reopening_and_refuses_a_gap() {
        let dir = Folder::new("room-files");
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        files.create(&room(ID, "soi", "1.2.3.4", 10)).unwrap();
        files
            .append(&Append::new(ID, 0, &["a".into(), "b".into()], false, 11))
            .unwrap();
        assert!(files
            .append(&Append::new(ID, 1, &["x".into()], false, 12))
            .is_err());
        files
            .append(&Append::new(ID, 2, &["c".into()], true, 13))
            .unwrap();
        assert!(files.create(&room(ID, "soi", "1.2.3.4", 10)).is_err());
        assert!(files.create(&room("../x", "soi", "1.2.3.4", 10)).is_err());

        let mut again = RoomFiles::open(dir.0.as_path()).unwrap();
        let room = again.load(ID).unwrap().unwrap();
        assert_eq!((room.game.as_str(), room.header.as_str()), ("soi", "{h}"));
        assert_eq!(room.entries, ["a", "b", "c"]);
        // Finished rooms do not count against their maker.
        assert_eq!(again.open_rooms_of("1.2.3.4", 0).unwrap(), 0);
        again
            .append(&Append::new(ID, 3, &["d".into()], true, 14))
            .unwrap();
        assert_eq!(again.load(ID).unwrap().unwrap().entries.len(), 4);
        assert_eq!(again.load("ffff").unwrap(), None);
    }

    /// How a room reads its file follows `store::log`'s policy (tested there): here, that a
    /// torn tail and damage leave the room going on from its last good line.
    #[test]
    fn a_torn_tail_is_dropped_and_damage_is_kept_aside() {
        let dir = Folder::new("room-files-damage");
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        files.create(&room(ID, "soi", "me", 10)).unwrap();
        files
            .append(&Append::new(ID, 0, &["a".into(), "b".into()], false, 11))
            .unwrap();
        let path = dir.0.as_path().join(format!("{ID}.room"));
        let good = fs::read(&path).unwrap();

        // A write cut short: the last line is dropped, nothing is kept aside.
        fs::write(&path, &good[..good.len() - 3]).unwrap();
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        assert_eq!(files.load(ID).unwrap().unwrap().entries, ["a"]);
        assert_eq!(dir.names().len(), 1, "{:?}", dir.names());
        // Appends follow the last good line.
        files
            .append(&Append::new(ID, 1, &["b2".into()], false, 12))
            .unwrap();
        assert_eq!(files.load(ID).unwrap().unwrap().entries, ["a", "b2"]);

        // A bad line in the middle: the room goes on from before it, a copy is kept.
        let mut bytes = fs::read(&path).unwrap();
        let second_line = bytes.iter().position(|&b| b == b'\n').unwrap() + 3;
        bytes[second_line] ^= 1;
        fs::write(&path, &bytes).unwrap();
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        assert!(files.load(ID).unwrap().unwrap().entries.is_empty());
        let kept: Vec<String> = dir
            .names()
            .into_iter()
            .filter(|n| n.starts_with(&format!("{ID}.room.bad-")))
            .collect();
        assert_eq!(kept.len(), 1, "{:?}", dir.names());
        assert_eq!(fs::read(dir.0.join(&kept[0])).unwrap(), bytes);
        files
            .append(&Append::new(ID, 0, &["c".into()], true, 13))
            .unwrap();
        assert_eq!(files.load(ID).unwrap().unwrap().entries, ["c"]);

        // A file without a good header is moved aside; the room is gone.
        fs::write(&path, b"not a room\nat all\n").unwrap();
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        assert_eq!(files.load(ID).unwrap(), None);
        assert!(!path.exists());
    }

    /// A room's file as earlier builds wrote it, line for line: it still reads, and this build
    /// appends to it in the same format.
    #[test]
    fn a_room_file_written_by_earlier_builds_still_reads() {
        const EARLIER_BUILD: &str = concat!(
            "4a65c860 {\"kind\":\"header\",\"game\":\"soi\",\"header\":\"{h}\",\"creator\":\"me\",\"key\":\"k1\"}\n",
            "ccf9f2bf {\"kind\":\"entry\",\"entry\":\"a\"}\n",
        );
        let dir = Folder::new("room-files-earlier");
        let path = dir.0.join(format!("{ID}.room"));
        fs::write(&path, EARLIER_BUILD).unwrap();
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        assert_eq!(files.room_of_key("k1").unwrap().as_deref(), Some(ID));
        let room = files.load(ID).unwrap().unwrap();
        assert_eq!((room.game.as_str(), room.header.as_str()), ("soi", "{h}"));
        assert_eq!(room.entries, ["a"]);
        files.append(&Append::new(ID, 1, &[], true, 12)).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert_eq!(
            text,
            format!("{EARLIER_BUILD}a2a43f1a {{\"kind\":\"finished\"}}\n")
        );
        assert_eq!(files.open_rooms_of("me", 0).unwrap(), 0);
    }

    #[test]
    fn idle_rooms_expire() {
        let dir = Folder::new("room-files-expire");
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        files.create(&room(ID, "soi", "me", 10)).unwrap();
        files.create(&room("ab", "four_side", "me", 100)).unwrap();
        assert_eq!(files.open_rooms_of("me", 0).unwrap(), 2);
        let expiry = |idle_before, finished_before| Expiry {
            idle_before,
            finished_before,
            made_before: 0,
            daily_before: 0,
        };
        assert_eq!(files.expire(&expiry(50, 0)).unwrap(), [ID]);
        assert_eq!(files.load(ID).unwrap(), None);
        assert!(files.load("ab").unwrap().is_some());
        // A finished room goes after its own (shorter) retention.
        files
            .append(&Append::new("ab", 0, &["x".into()], true, 120))
            .unwrap();
        assert!(files.expire(&expiry(50, 110)).unwrap().is_empty());
        assert_eq!(files.expire(&expiry(50, 130)).unwrap(), ["ab"]);
        // Rooms made are still counted once deleted, until they are an hour old.
        assert_eq!(files.rooms_made_since("me", 0).unwrap(), 2);
        assert_eq!(files.size().unwrap(), 0);
    }

    #[test]
    fn a_room_is_found_by_its_key() {
        let dir = Folder::new("room-files-key");
        let mut files = RoomFiles::open(dir.0.as_path()).unwrap();
        let keyed = NewStored {
            key: Some("k1"),
            ..room(ID, "soi", "me", 10)
        };
        files.create(&keyed).unwrap();
        assert!(files
            .create(&NewStored {
                id: "ab",
                ..keyed.clone()
            })
            .is_err());
        assert_eq!(files.room_of_key("k1").unwrap().as_deref(), Some(ID));
        assert!(files.size().unwrap() > 0);
        let mut again = RoomFiles::open(dir.0.as_path()).unwrap();
        assert_eq!(again.room_of_key("k1").unwrap().as_deref(), Some(ID));
        assert_eq!(again.room_of_key("k2").unwrap(), None);
    }
}
