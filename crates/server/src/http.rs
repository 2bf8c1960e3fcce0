//! `quadrille-server`'s HTTP side (axum): `/ws` for rooms and `/healthz` for whoever runs it.

use crate::conn::{self, Frame};
use crate::{Limits, Rooms, ServeError, Tls, HARD_FRAME_BYTES};
use axum::extract::ws::{Message, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
// Small messages go out at once: Nagle's algorithm would hold each reply for the peer's ACK.
use axum_server::accept::NoDelayAcceptor;
use futures_util::{future, SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(Clone)]
struct App {
    rooms: Arc<Rooms>,
    limits: Limits,
    next_connection: Arc<AtomicU64>,
}

type Served = (
    axum_server::Handle,
    tokio::task::JoinHandle<std::io::Result<()>>,
);

/// Serves on `listener` (already bound, non-blocking) until the handle shuts it down.
pub async fn serve(
    listener: std::net::TcpListener,
    tls: Option<&Tls>,
    rooms: Arc<Rooms>,
    limits: Limits,
) -> Result<Served, ServeError> {
    let app = App {
        rooms,
        limits,
        next_connection: Arc::new(AtomicU64::new(0)),
    };
    let router = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/ws", get(upgrade))
        .with_state(app);
    let handle = axum_server::Handle::new();
    let service = router.into_make_service_with_connect_info::<SocketAddr>();
    let task = match tls {
        None => {
            let server = axum_server::from_tcp(listener)
                .acceptor(NoDelayAcceptor::new())
                .handle(handle.clone());
            tokio::spawn(server.serve(service))
        }
        Some(tls) => {
            let config = crate::tls::server_config(tls).map_err(ServeError::Tls)?;
            let tls = axum_server::tls_rustls::RustlsConfig::from_config(config);
            let server = axum_server::from_tcp_rustls(listener, tls)
                .map(|tls| tls.acceptor(NoDelayAcceptor::new()))
                .handle(handle.clone());
            tokio::spawn(server.serve(service))
        }
    };
    Ok((handle, task))
}

conn::frame_from!(axum::extract::ws::Message);

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(app): State<App>,
) -> Response {
    let id = app.next_connection.fetch_add(1, Ordering::Relaxed);
    ws.max_message_size(HARD_FRAME_BYTES)
        .max_frame_size(HARD_FRAME_BYTES)
        .read_buffer_size(conn::READ_BUFFER)
        .on_upgrade(move |socket| {
            let socket = socket.map(|m| m.map(Frame::from)).with(|text: String| {
                future::ready(Ok::<_, axum::Error>(Message::Text(text.into())))
            });
            conn::run(socket, id, peer.ip(), app.rooms, app.limits)
        })
}
