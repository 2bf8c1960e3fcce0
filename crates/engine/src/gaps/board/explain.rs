//! The Gaps rules' reasons, for the player: why a move is refused, and why tapping a card or a
//! gap does nothing. Reasons are typed (`GapsWhy`); the page words them.

use super::{GapKind, Gaps, GapsStatus, Slot};
use crate::cards::{Card, ACE};
use crate::game::{RuleCode, RuleError};
use crate::gaps::why::GapsWhy;

impl Gaps {
    /// Why moving the card at `from` to `to` is illegal; `None` when it is legal.
    /// Both slots are on the board.
    pub(super) fn move_error(&self, from: Slot, to: Slot) -> Option<RuleError> {
        let refuse = |code, why| Some(RuleError::because(code, why));
        let Some(card) = self.at(from) else {
            return refuse(RuleCode::NoCard, GapsWhy::NoCard);
        };
        if self.at(to).is_some() {
            return refuse(RuleCode::NotAGap, GapsWhy::NotAGap);
        }
        if self.is_locked(from) {
            return refuse(RuleCode::Placed, self.locked_why(card, from));
        }
        if self.status() == GapsStatus::Won {
            return refuse(RuleCode::GameOver, GapsWhy::Won);
        }
        if self.in_ace_phase() && (card.rank != ACE || to.col != 0) {
            // The ace phase is the reason for any refusal until every ace sits in column 0.
            let why = if card.rank == ACE {
                GapsWhy::AceToFirstColumn
            } else {
                GapsWhy::AcesFirst
            };
            return refuse(RuleCode::AcePhase, why);
        }
        if self.fits(card, to) {
            return None;
        }
        if to.col == 0 && card.rank == self.spec.first_rank {
            if let Some(why) = self.ace_refusal(card.suit, to.row) {
                return refuse(RuleCode::AceOrder, why);
            }
        }
        let why = match self.gap_kind(to) {
            Some(GapKind::Dead) => GapsWhy::AfterKing,
            Some(GapKind::Blocked) => GapsWhy::Blocked,
            _ if to.col == 0 => GapsWhy::FirstColumn {
                rank: self.spec.first_rank,
            },
            _ => {
                let after = self.at(Slot::new(to.row, to.col - 1)).expect("open gap");
                GapsWhy::OnlyFollows {
                    card: after.successor().expect("not a king"),
                    after,
                }
            }
        };
        refuse(RuleCode::DoesNotFit, why)
    }

    /// Why the locked `card` at `slot` cannot move. Under Montana's rule a run is not final:
    /// its heading 2 waits for an empty column-0 cell, the rest for their 2.
    fn locked_why(&self, card: Card, slot: Slot) -> GapsWhy {
        if !self.rules.variant.movable_twos() {
            GapsWhy::Locked { card }
        } else if slot.col == 0 {
            GapsWhy::HeadsRow { card }
        } else {
            GapsWhy::InRun { card }
        }
    }

    /// Why tapping `slot` does nothing: a card that cannot move, or a gap nothing can fill.
    /// `None` when the card can move or the gap can be filled (or the slot is off the board).
    pub fn explain(&self, slot: Slot) -> Option<GapsWhy> {
        self.index(slot)?;
        let first = self.spec.first_rank;
        let Some(card) = self.at(slot) else {
            return match self.gap_kind(slot)? {
                GapKind::Dead => Some(GapsWhy::AfterKing),
                GapKind::Blocked => Some(GapsWhy::Blocked),
                GapKind::Open if self.moves().iter().any(|&(_, to)| to == slot) => None,
                GapKind::Open if self.in_ace_phase() && slot.col > 0 => Some(GapsWhy::AcesFirst),
                GapKind::Open if slot.col == 0 => {
                    Some(GapsWhy::FirstColumnNoneFree { rank: first })
                }
                GapKind::Open => {
                    let after = self
                        .at(Slot::new(slot.row, slot.col - 1))
                        .expect("open gap");
                    let card = after.successor().expect("not after a king");
                    Some(GapsWhy::FollowerLocked { card, after })
                }
            };
        };
        if self.is_locked(slot) {
            return Some(self.locked_why(card, slot));
        }
        if self.moves().iter().any(|&(from, _)| from == slot) {
            return None;
        }
        if self.in_ace_phase() && card.rank != ACE {
            return Some(GapsWhy::AcesFirst);
        }
        if card.rank == first {
            let open = (0..self.spec.rows)
                .map(|r| Slot::new(r, 0))
                .find(|&s| self.at(s).is_none());
            return Some(match open {
                None => GapsWhy::NoFirstColumnSpace { card },
                Some(s) => self
                    .ace_refusal(card.suit, s.row)
                    .unwrap_or(GapsWhy::CannotMoveNow { card }),
            });
        }
        let before = card.predecessor().expect("above the first rank");
        let copies = self.board.iter().filter(|&&c| c == Some(before)).count();
        Some(match copies {
            0 => GapsWhy::BeforeGone { card, before },
            1 => GapsWhy::BeforeNoGap { card, before },
            _ => GapsWhy::BeforesNoGap { card, before },
        })
    }
}
