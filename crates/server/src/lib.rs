//! quadrille-server: rooms of Soi and FourSide over WebSockets, kept in SQLite.
//!
//! A library first, so that the app can host a room on the device with this same code; the
//! `quadrille-server` binary is `serve` behind command-line flags.
//!
//! - `store.rs`: the storage trait; `sqlite.rs`, its SQLite implementation (feature `sqlite`);
//! - `tls.rs`: certificates: a device's own (self-signed, pinned by fingerprint) or a public one;
//! - `hosted.rs`: a room of either game behind one face;
//! - `rooms.rs`: the live rooms, durable before anyone is told;
//! - `writer.rs`: the store on a thread of its own, committing appends that arrive together at once;
//! - `conn.rs`: one connection, its limits and its typed refusals;
//! - `client.rs`: the client (reconnects and rejoins by itself), used by `quadrille-cli room`.

pub mod client;
mod conn;
mod hosted;
mod rooms;
#[cfg(feature = "sqlite")]
mod sqlite;
pub mod store;
pub mod tls;
mod writer;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
// Small messages go out at once: Nagle's algorithm would hold each reply for the peer's ACK.
use axum_server::accept::NoDelayAcceptor;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

pub use rooms::Rooms;
#[cfg(feature = "sqlite")]
pub use sqlite::SqliteStore;
pub use store::{Append, Store, StoreError, StoredRoom};

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
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_frame_bytes: 16 * 1024,
            messages_per_second: 50,
            rooms_per_address: 50,
            idle_room_secs: 24 * 60 * 60,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Config {
    pub address: SocketAddr,
    pub database: PathBuf,
    /// With a certificate and its key the server speaks wss.
    pub tls: Option<Tls>,
    pub limits: Limits,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            address: SocketAddr::from(([127, 0, 0, 1], 8_470)),
            database: PathBuf::from("quadrille-server.sqlite3"),
            tls: None,
            limits: Limits::default(),
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
}

/// A running server.
pub struct ServerHandle {
    /// Where it listens (the port the system chose, for port 0).
    pub addr: SocketAddr,
    /// The WebSocket address clients connect to.
    pub url: String,
    pub rooms: Arc<Rooms>,
    handle: axum_server::Handle,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
    sweeper: tokio::task::JoinHandle<()>,
}

impl ServerHandle {
    /// Stops listening, closes the connections and waits for the server to end.
    pub async fn shutdown(self) {
        self.sweeper.abort();
        self.handle.graceful_shutdown(Some(Duration::from_secs(2)));
        let _ = self.task.await;
    }
}

#[derive(Clone)]
struct App {
    rooms: Arc<Rooms>,
    limits: Limits,
    next_connection: Arc<AtomicU64>,
}

/// Starts a server on the current tokio runtime, keeping its rooms in `config.database`.
#[cfg(feature = "sqlite")]
pub async fn serve(config: Config) -> Result<ServerHandle, ServeError> {
    let store = SqliteStore::open(&config.database)?;
    serve_with(config, Box::new(store)).await
}

/// Starts a server keeping its rooms in `store`.
pub async fn serve_with(config: Config, store: Box<dyn Store>) -> Result<ServerHandle, ServeError> {
    let limits = config.limits.clone();
    let rooms = Arc::new(Rooms::new(
        store,
        rooms::RoomLimits {
            rooms_per_address: limits.rooms_per_address,
            idle_room_secs: limits.idle_room_secs,
        },
    )?);
    let app = App {
        rooms: rooms.clone(),
        limits: limits.clone(),
        next_connection: Arc::new(AtomicU64::new(0)),
    };
    let router = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/ws", get(upgrade))
        .with_state(app);
    let listener = std::net::TcpListener::bind(config.address)
        .map_err(|e| ServeError::Listen(config.address, e))?;
    listener
        .set_nonblocking(true)
        .map_err(|e| ServeError::Listen(config.address, e))?;
    let addr = listener
        .local_addr()
        .map_err(|e| ServeError::Listen(config.address, e))?;
    let handle = axum_server::Handle::new();
    let service = router.into_make_service_with_connect_info::<SocketAddr>();
    let (task, scheme) = match &config.tls {
        None => {
            let server = axum_server::from_tcp(listener)
                .acceptor(NoDelayAcceptor::new())
                .handle(handle.clone());
            (tokio::spawn(server.serve(service)), "ws")
        }
        Some(tls) => {
            tls::install_provider();
            let tls = match tls {
                Tls::Files { cert, key } => {
                    axum_server::tls_rustls::RustlsConfig::from_pem_file(cert, key).await
                }
                Tls::Pem { cert, key } => {
                    axum_server::tls_rustls::RustlsConfig::from_pem(cert.clone(), key.clone()).await
                }
            }
            .map_err(ServeError::Tls)?;
            let server = axum_server::from_tcp_rustls(listener, tls)
                .map(|tls| tls.acceptor(NoDelayAcceptor::new()))
                .handle(handle.clone());
            (tokio::spawn(server.serve(service)), "wss")
        }
    };
    let sweeper = {
        let rooms = rooms.clone();
        let every = Duration::from_secs((limits.idle_room_secs / 4).clamp(1, 60));
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                rooms.expire().await;
            }
        })
    };
    Ok(ServerHandle {
        addr,
        url: format!("{scheme}://{addr}/ws"),
        rooms,
        handle,
        task,
        sweeper,
    })
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(app): State<App>,
) -> Response {
    let id = app.next_connection.fetch_add(1, Ordering::Relaxed);
    ws.max_message_size(HARD_FRAME_BYTES)
        .max_frame_size(HARD_FRAME_BYTES)
        .read_buffer_size(conn::READ_BUFFER)
        .on_upgrade(move |socket| conn::run(socket, id, peer.ip(), app.rooms, app.limits))
}
