//! The journal: every saved change since the last snapshot, one checksummed record per command,
//! appended to a file (`quadrille.journal.<generation>`), so that a move costs one small write
//! whatever the length of the game.
//!
//! A file is a header — magic, format, generation, the sequence number of its first record, and
//! a checksum — followed by records: the payload's length and CRC-32 (both little-endian `u32`),
//! then the payload, a JSON `Entry` (sequence number and the changes, `Op`s).
//!
//! Reading stops at the first record that is cut short or fails its checksum. A bad record that
//! reaches the end of the file (or is followed only by zeros) is a torn last write: dropped
//! without fuss. A bad record followed by other bytes is damage: the caller keeps a copy.

use crate::store::changes::Op;
use crate::store::durable::{Damage, MAX_FILE_BYTES};
use crate::store::error::StorageError;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::{self, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

const MAGIC: &[u8; 4] = b"QJNL";
const FORMAT: u32 = 1;
/// Magic, format, generation, first sequence number, CRC-32 of what precedes it.
pub const HEADER_LEN: usize = 4 + 4 + 8 + 8 + 4;
/// Length and CRC-32 of a record's payload.
const RECORD_HEAD: usize = 8;
/// The largest record written or read: far above one command's changes (a new game with its
/// whole history is the largest, under 1 MB at the 10,000-action cap).
pub const MAX_RECORD_BYTES: usize = 4 * 1024 * 1024;
/// Journal files read at a start: far more than a start ever finds (one or two).
pub const MAX_JOURNALS: usize = 64;

/// One record's payload.
#[derive(Debug, Deserialize)]
pub struct Entry {
    pub seq: u64,
    pub ops: Vec<Op>,
}

/// One record's payload, as written.
#[derive(Serialize)]
struct EntryOut<'a> {
    seq: u64,
    ops: &'a [Op],
}

/// The file of generation `generation` beside `snapshot`.
pub fn path_of(snapshot: &Path, generation: u64) -> PathBuf {
    snapshot.with_file_name(format!("{}.{generation}", file_stem(snapshot)))
}

/// `quadrille.journal` for `quadrille.json`.
fn file_stem(snapshot: &Path) -> String {
    let name = snapshot
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!("{name}.journal")
}

/// The journal generations present beside `snapshot`, lowest first (at most `limit` of them,
/// the lowest ones), and whether more were found.
pub fn generations(snapshot: &Path, limit: usize) -> io::Result<(Vec<u64>, bool)> {
    let prefix = format!("{}.", file_stem(snapshot));
    let folder = snapshot.parent().unwrap_or(Path::new("."));
    let mut found = Vec::new();
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok((found, false)),
        Err(e) => return Err(e),
    };
    // The folder is the app's own, but its listing is still bounded.
    for entry in entries.take(100_000) {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if let Some(n) = name
            .strip_prefix(&prefix)
            .and_then(|g| g.parse::<u64>().ok())
        {
            found.push(n);
        }
    }
    found.sort_unstable();
    let more = found.len() > limit;
    found.truncate(limit);
    Ok((found, more))
}

fn header(generation: u64, first_seq: u64) -> [u8; HEADER_LEN] {
    let mut h = [0u8; HEADER_LEN];
    h[..4].copy_from_slice(MAGIC);
    h[4..8].copy_from_slice(&FORMAT.to_le_bytes());
    h[8..16].copy_from_slice(&generation.to_le_bytes());
    h[16..24].copy_from_slice(&first_seq.to_le_bytes());
    let crc = crc32fast::hash(&h[..24]);
    h[24..].copy_from_slice(&crc.to_le_bytes());
    h
}

/// How a journal's bytes end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tail {
    /// Every byte belongs to a good record.
    Clean,
    /// The last record was cut short (or fails its checksum and nothing follows it): the
    /// write under way when the process or the power stopped. Dropped.
    Torn,
    /// A bad record with more data after it: damage, not an interrupted write.
    Damaged,
}

/// What a journal file holds.
#[derive(Debug)]
pub struct Parsed {
    pub generation: u64,
    pub first_seq: u64,
    pub entries: Vec<Entry>,
    /// Bytes up to the end of the last good record.
    pub good_len: u64,
    pub tail: Tail,
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes"))
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("eight bytes"))
}

/// Reads a journal file's bytes; `Err` when even its header is unusable.
pub fn parse(bytes: &[u8]) -> Result<Parsed, Damage> {
    if bytes.len() < HEADER_LEN
        || &bytes[..4] != MAGIC
        || u32_at(bytes, 24) != crc32fast::hash(&bytes[..24])
    {
        return Err(Damage::HeaderDamaged);
    }
    if u32_at(bytes, 4) != FORMAT {
        return Err(Damage::Newer);
    }
    let (generation, first_seq) = (u64_at(bytes, 8), u64_at(bytes, 16));
    let mut entries = Vec::new();
    let mut at = HEADER_LEN;
    let tail = loop {
        let rest = &bytes[at..];
        if rest.is_empty() {
            break Tail::Clean;
        }
        match record_at(rest, first_seq + entries.len() as u64) {
            Some((entry, len)) => {
                entries.push(entry);
                at += len;
            }
            None => {
                // Cut short, or bad with nothing but zeros after it: a torn last write.
                // A length past the cap cannot come from a torn write: all after the
                // record's head then counts.
                let end = match rest.get(..4).map(|l| u32_at(l, 0) as usize) {
                    Some(len) if len > MAX_RECORD_BYTES => RECORD_HEAD.min(rest.len()),
                    Some(len) => (RECORD_HEAD + len).min(rest.len()),
                    None => rest.len(),
                };
                let after = &rest[end..];
                break if after.iter().all(|&b| b == 0) {
                    Tail::Torn
                } else {
                    Tail::Damaged
                };
            }
        }
    };
    Ok(Parsed {
        generation,
        first_seq,
        entries,
        good_len: at as u64,
        tail,
    })
}

/// The good record at the start of `bytes` with sequence number `seq`, and its length.
fn record_at(bytes: &[u8], seq: u64) -> Option<(Entry, usize)> {
    let head = bytes.get(..RECORD_HEAD)?;
    let len = u32_at(head, 0) as usize;
    if len > MAX_RECORD_BYTES {
        return None;
    }
    let payload = bytes.get(RECORD_HEAD..RECORD_HEAD + len)?;
    if crc32fast::hash(payload) != u32_at(head, 4) {
        return None;
    }
    let entry: Entry = serde_json::from_slice(payload).ok()?;
    (entry.seq == seq).then_some((entry, RECORD_HEAD + len))
}

/// Frames one record.
pub fn encode(seq: u64, ops: &[Op]) -> Result<Vec<u8>, StorageError> {
    let payload = serde_json::to_vec(&EntryOut { seq, ops })?;
    if payload.len() > MAX_RECORD_BYTES {
        return Err(StorageError::TooLarge);
    }
    let mut framed = Vec::with_capacity(RECORD_HEAD + payload.len());
    framed.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    framed.extend_from_slice(&crc32fast::hash(&payload).to_le_bytes());
    framed.extend_from_slice(&payload);
    Ok(framed)
}

/// The journal being appended to.
#[derive(Debug)]
pub struct Writer {
    file: Arc<File>,
    pub generation: u64,
    /// The sequence number of the next record.
    pub next_seq: u64,
    /// Bytes of good records (and the header): where the next record goes.
    pub len: u64,
    /// A failed append could not be cut off again.
    broken: bool,
}

impl Writer {
    /// Starts a new, empty journal file (it must not exist yet). Not synced: the caller asks
    /// the syncer to.
    pub fn create(path: &Path, generation: u64, first_seq: u64) -> io::Result<Writer> {
        let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
        let h = header(generation, first_seq);
        if let Err(e) = file.write_all(&h) {
            drop(file);
            let _ = std::fs::remove_file(path);
            return Err(e);
        }
        Ok(Writer {
            file: Arc::new(file),
            generation,
            next_seq: first_seq,
            len: HEADER_LEN as u64,
            broken: false,
        })
    }

    /// Goes on appending to an existing journal after its last good record (a torn tail is
    /// cut off first).
    pub fn resume(path: &Path, parsed: &Parsed) -> io::Result<Writer> {
        let file = OpenOptions::new().write(true).open(path)?;
        file.set_len(parsed.good_len)?;
        Ok(Writer {
            file: Arc::new(file),
            generation: parsed.generation,
            next_seq: parsed.first_seq + parsed.entries.len() as u64,
            len: parsed.good_len,
            broken: false,
        })
    }

    pub fn file(&self) -> &Arc<File> {
        &self.file
    }

    /// Appends one record of `ops`. When this returns `Ok`, the record is in the operating
    /// system's hands (a killed process cannot lose it); it reaches the disk at the next sync.
    /// On an error, the file is cut back to where it was.
    pub fn append(&mut self, ops: &[Op]) -> Result<(), StorageError> {
        if self.broken {
            // Try once more to cut off what the failed append left.
            self.file
                .set_len(self.len)
                .map_err(|_| StorageError::Broken)?;
            self.broken = false;
        }
        let framed = encode(self.next_seq, ops)?;
        if self.len + framed.len() as u64 > MAX_FILE_BYTES {
            return Err(StorageError::TooLarge);
        }
        let written = (&*self.file)
            .seek(SeekFrom::Start(self.len))
            .and_then(|_| (&*self.file).write_all(&framed));
        if let Err(e) = written {
            if self.file.set_len(self.len).is_err() {
                self.broken = true;
            }
            return Err(e.into());
        }
        self.len += framed.len() as u64;
        self.next_seq += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn set(key: &str, path: &[&str], value: Value) -> Op {
        Op::Set {
            key: key.into(),
            path: path.iter().map(|s| s.to_string()).collect(),
            value,
        }
    }

    fn journal(records: usize) -> Vec<u8> {
        let mut bytes = header(3, 10).to_vec();
        for i in 0..records {
            bytes.extend(encode(10 + i as u64, &[set("k", &[], json!(i))]).unwrap());
        }
        bytes
    }

    /// The last record cut at every byte offset: everything before it loads, the cut one is
    /// dropped as torn.
    #[test]
    fn a_torn_last_record_is_dropped_at_every_cut() {
        let whole = journal(4);
        let three = journal(3).len();
        let parsed = parse(&whole).unwrap();
        assert_eq!((parsed.entries.len(), parsed.tail), (4, Tail::Clean));
        for cut in three..whole.len() {
            let parsed = parse(&whole[..cut]).unwrap();
            let tail = if cut == three {
                Tail::Clean
            } else {
                Tail::Torn
            };
            assert_eq!(parsed.entries.len(), 3, "cut at {cut}");
            assert_eq!(parsed.tail, tail, "cut at {cut}");
            assert_eq!(parsed.good_len, three as u64);
            assert_eq!(parsed.entries[2].ops, vec![set("k", &[], json!(2))]);
        }
        // Zeros after a torn record (a file extended but not yet written) are torn too.
        let mut zeros = whole[..whole.len() - 3].to_vec();
        zeros.extend([0u8; 64]);
        assert_eq!(parse(&zeros).unwrap().tail, Tail::Torn);
    }

    #[test]
    fn a_bad_record_with_data_after_it_is_damage() {
        let mut bytes = journal(4);
        let second = journal(1).len() + RECORD_HEAD + 2;
        bytes[second] ^= 0x20; // one bit flipped inside the second record's payload
        let parsed = parse(&bytes).unwrap();
        assert_eq!((parsed.entries.len(), parsed.tail), (1, Tail::Damaged));
        // A record out of sequence (a stale one) is refused like a bad one.
        let mut stale = journal(2);
        stale.extend(encode(10, &[]).unwrap());
        assert_eq!(parse(&stale).unwrap().entries.len(), 2);
        assert!(parse(&journal(0)[..HEADER_LEN - 1]).is_err());
        let mut future = journal(0);
        future[4] = 9;
        let crc = crc32fast::hash(&future[..24]);
        future[24..HEADER_LEN].copy_from_slice(&crc.to_le_bytes());
        assert_eq!(parse(&future).unwrap_err(), Damage::Newer);
    }

    #[test]
    fn a_writer_appends_after_the_last_good_record() {
        let dir = std::env::temp_dir().join(format!("quadrille-journal-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let snapshot = dir.join("quadrille.json");
        let path = path_of(&snapshot, 5);
        assert!(path.ends_with("quadrille.journal.5"));
        let mut writer = Writer::create(&path, 5, 100).unwrap();
        writer.append(&[set("a", &[], json!(1))]).unwrap();
        writer.append(&[set("a", &[], json!(2))]).unwrap();
        // A torn third record, then a resumed writer.
        let mut file = OpenOptions::new().append(true).open(&path).unwrap();
        file.write_all(&[9, 0, 0, 0, 1]).unwrap();
        let parsed = parse(&std::fs::read(&path).unwrap()).unwrap();
        assert_eq!(parsed.tail, Tail::Torn);
        let mut writer = Writer::resume(&path, &parsed).unwrap();
        writer.append(&[set("a", &[], json!(3))]).unwrap();
        let parsed = parse(&std::fs::read(&path).unwrap()).unwrap();
        assert_eq!((parsed.entries.len(), parsed.tail), (3, Tail::Clean));
        assert_eq!(parsed.entries[2].seq, 102);
        assert_eq!(generations(&snapshot, 10).unwrap(), (vec![5], false));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
