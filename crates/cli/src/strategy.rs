//! Computer strategies for SolitaireX, used by `simulate`.
//!
//! SolitaireX hides nothing from the player, so a strategy may look at the whole rule state
//! (`Gaps`); it still only ever plays actions from `legal_actions()`.

use crate::args::StrategyKind;
use quadrille_engine::cards::KING;
use quadrille_engine::gaps::{GapKind, Gaps, GapsAction, Slot};
use quadrille_engine::Game;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Chooses the next action; `None` when the game is over.
pub fn choose(kind: StrategyKind, game: &Gaps, rng: &mut ChaCha8Rng) -> Option<GapsAction> {
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
        StrategyKind::Greedy => {
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
    use crate::simulate::{simulate, Summary};
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
    fn greedy_beats_random_on_200_games() {
        let random: Summary = simulate(200, StrategyKind::Random, 7, 2);
        let greedy: Summary = simulate(200, StrategyKind::Greedy, 7, 2);
        assert_eq!(random.games, 200);
        assert!(
            greedy.mean_score() > random.mean_score() + 2.0,
            "greedy {} vs random {}",
            greedy.mean_score(),
            random.mean_score()
        );
        assert!(greedy.won >= random.won);
    }
}
