//! Where rooms are kept: a header and its log entries. The trait is small so that either
//! database of the server (SQLite, `sqlite.rs`; PostgreSQL for several nodes, `postgres.rs`)
//! keeps them the same way, and so that the app keeps the rooms it hosts in its own files.
//! One suite of tests (crates/server/tests/suite) runs against both databases.
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
    /// The game is over (finished rooms do not count against their creator's open rooms, and
    /// are deleted after `finished_retention_secs`).
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

/// A new room to keep.
#[derive(Debug, Clone, PartialEq)]
pub struct NewStored<'a> {
    pub id: &'a str,
    pub game: &'a str,
    pub header: &'a str,
    /// The address of the client that made it.
    pub creator: &'a str,
    /// The hash (`token_hash`) of the key its create was sent with, if any: the same create
    /// sent again finds this room (`room_of_key`) instead of making another.
    pub key: Option<&'a str>,
    /// When (seconds).
    pub now: u64,
}

/// What `expire` deletes: rooms idle since before `idle_before`, finished rooms idle since
/// before `finished_before`, and the record of rooms made before `made_before`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expiry {
    pub idle_before: u64,
    pub finished_before: u64,
    /// Made-room records before this go; so does the sending address of a daily result sent
    /// before it (kept only to count an address's results in its last hour).
    pub made_before: u64,
    /// Daily results sent before this are deleted, their boards with them.
    pub daily_before: u64,
}

/// The lowercase hex SHA-256 of a seat token's text (`SeatToken::hash`): what a store keeps in
/// its place.
pub fn token_hash(token: &str) -> String {
    quadrille_room::SeatToken(token.to_string())
        .hash()
        .as_str()
        .to_string()
}

/// A time or a count in the trait (u64) as the databases keep it (a signed 64-bit integer):
/// past `i64::MAX` it stays there rather than wrapping round to a negative number.
#[cfg(any(feature = "sqlite", feature = "postgres"))]
pub(crate) fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A daily game's result that the server replayed and found true (engine `daily::verify`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyResult {
    /// YYYY-MM-DD.
    pub day: String,
    /// solitairex, montana or chinese_puzzle.
    pub game: String,
    /// The hash of the player's key: one result per player, day and game.
    pub player: String,
    /// As the player gave it, cleaned as names in rooms are.
    pub name: String,
    pub score: u64,
    pub moves: u64,
    /// When it was sent (seconds since 1970): the last tie-break.
    pub at: u64,
    /// Where it came from, for the per-address limit.
    pub submitter: String,
}

/// A line of a day's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    pub name: String,
    pub score: u64,
    pub moves: u64,
    pub at: u64,
}

fn no_boards() -> StoreError {
    StoreError("this store keeps no daily boards".into())
}

pub trait Store: Send {
    /// A new room; refused if its id or its key is already kept.
    fn create(&mut self, room: &NewStored) -> Result<(), StoreError>;
    /// Refused (and nothing written) unless the room's log has exactly `append.first` entries.
    fn append(&mut self, append: &Append) -> Result<(), StoreError>;
    /// Several rooms' appends, each refused or written on its own; a store that can commits
    /// them together (one transaction) before it returns.
    fn append_all(&mut self, appends: &[Append]) -> Vec<Result<(), StoreError>> {
        appends.iter().map(|a| self.append(a)).collect()
    }
    fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError>;
    /// The room's log entries from index `seq` on (none if its log is shorter), or `None` if
    /// the room is not kept: how a node that holds a room catches up with what another node
    /// appended. A store that cannot read part of a log reads it all and skips the rest.
    fn entries_from(&mut self, id: &str, seq: u64) -> Result<Option<Vec<String>>, StoreError> {
        let skip = usize::try_from(seq).unwrap_or(usize::MAX);
        Ok(self
            .load(id)?
            .map(|room| room.entries.into_iter().skip(skip).collect()))
    }
    /// The room made with the key whose hash is `key`, while it is kept.
    fn room_of_key(&mut self, key: &str) -> Result<Option<String>, StoreError>;
    /// Rooms `creator` made that are neither finished nor idle since before `since`.
    fn open_rooms_of(&mut self, creator: &str, since: u64) -> Result<u64, StoreError>;
    /// Rooms `creator` made at or after `since`, finished, deleted or not (until `expire`
    /// forgets them).
    fn rooms_made_since(&mut self, creator: &str, since: u64) -> Result<u64, StoreError>;
    /// Deletes what `expiry` names; returns the ids of the rooms deleted.
    fn expire(&mut self, expiry: &Expiry) -> Result<Vec<String>, StoreError>;
    /// The bytes the rooms take (for SQLite, the pages in use; for PostgreSQL, the tables'
    /// size on disk), against `max_store_bytes`.
    fn size(&mut self) -> Result<u64, StoreError>;
    /// A cheap round trip to the database, for `/readyz`. A store with nothing to reach (the
    /// app's files) is always ready.
    fn ping(&mut self) -> Result<(), StoreError> {
        Ok(())
    }
    /// Whether other nodes append to the same rooms: a room in memory may then be behind its
    /// log, and is caught up before anyone sits down in it.
    fn shared(&self) -> bool {
        false
    }
    /// Tells the other nodes a presence note (presence.rs); nothing to tell without them.
    fn announce(&mut self, _note: &str) -> Result<(), StoreError> {
        Ok(())
    }
    /// Keeps a daily result; `Ok(false)` (and nothing written) if its player already has one
    /// for that day and game. A store without boards (a device's) refuses.
    fn record_daily(&mut self, _result: &DailyResult) -> Result<bool, StoreError> {
        Err(no_boards())
    }
    /// The best `limit` results of a day and game: the highest score first, then the fewest
    /// moves, then the earliest sent.
    fn daily_board(
        &mut self,
        _day: &str,
        _game: &str,
        _limit: u32,
    ) -> Result<Vec<BoardRow>, StoreError> {
        Err(no_boards())
    }
    /// Results `submitter` sent at or after `since`, for the per-address limit.
    fn dailies_since(&mut self, _submitter: &str, _since: u64) -> Result<u64, StoreError> {
        Err(no_boards())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_token_hash_is_the_sha256_of_its_text() {
        // sha256("abc"), the FIPS 180-2 example.
        assert_eq!(
            super::token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
