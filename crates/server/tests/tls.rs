//! wss with a device's own certificate: a client pinning its fingerprint plays a whole game; a
//! client pinning another fingerprint, or trusting only public authorities, cannot connect.
//! Both listeners: `serve` (axum, the server's) and `host_with` (the app's, without axum).

mod common;

use common::*;
use quadrille_engine::fourside::{FourSide, Level};
use quadrille_server::client::{check_replay, play, Client, ClientError, Plan};
use quadrille_server::tls::{self_signed, Fingerprint, Trust};
use quadrille_server::{host_with, serve, Config, ServerHandle, SqliteStore, Tls};
use std::time::Duration;

fn config(name: &str, cert: &quadrille_server::tls::DeviceCert) -> Config {
    Config {
        address: "127.0.0.1:0".parse().unwrap(),
        database: scratch(name).join("rooms.sqlite3").into(),
        tls: Some(Tls::Pem {
            cert: cert.cert_pem.clone().into_bytes(),
            key: cert.key_pem.clone().into_bytes(),
        }),
        limits: roomy(),
        behind_tls_proxy: false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_pinned_certificate_is_accepted_and_a_game_is_played_over_it() {
    let cert = self_signed(vec!["quadrille.local".into(), "127.0.0.1".into()]).unwrap();
    let server = serve(config("tls", &cert)).await.unwrap();
    pinned_game(server, &cert).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_host_without_axum_pins_and_plays_the_same() {
    let cert = self_signed(vec!["127.0.0.1".into()]).unwrap();
    let config = config("tls-host", &cert);
    let store = SqliteStore::open(&sqlite_path(&config)).unwrap();
    let server = host_with(config, Box::new(store)).await.unwrap();
    // Only /ws is served.
    let elsewhere = server.url.replace("/ws", "/healthz");
    let pinned = Trust::Pinned(cert.fingerprint);
    assert!(Client::connect_trusting(&elsewhere, quick(), pinned)
        .await
        .is_err());
    pinned_game(server, &cert).await;
}

async fn pinned_game(server: ServerHandle, cert: &quadrille_server::tls::DeviceCert) {
    assert!(server.url.starts_with("wss://127.0.0.1:"), "{}", server.url);

    for trust in [Trust::Public, Trust::Pinned(Fingerprint([0; 32]))] {
        match Client::connect_trusting(&server.url, quick(), trust).await {
            Err(ClientError::Unreachable(_)) => {}
            Err(e) => panic!("{trust:?}: refused in the wrong way: {e}"),
            Ok(_) => panic!("{trust:?}: connected to a certificate it does not trust"),
        }
    }

    let pinned = Trust::Pinned(cert.fingerprint);
    let mut host = Client::connect_trusting(&server.url, quick(), pinned)
        .await
        .unwrap();
    host.create("Ana", fourside_room()).await.unwrap();
    let room = host.seat().unwrap().0.clone();
    let mut guest = Client::connect_trusting(&server.url, quick(), pinned)
        .await
        .unwrap();
    assert_eq!(guest.join(&room, "Ben", None).await.unwrap(), 1);
    let plan = |seed| Plan::<FourSide> {
        level: Level::Beginner,
        seed,
        computers: vec![],
        deadline: Duration::from_secs(60),
    };
    let guest = tokio::spawn(async move { play(&mut guest, &plan(2)).await.unwrap() });
    let hosted = play(&mut host, &plan(1)).await.unwrap();
    let guested = guest.await.unwrap();
    assert_eq!(
        check_replay(&hosted).unwrap(),
        check_replay(&guested).unwrap()
    );
    server.shutdown().await;
}
