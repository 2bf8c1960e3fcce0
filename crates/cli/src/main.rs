//! quadrille-cli: headless Quadrille. Simulates strategies for the Gaps games, solves deals and
//! measures winnability, prints deals, replays saved games and writes real engine output as
//! fixtures for the UI tests. `--help` says how.

mod args;
mod commands;
mod fourside_sim;
mod matches;
#[cfg(test)]
mod montana;
mod parallel;
mod simulate;
mod soak;
mod soi_sim;
mod solve;
mod stats;
mod strategy;

use args::{variant_name, Command, SimulateArgs, USAGE};
use parallel::threads;
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
        Command::Solve(args) => print!("{}", solve::solve_command(&args)),
        Command::Winnability(args) => {
            print!(
                "{}",
                solve::winnability_command(&args, threads(args.threads))
            )
        }
        Command::HintLatency(args) => print!("{}", solve::latency_command(&args)),
        Command::Soi(args) => print!("{}", soi_sim::run(&args, threads(args.threads))),
        Command::FourSide(args) => print!("{}", fourside_sim::run(&args, threads(args.threads))),
        Command::Soak(args) => soak::run(&args)?,
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
    let threads = threads(args.threads);
    let setup = simulate::Setup {
        variant: args.variant,
        kind: args.strategy,
        seed: args.seed,
        nodes: args.nodes,
    };
    let start = Instant::now();
    let s = simulate::simulate(setup, args.games, threads);
    let seconds = start.elapsed().as_secs_f64();
    let budget = if args.strategy == args::StrategyKind::Hint {
        format!(" ({} nodes per search)", args.nodes)
    } else {
        String::new()
    };
    let max = quadrille_engine::gaps::GapsVariant::spec(args.variant).cards_in_play();
    format!(
        "{}, strategy {}{budget}, seed {}, {} thread(s)\n\
         games            {}\n\
         won              {}\n\
         mean score       {:.2} / {max} (best {})\n\
         mean reshuffles  {:.3}\n\
         mean moves       {:.1}\n\
         time             {:.3} s\n\
         games/second     {:.1}\n",
        variant_name(args.variant),
        args.strategy.name(),
        args.seed,
        threads,
        s.games,
        stats::share(s.won, s.games),
        s.mean_score(),
        s.best_score,
        s.mean_reshuffles(),
        s.mean_moves(),
        seconds,
        s.games as f64 / seconds.max(1e-9),
    )
}
