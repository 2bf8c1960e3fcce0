//! `solve VARIANT DEAL`: search one deal for a win and print the line or the hint.

use crate::board::grid;
use crate::parsers::{at_least_one, deal_number, variant_name, variant_parser};
use crate::search::{
    check_movable_twos, first_deal, move_text, searched_variant, thread_cpu_ns, twos_keys,
    verdict_word, SolveBudget,
};
use clap::Args;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::solver::{solve_with, SolveOptions, Verdict};
use quadrille_engine::gaps::{GapsAction, GapsVariant};
use quadrille_engine::Game;
use std::time::Instant;

/// `solve`'s budget when none is given.
pub const DEFAULT_SOLVE_NODES: u64 = 5_000_000;

/// Search one deal for a win: verdict, nodes, time, and the winning line or the hint.
///
/// Search the first deal of deal number DEAL for a win without a reshuffle and print the board,
/// the verdict (winnable, unwinnable, unknown), the nodes searched, the time, the best score
/// seen and the winning line as moves (`7♥ r2c5 → r1c3`: rows and columns counted from 1 at the
/// top left), or else the hint.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct SolveArgs {
    /// solitairex, chinese-puzzle or montana.
    #[arg(value_name = "VARIANT", value_parser = variant_parser(), ignore_case = true)]
    pub variant: GapsVariant,
    /// The deal number, 0 .. 2^53-1.
    #[arg(value_name = "DEAL", value_parser = deal_number)]
    pub deal: DealNumber,
    /// Node budget [default: 5000000]
    #[arg(long, value_name = "N", value_parser = at_least_one(), conflicts_with = "ms")]
    pub nodes: Option<u64>,
    /// Time budget in milliseconds instead.
    #[arg(long, value_name = "T", value_parser = at_least_one())]
    pub ms: Option<u64>,
    /// Chinese Puzzle: place the aces with PlaceAces (first free row) and search from there;
    /// without it the solver plays the ace phase itself.
    #[arg(long, conflicts_with = "movable_twos")]
    pub place_aces: bool,
    /// SolitaireX: search the deal as Montana (the variant `montana`: a 2 heading a row may
    /// move to another column-0 gap); Montana is always searched so. The search first
    /// hunts for a win moving no heading 2, on an eighth of the budget (nodes or time), then
    /// for one moving at most one, on a sixth, then for one that never brings a 2 from
    /// another row to take a 3, on what is left, then searches by the whole rule.
    #[arg(long)]
    pub movable_twos: bool,
    /// Look for a win with a beam of W positions first (95 % of the budget at most), then
    /// search depth-first; 0 for depth-first only [default: 100 for chinese-puzzle, else 0]
    #[arg(long, value_name = "W")]
    pub beam: Option<usize>,
    /// SolitaireX: search without the loss bound (which proves a position lost when a card
    /// can never reach the finished layout); for comparisons.
    #[arg(long)]
    pub no_bounds: bool,
    /// Montana rule: search every arrangement of the heading 2s as a position of its own
    /// rather than one position per column-0 class; for comparisons.
    #[arg(long)]
    pub no_classes: bool,
    /// SolitaireX: search every move even where placing a card is as good as any (by default
    /// such a placing move is searched alone); for comparisons.
    #[arg(long)]
    pub no_safe_moves: bool,
    /// Montana rule: once a 2 stands in every column-0 cell, search every order of the 2s
    /// apart rather than choosing a row's 2 when a 3 moves in behind it; for comparisons.
    #[arg(long)]
    pub no_open_rows: bool,
}

impl SolveArgs {
    pub fn budget(&self) -> SolveBudget {
        SolveBudget::from_options(self.nodes, self.ms, DEFAULT_SOLVE_NODES)
    }

    /// Each experiment belongs to one variant.
    pub fn check(&self) -> Result<(), String> {
        if self.place_aces && self.variant != GapsVariant::ChinesePuzzle {
            return Err("--place-aces is for chinese-puzzle only".into());
        }
        check_movable_twos(self.variant, self.movable_twos)
    }
}

/// `solve VARIANT DEAL`.
pub fn run(args: &SolveArgs) -> String {
    let variant = searched_variant(args.variant, args.movable_twos);
    let game = first_deal(variant, args.deal, args.place_aces);
    let options = SolveOptions::new(args.budget().budget())
        .movable_twos(args.movable_twos)
        .beam_or_default(args.beam)
        .bounds(!args.no_bounds)
        .twos_keys(twos_keys(args.no_classes, args.no_open_rows))
        .safe_moves(!args.no_safe_moves);
    let cpu_before = thread_cpu_ns();
    let start = Instant::now();
    let solution = solve_with(&game, &options);
    let time = start.elapsed();
    let cpu = cpu_before
        .zip(thread_cpu_ns())
        .map(|(a, b)| b.saturating_sub(a) as f64 / 1e6);
    let mut out = format!(
        "{} deal {}{}{}\n{}",
        variant_name(args.variant),
        args.deal,
        if args.place_aces {
            ", aces placed with PlaceAces"
        } else {
            ""
        },
        if variant.movable_twos() {
            ", Montana rule: a 2 heading a row may move to another column-0 gap"
        } else {
            ""
        },
        grid(&game)
    );
    out.push_str(&format!(
        "verdict     {}\nnodes       {}\ntime        {:.1} ms (CPU {})\nbudget      {}\nbest score  {} / {} (now {})\n",
        verdict_word(solution.verdict),
        solution.nodes,
        time.as_secs_f64() * 1e3,
        cpu.map_or_else(|| "n/a".to_string(), |ms| format!("{ms:.1} ms")),
        args.budget().describe(),
        solution.best_score,
        game.max_score(),
        game.score(),
    ));
    if solution.verdict == Verdict::Winnable {
        out.push_str(&format!("winning line ({} moves):\n", solution.line.len()));
        let mut replay = game.clone();
        for (i, &(from, to)) in solution.line.iter().enumerate() {
            out.push_str(&format!(
                "{:>4}. {}\n",
                i + 1,
                move_text(&replay, (from, to))
            ));
            replay
                .apply(&GapsAction::Move { from, to })
                .expect("the solver's line is legal");
        }
    } else {
        match solution.hint {
            Some(m) => out.push_str(&format!("hint        {}\n", move_text(&game, m))),
            None => out.push_str("hint        none (no legal move)\n"),
        }
    }
    out
}
