//! Operations: `/readyz` follows the store and the shutdown; `/metrics` counts every accepted
//! command, in Prometheus' text format, and only on the operations listener; a graceful
//! shutdown lets the command in flight reach its sender before every client is told to
//! reconnect elsewhere (close 1012), and loses nothing acknowledged; a device hosting rooms
//! closes with 1012 too; the binary does all that on SIGTERM and says so in its (JSON) log.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use quadrille_engine::fourside::{FourSide, Level};
use quadrille_room::{
    ClientMessage, Command, PerGame, RoomError, RoomGame, RoomId, SeatToken, ServerMessage,
    WireGame, PROTOCOL_VERSION,
};
use quadrille_server::client::{decide, Plan};
use quadrille_server::{
    host_with, serve, serve_with, Append, Config, Expiry, NewStored, ServerHandle, SqliteStore,
    Store, StoreError, StoredRoom,
};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::SeqCst};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};
use tokio::io::AsyncReadExt;
use tokio_tungstenite::tungstenite::Message;

/// Beyond what it should take, how long a test waits before calling it a failure (the machine
/// may be loaded).
const SLACK: Duration = Duration::from_secs(10);

/// What a test does to the store under a server.
#[derive(Default)]
struct Knobs {
    fail_ping: AtomicBool,
    /// While true, appends wait (30 s at most) until it is false again.
    hold: Mutex<bool>,
    released: Condvar,
    /// Appends that have waited.
    held: AtomicUsize,
}

impl Knobs {
    fn hold(&self, on: bool) {
        *self.hold.lock().unwrap() = on;
        self.released.notify_all();
    }
}

/// SQLite, with knobs.
struct Knobbed {
    inner: SqliteStore,
    knobs: Arc<Knobs>,
}

impl Store for Knobbed {
    fn create(&mut self, room: &NewStored) -> Result<(), StoreError> {
        self.inner.create(room)
    }
    fn append(&mut self, a: &Append) -> Result<(), StoreError> {
        self.append_all(std::slice::from_ref(a)).remove(0)
    }
    fn append_all(&mut self, appends: &[Append]) -> Vec<Result<(), StoreError>> {
        let hold = self.knobs.hold.lock().unwrap();
        if *hold {
            self.knobs.held.fetch_add(1, SeqCst);
            let wait = Duration::from_secs(30);
            let _ = self
                .knobs
                .released
                .wait_timeout_while(hold, wait, |h| *h)
                .unwrap();
        } else {
            drop(hold);
        }
        self.inner.append_all(appends)
    }
    fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError> {
        self.inner.load(id)
    }
    fn room_of_key(&mut self, key: &str) -> Result<Option<String>, StoreError> {
        self.inner.room_of_key(key)
    }
    fn open_rooms_of(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        self.inner.open_rooms_of(creator, since)
    }
    fn rooms_made_since(&mut self, creator: &str, since: u64) -> Result<u64, StoreError> {
        self.inner.rooms_made_since(creator, since)
    }
    fn expire(&mut self, expiry: &Expiry) -> Result<Vec<String>, StoreError> {
        self.inner.expire(expiry)
    }
    fn size(&mut self) -> Result<u64, StoreError> {
        self.inner.size()
    }
    fn ping(&mut self) -> Result<(), StoreError> {
        if self.knobs.fail_ping.load(SeqCst) {
            return Err(StoreError("the test says no".into()));
        }
        self.inner.ping()
    }
}

fn config(database: PathBuf) -> Config {
    Config {
        address: "127.0.0.1:0".parse().unwrap(),
        database: quadrille_server::Database::Sqlite(database),
        tls: None,
        limits: roomy(),
        behind_tls_proxy: false,
    }
}

/// A server over a knobbed SQLite store in a fresh folder, with its operations listener.
async fn knobbed(name: &str) -> (ServerHandle, SocketAddr, Arc<Knobs>, PathBuf) {
    let database = scratch(name).join("rooms.sqlite3");
    let knobs = Arc::new(Knobs::default());
    let store = Knobbed {
        inner: SqliteStore::open(&database).unwrap(),
        knobs: knobs.clone(),
    };
    let mut server = serve_with(config(database.clone()), Box::new(store))
        .await
        .unwrap();
    let ops = server
        .serve_ops("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    (server, ops, knobs, database)
}

/// Asks `path` until it answers `status` with `body`, for `SLACK` at most.
async fn answers(addr: SocketAddr, path: &str, status: u16, body: &str) {
    let until = Instant::now() + SLACK;
    loop {
        let answer = http_get(addr, path).await;
        match &answer {
            Ok((s, b)) if *s == status && b == body => return,
            _ if Instant::now() > until => {
                panic!("{path} at {addr}: {answer:?}, not {status} {body:?}")
            }
            _ => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Raw WebSockets: what exactly the server sends, close codes included.

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

#[derive(Debug)]
enum Heard {
    Message(ServerMessage),
    /// A close frame (its code), or the connection ended without one (`None`).
    Closed(Option<u16>),
}

async fn send(s: &mut Socket, message: &ClientMessage) {
    let text = serde_json::to_string(message).unwrap();
    s.send(Message::text(text)).await.unwrap();
}

/// The next message or close within `within` (pings skipped); `None` if nothing came.
async fn hear_within(s: &mut Socket, within: Duration) -> Option<Heard> {
    let until = tokio::time::Instant::now() + within;
    loop {
        let frame = tokio::time::timeout_at(until, s.next()).await.ok()?;
        return Some(match frame {
            Some(Ok(Message::Text(t))) => Heard::Message(serde_json::from_str(t.as_str()).unwrap()),
            Some(Ok(Message::Close(frame))) => Heard::Closed(frame.map(|f| u16::from(f.code))),
            Some(Ok(_)) => continue,
            Some(Err(_)) | None => Heard::Closed(None),
        });
    }
}

async fn hear(s: &mut Socket) -> Heard {
    hear_within(s, SLACK)
        .await
        .expect("the server said something in time")
}

/// A WebSocket that has said hello.
async fn raw(url: &str) -> Socket {
    let (mut s, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
        .await
        .unwrap();
    let hello = ClientMessage::Hello {
        protocol: PROTOCOL_VERSION,
    };
    send(&mut s, &hello).await;
    assert!(matches!(
        hear(&mut s).await,
        Heard::Message(ServerMessage::Welcome { .. })
    ));
    s
}

/// The seq of the room a message brings the client to, if it is a room's state: a whole
/// snapshot, or a change to the one before.
fn seq_of(message: &ServerMessage) -> Option<u64> {
    match message {
        ServerMessage::Snapshot { snapshot } => Some(snapshot.seq()),
        ServerMessage::Change { change } => Some(match &**change {
            PerGame::Soi(c) => c.seq,
            PerGame::FourSide(c) => c.seq,
        }),
        _ => None,
    }
}

/// A room's host over a raw WebSocket, and the last seq it was told of.
struct Host {
    socket: Socket,
    room: RoomId,
    token: SeatToken,
    seq: u64,
}

/// Seated by `message` (a create or a rejoin): the room, the token, and the seq it sits at.
async fn seated(socket: &mut Socket, message: ClientMessage) -> (RoomId, SeatToken, u64) {
    send(socket, &message).await;
    let (room, token) = match hear(socket).await {
        Heard::Message(ServerMessage::Seated { room, token, .. }) => (room, token),
        other => panic!("not seated: {other:?}"),
    };
    loop {
        match hear(socket).await {
            Heard::Message(m) if seq_of(&m).is_some() => break (room, token, seq_of(&m).unwrap()),
            Heard::Message(_) => continue,
            other => panic!("no snapshot after the seat: {other:?}"),
        }
    }
}

async fn host(url: &str) -> Host {
    let mut socket = raw(url).await;
    let create = ClientMessage::Create {
        name: "Ana".into(),
        room: fourside_room(),
        key: None,
    };
    let (room, token, seq) = seated(&mut socket, create).await;
    Host {
        socket,
        room,
        token,
        seq,
    }
}

/// A lobby command: a computer of `level` in seat 1.
fn set_computer(seq: u64, level: Level) -> ClientMessage {
    let command = Command::SetComputer { seat: 1, level };
    ClientMessage::Command {
        seq,
        command: FourSide::wrap_command(command),
    }
}

/// Sends a lobby command and waits for its acknowledgement.
async fn acknowledged(host: &mut Host, level: Level) {
    send(&mut host.socket, &set_computer(host.seq, level)).await;
    loop {
        match hear(&mut host.socket).await {
            Heard::Message(m) => match seq_of(&m) {
                Some(seq) if seq > host.seq => {
                    host.seq = seq;
                    return;
                }
                _ => assert!(
                    !matches!(m, ServerMessage::Refused { .. }),
                    "refused: {m:?}"
                ),
            },
            closed => panic!("{closed:?} before the acknowledgement"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Prometheus' text format.

fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == ':')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
}

/// Reads the exposition text strictly enough for what the server writes: `# HELP name text`
/// and `# TYPE name kind` comments, and samples `name{label="value",…} value` whose family has
/// its TYPE before them. Returns each sample by its series as written.
fn parse(text: &str) -> HashMap<String, f64> {
    let mut types: HashMap<String, String> = HashMap::new();
    let mut samples = HashMap::new();
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix("# ") {
            let mut words = comment.splitn(3, ' ');
            let (what, name, rest) = (words.next(), words.next(), words.next());
            let name = name.unwrap_or_else(|| panic!("a comment without a name: {line:?}"));
            assert!(valid_name(name), "{line:?}");
            match (what, rest) {
                (Some("HELP"), Some(help)) if !help.is_empty() => {}
                (Some("TYPE"), Some(kind)) => {
                    let kinds = ["counter", "gauge", "histogram", "summary", "untyped"];
                    assert!(kinds.contains(&kind), "{line:?}");
                    assert!(
                        types.insert(name.into(), kind.into()).is_none(),
                        "two TYPEs: {line:?}"
                    );
                }
                _ => panic!("not HELP or TYPE: {line:?}"),
            }
            continue;
        }
        let (series, value) = line
            .rsplit_once(' ')
            .unwrap_or_else(|| panic!("no value: {line:?}"));
        let value: f64 = match value {
            "+Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            v => v
                .parse()
                .unwrap_or_else(|_| panic!("a bad value: {line:?}")),
        };
        let (name, labels) = match series.split_once('{') {
            None => (series, None),
            Some((name, rest)) => (name, Some(rest.strip_suffix('}').expect(line))),
        };
        assert!(valid_name(name), "{line:?}");
        for pair in labels.into_iter().flat_map(|l| l.split(',')) {
            let (label, quoted) = pair.split_once('=').expect(line);
            let inner = quoted
                .strip_prefix('"')
                .and_then(|q| q.strip_suffix('"'))
                .expect(line);
            assert!(
                valid_name(label) && !label.contains(':') && !inner.contains('"'),
                "{line:?}"
            );
        }
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .filter_map(|suffix| name.strip_suffix(suffix))
            .find(|f| types.get(*f).is_some_and(|t| t == "histogram"))
            .unwrap_or(name);
        assert!(types.contains_key(family), "no TYPE before {line:?}");
        assert!(
            samples.insert(series.to_string(), value).is_none(),
            "twice: {series}"
        );
    }
    samples
}

fn value(samples: &HashMap<String, f64>, series: &str) -> f64 {
    *samples
        .get(series)
        .unwrap_or_else(|| panic!("no {series} in {samples:?}"))
}

// ---------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ready_only_while_the_store_answers_and_metrics_only_on_the_operations_listener() {
    let (server, ops, knobs, _) = knobbed("ops-ready").await;
    for addr in [server.addr, ops] {
        assert_eq!(
            http_get(addr, "/healthz").await.unwrap(),
            (200, "ok".into())
        );
        assert_eq!(
            http_get(addr, "/readyz").await.unwrap(),
            (200, "ready".into())
        );
    }
    // Load figures are not the public's business.
    assert_eq!(http_get(server.addr, "/metrics").await.unwrap().0, 404);
    let before = parse(&http_get(ops, "/metrics").await.unwrap().1);
    assert_eq!(value(&before, "quadrille_store_errors_total"), 0.0);

    knobs.fail_ping.store(true, SeqCst);
    for addr in [server.addr, ops] {
        answers(addr, "/readyz", 503, "store unavailable").await;
        // Still up: nothing to restart for.
        assert_eq!(
            http_get(addr, "/healthz").await.unwrap(),
            (200, "ok".into())
        );
    }
    let failing = parse(&http_get(ops, "/metrics").await.unwrap().1);
    assert!(value(&failing, "quadrille_store_errors_total") >= 1.0);

    knobs.fail_ping.store(false, SeqCst);
    for addr in [server.addr, ops] {
        answers(addr, "/readyz", 200, "ready").await;
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_every_accepted_command_in_prometheus_text_format() {
    let mut server = server("ops-metrics", roomy()).await;
    let ops = server
        .serve_ops("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let mut c = client(&server.url).await;
    c.create("Ana", fourside_room()).await.unwrap();
    let plan = Plan::<FourSide> {
        level: Level::Beginner,
        seed: 7,
        computers: vec![(1, Level::Beginner)],
        deadline: Duration::from_secs(60),
    };
    // Plays up to N commands (the lobby's, then moves), each sent once the last is answered.
    const N: u64 = 25;
    let (mut accepted, mut stale) = (0u64, 0u64);
    let mut waiting: Option<u64> = None;
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < until, "{accepted} commands in a minute");
        let message = tokio::time::timeout(SLACK, c.next())
            .await
            .expect("an answer in time")
            .unwrap();
        match message {
            ServerMessage::Snapshot { snapshot } => {
                let snapshot = FourSide::snapshot(*snapshot).unwrap();
                // Alone in the room: a newer seq is this seat's command, accepted.
                if waiting.is_some_and(|at| snapshot.seq > at) {
                    accepted += 1;
                    waiting = None;
                }
                let over = snapshot.view.as_ref().is_some_and(FourSide::view_over);
                if accepted == N || over {
                    break;
                }
                if waiting.is_none() {
                    if let Some(command) = decide(&snapshot, 0, &plan) {
                        let seq = snapshot.seq;
                        c.command(seq, FourSide::wrap_command(command))
                            .await
                            .unwrap();
                        waiting = Some(seq);
                    }
                }
            }
            ServerMessage::Refused {
                error: RoomError::StaleSeq { .. },
            } => {
                stale += 1;
                waiting = None;
            }
            ServerMessage::Refused { error } => panic!("refused: {error:?}"),
            _ => {}
        }
    }
    assert!(accepted >= 5, "only {accepted} commands played");
    // One refused on purpose.
    c.command(0, FourSide::wrap_command(Command::Start))
        .await
        .unwrap();
    loop {
        match tokio::time::timeout(SLACK, c.next())
            .await
            .unwrap()
            .unwrap()
        {
            ServerMessage::Refused {
                error: RoomError::StaleSeq { .. },
            } => break,
            ServerMessage::Refused { error } => panic!("refused: {error:?}"),
            _ => continue,
        }
    }
    stale += 1;

    let (status, text) = http_get(ops, "/metrics").await.unwrap();
    assert_eq!(status, 200);
    let m = parse(&text);
    assert_eq!(
        value(&m, "quadrille_actions_total"),
        accepted as f64,
        "{text}"
    );
    assert_eq!(value(&m, "quadrille_action_seconds_count"), accepted as f64);
    assert_eq!(
        value(&m, "quadrille_action_seconds_bucket{le=\"+Inf\"}"),
        accepted as f64
    );
    let buckets: Vec<f64> = text
        .lines()
        .filter(|l| l.starts_with("quadrille_action_seconds_bucket"))
        .map(|l| l.rsplit_once(' ').unwrap().1.parse().unwrap())
        .collect();
    assert!(buckets.len() >= 5, "{text}");
    assert!(
        buckets.windows(2).all(|w| w[0] <= w[1]),
        "cumulative: {text}"
    );
    assert!(value(&m, "quadrille_action_seconds_sum") > 0.0);
    assert_eq!(
        value(&m, "quadrille_commands_refused_total{code=\"stale_seq\"}"),
        stale as f64
    );
    assert_eq!(
        value(&m, "quadrille_commands_refused_total{code=\"malformed\"}"),
        0.0
    );
    assert_eq!(value(&m, "quadrille_rooms_live"), 1.0);
    assert_eq!(value(&m, "quadrille_sockets_open"), 1.0);
    assert_eq!(value(&m, "quadrille_draining"), 0.0);
    assert_eq!(value(&m, "quadrille_store_errors_total"), 0.0);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shutdown_lets_the_command_in_flight_finish_then_tells_every_client_to_reconnect() {
    let (server, ops, knobs, database) = knobbed("ops-shutdown").await;
    let (url, addr) = (server.url.clone(), server.addr);
    // Three rooms. In the first, a host and a second person (whose seat is the second of the
    // room); in the others a host alone, with two commands acknowledged each. And a connection
    // without a seat.
    let mut hosts = vec![host(&url).await];
    let mut second = raw(&url).await;
    let join = ClientMessage::Join {
        room: hosts[0].room.clone(),
        name: "Bo".into(),
        token: None,
    };
    let (_, _, joined_at) = seated(&mut second, join).await;
    while hosts[0].seq < joined_at {
        if let Heard::Message(m) = hear(&mut hosts[0].socket).await {
            hosts[0].seq = seq_of(&m).unwrap_or(hosts[0].seq);
        }
    }
    for _ in 0..2 {
        let mut h = host(&url).await;
        acknowledged(&mut h, Level::Expert).await;
        acknowledged(&mut h, Level::Beginner).await;
        hosts.push(h);
    }
    let mut lobby = raw(&url).await;

    // The first host starts the game; the command reaches the store and waits there.
    knobs.hold(true);
    let sent_at = hosts[0].seq;
    let start = ClientMessage::Command {
        seq: sent_at,
        command: FourSide::wrap_command(Command::Start),
    };
    send(&mut hosts[0].socket, &start).await;
    let until = Instant::now() + SLACK;
    while knobs.held.load(SeqCst) == 0 {
        assert!(
            Instant::now() < until,
            "the command never reached the store"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let started = Instant::now();
    let grace = Duration::from_secs(10);
    let shutdown = tokio::spawn(server.shutdown_within(grace));

    // Draining (asked of /metrics, which never waits for the store: /readyz asked before the
    // drain would ping the store, which is held): not ready, and the WebSocket listener
    // refuses connections.
    let until = Instant::now() + SLACK;
    loop {
        let m = parse(&http_get(ops, "/metrics").await.unwrap().1);
        if value(&m, "quadrille_draining") == 1.0 {
            break;
        }
        assert!(Instant::now() < until, "not draining");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(
        http_get(ops, "/readyz").await.unwrap(),
        (503, "draining".into())
    );
    while tokio::net::TcpStream::connect(addr).await.is_ok() {
        assert!(Instant::now() < until, "still accepting");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // A command sent now is not taken (nor answered: the client learns where the room is
    // from the node it reconnects to).
    let late = set_computer(hosts[1].seq, Level::Advanced);
    send(&mut hosts[1].socket, &late).await;
    // While the command is in flight, nobody is told to go.
    for socket in hosts[1..]
        .iter_mut()
        .map(|h| &mut h.socket)
        .chain([&mut second, &mut lobby])
    {
        let heard = hear_within(socket, Duration::from_millis(200)).await;
        assert!(heard.is_none(), "before the command finished: {heard:?}");
    }

    knobs.hold(false);
    // Its sender is told it was accepted, and so is the other person at the table; then both
    // are told to reconnect, and so is everyone else.
    let mut acked = None;
    let mut seen_by_second = None;
    for (socket, seen) in [
        (&mut hosts[0].socket, &mut acked),
        (&mut second, &mut seen_by_second),
    ] {
        loop {
            match hear(socket).await {
                Heard::Message(m) => {
                    if let Some(seq) = seq_of(&m).filter(|&s| s > sent_at) {
                        *seen = Some(seq);
                    }
                }
                Heard::Closed(code) => {
                    assert_eq!(code, Some(1012), "closed with 1012 (service restart)");
                    break;
                }
            }
        }
    }
    hosts[0].seq = acked.expect("the command in flight was acknowledged before the close");
    assert_eq!(
        seen_by_second,
        Some(hosts[0].seq),
        "the other seat saw it before the close"
    );
    for socket in hosts[1..]
        .iter_mut()
        .map(|h| &mut h.socket)
        .chain([&mut lobby])
    {
        loop {
            match hear(socket).await {
                Heard::Message(m) => assert!(seq_of(&m).is_none(), "answered late: {m:?}"),
                Heard::Closed(code) => {
                    assert_eq!(code, Some(1012));
                    break;
                }
            }
        }
    }
    tokio::time::timeout(grace + SLACK, shutdown)
        .await
        .expect("the shutdown ends")
        .unwrap();
    assert!(
        started.elapsed() < grace,
        "the drain waited for the command, not for the whole grace: {:?}",
        started.elapsed()
    );
    // The operations listener is the last to go.
    assert!(http_get(ops, "/healthz").await.is_err());

    // Nothing acknowledged is lost, and nothing else was taken: the store, closed and opened
    // again, holds each room at its last acknowledged seq, and a server on it seats each host
    // back there.
    let mut store = SqliteStore::open(&database).unwrap();
    for h in &hosts {
        let room = store.load(&h.room.0).unwrap().unwrap();
        assert_eq!(room.entries.len() as u64, h.seq, "room {}", h.room.0);
    }
    drop(store);
    let again = serve(config(database)).await.unwrap();
    for h in &hosts {
        let mut socket = raw(&again.url).await;
        let rejoin = ClientMessage::Rejoin {
            room: h.room.clone(),
            token: h.token.clone(),
        };
        let (_, _, seq) = seated(&mut socket, rejoin).await;
        assert_eq!(seq, h.seq, "resumed at its last acknowledged seq");
    }
    again.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_hosting_rooms_tells_its_clients_to_reconnect_too() {
    // `host_with` (the app's listener, accept.rs) stops the same way.
    let database = scratch("ops-host").join("rooms.sqlite3");
    let store = SqliteStore::open(&database).unwrap();
    let server = host_with(config(database), Box::new(store)).await.unwrap();
    let mut h = host(&server.url).await;
    acknowledged(&mut h, Level::Expert).await;
    let shutdown = tokio::spawn(server.shutdown());
    loop {
        match hear(&mut h.socket).await {
            Heard::Message(_) => continue,
            Heard::Closed(code) => {
                assert_eq!(code, Some(1012));
                break;
            }
        }
    }
    tokio::time::timeout(SLACK, shutdown)
        .await
        .expect("the shutdown ends")
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_drains_on_sigterm_and_logs_each_phase() {
    let dir = scratch("ops-sigterm");
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_quadrille-server"))
        .args(["--address", "127.0.0.1:0", "--database"])
        .arg(dir.join("rooms.sqlite3"))
        .args(["--metrics-address", "127.0.0.1:0"])
        .args(["--shutdown-grace-secs", "5", "--log-format", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let url = common::trial::url_of(&mut child).await;
    let mut host = host(&url).await;
    acknowledged(&mut host, Level::Expert).await;

    let pid = child.id().unwrap() as libc::pid_t;
    // SAFETY: a signal to the child this test started and still holds.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    loop {
        match hear(&mut host.socket).await {
            Heard::Message(_) => continue,
            Heard::Closed(code) => {
                assert_eq!(code, Some(1012));
                break;
            }
        }
    }
    let status = tokio::time::timeout(SLACK, child.wait())
        .await
        .expect("it exits")
        .unwrap();
    assert!(status.success(), "{status}");
    let mut log = String::new();
    let mut stderr = child.stderr.take().unwrap();
    tokio::time::timeout(SLACK, stderr.read_to_string(&mut log))
        .await
        .unwrap()
        .unwrap();
    // One JSON object a line, each with its message.
    let messages: Vec<String> = log
        .lines()
        .map(|line| {
            let line: serde_json::Value = serde_json::from_str(line).expect(line);
            line["fields"]["message"]
                .as_str()
                .expect("a message")
                .to_string()
        })
        .collect();
    for phase in [
        "serving /metrics, /healthz and /readyz",
        "shutdown: asked",
        "shutdown: draining; not accepting, finishing the commands in flight",
        "shutdown: commands in flight finished",
        "shutdown: telling clients to reconnect elsewhere (close 1012)",
        "shutdown: store closed; stopped",
    ] {
        assert!(
            messages.iter().any(|m| m == phase),
            "{phase:?} not in\n{log}"
        );
    }
    // The seated connection's end, with its fields.
    let closed = log
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|l| l["fields"]["message"] == "connection closed" && l["fields"]["room"].is_string())
        .unwrap_or_else(|| panic!("no seated connection closed in\n{log}"));
    assert_eq!(closed["fields"]["reason"], "server shutting down");
    assert_eq!(closed["fields"]["room"], host.room.0.as_str());
}
