//! Rooms on the same network, found without an invite: a device hosting a room announces it by
//! multicast DNS (`_quadrille._tcp`, `mdns.rs`), with its invite link in the announcement; a
//! device looking for rooms asks and listens for a moment and lists what it heard. The link is
//! read back like a pasted one, so an announcement can bring nothing a link could not.

use super::invite::Ticket;
use super::mdns::{self, Instance};
use super::types::NearbyRoom;
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const SERVICE: &str = "_quadrille._tcp.local";
/// Listening longer finds little more on a home network; the page shows a spinner meanwhile.
const LISTEN: Duration = Duration::from_millis(2_000);
/// The question is asked again this often while listening (a packet may be lost).
const ASK_EVERY: Duration = Duration::from_millis(700);
/// At most this many rooms are listed (a hostile network could announce thousands).
const MOST_ROOMS: usize = 32;
/// A name shown in the list, cut to this many characters.
const MOST_NAME_CHARS: usize = 40;

/// A room announced while this lives: a thread answers questions for it (and said it twice
/// unasked at the start); dropped, it tells the thread to say goodbye and end (within its read
/// timeout, without blocking the command that dropped it).
pub struct Announcement {
    stop: Arc<AtomicBool>,
}

impl Announcement {
    pub fn start(
        ip: IpAddr,
        port: u16,
        host: &str,
        game: &str,
        link: &str,
    ) -> io::Result<Announcement> {
        let IpAddr::V4(ip) = ip else {
            return Err(io::Error::other("rooms are announced on IPv4 only"));
        };
        if ip.is_loopback() {
            return Err(io::Error::other("nothing to announce on loopback"));
        }
        // The instance name only has to be unique on the network: the link's end (the pin's)
        // is.
        let short = &link[link.len().saturating_sub(12)..];
        let host: String = host.chars().take(MOST_NAME_CHARS).collect();
        let instance = Instance {
            name: format!("quadrille-{short}.{SERVICE}"),
            host: format!("quadrille-{short}.local"),
            ip,
            port,
            txt: vec![
                ("link".into(), link.into()),
                ("game".into(), game.into()),
                ("host".into(), host),
            ],
        };
        Announcement::on(mdns::socket(ip)?, instance, mdns::group())
    }

    /// Announces `instance` on `socket`, the unasked announcements and the goodbye to `group`.
    fn on(socket: UdpSocket, instance: Instance, group: SocketAddr) -> io::Result<Announcement> {
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        std::thread::Builder::new()
            .name("mdns-announce".into())
            .spawn(move || announce(&socket, &instance, group, &stopped))?;
        Ok(Announcement { stop })
    }
}

fn announce(socket: &UdpSocket, instance: &Instance, group: SocketAddr, stop: &AtomicBool) {
    let answer = mdns::response(SERVICE, instance, mdns::TTL);
    let mut unasked = 2;
    let mut next_unasked = Instant::now();
    let mut buffer = vec![0; mdns::MAX_PACKET];
    while !stop.load(Ordering::Relaxed) {
        if unasked > 0 && Instant::now() >= next_unasked {
            let _ = socket.send_to(&answer, group);
            unasked -= 1;
            next_unasked = Instant::now() + Duration::from_secs(1);
        }
        // Times out every 200 ms, so a stop is seen soon.
        let Ok((length, from)) = socket.recv_from(&mut buffer) else {
            continue;
        };
        if mdns::read(&buffer[..length], SERVICE).is_some_and(|heard| heard.asks) {
            // A one-shot asker (not on the mDNS port) is answered directly (RFC 6762 §6.7).
            let to = if from.port() == mdns::PORT {
                group
            } else {
                from
            };
            let _ = socket.send_to(&answer, to);
        }
    }
    let _ = socket.send_to(&mdns::response(SERVICE, instance, 0), group);
}

impl Drop for Announcement {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The rooms announced on this network, heard within a couple of seconds (blocking).
pub fn listen() -> io::Result<Vec<NearbyRoom>> {
    if super::host::loopback_only() {
        return Ok(Vec::new());
    }
    let IpAddr::V4(interface) = super::host::network_address() else {
        return Ok(Vec::new());
    };
    if interface == Ipv4Addr::LOCALHOST {
        return Ok(Vec::new());
    }
    let socket = mdns::socket(interface)?;
    let question = mdns::query(SERVICE);
    let until = Instant::now() + LISTEN;
    let mut asked: Option<Instant> = None;
    let mut rooms: Vec<NearbyRoom> = Vec::new();
    let mut buffer = vec![0; mdns::MAX_PACKET];
    while Instant::now() < until && rooms.len() < MOST_ROOMS {
        if asked.is_none_or(|at| at.elapsed() >= ASK_EVERY) {
            socket.send_to(&question, mdns::group())?;
            asked = Some(Instant::now());
        }
        let Ok((length, _)) = socket.recv_from(&mut buffer) else {
            continue;
        };
        let Some(heard) = mdns::read(&buffer[..length], SERVICE) else {
            continue;
        };
        for pairs in heard.txt {
            if let Some(room) = read(&pairs) {
                if !rooms.iter().any(|r| r.link == room.link) && rooms.len() < MOST_ROOMS {
                    rooms.push(room);
                }
            }
        }
    }
    Ok(rooms)
}

/// A room from an announcement's pairs: its link must read as an invite, its game be one we
/// play; the host's name is cut and cleaned of control characters.
fn read(pairs: &[(String, String)]) -> Option<NearbyRoom> {
    let value = |key: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let link = value("link")?;
    Ticket::parse(link)?;
    let game = match value("game")? {
        g @ ("soi" | "four_side") => g.to_string(),
        _ => return None,
    };
    let host = value("host")
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

#[cfg(test)]
mod tests {
    use super::*;

    const LINK: &str = "quadrille://join?at=wss%3A%2F%2F192.168.1.20%3A47000&room=0123456789abcdef0123456789abcdef&pin=";

    fn link() -> String {
        format!("{LINK}{}", "ab".repeat(32))
    }

    fn pairs(link: &str, game: &str, host: &str) -> Vec<(String, String)> {
        [("link", link), ("game", game), ("host", host)]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn an_announcement_is_listed_only_with_an_invite_and_a_game_we_play() {
        let room = read(&pairs(&link(), "soi", "Zoë\u{7}\n")).unwrap();
        assert_eq!((room.game.as_str(), room.host.as_str()), ("soi", "Zoë"));
        assert_eq!(room.link, link());
        let long = "x".repeat(100);
        assert_eq!(
            read(&pairs(&link(), "four_side", &long))
                .unwrap()
                .host
                .len(),
            40
        );
        assert_eq!(read(&pairs("https://example.com", "soi", "Zoë")), None);
        assert_eq!(read(&pairs(&link(), "chess", "Zoë")), None);
        assert_eq!(read(&pairs(&link(), "soi", "Zoë")[..1]), None);
    }

    /// The responder, on loopback (its "group" a socket of the test's): it announces twice
    /// unasked, answers a one-shot question directly, and says goodbye when dropped.
    #[test]
    fn the_responder_announces_answers_and_says_goodbye() {
        let loopback = |port| UdpSocket::bind((Ipv4Addr::LOCALHOST, port)).unwrap();
        let (responder, group, asker) = (loopback(0), loopback(0), loopback(0));
        for s in [&group, &asker] {
            s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        }
        responder
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        let at = responder.local_addr().unwrap();
        let instance = Instance {
            name: format!("quadrille-abababababab.{SERVICE}"),
            host: "quadrille-abababababab.local".into(),
            ip: Ipv4Addr::new(192, 168, 1, 20),
            port: 47_000,
            txt: pairs(&link(), "soi", "Ann"),
        };
        let announcement =
            Announcement::on(responder, instance.clone(), group.local_addr().unwrap()).unwrap();
        let mut buffer = vec![0; mdns::MAX_PACKET];
        let mut heard = |socket: &UdpSocket| {
            let (length, _) = socket.recv_from(&mut buffer).expect("an answer in time");
            mdns::read(&buffer[..length], SERVICE).unwrap()
        };
        assert_eq!(heard(&group).txt, vec![instance.txt.clone()]);
        asker.send_to(&mdns::query(SERVICE), at).unwrap();
        assert_eq!(heard(&asker).txt, vec![instance.txt.clone()]);
        // A question for another service gets nothing back.
        asker
            .send_to(&mdns::query("_other._tcp.local"), at)
            .unwrap();
        assert_eq!(
            heard(&group).txt,
            vec![instance.txt.clone()],
            "the second unasked one"
        );
        drop(announcement);
        let (length, _) = group.recv_from(&mut buffer).unwrap();
        let goodbye = mdns::response(SERVICE, &instance, 0);
        assert_eq!(&buffer[..length], &goodbye[..]);
        asker
            .set_read_timeout(Some(Duration::from_millis(300)))
            .unwrap();
        assert!(
            asker.recv_from(&mut buffer).is_err(),
            "nothing for the other service"
        );
    }
}
