//! What a seat can know about where the cards are, from its view alone: its own hand, the
//! table (counts and deposited sets) and the public record — or only its last few events, for
//! players with a short memory.
//!
//! Facts, all exact:
//! - a player who asked for a card of rank R holds a card of rank R (until they hand one over);
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

fn index(card: Card) -> usize {
    card.suit as usize * 13 + (card.rank as usize - 1)
}

fn card_at(i: usize) -> Card {
    Card::new((i % 13) as u8 + 1, Suit::ALL[i / 13])
}

pub struct Knowledge {
    me: u8,
    counts: [u8; SEATS],
    places: [Place; 52],
    /// `holds_rank[seat][rank]`: the seat certainly holds a card of that rank.
    holds_rank: [[bool; 14]; SEATS],
}

impl Knowledge {
    /// What `view`'s seat knows remembering the last `memory` public events (`None`: all).
    pub fn new(view: &SoiView, memory: Option<usize>) -> Knowledge {
        let me = view.seat;
        let mut k = Knowledge {
            me,
            counts: view.counts,
            places: [Place::Unknown { excluded: 1 << me }; 52],
            holds_rank: [[false; 14]; SEATS],
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
                k.holds_rank[s] = [false; 14];
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
                self.holds_rank[asker as usize][card.rank as usize] = true;
                let i = index(card);
                if got {
                    self.places[i] = Place::At(asker);
                    self.holds_rank[target as usize][card.rank as usize] = false;
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
                    self.holds_rank[s][rank as usize] = false;
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
            // A seat whose known cards fill its hand holds nothing unknown.
            for s in 0..SEATS as u8 {
                if s != self.me && self.known_at(s) >= self.counts[s as usize] as usize {
                    for p in self.places.iter_mut() {
                        if let Place::Unknown { excluded } = p {
                            if *excluded & (1 << s) == 0 {
                                *excluded |= 1 << s;
                                changed = true;
                            }
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
            // A seat that holds some card of a rank, when only one unknown card could be it.
            for s in 0..SEATS as u8 {
                for rank in 1..=13u8 {
                    if !self.holds_rank[s as usize][rank as usize] || self.rank_known_at(s, rank) {
                        continue;
                    }
                    let candidates = self.rank_candidates(s, rank);
                    if candidates.len() == 1 {
                        self.places[candidates[0]] = Place::At(s);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn rank_known_at(&self, seat: u8, rank: Rank) -> bool {
        Suit::ALL
            .iter()
            .any(|&suit| self.places[index(Card::new(rank, suit))] == Place::At(seat))
    }

    /// Unknown cards of `rank` that `seat` could hold.
    fn rank_candidates(&self, seat: u8, rank: Rank) -> Vec<usize> {
        Suit::ALL
            .iter()
            .map(|&suit| index(Card::new(rank, suit)))
            .filter(|&i| matches!(self.places[i], Place::Unknown { excluded } if excluded & (1 << seat) == 0))
            .collect()
    }

    pub fn place(&self, card: Card) -> Place {
        self.places[index(card)]
    }

    /// The chance that `seat` holds `card`, given the facts: certain facts give 0 or 1; an
    /// unknown card is spread over the seats that may hold it in proportion to their unknown
    /// cards, and a seat known to hold some card of the rank gets at least its share of that.
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
                let must = if self.holds_rank[seat as usize][card.rank as usize]
                    && !self.rank_known_at(seat, card.rank)
                {
                    1.0 / self.rank_candidates(seat, card.rank).len().max(1) as f64
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
