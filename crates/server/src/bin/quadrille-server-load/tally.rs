//! What the seats of one step count: each acknowledged command's round trip, and everything
//! that went wrong (kept as a count and the first few messages, so a failure names itself).

use std::fmt::Display;
use std::time::{Duration, Instant};

/// Error messages kept per tally, after which only the count grows.
const KEPT_ERRORS: usize = 5;

#[derive(Default)]
pub struct Tally {
    /// Round trips of the commands acknowledged inside the measured window, in microseconds.
    pub round_trips_us: Vec<u32>,
    pub errors: u64,
    pub first_errors: Vec<String>,
    /// Games played to their end inside the window (their table then opens a new room).
    pub games: u64,
    /// Bytes of messages the seats received inside the window.
    pub received: u64,
    /// Connections the client had to make again: each is also an error.
    pub reconnects: u64,
}

impl Tally {
    pub fn error(&mut self, what: impl Display) {
        self.errors += 1;
        if self.first_errors.len() < KEPT_ERRORS {
            self.first_errors.push(what.to_string());
        }
    }

    /// A message of `bytes` received now, counted if now is inside `window`.
    pub fn received(&mut self, bytes: usize, window: Option<&(Instant, Instant)>) {
        if inside(window) {
            self.received += bytes as u64;
        }
    }

    /// A command sent at `sent` and acknowledged now, counted if now is inside `window`.
    pub fn acknowledged(&mut self, sent: Instant, window: Option<&(Instant, Instant)>) {
        if inside(window) {
            let us = sent.elapsed().as_micros().min(u32::MAX as u128) as u32;
            self.round_trips_us.push(us);
        }
    }

    pub fn merge(&mut self, other: Tally) {
        self.round_trips_us.extend(other.round_trips_us);
        self.errors += other.errors;
        let room = KEPT_ERRORS.saturating_sub(self.first_errors.len());
        self.first_errors
            .extend(other.first_errors.into_iter().take(room));
        self.games += other.games;
        self.received += other.received;
        self.reconnects += other.reconnects;
    }
}

/// Whether now is inside the measured window (none yet: not inside).
pub fn inside(window: Option<&(Instant, Instant)>) -> bool {
    let now = Instant::now();
    window.is_some_and(|(start, end)| (*start..*end).contains(&now))
}

/// The round trips' distribution, in milliseconds.
pub struct Spread {
    pub count: usize,
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
    pub max: f64,
}

impl Spread {
    /// Nearest-rank percentiles; all zero when nothing was measured.
    pub fn of(mut us: Vec<u32>) -> Spread {
        us.sort_unstable();
        let at = |p: f64| -> f64 {
            if us.is_empty() {
                return 0.0;
            }
            let rank = ((p * us.len() as f64).ceil() as usize).clamp(1, us.len());
            us[rank - 1] as f64 / 1000.0
        };
        Spread {
            count: us.len(),
            p50: at(0.50),
            p90: at(0.90),
            p99: at(0.99),
            max: at(1.0),
        }
    }
}

/// Seconds as the table shows them.
pub fn secs(d: Duration) -> f64 {
    (d.as_secs_f64() * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_take_the_nearest_rank() {
        let spread = Spread::of((1..=100).map(|ms| ms * 1000).collect());
        assert_eq!(spread.count, 100);
        assert_eq!(spread.p50, 50.0);
        assert_eq!(spread.p90, 90.0);
        assert_eq!(spread.p99, 99.0);
        assert_eq!(spread.max, 100.0);
        let none = Spread::of(Vec::new());
        assert_eq!((none.count, none.p99), (0, 0.0));
    }

    #[test]
    fn only_acknowledgements_inside_the_window_count() {
        let mut tally = Tally::default();
        let now = Instant::now();
        tally.acknowledged(now, None);
        let past = (now - Duration::from_secs(2), now - Duration::from_secs(1));
        tally.acknowledged(now, Some(&past));
        assert!(tally.round_trips_us.is_empty());
        let open = (now, now + Duration::from_secs(60));
        tally.acknowledged(now, Some(&open));
        assert_eq!(tally.round_trips_us.len(), 1);
    }

    #[test]
    fn merged_tallies_keep_a_few_messages_and_every_count() {
        let mut a = Tally::default();
        let mut b = Tally::default();
        for i in 0..4 {
            a.error(i);
            b.error(i + 10);
        }
        a.merge(b);
        assert_eq!(a.errors, 8);
        assert_eq!(a.first_errors, ["0", "1", "2", "3", "10"]);
    }
}
