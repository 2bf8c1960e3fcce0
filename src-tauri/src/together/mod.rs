//! Play together: the app's side of a room of Soi or FourSide. The connection lives here, in
//! Rust; the page calls the `room_*` commands and is told of every change on a Tauri channel,
//! so it needs no network access of its own.
//!
//! - `types.rs`: what the page is sent and what it sends (ts-rs exported);
//! - `invite.rs`: the invite link and its QR code;
//! - `host.rs`: hosting a room on this device (the server's code, this device's certificate);
//! - `room_files.rs`: where a hosting device keeps its rooms (through `store::log`);
//! - `nearby.rs`: rooms announced and found on the same network (mDNS);
//! - `link.rs`: the live connection and its task;
//! - `seat.rs`: the seat this device holds, kept across restarts;
//! - `opened.rs`: invite links that opened the app (phones), kept for the page;
//! - `scan.rs`: reading a host's QR code with the phone's camera;
//! - `commands.rs`: the commands.

pub mod commands;
mod host;
pub mod invite;
mod link;
mod mdns;
mod nearby;
pub mod opened;
pub mod room_files;
pub mod scan;
mod seat;
pub mod types;

use host::Host;
use link::Link;
use nearby::Announcement;

/// The room this device is in, and the one it hosts. One at a time: a device sits at one table.
#[derive(Default)]
pub struct Together {
    inner: tokio::sync::Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    link: Option<std::sync::Arc<Link>>,
    host: Option<Host>,
    announcement: Option<Announcement>,
}

impl Together {
    /// Drops the connection and stops hosting, as the end of the app's process would; the seat
    /// stays held (`room_resume` takes it back).
    pub async fn disconnect(&self) {
        let mut inner = self.inner.lock().await;
        inner.link = None;
        inner.announcement = None;
        if let Some(host) = inner.host.take() {
            host.stop().await;
        }
    }
}
