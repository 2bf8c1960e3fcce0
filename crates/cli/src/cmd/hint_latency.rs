//! `hint-latency VARIANT --deals N`: time the app's hint search, one search at a time.

use crate::cmd::simulate::deal_of;
use crate::parsers::{at_least_one, variant_name, variant_parser};
use crate::search::{thread_cpu_ns, timed_solve, SolveBudget};
use crate::stats::{mean, quantile};
use crate::strategy::Player;
use crate::strategy::StrategyKind;
use clap::Args;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::solver::Verdict;
use quadrille_engine::gaps::{Gaps, GapsAction, GapsRules, GapsVariant};
use quadrille_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Time the app's hint search, one search at a time.
///
/// Time the app's hint search, solve(game, Budget::time(T ms)), on the first deals of N deal
/// numbers and on positions met while playing them greedily (every 10th action, reshuffles
/// included; in Chinese Puzzle also the ace phase), one search at a time, and print the mean,
/// median, p99 and max.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct LatencyArgs {
    /// solitairex, chinese-puzzle or montana.
    #[arg(value_name = "VARIANT", value_parser = variant_parser(), ignore_case = true)]
    pub variant: GapsVariant,
    /// How many deals.
    #[arg(long, value_name = "N", value_parser = at_least_one())]
    pub deals: u64,
    /// The search's time budget in milliseconds.
    #[arg(long = "ms", value_name = "T", value_parser = at_least_one(), default_value_t = 150)]
    pub millis: u64,
    /// Picks the deal numbers.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
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

/// `hint-latency VARIANT --deals N`: one search at a time, as the app runs it.
pub fn run(args: &LatencyArgs) -> String {
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
    fn latency_positions_start_with_the_first_deal() {
        let positions = latency_positions(GapsVariant::ChinesePuzzle, 9, 1);
        assert!(positions[0].in_ace_phase());
        assert!(
            !positions[1].in_ace_phase(),
            "then the board after PlaceAces"
        );
        assert!(positions.len() > 3);
    }
}
