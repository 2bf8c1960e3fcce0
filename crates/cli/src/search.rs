//! What `solve`, `winnability` and `hint-latency` share: the solver's budget, the first deal
//! of a deal number, moves and verdicts in words, the searching thread's CPU time.

use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::solver::{solve, Budget, Solution, TwosKeys, Verdict};
use quadrille_engine::gaps::{Gaps, GapsAction, GapsRules, GapsStatus, GapsVariant, Slot};
use quadrille_engine::Game;
use std::time::{Duration, Instant};

/// How much the solver may spend on one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolveBudget {
    Nodes(u64),
    Millis(u64),
}

impl SolveBudget {
    pub fn budget(self) -> Budget {
        match self {
            SolveBudget::Nodes(n) => Budget::nodes(n),
            SolveBudget::Millis(ms) => Budget::time(Duration::from_millis(ms)),
        }
    }
    pub fn describe(self) -> String {
        match self {
            SolveBudget::Nodes(n) => format!("{n} nodes"),
            SolveBudget::Millis(ms) => format!("{ms} ms"),
        }
    }

    /// `--nodes N` or `--ms T` (clap refuses both), or else `default_nodes`.
    pub fn from_options(nodes: Option<u64>, ms: Option<u64>, default_nodes: u64) -> SolveBudget {
        match (nodes, ms) {
            (_, Some(ms)) => SolveBudget::Millis(ms),
            (Some(n), None) => SolveBudget::Nodes(n),
            (None, None) => SolveBudget::Nodes(default_nodes),
        }
    }
}

/// A move in words: `7♥ r2c5 → r1c3`, rows and columns counted from 1.
pub fn move_text(game: &Gaps, (from, to): (Slot, Slot)) -> String {
    let card = game
        .at(from)
        .map_or_else(|| "??".to_string(), |c| c.to_string());
    format!(
        "{card} r{}c{} → r{}c{}",
        from.row + 1,
        from.col + 1,
        to.row + 1,
        to.col + 1
    )
}

pub fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Winnable => "winnable",
        Verdict::Unwinnable => "unwinnable",
        Verdict::Unknown => "unknown",
    }
}

/// What one position stands for under the Montana rule, by the comparison flags
/// `--no-classes` and `--no-open-rows` (`TwosKeys`).
pub fn twos_keys(no_classes: bool, no_open_rows: bool) -> TwosKeys {
    if no_classes {
        TwosKeys::Boards
    } else if no_open_rows {
        TwosKeys::Classes
    } else {
        TwosKeys::OpenRows
    }
}

/// The game a search plays: `variant`, except that SolitaireX searched with `--movable-twos`
/// is Montana (the same deals, with its movable 2s), so the engine plays its lines move by
/// move.
pub fn searched_variant(variant: GapsVariant, movable_twos: bool) -> GapsVariant {
    match variant {
        GapsVariant::SolitaireX if movable_twos => GapsVariant::Montana,
        _ => variant,
    }
}

/// `--movable-twos` belongs to the one-deck games (for Montana it changes nothing).
pub fn check_movable_twos(variant: GapsVariant, movable_twos: bool) -> Result<(), String> {
    if movable_twos && variant == GapsVariant::ChinesePuzzle {
        return Err("--movable-twos is for solitairex and montana only".into());
    }
    Ok(())
}

/// Plays a winning line found by the solver on a copy of `game`, each move through the
/// engine's rules (the game's own: Montana's lines may move heading 2s). `Err` names the
/// first move refused, or says the line ends short of a win.
pub fn replay_win(game: &Gaps, line: &[(Slot, Slot)]) -> Result<(), String> {
    let mut game = game.clone();
    for (i, &(from, to)) in line.iter().enumerate() {
        if let Err(e) = game.apply(&GapsAction::Move { from, to }) {
            return Err(format!(
                "move {} ({from:?} to {to:?}) refused: {e:?}",
                i + 1
            ));
        }
    }
    match game.status() {
        GapsStatus::Won => Ok(()),
        status => Err(format!(
            "the line of {} moves ends {status:?}, not won",
            line.len()
        )),
    }
}

/// The first deal of `deal`, the aces placed with PlaceAces when asked (Chinese Puzzle).
pub fn first_deal(variant: GapsVariant, deal: DealNumber, place_aces: bool) -> Gaps {
    let mut game = Gaps::new(&GapsRules::standard(variant), deal);
    if place_aces && game.in_ace_phase() {
        game.apply(&GapsAction::PlaceAces)
            .expect("PlaceAces is legal in the ace phase");
    }
    game
}

/// Solves `game` and says how long it took.
pub fn timed_solve(game: &Gaps, budget: Budget) -> (Solution, Duration) {
    let start = Instant::now();
    let solution = solve(game, budget);
    (solution, start.elapsed())
}

/// The solver searches depth first, recursively, and a line can be thousands of moves deep
/// (the movable-2 experiment goes deepest): its threads get a roomy stack.
pub const SOLVER_STACK: usize = 256 << 20;

/// CPU time of the calling thread in nanoseconds, where Linux tells it
/// (`/proc/thread-self/schedstat`): it separates the search's own work from time spent
/// waiting for a core on a loaded machine.
pub fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_written_with_the_card_and_slots_from_1() {
        let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), 42);
        // Deal 42: the 2♠ lies in row 1, column 9 (0-based 0, 8).
        let text = move_text(&game, (Slot::new(0, 8), Slot::new(0, 0)));
        assert_eq!(text, "2♠ r1c9 → r1c1");
    }

    #[test]
    fn first_deal_places_the_aces_only_when_asked() {
        let cp = GapsVariant::ChinesePuzzle;
        assert!(first_deal(cp, 3, false).in_ace_phase());
        let placed = first_deal(cp, 3, true);
        assert!(!placed.in_ace_phase());
        assert!(placed.score() >= 8);
        assert!(!first_deal(GapsVariant::SolitaireX, 3, true).in_ace_phase());
    }

    #[test]
    fn solitairex_with_movable_twos_is_searched_as_montana() {
        use GapsVariant::*;
        assert_eq!(searched_variant(SolitaireX, true), Montana);
        assert_eq!(searched_variant(SolitaireX, false), SolitaireX);
        assert_eq!(searched_variant(Montana, false), Montana);
        assert!(check_movable_twos(Montana, true).is_ok());
        assert!(check_movable_twos(ChinesePuzzle, true).is_err());
    }

    /// The solver's lines replay to a win through the engine; a line cut short, or a line
    /// that moves a heading 2 replayed as SolitaireX, is refused.
    #[test]
    fn winning_lines_replay_and_broken_ones_are_refused() {
        use quadrille_engine::gaps::solver::{solve_with, SolveOptions};
        let mut switches = 0;
        for deal in 0..40 {
            for variant in [GapsVariant::SolitaireX, GapsVariant::Montana] {
                let game = Gaps::new(&GapsRules::standard(variant), deal);
                let s = solve_with(&game, &SolveOptions::new(Budget::nodes(200_000)));
                if s.verdict != Verdict::Winnable {
                    continue;
                }
                assert_eq!(replay_win(&game, &s.line), Ok(()), "deal {deal}");
                let short = &s.line[..s.line.len() - 1];
                assert!(replay_win(&game, short).is_err(), "deal {deal}");
                if s.line.iter().any(|(f, t)| f.col == 0 && t.col == 0) {
                    switches += 1;
                    let sx = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
                    let refused = replay_win(&sx, &s.line).unwrap_err();
                    assert!(refused.contains("refused"), "{refused}");
                }
            }
        }
        assert!(switches > 0, "no line moved a heading 2");
    }

    #[test]
    fn a_budget_is_nodes_or_milliseconds() {
        assert_eq!(
            SolveBudget::from_options(None, None, 7),
            SolveBudget::Nodes(7)
        );
        assert_eq!(
            SolveBudget::from_options(Some(5), None, 7),
            SolveBudget::Nodes(5)
        );
        assert_eq!(
            SolveBudget::from_options(None, Some(150), 7),
            SolveBudget::Millis(150)
        );
        assert_eq!(SolveBudget::Millis(150).describe(), "150 ms");
        assert_eq!(SolveBudget::Nodes(5).describe(), "5 nodes");
    }
}
