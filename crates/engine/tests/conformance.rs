//! One conformance test for every game, in the spirit of OpenSpiel's `RandomSimTest`: play
//! random legal actions (or a computer player's) to the end through `Record`, and at every step
//! check that a game not over has a legal action, that every legal action applies, that each
//! seat's view is consistent with the state, and the game's own invariants; at the end, that the
//! game is really over, that save → JSON → load and a replay give back the same state, scores
//! and views, and that undo + redo is a no-op.
//!
//! A fifth game joins by implementing `Conformance` (its seats, its invariants, a wild action)
//! and adding one `#[test]` that calls `random_sim`.

use quadrille_engine::cards::{self, Card};
use quadrille_engine::fourside::{
    Board, FourSide, FourSideAction, FourSideEvent, FourSideRules, Level, Placement,
};
use quadrille_engine::game::MAX_ACTIONS;
use quadrille_engine::gaps::{Aces, Gaps, GapsAction, GapsRules, GapsStatus, GapsVariant, Slot};
use quadrille_engine::soi::{
    bot, Ask, PublicEvent, Soi, SoiAction, SoiLevel, SoiRules, POINTS_PER_ROUND,
};
use quadrille_engine::{Game, Record, SavedRecord};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::fmt::Debug;

/// What the conformance test needs of a game beyond `Game`.
trait Conformance: Game + PartialEq + Debug {
    /// Carried from step to step for the game's own checks (running totals and the like).
    type Tally: Default;
    /// Every seat that may look at the game.
    fn seats(&self) -> Vec<Self::Seat>;
    /// The game's invariants after `events` (`None`: just dealt).
    fn check_step(&self, events: Option<&[Self::Event]>, tally: &mut Self::Tally);
    /// `view` (the seat's view as JSON) shows the state as it is, and only the seat's own hand.
    fn check_view(&self, seat: Self::Seat, view: &Value);
    /// What must hold once the game is over.
    fn check_end(&self);
    /// A computer player's choice (`player` 0 is random play), or `None` for a random one.
    fn choose(&self, _player: usize, _rng: &mut ChaCha8Rng) -> Option<Self::Action> {
        None
    }
    /// A random action that may well be illegal (seats, rows or hands out of range…).
    fn wild(&self, rng: &mut ChaCha8Rng) -> Self::Action;
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
        game.check_view(seat, &view);
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
    let mut record = Record::<G>::new(rules.clone(), deal);
    let mut tally = G::Tally::default();
    record.game().check_step(None, &mut tally);
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
        game.check_step(Some(&events), &mut tally);
        check_views(game);
    }
    let end = record.game().clone();
    if end.is_over() {
        end.check_end();
        assert!(
            end.legal_actions().is_empty(),
            "a finished game offers nothing"
        );
    }

    // Save → JSON → load: the same state, scores and views.
    let json = serde_json::to_string(&record.save()).expect("a save serialises");
    let saved: SavedRecord<G::Rules, G::Action> = serde_json::from_str(&json).expect("parses");
    assert_eq!(saved.rules, rules);
    let loaded = Record::<G>::load(saved).expect("a save loads");
    assert_eq!(loaded.game(), &end);
    assert_eq!(loaded.game().scores(), end.scores());
    assert_eq!(views(loaded.game()), views(&end));
    assert_eq!(loaded.actions(), record.actions());
    // A replay of the actions is the same game.
    let replayed = Record::<G>::replay(rules, deal, record.actions()).expect("replays");
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

fn every_tile_matches_its_neighbours(b: &Board) {
    for r in 0..b.size {
        for c in 0..b.size {
            let Some(t) = b.at(r, c) else { continue };
            if let Some(right) = b.at(r, c + 1) {
                assert_eq!(t.right, right.left);
            }
            if let Some(below) = b.at(r + 1, c) {
                assert_eq!(t.bottom, below.top);
            }
        }
    }
}

impl Conformance for FourSide {
    type Tally = [i32; 2];

    fn seats(&self) -> Vec<u8> {
        vec![0, 1]
    }

    fn check_step(&self, events: Option<&[FourSideEvent]>, totals: &mut [i32; 2]) {
        for event in events.unwrap_or_default() {
            if let FourSideEvent::Placed {
                player,
                score,
                total,
                ..
            } = *event
            {
                let slot = &mut totals[player as usize];
                *slot = (*slot + score).max(0);
                assert_eq!(total, *slot, "totals follow the moves with the floor");
            }
        }
        assert_eq!(self.scores(), totals.to_vec());
        every_tile_matches_its_neighbours(self.board());
    }

    fn check_view(&self, seat: u8, view: &Value) {
        assert_eq!(view["seat"], json!(seat));
        assert_eq!(view["hand"], serde_json::to_value(self.hand(seat)).unwrap());
        assert_eq!(view["opponent_hand_size"], json!(self.hand(1 - seat).len()));
        assert_eq!(view["to_move"], json!(self.to_move()));
        assert_eq!(view["scores"], json!(self.scores()));
        assert_eq!(view["over"], json!(self.is_over()));
        let offered = view["placements"].as_array().unwrap().len();
        if seat != self.to_move() || self.is_over() {
            assert_eq!(offered, 0, "only the player to move is offered placements");
        }
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

    fn check_end(&self) {
        let over = self.board().is_full() || {
            let (a, b) = (self.hand(0), self.hand(1));
            !self.board().can_place_any(a) && !self.board().can_place_any(b)
        };
        assert!(
            over,
            "a game ends only when the board is full or nobody can move"
        );
    }
}

// --- Soi ---------------------------------------------------------------------------------------

fn all_cards(game: &Soi) -> Vec<Card> {
    let mut all: Vec<Card> = (0..4).flat_map(|s| game.hand(s).to_vec()).collect();
    for s in 0..4 {
        for &rank in game.sets(s) {
            all.extend(cards::Suit::ALL.map(|suit| Card::new(rank, suit)));
        }
    }
    all.sort();
    all
}

impl Conformance for Soi {
    /// The points deposited this round.
    type Tally = u32;

    fn seats(&self) -> Vec<u8> {
        vec![0, 1, 2, 3]
    }

    fn check_step(&self, events: Option<&[PublicEvent]>, round_points: &mut u32) {
        // Just dealt: the deal's events (and the sets it deposited) are the record.
        let events = events.unwrap_or(self.record());
        for event in events {
            match event {
                PublicEvent::Deposited { points, .. } => *round_points += points,
                PublicEvent::Dealt { .. } => *round_points = 0,
                // A round the action limit cut short scores only the sets laid down.
                PublicEvent::RoundOver { scores, .. } if !self.cut_short() => {
                    assert_eq!(scores.iter().sum::<u32>(), POINTS_PER_ROUND);
                }
                _ => {}
            }
        }
        if !self.round_over() {
            assert_eq!(all_cards(self), cards::decks(1), "52 cards, each once");
            for s in 0..4 {
                for &rank in self.sets(s) {
                    assert!(self.hand(s).iter().all(|c| c.rank != rank));
                }
                let mut ranks: Vec<u8> = self.hand(s).iter().map(|c| c.rank).collect();
                ranks.dedup();
                for rank in ranks {
                    assert!(self.hand(s).iter().filter(|c| c.rank == rank).count() < 4);
                }
            }
            assert!(
                !self.hand(self.to_move().unwrap()).is_empty(),
                "the player to move holds cards"
            );
        } else if !self.cut_short() {
            assert_eq!(*round_points, POINTS_PER_ROUND);
        }
    }

    fn check_view(&self, seat: u8, view: &Value) {
        assert_eq!(view["seat"], json!(seat));
        assert_eq!(view["hand"], serde_json::to_value(self.hand(seat)).unwrap());
        assert_eq!(view["counts"], json!(self.counts()));
        assert_eq!(view["totals"], json!(self.totals()));
        assert_eq!(view["to_move"], json!(self.to_move()));
        assert_eq!(view["record"], serde_json::to_value(self.record()).unwrap());
        let asks = view["asks"].as_array().unwrap().len();
        if self.to_move() == Some(seat) {
            assert_eq!(asks, self.legal_asks().len());
        } else {
            assert_eq!(asks, 0, "only the player to move is offered asks");
        }
    }

    fn check_end(&self) {
        assert!(self.cut_short() || self.totals().iter().any(|&t| t >= self.rules().target));
        assert!(self.places().contains(&1));
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
        let seat = self.to_move()?;
        Some(SoiAction::Ask(bot::choose(&self.view(seat), level, rng)?))
    }
}

// --- Gaps (SolitaireX, Chinese Puzzle) -----------------------------------------------------------

impl Conformance for Gaps {
    type Tally = ();

    fn seats(&self) -> Vec<()> {
        vec![()]
    }

    /// SolitaireX: the 48 cards without aces, each once. Chinese Puzzle: all 104, each twice.
    fn check_step(&self, _events: Option<&[quadrille_engine::gaps::GapsEvent]>, _: &mut ()) {
        let spec = self.spec();
        assert_eq!(self.board().len(), spec.slots());
        let mut held: Vec<Card> = self.board().iter().flatten().copied().collect();
        held.sort();
        let mut expected: Vec<Card> = cards::decks(spec.decks)
            .into_iter()
            .filter(|c| spec.aces == Aces::PlacedByPlayer || c.rank != cards::ACE)
            .collect();
        expected.sort();
        assert_eq!(
            held, expected,
            "every card of the variant, each once per deck"
        );
        assert!(self.score() <= self.max_score());
    }

    fn check_view(&self, _seat: (), view: &Value) {
        assert_eq!(view["score"], json!(self.score()));
        assert_eq!(view["status"], serde_json::to_value(self.status()).unwrap());
        assert_eq!(view["cells"].as_array().unwrap().len(), self.spec().slots());
        let offered: usize = view["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["to"].as_array().unwrap().len())
            .sum();
        assert_eq!(offered, self.moves().len(), "the view offers every move");
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

    fn check_end(&self) {
        assert!(matches!(self.status(), GapsStatus::Won | GapsStatus::Lost));
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
