//! quadrille-server: rooms of Soi and FourSide over WebSockets, kept in SQLite or PostgreSQL.
//!
//! A library first, so that the app can host a room on the device with this same code; the
//! `quadrille-server` binary is `serve` behind command-line flags. Without TLS it listens only
//! on loopback, unless `Config::behind_tls_proxy` says a TLS proxy stands in front.
//!
//! - `store.rs`: the storage trait; `sqlite.rs`, its SQLite implementation (feature `sqlite`);
//!   `postgres.rs`, its PostgreSQL one (feature `postgres`), for several nodes on one database;
//!   `database.rs`: which of the two `serve` opens (`--database`);
//! - `tls.rs`: certificates: a device's own (self-signed, pinned by fingerprint) or a public one;
//! - `hosted.rs`: a room of either game behind one face;
//! - `rooms.rs`: the live rooms, durable before anyone is told;
//! - `writer.rs`: the store on a thread of its own, committing appends that arrive together at once;
//! - `conn.rs`: one connection, its limits and its typed refusals; its heartbeat (a ping every
//!   `ping_secs`, closed after `silent_secs` of silence), its hello deadline and send timeout;
//! - `ops.rs` and `metrics.rs`: readiness, the counters of `/metrics`, and the phases of a
//!   graceful shutdown (`ServerHandle::shutdown_within`);
//! - `http.rs` (axum) and `accept.rs` (the app's host): the listeners, each dropping a
//!   connection that has not finished its handshake within `handshake_secs`;
//! - `client.rs`: the client (reconnects and rejoins by itself), used by `quadrille-cli room`.

mod accept;
pub mod client;
mod conn;
#[cfg(feature = "http")]
mod daily;
pub mod daily_wire;
mod database;
#[cfg(feature = "http")]
mod health;
mod hosted;
#[cfg(feature = "http")]
mod http;
mod metrics;
mod ops;
#[cfg(feature = "postgres")]
mod postgres;
mod presence;
mod rooms;
#[cfg(feature = "sqlite")]
mod sqlite;
pub mod store;
pub mod tls;
mod writer;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

pub use database::Database;
#[cfg(feature = "postgres")]
pub use postgres::{
    PostgresStore, CHANNEL as POSTGRES_CHANNEL, SCHEMA_VERSION as POSTGRES_SCHEMA_VERSION,
};
pub use rooms::Rooms;
#[cfg(feature = "sqlite")]
pub use sqlite::{SqliteStore, WAL_LIMIT_BYTES};
pub use store::{token_hash, Append, Expiry, NewStored, Store, StoreError, StoredRoom};

/// The largest message the WebSocket layer reads at all. Between `max_frame_bytes` and this,
/// a message gets a typed `frame_too_large` refusal; above it the socket is closed with the
/// WebSocket "message too big" code, since it is never read into memory.
pub const HARD_FRAME_BYTES: usize = 1 << 20;

#[derive(Debug, Clone)]
pub struct Limits {
    pub max_frame_bytes: usize,
    pub messages_per_second: u32,
    pub rooms_per_address: u32,
    pub idle_room_secs: u64,
    /// Seats of one room that connections from one address may hold (one seat per person; a
    /// server for players who share an address, or tests on one machine, raise it).
    pub seats_per_address: u32,
    // Bounded rooms: what one address may make, and how long finished rooms are kept
    // (docs/RELIABILITY.md, "Bounded rooms").
    /// Rooms one address may make in an hour, whether they finish or not.
    pub rooms_per_hour: u32,
    /// Daily results one address may send in an hour (`POST /daily`).
    pub dailies_per_hour: u32,
    /// A finished room stays in memory at most this long while someone is connected to it
    /// (none: it leaves at once).
    pub finished_grace_secs: u64,
    /// A finished room (its log) is kept in the store this long after its last command.
    pub finished_retention_secs: u64,
    /// A daily result is kept this long after it was sent (its board with it).
    pub daily_retention_secs: u64,
    /// Past this many bytes of rooms in the store, new rooms are refused (games go on).
    pub max_store_bytes: u64,
    // Silent connections (conn.rs, http.rs, accept.rs).
    /// Longest a new connection may take from its TCP accept to a complete WebSocket handshake
    /// (its TLS handshake and HTTP request included).
    pub handshake_secs: u64,
    /// Longest a WebSocket may go without a valid `hello`.
    pub hello_secs: u64,
    /// The server pings each WebSocket this often.
    pub ping_secs: u64,
    /// A WebSocket from which nothing (not even a pong) has come for this long is closed.
    pub silent_secs: u64,
    /// Longest one message may take to go out to a client that does not read.
    pub send_timeout_secs: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_frame_bytes: 16 * 1024,
            messages_per_second: 50,
            rooms_per_address: 50,
            idle_room_secs: 24 * 60 * 60,
            seats_per_address: 1,
            rooms_per_hour: 60,
            dailies_per_hour: 30,
            finished_grace_secs: 5 * 60,
            finished_retention_secs: 60 * 60,
            // A year and a month: last year's board of the same day is still there.
            daily_retention_secs: 400 * 24 * 60 * 60,
            max_store_bytes: 1 << 30,
            // Silent connections.
            handshake_secs: 10,
            hello_secs: 5,
            ping_secs: 15,
            silent_secs: 45,
            send_timeout_secs: 10,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Config {
    pub address: SocketAddr,
    /// Where `serve` keeps the rooms (`host_with` is given its store instead).
    pub database: Database,
    /// With a certificate and its key the server speaks wss.
    pub tls: Option<Tls>,
    pub limits: Limits,
    /// Listening on an address other than loopback without `tls` is refused unless this says
    /// that a TLS-terminating proxy stands in front (`ServeError::PlainPublic`).
    pub behind_tls_proxy: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            address: SocketAddr::from(([127, 0, 0, 1], 8_470)),
            database: Database::default(),
            tls: None,
            limits: Limits::default(),
            behind_tls_proxy: false,
        }
    }
}

/// A PEM certificate chain and its private key.
#[derive(Debug, Clone)]
pub enum Tls {
    Files {
        cert: PathBuf,
        key: PathBuf,
    },
    /// Held in memory: a device's own certificate (`tls::self_signed`).
    Pem {
        cert: Vec<u8>,
        key: Vec<u8>,
    },
}

#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("cannot listen on {0}: {1}")]
    Listen(SocketAddr, std::io::Error),
    #[error("TLS certificate or key: {0}")]
    Tls(std::io::Error),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Seats' tokens and moves would cross the network in the clear.
    #[error(
        "refusing to listen on {0} without TLS: give a certificate and key, listen on a loopback \
         address, or say that a TLS proxy stands in front (--behind-tls-proxy)"
    )]
    PlainPublic(SocketAddr),
}

/// How long `ServerHandle::shutdown` lets commands in flight finish.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);
pub use ops::BEYOND_GRACE;

/// A running server.
pub struct ServerHandle {
    /// Where it listens (the port the system chose, for port 0).
    pub addr: SocketAddr,
    /// The WebSocket address clients connect to.
    pub url: String,
    pub rooms: Arc<Rooms>,
    stop: Stop,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
    sweeper: tokio::task::JoinHandle<()>,
    /// With PostgreSQL: hears other nodes' appends to the rooms this node holds.
    #[cfg(feature = "postgres")]
    listener: Option<postgres::Listener>,
    /// The operations listener (`serve_ops`), stopped last.
    #[cfg(feature = "http")]
    ops: Option<(
        axum_server::Handle,
        tokio::task::JoinHandle<std::io::Result<()>>,
    )>,
}

enum Stop {
    #[cfg(feature = "http")]
    Http(axum_server::Handle),
    /// `accept.rs`: sent, it stops accepting and waits for its connections; dropped, it drops
    /// them at once.
    Signal(Option<oneshot::Sender<()>>),
}

impl Stop {
    fn stop_accepting(&mut self) {
        match self {
            #[cfg(feature = "http")]
            Stop::Http(handle) => handle.graceful_shutdown(Some(ops::CLOSE_WITHIN)),
            Stop::Signal(stop) => {
                if let Some(stop) = stop.take() {
                    let _ = stop.send(());
                }
            }
        }
    }

    /// Ends what is left of the listener now.
    fn force(&self) {
        match self {
            #[cfg(feature = "http")]
            Stop::Http(handle) => handle.shutdown(),
            Stop::Signal(_) => {}
        }
    }
}

impl ServerHandle {
    /// `shutdown_within(SHUTDOWN_GRACE)`.
    pub async fn shutdown(self) {
        self.shutdown_within(SHUTDOWN_GRACE).await
    }

    /// Stops gracefully (ops.rs): stops accepting and answers `/readyz` with 503; lets each
    /// connection finish the command it is handling, for up to `grace`; closes every
    /// WebSocket with 1012 (reconnect elsewhere) after what was queued for it; then closes the
    /// store once its queued commits are written. Returns when all of that is done: usually
    /// as soon as the last command in flight is answered, at most `grace` + `BEYOND_GRACE`.
    pub async fn shutdown_within(self, grace: Duration) {
        let started = tokio::time::Instant::now();
        let ServerHandle {
            rooms,
            mut stop,
            mut task,
            sweeper,
            #[cfg(feature = "http")]
            ops,
            #[cfg(feature = "postgres")]
            listener,
            ..
        } = self;
        sweeper.abort();
        rooms.ops.quiet();
        stop.stop_accepting();
        let dropped = rooms.ops.drain(started, grace).await;
        if tokio::time::timeout(ops::CLOSE_WITHIN, &mut task)
            .await
            .is_err()
        {
            stop.force();
            task.abort();
        }
        #[cfg(feature = "postgres")]
        if let Some(listener) = listener {
            let _ = tokio::task::spawn_blocking(move || listener.stop()).await;
        }
        if tokio::time::timeout(ops::STORE_WITHIN, rooms.store().close())
            .await
            .is_err()
        {
            tracing::warn!("shutdown: the store did not close in time; left as it is");
        }
        tracing::info!(
            secs = started.elapsed().as_secs_f64(),
            dropped,
            "shutdown: store closed; stopped"
        );
        #[cfg(feature = "http")]
        if let Some((handle, mut task)) = ops {
            handle.graceful_shutdown(Some(Duration::from_secs(1)));
            if tokio::time::timeout(ops::CLOSE_WITHIN, &mut task)
                .await
                .is_err()
            {
                handle.shutdown();
                task.abort();
            }
        }
    }

    /// Serves `/metrics`, `/healthz` and `/readyz` over plain HTTP on `address` as well (it
    /// had better be private: loopback, or a network only the scraper reaches), until the end
    /// of `shutdown`. Returns the address it listens on.
    #[cfg(feature = "http")]
    pub async fn serve_ops(&mut self, address: SocketAddr) -> Result<SocketAddr, ServeError> {
        let listen = |e| ServeError::Listen(address, e);
        let listener = std::net::TcpListener::bind(address).map_err(listen)?;
        listener.set_nonblocking(true).map_err(listen)?;
        let addr = listener.local_addr().map_err(listen)?;
        if let Some((previous, _)) = self.ops.take() {
            previous.shutdown();
        }
        let within = Duration::from_secs(10);
        self.ops = Some(http::serve_ops(listener, self.rooms.clone(), within));
        Ok(addr)
    }
}

/// Starts a server on the current tokio runtime, keeping its rooms in `config.database`.
#[cfg(all(feature = "http", any(feature = "sqlite", feature = "postgres")))]
pub async fn serve(config: Config) -> Result<ServerHandle, ServeError> {
    // Before the database file is made.
    refuse_plain_public(&config)?;
    let store = open_store(config.database.clone()).await?;
    #[cfg(feature = "postgres")]
    let url = match &config.database {
        Database::Postgres(url) => Some(url.clone()),
        #[allow(unreachable_patterns)]
        _ => None,
    };
    #[allow(unused_mut)]
    let mut server = serve_with(config, store).await?;
    // Several nodes may serve a room kept in PostgreSQL: each hears the others' appends.
    #[cfg(feature = "postgres")]
    if let Some(url) = url {
        let rooms = Arc::downgrade(&server.rooms);
        server.listener = Some(postgres::Listener::start(
            &url,
            rooms,
            tokio::runtime::Handle::current(),
        )?);
    }
    Ok(server)
}

/// Opens (and migrates) the store `database` names, on a blocking thread: opening waits for
/// the disk or the network, and PostgreSQL's synchronous client refuses to run on an async
/// worker.
#[cfg(any(feature = "sqlite", feature = "postgres"))]
pub async fn open_store(database: Database) -> Result<Box<dyn Store>, StoreError> {
    let open = move || -> Result<Box<dyn Store>, StoreError> {
        match database {
            #[cfg(feature = "sqlite")]
            Database::Sqlite(path) => Ok(Box::new(SqliteStore::open(&path)?)),
            #[cfg(feature = "postgres")]
            Database::Postgres(url) => Ok(Box::new(PostgresStore::open(&url)?)),
            #[allow(unreachable_patterns)]
            other => Err(StoreError(format!(
                "this build cannot keep rooms in {other} (a feature left out)"
            ))),
        }
    };
    tokio::task::spawn_blocking(open)
        .await
        .unwrap_or_else(|e| Err(StoreError(format!("opening the store failed: {e}"))))
}

/// Starts a server keeping its rooms in `store`: `/ws`, `/healthz` and `/readyz` over axum.
#[cfg(feature = "http")]
pub async fn serve_with(config: Config, store: Box<dyn Store>) -> Result<ServerHandle, ServeError> {
    let (rooms, listener, addr) = start(&config, store)?;
    let (handle, task) = http::serve(
        listener,
        config.tls.as_ref(),
        rooms.clone(),
        config.limits.clone(),
    )
    .await?;
    Ok(finish(&config, rooms, addr, Stop::Http(handle), task))
}

/// Starts a server for a device hosting rooms: `/ws` only, accepted with tokio-tungstenite and
/// tokio-rustls directly (`accept.rs`), so the app carries no HTTP framework.
pub async fn host_with(config: Config, store: Box<dyn Store>) -> Result<ServerHandle, ServeError> {
    let (rooms, listener, addr) = start(&config, store)?;
    let tls = match &config.tls {
        None => None,
        Some(tls) => Some(tokio_rustls::TlsAcceptor::from(
            tls::server_config(tls).map_err(ServeError::Tls)?,
        )),
    };
    let listener =
        tokio::net::TcpListener::from_std(listener).map_err(|e| ServeError::Listen(addr, e))?;
    let (stop, stopped) = oneshot::channel();
    let task = tokio::spawn(accept::run(
        listener,
        tls,
        rooms.clone(),
        config.limits.clone(),
        stopped,
    ));
    Ok(finish(&config, rooms, addr, Stop::Signal(Some(stop)), task))
}

/// The rooms over `store`, and the socket listening at `config.address`.
fn start(
    config: &Config,
    store: Box<dyn Store>,
) -> Result<(Arc<Rooms>, std::net::TcpListener, SocketAddr), ServeError> {
    refuse_plain_public(config)?;
    let limits = &config.limits;
    let rooms = Arc::new(Rooms::new(
        store,
        rooms::RoomLimits {
            rooms_per_address: limits.rooms_per_address,
            idle_room_secs: limits.idle_room_secs,
            seats_per_address: limits.seats_per_address,
            rooms_per_hour: limits.rooms_per_hour,
            dailies_per_hour: limits.dailies_per_hour,
            finished_grace_secs: limits.finished_grace_secs,
            finished_retention_secs: limits.finished_retention_secs,
            daily_retention_secs: limits.daily_retention_secs,
            max_store_bytes: limits.max_store_bytes,
        },
    )?);
    let listen = |e| ServeError::Listen(config.address, e);
    let listener = std::net::TcpListener::bind(config.address).map_err(listen)?;
    listener.set_nonblocking(true).map_err(listen)?;
    let addr = listener.local_addr().map_err(listen)?;
    Ok((rooms, listener, addr))
}

/// Plain WebSockets only on loopback, unless a TLS proxy is said to stand in front.
fn refuse_plain_public(config: &Config) -> Result<(), ServeError> {
    let loopback = config.address.ip().to_canonical().is_loopback();
    if config.tls.is_none() && !config.behind_tls_proxy && !loopback {
        return Err(ServeError::PlainPublic(config.address));
    }
    Ok(())
}

/// The handle of a server listening at `addr`, with its sweeper of idle and finished rooms
/// started.
fn finish(
    config: &Config,
    rooms: Arc<Rooms>,
    addr: SocketAddr,
    stop: Stop,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
) -> ServerHandle {
    let sweeper = {
        let rooms = rooms.clone();
        let limits = &config.limits;
        let soonest = (limits.idle_room_secs / 4)
            .min(limits.finished_grace_secs / 2)
            .min(limits.finished_retention_secs / 2);
        let every = Duration::from_secs(soonest.clamp(1, 60));
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                rooms.expire().await;
            }
        })
    };
    let scheme = if config.tls.is_some() { "wss" } else { "ws" };
    ServerHandle {
        addr,
        url: format!("{scheme}://{addr}/ws"),
        rooms,
        stop,
        task,
        sweeper,
        #[cfg(feature = "postgres")]
        listener: None,
        #[cfg(feature = "http")]
        ops: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_websockets_on_a_public_address_need_a_tls_proxy_in_front() {
        let public = Config {
            address: SocketAddr::from(([0, 0, 0, 0], 0)),
            ..Config::default()
        };
        assert!(matches!(
            refuse_plain_public(&public),
            Err(ServeError::PlainPublic(_))
        ));
        let proxied = Config {
            behind_tls_proxy: true,
            ..public.clone()
        };
        assert!(refuse_plain_public(&proxied).is_ok());
        let tls = Config {
            tls: Some(Tls::Pem {
                cert: Vec::new(),
                key: Vec::new(),
            }),
            ..public
        };
        assert!(refuse_plain_public(&tls).is_ok());
        for loopback in [
            "127.0.0.1:0",
            "127.0.0.2:0",
            "[::1]:0",
            "[::ffff:127.0.0.1]:0",
        ] {
            let local = Config {
                address: loopback.parse().unwrap(),
                ..Config::default()
            };
            assert!(refuse_plain_public(&local).is_ok(), "{loopback}");
        }
    }
}
