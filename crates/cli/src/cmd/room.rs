//! `quadrille-cli room`: host, join or rejoin a room on a quadrille-server and play one seat
//! with a computer level, so rooms can be tried without the app and loaded by tests and
//! benchmarks. Prints one JSON line when seated (room, seat, token) and one with the result,
//! after checking it against the room replayed from its log.

use crate::cmd::Failure;
use clap::{Args, Subcommand, ValueEnum};
use quadrille_engine::fourside::FourSide;
use quadrille_engine::soi::Soi;
use quadrille_room::{NewRoom, PerGame, RoomId, RoomSettings, SeatToken, WhenLeft, WireGame};
use quadrille_server::client::{check_replay, play, Backoff, Client, Plan};
use quadrille_server::tls::Trust;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use std::time::Duration;

/// Host, join or rejoin a room on a quadrille-server and play a seat with a computer level.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct RoomArgs {
    /// The server's WebSocket address, as quadrille-server prints it; for a server of several
    /// nodes, their addresses separated by commas (a lost node's seat moves to the next one).
    #[arg(
        long,
        value_name = "URL[,URL…]",
        default_value = "ws://127.0.0.1:8470/ws",
        value_delimiter = ','
    )]
    pub server: Vec<String>,
    /// The level that plays this seat (Soi: easy, medium, impossible; FourSide: beginner,
    /// intermediate, advanced, expert) [default: the game's easiest].
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<String>,
    /// The name shown at the table.
    #[arg(long, default_value = "cli")]
    pub name: String,
    /// Seeds the level's random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Give up after this many seconds.
    #[arg(long, value_name = "S", default_value_t = 600)]
    pub timeout: u64,
    #[command(subcommand)]
    pub how: RoomHow,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RoomGameName {
    Soi,
    #[value(name = "fourside")]
    FourSide,
}

#[derive(Debug, Clone, PartialEq, Eq, Subcommand)]
pub enum RoomHow {
    /// Make a room, wait for the open seats to fill, start it and play seat 0.
    Host {
        #[arg(long, value_enum)]
        game: RoomGameName,
        /// The rules as JSON, e.g. '{"target":100}' for Soi [default: the game's defaults].
        #[arg(long, value_name = "JSON")]
        rules: Option<String>,
        /// Levels of computer players for the last seats, e.g. easy,medium.
        #[arg(long, value_name = "L,L", value_delimiter = ',')]
        computers: Vec<String>,
    },
    /// Take the first open seat of a room.
    Join {
        #[arg(long, value_enum)]
        game: RoomGameName,
        #[arg(long, value_name = "ID")]
        room: String,
    },
    /// Take one's seat back with its token.
    Rejoin {
        #[arg(long, value_enum)]
        game: RoomGameName,
        #[arg(long, value_name = "ID")]
        room: String,
        #[arg(long, value_name = "TOKEN")]
        token: String,
    },
}

pub fn run(args: &RoomArgs) -> Result<(), Failure> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::Failed(e.to_string()))?;
    let game = match &args.how {
        RoomHow::Host { game, .. } | RoomHow::Join { game, .. } | RoomHow::Rejoin { game, .. } => {
            *game
        }
    };
    match game {
        RoomGameName::Soi => runtime.block_on(seat::<Soi>(args, PerGame::Soi)),
        RoomGameName::FourSide => runtime.block_on(seat::<FourSide>(args, PerGame::FourSide)),
    }
}

/// A value named in JSON's words (a level's name, rules), read as the game's type.
fn parse<T: DeserializeOwned>(what: &str, text: Value) -> Result<T, Failure> {
    serde_json::from_value(text.clone())
        .map_err(|e| Failure::BadInput(format!("{what} {text}: {e}")))
}

async fn seat<G: WireGame>(
    args: &RoomArgs,
    wrap: fn(RoomSettings<G::Rules, G::Level>) -> NewRoom,
) -> Result<(), Failure>
where
    G::Rules: PartialEq + Default,
    G::Level: Default,
    G::View: PartialEq + std::fmt::Debug,
{
    let level = match &args.level {
        Some(l) => parse("level", Value::String(l.clone()))?,
        None => G::Level::default(),
    };
    let backoff = Backoff::default();
    let failed = |e: quadrille_server::client::ClientError| Failure::Failed(e.to_string());
    let mut client = Client::connect_nodes(&args.server, backoff, Trust::Public)
        .await
        .map_err(failed)?;
    let mut computers = Vec::new();
    match &args.how {
        RoomHow::Host {
            rules,
            computers: c,
            ..
        } => {
            let rules = match rules {
                Some(r) => parse("rules", serde_json::from_str(r).unwrap_or(Value::Null))?,
                None => G::Rules::default(),
            };
            let settings = RoomSettings {
                rules,
                spectators: false,
                when_left: WhenLeft::Wait,
            };
            if c.len() >= G::SEATS {
                return Err(Failure::BadInput(format!(
                    "{} computers leave no seat for a person",
                    c.len()
                )));
            }
            for (i, l) in c.iter().enumerate() {
                let seat = (G::SEATS - c.len() + i) as u8;
                computers.push((seat, parse("level", Value::String(l.clone()))?));
            }
            client
                .create(&args.name, wrap(settings))
                .await
                .map_err(failed)?;
        }
        RoomHow::Join { room, .. } => {
            // Chosen here, as the app does, so the stage plays the path the app takes.
            let token = SeatToken::random(&mut rand::rng());
            client
                .join(&RoomId(room.clone()), &args.name, Some(token))
                .await
                .map_err(failed)?;
        }
        RoomHow::Rejoin { room, token, .. } => {
            let token = SeatToken(token.clone());
            client
                .rejoin(&RoomId(room.clone()), &token)
                .await
                .map_err(failed)?;
        }
    }
    let (room, token, seat) = client.seat().cloned().expect("seated above");
    println!(
        "{}",
        json!({ "room": room.0, "seat": seat, "token": token.0 })
    );
    let plan = Plan::<G> {
        level,
        seed: args.seed,
        computers,
        deadline: Duration::from_secs(args.timeout),
    };
    let played = play(&mut client, &plan).await.map_err(failed)?;
    let replayed = check_replay(&played);
    println!(
        "{}",
        json!({
            "room": room.0,
            "seat": seat,
            "seq": played.last.seq,
            "deal": played.last.deal,
            "scores": replayed.as_ref().ok(),
            "reconnects": played.reconnects,
            "replayed": replayed.is_ok(),
            "received_bytes": client.received_bytes,
        })
    );
    replayed
        .map(|_| ())
        .map_err(|e| Failure::Failed(format!("the result is not the log's: {e}")))
}
