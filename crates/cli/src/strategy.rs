//! Computer strategies for the Gaps games (SolitaireX, Chinese Puzzle, Montana), used by
//! `simulate`.
//!
//! Gaps hides nothing from the player, so a strategy may look at the whole rule state
//! (`Gaps`); it still only ever plays actions from `legal_actions()`.

use clap::ValueEnum;
use quadrille_engine::cards::Card;
use quadrille_engine::cards::KING;
use quadrille_engine::gaps::solver::{solve, Budget, Verdict};
use quadrille_engine::gaps::{GapKind, Gaps, GapsAction, Slot};
use quadrille_engine::Game;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashSet, VecDeque};
use std::hash::{Hash, Hasher};

/// The hint strategy's node budget per search when none is given.
pub const DEFAULT_HINT_NODES: u64 = 20_000;

/// A computer strategy for the Gaps games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StrategyKind {
    /// Any legal move; reshuffle only when stuck.
    Random,
    /// Place a card when possible, otherwise the move a simple heuristic likes best (avoid
    /// dead gaps, free column 0); reshuffle only when stuck.
    Greedy,
    /// The solver's preferred move: search once with a node budget, follow a winning line
    /// while one is known, otherwise play the hint and search again; reshuffle only when stuck.
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

/// A strategy with its memory: the positions met in the current deal (greedy and hint never
/// go back to one, so they cannot go round in circles, which the two identical copies of a
/// Chinese Puzzle card would otherwise allow), and for the hint strategy the winning line it
/// found, so that it searches again only when no winning line is known.
#[derive(Debug, Clone)]
pub struct Player {
    kind: StrategyKind,
    /// The hint strategy's node budget per search.
    nodes: u64,
    /// The rest of a winning line found earlier (hint strategy).
    plan: VecDeque<(Slot, Slot)>,
    /// Hashes of the boards met since the current deal began, and which deal that is.
    seen: HashSet<u64>,
    deal: u8,
    /// Searches made so far.
    pub searches: u64,
}

fn board_hash(board: &[Option<Card>]) -> u64 {
    let mut h = DefaultHasher::new();
    board.hash(&mut h);
    h.finish()
}

/// The hash of the board after moving the card at `from` to `to`.
fn hash_after(game: &Gaps, (from, to): (Slot, Slot)) -> u64 {
    let cols = game.spec().columns as usize;
    let index = |s: Slot| s.row as usize * cols + s.col as usize;
    let mut board = game.board().to_vec();
    board.swap(index(from), index(to));
    board_hash(&board)
}

impl Player {
    pub fn new(kind: StrategyKind, nodes: u64) -> Player {
        Player {
            kind,
            nodes,
            plan: VecDeque::new(),
            seen: HashSet::new(),
            deal: 0,
            searches: 0,
        }
    }

    /// Chooses the next action; `None` when the game is over, or when greedy or hint finds
    /// that every move leads back to a position of this deal and no redeal is left (it gives
    /// up; the game then counts as lost with its score).
    pub fn next(&mut self, game: &Gaps, rng: &mut ChaCha8Rng) -> Option<GapsAction> {
        if self.kind == StrategyKind::Random || game.in_ace_phase() {
            return choose(self.kind, game, rng);
        }
        if game.deals_used() != self.deal {
            self.deal = game.deals_used();
            self.seen.clear();
            self.plan.clear();
        }
        self.seen.insert(board_hash(game.board()));
        let moves = game.moves();
        if moves.is_empty() {
            return choose(StrategyKind::Greedy, game, rng);
        }
        let fresh: Vec<(Slot, Slot)> = moves
            .iter()
            .copied()
            .filter(|&m| !self.seen.contains(&hash_after(game, m)))
            .collect();
        if fresh.is_empty() {
            // Going round in circles: redeal at will if a redeal remains, else give up.
            self.plan.clear();
            return (game.deals_left() > 0).then_some(GapsAction::Reshuffle);
        }
        let action = |(from, to): (Slot, Slot)| Some(GapsAction::Move { from, to });
        if self.kind == StrategyKind::Greedy {
            return action(greedy_choice(game, &fresh, rng));
        }
        if let Some(planned) = self.plan.pop_front() {
            if fresh.contains(&planned) {
                return action(planned);
            }
            self.plan.clear();
        }
        let solution = solve(game, Budget::nodes(self.nodes));
        self.searches += 1;
        if solution.verdict == Verdict::Winnable {
            self.plan = solution.line.into_iter().collect();
            let first = self.plan.pop_front().expect("a winning line has a move");
            if fresh.contains(&first) {
                return action(first);
            }
            self.plan.clear();
        }
        match solution.hint {
            // The search found a line that places more cards: play its first move.
            Some(m) if solution.best_score > game.score() && fresh.contains(&m) => action(m),
            // No line places another card within the budget: the search has no preference,
            // so fall back on the greedy heuristic.
            _ => action(greedy_choice(game, &fresh, rng)),
        }
    }
}

/// The greedy strategy's pick among `moves`: the best value, ties broken at random.
fn greedy_choice(game: &Gaps, moves: &[(Slot, Slot)], rng: &mut ChaCha8Rng) -> (Slot, Slot) {
    let scored: Vec<(i32, (Slot, Slot))> =
        moves.iter().map(|&m| (greedy_value(game, m), m)).collect();
    let best = scored.iter().map(|&(v, _)| v).max().expect("moves");
    let ties: Vec<(Slot, Slot)> = scored
        .into_iter()
        .filter(|&(v, _)| v == best)
        .map(|(_, m)| m)
        .collect();
    ties[rng.random_range(0..ties.len())]
}

/// Chooses the next action of a memoryless strategy; `None` when the game is over. Greedy
/// here may go round in circles in Chinese Puzzle, and the hint strategy searches afresh
/// (with the default budget) on every call; `Player` remembers and avoids both.
pub fn choose(kind: StrategyKind, game: &Gaps, rng: &mut ChaCha8Rng) -> Option<GapsAction> {
    if game.in_ace_phase() {
        // Chinese Puzzle: every strategy places the aces with the engine's control.
        return Some(GapsAction::PlaceAces);
    }
    let moves = game.moves();
    if moves.is_empty() {
        // Stuck: reshuffle if allowed, otherwise the game is over.
        return game
            .legal_actions()
            .contains(&GapsAction::Reshuffle)
            .then_some(GapsAction::Reshuffle);
    }
    let (from, to) = match kind {
        StrategyKind::Random => moves[rng.random_range(0..moves.len())],
        StrategyKind::Hint => {
            return Player::new(kind, DEFAULT_HINT_NODES).next(game, rng);
        }
        StrategyKind::Greedy => greedy_choice(game, &moves, rng),
    };
    Some(GapsAction::Move { from, to })
}

/// How much the greedy strategy likes moving the card at `from` into the gap at `to`.
///
/// - placing a card (extending a row's run) beats everything, and more so when the cards
///   already lying after the gap follow on and become placed too (this chooses the row for a 2
///   with several column-0 gaps);
/// - then the gap the card leaves behind matters most: a gap after a King is dead (bad), a gap
///   in column 0 can take a 2 (good), a gap right after a run sets up the next placement (good);
/// - moving a King out of the slot before a dead gap revives that gap (good), while moving a
///   King in front of a gap kills it (bad).
pub fn greedy_value(game: &Gaps, (from, to): (Slot, Slot)) -> i32 {
    let card = game.at(from).expect("a move starts at a card");
    let mut value = 0;
    if to.col as usize == game.run_length(to.row) {
        value += 100;
        // Cards after the gap that already follow on are placed by the same move.
        let mut next = card.successor();
        let mut col = to.col + 1;
        while next.is_some() && col < game.spec().columns {
            let slot = Slot::new(to.row, col);
            if slot == from || game.at(slot) != next {
                break;
            }
            value += 100;
            next = next.and_then(|c| c.successor());
            col += 1;
        }
    }
    // The gap left at `from`.
    if from.col == 0 {
        value += 6;
    } else {
        let left = Slot::new(from.row, from.col - 1);
        match game.at(left) {
            Some(c) if c.rank == KING => value -= 20,
            Some(_) if from.col as usize == game.run_length(from.row) => value += 8,
            Some(_) => value += 1,
            None => value -= 2,
        }
    }
    // The slot right of `from`: a dead gap behind a King comes back to life when it leaves.
    let right_of_from = Slot::new(from.row, from.col + 1);
    if card.rank == KING && game.gap_kind(right_of_from) == Some(GapKind::Dead) {
        value += 10;
    }
    // The slot right of `to`: a blocked gap there opens, unless a King arrives and kills it.
    let right_of_to = Slot::new(to.row, to.col + 1);
    if game.gap_kind(right_of_to) == Some(GapKind::Blocked) && right_of_to != from {
        value += if card.rank == KING { -15 } else { 3 };
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::gaps::GapsVariant;

    fn board(rows: [&str; 4]) -> Gaps {
        let cells = rows
            .iter()
            .flat_map(|r| r.split_whitespace())
            .map(|t| (t != "__").then(|| t.parse().unwrap()))
            .collect();
        Gaps::from_board(GapsVariant::SolitaireX, 1, cells, 1)
    }

    #[test]
    fn greedy_places_a_card_when_it_can() {
        // The 5♥ can follow the 4♥ (placing it) or, here, nothing else: the 10♦ after the 9♦
        // places nothing. Greedy must take the 5♥.
        let game = board([
            "2♥ 3♥ 4♥ __ 9♦ __ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥",
            "K♥ 5♥ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣",
            "K♣ __ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 10♦ J♦ Q♦ K♦",
            "K♠ __ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠",
        ]);
        let mut rng = rand::SeedableRng::seed_from_u64(0);
        assert_eq!(game.moves().len(), 2);
        for _ in 0..20 {
            assert_eq!(
                choose(StrategyKind::Greedy, &game, &mut rng),
                Some(GapsAction::Move {
                    from: Slot::new(1, 1),
                    to: Slot::new(0, 3)
                })
            );
        }
    }

    #[test]
    fn greedy_puts_a_2_where_its_suit_already_follows() {
        // Column-0 gaps in rows 0 and 1; the 3♠ … K♠ already wait in row 0.
        let game = board([
            "__ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ 2♠",
            "__ 4♥ 3♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ 2♥",
            "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ __ 2♣",
            "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ __ 2♦",
        ]);
        let mut rng = rand::SeedableRng::seed_from_u64(0);
        let mut game = game;
        let action = choose(StrategyKind::Greedy, &game, &mut rng).unwrap();
        assert_eq!(
            action,
            GapsAction::Move {
                from: Slot::new(0, 12),
                to: Slot::new(0, 0)
            }
        );
        game.apply(&action).unwrap();
        assert_eq!(game.score(), 12);
    }

    #[test]
    fn greedy_avoids_leaving_a_gap_after_a_king() {
        // Two moves, neither places: the 8♣ would leave a dead gap after the K♥, the J♦ leaves
        // a gap in column 0 (where any 2 may go). Greedy prefers the J♦.
        let game = board([
            "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ 8♣ 2♥",
            "3♣ 4♣ 5♣ 6♣ 7♣ __ 9♣ 10♣ J♣ Q♣ K♣ __ 2♣",
            "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ __ Q♦ K♦ 2♦ 4♠",
            "J♦ 3♠ 9♠ 5♠ 6♠ 7♠ 8♠ 10♠ J♠ Q♠ K♠ __ 2♠",
        ]);
        let mut rng = rand::SeedableRng::seed_from_u64(0);
        let choice = choose(StrategyKind::Greedy, &game, &mut rng).unwrap();
        let GapsAction::Move { from, .. } = choice else {
            panic!("{choice:?}")
        };
        assert_eq!(game.at(from), Some("J♦".parse().unwrap()));
    }

    #[test]
    fn strategies_reshuffle_only_when_stuck_and_stop_when_lost() {
        let rows = [
            "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ __ 2♣",
            "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ __ 2♦",
            "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ __ 2♥",
            "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ __ 2♠",
        ];
        let stuck = board(rows);
        let mut rng = rand::SeedableRng::seed_from_u64(0);
        for kind in [StrategyKind::Random, StrategyKind::Greedy] {
            assert_eq!(choose(kind, &stuck, &mut rng), Some(GapsAction::Reshuffle));
            let fresh = Gaps::new(
                &quadrille_engine::gaps::GapsRules::standard(GapsVariant::SolitaireX),
                42,
            );
            let action = choose(kind, &fresh, &mut rng).unwrap();
            assert!(
                matches!(action, GapsAction::Move { .. }),
                "no reshuffle at will"
            );
            assert!(fresh.legal_actions().contains(&action));
        }
        let cells = stuck.board().to_vec();
        let lost = Gaps::from_board(GapsVariant::SolitaireX, 1, cells, 3);
        assert_eq!(choose(StrategyKind::Greedy, &lost, &mut rng), None);
    }

    #[test]
    fn greedy_never_goes_back_to_a_position_of_the_same_deal() {
        use quadrille_engine::gaps::GapsRules;
        for deal in 0..3 {
            let mut game = Gaps::new(&GapsRules::standard(GapsVariant::ChinesePuzzle), deal);
            let mut player = Player::new(StrategyKind::Greedy, 0);
            let mut rng = rand::SeedableRng::seed_from_u64(deal);
            let mut seen = std::collections::HashSet::new();
            let mut actions = 0;
            while let Some(action) = player.next(&game, &mut rng) {
                if action == GapsAction::Reshuffle {
                    seen.clear();
                }
                game.apply(&action).unwrap();
                assert!(
                    seen.insert(game.board().to_vec()) || action == GapsAction::PlaceAces,
                    "deal {deal}: a position came back"
                );
                actions += 1;
                assert!(actions < 20_000, "deal {deal} does not end");
            }
            assert!(game.score() >= 8);
        }
    }
}
