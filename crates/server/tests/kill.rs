//! Durable before acknowledged: the server binary is killed with SIGKILL mid-game again and
//! again and restarted on the same database and port. Every client reconnects by itself, no
//! seat ever sees the room go back before a command it was told of, and every game played
//! through the kills ends equal to its room replayed from the log.

mod common;

use common::trial::{address_of, kill, start, Rooms, Summary};
use common::*;

const KILLS: usize = 50;
const ROOMS_AT_ONCE: usize = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_fifty_times_mid_game_nothing_acknowledged_is_lost() {
    let dir = scratch("kill");
    let database = dir.join("rooms.sqlite3");
    let (mut server, url) = start("127.0.0.1:0", &database).await;
    // The same port every time, so the clients find it again by themselves.
    let address = address_of(&url);
    let mut rooms = Rooms::new();
    for kill_no in 0..KILLS {
        rooms.keep(ROOMS_AT_ONCE, |_| vec![url.clone()]).await;
        // Mid-game: let a few commands through, then kill without warning.
        tokio::time::sleep(std::time::Duration::from_millis(
            40 + (kill_no as u64 * 37) % 120,
        ))
        .await;
        kill(&mut server).await;
        server = start(&address.to_string(), &database).await.0;
    }
    let Summary {
        finished,
        reconnects,
        ..
    } = rooms.finish().await;
    let _ = server.start_kill();
    println!("{KILLS} kills, {finished} games finished through them, {reconnects} reconnections");
    assert!(finished >= ROOMS_AT_ONCE);
    // Each kill drops every seated client; at least one is seated at almost every kill.
    assert!(
        reconnects as usize >= KILLS / 2,
        "clients reconnected by themselves"
    );
}
