//! Checking a claimed Gaps daily result by playing it again: what a server does before it puts
//! a result on a day's board. A claim is the day's deal, every action in order, and the score
//! and moves the player's app showed at the end; it is recorded only if the engine, replaying
//! those actions from that deal, ends the game with that score and that many moves. The board
//! then says the game was played by the rules to that end (not that it was played unaided).

use crate::deal::DealNumber;
use crate::game::{Game, MAX_ACTIONS};
use crate::gaps::{Gaps, GapsAction, GapsRules, GapsVariant};
use serde::{Deserialize, Serialize};

/// A finished daily game as an app sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub deal: DealNumber,
    pub actions: Vec<GapsAction>,
    /// Cards in their places at the end.
    pub score: usize,
    /// Card moves made (reshuffles and the aces' placing not counted).
    pub moves: usize,
}

impl Claim {
    /// The claim of a game played from `deal` by `actions` to the score `score`: its moves are
    /// counted as a replay counts them.
    pub fn new(deal: DealNumber, actions: Vec<GapsAction>, score: usize) -> Claim {
        Claim {
            deal,
            moves: card_moves(&actions),
            actions,
            score,
        }
    }
}

/// The card moves among `actions` (reshuffles and the aces' placing are not moves).
fn card_moves(actions: &[GapsAction]) -> usize {
    actions
        .iter()
        .filter(|a| matches!(a, GapsAction::Move { .. }))
        .count()
}

/// Why a claim is not recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Refusal {
    #[error("this is not the day's deal")]
    OtherDeal,
    #[error("more actions than a game may hold")]
    TooLong,
    #[error("action {at} is not legal there")]
    IllegalAction { at: usize },
    #[error("the game does not end there")]
    Unfinished,
    #[error("the replay ends with score {replayed}, not the one claimed")]
    ScoreDiffers { replayed: usize },
    #[error("the replay makes {replayed} moves, not the number claimed")]
    MovesDiffer { replayed: usize },
}

/// What a claim came to once replayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verified {
    pub score: usize,
    pub moves: usize,
    pub won: bool,
}

/// Replays `claim` on `variant`'s standard rules from the day's deal `daily`.
pub fn verify(variant: GapsVariant, daily: DealNumber, claim: &Claim) -> Result<Verified, Refusal> {
    if claim.deal != daily {
        return Err(Refusal::OtherDeal);
    }
    if claim.actions.len() > MAX_ACTIONS {
        return Err(Refusal::TooLong);
    }
    let mut game = Gaps::new(&GapsRules::standard(variant), daily);
    for (at, action) in claim.actions.iter().enumerate() {
        if game.is_over() {
            return Err(Refusal::IllegalAction { at });
        }
        game.apply(action)
            .map_err(|_| Refusal::IllegalAction { at })?;
    }
    if !game.is_over() {
        return Err(Refusal::Unfinished);
    }
    let moves = card_moves(&claim.actions);
    let score = game.score();
    if score != claim.score {
        return Err(Refusal::ScoreDiffers { replayed: score });
    }
    if moves != claim.moves {
        return Err(Refusal::MovesDiffer { replayed: moves });
    }
    Ok(Verified {
        score,
        moves,
        won: score == game.max_score(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::daily::{gaps_daily, small_search, Day};
    use crate::gaps::Slot;

    /// Monday's SolitaireX daily of a small search, won along the solver's line.
    fn a_won_claim() -> (DealNumber, Claim) {
        let search = small_search();
        let day = Day::parse("2026-12-07").unwrap();
        let daily = gaps_daily(GapsVariant::SolitaireX, day, &search).unwrap();
        (daily.deal, daily.won_claim(GapsVariant::SolitaireX))
    }

    #[test]
    fn a_genuine_claim_is_verified_and_every_forgery_refused() {
        let (deal, claim) = a_won_claim();
        let verified = verify(GapsVariant::SolitaireX, deal, &claim).unwrap();
        assert!(verified.won);
        assert_eq!((verified.score, verified.moves), (48, claim.moves));

        let forged = |f: &dyn Fn(&mut Claim)| {
            let mut c = claim.clone();
            f(&mut c);
            verify(GapsVariant::SolitaireX, deal, &c)
        };
        assert_eq!(forged(&|c| c.deal ^= 1), Err(Refusal::OtherDeal));
        assert_eq!(
            verify(GapsVariant::SolitaireX, deal ^ 1, &claim),
            Err(Refusal::OtherDeal),
            "another day's deal"
        );
        assert_eq!(
            forged(&|c| c.score = 47),
            Err(Refusal::ScoreDiffers { replayed: 48 })
        );
        assert_eq!(
            forged(&|c| c.moves -= 1),
            Err(Refusal::MovesDiffer {
                replayed: claim.moves
            })
        );
        assert_eq!(
            forged(&|c| {
                c.actions.pop();
            }),
            Err(Refusal::Unfinished)
        );
        // A move changed: to a slot that is not a gap, or swapped with the next one.
        let changed = forged(&|c| {
            c.actions[3] = GapsAction::Move {
                from: Slot::new(0, 0),
                to: Slot::new(0, 1),
            }
        });
        assert!(
            matches!(changed, Err(Refusal::IllegalAction { .. })),
            "{changed:?}"
        );
        let swapped = forged(&|c| c.actions.swap(0, 1));
        assert!(swapped.is_err(), "{swapped:?}");
        // An action after the end.
        assert_eq!(
            forged(&|c| c.actions.push(GapsAction::Reshuffle)),
            Err(Refusal::IllegalAction {
                at: claim.actions.len()
            })
        );
        assert_eq!(
            forged(&|c| c.actions = vec![GapsAction::Reshuffle; MAX_ACTIONS + 1]),
            Err(Refusal::TooLong)
        );
    }
}
