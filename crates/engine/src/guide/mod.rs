//! Guided first games: for each of the five games a fixed deal and a script the coach follows,
//! a step per thing to learn (`Topic`), most with the one move the player is asked to make.
//!
//! A script is worked out from its game's rules by fixed choices (the first deal number, from
//! 1 up, on which every step can be shown; at each step the first legal move of the kind it
//! teaches), so it is the same on every device and follows any change to the rules. The
//! computers of Soi and FourSide choose as a table's do (`computer_seed`, the game's own bot at
//! the guide's level), so their moves between the player's are the same every time.
//! `tests/guide.rs` plays every script and checks what each step says it shows.

use crate::deal::{Deal, DealNumber};
use crate::fourside::{self, FourSide, FourSideAction, FourSideRules, Level, Square};
use crate::game::{Game, Record};
use crate::gaps::{GapsAction, GapsRules, GapsVariant, Slot};
use crate::soi::{self, Soi, SoiAction, SoiLevel, SoiRules};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

#[cfg(test)]
mod tests;

/// What a step teaches (the page words each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum Topic {
    /// Gaps: what a finished board looks like.
    GapsGoal,
    /// A 2 goes first in a row, into a gap in column 0.
    TwosFirst,
    /// A card goes into the gap after the card one below it in its suit.
    FollowsSuit,
    /// A gap after a King: nothing can ever go there.
    DeadGap,
    /// Gathering the cards not in place and dealing them again.
    Reshuffle,
    /// Montana: a 2 heading a row may move to another gap in column 0.
    MovableTwo,
    /// Chinese Puzzle: two decks, so two of every card.
    TwoDecks,
    /// Chinese Puzzle: first the aces go into column 0.
    AcePhase,
    /// Chinese Puzzle: the order the aces go in (the rules chosen), and placing the rest at once.
    AceOrder,
    /// Chinese Puzzle's reshuffle.
    Redeal,
    /// Soi: sets of four, the first to the target wins.
    SoiGoal,
    /// Asking a seat for a card of a rank you hold.
    AskForCard,
    /// You got it, so you ask again.
    AskAgain,
    /// The fourth card of a rank: a set, laid down.
    SetOfFour,
    /// What a set scores.
    SetScore,
    /// An ask that misses: the turn passes to the seat asked.
    MissPasses,
    /// The computers remember every ask they hear (and never see a hand).
    ComputersRemember,
    /// The memory aid: what the table has heard, for the player too.
    MemoryAid,
    /// FourSide: the board, the hands, the goal.
    FourSideGoal,
    /// A tile's sides must match its neighbours'.
    MatchSides,
    /// Bonus and minus squares.
    BonusSquares,
    /// How a placement scores.
    Scoring,
    /// No tile fits: the turn passes.
    Passing,
    /// The coach steps back: a normal game from here.
    HandOver,
}

/// One step of a guided game: the coach explains `topic` and, with `action`, waits for that
/// move (else for the player to go on).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Step<A> {
    pub topic: Topic,
    pub action: Option<A>,
}

/// A guided game: its rules, its deal, its steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guide<R, A> {
    pub rules: R,
    pub deal: DealNumber,
    pub steps: Vec<Step<A>>,
}

/// Deal numbers tried for a script, from 1 up, before giving up (a rules change that made
/// every step impossible fails the tests instead of searching for ever).
const DEALS_TRIED: DealNumber = 5_000;

/// The level of the computers in a guided game: the gentlest.
pub const SOI_LEVEL: SoiLevel = SoiLevel::Easy;
pub const FOURSIDE_LEVEL: Level = Level::Beginner;

fn first_deal<S>(script: impl Fn(DealNumber) -> Option<S>) -> (DealNumber, S) {
    (1..=DEALS_TRIED)
        .find_map(|deal| script(deal).map(|s| (deal, s)))
        .expect("some deal shows every step of the guided game")
}

/// A script being written: the steps so far and the game they lead to.
struct Writer<G: Game> {
    record: Record<G>,
    steps: Vec<Step<G::Action>>,
}

impl<G: Game> Writer<G> {
    fn new(rules: G::Rules, deal: G::Deal, first: Topic) -> Writer<G> {
        Writer {
            record: Record::new(rules, deal),
            steps: vec![Step {
                topic: first,
                action: None,
            }],
        }
    }

    fn game(&self) -> &G {
        self.record.game()
    }

    fn say(&mut self, topic: Topic) {
        self.steps.push(Step {
            topic,
            action: None,
        });
    }

    /// The player makes `action` (`None`: the step cannot be shown on this deal).
    fn act(&mut self, topic: Topic, action: Option<G::Action>) -> Option<Vec<G::Event>> {
        let action = action?;
        let events = self.record.apply(&action).ok()?;
        self.steps.push(Step {
            topic,
            action: Some(action),
        });
        Some(events)
    }

    fn finish(mut self) -> Vec<Step<G::Action>> {
        self.say(Topic::HandOver);
        self.steps
    }
}

// --- Gaps ----------------------------------------------------------------------------------------

/// `variant`'s guided game, under its standard rules.
pub fn gaps_guide(variant: GapsVariant) -> Guide<GapsRules, GapsAction> {
    let rules = GapsRules::standard(variant);
    let (deal, steps) = first_deal(|deal| gaps_script(rules, deal));
    Guide { rules, deal, steps }
}

fn gaps_script(rules: GapsRules, deal: DealNumber) -> Option<Vec<Step<GapsAction>>> {
    let variant = rules.variant;
    let mut w = Writer::<crate::gaps::Gaps>::new(rules, deal, Topic::GapsGoal);
    let moving = |from: Slot, to: Slot| GapsAction::Move { from, to };
    if variant == GapsVariant::ChinesePuzzle {
        w.say(Topic::TwoDecks);
        let ace = w.game().moves().first().map(|&(f, t)| moving(f, t));
        w.act(Topic::AcePhase, ace)?;
        w.act(Topic::AceOrder, Some(GapsAction::PlaceAces))?;
    } else {
        let g = w.game();
        let two = g
            .moves()
            .into_iter()
            .find(|&(f, t)| t.col == 0 && g.at(f).is_some_and(|c| c.rank == 2));
        w.act(Topic::TwosFirst, two.map(|(f, t)| moving(f, t)))?;
    }
    // Cards after their predecessors until a gap after a King is on the board (at most three).
    let follow = |g: &crate::gaps::Gaps| {
        g.moves()
            .into_iter()
            .find(|&(_, t)| t.col > 0)
            .map(|(f, t)| moving(f, t))
    };
    let first = follow(w.game());
    w.act(Topic::FollowsSuit, first)?;
    for _ in 0..2 {
        if w.game().dead_gaps() > 0 {
            break;
        }
        let next = follow(w.game());
        w.act(Topic::FollowsSuit, next)?;
    }
    if w.game().dead_gaps() == 0 {
        return None;
    }
    w.say(Topic::DeadGap);
    let reshuffle = match variant {
        GapsVariant::ChinesePuzzle => Topic::Redeal,
        _ => Topic::Reshuffle,
    };
    w.act(reshuffle, Some(GapsAction::Reshuffle))?;
    if variant == GapsVariant::Montana {
        let g = w.game();
        let two = g
            .moves()
            .into_iter()
            .find(|&(f, t)| f.col == 0 && t.col == 0)
            .map(|(f, t)| moving(f, t));
        w.act(Topic::MovableTwo, two)?;
    }
    Some(w.finish())
}

// --- Soi -----------------------------------------------------------------------------------------

/// Soi's guided game: the player (seat 0) against three computers of `SOI_LEVEL`, to the
/// shortest target.
pub fn soi_guide() -> Guide<SoiRules, SoiAction> {
    let rules = SoiRules {
        target: *SoiRules::TARGETS.start(),
    };
    let (deal, steps) = first_deal(|deal| soi_script(rules, deal));
    Guide { rules, deal, steps }
}

/// The computers move until seat 0 is to move; whether any of them asked.
fn soi_computers(w: &mut Writer<Soi>) -> Option<bool> {
    let mut asked = false;
    for _ in 0..200 {
        match w.game().to_move().seat() {
            Some(0) => return Some(asked),
            Some(seat) => {
                let mut rng = ChaCha8Rng::seed_from_u64(w.record.computer_seed());
                let ask = soi::bot::choose(&w.game().view(seat), SOI_LEVEL, &mut rng)?;
                w.record.apply(&SoiAction::Ask(ask)).ok()?;
                asked = true;
            }
            None => return None,
        }
    }
    None
}

fn soi_script(rules: SoiRules, deal: DealNumber) -> Option<Vec<Step<SoiAction>>> {
    let mut w = Writer::<Soi>::new(rules, Deal::Number(deal), Topic::SoiGoal);
    // The player asks first on this deal, so the first thing to learn is their own ask.
    if soi_computers(&mut w)? {
        return None;
    }
    // Asks that are handed over, for the rank the player holds most of, until a set is down.
    let mut laid = false;
    for n in 0..3 {
        let g = w.game();
        let hand = g.hand(0);
        let held = |rank| hand.iter().filter(|c| c.rank == rank).count();
        let ask = g
            .legal_asks()
            .into_iter()
            .filter(|a| g.hand(a.target).contains(&a.card))
            .max_by_key(|a| (held(a.card.rank), std::cmp::Reverse((a.card, a.target))))?;
        let topic = match (held(ask.card.rank), n) {
            // The first ask teaches asking: a deal whose first ask lays a set teaches two
            // things at once.
            (3, 0) => return None,
            (3, _) => Topic::SetOfFour,
            (_, 0) => Topic::AskForCard,
            _ => Topic::AskAgain,
        };
        let events = w.act(topic, Some(SoiAction::Ask(ask)))?;
        if events
            .iter()
            .any(|e| matches!(e, soi::PublicEvent::Deposited { seat: 0, .. }))
        {
            laid = true;
            break;
        }
    }
    if !laid {
        return None;
    }
    w.say(Topic::SetScore);
    // Then an ask that misses, and the computers' turns it lets in.
    let g = w.game();
    let miss = g
        .legal_asks()
        .into_iter()
        .find(|a| !g.hand(a.target).contains(&a.card));
    w.act(Topic::MissPasses, miss.map(SoiAction::Ask))?;
    if !soi_computers(&mut w)? {
        return None;
    }
    w.say(Topic::ComputersRemember);
    w.say(Topic::MemoryAid);
    Some(w.finish())
}

// --- FourSide ------------------------------------------------------------------------------------

/// FourSide's guided game: the player (seat 0) against the computer at `FOURSIDE_LEVEL`, on
/// the smallest board.
pub fn fourside_guide() -> Guide<FourSideRules, FourSideAction> {
    let rules = FourSideRules {
        level: FOURSIDE_LEVEL,
        size: 7,
    };
    let (deal, steps) = first_deal(|deal| fourside_script(rules, deal));
    Guide { rules, deal, steps }
}

/// The computer moves until seat 0 is to move.
fn fourside_computer(w: &mut Writer<FourSide>) -> Option<()> {
    for _ in 0..10 {
        match w.game().to_move().seat() {
            Some(0) => return Some(()),
            Some(seat) => {
                let mut rng = ChaCha8Rng::seed_from_u64(w.record.computer_seed());
                let view = w.game().view(seat);
                let place = fourside::bot::choose(&view, FOURSIDE_LEVEL, &mut rng)?;
                w.record.apply(&FourSideAction::Place(place)).ok()?;
            }
            None => return None,
        }
    }
    None
}

fn fourside_script(rules: FourSideRules, deal: DealNumber) -> Option<Vec<Step<FourSideAction>>> {
    let mut w = Writer::<FourSide>::new(rules, Deal::Number(deal), Topic::FourSideGoal);
    fourside_computer(&mut w)?;
    // A placement beside a tile on a plain square, then one on a bonus square.
    let on = |g: &FourSide, kind: Square| {
        g.placements()
            .into_iter()
            .filter(|(p, _)| g.square(p.row, p.col) == kind)
            .max_by_key(|&(p, score)| {
                (score, std::cmp::Reverse((p.row, p.col, p.hand, p.rotation)))
            })
            .map(|(p, _)| FourSideAction::Place(p))
    };
    let plain = on(w.game(), Square::Plain);
    w.act(Topic::MatchSides, plain)?;
    w.say(Topic::Scoring);
    fourside_computer(&mut w)?;
    let bonus = on(w.game(), Square::Bonus);
    w.act(Topic::BonusSquares, bonus)?;
    w.say(Topic::Passing);
    Some(w.finish())
}
