//! `quadrille-server`: with no arguments, rooms on 127.0.0.1:8470 kept in
//! ./quadrille-server.sqlite3 (`--database postgres://…`: in PostgreSQL). Prints the WebSocket
//! address it listens on as one line. SIGTERM or SIGINT shuts it down gracefully
//! (docs/DEPLOYMENT.md).

mod open_files;

use clap::builder::TypedValueParser;
use clap::Parser;
use quadrille_server::{serve, Config, Database, Limits, Tls};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Clone, Copy, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

/// Logs to stderr (stdout carries the address line), `info` and above unless `QUADRILLE_LOG`
/// says otherwise. Each line names its connection and room command spans.
fn start_logging(format: LogFormat) {
    use tracing_subscriber::EnvFilter;
    let filter =
        EnvFilter::try_from_env("QUADRILLE_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().init(),
    }
}

#[derive(Parser)]
#[command(version, about = "Rooms of Soi and FourSide over WebSockets")]
struct Args {
    /// Log lines on stderr: `text` for people, `json` (one object a line) for a log collector.
    /// Which ones: `QUADRILLE_LOG` (e.g. `info`, `debug`, `quadrille_server=debug`).
    #[arg(long, env = "QUADRILLE_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
    /// Where to listen (port 0: any free port).
    #[arg(long, env = "QUADRILLE_ADDRESS", default_value = "127.0.0.1:8470")]
    address: SocketAddr,
    /// Where the rooms are kept: a SQLite file (made if missing), or a PostgreSQL database
    /// named by its URL (`postgres://user:password@host:5432/dbname`), whose schema is made or
    /// brought up to date at start. The URL's password is never printed.
    #[arg(
        long,
        env = "QUADRILLE_DATABASE",
        default_value = "quadrille-server.sqlite3",
        // `--help` would print the variable's value, a URL's password with it.
        hide_env_values = true,
        value_parser = clap::builder::OsStringValueParser::new().map(Database::from)
    )]
    database: Database,
    /// PEM certificate chain: with --tls-key, the server speaks wss.
    #[arg(long, env = "QUADRILLE_TLS_CERT", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    #[arg(long, env = "QUADRILLE_TLS_KEY", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// The largest message read, in bytes.
    #[arg(long, env = "QUADRILLE_MAX_FRAME_BYTES", default_value_t = Limits::default().max_frame_bytes)]
    max_frame_bytes: usize,
    /// Messages a connection may send each second.
    #[arg(long, env = "QUADRILLE_MESSAGES_PER_SECOND", default_value_t = Limits::default().messages_per_second)]
    messages_per_second: u32,
    /// Open rooms one address may have made.
    #[arg(long, env = "QUADRILLE_ROOMS_PER_ADDRESS", default_value_t = Limits::default().rooms_per_address)]
    rooms_per_address: u32,
    /// Seconds without a command after which a room is deleted.
    #[arg(long, env = "QUADRILLE_IDLE_ROOM_SECS", default_value_t = Limits::default().idle_room_secs)]
    idle_room_secs: u64,
    /// Seats of one room that connections from one address may hold. 1: one seat per person,
    /// so nobody plays two hands (or takes a seat the host opened to see its cards); players
    /// who share an internet connection need it raised, or a room hosted on one of their devices.
    #[arg(long, env = "QUADRILLE_SEATS_PER_ADDRESS", default_value_t = Limits::default().seats_per_address)]
    seats_per_address: u32,
    // Bounded rooms (docs/RELIABILITY.md).
    /// Rooms one address may make in an hour, finished or not.
    #[arg(long, env = "QUADRILLE_ROOMS_PER_HOUR", default_value_t = Limits::default().rooms_per_hour)]
    rooms_per_hour: u32,
    /// Daily results one address may send in an hour (to the deals of the day's boards).
    #[arg(long, env = "QUADRILLE_DAILIES_PER_HOUR", default_value_t = Limits::default().dailies_per_hour)]
    dailies_per_hour: u32,
    /// Seconds a finished room stays in memory while someone is still connected to it.
    #[arg(long, env = "QUADRILLE_FINISHED_GRACE_SECS", default_value_t = Limits::default().finished_grace_secs)]
    finished_grace_secs: u64,
    /// Seconds a finished room's log is kept after its last command, then deleted.
    #[arg(long, env = "QUADRILLE_FINISHED_RETENTION_SECS", default_value_t = Limits::default().finished_retention_secs)]
    finished_retention_secs: u64,
    /// Seconds a daily result is kept after it was sent, then deleted.
    #[arg(long, env = "QUADRILLE_DAILY_RETENTION_SECS", default_value_t = Limits::default().daily_retention_secs)]
    daily_retention_secs: u64,
    /// Bytes of rooms in the database past which new rooms are refused.
    #[arg(long, env = "QUADRILLE_MAX_STORE_BYTES", default_value_t = Limits::default().max_store_bytes)]
    max_store_bytes: u64,

    // Silent connections and heartbeats.
    /// Seconds a new connection has to finish its TLS and WebSocket handshakes.
    #[arg(long, env = "QUADRILLE_HANDSHAKE_SECS", default_value_t = Limits::default().handshake_secs)]
    handshake_secs: u64,
    /// Seconds a WebSocket has to say hello.
    #[arg(long, env = "QUADRILLE_HELLO_SECS", default_value_t = Limits::default().hello_secs)]
    hello_secs: u64,
    /// Seconds between the server's pings to each WebSocket.
    #[arg(long, env = "QUADRILLE_PING_SECS", default_value_t = Limits::default().ping_secs)]
    ping_secs: u64,
    /// Seconds without any frame (pongs included) after which a WebSocket is closed.
    #[arg(long, env = "QUADRILLE_SILENT_SECS", default_value_t = Limits::default().silent_secs)]
    silent_secs: u64,
    /// Seconds one message may take to go out to a client that does not read.
    #[arg(long, env = "QUADRILLE_SEND_TIMEOUT_SECS", default_value_t = Limits::default().send_timeout_secs)]
    send_timeout_secs: u64,
    /// Listen on a public address without TLS: a TLS-terminating proxy stands in front.
    #[arg(long, env = "QUADRILLE_BEHIND_TLS_PROXY")]
    behind_tls_proxy: bool,

    // Operations.
    /// Also serve /metrics (Prometheus), /healthz and /readyz over plain HTTP here, e.g.
    /// 127.0.0.1:9470. Without it there is no /metrics; /healthz and /readyz are on --address.
    #[arg(long, env = "QUADRILLE_METRICS_ADDRESS")]
    metrics_address: Option<SocketAddr>,
    /// On SIGTERM or SIGINT, seconds the commands in flight get to finish before every client
    /// is told to reconnect elsewhere (close 1012). The whole shutdown takes at most 13 s more.
    #[arg(long, env = "QUADRILLE_SHUTDOWN_GRACE_SECS", default_value_t = quadrille_server::SHUTDOWN_GRACE.as_secs())]
    shutdown_grace_secs: u64,
}

/// Waits for the first SIGTERM or SIGINT; the handlers are in place once this returns (before
/// the address line is printed, so a supervisor's early SIGTERM is not the default kill).
fn stop_signal() -> impl std::future::Future<Output = &'static str> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let term = signal(SignalKind::terminate());
        let int = signal(SignalKind::interrupt());
        async move {
            match (term, int) {
                (Ok(mut term), Ok(mut int)) => tokio::select! {
                    _ = term.recv() => "SIGTERM",
                    _ = int.recv() => "SIGINT",
                },
                _ => {
                    tracing::warn!("cannot listen for SIGTERM; only ctrl-c stops the server");
                    let _ = tokio::signal::ctrl_c().await;
                    "SIGINT"
                }
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
        "ctrl-c"
    }
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    start_logging(args.log_format);
    // Each connection is a file descriptor; the usual soft limit (1,024) would refuse the
    // thousand-and-first. Bounded: to the hard limit, and never past open_files::MOST.
    if open_files::raise().is_none() {
        tracing::warn!("cannot read the open-files limit; keeping it");
    }
    let config = Config {
        address: args.address,
        database: args.database,
        tls: args
            .tls_cert
            .zip(args.tls_key)
            .map(|(cert, key)| Tls::Files { cert, key }),
        limits: Limits {
            max_frame_bytes: args.max_frame_bytes.min(quadrille_server::HARD_FRAME_BYTES),
            messages_per_second: args.messages_per_second.max(1),
            rooms_per_address: args.rooms_per_address,
            idle_room_secs: args.idle_room_secs.max(1),
            seats_per_address: args.seats_per_address.max(1),
            // Bounded rooms.
            rooms_per_hour: args.rooms_per_hour,
            dailies_per_hour: args.dailies_per_hour,
            finished_grace_secs: args.finished_grace_secs,
            finished_retention_secs: args.finished_retention_secs,
            daily_retention_secs: args.daily_retention_secs,
            max_store_bytes: args.max_store_bytes,
            // Silent connections and heartbeats.
            handshake_secs: args.handshake_secs.max(1),
            hello_secs: args.hello_secs.max(1),
            ping_secs: args.ping_secs.max(1),
            silent_secs: args.silent_secs.max(1),
            send_timeout_secs: args.send_timeout_secs.max(1),
        },
        behind_tls_proxy: args.behind_tls_proxy,
    };
    let stop = stop_signal();
    // Display shows no password.
    tracing::info!(database = %config.database, "opening the rooms' database");
    let mut server = match serve(config).await {
        Ok(server) => server,
        Err(e) => {
            tracing::error!("{e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    if let Some(address) = args.metrics_address {
        match server.serve_ops(address).await {
            Ok(addr) => tracing::info!(%addr, "serving /metrics, /healthz and /readyz"),
            Err(e) => {
                tracing::error!("{e}");
                server.shutdown().await;
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    // The one line on stdout: tests and scripts read the address back from it.
    println!("{}", server.url);
    tracing::info!(url = %server.url, "listening");
    let signal = stop.await;
    let grace = std::time::Duration::from_secs(args.shutdown_grace_secs);
    tracing::info!(signal, grace_secs = grace.as_secs(), "shutdown: asked");
    server.shutdown_within(grace).await;
    std::process::ExitCode::SUCCESS
}
