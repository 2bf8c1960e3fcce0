//! Other nodes' appends, heard. A connection of its own LISTENs on `CHANNEL` (each append's
//! transaction notifies "<room id> <entries>" as it commits), and every room this node holds in
//! memory catches up from the store and tells its connections (`Rooms::moved_on`).
//!
//! PostgreSQL keeps no notification for a connection that is not listening: when this one
//! drops (the database restarted, the network failed), it connects again and every room in
//! memory catches up by its seq (`Rooms::catch_up_all`), so nothing missed stays missed.
//!
//! The same connection hears the other nodes' presence notes on `PRESENCE_CHANNEL`
//! (presence.rs, `Rooms::heard`), and every `HEARTBEAT` has the node say it is alive and forget
//! the nodes that have not (`Rooms::heartbeat`).
//!
//! A thread of its own, as the synchronous client blocks; it looks at its stop flag twice a
//! second, and ends when the node stops or its rooms are gone.

use super::{config_of, failed, CHANNEL, PRESENCE_CHANNEL};
use crate::presence::{Note, HEARTBEAT};
use crate::rooms::Rooms;
use crate::store::StoreError;
use postgres::fallible_iterator::FallibleIterator;
use postgres::NoTls;
use quadrille_room::RoomId;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use tokio::runtime::Handle;

/// How often the thread looks at its stop flag while no notification comes.
const WAKE: Duration = Duration::from_millis(500);
/// The longest wait between two attempts to connect again.
const MOST_BACKOFF: Duration = Duration::from_secs(5);

pub struct Listener {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Listener {
    /// Starts listening for `rooms`, whose catching up runs on `runtime`. Fails only if the
    /// URL does not read or the thread cannot start: a database out of reach is tried again.
    pub fn start(url: &str, rooms: Weak<Rooms>, runtime: Handle) -> Result<Listener, StoreError> {
        let config = config_of(url)?;
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = stop.clone();
        let thread = std::thread::Builder::new()
            .name("room-listener".into())
            .spawn(move || listen(&config, &rooms, &runtime, &stopping))
            .map_err(|e| StoreError(format!("cannot start the listener's thread: {e}")))?;
        Ok(Listener {
            stop,
            thread: Some(thread),
        })
    }

    /// Stops listening; returns once the thread has ended (within about `WAKE`).
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.halt();
    }
}

/// A notification's room and its log's length, if it reads as one of ours.
fn parse(payload: &str) -> Option<(RoomId, u64)> {
    let (id, seq) = payload.split_once(' ')?;
    let hex = id.len() <= 64 && id.bytes().all(|b| b.is_ascii_hexdigit());
    (hex && !id.is_empty()).then(|| Some((RoomId(id.to_string()), seq.parse().ok()?)))?
}

fn listen(config: &postgres::Config, rooms: &Weak<Rooms>, runtime: &Handle, stop: &AtomicBool) {
    let mut wait = WAKE;
    let mut first = true;
    let mut beat = Instant::now();
    let listen = format!("LISTEN {CHANNEL}; LISTEN {PRESENCE_CHANNEL}");
    while !stop.load(Ordering::Relaxed) {
        let mut client = match config
            .connect(NoTls)
            .and_then(|mut c| c.batch_execute(&listen).map(|()| c))
        {
            Ok(client) => client,
            Err(e) => {
                tracing::warn!(error = %failed(e), "cannot listen for other nodes' appends; trying again");
                std::thread::sleep(wait);
                wait = (wait * 2).min(MOST_BACKOFF);
                continue;
            }
        };
        wait = WAKE;
        // Whatever was said before this connection listened went unheard: appends (after a
        // break), and the answers to a room's `ask` sent while the node was starting (a room
        // read before its first LISTEN). So every room in memory catches up and asks again.
        if !first {
            tracing::info!("listening for other nodes' appends again; catching up");
        }
        let Some(held) = rooms.upgrade() else { return };
        runtime.spawn(async move {
            if !first {
                held.catch_up_all().await;
            }
            held.ask_all().await;
        });
        first = false;
        while !stop.load(Ordering::Relaxed) {
            if beat.elapsed() >= HEARTBEAT {
                beat = Instant::now();
                let Some(rooms) = rooms.upgrade() else { return };
                runtime.spawn(async move { rooms.heartbeat().await });
            }
            let heard = client.notifications().timeout_iter(WAKE).next();
            match heard {
                Ok(Some(note)) if note.channel() == PRESENCE_CHANNEL => {
                    let Some(note) = Note::parse(note.payload()) else {
                        continue;
                    };
                    let Some(rooms) = rooms.upgrade() else { return };
                    runtime.spawn(async move { rooms.heard(note).await });
                }
                Ok(Some(note)) => {
                    let Some((id, seq)) = parse(note.payload()) else {
                        continue;
                    };
                    let Some(rooms) = rooms.upgrade() else { return };
                    runtime.spawn(async move { rooms.moved_on(&id, seq).await });
                }
                Ok(None) if !client.is_closed() => {}
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(error = %failed(e), "the listening connection broke");
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_notifications_of_ours_are_read() {
        let id = "0123456789abcdef0123456789abcdef";
        assert_eq!(parse(&format!("{id} 12")), Some((RoomId(id.into()), 12)));
        assert_eq!(parse("zz 3"), None);
        assert_eq!(parse(&format!("{id} -1")), None);
        assert_eq!(parse(&format!("{id}12")), None);
        assert_eq!(parse(" 4"), None);
        assert_eq!(parse(&format!("{} 1", "a".repeat(65))), None);
    }
}
