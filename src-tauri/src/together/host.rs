//! Hosting a room on this device: the server's own code, listening on the local network with
//! this device's certificate, keeping its rooms in the app's data folder (`RoomFiles`).
//!
//! The certificate is made once and kept, so an invite stays good after the app restarts; the
//! port is kept too, and taken again if it is still free.

use super::room_files::RoomFiles;
use crate::store::durable::DurableFile;
use quadrille_server::tls::{self, DeviceCert, Fingerprint};
use quadrille_server::{host_with, Config, Limits, ServerHandle, Tls};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;

/// The port a host tries first (any free one if it is taken).
pub const PREFERRED_PORT: u16 = 47_470;

#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error("the host's certificate: {0}")]
    Certificate(String),
    #[error("the host's rooms: {0}")]
    Files(#[from] std::io::Error),
    #[error("cannot start the host: {0}")]
    Serve(String),
}

pub struct Host {
    server: ServerHandle,
    /// This device's address on the network (what joiners connect to).
    pub ip: IpAddr,
    pub pin: Fingerprint,
}

impl Host {
    pub fn port(&self) -> u16 {
        self.server.addr.port()
    }

    /// The address joiners use.
    pub fn url(&self) -> String {
        format!("wss://{}/ws", SocketAddr::new(self.ip, self.port()))
    }

    /// The address this device uses itself (always reachable, whatever the network).
    pub fn local_url(&self) -> String {
        format!("wss://127.0.0.1:{}/ws", self.port())
    }

    pub async fn stop(self) {
        self.server.shutdown().await;
    }
}

/// `QUADRILLE_ROOMS_LOOPBACK=1`: host on 127.0.0.1 only, first on any free port (so that
/// several hosts can run side by side), announced to no one — for the tests, and for trying
/// rooms with two copies of the app on one computer. A restarted host takes its port again.
pub fn loopback_only() -> bool {
    std::env::var_os("QUADRILLE_ROOMS_LOOPBACK").is_some_and(|v| v == "1")
}

/// Starts hosting, with the certificate kept in `folder` (made the first time).
/// A server's limits; on loopback (tests, and two copies of the app on one computer) every app
/// connects from 127.0.0.1, so one seat per address would seat only the first of them.
fn host_limits() -> Limits {
    let limits = Limits::default();
    if loopback_only() {
        return Limits {
            seats_per_address: 4,
            ..limits
        };
    }
    limits
}

pub async fn start(folder: &Path, port: u16) -> Result<Host, HostError> {
    let (ip, listen, port) = if loopback_only() {
        let port = if port == PREFERRED_PORT { 0 } else { port };
        (IpAddr::V4(Ipv4Addr::LOCALHOST), Ipv4Addr::LOCALHOST, port)
    } else {
        (network_address(), Ipv4Addr::UNSPECIFIED, port)
    };
    let cert = certificate(folder, ip)?;
    let store = RoomFiles::open(&folder.join("hosted-rooms"))?;
    let tls = Tls::Pem {
        cert: cert.cert_pem.into_bytes(),
        key: cert.key_pem.into_bytes(),
    };
    let config = |port| Config {
        address: SocketAddr::new(IpAddr::V4(listen), port),
        // Unused: `host_with` is given its store (the room files above).
        database: folder.join("unused").into(),
        tls: Some(tls.clone()),
        // Friends at home: one address (the host's own) makes every room.
        limits: host_limits(),
        // It speaks TLS itself.
        behind_tls_proxy: false,
    };
    let server = match host_with(config(port), Box::new(store)).await {
        Ok(server) => server,
        Err(quadrille_server::ServeError::Listen(..)) if port != 0 => {
            let store = RoomFiles::open(&folder.join("hosted-rooms"))?;
            host_with(config(0), Box::new(store))
                .await
                .map_err(|e| HostError::Serve(e.to_string()))?
        }
        Err(e) => return Err(HostError::Serve(e.to_string())),
    };
    Ok(Host {
        server,
        ip,
        pin: cert.fingerprint,
    })
}

/// This device's certificate, read from `folder` or made and kept there.
fn certificate(folder: &Path, ip: IpAddr) -> Result<DeviceCert, HostError> {
    let cert_file = DurableFile::new(folder.join("host-cert.pem"));
    let key_file = DurableFile::new(folder.join("host-key.pem"));
    let read = |f: &DurableFile| {
        crate::store::durable::read_bounded(f.path())
            .ok()
            .flatten()?
            .ok()
    };
    if let (Some(cert_pem), Some(key_pem)) = (read(&cert_file), read(&key_file)) {
        if let Some(fingerprint) = Fingerprint::of_pem(&cert_pem) {
            if let (Ok(cert_pem), Ok(key_pem)) =
                (String::from_utf8(cert_pem), String::from_utf8(key_pem))
            {
                return Ok(DeviceCert {
                    cert_pem,
                    key_pem,
                    fingerprint,
                });
            }
        }
    }
    let cert = tls::self_signed(vec!["quadrille.local".into(), ip.to_string()])
        .map_err(|e| HostError::Certificate(e.to_string()))?;
    std::fs::create_dir_all(folder)?;
    key_file.write(cert.key_pem.as_bytes())?;
    cert_file.write(cert.cert_pem.as_bytes())?;
    Ok(cert)
}

/// The address friends on the same network reach this device at: a private IPv4 address if
/// it has one (home Wi-Fi), else any other non-loopback one, else loopback (this device only).
pub fn network_address() -> IpAddr {
    let addresses: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback())
        .map(|i| i.ip())
        .collect();
    let private = addresses
        .iter()
        .find(|ip| matches!(ip, IpAddr::V4(v4) if v4.is_private()));
    let any_v4 = addresses.iter().find(|ip| ip.is_ipv4());
    private
        .or(any_v4)
        .copied()
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}
