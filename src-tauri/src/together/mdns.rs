//! Just enough multicast DNS (RFC 6762, with DNS-SD's record set, RFC 6763) for one service
//! type: a responder that answers questions for it with one instance's PTR, SRV, TXT and A
//! records, and a browser that asks and reads the TXT records of the answers. It replaced the
//! `mdns-sd` crate, a whole daemon of which we used one service (issue 31's size goal).
//!
//! Everything read from the network is bounded: a packet is at most `MAX_PACKET` bytes, names
//! at most 255 bytes and 16 compression jumps, counts no more than the packet can hold.

use socket2::{Domain, Protocol, Socket, Type};
use std::io;
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, UdpSocket};

pub const GROUP: Ipv4Addr = Ipv4Addr::new(224, 0, 0, 251);
pub const PORT: u16 = 5353;
/// A larger packet is not read (mDNS packets stay under the Ethernet MTU).
pub const MAX_PACKET: usize = 9_000;
/// Records are kept this long by those who hear them (RFC 6762 §10: 120 s for these).
pub const TTL: u32 = 120;

const CLASS_IN: u16 = 1;
/// The cache-flush bit on a record's class: this host owns the record (unique records).
const FLUSH: u16 = 0x8000;
const TYPE_A: u16 = 1;
const TYPE_PTR: u16 = 12;
const TYPE_TXT: u16 = 16;
const TYPE_SRV: u16 = 33;
const TYPE_ANY: u16 = 255;
const MOST_JUMPS: usize = 16;
const MOST_NAME: usize = 255;

/// One announced instance of the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// `<instance>.<service>`, e.g. `quadrille-abc._quadrille._tcp.local`.
    pub name: String,
    pub host: String,
    pub ip: Ipv4Addr,
    pub port: u16,
    /// `key=value` pairs, each at most 255 bytes.
    pub txt: Vec<(String, String)>,
}

/// A question for the service's instances (one PTR question).
pub fn query(service: &str) -> Vec<u8> {
    let mut out = header(0, 0x0000, 1, 0);
    put_name(&mut out, service);
    out.extend_from_slice(&TYPE_PTR.to_be_bytes());
    out.extend_from_slice(&CLASS_IN.to_be_bytes());
    out
}

/// The answer announcing `instance` of `service` (`ttl` 0 says goodbye).
pub fn response(service: &str, instance: &Instance, ttl: u32) -> Vec<u8> {
    let mut out = header(0, 0x8400, 0, 4);
    let record = |out: &mut Vec<u8>, owner: &str, kind: u16, class: u16, data: Vec<u8>| {
        put_name(out, owner);
        out.extend_from_slice(&kind.to_be_bytes());
        out.extend_from_slice(&class.to_be_bytes());
        out.extend_from_slice(&ttl.to_be_bytes());
        out.extend_from_slice(&(data.len() as u16).to_be_bytes());
        out.extend_from_slice(&data);
    };
    let mut ptr = Vec::new();
    put_name(&mut ptr, &instance.name);
    record(&mut out, service, TYPE_PTR, CLASS_IN, ptr);
    let mut srv = Vec::new();
    srv.extend_from_slice(&[0, 0, 0, 0]); // priority, weight
    srv.extend_from_slice(&instance.port.to_be_bytes());
    put_name(&mut srv, &instance.host);
    record(&mut out, &instance.name, TYPE_SRV, CLASS_IN | FLUSH, srv);
    let mut txt = Vec::new();
    for (key, value) in &instance.txt {
        let entry = format!("{key}={value}");
        let bytes = &entry.as_bytes()[..entry.len().min(255)];
        txt.push(bytes.len() as u8);
        txt.extend_from_slice(bytes);
    }
    record(&mut out, &instance.name, TYPE_TXT, CLASS_IN | FLUSH, txt);
    let a = instance.ip.octets().to_vec();
    record(&mut out, &instance.host, TYPE_A, CLASS_IN | FLUSH, a);
    out
}

fn header(id: u16, flags: u16, questions: u16, answers: u16) -> Vec<u8> {
    let mut out = Vec::with_capacity(512);
    for field in [id, flags, questions, answers, 0, 0] {
        out.extend_from_slice(&field.to_be_bytes());
    }
    out
}

/// A dotted name as labels (a trailing dot or none, the same name); labels over 63 bytes are
/// cut (our names are short: an instance is `quadrille-` and 12 characters).
fn put_name(out: &mut Vec<u8>, name: &str) {
    for label in name
        .trim_end_matches('.')
        .split('.')
        .filter(|l| !l.is_empty())
    {
        let bytes = &label.as_bytes()[..label.len().min(63)];
        out.push(bytes.len() as u8);
        out.extend_from_slice(bytes);
    }
    out.push(0);
}

/// What a packet says, as far as the service is concerned.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Heard {
    /// It asks for the service's instances (a PTR or ANY question for `service`).
    pub asks: bool,
    /// TXT records of instances of the service: each as its `key=value` pairs.
    pub txt: Vec<Vec<(String, String)>>,
}

/// Reads a packet for what concerns `service`; `None` if it is not a well-formed DNS message.
pub fn read(packet: &[u8], service: &str) -> Option<Heard> {
    if packet.len() < 12 || packet.len() > MAX_PACKET {
        return None;
    }
    let count = |at: usize| u16::from_be_bytes([packet[at], packet[at + 1]]) as usize;
    let (questions, records) = (count(4), count(6) + count(8) + count(10));
    // A question takes at least 5 bytes and a record 11: more than fit is a lie.
    if questions * 5 + records * 11 > packet.len() - 12 {
        return None;
    }
    let service = service.trim_end_matches('.').to_ascii_lowercase();
    let suffix = format!(".{service}");
    let mut heard = Heard::default();
    let mut at = 12;
    for _ in 0..questions {
        let (name, next) = read_name(packet, at)?;
        let fixed = packet.get(next..next + 4)?;
        let kind = u16::from_be_bytes([fixed[0], fixed[1]]);
        at = next + 4;
        if name == service && (kind == TYPE_PTR || kind == TYPE_ANY) {
            heard.asks = true;
        }
    }
    for _ in 0..records {
        let (name, next) = read_name(packet, at)?;
        let fixed = packet.get(next..next + 10)?;
        let kind = u16::from_be_bytes([fixed[0], fixed[1]]);
        let length = u16::from_be_bytes([fixed[8], fixed[9]]) as usize;
        let data = packet.get(next + 10..next + 10 + length)?;
        at = next + 10 + length;
        if kind == TYPE_TXT && name.ends_with(&suffix) {
            heard.txt.push(read_txt(data));
        }
    }
    Some(heard)
}

/// A name at `at`, lower-cased and dotted without the root's dot, and where the data after it
/// starts. Compression pointers are followed at most `MOST_JUMPS` times.
fn read_name(packet: &[u8], mut at: usize) -> Option<(String, usize)> {
    let mut name = String::new();
    let mut after = None;
    let mut jumps = 0;
    loop {
        let length = *packet.get(at)? as usize;
        match length {
            0 => {
                return Some((name.to_ascii_lowercase(), after.unwrap_or(at + 1)));
            }
            l if l & 0xC0 == 0xC0 => {
                let target = ((l & 0x3F) << 8) | *packet.get(at + 1)? as usize;
                after.get_or_insert(at + 2);
                jumps += 1;
                if jumps > MOST_JUMPS {
                    return None;
                }
                at = target;
            }
            l if l <= 63 => {
                let label = packet.get(at + 1..at + 1 + l)?;
                if !name.is_empty() {
                    name.push('.');
                }
                name.push_str(&String::from_utf8_lossy(label));
                if name.len() > MOST_NAME {
                    return None;
                }
                at += 1 + l;
            }
            _ => return None,
        }
    }
}

fn read_txt(mut data: &[u8]) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    while let Some((&length, rest)) = data.split_first() {
        let Some(entry) = rest.get(..length as usize) else {
            break;
        };
        data = &rest[length as usize..];
        let entry = String::from_utf8_lossy(entry);
        if let Some((key, value)) = entry.split_once('=') {
            pairs.push((key.to_ascii_lowercase(), value.to_string()));
        }
    }
    pairs
}

/// A socket on the mDNS port, shared with any other responder on this machine, in the group on
/// the interface of `interface`, with a short read timeout so its loop can stop.
pub fn socket(interface: Ipv4Addr) -> io::Result<UdpSocket> {
    let socket = Socket::new(Domain::IPV4, Type::DGRAM, Some(Protocol::UDP))?;
    socket.set_reuse_address(true)?;
    #[cfg(unix)]
    socket.set_reuse_port(true)?;
    socket.bind(&SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::UNSPECIFIED, PORT)).into())?;
    socket.join_multicast_v4(&GROUP, &interface)?;
    socket.set_multicast_if_v4(&interface)?;
    socket.set_multicast_ttl_v4(255)?;
    socket.set_read_timeout(Some(std::time::Duration::from_millis(200)))?;
    Ok(socket.into())
}

pub fn group() -> SocketAddr {
    SocketAddr::V4(SocketAddrV4::new(GROUP, PORT))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    const SERVICE: &str = "_quadrille._tcp.local.";

    fn instance() -> Instance {
        Instance {
            name: "quadrille-0123abcd._quadrille._tcp.local".into(),
            host: "quadrille-0123abcd.local".into(),
            ip: Ipv4Addr::new(192, 168, 1, 20),
            port: 47_000,
            txt: vec![
                (
                    "link".into(),
                    "quadrille://join?at=wss%3A%2F%2F192.168.1.20".into(),
                ),
                ("game".into(), "soi".into()),
                ("host".into(), "Zoë".into()),
            ],
        }
    }

    #[test]
    fn a_query_is_heard_as_a_question_for_the_service() {
        let heard = read(&query(SERVICE), SERVICE).unwrap();
        assert!(heard.asks);
        assert!(heard.txt.is_empty());
        assert!(!read(&query("_other._tcp.local."), SERVICE).unwrap().asks);
    }

    #[test]
    fn an_answer_gives_back_the_instance_s_pairs() {
        let heard = read(&response(SERVICE, &instance(), TTL), SERVICE).unwrap();
        assert!(!heard.asks);
        assert_eq!(heard.txt, vec![instance().txt]);
        // Another service's answer is not ours.
        let heard = read(
            &response("_other._tcp.local", &instance(), TTL),
            "_x._tcp.local",
        );
        assert_eq!(heard.unwrap().txt, Vec::<Vec<(String, String)>>::new());
    }

    #[test]
    fn compressed_names_are_followed_and_loops_are_refused() {
        // A TXT record whose owner name points back at the question's name.
        let mut packet = header(0, 0x8400, 1, 1);
        put_name(&mut packet, "a._quadrille._tcp.local");
        packet.extend_from_slice(&[0, TYPE_TXT as u8, 0, 1]);
        packet.extend_from_slice(&[0xC0, 12]);
        packet.extend_from_slice(&[0, TYPE_TXT as u8, 0, 1, 0, 0, 0, 120, 0, 6]);
        packet.extend_from_slice(b"\x05k=v w");
        let heard = read(&packet, SERVICE).unwrap();
        assert_eq!(heard.txt, vec![vec![("k".into(), "v w".into())]]);
        // A name that points at itself.
        let mut looped = header(0, 0, 1, 0);
        looped.extend_from_slice(&[0xC0, 12, 0, 12, 0, 1]);
        assert_eq!(read(&looped, SERVICE), None);
    }

    /// Random and cut-short packets never panic and are bounded: whatever the network sends.
    #[test]
    fn any_bytes_are_read_without_a_panic() {
        let mut rng = ChaCha8Rng::seed_from_u64(5353);
        let good = response(SERVICE, &instance(), TTL);
        for _ in 0..20_000 {
            let mut packet = if rng.random_bool(0.5) {
                good.clone()
            } else {
                (0..rng.random_range(0..600))
                    .map(|_| rng.random())
                    .collect()
            };
            for _ in 0..rng.random_range(0..8) {
                if !packet.is_empty() {
                    let i = rng.random_range(0..packet.len());
                    packet[i] = rng.random();
                }
            }
            packet.truncate(rng.random_range(0..=packet.len()));
            let _ = read(&packet, SERVICE);
        }
        assert_eq!(read(&vec![0; MAX_PACKET + 1], SERVICE), None);
    }
}
