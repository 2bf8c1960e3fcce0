//! One WebSocket connection: hello first, then at most one seat, every message checked against
//! the limits and every refusal a typed `Refused` (the server never drops a connection over a
//! bad message, except a wrong protocol version, after saying so).
//!
//! Silent connections are let go: no valid hello within `hello_secs` (close 1008), nothing
//! heard (not even the pong to the ping sent every `ping_secs`) for `silent_secs` (close 1001),
//! or one message not taken by the client within `send_timeout_secs`. A message above
//! `HARD_FRAME_BYTES` is never read: close 1009. A seated connection that ends leaves its seat
//! shown disconnected.

use crate::ops::{Phase, Presence};
use crate::rooms::{Caller, Outbox, Rooms, Seat};
use crate::Limits;
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use quadrille_room::{check_version, ClientMessage, RoomError, ServerMessage};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Messages waiting for a slow reader before the server gives up on it.
const OUTBOX: usize = 256;

/// The WebSocket layer's read buffer per connection. Its default (128 KiB) is zero-filled in
/// full before each read, so it was both resident memory for every socket (about 1 GB at 8,000
/// sockets) and a 128 KiB memset per message. What clients send is small (a command is well
/// under 1 KiB); a larger message still fits, the buffer grows to the frame's length.
pub const READ_BUFFER: usize = 4 * 1024;

/// At most `rate` messages a second, with bursts of as many.
struct Bucket {
    rate: f64,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(rate: u32) -> Bucket {
        Bucket {
            rate: rate as f64,
            tokens: rate as f64,
            at: Instant::now(),
        }
    }
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(self.rate);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

struct Connection {
    id: u64,
    address: IpAddr,
    hello: bool,
    seat: Option<Seat>,
    /// Handed to the room when the connection sits; the room's copy is the only one then, so
    /// when the room lets the connection go the outbox closes and so does the socket.
    outbox: Option<Outbox>,
}

/// A message read from a WebSocket, whichever library accepted it (axum for the server; the
/// app's host accepts with tokio-tungstenite alone, see `accept.rs`).
pub enum Frame {
    Text(String),
    /// Binary frames are refused; only their length matters.
    Binary(usize),
    Close,
    /// Ping and pong: the WebSocket layer answers them; they count as the client's life.
    Other,
    /// A message above `HARD_FRAME_BYTES`: refused unread, the socket closes (1009).
    TooBig,
}

/// What a connection sends, whichever library carries it.
pub enum Out {
    Text(String),
    Ping,
    /// A close frame with its code and reason: the last thing sent.
    Close(u16, &'static str),
}

/// WebSocket close codes (RFC 6455, 7.4.1).
const GOING_AWAY: u16 = 1001;
const POLICY_VIOLATION: u16 = 1008;
const MESSAGE_TOO_BIG: u16 = 1009;
/// The server is going away and coming back (or another node takes over): reconnect.
const SERVICE_RESTART: u16 = 1012;

/// `impl From<Message> for Frame` and `impl From<Out> for Message` for a WebSocket library's
/// `Message` (axum's and tokio-tungstenite's are twins with different paths), so each acceptor
/// maps frames the same way. `$close` makes a close frame of a code and a reason.
macro_rules! frame_from {
    ($($message:ident)::+, $close:expr) => {
        impl From<$($message)::+> for $crate::conn::Frame {
            fn from(message: $($message)::+) -> Self {
                use $($message)::+ as M;
                match message {
                    M::Text(text) => Self::Text(text.as_str().to_owned()),
                    M::Binary(bytes) => Self::Binary(bytes.len()),
                    M::Close(_) => Self::Close,
                    _ => Self::Other,
                }
            }
        }
        impl From<$crate::conn::Out> for $($message)::+ {
            fn from(out: $crate::conn::Out) -> Self {
                use $crate::conn::Out;
                match out {
                    Out::Text(text) => Self::Text(text.into()),
                    Out::Ping => Self::Ping(Default::default()),
                    Out::Close(code, reason) => Self::Close(Some($close(code, reason))),
                }
            }
        }
    };
}
pub(crate) use frame_from;

fn secs(n: u64) -> Duration {
    Duration::from_secs(n.max(1))
}

/// Sends `out` unless the client has not taken it within `within`.
async fn send<K: Sink<Out> + Unpin>(sink: &mut K, out: Out, within: Duration) -> Result<(), ()> {
    match tokio::time::timeout(within, sink.send(out)).await {
        Ok(Ok(())) => Ok(()),
        _ => Err(()),
    }
}

/// Serves one connection: `socket` yields frames and takes what to send. What it logs is in
/// its `connection` span. At shutdown it follows the phases of `ops.rs`.
#[tracing::instrument(name = "connection", skip_all, fields(id, %address))]
pub async fn run<S, E>(socket: S, id: u64, address: IpAddr, rooms: Arc<Rooms>, limits: Limits)
where
    S: Stream<Item = Result<Frame, E>> + Sink<Out> + Unpin,
{
    let ops = &rooms.ops;
    let presence = ops.connected();
    tracing::debug!("connection opened");
    tokio::select! {
        () = serve(socket, id, address, &rooms, &limits, presence) => {}
        // Past the shutdown's bounds (a command stuck in the store, a client that does not
        // read): dropped where it stands. Nothing unacknowledged is lost by that.
        () = ops.until(Phase::Abort) => tracing::debug!("connection dropped at shutdown"),
    }
}

async fn serve<S, E>(
    socket: S,
    id: u64,
    address: IpAddr,
    rooms: &Rooms,
    limits: &Limits,
    mut presence: Presence<'_>,
) where
    S: Stream<Item = Result<Frame, E>> + Sink<Out> + Unpin,
{
    let metrics = &rooms.ops.metrics;
    let mut wake = rooms.ops.watch();
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut inbox) = mpsc::channel::<String>(OUTBOX);
    let mut conn = Connection {
        id,
        address,
        hello: false,
        seat: None,
        outbox: Some(outbox),
    };
    let mut bucket = Bucket::new(limits.messages_per_second);
    let within = secs(limits.send_timeout_secs);
    let silent = secs(limits.silent_secs);
    let every = secs(limits.ping_secs);
    let start = tokio::time::Instant::now();
    let hello_by = start + secs(limits.hello_secs);
    // When something was last heard from the client; the deadline is only moved when it fires.
    let mut heard = start;
    let deadline = tokio::time::sleep_until(hello_by.min(heard + silent));
    tokio::pin!(deadline);
    let mut ping = tokio::time::interval_at(start + every, every);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // The close frame to send on the way out, if any, and why the connection ends.
    let mut close = None;
    let mut why = "closed by the client";
    loop {
        // Between messages: the only place a connection leaves `Serving`, so a command read
        // is always handled to its broadcast first.
        let phase = presence.phase();
        if phase >= Phase::Closing {
            // What rooms sent before this (the last commands' snapshots) goes out first.
            while let Ok(text) = inbox.try_recv() {
                if send(&mut sink, Out::Text(text), within).await.is_err() {
                    break;
                }
            }
            close = Some((SERVICE_RESTART, "server restarting; reconnect"));
            why = "server shutting down";
            break;
        }
        let reading = phase == Phase::Serving;
        tokio::select! {
            woken = wake.changed() => if woken.is_err() { break },
            incoming = stream.next(), if reading => {
                heard = tokio::time::Instant::now();
                let received = Instant::now();
                let text = match incoming {
                    None | Some(Err(_)) | Some(Ok(Frame::Close)) => break,
                    Some(Ok(Frame::TooBig)) => {
                        close = Some((MESSAGE_TOO_BIG, "message too big"));
                        why = "message too big";
                        break;
                    }
                    Some(Ok(Frame::Text(text))) => text,
                    Some(Ok(Frame::Binary(len))) if len > limits.max_frame_bytes => {
                        // Counted as text would be: too large first.
                        let error = RoomError::FrameTooLarge { max: limits.max_frame_bytes as u32 };
                        metrics.refused(&error);
                        if reply(&mut sink, &ServerMessage::Refused { error }, within).await.is_err() { why = "send failed"; break }
                        continue;
                    }
                    Some(Ok(Frame::Binary(_))) => {
                        let error = RoomError::Malformed;
                        metrics.refused(&error);
                        if reply(&mut sink, &ServerMessage::Refused { error }, within).await.is_err() { why = "send failed"; break }
                        continue;
                    }
                    Some(Ok(Frame::Other)) => continue,
                };
                let (answer, close) = if !bucket.take() {
                    let error = RoomError::RateLimited { per_second: limits.messages_per_second };
                    (Some(ServerMessage::Refused { error }), false)
                } else if text.len() > limits.max_frame_bytes {
                    let error = RoomError::FrameTooLarge { max: limits.max_frame_bytes as u32 };
                    (Some(ServerMessage::Refused { error }), false)
                } else {
                    conn.handle(text.as_str(), rooms, received).await
                };
                if let Some(ServerMessage::Refused { error }) = &answer {
                    metrics.refused(error);
                }
                if let Some(answer) = answer {
                    if reply(&mut sink, &answer, within).await.is_err() { why = "send failed"; break }
                }
                if close { why = "another protocol version"; break }
            }
            out = inbox.recv(), if conn.seat.is_some() => match out {
                Some(text) => if send(&mut sink, Out::Text(text), within).await.is_err() { why = "send failed"; break },
                None => { why = "let go by its room"; break },
            },
            _ = ping.tick() => if send(&mut sink, Out::Ping, within).await.is_err() { why = "send failed"; break },
            () = &mut deadline, if reading => {
                let now = tokio::time::Instant::now();
                if !conn.hello && now >= hello_by {
                    close = Some((POLICY_VIOLATION, "no hello in time"));
                    why = "no hello in time";
                    break;
                }
                if now >= heard + silent {
                    close = Some((GOING_AWAY, "silent too long"));
                    why = "silent too long";
                    break;
                }
                let next = if conn.hello { heard + silent } else { hello_by.min(heard + silent) };
                deadline.as_mut().reset(next);
            }
        }
    }
    let secs_open = start.elapsed().as_secs_f64();
    match &conn.seat {
        Some(seat) => tracing::info!(
            reason = why,
            secs = secs_open,
            room = %seat.room.0,
            seat = seat.seat,
            "connection closed"
        ),
        None => tracing::info!(reason = why, secs = secs_open, "connection closed"),
    }
    // At shutdown the room is let be: everyone is leaving, and its lock may be held by a
    // command the store has not answered.
    if let Some(seat) = &conn.seat {
        if presence.phase() < Phase::Closing {
            rooms.disconnect(seat).await;
        }
    }
    if let Some((code, reason)) = close {
        let _ = send(&mut sink, Out::Close(code, reason), within).await;
    }
    let _ = tokio::time::timeout(within, sink.close()).await;
}

async fn reply<K: Sink<Out> + Unpin>(
    sink: &mut K,
    message: &ServerMessage,
    within: Duration,
) -> Result<(), ()> {
    let text = serde_json::to_string(message).expect("messages serialise");
    send(sink, Out::Text(text), within).await
}

impl Connection {
    /// The answer to one message (if any) and whether to close the connection after it.
    /// `received`: when it arrived, for the action's latency.
    async fn handle(
        &mut self,
        text: &str,
        rooms: &Rooms,
        received: Instant,
    ) -> (Option<ServerMessage>, bool) {
        let refused = |error| (Some(ServerMessage::Refused { error }), false);
        let Ok(message) = serde_json::from_str::<ClientMessage>(text) else {
            return refused(RoomError::Malformed);
        };
        if !self.hello {
            return match message {
                ClientMessage::Hello { protocol } => match check_version(protocol) {
                    Ok(()) => {
                        self.hello = true;
                        let welcome = ServerMessage::Welcome {
                            protocol: quadrille_room::PROTOCOL_VERSION,
                        };
                        (Some(welcome), false)
                    }
                    // Nothing else can be read from a client of another version.
                    Err(error) => (Some(ServerMessage::Refused { error }), true),
                },
                _ => refused(RoomError::HelloFirst),
            };
        }
        let result = match message {
            ClientMessage::Hello { .. } => Ok(None),
            ClientMessage::Create { name, room, key } => match self.caller() {
                Ok(caller) => {
                    let seat = rooms.create(caller, &name, room, key).await;
                    self.seated(seat)
                }
                Err(e) => Err(e),
            },
            ClientMessage::Join { room, name, token } => match self.caller() {
                Ok(caller) => {
                    let seat = rooms.join(caller, &room, &name, token).await;
                    self.seated(seat)
                }
                Err(e) => Err(e),
            },
            ClientMessage::Rejoin { room, token } => match self.caller() {
                Ok(caller) => {
                    let seat = rooms.rejoin(caller, &room, &token).await;
                    self.seated(seat)
                }
                Err(e) => Err(e),
            },
            ClientMessage::Command { seq, command } => match &self.seat {
                None => Err(RoomError::NotSeated),
                Some(seat) => {
                    let done = rooms.command(seat, seq, command).await;
                    if done.is_ok() {
                        let took = received.elapsed();
                        rooms.ops.metrics.action(took);
                        // Per action: debug, so a busy server's info log stays readable.
                        tracing::debug!(
                            room = %seat.room.0,
                            seat = seat.seat,
                            seq,
                            latency_us = took.as_micros() as u64,
                            "action"
                        );
                    }
                    done.map(|()| None)
                }
            },
            ClientMessage::View => match &self.seat {
                None => Err(RoomError::NotSeated),
                Some(seat) => {
                    rooms.resend(seat).await;
                    Ok(None)
                }
            },
            ClientMessage::Log => match &self.seat {
                None => Err(RoomError::NotSeated),
                Some(seat) => rooms
                    .log(seat)
                    .await
                    .map(|log| Some(ServerMessage::Log { log })),
            },
        };
        match result {
            Ok(answer) => (answer, false),
            Err(error) => {
                tracing::debug!(code = ?error, "refused");
                refused(error)
            }
        }
    }

    /// Who asks for a seat, with the outbox a room will hold once this connection sits (one
    /// seat per connection).
    fn caller(&self) -> Result<Caller, RoomError> {
        match (&self.seat, &self.outbox) {
            (None, Some(outbox)) => Ok(Caller {
                conn: self.id,
                outbox: outbox.clone(),
                address: self.address,
            }),
            _ => Err(RoomError::AlreadySeated),
        }
    }

    /// Keeps the seat taken; the room now holds the only outbox.
    fn seated(
        &mut self,
        seat: Result<Seat, RoomError>,
    ) -> Result<Option<ServerMessage>, RoomError> {
        let seat = seat?;
        tracing::info!(room = %seat.room.0, seat = seat.seat, "seated");
        self.seat = Some(seat);
        self.outbox = None;
        Ok(None)
    }
}
