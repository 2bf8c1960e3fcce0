//! What the server's tests share: a server on 127.0.0.1 port 0 with its own database, and
//! seated clients.
#![allow(dead_code)]

pub mod trial;

use quadrille_engine::fourside::{FourSide, FourSideRules, Level};
use quadrille_engine::soi::{SoiLevel, SoiRules};
use quadrille_room::{NewRoom, PerGame, RoomSettings, WhenLeft};
use quadrille_server::client::{check_replay, play, Backoff, Client, Plan, Played};
use quadrille_server::{serve, Config, Database, Limits, ServerHandle};
use std::path::PathBuf;
use std::time::Duration;

/// A fresh folder under the target directory's temporary space for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = folder(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn folder(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!(
        "quadrille-server-test-{name}-{}",
        std::process::id()
    ))
}

/// The database of `server(name, …)`.
pub fn database(name: &str) -> PathBuf {
    folder(name).join("rooms.sqlite3")
}

/// The SQLite file a config names (these tests' servers all keep their rooms in one).
pub fn sqlite_path(config: &Config) -> PathBuf {
    match &config.database {
        Database::Sqlite(path) => path.clone(),
        other => panic!("not a SQLite file: {other}"),
    }
}

pub async fn server(name: &str, limits: Limits) -> ServerHandle {
    let config = Config {
        address: "127.0.0.1:0".parse().unwrap(),
        database: scratch(name)
            .join(database(name).file_name().unwrap())
            .into(),
        tls: None,
        limits,
        behind_tls_proxy: false,
    };
    serve(config).await.unwrap()
}

/// Limits loose enough for clients that play quickly.
pub fn roomy() -> Limits {
    Limits {
        messages_per_second: 10_000,
        rooms_per_address: 10_000,
        // Every client of these tests connects from 127.0.0.1.
        seats_per_address: 4,
        rooms_per_hour: 10_000,
        ..Limits::default()
    }
}

pub fn quick() -> Backoff {
    Backoff {
        first: Duration::from_millis(10),
        most: Duration::from_millis(200),
        give_up_after: Duration::from_secs(30),
    }
}

pub fn soi_room() -> NewRoom {
    PerGame::Soi(RoomSettings {
        rules: SoiRules { target: 100 },
        spectators: false,
        when_left: WhenLeft::Computer {
            level: SoiLevel::Easy,
        },
    })
}

pub fn fourside_room() -> NewRoom {
    PerGame::FourSide(RoomSettings {
        rules: FourSideRules::default(),
        spectators: false,
        when_left: WhenLeft::Wait,
    })
}

pub async fn client(url: &str) -> Client {
    Client::connect(url, quick()).await.unwrap()
}

/// A FourSide duel against a Beginner computer in a room of its own, played to the end.
pub async fn fourside_duel(url: &str, seed: u64) -> Result<Played<FourSide>, String> {
    let mut c = client(url).await;
    c.create("Ana", fourside_room())
        .await
        .map_err(|e| e.to_string())?;
    let plan = Plan::<FourSide> {
        level: Level::Beginner,
        seed,
        computers: vec![(1, Level::Beginner)],
        deadline: Duration::from_secs(120),
    };
    play(&mut c, &plan).await.map_err(|e| e.to_string())
}

/// A game in a room of its own, played to the end (and checked against its replay) while a
/// test attacks the server.
pub fn bystander(url: &str) -> tokio::task::JoinHandle<Result<Vec<i32>, String>> {
    let url = url.to_string();
    tokio::spawn(async move { check_replay(&fourside_duel(&url, 3).await?) })
}

/// `GET path` over plain HTTP/1.1 at `addr`: the status and the body. Bounded: a connection
/// refused or a server that does not answer within 10 s is an error.
pub async fn http_get(addr: std::net::SocketAddr, path: &str) -> std::io::Result<(u16, String)> {
    http(addr, "GET", path, "").await
}

/// One HTTP/1.1 request on a connection of its own; the status and the body.
pub async fn http(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> std::io::Result<(u16, String)> {
    use std::io::{Error, ErrorKind};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let within = Duration::from_secs(10);
    let timed_out = |_| Error::from(ErrorKind::TimedOut);
    let mut tcp = tokio::time::timeout(within, tokio::net::TcpStream::connect(addr))
        .await
        .map_err(timed_out)??;
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    tcp.write_all(request.as_bytes()).await?;
    let mut answer = Vec::new();
    tokio::time::timeout(within, tcp.read_to_end(&mut answer))
        .await
        .map_err(timed_out)??;
    let answer = String::from_utf8_lossy(&answer);
    let (head, body) = answer
        .split_once("\r\n\r\n")
        .ok_or_else(|| Error::new(ErrorKind::InvalidData, "no end of head"))?;
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| Error::new(ErrorKind::InvalidData, "no status"))?;
    Ok((status, body.to_string()))
}
