//! One table of the load: a Soi room with four socket clients, every seat a person's whose moves
//! an engine level chooses, so every action crosses a socket. Each seat times its own commands
//! (sent → the snapshot that acknowledges it). When a game ends the table opens a new room, so
//! the step keeps its number of rooms until it is told to stop.

use crate::tally::{inside, Tally};
use quadrille_engine::soi::Soi;
use quadrille_room::{NewRoom, RoomGame, ServerMessage, WireGame};
use quadrille_server::client::{decide, Backoff, Client, ClientError, Plan, Received};
use rand::Rng;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, watch, Semaphore};

/// Longest wait for anything from the server before a seat calls it an error. A seat that is
/// not to move waits for the three others, so this is far above any round trip.
const STALL: Duration = Duration::from_secs(30);
/// Longest a room may take to be made and filled.
const SEATING: Duration = Duration::from_secs(60);

/// What every table of a step shares.
pub struct Step {
    /// The nodes: the seats of table `n` connect to them in turn from node `n`.
    pub urls: Vec<String>,
    pub room: NewRoom,
    pub plan: Plan<Soi>,
    /// Mean wait before each command (zero: as fast as the game lets it). Each wait is drawn
    /// uniformly from half to one and a half times it: people do not think in step, and a fixed
    /// wait would keep every room's commands arriving in the same instant, step after step.
    pub think: Duration,
    /// When round trips count: set once every room is seated.
    pub window: OnceLock<(Instant, Instant)>,
    /// Rooms being made at once (the server's accept queue is finite).
    pub seating: Semaphore,
}

/// Plays rooms until `stop`; says once on `seated` whether its first room was filled, and
/// waits for `go` before playing it, so that seating the last rooms does not queue behind the
/// games of the first ones and every room starts together.
pub async fn run(
    step: Arc<Step>,
    table: usize,
    seated: mpsc::Sender<Result<(), String>>,
    mut go: watch::Receiver<bool>,
    mut stop: watch::Receiver<bool>,
) -> Tally {
    let mut tally = Tally::default();
    let mut first = true;
    while !*stop.borrow() {
        let clients = {
            let _turn = step.seating.acquire().await;
            tokio::time::timeout(SEATING, fill_room(&step, table))
                .await
                .unwrap_or(Err(ClientError::Timeout))
        };
        let clients = match clients {
            Ok(clients) => clients,
            Err(e) => {
                let what = format!("making a room: {e}");
                if first {
                    let _ = seated.send(Err(what.clone())).await;
                }
                tally.error(what);
                return tally;
            }
        };
        if first {
            let _ = seated.send(Ok(())).await;
            first = false;
            tokio::select! {
                _ = go.wait_for(|go| *go) => {}
                _ = stop.wait_for(|stop| *stop) => return tally,
            }
        }
        let seats: Vec<_> = clients
            .into_iter()
            .map(|client| tokio::spawn(play_seat(client, step.clone(), stop.clone())))
            .collect();
        let mut over = true;
        for seat in seats {
            match seat.await {
                Ok((t, game_over)) => {
                    over &= game_over;
                    tally.merge(t);
                }
                Err(e) => {
                    over = false;
                    tally.error(format!("a seat's task ended: {e}"));
                }
            }
        }
        if !over {
            break;
        }
        // The four seats saw the end: one game (counted once, not per seat).
        if inside(step.window.get()) {
            tally.games += 1;
        }
    }
    tally
}

/// The host makes the room; three others join it, each on the next node.
async fn fill_room(step: &Step, table: usize) -> Result<Vec<Client>, ClientError> {
    let url = |seat: usize| &step.urls[(table + seat) % step.urls.len()];
    let backoff = Backoff {
        give_up_after: Duration::from_secs(10),
        ..Backoff::default()
    };
    let mut host = Client::connect(url(0), backoff.clone()).await?;
    host.create("host", step.room.clone()).await?;
    let room = host
        .seat()
        .map(|s| s.0.clone())
        .ok_or_else(|| ClientError::Protocol("created but not seated".into()))?;
    let mut clients = vec![host];
    for i in 1..Soi::SEATS {
        let mut client = Client::connect(url(i), backoff.clone()).await?;
        client.join(&room, &format!("p{i}"), None).await?;
        clients.push(client);
    }
    Ok(clients)
}

/// Plays one seat until the game ends (true) or the step stops or fails (false).
async fn play_seat(
    mut client: Client,
    step: Arc<Step>,
    mut stop: watch::Receiver<bool>,
) -> (Tally, bool) {
    let mut tally = Tally::default();
    let Some(seat) = client.seat().map(|s| s.2) else {
        tally.error("a client without a seat");
        return (tally, false);
    };
    // The command in flight: the room's seq it was made at, and when it was sent.
    let mut pending: Option<(u64, Instant)> = None;
    let over = loop {
        let before = client.received_bytes;
        let received = tokio::select! {
            biased;
            _ = stop.changed() => break false,
            received = tokio::time::timeout(STALL, client.receive()) => received,
        };
        tally.received((client.received_bytes - before) as usize, step.window.get());
        match received {
            Ok(Ok(Received::Snapshot)) => {}
            // Turns are strict, so a seat's command is never stale: any refusal is an error.
            Ok(Ok(Received::Other(ServerMessage::Refused { error }))) => {
                tally.error(format!("seat {seat}: refused {error:?}"));
                pending = None;
                continue;
            }
            Ok(Ok(Received::Other(_))) => continue,
            Ok(Err(e)) => {
                tally.error(format!("seat {seat}: {e}"));
                break false;
            }
            Err(_) => {
                tally.error(format!(
                    "seat {seat}: nothing from the server for {STALL:?}"
                ));
                break false;
            }
        }
        let Some(snapshot) = client.copy().and_then(Soi::snapshot_ref) else {
            tally.error(format!("seat {seat}: a snapshot of another game"));
            break false;
        };
        acknowledge(&mut pending, snapshot.seq, &mut tally, &step);
        if snapshot.view.as_ref().is_some_and(Soi::view_over) {
            break true;
        }
        if pending.is_some() {
            continue;
        }
        let seq = snapshot.seq;
        let Some(command) = decide(snapshot, seat, &step.plan) else {
            continue;
        };
        if !step.think.is_zero() {
            tokio::select! {
                biased;
                _ = stop.changed() => break false,
                _ = tokio::time::sleep(step.think.mul_f64(rand::rng().random_range(0.5..1.5))) => {}
            }
        }
        let sent = Instant::now();
        if let Err(e) = client.command(seq, Soi::wrap_command(command)).await {
            tally.error(format!("seat {seat}: sending: {e}"));
            break false;
        }
        pending = Some((seq, sent));
    };
    if client.reconnects > 0 {
        tally.reconnects += u64::from(client.reconnects);
        tally.error(format!(
            "seat {seat}: {} reconnection(s)",
            client.reconnects
        ));
    }
    (tally, over)
}

/// A snapshot at `seq` acknowledges the command in flight if that was made before `seq`.
fn acknowledge(pending: &mut Option<(u64, Instant)>, seq: u64, tally: &mut Tally, step: &Step) {
    if let Some((made_at, sent)) = *pending {
        if seq > made_at {
            tally.acknowledged(sent, step.window.get());
            *pending = None;
        }
    }
}
