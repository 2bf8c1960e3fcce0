//! `quadrille-cli soi`: games of Soi between computer players of any levels.

use crate::matches::{self, Outcome};
use quadrille_engine::soi::{bot, Soi, SoiAction, SoiLevel, SoiRules};
use quadrille_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoiSimArgs {
    pub games: u64,
    /// South, East, North, West.
    pub seats: [SoiLevel; 4],
    pub target: u32,
    pub seed: u64,
    pub threads: Option<usize>,
}

pub fn parse_level(text: &str) -> Result<SoiLevel, String> {
    match text {
        "easy" => Ok(SoiLevel::Easy),
        "medium" => Ok(SoiLevel::Medium),
        "impossible" => Ok(SoiLevel::Impossible),
        other => Err(format!(
            "'{other}' is not a Soi level (easy, medium, impossible)"
        )),
    }
}

fn level_name(level: SoiLevel) -> &'static str {
    match level {
        SoiLevel::Easy => "easy",
        SoiLevel::Medium => "medium",
        SoiLevel::Impossible => "impossible",
    }
}

/// One game: deal `seed + g`, computer players of the seats' levels.
fn play(args: &SoiSimArgs, g: u64) -> Outcome {
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

pub fn run(args: &SoiSimArgs, threads: usize) -> String {
    let (outcomes, seconds) = matches::run(args.games, threads, |g| play(args, g));
    let names: Vec<String> = ["South", "East", "North", "West"]
        .iter()
        .zip(args.seats)
        .map(|(seat, level)| format!("{seat}:{}", level_name(level)))
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
    fn an_impossible_player_beats_three_easy_ones() {
        let args = SoiSimArgs {
            games: 60,
            seats: [
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
    use crate::args::{parse, Command};
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
