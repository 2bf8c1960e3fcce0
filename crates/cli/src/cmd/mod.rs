//! One module per subcommand: its options (clap `Args`, whose doc comments are the help) and
//! what it does.

pub mod crossroads;
pub mod deal;
pub mod fixtures;
pub mod fourside;
pub mod hint_latency;
pub mod replay;
pub mod simulate;
pub mod soak;
pub mod soi;
pub mod solve;
pub mod winnability;

use crate::cli::{ChinesePuzzle, Command, SolitaireX};
use quadrille_engine::gaps::GapsVariant;
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

/// Runs a parsed command, printing what it prints.
pub fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Solitairex(SolitaireX::Simulate(args)) => {
            print!("{}", simulate::run(GapsVariant::SolitaireX, &args))
        }
        Command::Solitairex(SolitaireX::Deal(args)) => print!("{}", deal::deal(args.deal)),
        Command::ChinesePuzzle(ChinesePuzzle::Simulate(args)) => {
            print!("{}", simulate::run(GapsVariant::ChinesePuzzle, &args))
        }
        Command::Solve(args) => print!("{}", solve::run(&args)),
        Command::Crossroads(args) => print!("{}", crossroads::run(&args)),
        Command::Winnability(args) => {
            let (report, broken) = winnability::run(&args);
            print!("{report}");
            if broken > 0 {
                return Err(Failure::Failed(format!(
                    "{broken} winning line(s) did not replay to a win"
                )));
            }
        }
        Command::HintLatency(args) => print!("{}", hint_latency::run(&args)),
        Command::Soi(args) => {
            let (report, too_long) = soi::run(&args);
            print!("{report}");
            if too_long > 0 {
                return Err(Failure::Failed(format!(
                    "{too_long} game(s) had a round longer than {} actions",
                    soi::ROUND_BOUND
                )));
            }
        }
        Command::FourSide(args) => print!("{}", fourside::run(&args)),
        Command::Soak(args) => soak::run(&args)?,
        Command::Replay(args) => print!("{}", replay::replay(&args.file)?),
        Command::Fixtures(args) => {
            for path in fixtures::fixtures(&args.dir)? {
                println!("wrote {}", path.display());
            }
        }
    }
    Ok(())
}
