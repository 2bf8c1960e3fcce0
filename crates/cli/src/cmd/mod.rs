//! One module per subcommand: its options (clap `Args`, whose doc comments are the help) and
//! what it does.

pub mod crossroads;
pub mod daily;
pub mod deal;
pub mod fixtures;
pub mod fourside;
pub mod hint_latency;
pub mod replay;
pub mod room;
pub mod simulate;
pub mod soak;
pub mod soi;
pub mod solve;
pub mod versus;
pub mod winnability;
pub mod wire;

use std::fmt;

/// Why a command failed; the exit status follows from it.
#[derive(Debug)]
pub enum Failure {
    /// The input was wrong: an unreadable or invalid file (exit status 2).
    BadInput(String),
    /// Something went wrong while working (exit status 1).
    Failed(String),
}

impl Failure {
    pub fn exit_code(&self) -> i32 {
        match self {
            Failure::BadInput(_) => 2,
            Failure::Failed(_) => 1,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::BadInput(m) | Failure::Failed(m) => f.write_str(m),
        }
    }
}
