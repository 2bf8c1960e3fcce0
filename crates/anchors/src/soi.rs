//! Dealing the Soi cards a seat cannot see, consistently with everything it knows — what the
//! information-set search (`crate::ismcts`) plays on. The knowledge is the Impossible level's
//! (the whole record, counting cards per rank), so the search knows what our best player knows
//! and nothing more.

use crate::ismcts::Determinize;
use quadrille_engine::cards::{Card, Suit};
use quadrille_engine::soi::knowledge::{Knowledge, Place};
use quadrille_engine::soi::{set_value, Ask, Soi, SoiAction, SoiView, POINTS_PER_ROUND, SEATS};
use quadrille_engine::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// Deals tried before the exclusions are relaxed (never needed in practice: the facts come
/// from one real deal, so some deal fits them; this only bounds a draw that keeps failing).
const TRIES: usize = 64;
/// How often a playout's ask is one that succeeds in its determinization.
const HIT_CHANCE: f64 = 0.5;

/// The card's slot in the per-card tables below (0..52, suit by suit): the order the unknown
/// cards are dealt in, so a seeded search deals as it did inside the engine.
fn index(card: Card) -> usize {
    card.suit as usize * 13 + (card.rank as usize - 1)
}

fn card_at(i: usize) -> Card {
    Card::new((i % 13) as u8 + 1, Suit::ALL[i / 13])
}

/// Hands for every seat: the observer's own, the cards known to be elsewhere where they are,
/// and the unknown cards spread at random over the seats that may hold them, each seat getting
/// as many cards as it holds and at least as many of a rank as it is proven to hold.
pub fn deal_hidden(
    view: &SoiView,
    knowledge: &Knowledge,
    rng: &mut impl Rng,
) -> [Vec<Card>; SEATS] {
    for _ in 0..TRIES {
        if let Some(hands) = try_deal(view, knowledge, true, rng) {
            return hands;
        }
    }
    try_deal(view, knowledge, false, rng).expect("without exclusions every deal fits the counts")
}

fn try_deal(
    view: &SoiView,
    knowledge: &Knowledge,
    exclusions: bool,
    rng: &mut impl Rng,
) -> Option<[Vec<Card>; SEATS]> {
    let mut hands: [Vec<Card>; SEATS] = Default::default();
    let mut unknown: Vec<(usize, u8)> = Vec::new();
    for i in 0..52 {
        match knowledge.place(card_at(i)) {
            Place::Mine => hands[view.seat as usize].push(card_at(i)),
            Place::Deposited => {}
            Place::At(s) => hands[s as usize].push(card_at(i)),
            Place::Unknown { excluded } => unknown.push((i, excluded)),
        }
    }
    let mut need: [usize; SEATS] =
        std::array::from_fn(|s| (view.counts[s] as usize).saturating_sub(hands[s].len()));
    let may_hold = |excluded: u8, s: usize| {
        s != view.seat as usize && (!exclusions || excluded & (1 << s) == 0)
    };
    let mut taken = [false; 52];
    // First the cards a seat is proven to hold more of than are placed.
    if exclusions {
        for s in (0..SEATS).filter(|&s| s != view.seat as usize) {
            for rank in 1..=13u8 {
                let missing = knowledge.missing(s as u8, rank);
                if missing == 0 {
                    continue;
                }
                let mut candidates: Vec<usize> = knowledge
                    .rank_candidates(s as u8, rank)
                    .into_iter()
                    .map(index)
                    .filter(|&i| !taken[i])
                    .collect();
                if candidates.len() < missing || need[s] < missing {
                    return None;
                }
                candidates.shuffle(rng);
                for &i in &candidates[..missing] {
                    taken[i] = true;
                    hands[s].push(card_at(i));
                    need[s] -= 1;
                }
            }
        }
    }
    // Then the rest, the most constrained cards first, each to a seat that may hold it with
    // the chance of its room left.
    unknown.retain(|&(i, _)| !taken[i]);
    unknown.shuffle(rng);
    unknown.sort_by_key(|&(_, excluded)| (0..SEATS).filter(|&s| may_hold(excluded, s)).count());
    for (i, excluded) in unknown {
        let room: Vec<(usize, usize)> = (0..SEATS)
            .filter(|&s| may_hold(excluded, s) && need[s] > 0)
            .map(|s| (s, need[s]))
            .collect();
        let total: usize = room.iter().map(|&(_, n)| n).sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..total);
        let seat = room
            .iter()
            .find(|&&(_, n)| {
                let here = pick < n;
                pick = pick.saturating_sub(n);
                here
            })
            .map(|&(s, _)| s)
            .expect("pick is below the total");
        hands[seat].push(card_at(i));
        need[seat] -= 1;
    }
    // Nobody holds four of a rank: they would have been laid down.
    let four_of_a_kind = hands
        .iter()
        .any(|hand| (1..=13u8).any(|rank| hand.iter().filter(|c| c.rank == rank).count() == 4));
    (need.iter().all(|&n| n == 0) && (!exclusions || !four_of_a_kind)).then_some(hands)
}

/// The search plays a few asks past its tree; its reward is each seat's share of the round's
/// points, counting the sets still in hands as shared out by who holds them.
impl Determinize for Soi {
    /// The Impossible level's knowledge: the whole record, cards counted per rank.
    type Facts = Knowledge;
    /// Played to the round's end, the rest of a round swamps what one ask changes: at 1,000
    /// iterations the search then lost every game to Medium; cut off after 4 asks it beats
    /// Medium (docs/PERFORMANCE.md, "Against the published methods").
    const PLAYOUT_MOVES: usize = 4;
    fn facts(view: &SoiView) -> Knowledge {
        Knowledge::new(view, None, true)
    }

    fn determinize(view: &SoiView, knowledge: &Knowledge, rng: &mut impl Rng) -> Soi {
        Soi::from_view(view, deal_hidden(view, knowledge, rng))
    }

    /// The policy below for `PLAYOUT_MOVES` asks, played in place on bit sets
    /// (`Soi::play_out_round`).
    fn playout(&mut self, rng: &mut impl Rng) {
        self.play_out_round(HIT_CHANCE, Self::PLAYOUT_MOVES, rng);
    }

    fn player(&self) -> Option<usize> {
        self.to_move().seat().map(usize::from)
    }

    fn search_actions(&self) -> Vec<SoiAction> {
        self.legal_asks().into_iter().map(SoiAction::Ask).collect()
    }

    /// Half the time an ask that succeeds in this determinization, else any ask. Purely
    /// random asks almost always miss, so a random playout is a long walk whose result hardly
    /// depends on the position it started from; asks that often hit end the round the way
    /// players who remember do, and tell positions apart. (The playout sees the dealt hands:
    /// they are a guess, not the real ones.)
    fn playout_action(&self, legal: Vec<SoiAction>, rng: &mut impl Rng) -> SoiAction {
        if rng.random_bool(HIT_CHANCE) {
            let hits: Vec<&SoiAction> = legal
                .iter()
                .filter(|a| match a {
                    SoiAction::Ask(ask) => self.hand(ask.target).contains(&ask.card),
                    SoiAction::NextRound => false,
                })
                .collect();
            if !hits.is_empty() {
                return hits[rng.random_range(0..hits.len())].clone();
            }
        }
        legal[rng.random_range(0..legal.len())].clone()
    }

    fn rewards(&self) -> Vec<f64> {
        let mut points: Vec<f64> = (0..SEATS as u8)
            .map(|s| self.sets(s).iter().map(|&r| set_value(r) as f64).sum())
            .collect();
        // Cut off before the round's end: each rank still held is shared out by the squares of
        // the cards each seat holds of it (the seat with most of a rank is likeliest to make it).
        let mut held = [[0.0f64; SEATS]; 14];
        for (s, hand) in (0..SEATS as u8).map(|s| self.hand(s)).enumerate() {
            for card in hand {
                held[card.rank as usize][s] += 1.0;
            }
        }
        for (rank, held) in (1..=13u8).zip(&held[1..]) {
            let squares: f64 = held.iter().map(|h| h * h).sum();
            if squares > 0.0 {
                for (p, h) in points.iter_mut().zip(held) {
                    *p += set_value(rank) as f64 * h * h / squares;
                }
            }
        }
        points.iter().map(|p| p / POINTS_PER_ROUND as f64).collect()
    }
}

/// The view's seat, decided by the search (an ask, never a new round).
pub fn ismcts_ask(
    view: &SoiView,
    settings: crate::ismcts::Settings,
    rng: &mut impl Rng,
) -> Option<Ask> {
    match crate::ismcts::choose::<Soi>(view, settings, rng)? {
        SoiAction::Ask(ask) => Some(ask),
        SoiAction::NextRound => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::deal::Deal;
    use quadrille_engine::soi::SoiRules;
    use quadrille_engine::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Plays a few asks of a real game, then deals the hidden cards many times: every deal
    /// keeps what the seat sees and what it was shown, and never hands it a card it knows
    /// is elsewhere.
    #[test]
    fn dealt_hands_agree_with_the_view_and_the_facts() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for deal in 1..20u64 {
            let mut game = Soi::new(&SoiRules::default(), deal.into());
            for _ in 0..(deal * 3) {
                let Some(seat) = game.to_move().seat() else {
                    break;
                };
                let asks = game.view(seat).asks;
                let ask = asks[rng.random_range(0..asks.len())];
                game.apply(&SoiAction::Ask(ask)).unwrap();
            }
            let Some(seat) = game.to_move().seat() else {
                continue;
            };
            let view = game.view(seat);
            let knowledge = Knowledge::new(&view, None, true);
            for _ in 0..50 {
                let hands = deal_hidden(&view, &knowledge, &mut rng);
                assert_eq!(hands[seat as usize], view.hand);
                for (s, hand) in hands.iter().enumerate() {
                    assert_eq!(hand.len(), view.counts[s] as usize, "seat {s}");
                    for &card in hand {
                        match knowledge.place(card) {
                            Place::At(t) => assert_eq!(t as usize, s),
                            Place::Unknown { excluded } => {
                                assert_eq!(excluded & (1 << s), 0, "{card} at excluded {s}")
                            }
                            Place::Mine => assert_eq!(s, seat as usize),
                            Place::Deposited => panic!("{card} was laid down"),
                        }
                    }
                    for rank in 1..=13u8 {
                        let held = hand.iter().filter(|c| c.rank == rank).count();
                        assert!(held < 4, "seat {s} holds four of rank {rank}");
                    }
                }
                let mut real: Vec<Card> = (0..4).flat_map(|s| game.hand(s).to_vec()).collect();
                let mut dealt: Vec<Card> = hands.concat();
                dealt.sort();
                real.sort();
                assert_eq!(dealt, real, "the same cards, in other hands");
            }
        }
    }

    /// The in-place playout plays the same policy as asking `playout_action` ask by ask, for
    /// as many asks: from the same positions both give each seat the same mean reward. Played
    /// without a cut-off it ends rounds as the rules do (every card in a hand or in a set,
    /// every set a whole rank laid down once).
    #[test]
    fn the_quick_playout_plays_the_policy_by_the_rules() {
        use crate::ismcts::Determinize;
        let mut rng = ChaCha8Rng::seed_from_u64(12);
        for deal in [3u64, 8] {
            let mut game = Soi::new(&SoiRules::default(), deal.into());
            for _ in 0..(deal * 2) {
                let Some(seat) = game.to_move().seat() else {
                    break;
                };
                let asks = game.view(seat).asks;
                game.apply(&SoiAction::Ask(asks[rng.random_range(0..asks.len())]))
                    .unwrap();
            }
            let Some(seat) = game.to_move().seat() else {
                continue;
            };
            let view = game.view(seat);
            let facts = Soi::facts(&view);
            let runs = 3000;
            let (mut quick, mut plain) = ([0.0; SEATS], [0.0; SEATS]);
            for _ in 0..runs {
                let start = Soi::determinize(&view, &facts, &mut rng);
                let mut whole = start.clone();
                whole.play_out_round(HIT_CHANCE, usize::MAX, &mut rng);
                assert!(whole.round_over());
                let mut laid: Vec<u8> = (0..4).flat_map(|s| whole.sets(s).to_vec()).collect();
                let held: usize = (0..4).map(|s| whole.hand(s).len()).sum();
                assert_eq!(
                    held, 0,
                    "deal {deal}: the round ends with every card laid down"
                );
                laid.sort();
                laid.dedup();
                assert_eq!(laid.len(), 13, "deal {deal}: every rank laid down once");
                let mut a = start.clone();
                a.playout(&mut rng);
                let mut b = start;
                for _ in 0..Soi::PLAYOUT_MOVES {
                    if b.to_move().seat().is_none() {
                        break;
                    }
                    let legal = b.search_actions();
                    let action = b.playout_action(legal, &mut rng);
                    b.apply(&action).unwrap();
                }
                for (s, (q, p)) in a.rewards().iter().zip(b.rewards()).enumerate() {
                    quick[s] += q / runs as f64;
                    plain[s] += p / runs as f64;
                }
            }
            for s in 0..SEATS {
                assert!(
                    (quick[s] - plain[s]).abs() < 0.03,
                    "deal {deal} seat {s}: {quick:?} against {plain:?}"
                );
            }
        }
    }

    /// A playout cut off early scores the sets still in hands: shares of the round that add
    /// up to the whole round, the most to whoever holds the most of a rank.
    #[test]
    fn an_unfinished_round_is_shared_out_by_the_cards_held() {
        use quadrille_engine::cards::Suit::{Clubs, Diamonds, Hearts, Spades};
        let c = Card::new;
        let hands: [Vec<Card>; SEATS] = [
            vec![c(1, Spades), c(1, Hearts), c(1, Diamonds)],
            vec![c(1, Clubs)],
            vec![],
            vec![],
        ];
        let laid: Vec<u8> = (2..=13).collect();
        let points = laid.iter().map(|&r| set_value(r)).sum();
        let game = Soi::from_hands(SoiRules::default(), hands, 0)
            .with_progress([vec![], vec![], laid, vec![]], [0, 0, points, 0]);
        let rewards = game.rewards();
        assert!(
            (rewards.iter().sum::<f64>() - 1.0).abs() < 1e-9,
            "{rewards:?}"
        );
        // Nine squares to one: the ace's 25 points go 22.5 to South, 2.5 to East.
        assert!((rewards[0] - 22.5 / 109.0).abs() < 1e-9, "{rewards:?}");
        assert!((rewards[1] - 2.5 / 109.0).abs() < 1e-9, "{rewards:?}");
        assert_eq!(rewards[3], 0.0);
    }

    #[test]
    fn searching_players_finish_a_round_with_legal_asks() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut game = Soi::new(&SoiRules::default(), Deal::Number(11));
        while let Some(seat) = game.to_move().seat() {
            let view = game.view(seat);
            let ask = ismcts_ask(&view, crate::ismcts::Settings::iterations(50), &mut rng)
                .expect("the seat to move asks");
            assert!(view.asks.contains(&ask), "{ask:?} is legal");
            game.apply(&SoiAction::Ask(ask)).unwrap();
        }
        assert!(game.round_over());
    }

    #[test]
    fn the_search_takes_a_set_it_can_be_sure_of() {
        // Late in a round, only queens, twos and threes are left. South holds three queens and
        // asked East and North for the fourth in vain: it can only be West's. Asking West for
        // it lays down ten points at once and keeps the turn.
        use quadrille_engine::cards::Suit::{Clubs, Diamonds, Hearts, Spades};
        use quadrille_engine::soi::PublicEvent;
        let c = Card::new;
        let hands: [Vec<Card>; SEATS] = [
            vec![c(12, Spades), c(12, Hearts), c(12, Diamonds), c(2, Spades)],
            vec![c(3, Hearts), c(3, Diamonds)],
            vec![c(2, Diamonds), c(2, Clubs), c(3, Clubs)],
            vec![c(12, Clubs), c(2, Hearts), c(3, Spades)],
        ];
        let laid_down: Vec<u8> = vec![1, 4, 5, 6, 7, 8, 9, 10, 11, 13];
        let points = laid_down.iter().map(|&r| set_value(r)).sum();
        let asked = |target: u8| PublicEvent::Asked {
            asker: 0,
            target,
            card: c(12, Clubs),
            got: false,
        };
        let game = Soi::from_hands(SoiRules::default(), hands, 0)
            .with_progress([vec![], laid_down, vec![], vec![]], [0, points, 0, 0])
            .with_record(vec![asked(1), asked(2)]);
        let view = game.view(0);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..3 {
            let ask = ismcts_ask(&view, crate::ismcts::Settings::iterations(1000), &mut rng);
            let ask = ask.expect("South asks");
            assert_eq!((ask.target, ask.card), (3, c(12, Clubs)), "{ask:?}");
        }
    }
}
