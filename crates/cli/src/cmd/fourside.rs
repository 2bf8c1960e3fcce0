//! `quadrille-cli fourside`: games of FourSide between two computer players of any levels.

use crate::matches::{self, Outcome};
use crate::parallel::threads;
use crate::parsers::{at_least_one, threads_parser};
use crate::players::FourSidePlayer;
use clap::builder::{EnumValueParser, PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use quadrille_engine::fourside::{FourSide, FourSideAction, FourSideRules, Level};
use quadrille_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Play games of FourSide between two computer players and print who wins.
///
/// Play N games of FourSide between two computer players (they swap seats every game) and
/// print each player's share of the wins (ties shared) with a 95% confidence interval, mean
/// final points, and decision times (mean, p50, p99, max).
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct FourSideArgs {
    /// How many games.
    #[arg(long, value_name = "N", value_parser = at_least_one(), default_value_t = 1000)]
    pub games: u64,
    /// The two players' levels, two of beginner, intermediate, advanced, expert.
    #[arg(
        long,
        value_name = "L,L",
        value_parser = level_parser(),
        ignore_case = true,
        value_delimiter = ',',
        default_value = "expert,advanced"
    )]
    pub players: Vec<Level>,
    /// The level whose number range the tiles use [default: the higher of the two players]
    #[arg(long, value_name = "L", value_parser = level_parser(), ignore_case = true)]
    pub tiles: Option<Level>,
    /// Board width.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 9,
        value_parser = PossibleValuesParser::new(["7", "9", "11"]).map(|n| n.parse::<u8>().expect("a listed size"))
    )]
    pub size: u8,
    /// The first deal number: game g is deal S+g.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Worker threads [default: all cores]
    #[arg(long, value_name = "T", value_parser = threads_parser())]
    pub threads: Option<usize>,
}

impl FourSideArgs {
    /// The rules played: the board width, and tiles of `--tiles` or else of the higher player.
    pub fn rules(&self) -> FourSideRules {
        let higher = if self.players[0].max_value() >= self.players[1].max_value() {
            self.players[0]
        } else {
            self.players[1]
        };
        FourSideRules {
            level: self.tiles.unwrap_or(higher),
            size: self.size,
        }
    }

    /// Two players, and rules the engine accepts.
    pub fn check(&self) -> Result<(), String> {
        if self.players.len() != 2 {
            return Err(format!(
                "--players names {} levels, not 2",
                self.players.len()
            ));
        }
        self.rules().validate().map_err(|e| e.message.to_string())
    }
}

/// A FourSide computer level on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum LevelName {
    Beginner,
    Intermediate,
    Advanced,
    Expert,
}

/// Reads a level (any case) straight into the engine's `Level`.
fn level_parser() -> impl TypedValueParser<Value = Level> {
    EnumValueParser::<LevelName>::new().map(|level| match level {
        LevelName::Beginner => Level::Beginner,
        LevelName::Intermediate => Level::Intermediate,
        LevelName::Advanced => Level::Advanced,
        LevelName::Expert => Level::Expert,
    })
}

/// One game: deal `seed + g`, the players swapping seats every game.
fn play(args: &FourSideArgs, rules: &FourSideRules, g: u64) -> Outcome {
    let deal = args.seed.wrapping_add(g);
    let swap = g % 2 == 1;
    let player_at = |seat: usize| seat ^ swap as usize;
    let seats = [0, 1].map(|seat| FourSidePlayer::Level(args.players[player_at(seat)]));
    let played = play_game(rules, deal, &seats);
    let mut points = vec![0.0; 2];
    for seat in 0..2 {
        points[player_at(seat)] = played.scores[seat] as f64;
    }
    Outcome {
        win: matches::win_shares(&points),
        points,
        decisions: played
            .decisions
            .into_iter()
            .map(|(seat, ms)| (player_at(seat), ms))
            .collect(),
        actions: played.actions,
        longest_round: played.actions,
        cut_short: false,
    }
}

/// A game played out, by seat.
pub struct Played {
    pub scores: [i32; 2],
    /// (seat, milliseconds) of every decision.
    pub decisions: Vec<(usize, f64)>,
    pub actions: usize,
}

/// Plays deal `deal` to its end with `seats` as players 0 and 1.
pub fn play_game(rules: &FourSideRules, deal: u64, seats: &[FourSidePlayer; 2]) -> Played {
    let mut game = FourSide::new(rules, deal.into());
    let mut rng = ChaCha8Rng::seed_from_u64(deal ^ 0xF0_51DE);
    let mut decisions = Vec::new();
    let mut actions = 0;
    while !game.is_over() {
        actions += 1;
        let seat = game.turn() as usize;
        let view = game.view(seat as u8);
        let (placement, ms) = matches::timed(|| seats[seat].place(&view, &mut rng));
        decisions.push((seat, ms));
        let placement = placement.expect("the player to move can place a tile");
        game.apply(&FourSideAction::Place(placement))
            .expect("computer players make legal moves");
    }
    let scores = game.scores();
    Played {
        scores: [scores[0], scores[1]],
        decisions,
        actions,
    }
}

pub fn run(args: &FourSideArgs) -> String {
    let rules = args.rules();
    let (outcomes, seconds) =
        matches::run(args.games, threads(args.threads), |g| play(args, &rules, g));
    let names: Vec<String> = args
        .players
        .iter()
        .map(|&l| FourSidePlayer::Level(l).to_string())
        .collect();
    format!(
        "FourSide, {}×{} board, tiles of the {} level (1–{}), seed {}; players swap seats every game\n{}",
        rules.size,
        rules.size,
        FourSidePlayer::Level(rules.level),
        rules.level.max_value(),
        args.seed,
        matches::report(&names, &outcomes, seconds)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_advanced_player_beats_the_beginner() {
        let args = FourSideArgs {
            games: 40,
            players: vec![Level::Advanced, Level::Beginner],
            tiles: None,
            size: 7,
            seed: 3,
            threads: Some(2),
        };
        let rules = args.rules();
        assert_eq!(rules.level, Level::Advanced, "the higher player's tiles");
        let (outcomes, _) = matches::run(args.games, 2, |g| play(&args, &rules, g));
        let wins: f64 = outcomes.iter().map(|o| o.win[0]).sum();
        assert!(wins > 30.0, "advanced won {wins} of 40");
    }
}
