//! The loss bound (`bounds.rs`), the safe placing moves (`Search::safe_placing`), the
//! column-0 classes and open rows (`montana/`), the hunts and the beam (`beam.rs`) checked
//! against searches without them and against brute force, for SolitaireX, the Montana rule
//! and Chinese Puzzle.

use crate::cards::{Card, Suit};
use crate::deal;
use crate::game::Game;
use crate::gaps::solver::montana::hunts::{hunt_then_search, whole_rule_after_switch_hunt, HandOn};
use crate::gaps::solver::search::search_once;
use crate::gaps::solver::{
    solve_with, Budget, Solution, SolveOptions, TwosKeys, Verdict, DEFAULT_TABLE_BYTES,
};
use crate::gaps::*;
use std::collections::HashSet;

/// A position whose rows keep a placed prefix of `keep_min..keep_min + 4` cards, the other
/// cards and the gaps scattered over the remaining slots.
fn small_position(variant: GapsVariant, seed: u64, keep_min: usize) -> Gaps {
    small_position_with(variant, seed, keep_min, false)
}

/// `small_position`, and with `lift_twos` about half the rows' 2s (and up to two cards after
/// them) scattered with the other cards, the rest of those rows' prefixes staying where they
/// are (one-deck Gaps under the Montana rule: the column-0 classes, and the fills that set
/// every row's 2).
fn small_position_with(variant: GapsVariant, seed: u64, keep_min: usize, lift_twos: bool) -> Gaps {
    let mut rng = deal::stream(seed, 77);
    let spec = variant.spec();
    let (rows, cols) = (spec.rows as usize, spec.columns as usize);
    let first = spec.first_rank;
    let mut board: Vec<Option<Card>> = vec![None; spec.slots()];
    let (mut loose, mut free) = (Vec::new(), Vec::new());
    // With `lift_twos` the suits take the rows in another order than Suit::ALL's, which the
    // search must not lean on.
    let turn = if lift_twos { rng.below(4) as usize } else { 0 };
    for row in 0..rows {
        let suit = Suit::ALL[(row + turn) % 4];
        let keep = keep_min + rng.below(4) as usize;
        // With `lift_twos`, half the rows lose their first one to three placed cards.
        let lift = if lift_twos && rng.below(2) == 0 {
            1 + rng.below(3) as usize
        } else {
            0
        };
        for col in 0..cols {
            let rank = first + col as u8;
            let card = (rank <= 13).then(|| Card::new(rank, suit));
            if col < keep && col >= lift {
                board[row * cols + col] = card;
            } else {
                loose.push(card);
                free.push(row * cols + col);
            }
        }
    }
    rng.shuffle(&mut loose);
    for (slot, card) in free.into_iter().zip(loose) {
        board[slot] = card;
    }
    Gaps::from_board(variant, seed, board, 1)
}

/// Every legal move of `board` under the Montana rule (a 2 heading a row may also move to
/// another column-0 gap), written out independently of the solver.
fn montana_moves(game: &Gaps) -> Vec<(Slot, Slot)> {
    let mut moves = game.moves();
    let cols = game.spec().columns;
    let b = game.board();
    for from_row in 0..game.spec().rows {
        let Some(card) = b[(from_row * cols) as usize] else {
            continue;
        };
        if card.rank != 2 {
            continue;
        }
        for to_row in 0..game.spec().rows {
            if b[(to_row * cols) as usize].is_none() {
                moves.push((Slot::new(from_row, 0), Slot::new(to_row, 0)));
            }
        }
    }
    moves
}

fn won(game: &Gaps) -> bool {
    game.score() == game.max_score()
}

/// Plain exhaustive search over whole boards; `montana` adds the movable-2 moves (played by
/// rebuilding the board, which the engine's rules refuse).
fn brute_force(game: &Gaps, montana: bool, seen: &mut HashSet<Vec<Option<Card>>>) -> bool {
    if won(game) {
        return true;
    }
    if !seen.insert(game.board().to_vec()) {
        return false;
    }
    let moves = if montana {
        montana_moves(game)
    } else {
        game.moves()
    };
    moves
        .into_iter()
        .any(|m| brute_force(&play(game, m), montana, seen))
}

fn play(game: &Gaps, (from, to): (Slot, Slot)) -> Gaps {
    let cols = game.spec().columns as usize;
    let mut board = game.board().to_vec();
    let (f, t) = (
        from.row as usize * cols + from.col as usize,
        to.row as usize * cols + to.col as usize,
    );
    board[t] = board[f].take();
    Gaps::from_board_with(*game.rules(), game.deal_number(), board, game.deals_used())
}

/// Plays `line` (checking each move against the rules) and says whether it wins.
pub(super) fn line_wins(game: &Gaps, line: &[(Slot, Slot)], montana: bool) -> bool {
    let mut game = game.clone();
    for &m in line {
        let legal = if montana {
            montana_moves(&game)
        } else {
            game.moves()
        };
        if !legal.contains(&m) {
            return false;
        }
        game = play(&game, m);
    }
    won(&game)
}

/// Every way the solver can be set up: plain depth-first (with the loss bound, the safe
/// placing moves and, under the Montana rule, the column-0 classes, as by default), without
/// the bound, without the safe moves, without the classes, with every order of a full
/// column 0 searched apart, and with a beam first.
fn setups(montana: bool) -> [(&'static str, SolveOptions<'static>); 6] {
    let plain = SolveOptions::new(Budget::nodes(2_000_000))
        .movable_twos(montana)
        .beam(0);
    [
        ("plain", plain),
        ("unbounded", plain.bounds(false)),
        ("every move", plain.safe_moves(false)),
        ("boards", plain.twos_keys(TwosKeys::Boards)),
        ("orders", plain.twos_keys(TwosKeys::Classes)),
        ("beam", plain.beam(8)),
    ]
}

fn check_small_positions(variant: GapsVariant, montana: bool, keep_min: usize, seeds: u64) {
    check_positions(variant, montana, seeds, |seed| {
        small_position(variant, seed, keep_min)
    });
}

/// Each position of `position(seed)` for `seeds` seeds searched in every setup, and under the
/// Montana rule also by the whole rule alone (no hunt first), against brute force.
fn check_positions(
    variant: GapsVariant,
    montana: bool,
    seeds: u64,
    position: impl Fn(u64) -> Gaps,
) {
    let (mut yes, mut no) = (0, 0);
    for seed in 0..seeds {
        let game = position(seed);
        let truth = brute_force(&game, montana, &mut HashSet::new());
        let searches = setups(montana).into_iter().flat_map(|(name, options)| {
            let whole_rule = montana.then_some((name, options, true));
            [(name, options, false)].into_iter().chain(whole_rule)
        });
        for (name, options, whole_rule) in searches {
            let solution = if whole_rule {
                search_once(&game, &options)
            } else {
                solve_with(&game, &options)
            };
            let name = format!("{name}{}", if whole_rule { " (whole rule)" } else { "" });
            assert_ne!(
                solution.verdict,
                Verdict::Unknown,
                "{variant:?} {name} seed {seed}"
            );
            assert_eq!(
                solution.verdict == Verdict::Winnable,
                truth,
                "{variant:?} {name} montana {montana} seed {seed}"
            );
            if truth {
                assert!(
                    line_wins(&game, &solution.line, montana),
                    "{name} seed {seed}"
                );
            }
        }
        if truth {
            yes += 1;
        } else {
            no += 1;
        }
    }
    assert!(yes > 0 && no > 0, "{variant:?}: {yes} winnable, {no} not");
}

#[test]
fn every_setup_agrees_with_brute_force_on_small_solitairex_positions() {
    check_small_positions(GapsVariant::SolitaireX, false, 6, 80);
}

#[test]
fn every_setup_agrees_with_brute_force_under_the_montana_rule() {
    check_small_positions(GapsVariant::SolitaireX, true, 7, 60);
}

/// Rows whose 2 is scattered: the search by the whole rule goes through the column-0 classes
/// and the fills of a full column 0 (open rows), and must agree with brute force.
#[test]
fn every_setup_agrees_with_brute_force_with_2s_away_from_column_0() {
    // The brute force recurses once a move along its lines.
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(|| {
            check_positions(GapsVariant::SolitaireX, true, 60, |seed| {
                small_position_with(GapsVariant::SolitaireX, seed, 9, true)
            })
        })
        .expect("a thread")
        .join()
        .expect("the check");
}

/// The positions a switch hunt marks lost (`Search::marks_lost`), handed on to the whole-rule
/// search, on small Montana positions with 2s away from column 0: where the hunt searched all
/// it could without a win, the whole-rule search after it gives the verdict of one afresh
/// (itself checked against brute force above), wins with lines that replay the positions
/// whose wins all need a switch, and proves the losses in fewer positions. The test fails
/// when the hunt also marks positions where it left a switch out (checked).
#[test]
fn positions_the_switch_hunt_marks_lost_are_lost() {
    let options = SolveOptions::new(Budget::nodes(300_000))
        .movable_twos(true)
        .beam(0);
    let (mut switched_wins, mut proofs, mut shrunk) = (0, 0, 0);
    for keep in 8..=10 {
        for seed in 0..300 {
            let game = small_position_with(GapsVariant::SolitaireX, seed, keep, true);
            let Some(after) = whole_rule_after_switch_hunt(&game, &options) else {
                continue;
            };
            let afresh = search_once(&game, &options);
            let at = format!("keep {keep} seed {seed}");
            assert_eq!(after.verdict, afresh.verdict, "{at}");
            match after.verdict {
                Verdict::Winnable => {
                    assert!(line_wins(&game, &after.line, true), "{at}");
                    switched_wins += 1;
                }
                Verdict::Unwinnable => {
                    proofs += 1;
                    assert!(after.nodes <= afresh.nodes, "{at}");
                    shrunk += (after.nodes < afresh.nodes) as u32;
                }
                Verdict::Unknown => {}
            }
        }
    }
    assert!(
        switched_wins >= 4 && proofs >= 100 && shrunk >= 50,
        "{switched_wins} wins needing a switch, {proofs} proofs, {shrunk} shrunk"
    );
}

#[test]
fn every_setup_agrees_with_brute_force_on_small_chinese_puzzle_positions() {
    check_small_positions(GapsVariant::ChinesePuzzle, false, 9, 60);
}

/// What `compare_on_deals` found: the deals won, and the positions of each loss proved, by
/// the first search and by the second.
struct Compared {
    wins: usize,
    proofs: Vec<(u64, u64)>,
}

/// Whole SolitaireX deals searched two ways, which must agree wherever both decide: the same
/// verdicts, and winning lines of the first that replay. The deals are the first 16 (mostly
/// wins) and three losses that take a real proof (about 63,000, 12,700 and 2,900 positions
/// under the Montana rule by class, the hunts for a win included).
fn compare_on_deals(first: SolveOptions, second: SolveOptions) -> Compared {
    compare_on_deals_by(solve_with, first, second)
}

/// `compare_on_deals`, each deal searched by `solve`.
fn compare_on_deals_by(
    solve: fn(&Gaps, &SolveOptions) -> Solution,
    first: SolveOptions,
    second: SolveOptions,
) -> Compared {
    let montana = first.movable_twos;
    let mut compared = Compared {
        wins: 0,
        proofs: Vec::new(),
    };
    for deal in (0..16).chain([90, 205, 259]) {
        let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
        let (a, b) = (solve(&game, &first), solve(&game, &second));
        if a.verdict == Verdict::Winnable {
            assert!(line_wins(&game, &a.line, montana), "deal {deal}");
        }
        if a.verdict == Verdict::Unknown || b.verdict == Verdict::Unknown {
            continue;
        }
        assert_eq!(a.verdict, b.verdict, "deal {deal} montana {montana}");
        if a.verdict == Verdict::Unwinnable {
            compared.proofs.push((a.nodes, b.nodes));
        } else {
            compared.wins += 1;
        }
    }
    compared
}

/// One position per column-0 class against one per board, on whole deals under the Montana
/// rule: the same verdicts, lines that replay, and fewer positions for each loss proved. The
/// whole-rule search alone: the hunts before it differ (the switch hunt is a class search).
#[test]
fn column_0_classes_never_change_a_verdict_and_shrink_loss_proofs() {
    let options = SolveOptions::new(Budget::nodes(250_000))
        .movable_twos(true)
        .beam(0);
    let Compared { wins, proofs } =
        compare_on_deals_by(search_once, options, options.twos_keys(TwosKeys::Boards));
    for &(classes, boards) in &proofs {
        assert!(
            classes <= boards,
            "{classes} positions by class, {boards} by board"
        );
    }
    let sums: (u64, u64) = proofs.iter().fold((0, 0), |s, p| (s.0 + p.0, s.1 + p.1));
    // Without the hunts the search wins fewer of these deals within the budget.
    assert!(wins >= 3 && proofs.len() >= 4, "{wins} wins, {proofs:?}");
    assert!(sums.0 < sums.1, "{sums:?}");
}

/// The safe placing moves on whole deals, under both rules: the same verdicts as a search of
/// every move, lines that replay, and fewer positions in all for the losses they prove.
#[test]
fn safe_placing_moves_never_change_a_verdict_and_shrink_loss_proofs() {
    let (mut wins, mut proofs) = (0, Vec::new());
    for montana in [false, true] {
        let options = SolveOptions::new(Budget::nodes(250_000))
            .movable_twos(montana)
            .beam(0);
        let compared = compare_on_deals(options, options.safe_moves(false));
        wins += compared.wins;
        proofs.extend(compared.proofs);
    }
    let sums: (u64, u64) = proofs.iter().fold((0, 0), |s, p| (s.0 + p.0, s.1 + p.1));
    assert!(wins >= 8 && proofs.len() >= 8, "{wins} wins, {proofs:?}");
    assert!(sums.0 < sums.1, "{sums:?}");
}

/// Open rows (the heading 2s of a full column 0 chosen late) against every order searched
/// apart, on whole deals under the Montana rule: the same verdicts, lines that replay (rebuilt
/// with the order the win ended with), and fewer positions in all for the losses proved.
#[test]
fn open_rows_never_change_a_verdict_and_shrink_loss_proofs() {
    let options = SolveOptions::new(Budget::nodes(250_000))
        .movable_twos(true)
        .beam(0);
    let Compared { wins, proofs } = compare_on_deals(options, options.twos_keys(TwosKeys::Classes));
    let sums: (u64, u64) = proofs.iter().fold((0, 0), |s, p| (s.0 + p.0, s.1 + p.1));
    assert!(wins >= 6 && proofs.len() >= 4, "{wins} wins, {proofs:?}");
    assert!(sums.0 < sums.1, "{sums:?}");
}

/// The positions the Montana hunts proved lost after column 0 filled, handed on to the next
/// search, against every search starting afresh: the same verdicts on whole deals, lines that
/// replay, and for each loss proof as many positions or fewer, and fewer for some.
///
/// Also with a table cap of 1 MiB, under which the longer hunts' tables turn compact and hand
/// on their positions by clearing the others in place (`Table::lost_only`).
#[test]
fn positions_handed_on_by_the_hunts_never_change_a_verdict_and_shrink_loss_proofs() {
    for table_bytes in [DEFAULT_TABLE_BYTES, 1 << 20] {
        let options = SolveOptions::new(Budget::nodes(250_000))
            .movable_twos(true)
            .beam(0)
            .table_bytes(table_bytes);
        compare_hand_on(&options);
    }
}

fn compare_hand_on(options: &SolveOptions) {
    let (mut proofs, mut shrunk) = (0, 0);
    for deal in (0..16).chain([90, 205, 259]) {
        let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
        let handed = hunt_then_search(&game, options, HandOn::ProvedLost);
        let afresh = hunt_then_search(&game, options, HandOn::Nothing);
        assert_eq!(handed.verdict, afresh.verdict, "deal {deal}");
        if handed.verdict == Verdict::Winnable {
            assert!(line_wins(&game, &handed.line, true), "deal {deal}");
        }
        if handed.verdict == Verdict::Unwinnable {
            proofs += 1;
            assert!(handed.nodes <= afresh.nodes, "deal {deal}");
            shrunk += (handed.nodes < afresh.nodes) as u32;
        }
    }
    assert!(
        proofs >= 3 && shrunk >= 2,
        "{proofs} proofs, {shrunk} shrunk"
    );
}

/// The switch hunt (`SolveOptions::switch_limit`) searches part of what the whole-rule class
/// search does: on deals that search proves lost, it runs out of positions without a win,
/// answers "unknown" (never "unwinnable"), and enters no more positions, fewer on some;
/// allowing one switch enters at least as many as allowing none. Its wins replay.
#[test]
fn the_switch_hunt_searches_a_part_of_the_whole_rule_and_its_wins_replay() {
    let whole = SolveOptions::new(Budget::nodes(250_000))
        .movable_twos(true)
        .beam(0);
    let limited = |n: u8| SolveOptions {
        switch_limit: Some(n),
        ..whole
    };
    let (mut proofs, mut fewer, mut wins) = (0, 0, 0);
    for deal in (0..16).chain([90, 205, 259]) {
        let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
        let all = search_once(&game, &whole);
        let none = search_once(&game, &limited(0));
        assert_ne!(none.verdict, Verdict::Unwinnable, "deal {deal}");
        if none.verdict == Verdict::Winnable {
            wins += 1;
            assert!(line_wins(&game, &none.line, true), "deal {deal}");
        }
        if all.verdict == Verdict::Unwinnable {
            proofs += 1;
            let one = search_once(&game, &limited(1));
            assert_eq!(none.verdict, Verdict::Unknown, "deal {deal}");
            assert_eq!(one.verdict, Verdict::Unknown, "deal {deal}");
            assert!(
                none.nodes <= one.nodes,
                "deal {deal}: {} {}",
                none.nodes,
                one.nodes
            );
            assert!(
                one.nodes <= all.nodes,
                "deal {deal}: {} {}",
                one.nodes,
                all.nodes
            );
            fewer += (none.nodes < all.nodes) as u32;
        }
    }
    assert!(
        proofs >= 3 && fewer >= 2 && wins >= 6,
        "{proofs} proofs, {fewer} with fewer positions, {wins} wins"
    );
}
