//! `quadrille-server`'s HTTP side (axum): `/ws` for rooms, and `/healthz` (the process is up) and
//! `/readyz` (it takes players: not shutting down, its store answers) for load balancers.
//! `/metrics` is only on the operations listener (`serve_ops`), which an operator asks for with
//! its own address: load figures are nobody else's business, and a scraper should not have to
//! go through the public port, its TLS and its proxy.
//!
//! A connection has `handshake_secs` from its accept to the end of its first request's head
//! (TLS handshake included), and as long for each later request's head (hyper's header read
//! timeout): a socket that sends nothing, or half a request, is dropped.

use crate::conn::{self, Frame, Out};
use crate::{Limits, Rooms, ServeError, Tls, HARD_FRAME_BYTES};
use axum::body::Bytes;
use axum::extract::ws::{CloseFrame, Message, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::extract::{DefaultBodyLimit, Path};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
// Small messages go out at once: Nagle's algorithm would hold each reply for the peer's ACK.
use axum_server::accept::{Accept, NoDelayAcceptor};
use futures_util::future::BoxFuture;
use futures_util::{future, SinkExt, StreamExt};
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{ready, Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// The largest body `POST /daily` reads.
const DAILY_BODY_BYTES: usize = 1 << 20;

/// A JSON answer with its status.
fn json(status: u16, body: String) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

fn refused(error: &crate::daily::DailyError) -> Response {
    json(
        error.status(),
        serde_json::to_string(error).expect("refusals serialise"),
    )
}

/// `POST /daily`: a finished daily game's claim, replayed and recorded if it ends as claimed.
async fn submit_daily(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> Response {
    let submission = match serde_json::from_slice(&body) {
        Ok(submission) => submission,
        Err(_) => return refused(&crate::daily::DailyError::Malformed),
    };
    match crate::daily::submit(&app.rooms, &app.deals, submission, peer.ip()).await {
        Ok(recorded) => json(
            200,
            serde_json::to_string(&recorded).expect("answers serialise"),
        ),
        Err(error) => refused(&error),
    }
}

/// `GET /daily/{game}/{day}`: the day's board, best first.
async fn daily_board(
    State(app): State<App>,
    Path((game, day)): Path<(String, String)>,
) -> Response {
    match crate::daily::board(&app.rooms, &game, &day).await {
        Ok(rows) => {
            let rows: Vec<serde_json::Value> = rows
                .into_iter()
                .map(|r| {
                    serde_json::json!({ "name": r.name, "score": r.score, "moves": r.moves, "at": r.at })
                })
                .collect();
            json(200, serde_json::Value::Array(rows).to_string())
        }
        Err(error) => refused(&error),
    }
}

#[derive(Clone)]
struct App {
    rooms: Arc<Rooms>,
    /// The days' deals this node has chosen, for the daily boards.
    deals: Arc<crate::daily::Deals>,
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
    let within = Duration::from_secs(limits.handshake_secs.max(1));
    let app = App {
        rooms,
        deals: Arc::default(),
        limits,
        next_connection: Arc::new(AtomicU64::new(0)),
    };
    let router = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route(
            "/readyz",
            get(|State(app): State<App>| readyz(State(app.rooms))),
        )
        .route("/ws", get(upgrade))
        .route("/daily", post(submit_daily))
        .route("/daily/{game}/{day}", get(daily_board))
        // A claim holds at most MAX_ACTIONS actions of some 60 bytes each.
        .layer(DefaultBodyLimit::max(DAILY_BODY_BYTES))
        .with_state(app);
    let handle = axum_server::Handle::new();
    let service = router.into_make_service_with_connect_info::<SocketAddr>();
    let task = match tls {
        None => {
            let mut server = axum_server::from_tcp(listener)
                .acceptor(Deadline::new(NoDelayAcceptor::new(), within))
                .handle(handle.clone());
            heads(server.http_builder(), within);
            tokio::spawn(server.serve(service))
        }
        Some(tls) => {
            let config = crate::tls::server_config(tls).map_err(ServeError::Tls)?;
            let tls = axum_server::tls_rustls::RustlsConfig::from_config(config);
            let mut server = axum_server::from_tcp_rustls(listener, tls)
                .map(|tls| Deadline::new(tls.acceptor(NoDelayAcceptor::new()), within))
                .handle(handle.clone());
            heads(server.http_builder(), within);
            tokio::spawn(server.serve(service))
        }
    };
    Ok((handle, task))
}

/// Later requests on a kept-alive connection (after `/healthz`, say) get `within` for their
/// head; the first one's is `Deadline`'s, since hyper waits for its first bytes untimed.
fn heads(
    builder: &mut hyper_util::server::conn::auto::Builder<hyper_util::rt::TokioExecutor>,
    within: Duration,
) {
    builder
        .http1()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(within);
}

/// The operations listener: `/metrics`, `/healthz` and `/readyz`, plain HTTP. It outlives the
/// WebSocket listener at shutdown, so that probes see `/readyz` turn 503 during the drain.
pub fn serve_ops(listener: std::net::TcpListener, rooms: Arc<Rooms>, within: Duration) -> Served {
    let router = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .with_state(rooms);
    let handle = axum_server::Handle::new();
    let mut server = axum_server::from_tcp(listener)
        .acceptor(Deadline::new(NoDelayAcceptor::new(), within))
        .handle(handle.clone());
    heads(server.http_builder(), within);
    let task = tokio::spawn(server.serve(router.into_make_service()));
    (handle, task)
}

/// 200 `ready`, or 503 and why not.
async fn readyz(State(rooms): State<Arc<Rooms>>) -> Response {
    match crate::health::ready(&rooms).await {
        Ok(()) => "ready".into_response(),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, why).into_response(),
    }
}

async fn metrics(State(rooms): State<Arc<Rooms>>) -> Response {
    let text = crate::health::metrics_text(&rooms);
    let kind = "text/plain; version=0.0.4; charset=utf-8";
    ([(header::CONTENT_TYPE, kind)], text).into_response()
}

conn::frame_from!(axum::extract::ws::Message, |code, reason: &'static str| {
    CloseFrame {
        code,
        reason: reason.into(),
    }
});

/// A message read, or a message over `HARD_FRAME_BYTES` (which tungstenite, under axum, refuses
/// unread) as `Frame::TooBig`.
fn frame(read: Result<Message, axum::Error>) -> Result<Frame, axum::Error> {
    use tokio_tungstenite::tungstenite::Error as WsError;
    match read {
        Ok(message) => Ok(Frame::from(message)),
        Err(e) => {
            let e = e.into_inner();
            match e.downcast_ref::<WsError>() {
                Some(WsError::Capacity(_)) => Ok(Frame::TooBig),
                _ => Err(axum::Error::new(e)),
            }
        }
    }
}

/// An acceptor whose connections must have finished their first request's head (the
/// WebSocket upgrade) within `within` of their accept, TLS handshake included.
#[derive(Clone)]
struct Deadline<A> {
    inner: A,
    within: Duration,
}

impl<A> Deadline<A> {
    fn new(inner: A, within: Duration) -> Deadline<A> {
        Deadline { inner, within }
    }
}

impl<I, S, A> Accept<I, S> for Deadline<A>
where
    A: Accept<I, S>,
    A::Future: Send + 'static,
{
    type Stream = FirstHead<A::Stream>;
    type Service = A::Service;
    type Future = BoxFuture<'static, io::Result<(Self::Stream, Self::Service)>>;

    fn accept(&self, stream: I, service: S) -> Self::Future {
        let until = Instant::now() + self.within;
        let accepted = self.inner.accept(stream, service);
        Box::pin(async move {
            let (stream, service) = tokio::time::timeout_at(until, accepted)
                .await
                .map_err(|_| io::Error::from(io::ErrorKind::TimedOut))??;
            Ok((FirstHead::new(stream, until), service))
        })
    }
}

/// A stream whose reads fail once `until` has passed before the first blank line (the end of
/// an HTTP request's head) came through; after it, a plain stream.
struct FirstHead<S> {
    inner: S,
    until: Option<Pin<Box<Sleep>>>,
    /// How much of "\r\n\r\n" the bytes read so far end with.
    matched: usize,
}

impl<S> FirstHead<S> {
    fn new(inner: S, until: Instant) -> FirstHead<S> {
        FirstHead {
            inner,
            until: Some(Box::pin(tokio::time::sleep_until(until))),
            matched: 0,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for FirstHead<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        if let Some(until) = this.until.as_mut() {
            if until.as_mut().poll(cx).is_ready() {
                return Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "no complete request in time",
                )));
            }
        }
        let before = buf.filled().len();
        ready!(Pin::new(&mut this.inner).poll_read(cx, buf))?;
        if this.until.is_some() {
            const END: &[u8] = b"\r\n\r\n";
            for &b in &buf.filled()[before..] {
                this.matched = match b {
                    _ if b == END[this.matched] => this.matched + 1,
                    b'\r' => 1,
                    _ => 0,
                };
                if this.matched == END.len() {
                    this.until = None;
                    break;
                }
            }
        }
        Poll::Ready(Ok(()))
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for FirstHead<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }
    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(app): State<App>,
) -> Response {
    // Shutting down: this node takes no one new (a client that got through anyway is closed
    // with 1012 at once).
    if app.rooms.ops.phase() != crate::ops::Phase::Serving {
        return (StatusCode::SERVICE_UNAVAILABLE, "draining").into_response();
    }
    let id = app.next_connection.fetch_add(1, Ordering::Relaxed);
    ws.max_message_size(HARD_FRAME_BYTES)
        .max_frame_size(HARD_FRAME_BYTES)
        .read_buffer_size(conn::READ_BUFFER)
        .on_upgrade(move |socket| {
            let socket = socket
                .map(frame)
                .with(|out: Out| future::ready(Ok::<_, axum::Error>(Message::from(out))));
            conn::run(socket, id, peer.ip(), app.rooms, app.limits)
        })
}
