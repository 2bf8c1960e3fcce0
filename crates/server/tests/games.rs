//! Whole games over sockets: four people at Soi, two at FourSide, people and computers mixed;
//! every result equals the room replayed from its log. A dropped client gets its seat back.

mod common;

use common::*;
use quadrille_engine::fourside::{FourSide, Level};
use quadrille_engine::soi::{Soi, SoiLevel};
use quadrille_room::{RoomError, SeatToken, ServerMessage, WireGame};
use quadrille_server::client::{check_replay, play, Client, Plan, Played};
use quadrille_server::Limits;
use std::time::Duration;

async fn play_seat<G: WireGame>(mut client: Client, plan: Plan<G>) -> Played<G>
where
    G::Rules: PartialEq,
{
    play(&mut client, &plan).await.unwrap()
}

fn plan<G: WireGame>(level: G::Level, seed: u64, computers: Vec<(u8, G::Level)>) -> Plan<G> {
    Plan {
        level,
        seed,
        computers,
        deadline: Duration::from_secs(60),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_people_play_soi_and_the_log_replays() {
    let server = server("soi4", roomy()).await;
    for game in 0..3u64 {
        let mut host = client(&server.url).await;
        assert_eq!(host.create("Ana", soi_room()).await.unwrap(), 0);
        let room = host.seat().unwrap().0.clone();
        let mut tasks = Vec::new();
        for (i, name) in ["Ben", "Cy", "Dee"].into_iter().enumerate() {
            let mut c = client(&server.url).await;
            assert_eq!(c.join(&room, name, None).await.unwrap(), i as u8 + 1);
            let p = plan::<Soi>(SoiLevel::Easy, game * 10 + i as u64, vec![]);
            tasks.push(tokio::spawn(play_seat(c, p)));
        }
        let p = plan::<Soi>(SoiLevel::Medium, game, vec![]);
        tasks.push(tokio::spawn(play_seat(host, p)));
        let mut results = Vec::new();
        for t in tasks {
            let played = t.await.unwrap();
            check_replay(&played).unwrap();
            results.push(played.last.view.unwrap().totals);
        }
        assert!(results.windows(2).all(|w| w[0] == w[1]));
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn soi_with_computers_and_fourside_duels_replay() {
    let server = server("mixed", roomy()).await;
    // One person and three computers.
    let mut host = client(&server.url).await;
    host.create("Ana", soi_room()).await.unwrap();
    let computers = vec![
        (1, SoiLevel::Easy),
        (2, SoiLevel::Medium),
        (3, SoiLevel::Easy),
    ];
    let played = play_seat(host, plan::<Soi>(SoiLevel::Easy, 7, computers)).await;
    check_replay(&played).unwrap();
    // Two FourSide duels, people only.
    for game in 0..2u64 {
        let mut host = client(&server.url).await;
        host.create("Ana", fourside_room()).await.unwrap();
        let room = host.seat().unwrap().0.clone();
        let mut guest = client(&server.url).await;
        assert_eq!(guest.join(&room, "Ben", None).await.unwrap(), 1);
        let a = tokio::spawn(play_seat(
            host,
            plan::<FourSide>(Level::Beginner, game, vec![]),
        ));
        let b = tokio::spawn(play_seat(
            guest,
            plan::<FourSide>(Level::Beginner, game + 1, vec![]),
        ));
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        check_replay(&a).unwrap();
        check_replay(&b).unwrap();
        assert_eq!(a.last.view.unwrap().scores, b.last.view.unwrap().scores);
    }
    server.shutdown().await;
}

/// Computer seats move faster than the server's per-connection rate; `play` waits and sends
/// the refused command again, so the game still ends (it used to stall there).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seats_faster_than_the_rate_limit_still_finish() {
    let limits = Limits {
        messages_per_second: 10,
        ..roomy()
    };
    let server = server("paced", limits).await;
    let mut host = client(&server.url).await;
    host.create("Ana", fourside_room()).await.unwrap();
    let room = host.seat().unwrap().0.clone();
    let mut guest = client(&server.url).await;
    guest.join(&room, "Ben", None).await.unwrap();
    let a = tokio::spawn(play_seat(
        host,
        plan::<FourSide>(Level::Beginner, 3, vec![]),
    ));
    let b = tokio::spawn(play_seat(
        guest,
        plan::<FourSide>(Level::Beginner, 4, vec![]),
    ));
    let (a, b) = (a.await.unwrap(), b.await.unwrap());
    // More commands than one bucket holds: some were refused and sent again.
    assert!(a.log.log.len() > 20);
    check_replay(&a).unwrap();
    check_replay(&b).unwrap();
    server.shutdown().await;
}

/// A join with the client's own token, sent again on a new connection (its answer was lost),
/// gets the same seat back; another token takes the next seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_sent_again_with_its_token_gets_the_same_seat() {
    let server = server("join-again", roomy()).await;
    let mut host = client(&server.url).await;
    host.create("Ana", soi_room()).await.unwrap();
    let room = host.seat().unwrap().0.clone();
    let token = SeatToken("5f".repeat(16));
    let mut first = client(&server.url).await;
    assert_eq!(
        first.join(&room, "Ben", Some(token.clone())).await.unwrap(),
        1
    );
    assert_eq!(first.seat().unwrap().1, token);
    drop(first);
    let mut again = client(&server.url).await;
    assert_eq!(
        again.join(&room, "Ben", Some(token.clone())).await.unwrap(),
        1
    );
    let mut other = client(&server.url).await;
    let other_token = SeatToken("a0".repeat(16));
    assert_eq!(other.join(&room, "Cy", Some(other_token)).await.unwrap(), 2);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_client_rejoins_its_seat_with_the_same_view() {
    let server = server("rejoin", roomy()).await;
    let mut host = client(&server.url).await;
    host.create("Ana", fourside_room()).await.unwrap();
    let room = host.seat().unwrap().0.clone();
    let mut guest = client(&server.url).await;
    guest.join(&room, "Ben", None).await.unwrap();
    let token = guest.seat().unwrap().1.clone();
    // Read until the guest has the room as it is after the join, then drop its connection.
    let seq = host_start(&mut host).await;
    let before = last_snapshot_at(&mut guest, seq).await;
    drop(guest);
    let mut again = client(&server.url).await;
    assert_eq!(again.rejoin(&room, &token).await.unwrap(), 1);
    let after = last_snapshot_at(&mut again, seq).await;
    assert_eq!(
        serde_json::to_value(&before.view).unwrap(),
        serde_json::to_value(&after.view).unwrap()
    );
    // Another token, or one from another room, is no seat.
    let mut thief = client(&server.url).await;
    let wrong = quadrille_room::SeatToken("0".repeat(32));
    match thief.rejoin(&room, &wrong).await {
        Err(quadrille_server::client::ClientError::Refused(RoomError::BadToken)) => {}
        other => panic!("{other:?}"),
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_taken_on_another_device_tells_the_first_one_why() {
    let server = server("displaced", roomy()).await;
    let mut host = client(&server.url).await;
    host.create("Ana", fourside_room()).await.unwrap();
    let (room, token, _) = host.seat().unwrap().clone();
    // The same token on a second device (a restored copy of the first's data).
    let mut copy = client(&server.url).await;
    assert_eq!(copy.rejoin(&room, &token).await.unwrap(), 0);
    // The first device is told, and is not seated any more: it must not take the seat back.
    let told = loop {
        match tokio::time::timeout(Duration::from_secs(10), host.next()).await {
            Ok(Ok(ServerMessage::Refused { error })) => break error,
            Ok(Ok(_)) => continue,
            other => panic!("no refusal: {other:?}"),
        }
    };
    assert_eq!(told, RoomError::TokenInUse);
    // The second device holds the seat and plays on.
    let s = last_snapshot_at(&mut copy, 0).await;
    assert_eq!(s.you, Some(0));
    server.shutdown().await;
}

/// The host starts the room; returns the seq after the start.
async fn host_start(host: &mut Client) -> u64 {
    loop {
        if let ServerMessage::Snapshot { snapshot } = host.next().await.unwrap() {
            let s = FourSide::snapshot(*snapshot).unwrap();
            if s.seats
                .iter()
                .all(|x| !matches!(x.who, quadrille_room::SeatKind::Open))
            {
                let start = FourSide::wrap_command(quadrille_room::Command::Start);
                host.command(s.seq, start).await.unwrap();
                return s.seq + 1;
            }
        }
    }
}

async fn last_snapshot_at(c: &mut Client, seq: u64) -> quadrille_room::RoomSnapshot<FourSide> {
    loop {
        if let ServerMessage::Snapshot { snapshot } = c.next().await.unwrap() {
            let s = FourSide::snapshot(*snapshot).unwrap();
            if s.seq >= seq {
                return s;
            }
        }
    }
}
