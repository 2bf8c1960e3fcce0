//! The store: where the app keeps its data on this device.
//!
//! - `storage.rs`: the data as the state sees it, saved as a snapshot and a journal;
//! - `journal.rs`: the journal's changes and its files;
//! - `durable.rs`: one file written whole, so that a crash cannot leave it cut or empty.

pub mod durable;
pub mod journal;
pub mod storage;
