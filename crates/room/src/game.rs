//! What a room needs of a game beyond the engine's `Game`: whose turn it is, whose an action is,
//! the computer player, and what a spectator may see.

use crate::change::Delta;
use quadrille_engine::deal::Deal;
use quadrille_engine::fourside::{self, FourSide, FourSideAction, FourSideView};
use quadrille_engine::soi::{self, Soi, SoiAction, SoiLevel, SoiView};
use quadrille_engine::{Game, RuleError};
use rand::Rng;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// Who may make an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    /// The seat the action names (Soi's asker); it must also be that seat's turn.
    Seat(u8),
    /// The seat to move (the action names nobody).
    Mover,
    /// Any person at the table, when the table's own action is due (the next round).
    Table,
}

/// A room's game: its view can be sent as changes (`Delta`).
pub trait RoomGame: Game<Seat = u8, Deal = Deal, View: Delta> + Debug {
    /// Seats at the table.
    const SEATS: usize;
    /// A computer player's level.
    type Level: Copy + Debug + PartialEq + Serialize + DeserializeOwned;

    /// The rules are in range (checked when a room is made).
    fn validate(rules: &Self::Rules) -> Result<(), RuleError>;
    /// Who may make an action.
    fn actor(action: &Self::Action) -> Actor;
    /// The table's own action, made when the table is to move (`ToMove::Table`: dealing the
    /// next round); `None` for a game whose table never moves.
    fn table_action() -> Option<Self::Action>;
    /// A computer player's choice from the seat's view alone.
    fn computer(view: &Self::View, level: Self::Level, rng: &mut impl Rng) -> Option<Self::Action>;
    /// What everybody may see: the view of a seat with its hand taken away.
    fn public_view(&self) -> Self::View;
    /// The seat an event is for alone, if it is private (a FourSide hint).
    fn private_to(event: &Self::Event) -> Option<u8>;
    /// The move a seat makes from its own view when it is to move, played by a computer level:
    /// how a person's seat is played by a program (the command line, tests, benchmarks).
    fn my_move(view: &Self::View, level: Self::Level, rng: &mut impl Rng) -> Option<Self::Action>;
    /// The table's own action, when its view shows one is due (any person may send it).
    fn table_due(view: &Self::View) -> Option<Self::Action>;
    /// Whether the view shows the game over.
    fn view_over(view: &Self::View) -> bool;
}

impl RoomGame for Soi {
    const SEATS: usize = soi::SEATS;
    type Level = SoiLevel;

    fn validate(rules: &soi::SoiRules) -> Result<(), RuleError> {
        rules.validate()
    }
    fn actor(action: &SoiAction) -> Actor {
        match action {
            SoiAction::Ask(ask) => Actor::Seat(ask.asker),
            SoiAction::NextRound => Actor::Table,
        }
    }
    fn table_action() -> Option<SoiAction> {
        Some(SoiAction::NextRound)
    }
    fn computer(view: &SoiView, level: SoiLevel, rng: &mut impl Rng) -> Option<SoiAction> {
        soi::bot::choose(view, level, rng).map(SoiAction::Ask)
    }
    fn public_view(&self) -> SoiView {
        let mut view = self.view(0);
        view.hand.clear();
        view.asks.clear();
        view.seat = u8::MAX;
        view
    }
    fn private_to(_: &soi::PublicEvent) -> Option<u8> {
        None
    }
    fn my_move(view: &SoiView, level: SoiLevel, rng: &mut impl Rng) -> Option<SoiAction> {
        (view.to_move == Some(view.seat))
            .then(|| Self::computer(view, level, rng))
            .flatten()
    }
    fn table_due(view: &SoiView) -> Option<SoiAction> {
        (view.round_over && !view.game_over).then_some(SoiAction::NextRound)
    }
    fn view_over(view: &SoiView) -> bool {
        view.game_over
    }
}

impl RoomGame for FourSide {
    const SEATS: usize = 2;
    type Level = fourside::Level;

    fn validate(rules: &fourside::FourSideRules) -> Result<(), RuleError> {
        rules.validate()
    }
    fn actor(_: &FourSideAction) -> Actor {
        Actor::Mover
    }
    fn table_action() -> Option<FourSideAction> {
        None
    }
    fn computer(
        view: &FourSideView,
        level: fourside::Level,
        rng: &mut impl Rng,
    ) -> Option<FourSideAction> {
        fourside::bot::choose(view, level, rng).map(FourSideAction::Place)
    }
    fn public_view(&self) -> FourSideView {
        let mut view = self.view(self.turn());
        view.hand.clear();
        view.placements.clear();
        view.seat = u8::MAX;
        view
    }
    fn private_to(event: &fourside::FourSideEvent) -> Option<u8> {
        match event {
            fourside::FourSideEvent::HintShown { player, .. } => Some(*player),
            _ => None,
        }
    }
    fn my_move(
        view: &FourSideView,
        level: fourside::Level,
        rng: &mut impl Rng,
    ) -> Option<FourSideAction> {
        (!view.over && view.to_move == view.seat)
            .then(|| Self::computer(view, level, rng))
            .flatten()
    }
    fn table_due(_: &FourSideView) -> Option<FourSideAction> {
        None
    }
    fn view_over(view: &FourSideView) -> bool {
        view.over
    }
}
