//! The Soi rules: four seats ask each other for cards, complete sets of four, and score them.

use crate::cards::{self, rank_name, Card, Rank, ACE};
use crate::deal::{self, Deal};
use crate::game::{Game, RuleCode, RuleError, Seat, ToMove, MAX_ACTIONS};
use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

pub const SEATS: usize = 4;
/// A seat at the Soi table, checked once: 0 South, 1 East, 2 North, 3 West.
pub type SoiSeat = Seat<SEATS>;
/// Seats in counterclockwise playing order.
pub const SEAT_NAMES: [&str; SEATS] = ["South", "East", "North", "West"];
pub const POINTS_PER_ROUND: u32 = 109;

/// Points a completed set scores: ace 25, two to ten their face value, court cards 10.
pub fn set_value(rank: Rank) -> u32 {
    match rank {
        ACE => 25,
        2..=10 => rank as u32,
        _ => 10,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct SoiRules {
    /// The game ends after a round in which someone's total reaches this (100–1000).
    pub target: u32,
}

impl Default for SoiRules {
    fn default() -> SoiRules {
        SoiRules { target: 200 }
    }
}

impl SoiRules {
    /// The scores a game may be played to.
    pub const TARGETS: std::ops::RangeInclusive<u32> = 100..=1000;

    pub fn validate(&self) -> Result<(), RuleError> {
        if Self::TARGETS.contains(&self.target) {
            Ok(())
        } else {
            Err(RuleError::new(
                RuleCode::BadRules,
                "The target score is between 100 and 1000.",
            ))
        }
    }
}

/// One request: `asker` asks `target` for `card`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct Ask {
    pub asker: u8,
    pub target: u8,
    pub card: Card,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum SoiAction {
    Ask(Ask),
    /// Deal the next round after a round summary.
    NextRound,
}

/// Everything that happens in public. It is both what the UI animates and what computer
/// players may remember: it never names a card in a hidden hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum PublicEvent {
    Dealt {
        round: u32,
        first: u8,
    },
    /// `got`: the card was handed over.
    Asked {
        asker: u8,
        target: u8,
        card: Card,
        got: bool,
    },
    Deposited {
        seat: u8,
        rank: Rank,
        points: u32,
    },
    /// The player to move had no cards; the turn went on to `to`.
    TurnPassed {
        from: u8,
        to: u8,
    },
    RoundOver {
        scores: [u32; SEATS],
        totals: [u32; SEATS],
    },
    /// The game reached the most actions a game may hold (`moves`): the round ended as it
    /// stood (only the sets laid down score) and so did the game.
    MoveLimit {
        moves: u32,
    },
    /// `places[seat]` is 1 for the winners; equal totals share a place (1, 1, 3, 4).
    GameOver {
        totals: [u32; SEATS],
        places: [u8; SEATS],
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Soi {
    rules: SoiRules,
    deal: Deal,
    round: u32,
    hands: [Vec<Card>; SEATS],
    /// Ranks each seat deposited this round.
    sets: [Vec<Rank>; SEATS],
    totals: [u32; SEATS],
    /// `None` between rounds and after the game.
    to_move: Option<SoiSeat>,
    /// This round's public events, from the deal on.
    record: Vec<PublicEvent>,
    over: bool,
    /// Actions applied since the deal of the game (asks and new rounds).
    moves: usize,
}

impl Soi {
    pub fn rules(&self) -> &SoiRules {
        &self.rules
    }
    /// The cards `seat` holds; empty for a seat that does not exist.
    pub fn hand(&self, seat: u8) -> &[Card] {
        self.hands.get(seat as usize).map_or(&[], Vec::as_slice)
    }
    pub fn totals(&self) -> [u32; SEATS] {
        self.totals
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn record(&self) -> &[PublicEvent] {
        &self.record
    }
    /// The ranks `seat` deposited this round; empty for a seat that does not exist.
    pub fn sets(&self, seat: u8) -> &[Rank] {
        self.sets.get(seat as usize).map_or(&[], Vec::as_slice)
    }
    pub fn round_over(&self) -> bool {
        self.to_move.is_none()
    }
    pub fn counts(&self) -> [u8; SEATS] {
        std::array::from_fn(|s| self.hands[s].len() as u8)
    }

    /// Shuffle `round` of the deal, thirteen cards each, sets at the deal deposited, a random
    /// first player.
    fn deal_round(&mut self) -> Vec<PublicEvent> {
        let cards = deal::shuffled(self.deal, self.round as u64, cards::decks(1));
        for (seat, hand) in self.hands.iter_mut().enumerate() {
            *hand = cards[seat * 13..seat * 13 + 13].to_vec();
            hand.sort();
        }
        self.sets = Default::default();
        let first =
            deal::stream(self.deal, 1_000_000 + self.round as u64).below(SEATS as u64) as u8;
        let mut events = vec![PublicEvent::Dealt {
            round: self.round,
            first,
        }];
        let first = SoiSeat::new(first).expect("drawn below SEATS");
        for seat in SoiSeat::all() {
            for rank in cards::ACE..=cards::KING {
                self.deposit_if_complete(seat, rank, &mut events);
            }
        }
        self.to_move = Some(first);
        self.settle_turn(first, &mut events);
        self.record = events.clone();
        events
    }

    fn deposit_if_complete(&mut self, seat: SoiSeat, rank: Rank, events: &mut Vec<PublicEvent>) {
        let hand = &mut self.hands[seat.index()];
        if hand.iter().filter(|c| c.rank == rank).count() == 4 {
            hand.retain(|c| c.rank != rank);
            self.sets[seat.index()].push(rank);
            events.push(PublicEvent::Deposited {
                seat: seat.number(),
                rank,
                points: set_value(rank),
            });
        }
    }

    /// Gives the turn to `seat`, or to the next seat counterclockwise that holds cards; ends
    /// the round when nobody does.
    fn settle_turn(&mut self, seat: SoiSeat, events: &mut Vec<PublicEvent>) {
        let mut to = seat;
        for _ in 0..SEATS {
            if !self.hands[to.index()].is_empty() {
                if to != seat {
                    events.push(PublicEvent::TurnPassed {
                        from: seat.number(),
                        to: to.number(),
                    });
                }
                self.to_move = Some(to);
                return;
            }
            to = to.next();
        }
        self.end_round(events);
    }

    fn end_round(&mut self, events: &mut Vec<PublicEvent>) {
        self.to_move = None;
        let scores: [u32; SEATS] =
            std::array::from_fn(|s| self.sets[s].iter().map(|&r| set_value(r)).sum());
        for (total, score) in self.totals.iter_mut().zip(scores) {
            *total += score;
        }
        events.push(PublicEvent::RoundOver {
            scores,
            totals: self.totals,
        });
        if self.totals.iter().any(|&t| t >= self.rules.target) {
            self.over = true;
            events.push(PublicEvent::GameOver {
                totals: self.totals,
                places: places(self.totals),
            });
        }
    }

    /// Why `ask` is illegal, in words, or `None`.
    pub fn ask_error(&self, ask: Ask) -> Option<RuleError> {
        self.check_ask(ask).err()
    }

    /// The asker's and the target's seats of a legal ask, or why it is illegal.
    fn check_ask(&self, ask: Ask) -> Result<(SoiSeat, SoiSeat), RuleError> {
        let err = |code: RuleCode, msg: String| Err(RuleError::new(code, msg));
        let (asker, target) = (SoiSeat::new(ask.asker)?, SoiSeat::new(ask.target)?);
        let (a, t) = (asker.index(), target.index());
        if self.over {
            return err(RuleCode::GameOver, "The game is over.".to_string());
        }
        if self.to_move != Some(asker) {
            return err(
                RuleCode::NotYourTurn,
                format!("It is not {}'s turn.", SEAT_NAMES[a]),
            );
        }
        if a == t {
            return err(
                RuleCode::AskYourself,
                "Ask another player, not yourself.".to_string(),
            );
        }
        if self.hands[t].is_empty() {
            return err(
                RuleCode::NoCards,
                format!("{} has no cards left.", SEAT_NAMES[t]),
            );
        }
        let hand = &self.hands[a];
        if !hand.iter().any(|c| c.rank == ask.card.rank) {
            return err(
                RuleCode::NoSuchRank,
                format!(
                    "You may only ask for a card of a rank you hold; you hold no {}.",
                    rank_name(ask.card.rank)
                ),
            );
        }
        if hand.contains(&ask.card) {
            return err(
                RuleCode::AlreadyHeld,
                format!("You already hold the {}.", ask.card),
            );
        }
        Ok((asker, target))
    }

    /// Every legal ask of the player to move.
    pub fn legal_asks(&self) -> Vec<Ask> {
        let Some(asker) = self.to_move else {
            return Vec::new();
        };
        asks_of(asker, &self.hands[asker.index()], |t| {
            !self.hands[t.index()].is_empty()
        })
    }

    fn ask(&mut self, ask: Ask) -> Result<Vec<PublicEvent>, RuleError> {
        let (asker, target) = self.check_ask(ask)?;
        let (a, t) = (asker.index(), target.index());
        let held = self.hands[t].iter().position(|&c| c == ask.card);
        let mut events = vec![PublicEvent::Asked {
            asker: ask.asker,
            target: ask.target,
            card: ask.card,
            got: held.is_some(),
        }];
        match held {
            Some(i) => {
                let card = self.hands[t].remove(i);
                self.hands[a].push(card);
                self.hands[a].sort();
                self.deposit_if_complete(asker, card.rank, &mut events);
                // The asker goes on, unless they just ran out of cards.
                self.settle_turn(asker, &mut events);
            }
            None => self.to_move = Some(target),
        }
        self.record.extend(events.iter().cloned());
        Ok(events)
    }

    /// One action by the rules alone (the move limit is `Game::apply`'s).
    fn apply_rule(&mut self, action: &SoiAction) -> Result<Vec<PublicEvent>, RuleError> {
        match *action {
            SoiAction::Ask(ask) => self.ask(ask),
            SoiAction::NextRound if self.over => {
                Err(RuleError::new(RuleCode::GameOver, "The game is over."))
            }
            SoiAction::NextRound if !self.round_over() => Err(RuleError::new(
                RuleCode::RoundNotOver,
                "The round is still being played.",
            )),
            SoiAction::NextRound => {
                self.round += 1;
                Ok(self.deal_round())
            }
        }
    }

    /// The seats' places from their totals: equal totals share a place.
    pub fn places(&self) -> [u8; SEATS] {
        places(self.totals)
    }

    pub fn is_game_over(&self) -> bool {
        self.over
    }

    /// The game reached the action limit and the rules ended it there.
    pub fn cut_short(&self) -> bool {
        self.record
            .iter()
            .any(|e| matches!(e, PublicEvent::MoveLimit { .. }))
    }

    /// The game has reached `MAX_ACTIONS`, which a saved game cannot outgrow: end the round as
    /// it stands and the game with it, so that a table that keeps asking back and forth still
    /// comes to an end instead of refusing every move.
    fn stop_at_move_limit(&mut self, events: &mut Vec<PublicEvent>) {
        let start = events.len();
        events.push(PublicEvent::MoveLimit {
            moves: self.moves as u32,
        });
        if !self.round_over() {
            self.end_round(events);
        }
        if !self.over {
            self.over = true;
            events.push(PublicEvent::GameOver {
                totals: self.totals,
                places: places(self.totals),
            });
        }
        self.record.extend_from_slice(&events[start..]);
    }
}

/// 1 + the number of seats with a strictly higher total.
fn places(totals: [u32; SEATS]) -> [u8; SEATS] {
    std::array::from_fn(|s| 1 + totals.iter().filter(|&&t| t > totals[s]).count() as u8)
}

/// What one seat may see: its own hand, everyone's card count and sets, and the public record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct SoiView {
    pub seat: u8,
    pub rules: SoiRules,
    pub round: u32,
    /// Sorted.
    pub hand: Vec<Card>,
    pub counts: [u8; SEATS],
    pub sets: [Vec<Rank>; SEATS],
    pub totals: [u32; SEATS],
    pub to_move: Option<u8>,
    /// This round's public events since the deal.
    pub record: Vec<PublicEvent>,
    pub round_over: bool,
    pub game_over: bool,
    pub places: [u8; SEATS],
    /// The seat's legal asks when it is to move.
    pub asks: Vec<Ask>,
}

/// The asks `asker` holding `hand` may make of the seats that still hold cards: any card it
/// lacks of a rank it holds, of any other seat with cards. The one rule behind the game's legal
/// asks and a view's (`SoiView::legal_asks`).
fn asks_of(asker: SoiSeat, hand: &[Card], holds_cards: impl Fn(SoiSeat) -> bool) -> Vec<Ask> {
    // The hand is sorted by suit first: sort the ranks before removing repeats.
    let mut ranks: Vec<Rank> = hand.iter().map(|c| c.rank).collect();
    ranks.sort_unstable();
    ranks.dedup();
    let mut asks = Vec::new();
    for target in SoiSeat::all().filter(|&t| t != asker && holds_cards(t)) {
        for &rank in &ranks {
            for suit in cards::Suit::ALL {
                let card = Card::new(rank, suit);
                if !hand.contains(&card) {
                    asks.push(Ask {
                        asker: asker.number(),
                        target: target.number(),
                        card,
                    });
                }
            }
        }
    }
    asks
}

impl SoiView {
    /// The seat's legal asks, from what its view shows: the same as the game's when the seat is
    /// to move, none otherwise. A client rebuilds `asks` with it instead of being sent them.
    pub fn legal_asks(&self) -> Vec<Ask> {
        match SoiSeat::new(self.seat).ok() {
            Some(seat) if self.to_move == Some(self.seat) => {
                asks_of(seat, &self.hand, |t| self.counts[t.index()] > 0)
            }
            _ => Vec::new(),
        }
    }
}

impl Game for Soi {
    type Rules = SoiRules;
    type Action = SoiAction;
    type Event = PublicEvent;
    type Seat = u8;
    type View = SoiView;
    type Deal = Deal;
    /// Soi's computer seeds have always used 52.
    const SEED_SHIFT: u32 = 52;

    fn new(rules: &SoiRules, deal: Deal) -> Soi {
        let mut game = Soi {
            rules: *rules,
            deal,
            round: 0,
            hands: Default::default(),
            sets: Default::default(),
            totals: [0; SEATS],
            to_move: None,
            record: Vec::new(),
            over: false,
            moves: 0,
        };
        game.deal_round();
        game
    }

    fn legal_actions(&self) -> Vec<SoiAction> {
        if self.round_over() && !self.over {
            return vec![SoiAction::NextRound];
        }
        self.legal_asks().into_iter().map(SoiAction::Ask).collect()
    }

    fn apply(&mut self, action: &SoiAction) -> Result<Vec<PublicEvent>, RuleError> {
        let mut events = self.apply_rule(action)?;
        self.moves += 1;
        if self.moves >= MAX_ACTIONS && !self.over {
            self.stop_at_move_limit(&mut events);
        }
        Ok(events)
    }

    fn view(&self, seat: u8) -> SoiView {
        SoiView {
            seat,
            rules: self.rules,
            round: self.round,
            hand: self.hand(seat).to_vec(),
            counts: self.counts(),
            sets: self.sets.clone(),
            totals: self.totals,
            to_move: self.to_move().seat(),
            record: self.record.clone(),
            round_over: self.round_over(),
            game_over: self.over,
            places: self.places(),
            asks: if self.to_move().seat() == Some(seat) {
                self.legal_asks()
            } else {
                Vec::new()
            },
        }
    }

    fn is_over(&self) -> bool {
        self.over
    }

    /// The table between rounds: the next round is nobody's move.
    fn to_move(&self) -> ToMove<u8> {
        match self.to_move {
            _ if self.over => ToMove::Over,
            Some(seat) => ToMove::Seat(seat.into()),
            None => ToMove::Table,
        }
    }

    fn scores(&self) -> Vec<i32> {
        self.totals.iter().map(|&t| t as i32).collect()
    }
}

impl Soi {
    /// A position written by hand, for tests: the given hands, `to_move` to play.
    pub fn from_hands(rules: SoiRules, hands: [Vec<Card>; SEATS], to_move: u8) -> Soi {
        let mut game = Soi {
            rules,
            deal: Deal::Number(0),
            round: 0,
            hands,
            sets: Default::default(),
            totals: [0; SEATS],
            to_move: Some(SoiSeat::new(to_move).expect("a seat of the table")),
            record: vec![PublicEvent::Dealt {
                round: 0,
                first: to_move,
            }],
            over: false,
            moves: 0,
        };
        for hand in &mut game.hands {
            hand.sort();
        }
        game
    }

    /// The position `view` shows with these hands, the unseen ones dealt by a search (a
    /// determinization). The record starts empty: only the hands, the turn and the scores
    /// matter to a playout. Public for the reference players (`quadrille-anchors`), which
    /// search such positions.
    pub fn from_view(view: &SoiView, mut hands: [Vec<Card>; SEATS]) -> Soi {
        for hand in &mut hands {
            hand.sort();
        }
        Soi {
            rules: view.rules,
            deal: Deal::Number(0),
            round: view.round,
            hands,
            sets: view.sets.clone(),
            totals: view.totals,
            to_move: view.to_move.and_then(|s| SoiSeat::new(s).ok()),
            record: Vec::new(),
            over: view.game_over,
            moves: 0,
        }
    }

    /// Plays the rest of the round in place for the information-set search, on hands held as
    /// bit sets (bit `suit * 13 + rank - 1`): each ask is, with chance `hit_chance`, one that
    /// succeeds in this determinization (uniform among them), else uniform among the legal
    /// asks. The rules are the game's: a hit keeps the turn, four of a rank are laid down, a
    /// player who runs out passes the turn on counterclockwise, a miss gives the turn to the
    /// target, the round ends when every hand is empty or at the game's action limit. Only the
    /// sets laid down are kept (all a playout's reward needs); the record is not written.
    /// It lives here, not with the search (`quadrille-anchors`), because it plays on the
    /// game's own state in place.
    pub fn play_out_round(&mut self, hit_chance: f64, horizon: usize, rng: &mut impl rand::Rng) {
        const RANKS: u64 = 0x1FFF;
        let bit = |c: &Card| 1u64 << (c.suit as u32 * 13 + c.rank as u32 - 1);
        let mut hands: [u64; SEATS] =
            std::array::from_fn(|s| self.hands[s].iter().map(bit).fold(0, |a, b| a | b));
        // The cards of every rank `hand` holds.
        let of_ranks = |hand: u64| {
            let ranks = (hand | hand >> 13 | hand >> 26 | hand >> 39) & RANKS;
            ranks | ranks << 13 | ranks << 26 | ranks << 39
        };
        let nth_bit = |mut set: u64, n: u32| {
            for _ in 0..n {
                set &= set - 1;
            }
            set.trailing_zeros()
        };
        let mut left = MAX_ACTIONS.saturating_sub(self.moves).min(horizon);
        while let Some(seat) = self.to_move {
            if left == 0 {
                break;
            }
            left -= 1;
            let a = seat.index();
            let wanted = of_ranks(hands[a]) & !hands[a];
            let mut targets = [0usize; SEATS];
            let mut n = 0;
            for t in (0..SEATS).filter(|&t| t != a && hands[t] != 0) {
                targets[n] = t;
                n += 1;
            }
            let targets = &targets[..n];
            if targets.is_empty() || wanted == 0 {
                break;
            }
            let elsewhere = targets.iter().fold(0, |m, &t| m | hands[t]);
            let hits = wanted & elsewhere;
            let (target, card) = if hits != 0 && rng.random_bool(hit_chance) {
                let card = nth_bit(hits, rng.random_range(0..hits.count_ones()));
                let owner = *targets
                    .iter()
                    .find(|&&t| hands[t] & (1 << card) != 0)
                    .expect("a hit is in some hand");
                (owner, card)
            } else {
                let t = targets[rng.random_range(0..targets.len())];
                (t, nth_bit(wanted, rng.random_range(0..wanted.count_ones())))
            };
            if hands[target] & (1 << card) == 0 {
                self.to_move = SoiSeat::new(target as u8).ok();
                continue;
            }
            hands[target] &= !(1 << card);
            hands[a] |= 1 << card;
            let rank = card % 13;
            let set = RANKS & (1 << rank);
            let set = set | set << 13 | set << 26 | set << 39;
            if hands[a] & set == set {
                hands[a] &= !set;
                self.sets[a].push(rank as Rank + 1);
            }
            self.to_move = (0..SEATS)
                .map(|k| seat.index() + k)
                .map(|s| s % SEATS)
                .find(|&s| hands[s] != 0)
                .and_then(|s| SoiSeat::new(s as u8).ok());
        }
        self.to_move = None;
        for (hand, bits) in self.hands.iter_mut().zip(hands) {
            *hand = (0..52)
                .filter(|i| bits & (1 << i) != 0)
                .map(|i| Card::new(i as Rank % 13 + 1, cards::Suit::ALL[i / 13]))
                .collect();
            hand.sort();
        }
    }

    /// The same position with these public events already seen this round, for tests.
    pub fn with_record(mut self, events: Vec<PublicEvent>) -> Soi {
        self.record.extend(events);
        self
    }

    /// The same position as if `moves` actions had already been applied, for tests.
    pub fn with_moves(mut self, moves: usize) -> Soi {
        self.moves = moves;
        self
    }

    /// The same position with deposits already made and totals set, for tests.
    pub fn with_progress(mut self, sets: [Vec<Rank>; SEATS], totals: [u32; SEATS]) -> Soi {
        self.sets = sets;
        self.totals = totals;
        self
    }
}
