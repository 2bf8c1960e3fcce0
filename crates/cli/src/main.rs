//! quadrille-cli: headless Quadrille. Simulates SolitaireX strategies, prints deals, replays
//! saved games and writes real engine output as fixtures for the UI tests. `--help` says how.

mod args;
mod commands;
mod simulate;
mod strategy;

use args::{Command, SimulateArgs, USAGE};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let command = match args::parse(std::env::args().skip(1)) {
        Ok(command) => command,
        Err(err) => {
            eprintln!("quadrille-cli: {err}\n\nRun `quadrille-cli --help` for usage.");
            return ExitCode::from(2);
        }
    };
    match run(command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("quadrille-cli: {failure}");
            ExitCode::from(failure.exit_code() as u8)
        }
    }
}

fn run(command: Command) -> Result<(), commands::Failure> {
    match command {
        Command::Help => print!("{USAGE}"),
        Command::Version => println!("quadrille-cli {}", env!("CARGO_PKG_VERSION")),
        Command::Simulate(args) => print!("{}", run_simulation(&args)),
        Command::Deal(n) => print!("{}", commands::deal(n)),
        Command::Replay(path) => print!("{}", commands::replay(&path)?),
        Command::Fixtures(dir) => {
            for path in commands::fixtures(&dir)? {
                println!("wrote {}", path.display());
            }
        }
    }
    Ok(())
}

fn run_simulation(args: &SimulateArgs) -> String {
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    let start = Instant::now();
    let s = simulate::simulate(args.games, args.strategy, args.seed, threads);
    let seconds = start.elapsed().as_secs_f64();
    format!(
        "SolitaireX, strategy {}, seed {}, {} thread(s)\n\
         games            {}\n\
         won              {} ({:.2}%)\n\
         mean score       {:.2} / 48 (best {})\n\
         mean reshuffles  {:.3}\n\
         mean moves       {:.1}\n\
         time             {:.3} s\n\
         games/second     {:.0}\n",
        args.strategy.name(),
        args.seed,
        threads,
        s.games,
        s.won,
        100.0 * s.win_rate(),
        s.mean_score(),
        s.best_score,
        s.mean_reshuffles(),
        s.mean_moves(),
        seconds,
        s.games as f64 / seconds.max(1e-9),
    )
}
