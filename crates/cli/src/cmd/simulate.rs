//! `solitairex simulate`, `chinese-puzzle simulate` and `montana simulate`: many Gaps games
//! played with a strategy, on several threads, reproducibly.

use crate::parallel::threads;
use crate::parsers::{at_least_one, threads_parser, variant_name};
use crate::stats;
use crate::strategy::{Player, StrategyKind, DEFAULT_HINT_NODES};
use clap::Args;
use quadrille_engine::deal::{DealNumber, MAX_DEAL_NUMBER};
use quadrille_engine::gaps::{Gaps, GapsRules, GapsStatus, GapsVariant};
use quadrille_engine::Game;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Play games with a computer strategy and print the win rate and scores.
///
/// Play N games with a computer strategy and print the number of games, win rate (with a 95%
/// confidence interval), mean score, mean reshuffles / redeals used and games per second.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct SimulateArgs {
    /// How many games.
    #[arg(long, value_name = "N", value_parser = at_least_one())]
    pub games: u64,
    /// The computer strategy. In Chinese Puzzle every strategy places the aces with the
    /// engine's PlaceAces (first free row).
    #[arg(long, value_name = "S", value_enum, ignore_case = true)]
    pub strategy: StrategyKind,
    /// The hint strategy's node budget per search (with --strategy hint only) [default: 20000]
    #[arg(long, value_name = "N", value_parser = at_least_one())]
    pub nodes: Option<u64>,
    /// Picks the deal numbers and the strategy's coin flips: same seed, same results, whatever
    /// the thread count.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Worker threads [default: all cores]
    #[arg(long, value_name = "T", value_parser = threads_parser())]
    pub threads: Option<usize>,
}

impl SimulateArgs {
    /// `--nodes` is the hint strategy's budget: refused with another strategy.
    pub fn check(&self) -> Result<(), String> {
        if self.nodes.is_some() && self.strategy != StrategyKind::Hint {
            return Err(
                "--nodes is the hint strategy's budget; use it with --strategy hint".into(),
            );
        }
        Ok(())
    }
}

/// No game lasts this long (a SolitaireX deal allows a few hundred moves, a Chinese Puzzle
/// deal a few thousand at most); the cap only guards against a bug.
const MAX_ACTIONS: usize = 100_000;

/// What is played: the variant, the strategy, the seed of the run, the hint budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    pub variant: GapsVariant,
    pub kind: StrategyKind,
    pub seed: u64,
    /// The hint strategy's node budget per search.
    pub nodes: u64,
}

impl Setup {
    /// SolitaireX with a strategy and a seed, the hint strategy at its default budget.
    #[cfg(test)]
    pub fn solitairex(kind: StrategyKind, seed: u64) -> Setup {
        Setup {
            variant: GapsVariant::SolitaireX,
            kind,
            seed,
            nodes: DEFAULT_HINT_NODES,
        }
    }
}

/// The outcome of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub deal: DealNumber,
    pub won: bool,
    pub score: u32,
    pub reshuffles: u32,
    pub moves: u32,
}

/// Totals over many games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    pub games: u64,
    pub won: u64,
    pub score_sum: u64,
    pub reshuffle_sum: u64,
    pub move_sum: u64,
    pub best_score: u32,
}

impl Summary {
    fn add(&mut self, o: &Outcome) {
        self.games += 1;
        self.won += o.won as u64;
        self.score_sum += o.score as u64;
        self.reshuffle_sum += o.reshuffles as u64;
        self.move_sum += o.moves as u64;
        self.best_score = self.best_score.max(o.score);
    }

    fn mean(&self, sum: u64) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            sum as f64 / self.games as f64
        }
    }

    pub fn mean_score(&self) -> f64 {
        self.mean(self.score_sum)
    }
    pub fn mean_reshuffles(&self) -> f64 {
        self.mean(self.reshuffle_sum)
    }
    pub fn mean_moves(&self) -> f64 {
        self.mean(self.move_sum)
    }
}

/// The random stream of game `index` of a run with `seed`: it picks the deal number and then
/// the strategy's choices. It depends on nothing else, so the thread count never changes results.
fn game_rng(seed: u64, index: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index);
    rng
}

/// The deal number of game `index` of a run with `seed` (also used by `winnability`).
pub fn deal_of(seed: u64, index: u64) -> DealNumber {
    game_rng(seed, index).next_u64() & MAX_DEAL_NUMBER
}

/// Plays game `index` of a run to the end.
pub fn play_one(setup: Setup, index: u64) -> Outcome {
    let mut rng = game_rng(setup.seed, index);
    let deal = rng.next_u64() & MAX_DEAL_NUMBER;
    let mut game = Gaps::new(&GapsRules::standard(setup.variant), deal);
    let mut player = Player::new(setup.kind, setup.nodes);
    let mut moves = 0;
    for _ in 0..MAX_ACTIONS {
        let Some(action) = player.next(&game, &mut rng) else {
            break;
        };
        game.apply(&action)
            .expect("strategies only play legal actions");
        moves += 1;
    }
    debug_assert!(game.is_over(), "deal {deal} did not finish");
    Outcome {
        deal,
        won: game.status() == GapsStatus::Won,
        score: game.score() as u32,
        reshuffles: game.deals_used() as u32 - 1,
        moves,
    }
}

/// Plays `games` games on `threads` threads and adds up the results in game order.
pub fn simulate(setup: Setup, games: u64, threads: usize) -> Summary {
    let mut total = Summary::default();
    for outcome in crate::parallel::map_indexed(games, threads, |index| play_one(setup, index)) {
        total.add(&outcome);
    }
    total
}

/// Plays the games and prints the report.
pub fn run(variant: GapsVariant, args: &SimulateArgs) -> String {
    let threads = threads(args.threads);
    let setup = Setup {
        variant,
        kind: args.strategy,
        seed: args.seed,
        nodes: args.nodes.unwrap_or(DEFAULT_HINT_NODES),
    };
    let start = Instant::now();
    let s = simulate(setup, args.games, threads);
    let seconds = start.elapsed().as_secs_f64();
    let budget = if args.strategy == StrategyKind::Hint {
        format!(" ({} nodes per search)", setup.nodes)
    } else {
        String::new()
    };
    let max = GapsVariant::spec(variant).cards_in_play();
    format!(
        "{}, strategy {}{budget}, seed {}, {} thread(s)\n\
         games            {}\n\
         won              {}\n\
         mean score       {:.2} / {max} (best {})\n\
         mean reshuffles  {:.3}\n\
         mean moves       {:.1}\n\
         time             {:.3} s\n\
         games/second     {:.1}\n",
        variant_name(variant),
        args.strategy.name(),
        args.seed,
        threads,
        s.games,
        stats::share(s.won, s.games),
        s.mean_score(),
        s.best_score,
        s.mean_reshuffles(),
        s.mean_moves(),
        seconds,
        s.games as f64 / seconds.max(1e-9),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_do_not_depend_on_the_thread_count() {
        let setup = Setup::solitairex(StrategyKind::Random, 3);
        let one = simulate(setup, 30, 1);
        let two = simulate(setup, 30, 2);
        let many = simulate(setup, 30, 7);
        assert_eq!(one, two);
        assert_eq!(one, many);
        assert_eq!(one.games, 30);
    }

    #[test]
    fn a_game_is_played_to_its_end() {
        for index in 0..10 {
            for kind in [StrategyKind::Random, StrategyKind::Greedy] {
                let o = play_one(Setup::solitairex(kind, 11), index);
                assert!(o.score <= 48);
                assert!(o.reshuffles <= 2);
                assert!(
                    o.won || o.reshuffles == 2,
                    "a lost game used every deal: {o:?}"
                );
                assert_eq!(
                    o,
                    play_one(Setup::solitairex(kind, 11), index),
                    "reproducible"
                );
            }
        }
    }

    #[test]
    fn different_seeds_play_different_deals() {
        let a = play_one(Setup::solitairex(StrategyKind::Random, 1), 0);
        let b = play_one(Setup::solitairex(StrategyKind::Random, 2), 0);
        assert_ne!(a.deal, b.deal);
    }

    #[test]
    fn chinese_puzzle_games_are_played_to_their_end() {
        for kind in [
            StrategyKind::Random,
            StrategyKind::Greedy,
            StrategyKind::Hint,
        ] {
            let setup = Setup {
                variant: GapsVariant::ChinesePuzzle,
                kind,
                seed: 5,
                nodes: 2_000,
            };
            for index in 0..2 {
                let o = play_one(setup, index);
                assert!((8..=104).contains(&o.score), "{kind:?}: {o:?}");
                assert!(o.won || o.reshuffles == 2, "{kind:?}: {o:?}");
            }
        }
    }

    #[test]
    fn the_hint_strategy_finishes_a_solitairex_game() {
        let setup = Setup {
            nodes: 2_000,
            ..Setup::solitairex(StrategyKind::Hint, 4)
        };
        let o = play_one(setup, 0);
        assert!(o.score <= 48 && (o.won || o.reshuffles == 2), "{o:?}");
        assert_eq!(o, play_one(setup, 0), "reproducible");
    }

    #[test]
    fn greedy_beats_random_on_200_games() {
        let random: Summary = simulate(Setup::solitairex(StrategyKind::Random, 7), 200, 2);
        let greedy: Summary = simulate(Setup::solitairex(StrategyKind::Greedy, 7), 200, 2);
        assert_eq!(random.games, 200);
        assert!(
            greedy.mean_score() > random.mean_score() + 2.0,
            "greedy {} vs random {}",
            greedy.mean_score(),
            random.mean_score()
        );
        assert!(greedy.won >= random.won);
    }

    #[test]
    fn hint_beats_greedy_on_100_games() {
        // A small budget keeps the debug-build test quick; the hint still wins far more often.
        let hint = Setup {
            nodes: 100,
            ..Setup::solitairex(StrategyKind::Hint, 7)
        };
        let hint: Summary = simulate(hint, 100, 2);
        let greedy: Summary = simulate(Setup::solitairex(StrategyKind::Greedy, 7), 100, 2);
        assert!(
            hint.won > greedy.won + 5 && hint.mean_score() > greedy.mean_score() + 3.0,
            "hint {} won, {} mean; greedy {} won, {} mean",
            hint.won,
            hint.mean_score(),
            greedy.won,
            greedy.mean_score()
        );
    }
}
