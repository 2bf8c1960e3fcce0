//! The command line: a small hand-written parser with plain-spoken errors.

use crate::fourside_sim::FourSideSimArgs;
use crate::soak::{SoakArgs, SoakGame, DEFAULT_ACTIONS, DEFAULT_CHECK_EVERY};
use crate::soi_sim::SoiSimArgs;
use quadrille_engine::deal::{DealNumber, MAX_DEAL_NUMBER};
use quadrille_engine::fourside::FourSideRules;
use quadrille_engine::gaps::solver::Budget;
use quadrille_engine::gaps::GapsVariant;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

pub const USAGE: &str = "\
quadrille-cli: headless Quadrille (the Gaps games: SolitaireX and Chinese Puzzle)

USAGE:
    quadrille-cli solitairex simulate --games N --strategy random|greedy|hint [--nodes N]
                                      [--seed S] [--threads T]
    quadrille-cli chinese-puzzle simulate  (the same options)
    quadrille-cli solitairex deal N
    quadrille-cli solve VARIANT DEAL [--nodes N | --ms T] [--place-aces | --movable-twos]
    quadrille-cli winnability VARIANT --deals N [--nodes N | --ms T] [--seed S] [--threads T]
                                      [--search-aces | --movable-twos] [--list]
    quadrille-cli hint-latency VARIANT --deals N [--ms T] [--seed S]
    quadrille-cli soi [--games N] [--seats L,L,L,L] [--target T] [--seed S] [--threads T]
    quadrille-cli fourside [--games N] [--players L,L] [--tiles L] [--size 7|9|11] [--seed S]
                           [--threads T]
    quadrille-cli soak [--game solitairex|chinese-puzzle|soi|fourside|all] [--actions N]
                       [--seed S] [--check-every K]
    quadrille-cli replay FILE
    quadrille-cli fixtures DIR
    quadrille-cli --help | --version

    VARIANT is solitairex or chinese-puzzle. Chinese Puzzle is played by the standard rules:
    free ace order, two redeals (three deals in all).

COMMANDS:
    soi                   Play N games of Soi between computer players and print each seat's
                          share of the wins (ties shared) with a 95% confidence interval, mean
                          final points, and decision times (mean, p50, p99, max).
                            --games N       how many games (default 1000)
                            --seats L,L,L,L the levels of South, East, North, West: easy,
                                            medium or impossible (default
                                            impossible,medium,medium,medium)
                            --target T      the total that ends a game, 100-1000 (default 200)
                            --seed S        the first deal number (default 1); game g is deal S+g
                            --threads T     worker threads (default: all cores)
    fourside              Play N games of FourSide between two computer players (they swap
                          seats every game) and print the same report.
                            --players L,L   two of beginner, intermediate, advanced, expert
                                            (default expert,advanced)
                            --tiles L       the level whose number range the tiles use
                                            (default: the higher of the two players)
                            --size N        board width: 7, 9 or 11 (default 9)
                            --games, --seed, --threads as for soi
    soak                  Play each game deal after deal with random legal actions (Gaps: also
                          undo, redo and tournaments; Soi: next round; FourSide: hints), and
                          about one step in ten an action the rules must refuse (seats, rows,
                          columns and ranks up to 255, cards not held, out of turn), which must
                          change nothing. After every step check the invariants: cards or
                          tiles conserved, scores and totals, legal actions as the rules say,
                          each seat's view showing the state and no one else's cards or tiles.
                          Every K actions and at each deal's end, save -> JSON -> load and a
                          replay from the deal must give back the same game. Print per game the
                          deals, actions, refusals, checks, round trips, failures and time;
                          on a broken invariant exit with status 1, naming the deal, the
                          number of actions and the invariant.
                            --game G        solitairex, chinese-puzzle, soi, fourside or all
                                            (default all)
                            --actions N     legal actions to apply per game (default 1000000)
                            --seed S        all the randomness (default 1): the same seed
                                            plays the same run
                            --check-every K save/load and replay every K actions (default 100)
    solitairex simulate   Play N games with a computer strategy and print the number of
    chinese-puzzle simulate
                          games, win rate (with a 95% confidence interval), mean score, mean
                          reshuffles / redeals used and games per second.
                            --games N       how many games (N >= 1)
                            --strategy S    random: any legal move, reshuffle only when stuck
                                            greedy: place a card when possible, otherwise the
                                                    move a simple heuristic likes best
                                                    (avoid dead gaps, free column 0);
                                                    reshuffle only when stuck
                                            hint:   the solver's preferred move: search once
                                                    with a node budget, follow a winning line
                                                    while one is known, otherwise play the
                                                    hint and search again; reshuffle only
                                                    when stuck
                                            In Chinese Puzzle every strategy places the aces
                                            with the engine's PlaceAces (first free row).
                            --nodes N       the hint strategy's node budget per search
                                            (default 20000)
                            --seed S        picks the deal numbers and the strategy's coin
                                            flips (default 1); same seed, same results,
                                            whatever the thread count
                            --threads T     worker threads (default: all cores)
    solitairex deal N     Print the first deal of deal number N (0 .. 2^53-1) as a 4 x 13 grid,
                          `__` marking a gap.
    solve VARIANT DEAL    Search the first deal of deal number DEAL for a win without a
                          reshuffle and print the board, the verdict (winnable, unwinnable,
                          unknown), the nodes searched, the time, the best score seen and the
                          winning line as moves (`7♥ r2c5 → r1c3`: rows and columns counted
                          from 1 at the top left), or else the hint.
                            --nodes N       node budget (default 5000000)
                            --ms T          time budget in milliseconds instead
                            --place-aces    Chinese Puzzle: place the aces with PlaceAces
                                            (first free row) and search from there; without
                                            it the solver plays the ace phase itself
                            --movable-twos  SolitaireX: the rule experiment of winnability
                                            below (prints the verdict and nodes only)
    winnability VARIANT   Solve the first deals of N deal numbers (drawn from the seed as
                          simulate draws them) and print the shares winnable without a
                          reshuffle, unwinnable and unknown, each with a 95% (Wilson)
                          confidence interval, and the time per deal (mean, median, p90, max).
                            --deals N       how many deals (N >= 1)
                            --nodes N | --ms T   budget per deal (default 1000000 nodes)
                            --seed S        default 1
                            --threads T     worker threads (default: all cores)
                            --search-aces   Chinese Puzzle: let the solver search the ace
                                            phase too; by default the aces are first placed
                                            with PlaceAces, and only the rest is searched
                            --table-mb M    memory cap of each search's table (default 512)
                            --difficulty    also rate each deal (easy/medium/hard) and play
                                            it with greedy (and, first 100, hint) strategies
                            --movable-twos  SolitaireX, an experiment: search with the rule of
                                            the published Gaps/Montana figures, where a 2
                                            heading a row may move to another column-0 gap
                                            (RULES.md §3 never moves it); --nodes only
                            --list          also print one line per deal: index, deal number,
                                            verdict, nodes, milliseconds
    hint-latency VARIANT  Time the app's hint search, solve(game, Budget::time(T ms)), on the
                          first deals of N deal numbers and on positions met while playing
                          them greedily (every 10th action, reshuffles included; in Chinese
                          Puzzle also the ace phase), one search at a time, and print the
                          mean, median, p99 and max.
                            --deals N       how many deals (N >= 1)
                            --ms T          the search's time budget (default 150)
                            --seed S        default 1
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

/// A computer strategy for the Gaps games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StrategyKind {
    Random,
    Greedy,
    /// Always play the solver's preferred move (following a known winning line).
    Hint,
}

impl StrategyKind {
    pub fn name(self) -> &'static str {
        match self {
            StrategyKind::Random => "random",
            StrategyKind::Greedy => "greedy",
            StrategyKind::Hint => "hint",
        }
    }
}

/// The name of a variant on the command line.
pub fn variant_name(variant: GapsVariant) -> &'static str {
    match variant {
        GapsVariant::SolitaireX => "solitairex",
        GapsVariant::ChinesePuzzle => "chinese-puzzle",
    }
}

/// How much the solver may spend on one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolveBudget {
    Nodes(u64),
    Millis(u64),
}

impl SolveBudget {
    pub fn budget(self) -> Budget {
        match self {
            SolveBudget::Nodes(n) => Budget::nodes(n),
            SolveBudget::Millis(ms) => Budget::time(Duration::from_millis(ms)),
        }
    }
    pub fn describe(self) -> String {
        match self {
            SolveBudget::Nodes(n) => format!("{n} nodes"),
            SolveBudget::Millis(ms) => format!("{ms} ms"),
        }
    }
}

/// The hint strategy's node budget per search when none is given.
pub const DEFAULT_HINT_NODES: u64 = 20_000;
/// `solve`'s budget when none is given.
pub const DEFAULT_SOLVE_NODES: u64 = 5_000_000;
/// `winnability`'s memory cap per search when none is given: two threads stay under 2 GB.
pub const DEFAULT_TABLE_MB: u64 = 512;
/// `winnability`'s budget per deal when none is given.
pub const DEFAULT_WINNABILITY_NODES: u64 = 1_000_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimulateArgs {
    pub variant: GapsVariant,
    pub games: u64,
    pub strategy: StrategyKind,
    pub seed: u64,
    /// `None`: as many as the machine has cores.
    pub threads: Option<usize>,
    /// The hint strategy's node budget per search.
    pub nodes: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveArgs {
    pub variant: GapsVariant,
    pub deal: DealNumber,
    pub budget: SolveBudget,
    /// Chinese Puzzle: place the aces with PlaceAces before searching.
    pub place_aces: bool,
    /// SolitaireX: the movable-2 rule experiment (verdict and nodes only).
    pub movable_twos: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinnabilityArgs {
    pub variant: GapsVariant,
    pub deals: u64,
    pub budget: SolveBudget,
    pub seed: u64,
    pub threads: Option<usize>,
    /// Chinese Puzzle: true (the default) places the aces with PlaceAces first; false lets the
    /// solver search the ace phase itself (`--search-aces`).
    pub place_aces: bool,
    /// SolitaireX: search with the literature's rule that a 2 heading a row may move to
    /// another column-0 gap (`--movable-twos`, an experiment, not the product's rules).
    pub movable_twos: bool,
    /// Print one line per deal too (`--list`).
    pub list: bool,
    /// Also rate each deal's difficulty and play it with the greedy and hint strategies
    /// (`--difficulty`).
    pub difficulty: bool,
    /// The memory cap of each search's transposition table, in MiB (`--table-mb`).
    pub table_mb: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LatencyArgs {
    pub variant: GapsVariant,
    pub deals: u64,
    pub millis: u64,
    pub seed: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Help,
    Version,
    Simulate(SimulateArgs),
    Deal(DealNumber),
    Solve(SolveArgs),
    Winnability(WinnabilityArgs),
    HintLatency(LatencyArgs),
    Replay(PathBuf),
    Fixtures(PathBuf),
    Soi(SoiSimArgs),
    FourSide(FourSideSimArgs),
    Soak(SoakArgs),
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
            Some("simulate") => parse_simulate(GapsVariant::SolitaireX, rest.collect()),
            Some("deal") => {
                let n = one_operand(rest.collect(), "solitairex deal", "a deal number N")?;
                Ok(Command::Deal(parse_deal_number(&n)?))
            }
            Some(other) => Err(usage(format!(
                "unknown solitairex command '{other}' (expected simulate or deal)"
            ))),
            None => Err(usage("solitairex needs a command: simulate or deal")),
        },
        Some("chinese-puzzle") => match rest.next() {
            Some("simulate") => parse_simulate(GapsVariant::ChinesePuzzle, rest.collect()),
            Some(other) => Err(usage(format!(
                "unknown chinese-puzzle command '{other}' (expected simulate)"
            ))),
            None => Err(usage("chinese-puzzle needs a command: simulate")),
        },
        Some("solve") => parse_solve(rest.collect()),
        Some("winnability") => parse_winnability(rest.collect()),
        Some("hint-latency") => parse_latency(rest.collect()),
        Some("soi") => parse_soi(rest.collect()),
        Some("fourside") => parse_fourside(rest.collect()),
        Some("soak") => parse_soak(rest.collect()),
        Some("replay") => Ok(Command::Replay(
            one_operand(rest.collect(), "replay", "a FILE")?.into(),
        )),
        Some("fixtures") => Ok(Command::Fixtures(
            one_operand(rest.collect(), "fixtures", "a DIR")?.into(),
        )),
        Some(other) => Err(usage(format!(
            "unknown command '{other}' (expected solitairex, chinese-puzzle, solve, \
             winnability, hint-latency, soi, fourside, soak, replay or fixtures)"
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

fn parse_variant(text: &str, command: &str) -> Result<GapsVariant, UsageError> {
    match text.to_ascii_lowercase().as_str() {
        "solitairex" => Ok(GapsVariant::SolitaireX),
        "chinese-puzzle" => Ok(GapsVariant::ChinesePuzzle),
        _ => Err(usage(format!(
            "{command}: unknown variant '{text}' (expected solitairex or chinese-puzzle)"
        ))),
    }
}

/// A command line split into operands and options; `flags` take no value.
struct Parsed<'a> {
    command: &'a str,
    operands: Vec<&'a str>,
    options: Vec<(&'a str, String)>,
}

fn split_options<'a>(
    rest: &[&'a str],
    command: &'a str,
    flags: &[&str],
    takes_operands: bool,
) -> Result<Parsed<'a>, UsageError> {
    let mut parsed = Parsed {
        command,
        operands: Vec::new(),
        options: Vec::new(),
    };
    let mut i = 0;
    while i < rest.len() {
        let arg = rest[i];
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if arg.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        if !name.starts_with("--") {
            if !takes_operands {
                return Err(usage(format!(
                    "unexpected argument '{arg}' ({command} takes only options)"
                )));
            }
            parsed.operands.push(arg);
            i += 1;
            continue;
        }
        if parsed.options.iter().any(|(n, _)| *n == name) {
            return Err(usage(format!("option {name} is given twice")));
        }
        let value = if flags.contains(&name) {
            if inline.is_some() {
                return Err(usage(format!("option {name} takes no value")));
            }
            String::new()
        } else {
            match inline {
                Some(v) => v,
                None => {
                    i += 1;
                    match rest.get(i) {
                        Some(v) if !v.starts_with("--") => v.to_string(),
                        _ => return Err(usage(format!("option {name} needs a value"))),
                    }
                }
            }
        };
        parsed.options.push((name, value));
        i += 1;
    }
    Ok(parsed)
}

impl Parsed<'_> {
    fn check_known(&self, known: &[&str]) -> Result<(), UsageError> {
        match self.options.iter().find(|(n, _)| !known.contains(n)) {
            Some((name, _)) => Err(usage(format!("unknown option {name} for {}", self.command))),
            None => Ok(()),
        }
    }
    fn get(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
    fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
    fn number(&self, name: &str, min: u64) -> Result<Option<u64>, UsageError> {
        self.get(name)
            .map(|value| {
                value
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n >= min)
                    .ok_or_else(|| {
                        usage(format!(
                            "{name} wants a whole number >= {min}, not '{value}'"
                        ))
                    })
            })
            .transpose()
    }
    fn threads(&self) -> Result<Option<usize>, UsageError> {
        Ok(self.number("--threads", 1)?.map(|n| n as usize))
    }
    /// `--nodes N` or `--ms T`, not both.
    fn budget(&self, default_nodes: u64) -> Result<SolveBudget, UsageError> {
        match (self.number("--nodes", 1)?, self.number("--ms", 1)?) {
            (Some(_), Some(_)) => Err(usage(format!(
                "{} takes --nodes or --ms, not both",
                self.command
            ))),
            (Some(n), None) => Ok(SolveBudget::Nodes(n)),
            (None, Some(ms)) => Ok(SolveBudget::Millis(ms)),
            (None, None) => Ok(SolveBudget::Nodes(default_nodes)),
        }
    }
    /// The variant: the first operand, and no other operand unless `more` allows it.
    fn variant(&self, more: &str) -> Result<GapsVariant, UsageError> {
        let command = self.command;
        let Some(first) = self.operands.first() else {
            return Err(usage(format!(
                "{command} needs a VARIANT (solitairex or chinese-puzzle){more}"
            )));
        };
        parse_variant(first, command)
    }
}

/// A comma-separated list of exactly `n` levels, e.g. `impossible,medium,medium,medium`.
fn levels<T: Copy>(
    text: &str,
    n: usize,
    parse: impl Fn(&str) -> Result<T, String>,
) -> Result<Vec<T>, UsageError> {
    let levels = text
        .split(',')
        .map(|l| parse(&l.trim().to_ascii_lowercase()).map_err(usage))
        .collect::<Result<Vec<T>, UsageError>>()?;
    if levels.len() != n {
        return Err(usage(format!(
            "'{text}' names {} levels, not {n}",
            levels.len()
        )));
    }
    Ok(levels)
}

fn parse_soi(rest: Vec<&str>) -> Result<Command, UsageError> {
    let p = split_options(&rest, "soi", &[], false)?;
    p.check_known(&["--games", "--seats", "--target", "--seed", "--threads"])?;
    let seats = levels(
        p.get("--seats")
            .unwrap_or("impossible,medium,medium,medium"),
        4,
        crate::soi_sim::parse_level,
    )?;
    let target = p.number("--target", 100)?.unwrap_or(200);
    if target > 1000 {
        return Err(usage("--target is between 100 and 1000"));
    }
    Ok(Command::Soi(SoiSimArgs {
        games: p.number("--games", 1)?.unwrap_or(1000),
        seats: [seats[0], seats[1], seats[2], seats[3]],
        target: target as u32,
        seed: p.number("--seed", 0)?.unwrap_or(1),
        threads: p.threads()?,
    }))
}

fn parse_fourside(rest: Vec<&str>) -> Result<Command, UsageError> {
    let p = split_options(&rest, "fourside", &[], false)?;
    p.check_known(&[
        "--games",
        "--players",
        "--tiles",
        "--size",
        "--seed",
        "--threads",
    ])?;
    let players = levels(
        p.get("--players").unwrap_or("expert,advanced"),
        2,
        crate::fourside_sim::parse_level,
    )?;
    let tiles = match p.get("--tiles") {
        Some(t) => crate::fourside_sim::parse_level(&t.to_ascii_lowercase()).map_err(usage)?,
        None => {
            if players[0].max_value() >= players[1].max_value() {
                players[0]
            } else {
                players[1]
            }
        }
    };
    let rules = FourSideRules {
        level: tiles,
        size: p.number("--size", 7)?.unwrap_or(9) as u8,
    };
    rules.validate().map_err(|e| usage(e.message))?;
    Ok(Command::FourSide(FourSideSimArgs {
        games: p.number("--games", 1)?.unwrap_or(1000),
        players: [players[0], players[1]],
        rules,
        seed: p.number("--seed", 0)?.unwrap_or(1),
        threads: p.threads()?,
    }))
}

fn parse_soak(rest: Vec<&str>) -> Result<Command, UsageError> {
    let p = split_options(&rest, "soak", &[], false)?;
    p.check_known(&["--game", "--actions", "--seed", "--check-every"])?;
    Ok(Command::Soak(SoakArgs {
        games: SoakGame::parse(p.get("--game").unwrap_or("all")).map_err(usage)?,
        actions: p.number("--actions", 1)?.unwrap_or(DEFAULT_ACTIONS),
        seed: p.number("--seed", 0)?.unwrap_or(1),
        check_every: p.number("--check-every", 1)?.unwrap_or(DEFAULT_CHECK_EVERY),
    }))
}

fn parse_simulate(variant: GapsVariant, rest: Vec<&str>) -> Result<Command, UsageError> {
    let p = split_options(&rest, "simulate", &[], false)?;
    p.check_known(&["--games", "--strategy", "--seed", "--threads", "--nodes"])?;
    let games = p.number("--games", 1)?;
    let strategy = p
        .get("--strategy")
        .map(|value| match value.to_ascii_lowercase().as_str() {
            "random" => Ok(StrategyKind::Random),
            "greedy" => Ok(StrategyKind::Greedy),
            "hint" => Ok(StrategyKind::Hint),
            _ => Err(usage(format!(
                "unknown strategy '{value}' (expected random, greedy or hint)"
            ))),
        })
        .transpose()?;
    let seed = p.number("--seed", 0)?;
    let nodes = p.number("--nodes", 1)?;
    if nodes.is_some() && strategy != Some(StrategyKind::Hint) {
        return Err(usage(
            "--nodes is the hint strategy's budget; use it with --strategy hint",
        ));
    }
    let threads = p.threads()?;
    Ok(Command::Simulate(SimulateArgs {
        variant,
        games: games.ok_or_else(|| usage("simulate needs --games N"))?,
        strategy: strategy.ok_or_else(|| usage("simulate needs --strategy random|greedy|hint"))?,
        seed: seed.unwrap_or(1),
        threads,
        nodes: nodes.unwrap_or(DEFAULT_HINT_NODES),
    }))
}

fn parse_solve(rest: Vec<&str>) -> Result<Command, UsageError> {
    let p = split_options(&rest, "solve", &["--place-aces", "--movable-twos"], true)?;
    p.check_known(&["--nodes", "--ms", "--place-aces", "--movable-twos"])?;
    let variant = p.variant(" and a DEAL number")?;
    let deal = match p.operands.as_slice() {
        [_, deal] => parse_deal_number(deal)?,
        [_] => return Err(usage("solve needs a DEAL number after the variant")),
        [_, _, extra, ..] => {
            return Err(usage(format!(
                "solve takes VARIANT and DEAL; '{extra}' is one too many"
            )))
        }
        [] => unreachable!("the variant was found"),
    };
    let place_aces = p.has("--place-aces");
    if place_aces && variant != GapsVariant::ChinesePuzzle {
        return Err(usage("--place-aces is for chinese-puzzle only"));
    }
    let movable_twos = p.has("--movable-twos");
    let budget = p.budget(DEFAULT_SOLVE_NODES)?;
    if movable_twos
        && (variant != GapsVariant::SolitaireX || !matches!(budget, SolveBudget::Nodes(_)))
    {
        return Err(usage(
            "--movable-twos is for solitairex with a node budget only",
        ));
    }
    Ok(Command::Solve(SolveArgs {
        variant,
        deal,
        budget,
        place_aces,
        movable_twos,
    }))
}

fn parse_winnability(rest: Vec<&str>) -> Result<Command, UsageError> {
    let p = split_options(
        &rest,
        "winnability",
        &["--search-aces", "--movable-twos", "--list", "--difficulty"],
        true,
    )?;
    p.check_known(&[
        "--difficulty",
        "--table-mb",
        "--deals",
        "--nodes",
        "--ms",
        "--seed",
        "--threads",
        "--search-aces",
        "--movable-twos",
        "--list",
    ])?;
    let variant = p.variant("")?;
    if let Some(extra) = p.operands.get(1) {
        return Err(usage(format!(
            "winnability takes one VARIANT; '{extra}' is one too many"
        )));
    }
    let search_aces = p.has("--search-aces");
    if search_aces && variant != GapsVariant::ChinesePuzzle {
        return Err(usage("--search-aces is for chinese-puzzle only"));
    }
    let movable_twos = p.has("--movable-twos");
    if movable_twos && variant != GapsVariant::SolitaireX {
        return Err(usage("--movable-twos is for solitairex only"));
    }
    let budget = p.budget(DEFAULT_WINNABILITY_NODES)?;
    if movable_twos && matches!(budget, SolveBudget::Millis(_)) {
        return Err(usage(
            "--movable-twos takes a node budget (--nodes), not --ms",
        ));
    }
    Ok(Command::Winnability(WinnabilityArgs {
        variant,
        deals: p
            .number("--deals", 1)?
            .ok_or_else(|| usage("winnability needs --deals N"))?,
        budget,
        seed: p.number("--seed", 0)?.unwrap_or(1),
        threads: p.threads()?,
        place_aces: !search_aces,
        movable_twos,
        list: p.has("--list"),
        difficulty: p.has("--difficulty"),
        table_mb: p.number("--table-mb", 1)?.unwrap_or(DEFAULT_TABLE_MB),
    }))
}

fn parse_latency(rest: Vec<&str>) -> Result<Command, UsageError> {
    let p = split_options(&rest, "hint-latency", &[], true)?;
    p.check_known(&["--deals", "--ms", "--seed"])?;
    let variant = p.variant("")?;
    if let Some(extra) = p.operands.get(1) {
        return Err(usage(format!(
            "hint-latency takes one VARIANT; '{extra}' is one too many"
        )));
    }
    Ok(Command::HintLatency(LatencyArgs {
        variant,
        deals: p
            .number("--deals", 1)?
            .ok_or_else(|| usage("hint-latency needs --deals N"))?,
        millis: p.number("--ms", 1)?.unwrap_or(150),
        seed: p.number("--seed", 0)?.unwrap_or(1),
    }))
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
                variant: GapsVariant::SolitaireX,
                games: 200,
                strategy: StrategyKind::Greedy,
                seed: 9,
                threads: Some(2),
                nodes: DEFAULT_HINT_NODES,
            })
        );
    }

    #[test]
    fn simulate_defaults() {
        let cmd = parse(["solitairex", "simulate", "--strategy=Random", "--games=5"]).unwrap();
        assert_eq!(
            cmd,
            Command::Simulate(SimulateArgs {
                variant: GapsVariant::SolitaireX,
                games: 5,
                strategy: StrategyKind::Random,
                seed: 1,
                threads: None,
                nodes: DEFAULT_HINT_NODES,
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
        assert!(err(&["poker"]).contains("unknown command 'poker'"));
        assert!(err(&["solitairex"]).contains("simulate or deal"));
        assert!(err(&["solitairex", "solve"]).contains("unknown solitairex command"));
    }

    #[test]
    fn simulate_takes_either_variant_and_the_hint_strategy() {
        let cmd = parse([
            "chinese-puzzle",
            "simulate",
            "--games",
            "10",
            "--strategy",
            "hint",
            "--nodes=500",
        ])
        .unwrap();
        assert_eq!(
            cmd,
            Command::Simulate(SimulateArgs {
                variant: GapsVariant::ChinesePuzzle,
                games: 10,
                strategy: StrategyKind::Hint,
                seed: 1,
                threads: None,
                nodes: 500,
            })
        );
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
        .contains("--nodes wants a whole number >= 1"));
        assert!(err(&["chinese-puzzle"]).contains("simulate"));
        assert!(err(&["chinese-puzzle", "deal", "3"]).contains("unknown chinese-puzzle command"));
    }

    #[test]
    fn solve_takes_a_variant_a_deal_and_a_budget() {
        assert_eq!(
            parse(["solve", "solitairex", "42"]).unwrap(),
            Command::Solve(SolveArgs {
                variant: GapsVariant::SolitaireX,
                deal: 42,
                budget: SolveBudget::Nodes(DEFAULT_SOLVE_NODES),
                place_aces: false,
                movable_twos: false,
            })
        );
        assert_eq!(
            parse([
                "solve",
                "--ms",
                "150",
                "chinese-puzzle",
                "7",
                "--place-aces"
            ])
            .unwrap(),
            Command::Solve(SolveArgs {
                variant: GapsVariant::ChinesePuzzle,
                deal: 7,
                budget: SolveBudget::Millis(150),
                place_aces: true,
                movable_twos: false,
            })
        );
        assert_eq!(
            parse(["solve", "Chinese-Puzzle", "7", "--nodes=1000"]).unwrap(),
            Command::Solve(SolveArgs {
                variant: GapsVariant::ChinesePuzzle,
                deal: 7,
                budget: SolveBudget::Nodes(1000),
                place_aces: false,
                movable_twos: false,
            })
        );
        assert!(err(&["solve"]).contains("needs a VARIANT"));
        assert!(err(&["solve", "klondike", "3"]).contains("unknown variant 'klondike'"));
        assert!(err(&["solve", "solitairex"]).contains("needs a DEAL"));
        assert!(err(&["solve", "solitairex", "x"]).contains("not a deal number"));
        assert!(err(&["solve", "solitairex", "1", "2"]).contains("one too many"));
        assert!(
            err(&["solve", "solitairex", "1", "--nodes", "5", "--ms", "5"]).contains("not both")
        );
        assert!(err(&["solve", "solitairex", "1", "--place-aces"]).contains("chinese-puzzle"));
        assert!(err(&["solve", "chinese-puzzle", "1", "--place-aces=yes"]).contains("no value"));
        assert!(err(&["solve", "solitairex", "1", "--ms", "0"]).contains("--ms"));
        assert!(err(&["solve", "solitairex", "1", "--games", "3"]).contains("unknown option"));
    }

    #[test]
    fn winnability_options() {
        assert_eq!(
            parse(["winnability", "solitairex", "--deals", "1000"]).unwrap(),
            Command::Winnability(WinnabilityArgs {
                variant: GapsVariant::SolitaireX,
                deals: 1000,
                budget: SolveBudget::Nodes(DEFAULT_WINNABILITY_NODES),
                seed: 1,
                threads: None,
                place_aces: true,
                movable_twos: false,
                list: false,
                difficulty: false,
                table_mb: DEFAULT_TABLE_MB,
            })
        );
        assert_eq!(
            parse([
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
            ])
            .unwrap(),
            Command::Winnability(WinnabilityArgs {
                variant: GapsVariant::ChinesePuzzle,
                deals: 50,
                budget: SolveBudget::Nodes(20_000),
                seed: 3,
                threads: Some(2),
                place_aces: false,
                movable_twos: false,
                list: true,
                difficulty: false,
                table_mb: DEFAULT_TABLE_MB,
            })
        );
        let Command::Winnability(w) = parse([
            "winnability",
            "solitairex",
            "--deals",
            "5",
            "--movable-twos",
        ])
        .unwrap() else {
            panic!()
        };
        assert!(w.movable_twos);
        assert!(err(&["winnability", "solitairex"]).contains("--deals"));
        assert!(err(&["winnability", "--deals", "3"]).contains("VARIANT"));
        assert!(err(&["winnability", "solitairex", "--deals", "0"]).contains(">= 1"));
        assert!(err(&["winnability", "solitairex", "x", "--deals", "3"]).contains("one too many"));
        assert!(
            err(&["winnability", "solitairex", "--deals", "3", "--search-aces"])
                .contains("chinese-puzzle only")
        );
        assert!(err(&[
            "winnability",
            "chinese-puzzle",
            "--deals",
            "3",
            "--movable-twos"
        ])
        .contains("solitairex only"));
        assert!(err(&[
            "winnability",
            "solitairex",
            "--deals",
            "3",
            "--movable-twos",
            "--ms",
            "9"
        ])
        .contains("--nodes"));
        assert!(
            err(&["winnability", "solitairex", "--deals", "3", "--deals", "4"]).contains("twice")
        );
    }

    #[test]
    fn soak_options() {
        assert_eq!(
            parse(["soak"]).unwrap(),
            Command::Soak(SoakArgs {
                games: SoakGame::ALL.to_vec(),
                actions: DEFAULT_ACTIONS,
                seed: 1,
                check_every: DEFAULT_CHECK_EVERY,
            })
        );
        assert_eq!(
            parse([
                "soak",
                "--game=chinese-puzzle",
                "--actions",
                "2000",
                "--seed",
                "0",
                "--check-every",
                "10"
            ])
            .unwrap(),
            Command::Soak(SoakArgs {
                games: vec![SoakGame::ChinesePuzzle],
                actions: 2000,
                seed: 0,
                check_every: 10,
            })
        );
        assert!(err(&["soak", "--game", "poker"]).contains("unknown game 'poker'"));
        assert!(err(&["soak", "--actions", "0"]).contains("--actions"));
        assert!(err(&["soak", "--check-every", "0"]).contains("--check-every"));
        assert!(err(&["soak", "--games", "3"]).contains("unknown option --games"));
        assert!(err(&["soak", "soi"]).contains("unexpected argument"));
    }

    #[test]
    fn hint_latency_options() {
        assert_eq!(
            parse(["hint-latency", "chinese-puzzle", "--deals", "20"]).unwrap(),
            Command::HintLatency(LatencyArgs {
                variant: GapsVariant::ChinesePuzzle,
                deals: 20,
                millis: 150,
                seed: 1,
            })
        );
        assert_eq!(
            parse([
                "hint-latency",
                "solitairex",
                "--deals=2",
                "--ms=50",
                "--seed=4"
            ])
            .unwrap(),
            Command::HintLatency(LatencyArgs {
                variant: GapsVariant::SolitaireX,
                deals: 2,
                millis: 50,
                seed: 4,
            })
        );
        assert!(err(&["hint-latency", "solitairex"]).contains("--deals"));
        assert!(
            err(&["hint-latency", "solitairex", "--deals", "2", "--nodes", "5"])
                .contains("unknown option --nodes")
        );
    }
}
