//! Rooms kept in PostgreSQL, for a server of several nodes on one database: the same rows as
//! SQLite's (`rooms`, `entries`, `made`; schema in migrations/postgres, see migrate.rs) and the
//! same answers to every `Store` call (one test suite runs against both).
//!
//! The synchronous `postgres` client runs on the writer's thread (writer.rs), like SQLite, so a
//! store call blocks that thread and never an async worker. No TLS: a database on another
//! machine is reached over a private network, or through a TLS-terminating pgbouncer (session
//! pooling: statements are prepared once per connection) or stunnel beside the node.
//!
//! Several nodes: an append checks that the log has exactly `first` entries, and the primary
//! key (room, seq) settles a race between two nodes that both found it so: one insert wins, the
//! other fails and its append is refused ("moved on"), with nothing of it written. Each append
//! that commits sends `pg_notify('quadrille_rooms', '<room id> <entries now>')` in its own
//! transaction, so it is delivered only once the entries can be read; a node that hears of a
//! room it holds can catch up with `entries_from` (listen.rs hears them; rooms.rs catches up).
//!
//! A connection that broke (the database restarted, a proxy dropped it) is replaced on the next
//! call: the call that met the break fails with a `StoreError` (a write is never sent twice,
//! since whether its commit landed is unknown), and a read is tried once more on a new
//! connection, which is safe.

use crate::store::{
    to_i64, Append, BoardRow, DailyResult, Expiry, NewStored, Store, StoreError, StoredRoom,
};
use postgres::error::SqlState;
use postgres::{Client, NoTls, Statement, Transaction};
use std::time::Duration;

mod listen;
mod migrate;

pub use listen::Listener;

pub use migrate::LATEST as SCHEMA_VERSION;

/// The channel of the notices sent as appends commit.
pub const CHANNEL: &str = "quadrille_rooms";
/// Where nodes tell each other who is connected through them (presence.rs).
pub const PRESENCE_CHANNEL: &str = "quadrille_presence";

/// Connecting gives up after this, unless the URL says otherwise (`connect_timeout`).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// A statement is cancelled after this, unless the URL's options set `statement_timeout`: a
/// lock held somewhere on the database fails commands instead of stopping every room of the
/// node (the writer is one thread).
const STATEMENT_TIMEOUT: &str = "30s";

/// The error and its causes on one line ("db error: ERROR: duplicate key …"): the client's own
/// text is only the kind of error. None of it names the URL or its password.
fn describe(e: &postgres::Error) -> String {
    let mut text = e.to_string();
    let mut cause = std::error::Error::source(e);
    while let Some(c) = cause {
        text.push_str(&format!(": {c}"));
        cause = c.source();
    }
    text.replace('\n', "; ")
}

/// A `StoreError` naming the database.
pub(crate) fn failed(e: postgres::Error) -> StoreError {
    StoreError(format!("PostgreSQL: {}", describe(&e)))
}

/// Whether the connection is of no more use after `e`: it closed, the server ended it (the
/// 57P classes: shut down, or ended by an administrator) or the link failed (class 08). Other
/// errors from the server leave the connection as it was. One that did not come from the server
/// is taken for a failed link too: a new connection costs little next to one left half-read.
fn broken(e: &postgres::Error) -> bool {
    e.is_closed()
        || e.as_db_error().is_none_or(|db| {
            let code = db.code().code();
            code.starts_with("08") || code.starts_with("57P")
        })
}

/// The statements every call uses, prepared once per connection.
struct Statements {
    /// Writes an append if the log has exactly `first` entries: the log's length before it,
    /// and whether the room's row was there to update.
    append: Statement,
    notify: Statement,
    create: Statement,
    header: Statement,
    entries_from: Statement,
    room_of_key: Statement,
    open_rooms_of: Statement,
    rooms_made_since: Statement,
    expire: Statement,
    size: Statement,
    record_daily: Statement,
    daily_board: Statement,
    dailies_since: Statement,
}

impl Statements {
    fn prepare(client: &mut Client) -> Result<Statements, postgres::Error> {
        Ok(Statements {
            append: client.prepare(
                "WITH next AS (
                     SELECT coalesce(max(seq) + 1, 0) AS n FROM entries WHERE room = $1
                 ), added AS (
                     INSERT INTO entries (room, seq, entry)
                     SELECT $1, $2 + t.i - 1, t.entry
                     FROM next, unnest($3::text[]) WITH ORDINALITY AS t (entry, i)
                     WHERE next.n = $2
                 ), touched AS (
                     UPDATE rooms SET last_active = $4, finished = $5
                     FROM next WHERE rooms.id = $1 AND next.n = $2
                     RETURNING 1
                 )
                 SELECT next.n, EXISTS (SELECT 1 FROM touched) FROM next",
            )?,
            notify: client.prepare("SELECT pg_notify($1, $2)")?,
            // One statement: both rows or neither.
            create: client.prepare(
                "WITH room AS (
                     INSERT INTO rooms (id, game, header, creator, last_active, create_key)
                     VALUES ($1, $2, $3, $4, $5, $6)
                     RETURNING creator, last_active
                 )
                 INSERT INTO made (creator, at) SELECT creator, last_active FROM room",
            )?,
            header: client.prepare("SELECT game, header FROM rooms WHERE id = $1")?,
            // No row: no such room; a row without an entry: the room, with nothing from $2 on.
            entries_from: client.prepare(
                "SELECT e.entry FROM rooms r
                 LEFT JOIN entries e ON e.room = r.id AND e.seq >= $2
                 WHERE r.id = $1 ORDER BY e.seq",
            )?,
            room_of_key: client.prepare("SELECT id FROM rooms WHERE create_key = $1")?,
            open_rooms_of: client.prepare(
                "SELECT count(*) FROM rooms
                 WHERE creator = $1 AND NOT finished AND last_active >= $2",
            )?,
            rooms_made_since: client
                .prepare("SELECT count(*) FROM made WHERE creator = $1 AND at >= $2")?,
            // One statement, so one transaction; a room's entries go with it (ON DELETE CASCADE).
            expire: client.prepare(
                "WITH gone AS (
                     DELETE FROM rooms WHERE last_active < $1 OR (finished AND last_active < $2)
                     RETURNING id
                 ), forgotten AS (
                     DELETE FROM made WHERE at < $3
                 ), dropped AS (
                     DELETE FROM daily_results WHERE at < $4
                 ), erased AS (
                     -- Not the rows `dropped` deletes: one statement may not change a row twice.
                     UPDATE daily_results SET submitter = ''
                     WHERE at < $3 AND at >= $4 AND submitter <> ''
                 )
                 SELECT id FROM gone",
            )?,
            size: client.prepare(
                "SELECT pg_total_relation_size('rooms') + pg_total_relation_size('entries')
                      + pg_total_relation_size('made') + pg_total_relation_size('daily_results')",
            )?,
            record_daily: client.prepare(
                "INSERT INTO daily_results (day, game, player, name, score, moves, at, submitter)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
            )?,
            daily_board: client.prepare(
                "SELECT name, score, moves, at FROM daily_results WHERE day = $1 AND game = $2
                 ORDER BY score DESC, moves, at, player LIMIT $3",
            )?,
            dailies_since: client
                .prepare("SELECT count(*) FROM daily_results WHERE submitter = $1 AND at >= $2")?,
        })
    }
}

/// A connection, ready for every call.
struct Connection {
    client: Client,
    statements: Statements,
}

/// The connection settings a URL gives, with a connect timeout and the application's name
/// unless it sets them.
pub(crate) fn config_of(url: &str) -> Result<postgres::Config, StoreError> {
    // The parser's errors name the part that is wrong, never the URL.
    let mut config: postgres::Config = url
        .parse()
        .map_err(|e| StoreError(format!("PostgreSQL URL: {}", describe(&e))))?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_application_name().is_none() {
        config.application_name("quadrille-server");
    }
    Ok(config)
}

impl Connection {
    /// Connects to a database whose schema is already at `SCHEMA_VERSION` (or, with
    /// `migrate`, brings it there first).
    fn open(config: &postgres::Config, migrate: bool) -> Result<Connection, StoreError> {
        let mut client = config.connect(NoTls).map_err(failed)?;
        if migrate {
            let applied = migrate::migrate(&mut client)?;
            if !applied.is_empty() {
                tracing::info!(versions = ?applied, "PostgreSQL schema migrated");
            }
        } else {
            migrate::check(&mut client)?;
        }
        let timeout: String = client
            .query_one("SHOW statement_timeout", &[])
            .and_then(|row| row.try_get(0))
            .map_err(failed)?;
        if timeout == "0" {
            client
                .batch_execute(&format!("SET statement_timeout = '{STATEMENT_TIMEOUT}'"))
                .map_err(failed)?;
        }
        let statements = Statements::prepare(&mut client).map_err(failed)?;
        Ok(Connection { client, statements })
    }
}

pub struct PostgresStore {
    config: postgres::Config,
    /// `None` after a break: the next call connects again.
    connection: Option<Connection>,
}

/// What one append came to, inside a batch whose transaction is still usable.
type Outcome = Result<(), StoreError>;

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://` or `postgresql://`) and brings its
    /// schema to this build's version; refused if the schema is newer than that.
    pub fn open(url: &str) -> Result<PostgresStore, StoreError> {
        let config = config_of(url)?;
        let connection = Connection::open(&config, true)?;
        Ok(PostgresStore {
            config,
            connection: Some(connection),
        })
    }

    /// The server process serving this store's connection (`pg_stat_activity.pid`), connecting
    /// first if need be: for an operator's logs, and for tests that end it.
    pub fn backend_pid(&mut self) -> Result<i32, StoreError> {
        self.read(|c| {
            c.client
                .query_one("SELECT pg_backend_pid()", &[])?
                .try_get(0)
        })
    }

    /// The connection, made again if the last one broke.
    fn connection(&mut self) -> Result<&mut Connection, StoreError> {
        if self
            .connection
            .as_ref()
            .is_some_and(|c| c.client.is_closed())
        {
            self.connection = None;
        }
        if self.connection.is_none() {
            self.connection = Some(Connection::open(&self.config, false)?);
            tracing::info!("connected to PostgreSQL again");
        }
        Ok(self.connection.as_mut().expect("connected just above"))
    }

    /// Forgets the connection if `e` broke it.
    fn note(&mut self, e: &postgres::Error) {
        if broken(e) {
            tracing::warn!(
                error = describe(e),
                "the connection to PostgreSQL broke; the next call makes another"
            );
            self.connection = None;
        }
    }

    /// Runs a write: once, whatever happens.
    fn write<T>(
        &mut self,
        f: impl FnOnce(&mut Connection) -> Result<T, postgres::Error>,
    ) -> Result<T, StoreError> {
        let result = f(self.connection()?);
        result.map_err(|e| {
            self.note(&e);
            failed(e)
        })
    }

    /// A read whose one row holds one bigint (a count, a size).
    fn count(
        &mut self,
        query: &dyn Fn(&mut Connection) -> Result<postgres::Row, postgres::Error>,
    ) -> Result<u64, StoreError> {
        let n: i64 = self.read(|c| query(c)?.try_get(0))?;
        Ok(n.max(0) as u64)
    }

    /// Runs a read, and once more on a new connection if the first one broke under it.
    fn read<T>(
        &mut self,
        f: impl Fn(&mut Connection) -> Result<T, postgres::Error>,
    ) -> Result<T, StoreError> {
        match f(self.connection()?) {
            Ok(value) => Ok(value),
            Err(e) if broken(&e) => {
                self.note(&e);
                f(self.connection()?).map_err(|e| {
                    self.note(&e);
                    failed(e)
                })
            }
            Err(e) => Err(failed(e)),
        }
    }
}

/// One append, in a savepoint of the batch's transaction. The outer error means the
/// transaction itself failed (the whole batch is lost); the inner one, this append refused.
fn append_in(
    tx: &mut Transaction<'_>,
    statements: &Statements,
    a: &Append,
) -> Result<Outcome, postgres::Error> {
    let first = to_i64(a.first);
    let mut point = tx.savepoint("append")?;
    let row = match point.query_one(
        &statements.append,
        &[&a.id, &first, &a.entries, &to_i64(a.now), &a.finished],
    ) {
        Ok(row) => row,
        Err(e) if broken(&e) => return Err(e),
        Err(e) => {
            point.rollback()?;
            let refused = match e.code() {
                // Another node's append of the same seq committed first (or while this one
                // waited for it): the log moved on.
                Some(c) if *c == SqlState::UNIQUE_VIOLATION => StoreError(format!(
                    "room {} moved on: another node appended at {first} first",
                    a.id
                )),
                // The room was deleted meanwhile.
                Some(c) if *c == SqlState::FOREIGN_KEY_VIOLATION => {
                    StoreError(format!("room {} is not kept", a.id))
                }
                _ => failed(e),
            };
            return Ok(Err(refused));
        }
    };
    let (count, kept): (i64, bool) = (row.try_get(0)?, row.try_get(1)?);
    if count != first || !kept {
        // Nothing was written; the savepoint goes all the same.
        point.rollback()?;
        return Ok(Err(StoreError(if count != first {
            format!("room {} has {count} entries, not {first}", a.id)
        } else {
            format!("room {} is not kept", a.id)
        })));
    }
    if !a.entries.is_empty() {
        let now = first.saturating_add(to_i64(a.entries.len() as u64));
        point.execute(&statements.notify, &[&CHANNEL, &format!("{} {now}", a.id)])?;
    }
    point.commit()?;
    Ok(Ok(()))
}

impl Store for PostgresStore {
    fn create(&mut self, room: &NewStored) -> Result<(), StoreError> {
        self.write(|c| {
            c.client.execute(
                &c.statements.create,
                &[
                    &room.id,
                    &room.game,
                    &room.header,
                    &room.creator,
                    &to_i64(room.now),
                    &room.key,
                ],
            )
        })?;
        Ok(())
    }

    fn append(&mut self, append: &Append) -> Result<(), StoreError> {
        self.append_all(std::slice::from_ref(append)).remove(0)
    }

    /// One transaction for all of them; each append in a savepoint of its own, so a refused
    /// append leaves nothing behind and does not stop the others. Rooms are written in the
    /// order of their ids (a room's own appends keeping theirs), so two nodes' batches take
    /// their locks in one order and never wait for each other in a circle.
    fn append_all(&mut self, appends: &[Append]) -> Vec<Result<(), StoreError>> {
        let mut order: Vec<usize> = (0..appends.len()).collect();
        order.sort_by(|&a, &b| appends[a].id.cmp(&appends[b].id));
        let mut results: Vec<Outcome> = vec![Ok(()); appends.len()];
        let written = self.write(|c| {
            let mut tx = c.client.transaction()?;
            for &i in &order {
                results[i] = append_in(&mut tx, &c.statements, &appends[i])?;
            }
            tx.commit()
        });
        if let Err(e) = written {
            results.iter_mut().for_each(|r| *r = Err(e.clone()));
        }
        results
    }

    fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError> {
        let found = self.read(|c| {
            c.client
                .query_opt(&c.statements.header, &[&id])?
                .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
                .transpose()
        })?;
        let Some((game, header)) = found else {
            return Ok(None);
        };
        // The header never changes; entries appended between the two reads are simply there.
        let Some(entries) = self.entries_from(id, 0)? else {
            return Ok(None);
        };
        Ok(Some(StoredRoom {
            game,
            header,
            entries,
        }))
    }

    fn entries_from(&mut self, id: &str, seq: u64) -> Result<Option<Vec<String>>, StoreError> {
        let rows: Vec<Option<String>> = self.read(|c| {
            c.client
                .query(&c.statements.entries_from, &[&id, &to_i64(seq)])?
                .iter()
                .map(|row| row.try_get(0))
                .collect()
        })?;
        if rows.is_empty() {
            return Ok(None);
        }
        Ok(Some(rows.into_iter().flatten().collect()))
    }

    fn room_of_key(&mut self, key: &str) -> Result<Option<String>, StoreError> {
        self.read(|c| {
            c.client
                .query_opt(&c.statements.room_of_key, &[&key])?
                .map(|row| row.try_get(0))
                .transpose()
        })
    }

    fn open_rooms_of(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        self.count(&|c| {
            c.client
                .query_one(&c.statements.open_rooms_of, &[&creator, &to_i64(since)])
        })
    }

    fn rooms_made_since(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        self.count(&|c| {
            c.client
                .query_one(&c.statements.rooms_made_since, &[&creator, &to_i64(since)])
        })
    }

    fn expire(&mut self, expiry: &Expiry) -> Result<Vec<String>, StoreError> {
        self.write(|c| {
            c.client
                .query(
                    &c.statements.expire,
                    &[
                        &to_i64(expiry.idle_before),
                        &to_i64(expiry.finished_before),
                        &to_i64(expiry.made_before),
                        &to_i64(expiry.daily_before),
                    ],
                )?
                .iter()
                .map(|row| row.try_get(0))
                .collect()
        })
    }

    /// The three tables on disk, their indexes and TOAST included (space freed by deletions
    /// counts until VACUUM lets new rows take it, as SQLite's free pages do not).
    fn size(&mut self) -> Result<u64, StoreError> {
        self.count(&|c| c.client.query_one(&c.statements.size, &[]))
    }

    /// A round trip to the database (a broken connection is made again first), for `/readyz`.
    fn ping(&mut self) -> Result<(), StoreError> {
        self.read(|c| c.client.simple_query("SELECT 1").map(drop))
    }

    fn shared(&self) -> bool {
        true
    }

    fn announce(&mut self, note: &str) -> Result<(), StoreError> {
        self.write(|c| {
            c.client
                .execute(&c.statements.notify, &[&PRESENCE_CHANNEL, &note])
                .map(drop)
        })
    }

    fn record_daily(&mut self, r: &DailyResult) -> Result<bool, StoreError> {
        let (score, moves, at) = (to_i64(r.score), to_i64(r.moves), to_i64(r.at));
        let added = self.write(|c| {
            c.client.execute(
                &c.statements.record_daily,
                &[
                    &r.day,
                    &r.game,
                    &r.player,
                    &r.name,
                    &score,
                    &moves,
                    &at,
                    &r.submitter,
                ],
            )
        })?;
        Ok(added == 1)
    }

    fn daily_board(
        &mut self,
        day: &str,
        game: &str,
        limit: u32,
    ) -> Result<Vec<BoardRow>, StoreError> {
        let limit = i64::from(limit);
        self.read(|c| {
            c.client
                .query(&c.statements.daily_board, &[&day, &game, &limit])?
                .iter()
                .map(|row| {
                    let n = |i: usize| row.try_get::<_, i64>(i).map(|v| v.max(0) as u64);
                    Ok(BoardRow {
                        name: row.try_get(0)?,
                        score: n(1)?,
                        moves: n(2)?,
                        at: n(3)?,
                    })
                })
                .collect()
        })
    }

    fn dailies_since(&mut self, submitter: &str, since: u64) -> Result<u64, StoreError> {
        self.count(&|c| {
            c.client
                .query_one(&c.statements.dailies_since, &[&submitter, &to_i64(since)])
        })
    }
}

impl Drop for PostgresStore {
    fn drop(&mut self) {
        // Closing a connection blocks on the client's own runtime, which tokio forbids inside
        // another one (a store dropped on an async task, when a server fails to start after
        // opening it): there it is closed on a thread of its own.
        if let Some(connection) = self.connection.take() {
            if tokio::runtime::Handle::try_current().is_ok() {
                let _ = std::thread::Builder::new()
                    .name("postgres-close".into())
                    .spawn(move || drop(connection));
            }
        }
    }
}
