//! Rooms on the same network, found without an invite: a device hosting a room announces it by
//! multicast DNS (`_quadrille._tcp`), with its invite link in the announcement; a device looking
//! for rooms listens for a moment and lists what it heard. The link is read back like a pasted
//! one, so an announcement can bring nothing a link could not.

use super::invite::Ticket;
use super::types::NearbyRoom;
use mdns_sd::{ServiceDaemon, ServiceEvent, ServiceInfo};
use std::net::IpAddr;
use std::time::{Duration, Instant};

const SERVICE: &str = "_quadrille._tcp.local.";
/// Listening longer finds little more on a home network; the page shows a spinner meanwhile.
const LISTEN: Duration = Duration::from_millis(2_000);
/// At most this many rooms are listed (a hostile network could announce thousands).
const MOST_ROOMS: usize = 32;
/// A name shown in the list, cut to this many characters.
const MOST_NAME_CHARS: usize = 40;

/// A room announced while this lives.
pub struct Announcement {
    daemon: ServiceDaemon,
    fullname: String,
}

impl Announcement {
    pub fn start(
        ip: IpAddr,
        port: u16,
        host: &str,
        game: &str,
        link: &str,
    ) -> Result<Announcement, mdns_sd::Error> {
        if ip.is_loopback() {
            return Err(mdns_sd::Error::Msg(
                "nothing to announce on loopback".into(),
            ));
        }
        let daemon = ServiceDaemon::new()?;
        // The instance name only has to be unique on the network: the room id's start is.
        let instance = format!("quadrille-{}", &link[link.len().saturating_sub(12)..]);
        let host: String = host.chars().take(MOST_NAME_CHARS).collect();
        let properties = [("link", link), ("game", game), ("host", host.as_str())];
        let info = ServiceInfo::new(
            SERVICE,
            &instance,
            &format!("{instance}.local."),
            ip,
            port,
            &properties[..],
        )?;
        let fullname = info.get_fullname().to_string();
        daemon.register(info)?;
        Ok(Announcement { daemon, fullname })
    }
}

impl Drop for Announcement {
    fn drop(&mut self) {
        let _ = self.daemon.unregister(&self.fullname);
        let _ = self.daemon.shutdown();
    }
}

/// The rooms announced on this network, heard within a couple of seconds (blocking).
pub fn listen() -> Result<Vec<NearbyRoom>, mdns_sd::Error> {
    if super::host::loopback_only() {
        return Ok(Vec::new());
    }
    let daemon = ServiceDaemon::new()?;
    let events = daemon.browse(SERVICE)?;
    let until = Instant::now() + LISTEN;
    let mut rooms: Vec<NearbyRoom> = Vec::new();
    while let Ok(event) = events.recv_deadline(until) {
        if let ServiceEvent::ServiceResolved(info) = event {
            if let Some(room) = read(&info) {
                if !rooms.iter().any(|r| r.link == room.link) {
                    rooms.push(room);
                }
            }
            if rooms.len() >= MOST_ROOMS {
                break;
            }
        }
    }
    let _ = daemon.shutdown();
    Ok(rooms)
}

fn read(info: &ServiceInfo) -> Option<NearbyRoom> {
    let link = info.get_property_val_str("link")?;
    Ticket::parse(link)?;
    let game = match info.get_property_val_str("game")? {
        g @ ("soi" | "four_side") => g.to_string(),
        _ => return None,
    };
    let host = info
        .get_property_val_str("host")
        .unwrap_or_default()
        .chars()
        .filter(|c| !c.is_control())
        .take(MOST_NAME_CHARS)
        .collect();
    Some(NearbyRoom {
        host,
        game,
        link: link.to_string(),
    })
}
