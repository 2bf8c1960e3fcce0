//! The Gaps rules: a board of cards and gaps, moves, dead gaps, placed runs and redeals.
//!
//! Split by concern: this file holds the rules (what is legal and what an action does);
//! `board/explain.rs` says why something is refused or does nothing (a `GapsWhy`); `board/view.rs`
//! builds what the UI draws. Both are child modules, so they read the board without it being
//! made public.

mod explain;
mod view;

pub use view::{BoardView, CellView, MoveOption};

use super::aces;
use super::variant::{Aces, GapsRules, GapsVariant, Spec};
use super::why::GapsWhy;
use crate::cards::{self, Card, Suit, ACE, KING};
use crate::deal::{self, DealNumber};
use crate::game::{Game, RuleCode, RuleError, ToMove};
use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

/// A position on the board, counted from 0 at the top left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct Slot {
    pub row: u8,
    pub col: u8,
}

impl Slot {
    pub const fn new(row: u8, col: u8) -> Slot {
        Slot { row, col }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum GapsAction {
    /// Move the card at `from` into the gap at `to`.
    Move { from: Slot, to: Slot },
    /// Collect every card not in a placed run, shuffle and deal them again.
    Reshuffle,
    /// Move every ace still outside column 0 into it, keeping the ace-order rule.
    PlaceAces,
}

/// One card travelling across the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct CardMove {
    pub card: Card,
    pub from: Slot,
    pub to: Slot,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum GapsEvent {
    Moved(CardMove),
    /// Deal number `deal` of the game (2 = the first reshuffle) laid these cards out again.
    Reshuffled {
        deal: u8,
        moves: Vec<CardMove>,
    },
    /// No move is possible; a reshuffle may remain.
    Stuck,
    Won,
    /// Stuck with no reshuffle left.
    Lost,
}

/// What a gap can take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum GapKind {
    /// Something can go here (it may still be locked away in a run).
    Open,
    /// Right of a King: nothing can ever follow.
    Dead,
    /// Right of another gap: waits for its neighbour.
    Blocked,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum GapsStatus {
    Playing,
    /// No move left but a reshuffle remains.
    Stuck,
    Won,
    Lost,
}

/// The rule state of a Gaps game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gaps {
    rules: GapsRules,
    spec: Spec,
    deal: DealNumber,
    board: Vec<Option<Card>>,
    /// Deals made so far, the first included.
    deals_used: u8,
}

impl Gaps {
    pub fn spec(&self) -> &Spec {
        &self.spec
    }
    pub fn rules(&self) -> &GapsRules {
        &self.rules
    }
    pub fn deal_number(&self) -> DealNumber {
        self.deal
    }
    pub fn deals_used(&self) -> u8 {
        self.deals_used
    }
    pub fn deals_left(&self) -> u8 {
        self.rules.deals.saturating_sub(self.deals_used)
    }

    pub fn slots(&self) -> impl Iterator<Item = Slot> + '_ {
        let cols = self.spec.columns;
        (0..self.spec.rows).flat_map(move |r| (0..cols).map(move |c| Slot::new(r, c)))
    }

    fn index(&self, slot: Slot) -> Option<usize> {
        (slot.row < self.spec.rows && slot.col < self.spec.columns)
            .then(|| slot.row as usize * self.spec.columns as usize + slot.col as usize)
    }

    /// The card at `slot`; `None` for a gap or a slot off the board.
    pub fn at(&self, slot: Slot) -> Option<Card> {
        self.index(slot).and_then(|i| self.board[i])
    }

    /// The whole board, row by row.
    pub fn board(&self) -> &[Option<Card>] {
        &self.board
    }

    /// Length of row `row`'s placed run: the first-rank card in column 0 followed by its suit
    /// in order. Cards in it are in their final place and never move.
    pub fn run_length(&self, row: u8) -> usize {
        let Some(first) = self.at(Slot::new(row, 0)) else {
            return 0;
        };
        if first.rank != self.spec.first_rank {
            return 0;
        }
        let mut expected = first;
        let mut len = 1;
        while let Some(next) = expected.successor() {
            if self.at(Slot::new(row, len as u8)) != Some(next) {
                break;
            }
            expected = next;
            len += 1;
        }
        len
    }

    /// In its row's placed run: counted in the score, kept by a reshuffle.
    pub fn is_placed(&self, slot: Slot) -> bool {
        (slot.col as usize) < self.run_length(slot.row)
    }

    /// A placed card that cannot move now. Under RULES.md §3 and Chinese Puzzle that is every
    /// placed card, for good. Under Montana's rule the 2 heading a row may move while another
    /// column-0 cell is empty (`heading_two_may_move`), so it is not locked then; the cards
    /// behind it are, until it leaves and their run is gone.
    pub fn is_locked(&self, slot: Slot) -> bool {
        self.is_placed(slot) && !self.heading_two_may_move(slot)
    }

    /// Montana's rule: the 2 heading a row (`slot` in column 0) may move to an empty column-0
    /// cell, and one is empty now.
    fn heading_two_may_move(&self, slot: Slot) -> bool {
        self.rules.variant.movable_twos()
            && slot.col == 0
            && self
                .at(slot)
                .is_some_and(|c| c.rank == self.spec.first_rank)
            && (0..self.spec.rows).any(|r| self.at(Slot::new(r, 0)).is_none())
    }

    /// Score: cards in placed runs.
    pub fn score(&self) -> usize {
        (0..self.spec.rows).map(|r| self.run_length(r)).sum()
    }

    pub fn max_score(&self) -> usize {
        self.spec.cards_in_play()
    }

    pub fn gap_kind(&self, slot: Slot) -> Option<GapKind> {
        if self.index(slot).is_none() || self.at(slot).is_some() {
            return None;
        }
        if slot.col == 0 {
            return Some(GapKind::Open);
        }
        Some(match self.at(Slot::new(slot.row, slot.col - 1)) {
            None => GapKind::Blocked,
            Some(left) if left.rank == KING => GapKind::Dead,
            Some(_) => GapKind::Open,
        })
    }

    pub fn dead_gaps(&self) -> usize {
        self.slots()
            .filter(|&s| self.gap_kind(s) == Some(GapKind::Dead))
            .count()
    }

    pub fn in_ace_phase(&self) -> bool {
        self.spec.aces == Aces::PlacedByPlayer
            && (0..self.spec.rows).any(|r| self.at(Slot::new(r, 0)).is_none())
    }

    /// The suits of the aces in column 0, row by row.
    fn column0_suits(&self) -> Vec<Option<Suit>> {
        (0..self.spec.rows)
            .map(|r| self.at(Slot::new(r, 0)).map(|c| c.suit))
            .collect()
    }

    /// Why an ace of `suit` may not go to column 0 of `row` under the ace-order rule.
    fn ace_refusal(&self, suit: Suit, row: u8) -> Option<GapsWhy> {
        if self.spec.aces != Aces::PlacedByPlayer {
            return None;
        }
        aces::refusal(
            self.rules.ace_order,
            &self.column0_suits(),
            row as usize,
            suit,
        )
    }

    /// Does a card of this kind fit the gap at `to`, by the rules of its left neighbour?
    fn fits(&self, card: Card, to: Slot) -> bool {
        match self.gap_kind(to) {
            Some(GapKind::Open) if to.col == 0 => {
                card.rank == self.spec.first_rank && self.ace_refusal(card.suit, to.row).is_none()
            }
            Some(GapKind::Open) => {
                self.at(Slot::new(to.row, to.col - 1))
                    .and_then(Card::successor)
                    == Some(card)
            }
            _ => false,
        }
    }

    /// Every legal move, in board order of the gaps.
    pub fn moves(&self) -> Vec<(Slot, Slot)> {
        let mut moves = Vec::new();
        let ace_phase = self.in_ace_phase();
        for to in self
            .slots()
            .filter(|&s| self.gap_kind(s) == Some(GapKind::Open))
        {
            for from in self.slots() {
                let Some(card) = self.at(from) else { continue };
                if (card.rank == ACE) != ace_phase || self.is_locked(from) {
                    continue;
                }
                if self.fits(card, to) {
                    moves.push((from, to));
                }
            }
        }
        moves
    }

    pub fn status(&self) -> GapsStatus {
        if self.score() == self.max_score() {
            GapsStatus::Won
        } else if !self.moves().is_empty() {
            GapsStatus::Playing
        } else if self.deals_left() > 0 {
            GapsStatus::Stuck
        } else {
            GapsStatus::Lost
        }
    }

    fn check_slot(&self, slot: Slot) -> Result<(), RuleError> {
        match self.index(slot) {
            Some(_) => Ok(()),
            None => Err(RuleError::new(
                RuleCode::OffBoard,
                format!(
                    "Row {} column {} is not on the {}×{} board.",
                    u16::from(slot.row) + 1,
                    u16::from(slot.col) + 1,
                    self.spec.rows,
                    self.spec.columns
                ),
            )),
        }
    }

    fn move_card(&mut self, from: Slot, to: Slot) -> Result<Vec<GapsEvent>, RuleError> {
        self.check_slot(from)?;
        self.check_slot(to)?;
        if let Some(err) = self.move_error(from, to) {
            return Err(err);
        }
        let card = self.at(from).expect("checked");
        let (fi, ti) = (self.index(from).unwrap(), self.index(to).unwrap());
        self.board[ti] = self.board[fi].take();
        let mut events = vec![GapsEvent::Moved(CardMove { card, from, to })];
        events.extend(self.end_event());
        Ok(events)
    }

    /// The event that ends a burst of play, if the game is now won, stuck or lost.
    fn end_event(&self) -> Option<GapsEvent> {
        match self.status() {
            GapsStatus::Playing => None,
            GapsStatus::Stuck => Some(GapsEvent::Stuck),
            GapsStatus::Won => Some(GapsEvent::Won),
            GapsStatus::Lost => Some(GapsEvent::Lost),
        }
    }

    /// Places every remaining ace, board order, each into the first row the rule allows.
    fn place_aces(&mut self) -> Result<Vec<GapsEvent>, RuleError> {
        if !self.in_ace_phase() {
            return Err(RuleError::new(
                RuleCode::NoAcePhase,
                "There are no aces left to place.",
            ));
        }
        let mut next = self.clone();
        let mut events = Vec::new();
        let waiting: Vec<Slot> = self
            .slots()
            .filter(|&s| s.col > 0 && self.at(s).is_some_and(|c| c.rank == ACE))
            .collect();
        for from in waiting {
            let card = next.at(from).expect("an ace");
            let row = aces::auto_row(next.rules.ace_order, &next.column0_suits(), card.suit)
                .expect("a rule that can still be met leaves a row for every ace");
            events.extend(next.move_card(from, Slot::new(row as u8, 0))?);
        }
        *self = next;
        Ok(events)
    }

    fn reshuffle(&mut self) -> Result<Vec<GapsEvent>, RuleError> {
        if self.status() == GapsStatus::Won {
            return Err(RuleError::new(
                RuleCode::GameOver,
                "The game is already won.",
            ));
        }
        if self.deals_left() == 0 {
            return Err(RuleError::new(
                RuleCode::NoDealsLeft,
                format!("All {} deals have been used.", self.rules.deals),
            ));
        }
        if self.in_ace_phase() {
            return Err(RuleError::new(
                RuleCode::AcePhase,
                "Place all the aces before asking for a redeal.",
            ));
        }
        let runs: Vec<usize> = (0..self.spec.rows).map(|r| self.run_length(r)).collect();
        let mut old: Vec<(Card, Slot)> = Vec::new();
        for slot in self.slots() {
            if let Some(card) = self.at(slot) {
                if !self.is_placed(slot) {
                    old.push((card, slot));
                }
            }
        }
        let collected: Vec<Card> = old.iter().map(|&(c, _)| c).collect();
        let mut fresh = deal::shuffled(self.deal, self.deals_used as u64, collected).into_iter();
        // Lay out row by row: the run stays, one gap right after it, cards in every other slot.
        let mut moves = Vec::new();
        for (row, &run) in runs.iter().enumerate() {
            for col in run..self.spec.columns as usize {
                let to = Slot::new(row as u8, col as u8);
                let i = self.index(to).unwrap();
                self.board[i] = if col == run { None } else { fresh.next() };
                if let Some(card) = self.board[i] {
                    // Any copy of an identical card will do as the animation's origin.
                    let k = old.iter().position(|&(c, _)| c == card).unwrap();
                    let (_, from) = old.swap_remove(k);
                    moves.push(CardMove { card, from, to });
                }
            }
        }
        debug_assert!(fresh.next().is_none(), "every collected card is dealt");
        self.deals_used += 1;
        let mut events = vec![GapsEvent::Reshuffled {
            deal: self.deals_used,
            moves,
        }];
        events.extend(self.end_event());
        Ok(events)
    }
}

impl Game for Gaps {
    type Rules = GapsRules;
    type Action = GapsAction;
    type Event = GapsEvent;
    type Seat = ();
    type View = BoardView;
    type Deal = DealNumber;

    /// The first deal: every card shuffled and dealt row by row from the first dealt column;
    /// in SolitaireX the aces are then taken out, leaving the first four gaps.
    fn new(rules: &GapsRules, deal: DealNumber) -> Gaps {
        let spec = rules.variant.spec();
        let cards = deal::shuffled(deal, 0, cards::decks(spec.decks));
        let mut board = vec![None; spec.slots()];
        let dealt_columns = (spec.columns - spec.first_dealt_column) as usize;
        for (k, card) in cards.into_iter().enumerate() {
            let (row, col) = (k / dealt_columns, k % dealt_columns);
            let keep = spec.aces == Aces::PlacedByPlayer || card.rank != ACE;
            board[row * spec.columns as usize + col + spec.first_dealt_column as usize] =
                keep.then_some(card);
        }
        Gaps {
            rules: *rules,
            spec,
            deal,
            board,
            deals_used: 1,
        }
    }

    fn legal_actions(&self) -> Vec<GapsAction> {
        let mut actions: Vec<GapsAction> = self
            .moves()
            .into_iter()
            .map(|(from, to)| GapsAction::Move { from, to })
            .collect();
        if self.in_ace_phase() {
            actions.push(GapsAction::PlaceAces);
        } else if self.deals_left() > 0 && self.status() != GapsStatus::Won {
            actions.push(GapsAction::Reshuffle);
        }
        actions
    }

    fn apply(&mut self, action: &GapsAction) -> Result<Vec<GapsEvent>, RuleError> {
        match *action {
            GapsAction::Move { from, to } => self.move_card(from, to),
            GapsAction::Reshuffle => self.reshuffle(),
            GapsAction::PlaceAces => self.place_aces(),
        }
    }

    fn view(&self, _seat: ()) -> BoardView {
        BoardView::of(self)
    }

    fn is_over(&self) -> bool {
        matches!(self.status(), GapsStatus::Won | GapsStatus::Lost)
    }

    fn to_move(&self) -> ToMove<()> {
        if self.is_over() {
            ToMove::Over
        } else {
            ToMove::Seat(())
        }
    }

    fn scores(&self) -> Vec<i32> {
        vec![self.score() as i32]
    }
}

impl Gaps {
    /// Builds a position from a board written out by hand, for tests and puzzles.
    pub fn from_board(
        variant: GapsVariant,
        deal: DealNumber,
        board: Vec<Option<Card>>,
        deals_used: u8,
    ) -> Gaps {
        Gaps::from_board_with(GapsRules::standard(variant), deal, board, deals_used)
    }

    /// `from_board` with rules of one's own (a redeal count, an ace order).
    pub fn from_board_with(
        rules: GapsRules,
        deal: DealNumber,
        board: Vec<Option<Card>>,
        deals_used: u8,
    ) -> Gaps {
        let spec = rules.variant.spec();
        assert_eq!(board.len(), spec.slots(), "board size");
        Gaps {
            rules,
            spec,
            deal,
            board,
            deals_used,
        }
    }
}
