//! One seat per person, as a server can tell persons apart: by address. The people of these
//! tests connect to 127.0.0.1 from different loopback addresses (127.0.0.2, 127.0.0.3…), so
//! each is one person to the server; a second connection from the same address is the same
//! person.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use quadrille_engine::deal::Deal;
use quadrille_engine::soi::{SoiAction, SoiLevel};
use quadrille_room::{
    AnyCommand, ClientMessage, Command, PerGame, RoomError, RoomId, SeatKind, SeatToken,
    ServerMessage, PROTOCOL_VERSION,
};
use quadrille_server::client::check_replay;
use quadrille_server::{Limits, ServerHandle};
use std::net::{Ipv4Addr, SocketAddr};
use std::time::Duration;
use tokio::net::TcpSocket;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

type Socket = WebSocketStream<tokio::net::TcpStream>;

/// A connection from 127.0.0.`from`, past its hello.
async fn person(server: &ServerHandle, from: u8) -> Socket {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::from((Ipv4Addr::new(127, 0, 0, from), 0)))
        .unwrap();
    let tcp = socket.connect(server.addr).await.unwrap();
    let (mut ws, _) = tokio_tungstenite::client_async(server.url.as_str(), tcp)
        .await
        .unwrap();
    send(
        &mut ws,
        &ClientMessage::Hello {
            protocol: PROTOCOL_VERSION,
        },
    )
    .await;
    assert!(matches!(next(&mut ws).await, ServerMessage::Welcome { .. }));
    ws
}

async fn send(ws: &mut Socket, message: &ClientMessage) {
    let text = serde_json::to_string(message).unwrap();
    ws.send(Message::text(text)).await.unwrap();
}

async fn next(ws: &mut Socket) -> ServerMessage {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("an answer within 20 s")
            .expect("the socket is open")
            .unwrap();
        if let Message::Text(text) = frame {
            return serde_json::from_str(text.as_str()).unwrap();
        }
    }
}

/// Reads until the seating answer (or a refusal); snapshots before it are skipped.
async fn seated(ws: &mut Socket) -> Result<(RoomId, SeatToken, u8), RoomError> {
    loop {
        match next(ws).await {
            ServerMessage::Seated { room, seat, token } => return Ok((room, token, seat)),
            ServerMessage::Refused { error } => return Err(error),
            _ => continue,
        }
    }
}

/// Sends a command at the room's `seq` and reads until the change that acknowledges it.
async fn command(ws: &mut Socket, seq: &mut u64, command: Command<SoiAction, SoiLevel>) {
    let message = ClientMessage::Command {
        seq: *seq,
        command: AnyCommand::Soi(command),
    };
    send(ws, &message).await;
    loop {
        match next(ws).await {
            ServerMessage::Snapshot { snapshot } if snapshot.seq() > *seq => {
                *seq = snapshot.seq();
                return;
            }
            ServerMessage::Change { change } => match *change {
                PerGame::Soi(c) if c.seq > *seq => {
                    *seq = c.seq;
                    return;
                }
                _ => continue,
            },
            ServerMessage::Refused { error } => panic!("{error:?}"),
            _ => continue,
        }
    }
}

fn join(room: &RoomId, name: &str) -> ClientMessage {
    ClientMessage::Join {
        room: room.clone(),
        name: name.into(),
        token: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_holds_one_seat_and_a_host_cannot_take_an_opened_one() {
    let limits = Limits {
        seats_per_address: 1,
        ..roomy()
    };
    let server = server("one-seat", limits).await;
    let settings = match soi_room() {
        PerGame::Soi(mut s) => {
            s.when_left = quadrille_room::WhenLeft::Wait;
            PerGame::Soi(s)
        }
        other => other,
    };
    let mut ana = person(&server, 1).await;
    send(
        &mut ana,
        &ClientMessage::Create {
            name: "Ana".into(),
            room: settings,
            key: None,
        },
    )
    .await;
    let (room, _, _) = seated(&mut ana).await.unwrap();
    let mut ben = person(&server, 2).await;
    send(&mut ben, &join(&room, "Ben")).await;
    let (_, ben_token, ben_seat) = seated(&mut ben).await.unwrap();
    assert_eq!(ben_seat, 1);

    // A second connection of Ana's, before the game: no second seat.
    let mut ana_again = person(&server, 1).await;
    send(&mut ana_again, &join(&room, "Ann")).await;
    assert_eq!(seated(&mut ana_again).await, Err(RoomError::AlreadySeated));
    // A seated connection cannot join (or rejoin) another seat either.
    send(&mut ben, &join(&room, "Ben again")).await;
    assert_eq!(seated(&mut ben).await, Err(RoomError::AlreadySeated));

    let mut seq = 1;
    for seat in [2, 3] {
        let level = SoiLevel::Easy;
        command(&mut ana, &mut seq, Command::SetComputer { seat, level }).await;
    }
    command(&mut ana, &mut seq, Command::Start).await;
    // Mid-game the host opens Ben's seat: it waits, with Ben's hand, for somebody new.
    command(&mut ana, &mut seq, Command::Open { seat: 1 }).await;
    send(&mut ana_again, &join(&room, "Ann")).await;
    assert_eq!(seated(&mut ana_again).await, Err(RoomError::AlreadySeated));
    // Nor when the host first lets their own connection go: seat 0 is still theirs.
    drop(ana);
    tokio::time::sleep(Duration::from_millis(200)).await;
    send(&mut ana_again, &join(&room, "Ann")).await;
    assert_eq!(seated(&mut ana_again).await, Err(RoomError::AlreadySeated));
    // Ben's old token is no longer a seat's; and it cannot take Ana's.
    let rejoin = ClientMessage::Rejoin {
        room: room.clone(),
        token: ben_token,
    };
    send(&mut ana_again, &rejoin).await;
    assert_eq!(seated(&mut ana_again).await, Err(RoomError::BadToken));

    // Somebody new takes the open seat, and is sent its hand.
    let mut cleo = person(&server, 3).await;
    send(&mut cleo, &join(&room, "Cleo")).await;
    assert_eq!(seated(&mut cleo).await.map(|(_, _, seat)| seat), Ok(1));
    let view = loop {
        if let ServerMessage::Snapshot { snapshot } = next(&mut cleo).await {
            if let PerGame::Soi(s) = *snapshot {
                break s;
            }
        }
    };
    assert!(matches!(&view.seats[1].who, SeatKind::Person { name, .. } if name == "Cleo"));
    assert!(!view.view.unwrap().hand.is_empty());
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_on_the_server_is_dealt_from_a_secret_shown_at_the_end() {
    let server = server("secret-deal", roomy()).await;
    let played = fourside_duel(&server.url, 3).await.unwrap();
    check_replay(&played).unwrap();
    // 128 bits, where a deal number had about 30: no hand can be searched back to it.
    match (played.log.deal, played.last.deal) {
        (Deal::Secret(secret), Some(Deal::Secret(shown))) => {
            assert_eq!(secret, shown);
            assert_eq!(secret.to_string().len(), 32);
        }
        other => panic!("the room was not dealt from a secret: {other:?}"),
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_token_can_be_read_from_the_database_file() {
    let server = server("no-tokens", roomy()).await;
    let mut host = client(&server.url).await;
    host.create("Ana", soi_room()).await.unwrap();
    let (room, ana, _) = host.seat().unwrap().clone();
    let mut ben = client(&server.url).await;
    ben.join(&room, "Ben", None).await.unwrap();
    let (_, ben, _) = ben.seat().unwrap().clone();
    server.shutdown().await;
    let db = database("no-tokens");
    let mut bytes = std::fs::read(&db).unwrap();
    bytes.extend(std::fs::read(db.with_extension("sqlite3-wal")).unwrap_or_default());
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains(room.0.as_str()), "the room is in the file");
    for token in [&ana, &ben] {
        assert!(
            !text.contains(token.0.as_str()),
            "a seat token is in the file"
        );
        assert!(text.contains(token.hash().as_str()), "its hash is");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_room_deals_again_from_a_secret_of_the_servers() {
    use quadrille_engine::fourside::{FourSide, Level};
    use quadrille_server::client::{play, Plan};
    let server = server("again", roomy()).await;
    let mut ana = client(&server.url).await;
    ana.create("Ana", fourside_room()).await.unwrap();
    let plan = Plan::<FourSide> {
        level: Level::Beginner,
        seed: 5,
        computers: vec![(1, Level::Beginner)],
        deadline: Duration::from_secs(120),
    };
    let first = play(&mut ana, &plan).await.unwrap();
    // Ana is the only person: her asking deals the next game. The deal she names is not taken.
    let again = Command::Again {
        deal: Some(Deal::Number(7)),
    };
    ana.command(first.last.seq, AnyCommand::FourSide(again))
        .await
        .unwrap();
    let second = play(&mut ana, &plan).await.unwrap();
    assert!(second.last.seq > first.last.seq + 1);
    match (first.last.deal, second.last.deal) {
        (Some(Deal::Secret(one)), Some(Deal::Secret(two))) => assert_ne!(one, two),
        other => panic!("each game is not dealt from a secret of its own: {other:?}"),
    }
    // The public log replays both games, the second from the deal the server chose.
    check_replay(&second).unwrap();
    server.shutdown().await;
}
