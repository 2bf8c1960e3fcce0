//! The seat this device holds, kept in the data folder (`room-seat.json`, written atomically)
//! so that the app takes it back after a restart: the room's address, its id, the seat's
//! secret token, the host's fingerprint, and whether this device hosts the room.

use super::invite::Ticket;
use crate::store::durable::DurableFile;
use quadrille_room::{RoomId, SeatToken};
use quadrille_server::tls::Fingerprint;
use serde::{Deserialize, Serialize};
use std::path::Path;

const FILE: &str = "room-seat.json";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// Where this device connects (for a host: its own loopback address).
    pub url: String,
    pub room: RoomId,
    pub token: SeatToken,
    pub pin: Option<String>,
    /// The link friends join with.
    pub invite: String,
    /// This device hosts the room, on this port.
    pub hosting: Option<u16>,
    /// The name a join was sent with, until the server's answer is in: the token is saved
    /// before the join goes out, so that an app killed in between sends the same join again
    /// (the server gives the same seat back) instead of leaving a seat nobody can take back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub joining: Option<String>,
}

impl Seat {
    /// Where to connect and whom to trust, checked like a pasted invite.
    pub fn ticket(&self) -> Option<Ticket> {
        let pin = match &self.pin {
            None => None,
            Some(pin) => Some(pin.parse::<Fingerprint>().ok()?),
        };
        let ticket = Ticket {
            url: self.url.clone(),
            room: self.room.clone(),
            pin,
        };
        Ticket::parse(&ticket.link())
    }
}

fn file(folder: &Path) -> DurableFile {
    DurableFile::new(folder.join(FILE))
}

pub fn load(folder: &Path) -> Option<Seat> {
    let bytes = crate::store::durable::read_bounded(file(folder).path())
        .ok()??
        .ok()?;
    serde_json::from_slice(&bytes).ok()
}

pub fn save(folder: &Path, seat: &Seat) -> std::io::Result<()> {
    std::fs::create_dir_all(folder)?;
    file(folder).write(&serde_json::to_vec(seat).expect("a seat serialises"))
}

pub fn forget(folder: &Path) {
    let _ = std::fs::remove_file(file(folder).path());
}
