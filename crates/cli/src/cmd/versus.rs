//! `quadrille-cli match`: two sides of computer players against each other, seats balanced —
//! every deal is played twice, the second time with the sides in each other's seats, so no
//! seat or deal favours a side.

use crate::cmd::fourside;
use crate::cmd::soi;
use crate::matches::{self, Outcome};
use crate::parallel::threads;
use crate::parsers::{at_least_one, threads_parser};
use crate::players::{FourSidePlayer, SoiPlayer};
use crate::rating;
use crate::stats::wilson;
use clap::{Args, ValueEnum};
use quadrille_engine::fourside::FourSideRules;
use quadrille_engine::soi::SoiRules;

/// Play two sides of computer players against each other, seats balanced.
///
/// Each deal is played twice, the sides swapping seats. In Soi a side holds two opposite seats
/// (South and North, or East and West) and wins a game when one of its seats does; in FourSide
/// a side is one player. Prints each side's share of the wins (ties shared) with a 95%
/// confidence interval, mean points, and decision times (p50, p99).
///
/// With more than two players (`--sides a,b,c,…`) every pair plays a match of `--games`
/// games (a round robin) and the report is each pair's result and a Bradley–Terry rating of
/// every player on the Elo scale (the first player at 0).
///
/// Players: a level of the app (Soi: easy, medium, impossible; FourSide: beginner,
/// intermediate, advanced, expert) or a reference method: `ismcts:N` (information-set Monte
/// Carlo tree search, N iterations a decision) and, for FourSide, `expectimax[:N]` (two-ply
/// expectimax over N imagined opponent hands, 16 by default).
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct MatchArgs {
    /// The game.
    #[arg(value_enum)]
    pub game: MatchGame,
    /// The two sides, e.g. `impossible,ismcts:1000`, or three or more players for a round
    /// robin and their ratings.
    #[arg(long, value_name = "A,B", value_delimiter = ',', required = true)]
    pub sides: Vec<String>,
    /// How many games (each deal is played twice, so an odd count is rounded up); in a round
    /// robin, for each pair.
    #[arg(long, value_name = "N", value_parser = at_least_one(), default_value_t = 1000)]
    pub games: u64,
    /// The first deal number: games 2d and 2d+1 are deal S+d.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Soi: the total that ends a game, 100-1000.
    #[arg(
        long,
        value_name = "T",
        value_parser = clap::builder::RangedU64ValueParser::<u32>::new().range(100..=1000),
        default_value_t = 200
    )]
    pub target: u32,
    /// FourSide: the board's width, 7, 9 or 11.
    #[arg(long, value_name = "N", default_value_t = 9)]
    pub size: u8,
    /// FourSide: the level whose tiles are played (1 to 3, 5, 7 or 9) [default: expert].
    #[arg(long, value_name = "L", default_value = "expert")]
    pub tiles: String,
    /// Worker threads [default: all cores]
    #[arg(long, value_name = "T", value_parser = threads_parser())]
    pub threads: Option<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MatchGame {
    Soi,
    #[value(name = "fourside")]
    FourSide,
}

/// The parsed players of a match (two) or a round robin (more).
enum Sides {
    Soi(Vec<SoiPlayer>),
    FourSide(Vec<FourSidePlayer>, FourSideRules),
}

impl MatchArgs {
    fn sides(&self) -> Result<Sides, String> {
        if self.sides.len() < 2 {
            return Err(format!(
                "--sides names {} player(s): two for a match, more for a round robin",
                self.sides.len()
            ));
        }
        match self.game {
            MatchGame::Soi => Ok(Sides::Soi(parse_all(&self.sides)?)),
            MatchGame::FourSide => {
                let tiles = match self.tiles.parse::<FourSidePlayer>()?.level() {
                    Some(level) => level,
                    None => return Err(format!("--tiles {}: a level names the tiles", self.tiles)),
                };
                let rules = FourSideRules {
                    level: tiles,
                    size: self.size,
                };
                rules.validate().map_err(|e| e.message)?;
                Ok(Sides::FourSide(parse_all(&self.sides)?, rules))
            }
        }
    }

    pub fn check(&self) -> Result<(), String> {
        self.sides().map(|_| ())
    }
}

fn parse_all<P: std::str::FromStr<Err = String>>(specs: &[String]) -> Result<Vec<P>, String> {
    specs.iter().map(|s| s.parse()).collect()
}

/// Game `g`: deal `seed + g / 2`, the sides swapped in odd games. `seat_side(seat, swap)` says
/// whose a seat is.
fn deal_of(args: &MatchArgs, g: u64) -> (u64, bool) {
    (args.seed.wrapping_add(g / 2), g % 2 == 1)
}

/// One Soi game: side 0 at South and North (East and West when swapped).
fn soi_game(args: &MatchArgs, sides: &[SoiPlayer; 2], g: u64) -> Outcome {
    let (deal, swap) = deal_of(args, g);
    let side_of = |seat: usize| (seat % 2) ^ swap as usize;
    let seats: [SoiPlayer; 4] = std::array::from_fn(|seat| sides[side_of(seat)]);
    let rules = SoiRules {
        target: args.target,
    };
    let played = soi::play_game(rules, deal, &seats);
    let totals: Vec<f64> = played.totals.iter().map(|&t| t as f64).collect();
    let shares = matches::win_shares(&totals);
    let (mut win, mut points) = (vec![0.0; 2], vec![0.0; 2]);
    for seat in 0..4 {
        win[side_of(seat)] += shares[seat];
        points[side_of(seat)] += totals[seat] / 2.0;
    }
    Outcome {
        win,
        points,
        decisions: side_decisions(played.decisions, side_of),
        actions: played.actions,
        longest_round: played.longest_round,
        cut_short: played.cut_short,
    }
}

/// One FourSide game: side 0 is player 0 (player 1 when swapped).
fn fourside_game(
    args: &MatchArgs,
    sides: &[FourSidePlayer; 2],
    rules: &FourSideRules,
    g: u64,
) -> Outcome {
    let (deal, swap) = deal_of(args, g);
    let side_of = |seat: usize| seat ^ swap as usize;
    let seats: [FourSidePlayer; 2] = std::array::from_fn(|seat| sides[side_of(seat)]);
    let played = fourside::play_game(rules, deal, &seats);
    let mut points = vec![0.0; 2];
    for seat in 0..2 {
        points[side_of(seat)] = played.scores[seat] as f64;
    }
    Outcome {
        win: matches::win_shares(&points),
        points,
        decisions: side_decisions(played.decisions, side_of),
        actions: played.actions,
        longest_round: played.actions,
        cut_short: false,
    }
}

fn side_decisions(
    decisions: Vec<(usize, f64)>,
    side_of: impl Fn(usize) -> usize,
) -> Vec<(usize, f64)> {
    decisions
        .into_iter()
        .map(|(seat, ms)| (side_of(seat), ms))
        .collect()
}

/// The match report, or the round robin's.
pub fn run(args: &MatchArgs) -> Result<String, String> {
    let games = args.games + args.games % 2;
    let threads = threads(args.threads);
    let sides = args.sides()?;
    let heading = match &sides {
        Sides::Soi(_) => format!(
            "Soi, two seats a side (South and North against East and West, then swapped), \
             target {}, seed {}",
            args.target, args.seed
        ),
        Sides::FourSide(_, rules) => format!(
            "FourSide, {}×{} board, tiles 1–{}, seed {}; each deal played twice, seats swapped",
            rules.size,
            rules.size,
            rules.level.max_value(),
            args.seed
        ),
    };
    let names: Vec<String> = match &sides {
        Sides::Soi(players) => players.iter().map(|p| p.to_string()).collect(),
        Sides::FourSide(players, _) => players.iter().map(|p| p.to_string()).collect(),
    };
    // One match between players `a` and `b`.
    let play = |a: usize, b: usize| match &sides {
        Sides::Soi(players) => {
            let pair = [players[a], players[b]];
            matches::run(games, threads, |g| soi_game(args, &pair, g))
        }
        Sides::FourSide(players, rules) => {
            let pair = [players[a], players[b]];
            matches::run(games, threads, |g| fourside_game(args, &pair, rules, g))
        }
    };
    if names.len() == 2 {
        let (outcomes, seconds) = play(0, 1);
        return Ok(format!(
            "{heading}\n{}",
            matches::report(&names, &outcomes, seconds)
        ));
    }
    let n = names.len();
    let mut wins = vec![vec![0.0; n]; n];
    let mut out = format!("{heading}\nround robin, {games} games a pair\n\n");
    for a in 0..n {
        for b in a + 1..n {
            let (outcomes, seconds) = play(a, b);
            let won: f64 = outcomes.iter().map(|o| o.win[0]).sum();
            wins[a][b] = won;
            wins[b][a] = outcomes.len() as f64 - won;
            let (lo, hi) = wilson(won.round() as u64, outcomes.len() as u64);
            out += &format!(
                "{:<16} vs {:<16} {:>6.1}% [{:>5.1}–{:>5.1}%]  ({:.0} s)\n",
                names[a],
                names[b],
                100.0 * won / outcomes.len().max(1) as f64,
                100.0 * lo,
                100.0 * hi,
                seconds
            );
        }
    }
    let ratings = rating::elo(&wins);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| ratings[j].total_cmp(&ratings[i]));
    out += &format!("\nBradley–Terry ratings (Elo scale, {} = 0)\n", names[0]);
    for i in order {
        out += &format!("{:<16} {:>7.0}\n", names[i], ratings[i]);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use quadrille_engine::fourside::Level;

    /// The command's options alone, as `quadrille-cli match` reads them.
    #[derive(Parser)]
    struct Match {
        #[command(flatten)]
        args: MatchArgs,
    }

    fn parse(args: &[&str]) -> Result<MatchArgs, String> {
        let parsed =
            Match::try_parse_from(["match"].iter().chain(args)).map_err(|e| e.to_string())?;
        parsed.args.check()?;
        Ok(parsed.args)
    }

    #[test]
    fn sides_and_tiles_are_checked() {
        assert!(parse(&["soi", "--sides", "impossible,ismcts:100"]).is_ok());
        assert!(parse(&["fourside", "--sides", "expert,expectimax"]).is_ok());
        assert!(
            parse(&["soi", "--sides", "impossible"]).is_err(),
            "one side"
        );
        assert!(parse(&["soi", "--sides", "a,b,c"]).is_err());
        assert!(
            parse(&["soi", "--sides", "easy,medium,impossible"]).is_ok(),
            "a round robin"
        );
        assert!(
            parse(&["soi", "--sides", "expert,medium"]).is_err(),
            "a FourSide level"
        );
        assert!(parse(&["fourside", "--sides", "expert,expert", "--size", "8"]).is_err());
        assert!(parse(&[
            "fourside",
            "--sides",
            "expert,expert",
            "--tiles",
            "ismcts:3"
        ])
        .is_err());
    }

    /// Every deal is played twice with the sides swapped: a side made of the same player
    /// twice takes exactly half of every pair of games.
    #[test]
    fn a_player_against_itself_takes_half_of_each_deal() {
        let args = parse(&["soi", "--sides", "medium,medium", "--games", "4"]).unwrap();
        let sides = [SoiPlayer::Level(quadrille_engine::soi::SoiLevel::Medium); 2];
        for d in 0..2 {
            let (a, b) = (
                soi_game(&args, &sides, 2 * d),
                soi_game(&args, &sides, 2 * d + 1),
            );
            assert_eq!(a.win[0], b.win[1]);
            assert_eq!(a.points[0], b.points[1]);
        }
        let args = parse(&["fourside", "--sides", "expert,expert", "--size", "7"]).unwrap();
        let sides = [FourSidePlayer::Level(Level::Expert); 2];
        let rules = FourSideRules {
            level: Level::Expert,
            size: 7,
        };
        let (a, b) = (
            fourside_game(&args, &sides, &rules, 0),
            fourside_game(&args, &sides, &rules, 1),
        );
        assert_eq!((a.points[0], a.points[1]), (b.points[1], b.points[0]));
    }

    /// The anchors are honest: even a hundred iterations of the search beat the beginner.
    #[test]
    fn the_search_beats_a_weak_level() {
        let args = parse(&[
            "fourside",
            "--sides",
            "ismcts:100,beginner",
            "--games",
            "8",
            "--size",
            "7",
        ])
        .unwrap();
        let Sides::FourSide(sides, rules) = args.sides().unwrap() else {
            unreachable!("fourside sides")
        };
        let sides = [sides[0], sides[1]];
        let (outcomes, _) = matches::run(8, 2, |g| fourside_game(&args, &sides, &rules, g));
        let wins: f64 = outcomes.iter().map(|o| o.win[0]).sum();
        assert!(wins >= 6.0, "ismcts:100 won {wins} of 8 against beginner");
    }

    /// Three or more players play a round robin: one line per pair, and ratings that put
    /// the levels in their order.
    #[test]
    fn a_round_robin_rates_every_player() {
        let args = parse(&[
            "fourside",
            "--sides",
            "beginner,advanced,expert",
            "--games",
            "20",
            "--size",
            "7",
            "--threads",
            "2",
        ])
        .unwrap();
        let report = run(&args).unwrap();
        assert_eq!(report.matches(" vs ").count(), 3, "{report}");
        let rating = |name: &str| -> f64 {
            let line = report.lines().rev().find(|l| l.starts_with(name));
            let value = line.and_then(|l| l.split_whitespace().last()?.parse().ok());
            value.unwrap_or_else(|| panic!("no rating for {name} in {report}"))
        };
        assert_eq!(rating("beginner"), 0.0);
        assert!(rating("advanced") > 100.0, "{report}");
        assert!(rating("expert") > rating("beginner") + 100.0, "{report}");
    }
}
