//! The running side of a server: its counters (`metrics.rs`), whether it is ready, and the
//! phases of a graceful shutdown, which every connection follows:
//!
//! 1. `Quiet`: the listener stops accepting and `/readyz` answers 503. Each connection
//!    finishes the message it is handling (a command's commit and broadcast) and reads no more;
//!    what rooms send it still goes out.
//! 2. `Closing`, once no connection is still handling a message (or the grace is over): each
//!    connection sends what is queued for it, then closes with 1012 ("service restart"), so its
//!    client reconnects (to another node behind the same address) and rejoins at its last seq.
//! 3. `Abort`: connections still open after that are dropped.
//!
//! Then the store is closed, its queued commits written first (`ServerHandle::shutdown_within`).

use crate::metrics::Metrics;
use std::future::Future;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering::SeqCst};
use std::time::Duration;
use tokio::sync::{watch, Notify};
use tokio::time::Instant;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    Serving = 0,
    Quiet = 1,
    Closing = 2,
    Abort = 3,
}

impl Phase {
    fn from_u8(n: u8) -> Phase {
        match n {
            0 => Phase::Serving,
            1 => Phase::Quiet,
            2 => Phase::Closing,
            _ => Phase::Abort,
        }
    }
}

// Readiness is asked over HTTP only (the app's host has no `/readyz`).
/// How long a readiness answer is reused: probes, however many, cost the store at most a few
/// pings a second (`/readyz` is on the public listener too).
#[cfg(feature = "http")]
pub(crate) const READY_REUSED: Duration = Duration::from_millis(500);
/// A store that has not answered a ping within this is not ready.
#[cfg(feature = "http")]
pub(crate) const PING_WITHIN: Duration = Duration::from_secs(2);
/// After the grace for commands in flight, how long connections get to send what is queued
/// and their close frame before they are dropped.
pub const CLOSE_WITHIN: Duration = Duration::from_secs(2);
/// How long the store gets to write what is queued and close. Past it the process may end
/// anyway: what is not committed was never acknowledged.
pub const STORE_WITHIN: Duration = Duration::from_secs(5);
/// The longest a shutdown takes beyond its grace: closing, dropping, the listener, the store
/// and the operations listener, each bounded. A supervisor's stop timeout should exceed the
/// grace and this together.
pub const BEYOND_GRACE: Duration = Duration::from_secs(2 + 2 + 2 + 5 + 2);

pub struct Ops {
    pub metrics: Metrics,
    /// The phase, read with the counters below in one order (see `Presence::new`).
    phase: AtomicU8,
    /// Wakes connections when the phase changes.
    wake: watch::Sender<Phase>,
    /// Connections that may still start handling a message: each leaves this count once it
    /// has seen a phase other than `Serving`, after finishing the message it was handling.
    serving: AtomicUsize,
    sockets: AtomicUsize,
    /// Told when either count reaches zero.
    settled: Notify,
    #[cfg(feature = "http")]
    pub(crate) readiness: tokio::sync::Mutex<Option<(Instant, Result<(), &'static str>)>>,
}

impl Default for Ops {
    fn default() -> Ops {
        Ops {
            metrics: Metrics::default(),
            phase: AtomicU8::new(Phase::Serving as u8),
            wake: watch::Sender::new(Phase::Serving),
            serving: AtomicUsize::new(0),
            sockets: AtomicUsize::new(0),
            settled: Notify::new(),
            #[cfg(feature = "http")]
            readiness: tokio::sync::Mutex::new(None),
        }
    }
}

/// One open connection, counted while it lives.
pub struct Presence<'a> {
    ops: &'a Ops,
    serving: bool,
}

impl Presence<'_> {
    /// Leaves the serving count once the server no longer serves (call between messages).
    /// Returns the phase.
    pub fn phase(&mut self) -> Phase {
        let phase = self.ops.phase();
        if phase != Phase::Serving && self.serving {
            self.serving = false;
            self.ops.release(&self.ops.serving);
        }
        phase
    }
}

impl Drop for Presence<'_> {
    fn drop(&mut self) {
        if self.serving {
            self.ops.release(&self.ops.serving);
        }
        self.ops.release(&self.ops.sockets);
    }
}

impl Ops {
    pub fn phase(&self) -> Phase {
        Phase::from_u8(self.phase.load(SeqCst))
    }

    pub fn sockets(&self) -> usize {
        self.sockets.load(SeqCst)
    }

    /// A connection opened. Counted as serving before the phase is read, and the drain sets
    /// the phase before it reads the count (all SeqCst): either the drain waits for this
    /// connection, or this connection sees the drain and never reads a message.
    pub fn connected(&self) -> Presence<'_> {
        self.sockets.fetch_add(1, SeqCst);
        self.serving.fetch_add(1, SeqCst);
        let mut presence = Presence {
            ops: self,
            serving: true,
        };
        presence.phase();
        presence
    }

    /// A receiver that wakes at each phase change (the phase is then read with `phase`).
    pub fn watch(&self) -> watch::Receiver<Phase> {
        self.wake.subscribe()
    }

    /// Resolves once the phase is `phase` or later.
    pub fn until(&self, phase: Phase) -> impl Future<Output = ()> + '_ {
        let mut wake = self.watch();
        async move {
            while self.phase() < phase {
                if wake.changed().await.is_err() {
                    std::future::pending::<()>().await;
                }
            }
        }
    }

    fn release(&self, count: &AtomicUsize) {
        if count.fetch_sub(1, SeqCst) == 1 {
            self.settled.notify_waiters();
        }
    }

    fn set(&self, phase: Phase) {
        self.phase.fetch_max(phase as u8, SeqCst);
        self.wake.send_replace(self.phase());
    }

    /// Waits until `count` is zero or `by`; whether it reached zero.
    async fn until_zero(&self, count: &AtomicUsize, by: Instant) -> bool {
        loop {
            let settled = self.settled.notified();
            tokio::pin!(settled);
            settled.as_mut().enable();
            if count.load(SeqCst) == 0 {
                return true;
            }
            if tokio::time::timeout_at(by, settled).await.is_err() {
                return count.load(SeqCst) == 0;
            }
        }
    }

    /// Starts the drain: `/readyz` answers 503 and connections read no more messages.
    pub fn quiet(&self) {
        self.set(Phase::Quiet);
        tracing::info!(
            sockets = self.sockets(),
            "shutdown: draining; not accepting, finishing the commands in flight"
        );
    }

    /// The rest of the drain (after `quiet` and the listener stopped): waits up to `grace`
    /// for messages being handled, then closes every connection with 1012 and waits
    /// `CLOSE_WITHIN` for them, then drops the rest. Returns the sockets dropped.
    pub async fn drain(&self, started: Instant, grace: Duration) -> usize {
        let finished = self.until_zero(&self.serving, started + grace).await;
        if finished {
            tracing::info!(
                ms = started.elapsed().as_millis() as u64,
                "shutdown: commands in flight finished"
            );
        } else {
            tracing::warn!(
                still = self.serving.load(SeqCst),
                grace_secs = grace.as_secs_f64(),
                "shutdown: connections still handling a command after the grace; closing anyway"
            );
        }
        self.set(Phase::Closing);
        let sockets = self.sockets();
        tracing::info!(
            sockets,
            "shutdown: telling clients to reconnect elsewhere (close 1012)"
        );
        let closed = self
            .until_zero(&self.sockets, Instant::now() + CLOSE_WITHIN)
            .await;
        self.set(Phase::Abort);
        if closed {
            return 0;
        }
        let dropped = self.sockets();
        tracing::warn!(
            sockets = dropped,
            "shutdown: connections not closed in time; dropped"
        );
        // Dropping a connection's task is immediate once it is polled again.
        self.until_zero(&self.sockets, Instant::now() + CLOSE_WITHIN)
            .await;
        dropped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_connection_opened_during_the_drain_never_counts_as_serving() {
        let ops = Ops::default();
        let mut before = ops.connected();
        ops.set(Phase::Quiet);
        let after = ops.connected();
        assert!(!after.serving, "it saw the drain");
        assert_eq!(ops.serving.load(SeqCst), 1, "the first one still counts");
        assert_eq!(before.phase(), Phase::Quiet);
        assert!(
            ops.until_zero(&ops.serving, Instant::now()).await,
            "the first one left once it looked"
        );
        assert_eq!(ops.sockets(), 2);
        drop((before, after));
        assert_eq!(ops.sockets(), 0);
    }

    #[tokio::test]
    async fn the_wait_for_a_count_is_woken_when_it_reaches_zero() {
        let ops = std::sync::Arc::new(Ops::default());
        let presence = {
            let ops = ops.clone();
            tokio::spawn(async move {
                let _open = ops.connected();
                tokio::time::sleep(Duration::from_millis(50)).await;
            })
        };
        tokio::time::sleep(Duration::from_millis(10)).await;
        let waited = Instant::now();
        assert!(
            ops.until_zero(&ops.sockets, Instant::now() + Duration::from_secs(10))
                .await
        );
        assert!(waited.elapsed() < Duration::from_secs(5));
        presence.await.unwrap();
    }
}
