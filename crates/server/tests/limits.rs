//! The room limits: open rooms per address, and idle rooms expiring.

mod common;

use common::*;
use quadrille_room::RoomError;
use quadrille_server::client::ClientError;
use quadrille_server::Limits;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_may_keep_only_so_many_open_rooms() {
    let limits = Limits {
        rooms_per_address: 2,
        ..roomy()
    };
    let server = server("per-address", limits).await;
    for _ in 0..2 {
        client(&server.url)
            .await
            .create("Ana", soi_room())
            .await
            .unwrap();
    }
    match client(&server.url)
        .await
        .create("Ana", fourside_room())
        .await
    {
        Err(ClientError::Refused(RoomError::TooManyRooms { max: 2 })) => {}
        other => panic!("{other:?}"),
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_rooms_expire() {
    let limits = Limits {
        idle_room_secs: 1,
        ..roomy()
    };
    let server = server("idle", limits).await;
    let mut host = client(&server.url).await;
    host.create("Ana", soi_room()).await.unwrap();
    let (room, token, _) = host.seat().unwrap().clone();
    drop(host);
    // Whole seconds are compared, and the sweeper looks every second.
    let mut gone = false;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        match client(&server.url).await.rejoin(&room, &token).await {
            Err(ClientError::Refused(RoomError::NoSuchRoom)) => {
                gone = true;
                break;
            }
            Ok(_) => {}
            Err(e) => panic!("{e:?}"),
        }
    }
    assert!(gone, "the idle room is still there after 10 s");
    assert_eq!(server.rooms.live_rooms(), 0);
    server.shutdown().await;
}
