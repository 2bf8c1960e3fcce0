//! Who is at a room through the other nodes. A seat's person is "connected" if some node holds a
//! connection to that seat, but each node sees only its own connections; with several nodes on
//! one database (PostgreSQL) they tell each other in short notes on a channel of their own:
//!
//! - `on <node> <room> <seat>` / `off …`: this node now holds (or no longer holds) a connection
//!   to that seat;
//! - `ask <node> <room>`: this node has just read the room; the others say which of its seats
//!   they hold (it missed what they said before);
//! - `alive <node>`: sent every `HEARTBEAT`. A node not heard from for `LEASE` is taken for gone
//!   (killed, or cut off from the database) and its seats for left, so a killed node's players
//!   do not stay "connected" for ever.
//!
//! Nodes are named by a random number drawn at start, so a node started again is a new one.

use quadrille_room::RoomId;
use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How often a node says it is alive (postgres/listen.rs; a build without PostgreSQL has no
/// other nodes).
#[cfg_attr(not(feature = "postgres"), allow(dead_code))]
pub const HEARTBEAT: Duration = Duration::from_secs(5);
/// How long a node may stay silent before its seats count as left: three heartbeats.
pub const LEASE: Duration = Duration::from_secs(15);
/// The most seats one other node is believed to hold: a bound on what notes can make this
/// node keep (a node holds four connections a room, and far fewer rooms than this).
const MOST_SEATS: usize = 1 << 20;
/// The most other nodes kept track of.
const MOST_NODES: usize = 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    Seat {
        node: u64,
        room: RoomId,
        seat: u8,
        on: bool,
    },
    Ask {
        node: u64,
        room: RoomId,
    },
    Alive {
        node: u64,
    },
}

impl Note {
    pub fn node(&self) -> u64 {
        match self {
            Note::Seat { node, .. } | Note::Ask { node, .. } | Note::Alive { node } => *node,
        }
    }

    pub fn text(&self) -> String {
        match self {
            Note::Seat {
                node,
                room,
                seat,
                on,
            } => {
                let word = if *on { "on" } else { "off" };
                format!("{word} {node:x} {} {seat}", room.0)
            }
            Note::Ask { node, room } => format!("ask {node:x} {}", room.0),
            Note::Alive { node } => format!("alive {node:x}"),
        }
    }

    /// A note as `text` writes it; anything else is `None`.
    pub fn parse(text: &str) -> Option<Note> {
        let mut words = text.split(' ');
        let kind = words.next()?;
        let node = words
            .next()
            .filter(|n| n.len() <= 16)
            .and_then(|n| u64::from_str_radix(n, 16).ok())?;
        let mut room = || {
            words
                .next()
                .filter(|id| {
                    !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_hexdigit())
                })
                .map(|id| RoomId(id.to_string()))
        };
        let note = match kind {
            "on" | "off" => Note::Seat {
                node,
                room: room()?,
                seat: words.next()?.parse().ok()?,
                on: kind == "on",
            },
            "ask" => Note::Ask {
                node,
                room: room()?,
            },
            "alive" => Note::Alive { node },
            _ => return None,
        };
        words.next().is_none().then_some(note)
    }
}

struct Other {
    heard: Instant,
    /// The seats it holds, by room.
    rooms: HashMap<RoomId, BTreeSet<u8>>,
    /// How many seats in all (bounded by `MOST_SEATS`).
    seats: usize,
}

pub struct Presence {
    /// This node's name in its notes.
    pub node: u64,
    others: Mutex<HashMap<u64, Other>>,
}

impl Default for Presence {
    fn default() -> Presence {
        Presence {
            node: rand::random(),
            others: Mutex::default(),
        }
    }
}

impl Presence {
    fn others(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Other>> {
        self.others.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether another node holds a connection to `seat` of `room`.
    pub fn elsewhere(&self, room: &RoomId, seat: u8) -> bool {
        self.others()
            .values()
            .any(|o| o.rooms.get(room).is_some_and(|seats| seats.contains(&seat)))
    }

    /// The seats of `room` other nodes hold.
    pub fn seats_of(&self, room: &RoomId) -> Vec<u8> {
        let seats: BTreeSet<u8> = self
            .others()
            .values()
            .filter_map(|o| o.rooms.get(room))
            .flatten()
            .copied()
            .collect();
        seats.into_iter().collect()
    }

    /// Takes in another node's note (this node's own are ignored); returns the seat it changed,
    /// if any.
    pub fn heard(&self, note: &Note, now: Instant) -> Option<(RoomId, u8)> {
        let node = note.node();
        if node == self.node {
            return None;
        }
        let mut others = self.others();
        if !others.contains_key(&node) && others.len() >= MOST_NODES {
            return None;
        }
        let other = others.entry(node).or_insert_with(|| Other {
            heard: now,
            rooms: HashMap::new(),
            seats: 0,
        });
        other.heard = now;
        let Note::Seat { room, seat, on, .. } = note else {
            return None;
        };
        let changed = if *on {
            other.seats < MOST_SEATS && other.rooms.entry(room.clone()).or_default().insert(*seat)
        } else {
            let seats = other.rooms.get_mut(room);
            let removed = seats.is_some_and(|seats| seats.remove(seat));
            if other.rooms.get(room).is_some_and(BTreeSet::is_empty) {
                other.rooms.remove(room);
            }
            removed
        };
        if changed {
            other.seats = if *on {
                other.seats + 1
            } else {
                other.seats - 1
            };
        }
        changed.then(|| (room.clone(), *seat))
    }

    /// Forgets the nodes not heard from within `LEASE`; returns the seats they held.
    pub fn expire(&self, now: Instant) -> Vec<(RoomId, u8)> {
        let mut gone = Vec::new();
        self.others().retain(|_, other| {
            let alive = now.saturating_duration_since(other.heard) < LEASE;
            if !alive {
                for (room, seats) in other.rooms.drain() {
                    gone.extend(seats.into_iter().map(|seat| (room.clone(), seat)));
                }
            }
            alive
        });
        gone
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room() -> RoomId {
        RoomId("0123456789abcdef".into())
    }

    #[test]
    fn notes_read_back_as_written_and_nothing_else_reads() {
        let notes = [
            Note::Seat {
                node: u64::MAX,
                room: room(),
                seat: 3,
                on: true,
            },
            Note::Seat {
                node: 1,
                room: room(),
                seat: 0,
                on: false,
            },
            Note::Ask {
                node: 42,
                room: room(),
            },
            Note::Alive { node: 7 },
        ];
        for note in notes {
            assert_eq!(Note::parse(&note.text()), Some(note));
        }
        for bad in [
            "",
            "on",
            "on 1",
            "on 1 abc",
            "on 1 abc 256",
            "on 1 xyz 2",
            "on 1 abc 2 extra",
            "on 12345678901234567 abc 2",
            "ask 1",
            "alive",
            "alive 1 2",
            "hello 1",
        ] {
            assert_eq!(Note::parse(bad), None, "{bad:?}");
        }
        assert_eq!(Note::parse(&format!("ask 1 {}", "a".repeat(65))), None);
    }

    #[test]
    fn a_seat_is_elsewhere_while_a_live_node_holds_it() {
        let here = Presence::default();
        let t = Instant::now();
        let on = |node, on| Note::Seat {
            node,
            room: room(),
            seat: 2,
            on,
        };
        assert_eq!(here.heard(&on(here.node, true), t), None, "its own note");
        assert!(!here.elsewhere(&room(), 2));
        let other = here.node.wrapping_add(1);
        let third = here.node.wrapping_add(2);
        assert_eq!(here.heard(&on(other, true), t), Some((room(), 2)));
        assert_eq!(here.heard(&on(other, true), t), None, "no change");
        assert!(here.elsewhere(&room(), 2));
        assert!(!here.elsewhere(&room(), 1));
        here.heard(&on(third, true), t);
        here.heard(&on(other, false), t);
        assert!(here.elsewhere(&room(), 2), "the third node holds it still");
        // The third node goes silent; the other keeps saying it is alive.
        let later = t + LEASE;
        here.heard(&Note::Alive { node: other }, later - Duration::from_secs(1));
        assert_eq!(here.expire(later), vec![(room(), 2)]);
        assert!(!here.elsewhere(&room(), 2));
        assert!(here.expire(later).is_empty());
    }
}
