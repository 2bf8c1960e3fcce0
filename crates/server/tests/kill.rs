//! Durable before acknowledged: the server binary is killed with SIGKILL mid-game again and
//! again and restarted on the same database and port. Every client reconnects by itself, no
//! seat ever sees the room go back before a command it was told of, and every game played
//! through the kills ends equal to its room replayed from the log.

mod common;

use common::*;
use quadrille_engine::fourside::{FourSide, Level};
use quadrille_engine::soi::{Soi, SoiLevel, SoiRules};
use quadrille_room::{NewRoom, PerGame, WireGame};
use quadrille_server::client::{check_replay, play, Client, Plan};
use std::net::SocketAddr;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

const KILLS: usize = 50;
const ROOMS_AT_ONCE: usize = 4;

/// Starts the server binary; returns it and the URL it printed.
async fn start(address: &str, database: &Path) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_quadrille-server"))
        .args(["--address", address, "--database"])
        .arg(database)
        .args([
            "--messages-per-second",
            "10000",
            "--rooms-per-address",
            "10000",
            // Every client connects from 127.0.0.1.
            "--seats-per-address",
            "4",
            "--rooms-per-hour",
            "10000",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let url = tokio::time::timeout(Duration::from_secs(20), lines.next_line())
        .await
        .expect("the server says where it listens")
        .unwrap()
        .unwrap();
    (child, url)
}

/// What one room's person saw: did the room ever go back, and did the result replay.
struct Outcome {
    went_back: bool,
    replayed: Result<Vec<i32>, String>,
    reconnects: u32,
}

/// A person and computers, so every join is the host's own `create` (a join whose answer is
/// lost to a kill would leave its seat to a token nobody holds).
async fn one_room<G: WireGame>(url: String, room: NewRoom, plan: Plan<G>) -> Result<Outcome, String>
where
    G::Rules: PartialEq,
    G::View: PartialEq + std::fmt::Debug,
{
    let until = Instant::now() + Duration::from_secs(30);
    let mut client = loop {
        // The server may be down right now: try again until it is back.
        if let Ok(mut c) = Client::connect(&url, quick()).await {
            if c.create("Ana", room.clone()).await.is_ok() {
                break c;
            }
        }
        if Instant::now() > until {
            return Err("could not make a room".into());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let played = play(&mut client, &plan).await.map_err(|e| e.to_string())?;
    Ok(Outcome {
        went_back: played.seen.windows(2).any(|w| w[1] < w[0]),
        replayed: check_replay(&played),
        reconnects: played.reconnects,
    })
}

/// Soi to the highest target: a game long enough to be in play at the next kill even on a
/// quick, quiet machine (to 100 points, most games ended between two kills and the clients had
/// little to reconnect).
fn long_soi_room() -> NewRoom {
    let mut room = soi_room();
    if let PerGame::Soi(settings) = &mut room {
        settings.rules.target = *SoiRules::TARGETS.end();
    }
    room
}

fn spawn_room(url: &str, n: u64) -> tokio::task::JoinHandle<Result<Outcome, String>> {
    let url = url.to_string();
    let deadline = Duration::from_secs(120);
    if n.is_multiple_of(2) {
        let computers = vec![
            (1, SoiLevel::Easy),
            (2, SoiLevel::Easy),
            (3, SoiLevel::Medium),
        ];
        let plan = Plan::<Soi> {
            level: SoiLevel::Easy,
            seed: n,
            computers,
            deadline,
        };
        tokio::spawn(one_room(url, long_soi_room(), plan))
    } else {
        let computers = vec![(1, Level::Beginner)];
        let plan = Plan::<FourSide> {
            level: Level::Beginner,
            seed: n,
            computers,
            deadline,
        };
        tokio::spawn(one_room(url, fourside_room(), plan))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_fifty_times_mid_game_nothing_acknowledged_is_lost() {
    let dir = scratch("kill");
    let database = dir.join("rooms.sqlite3");
    let (mut server, url) = start("127.0.0.1:0", &database).await;
    // The same port every time, so the clients find it again by themselves.
    let address: SocketAddr = url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .parse()
        .unwrap();
    let mut rooms = Vec::new();
    let mut made = 0u64;
    let mut finished = Vec::new();
    for kill in 0..KILLS {
        // Keep rooms playing: replace the finished ones.
        let (done, running): (Vec<_>, Vec<_>) = rooms
            .into_iter()
            .partition(|r: &tokio::task::JoinHandle<_>| r.is_finished());
        rooms = running;
        for r in done {
            finished.push(r.await.unwrap());
        }
        while rooms.len() < ROOMS_AT_ONCE {
            rooms.push(spawn_room(&url, made));
            made += 1;
        }
        // Mid-game: let a few commands through, then kill without warning.
        tokio::time::sleep(Duration::from_millis(40 + (kill as u64 * 37) % 120)).await;
        server.start_kill().unwrap();
        server.wait().await.unwrap();
        let (again, _) = start(&address.to_string(), &database).await;
        server = again;
    }
    for r in rooms {
        finished.push(r.await.unwrap());
    }
    let _ = server.start_kill();
    let mut reconnects = 0;
    for outcome in &finished {
        let outcome = outcome.as_ref().unwrap();
        assert!(
            !outcome.went_back,
            "a room went back before an acknowledged command"
        );
        outcome.replayed.as_ref().unwrap();
        reconnects += outcome.reconnects;
    }
    println!(
        "{KILLS} kills, {} games finished through them, {reconnects} reconnections",
        finished.len()
    );
    assert!(finished.len() >= ROOMS_AT_ONCE);
    // Each kill drops every seated client; at least one is seated at almost every kill.
    assert!(
        reconnects as usize >= KILLS / 2,
        "clients reconnected by themselves"
    );
}
