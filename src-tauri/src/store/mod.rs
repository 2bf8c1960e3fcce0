//! The store: where the app keeps its data on this device — a snapshot of every key
//! (`quadrille.json`) and a journal of the changes since (`quadrille.journal.<generation>`). A
//! command's changes are one small journal record, whatever the length of the games; the
//! snapshot is rewritten now and then, off the command's path.
//!
//! - `staged.rs`: the data as the state sees it (`Storage`); saving a command's staged changes;
//! - `changes.rs`: the changes (`Op`s) and how they apply to the data;
//! - `disk.rs`: the files behind the data while the app runs: appending and compacting;
//! - `syncer.rs`: the thread that fsyncs the journal after each append;
//! - `open.rs`: opening the data at a start: snapshot, journals, migration of older saves;
//! - `snapshot.rs`: the snapshot's format (its format number and journal mark);
//! - `journal.rs`: the journal's files: header, records, the writer;
//! - `durable.rs`: one file written whole, so that a crash cannot leave it cut or empty;
//! - `error.rs`: why the saved data could not be written or read.
//!
//! `profile.rs` (settings, statistics, tournament results) stays beside the games: it is what
//! the player's data *means* (the settings' checks, the rules they choose, the statistics'
//! records), with no file in it, and the games use it. The store holds keys and JSON values and
//! knows no game.

pub mod changes;
pub mod disk;
pub mod durable;
pub mod error;
pub mod journal;
pub mod log;
pub mod open;
pub mod snapshot;
pub mod staged;
pub mod syncer;
