//! The invite: `quadrille://join?at=<address>&room=<id>&pin=<fingerprint>`, as a link to paste or
//! share and as a QR code. Everything in it is read back strictly and bounded: it comes from
//! outside (a paste, a camera, the network).

use super::types::Qr;
use quadrille_room::RoomId;
use quadrille_server::tls::{Fingerprint, Trust};

const PREFIX: &str = "quadrille://join?";
/// Far above any real invite (about 200 characters); anything longer is not one.
pub const MAX_LINK_CHARS: usize = 600;

/// Where a room is and how to trust it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ticket {
    /// `ws://` or `wss://` address of the server's WebSocket endpoint.
    pub url: String,
    pub room: RoomId,
    /// A device's own certificate: the one fingerprint accepted.
    pub pin: Option<Fingerprint>,
}

impl Ticket {
    pub fn trust(&self) -> Trust {
        self.pin.map_or(Trust::Public, Trust::Pinned)
    }

    pub fn link(&self) -> String {
        let mut link = format!("{PREFIX}at={}&room={}", escape(&self.url), self.room.0);
        if let Some(pin) = self.pin {
            link.push_str(&format!("&pin={pin}"));
        }
        link
    }

    /// Reads a link back; `None` for anything that is not exactly an invite. What a paste or a
    /// mail adds around it is dropped first (see `unwrapped`).
    pub fn parse(link: &str) -> Option<Ticket> {
        if link.len() > MAX_LINK_CHARS * 2 {
            return None;
        }
        let link = unwrapped(link);
        if link.len() > MAX_LINK_CHARS {
            return None;
        }
        // A scheme and host are case-insensitive; phones and chat apps sometimes capitalise them.
        let query = link
            .get(..PREFIX.len())
            .filter(|start| start.eq_ignore_ascii_case(PREFIX))
            .map(|_| &link[PREFIX.len()..])?;
        let (mut url, mut room, mut pin) = (None, None, None);
        for pair in query.split('&') {
            let (key, value) = pair.split_once('=')?;
            let slot = match key {
                "at" => &mut url,
                "room" => &mut room,
                "pin" => &mut pin,
                _ => return None,
            };
            if slot.replace(value).is_some() {
                return None;
            }
        }
        let url = unescape(url?)?;
        if !valid_url(&url) {
            return None;
        }
        let room = room?;
        if room.len() != 32 || !room.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let pin = match pin {
            None => None,
            Some(pin) => Some(pin.parse::<Fingerprint>().ok()?),
        };
        // A device's own certificate is the only one a pin makes sense for, and it is always wss.
        if pin.is_some() && !url.starts_with("wss://") {
            return None;
        }
        Some(Ticket {
            url,
            room: RoomId(room.to_ascii_lowercase()),
            pin,
        })
    }
}

/// The link without what travels around it: spaces and line breaks (a chat app wraps a long
/// link; an invite never holds whitespace, its address is escaped) and the `<…>` a mail client
/// puts around a link.
fn unwrapped(text: &str) -> String {
    let bare: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    match bare.strip_prefix('<').and_then(|b| b.strip_suffix('>')) {
        Some(inner) => inner.to_string(),
        None => bare,
    }
}

/// A server address the app will connect to: `ws://` or `wss://`, a host, no spaces.
pub fn valid_url(url: &str) -> bool {
    let rest = url
        .strip_prefix("wss://")
        .or_else(|| url.strip_prefix("ws://"));
    rest.is_some_and(|rest| {
        !rest.is_empty()
            && !rest.starts_with('/')
            && url.len() <= MAX_LINK_CHARS / 2
            && url.chars().all(|c| c.is_ascii_graphic())
    })
}

/// Percent-escapes what would end a query value or confuse a reader.
fn escape(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn unescape(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The link as a QR code (medium error correction: a phone screen photographed by a phone).
pub fn qr(link: &str) -> Qr {
    match qrcode::QrCode::with_error_correction_level(link.as_bytes(), qrcode::EcLevel::M) {
        Ok(code) => Qr {
            size: code.width() as u32,
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        },
        // Only a link far longer than any invite fails; the page then shows the link alone.
        Err(_) => Qr {
            size: 0,
            dark: Vec::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ticket(pin: bool) -> Ticket {
        Ticket {
            url: "wss://192.168.1.20:47470/ws".into(),
            room: RoomId("0123456789abcdef0123456789abcdef".into()),
            pin: pin.then_some(Fingerprint([7; 32])),
        }
    }

    #[test]
    fn an_invite_reads_back_as_itself() {
        for pin in [true, false] {
            let t = ticket(pin);
            assert_eq!(Ticket::parse(&t.link()), Some(t.clone()));
            assert_eq!(Ticket::parse(&format!("  {}\n", t.link())), Some(t.clone()));
            // As a paste brings it: in a mail's <…>, wrapped over lines by a chat app.
            let link = t.link();
            let (head, tail) = link.split_at(40);
            for pasted in [
                format!("<{link}>"),
                format!(" <{link}>\r\n"),
                format!("{head}\n  {tail}"),
                format!("{head} {tail}\t"),
                link.replacen("quadrille://join", "Quadrille://JOIN", 1),
            ] {
                assert_eq!(Ticket::parse(&pasted), Some(t.clone()), "{pasted:?}");
            }
        }
        let public = Ticket {
            url: "ws://127.0.0.1:8470/ws".into(),
            ..ticket(false)
        };
        assert_eq!(Ticket::parse(&public.link()), Some(public));
    }

    #[test]
    fn anything_else_is_refused() {
        let good = ticket(true).link();
        let bad = [
            String::new(),
            "quadrille://join?".into(),
            good.replace("quadrille://", "https://"),
            good.replace("room=0123", "room=zz23"),
            good.replace("room=0123456789abcdef", "room=0123"),
            good.replace("&pin=", "&pin=00"),
            format!("{good}&room=0123456789abcdef0123456789abcdef"),
            format!("{good}&x=1"),
            good.replace("at=wss", "at=http"),
            good.replace("at=wss", "at=ws"), // a pin over plain ws
            good.replace("%3A", "%3"),
            good.replace("%3A", "%FF"),
            format!("{good}{}", "0".repeat(MAX_LINK_CHARS)),
            format!("<{good}"),
            format!("<<{good}>>"),
            format!("\"{good}\""),
            format!("{good} and see you at eight"),
            " ".repeat(5000),
        ];
        for link in bad {
            assert_eq!(Ticket::parse(&link), None, "{link}");
        }
    }

    #[test]
    fn the_qr_code_is_square_and_holds_the_link() {
        let code = qr(&ticket(true).link());
        assert!(code.size >= 21);
        assert_eq!(code.dark.len(), (code.size * code.size) as usize);
        // The finder pattern's corner module is dark.
        assert!(code.dark[0]);
        assert_eq!(qr(&"x".repeat(5000)).size, 0);
    }
}
