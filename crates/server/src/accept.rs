//! A WebSocket-only listener for a device hosting rooms: TCP, TLS (tokio-rustls) and the
//! WebSocket handshake (tokio-tungstenite, which the client already needs), with no HTTP
//! framework. The app carries this one, not axum and hyper: a host needs no routes but `/ws`,
//! and the release binary has a size budget. `quadrille-server` keeps axum (`http.rs`).

use crate::conn::{self, Frame, Out};
use crate::{Limits, Rooms, HARD_FRAME_BYTES};
use futures_util::{future, SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpListener;
use tokio::sync::oneshot;
use tokio::task::JoinSet;
use tokio::time::Instant;
use tokio_rustls::TlsAcceptor;
use tokio_tungstenite::tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tokio_tungstenite::tungstenite::http::StatusCode;
use tokio_tungstenite::tungstenite::protocol::frame::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

/// Accepts until `stop` fires, then waits for the connections to end (a graceful shutdown
/// drives them there, `ops.rs`); if `stop` is dropped instead, drops every connection at once.
pub async fn run(
    listener: TcpListener,
    tls: Option<TlsAcceptor>,
    rooms: Arc<Rooms>,
    limits: Limits,
    mut stop: oneshot::Receiver<()>,
) -> std::io::Result<()> {
    let next_connection = AtomicU64::new(0);
    // Dropped on return: that aborts every connection's task.
    let mut connections = JoinSet::new();
    loop {
        let (tcp, peer) = tokio::select! {
            stopped = &mut stop => {
                if stopped.is_ok() {
                    drop(listener);
                    while connections.join_next().await.is_some() {}
                }
                return Ok(());
            }
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // A connection that failed before it was accepted (or too many open files for a
                // moment): the listener itself is fine.
                Err(_) => continue,
            },
            // Reaps finished connections so the set does not grow.
            Some(_) = connections.join_next(), if !connections.is_empty() => continue,
        };
        // Small messages go out at once: Nagle's algorithm would hold each for the peer's ACK.
        let _ = tcp.set_nodelay(true);
        let id = next_connection.fetch_add(1, Ordering::Relaxed);
        let (tls, rooms, limits) = (tls.clone(), rooms.clone(), limits.clone());
        // One deadline for the TLS and the WebSocket handshakes together.
        let until = Instant::now() + Duration::from_secs(limits.handshake_secs.max(1));
        connections.spawn(async move {
            match tls {
                None => serve(tcp, until, id, peer, rooms, limits).await,
                Some(tls) => {
                    if let Ok(Ok(stream)) = tokio::time::timeout_at(until, tls.accept(tcp)).await {
                        serve(stream, until, id, peer, rooms, limits).await
                    }
                }
            }
        });
    }
}

conn::frame_from!(
    tokio_tungstenite::tungstenite::Message,
    |code: u16, reason: &'static str| {
        CloseFrame {
            code: code.into(),
            reason: reason.into(),
        }
    }
);

/// A message read, or one over `HARD_FRAME_BYTES` (refused unread) as `Frame::TooBig`.
fn frame(read: Result<Message, WsError>) -> Result<Frame, WsError> {
    match read {
        Ok(message) => Ok(Frame::from(message)),
        Err(WsError::Capacity(_)) => Ok(Frame::TooBig),
        Err(e) => Err(e),
    }
}

/// Only `/ws` is a WebSocket; any other path is not found.
#[allow(clippy::result_large_err)] // the signature tungstenite asks for
fn only_ws(request: &Request, response: Response) -> Result<Response, ErrorResponse> {
    if request.uri().path() == "/ws" {
        return Ok(response);
    }
    let mut refusal = ErrorResponse::new(None);
    *refusal.status_mut() = StatusCode::NOT_FOUND;
    Err(refusal)
}

async fn serve<S>(
    stream: S,
    until: Instant,
    id: u64,
    peer: SocketAddr,
    rooms: Arc<Rooms>,
    limits: Limits,
) where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let config = WebSocketConfig::default()
        .max_message_size(Some(HARD_FRAME_BYTES))
        .max_frame_size(Some(HARD_FRAME_BYTES))
        .read_buffer_size(conn::READ_BUFFER);
    let handshake = tokio_tungstenite::accept_hdr_async_with_config(stream, only_ws, Some(config));
    let Ok(Ok(socket)) = tokio::time::timeout_at(until, handshake).await else {
        return;
    };
    let socket = socket
        .map(frame)
        .with(|out: Out| future::ready(Ok::<_, WsError>(Message::from(out))));
    conn::run(socket, id, peer.ip(), rooms, limits).await;
}
