//! `quadrille-cli soi`: games of Soi between computer players of any levels.

use crate::cli::{at_least_one, threads_parser};
use crate::matches::{self, Outcome};
use crate::parallel::threads;
use clap::builder::{EnumValueParser, TypedValueParser};
use clap::{Args, ValueEnum};
use quadrille_engine::soi::{bot, Soi, SoiAction, SoiLevel, SoiRules};
use quadrille_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Play games of Soi between computer players and print who wins.
///
/// Play N games of Soi between computer players and print each seat's share of the wins (ties
/// shared) with a 95% confidence interval, mean final points, and decision times (mean, p50,
/// p99, max).
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct SoiArgs {
    /// How many games.
    #[arg(long, value_name = "N", value_parser = at_least_one(), default_value_t = 1000)]
    pub games: u64,
    /// The levels of South, East, North, West, four of easy, medium or impossible.
    #[arg(
        long,
        value_name = "L,L,L,L",
        value_parser = level_parser(),
        ignore_case = true,
        value_delimiter = ',',
        default_value = "impossible,medium,medium,medium"
    )]
    pub seats: Vec<SoiLevel>,
    /// The total that ends a game, 100-1000.
    #[arg(
        long,
        value_name = "T",
        value_parser = clap::builder::RangedU64ValueParser::<u32>::new().range(100..=1000),
        default_value_t = 200
    )]
    pub target: u32,
    /// The first deal number: game g is deal S+g.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Worker threads [default: all cores]
    #[arg(long, value_name = "T", value_parser = threads_parser())]
    pub threads: Option<usize>,
}

impl SoiArgs {
    /// One level per seat.
    pub fn check(&self) -> Result<(), String> {
        match self.seats.len() {
            4 => Ok(()),
            n => Err(format!("--seats names {n} levels, not 4")),
        }
    }
}

/// A Soi computer level on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Level {
    Easy,
    Medium,
    Impossible,
}

/// Reads a level (any case) straight into the engine's `SoiLevel`.
fn level_parser() -> impl TypedValueParser<Value = SoiLevel> {
    EnumValueParser::<Level>::new().map(|level| match level {
        Level::Easy => SoiLevel::Easy,
        Level::Medium => SoiLevel::Medium,
        Level::Impossible => SoiLevel::Impossible,
    })
}

fn level_name(level: SoiLevel) -> &'static str {
    match level {
        SoiLevel::Easy => "easy",
        SoiLevel::Medium => "medium",
        SoiLevel::Impossible => "impossible",
    }
}

/// One game: deal `seed + g`, computer players of the seats' levels.
fn play(args: &SoiArgs, g: u64) -> Outcome {
    let deal = args.seed.wrapping_add(g);
    let mut game = Soi::new(
        &SoiRules {
            target: args.target,
        },
        deal,
    );
    let mut rng = ChaCha8Rng::seed_from_u64(deal ^ 0x5017);
    let mut decisions = Vec::new();
    while !game.is_over() {
        let action = match game.to_move() {
            None => SoiAction::NextRound,
            Some(seat) => {
                let view = game.view(seat);
                let (ask, ms) =
                    matches::timed(|| bot::choose(&view, args.seats[seat as usize], &mut rng));
                decisions.push((seat as usize, ms));
                SoiAction::Ask(ask.expect("the player to move can ask"))
            }
        };
        game.apply(&action).expect("bots make legal moves");
    }
    let totals: Vec<f64> = game.totals().iter().map(|&t| t as f64).collect();
    Outcome {
        win: matches::win_shares(&totals),
        points: totals,
        decisions,
    }
}

pub fn run(args: &SoiArgs) -> String {
    let (outcomes, seconds) = matches::run(args.games, threads(args.threads), |g| play(args, g));
    let names: Vec<String> = ["South", "East", "North", "West"]
        .iter()
        .zip(&args.seats)
        .map(|(seat, &level)| format!("{seat}:{}", level_name(level)))
        .collect();
    format!(
        "Soi, target {}, seed {}\n{}",
        args.target,
        args.seed,
        matches::report(&names, &outcomes, seconds)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_do_not_depend_on_the_thread_count() {
        let args = SoiArgs {
            games: 8,
            seats: vec![
                SoiLevel::Medium,
                SoiLevel::Easy,
                SoiLevel::Impossible,
                SoiLevel::Easy,
            ],
            target: 100,
            seed: 5,
            threads: None,
        };
        let results = |threads| -> Vec<(Vec<f64>, Vec<f64>)> {
            matches::run(args.games, threads, |g| play(&args, g))
                .0
                .into_iter()
                .map(|o| (o.win, o.points))
                .collect()
        };
        let one = results(1);
        assert_eq!(one.len(), 8);
        assert_eq!(results(3), one, "the same games, in deal order");
    }

    #[test]
    fn an_impossible_player_beats_three_easy_ones() {
        let args = SoiArgs {
            games: 60,
            seats: vec![
                SoiLevel::Impossible,
                SoiLevel::Easy,
                SoiLevel::Easy,
                SoiLevel::Easy,
            ],
            target: 100,
            seed: 1,
            threads: Some(2),
        };
        let (outcomes, _) = matches::run(args.games, 2, |g| play(&args, g));
        let wins: f64 = outcomes.iter().map(|o| o.win[0]).sum();
        assert!(wins > 30.0, "impossible won {wins} of 60");
        for o in &outcomes {
            assert!((o.win.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        }
    }
}

#[cfg(test)]
mod parse_tests {
    use crate::cli::{parse, Command};
    use quadrille_engine::soi::SoiLevel;

    #[test]
    fn seats_and_target_are_read_and_checked() {
        let Ok(Command::Soi(args)) = parse([
            "soi",
            "--games",
            "5",
            "--seats",
            "easy,Medium,impossible,easy",
            "--target",
            "300",
        ]) else {
            panic!("parsed")
        };
        assert_eq!(args.games, 5);
        assert_eq!(
            args.seats,
            [
                SoiLevel::Easy,
                SoiLevel::Medium,
                SoiLevel::Impossible,
                SoiLevel::Easy
            ]
        );
        assert_eq!(args.target, 300);
        assert!(
            parse(["soi", "--seats", "easy,medium"]).is_err(),
            "four seats"
        );
        assert!(
            parse(["soi", "--seats", "easy,medium,hard,easy"]).is_err(),
            "no such level"
        );
        assert!(parse(["soi", "--target", "50"]).is_err());
        assert!(parse(["soi", "--target", "5000"]).is_err());
        assert!(
            parse(["soi", "--tiles", "expert"]).is_err(),
            "not a soi option"
        );
    }
}
