//! The published methods our FourSide players are measured against (`quadrille-cli match`):
//! the information-set search (`crate::ismcts`) on dealt opponent hands, and a two-ply
//! expectimax — each of our moves scored, less the opponent's best reply averaged over
//! opponent hands drawn at random. Neither is offered in the app.
//!
//! What a player cannot see is the opponent's five tiles and the tiles still to be drawn; each
//! side of every such tile is uniform over the level's numbers, so a random tile is a fair
//! guess for both.

use crate::ismcts::{self, Determinize, Settings};
use quadrille_engine::deal::Deal;
use quadrille_engine::fourside::lookahead::{best_after, Frontier};
use quadrille_engine::fourside::{
    FourSide, FourSideAction, FourSideView, Placement, Tile, HAND_SIZE,
};
use rand::Rng;

/// A tile drawn as the supply draws them.
fn random_tile(view: &FourSideView, rng: &mut impl Rng) -> Tile {
    let max = view.rules.level.max_value();
    let mut side = || rng.random_range(1..=max);
    Tile::new(side(), side(), side(), side())
}

fn random_hand(view: &FourSideView, rng: &mut impl Rng) -> Vec<Tile> {
    (0..view.opponent_hand_size)
        .map(|_| random_tile(view, rng))
        .collect()
}

/// The search plays to the end of the game: a win is worth 1, a tie ½.
impl Determinize for FourSide {
    /// Nothing beyond the view: every unseen tile is uniform.
    type Facts = ();
    fn facts(_: &FourSideView) {}

    fn determinize(view: &FourSideView, _: &(), rng: &mut impl Rng) -> FourSide {
        FourSide::from_view(view, random_hand(view, rng), Deal::Number(rng.random()))
    }

    fn player(&self) -> Option<usize> {
        (!quadrille_engine::Game::is_over(self)).then_some(self.turn() as usize)
    }

    /// Random placements, played in place (the game's own rules, without a copy of the game
    /// per move).
    fn playout(&mut self, rng: &mut impl Rng) {
        self.play_out_at_random(rng);
    }

    /// Placements only: a hint tells the search nothing it does not know.
    fn search_actions(&self) -> Vec<FourSideAction> {
        self.placements()
            .into_iter()
            .map(|(p, _)| FourSideAction::Place(p))
            .collect()
    }

    fn rewards(&self) -> Vec<f64> {
        match self.winner() {
            Some(w) => (0..2).map(|p| (p == w) as u8 as f64).collect(),
            None => vec![0.5, 0.5],
        }
    }
}

/// The information-set search's placement for the seat of `view`.
pub fn ismcts_placement(
    view: &FourSideView,
    settings: Settings,
    rng: &mut impl Rng,
) -> Option<Placement> {
    match ismcts::choose::<FourSide>(view, settings, rng)? {
        FourSideAction::Place(p) => Some(p),
        FourSideAction::Hint => None,
    }
}

/// Two-ply expectimax: every placement's score less the opponent's best reply on the board it
/// leaves, averaged over `samples` opponent hands (the same hands for every placement). An
/// opponent who cannot place scores nothing.
pub fn expectimax_placement(
    view: &FourSideView,
    samples: usize,
    rng: &mut impl Rng,
) -> Option<Placement> {
    let hands: Vec<Vec<Tile>> = (0..samples.max(1))
        .map(|_| (0..HAND_SIZE).map(|_| random_tile(view, rng)).collect())
        .collect();
    // Each hand's best reply square by square, worked out once (see `lookahead`).
    let frontier = Frontier::new(&view.board);
    let bests: Vec<_> = hands
        .iter()
        .map(|hand| frontier.bests(&view.board, hand))
        .collect();
    let mut after = view.board.clone();
    let mut best: Option<(f64, Placement)> = None;
    for option in &view.placements {
        let p = option.placement;
        after.put(view.hand[p.hand as usize].rotated(p.rotation), p.row, p.col);
        let replies: f64 = hands
            .iter()
            .zip(&bests)
            .map(|(hand, bests)| {
                best_after(&frontier, &after, &[(p.row, p.col)], hand, |k| bests[k])
                    .map_or(0, |fit| fit.score) as f64
            })
            .sum();
        after.clear(p.row, p.col);
        let value = option.score as f64 - replies / hands.len() as f64;
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, p));
        }
    }
    best.map(|(_, p)| p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::fourside::{FourSideRules, Level};
    use quadrille_engine::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Both anchors play whole games of legal moves, and a dealt position keeps everything the
    /// seat sees.
    #[test]
    fn anchors_play_legal_games_and_determinizations_keep_the_view() {
        let rules = FourSideRules {
            level: Level::Advanced,
            size: 7,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut game = FourSide::new(&rules, Deal::Number(4));
        while !game.is_over() {
            let seat = game.turn();
            let view = game.view(seat);
            let dealt = FourSide::determinize(&view, &(), &mut rng);
            assert_eq!(dealt.view(seat).board, view.board);
            assert_eq!(dealt.view(seat).hand, view.hand);
            assert_eq!(dealt.view(seat).placements, view.placements);
            assert_eq!(dealt.hand(seat ^ 1).len(), view.opponent_hand_size as usize);
            let p = if seat == 0 {
                ismcts_placement(&view, Settings::iterations(30), &mut rng)
            } else {
                expectimax_placement(&view, 4, &mut rng)
            }
            .expect("the seat to move places a tile");
            assert!(view.placements.iter().any(|o| o.placement == p));
            game.apply(&FourSideAction::Place(p)).unwrap();
        }
    }

    /// A search's random playout keeps the rules: it only adds tiles, every tile matches all
    /// its neighbours, totals stay at or above zero, and it stops only on a full board or when
    /// neither hand fits anywhere.
    #[test]
    fn random_playouts_end_where_the_rules_end_a_game() {
        let mut rng = ChaCha8Rng::seed_from_u64(21);
        for deal in 0..12u64 {
            let rules = FourSideRules {
                level: Level::ALL[deal as usize % 4],
                size: [7, 9, 11][deal as usize % 3],
            };
            let mut game = FourSide::new(&rules, deal.into());
            for _ in 0..(deal * 4) {
                if game.is_over() {
                    break;
                }
                let moves = game.placements();
                let (p, _) = moves[rng.random_range(0..moves.len())];
                game.apply(&FourSideAction::Place(p)).unwrap();
            }
            if game.is_over() {
                continue;
            }
            let mut played = FourSide::determinize(&game.view(game.turn()), &(), &mut rng);
            played.playout(&mut rng);
            assert!(played.is_over(), "deal {deal}");
            let (before, after) = (game.board(), played.board());
            for row in 0..rules.size {
                for col in 0..rules.size {
                    if let Some(tile) = before.at(row, col) {
                        assert_eq!(after.at(row, col), Some(tile), "tiles stay");
                    }
                    let Some(tile) = after.at(row, col) else {
                        continue;
                    };
                    let mut empty = after.clone();
                    empty.clear(row, col);
                    let alone = (0..4u8).all(|r| empty.fits(tile.rotated(r), row, col).is_none());
                    let centre = rules.size / 2;
                    assert!(
                        empty.fits(tile, row, col).is_some()
                            || (alone && (row, col) == (centre, centre)),
                        "deal {deal}: the tile at {row},{col} does not match its neighbours"
                    );
                }
            }
            assert!(played.scores().iter().all(|&s| s >= 0));
            assert!(
                after.is_full()
                    || (!after.can_place_any(played.hand(0))
                        && !after.can_place_any(played.hand(1))),
                "deal {deal}: a player could still place"
            );
        }
    }

    /// The expectimax written the plain way: every reply listed on a copy of the board.
    fn expectimax_by_listing(view: &FourSideView, samples: usize, rng: &mut impl Rng) -> Placement {
        let hands: Vec<Vec<Tile>> = (0..samples)
            .map(|_| (0..5).map(|_| random_tile(view, rng)).collect())
            .collect();
        let mut best: Option<(f64, Placement)> = None;
        for option in &view.placements {
            let p = option.placement;
            let mut after = view.board.clone();
            after.put(view.hand[p.hand as usize].rotated(p.rotation), p.row, p.col);
            let replies: f64 = hands
                .iter()
                .map(|hand| {
                    let best = after.placements(hand).iter().map(|&(_, s)| s).max();
                    best.unwrap_or(0) as f64
                })
                .sum();
            let value = option.score as f64 - replies / hands.len() as f64;
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, p));
            }
        }
        best.unwrap().1
    }

    /// The anchor's quicker look at replies changes none of its choices.
    #[test]
    fn expectimax_chooses_what_listing_every_reply_chooses() {
        let rules = FourSideRules {
            level: Level::Intermediate,
            size: 9,
        };
        for deal in 0..4u64 {
            let mut game = FourSide::new(&rules, deal.into());
            let mut rng = ChaCha8Rng::seed_from_u64(deal);
            while !game.is_over() {
                let view = game.view(game.turn());
                let seed = rng.random();
                let quick = expectimax_placement(&view, 6, &mut ChaCha8Rng::seed_from_u64(seed));
                let plain = expectimax_by_listing(&view, 6, &mut ChaCha8Rng::seed_from_u64(seed));
                assert_eq!(quick, Some(plain), "deal {deal}");
                game.apply(&FourSideAction::Place(plain)).unwrap();
            }
        }
    }

    /// Where the moves' scores spread widely, expectimax never picks the lowest (no reply can
    /// make up for it on an opening board).
    #[test]
    fn expectimax_never_takes_the_worst_of_widely_spread_moves() {
        let rules = FourSideRules {
            level: Level::Expert,
            size: 9,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let mut checked = 0;
        for deal in 1..40u64 {
            let game = FourSide::new(&rules, deal.into());
            let view = game.view(game.turn());
            let top = view.placements.iter().map(|o| o.score).max().unwrap();
            let low = view.placements.iter().map(|o| o.score).min().unwrap();
            if top - low < 15 {
                continue;
            }
            let p = expectimax_placement(&view, 16, &mut rng).unwrap();
            let score = view
                .placements
                .iter()
                .find(|o| o.placement == p)
                .unwrap()
                .score;
            assert!(score > low, "deal {deal}: expectimax took the worst move");
            checked += 1;
        }
        assert!(checked >= 3, "only {checked} deals had widely spread moves");
    }
}
