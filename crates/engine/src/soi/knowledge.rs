//! What a seat can know about where the cards are, from its view alone: its own hand, the
//! table (counts and deposited sets) and the public record — or only its last few events, for
//! players with a short memory.
//!
//! Facts, all exact:
//! - how many cards of a rank a seat holds *at least*: asking for rank R proves one, each card
//!   of R received adds one, each card of R handed over takes one away, a deposit of R clears it
//!   (so a seat that asked for queens and then received two holds at least three);
//! - a card handed from Q to P is P's (cards only move by a public ask that names them);
//! - a card asked for and refused is neither the asker's nor the refuser's;
//! - a player whose known cards fill their hand holds nothing else;
//! - a card that only one player can hold is that player's.

use super::game::{PublicEvent, SoiView, SEATS};
use crate::cards::{Card, Rank, Suit};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Mine,
    Deposited,
    /// Certainly in this seat's hand.
    At(u8),
    /// Somewhere else, but in none of the seats in the mask.
    Unknown {
        excluded: u8,
    },
}

/// The card's slot in per-card tables (0..52).
pub(super) fn index(card: Card) -> usize {
    card.suit as usize * 13 + (card.rank as usize - 1)
}

pub(super) fn card_at(i: usize) -> Card {
    Card::new((i % 13) as u8 + 1, Suit::ALL[i / 13])
}

pub struct Knowledge {
    me: u8,
    /// Keeps how many cards of a rank a seat holds, not only that it holds one.
    count: bool,
    counts: [u8; SEATS],
    places: [Place; 52],
    /// `at_least[seat][rank]`: the seat certainly holds this many cards of that rank.
    at_least: [[u8; 14]; SEATS],
}

impl Knowledge {
    /// What `view`'s seat knows remembering the last `memory` public events (`None`: all).
    /// A player who does not `count` only knows that an asker holds some card of the rank, and
    /// forgets it once they hand one over.
    pub fn new(view: &SoiView, memory: Option<usize>, count: bool) -> Knowledge {
        let me = view.seat;
        let mut k = Knowledge {
            me,
            count,
            counts: view.counts,
            places: [Place::Unknown { excluded: 1 << me }; 52],
            at_least: [[0; 14]; SEATS],
        };
        let skip = memory.map_or(0, |m| view.record.len().saturating_sub(m));
        for event in &view.record[skip..] {
            k.learn(event);
        }
        // The table and my hand are in plain sight, whatever I remember.
        for i in 0..52 {
            if let Place::At(s) = k.places[i] {
                if s == me || k.counts[s as usize] == 0 {
                    k.places[i] = Place::Unknown { excluded: 1 << me };
                }
            }
        }
        for &card in &view.hand {
            k.places[index(card)] = Place::Mine;
        }
        for sets in &view.sets {
            for &rank in sets {
                for suit in Suit::ALL {
                    k.places[index(Card::new(rank, suit))] = Place::Deposited;
                }
            }
        }
        for s in 0..SEATS {
            if k.counts[s] == 0 {
                k.at_least[s] = [0; 14];
            }
        }
        k.deduce();
        k
    }

    fn learn(&mut self, event: &PublicEvent) {
        match *event {
            PublicEvent::Asked {
                asker,
                target,
                card,
                got,
            } => {
                let rank = card.rank as usize;
                let asked = &mut self.at_least[asker as usize][rank];
                *asked = (*asked).max(1);
                let i = index(card);
                if got {
                    self.places[i] = Place::At(asker);
                    let (took, gave) = (asker as usize, target as usize);
                    if self.count {
                        self.at_least[took][rank] += 1;
                        self.at_least[gave][rank] = self.at_least[gave][rank].saturating_sub(1);
                    } else {
                        self.at_least[gave][rank] = 0;
                    }
                } else {
                    let seen = (1 << asker) | (1 << target);
                    self.places[i] = match self.places[i] {
                        Place::At(s) if seen & (1 << s) == 0 => Place::At(s),
                        Place::Unknown { excluded } => Place::Unknown {
                            excluded: excluded | seen,
                        },
                        _ => Place::Unknown { excluded: seen },
                    };
                }
            }
            PublicEvent::Deposited { rank, .. } => {
                for s in 0..SEATS {
                    self.at_least[s][rank as usize] = 0;
                }
            }
            _ => {}
        }
    }

    /// Seats that might hold an unknown card with this exclusion mask.
    fn possible(&self, excluded: u8) -> impl Iterator<Item = u8> + '_ {
        (0..SEATS as u8).filter(move |&s| excluded & (1 << s) == 0 && self.counts[s as usize] > 0)
    }

    fn known_at(&self, seat: u8) -> usize {
        self.places
            .iter()
            .filter(|&&p| p == Place::At(seat))
            .count()
    }

    /// Applies the counting facts until nothing new follows.
    fn deduce(&mut self) {
        for _ in 0..8 {
            let mut changed = false;
            // A seat whose known cards and proven counts fill its hand holds no other card.
            for s in (0..SEATS as u8).filter(|&s| s != self.me) {
                let missing: [usize; 14] = std::array::from_fn(|r| {
                    if r == 0 {
                        0
                    } else {
                        self.missing(s, r as Rank)
                    }
                });
                let proven: usize = missing.iter().sum();
                if self.known_at(s) + proven < self.counts[s as usize] as usize {
                    continue;
                }
                for i in 0..52 {
                    if let Place::Unknown { excluded } = &mut self.places[i] {
                        if *excluded & (1 << s) == 0 && missing[card_at(i).rank as usize] == 0 {
                            *excluded |= 1 << s;
                            changed = true;
                        }
                    }
                }
            }
            // A card only one seat can hold is there.
            for i in 0..52 {
                if let Place::Unknown { excluded } = self.places[i] {
                    let seats: Vec<u8> = self.possible(excluded).collect();
                    if seats.len() == 1 {
                        self.places[i] = Place::At(seats[0]);
                        changed = true;
                    }
                }
            }
            // A seat proven to hold more cards of a rank than are known there, when only that
            // many unknown cards of the rank could be them.
            for s in 0..SEATS as u8 {
                for rank in 1..=13u8 {
                    let missing = self.missing(s, rank);
                    if missing == 0 {
                        continue;
                    }
                    let candidates = self.rank_candidates(s, rank);
                    if candidates.len() <= missing {
                        for card in candidates {
                            self.places[index(card)] = Place::At(s);
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// Cards of `rank` that `seat` is proven to hold beyond those known to be there (what a
    /// deal of the unseen cards must give it).
    pub fn missing(&self, seat: u8, rank: Rank) -> usize {
        let known = Suit::ALL
            .iter()
            .filter(|&&suit| self.places[index(Card::new(rank, suit))] == Place::At(seat))
            .count();
        (self.at_least[seat as usize][rank as usize] as usize).saturating_sub(known)
    }

    /// Unknown cards of `rank` that `seat` could hold, suit by suit.
    pub fn rank_candidates(&self, seat: u8, rank: Rank) -> Vec<Card> {
        Suit::ALL
            .iter()
            .map(|&suit| Card::new(rank, suit))
            .filter(|&card| matches!(self.place(card), Place::Unknown { excluded } if excluded & (1 << seat) == 0))
            .collect()
    }

    pub fn place(&self, card: Card) -> Place {
        self.places[index(card)]
    }

    /// The chance that `seat` holds `card`, given the facts: certain facts give 0 or 1; an
    /// unknown card is spread over the seats that may hold it in proportion to their unknown
    /// cards, and a seat proven to hold more cards of the rank gets at least its share of them.
    pub fn chance(&self, seat: u8, card: Card) -> f64 {
        match self.place(card) {
            Place::At(s) => (s == seat) as u8 as f64,
            Place::Mine | Place::Deposited => 0.0,
            Place::Unknown { excluded } => {
                if excluded & (1 << seat) != 0 || self.counts[seat as usize] == 0 {
                    return 0.0;
                }
                let free = |s: u8| {
                    (self.counts[s as usize] as usize).saturating_sub(self.known_at(s)) as f64
                };
                let total: f64 = self.possible(excluded).map(free).sum();
                let spread = if total > 0.0 {
                    free(seat) / total
                } else {
                    1.0 / self.possible(excluded).count().max(1) as f64
                };
                // A seat proven to hold `missing` more cards of the rank holds each candidate
                // with at least that share.
                let missing = self.missing(seat, card.rank);
                let must = if missing > 0 {
                    (missing as f64 / self.rank_candidates(seat, card.rank).len().max(1) as f64)
                        .min(1.0)
                } else {
                    0.0
                };
                spread.max(must)
            }
        }
    }

    /// Cards certainly in `seat`'s hand.
    pub fn known_cards(&self, seat: u8) -> Vec<Card> {
        (0..52)
            .filter(|&i| self.places[i] == Place::At(seat))
            .map(card_at)
            .collect()
    }
}
