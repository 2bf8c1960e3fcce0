//! Faults of a server of two nodes on one PostgreSQL, while games are played: a node killed
//! with SIGKILL again and again (its clients move to the other node and finish their games
//! there), and PostgreSQL stopped and started again (the nodes say they are not ready, the
//! clients wait and play on). In every case no room ever goes back before a command its
//! clients were told of, and every game ends equal to its log replayed: nothing acknowledged
//! lost, nothing applied twice.
//!
//! Needs `QUADRILLE_TEST_POSTGRES` and, for the restarts, `QUADRILLE_TEST_POSTGRES_CTL` (a
//! script that stops and starts the cluster); `scripts/postgres.sh` sets both.

mod common;
mod pg;

use common::trial::{address_of, kill, start, Rooms, Summary};
use common::*;
use pg::*;
use std::time::{Duration, Instant};

/// The trials take turns: one stops the cluster that the other's nodes need to start.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

const KILLS: usize = 24;
const OUTAGES: usize = 3;
const ROOMS_AT_ONCE: usize = 4;

/// The nodes for room `n`: half the rooms' people start on one node, half on the other.
fn spread(urls: &[String; 2]) -> impl Fn(u64) -> Vec<String> + '_ {
    move |n| {
        let mut nodes = urls.to_vec();
        nodes.rotate_left((n % 2) as usize);
        nodes
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_killed_mid_game_again_and_again_its_clients_finish_on_the_other() {
    let _turn = ONE_AT_A_TIME.lock().await;
    let name = "faults-kill";
    blocking(move || reset(name));
    let database = url(name);
    let (a, url_a) = start("127.0.0.1:0", &database).await;
    let (b, url_b) = start("127.0.0.1:0", &database).await;
    let urls = [url_a, url_b];
    let mut nodes = [a, b];
    let mut rooms = Rooms::new();
    let began = Instant::now();
    for k in 0..KILLS {
        rooms.keep(ROOMS_AT_ONCE, spread(&urls)).await;
        // Mid-game: let a few commands through, then kill a node without warning. The two
        // take turns, so the clients that moved away from one are on the next one killed.
        tokio::time::sleep(Duration::from_millis(60 + (k as u64 * 37) % 150)).await;
        let (node, url) = (&mut nodes[k % 2], &urls[k % 2]);
        kill(node).await;
        // Down for a while: its clients play on at the other node meanwhile.
        tokio::time::sleep(Duration::from_millis(150)).await;
        *node = start(&address_of(url).to_string(), &database).await.0;
    }
    let Summary {
        finished,
        reconnects,
        ..
    } = rooms.finish().await;
    for node in &mut nodes {
        let _ = node.start_kill();
    }
    println!(
        "{KILLS} node kills in {:.1} s, {finished} games finished through them, {reconnects} \
         moves to the other node",
        began.elapsed().as_secs_f64()
    );
    assert!(finished >= ROOMS_AT_ONCE);
    // Each kill drops the clients on that node; some are there at almost every kill.
    assert!(
        reconnects as usize >= KILLS / 2,
        "clients moved to the other node by themselves"
    );
    blocking(move || drop_schema(name));
}

/// Stops or starts the test cluster.
async fn cluster(what: &str) {
    let ctl = std::env::var("QUADRILLE_TEST_POSTGRES_CTL")
        .expect("QUADRILLE_TEST_POSTGRES_CTL names the script that stops and starts the cluster");
    let status = tokio::process::Command::new("bash")
        .arg(ctl)
        .arg(what)
        .stdout(std::process::Stdio::null())
        .status()
        .await
        .unwrap();
    assert!(status.success(), "the cluster did not {what}");
}

/// Waits until every node answers `/readyz` with `status`; returns how long that took.
async fn readiness(nodes: &[&quadrille_server::ServerHandle], status: u16) -> Duration {
    let began = Instant::now();
    for node in nodes {
        loop {
            if let Ok((got, _)) = http_get(node.addr, "/readyz").await {
                if got == status {
                    break;
                }
            }
            assert!(
                began.elapsed() < Duration::from_secs(60),
                "a node did not answer /readyz with {status}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    began.elapsed()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgresql_stopped_mid_game_the_nodes_wait_and_every_game_resumes() {
    let _turn = ONE_AT_A_TIME.lock().await;
    let name = "faults-restart";
    blocking(move || reset(name));
    let (a, b) = (node(name).await, node(name).await);
    let urls = [a.url.clone(), b.url.clone()];
    let mut rooms = Rooms::new();
    let mut to_unready = Duration::ZERO;
    let mut to_ready = Duration::ZERO;
    for _ in 0..OUTAGES {
        rooms.keep(ROOMS_AT_ONCE, spread(&urls)).await;
        readiness(&[&a, &b], 200).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        cluster("stop").await;
        to_unready = to_unready.max(readiness(&[&a, &b], 503).await);
        // Out of reach for a second: commands are refused and sent again meanwhile.
        tokio::time::sleep(Duration::from_secs(1)).await;
        cluster("start").await;
        to_ready = to_ready.max(readiness(&[&a, &b], 200).await);
    }
    let Summary {
        finished,
        sent_again,
        ..
    } = rooms.finish().await;
    println!(
        "{OUTAGES} PostgreSQL stops: both nodes not ready within {to_unready:?}, ready again \
         within {to_ready:?} of its start; {finished} games finished, {sent_again} commands \
         refused while it was down and sent again"
    );
    assert!(finished >= ROOMS_AT_ONCE);
    // The stops came mid-game: commands were refused meanwhile, and played on after.
    assert!(
        sent_again as usize >= OUTAGES,
        "{sent_again} commands sent again"
    );
    a.shutdown().await;
    b.shutdown().await;
    blocking(move || drop_schema(name));
}
