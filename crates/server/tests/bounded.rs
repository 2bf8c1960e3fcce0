//! Bounded rooms: what one address can make (per hour, finished or not), finished rooms leaving
//! memory and, after their retention, the store; a store size limit; a create sent twice.

mod common;

use common::*;
use quadrille_engine::fourside::{FourSide, Level};
use quadrille_room::{RoomError, RoomId, SeatToken, ServerMessage};
use quadrille_server::client::{play, Client, ClientError, Plan};
use quadrille_server::{serve, Config, Limits, ServerHandle};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A FourSide duel of the host against a computer: over in a few hundred commands.
fn duel(seed: u64) -> Plan<FourSide> {
    Plan {
        level: Level::Beginner,
        seed,
        computers: vec![(1, Level::Beginner)],
        deadline: Duration::from_secs(60),
    }
}

async fn server_at(database: &Path, limits: Limits) -> ServerHandle {
    let config = Config {
        address: "127.0.0.1:0".parse().unwrap(),
        database: database.into(),
        tls: None,
        limits,
        behind_tls_proxy: false,
    };
    serve(config).await.unwrap()
}

fn bytes(path: &Path) -> u64 {
    std::fs::metadata(path).map_or(0, |m| m.len())
}

fn wal(database: &Path) -> PathBuf {
    let mut name = database.as_os_str().to_owned();
    name.push("-wal");
    PathBuf::from(name)
}

/// This process's resident memory in kB (the server runs in it), where Linux tells it.
fn rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Waits (at most `within`) for `done`.
async fn eventually(within: Duration, mut done: impl FnMut() -> bool) -> bool {
    let until = Instant::now() + within;
    while Instant::now() < until {
        if done() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    done()
}

/// The tester's attack, from one address: 2,000 creates, each room played to its end. Finished
/// rooms still count against the hour: 60 are made, the rest refused with the typed code; no
/// finished room stays in memory, and the store and its WAL stay small.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_thousand_rooms_from_one_address_stay_within_the_hourly_limit() {
    let database = scratch("bounded-hour").join("rooms.sqlite3");
    let limits = Limits {
        messages_per_second: 10_000,
        ..Limits::default()
    };
    let most = limits.rooms_per_hour;
    let server = server_at(&database, limits).await;
    let rss_before = rss_kb();
    let (db_before, wal_before) = (bytes(&database), bytes(&wal(&database)));
    let started = Instant::now();
    let (mut made, mut refused, mut most_live) = (0u32, 0u32, 0usize);
    for attempt in 0..2_000u64 {
        let mut host = client(&server.url).await;
        match host.create("Ana", fourside_room()).await {
            Ok(0) => {
                made += 1;
                assert!(
                    made <= most,
                    "room {made} made within the hour (limit {most})"
                );
                let played = play(&mut host, &duel(attempt)).await.unwrap();
                assert!(played.last.view.is_some());
                most_live = most_live.max(server.rooms.live_rooms());
            }
            Err(ClientError::Refused(RoomError::TooManyRoomsThisHour { max })) => {
                assert_eq!(max, most);
                refused += 1;
            }
            other => panic!("attempt {attempt}: {other:?}"),
        }
    }
    assert_eq!((made, refused), (most, 2_000 - most));
    // Every game is over and its player gone: no room is left in memory.
    let emptied = eventually(Duration::from_secs(5), || server.rooms.live_rooms() == 0).await;
    assert!(
        emptied,
        "{} finished rooms still in memory",
        server.rooms.live_rooms()
    );
    // A quiet second and the WAL is truncated.
    let wal_busy = bytes(&wal(&database));
    let quiet = eventually(Duration::from_secs(5), || bytes(&wal(&database)) == 0).await;
    let (db_after, wal_after) = (bytes(&database), bytes(&wal(&database)));
    let rss_after = rss_kb();
    println!(
        "bounded: {made} rooms made and played, {refused} refused in {:.1} s; live rooms at most \
         {most_live}, 0 after; database {db_before} -> {db_after} bytes, WAL {wal_before} -> \
         {wal_busy} (busy) -> {wal_after} (quiet); RSS {rss_before:?} -> {rss_after:?} kB",
        started.elapsed().as_secs_f64()
    );
    assert!(
        quiet,
        "the WAL is still {wal_after} bytes after a quiet spell"
    );
    assert!(most_live <= 1, "{most_live} rooms live at once");
    assert!(db_after < 4 << 20, "the database grew to {db_after} bytes");
    server.shutdown().await;
}

/// A finished room leaves memory once its player is gone; its log can still be read (it is
/// read back from the store) until the retention, after which the room is deleted. A player who
/// stays connected is let go after the grace.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_rooms_leave_memory_and_after_their_retention_the_store() {
    let database = scratch("bounded-retention").join("rooms.sqlite3");
    let limits = Limits {
        messages_per_second: 10_000,
        finished_grace_secs: 1,
        finished_retention_secs: 6,
        ..Limits::default()
    };
    let server = server_at(&database, limits).await;
    let mut host = client(&server.url).await;
    host.create("Ana", fourside_room()).await.unwrap();
    let (room, token, _) = host.seat().unwrap().clone();
    let played = play(&mut host, &duel(1)).await.unwrap();
    assert_eq!(server.rooms.live_rooms(), 1, "the player is still there");
    drop(host);
    let gone = eventually(Duration::from_secs(2), || server.rooms.live_rooms() == 0).await;
    assert!(
        gone,
        "the finished room stayed in memory with no one connected"
    );

    // Within the retention: the seat is taken back and the log read, from the store.
    let mut again = client(&server.url).await;
    again.rejoin(&room, &token).await.unwrap();
    assert_eq!(server.rooms.live_rooms(), 1);
    again.ask_log().await.unwrap();
    let log = loop {
        match again.next().await.unwrap() {
            ServerMessage::Log { log } => break log,
            _ => continue,
        }
    };
    let log = <FourSide as quadrille_room::WireGame>::log(log).unwrap();
    assert_eq!(log, played.log);
    // Still connected, past the grace: the room leaves memory all the same.
    // (Well before the retention: the room is not deleted yet.)
    let gone = eventually(Duration::from_secs(3), || server.rooms.live_rooms() == 0).await;
    assert!(
        gone,
        "a connected player kept the finished room in memory past the grace"
    );
    assert!(stored(&database, &room), "deleted before its retention");
    drop(again);

    // Past the retention: deleted from the store.
    let deleted = eventually(Duration::from_secs(10), || !stored(&database, &room)).await;
    assert!(deleted, "the finished room is still in the store");
    match client(&server.url).await.rejoin(&room, &token).await {
        Err(ClientError::Refused(RoomError::NoSuchRoom)) => {}
        other => panic!("{other:?}"),
    }
    server.shutdown().await;
}

/// Whether the store still holds the room: a load through a second store on the same file.
fn stored(database: &Path, room: &RoomId) -> bool {
    use quadrille_server::store::Store;
    let mut store = quadrille_server::SqliteStore::open(database).unwrap();
    store.load(&room.0).unwrap().is_some()
}

/// Past `max_store_bytes` a new room is refused (`server_full`), while a room made before
/// plays its game to the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_store_refuses_new_rooms_and_games_go_on() {
    let database = scratch("bounded-full").join("rooms.sqlite3");
    let roomy = Limits {
        messages_per_second: 10_000,
        ..Limits::default()
    };
    let server = server_at(&database, roomy.clone()).await;
    let mut host = client(&server.url).await;
    host.create("Ana", fourside_room()).await.unwrap();
    let (room, token, _) = host.seat().unwrap().clone();
    drop(host);
    server.shutdown().await;

    // The same file, now "full": any store is larger than one byte.
    let full = Limits {
        max_store_bytes: 1,
        ..roomy
    };
    let server = server_at(&database, full).await;
    match client(&server.url)
        .await
        .create("Ben", fourside_room())
        .await
    {
        Err(ClientError::Refused(RoomError::ServerFull)) => {}
        other => panic!("{other:?}"),
    }
    let mut host = client(&server.url).await;
    host.rejoin(&room, &token).await.unwrap();
    let played = play(&mut host, &duel(2)).await.unwrap();
    assert!(
        played.last.seq > 10,
        "the game went on: {}",
        played.last.seq
    );
    server.shutdown().await;
}

/// A create sent again with its key (its answer lost) gets the same room and seat back, from
/// another connection too; a malformed key is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_sent_twice_with_one_key_makes_one_room() {
    let server = server("bounded-key", roomy()).await;
    let key = SeatToken::random(&mut rand::rng());
    let mut first = client(&server.url).await;
    assert_eq!(
        first
            .create_with_key("Ana", fourside_room(), key.clone())
            .await
            .unwrap(),
        0
    );
    let mut second = client(&server.url).await;
    assert_eq!(
        second
            .create_with_key("Ana", fourside_room(), key.clone())
            .await
            .unwrap(),
        0
    );
    assert_eq!(first.seat(), second.seat());
    assert_eq!(second.seat().unwrap().1, key, "the key is the host's token");
    assert_eq!(server.rooms.live_rooms(), 1);
    let bad = SeatToken("not-a-key".into());
    match client(&server.url)
        .await
        .create_with_key("Ana", fourside_room(), bad)
        .await
    {
        Err(ClientError::Refused(RoomError::Malformed)) => {}
        other => panic!("{other:?}"),
    }
    // Another key: another room.
    let mut third = client(&server.url).await;
    third
        .create_with_key("Ana", fourside_room(), SeatToken::random(&mut rand::rng()))
        .await
        .unwrap();
    assert_ne!(third.seat().unwrap().0, first.seat().unwrap().0);
    assert_eq!(server.rooms.live_rooms(), 2);
    server.shutdown().await;
}

/// A client whose create's answer is lost (the connection drops after the server took it)
/// sends it again by itself and is seated in the room it made, not a second one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_create_whose_answer_is_lost_is_sent_again_and_makes_one_room() {
    let server = server("bounded-lost", roomy()).await;
    let proxy = drop_first_answer(server.addr).await;
    let mut host = Client::connect(&format!("ws://{proxy}/ws"), quick())
        .await
        .unwrap();
    assert_eq!(host.create("Ana", fourside_room()).await.unwrap(), 0);
    assert!(host.reconnects >= 1, "the first answer was not lost");
    assert_eq!(server.rooms.live_rooms(), 1, "the create made two rooms");
    server.shutdown().await;
}

/// A TCP proxy to `to` whose first connection is cut as soon as the server has said anything
/// after its welcome (the create's answer never reaches the client); later ones pass.
async fn drop_first_answer(to: std::net::SocketAddr) -> std::net::SocketAddr {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let mut first = true;
        while let Ok((mut inbound, _)) = listener.accept().await {
            let cut = std::mem::take(&mut first);
            tokio::spawn(async move {
                let mut outbound = tokio::net::TcpStream::connect(to).await.unwrap();
                if !cut {
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    return;
                }
                let (mut in_read, mut in_write) = inbound.split();
                let (mut out_read, mut out_write) = outbound.split();
                let up = tokio::io::copy(&mut in_read, &mut out_write);
                // Server → client: the upgrade's answer and the welcome pass; the next
                // reads (the seat) are dropped and the connection cut.
                let down = async {
                    let mut buf = vec![0u8; 16 * 1024];
                    let mut welcomed = false;
                    loop {
                        let n = out_read.read(&mut buf).await.unwrap_or(0);
                        if n == 0 {
                            return;
                        }
                        if welcomed {
                            return;
                        }
                        if String::from_utf8_lossy(&buf[..n]).contains("welcome") {
                            welcomed = true;
                        }
                        if in_write.write_all(&buf[..n]).await.is_err() {
                            return;
                        }
                    }
                };
                tokio::select! {
                    _ = up => {}
                    () = down => {}
                }
            });
        }
    });
    addr
}
