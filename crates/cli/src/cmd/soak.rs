//! `quadrille-cli soak`: long runs of random play, legal and illegal, that check the engine's
//! invariants after every step.
//!
//! Each game (SolitaireX, Chinese Puzzle, Soi, FourSide) is played deal after deal with actions
//! drawn at random from `legal_actions()`, mixed with the Gaps session's own requests (undo,
//! redo, tournaments) and with actions that must be refused. After every step the state is
//! checked (cards or tiles conserved, scores and totals consistent, every seat's view equal to
//! what that seat may see and nothing more); every `check_every` actions and at the end of every
//! deal the game also goes through save → JSON → load and is replayed from its deal, and both
//! must give back the same state.
//!
//! Everything random comes from `--seed`, so a failure is reproduced by running the same
//! command again; the report names the deal, the number of actions and the invariant.

use super::Failure;
use crate::parsers::at_least_one;
use clap::{Args, ValueEnum};
use quadrille_engine::cards::{Card, Suit};
use quadrille_engine::conformance::{
    check_fourside, check_fourside_step, check_gaps_session, check_soi, fourside_allows,
    fourside_replay, gaps_replay, soi_replay, Check,
};
use quadrille_engine::deal::{DealNumber, RANDOM_DEALS};
use quadrille_engine::fourside::{FourSide, FourSideAction, FourSideRules, Level, Placement};
use quadrille_engine::gaps::{
    AceOrder, GapsAction, GapsPlay, GapsRules, GapsVariant, SavedGaps, Slot,
};
use quadrille_engine::soi::{Ask, Soi, SoiAction, SoiRules, SEATS};
use quadrille_engine::{Game, Record, RuleError, SavedRecord};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::time::Instant;

/// Actions per game when `--actions` is not given.
pub const DEFAULT_ACTIONS: u64 = 1_000_000;
/// Save/load and replay every this many actions when `--check-every` is not given.
pub const DEFAULT_CHECK_EVERY: u64 = 100;

/// Share of steps that try an action the rules must refuse.
const ILLEGAL_SHARE: f64 = 0.1;

/// A game the soak can play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SoakGame {
    SolitaireX,
    ChinesePuzzle,
    Montana,
    Soi,
    FourSide,
}

impl SoakGame {
    pub const ALL: [SoakGame; 5] = [
        SoakGame::SolitaireX,
        SoakGame::ChinesePuzzle,
        SoakGame::Montana,
        SoakGame::Soi,
        SoakGame::FourSide,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SoakGame::SolitaireX => "solitairex",
            SoakGame::ChinesePuzzle => "chinese-puzzle",
            SoakGame::Montana => "montana",
            SoakGame::Soi => "soi",
            SoakGame::FourSide => "fourside",
        }
    }

    /// Mixed into the seed so that each game's run is the same alone or with the others.
    fn stream(self) -> u64 {
        match self {
            SoakGame::SolitaireX => 0x5011_7a1e,
            SoakGame::ChinesePuzzle => 0xc41e_5e00,
            SoakGame::Montana => 0x4047_7a4a,
            SoakGame::Soi => 0x0000_5017,
            SoakGame::FourSide => 0xf0f0_51de,
        }
    }
}

/// `--game`: one game, or all of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SoakChoice {
    Solitairex,
    ChinesePuzzle,
    Montana,
    Soi,
    #[value(name = "fourside")]
    FourSide,
    All,
}

impl SoakChoice {
    /// The games this choice plays, in the report's order.
    pub fn games(self) -> Vec<SoakGame> {
        match self {
            SoakChoice::Solitairex => vec![SoakGame::SolitaireX],
            SoakChoice::ChinesePuzzle => vec![SoakGame::ChinesePuzzle],
            SoakChoice::Montana => vec![SoakGame::Montana],
            SoakChoice::Soi => vec![SoakGame::Soi],
            SoakChoice::FourSide => vec![SoakGame::FourSide],
            SoakChoice::All => SoakGame::ALL.to_vec(),
        }
    }
}

/// Play every game with random actions, legal and illegal, and check the invariants.
///
/// Play each game deal after deal with random legal actions (Gaps: also undo, redo and
/// tournaments; Soi: next round; FourSide: hints), and about one step in ten an action the rules
/// must refuse (seats, rows, columns and ranks up to 255, cards not held, out of turn), which
/// must change nothing.
///
/// After every step check the invariants: cards or tiles conserved, scores and totals, legal
/// actions as the rules say, each seat's view showing the state and no one else's cards or
/// tiles. Every K actions and at each deal's end, save -> JSON -> load and a replay from the
/// deal must give back the same game. Print per game the deals, actions, refusals, checks,
/// round trips, failures and time; on a broken invariant exit with status 1, naming the deal,
/// the number of actions and the invariant.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct SoakArgs {
    /// The game to play, or all.
    #[arg(
        long,
        value_name = "G",
        value_enum,
        ignore_case = true,
        default_value = "all"
    )]
    pub game: SoakChoice,
    /// Legal actions to apply per game.
    #[arg(long, value_name = "N", value_parser = at_least_one(), default_value_t = DEFAULT_ACTIONS)]
    pub actions: u64,
    /// All the randomness: the same seed plays the same run.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Save/load and replay every K actions (and at every deal's end).
    #[arg(long, value_name = "K", value_parser = at_least_one(), default_value_t = DEFAULT_CHECK_EVERY)]
    pub check_every: u64,
}

/// What one game's soak did.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    /// Deals played (the last one may be cut short by the action budget).
    pub deals: u64,
    /// Legal game actions applied (`apply` through the record or session).
    pub actions: u64,
    /// Requests the rules had to refuse, and did, leaving the game unchanged.
    pub refused: u64,
    /// Accepted undo, redo, start-tournament and next-player requests (Gaps only).
    pub session_ops: u64,
    /// Full checks of the state's invariants and every seat's view.
    pub checks: u64,
    /// Save → JSON → load round trips, each followed by a replay from the deal.
    pub round_trips: u64,
    pub failures: u64,
    pub seconds: f64,
}

/// A broken invariant, with what it takes to find the same spot again.
#[derive(Debug, Clone)]
pub struct Violation {
    pub game: SoakGame,
    pub deal: DealNumber,
    /// Actions in the game's record when the invariant broke.
    pub actions: usize,
    pub what: String,
    /// The game's saved form (JSON) at that point, when it could be made.
    pub saved: Option<String>,
}

impl Violation {
    fn describe(&self, seed: u64) -> String {
        let mut text = format!(
            "soak of {} (seed {seed}) failed on deal {} after {} actions: {}",
            self.game.name(),
            self.deal,
            self.actions,
            self.what
        );
        if let Some(saved) = &self.saved {
            let _ = write!(text, "\nthe game at that point: {saved}");
        }
        text
    }
}

/// Runs the soak, printing one line per game as it finishes.
pub fn run(args: &SoakArgs) -> Result<(), Failure> {
    println!(
        "soak: seed {}, {} actions per game, about 1 in {} steps an action that must be \
         refused;\nevery state checked after every step; save/load and replay every {} actions \
         and at each deal's end",
        args.seed,
        args.actions,
        (1.0 / ILLEGAL_SHARE).round(),
        args.check_every
    );
    println!("{}", table_header());
    for game in args.game.games() {
        let (tally, violation) = soak_game(game, args);
        println!("{}", table_row(game, &tally));
        let _ = std::io::stdout().flush();
        if let Some(v) = violation {
            return Err(Failure::Failed(v.describe(args.seed)));
        }
    }
    println!(
        "deals: games dealt; actions: legal actions applied; refused: illegal requests \
         refused with the game unchanged;\nsession: accepted undo/redo/tournament requests; \
         checks: full state and view checks; round trips: save/load + replay"
    );
    Ok(())
}

fn table_header() -> String {
    format!(
        "{:<15} {:>8} {:>10} {:>9} {:>8} {:>10} {:>11} {:>8} {:>9}",
        "game",
        "deals",
        "actions",
        "refused",
        "session",
        "checks",
        "round trips",
        "failures",
        "seconds"
    )
}

fn table_row(game: SoakGame, t: &Tally) -> String {
    format!(
        "{:<15} {:>8} {:>10} {:>9} {:>8} {:>10} {:>11} {:>8} {:>9.1}",
        game.name(),
        t.deals,
        t.actions,
        t.refused,
        t.session_ops,
        t.checks,
        t.round_trips,
        t.failures,
        t.seconds
    )
}

/// Soaks one game until `args.actions` legal actions have been applied or an invariant breaks.
pub fn soak_game(game: SoakGame, args: &SoakArgs) -> (Tally, Option<Violation>) {
    let start = Instant::now();
    let mut soak = Soak {
        rng: ChaCha8Rng::seed_from_u64(args.seed ^ game.stream()),
        tally: Tally::default(),
        budget: args.actions,
        check_every: args.check_every.max(1),
        since_round_trip: 0,
    };
    let mut violation = None;
    while soak.tally.actions < soak.budget {
        let deal = soak.rng.random_range(1..RANDOM_DEALS);
        soak.tally.deals += 1;
        // A panic in the engine is a failure like any other: report the deal it happened on.
        let progress = std::cell::Cell::new(0usize);
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| match game {
            SoakGame::SolitaireX => soak.gaps_deal(GapsVariant::SolitaireX, deal, &progress),
            SoakGame::ChinesePuzzle => soak.gaps_deal(GapsVariant::ChinesePuzzle, deal, &progress),
            SoakGame::Montana => soak.gaps_deal(GapsVariant::Montana, deal, &progress),
            SoakGame::Soi => soak.soi_deal(deal, &progress),
            SoakGame::FourSide => soak.fourside_deal(deal, &progress),
        }));
        let failed = match outcome {
            Ok(Ok(())) => None,
            Ok(Err(mut v)) => {
                v.game = game;
                Some(v)
            }
            Err(payload) => Some(Violation {
                game,
                deal,
                actions: progress.get(),
                what: format!("the engine panicked: {}", panic_message(&payload)),
                saved: None,
            }),
        };
        if let Some(v) = failed {
            soak.tally.failures += 1;
            violation = Some(v);
            break;
        }
    }
    soak.tally.seconds = start.elapsed().as_secs_f64();
    (soak.tally, violation)
}

fn panic_message(payload: &Box<dyn std::any::Any + Send>) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_string())
}

struct Soak {
    rng: ChaCha8Rng,
    tally: Tally,
    budget: u64,
    check_every: u64,
    since_round_trip: u64,
}

/// A JSON round trip of a saved form; it must come back equal.
fn through_json<T: Serialize + DeserializeOwned + PartialEq>(saved: &T) -> Result<T, String> {
    let json = serde_json::to_string(saved).map_err(|e| format!("save does not serialise: {e}"))?;
    let back: T =
        serde_json::from_str(&json).map_err(|e| format!("saved JSON does not parse: {e}"))?;
    if &back != saved {
        return Err("the saved form changes through JSON".to_string());
    }
    Ok(back)
}

/// A refusal must say why (its code is typed, so only the words can be missing).
fn check_refusal(err: &RuleError, what: &str) -> Check {
    if err.message.is_empty() {
        return Err(format!("{what} was refused without a message"));
    }
    Ok(())
}

/// Applies an action the rules must refuse: it must be refused in words and change nothing.
fn must_refuse<G: Game + PartialEq>(record: &mut Record<G>, action: &G::Action) -> Check {
    let before = record.game().clone();
    let before_actions = record.actions().len();
    match record.apply(action) {
        Ok(_) => Err(format!(
            "the unlisted action {action:?} was accepted but should have been refused"
        )),
        Err(e) => {
            check_refusal(&e, &format!("{action:?}"))?;
            if *record.game() != before || record.actions().len() != before_actions {
                return Err(format!("{action:?} was refused but changed the game"));
            }
            Ok(())
        }
    }
}

impl Soak {
    fn out_of_budget(&self) -> bool {
        self.tally.actions >= self.budget
    }

    fn round_trip_due(&mut self) -> bool {
        self.since_round_trip >= self.check_every
    }

    fn applied(&mut self) {
        self.tally.actions += 1;
        self.since_round_trip += 1;
    }

    fn random_u8(&mut self) -> u8 {
        self.rng.random()
    }

    fn random_card(&mut self) -> Card {
        Card::new(
            self.rng.random_range(1..=13),
            Suit::ALL[self.rng.random_range(0..4)],
        )
    }
}

/// Save → JSON → load of a record: the same position, scores and saved form.
fn record_round_trip<G>(record: &Record<G>) -> Check
where
    G: Game + PartialEq,
    G::Rules: PartialEq,
{
    let saved = record.save();
    let back: SavedRecord<G::Rules, G::Action, G::Deal> = through_json(&saved)?;
    let loaded = Record::<G>::load(back).map_err(|e| format!("the save does not load: {e}"))?;
    if loaded.game() != record.game() {
        return Err("save → load gives a different position".to_string());
    }
    if loaded.game().scores() != record.game().scores() {
        return Err("save → load gives different scores".to_string());
    }
    if loaded.save() != saved {
        return Err("save → load gives a different history".to_string());
    }
    Ok(())
}

mod fourside;
mod gaps;
mod soi;

#[cfg(test)]
mod tests;
