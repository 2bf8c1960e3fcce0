//! The movable-2 ("Montana") rule's part of the search.

mod classes;
pub(super) mod hunts;
mod open_rows;
