//! The movable-2 ("Montana") rule's part of the search: its moves and keys (`classes.rs`,
//! `open_rows.rs`) and its hunts (`hunts.rs`). Its state, `Montana`, is held with the rest of
//! the search's in `state.rs`.

mod classes;
pub(super) mod hunts;
mod open_rows;
