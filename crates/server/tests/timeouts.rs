//! Silent connections: a TCP socket that sends nothing, half an HTTP request, a WebSocket that
//! never says hello, a seat that stops answering pings and a client that stops reading are each
//! let go within their limit, while a game in another room plays on. A message over the 1 MiB
//! the socket reads gets close 1009. A server on a public address without TLS refuses to start.
//! Both listeners: `serve` (axum) and `host_with` (the app's, `accept.rs`).

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use quadrille_engine::fourside::FourSide;
use quadrille_room::{ClientMessage, SeatKind, ServerMessage, WireGame, PROTOCOL_VERSION};
use quadrille_server::client::Client;
use quadrille_server::{host_with, serve, Config, Limits, ServeError, ServerHandle, SqliteStore};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;

/// Beyond a limit, how long a test waits for the server to act before calling it a failure
/// (the machine running the tests may be loaded).
const SLACK: Duration = Duration::from_secs(10);

#[derive(Clone, Copy, Debug)]
enum Listener {
    /// `serve`: axum, the server's.
    Axum,
    /// `host_with`: tokio-tungstenite alone, the app's.
    Host,
}

const BOTH: [Listener; 2] = [Listener::Axum, Listener::Host];

fn config(name: &str, limits: Limits) -> Config {
    Config {
        address: "127.0.0.1:0".parse().unwrap(),
        database: scratch(name).join("rooms.sqlite3").into(),
        tls: None,
        limits,
        behind_tls_proxy: false,
    }
}

async fn start(listener: Listener, name: &str, limits: Limits) -> ServerHandle {
    let name = format!("{name}-{listener:?}");
    let config = config(&name, limits);
    match listener {
        Listener::Axum => serve(config).await.unwrap(),
        Listener::Host => {
            let store = SqliteStore::open(&sqlite_path(&config)).unwrap();
            host_with(config, Box::new(store)).await.unwrap()
        }
    }
}

type Socket = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// A WebSocket over a plain TCP stream, with the hello said if `hello`.
async fn websocket(url: &str, tcp: TcpStream, hello: bool) -> Socket {
    let (mut s, _) = tokio_tungstenite::client_async(url, tcp).await.unwrap();
    if hello {
        send(
            &mut s,
            &ClientMessage::Hello {
                protocol: PROTOCOL_VERSION,
            },
        )
        .await;
        assert!(matches!(
            next(&mut s).await,
            Some(ServerMessage::Welcome { .. })
        ));
    }
    s
}

async fn send(s: &mut Socket, message: &ClientMessage) {
    let text = serde_json::to_string(message).unwrap();
    s.send(Message::text(text)).await.unwrap();
}

async fn next(s: &mut Socket) -> Option<ServerMessage> {
    loop {
        match tokio::time::timeout(SLACK, s.next()).await.ok()?? {
            Ok(Message::Text(t)) => return serde_json::from_str(t.as_str()).ok(),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

/// Waits (until `limit` + `SLACK` after `opened`) for the server to close a raw TCP socket,
/// reading and dropping whatever it sends; returns how long it lived.
async fn closed_within(
    tcp: &mut TcpStream,
    opened: Instant,
    limit: Duration,
    what: &str,
) -> Duration {
    let started = opened;
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at((started + limit + SLACK).into(), tcp.read(&mut buf)).await {
            Err(_) => panic!("{what}: still open after {:?}", limit + SLACK),
            Ok(Ok(0)) | Ok(Err(_)) => return started.elapsed(),
            Ok(Ok(_)) => continue,
        }
    }
}

fn port(url: &str) -> SocketAddr {
    let port = url
        .trim_start_matches("ws://127.0.0.1:")
        .trim_end_matches("/ws");
    SocketAddr::from(([127, 0, 0, 1], port.parse().unwrap()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_sockets_half_requests_and_websockets_without_hello_are_closed() {
    for listener in BOTH {
        let limits = Limits {
            handshake_secs: 1,
            hello_secs: 1,
            ..roomy()
        };
        let server = start(listener, "silent", limits).await;
        let addr = port(&server.url);
        let game = bystander(&server.url);
        let limit = Duration::from_secs(1);

        // Opened together, waited for one after the other: each has its own deadline.
        let opened = Instant::now();
        let mut silent = TcpStream::connect(addr).await.unwrap();
        let mut half = TcpStream::connect(addr).await.unwrap();
        half.write_all(b"GET /ws HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        let mut mute = websocket(&server.url, TcpStream::connect(addr).await.unwrap(), false).await;
        let upgraded = Instant::now();

        let took = closed_within(&mut silent, opened, limit, "a silent TCP socket").await;
        println!("{listener:?}: a silent TCP socket closed after {took:?} (limit {limit:?})");
        // Not before its time either (its deadline started after `opened`).
        assert!(took >= limit * 9 / 10, "{took:?}");
        let took = closed_within(&mut half, opened, limit, "half an HTTP request").await;
        println!("{listener:?}: half an HTTP request closed after {took:?} (limit {limit:?})");

        // The WebSocket is told why: close 1008 (policy violation).
        let code = loop {
            match tokio::time::timeout(limit + SLACK, mute.next()).await {
                Err(_) => panic!("a WebSocket without hello still open"),
                Ok(Some(Ok(Message::Close(frame)))) => break frame.map(|f| f.code),
                Ok(Some(Ok(_))) => continue,
                Ok(Some(Err(e))) => panic!("closed without a close frame: {e}"),
                Ok(None) => break None,
            }
        };
        println!(
            "{listener:?}: a WebSocket without hello closed after {:?} (limit {limit:?})",
            upgraded.elapsed()
        );
        assert_eq!(code, Some(CloseCode::Policy));

        // axum's: a connection kept alive after `GET /healthz` gets as long for its next request.
        if let Listener::Axum = listener {
            let mut kept = TcpStream::connect(addr).await.unwrap();
            kept.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
                .await
                .unwrap();
            let mut answer = [0u8; 512];
            let n = tokio::time::timeout(SLACK, kept.read(&mut answer))
                .await
                .unwrap()
                .unwrap();
            assert!(answer[..n].starts_with(b"HTTP/1.1 200"));
            let answered = Instant::now();
            let took = closed_within(&mut kept, answered, limit, "a kept-alive connection").await;
            println!("{listener:?}: a kept-alive connection closed {took:?} after its answer");
        }

        let scores = game.await.unwrap().unwrap();
        assert_eq!(scores.len(), 2);
        server.shutdown().await;
    }
}

/// The seat `seat` as others see it in `message`, if it is a FourSide snapshot.
fn connected(message: &ServerMessage, seat: u8) -> Option<bool> {
    let ServerMessage::Snapshot { snapshot } = message else {
        return None;
    };
    let snapshot = FourSide::snapshot((**snapshot).clone())?;
    match snapshot.seats.iter().find(|s| s.seat == seat)?.who {
        SeatKind::Person { connected, .. } => Some(connected),
        _ => None,
    }
}

/// Reads `host`'s messages until one shows `seat` disconnected; returns how long that took.
async fn until_away(host: &mut Client, seat: u8, within: Duration) -> Option<Duration> {
    let started = Instant::now();
    let until = started + within;
    loop {
        let message = tokio::time::timeout_at(until.into(), host.next()).await;
        match message {
            Err(_) => return None,
            Ok(message) => {
                if connected(&message.unwrap(), seat) == Some(false) {
                    return Some(started.elapsed());
                }
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_that_stops_answering_pings_is_closed_and_shown_away() {
    for listener in BOTH {
        let limits = Limits {
            ping_secs: 1,
            silent_secs: 2,
            ..roomy()
        };
        let server = start(listener, "heartbeat", limits).await;
        let addr = port(&server.url);
        let mut host = client(&server.url).await;
        host.create("Ana", fourside_room()).await.unwrap();
        let (room, _, _) = host.seat().unwrap().clone();

        let tcp = TcpStream::connect(addr).await.unwrap();
        let mut quiet = websocket(&server.url, tcp, true).await;
        let join = ClientMessage::Join {
            room: room.clone(),
            name: "Bo".into(),
            token: None,
        };
        send(&mut quiet, &join).await;
        assert!(matches!(
            next(&mut quiet).await,
            Some(ServerMessage::Seated { seat: 1, .. })
        ));
        // Seated and shown connected; from now on it is never read, so it answers no ping.
        let mut shown = false;
        while !shown {
            let message = tokio::time::timeout(SLACK, host.next()).await.unwrap();
            shown = connected(&message.unwrap(), 1) == Some(true);
        }
        let silent = Duration::from_secs(2);
        let took = until_away(&mut host, 1, silent + SLACK).await;
        let took = took.unwrap_or_else(|| panic!("{listener:?}: the silent seat is still shown"));
        println!(
            "{listener:?}: a seat silent since it sat shown away after {took:?} (limit {silent:?})"
        );
        // The host, reading all along, answered every ping and is still there.
        assert_eq!(host.reconnects, 0);
        drop(quiet);
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_over_the_hard_limit_gets_close_1009() {
    for listener in BOTH {
        let server = start(listener, "too-big", roomy()).await;
        let tcp = TcpStream::connect(port(&server.url)).await.unwrap();
        let mut big = websocket(&server.url, tcp, true).await;
        let huge = "y".repeat(quadrille_server::HARD_FRAME_BYTES + 1);
        // The server may close before all of it is written.
        let _ = big.send(Message::text(huge)).await;
        let code = loop {
            match tokio::time::timeout(SLACK, big.next()).await {
                Err(_) => panic!("{listener:?}: still open"),
                Ok(Some(Ok(Message::Close(frame)))) => break frame.map(|f| f.code),
                Ok(Some(Ok(_))) => continue,
                Ok(Some(Err(e))) => panic!("{listener:?}: closed without a close frame: {e}"),
                Ok(None) => break None,
            }
        };
        assert_eq!(code, Some(CloseCode::Size), "{listener:?}");
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_let_go_after_the_send_timeout() {
    for listener in BOTH {
        // No heartbeat to speak of: only the send timeout can end the connection.
        let limits = Limits {
            send_timeout_secs: 1,
            ping_secs: 3600,
            silent_secs: 3600,
            messages_per_second: 1_000_000,
            ..roomy()
        };
        let server = start(listener, "send-timeout", limits).await;
        let addr = port(&server.url);
        let mut host = client(&server.url).await;
        host.create("Ana", fourside_room()).await.unwrap();
        let (room, _, _) = host.seat().unwrap().clone();

        // A small receive window, so that the server's writes stop being taken soon.
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.set_recv_buffer_size(4096).unwrap();
        let tcp = socket.connect(addr).await.unwrap();
        let mut deaf = websocket(&server.url, tcp, true).await;
        let join = ClientMessage::Join {
            room: room.clone(),
            name: "Bo".into(),
            token: None,
        };
        send(&mut deaf, &join).await;
        assert!(matches!(
            next(&mut deaf).await,
            Some(ServerMessage::Seated { seat: 1, .. })
        ));

        // Seat 1 asks and asks (each ask is answered: not valid JSON) and reads none of the
        // answers. The kernel's buffers take a few MB of them (on loopback); then the server's
        // send waits, and the send timeout lets the connection go.
        let (mut sink, unread) = deaf.split();
        let asks = 400_000;
        let started = Instant::now();
        let writer = tokio::spawn(async move {
            let mut frames = futures_util::stream::iter((0..asks).map(|_| Ok(Message::text("x"))));
            let _ = sink.send_all(&mut frames).await;
            sink
        });
        let took = until_away(&mut host, 1, Duration::from_secs(90)).await;
        let took = took.unwrap_or_else(|| {
            panic!(
                "{listener:?}: the seat that never reads is still shown after {:?}",
                started.elapsed()
            )
        });
        println!("{listener:?}: a seat that never reads shown away after {took:?}");
        writer.abort();
        drop(unread);
        server.shutdown().await;
    }
}

/// Refused before anything listens: the test opens no socket on a public address. That the
/// flag lets such a server start is checked on the decision itself (`lib.rs`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_websockets_on_a_public_address_only_behind_a_tls_proxy() {
    for listener in BOTH {
        let name = format!("public-{listener:?}");
        let mut config = config(&name, roomy());
        config.address = "0.0.0.0:0".parse().unwrap();
        let refused = match listener {
            Listener::Axum => serve(config.clone()).await.map(|_| ()),
            Listener::Host => {
                let store = SqliteStore::open(&sqlite_path(&config)).unwrap();
                host_with(config.clone(), Box::new(store)).await.map(|_| ())
            }
        };
        match refused {
            Err(e @ ServeError::PlainPublic(_)) => {
                assert!(e.to_string().contains("--behind-tls-proxy"), "{e}")
            }
            other => panic!("{listener:?}: {:?}", other.err()),
        }
    }
}

/// Loopback without TLS stays allowed, IPv4 and IPv6 alike (where the machine has IPv6).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn loopback_needs_no_tls() {
    let mut config = config("loopback", roomy());
    config.address = "127.0.0.2:0".parse().unwrap();
    serve(config.clone()).await.unwrap().shutdown().await;
    if std::net::TcpListener::bind("[::1]:0").is_ok() {
        config.address = "[::1]:0".parse().unwrap();
        serve(config).await.unwrap().shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_takes_a_silent_server_for_gone_and_connects_again() {
    // A server that pings once an hour: a quiet room says nothing at all.
    let limits = Limits {
        ping_secs: 3600,
        silent_secs: 3600,
        ..roomy()
    };
    let server = start(Listener::Axum, "quiet-server", limits).await;
    let mut c = client(&server.url).await;
    c.server_silent(Duration::from_secs(1));
    c.create("Ana", fourside_room()).await.unwrap();
    let first = tokio::time::timeout(SLACK, c.next())
        .await
        .unwrap()
        .unwrap();
    assert!(matches!(first, ServerMessage::Snapshot { .. }));
    // Nothing more comes: after a second the client connects again and sits again, and the
    // room's snapshot follows.
    let started = Instant::now();
    let again = tokio::time::timeout(SLACK, c.next())
        .await
        .expect("the client still waits on a silent server")
        .unwrap();
    println!("a silent server left after {:?}", started.elapsed());
    assert!(matches!(again, ServerMessage::Snapshot { .. }));
    assert_eq!(c.reconnects, 1);
    server.shutdown().await;
}
