//! Where rooms are kept: a header and its log entries. The trait is small so that another
//! database (PostgreSQL for several server nodes) can take the place of SQLite (`sqlite.rs`),
//! and so that the app keeps the rooms it hosts in its own files.
//!
//! Every write is one transaction that is committed before the server acknowledges or
//! broadcasts what it holds, so a room read back after a crash is at its last acknowledged
//! command.

#[derive(Debug, thiserror::Error)]
#[error("storage: {0}")]
pub struct StoreError(pub String);

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
    /// The room's log grows by `entries`, the first of them at index `first`. Refused (and
    /// nothing written) unless the log has exactly `first` entries.
    fn append(
        &mut self,
        id: &str,
        first: u64,
        entries: &[String],
        finished: bool,
        now: u64,
    ) -> Result<(), StoreError>;
    fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError>;
    /// Rooms `creator` made that are neither finished nor idle since before `since`.
    fn open_rooms_of(&mut self, creator: &str, since: u64) -> Result<u64, StoreError>;
    /// Deletes the rooms idle since before `before`; returns their ids.
    fn expire(&mut self, before: u64) -> Result<Vec<String>, StoreError>;
}
