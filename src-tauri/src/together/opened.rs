//! Invites that open the app: a `quadrille://join?…` link tapped in a message, or read from a
//! host's QR code by the phone's own camera app, reaches Rust through the deep-link plugin (phones
//! only). Rust keeps it until the page asks (`room_pending_invite`), so a link that started the
//! app before the page was ready is not lost, and hands later ones over on the page's channel.
//! The page only fills the join view with it: nobody joins a room without pressing Join.

use super::invite::Ticket;
use std::sync::Mutex;
use tauri::ipc::Channel;

/// Why a URL that opened the app was not taken as an invite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Ignored {
    #[error("not a quadrille:// link")]
    Foreign,
    #[error("a quadrille:// link that is not a whole invite")]
    NotAnInvite,
}

/// The invite a URL that opened the app holds, written the way this app writes invites.
pub fn invite_of(url: &str) -> Result<String, Ignored> {
    let url = url.trim();
    let scheme = url.split_once("://").map(|(scheme, _)| scheme);
    if !scheme.is_some_and(|s| s.eq_ignore_ascii_case("quadrille")) {
        return Err(Ignored::Foreign);
    }
    Ticket::parse(url)
        .map(|ticket| ticket.link())
        .ok_or(Ignored::NotAnInvite)
}

/// The invite that opened the app and the page's channel for the next ones.
#[derive(Default)]
pub struct Opened {
    inner: Mutex<Waiting>,
}

#[derive(Default)]
struct Waiting {
    /// Opened and not yet handed to the page.
    pending: Option<String>,
    /// Where the page listens, once it has asked.
    page: Option<Channel<String>>,
}

impl Opened {
    /// A URL the app was opened with: kept for the page if it is an invite, else ignored (and
    /// said on stderr: a phone opens the app for nothing else, so a stray URL is worth a line).
    pub fn take(&self, url: &str) {
        match invite_of(url) {
            Ok(link) => self.hand_over(link),
            Err(why) => eprintln!("quadrille: a link opened the app and was ignored: {why}"),
        }
    }

    fn hand_over(&self, link: String) {
        let mut waiting = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        // A page that listens gets it at once; otherwise (still starting, or reloaded) it waits.
        let sent = waiting
            .page
            .as_ref()
            .is_some_and(|page| page.send(link.clone()).is_ok());
        waiting.pending = (!sent).then_some(link);
    }

    /// The page asks: the invite waiting, if any (given once), and `page` for the next ones.
    pub fn listen(&self, page: Channel<String>) -> Option<String> {
        let mut waiting = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        waiting.page = Some(page);
        waiting.pending.take()
    }
}

/// Listens for links on phones: the one that started the app (cold) and those opened while it
/// runs (warm). Its own plugin so that it starts after the deep-link plugin, before any page.
#[cfg(mobile)]
pub fn plugin<R: tauri::Runtime>() -> tauri::plugin::TauriPlugin<R> {
    use tauri::Manager;
    use tauri_plugin_deep_link::DeepLinkExt;
    tauri::plugin::Builder::new("quadrille-invites")
        .setup(|app, _api| {
            app.manage(Opened::default());
            let handle = app.clone();
            app.deep_link().on_open_url(move |event| {
                for url in event.urls() {
                    handle.state::<Opened>().take(url.as_str());
                }
            });
            if let Ok(Some(urls)) = app.deep_link().get_current() {
                for url in urls {
                    app.state::<Opened>().take(url.as_str());
                }
            }
            Ok(())
        })
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINK: &str = "quadrille://join?at=wss%3A%2F%2F192.168.1.20%3A47470%2Fws&room=0123456789abcdef0123456789abcdef&pin=0707070707070707070707070707070707070707070707070707070707070707";

    #[test]
    fn an_invite_is_handed_over_as_written() {
        assert_eq!(invite_of(LINK).as_deref(), Ok(LINK));
        // The way a phone may pass it: another case of scheme, hex in capitals, spaces around.
        let shouted = LINK
            .replace("quadrille://", "QUADRILLE://")
            .replace("0123456789abcdef", "0123456789ABCDEF");
        assert_eq!(invite_of(&format!(" {shouted}\n")).as_deref(), Ok(LINK));
    }

    #[test]
    fn foreign_or_broken_links_are_ignored_with_a_reason() {
        for foreign in [
            "",
            "join?at=x",
            "https://example.org/join?at=x",
            "quadrille:join",
        ] {
            assert_eq!(invite_of(foreign), Err(Ignored::Foreign), "{foreign}");
        }
        for broken in [
            "quadrille://",
            "quadrille://join",
            "quadrille://settings?theme=dark",
            &LINK.replace("room=0123", "room=zz23"),
            &LINK[..LINK.len() - 1],
            &format!("{LINK}&then=1"),
            &format!("{LINK}{}", "0".repeat(2000)),
        ] {
            assert_eq!(invite_of(broken), Err(Ignored::NotAnInvite), "{broken}");
        }
    }

    #[test]
    fn a_link_waits_for_the_page_and_is_given_once() {
        let opened = Opened::default();
        opened.take("https://example.org/");
        opened.take(LINK);
        let page = Channel::new(|_| Ok(()));
        assert_eq!(opened.listen(page.clone()).as_deref(), Some(LINK));
        assert_eq!(opened.listen(page).as_deref(), None);
    }

    #[test]
    fn a_listening_page_gets_the_next_link_on_its_channel() {
        let heard = std::sync::Arc::new(Mutex::new(Vec::new()));
        let into = heard.clone();
        let page = Channel::new(move |body| {
            if let tauri::ipc::InvokeResponseBody::Json(text) = body {
                into.lock().unwrap().push(text);
            }
            Ok(())
        });
        let opened = Opened::default();
        assert_eq!(opened.listen(page), None);
        opened.take(LINK);
        opened.take("quadrille://join?room=1");
        assert_eq!(*heard.lock().unwrap(), vec![format!("\"{LINK}\"")]);
        // Handed over: nothing waits for a reloaded page.
        assert_eq!(opened.listen(Channel::new(|_| Ok(()))), None);
    }
}
