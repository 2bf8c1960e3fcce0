//! Soi: four players ask each other for cards to complete sets of four.

pub mod bot;
mod game;
pub mod knowledge;
mod repeats;

pub use bot::SoiLevel;
pub use game::{
    set_value, Ask, PublicEvent, Soi, SoiAction, SoiRules, SoiSeat, SoiView, POINTS_PER_ROUND,
    SEATS, SEAT_NAMES,
};

#[cfg(test)]
mod tests;
