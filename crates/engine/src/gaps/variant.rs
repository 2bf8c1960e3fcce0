//! The parameters that make one Gaps game differ from another.

use crate::cards::{Rank, ACE};
use crate::game::{RuleCode, RuleError};
use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

/// Which Gaps game is being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum GapsVariant {
    /// One deck, 4 × 13, aces removed, three deals in all.
    SolitaireX,
    /// Two decks, 8 × 14, aces placed by the player into column 0, one or two redeals.
    ChinesePuzzle,
    /// SolitaireX's deck, layout, deals and scoring, plus one rule: a 2 heading a row may move
    /// to another empty gap in column 0 (`GapsVariant::movable_twos`).
    Montana,
}

/// Where the aces go after the first deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aces {
    /// Taken out of the game; their slots are the first gaps (SolitaireX).
    Removed,
    /// Dealt with the rest into columns 1..; the player moves each into column 0 before
    /// ordinary play begins (Chinese Puzzle).
    PlacedByPlayer,
}

/// The fixed geometry and rules of a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    pub decks: u8,
    pub rows: u8,
    pub columns: u8,
    /// The rank every finished row starts with, in column 0.
    pub first_rank: Rank,
    pub aces: Aces,
    /// Columns left empty by the first deal (Chinese Puzzle leaves column 0 for the aces).
    pub first_dealt_column: u8,
}

impl GapsVariant {
    /// Every Gaps game, in declaration order (`variant as usize` is its index here).
    pub const ALL: [GapsVariant; 3] = [
        GapsVariant::SolitaireX,
        GapsVariant::ChinesePuzzle,
        GapsVariant::Montana,
    ];

    pub const fn spec(self) -> Spec {
        match self {
            GapsVariant::SolitaireX | GapsVariant::Montana => Spec {
                decks: 1,
                rows: 4,
                columns: 13,
                first_rank: 2,
                aces: Aces::Removed,
                first_dealt_column: 0,
            },
            GapsVariant::ChinesePuzzle => Spec {
                decks: 2,
                rows: 8,
                columns: 14,
                first_rank: ACE,
                aces: Aces::PlacedByPlayer,
                first_dealt_column: 1,
            },
        }
    }

    /// Deals allowed in all, the first deal included, when the player has no choice.
    pub const fn default_deals(self) -> u8 {
        match self {
            GapsVariant::SolitaireX | GapsVariant::Montana => 3,
            GapsVariant::ChinesePuzzle => 3,
        }
    }

    /// The game's name, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            GapsVariant::SolitaireX => "SolitaireX",
            GapsVariant::ChinesePuzzle => "Chinese Puzzle",
            GapsVariant::Montana => "Montana",
        }
    }

    /// Whether a 2 heading a row (in column 0) may move to another empty column-0 gap, the
    /// cards behind it staying where they are. Montana's one rule beyond SolitaireX's; the
    /// solver's `SolveOptions::movable_twos` is the same rule, and is on for such a game.
    pub const fn movable_twos(self) -> bool {
        matches!(self, GapsVariant::Montana)
    }
}

impl Spec {
    pub fn slots(&self) -> usize {
        self.rows as usize * self.columns as usize
    }

    /// Cards in play on the board (aces removed in SolitaireX).
    pub fn cards_in_play(&self) -> usize {
        let per_deck = match self.aces {
            Aces::Removed => 48,
            Aces::PlacedByPlayer => 52,
        };
        per_deck * self.decks as usize
    }

    /// Length of a finished row's run.
    pub fn run_length(&self) -> usize {
        (crate::cards::KING - self.first_rank + 1) as usize
    }
}

/// Which suits the aces of column 0 may take, row by row (Chinese Puzzle).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum AceOrder {
    /// Any ace in any row.
    #[default]
    Free,
    /// Rows 1–4 hold four different suits; rows 5–8 repeat them in the same order.
    Mirrored,
    /// From the top: clubs, diamonds, hearts, spades, twice.
    Bridge,
}

/// The rules a Gaps game is played by: fixed before the first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct GapsRules {
    pub variant: GapsVariant,
    /// Deals allowed in all, the first deal included.
    pub deals: u8,
    /// Only Chinese Puzzle places aces; SolitaireX and Montana ignore it.
    #[serde(default)]
    pub ace_order: AceOrder,
}

impl GapsRules {
    pub fn standard(variant: GapsVariant) -> GapsRules {
        GapsRules {
            variant,
            deals: variant.default_deals(),
            ace_order: AceOrder::Free,
        }
    }

    /// Chinese Puzzle with 1 or 2 redeals and an ace-order rule.
    pub fn chinese_puzzle(redeals: u8, ace_order: AceOrder) -> Result<GapsRules, RuleError> {
        if !(1..=2).contains(&redeals) {
            return Err(RuleError::new(
                RuleCode::BadRules,
                "Chinese Puzzle allows 1 or 2 redeals.",
            ));
        }
        Ok(GapsRules {
            variant: GapsVariant::ChinesePuzzle,
            deals: 1 + redeals,
            ace_order,
        })
    }

    /// Checks rules that arrived from outside (a save, a command).
    pub fn validate(&self) -> Result<(), RuleError> {
        let fixed = match self.variant {
            GapsVariant::SolitaireX | GapsVariant::Montana => Some(3),
            GapsVariant::ChinesePuzzle => None,
        };
        match fixed {
            Some(deals) if self.deals != deals => Err(RuleError::new(
                RuleCode::BadRules,
                format!("{} is played with {deals} deals.", self.variant.name()),
            )),
            Some(_) => Ok(()),
            None => {
                GapsRules::chinese_puzzle(self.deals.wrapping_sub(1), self.ace_order).map(|_| ())
            }
        }
    }
}
