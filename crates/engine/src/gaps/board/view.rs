//! What the UI draws of a Gaps game: every cell (its card, or what kind of gap), and the moves on offer.

use super::{GapKind, Gaps, GapsAction, GapsStatus, Slot};
use crate::cards::Card;
use crate::game::Game;
use crate::gaps::variant::GapsVariant;
use serde::Serialize;
#[cfg(feature = "ts")]
use ts_rs::TS;

/// One slot as the UI draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct CellView {
    pub slot: Slot,
    pub card: Option<Card>,
    /// In a placed run and unable to move (`Gaps::is_locked`): final, except that under
    /// Montana's rule a run's heading 2 may later move to an empty column-0 cell.
    pub placed: bool,
    /// For a gap, what it can take. The page words a slot itself (its card, or the gap and
    /// the card before it), in the player's language: no prose crosses to the UI.
    pub gap: Option<GapKind>,
}

/// A card that can move, with every gap it can move to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct MoveOption {
    pub from: Slot,
    pub card: Card,
    pub to: Vec<Slot>,
}

/// Everything the UI needs to draw a Gaps board and offer its moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct BoardView {
    pub variant: GapsVariant,
    pub rows: u8,
    pub columns: u8,
    /// Row by row, `rows × columns` cells.
    pub cells: Vec<CellView>,
    pub moves: Vec<MoveOption>,
    pub status: GapsStatus,
    pub score: u32,
    pub max_score: u32,
    /// Locked cards per row (the cells marked `placed`).
    pub placed_per_row: Vec<u8>,
    pub dead_gaps: u8,
    pub deals_used: u8,
    pub deals_total: u8,
    pub can_reshuffle: bool,
    /// Chinese Puzzle's opening: only aces move, into column 0.
    pub ace_phase: bool,
}

impl BoardView {
    pub(super) fn of(game: &Gaps) -> BoardView {
        let cells = game
            .slots()
            .map(|slot| {
                let card = game.at(slot);
                CellView {
                    slot,
                    card,
                    placed: card.is_some() && game.is_locked(slot),
                    gap: game.gap_kind(slot),
                }
            })
            .collect();
        let mut moves: Vec<MoveOption> = Vec::new();
        for (from, to) in game.moves() {
            match moves.iter_mut().find(|m| m.from == from) {
                Some(option) => option.to.push(to),
                None => moves.push(MoveOption {
                    from,
                    card: game.at(from).expect("a move starts at a card"),
                    to: vec![to],
                }),
            }
        }
        moves.sort_by_key(|m| m.from);
        let status = game.status();
        BoardView {
            variant: game.rules.variant,
            rows: game.spec.rows,
            columns: game.spec.columns,
            cells,
            moves,
            status,
            score: game.score() as u32,
            max_score: game.max_score() as u32,
            placed_per_row: (0..game.spec.rows)
                .map(|r| {
                    (0..game.spec.columns)
                        .filter(|&c| game.is_locked(Slot::new(r, c)))
                        .count() as u8
                })
                .collect(),
            dead_gaps: game.dead_gaps() as u8,
            deals_used: game.deals_used,
            deals_total: game.rules.deals,
            can_reshuffle: game.legal_actions().contains(&GapsAction::Reshuffle),
            ace_phase: game.in_ace_phase(),
        }
    }
}
