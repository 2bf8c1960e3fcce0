//! Where rooms are kept: a header and its log entries. The trait is small so that another
//! database (PostgreSQL for several server nodes) can take the place of SQLite (`sqlite.rs`),
//! and so that the app keeps the rooms it hosts in its own files.
//!
//! Every write is committed before the server acknowledges or broadcasts what it holds, so a
//! room read back after a crash is at its last acknowledged command. Writes of several rooms
//! may share a commit (`append_all`, fed by `writer.rs`).

#[derive(Debug, Clone, thiserror::Error)]
#[error("storage: {0}")]
pub struct StoreError(pub String);

/// A room's log grows by `entries`, the first of them at index `first`.
#[derive(Debug, Clone, PartialEq)]
pub struct Append {
    pub id: String,
    pub first: u64,
    pub entries: Vec<String>,
    /// The game is over (finished rooms do not count against their creator's limit).
    pub finished: bool,
    /// When (seconds): the room's last activity.
    pub now: u64,
}

impl Append {
    pub fn new(id: &str, first: u64, entries: &[String], finished: bool, now: u64) -> Append {
        Append {
            id: id.to_string(),
            first,
            entries: entries.to_vec(),
            finished,
            now,
        }
    }
}

/// A room as stored: its game's name, its header (settings, deal, host) and its log, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredRoom {
    pub game: String,
    pub header: String,
    pub entries: Vec<String>,
}

pub trait Store: Send {
    /// A new room, made by a client at `creator` (an address), at `now` (seconds).
    fn create(
        &mut self,
        id: &str,
        game: &str,
        header: &str,
        creator: &str,
        now: u64,
    ) -> Result<(), StoreError>;
    /// Refused (and nothing written) unless the room's log has exactly `append.first` entries.
    fn append(&mut self, append: &Append) -> Result<(), StoreError>;
    /// Several rooms' appends, each refused or written on its own; a store that can commits
    /// them together (one transaction) before it returns.
    fn append_all(&mut self, appends: &[Append]) -> Vec<Result<(), StoreError>> {
        appends.iter().map(|a| self.append(a)).collect()
    }
    fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError>;
    /// Rooms `creator` made that are neither finished nor idle since before `since`.
    fn open_rooms_of(&mut self, creator: &str, since: u64) -> Result<u64, StoreError>;
    /// Deletes the rooms idle since before `before`; returns their ids.
    fn expire(&mut self, before: u64) -> Result<Vec<String>, StoreError>;
}
