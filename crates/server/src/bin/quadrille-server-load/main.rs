//! quadrille-server-load: the load generator behind `npm run bench:server`.
//!
//! For each step (a number of concurrent Soi rooms) it starts a `quadrille-server` process of
//! its own, fills that many rooms with four socket clients each (every seat a person's, played
//! by an engine level), waits until every room is seated, then measures for a fixed time: the
//! round trip of every command (sent → the sender's acknowledging snapshot), actions per second,
//! the server's resident memory, CPU time of both processes, and errors (which must be none).
//! Prints one Markdown table row per step. Exits non-zero if any step failed or saw an error.

#[path = "../../open_files.rs"]
mod open_files;
mod server;
mod table;
mod tally;

use clap::Parser;
use quadrille_engine::soi::{SoiLevel, SoiRules};
use quadrille_room::{NewRoom, PerGame, RoomSettings, WhenLeft};
use quadrille_server::client::Plan;
use server::{cpu_time, load_average, Memory, ServerProcess};
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
}

/// The most rooms a step may ask for: four sockets each, on both ends, within one machine.
const MOST_ROOMS: usize = 10_000;
/// How long the seats have to wind down after the window before they are abandoned.
const WIND_DOWN: Duration = Duration::from_secs(30);

struct Row {
    rooms: usize,
    think_ms: u64,
    actions_per_second: f64,
    spread: Spread,
    games: u64,
    /// Bytes the clients received per acknowledged action.
    bytes_per_action: f64,
    memory: Memory,
    server_cpu: f64,
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
        let started = ServerProcess::start(&binary, rooms);
        let result = match started {
            Ok(server) => {
                runtime.block_on(step(args, rooms, room.clone(), level, server, load_before))
            }
            Err(e) => Err(e),
        };
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
    mut server: ServerProcess,
    load_before: String,
) -> Result<(Row, Vec<String>), String> {
    let shared = Arc::new(Step {
        url: server.url.clone(),
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
        .map(|_| {
            let (seated, go, stop) = (seated_tx.clone(), go_rx.clone(), stop_rx.clone());
            tokio::spawn(table::run(shared.clone(), seated, go, stop))
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
    let (mut server_cpu, mut load_cpu) = (0.0, 0.0);
    if failure.is_none() {
        let pid = server.pid().to_string();
        let length = Duration::from_secs(args.seconds);
        // Every room starts at once: the first moves of a game are not its steady state, so
        // the window opens after a warm-up.
        let _ = go_tx.send(true);
        let warm_up = Duration::from_secs(args.warm_up_secs);
        let start = Instant::now() + warm_up;
        let _ = shared.window.set((start, start + length));
        tokio::time::sleep(warm_up).await;
        let cpu_before = (cpu_time(&pid), cpu_time("self"));
        // Memory once a second; the last reading is the steady state.
        while start.elapsed() < length {
            tokio::time::sleep(Duration::from_secs(1).min(length.saturating_sub(start.elapsed())))
                .await;
            if !server.alive() {
                failure = Some(format!("the server ended: {}", server.stderr_tail()));
                break;
            }
            memory = server.memory().unwrap_or(memory);
        }
        let cpu_after = (cpu_time(&pid), cpu_time("self"));
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
    if server.panicked() {
        tally.error(format!("the server panicked: {}", server.stderr_tail()));
    }
    if let Err(e) = server.stop() {
        tally.error(e);
    }
    if let Some(e) = failure {
        return Err(format!("{e}; errors: {:?}", tally.first_errors));
    }
    let spread = Spread::of(std::mem::take(&mut tally.round_trips_us));
    let bytes_per_action = tally.received as f64 / spread.count.max(1) as f64;
    let row = Row {
        rooms,
        think_ms: args.think_ms,
        actions_per_second: spread.count as f64 / args.seconds as f64,
        spread,
        games: tally.games,
        bytes_per_action,
        memory,
        server_cpu,
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
        "| rooms | sockets | think ms | actions/s | p50 ms | p90 ms | p99 ms | max ms | games | KiB to clients per action | server RSS MiB | peak RSS MiB | server CPU % | load CPU % | errors | seating s | load avg before → after |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    .join("\n")
}

impl Row {
    fn markdown(&self) -> String {
        let mib = |kib: u64| kib as f64 / 1024.0;
        format!(
            "| {} | {} | {} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {} | {:.1} | {:.0} | {:.0} | {:.0} | {:.0} | {} | {} | {} → {} |",
            self.rooms,
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
            self.load_cpu,
            self.errors,
            secs(self.seating),
            self.load_before,
            self.load_after,
        )
    }
}
