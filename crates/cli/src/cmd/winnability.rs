//! `winnability VARIANT --deals N`: solve many first deals and report the shares winnable,
//! unwinnable and unknown; optionally rate each deal's difficulty and play it.

use crate::cmd::simulate::{deal_of, play_one, Outcome, Setup};
use crate::parallel::threads;
use crate::parsers::{at_least_one, threads_parser, variant_name, variant_parser};
use crate::search::{
    check_movable_twos, first_deal, replay_win, searched_variant, thread_cpu_ns, twos_keys,
    verdict_word, SolveBudget, SOLVER_STACK,
};
use crate::stats::{mean, quantile, share};
use crate::strategy::{StrategyKind, DEFAULT_HINT_NODES};
use clap::Args;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::finder::{Difficulty, EASY_NODES, MEDIUM_NODES};
use quadrille_engine::gaps::solver::{solve_with, SolveOptions, Verdict};
use quadrille_engine::gaps::GapsVariant;
use std::time::Instant;

/// `winnability`'s memory cap per search when none is given: two threads stay under 2 GB.
pub const DEFAULT_TABLE_MB: u64 = 512;
/// `winnability`'s budget per deal when none is given.
pub const DEFAULT_WINNABILITY_NODES: u64 = 1_000_000;

/// Solve many deals and print the shares winnable, unwinnable and unknown.
///
/// Solve the first deals of N deal numbers (drawn from the seed as simulate draws them) and
/// print the shares winnable without a reshuffle, unwinnable and unknown, each with a 95%
/// (Wilson) confidence interval, and the time per deal (mean, median, p90, max).
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct WinnabilityArgs {
    /// solitairex, chinese-puzzle or montana.
    #[arg(value_name = "VARIANT", value_parser = variant_parser(), ignore_case = true)]
    pub variant: GapsVariant,
    /// How many deals.
    #[arg(long, value_name = "N", value_parser = at_least_one())]
    pub deals: u64,
    /// Node budget per deal [default: 1000000]
    #[arg(long, value_name = "N", value_parser = at_least_one(), conflicts_with = "ms")]
    pub nodes: Option<u64>,
    /// Time budget per deal in milliseconds instead.
    #[arg(long, value_name = "T", value_parser = at_least_one())]
    pub ms: Option<u64>,
    /// Picks the deal numbers.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Worker threads [default: all cores]
    #[arg(long, value_name = "T", value_parser = threads_parser())]
    pub threads: Option<usize>,
    /// Chinese Puzzle: let the solver search the ace phase too; by default the aces are first
    /// placed with PlaceAces, and only the rest is searched.
    #[arg(long, conflicts_with = "movable_twos")]
    pub search_aces: bool,
    /// SolitaireX: search the deals as Montana, the rule of the published Gaps/Montana
    /// figures, where a 2 heading a row may move to another column-0 gap (RULES.md §3 never
    /// moves it); Montana is always searched so.
    /// The search first hunts for a win moving no heading 2, on an eighth of the budget
    /// (nodes or time), then for one moving at most one, on a sixth, then for one that never
    /// brings a 2 from another row to take a 3, on what is left, then searches by the whole
    /// rule.
    #[arg(long)]
    pub movable_twos: bool,
    /// Also print one line per deal: index, deal number, verdict, difficulty, nodes, wall and
    /// CPU milliseconds (with --difficulty also how greedy and hint fared); each line also goes
    /// to stderr as soon as its deal is decided.
    #[arg(long)]
    pub list: bool,
    /// Also rate each deal (easy/medium/hard) and play it with the greedy (and, first 100,
    /// hint) strategies. The deals are then searched as the app rates them: without the loss
    /// bound or the safe placing moves, whose skipped dead ends and alternatives would make
    /// deals look easier than a player finds them.
    #[arg(long)]
    pub difficulty: bool,
    /// Memory cap of each search's transposition table, in MiB.
    #[arg(long, value_name = "M", value_parser = at_least_one(), default_value_t = DEFAULT_TABLE_MB)]
    pub table_mb: u64,
    /// Look for a win with a beam of W positions first (95 % of the budget at most), then
    /// search depth-first; 0 for depth-first only [default: 100 for chinese-puzzle, else 0]
    #[arg(long, value_name = "W")]
    pub beam: Option<usize>,
    /// SolitaireX: search without the loss bound (which proves a position lost when a card
    /// can never reach the finished layout); for comparisons.
    #[arg(long)]
    pub no_bounds: bool,
    /// Montana rule: search every arrangement of the heading 2s as a position of its own
    /// rather than one position per column-0 class; for comparisons.
    #[arg(long)]
    pub no_classes: bool,
    /// SolitaireX: search every move even where placing a card is as good as any (by default
    /// such a placing move is searched alone); for comparisons.
    #[arg(long)]
    pub no_safe_moves: bool,
    /// Montana rule: once a 2 stands in every column-0 cell, search every order of the 2s
    /// apart rather than choosing a row's 2 when a 3 moves in behind it; for comparisons.
    #[arg(long)]
    pub no_open_rows: bool,
    /// Search every deal on fresh memory, as the app does, rather than on the table memory the
    /// worker kept from its last deal (huge pages, `SolveOptions::keep_memory`); for the app's
    /// verdict figures and for comparisons.
    #[arg(long)]
    pub fresh_memory: bool,
}

impl WinnabilityArgs {
    pub fn budget(&self) -> SolveBudget {
        SolveBudget::from_options(self.nodes, self.ms, DEFAULT_WINNABILITY_NODES)
    }

    /// Chinese Puzzle: the aces are placed with PlaceAces first unless `--search-aces`.
    pub fn place_aces(&self) -> bool {
        !self.search_aces
    }

    /// Each experiment belongs to one variant.
    pub fn check(&self) -> Result<(), String> {
        if self.search_aces && self.variant != GapsVariant::ChinesePuzzle {
            return Err("--search-aces is for chinese-puzzle only".into());
        }
        check_movable_twos(self.variant, self.movable_twos)
    }
}

/// One deal's answer.
#[derive(Debug, Clone)]
pub struct DealResult {
    pub deal: DealNumber,
    pub verdict: Verdict,
    pub nodes: u64,
    pub seconds: f64,
    /// CPU time of the searching thread, when the system tells it.
    pub cpu_seconds: Option<f64>,
    pub difficulty: Difficulty,
    /// For a winnable deal: whether its line replayed to a win by the rules searched.
    pub replayed: Option<Result<(), String>>,
    /// With `--difficulty`: the greedy strategy's game of this deal, and the hint
    /// strategy's for the first `HINT_GAMES` deals.
    pub greedy: Option<Outcome>,
    pub hint: Option<Outcome>,
}

/// With `--difficulty`, the hint strategy plays only this many deals (it searches at every
/// step and costs about as much as the verdicts themselves).
pub const HINT_GAMES: u64 = 100;

/// Solves the first deals of `deals` deal numbers of the run `seed` on `threads` threads and
/// returns them in deal order; with `movable_twos` (SolitaireX) as Montana (a 2 heading a row
/// may move).
pub fn winnability_results(args: &WinnabilityArgs, threads: usize) -> Vec<DealResult> {
    let variant = searched_variant(args.variant, args.movable_twos);
    let (deals, seed) = (args.deals, args.seed);
    let place_aces = args.place_aces();
    let budget = args.budget().budget();
    let table_bytes = (args.table_mb as usize) << 20;
    let play = args.difficulty;
    let progress = args.list;
    crate::parallel::map_indexed_with_stack(deals, threads, Some(SOLVER_STACK), |index| {
        let deal = deal_of(seed, index);
        let game = first_deal(variant, deal, place_aces);
        let start = Instant::now();
        let cpu_before = thread_cpu_ns();
        let options = SolveOptions::new(budget)
            .beam_or_default(args.beam)
            .bounds(!args.no_bounds && !args.difficulty)
            .twos_keys(twos_keys(args.no_classes, args.no_open_rows))
            .safe_moves(!args.no_safe_moves && !args.difficulty)
            .table_bytes(table_bytes)
            // Each worker runs searches one after another: its table's memory is worth
            // keeping, on huge pages (`SolveOptions::keep_memory`).
            .keep_memory(!args.fresh_memory);
        let s = solve_with(&game, &options);
        let (verdict, nodes) = (s.verdict, s.nodes);
        let seconds = start.elapsed().as_secs_f64();
        let cpu_seconds = cpu_before
            .zip(thread_cpu_ns())
            .map(|(a, b)| b.saturating_sub(a) as f64 / 1e9);
        let game_of = |kind| {
            let setup = Setup {
                variant,
                kind,
                seed,
                nodes: DEFAULT_HINT_NODES,
            };
            play_one(setup, index)
        };
        let result = DealResult {
            deal,
            verdict,
            nodes,
            seconds,
            cpu_seconds,
            difficulty: Difficulty::of(&s),
            replayed: (verdict == Verdict::Winnable).then(|| replay_win(&game, &s.line)),
            greedy: play.then(|| game_of(StrategyKind::Greedy)),
            hint: (play && index < HINT_GAMES).then(|| game_of(StrategyKind::Hint)),
        };
        if progress {
            // Each deal as it is decided, so a long run can be read
            // before it ends.
            eprintln!("{}", deal_line(index, &result));
        }
        result
    })
}

/// The report of `winnability`.
pub fn winnability_report(
    args: &WinnabilityArgs,
    threads: usize,
    results: &[DealResult],
    wall: f64,
) -> String {
    let n = results.len() as u64;
    let count = |v: Verdict| results.iter().filter(|r| r.verdict == v).count() as u64;
    let mut ms: Vec<f64> = results.iter().map(|r| r.seconds * 1e3).collect();
    ms.sort_by(f64::total_cmp);
    let nodes: Vec<f64> = results.iter().map(|r| r.nodes as f64).collect();
    let mut cpu: Vec<f64> = results.iter().filter_map(|r| r.cpu_seconds).collect();
    cpu.sort_by(f64::total_cmp);
    let cpu_line = if cpu.len() == results.len() && !cpu.is_empty() {
        format!(
            "CPU/deal     mean {:.2} s, median {:.2} s, p90 {:.2} s, p95 {:.2} s, max {:.2} s; within 2 s: {}\n",
            mean(&cpu),
            quantile(&cpu, 0.5),
            quantile(&cpu, 0.9),
            quantile(&cpu, 0.95),
            quantile(&cpu, 1.0),
            share(cpu.iter().filter(|&&s| s <= 2.0).count() as u64, n),
        )
    } else {
        "CPU/deal     not available on this system\n".to_string()
    };
    let aces = match (args.variant, args.place_aces()) {
        (GapsVariant::ChinesePuzzle, true) => ", aces placed with PlaceAces first",
        (GapsVariant::ChinesePuzzle, false) => ", the solver searches the ace phase",
        _ if searched_variant(args.variant, args.movable_twos).movable_twos() => {
            ", Montana rule: a 2 heading a row may move to another column-0 gap (not RULES.md §3)"
        }
        _ => "",
    };
    format!(
        "{} first deals, budget {} per deal, seed {}, {} thread(s){aces}\n\
         deals        {n}\n\
         winnable     {}\n\
         unwinnable   {}\n\
         unknown      {}\n\
         {}\
         time/deal    mean {:.1} ms, median {:.1} ms, p90 {:.1} ms, max {:.1} ms\n\
         {cpu_line}\
         nodes/deal   mean {:.0}\n\
         wall time    {:.1} s\n",
        variant_name(args.variant),
        args.budget().describe(),
        args.seed,
        threads,
        share(count(Verdict::Winnable), n),
        share(count(Verdict::Unwinnable), n),
        share(count(Verdict::Unknown), n),
        lines_line(results),
        mean(&ms),
        quantile(&ms, 0.5),
        quantile(&ms, 0.9),
        quantile(&ms, 1.0),
        mean(&nodes),
        wall,
    )
}

/// How many winning lines failed to replay to a win.
fn broken_lines(results: &[DealResult]) -> usize {
    results
        .iter()
        .filter(|r| matches!(r.replayed, Some(Err(_))))
        .count()
}

/// How many winning lines replayed to a win, and the first that did not.
fn lines_line(results: &[DealResult]) -> String {
    let lines = results.iter().filter(|r| r.replayed.is_some()).count();
    let bad = results
        .iter()
        .find_map(|r| match &r.replayed {
            Some(Err(e)) => Some(format!("; deal {} does not: {e}", r.deal)),
            _ => None,
        })
        .unwrap_or_default();
    format!(
        "lines        {} of {} winning lines replayed to a win{bad}\n",
        lines - broken_lines(results),
        lines
    )
}

/// `winnability VARIANT --deals N`: the report, and how many winning lines failed to replay
/// (the command then fails).
pub fn run(args: &WinnabilityArgs) -> (String, usize) {
    let threads = threads(args.threads);
    let start = Instant::now();
    let results = winnability_results(args, threads);
    let mut out = winnability_report(args, threads, &results, start.elapsed().as_secs_f64());
    if args.difficulty {
        out.push_str(&difficulty_report(&results));
    }
    if args.list {
        for (i, r) in results.iter().enumerate() {
            out.push_str(&deal_line(i as u64, r));
            out.push('\n');
        }
    }
    (out, broken_lines(&results))
}

/// One deal of `--list`: index, deal number, verdict, difficulty, nodes, wall and CPU ms, and
/// with `--difficulty` whether greedy (and hint) won the game.
fn deal_line(index: u64, r: &DealResult) -> String {
    let game = |o: Option<Outcome>| {
        o.map_or("-".to_string(), |o| {
            format!("{}{}", if o.won { "won" } else { "lost" }, o.reshuffles)
        })
    };
    format!(
        "deal {index} {} {} {:?} {} {:.1} {:.1} {} {}",
        r.deal,
        verdict_word(r.verdict),
        r.difficulty,
        r.nodes,
        r.seconds * 1e3,
        r.cpu_seconds.unwrap_or(f64::NAN) * 1e3,
        game(r.greedy),
        game(r.hint),
    )
}

/// How the difficulty classes spread over the deals, and how the strategies fare in each.
fn difficulty_report(results: &[DealResult]) -> String {
    let n = results.len() as u64;
    let mut out = format!(
        "difficulty (first deal: easy ≤ {EASY_NODES} positions searched before the win, \
         medium ≤ {MEDIUM_NODES}, hard beyond)\n\
         {:<16} {:>22}  {:>30}  {:>30}\n",
        "class", "deals", "greedy wins game / first deal", "hint wins game / first deal"
    );
    for class in [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::NeedsReshuffle,
        Difficulty::Unknown,
    ] {
        let of: Vec<&DealResult> = results.iter().filter(|r| r.difficulty == class).collect();
        let rate = |pick: fn(&DealResult) -> Option<Outcome>| {
            let games: Vec<Outcome> = of.iter().filter_map(|r| pick(r)).collect();
            let k = games.len() as u64;
            let won = games.iter().filter(|o| o.won).count() as u64;
            let first = games.iter().filter(|o| o.won && o.reshuffles == 0).count() as u64;
            if k == 0 {
                "-".to_string()
            } else {
                format!(
                    "{:.1}% / {:.1}% of {k}",
                    100.0 * won as f64 / k as f64,
                    100.0 * first as f64 / k as f64
                )
            }
        };
        out.push_str(&format!(
            "{:<16} {:>22}  {:>30}  {:>30}\n",
            format!("{class:?}"),
            share(of.len() as u64, n),
            rate(|r| r.greedy),
            rate(|r| r.hint),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winnability_results_do_not_depend_on_the_thread_count() {
        let args = |threads| WinnabilityArgs {
            variant: GapsVariant::SolitaireX,
            deals: 6,
            nodes: Some(2_000),
            ms: None,
            seed: 2,
            threads: Some(threads),
            search_aces: false,
            movable_twos: false,
            list: false,
            difficulty: false,
            table_mb: 64,
            beam: None,
            no_bounds: false,
            no_classes: false,
            no_safe_moves: false,
            no_open_rows: false,
            fresh_memory: false,
        };
        let v = |threads| -> Vec<(Verdict, u64)> {
            winnability_results(&args(threads), threads)
                .iter()
                .map(|r| (r.verdict, r.nodes))
                .collect()
        };
        assert_eq!(v(1), v(3));
    }
}
