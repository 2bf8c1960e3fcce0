//! `quadrille-cli fourside`: games of FourSide between two computer players of any levels.

use crate::matches::{self, Outcome};
use quadrille_engine::fourside::{bot, FourSide, FourSideAction, FourSideRules, Level};
use quadrille_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FourSideSimArgs {
    pub games: u64,
    pub players: [Level; 2],
    /// The tiles' number range (a level's), and the board width.
    pub rules: FourSideRules,
    pub seed: u64,
    pub threads: Option<usize>,
}

pub fn parse_level(text: &str) -> Result<Level, String> {
    match text {
        "beginner" => Ok(Level::Beginner),
        "intermediate" => Ok(Level::Intermediate),
        "advanced" => Ok(Level::Advanced),
        "expert" => Ok(Level::Expert),
        other => Err(format!(
            "'{other}' is not a FourSide level (beginner, intermediate, advanced, expert)"
        )),
    }
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Beginner => "beginner",
        Level::Intermediate => "intermediate",
        Level::Advanced => "advanced",
        Level::Expert => "expert",
    }
}

/// One game on deal `seed + g`; the players swap seats every other game.
fn play(args: &FourSideSimArgs, g: u64) -> Outcome {
    let deal = args.seed.wrapping_add(g);
    let swap = g % 2 == 1;
    let player_at = |seat: u8| (seat as usize) ^ swap as usize;
    let mut game = FourSide::new(&args.rules, deal);
    let mut rng = ChaCha8Rng::seed_from_u64(deal ^ 0xF0_51DE);
    let mut decisions = Vec::new();
    while !game.is_over() {
        let seat = game.to_move();
        let player = player_at(seat);
        let view = game.view(seat);
        let (placement, ms) = matches::timed(|| bot::choose(&view, args.players[player], &mut rng));
        decisions.push((player, ms));
        let placement = placement.expect("the player to move can place a tile");
        game.apply(&FourSideAction::Place(placement))
            .expect("bots make legal moves");
    }
    let by_seat = game.scores();
    let mut points = vec![0.0; 2];
    for seat in 0..2u8 {
        points[player_at(seat)] = by_seat[seat as usize] as f64;
    }
    Outcome {
        win: matches::win_shares(&points),
        points,
        decisions,
    }
}

pub fn run(args: &FourSideSimArgs, threads: usize) -> String {
    let (outcomes, seconds) = matches::run(args.games, threads, |g| play(args, g));
    let names: Vec<String> = args
        .players
        .iter()
        .map(|&l| level_name(l).to_string())
        .collect();
    format!(
        "FourSide, {}×{} board, tiles of the {} level (1–{}), seed {}; players swap seats every game\n{}",
        args.rules.size,
        args.rules.size,
        level_name(args.rules.level),
        args.rules.level.max_value(),
        args.seed,
        matches::report(&names, &outcomes, seconds)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_advanced_player_beats_the_beginner() {
        let args = FourSideSimArgs {
            games: 40,
            players: [Level::Advanced, Level::Beginner],
            rules: FourSideRules {
                level: Level::Advanced,
                size: 7,
            },
            seed: 3,
            threads: Some(2),
        };
        let (outcomes, _) = matches::run(args.games, 2, |g| play(&args, g));
        let wins: f64 = outcomes.iter().map(|o| o.win[0]).sum();
        assert!(wins > 30.0, "advanced won {wins} of 40");
    }
}

#[cfg(test)]
mod parse_tests {
    use crate::args::{parse, Command};
    use quadrille_engine::fourside::Level;

    #[test]
    fn players_tiles_and_size_are_read_and_checked() {
        let Ok(Command::FourSide(args)) =
            parse(["fourside", "--players", "beginner,advanced", "--size", "11"])
        else {
            panic!("parsed")
        };
        assert_eq!(args.players, [Level::Beginner, Level::Advanced]);
        assert_eq!(
            args.rules.level,
            Level::Advanced,
            "tiles of the higher level by default"
        );
        assert_eq!(args.rules.size, 11);
        let Ok(Command::FourSide(args)) = parse(["fourside", "--tiles", "beginner"]) else {
            panic!("parsed")
        };
        assert_eq!(args.players, [Level::Expert, Level::Advanced]);
        assert_eq!(args.rules.level, Level::Beginner);
        assert!(
            parse(["fourside", "--size", "8"]).is_err(),
            "odd sizes only"
        );
        assert!(
            parse(["fourside", "--players", "expert"]).is_err(),
            "two players"
        );
    }
}
