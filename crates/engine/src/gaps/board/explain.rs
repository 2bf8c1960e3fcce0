//! The Gaps rules in words, for the player: why a move is refused, and why tapping a card or a
//! gap does nothing.

use super::{GapKind, Gaps, GapsStatus, Slot};
use crate::cards::{self, ACE};
use crate::game::{RuleCode, RuleError};

const ACE_PHASE: &str = "Place all the aces in the first column before other moves.";
const ACE_TO_COLUMN_0: &str =
    "While the aces are being placed, an ace can only go into the first column.";

impl Gaps {
    /// Why moving the card at `from` to `to` is illegal, in words; `None` when it is legal.
    /// Both slots are on the board.
    pub(super) fn move_error(&self, from: Slot, to: Slot) -> Option<RuleError> {
        let Some(card) = self.at(from) else {
            return Some(RuleError::new(
                RuleCode::NoCard,
                "There is no card there to move.",
            ));
        };
        if self.at(to).is_some() {
            return Some(RuleError::new(
                RuleCode::NotAGap,
                "A card can only move into a gap.",
            ));
        }
        if self.is_locked(from) {
            return Some(RuleError::new(
                RuleCode::Placed,
                self.locked_words(card, from),
            ));
        }
        if self.status() == GapsStatus::Won {
            return Some(RuleError::new(
                RuleCode::GameOver,
                "The game is already won.",
            ));
        }
        if self.in_ace_phase() && (card.rank != ACE || to.col != 0) {
            // The ace phase is the reason for any refusal until every ace sits in column 0.
            let why = if card.rank == ACE {
                ACE_TO_COLUMN_0
            } else {
                ACE_PHASE
            };
            return Some(RuleError::new(RuleCode::AcePhase, why));
        }
        if self.fits(card, to) {
            return None;
        }
        if to.col == 0 && card.rank == self.spec.first_rank {
            if let Some(why) = self.ace_refusal(card.suit, to.row) {
                return Some(RuleError::new(RuleCode::AceOrder, why));
            }
        }
        let message = match self.gap_kind(to) {
            Some(GapKind::Dead) => "Nothing can follow a King.".to_string(),
            Some(GapKind::Blocked) => {
                "That gap waits for the gap on its left to be filled first.".to_string()
            }
            _ if to.col == 0 => format!(
                "Only a {} can go into the first column.",
                cards::rank_name(self.spec.first_rank)
            ),
            _ => {
                let left = self.at(Slot::new(to.row, to.col - 1)).expect("open gap");
                format!(
                    "Only the {} can follow the {left}.",
                    left.successor().expect("not a king")
                )
            }
        };
        Some(RuleError::new(RuleCode::DoesNotFit, message))
    }

    /// Why the locked `card` at `slot` cannot move, in words. Under Montana's rule a run is not
    /// final: its heading 2 waits for an empty column-0 cell, the rest for their 2.
    fn locked_words(&self, card: cards::Card, slot: Slot) -> String {
        if !self.rules.variant.movable_twos() {
            format!("The {card} is locked in its final place.")
        } else if slot.col == 0 {
            format!("The {card} heads its row; it can move only to an empty space in the first column, and there is none.")
        } else {
            format!(
                "The {card} is in its row's run; it stays there while the 2 heading the row does."
            )
        }
    }

    /// Why tapping `slot` does nothing, in words: a card that cannot move, or a gap nothing can
    /// fill. `None` when the card can move or the gap can be filled (or the slot is off the board).
    pub fn explain(&self, slot: Slot) -> Option<String> {
        self.index(slot)?;
        let first = cards::rank_name(self.spec.first_rank);
        let Some(card) = self.at(slot) else {
            return match self.gap_kind(slot)? {
                GapKind::Dead => Some("Nothing can follow a King.".to_string()),
                GapKind::Blocked => {
                    Some("This gap waits for the gap on its left to be filled first.".to_string())
                }
                GapKind::Open if self.moves().iter().any(|&(_, to)| to == slot) => None,
                GapKind::Open if self.in_ace_phase() && slot.col > 0 => Some(ACE_PHASE.to_string()),
                GapKind::Open if slot.col == 0 => Some(format!(
                    "Only {} {first} can go into the first column, and none can move here now.",
                    if first == "ace" { "an" } else { "a" }
                )),
                GapKind::Open => {
                    let left = self
                        .at(Slot::new(slot.row, slot.col - 1))
                        .expect("open gap");
                    let wanted = left.successor().expect("not after a king");
                    Some(format!(
                        "Only the {wanted} can follow the {left}, and it is locked in its final place."
                    ))
                }
            };
        };
        if self.is_locked(slot) {
            return Some(self.locked_words(card, slot));
        }
        if self.moves().iter().any(|&(from, _)| from == slot) {
            return None;
        }
        if self.in_ace_phase() && card.rank != ACE {
            return Some(ACE_PHASE.to_string());
        }
        if card.rank == self.spec.first_rank {
            let open: Vec<Slot> = (0..self.spec.rows)
                .map(|r| Slot::new(r, 0))
                .filter(|&s| self.at(s).is_none())
                .collect();
            return Some(match open.first() {
                None => {
                    format!("The {card} needs an empty slot in the first column; there is none.")
                }
                Some(&s) => self
                    .ace_refusal(card.suit, s.row)
                    .unwrap_or_else(|| format!("The {card} cannot move now.")),
            });
        }
        let before = card.predecessor().expect("above the first rank");
        let copies = self.board.iter().filter(|&&c| c == Some(before)).count();
        Some(match copies {
            0 => format!("The {card} can only follow the {before}, which is not on the board."),
            1 => format!(
                "The {card} can only follow the {before}, and the {before} has no gap after it."
            ),
            _ => format!(
                "The {card} can only follow a {before}; neither {before} has a gap after it."
            ),
        })
    }
}
