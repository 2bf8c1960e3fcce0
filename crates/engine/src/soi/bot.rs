//! Computer players. A bot's only input is a `SoiView` — its own hand, the table and the public
//! record — so it cannot see another hand: the types make cheating impossible.

use super::game::{set_value, Ask, PublicEvent, SoiView};
use super::knowledge::Knowledge;
use super::repeats;
use rand::Rng;
use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum SoiLevel {
    Easy,
    #[default]
    Medium,
    Impossible,
}

impl SoiLevel {
    pub const ALL: [SoiLevel; 3] = [SoiLevel::Easy, SoiLevel::Medium, SoiLevel::Impossible];

    /// Public events remembered; `None` is everything since the deal.
    pub fn memory(self) -> Option<usize> {
        match self {
            SoiLevel::Easy => Some(2),
            SoiLevel::Medium => Some(10),
            SoiLevel::Impossible => None,
        }
    }

    /// Does the player count how many cards of a rank each seat holds (not only that it holds
    /// one)? Only Impossible reasons that far.
    fn counts(self) -> bool {
        self == SoiLevel::Impossible
    }

    /// How often the player asks at random instead of thinking.
    fn carelessness(self) -> f64 {
        match self {
            SoiLevel::Easy => 0.25,
            _ => 0.0,
        }
    }
}

/// Has the seat already told everyone it holds this rank (by asking for it)?
fn rank_is_public(view: &SoiView, rank: u8) -> bool {
    view.record.iter().any(|e| {
        matches!(e, PublicEvent::Asked { asker, card, .. } if *asker == view.seat && card.rank == rank)
    })
}

/// The bot's ask for the seat of `view`, or `None` when it is not to move.
pub fn choose(view: &SoiView, level: SoiLevel, rng: &mut impl Rng) -> Option<Ask> {
    if view.asks.is_empty() {
        return None;
    }
    if rng.random_bool(level.carelessness()) {
        return Some(view.asks[rng.random_range(0..view.asks.len())]);
    }
    let knowledge = Knowledge::new(view, level.memory(), level.counts());
    let value = |ask: &Ask| {
        let rank = ask.card.rank;
        let held = view.hand.iter().filter(|c| c.rank == rank).count() as f64;
        let p = knowledge.chance(ask.target, ask.card);
        // Completing sets of valuable ranks first; a miss hands the turn over.
        let gain = p * (1.0 + 0.1 * held + set_value(rank) as f64 / 250.0);
        // A miss also tells the table that we hold this rank: the others may come for it.
        let reveal = if level == SoiLevel::Impossible && !rank_is_public(view, rank) {
            (1.0 - p) * 0.15 * held
        } else {
            0.0
        };
        gain - reveal
    };
    // Back at a position the round has already been in, ask what was asked there least often,
    // as a person does once they notice the table going round in a loop. As every ask of a
    // position that keeps coming back is then tried in turn, and from every position the player
    // to move has asks that lead to a deposit, no round can loop for ever (docs/rules/soi.md).
    let made = repeats::times_made(view);
    let fewest = made.iter().copied().min().unwrap_or(0);
    let values: Vec<f64> = view
        .asks
        .iter()
        .zip(&made)
        .map(|(ask, &n)| {
            if n == fewest {
                value(ask)
            } else {
                f64::NEG_INFINITY
            }
        })
        .collect();
    let best = values.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let ties: Vec<usize> = (0..values.len())
        .filter(|&i| values[i] >= best - 1e-9)
        .collect();
    Some(view.asks[ties[rng.random_range(0..ties.len())]])
}
