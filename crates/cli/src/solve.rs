//! `solve`, `winnability` and `hint-latency`: the engine's Gaps solver from the command line.

use crate::args::DEFAULT_HINT_NODES;
use crate::args::{
    variant_name, LatencyArgs, SolveArgs, SolveBudget, StrategyKind, WinnabilityArgs,
};
use crate::commands::grid;
use crate::simulate::{deal_of, play_one, Outcome, Setup};
use crate::stats::{mean, quantile, share};
use crate::strategy::Player;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::finder::{Difficulty, EASY_NODES, MEDIUM_NODES};
use quadrille_engine::gaps::solver::{solve, solve_with, Budget, Solution, SolveOptions, Verdict};
use quadrille_engine::gaps::{Gaps, GapsAction, GapsRules, GapsVariant, Slot};
use quadrille_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// A move in words: `7♥ r2c5 → r1c3`, rows and columns counted from 1.
pub fn move_text(game: &Gaps, (from, to): (Slot, Slot)) -> String {
    let card = game
        .at(from)
        .map_or_else(|| "??".to_string(), |c| c.to_string());
    format!(
        "{card} r{}c{} → r{}c{}",
        from.row + 1,
        from.col + 1,
        to.row + 1,
        to.col + 1
    )
}

fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Winnable => "winnable",
        Verdict::Unwinnable => "unwinnable",
        Verdict::Unknown => "unknown",
    }
}

/// The first deal of `deal`, the aces placed with PlaceAces when asked (Chinese Puzzle).
pub fn first_deal(variant: GapsVariant, deal: DealNumber, place_aces: bool) -> Gaps {
    let mut game = Gaps::new(&GapsRules::standard(variant), deal);
    if place_aces && game.in_ace_phase() {
        game.apply(&GapsAction::PlaceAces)
            .expect("PlaceAces is legal in the ace phase");
    }
    game
}

/// Solves `game` and says how long it took.
pub fn timed_solve(game: &Gaps, budget: Budget) -> (Solution, Duration) {
    let start = Instant::now();
    let solution = solve(game, budget);
    (solution, start.elapsed())
}

/// `solve VARIANT DEAL`.
pub fn solve_command(args: &SolveArgs) -> String {
    let game = first_deal(args.variant, args.deal, args.place_aces);
    let options = SolveOptions::new(args.budget.budget()).movable_twos(args.movable_twos);
    let cpu_before = thread_cpu_ns();
    let start = Instant::now();
    let solution = solve_with(&game, &options);
    let time = start.elapsed();
    let cpu = cpu_before
        .zip(thread_cpu_ns())
        .map(|(a, b)| b.saturating_sub(a) as f64 / 1e6);
    let mut out = format!(
        "{} deal {}{}{}\n{}",
        variant_name(args.variant),
        args.deal,
        if args.place_aces {
            ", aces placed with PlaceAces"
        } else {
            ""
        },
        if args.movable_twos {
            ", Montana rule: a 2 heading a row may move to another column-0 gap"
        } else {
            ""
        },
        grid(&game)
    );
    out.push_str(&format!(
        "verdict     {}\nnodes       {}\ntime        {:.1} ms (CPU {})\nbudget      {}\nbest score  {} / {} (now {})\n",
        verdict_word(solution.verdict),
        solution.nodes,
        time.as_secs_f64() * 1e3,
        cpu.map_or_else(|| "n/a".to_string(), |ms| format!("{ms:.1} ms")),
        args.budget.describe(),
        solution.best_score,
        game.max_score(),
        game.score(),
    ));
    if solution.verdict == Verdict::Winnable {
        out.push_str(&format!("winning line ({} moves):\n", solution.line.len()));
        let mut replay = game.clone();
        for (i, &(from, to)) in solution.line.iter().enumerate() {
            out.push_str(&format!(
                "{:>4}. {}\n",
                i + 1,
                move_text(&replay, (from, to))
            ));
            if args.movable_twos {
                montana_move(&mut replay, from, to);
            } else {
                replay
                    .apply(&GapsAction::Move { from, to })
                    .expect("the solver's line is legal");
            }
        }
    } else {
        match solution.hint {
            Some(m) => out.push_str(&format!("hint        {}\n", move_text(&game, m))),
            None => out.push_str("hint        none (no legal move)\n"),
        }
    }
    out
}

/// Plays one move of a movable-2 line on a copy of the board (the engine refuses a 2 leaving
/// column 0, so the board is rebuilt by hand), for printing the line.
fn montana_move(game: &mut Gaps, from: Slot, to: Slot) {
    let cols = game.spec().columns as usize;
    let mut board = game.board().to_vec();
    let (f, t) = (
        from.row as usize * cols + from.col as usize,
        to.row as usize * cols + to.col as usize,
    );
    board[t] = board[f].take();
    *game = Gaps::from_board_with(*game.rules(), game.deal_number(), board, game.deals_used());
}

/// The solver searches depth first, recursively, and a line can be thousands of moves deep
/// (the movable-2 experiment goes deepest): its threads get a roomy stack.
pub const SOLVER_STACK: usize = 256 << 20;

/// One deal's answer.
#[derive(Debug, Clone, Copy)]
pub struct DealResult {
    pub deal: DealNumber,
    pub verdict: Verdict,
    pub nodes: u64,
    pub seconds: f64,
    /// CPU time of the searching thread, when the system tells it.
    pub cpu_seconds: Option<f64>,
    pub difficulty: Difficulty,
    /// With `--difficulty`: the greedy strategy's game of this deal, and the hint
    /// strategy's for the first `HINT_GAMES` deals.
    pub greedy: Option<Outcome>,
    pub hint: Option<Outcome>,
}

/// With `--difficulty`, the hint strategy plays only this many deals (it searches at every
/// step and costs about as much as the verdicts themselves).
pub const HINT_GAMES: u64 = 100;

/// Solves the first deals of `deals` deal numbers of the run `seed` on `threads` threads and
/// returns them in deal order; with `movable_twos` (SolitaireX) under the Montana rule (a 2
/// heading a row may move).
pub fn winnability_results(args: &WinnabilityArgs, threads: usize) -> Vec<DealResult> {
    let (variant, deals, seed) = (args.variant, args.deals, args.seed);
    let (place_aces, movable_twos) = (args.place_aces, args.movable_twos);
    let budget = args.budget.budget();
    let table_bytes = (args.table_mb as usize) << 20;
    let play = args.difficulty;
    let progress = args.list;
    crate::parallel::map_indexed_with_stack(deals, threads, Some(SOLVER_STACK), |index| {
        let deal = deal_of(seed, index);
        let game = first_deal(variant, deal, place_aces);
        let start = Instant::now();
        let cpu_before = thread_cpu_ns();
        let options = SolveOptions::new(budget)
            .movable_twos(movable_twos)
            .table_bytes(table_bytes);
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
    let aces = match (args.variant, args.place_aces) {
        (GapsVariant::ChinesePuzzle, true) => ", aces placed with PlaceAces first",
        (GapsVariant::ChinesePuzzle, false) => ", the solver searches the ace phase",
        _ if args.movable_twos => {
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
         time/deal    mean {:.1} ms, median {:.1} ms, p90 {:.1} ms, max {:.1} ms\n\
         {cpu_line}\
         nodes/deal   mean {:.0}\n\
         wall time    {:.1} s\n",
        variant_name(args.variant),
        args.budget.describe(),
        args.seed,
        threads,
        share(count(Verdict::Winnable), n),
        share(count(Verdict::Unwinnable), n),
        share(count(Verdict::Unknown), n),
        mean(&ms),
        quantile(&ms, 0.5),
        quantile(&ms, 0.9),
        quantile(&ms, 1.0),
        mean(&nodes),
        wall,
    )
}

/// `winnability VARIANT --deals N`.
pub fn winnability_command(args: &WinnabilityArgs, threads: usize) -> String {
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
    out
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

/// Every `EVERY`-th action of a greedy game is a position whose hint is timed.
const EVERY: usize = 10;

/// The positions `hint-latency` times for one deal: the first deal (in Chinese Puzzle the ace
/// phase and the board after PlaceAces) and every `EVERY`-th position of a greedy game.
pub fn latency_positions(variant: GapsVariant, deal: DealNumber, seed: u64) -> Vec<Gaps> {
    let mut game = Gaps::new(&GapsRules::standard(variant), deal);
    let mut positions = vec![game.clone()];
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ deal);
    let mut player = Player::new(StrategyKind::Greedy, 0);
    let mut actions = 0;
    while let Some(action) = player.next(&game, &mut rng) {
        game.apply(&action).expect("greedy plays legal actions");
        actions += 1;
        let placed_aces = action == GapsAction::PlaceAces;
        if (placed_aces || actions % EVERY == 0) && !game.moves().is_empty() {
            positions.push(game.clone());
        }
    }
    positions
}

/// CPU time of the calling thread in nanoseconds, where Linux tells it
/// (`/proc/thread-self/schedstat`): it separates the search's own work from time spent
/// waiting for a core on a loaded machine.
fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// `hint-latency VARIANT --deals N`: one search at a time, as the app runs it.
pub fn latency_command(args: &LatencyArgs) -> String {
    let budget = SolveBudget::Millis(args.millis).budget();
    let (mut first, mut later) = (Vec::new(), Vec::new());
    let mut cpu: Vec<f64> = Vec::new();
    let mut verdicts = [0u64; 3];
    for index in 0..args.deals {
        let deal = deal_of(args.seed, index);
        for (k, game) in latency_positions(args.variant, deal, args.seed)
            .into_iter()
            .enumerate()
        {
            let cpu_before = thread_cpu_ns();
            let (s, time) = timed_solve(&game, budget);
            if let (Some(a), Some(b)) = (cpu_before, thread_cpu_ns()) {
                cpu.push(b.saturating_sub(a) as f64 / 1e6);
            }
            verdicts[s.verdict as usize] += 1;
            let ms = time.as_secs_f64() * 1e3;
            if k == 0 {
                first.push(ms)
            } else {
                later.push(ms)
            }
        }
    }
    let line = |name: &str, v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        format!(
            "{name:<22} {:>6}  mean {:>6.1} ms  median {:>6.1} ms  p99 {:>6.1} ms  max {:>6.1} ms\n",
            v.len(),
            mean(v),
            quantile(v, 0.5),
            quantile(v, 0.99),
            quantile(v, 1.0)
        )
    };
    let mut all: Vec<f64> = first.iter().chain(&later).copied().collect();
    format!(
        "{} hint latency: solve(game, Budget::time({} ms)), {} deals, seed {}, one thread\n\
         wall-clock time of each search:\n\
         {}{}{}\
         CPU time of the searching thread (all positions; waiting for a core excluded):\n\
         {}\
         verdicts: {} winnable, {} unwinnable, {} unknown\n",
        variant_name(args.variant),
        args.millis,
        args.deals,
        args.seed,
        line("first deals", &mut first),
        line("later positions", &mut later),
        line("all", &mut all),
        if cpu.is_empty() {
            "not available on this system\n".to_string()
        } else {
            line("all (CPU)", &mut cpu)
        },
        verdicts[Verdict::Winnable as usize],
        verdicts[Verdict::Unwinnable as usize],
        verdicts[Verdict::Unknown as usize],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_written_with_the_card_and_slots_from_1() {
        let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), 42);
        // Deal 42: the 2♠ lies in row 1, column 9 (0-based 0, 8).
        let text = move_text(&game, (Slot::new(0, 8), Slot::new(0, 0)));
        assert_eq!(text, "2♠ r1c9 → r1c1");
    }

    #[test]
    fn first_deal_places_the_aces_only_when_asked() {
        let cp = GapsVariant::ChinesePuzzle;
        assert!(first_deal(cp, 3, false).in_ace_phase());
        let placed = first_deal(cp, 3, true);
        assert!(!placed.in_ace_phase());
        assert!(placed.score() >= 8);
        assert!(!first_deal(GapsVariant::SolitaireX, 3, true).in_ace_phase());
    }

    #[test]
    fn latency_positions_start_with_the_first_deal() {
        let positions = latency_positions(GapsVariant::ChinesePuzzle, 9, 1);
        assert!(positions[0].in_ace_phase());
        assert!(
            !positions[1].in_ace_phase(),
            "then the board after PlaceAces"
        );
        assert!(positions.len() > 3);
    }

    #[test]
    fn winnability_results_do_not_depend_on_the_thread_count() {
        let args = |threads| WinnabilityArgs {
            variant: GapsVariant::SolitaireX,
            deals: 6,
            budget: SolveBudget::Nodes(2_000),
            seed: 2,
            threads: Some(threads),
            place_aces: true,
            movable_twos: false,
            list: false,
            difficulty: false,
            table_mb: 64,
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
