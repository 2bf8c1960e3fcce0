//! The command line, declared with clap: the doc comments below and in `cmd/` are the help.
//! A usage error (unknown command or option, a missing or bad value, options that conflict)
//! ends the program with status 2, as clap does, and names the fault.

use crate::cmd::{
    crossroads, daily, deal, fixtures, fourside, hint_latency, replay, room, simulate, soak, soi,
    solve, versus, winnability, wire, Failure,
};
use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};
use quadrille_engine::gaps::GapsVariant;

/// Headless Quadrille: play computer players of every game (SolitaireX, Chinese Puzzle,
/// Montana, Soi, FourSide) against each other, solve Gaps deals and measure their winnability, soak-test
/// the engine, print deals, replay saved games and write real engine output as fixtures for the
/// UI tests.
#[derive(Debug, Parser)]
#[command(
    name = "quadrille-cli",
    version,
    subcommand_required = true,
    after_help = AFTER_HELP
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

const AFTER_HELP: &str = "\
VARIANT is solitairex, chinese-puzzle or montana. Chinese Puzzle is played by the standard rules: free ace \
order, two redeals (three deals in all). Run `quadrille-cli COMMAND --help` for a command's options.

EXIT STATUS:
    0 success, 1 failure while working (a file cannot be written, a soak finds a broken
    invariant), 2 bad input: a usage error, or a file that cannot be read or is not a valid
    saved game.";

#[derive(Debug, Subcommand)]
pub enum Command {
    /// SolitaireX (one deck, 4 × 13): `solitairex simulate` plays games with a computer
    /// strategy, `solitairex deal N` prints a deal.
    #[command(subcommand)]
    Solitairex(OneDeck),
    /// Chinese Puzzle (two decks, 8 × 14): `chinese-puzzle simulate` plays games with a
    /// computer strategy.
    #[command(subcommand)]
    ChinesePuzzle(ChinesePuzzle),
    /// Montana (SolitaireX's deals; a 2 heading a row may move to another empty column-0
    /// gap): `montana simulate` plays games with a computer strategy, `montana deal N` prints
    /// a deal.
    #[command(subcommand)]
    Montana(OneDeck),
    Solve(solve::SolveArgs),
    Crossroads(crossroads::CrossroadsArgs),
    Winnability(winnability::WinnabilityArgs),
    HintLatency(hint_latency::LatencyArgs),
    Soi(soi::SoiArgs),
    #[command(name = "fourside")]
    FourSide(fourside::FourSideArgs),
    Match(versus::MatchArgs),
    Soak(soak::SoakArgs),
    Replay(replay::ReplayArgs),
    Fixtures(fixtures::FixturesArgs),
    Room(room::RoomArgs),
    Wire(wire::WireArgs),
    Daily(daily::DailyArgs),
}

#[derive(Debug, Subcommand)]
pub enum OneDeck {
    Simulate(simulate::SimulateArgs),
    Deal(deal::DealArgs),
}

#[derive(Debug, Subcommand)]
pub enum ChinesePuzzle {
    Simulate(simulate::SimulateArgs),
}

/// A usage error found after parsing (a rule between options clap cannot say), reported as
/// clap reports its own, with the usage of `subcommand`: exit status 2.
pub fn usage_error(subcommand: &[&str], message: impl std::fmt::Display) -> clap::Error {
    let mut command = Cli::command();
    command.build();
    let mut at = &mut command;
    for name in subcommand {
        at = at.find_subcommand_mut(name).expect("the subcommand exists");
    }
    at.error(ErrorKind::ArgumentConflict, message)
}

impl Command {
    /// Runs the command, printing what it prints.
    pub fn run(self) -> Result<(), Failure> {
        match self {
            Command::Solitairex(OneDeck::Simulate(args)) => {
                print!("{}", simulate::run(GapsVariant::SolitaireX, &args))
            }
            Command::Solitairex(OneDeck::Deal(args)) => {
                print!("{}", deal::deal(GapsVariant::SolitaireX, args.deal))
            }
            Command::Montana(OneDeck::Simulate(args)) => {
                print!("{}", simulate::run(GapsVariant::Montana, &args))
            }
            Command::Montana(OneDeck::Deal(args)) => {
                print!("{}", deal::deal(GapsVariant::Montana, args.deal))
            }
            Command::ChinesePuzzle(ChinesePuzzle::Simulate(args)) => {
                print!("{}", simulate::run(GapsVariant::ChinesePuzzle, &args))
            }
            Command::Solve(args) => print!("{}", solve::run(&args)),
            Command::Crossroads(args) => print!("{}", crossroads::run(&args)),
            Command::Winnability(args) => {
                let (report, broken) = winnability::run(&args);
                print!("{report}");
                if broken > 0 {
                    return Err(Failure::Failed(format!(
                        "{broken} winning line(s) did not replay to a win"
                    )));
                }
            }
            Command::HintLatency(args) => print!("{}", hint_latency::run(&args)),
            Command::Soi(args) => {
                let (report, too_long) = soi::run(&args);
                print!("{report}");
                if too_long > 0 {
                    return Err(Failure::Failed(format!(
                        "{too_long} game(s) had a round longer than {} actions",
                        soi::ROUND_BOUND
                    )));
                }
            }
            Command::FourSide(args) => print!("{}", fourside::run(&args)),
            Command::Match(args) => print!("{}", versus::run(&args).map_err(Failure::BadInput)?),
            Command::Soak(args) => soak::run(&args)?,
            Command::Replay(args) => print!("{}", replay::replay(&args.file)?),
            Command::Room(args) => room::run(&args)?,
            Command::Wire(args) => print!("{}", wire::run(&args)),
            Command::Daily(args) => print!("{}", daily::run(&args).map_err(Failure::BadInput)?),
            Command::Fixtures(args) => {
                for path in fixtures::fixtures(&args.dir)? {
                    println!("wrote {}", path.display());
                }
            }
        }
        Ok(())
    }

    /// The rules between options that clap's attributes cannot express.
    pub fn check(&self) -> Result<(), clap::Error> {
        match self {
            Command::Solitairex(OneDeck::Simulate(a)) => a
                .check()
                .map_err(|m| usage_error(&["solitairex", "simulate"], m)),
            Command::Montana(OneDeck::Simulate(a)) => a
                .check()
                .map_err(|m| usage_error(&["montana", "simulate"], m)),
            Command::ChinesePuzzle(ChinesePuzzle::Simulate(a)) => a
                .check()
                .map_err(|m| usage_error(&["chinese-puzzle", "simulate"], m)),
            Command::Solve(a) => a.check().map_err(|m| usage_error(&["solve"], m)),
            Command::Winnability(a) => a.check().map_err(|m| usage_error(&["winnability"], m)),
            Command::Soi(a) => a.check().map_err(|m| usage_error(&["soi"], m)),
            Command::FourSide(a) => a.check().map_err(|m| usage_error(&["fourside"], m)),
            Command::Match(a) => a.check().map_err(|m| usage_error(&["match"], m)),
            _ => Ok(()),
        }
    }
}

/// Parses the arguments after the program name (for the tests).
#[cfg(test)]
pub fn parse<I, S>(args: I) -> Result<Command, String>
where
    I: IntoIterator<Item = S>,
    S: Into<std::ffi::OsString> + Clone,
{
    let args = std::iter::once("quadrille-cli".into()).chain(args.into_iter().map(Into::into));
    let cli = Cli::try_parse_from(args).map_err(|e| e.to_string())?;
    cli.command.check().map_err(|e| e.to_string())?;
    Ok(cli.command)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cmd::simulate::SimulateArgs;
    use crate::cmd::soak::{SoakArgs, SoakChoice, DEFAULT_ACTIONS, DEFAULT_CHECK_EVERY};
    use crate::cmd::solve::{SolveArgs, DEFAULT_SOLVE_NODES};
    use crate::cmd::winnability::{WinnabilityArgs, DEFAULT_TABLE_MB, DEFAULT_WINNABILITY_NODES};
    use crate::search::SolveBudget;
    use crate::strategy::{StrategyKind, DEFAULT_HINT_NODES};
    use quadrille_engine::deal::MAX_DEAL_NUMBER;
    use quadrille_engine::fourside::Level;
    use quadrille_engine::soi::SoiLevel;

    fn err(args: &[&str]) -> String {
        parse(args.iter().copied()).unwrap_err()
    }

    fn simulate(args: &[&str]) -> (GapsVariant, SimulateArgs) {
        match parse(args.iter().copied()).unwrap() {
            Command::Solitairex(OneDeck::Simulate(a)) => (GapsVariant::SolitaireX, a),
            Command::Montana(OneDeck::Simulate(a)) => (GapsVariant::Montana, a),
            Command::ChinesePuzzle(ChinesePuzzle::Simulate(a)) => (GapsVariant::ChinesePuzzle, a),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn simulate_with_every_option() {
        let (variant, args) = simulate(&[
            "solitairex",
            "simulate",
            "--games",
            "200",
            "--strategy",
            "greedy",
            "--seed=9",
            "--threads",
            "2",
        ]);
        assert_eq!(variant, GapsVariant::SolitaireX);
        assert_eq!(
            args,
            SimulateArgs {
                games: 200,
                strategy: StrategyKind::Greedy,
                nodes: None,
                seed: 9,
                threads: Some(2),
            }
        );
    }

    #[test]
    fn simulate_defaults() {
        let (_, args) = simulate(&["solitairex", "simulate", "--strategy=Random", "--games=5"]);
        assert_eq!(
            args,
            SimulateArgs {
                games: 5,
                strategy: StrategyKind::Random,
                nodes: None,
                seed: 1,
                threads: None,
            }
        );
    }

    #[test]
    fn simulate_errors_say_what_is_wrong() {
        assert!(err(&["solitairex", "simulate", "--strategy", "random"]).contains("--games"));
        assert!(err(&["solitairex", "simulate", "--games", "3"]).contains("--strategy"));
        let zero = err(&[
            "solitairex",
            "simulate",
            "--games",
            "0",
            "--strategy",
            "random",
        ]);
        assert!(zero.contains("'0'") && zero.contains("--games"), "{zero}");
        assert!(err(&[
            "solitairex",
            "simulate",
            "--games",
            "x",
            "--strategy",
            "random"
        ])
        .contains("'x'"));
        let smart = err(&[
            "solitairex",
            "simulate",
            "--games",
            "3",
            "--strategy",
            "smart",
        ]);
        assert!(
            smart.contains("'smart'") && smart.contains("random, greedy, hint"),
            "{smart}"
        );
        assert!(err(&["solitairex", "simulate", "--games"]).contains("a value is required"));
        assert!(
            err(&["solitairex", "simulate", "--games", "--strategy", "random"])
                .contains("'--games <N>'")
        );
        assert!(err(&[
            "solitairex",
            "simulate",
            "--games",
            "1",
            "--games",
            "2",
            "--strategy",
            "random"
        ])
        .contains("cannot be used multiple times"));
        assert!(err(&["solitairex", "simulate", "--fast", "1"]).contains("'--fast'"));
        assert!(err(&["solitairex", "simulate", "extra"]).contains("unexpected argument"));
        assert!(err(&["solitairex", "simulate", "--threads", "0"]).contains("--threads"));
        assert!(err(&["solitairex", "simulate", "--seed", "-1"]).contains("'-1'"));
    }

    #[test]
    fn deal_takes_one_deal_number_in_range() {
        let deal = |args: &[&str]| match parse(args.iter().copied()).unwrap() {
            Command::Solitairex(OneDeck::Deal(d)) => d.deal,
            other => panic!("{other:?}"),
        };
        assert_eq!(deal(&["solitairex", "deal", "7"]), 7);
        assert_eq!(
            deal(&["solitairex", "deal", "9007199254740991"]),
            MAX_DEAL_NUMBER
        );
        assert!(err(&["solitairex", "deal", "9007199254740992"]).contains("too large"));
        assert!(err(&["solitairex", "deal", "seven"]).contains("not a deal number"));
        assert!(err(&["solitairex", "deal"]).contains("<N>"));
        assert!(err(&["solitairex", "deal", "1", "2"]).contains("unexpected argument '2'"));
    }

    #[test]
    fn replay_and_fixtures_take_a_path() {
        match parse(["replay", "game.json"]).unwrap() {
            Command::Replay(r) => assert_eq!(r.file, std::path::Path::new("game.json")),
            other => panic!("{other:?}"),
        }
        match parse(["fixtures", "out/dir"]).unwrap() {
            Command::Fixtures(f) => assert_eq!(f.dir, std::path::Path::new("out/dir")),
            other => panic!("{other:?}"),
        }
        assert!(err(&["replay"]).contains("<FILE>"));
        assert!(err(&["fixtures"]).contains("<DIR>"));
        assert!(err(&["replay", "--fast"]).contains("'--fast'"));
    }

    #[test]
    fn help_version_and_unknown_commands() {
        let kind = |args: &[&str]| {
            Cli::try_parse_from(std::iter::once("quadrille-cli").chain(args.iter().copied()))
                .unwrap_err()
                .kind()
        };
        assert_eq!(kind(&["--help"]), ErrorKind::DisplayHelp);
        assert_eq!(
            kind(&["solitairex", "simulate", "-h"]),
            ErrorKind::DisplayHelp
        );
        assert_eq!(kind(&["help", "solve"]), ErrorKind::DisplayHelp);
        assert_eq!(kind(&["--version"]), ErrorKind::DisplayVersion);
        assert!(err(&["poker"]).contains("unrecognized subcommand 'poker'"));
        assert!(err(&["solitairex"]).contains("simulate"));
        assert!(err(&["solitairex", "solve"]).contains("unrecognized subcommand 'solve'"));
    }

    #[test]
    fn every_usage_error_exits_with_status_2() {
        for args in [
            &[][..],
            &["poker"],
            &[
                "solitairex",
                "simulate",
                "--games",
                "0",
                "--strategy",
                "random",
            ],
            &["soi", "--target", "5000"],
        ] {
            let e =
                Cli::try_parse_from(std::iter::once("quadrille-cli").chain(args.iter().copied()))
                    .unwrap_err();
            assert_eq!(e.exit_code(), 2, "{args:?}");
        }
        // The rules clap's attributes cannot say are reported the same way.
        let e = usage_error(&["solve"], "--place-aces is for chinese-puzzle only");
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("quadrille-cli solve"), "{e}");
    }

    #[test]
    fn simulate_takes_either_variant_and_the_hint_strategy() {
        let (variant, args) = simulate(&[
            "chinese-puzzle",
            "simulate",
            "--games",
            "10",
            "--strategy",
            "hint",
            "--nodes=500",
        ]);
        assert_eq!(variant, GapsVariant::ChinesePuzzle);
        assert_eq!(args.strategy, StrategyKind::Hint);
        assert_eq!(args.nodes, Some(500));
        assert!(err(&[
            "solitairex",
            "simulate",
            "--games",
            "3",
            "--strategy",
            "greedy",
            "--nodes",
            "9"
        ])
        .contains("--strategy hint"));
        assert!(err(&[
            "solitairex",
            "simulate",
            "--games",
            "3",
            "--strategy",
            "hint",
            "--nodes",
            "0"
        ])
        .contains("--nodes <N>"));
        assert!(err(&["chinese-puzzle"]).contains("simulate"));
        assert!(err(&["chinese-puzzle", "deal", "3"]).contains("unrecognized subcommand 'deal'"));
        assert_eq!(DEFAULT_HINT_NODES, 20_000);
    }

    #[test]
    fn solve_takes_a_variant_a_deal_and_a_budget() {
        let solve = |args: &[&str]| match parse(args.iter().copied()).unwrap() {
            Command::Solve(s) => s,
            other => panic!("{other:?}"),
        };
        let s = solve(&["solve", "solitairex", "42"]);
        assert_eq!(
            s,
            SolveArgs {
                variant: GapsVariant::SolitaireX,
                deal: 42,
                nodes: None,
                ms: None,
                place_aces: false,
                movable_twos: false,
                beam: None,
                no_bounds: false,
                no_classes: false,
                no_safe_moves: false,
                no_open_rows: false,
            }
        );
        assert_eq!(s.budget(), SolveBudget::Nodes(DEFAULT_SOLVE_NODES));
        let s = solve(&[
            "solve",
            "--ms",
            "150",
            "chinese-puzzle",
            "7",
            "--place-aces",
        ]);
        assert_eq!(
            (s.variant, s.deal, s.budget(), s.place_aces),
            (
                GapsVariant::ChinesePuzzle,
                7,
                SolveBudget::Millis(150),
                true
            )
        );
        let s = solve(&["solve", "Chinese-Puzzle", "7", "--nodes=1000"]);
        assert_eq!(
            (s.variant, s.budget(), s.place_aces),
            (GapsVariant::ChinesePuzzle, SolveBudget::Nodes(1000), false)
        );
        assert!(
            solve(&["solve", "solitairex", "6", "--nodes", "9", "--movable-twos"]).movable_twos
        );
        // Under the Montana rule a time budget is split among the phases like a node budget.
        let timed = solve(&["solve", "solitairex", "6", "--ms", "9", "--movable-twos"]);
        assert!(timed.movable_twos && timed.budget() == SolveBudget::Millis(9));
        assert!(err(&["solve"]).contains("<VARIANT>"));
        let klondike = err(&["solve", "klondike", "3"]);
        assert!(
            klondike.contains("'klondike'") && klondike.contains("solitairex, chinese-puzzle"),
            "{klondike}"
        );
        assert!(err(&["solve", "solitairex"]).contains("<DEAL>"));
        assert!(err(&["solve", "solitairex", "x"]).contains("not a deal number"));
        assert!(err(&["solve", "solitairex", "1", "2"]).contains("unexpected argument '2'"));
        assert!(err(&["solve", "solitairex", "1", "--ms", "0"]).contains("--ms"));
        assert!(err(&["solve", "solitairex", "1", "--games", "3"]).contains("'--games'"));
        assert!(err(&["solve", "chinese-puzzle", "1", "--place-aces=yes"]).contains("'yes'"));
    }

    #[test]
    fn conflicting_options_are_refused() {
        for (args, message) in [
            (
                &["solve", "solitairex", "1", "--nodes", "5", "--ms", "5"][..],
                "cannot be used with",
            ),
            (
                &[
                    "solve",
                    "chinese-puzzle",
                    "1",
                    "--place-aces",
                    "--movable-twos",
                ],
                "cannot be used with",
            ),
            (
                &["solve", "solitairex", "1", "--place-aces"],
                "--place-aces is for chinese-puzzle only",
            ),
            (
                &["solve", "chinese-puzzle", "1", "--movable-twos"],
                "--movable-twos is for solitairex",
            ),
            (
                &[
                    "winnability",
                    "solitairex",
                    "--deals",
                    "3",
                    "--nodes",
                    "5",
                    "--ms",
                    "5",
                ],
                "cannot be used with",
            ),
            (
                &[
                    "winnability",
                    "chinese-puzzle",
                    "--deals",
                    "3",
                    "--search-aces",
                    "--movable-twos",
                ],
                "cannot be used with",
            ),
            (
                &["winnability", "solitairex", "--deals", "3", "--search-aces"],
                "chinese-puzzle only",
            ),
            (
                &[
                    "winnability",
                    "chinese-puzzle",
                    "--deals",
                    "3",
                    "--movable-twos",
                ],
                "solitairex and montana only",
            ),
        ] {
            let e = err(args);
            assert!(e.contains(message), "{args:?}: {e}");
        }
    }

    #[test]
    fn winnability_options() {
        let win = |args: &[&str]| match parse(args.iter().copied()).unwrap() {
            Command::Winnability(w) => w,
            other => panic!("{other:?}"),
        };
        let w = win(&["winnability", "solitairex", "--deals", "1000"]);
        assert_eq!(
            w,
            WinnabilityArgs {
                variant: GapsVariant::SolitaireX,
                deals: 1000,
                nodes: None,
                ms: None,
                seed: 1,
                threads: None,
                search_aces: false,
                movable_twos: false,
                list: false,
                difficulty: false,
                table_mb: DEFAULT_TABLE_MB,
                beam: None,
                no_bounds: false,
                no_classes: false,
                no_safe_moves: false,
                no_open_rows: false,
                fresh_memory: false,
            }
        );
        assert_eq!(w.budget(), SolveBudget::Nodes(DEFAULT_WINNABILITY_NODES));
        assert!(w.place_aces());
        let w = win(&[
            "winnability",
            "chinese-puzzle",
            "--deals=50",
            "--nodes",
            "20000",
            "--seed",
            "3",
            "--threads",
            "2",
            "--search-aces",
            "--list",
            "--difficulty",
            "--table-mb",
            "64",
        ]);
        assert_eq!(
            (w.variant, w.deals, w.budget(), w.seed, w.threads),
            (
                GapsVariant::ChinesePuzzle,
                50,
                SolveBudget::Nodes(20_000),
                3,
                Some(2)
            )
        );
        assert!(!w.place_aces() && w.list && w.difficulty && !w.movable_twos);
        assert_eq!(w.table_mb, 64);
        assert!(
            win(&[
                "winnability",
                "solitairex",
                "--deals",
                "5",
                "--movable-twos"
            ])
            .movable_twos
        );
        assert!(err(&["winnability", "solitairex"]).contains("--deals"));
        assert!(err(&["winnability", "--deals", "3"]).contains("<VARIANT>"));
        assert!(err(&["winnability", "solitairex", "--deals", "0"]).contains("'0'"));
        assert!(err(&["winnability", "solitairex", "x", "--deals", "3"])
            .contains("unexpected argument 'x'"));
        assert!(
            err(&["winnability", "solitairex", "--deals", "3", "--deals", "4"])
                .contains("multiple times")
        );
    }

    #[test]
    fn soak_options() {
        let soak = |args: &[&str]| match parse(args.iter().copied()).unwrap() {
            Command::Soak(s) => s,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            soak(&["soak"]),
            SoakArgs {
                game: SoakChoice::All,
                actions: DEFAULT_ACTIONS,
                seed: 1,
                check_every: DEFAULT_CHECK_EVERY,
            }
        );
        assert_eq!(
            soak(&[
                "soak",
                "--game=chinese-puzzle",
                "--actions",
                "2000",
                "--seed",
                "0",
                "--check-every",
                "10"
            ]),
            SoakArgs {
                game: SoakChoice::ChinesePuzzle,
                actions: 2000,
                seed: 0,
                check_every: 10,
            }
        );
        assert_eq!(
            soak(&["soak", "--game", "FourSide"]).game,
            SoakChoice::FourSide
        );
        assert!(err(&["soak", "--game", "poker"]).contains("'poker'"));
        assert!(err(&["soak", "--actions", "0"]).contains("--actions"));
        assert!(err(&["soak", "--check-every", "0"]).contains("--check-every"));
        assert!(err(&["soak", "--games", "3"]).contains("'--games'"));
        assert!(err(&["soak", "soi"]).contains("unexpected argument"));
    }

    #[test]
    fn hint_latency_options() {
        let latency = |args: &[&str]| match parse(args.iter().copied()).unwrap() {
            Command::HintLatency(l) => l,
            other => panic!("{other:?}"),
        };
        let l = latency(&["hint-latency", "chinese-puzzle", "--deals", "20"]);
        assert_eq!(
            (l.variant, l.deals, l.millis, l.seed),
            (GapsVariant::ChinesePuzzle, 20, 150, 1)
        );
        let l = latency(&[
            "hint-latency",
            "solitairex",
            "--deals=2",
            "--ms=50",
            "--seed=4",
        ]);
        assert_eq!(
            (l.variant, l.deals, l.millis, l.seed),
            (GapsVariant::SolitaireX, 2, 50, 4)
        );
        assert!(err(&["hint-latency", "solitairex"]).contains("--deals"));
        assert!(
            err(&["hint-latency", "solitairex", "--deals", "2", "--nodes", "5"])
                .contains("'--nodes'")
        );
    }

    #[test]
    fn every_subcommand_has_help_from_its_doc_comment() {
        let mut cli = Cli::command();
        cli.build();
        for sub in cli.get_subcommands().filter(|s| s.get_name() != "help") {
            assert!(
                sub.get_about().is_some(),
                "{} has no help line",
                sub.get_name()
            );
            for arg in sub.get_arguments().filter(|a| a.get_id() != "help") {
                assert!(
                    arg.get_help().is_some(),
                    "{} {} has no help",
                    sub.get_name(),
                    arg.get_id()
                );
            }
        }
    }

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

    #[test]
    fn players_tiles_and_size_are_read_and_checked() {
        let Ok(Command::FourSide(args)) =
            parse(["fourside", "--players", "beginner,advanced", "--size", "11"])
        else {
            panic!("parsed")
        };
        assert_eq!(args.players, [Level::Beginner, Level::Advanced]);
        assert_eq!(
            args.rules().level,
            Level::Advanced,
            "tiles of the higher level by default"
        );
        assert_eq!(args.rules().size, 11);
        let Ok(Command::FourSide(args)) = parse(["fourside", "--tiles", "beginner"]) else {
            panic!("parsed")
        };
        assert_eq!(args.players, [Level::Expert, Level::Advanced]);
        assert_eq!(args.rules().level, Level::Beginner);
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
