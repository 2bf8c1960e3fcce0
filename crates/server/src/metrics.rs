//! The server's counters, written out in Prometheus' text format (version 0.0.4) by hand: a
//! dozen series do not need a metrics library.
//!
//! Every update is one relaxed atomic add, so connections never wait on each other to count.
//! A scrape reads the atomics one by one: while commands run, a bucket may be one ahead of the
//! total it was read with. `_count` is the sum of the buckets that were read, so the `+Inf`
//! bucket always equals it.

use quadrille_room::RoomError;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Duration;

/// Upper bounds of `quadrille_action_seconds`' buckets, in microseconds: 0.5 ms (a commit on a
/// quiet SQLite) to 2.5 s (a database in trouble).
const BUCKETS_US: [u64; 12] = [
    500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000,
    2_500_000,
];

/// Every refusal code, in the order of `code_index`: a label value for each, so the series are
/// bounded and always present.
const CODES: [&str; 30] = [
    "version_mismatch",
    "bad_token",
    "token_in_use",
    "not_host",
    "room_full",
    "no_such_seat",
    "seat_taken",
    "host_stays",
    "not_started",
    "started",
    "seats_open",
    "not_your_seat",
    "not_your_turn",
    "bad_name",
    "log_full",
    "rule",
    "hello_first",
    "malformed",
    "frame_too_large",
    "rate_limited",
    "too_many_rooms",
    "too_many_rooms_this_hour",
    "server_full",
    "no_such_room",
    "wrong_game",
    "already_seated",
    "not_seated",
    "stale_seq",
    "game_not_over",
    "unavailable",
];

/// The wire code of a refusal, as an index. No wildcard arm: a new refusal does not compile
/// until it has a label.
fn code_index(error: &RoomError) -> usize {
    use RoomError as E;
    match error {
        E::VersionMismatch { .. } => 0,
        E::BadToken => 1,
        E::TokenInUse => 2,
        E::NotHost => 3,
        E::RoomFull => 4,
        E::NoSuchSeat { .. } => 5,
        E::SeatTaken { .. } => 6,
        E::HostStays => 7,
        E::NotStarted => 8,
        E::Started => 9,
        E::SeatsOpen => 10,
        E::NotYourSeat => 11,
        E::NotYourTurn => 12,
        E::BadName { .. } => 13,
        E::LogFull => 14,
        E::Rule { .. } => 15,
        E::HelloFirst => 16,
        E::Malformed => 17,
        E::FrameTooLarge { .. } => 18,
        E::RateLimited { .. } => 19,
        E::TooManyRooms { .. } => 20,
        E::TooManyRoomsThisHour { .. } => 21,
        E::ServerFull => 22,
        E::NoSuchRoom => 23,
        E::WrongGame => 24,
        E::AlreadySeated => 25,
        E::NotSeated => 26,
        E::StaleSeq { .. } => 27,
        E::GameNotOver => 28,
        E::Unavailable => 29,
    }
}

pub struct Metrics {
    actions: AtomicU64,
    refused: [AtomicU64; CODES.len()],
    /// Actions per bucket (not cumulative), the last one above every bound.
    buckets: [AtomicU64; BUCKETS_US.len() + 1],
    sum_nanos: AtomicU64,
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics {
            actions: AtomicU64::new(0),
            refused: std::array::from_fn(|_| AtomicU64::new(0)),
            buckets: std::array::from_fn(|_| AtomicU64::new(0)),
            sum_nanos: AtomicU64::new(0),
        }
    }
}

/// What a scrape reads elsewhere than the counters.
#[cfg(feature = "http")]
pub struct Gauges {
    pub rooms_live: usize,
    pub sockets_open: usize,
    pub draining: bool,
    pub store_errors: u64,
}

impl Metrics {
    /// An accepted command, `took` from its arrival to its commit and broadcast.
    pub fn action(&self, took: Duration) {
        self.actions.fetch_add(1, Relaxed);
        let micros = took.as_micros();
        let bucket = BUCKETS_US
            .iter()
            .position(|&most| micros <= u128::from(most))
            .unwrap_or(BUCKETS_US.len());
        self.buckets[bucket].fetch_add(1, Relaxed);
        let nanos = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        self.sum_nanos.fetch_add(nanos, Relaxed);
    }

    /// A message answered with a refusal.
    pub fn refused(&self, error: &RoomError) {
        self.refused[code_index(error)].fetch_add(1, Relaxed);
    }

    /// The exposition text (`text/plain; version=0.0.4`).
    #[cfg(feature = "http")]
    pub fn render(&self, gauges: &Gauges) -> String {
        use std::fmt::Write;
        let mut out = String::with_capacity(4096);
        let head = |out: &mut String, name: &str, kind: &str, help: &str| {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
        };
        head(
            &mut out,
            "quadrille_rooms_live",
            "gauge",
            "Rooms held in memory on this node (played now, or finished with someone still there).",
        );
        let _ = writeln!(out, "quadrille_rooms_live {}", gauges.rooms_live);
        head(
            &mut out,
            "quadrille_sockets_open",
            "gauge",
            "WebSocket connections open on this node.",
        );
        let _ = writeln!(out, "quadrille_sockets_open {}", gauges.sockets_open);
        head(
            &mut out,
            "quadrille_draining",
            "gauge",
            "1 while the node shuts down (not accepting, clients told to move), else 0.",
        );
        let _ = writeln!(out, "quadrille_draining {}", u8::from(gauges.draining));
        head(
            &mut out,
            "quadrille_actions_total",
            "counter",
            "Commands accepted (applied, committed and broadcast). Actions a second: \
             rate(quadrille_actions_total[1m]).",
        );
        let _ = writeln!(
            out,
            "quadrille_actions_total {}",
            self.actions.load(Relaxed)
        );
        head(
            &mut out,
            "quadrille_commands_refused_total",
            "counter",
            "Client messages answered with a refusal, by its code.",
        );
        for (i, count) in self.refused.iter().enumerate() {
            let _ = writeln!(
                out,
                "quadrille_commands_refused_total{{code=\"{}\"}} {}",
                CODES[i],
                count.load(Relaxed)
            );
        }
        head(
            &mut out,
            "quadrille_store_errors_total",
            "counter",
            "Calls to the database that failed (a command then answered unavailable, a room \
             not loaded, a readiness ping).",
        );
        let _ = writeln!(out, "quadrille_store_errors_total {}", gauges.store_errors);
        head(
            &mut out,
            "quadrille_action_seconds",
            "histogram",
            "Seconds from a command's arrival to its commit and broadcast (accepted commands).",
        );
        let mut cumulative = 0u64;
        for (i, bucket) in self.buckets.iter().enumerate() {
            cumulative += bucket.load(Relaxed);
            match BUCKETS_US.get(i) {
                Some(&micros) => {
                    let le = micros as f64 / 1e6;
                    let _ = writeln!(
                        out,
                        "quadrille_action_seconds_bucket{{le=\"{le}\"}} {cumulative}"
                    );
                }
                None => {
                    let _ = writeln!(
                        out,
                        "quadrille_action_seconds_bucket{{le=\"+Inf\"}} {cumulative}"
                    );
                }
            }
        }
        let sum = self.sum_nanos.load(Relaxed) as f64 / 1e9;
        let _ = writeln!(out, "quadrille_action_seconds_sum {sum}");
        let _ = writeln!(out, "quadrille_action_seconds_count {cumulative}");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::RuleCode;

    /// One of each refusal (`code_index` has no wildcard, so a new one fails to compile there
    /// and must be added here).
    fn every_refusal() -> Vec<RoomError> {
        use RoomError as E;
        vec![
            E::VersionMismatch { ours: 1, theirs: 2 },
            E::BadToken,
            E::TokenInUse,
            E::NotHost,
            E::RoomFull,
            E::NoSuchSeat { seat: 9 },
            E::SeatTaken { seat: 1 },
            E::HostStays,
            E::NotStarted,
            E::Started,
            E::SeatsOpen,
            E::NotYourSeat,
            E::NotYourTurn,
            E::BadName { max: 40 },
            E::LogFull,
            E::Rule {
                rule: RuleCode::GameOver,
                detail: None,
            },
            E::HelloFirst,
            E::Malformed,
            E::FrameTooLarge { max: 1 },
            E::RateLimited { per_second: 1 },
            E::TooManyRooms { max: 1 },
            E::TooManyRoomsThisHour { max: 1 },
            E::ServerFull,
            E::NoSuchRoom,
            E::WrongGame,
            E::AlreadySeated,
            E::NotSeated,
            E::StaleSeq { seq: 3 },
            E::GameNotOver,
            E::Unavailable,
        ]
    }

    #[test]
    fn each_refusal_is_labelled_with_its_wire_code() {
        let all = every_refusal();
        assert_eq!(all.len(), CODES.len());
        for error in all {
            let wire = serde_json::to_value(&error).unwrap();
            assert_eq!(
                wire["code"].as_str(),
                Some(CODES[code_index(&error)]),
                "{error:?}"
            );
        }
    }

    #[cfg(feature = "http")]
    #[test]
    fn actions_fall_in_their_buckets_and_the_buckets_add_up() {
        let m = Metrics::default();
        for micros in [100, 500, 501, 3_000, 2_500_000, 9_000_000] {
            m.action(Duration::from_micros(micros));
        }
        m.refused(&RoomError::StaleSeq { seq: 1 });
        let text = m.render(&Gauges {
            rooms_live: 2,
            sockets_open: 3,
            draining: false,
            store_errors: 4,
        });
        let value = |series: &str| -> f64 {
            text.lines()
                .find_map(|l| l.strip_prefix(series)?.strip_prefix(' '))
                .unwrap_or_else(|| panic!("{series} in\n{text}"))
                .parse()
                .unwrap()
        };
        assert_eq!(value("quadrille_action_seconds_bucket{le=\"0.0005\"}"), 2.0);
        assert_eq!(value("quadrille_action_seconds_bucket{le=\"0.001\"}"), 3.0);
        assert_eq!(value("quadrille_action_seconds_bucket{le=\"0.005\"}"), 4.0);
        assert_eq!(value("quadrille_action_seconds_bucket{le=\"2.5\"}"), 5.0);
        assert_eq!(value("quadrille_action_seconds_bucket{le=\"+Inf\"}"), 6.0);
        assert_eq!(value("quadrille_action_seconds_count"), 6.0);
        assert_eq!(value("quadrille_actions_total"), 6.0);
        assert!((value("quadrille_action_seconds_sum") - 11.504101).abs() < 1e-9);
        assert_eq!(
            value("quadrille_commands_refused_total{code=\"stale_seq\"}"),
            1.0
        );
        assert_eq!(value("quadrille_rooms_live"), 2.0);
        assert_eq!(value("quadrille_sockets_open"), 3.0);
        assert_eq!(value("quadrille_store_errors_total"), 4.0);
    }
}
