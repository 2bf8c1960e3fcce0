//! `wire --games N`: what a Soi room sends its seats, whole views against changes.

use crate::parsers::at_least_one;
use crate::search::thread_cpu_ns;
use crate::stats::quantile;
use clap::Args;
use quadrille_engine::deal::Deal;
use quadrille_engine::soi::{self, Soi, SoiAction, SoiLevel, SoiRules};
use quadrille_engine::Game;
use quadrille_room::{
    AnySnapshot, Command, Room, RoomSettings, SeatToken, ServerMessage, WhenLeft, WireGame,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::fmt::Write;

/// Measure what a Soi room sends each seat: whole views against changes.
///
/// Plays N Soi games of four people (each seat chosen by the Easy level) in a room without
/// sockets and, after every command, builds what the server sends each seat twice: its whole
/// snapshot (protocol 1 sent that after every command) and its change against the last thing
/// it was sent (protocol 2). Prints the bytes per seat per game and per action, early and late
/// in a round, and the CPU time each takes to build and serialise for the four seats.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct WireArgs {
    /// How many games.
    #[arg(long, value_name = "N", value_parser = at_least_one(), default_value_t = 10)]
    pub games: u64,
    /// The score a game is played to.
    #[arg(long, default_value_t = 100)]
    pub target: u32,
    /// Picks the deals and the players' choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

fn token(seat: u8) -> SeatToken {
    SeatToken(format!("seat-{seat}-token-0123456789abcdef"))
}

/// A room of four people, started.
fn table(rules: SoiRules, deal: u64) -> Room<Soi> {
    let settings = RoomSettings {
        rules,
        spectators: false,
        when_left: WhenLeft::Wait,
    };
    let mut room = Room::new(settings, Deal::Number(deal), "p0", token(0).hash()).unwrap();
    for seat in 1..4 {
        let join = Command::Join {
            name: format!("p{seat}"),
            token: token(seat).hash(),
        };
        room.apply(&token(seat), join).unwrap();
    }
    room.apply(&token(0), Command::Start).unwrap();
    room
}

/// What one way of sending cost: bytes of each message, and CPU time in all.
#[derive(Default)]
struct Sent {
    /// Bytes each seat was sent for each action, in order.
    per_action: Vec<usize>,
    /// CPU time building and serialising them, for the four seats.
    cpu_ns: u64,
}

/// This thread's CPU time; 0 where the system does not say (the column then reads 0).
fn cpu_ns() -> u64 {
    thread_cpu_ns().unwrap_or(0)
}

fn text(message: &ServerMessage) -> usize {
    serde_json::to_string(message)
        .expect("messages serialise")
        .len()
}

pub fn run(args: &WireArgs) -> String {
    let rules = SoiRules {
        target: args.target,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let (mut whole, mut changes) = (Sent::default(), Sent::default());
    // Per seat and action: (the index of the action in its round, the round's length).
    let mut places = Vec::new();
    let mut actions = 0;
    for game in 0..args.games {
        let mut room = table(rules, args.seed.wrapping_mul(1_000_003).wrapping_add(game));
        let mut sent: Vec<AnySnapshot> = (0..4u8)
            .map(|s| Soi::wrap_snapshot(room.snapshot(Some(s)).unwrap()))
            .collect();
        let mut round_start = places.len();
        while !room.is_over() {
            let game = room.game().unwrap();
            let (seat, action) = match game.to_move().seat() {
                Some(seat) => {
                    let view = room.snapshot(Some(seat)).unwrap().view.unwrap();
                    let ask = soi::bot::choose(&view, SoiLevel::Easy, &mut rng).unwrap();
                    (seat, SoiAction::Ask(ask))
                }
                None => (0, SoiAction::NextRound),
            };
            let next_round = matches!(action, SoiAction::NextRound);
            room.apply(&token(seat), Command::Act { action }).unwrap();
            actions += 1;
            if next_round {
                close_round(&mut places[round_start..]);
                round_start = places.len();
            }
            let started = cpu_ns();
            for s in 0..4u8 {
                let now = Soi::wrap_snapshot(room.snapshot(Some(s)).unwrap());
                whole.per_action.push(text(&ServerMessage::Snapshot {
                    snapshot: Box::new(now),
                }));
            }
            whole.cpu_ns += cpu_ns() - started;
            let started = cpu_ns();
            for (s, last) in sent.iter_mut().enumerate() {
                let now = Soi::wrap_snapshot(room.snapshot(Some(s as u8)).unwrap());
                let change = last
                    .change_to(&now)
                    .expect("a command changes every seat's seq");
                changes.per_action.push(text(&ServerMessage::Change {
                    change: Box::new(change),
                }));
                *last = now;
            }
            changes.cpu_ns += cpu_ns() - started;
            places.extend([(places.len() - round_start) as f64; 4]);
        }
        close_round(&mut places[round_start..]);
    }
    report(args, actions, &places, &whole, &changes)
}

/// Turns the actions' indices in a round that just ended into fractions of its length.
fn close_round(places: &mut [f64]) {
    let length = places.last().map_or(1.0, |&l| l + 1.0);
    for p in places {
        *p /= length;
    }
}

fn report(args: &WireArgs, actions: u64, places: &[f64], whole: &Sent, changes: &Sent) -> String {
    let mut out = String::new();
    let seat_game = |s: &Sent| s.per_action.iter().sum::<usize>() as f64 / 4.0 / args.games as f64;
    let mean = |s: &Sent| s.per_action.iter().sum::<usize>() as f64 / s.per_action.len() as f64;
    // Mean bytes per seat per action over the actions in [from, to) of their round.
    let within = |s: &Sent, from: f64, to: f64| {
        let picked: Vec<usize> = s
            .per_action
            .iter()
            .zip(places)
            .filter(|(_, &p)| p >= from && p < to)
            .map(|(&b, _)| b)
            .collect();
        picked.iter().sum::<usize>() as f64 / picked.len().max(1) as f64
    };
    let sorted = |s: &Sent| {
        let mut v: Vec<f64> = s.per_action.iter().map(|&b| b as f64).collect();
        v.sort_by(f64::total_cmp);
        v
    };
    let _ = writeln!(
        out,
        "{} Soi games to {} of four people, {actions} actions ({:.0} a game), seed {}",
        args.games,
        args.target,
        actions as f64 / args.games as f64,
        args.seed
    );
    let _ = writeln!(out);
    let _ = writeln!(out, "| sent after each command | KB per seat per game | bytes per seat per action: mean | p50 | p99 | max | first tenth of a round | last tenth | µs of CPU per action (4 seats) |");
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (name, s) in [
        ("whole snapshot (protocol 1)", whole),
        ("change (protocol 2)", changes),
    ] {
        let v = sorted(s);
        let _ = writeln!(
            out,
            "| {name} | {:.0} | {:.0} | {:.0} | {:.0} | {:.0} | {:.0} | {:.0} | {:.1} |",
            seat_game(s) / 1000.0,
            mean(s),
            quantile(&v, 0.5),
            quantile(&v, 0.99),
            v.last().copied().unwrap_or(0.0),
            within(s, 0.0, 0.1),
            within(s, 0.9, 1.01),
            s.cpu_ns as f64 / 1000.0 / actions as f64,
        );
    }
    out
}
