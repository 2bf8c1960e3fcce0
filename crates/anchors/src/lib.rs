//! The reference players that Quadrille's computer players are measured against
//! (`quadrille-cli match`): the information-set search (`ismcts`) for Soi and FourSide, and a
//! two-ply expectimax for FourSide. They live outside the engine so that the rules crate, and
//! the app built on it, carry no benchmark opponents; they use only the engine's public API.

pub mod fourside;
pub mod ismcts;
pub mod soi;
