//! An append-only log of checksummed records: the journal (`journal.rs`) and the files of the
//! rooms this device hosts (`together/room_files.rs`) both go through it, for framing, for
//! appending and for reading back with one policy for damage.
//!
//! **Two framings, one policy.** Each kind of file keeps the layout it has always had, behind
//! the `Framing` trait: the journal's binary records (`Records`: the payload's length and CRC-32,
//! little-endian `u32`s, then the payload) and the room files' text lines (`Lines`: `<crc32 in
//! hex> <payload>\n`). Nothing is migrated: every file already on a player's device reads as it
//! did and an earlier build still reads what this one writes. One format with a reader kept for
//! the other would have rewritten live files on their first open, for no gain to the player;
//! what had to become one is what the two did differently: what counts as torn and what as
//! damage, what is kept, and how an append is undone.
//!
//! **Reading** (`read`, `load`) stops at the first record that is cut short, fails its checksum,
//! or that its owner refuses (bad JSON, a sequence number out of order):
//! - a bad record with nothing after it (or only zeros: a file extended but not yet written) is
//!   a torn last write, dropped silently (`Tail::Torn`);
//! - a bad record with other bytes after it is damage (`Tail::Damaged`): the good records
//!   before it are used, and `load` first writes the whole file aside under a fresh `.bad-`
//!   name, never over an earlier copy (the file is never silently replaced);
//! - a file over its size cap, or whose header its owner refuses, is moved aside unread; a file
//!   of nothing but zeros (created, but nothing reached the disk) held nothing and is removed.
//!
//! Every size read from disk is bounded: the file by the cap its owner gives (`MAX_FILE_BYTES`,
//! `MAX_ROOM_BYTES`), a record by its framing's `max_payload` (`MAX_RECORD_BYTES`, …).
//!
//! **Appending** (`Appender`) writes whole records after the last good one; a failed write is cut
//! off again, so the file holds only acknowledged records. `append` returns once the operating
//! system has the bytes (a killed process cannot lose them; the journal's syncer fsyncs them off
//! the command's path); `append_synced` also fsyncs before returning (the room files, whose
//! server acknowledges a command only once it is on the disk).

use crate::store::durable::{self, Damage, DurableFile};
use std::fs::{File, OpenOptions};
use std::io::{self, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What sits at the start of some bytes of a log.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame<'a> {
    /// A whole record whose checksum holds: its payload and its length in the file.
    Good(&'a [u8], usize),
    /// A record cut short or failing its checksum, and how many bytes it covers (what follows
    /// them decides between a torn write and damage).
    Bad(usize),
}

/// How records are laid out in one kind of file.
pub trait Framing {
    /// One record holding `payload`; `None` if it cannot be framed (too large, or a byte the
    /// framing cannot carry).
    fn frame(&self, payload: &[u8]) -> Option<Vec<u8>>;
    /// The record at the start of `bytes` (not empty).
    fn next<'a>(&self, bytes: &'a [u8]) -> Frame<'a>;
}

/// The journal's records: length and CRC-32 of the payload (little-endian `u32`s), then it.
#[derive(Debug, Clone, Copy)]
pub struct Records {
    pub max_payload: usize,
}

/// Length and CRC-32 of a record's payload.
pub const RECORD_HEAD: usize = 8;

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes"))
}

impl Framing for Records {
    fn frame(&self, payload: &[u8]) -> Option<Vec<u8>> {
        if payload.len() > self.max_payload {
            return None;
        }
        let mut framed = Vec::with_capacity(RECORD_HEAD + payload.len());
        framed.extend_from_slice(&(payload.len() as u32).to_le_bytes());
        framed.extend_from_slice(&crc32fast::hash(payload).to_le_bytes());
        framed.extend_from_slice(payload);
        Some(framed)
    }

    fn next<'a>(&self, bytes: &'a [u8]) -> Frame<'a> {
        let Some(head) = bytes.get(..RECORD_HEAD) else {
            return Frame::Bad(bytes.len());
        };
        let len = u32_at(head, 0) as usize;
        if len > self.max_payload {
            // A length past the cap cannot come from a torn write: all after the head counts.
            return Frame::Bad(RECORD_HEAD);
        }
        match bytes.get(RECORD_HEAD..RECORD_HEAD + len) {
            Some(payload) if crc32fast::hash(payload) == u32_at(head, 4) => {
                Frame::Good(payload, RECORD_HEAD + len)
            }
            _ => Frame::Bad((RECORD_HEAD + len).min(bytes.len())),
        }
    }
}

/// The room files' lines: `<crc32 in hex> <payload>\n`, the payload one line of JSON.
#[derive(Debug, Clone, Copy)]
pub struct Lines {
    pub max_payload: usize,
}

impl Framing for Lines {
    fn frame(&self, payload: &[u8]) -> Option<Vec<u8>> {
        if payload.len() > self.max_payload || payload.contains(&b'\n') {
            return None;
        }
        let mut framed = format!("{:08x} ", crc32fast::hash(payload)).into_bytes();
        framed.extend_from_slice(payload);
        framed.push(b'\n');
        Some(framed)
    }

    fn next<'a>(&self, bytes: &'a [u8]) -> Frame<'a> {
        let Some(end) = bytes.iter().position(|&b| b == b'\n') else {
            return Frame::Bad(bytes.len());
        };
        let line = &bytes[..end];
        let good = line
            .iter()
            .position(|&b| b == b' ')
            .filter(|&space| line.len() - space - 1 <= self.max_payload)
            .and_then(|space| {
                let crc = std::str::from_utf8(&line[..space]).ok()?;
                let crc = u32::from_str_radix(crc, 16).ok()?;
                let payload = &line[space + 1..];
                (crc32fast::hash(payload) == crc).then_some(payload)
            });
        match good {
            Some(payload) => Frame::Good(payload, end + 1),
            None => Frame::Bad(end + 1),
        }
    }
}

/// How a log's bytes end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tail {
    /// Every byte belongs to a good record.
    Clean,
    /// The last record was cut short (or fails its checksum and nothing but zeros follows it):
    /// the write under way when the process or the power stopped. Dropped.
    Torn,
    /// A bad record with more data after it: damage, not an interrupted write.
    Damaged,
}

/// The good records of a log, as its owner decoded them.
#[derive(Debug)]
pub struct Read<T> {
    pub records: Vec<T>,
    /// Bytes from the start of the file to the end of the last good record.
    pub good_len: u64,
    pub tail: Tail,
}

/// Reads the records of `bytes` from `start` (after a header), each decoded by `decode`; a
/// record `decode` refuses (`None`) is a bad record like one failing its checksum.
pub fn read<T>(
    framing: &impl Framing,
    bytes: &[u8],
    start: usize,
    mut decode: impl FnMut(&[u8]) -> Option<T>,
) -> Read<T> {
    let mut records = Vec::new();
    let mut at = start.min(bytes.len());
    let tail = loop {
        let rest = &bytes[at..];
        if rest.is_empty() {
            break Tail::Clean;
        }
        let bad = match framing.next(rest) {
            Frame::Good(payload, len) => match decode(payload) {
                Some(record) => {
                    records.push(record);
                    at += len;
                    continue;
                }
                None => len,
            },
            Frame::Bad(len) => len,
        };
        break if rest[bad.min(rest.len())..].iter().all(|&b| b == 0) {
            Tail::Torn
        } else {
            Tail::Damaged
        };
    };
    Read {
        records,
        good_len: at as u64,
        tail,
    }
}

/// What a log's owner parsed says of how its bytes end.
pub trait HasTail {
    fn tail(&self) -> Tail;
}

impl<T> HasTail for Read<T> {
    fn tail(&self) -> Tail {
        self.tail
    }
}

/// What loading a log file found.
#[derive(Debug)]
pub enum Loaded<P> {
    /// No file, or one of nothing but zeros (removed: nothing in it was ever acknowledged).
    Nothing,
    /// A file that cannot be used at all, moved aside: why, and where it now is.
    SetAside(Damage, PathBuf),
    /// What the owner parsed (the good records); `kept` names the copy of a damaged file,
    /// written before anything else.
    Read { read: P, kept: Option<PathBuf> },
}

/// Reads the log at `path` (at most `max_file` bytes) with `parse`, and applies the policy for
/// damage (see the module's comment). `Err`: the file could not be read (an I/O error), and is
/// left where it is, since its data may be fine.
pub fn load<P: HasTail>(
    path: &Path,
    max_file: u64,
    parse: impl FnOnce(&[u8]) -> Result<P, Damage>,
) -> io::Result<Loaded<P>> {
    let bytes = match durable::read_bounded_to(path, max_file)? {
        None => return Ok(Loaded::Nothing),
        Some(Err(too_large)) => return Ok(Loaded::SetAside(too_large, durable::set_aside(path))),
        Some(Ok(bytes)) => bytes,
    };
    if bytes.iter().all(|&b| b == 0) {
        let _ = std::fs::remove_file(path);
        return Ok(Loaded::Nothing);
    }
    let read = match parse(&bytes) {
        Ok(read) => read,
        Err(why) => return Ok(Loaded::SetAside(why, durable::set_aside(path))),
    };
    let kept = match read.tail() {
        Tail::Damaged => Some(keep_copy(path, &bytes)?),
        Tail::Clean | Tail::Torn => None,
    };
    Ok(Loaded::Read { read, kept })
}

/// Writes `bytes` (a damaged file as read) aside under a fresh `.bad-` name beside `path`.
pub fn keep_copy(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    DurableFile::new(path).keep_bytes(bytes)
}

/// Why an append was refused; the file is as it was before it.
#[derive(Debug, thiserror::Error)]
pub enum AppendError {
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The record cannot be framed, or the file would pass its cap.
    #[error("the record would make the file too large")]
    TooLarge,
    /// An earlier failed append could not be cut off; nothing more is appended to this file.
    #[error("an earlier failed write left the file unusable")]
    Broken,
}

/// A log file being appended to.
#[derive(Debug)]
pub struct Appender {
    file: Arc<File>,
    /// Bytes of good records (and the header): where the next record goes.
    len: u64,
    /// The file is never made longer than this (so that it always reads back).
    max_len: u64,
    /// A failed append could not be cut off again.
    broken: bool,
}

impl Appender {
    /// Starts a new log file holding `head` (it must not exist yet; on an error it does not).
    /// Not synced: the caller syncs it.
    pub fn create(path: &Path, head: &[u8], max_len: u64) -> io::Result<Appender> {
        let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
        if let Err(e) = file.write_all(head) {
            drop(file);
            let _ = std::fs::remove_file(path);
            return Err(e);
        }
        Ok(Appender {
            file: Arc::new(file),
            len: head.len() as u64,
            max_len,
            broken: false,
        })
    }

    /// Goes on appending to an existing log after its last good record, `good_len` bytes in
    /// (`Read::good_len`): a torn tail is cut off first.
    pub fn resume(path: &Path, good_len: u64, max_len: u64) -> io::Result<Appender> {
        let file = OpenOptions::new().write(true).open(path)?;
        if file.metadata()?.len() != good_len {
            file.set_len(good_len)?;
            file.sync_data()?;
        }
        Ok(Appender {
            file: Arc::new(file),
            len: good_len,
            max_len,
            broken: false,
        })
    }

    pub fn file(&self) -> &Arc<File> {
        &self.file
    }

    /// Bytes of good records (and the header).
    pub fn size(&self) -> u64 {
        self.len
    }

    /// Appends `framed` (whole records). When this returns `Ok`, the bytes are in the operating
    /// system's hands (a killed process cannot lose them); they reach the disk at the next
    /// sync. On an error, the file is cut back to where it was.
    pub fn append(&mut self, framed: &[u8]) -> Result<(), AppendError> {
        self.write(framed, false)
    }

    /// Appends `framed` and syncs it to the disk before returning.
    pub fn append_synced(&mut self, framed: &[u8]) -> Result<(), AppendError> {
        self.write(framed, true)
    }

    fn write(&mut self, framed: &[u8], sync: bool) -> Result<(), AppendError> {
        if self.broken {
            // Try once more to cut off what the failed append left.
            self.file
                .set_len(self.len)
                .map_err(|_| AppendError::Broken)?;
            self.broken = false;
        }
        if self.len + framed.len() as u64 > self.max_len {
            return Err(AppendError::TooLarge);
        }
        let written = (&*self.file)
            .seek(SeekFrom::Start(self.len))
            .and_then(|_| (&*self.file).write_all(framed))
            .and_then(|()| if sync { self.file.sync_data() } else { Ok(()) });
        if let Err(e) = written {
            if self.file.set_len(self.len).is_err() {
                self.broken = true;
            }
            return Err(e.into());
        }
        self.len += framed.len() as u64;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::durable::Folder;

    const RECORDS: Records = Records { max_payload: 1000 };
    const LINES: Lines = Lines { max_payload: 1000 };

    /// A log of `n` records, `{"i":0}`, `{"i":1}`, …, after a 4-byte header.
    fn log(framing: &impl Framing, n: usize) -> Vec<u8> {
        let mut bytes = b"HEAD".to_vec();
        for i in 0..n {
            bytes.extend(framing.frame(format!("{{\"i\":{i}}}").as_bytes()).unwrap());
        }
        bytes
    }

    /// The records' numbers; a record that is not JSON is refused as bad.
    fn numbers(framing: &impl Framing, bytes: &[u8]) -> Read<u64> {
        read(framing, bytes, 4, |p| {
            serde_json::from_slice::<serde_json::Value>(p).ok()?["i"].as_u64()
        })
    }

    /// Runs `test` with both framings.
    fn each(test: impl Fn(&dyn Fn(usize) -> Vec<u8>, &dyn Fn(&[u8]) -> Read<u64>)) {
        test(&|n| log(&RECORDS, n), &|b| numbers(&RECORDS, b));
        test(&|n| log(&LINES, n), &|b| numbers(&LINES, b));
    }

    /// The last record cut at every byte offset: everything before it reads, the cut one is
    /// dropped as torn; zeros after it (a file extended but not yet written) change nothing.
    #[test]
    fn a_torn_last_record_is_dropped_at_every_cut() {
        each(|log, read| {
            let whole = log(4);
            let three = log(3).len();
            let all = read(&whole);
            assert_eq!((all.records, all.tail), (vec![0, 1, 2, 3], Tail::Clean));
            for cut in three..whole.len() {
                let found = read(&whole[..cut]);
                let tail = if cut == three {
                    Tail::Clean
                } else {
                    Tail::Torn
                };
                assert_eq!(found.records, [0, 1, 2], "cut at {cut}");
                assert_eq!(found.tail, tail, "cut at {cut}");
                assert_eq!(found.good_len, three as u64);
                let mut zeros = whole[..cut].to_vec();
                zeros.extend([0u8; 64]);
                assert_eq!(read(&zeros).records, [0, 1, 2], "cut at {cut}");
                assert_eq!(read(&zeros).tail, Tail::Torn, "cut at {cut}");
            }
            // A whole last record failing its checksum, with nothing after it, is torn too.
            let mut flipped = whole.clone();
            flipped[whole.len() - 3] ^= 0x01;
            assert_eq!(read(&flipped).tail, Tail::Torn);
        });
    }

    #[test]
    fn a_bad_record_with_data_after_it_is_damage() {
        each(|log, read| {
            let mut bytes = log(4);
            let second = log(1).len() + 12;
            bytes[second] ^= 0x20; // one bit flipped inside the second record
            let found = read(&bytes);
            assert_eq!((found.records, found.tail), (vec![0], Tail::Damaged));
            assert_eq!(found.good_len, log(1).len() as u64);
        });
        // A record its owner refuses (here: not JSON) stops the reading like a bad one.
        let refused = |framing: &dyn Fn(&[u8]) -> Vec<u8>| {
            let mut bytes = b"HEAD".to_vec();
            bytes.extend(framing(b"{\"i\":0}"));
            bytes.extend(framing(b"no json"));
            bytes.extend(framing(b"{\"i\":2}"));
            bytes
        };
        let found = numbers(&RECORDS, &refused(&|p| RECORDS.frame(p).unwrap()));
        assert_eq!((found.records, found.tail), (vec![0], Tail::Damaged));
        let found = numbers(&LINES, &refused(&|p| LINES.frame(p).unwrap()));
        assert_eq!((found.records, found.tail), (vec![0], Tail::Damaged));
        // A length past the cap is damage whatever follows the record's head.
        let mut huge = log(&RECORDS, 1);
        huge.extend(5000u32.to_le_bytes());
        huge.extend([0u8; 4]);
        huge.extend(b"x");
        assert_eq!(numbers(&RECORDS, &huge).tail, Tail::Damaged);
        // A line too long for the cap, and a payload the framing cannot carry, are refused.
        assert!(LINES.frame(&[b'x'; 1001]).is_none());
        assert!(LINES.frame(b"a\nb").is_none());
        assert!(RECORDS.frame(&[b'x'; 1001]).is_none());
    }

    /// The framings' bytes are the files' formats: a change here would stop the journals and
    /// room files on players' devices from reading (see `journal.rs` and `room_files.rs` for
    /// whole files written by earlier builds).
    #[test]
    fn the_framings_are_the_formats_on_disk() {
        assert_eq!(
            RECORDS.frame(b"{}").unwrap(),
            b"\x02\x00\x00\x00\x43\xbf\xa6\xa3{}"
        );
        assert_eq!(LINES.frame(b"{}").unwrap(), b"a3a6bf43 {}\n");
    }

    #[test]
    fn loading_keeps_damage_aside_and_never_over_an_earlier_copy() {
        let dir = Folder::new("log-load");
        let path = dir.0.join("x.log");
        let parse = |bytes: &[u8]| {
            if bytes.starts_with(b"HEAD") {
                Ok(numbers(&LINES, bytes))
            } else {
                Err(Damage::HeaderDamaged)
            }
        };
        let load = || load(&path, 200, parse).unwrap();
        assert!(matches!(load(), Loaded::Nothing));

        // Torn: the good records, nothing kept.
        let whole = log(&LINES, 3);
        std::fs::write(&path, &whole[..whole.len() - 2]).unwrap();
        let Loaded::Read { read, kept: None } = load() else {
            panic!("{:?}", dir.names())
        };
        assert_eq!((read.records, read.tail), (vec![0, 1], Tail::Torn));
        assert_eq!(dir.names(), ["x.log"]);

        // Damaged, twice: two copies, each the file as it was; the file itself stays.
        let mut damaged = whole.clone();
        damaged[6] ^= 1;
        for round in 1..=2 {
            std::fs::write(&path, &damaged).unwrap();
            let Loaded::Read {
                read,
                kept: Some(kept),
            } = load()
            else {
                panic!("round {round}")
            };
            assert_eq!((read.records.len(), read.tail), (0, Tail::Damaged));
            assert_eq!(std::fs::read(&kept).unwrap(), damaged);
            assert_eq!(dir.names().len(), 1 + round, "{:?}", dir.names());
            damaged[7] ^= 1;
        }

        // A bad header, or a file over the cap: moved aside unread.
        std::fs::write(&path, b"JUNK").unwrap();
        assert!(matches!(load(), Loaded::SetAside(Damage::HeaderDamaged, _)));
        std::fs::write(&path, [b'x'; 201]).unwrap();
        assert!(matches!(load(), Loaded::SetAside(Damage::TooLarge, _)));
        assert!(!path.exists());
        // Two copies of the damaged file, two files moved aside.
        assert_eq!(dir.names().len(), 4, "{:?}", dir.names());

        // Nothing but zeros: created, never written; removed.
        std::fs::write(&path, [0u8; 16]).unwrap();
        assert!(matches!(load(), Loaded::Nothing));
        assert!(!path.exists());
    }

    #[test]
    fn an_appender_goes_on_after_the_last_good_record_and_keeps_to_its_cap() {
        let dir = Folder::new("log-append");
        let path = dir.0.join("x.log");
        let mut log = Appender::create(&path, b"HEAD", 60).unwrap();
        assert!(Appender::create(&path, b"HEAD", 60).is_err());
        log.append(&LINES.frame(b"{\"i\":0}").unwrap()).unwrap();
        log.append_synced(&LINES.frame(b"{\"i\":1}").unwrap())
            .unwrap();
        // A torn third record, then a resumed appender.
        let mut file = OpenOptions::new().append(true).open(&path).unwrap();
        file.write_all(b"0123").unwrap();
        let found = numbers(&LINES, &std::fs::read(&path).unwrap());
        assert_eq!(found.tail, Tail::Torn);
        let mut log = Appender::resume(&path, found.good_len, 60).unwrap();
        log.append(&LINES.frame(b"{\"i\":2}").unwrap()).unwrap();
        let found = numbers(&LINES, &std::fs::read(&path).unwrap());
        assert_eq!((found.records, found.tail), (vec![0, 1, 2], Tail::Clean));
        // Past the cap: refused, the file unchanged.
        let before = std::fs::read(&path).unwrap();
        assert_eq!(log.size(), before.len() as u64);
        let refused = log.append(&LINES.frame(b"{\"i\":3}").unwrap());
        assert!(matches!(refused, Err(AppendError::TooLarge)));
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }
}
