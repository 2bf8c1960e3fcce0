//! Changes on the wire: a seat is sent its whole view once, then only what changed; the copy a
//! client builds from those changes is the view the server would send whole; and a client
//! whose copy misses a change asks for its view again instead of showing a wrong table.

mod common;

use common::trial::long_soi_room;
use common::*;
use futures_util::{SinkExt, StreamExt};
use quadrille_engine::deal::Deal;
use quadrille_engine::soi::{Soi, SoiLevel, SoiRules};
use quadrille_engine::Game;
use quadrille_room::{
    AnyCommand, AnySnapshot, ClientMessage, Command, PerGame, Room, RoomId, RoomSettings,
    SeatToken, ServerMessage, WhenLeft, WireGame, PROTOCOL_VERSION,
};
use quadrille_server::client::{decide, Client, Plan};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;

async fn send(ws: &mut Socket, message: &ClientMessage) {
    let text = serde_json::to_string(message).unwrap();
    ws.send(Message::text(text)).await.unwrap();
}

/// The next message and its size on the wire.
async fn next(ws: &mut Socket) -> (ServerMessage, usize) {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("an answer within 20 s")
            .expect("the socket is open")
            .unwrap();
        if let Message::Text(text) = frame {
            return (serde_json::from_str(text.as_str()).unwrap(), text.len());
        }
    }
}

/// A host plays seat 0 of a Soi room against three computers over a raw socket, keeping its
/// copy from the changes alone. Every few moves it asks for its whole view: it must equal the
/// copy. Changes stay small while the whole view grows through a round.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_built_from_changes_is_the_view_sent_whole() {
    let server = server("changes-copy", roomy()).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(server.url.as_str())
        .await
        .unwrap();
    let hello = ClientMessage::Hello {
        protocol: PROTOCOL_VERSION,
    };
    send(&mut ws, &hello).await;
    assert!(matches!(
        next(&mut ws).await.0,
        ServerMessage::Welcome { .. }
    ));
    let create = ClientMessage::Create {
        name: "Ana".into(),
        // Played to the highest target: a short game (one round, some 50 actions) would not
        // give the checks below enough to see; the steps are bounded anyway.
        room: long_soi_room(),
        key: None,
    };
    send(&mut ws, &create).await;
    assert!(matches!(
        next(&mut ws).await.0,
        ServerMessage::Seated { .. }
    ));
    let ServerMessage::Snapshot { snapshot } = next(&mut ws).await.0 else {
        panic!("the first thing after the seat is the whole view");
    };
    let mut copy: AnySnapshot = *snapshot;
    let mut lobby: Vec<Command<_, _>> = (1..4)
        .map(|seat| Command::SetComputer {
            seat,
            level: SoiLevel::Easy,
        })
        .collect();
    lobby.push(Command::Start);
    let plan = Plan::<Soi> {
        level: SoiLevel::Easy,
        seed: 3,
        computers: Vec::new(),
        deadline: Duration::from_secs(60),
    };
    let mut lobby = lobby.into_iter();
    let (mut changes, mut change_bytes, mut largest_whole, mut checked) = (0, 0, 0, 0);
    for step in 0..400 {
        let command = lobby
            .next()
            .or_else(|| decide(Soi::snapshot_ref(&copy).unwrap(), 0, &plan));
        let seq = copy.seq();
        // Not this seat's turn (the computers' moves may come in changes of their own): the
        // next change is waited for.
        let Some(command) = command else {
            let (ServerMessage::Change { change }, bytes) = next(&mut ws).await else {
                panic!("only changes after the first view");
            };
            copy.apply_change(*change)
                .expect("each change fits the copy");
            changes += 1;
            change_bytes += bytes;
            continue;
        };
        let command = ClientMessage::Command {
            seq,
            command: AnyCommand::Soi(command),
        };
        send(&mut ws, &command).await;
        // Until the room moved past the command (the computers' moves come with it).
        while copy.seq() <= seq {
            match next(&mut ws).await {
                (ServerMessage::Change { change }, bytes) => {
                    copy.apply_change(*change)
                        .expect("each change fits the copy");
                    changes += 1;
                    change_bytes += bytes;
                }
                (other, _) => panic!("only changes after the first view: {other:?}"),
            }
        }
        if step % 3 == 0 {
            send(&mut ws, &ClientMessage::View).await;
            let (ServerMessage::Snapshot { snapshot }, bytes) = next(&mut ws).await else {
                panic!("the view asked for");
            };
            assert_eq!(
                *snapshot, copy,
                "the copy differs from the view at step {step}"
            );
            largest_whole = largest_whole.max(bytes);
            checked += 1;
        }
        if Soi::snapshot_ref(&copy)
            .unwrap()
            .view
            .as_ref()
            .is_some_and(|v| v.game_over)
        {
            break;
        }
    }
    assert!(
        changes > 50 && checked > 10,
        "{changes} changes, {checked} checks"
    );
    let mean = change_bytes / changes;
    assert!(
        mean * 4 < largest_whole,
        "changes ({mean} bytes on average) are much smaller than whole views ({largest_whole})"
    );
    server.shutdown().await;
}

/// A Soi table, and its seat 1's snapshots after each of the first `moves` moves.
fn seat_one_snapshots(moves: usize) -> Vec<AnySnapshot> {
    let settings = RoomSettings {
        rules: SoiRules { target: 100 },
        spectators: false,
        when_left: WhenLeft::Wait,
    };
    let host = SeatToken("host-token-0123456789abcdef".into());
    let mut room = Room::<Soi>::new(settings, Deal::Number(5), "Ana", host.hash()).unwrap();
    for seat in 1..4 {
        let level = SoiLevel::Easy;
        room.apply(&host, Command::SetComputer { seat, level })
            .unwrap();
    }
    room.apply(&host, Command::Start).unwrap();
    let mut snapshots = vec![Soi::wrap_snapshot(room.snapshot(Some(1)).unwrap())];
    for _ in 0..moves {
        if room.play_computers(1) == 0 {
            let action = room.game().unwrap().legal_actions()[0].clone();
            room.apply(&host, Command::Act { action }).unwrap();
        }
        snapshots.push(Soi::wrap_snapshot(room.snapshot(Some(1)).unwrap()));
    }
    snapshots
}

async fn serve_text(ws: &mut WebSocketStream<tokio::net::TcpStream>, message: &ServerMessage) {
    let text = serde_json::to_string(message).unwrap();
    ws.send(Message::text(text)).await.unwrap();
}

async fn heard(ws: &mut WebSocketStream<tokio::net::TcpStream>) -> ClientMessage {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("the client says something within 10 s")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = frame {
            return serde_json::from_str(text.as_str()).unwrap();
        }
    }
}

/// A server that skips a change: the client does not apply the next one to a copy it does not
/// fit; it asks for its view, and hands on the whole view that comes back, not a wrong table.
#[tokio::test]
async fn a_client_that_missed_a_change_asks_for_its_view() {
    let snapshots = seat_one_snapshots(8);
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("ws://{}/ws", listener.local_addr().unwrap());
    let fake = tokio::spawn(async move {
        let (tcp, _) = listener.accept().await.unwrap();
        let mut ws = tokio_tungstenite::accept_async(tcp).await.unwrap();
        assert!(matches!(heard(&mut ws).await, ClientMessage::Hello { .. }));
        let welcome = ServerMessage::Welcome {
            protocol: PROTOCOL_VERSION,
        };
        serve_text(&mut ws, &welcome).await;
        assert!(matches!(heard(&mut ws).await, ClientMessage::Join { .. }));
        let seated = ServerMessage::Seated {
            room: RoomId("r".into()),
            seat: 1,
            token: SeatToken("t".repeat(32)),
        };
        serve_text(&mut ws, &seated).await;
        let whole = |i: usize| ServerMessage::Snapshot {
            snapshot: Box::new(snapshots[i].clone()),
        };
        let change = |a: usize, b: usize| ServerMessage::Change {
            change: Box::new(snapshots[a].change_to(&snapshots[b]).unwrap()),
        };
        serve_text(&mut ws, &whole(0)).await;
        serve_text(&mut ws, &change(0, 1)).await;
        // 1 → 2 is never sent: the changes after it do not fit the client's copy.
        serve_text(&mut ws, &change(2, 3)).await;
        serve_text(&mut ws, &change(3, 4)).await;
        assert_eq!(heard(&mut ws).await, ClientMessage::View);
        serve_text(&mut ws, &whole(5)).await;
        serve_text(&mut ws, &change(5, 6)).await;
        // Keep the socket open until the client has read everything.
        let _ = tokio::time::timeout(Duration::from_secs(10), ws.next()).await;
        snapshots
    });
    let mut client = Client::connect(&url, quick()).await.unwrap();
    client.join(&RoomId("r".into()), "Ben", None).await.unwrap();
    let mut seen = Vec::new();
    for _ in 0..4 {
        let ServerMessage::Snapshot { snapshot } = client.next().await.unwrap() else {
            panic!("snapshots only");
        };
        seen.push(*snapshot);
    }
    drop(client);
    let snapshots = fake.await.unwrap();
    let expected: Vec<AnySnapshot> = [0, 1, 5, 6].iter().map(|&i| snapshots[i].clone()).collect();
    assert_eq!(seen, expected);
    assert!(matches!(seen[0], PerGame::Soi(_)));
}
