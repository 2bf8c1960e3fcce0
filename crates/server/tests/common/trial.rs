//! What the fault trials share (kill.rs on SQLite, faults.rs on PostgreSQL): the server binary
//! started and restarted on one address, and rooms that play through whatever happens to it,
//! each telling whether the room ever went back and whether its game replays from its log.

use super::{fourside_room, quick, soi_room};
use quadrille_engine::fourside::{FourSide, Level};
use quadrille_engine::soi::{Soi, SoiLevel, SoiRules};
use quadrille_room::{NewRoom, PerGame, WireGame};
use quadrille_server::client::{check_replay, play, Client, Plan};
use quadrille_server::tls::Trust;
use std::ffi::OsStr;
use std::net::SocketAddr;
use std::process::Stdio;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

/// Starts the server binary on `address` (port 0 for any) with its rooms in `database` (a
/// SQLite file or a PostgreSQL URL); returns it and the URL it printed.
pub async fn start(address: &str, database: impl AsRef<OsStr>) -> (Child, String) {
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
    let url = url_of(&mut child).await;
    (child, url)
}

/// The URL a server process prints first on its standard output (taken, piped).
pub async fn url_of(child: &mut Child) -> String {
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    tokio::time::timeout(Duration::from_secs(20), lines.next_line())
        .await
        .expect("the server says where it listens")
        .unwrap()
        .unwrap()
}

/// The address a server's URL names, to start it again on the same port.
pub fn address_of(url: &str) -> SocketAddr {
    url.trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .parse()
        .unwrap()
}

/// Kills a server without warning and waits until it is gone.
pub async fn kill(server: &mut Child) {
    server.start_kill().unwrap();
    server.wait().await.unwrap();
}

/// What one room's person saw: did the room ever go back, and did the result replay.
pub struct Outcome {
    pub went_back: bool,
    pub replayed: Result<Vec<i32>, String>,
    pub reconnects: u32,
    pub sent_again: u32,
}

/// What the rooms of a trial came to.
#[derive(Debug, Default)]
pub struct Summary {
    pub finished: usize,
    pub reconnects: u32,
    /// Commands the server could not save and their clients sent again.
    pub sent_again: u32,
}

/// A person and computers, so every join is the host's own `create` (a join whose answer is
/// lost to a kill would leave its seat to a token nobody holds). The person connects to the
/// first of `nodes` that answers and moves along them when its node goes away.
async fn one_room<G: WireGame>(
    nodes: Vec<String>,
    room: NewRoom,
    plan: Plan<G>,
) -> Result<Outcome, String>
where
    G::Rules: PartialEq,
    G::View: PartialEq + std::fmt::Debug,
{
    let until = Instant::now() + Duration::from_secs(30);
    let mut client = loop {
        // The server may be down right now: try again until it is back.
        if let Ok(mut c) = Client::connect_nodes(&nodes, quick(), Trust::Public).await {
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
        sent_again: played.sent_again,
    })
}

/// Soi to the highest target: a game long enough to be in play at the next fault even on a
/// quick, quiet machine (to 100 points, most games ended between two kills and the clients had
/// little to reconnect).
pub fn long_soi_room() -> NewRoom {
    let mut room = soi_room();
    if let PerGame::Soi(settings) = &mut room {
        settings.rules.target = *SoiRules::TARGETS.end();
    }
    room
}

/// Room `n`: Soi for even `n`, FourSide for odd, its person on `nodes`.
pub fn spawn_room(nodes: &[String], n: u64) -> tokio::task::JoinHandle<Result<Outcome, String>> {
    let nodes = nodes.to_vec();
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
        tokio::spawn(one_room(nodes, long_soi_room(), plan))
    } else {
        let computers = vec![(1, Level::Beginner)];
        let plan = Plan::<FourSide> {
            level: Level::Beginner,
            seed: n,
            computers,
            deadline,
        };
        tokio::spawn(one_room(nodes, fourside_room(), plan))
    }
}

/// Rooms kept playing: finished ones are collected and replaced, so that `at_once` are always
/// in play when the next fault comes.
pub struct Rooms {
    running: Vec<tokio::task::JoinHandle<Result<Outcome, String>>>,
    pub finished: Vec<Result<Outcome, String>>,
    made: u64,
}

impl Rooms {
    pub fn new() -> Rooms {
        Rooms {
            running: Vec::new(),
            finished: Vec::new(),
            made: 0,
        }
    }

    /// Collects the finished rooms and starts new ones up to `at_once`; room `n` is given the
    /// nodes as `nodes(n)` lists them.
    pub async fn keep(&mut self, at_once: usize, nodes: impl Fn(u64) -> Vec<String>) {
        let (done, running): (Vec<_>, Vec<_>) =
            self.running.drain(..).partition(|r| r.is_finished());
        self.running = running;
        for r in done {
            self.finished.push(r.await.unwrap());
        }
        while self.running.len() < at_once {
            self.running.push(spawn_room(&nodes(self.made), self.made));
            self.made += 1;
        }
    }

    /// Waits for every room to end; checks each never went back and replays from its log.
    pub async fn finish(mut self) -> Summary {
        for r in self.running.drain(..) {
            self.finished.push(r.await.unwrap());
        }
        let mut summary = Summary {
            finished: self.finished.len(),
            ..Summary::default()
        };
        for outcome in &self.finished {
            let outcome = outcome.as_ref().unwrap();
            assert!(
                !outcome.went_back,
                "a room went back before an acknowledged command"
            );
            outcome.replayed.as_ref().unwrap();
            summary.reconnects += outcome.reconnects;
            summary.sent_again += outcome.sent_again;
        }
        summary
    }
}
