//! Play together: the app's side of a room of Soi or FourSide. The connection lives here, in
//! Rust; the page calls the `room_*` commands and is told of every change on a Tauri channel,
//! so it needs no network access of its own.
//!
//! - `types.rs`: what the page is sent and what it sends (ts-rs exported).

pub mod types;
