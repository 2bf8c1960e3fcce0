//! Playing cards: suit, rank, card, and one or two French decks.
//!
//! Cards print as `7♥` and parse from the forms players type: `7h`, `10S`, `JD`, `A♠`
//! (rank then suit, case-insensitive, `T` accepted for ten).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;
#[cfg(feature = "ts")]
use ts_rs::TS;

/// The four suits, in the canonical order used to sort cards before a shuffle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            'c' | '♣' | '♧' => Some(Suit::Clubs),
            'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'h' | '♥' | '♡' => Some(Suit::Hearts),
            's' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// A rank from 1 (ace) to 13 (king).
pub type Rank = u8;
pub const ACE: Rank = 1;
pub const KING: Rank = 13;

/// One card. Two-deck games hold two equal `Card`s: the copies are interchangeable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct Card {
    /// Sorting by suit first, then rank, gives the canonical deck order.
    pub suit: Suit,
    /// 1 = ace … 13 = king.
    pub rank: Rank,
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { suit, rank }
    }

    /// The card of the same suit one rank higher, if any.
    pub fn successor(self) -> Option<Card> {
        (self.rank < KING).then(|| Card::new(self.rank + 1, self.suit))
    }

    /// The card of the same suit one rank lower, if any.
    pub fn predecessor(self) -> Option<Card> {
        (self.rank > ACE).then(|| Card::new(self.rank - 1, self.suit))
    }

    /// "7 of hearts", "queen of spades": the accessible name.
    pub fn long_name(self) -> String {
        format!("{} of {}", rank_name(self.rank), self.suit.name())
    }
}

pub fn rank_label(rank: Rank) -> &'static str {
    const LABELS: [&str; 14] = [
        "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    LABELS.get(rank as usize).copied().unwrap_or("?")
}

pub fn rank_name(rank: Rank) -> &'static str {
    const NAMES: [&str; 14] = [
        "?", "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king",
    ];
    NAMES.get(rank as usize).copied().unwrap_or("?")
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", rank_label(self.rank), self.suit.symbol())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("'{input}' is not a card: write a rank (A, 2–10, J, Q, K) then a suit (c, d, h, s), e.g. 7h or 10S")]
pub struct ParseCardError {
    pub input: String,
}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError {
            input: s.to_string(),
        };
        let trimmed = s.trim();
        let suit_char = trimmed.chars().last().ok_or_else(err)?;
        let suit = Suit::from_char(suit_char).ok_or_else(err)?;
        let rank_text = &trimmed[..trimmed.len() - suit_char.len_utf8()];
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "A" | "1" => ACE,
            "J" => 11,
            "Q" => 12,
            "K" => KING,
            "T" => 10,
            digits => match digits.parse::<u8>() {
                Ok(n @ 2..=10) => n,
                _ => return Err(err()),
            },
        };
        Ok(Card::new(rank, suit))
    }
}

/// `decks` full 52-card decks in canonical order (clubs A–K, diamonds, hearts, spades, repeated).
pub fn decks(decks: u8) -> Vec<Card> {
    let one: Vec<Card> = Suit::ALL
        .iter()
        .flat_map(|&suit| (ACE..=KING).map(move |rank| Card::new(rank, suit)))
        .collect();
    (0..decks).flat_map(|_| one.iter().copied()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_forms_players_type() {
        assert_eq!("7h".parse(), Ok(Card::new(7, Suit::Hearts)));
        assert_eq!("10S".parse(), Ok(Card::new(10, Suit::Spades)));
        assert_eq!("JD".parse(), Ok(Card::new(11, Suit::Diamonds)));
        assert_eq!("A♠".parse(), Ok(Card::new(1, Suit::Spades)));
        assert_eq!("qc".parse(), Ok(Card::new(12, Suit::Clubs)));
        assert_eq!("Th".parse(), Ok(Card::new(10, Suit::Hearts)));
    }

    #[test]
    fn rejects_what_is_not_a_card() {
        for bad in ["", "h", "1x", "11h", "0s", "7", "ZZ", "♠", "10"] {
            assert!(bad.parse::<Card>().is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn prints_and_parses_back_every_card() {
        for card in decks(1) {
            assert_eq!(card.to_string().parse(), Ok(card));
            let typed = format!("{}{}", rank_label(card.rank), card.suit.letter());
            assert_eq!(typed.parse(), Ok(card));
        }
        assert_eq!(Card::new(10, Suit::Hearts).to_string(), "10♥");
        assert_eq!(Card::new(12, Suit::Spades).long_name(), "queen of spades");
    }

    #[test]
    fn decks_hold_each_card_once_per_deck() {
        let two = decks(2);
        assert_eq!(two.len(), 104);
        for card in decks(1) {
            assert_eq!(two.iter().filter(|&&c| c == card).count(), 2);
        }
        let mut sorted = decks(1);
        sorted.sort();
        assert_eq!(sorted, decks(1), "canonical order is the sorted order");
    }

    #[test]
    fn neighbours_in_a_suit() {
        let six = Card::new(6, Suit::Clubs);
        assert_eq!(six.successor(), Some(Card::new(7, Suit::Clubs)));
        assert_eq!(six.predecessor(), Some(Card::new(5, Suit::Clubs)));
        assert_eq!(Card::new(KING, Suit::Clubs).successor(), None);
        assert_eq!(Card::new(ACE, Suit::Clubs).predecessor(), None);
    }
}
