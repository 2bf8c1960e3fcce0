//! The journal: every saved change since the last snapshot, one checksummed record per command,
//! appended to a file (`quadrille.journal.<generation>`), so that a move costs one small write
//! whatever the length of the game.
//!
//! A file is a header — magic, format, generation, the sequence number of its first record, and
//! a checksum — followed by records framed by `log.rs` (`Records`: the payload's length and
//! CRC-32, both little-endian `u32`, then the payload), the payload a JSON `Entry` (sequence
//! number and the changes, `Op`s). This is the format every build has written (format 1).
//!
//! Reading follows the log's policy: it stops at the first record that is cut short, fails its
//! checksum or is out of sequence; a torn last write is dropped; damage (a bad record with more
//! after it) leaves the good records to use and the caller keeps a copy (`log::load`).

use crate::store::changes::Op;
use crate::store::durable::{Damage, MAX_FILE_BYTES};
use crate::store::error::StorageError;
use crate::store::log::{self, Appender, Framing, HasTail, Records, Tail};
use serde::{Deserialize, Serialize};
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

const MAGIC: &[u8; 4] = b"QJNL";
const FORMAT: u32 = 1;
/// Magic, format, generation, first sequence number, CRC-32 of what precedes it.
pub const HEADER_LEN: usize = 4 + 4 + 8 + 8 + 4;
/// The largest record written or read: far above one command's changes (a new game with its
/// whole history is the largest, under 1 MB at the 10,000-action cap).
pub const MAX_RECORD_BYTES: usize = 4 * 1024 * 1024;
/// How the journal's records are framed.
const FRAMING: Records = Records {
    max_payload: MAX_RECORD_BYTES,
};
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

impl HasTail for Parsed {
    fn tail(&self) -> Tail {
        self.tail
    }
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
    let mut seq = first_seq;
    let read = log::read(&FRAMING, bytes, HEADER_LEN, |payload| {
        let entry: Entry = serde_json::from_slice(payload).ok()?;
        // A record out of sequence (a stale one) is refused like a bad one.
        (entry.seq == seq).then(|| {
            seq += 1;
            entry
        })
    });
    Ok(Parsed {
        generation,
        first_seq,
        entries: read.records,
        good_len: read.good_len,
        tail: read.tail,
    })
}

/// Frames one record.
pub fn encode(seq: u64, ops: &[Op]) -> Result<Vec<u8>, StorageError> {
    let payload = serde_json::to_vec(&EntryOut { seq, ops })?;
    FRAMING.frame(&payload).ok_or(StorageError::TooLarge)
}

/// The journal being appended to.
#[derive(Debug)]
pub struct Writer {
    log: Appender,
    pub generation: u64,
    /// The sequence number of the next record.
    pub next_seq: u64,
}

impl Writer {
    /// Starts a new, empty journal file (it must not exist yet). Not synced: the caller asks
    /// the syncer to.
    pub fn create(path: &Path, generation: u64, first_seq: u64) -> io::Result<Writer> {
        let log = Appender::create(path, &header(generation, first_seq), MAX_FILE_BYTES)?;
        Ok(Writer {
            log,
            generation,
            next_seq: first_seq,
        })
    }

    /// Goes on appending to an existing journal after its last good record (a torn tail is
    /// cut off first).
    pub fn resume(path: &Path, parsed: &Parsed) -> io::Result<Writer> {
        Ok(Writer {
            log: Appender::resume(path, parsed.good_len, MAX_FILE_BYTES)?,
            generation: parsed.generation,
            next_seq: parsed.first_seq + parsed.entries.len() as u64,
        })
    }

    pub fn file(&self) -> &Arc<File> {
        self.log.file()
    }

    /// Bytes of good records (and the header): where the next record goes.
    pub fn size(&self) -> u64 {
        self.log.size()
    }

    /// Appends one record of `ops`. When this returns `Ok`, the record is in the operating
    /// system's hands (a killed process cannot lose it); it reaches the disk at the next sync.
    /// On an error, the file is cut back to where it was.
    pub fn append(&mut self, ops: &[Op]) -> Result<(), StorageError> {
        let framed = encode(self.next_seq, ops)?;
        self.log.append(&framed)?;
        self.next_seq += 1;
        Ok(())
    }
}

/// A journal as every build so far has written it (format 1), byte for byte: generation 1
/// from sequence number 0, two records. It still reads, and is still what is written.
#[cfg(test)]
pub(crate) const EARLIER_BUILD: &[u8] = b"QJNL\x01\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\
    \x00\x00\x00\x00\x00\x00\x00\x00\xdc\x16\xaf\x9a\
    G\x00\x00\x00\xa1\x0a\xc5\xbc\
    {\"seq\":0,\"ops\":[{\"op\":\"set\",\"key\":\"game\",\"path\":[\"list\"],\"value\":[7]}]}\
    R\x00\x00\x00\xff\x8d\x0e\xc5\
    {\"seq\":1,\"ops\":[{\"op\":\"splice\",\"key\":\"game\",\"path\":[\"list\"],\"keep\":1,\"push\":[8]}]}";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::changes::tests::set;
    use crate::store::durable::Folder;
    use serde_json::json;
    use std::fs::OpenOptions;
    use std::io::Write;

    fn journal(records: usize) -> Vec<u8> {
        let mut bytes = header(3, 10).to_vec();
        for i in 0..records {
            bytes.extend(encode(10 + i as u64, &[set("k", &[], json!(i))]).unwrap());
        }
        bytes
    }

    #[test]
    fn a_journal_written_by_earlier_builds_still_reads() {
        let parsed = parse(EARLIER_BUILD).unwrap();
        assert_eq!((parsed.generation, parsed.first_seq), (1, 0));
        assert_eq!(parsed.tail, Tail::Clean);
        assert_eq!(parsed.good_len, EARLIER_BUILD.len() as u64);
        let splice = Op::Splice {
            key: "game".into(),
            path: vec!["list".into()],
            keep: 1,
            push: vec![json!(8)],
        };
        let ops: Vec<Vec<Op>> = parsed.entries.into_iter().map(|e| e.ops).collect();
        assert_eq!(
            ops,
            [vec![set("game", &["list"], json!([7]))], vec![splice]]
        );
        // And this build writes the same bytes.
        let mut written = header(1, 0).to_vec();
        for (seq, ops) in ops.iter().enumerate() {
            written.extend(encode(seq as u64, ops).unwrap());
        }
        assert_eq!(written, EARLIER_BUILD);
    }

    /// The header and the records' sequence; torn and damaged tails are `log.rs`'s.
    #[test]
    fn a_bad_header_or_a_record_out_of_sequence_stops_the_reading() {
        let mut bytes = journal(4);
        bytes[journal(1).len() + 12] ^= 0x20; // one bit flipped inside the second record
        let parsed = parse(&bytes).unwrap();
        assert_eq!((parsed.entries.len(), parsed.tail), (1, Tail::Damaged));
        // A record out of sequence (a stale one) is refused like a bad one.
        let mut stale = journal(2);
        stale.extend(encode(10, &[]).unwrap());
        assert_eq!(parse(&stale).unwrap().entries.len(), 2);
        assert_eq!(parse(&stale).unwrap().tail, Tail::Torn);
        assert!(parse(&journal(0)[..HEADER_LEN - 1]).is_err());
        let mut future = journal(0);
        future[4] = 9;
        let crc = crc32fast::hash(&future[..24]);
        future[24..HEADER_LEN].copy_from_slice(&crc.to_le_bytes());
        assert_eq!(parse(&future).unwrap_err(), Damage::Newer);
    }

    #[test]
    fn a_writer_appends_after_the_last_good_record() {
        let dir = Folder::new("journal");
        let snapshot = dir.0.join("quadrille.json");
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
        assert_eq!(writer.size(), parsed.good_len);
        assert_eq!(generations(&snapshot, 10).unwrap(), (vec![5], false));
    }
}
