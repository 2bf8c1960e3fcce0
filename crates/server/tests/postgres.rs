//! The PostgreSQL store: the storage suite of tests/store.rs again, and what only a database
//! shared by several nodes can get wrong: an append racing another node's on the unique key,
//! the notices appends send, migrations (twice, from nodes starting together, a newer schema),
//! a connection ended under the store, and the server binary on PostgreSQL.
//!
//! Needs a database: `QUADRILLE_TEST_POSTGRES` names it (a URL), and without it every test
//! fails. `bash scripts/test.sh postgres` makes a throwaway cluster and runs this target
//! (`cargo test -p quadrille-server --features postgres-tests --test postgres`). Each test works
//! in a schema of its own (dropped once it passed), so the tests run side by side.

#[macro_use]
mod suite;
mod common;
mod pg;

use pg::*;
use postgres::fallible_iterator::FallibleIterator;
use postgres::{Client, NoTls};
use quadrille_server::store::{Append, Store};
use quadrille_server::{
    serve, Config, Database, PostgresStore, ServeError, POSTGRES_CHANNEL, POSTGRES_SCHEMA_VERSION,
};
use std::process::Stdio;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};
use suite::{entries, room};

fn open(name: &str) -> PostgresStore {
    PostgresStore::open(&url(name)).unwrap()
}

/// Each test in a schema of its own.
struct Postgres;

impl suite::Backend for Postgres {
    fn fresh(name: &str) -> Box<dyn Store> {
        reset(name);
        Box::new(open(name))
    }
    fn again(name: &str) -> Box<dyn Store> {
        Box::new(open(name))
    }
    fn done(name: &str) {
        drop_schema(name);
    }
}

store_suite!(Postgres);

fn count(client: &mut Client, sql: &str) -> i64 {
    client.query_one(sql, &[]).unwrap().get(0)
}

/// Ends the server process behind `pid`'s connection, and waits until it is gone.
fn terminate(pid: i32) {
    let ended: bool = admin()
        .query_one("SELECT pg_terminate_backend($1, 10000)", &[&pid])
        .unwrap()
        .get(0);
    assert!(ended, "backend {pid} did not end");
}

/// Another node appending the very seq this store appends, at the same instant: the store
/// reads the log's length before the other commits, so only the unique key (room, seq) stops
/// it. Its append is refused as having moved on, and the rest of its batch is written.
#[test]
fn an_append_racing_another_node_fails_on_the_unique_key_alone() {
    let name = "unique";
    reset(name);
    let mut store = open(name);
    for id in ["r", "other"] {
        store.create(&room(id, 10)).unwrap();
    }
    store
        .append(&Append::new("r", 0, &entries(0, 1), false, 11))
        .unwrap();
    // A refusal says why, in the database's words.
    let again = store.create(&room("r", 10)).unwrap_err();
    assert!(again.0.contains("duplicate key"), "{again}");
    // The other node is in the middle of its append: seq 1 written, not committed.
    let mut node = Client::connect(&url(name), NoTls).unwrap();
    let mut theirs = node.transaction().unwrap();
    theirs
        .execute(
            "INSERT INTO entries (room, seq, entry) VALUES ('r', 1, 'theirs')",
            &[],
        )
        .unwrap();
    let pid = store.backend_pid().unwrap();
    let racer = std::thread::spawn(move || {
        let results = store.append_all(&[
            Append::new("other", 0, &entries(0, 1), false, 12),
            Append::new("r", 1, &["mine".to_string()], false, 12),
            Append::new("other", 1, &entries(1, 2), false, 12),
        ]);
        (results, store)
    });
    // Until the store waits for the other node's row.
    let mut watch = admin();
    let deadline = Instant::now() + Duration::from_secs(20);
    while count(
        &mut watch,
        &format!("SELECT count(*) FROM pg_locks WHERE pid = {pid} AND NOT granted"),
    ) == 0
    {
        assert!(
            Instant::now() < deadline,
            "the store never waited for the other node"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    theirs.commit().unwrap();
    let (results, mut store) = racer.join().unwrap();
    let ok: Vec<bool> = results.iter().map(Result::is_ok).collect();
    assert_eq!(ok, [true, false, true], "{results:?}");
    let refused = results[1].as_ref().unwrap_err().to_string();
    assert!(refused.contains("moved on"), "{refused}");
    assert_eq!(
        store.load("r").unwrap().unwrap().entries,
        ["entry 0", "theirs"]
    );
    assert_eq!(store.load("other").unwrap().unwrap().entries, entries(0, 2));
    drop((store, node, watch));
    drop_schema(name);
}

/// Each append that commits tells the channel which room now has how many entries; a refused
/// append, or one that adds no entry, says nothing.
#[test]
fn committed_appends_are_announced_on_the_channel() {
    let name = "notify";
    reset(name);
    let mut listener = Client::connect(&url(name), NoTls).unwrap();
    listener
        .batch_execute(&format!("LISTEN {POSTGRES_CHANNEL}"))
        .unwrap();
    let mut store = open(name);
    // Other tests' rooms are announced on the same channel: these ids are this test's own.
    for id in ["notify-a", "notify-b"] {
        store.create(&room(id, 10)).unwrap();
    }
    let results = store.append_all(&[
        Append::new("notify-a", 0, &entries(0, 2), false, 11),
        Append::new("notify-b", 5, &entries(5, 6), false, 11),
        Append::new("notify-b", 0, &[], true, 11),
    ]);
    let ok: Vec<bool> = results.iter().map(Result::is_ok).collect();
    assert_eq!(ok, [true, false, true]);
    store
        .append(&Append::new("notify-a", 2, &entries(2, 3), false, 12))
        .unwrap();
    // Whatever comes within a second (each notice is sent at its commit, already done).
    let mut heard = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(1);
    while Instant::now() < deadline {
        let mut notices = listener.notifications();
        let mut waiting = notices.timeout_iter(Duration::from_millis(100));
        while let Some(notice) = waiting.next().unwrap() {
            if notice.payload().starts_with("notify-") {
                assert_eq!(notice.channel(), POSTGRES_CHANNEL);
                heard.push(notice.payload().to_string());
            }
        }
    }
    assert_eq!(heard, ["notify-a 2", "notify-a 3"]);
    drop((store, listener));
    drop_schema(name);
}

/// Opening again finds the schema at its version and applies nothing: the rows stay, and each
/// version is recorded once.
#[test]
fn migrating_again_changes_nothing() {
    let name = "migrate-twice";
    reset(name);
    let mut store = open(name);
    store.create(&room("r", 10)).unwrap();
    store
        .append(&Append::new("r", 0, &entries(0, 2), false, 11))
        .unwrap();
    drop(store);
    let mut again = open(name);
    assert_eq!(again.load("r").unwrap().unwrap().entries, entries(0, 2));
    let versions: Vec<i32> = admin()
        .query(
            &format!(
                "SELECT version FROM {}.schema_version ORDER BY version",
                schema(name)
            ),
            &[],
        )
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(versions, (1..=POSTGRES_SCHEMA_VERSION).collect::<Vec<_>>());
    drop(again);
    drop_schema(name);
}

/// Nodes starting at once on an empty database: the advisory lock lets one make the schema,
/// the others wait and find it made. Every node opens, and each version is applied once.
#[test]
fn nodes_starting_together_migrate_once() {
    let name = "migrate-together";
    reset(name);
    let start = Arc::new(Barrier::new(4));
    let nodes: Vec<_> = (0..4)
        .map(|_| {
            let start = start.clone();
            std::thread::spawn(move || {
                start.wait();
                PostgresStore::open(&url(name))
            })
        })
        .collect();
    let mut stores: Vec<PostgresStore> = nodes
        .into_iter()
        .map(|n| n.join().unwrap().unwrap())
        .collect();
    stores[0].create(&room("r", 10)).unwrap();
    assert!(stores[3].load("r").unwrap().is_some());
    let mut admin = admin();
    let applied = count(
        &mut admin,
        &format!("SELECT count(*) FROM {}.schema_version", schema(name)),
    );
    assert_eq!(applied, i64::from(POSTGRES_SCHEMA_VERSION));
    drop(stores);
    drop_schema(name);
}

/// A database a newer server migrated is refused: at start, naming both versions, and by a
/// running store once its connection is made again (it stops writing rows it does not know).
#[test]
fn a_newer_schema_is_refused() {
    let name = "newer";
    reset(name);
    let mut running = open(name);
    running.create(&room("r", 10)).unwrap();
    let newer = POSTGRES_SCHEMA_VERSION + 1;
    admin()
        .execute(
            &format!(
                "INSERT INTO {}.schema_version (version) VALUES ($1)",
                schema(name)
            ),
            &[&newer],
        )
        .unwrap();
    let refused = PostgresStore::open(&url(name))
        .err()
        .expect("a newer schema opened");
    let wanted = format!(
        "schema version {newer}; this quadrille-server knows up to {POSTGRES_SCHEMA_VERSION}"
    );
    assert!(refused.0.contains(&wanted), "{refused}");
    terminate(running.backend_pid().unwrap());
    let again = running.load("r").expect_err("read a newer schema");
    assert!(again.0.contains(&wanted), "{again}");
    drop(running);
    drop_schema(name);
}

/// The store's connection is ended from outside (a restart of the database, a proxy): a read
/// goes on at once on a new connection; a write that met the break fails, is not sent again,
/// and the next one goes through.
#[test]
fn a_store_outlives_its_connection() {
    let name = "ended";
    reset(name);
    let mut store = open(name);
    store.create(&room("r", 10)).unwrap();
    store
        .append(&Append::new("r", 0, &entries(0, 1), false, 11))
        .unwrap();

    let pid = store.backend_pid().unwrap();
    terminate(pid);
    assert_eq!(store.load("r").unwrap().unwrap().entries, entries(0, 1));
    let pid_again = store.backend_pid().unwrap();
    assert_ne!(pid, pid_again, "the read did not connect again");

    terminate(pid_again);
    assert!(store
        .append(&Append::new("r", 1, &entries(1, 2), false, 12))
        .is_err());
    store
        .append(&Append::new("r", 1, &entries(1, 2), false, 12))
        .unwrap();
    assert_eq!(store.entries_from("r", 0).unwrap(), Some(entries(0, 2)));

    // The same for every other write.
    terminate(store.backend_pid().unwrap());
    assert!(store.create(&room("s", 13)).is_err());
    store.create(&room("s", 13)).unwrap();
    terminate(store.backend_pid().unwrap());
    let all = quadrille_server::Expiry {
        idle_before: 100,
        finished_before: 100,
        made_before: 100,
        daily_before: 0,
    };
    assert!(store.expire(&all).is_err());
    let mut gone = store.expire(&all).unwrap();
    gone.sort();
    assert_eq!(gone, ["r", "s"]);
    drop(store);
    drop_schema(name);
}

/// No database there, or a URL that is not one: an error to report, never a panic.
#[test]
fn a_database_out_of_reach_is_an_error() {
    let nobody = PostgresStore::open("postgres://quadrille@127.0.0.1:1/none")
        .err()
        .expect("opened a database on port 1");
    assert!(
        nobody
            .0
            .starts_with("PostgreSQL: error connecting to server: "),
        "{nobody}"
    );
    for bad in ["postgres://h:notaport/db", "postgres://h/db?nonsense=1"] {
        let refused = PostgresStore::open(bad).err().expect(bad);
        assert!(refused.0.contains("PostgreSQL URL"), "{refused}");
    }
}

/// A server refuses to start on a schema newer than it knows, before listening.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_refuses_a_newer_schema() {
    let name = "serve-newer";
    blocking(move || {
        reset(name);
        drop(open(name));
        admin()
            .execute(
                &format!(
                    "INSERT INTO {}.schema_version (version) VALUES (1000)",
                    schema(name)
                ),
                &[],
            )
            .unwrap();
    });
    let config = Config {
        address: "127.0.0.1:0".parse().unwrap(),
        database: Database::parse(&url(name)),
        ..Config::default()
    };
    match serve(config).await {
        Err(ServeError::Store(e)) => assert!(e.0.contains("version 1000"), "{e}"),
        Err(e) => panic!("refused for another reason: {e}"),
        Ok(_) => panic!("served a newer schema"),
    }
    blocking(move || drop_schema(name));
}

/// `url` with a password after its user (the cluster of these tests trusts 127.0.0.1 and
/// never asks for it).
fn with_password(url: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    match rest.split_once('@') {
        Some((user, host)) if !user.contains(':') => {
            format!("{scheme}://{user}:{password}@{host}")
        }
        _ => panic!("{VARIABLE} should name a user and no password: {url}"),
    }
}

/// `quadrille-server --database postgres://…`: a game played through the binary is kept in
/// PostgreSQL, finished, with its log; its logs never show the URL's password; and on a newer
/// schema the binary stops with an error that says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_binary_keeps_its_rooms_in_postgresql() {
    let name = "binary";
    blocking(move || reset(name));
    let password = "hunter2-never-shown";
    let database = with_password(&url(name), password);
    let server = |database: &str| {
        tokio::process::Command::new(env!("CARGO_BIN_EXE_quadrille-server"))
            .args(["--address", "127.0.0.1:0", "--database", database])
            .env("QUADRILLE_LOG", "debug")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap()
    };
    let mut child = server(&database);
    let mut stdout = tokio::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    tokio::time::timeout(
        Duration::from_secs(30),
        tokio::io::AsyncBufReadExt::read_line(&mut stdout, &mut line),
    )
    .await
    .expect("the server says where it listens")
    .unwrap();
    let ws = line.trim().to_string();
    assert!(ws.starts_with("ws://127.0.0.1:"), "{ws:?}");
    let played = common::fourside_duel(&ws, 5).await.unwrap();
    quadrille_server::client::check_replay(&played).unwrap();
    child.start_kill().unwrap();
    let output = child.wait_with_output().await.unwrap();
    let logs = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(
        !logs.contains(password),
        "the password is in the logs:\n{logs}"
    );
    assert!(logs.contains(":***@"), "the database is not named:\n{logs}");

    let (rooms, finished, kept) = blocking(move || {
        let mut store = open(name);
        let mut admin = admin();
        let schema = schema(name);
        let ids: Vec<String> = admin
            .query(&format!("SELECT id FROM {schema}.rooms"), &[])
            .unwrap()
            .iter()
            .map(|row| row.get(0))
            .collect();
        let finished = count(
            &mut admin,
            &format!("SELECT count(*) FROM {schema}.rooms WHERE finished"),
        );
        let kept = store.load(&ids[0]).unwrap().unwrap().entries.len();
        (ids.len(), finished, kept)
    });
    assert_eq!((rooms, finished), (1, 1), "one room, finished");
    assert!(kept > 10, "{kept} entries kept");

    blocking(move || {
        admin()
            .execute(
                &format!(
                    "INSERT INTO {}.schema_version (version) VALUES (1000)",
                    schema(name)
                ),
                &[],
            )
            .unwrap();
    });
    let refused = tokio::time::timeout(
        Duration::from_secs(30),
        server(&database).wait_with_output(),
    )
    .await
    .expect("the server stops")
    .unwrap();
    assert!(!refused.status.success());
    assert!(refused.stdout.is_empty(), "it listened");
    let logs = String::from_utf8_lossy(&refused.stderr).to_string();
    assert!(logs.contains("schema version 1000"), "{logs}");
    assert!(
        !logs.contains(password),
        "the password is in the logs:\n{logs}"
    );
    blocking(move || drop_schema(name));
}

/// One Soi room and one FourSide room, each with its people spread over two nodes: every
/// node passes on what the other's clients did, and every client finishes its game with the
/// result its room's log replays to.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_serve_the_same_rooms() {
    use quadrille_engine::soi::{Soi, SoiLevel};
    use quadrille_server::client::{check_replay, play, Plan};
    let name = "two-nodes";
    blocking(move || reset(name));
    let (a, b) = (node(name).await, node(name).await);
    let plan = |seed| Plan::<Soi> {
        level: SoiLevel::Easy,
        seed,
        computers: Vec::new(),
        deadline: Duration::from_secs(120),
    };
    let mut host = common::client(&a.url).await;
    host.create("Ana", common::soi_room()).await.unwrap();
    let room = host.seat().unwrap().0.clone();
    let mut players = vec![tokio::spawn(async move {
        play(&mut host, &plan(1)).await.map_err(|e| e.to_string())
    })];
    for (i, at) in [&b.url, &a.url, &b.url].into_iter().enumerate() {
        let mut guest = common::client(at).await;
        guest.join(&room, &format!("P{i}"), None).await.unwrap();
        players.push(tokio::spawn(async move {
            play(&mut guest, &plan(i as u64 + 2))
                .await
                .map_err(|e| e.to_string())
        }));
    }
    let duel = {
        let (a, b) = (a.url.clone(), b.url.clone());
        tokio::spawn(async move { fourside_across(&a, &b).await })
    };
    let mut logs = Vec::new();
    for player in players {
        let played = player.await.unwrap().unwrap();
        check_replay(&played).unwrap();
        logs.push(played.log);
    }
    assert!(
        logs.windows(2).all(|w| w[0] == w[1]),
        "the seats saw one log"
    );
    duel.await.unwrap();
    a.shutdown().await;
    b.shutdown().await;
    blocking(move || drop_schema(name));
}

/// A FourSide duel, its host on `a` and its guest on `b`, played to the end by both.
async fn fourside_across(a: &str, b: &str) {
    use quadrille_engine::fourside::{FourSide, Level};
    use quadrille_server::client::{check_replay, play, Plan};
    let plan = |seed| Plan::<FourSide> {
        level: Level::Beginner,
        seed,
        computers: Vec::new(),
        deadline: Duration::from_secs(120),
    };
    let mut host = common::client(a).await;
    host.create("Ana", common::fourside_room()).await.unwrap();
    let room = host.seat().unwrap().0.clone();
    let mut guest = common::client(b).await;
    guest.join(&room, "Ben", None).await.unwrap();
    let host = tokio::spawn(async move { play(&mut host, &plan(7)).await.unwrap() });
    let guest = play(&mut guest, &plan(8)).await.unwrap();
    let host = host.await.unwrap();
    check_replay(&host).unwrap();
    check_replay(&guest).unwrap();
    assert_eq!(host.log, guest.log);
}

/// The host's seat held on both nodes at once (one connection on each): at every step both send
/// a command made at the same seq in the same instant. Exactly one is accepted each time (the
/// other is refused as stale), and both nodes show the same room after it all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_racing_on_two_nodes_are_accepted_once_each_time() {
    use quadrille_engine::soi::{SoiAction, SoiLevel};
    use quadrille_room::{AnyCommand, Command, RoomError, ServerMessage};
    use quadrille_server::client::{Client, Received};
    let name = "nodes-racing";
    blocking(move || reset(name));
    let (a, b) = (node(name).await, node(name).await);
    const ROUNDS: u64 = 900;
    const ROOMS: usize = 3;
    let mut entries = 0;
    for _ in 0..ROOMS {
        let mut first = common::client(&a.url).await;
        first.create("Ana", common::soi_room()).await.unwrap();
        let (room, token, _) = first.seat().unwrap().clone();
        let mut second = common::client(&b.url).await;
        second.rejoin(&room, &token).await.unwrap();
        // Both copies of the room in hand.
        for c in [&mut first, &mut second] {
            while c.copy().is_none() {
                c.receive().await.unwrap();
            }
        }
        let start = first.copy().unwrap().seq();
        let barrier = Arc::new(tokio::sync::Barrier::new(2));
        // Each client: at each round, its command at the seq both copies show, sent when the
        // other sends its own; then reads until its copy moved past that seq. Counts the stale
        // refusals it gets.
        let racer = |mut c: Client, barrier: Arc<tokio::sync::Barrier>| async move {
            let mut stale = 0u64;
            for round in 0..ROUNDS {
                let seq = c.copy().unwrap().seq();
                assert_eq!(seq, start + round, "both copies at the same seq");
                let seat = 1 + (round % 3) as u8;
                let command = Command::<SoiAction, SoiLevel>::SetComputer {
                    seat,
                    level: SoiLevel::Easy,
                };
                barrier.wait().await;
                c.command(seq, AnyCommand::Soi(command)).await.unwrap();
                while c.copy().unwrap().seq() <= seq {
                    let received = tokio::time::timeout(Duration::from_secs(10), c.receive())
                        .await
                        .unwrap_or_else(|_| panic!("round {round}: no change past seq {seq}"));
                    match received.unwrap() {
                        Received::Other(ServerMessage::Refused {
                            error: RoomError::StaleSeq { .. },
                        }) => stale += 1,
                        Received::Other(ServerMessage::Refused { error }) => {
                            panic!("refused: {error:?}")
                        }
                        _ => {}
                    }
                }
            }
            (c, stale)
        };
        let one = tokio::spawn(racer(first, barrier.clone()));
        let two = tokio::spawn(racer(second, barrier));
        let (mut first, stale_one) = one.await.unwrap();
        let (mut second, stale_two) = two.await.unwrap();
        // A refusal may come after the change that beat it: read on until every round has its
        // loser (at most a few seconds).
        let (mut stale_one, mut stale_two) = (stale_one, stale_two);
        let until = Instant::now() + Duration::from_secs(10);
        while stale_one + stale_two < ROUNDS && Instant::now() < until {
            for (c, stale) in [(&mut first, &mut stale_one), (&mut second, &mut stale_two)] {
                if let Ok(Ok(Received::Other(ServerMessage::Refused {
                    error: RoomError::StaleSeq { .. },
                }))) = tokio::time::timeout(Duration::from_millis(50), c.receive()).await
                {
                    *stale += 1;
                }
            }
        }
        assert_eq!(
            stale_one + stale_two,
            ROUNDS,
            "one command of each round refused ({stale_one} on a, {stale_two} on b)"
        );
        assert_eq!(first.copy(), second.copy(), "both nodes show one room");
        assert_eq!(first.copy().unwrap().seq(), start + ROUNDS);
        entries += start + ROUNDS;
    }
    let kept: i64 = blocking(move || {
        count(
            &mut admin(),
            &format!("SELECT count(*) FROM {}.entries", schema(name)),
        )
    });
    assert_eq!(kept as u64, entries, "the log holds one entry a round");
    a.shutdown().await;
    b.shutdown().await;
    blocking(move || drop_schema(name));
}

/// Whether `client`'s copy of its room shows `seat`'s person connected, once the copy has
/// shown `connected` (read within ten seconds, or the test fails).
async fn sees_connected(
    client: &mut quadrille_server::client::Client,
    seat: usize,
    connected: bool,
) {
    use quadrille_engine::fourside::FourSide;
    use quadrille_room::{SeatKind, WireGame};
    let shows = |client: &quadrille_server::client::Client| {
        client
            .copy()
            .and_then(FourSide::snapshot_ref)
            .is_some_and(|s| {
                matches!(s.seats[seat].who, SeatKind::Person { connected: c, .. } if c == connected)
            })
    };
    let until = Instant::now() + Duration::from_secs(10);
    while !shows(client) {
        let left = until.saturating_duration_since(Instant::now());
        assert!(
            !left.is_zero(),
            "seat {seat} never showed connected = {connected}"
        );
        let _ = tokio::time::timeout(left, client.receive()).await;
    }
}

/// Presence across nodes: a person at another node shows as connected, and as gone once they
/// leave, to the people at this one; a node that reads the room later learns who is there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn who_is_connected_is_seen_from_every_node() {
    let name = "presence";
    blocking(move || reset(name));
    let (a, b) = (node(name).await, node(name).await);
    let mut host = common::client(&a.url).await;
    host.create("Ana", common::fourside_room()).await.unwrap();
    let room = host.seat().unwrap().0.clone();
    let mut guest = common::client(&b.url).await;
    guest.join(&room, "Ben", None).await.unwrap();
    // Each sees the other connected, though neither node holds the other's connection.
    sees_connected(&mut host, 1, true).await;
    sees_connected(&mut guest, 0, true).await;
    let (_, token, _) = guest.seat().cloned().unwrap();
    drop(guest);
    sees_connected(&mut host, 1, false).await;
    // A third node reads the room only now, when the guest comes back through it: it asks the
    // others who is there, and hears that the host is at node a.
    let c = node(name).await;
    let mut guest = common::client(&c.url).await;
    guest.rejoin(&room, &token).await.unwrap();
    sees_connected(&mut guest, 0, true).await;
    sees_connected(&mut host, 1, true).await;
    drop(guest);
    a.shutdown().await;
    b.shutdown().await;
    c.shutdown().await;
    blocking(move || drop_schema(name));
}
