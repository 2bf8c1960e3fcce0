//! What `/readyz` and `/metrics` answer, read from the rooms and their operations side
//! (`ops.rs`, which the rooms hold: so these live above both).

use crate::ops::{Phase, PING_WITHIN, READY_REUSED};
use crate::rooms::Rooms;
use tokio::time::Instant;

/// Ready: not shutting down, and the store answers a ping within `PING_WITHIN`. The reason
/// otherwise (short: it is the body of a 503).
pub async fn ready(rooms: &Rooms) -> Result<(), &'static str> {
    let ops = &rooms.ops;
    if ops.phase() != Phase::Serving {
        return Err("draining");
    }
    let mut last = ops.readiness.lock().await;
    if let Some((at, answer)) = *last {
        if at.elapsed() < READY_REUSED {
            return answer;
        }
    }
    let ping = tokio::time::timeout(PING_WITHIN, rooms.store().run(|s| s.ping())).await;
    let answer = match ping {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "not ready: the store did not answer");
            Err("store unavailable")
        }
        Err(_) => {
            tracing::warn!(
                secs = PING_WITHIN.as_secs(),
                "not ready: no answer from the store in time"
            );
            Err("store too slow")
        }
    };
    *last = Some((Instant::now(), answer));
    answer
}

/// The `/metrics` text.
pub fn metrics_text(rooms: &Rooms) -> String {
    rooms.ops.metrics.render(&crate::metrics::Gauges {
        rooms_live: rooms.live_rooms(),
        sockets_open: rooms.ops.sockets(),
        draining: rooms.ops.phase() != Phase::Serving,
        store_errors: rooms.store().errors(),
    })
}
