//! The command line: a small hand-written parser with plain-spoken errors.

use quadrille_engine::deal::{DealNumber, MAX_DEAL_NUMBER};
use std::fmt;
use std::path::PathBuf;

pub const USAGE: &str = "\
quadrille-cli: headless Quadrille (SolitaireX for now)

USAGE:
    quadrille-cli solitairex simulate --games N --strategy random|greedy [--seed S] [--threads T]
    quadrille-cli solitairex deal N
    quadrille-cli replay FILE
    quadrille-cli fixtures DIR
    quadrille-cli --help | --version

COMMANDS:
    solitairex simulate   Play N games of SolitaireX with a computer strategy and print the
                          number of games, win rate, mean score, mean reshuffles used and
                          games per second.
                            --games N       how many games (N >= 1)
                            --strategy S    random: any legal move, reshuffle only when stuck
                                            greedy: place a card when possible, otherwise the
                                                    move a simple heuristic likes best
                                                    (avoid dead gaps, free column 0);
                                                    reshuffle only when stuck
                            --seed S        picks the deal numbers and the strategy's coin
                                            flips (default 1); same seed, same results,
                                            whatever the thread count
                            --threads T     worker threads (default: all cores)
    solitairex deal N     Print the first deal of deal number N (0 .. 2^53-1) as a 4 x 13 grid,
                          `__` marking a gap.
    replay FILE           Read a saved SolitaireX game (the JSON of the engine's SavedGaps:
                          {\"record\":{\"rules\":{\"variant\":\"solitaire_x\",\"deals\":3},
                          \"deal\":N,\"actions\":[...],\"undone\":[]},\"tournament\":null}),
                          replay every action through the rules and print the final board,
                          score and status. Chinese Puzzle saves (same shape, variant
                          \"chinese_puzzle\") replay too. A file that cannot be read, is not
                          that JSON, or holds an action the rules refuse: exit status 2.
    fixtures DIR          Write DIR/solitairex.json: real engine output for UI tests (below).

FIXTURE FORMAT (DIR/solitairex.json):
    {
      \"format\": 1,
      \"deal\": 42,                      the deal number played
      \"rules\": {\"variant\": \"solitaire_x\", \"deals\": 3},
      \"initial\": GapsView,             GapsSession::view() right after the deal
      \"steps\": [                       in order, each applied to the previous step's state
        { \"name\": \"...\",               what the step shows, e.g. \"two into column 0\"
          \"action\": A,                 {\"type\":\"move\",\"from\":{\"row\":r,\"col\":c},\"to\":{...}}
                                       | {\"type\":\"reshuffle\"} | {\"type\":\"undo\"} | {\"type\":\"redo\"}
          \"events\": [GapsEvent],       what the engine reported (empty for undo)
          \"view\": GapsView }           GapsSession::view() after the step
      ]
    }
    Deal 42 opens with two gaps in column 0, so the first step moves a 2 that could go to
    either of them (the view before it lists both targets). Then come moves, a reshuffle, an
    undo and a redo. GapsView and GapsEvent are the engine's types, as in ui/src/bindings.

EXIT STATUS:
    0 success, 1 failure while working (e.g. a file cannot be written),
    2 bad input: a usage error, or a file that cannot be read or is not a valid saved game.
";

/// A computer strategy for SolitaireX.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StrategyKind {
    Random,
    Greedy,
}

impl StrategyKind {
    pub fn name(self) -> &'static str {
        match self {
            StrategyKind::Random => "random",
            StrategyKind::Greedy => "greedy",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimulateArgs {
    pub games: u64,
    pub strategy: StrategyKind,
    pub seed: u64,
    /// `None`: as many as the machine has cores.
    pub threads: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Help,
    Version,
    Simulate(SimulateArgs),
    Deal(DealNumber),
    Replay(PathBuf),
    Fixtures(PathBuf),
}

/// What was wrong with the command line, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn usage(message: impl Into<String>) -> UsageError {
    UsageError(message.into())
}

/// Parses the arguments after the program name.
pub fn parse<I, S>(args: I) -> Result<Command, UsageError>
where
    I: IntoIterator<Item = S>,
    S: Into<String>,
{
    let args: Vec<String> = args.into_iter().map(Into::into).collect();
    if args
        .iter()
        .any(|a| a == "-h" || a == "--help" || a == "help")
    {
        return Ok(Command::Help);
    }
    if args.iter().any(|a| a == "-V" || a == "--version") {
        return Ok(Command::Version);
    }
    let mut rest = args.iter().map(String::as_str);
    match rest.next() {
        None => Err(usage("no command given")),
        Some("solitairex") => match rest.next() {
            Some("simulate") => parse_simulate(rest.collect()),
            Some("deal") => {
                let n = one_operand(rest.collect(), "solitairex deal", "a deal number N")?;
                Ok(Command::Deal(parse_deal_number(&n)?))
            }
            Some(other) => Err(usage(format!(
                "unknown solitairex command '{other}' (expected simulate or deal)"
            ))),
            None => Err(usage("solitairex needs a command: simulate or deal")),
        },
        Some("replay") => Ok(Command::Replay(
            one_operand(rest.collect(), "replay", "a FILE")?.into(),
        )),
        Some("fixtures") => Ok(Command::Fixtures(
            one_operand(rest.collect(), "fixtures", "a DIR")?.into(),
        )),
        Some(other) => Err(usage(format!(
            "unknown command '{other}' (expected solitairex, replay or fixtures)"
        ))),
    }
}

fn one_operand(rest: Vec<&str>, command: &str, what: &str) -> Result<String, UsageError> {
    match rest.as_slice() {
        [one] if !one.starts_with("--") => Ok(one.to_string()),
        [] => Err(usage(format!("{command} needs {what}"))),
        [one] => Err(usage(format!("{command} takes no option '{one}'"))),
        [_, extra, ..] => Err(usage(format!(
            "{command} takes exactly one argument; '{extra}' is one too many"
        ))),
    }
}

fn parse_deal_number(text: &str) -> Result<DealNumber, UsageError> {
    let n: u64 = text.parse().map_err(|_| {
        usage(format!(
            "'{text}' is not a deal number (a whole number from 0 to {MAX_DEAL_NUMBER})"
        ))
    })?;
    if n > MAX_DEAL_NUMBER {
        return Err(usage(format!(
            "deal number {n} is too large: the largest is {MAX_DEAL_NUMBER} (2^53 - 1)"
        )));
    }
    Ok(n)
}

fn parse_simulate(rest: Vec<&str>) -> Result<Command, UsageError> {
    let mut games: Option<u64> = None;
    let mut strategy: Option<StrategyKind> = None;
    let mut seed: Option<u64> = None;
    let mut threads: Option<usize> = None;
    let mut i = 0;
    while i < rest.len() {
        let arg = rest[i];
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if arg.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        if !name.starts_with("--") {
            return Err(usage(format!(
                "unexpected argument '{arg}' (simulate takes only options)"
            )));
        }
        let value = match inline {
            Some(v) => v,
            None => {
                i += 1;
                match rest.get(i) {
                    Some(v) if !v.starts_with("--") => v.to_string(),
                    _ => return Err(usage(format!("option {name} needs a value"))),
                }
            }
        };
        match name {
            "--games" => {
                let n: u64 = value.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
                    usage(format!("--games wants a whole number >= 1, not '{value}'"))
                })?;
                set_once(&mut games, n, name)?;
            }
            "--strategy" => {
                let s = match value.to_ascii_lowercase().as_str() {
                    "random" => StrategyKind::Random,
                    "greedy" => StrategyKind::Greedy,
                    _ => {
                        return Err(usage(format!(
                            "unknown strategy '{value}' (expected random or greedy)"
                        )))
                    }
                };
                set_once(&mut strategy, s, name)?;
            }
            "--seed" => {
                let n: u64 = value.parse().map_err(|_| {
                    usage(format!("--seed wants a whole number >= 0, not '{value}'"))
                })?;
                set_once(&mut seed, n, name)?;
            }
            "--threads" => {
                let n: usize = value.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
                    usage(format!(
                        "--threads wants a whole number >= 1, not '{value}'"
                    ))
                })?;
                set_once(&mut threads, n, name)?;
            }
            _ => return Err(usage(format!("unknown option {name} for simulate"))),
        }
        i += 1;
    }
    Ok(Command::Simulate(SimulateArgs {
        games: games.ok_or_else(|| usage("simulate needs --games N"))?,
        strategy: strategy.ok_or_else(|| usage("simulate needs --strategy random|greedy"))?,
        seed: seed.unwrap_or(1),
        threads,
    }))
}

fn set_once<T>(slot: &mut Option<T>, value: T, name: &str) -> Result<(), UsageError> {
    if slot.is_some() {
        return Err(usage(format!("option {name} is given twice")));
    }
    *slot = Some(value);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(args: &[&str]) -> String {
        parse(args.iter().copied()).unwrap_err().0
    }

    #[test]
    fn simulate_with_every_option() {
        let cmd = parse([
            "solitairex",
            "simulate",
            "--games",
            "200",
            "--strategy",
            "greedy",
            "--seed=9",
            "--threads",
            "2",
        ])
        .unwrap();
        assert_eq!(
            cmd,
            Command::Simulate(SimulateArgs {
                games: 200,
                strategy: StrategyKind::Greedy,
                seed: 9,
                threads: Some(2),
            })
        );
    }

    #[test]
    fn simulate_defaults() {
        let cmd = parse(["solitairex", "simulate", "--strategy=Random", "--games=5"]).unwrap();
        assert_eq!(
            cmd,
            Command::Simulate(SimulateArgs {
                games: 5,
                strategy: StrategyKind::Random,
                seed: 1,
                threads: None,
            })
        );
    }

    #[test]
    fn simulate_errors_say_what_is_wrong() {
        assert!(err(&["solitairex", "simulate", "--strategy", "random"]).contains("--games"));
        assert!(err(&["solitairex", "simulate", "--games", "3"]).contains("--strategy"));
        assert!(err(&[
            "solitairex",
            "simulate",
            "--games",
            "0",
            "--strategy",
            "random"
        ])
        .contains(">= 1"));
        assert!(err(&[
            "solitairex",
            "simulate",
            "--games",
            "x",
            "--strategy",
            "random"
        ])
        .contains("'x'"));
        assert!(err(&[
            "solitairex",
            "simulate",
            "--games",
            "3",
            "--strategy",
            "smart"
        ])
        .contains("unknown strategy 'smart'"));
        assert!(err(&["solitairex", "simulate", "--games"]).contains("needs a value"));
        assert!(
            err(&["solitairex", "simulate", "--games", "--strategy", "random"])
                .contains("--games needs a value")
        );
        assert!(err(&["solitairex", "simulate", "--games", "1", "--games", "2"]).contains("twice"));
        assert!(err(&["solitairex", "simulate", "--fast", "1"]).contains("unknown option --fast"));
        assert!(err(&["solitairex", "simulate", "extra"]).contains("unexpected argument"));
        assert!(err(&["solitairex", "simulate", "--threads", "0"]).contains("--threads"));
        assert!(err(&["solitairex", "simulate", "--seed", "-1"]).contains("--seed"));
    }

    #[test]
    fn deal_takes_one_deal_number_in_range() {
        assert_eq!(
            parse(["solitairex", "deal", "7"]).unwrap(),
            Command::Deal(7)
        );
        assert_eq!(
            parse(["solitairex", "deal", "9007199254740991"]).unwrap(),
            Command::Deal(MAX_DEAL_NUMBER)
        );
        assert!(err(&["solitairex", "deal", "9007199254740992"]).contains("too large"));
        assert!(err(&["solitairex", "deal", "seven"]).contains("not a deal number"));
        assert!(err(&["solitairex", "deal"]).contains("needs a deal number"));
        assert!(err(&["solitairex", "deal", "1", "2"]).contains("one too many"));
    }

    #[test]
    fn replay_and_fixtures_take_a_path() {
        assert_eq!(
            parse(["replay", "game.json"]).unwrap(),
            Command::Replay("game.json".into())
        );
        assert_eq!(
            parse(["fixtures", "out/dir"]).unwrap(),
            Command::Fixtures("out/dir".into())
        );
        assert!(err(&["replay"]).contains("needs a FILE"));
        assert!(err(&["fixtures"]).contains("needs a DIR"));
        assert!(err(&["replay", "--fast"]).contains("no option"));
    }

    #[test]
    fn help_version_and_unknown_commands() {
        assert_eq!(parse(["--help"]).unwrap(), Command::Help);
        assert_eq!(
            parse(["solitairex", "simulate", "-h"]).unwrap(),
            Command::Help
        );
        assert_eq!(parse(["--version"]).unwrap(), Command::Version);
        assert!(err(&[]).contains("no command"));
        assert!(err(&["soi"]).contains("unknown command 'soi'"));
        assert!(err(&["solitairex"]).contains("simulate or deal"));
        assert!(err(&["solitairex", "solve"]).contains("unknown solitairex command"));
    }
}
