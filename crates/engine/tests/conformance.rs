//! One conformance test for every game, in the spirit of OpenSpiel's `RandomSimTest`: play
//! random legal actions (or a computer player's) to the end through `Record`, and at every step
//! check that a game not over has a legal action, that every legal action applies, that each
//! seat's view is consistent with the state, and the game's own invariants; at the end, that the
//! game is really over, that save → JSON → load and a replay give back the same state, scores
//! and views, and that undo + redo is a no-op.
//!
//! The invariants themselves are the engine's `conformance` module, which the CLI's soak runs
//! too. A fifth game joins by adding its checks there, implementing `Conformance` here (its
//! seats, which check to run, a wild action) and adding one `#[test]` that calls `random_sim`.

use quadrille_engine::cards::{self, Card};
use quadrille_engine::conformance::{self, Check};
use quadrille_engine::fourside::{
    FourSide, FourSideAction, FourSideEvent, FourSideRules, Level, Placement,
};
use quadrille_engine::game::MAX_ACTIONS;
use quadrille_engine::gaps::{Gaps, GapsAction, GapsEvent, GapsRules, GapsVariant, Slot};
use quadrille_engine::soi::{bot, Ask, PublicEvent, Soi, SoiAction, SoiLevel, SoiRules, SEATS};
use quadrille_engine::{Game, Record, SavedRecord};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::fmt::Debug;

/// What the conformance test needs of a game beyond `Game`.
trait Conformance: Game + PartialEq + Debug {
    /// Carried from step to step for the game's checks (the totals when the round began…).
    type Tally: Default;
    /// Every seat that may look at the game.
    fn seats(&self) -> Vec<Self::Seat>;
    /// The game's invariants (`conformance::check_*`) after `events` (`None`: just dealt).
    fn check(&self, events: Option<&[Self::Event]>, tally: &mut Self::Tally) -> Check;
    /// A computer player's choice (`player` 0 is random play), or `None` for a random one.
    fn choose(&self, _player: usize, _rng: &mut ChaCha8Rng) -> Option<Self::Action> {
        None
    }
    /// A random action that may well be illegal (seats, rows or hands out of range…).
    fn wild(&self, rng: &mut ChaCha8Rng) -> Self::Action;
}

/// Runs a game's check and fails the test with what it found.
fn checked<G: Conformance>(game: &G, events: Option<&[G::Event]>, tally: &mut G::Tally) {
    if let Err(what) = game.check(events, tally) {
        panic!("{what}: {game:?}");
    }
}

fn views<G: Conformance>(game: &G) -> Vec<Value> {
    game.seats()
        .into_iter()
        .map(|seat| serde_json::to_value(game.view(seat)).expect("a view serialises"))
        .collect()
}

fn check_views<G: Conformance>(game: &G) {
    for (seat, view) in game.seats().into_iter().zip(views(game)) {
        assert_eq!(
            serde_json::to_value(game.view(seat)).unwrap(),
            view,
            "a view depends on the state only"
        );
    }
}

/// Plays one game to the end (or, for a game that can go round in circles, to `cap` actions)
/// and checks everything above. Returns the number of actions played.
fn random_sim<G: Conformance>(
    rules: G::Rules,
    deal: u64,
    seed: u64,
    player: usize,
    cap: usize,
) -> usize
where
    G::Rules: PartialEq + Debug,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut record = Record::<G>::new(rules.clone(), deal.into());
    let mut tally = G::Tally::default();
    checked(record.game(), None, &mut tally);
    check_views(record.game());
    let players = record.game().scores().len();
    assert!(players >= 1);
    while !record.game().is_over() && record.actions().len() < cap {
        // A wild action is refused and changes nothing, or is legal.
        let mut probe = record.game().clone();
        let wild = probe.wild(&mut rng);
        if probe.apply(&wild).is_err() {
            assert_eq!(
                &probe,
                record.game(),
                "{wild:?} was refused and changed nothing"
            );
        }
        let game = record.game();
        let legal = game.legal_actions();
        assert!(
            !legal.is_empty(),
            "a game not over has a legal action: {game:?}"
        );
        let action = game
            .choose(player, &mut rng)
            .unwrap_or_else(|| legal[rng.random_range(0..legal.len())].clone());
        assert!(
            legal.contains(&action),
            "{action:?} is among the legal actions"
        );
        let events = record.apply(&action).expect("a legal action applies");
        let game = record.game();
        assert_eq!(game.scores().len(), players, "one score per player, always");
        checked(game, Some(&events), &mut tally);
        check_views(game);
    }
    let end = record.game().clone();
    if end.is_over() {
        assert!(
            end.legal_actions().is_empty(),
            "a finished game offers nothing"
        );
    }

    // Save → JSON → load: the same state, scores and views.
    let json = serde_json::to_string(&record.save()).expect("a save serialises");
    let saved: SavedRecord<G::Rules, G::Action, G::Deal> =
        serde_json::from_str(&json).expect("parses");
    assert_eq!(saved.rules, rules);
    let loaded = Record::<G>::load(saved).expect("a save loads");
    assert_eq!(loaded.game(), &end);
    assert_eq!(loaded.game().scores(), end.scores());
    assert_eq!(views(loaded.game()), views(&end));
    assert_eq!(loaded.actions(), record.actions());
    // A replay of the actions is the same game.
    let replayed = Record::<G>::replay(rules, deal.into(), record.actions()).expect("replays");
    assert_eq!(replayed.game(), &end);
    // Undo and redo of the last action change nothing.
    if record.can_undo() {
        let last = record.actions().to_vec();
        assert!(record.undo());
        assert_ne!(record.actions().len(), last.len());
        assert!(record.redo().is_some());
        assert_eq!(record.game(), &end);
        assert_eq!(record.actions(), &last[..]);
    }
    record.actions().len()
}

// --- FourSide --------------------------------------------------------------------------------

impl Conformance for FourSide {
    /// Tiles placed since the deal.
    type Tally = usize;

    fn seats(&self) -> Vec<u8> {
        vec![0, 1]
    }

    fn check(&self, events: Option<&[FourSideEvent]>, placed: &mut usize) -> Check {
        *placed += events
            .unwrap_or_default()
            .iter()
            .filter(|e| matches!(e, FourSideEvent::Placed { .. }))
            .count();
        conformance::check_fourside(self, *placed)
    }

    fn wild(&self, rng: &mut ChaCha8Rng) -> FourSideAction {
        if rng.random_range(0..10) == 0 {
            return FourSideAction::Hint;
        }
        FourSideAction::Place(Placement {
            hand: rng.random_range(0..6),
            rotation: rng.random_range(0..5),
            row: rng.random_range(0..8),
            col: rng.random_range(0..8),
        })
    }
}

// --- Soi ---------------------------------------------------------------------------------------

impl Conformance for Soi {
    /// The round being played and the totals when it was dealt.
    type Tally = (u32, [u32; SEATS]);

    fn seats(&self) -> Vec<u8> {
        vec![0, 1, 2, 3]
    }

    fn check(&self, _events: Option<&[PublicEvent]>, (round, start): &mut Self::Tally) -> Check {
        if self.round() != *round {
            (*round, *start) = (self.round(), self.totals());
        }
        conformance::check_soi(self, *start)
    }

    fn wild(&self, rng: &mut ChaCha8Rng) -> SoiAction {
        if rng.random_range(0..10) == 0 {
            return SoiAction::NextRound;
        }
        SoiAction::Ask(Ask {
            asker: rng.random_range(0..6),
            target: rng.random_range(0..6),
            card: Card::new(
                rng.random_range(cards::ACE..=cards::KING),
                cards::Suit::ALL[rng.random_range(0..4)],
            ),
        })
    }

    fn choose(&self, player: usize, rng: &mut ChaCha8Rng) -> Option<SoiAction> {
        let level = [
            None,
            Some(SoiLevel::Easy),
            Some(SoiLevel::Medium),
            Some(SoiLevel::Impossible),
        ][player % 4]?;
        let seat = self.to_move().seat()?;
        Some(SoiAction::Ask(bot::choose(&self.view(seat), level, rng)?))
    }
}

// --- Gaps (SolitaireX, Chinese Puzzle, Montana) --------------------------------------------------

impl Conformance for Gaps {
    type Tally = ();

    fn seats(&self) -> Vec<()> {
        vec![()]
    }

    fn check(&self, _events: Option<&[GapsEvent]>, _: &mut ()) -> Check {
        conformance::check_gaps(self, &self.view(()))
    }

    fn wild(&self, rng: &mut ChaCha8Rng) -> GapsAction {
        let mut slot = || Slot {
            row: rng.random_range(0..10),
            col: rng.random_range(0..16),
        };
        let (from, to) = (slot(), slot());
        match rng.random_range(0..12) {
            0 => GapsAction::Reshuffle,
            1 => GapsAction::PlaceAces,
            _ => GapsAction::Move { from, to },
        }
    }
}

#[test]
fn fourside_plays_to_the_end_and_saves_and_loads_identically() {
    for deal in 0..12u64 {
        let level = Level::ALL[deal as usize % 4];
        let rules = FourSideRules { level, size: 7 };
        random_sim::<FourSide>(rules, deal, deal * 7 + 1, 0, MAX_ACTIONS);
    }
}

/// Random play and the three computer levels in turn.
#[test]
fn soi_plays_to_the_end_and_saves_and_loads_identically() {
    for deal in 0..20u64 {
        let rules = SoiRules { target: 150 };
        random_sim::<Soi>(rules, deal, deal + 100, deal as usize % 4, MAX_ACTIONS);
    }
}

/// Gaps can go round in circles (a card moving to and fro between two copies of its
/// predecessor), so a random game is cut at 2,000 actions; most end long before.
fn gaps_sim(variant: GapsVariant) {
    let mut finished = 0;
    for deal in 0..10u64 {
        let played = random_sim::<Gaps>(GapsRules::standard(variant), deal, deal + 11, 0, 2_000);
        finished += usize::from(played < 2_000);
    }
    assert!(finished > 0, "some random games reach their end");
}

#[test]
fn solitaire_x_plays_to_the_end_and_saves_and_loads_identically() {
    gaps_sim(GapsVariant::SolitaireX);
}

#[test]
fn chinese_puzzle_plays_to_the_end_and_saves_and_loads_identically() {
    gaps_sim(GapsVariant::ChinesePuzzle);
}

#[test]
fn montana_plays_to_the_end_and_saves_and_loads_identically() {
    gaps_sim(GapsVariant::Montana);
}
