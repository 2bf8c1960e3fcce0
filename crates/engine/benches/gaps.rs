//! Speed of the Gaps engine and its solver: `cargo bench -p quadrille-engine --bench gaps`.
//! Figures and the machine they were measured on: docs/PERFORMANCE.md.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::solver::{solve, solve_with, Budget, SolveOptions, Verdict};
use quadrille_engine::gaps::{Gaps, GapsAction, GapsPlay, GapsRules, GapsVariant};
use quadrille_engine::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn rules() -> GapsRules {
    GapsRules::standard(GapsVariant::SolitaireX)
}

/// Plays uniformly random legal moves, reshuffling only when stuck, until the game ends or
/// `limit` actions were taken. Returns the actions.
fn random_play(game: &mut Gaps, rng: &mut ChaCha8Rng, limit: usize) -> Vec<GapsAction> {
    let mut actions = Vec::new();
    while actions.len() < limit {
        let moves = game.moves();
        let action = if moves.is_empty() {
            if game.deals_left() == 0 || game.is_over() {
                break;
            }
            GapsAction::Reshuffle
        } else {
            let (from, to) = moves[rng.random_range(0..moves.len())];
            GapsAction::Move { from, to }
        };
        game.apply(&action).unwrap();
        actions.push(action);
    }
    actions
}

/// A position in the middle of the first deal of deal 42: 20 random moves in, still playing.
fn mid_game() -> (Gaps, Vec<GapsAction>) {
    let mut game = Gaps::new(&rules(), 42);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let actions = random_play(&mut game, &mut rng, 20);
    assert!(!game.moves().is_empty(), "the bench position has moves");
    (game, actions)
}

fn benches(c: &mut Criterion) {
    let (mid, mid_actions) = mid_game();

    let mut deal: DealNumber = 0;
    c.bench_function("new_deal", |b| {
        b.iter(|| {
            deal += 1;
            black_box(Gaps::new(&rules(), black_box(deal)))
        })
    });

    c.bench_function("legal_actions_mid_game", |b| {
        b.iter(|| black_box(&mid).legal_actions())
    });

    let (from, to) = mid.moves()[0];
    let one_move = GapsAction::Move { from, to };
    c.bench_function("apply_move", |b| {
        b.iter_batched_ref(
            || mid.clone(),
            |game| game.apply(black_box(&one_move)).unwrap(),
            BatchSize::SmallInput,
        )
    });

    c.bench_function("reshuffle", |b| {
        b.iter_batched_ref(
            || mid.clone(),
            |game| game.apply(black_box(&GapsAction::Reshuffle)).unwrap(),
            BatchSize::SmallInput,
        )
    });

    c.bench_function("board_view", |b| b.iter(|| black_box(&mid).view(())));

    let mut session = GapsPlay::new(rules(), 42);
    for action in &mid_actions {
        session.apply(action).unwrap();
    }
    c.bench_function("session_view", |b| b.iter(|| black_box(&session).view()));

    c.bench_function("session_undo_after_20_moves", |b| {
        b.iter_batched_ref(
            || session.clone(),
            |s| s.undo().unwrap(),
            BatchSize::SmallInput,
        )
    });

    let mut seed = 0u64;
    c.bench_function("whole_random_game", |b| {
        b.iter(|| {
            seed += 1;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = Gaps::new(&rules(), seed);
            random_play(&mut game, &mut rng, usize::MAX);
            black_box(game.score())
        })
    });
}

/// The solver on fixed positions: a SolitaireX deal it wins in a few thousand nodes, and a
/// Chinese Puzzle deal (aces placed with PlaceAces) searched to a fixed node budget.
fn solver_benches(c: &mut Criterion) {
    let sx = Gaps::new(&rules(), 6);
    let first = solve(&sx, Budget::nodes(100_000));
    assert_eq!(
        first.verdict,
        Verdict::Winnable,
        "deal 6 is won by the search"
    );
    c.bench_function("solve_solitairex_deal_6_to_a_win", |b| {
        b.iter(|| {
            let s = solve(black_box(&sx), Budget::nodes(100_000));
            assert_eq!(s.nodes, first.nodes);
            s.nodes
        })
    });

    let mut cp = Gaps::new(&GapsRules::standard(GapsVariant::ChinesePuzzle), 5);
    cp.apply(&GapsAction::PlaceAces).unwrap();
    c.bench_function("solve_chinese_puzzle_deal_5_10k_nodes", |b| {
        b.iter(|| solve(black_box(&cp), Budget::nodes(10_000)).nodes)
    });
}

/// A whole loss proof under the Montana rule, where the loss bound does most of the work
/// (about half of the positions entered are proved lost by it): the figure to watch when
/// changing the bound. Close to a second an iteration, so ten samples.
fn loss_proof_bench(c: &mut Criterion) {
    let game = Gaps::new(&rules(), 647_884_768_470_303);
    let options = SolveOptions::new(Budget::nodes(5_000_000)).movable_twos(true);
    let first = solve_with(&game, &options);
    assert_eq!(
        first.verdict,
        Verdict::Unwinnable,
        "the deal is proved lost"
    );
    let mut group = c.benchmark_group("loss_proof");
    group.sample_size(10);
    group.measurement_time(std::time::Duration::from_secs(10));
    group.bench_function("solve_montana_647884768470303_lost", |b| {
        b.iter(|| {
            let s = solve_with(black_box(&game), &options);
            assert_eq!(s.nodes, first.nodes);
            s.nodes
        })
    });
    group.finish();
}

criterion_group!(gaps, benches, solver_benches, loss_proof_bench);
criterion_main!(gaps);
