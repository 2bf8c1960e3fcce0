//! Hostile clients: more than 10⁵ frames of malformed JSON, binary and oversized frames, wrong
//! and stolen tokens, commands for other seats, stale and wrong-game commands, and a flood.
//! Every frame gets its typed refusal, nothing panics, and a game in another room plays on to
//! a result equal to its replayed log.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use quadrille_engine::soi::{Ask, Soi, SoiAction, SoiLevel};
use quadrille_room::{
    ClientMessage, Command, PerGame, RoomError, RoomId, SeatToken, ServerMessage, WireGame,
    PROTOCOL_VERSION,
};
use quadrille_server::Limits;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

static PANICS: AtomicUsize = AtomicUsize::new(0);

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn raw(url: &str, hello: bool) -> Socket {
    let (mut s, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
        .await
        .unwrap();
    if hello {
        let hello = ClientMessage::Hello {
            protocol: PROTOCOL_VERSION,
        };
        s.send(Message::text(serde_json::to_string(&hello).unwrap()))
            .await
            .unwrap();
        assert!(matches!(
            next(&mut s).await,
            Some(ServerMessage::Welcome { .. })
        ));
    }
    s
}

async fn next(s: &mut Socket) -> Option<ServerMessage> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), s.next())
            .await
            .ok()??
        {
            Ok(Message::Text(t)) => return serde_json::from_str(t.as_str()).ok(),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

/// Sends `frames` on `s` while reading the answers; returns how many of each refusal code came
/// back ("other" for anything else, "closed" if the server closed the socket).
async fn attack(s: Socket, frames: Vec<Message>) -> HashMap<String, usize> {
    let n = frames.len();
    let (mut sink, mut stream) = s.split();
    let writer = tokio::spawn(async move {
        for f in frames {
            if sink.send(f).await.is_err() {
                break;
            }
        }
        sink
    });
    let mut codes = HashMap::new();
    for _ in 0..n {
        let message = loop {
            match tokio::time::timeout(Duration::from_secs(30), stream.next()).await {
                Ok(Some(Ok(Message::Text(t)))) => {
                    break serde_json::from_str::<ServerMessage>(t.as_str()).ok()
                }
                Ok(Some(Ok(Message::Close(_)))) => break None,
                Ok(Some(Ok(_))) => continue,
                _ => break None,
            }
        };
        let key = match message {
            Some(ServerMessage::Refused { error }) => code(&error),
            Some(_) => "other".into(),
            None => "closed".into(),
        };
        let closed = key == "closed";
        *codes.entry(key).or_insert(0) += 1;
        if closed {
            break;
        }
    }
    drop(writer.await);
    codes
}

fn code(error: &RoomError) -> String {
    serde_json::to_value(error).unwrap()["code"]
        .as_str()
        .unwrap()
        .to_string()
}

fn text(message: &ClientMessage) -> Message {
    Message::text(serde_json::to_string(message).unwrap())
}

fn only(codes: &HashMap<String, usize>, expected: &str, n: usize) {
    assert_eq!(codes.get(expected), Some(&n), "{expected}: {codes:?}");
    assert_eq!(codes.len(), 1, "{codes:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_frames_get_typed_refusals_and_other_rooms_play_on() {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICS.fetch_add(1, Ordering::SeqCst);
        hook(info);
    }));
    let limits = Limits {
        max_frame_bytes: 4096,
        messages_per_second: 1_000_000,
        rooms_per_address: 10_000,
        idle_room_secs: 3600,
        seats_per_address: 4,
        rooms_per_hour: 10_000,
        // 10,000 messages before hello take longer than the default allows for saying it.
        hello_secs: 600,
        ..Limits::default()
    };
    let server = server("hostile", limits).await;
    let url = server.url.clone();
    let game = bystander(&url);
    let mut total = 0usize;

    // A Soi room the attacker holds seat 0 of, with three computers, started.
    let mut victim = client(&url).await;
    victim.create("Eve", soi_room()).await.unwrap();
    let (room, token, _) = victim.seat().unwrap().clone();
    let computers = [
        (1, SoiLevel::Easy),
        (2, SoiLevel::Easy),
        (3, SoiLevel::Easy),
    ];
    let (mut seq, mut view) = (0, None);
    let mut setup = computers
        .iter()
        .map(|&(seat, level)| Command::SetComputer { seat, level })
        .chain([Command::Start])
        .collect::<Vec<_>>()
        .into_iter();
    while view.is_none() {
        if let ServerMessage::Snapshot { snapshot } = victim.next().await.unwrap() {
            let s = Soi::snapshot(*snapshot).unwrap();
            seq = s.seq;
            view = s.view;
            if view.is_none() {
                let command = setup.next().unwrap();
                victim
                    .command(seq, Soi::wrap_command(command))
                    .await
                    .unwrap();
            }
        }
    }
    let card = view.unwrap().hand[0];

    let mut run = |codes: HashMap<String, usize>, expected: &str, n: usize| {
        only(&codes, expected, n);
        total += n;
    };

    // Malformed JSON of many kinds.
    let junk = [
        "",
        "{",
        "null",
        "[]",
        "{\"type\":\"nope\"}",
        "{\"type\":\"command\"}",
        "{\"type\":\"join\",\"room\":5}",
        "\u{0}\u{1}",
        "{\"type\":\"hello\",\"protocol\":\"1\"}",
        "{\"type\":\"command\",\"seq\":-1,\"command\":{}}",
    ];
    let frames = (0..40_000)
        .map(|i| Message::text(junk[i % junk.len()]))
        .collect();
    run(
        attack(raw(&url, true).await, frames).await,
        "malformed",
        40_000,
    );

    // Binary frames are not the protocol.
    let frames = (0..10_000)
        .map(|i| Message::binary(vec![i as u8; 1 + i % 64]))
        .collect();
    run(
        attack(raw(&url, true).await, frames).await,
        "malformed",
        10_000,
    );

    // Oversized frames (above the limit, under what the socket reads at all).
    let frames = (0..500)
        .map(|i| Message::text("x".repeat(4097 + i * 50)))
        .collect();
    run(
        attack(raw(&url, true).await, frames).await,
        "frame_too_large",
        500,
    );

    // Anything before hello.
    let join = ClientMessage::Join {
        room: room.clone(),
        name: "Mal".into(),
        token: None,
    };
    let frames = (0..10_000).map(|_| text(&join)).collect();
    run(
        attack(raw(&url, false).await, frames).await,
        "hello_first",
        10_000,
    );

    // Guessed tokens, and the token of another room (stolen from Eve's, used on the game's).
    let frames = (0..10_000)
        .map(|i| {
            let token = SeatToken(format!("{:032x}", i as u128 * 0x9e37_79b9_7f4a_7c15));
            text(&ClientMessage::Rejoin {
                room: room.clone(),
                token,
            })
        })
        .collect();
    run(
        attack(raw(&url, true).await, frames).await,
        "bad_token",
        10_000,
    );
    let frames = (0..10_000)
        .map(|i| {
            let room = RoomId(format!("{:032x}", i));
            text(&ClientMessage::Rejoin {
                room,
                token: token.clone(),
            })
        })
        .collect();
    run(
        attack(raw(&url, true).await, frames).await,
        "no_such_room",
        10_000,
    );

    // Joins with a token of the client's own that is not 128 bits of lowercase hex: short,
    // long, upper case, not hex, empty. None takes a seat.
    let weak = [
        "1234",
        &"a".repeat(33),
        &"A".repeat(32),
        &"g".repeat(32),
        "",
    ];
    let frames = (0..5_000)
        .map(|i| {
            text(&ClientMessage::Join {
                room: room.clone(),
                name: "Mal".into(),
                token: Some(SeatToken(weak[i % weak.len()].to_string())),
            })
        })
        .collect();
    run(
        attack(raw(&url, true).await, frames).await,
        "malformed",
        5_000,
    );

    // Commands without a seat.
    let act = ClientMessage::Command {
        seq: 0,
        command: Soi::wrap_command(Command::Start),
    };
    let frames = (0..5_000).map(|_| text(&act)).collect();
    run(
        attack(raw(&url, true).await, frames).await,
        "not_seated",
        5_000,
    );

    // Eve (seat 0) asks for other seats, makes stale commands and FourSide moves.
    let mut eve = raw(&url, true).await;
    eve.send(text(&ClientMessage::Rejoin {
        room: room.clone(),
        token: token.clone(),
    }))
    .await
    .unwrap();
    assert!(matches!(
        next(&mut eve).await,
        Some(ServerMessage::Seated { seat: 0, .. })
    ));
    assert!(matches!(
        next(&mut eve).await,
        Some(ServerMessage::Snapshot { .. })
    ));
    let frames = (0..10_000)
        .map(|i| {
            let asker = 1 + (i % 3) as u8;
            let ask = SoiAction::Ask(Ask {
                asker,
                target: 0,
                card,
            });
            text(&ClientMessage::Command {
                seq,
                command: Soi::wrap_command(Command::Act { action: ask }),
            })
        })
        .collect();
    run(attack(eve, frames).await, "not_your_seat", 10_000);

    let mut eve = raw(&url, true).await;
    eve.send(text(&ClientMessage::Rejoin {
        room: room.clone(),
        token: token.clone(),
    }))
    .await
    .unwrap();
    assert!(matches!(
        next(&mut eve).await,
        Some(ServerMessage::Seated { seat: 0, .. })
    ));
    assert!(matches!(
        next(&mut eve).await,
        Some(ServerMessage::Snapshot { .. })
    ));
    let frames = (0..5_000u64)
        .map(|i| {
            let command = if i.is_multiple_of(2) {
                Soi::wrap_command(Command::Start)
            } else {
                PerGame::FourSide(Command::Start)
            };
            // Odd frames: the right seq, the wrong game. Even: a seq long gone.
            let seq = if i.is_multiple_of(2) {
                seq.saturating_sub(1 + i % 3)
            } else {
                seq
            };
            text(&ClientMessage::Command { seq, command })
        })
        .collect();
    let codes = attack(eve, frames).await;
    assert_eq!(codes.get("stale_seq"), Some(&2_500), "{codes:?}");
    assert_eq!(codes.get("wrong_game"), Some(&2_500), "{codes:?}");
    total += 5_000;

    // A wrong protocol version is refused with both versions named, then the socket closes.
    let mut old = raw(&url, false).await;
    old.send(text(&ClientMessage::Hello { protocol: 0 }))
        .await
        .unwrap();
    match next(&mut old).await {
        Some(ServerMessage::Refused {
            error: RoomError::VersionMismatch { ours, theirs },
        }) => {
            assert_eq!((ours, theirs), (PROTOCOL_VERSION, 0))
        }
        other => panic!("{other:?}"),
    }
    assert!(next(&mut old).await.is_none());

    // A frame above what the socket reads at all closes that socket (close 1009, "message too
    // big"), and nothing else.
    let mut big = raw(&url, true).await;
    let _ = big
        .send(Message::text(
            "y".repeat(quadrille_server::HARD_FRAME_BYTES + 1),
        ))
        .await;
    let code = loop {
        match tokio::time::timeout(Duration::from_secs(30), big.next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => break frame.map(|f| u16::from(f.code)),
            Ok(Some(Ok(_))) => continue,
            other => panic!("no close frame: {other:?}"),
        }
    };
    assert_eq!(code, Some(1009));

    // The room under attack did not move: Eve's seat is still to move at the same seq.
    let mut eve = client(&url).await;
    eve.rejoin(&room, &token).await.unwrap();
    match eve.next().await.unwrap() {
        ServerMessage::Snapshot { snapshot } => {
            assert_eq!(Soi::snapshot(*snapshot).unwrap().seq, seq)
        }
        other => panic!("{other:?}"),
    }

    let scores = game.await.unwrap().unwrap();
    assert_eq!(scores.len(), 2);
    assert_eq!(PANICS.load(Ordering::SeqCst), 0, "the server panicked");
    println!("{total} hostile frames, each refused with its code; the other room's game replayed");
    assert!(total >= 100_000);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_rate_limited_and_others_play_on() {
    let limits = Limits {
        messages_per_second: 50,
        ..roomy()
    };
    let server = server("flood", limits).await;
    let game = bystander(&server.url);
    let frames = 10_000;
    let flood = (0..frames).map(|_| text(&ClientMessage::Log)).collect();
    let codes = attack(raw(&server.url, true).await, flood).await;
    let limited = codes.get("rate_limited").copied().unwrap_or(0);
    // The bucket holds a second's worth (less the hello), and refills while the flood is read.
    assert!(limited >= frames - 500, "{codes:?}");
    assert_eq!(
        limited + codes.get("not_seated").copied().unwrap_or(0),
        frames,
        "{codes:?}"
    );
    game.await.unwrap().unwrap();
    server.shutdown().await;
}
