//! quadrille-server-load: the load generator behind `npm run bench:server`.
//!
//! For each step (a number of concurrent Soi rooms) it starts a `quadrille-server` process of
//! its own, fills that many rooms with four socket clients each (every seat a person's, played
//! by an engine level), waits until every room is seated, then measures for a fixed time: the
//! round trip of every command (sent → the sender's acknowledging snapshot), actions per second,
//! the server's resident memory, CPU time of both processes, and errors (which must be none).
//! Prints one Markdown table row per step. Exits non-zero if any step failed or saw an error.
//!
//! With `--database postgres://…` each step's rooms are kept in a fresh schema of that database,
//! and `--nodes N` starts N server processes on it, each room's four seats spread over them (so
//! every action reaches the other nodes through the database's notifications).

#[path = "../../open_files.rs"]
mod open_files;
mod server;
mod table;
mod tally;

use clap::Parser;
use quadrille_engine::soi::{SoiLevel, SoiRules};
use quadrille_room::{NewRoom, PerGame, RoomSettings, WhenLeft};
use quadrille_server::client::Plan;
use server::{cpu_since, cpu_time, load_average, postgres_cpu, Memory, ServerProcess};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use table::Step;
use tally::{secs, Spread, Tally};
use tokio::sync::{mpsc, watch, Semaphore};

#[derive(Parser)]
#[command(about = "Load a quadrille-server of its own with rooms of Soi and measure it")]
struct Args {
    /// Concurrent rooms of each step (four sockets each).
    #[arg(long, value_delimiter = ',', default_value = "100,250,500,1000,2000")]
    steps: Vec<usize>,
    /// Seconds measured per step, once every room is seated.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Milliseconds each seat waits before each command (0: as fast as the game lets it).
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
    /// The engine level that chooses every seat's moves.
    #[arg(long, default_value = "easy")]
    level: String,
    /// Soi's target score (100–1000): a long game keeps a room busy through the step.
    #[arg(long, default_value_t = 1000)]
    target: u32,
    /// The quadrille-server binary [default: the one next to this program].
    #[arg(long)]
    server: Option<PathBuf>,
    /// Seconds allowed to seat every room of a step.
    #[arg(long, default_value_t = 300)]
    seating_secs: u64,
    /// Seconds of play before the measured window opens.
    #[arg(long, default_value_t = 3)]
    warm_up_secs: u64,
    /// Rooms being made at once.
    #[arg(long, default_value_t = 32)]
    seating_parallel: usize,
    /// Keep the rooms in this PostgreSQL database (a URL; each step in a schema of its own,
    /// dropped after it) instead of a fresh SQLite file per step.
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// Server processes per step, all on the same database (PostgreSQL only past 1).
    #[arg(long, default_value_t = 1)]
    nodes: usize,
}

/// The most rooms a step may ask for: four sockets each, on both ends, within one machine.
const MOST_ROOMS: usize = 10_000;
/// How long the seats have to wind down after the window before they are abandoned.
const WIND_DOWN: Duration = Duration::from_secs(30);

struct Row {
    rooms: usize,
    nodes: usize,
    think_ms: u64,
    actions_per_second: f64,
    spread: Spread,
    games: u64,
    /// Bytes the clients received per acknowledged action.
    bytes_per_action: f64,
    /// Summed over the nodes.
    memory: Memory,
    server_cpu: f64,
    /// PostgreSQL's processes, when the rooms are kept there.
    database_cpu: Option<f64>,
    load_cpu: f64,
    errors: u64,
    seating: Duration,
    load_before: String,
    load_after: String,
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(true) => std::process::ExitCode::SUCCESS,
        Ok(false) => std::process::ExitCode::FAILURE,
        Err(e) => {
            eprintln!("quadrille-server-load: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

/// Runs every step; true if all of them ran without an error.
fn run(args: &Args) -> Result<bool, String> {
    let level: SoiLevel = serde_json::from_value(serde_json::Value::String(args.level.clone()))
        .map_err(|_| format!("no Soi level {:?} (easy, medium, impossible)", args.level))?;
    let rules = SoiRules {
        target: args.target,
    };
    rules
        .validate()
        .map_err(|e| format!("target {}: {e}", args.target))?;
    if let Some(&n) = args.steps.iter().find(|&&n| n == 0 || n > MOST_ROOMS) {
        return Err(format!("{n} rooms: a step has 1 to {MOST_ROOMS}"));
    }
    if args.nodes == 0 || args.nodes > 16 {
        return Err(format!("{} nodes: a step has 1 to 16", args.nodes));
    }
    if args.nodes > 1 && args.database.is_none() {
        return Err("several nodes share a PostgreSQL database: give --database".into());
    }
    let binary = match &args.server {
        Some(path) => path.clone(),
        None => std::env::current_exe()
            .map_err(|e| e.to_string())?
            .with_file_name("quadrille-server"),
    };
    // Four client sockets per room live in this process.
    let files = open_files::raise().unwrap_or(0);
    let most = args.steps.iter().max().copied().unwrap_or(0);
    if (files as usize) < most * 4 + 64 {
        eprintln!(
            "warning: {files} open files allowed, {most} rooms need about {}",
            most * 4 + 64
        );
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let room: NewRoom = PerGame::Soi(RoomSettings {
        rules,
        spectators: false,
        when_left: WhenLeft::Wait,
    });
    println!("{}", header());
    let mut clean = true;
    for &rooms in &args.steps {
        let load_before = load_average();
        let schema = match &args.database {
            Some(url) => Some(Schema::fresh(url, rooms)?),
            None => None,
        };
        let database = schema.as_ref().map(|s| s.url.as_str());
        let started: Result<Vec<_>, _> = (0..args.nodes)
            .map(|node| ServerProcess::start(&binary, rooms, database, node))
            .collect();
        let result = match started {
            Ok(servers) => {
                runtime.block_on(step(args, rooms, room.clone(), level, servers, load_before))
            }
            Err(e) => Err(e),
        };
        drop(schema);
        match result {
            Ok((row, first_errors)) => {
                println!("{}", row.markdown());
                if row.errors > 0 {
                    clean = false;
                    for e in first_errors {
                        eprintln!("  {rooms} rooms: {e}");
                    }
                }
            }
            Err(e) => {
                clean = false;
                println!("| {rooms} | {} | failed: {e} |", rooms * 4);
            }
        }
    }
    Ok(clean)
}

async fn step(
    args: &Args,
    rooms: usize,
    room: NewRoom,
    level: SoiLevel,
    mut servers: Vec<ServerProcess>,
    load_before: String,
) -> Result<(Row, Vec<String>), String> {
    let shared = Arc::new(Step {
        urls: servers.iter().map(|s| s.url.clone()).collect(),
        room,
        plan: Plan {
            level,
            seed: rooms as u64,
            computers: Vec::new(),
            deadline: Duration::MAX,
        },
        think: Duration::from_millis(args.think_ms),
        window: OnceLock::new(),
        seating: Semaphore::new(args.seating_parallel.max(1)),
    });
    let (stop_tx, stop_rx) = watch::channel(false);
    let (go_tx, go_rx) = watch::channel(false);
    let (seated_tx, mut seated_rx) = mpsc::channel(rooms);
    let tables: Vec<_> = (0..rooms)
        .map(|n| {
            let (seated, go, stop) = (seated_tx.clone(), go_rx.clone(), stop_rx.clone());
            tokio::spawn(table::run(shared.clone(), n, seated, go, stop))
        })
        .collect();
    drop(seated_tx);

    // Every room seated, or the first failure, or the time allowed.
    let seating_started = Instant::now();
    let until = tokio::time::Instant::now() + Duration::from_secs(args.seating_secs);
    let mut seated = 0;
    let mut failure = None;
    while seated < rooms && failure.is_none() {
        match tokio::time::timeout_at(until, seated_rx.recv()).await {
            Ok(Some(Ok(()))) => seated += 1,
            Ok(Some(Err(e))) => failure = Some(e),
            Ok(None) => failure = Some("every table ended before seating".into()),
            Err(_) => {
                failure = Some(format!(
                    "{seated} of {rooms} rooms seated in {} s",
                    args.seating_secs
                ))
            }
        }
    }
    let seating = seating_started.elapsed();

    let mut memory = Memory::default();
    let (mut server_cpu, mut load_cpu, mut database_cpu) = (0.0, 0.0, None);
    if failure.is_none() {
        let pids: Vec<String> = servers.iter().map(|s| s.pid().to_string()).collect();
        let servers_cpu = || -> Option<Duration> { pids.iter().map(|p| cpu_time(p)).sum() };
        let length = Duration::from_secs(args.seconds);
        // Every room starts at once: the first moves of a game are not its steady state, so
        // the window opens after a warm-up.
        let _ = go_tx.send(true);
        let warm_up = Duration::from_secs(args.warm_up_secs);
        let start = Instant::now() + warm_up;
        let _ = shared.window.set((start, start + length));
        tokio::time::sleep(warm_up).await;
        let cpu_before = (servers_cpu(), cpu_time("self"));
        let postgres_before = args.database.as_ref().map(|_| postgres_cpu());
        // Memory once a second; the last reading is the steady state.
        while start.elapsed() < length {
            tokio::time::sleep(Duration::from_secs(1).min(length.saturating_sub(start.elapsed())))
                .await;
            if let Some(ended) = servers.iter_mut().position(|s| !s.alive()) {
                failure = Some(format!("a server ended: {}", servers[ended].stderr_tail()));
                break;
            }
            let now: Option<Vec<Memory>> = servers.iter().map(ServerProcess::memory).collect();
            if let Some(now) = now {
                memory = Memory {
                    rss_kib: now.iter().map(|m| m.rss_kib).sum(),
                    peak_kib: now.iter().map(|m| m.peak_kib).sum(),
                };
            }
        }
        let cpu_after = (servers_cpu(), cpu_time("self"));
        if let Some(before) = postgres_before {
            let used = cpu_since(&before, &postgres_cpu());
            database_cpu = Some(used.as_secs_f64() / length.as_secs_f64() * 100.0);
        }
        let share = |a: Option<Duration>, b: Option<Duration>| match (a, b) {
            (Some(a), Some(b)) => b.saturating_sub(a).as_secs_f64() / length.as_secs_f64() * 100.0,
            _ => 0.0,
        };
        server_cpu = share(cpu_before.0, cpu_after.0);
        load_cpu = share(cpu_before.1, cpu_after.1);
    }
    let _ = stop_tx.send(true);

    let mut tally = Tally::default();
    let wind_down = tokio::time::Instant::now() + WIND_DOWN;
    for table in tables {
        let abort = table.abort_handle();
        match tokio::time::timeout_at(wind_down, table).await {
            Ok(Ok(t)) => tally.merge(t),
            Ok(Err(e)) => tally.error(format!("a table's task ended: {e}")),
            Err(_) => {
                abort.abort();
                tally.error("a table did not stop within the wind-down");
            }
        }
    }
    for server in servers {
        if server.panicked() {
            tally.error(format!("a server panicked: {}", server.stderr_tail()));
        }
        if let Err(e) = server.stop() {
            tally.error(e);
        }
    }
    if let Some(e) = failure {
        return Err(format!("{e}; errors: {:?}", tally.first_errors));
    }
    let spread = Spread::of(std::mem::take(&mut tally.round_trips_us));
    let bytes_per_action = tally.received as f64 / spread.count.max(1) as f64;
    let row = Row {
        rooms,
        nodes: args.nodes,
        think_ms: args.think_ms,
        actions_per_second: spread.count as f64 / args.seconds as f64,
        spread,
        games: tally.games,
        bytes_per_action,
        memory,
        server_cpu,
        database_cpu,
        load_cpu,
        errors: tally.errors,
        seating,
        load_before,
        load_after: load_average(),
    };
    Ok((row, tally.first_errors))
}

fn header() -> String {
    [
        "| rooms | nodes | sockets | think ms | actions/s | p50 ms | p90 ms | p99 ms | max ms | games | KiB to clients per action | server RSS MiB | peak RSS MiB | server CPU % | PostgreSQL CPU % | load CPU % | errors | seating s | load avg before → after |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    .join("\n")
}

impl Row {
    fn markdown(&self) -> String {
        let mib = |kib: u64| kib as f64 / 1024.0;
        format!(
            "| {} | {} | {} | {} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {} | {:.1} | {:.0} | {:.0} | {:.0} | {} | {:.0} | {} | {} | {} → {} |",
            self.rooms,
            self.nodes,
            self.rooms * 4,
            self.think_ms,
            self.actions_per_second,
            self.spread.p50,
            self.spread.p90,
            self.spread.p99,
            self.spread.max,
            self.games,
            self.bytes_per_action / 1024.0,
            mib(self.memory.rss_kib),
            mib(self.memory.peak_kib),
            self.server_cpu,
            self.database_cpu
                .map_or_else(|| "—".to_string(), |c| format!("{c:.0}")),
            self.load_cpu,
            self.errors,
            secs(self.seating),
            self.load_before,
            self.load_after,
        )
    }
}

/// A step's own schema in the benchmark's PostgreSQL database, dropped when the step is done.
struct Schema {
    base: String,
    name: String,
    /// The database's URL with this schema first on the search path.
    url: String,
}

impl Schema {
    fn fresh(base: &str, rooms: usize) -> Result<Schema, String> {
        let name = format!("bench_{}_{rooms}", std::process::id());
        Schema::run(
            base,
            &format!("DROP SCHEMA IF EXISTS {name} CASCADE; CREATE SCHEMA {name}"),
        )?;
        let join = if base.contains('?') { '&' } else { '?' };
        Ok(Schema {
            url: format!("{base}{join}options=-c%20search_path%3D{name}"),
            base: base.to_string(),
            name,
        })
    }

    fn run(base: &str, sql: &str) -> Result<(), String> {
        let mut client = postgres::Client::connect(base, postgres::NoTls)
            .map_err(|e| format!("the benchmark's database: {e}"))?;
        client
            .batch_execute(sql)
            .map_err(|e| format!("the benchmark's database: {e}"))
    }
}

impl Drop for Schema {
    fn drop(&mut self) {
        let drop = format!("DROP SCHEMA IF EXISTS {} CASCADE", self.name);
        if let Err(e) = Schema::run(&self.base, &drop) {
            eprintln!("warning: {e}");
        }
    }
}
