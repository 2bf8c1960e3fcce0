//! The client of a room server (tokio-tungstenite): hello, make or join a room, send commands,
//! read snapshots. The server sends a seat its whole snapshot once and then what changed; the
//! client keeps the seat's copy and hands on whole snapshots, asking for the view again if it
//! ever finds a change that does not fit. A dropped connection is made again by itself, with backoff, and the seat
//! taken back with its token; a command in flight then is not sent again (the new snapshot
//! tells whether it was applied, and a resend would be refused as stale anyway). A server of
//! several nodes (any of which serves any room) is given as their list: a lost connection is
//! made again to the next node, so a client whose node went away moves to another one.
//!
//! The server pings every connection (every 15 s by default) and closes one that does not
//! answer; tungstenite answers pings while it reads, and a seated client reads all the time
//! (`next`). A server from which nothing at all, not even a ping, has come for `SERVER_SILENT`
//! is taken for gone: the connection is made again, as if it had dropped.
//!
//! `play` drives one seat with one of the engine's computer levels: the command line, the tests
//! and the benchmarks load rooms with it.

use crate::tls::{self, Trust};
use futures_util::{SinkExt, StreamExt};
use quadrille_room::{
    AnyCommand, AnySnapshot, ClientMessage, Command, NewRoom, Room, RoomError, RoomId, RoomLog,
    RoomSnapshot, SeatKind, SeatToken, ServerMessage, WireGame, PROTOCOL_VERSION,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Message, Utf8Bytes};
use tokio_tungstenite::{Connector, MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// No connection could be made (no server there, or its certificate was not the one trusted).
    #[error("cannot connect: {0}")]
    Unreachable(String),
    #[error("refused: {0}")]
    Refused(RoomError),
    #[error("no connection to the server for {0:?}")]
    GaveUp(Duration),
    #[error("the server said something unexpected: {0}")]
    Protocol(String),
    #[error("timed out")]
    Timeout,
}

/// How long to keep trying to get back to the server, and how fast.
#[derive(Debug, Clone)]
pub struct Backoff {
    pub first: Duration,
    pub most: Duration,
    pub give_up_after: Duration,
}

impl Default for Backoff {
    fn default() -> Backoff {
        Backoff {
            first: Duration::from_millis(25),
            most: Duration::from_secs(1),
            give_up_after: Duration::from_secs(60),
        }
    }
}

pub struct Client {
    /// The server's nodes: any of them serves any room. The first that answered is used until
    /// its connection is lost; then the next one is tried first.
    nodes: Vec<String>,
    /// The node in use (an index into `nodes`).
    at: usize,
    trust: Trust,
    socket: Option<Socket>,
    backoff: Backoff,
    /// The seat held, to take back after a dropped connection.
    seat: Option<(RoomId, SeatToken, u8)>,
    /// Connections made again so far.
    pub reconnects: u32,
    /// Told of each attempt (1, 2, …) to connect again after the connection dropped.
    on_attempt: Option<Box<dyn FnMut(u32) + Send>>,
    /// The last command or log request sent, for `resend` after the server said "too fast".
    last_sent: Option<ClientMessage>,
    /// A server silent this long is taken for gone.
    silent: Duration,
    /// The seat's room as it was last sent, kept up to date with each change.
    copy: Option<AnySnapshot>,
    /// The copy missed a change: the whole view is to be asked for.
    want_view: bool,
    /// The bytes of every message received (the benchmarks count what the wire carries).
    pub received_bytes: u64,
}

/// What `Client::receive` read.
#[derive(Debug)]
pub enum Received {
    /// The seat's copy of the room changed (`Client::copy`).
    Snapshot,
    Other(ServerMessage),
}

/// How long a client waits for any frame (a ping counts) before taking the server for gone:
/// four of the server's default pings (`Limits::ping_secs`), so a loaded server is not left
/// for a missed one. Also the longest a connection (TCP, TLS, WebSocket and hello) may take.
pub const SERVER_SILENT: Duration = Duration::from_secs(60);

/// The WebSocket read buffer. The library's default (128 KiB) is zero-filled before every
/// read: resident memory and a large memset per snapshot, for each connection. A snapshot is a
/// few KiB; a larger one still arrives whole, the buffer grows to the frame's length.
const READ_BUFFER: usize = 16 * 1024;

/// The longest a connection may take while connecting again: a node that went away with its
/// machine (no refusal comes back) is left for the next one this soon.
const CONNECT_AGAIN: Duration = Duration::from_secs(10);

async fn open(url: &str, trust: Trust, silent: Duration) -> Result<Socket, ClientError> {
    // A `ws://` address ignores the TLS connector.
    let connector = Connector::Rustls(tls::client_config(trust));
    let config = WebSocketConfig::default().read_buffer_size(READ_BUFFER);
    // No Nagle: a command is one small frame, wanted at the server now.
    let connect =
        tokio_tungstenite::connect_async_tls_with_config(url, Some(config), true, Some(connector));
    let (mut socket, _) = tokio::time::timeout(silent, connect)
        .await
        .map_err(|_| ClientError::Unreachable("no answer".into()))?
        .map_err(|e| ClientError::Unreachable(e.to_string()))?;
    send(
        &mut socket,
        &ClientMessage::Hello {
            protocol: PROTOCOL_VERSION,
        },
    )
    .await?;
    match receive(&mut socket, silent).await? {
        ServerMessage::Welcome { .. } => Ok(socket),
        ServerMessage::Refused { error } => Err(ClientError::Refused(error)),
        other => Err(ClientError::Protocol(format!("{other:?}"))),
    }
}

async fn send(socket: &mut Socket, message: &ClientMessage) -> Result<(), ClientError> {
    let text = serde_json::to_string(message).expect("messages serialise");
    socket
        .send(Message::text(text))
        .await
        .map_err(|e| ClientError::Protocol(e.to_string()))
}

async fn receive(socket: &mut Socket, silent: Duration) -> Result<ServerMessage, ClientError> {
    let text = receive_text(socket, silent).await?;
    serde_json::from_str(text.as_str()).map_err(|e| ClientError::Protocol(e.to_string()))
}

/// The next text message; any frame (a ping too) that comes within `silent` of the last one
/// keeps the wait going.
async fn receive_text(socket: &mut Socket, silent: Duration) -> Result<Utf8Bytes, ClientError> {
    loop {
        let frame = tokio::time::timeout(silent, socket.next())
            .await
            .map_err(|_| {
                ClientError::Protocol(format!("nothing from the server for {silent:?}"))
            })?;
        match frame {
            Some(Ok(Message::Text(text))) => return Ok(text),
            Some(Ok(Message::Close(_))) | None => {
                return Err(ClientError::Protocol("closed".into()))
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(ClientError::Protocol(e.to_string())),
        }
    }
}

impl Client {
    /// Connects to a server whose certificate (for `wss://`) a public authority signed.
    pub async fn connect(url: &str, backoff: Backoff) -> Result<Client, ClientError> {
        Client::connect_trusting(url, backoff, Trust::Public).await
    }

    /// Connects to a server whose certificate `trust` accepts (a device's own, pinned).
    pub async fn connect_trusting(
        url: &str,
        backoff: Backoff,
        trust: Trust,
    ) -> Result<Client, ClientError> {
        Client::connect_nodes(&[url.to_string()], backoff, trust).await
    }

    /// Connects to the first of a server's `nodes` that answers (each is tried once, in
    /// order). The others are kept: when the connection is lost, the client moves to the next
    /// node and takes its seat back there.
    pub async fn connect_nodes(
        nodes: &[String],
        backoff: Backoff,
        trust: Trust,
    ) -> Result<Client, ClientError> {
        let mut last = ClientError::Unreachable("no server address".into());
        for (at, url) in nodes.iter().enumerate() {
            match open(url, trust, SERVER_SILENT).await {
                Ok(socket) => return Ok(Client::on(nodes.to_vec(), at, socket, backoff, trust)),
                Err(e @ ClientError::Refused(_)) => return Err(e),
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    fn on(nodes: Vec<String>, at: usize, socket: Socket, backoff: Backoff, trust: Trust) -> Client {
        Client {
            nodes,
            at,
            trust,
            socket: Some(socket),
            backoff,
            seat: None,
            reconnects: 0,
            on_attempt: None,
            last_sent: None,
            silent: SERVER_SILENT,
            copy: None,
            want_view: false,
            received_bytes: 0,
        }
    }

    /// The address of the node in use.
    pub fn node(&self) -> &str {
        &self.nodes[self.at]
    }

    /// A connection to the next node (the same one if there is only one), after the one in use
    /// was lost: any node serves any room, and the lost one may be gone for good.
    async fn open_next(&mut self) -> Result<Socket, ClientError> {
        self.at = (self.at + 1) % self.nodes.len();
        open(
            &self.nodes[self.at],
            self.trust,
            self.silent.min(CONNECT_AGAIN),
        )
        .await
    }

    /// Calls `f` with each attempt's number while connecting again (for a "reconnecting" sign).
    pub fn on_attempt(&mut self, f: impl FnMut(u32) + Send + 'static) {
        self.on_attempt = Some(Box::new(f));
    }

    /// Takes the server for gone after `silent` without a frame (`SERVER_SILENT` unless set),
    /// and connects again. Shorter than the server's ping interval, a quiet room reconnects.
    pub fn server_silent(&mut self, silent: Duration) {
        self.silent = silent;
    }

    /// The room, token and seat held.
    pub fn seat(&self) -> Option<&(RoomId, SeatToken, u8)> {
        self.seat.as_ref()
    }

    /// Makes a room and takes its host's seat. The create carries a key of the client's
    /// choosing, so if the connection drops before the answer the same create is sent again on
    /// a new connection and gets the same room back, not a second one.
    pub async fn create(&mut self, name: &str, room: NewRoom) -> Result<u8, ClientError> {
        let key = SeatToken::random(&mut rand::rng());
        self.create_with_key(name, room, key).await
    }

    /// `create` with a key chosen (and perhaps saved) beforehand: it becomes the host's seat
    /// token, and the same create sent again with it, even from another connection, gets the
    /// same room and seat.
    pub async fn create_with_key(
        &mut self,
        name: &str,
        room: NewRoom,
        key: SeatToken,
    ) -> Result<u8, ClientError> {
        let name = name.to_string();
        let create = ClientMessage::Create {
            name,
            room,
            key: Some(key),
        };
        let started = Instant::now();
        let mut wait = self.backoff.first;
        loop {
            if self.socket.is_none() {
                if let Ok(socket) = self.open_next().await {
                    self.socket = Some(socket);
                    self.reconnects += 1;
                }
            }
            if self.socket.is_some() {
                let answer = self.sit(create.clone()).await;
                // Answered (seated or refused): done. The connection lost: again.
                if self.socket.is_some() {
                    return answer;
                }
            }
            if started.elapsed() > self.backoff.give_up_after {
                return Err(ClientError::GaveUp(self.backoff.give_up_after));
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(self.backoff.most);
        }
    }

    /// Takes the first open seat of `room`. With a `token` (chosen and saved beforehand) the
    /// same join may be sent again after a lost answer and gets the same seat.
    pub async fn join(
        &mut self,
        room: &RoomId,
        name: &str,
        token: Option<SeatToken>,
    ) -> Result<u8, ClientError> {
        let (room, name) = (room.clone(), name.to_string());
        self.sit(ClientMessage::Join { room, name, token }).await
    }

    pub async fn rejoin(&mut self, room: &RoomId, token: &SeatToken) -> Result<u8, ClientError> {
        let (room, token) = (room.clone(), token.clone());
        self.sit(ClientMessage::Rejoin { room, token }).await
    }

    /// Sends a message that takes a seat and reads its answer; a connection lost on the way
    /// is let go (`self.socket` is then `None`).
    async fn sit(&mut self, message: ClientMessage) -> Result<u8, ClientError> {
        let socket = self.socket.as_mut().ok_or(ClientError::Timeout)?;
        let answer = match send(socket, &message).await {
            Ok(()) => receive(socket, self.silent).await,
            Err(e) => Err(e),
        };
        let answer = answer.inspect_err(|_| self.socket = None)?;
        match answer {
            ServerMessage::Seated { room, seat, token } => {
                self.seat = Some((room, token, seat));
                self.copy = None;
                Ok(seat)
            }
            ServerMessage::Refused { error } => Err(ClientError::Refused(error)),
            other => Err(ClientError::Protocol(format!("{other:?}"))),
        }
    }

    /// Sends a command made when the room was at `seq`. If the connection is gone it is made
    /// again (and the seat taken back); the command is not resent: the snapshot that follows
    /// shows where the room is.
    pub async fn command(&mut self, seq: u64, command: AnyCommand) -> Result<(), ClientError> {
        let message = ClientMessage::Command { seq, command };
        self.send_or_reconnect(&message).await
    }

    /// Asks for the room's log (answered once the game is over).
    pub async fn ask_log(&mut self) -> Result<(), ClientError> {
        self.send_or_reconnect(&ClientMessage::Log).await
    }

    /// Sends the last command or log request again: the server refused it as over its rate
    /// (a computer seat can move faster than a person); it was not applied.
    pub async fn resend(&mut self) -> Result<(), ClientError> {
        match self.last_sent.clone() {
            Some(message) => self.send_or_reconnect(&message).await,
            None => Ok(()),
        }
    }

    async fn send_or_reconnect(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        self.last_sent = Some(message.clone());
        self.send_now(message).await
    }

    /// Asks for the seat's whole view (a connection made again brings it anyway).
    async fn ask_view(&mut self) -> Result<(), ClientError> {
        self.send_now(&ClientMessage::View).await
    }

    async fn send_now(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        if let Some(socket) = self.socket.as_mut() {
            if send(socket, message).await.is_ok() {
                return Ok(());
            }
        }
        self.reconnect().await
    }

    /// The next message from the server; a lost connection is made again first (the server
    /// then sends `Seated` and the seat's snapshot). A change the server sent comes out as the
    /// snapshot it makes of the client's copy (`receive`).
    pub async fn next(&mut self) -> Result<ServerMessage, ClientError> {
        match self.receive().await? {
            Received::Snapshot => {
                let copy = self.copy.clone().expect("a snapshot was just received");
                Ok(ServerMessage::Snapshot {
                    snapshot: Box::new(copy),
                })
            }
            Received::Other(message) => Ok(message),
        }
    }

    /// The next message, with the seat's copy of the room kept up to date: a whole snapshot
    /// replaces it, a change is applied to it (`Received::Snapshot` either way; read it with
    /// `copy`). A change that does not fit the copy (it missed one) is dropped with every
    /// change after it, and the whole view is asked for again.
    ///
    /// Cancel-safe, as `tokio::select!` needs: a request for the view that was cut short is
    /// sent at the next call.
    pub async fn receive(&mut self) -> Result<Received, ClientError> {
        loop {
            if self.want_view {
                self.ask_view().await?;
                self.want_view = false;
            }
            let message = self.next_message().await?;
            match message {
                ServerMessage::Snapshot { snapshot } => {
                    self.copy = Some(*snapshot);
                    self.want_view = false;
                    return Ok(Received::Snapshot);
                }
                ServerMessage::Change { change } => {
                    // Without a copy, its whole view is on its way (asked for, or after a seat
                    // was taken): nothing to apply a change to until then.
                    let Some(copy) = self.copy.as_mut() else {
                        continue;
                    };
                    if copy.apply_change(*change).is_ok() {
                        return Ok(Received::Snapshot);
                    }
                    self.copy = None;
                    self.want_view = true;
                }
                // Seated anew (a first seat, or another connection's): the whole view follows.
                ServerMessage::Seated { .. } => {
                    self.copy = None;
                    return Ok(Received::Other(message));
                }
                other => return Ok(Received::Other(other)),
            }
        }
    }

    /// The room as this seat last saw it (after `receive` said `Snapshot`).
    pub fn copy(&self) -> Option<&AnySnapshot> {
        self.copy.as_ref()
    }

    /// The next message as sent; a lost connection is made again first.
    async fn next_message(&mut self) -> Result<ServerMessage, ClientError> {
        loop {
            if let Some(socket) = self.socket.as_mut() {
                match receive_text(socket, self.silent).await {
                    Ok(text) => {
                        self.received_bytes += text.len() as u64;
                        return serde_json::from_str(text.as_str())
                            .map_err(|e| ClientError::Protocol(e.to_string()));
                    }
                    Err(_) => self.socket = None,
                }
            }
            self.reconnect().await?;
        }
    }

    /// Connects again and takes the seat back, retrying with growing waits until the
    /// backoff gives up. A refusal of the seat (the room expired, the token is no longer
    /// anyone's) ends it at once.
    async fn reconnect(&mut self) -> Result<(), ClientError> {
        self.socket = None;
        let Some((room, token, _)) = self.seat.clone() else {
            return Err(ClientError::Protocol(
                "lost the connection before sitting".into(),
            ));
        };
        let started = Instant::now();
        let mut wait = self.backoff.first;
        let mut attempt = 0;
        loop {
            attempt += 1;
            if let Some(f) = self.on_attempt.as_mut() {
                f(attempt);
            }
            if let Ok(mut socket) = self.open_next().await {
                let rejoin = ClientMessage::Rejoin {
                    room: room.clone(),
                    token: token.clone(),
                };
                if send(&mut socket, &rejoin).await.is_ok() {
                    match receive(&mut socket, self.silent).await {
                        Ok(ServerMessage::Seated { .. }) => {
                            self.socket = Some(socket);
                            self.reconnects += 1;
                            // The whole view follows; changes are made against it.
                            self.copy = None;
                            // Seated is consumed here; the snapshot that follows is next()'s.
                            return Ok(());
                        }
                        Ok(ServerMessage::Refused { error }) if error != RoomError::Unavailable => {
                            return Err(ClientError::Refused(error))
                        }
                        _ => {}
                    }
                }
            }
            if started.elapsed() > self.backoff.give_up_after {
                return Err(ClientError::GaveUp(self.backoff.give_up_after));
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(self.backoff.most);
        }
    }
}

/// How a seat is played by `play`.
#[derive(Debug, Clone)]
pub struct Plan<G: WireGame> {
    pub level: G::Level,
    /// Seeds the computer level's random choices.
    pub seed: u64,
    /// Host only: seats to give computer players before starting.
    pub computers: Vec<(u8, G::Level)>,
    /// Give up after this long.
    pub deadline: Duration,
}

/// A seat's game, played to its end.
pub struct Played<G: WireGame> {
    pub seat: u8,
    /// The last snapshot: the game over, as this seat saw it.
    pub last: RoomSnapshot<G>,
    pub log: RoomLog<G::Rules, G::Level, G::Action>,
    /// Every `seq` this seat saw acknowledged, in order (never going back, unless the server
    /// lost an acknowledged command).
    pub seen: Vec<u64>,
    pub reconnects: u32,
    /// Commands sent again because the server could not save them (`Unavailable`).
    pub sent_again: u32,
}

/// Plays the client's seat to the end of the game: as host, gives seats to computers and
/// starts once no seat is open; moves with `plan.level` when its seat is to move; deals the
/// next round when due if it is the first connected person at the table. Then fetches the log.
pub async fn play<G: WireGame>(
    client: &mut Client,
    plan: &Plan<G>,
) -> Result<Played<G>, ClientError>
where
    G::Rules: PartialEq,
{
    let seat = client
        .seat()
        .map(|s| s.2)
        .ok_or_else(|| ClientError::Protocol("not seated".into()))?;
    let until = Instant::now() + plan.deadline;
    let mut seen = Vec::new();
    let mut sent_again = 0;
    let mut last: Option<RoomSnapshot<G>> = None;
    loop {
        let message = tokio::time::timeout_at(until.into(), client.next())
            .await
            .map_err(|_| ClientError::Timeout)??;
        let snapshot = match message {
            ServerMessage::Snapshot { snapshot } => G::snapshot(*snapshot)
                .ok_or_else(|| ClientError::Protocol("a snapshot of another game".into()))?,
            ServerMessage::Log { log } => {
                let log = G::log(log).ok_or_else(|| ClientError::Protocol("log".into()))?;
                let last = last.ok_or_else(|| ClientError::Protocol("log first".into()))?;
                return Ok(Played {
                    seat,
                    last,
                    log,
                    seen,
                    reconnects: client.reconnects,
                    sent_again,
                });
            }
            // Stale or raced commands: the snapshot on its way decides what is next.
            ServerMessage::Refused {
                error: RoomError::GameNotOver,
            } => continue,
            ServerMessage::Refused { error } if fatal(&error) => {
                return Err(ClientError::Refused(error))
            }
            // Over the server's rate: nothing was applied, so no snapshot will follow. Sent
            // again once a message's worth of the rate has come back.
            ServerMessage::Refused {
                error: RoomError::RateLimited { per_second },
            } => {
                let wait = Duration::from_secs_f64(1.0 / f64::from(per_second.max(1)));
                tokio::time::sleep(wait).await;
                client.resend().await?;
                continue;
            }
            // The node could not save it (its database out of reach): nothing was applied.
            // Sent again after a while, until the database is back or the deadline passes.
            ServerMessage::Refused {
                error: RoomError::Unavailable,
            } => {
                tokio::time::sleep(UNAVAILABLE_WAIT).await;
                client.resend().await?;
                sent_again += 1;
                continue;
            }
            // Said on stderr: if no snapshot follows, this is why the seat stopped playing.
            ServerMessage::Refused { error } => {
                eprintln!(
                    "seat {seat}: refused after seq {:?}: {error:?}",
                    last.as_ref().map(|l| l.seq)
                );
                continue;
            }
            _ => continue,
        };
        seen.push(snapshot.seq);
        let seq = snapshot.seq;
        let next = decide(&snapshot, seat, plan);
        let over = snapshot.view.as_ref().is_some_and(G::view_over);
        last = Some(snapshot);
        if over {
            client.ask_log().await?;
        } else if let Some(command) = next {
            client.command(seq, G::wrap_command(command)).await?;
        }
    }
}

/// How long `play` waits before sending again a command the server could not save.
const UNAVAILABLE_WAIT: Duration = Duration::from_millis(250);

/// Refusals after which playing on cannot help.
fn fatal(error: &RoomError) -> bool {
    matches!(
        error,
        RoomError::VersionMismatch { .. }
            | RoomError::NoSuchRoom
            | RoomError::BadToken
            | RoomError::WrongGame
    )
}

/// What the seat sends after `snapshot`, if anything: `play`'s choice, public so that a
/// caller driving its own loop (the load generator, which times each command) plays alike.
pub fn decide<G: WireGame>(
    snapshot: &RoomSnapshot<G>,
    seat: u8,
    plan: &Plan<G>,
) -> Option<Command<G::Action, G::Level>> {
    let Some(view) = &snapshot.view else {
        if seat != 0 {
            return None;
        }
        let unset = plan.computers.iter().find(|(s, level)| {
            snapshot.seats.get(*s as usize).is_some_and(
                |v| !matches!(&v.who, SeatKind::Computer { level: l, .. } if l == level),
            )
        });
        if let Some(&(seat, level)) = unset {
            return Some(Command::SetComputer { seat, level });
        }
        let open = snapshot
            .seats
            .iter()
            .any(|s| matches!(s.who, SeatKind::Open));
        return (!open).then_some(Command::Start);
    };
    if let Some(action) = G::table_due(view) {
        let first = snapshot.seats.iter().find(|s| {
            matches!(
                s.who,
                SeatKind::Person {
                    connected: true,
                    ..
                }
            )
        });
        return (first.map(|s| s.seat) == Some(seat)).then_some(Command::Act { action });
    }
    // The seed moves with the position, so a replayed position gets the same move.
    let mut rng = ChaCha8Rng::seed_from_u64(plan.seed ^ snapshot.seq.wrapping_mul(0x9e37_79b9));
    G::my_move(view, plan.level, &mut rng).map(|action| Command::Act { action })
}

/// Checks a played game against the room replayed from its public log: the same number of
/// commands, and the seat's view and the deal the same as the last snapshot. Returns the
/// replayed game's scores.
pub fn check_replay<G: WireGame>(played: &Played<G>) -> Result<Vec<i32>, String>
where
    G::Rules: PartialEq,
    G::View: PartialEq + std::fmt::Debug,
{
    let room = Room::<G>::from_public_log(&played.log)
        .map_err(|(at, e)| format!("the log does not replay at entry {at}: {e}"))?;
    let mine = room
        .snapshot(Some(played.seat))
        .ok_or("no snapshot from the replay")?;
    if mine.seq != played.last.seq {
        return Err(format!(
            "replay at {}, the game at {}",
            mine.seq, played.last.seq
        ));
    }
    if mine.view != played.last.view || mine.deal != played.last.deal {
        return Err("the replayed view differs from the played one".into());
    }
    match room.game() {
        Some(game) if game.is_over() => Ok(game.scores()),
        _ => Err("the replayed game is not over".into()),
    }
}
