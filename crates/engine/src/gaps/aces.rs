//! The ace-order rules of Chinese Puzzle: which suit each row's ace may have.
//!
//! A placement is refused only when the rule could no longer be met by the aces still to come.
//! Each suit has exactly two aces, so a partial assignment that breaks no constraint can
//! always be completed.

use super::variant::AceOrder;
use super::why::GapsWhy;
use crate::cards::Suit;

/// Why putting a `suit` ace in `row` breaks `order`, given the suits already in column 0.
pub fn refusal(
    order: AceOrder,
    column0: &[Option<Suit>],
    row: usize,
    suit: Suit,
) -> Option<GapsWhy> {
    let mut after = column0.to_vec();
    after[row] = Some(suit);
    match order {
        AceOrder::Free => None,
        AceOrder::Bridge => {
            let wanted = Suit::ALL[row % 4];
            (wanted != suit).then_some(GapsWhy::BridgeOrder {
                row: row as u8,
                suit: wanted,
            })
        }
        AceOrder::Mirrored => mirrored_conflict(&after),
    }
}

/// The broken constraint of the mirrored rule, if any: row r + half repeats row r, and the
/// first half's rows all differ.
fn mirrored_conflict(column0: &[Option<Suit>]) -> Option<GapsWhy> {
    let half = column0.len() / 2;
    let pair_suit: Vec<Option<Suit>> = (0..half)
        .map(|p| column0[p].or(column0[p + half]))
        .collect();
    for p in 0..half {
        if let (Some(a), Some(b)) = (column0[p], column0[p + half]) {
            if a != b {
                return Some(GapsWhy::MirrorRepeat {
                    row: (p + half) as u8,
                    of_row: p as u8,
                    suit: a,
                });
            }
        }
        for q in 0..p {
            if pair_suit[p].is_some() && pair_suit[p] == pair_suit[q] {
                return Some(GapsWhy::MirrorDistinct {
                    rows: half as u8,
                    first: q as u8,
                    second: p as u8,
                    suit: pair_suit[p].unwrap(),
                });
            }
        }
    }
    None
}

/// The row the next `suit` ace goes to when the remaining aces are placed automatically:
/// the first empty row that keeps the rule.
pub fn auto_row(order: AceOrder, column0: &[Option<Suit>], suit: Suit) -> Option<usize> {
    (0..column0.len())
        .find(|&row| column0[row].is_none() && refusal(order, column0, row, suit).is_none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use Suit::*;

    #[test]
    fn free_order_takes_anything() {
        assert_eq!(
            refusal(AceOrder::Free, &[Some(Clubs), None], 1, Clubs),
            None
        );
    }

    #[test]
    fn bridge_order_fixes_each_row() {
        let empty = [None; 8];
        assert_eq!(refusal(AceOrder::Bridge, &empty, 0, Clubs), None);
        assert_eq!(refusal(AceOrder::Bridge, &empty, 6, Hearts), None);
        assert_eq!(
            refusal(AceOrder::Bridge, &empty, 1, Spades),
            Some(GapsWhy::BridgeOrder {
                row: 1,
                suit: Diamonds
            })
        );
    }

    #[test]
    fn mirrored_order_repeats_the_top_half() {
        let mut col = [None; 8];
        col[0] = Some(Hearts);
        assert_eq!(refusal(AceOrder::Mirrored, &col, 4, Hearts), None);
        assert_eq!(
            refusal(AceOrder::Mirrored, &col, 4, Clubs),
            Some(GapsWhy::MirrorRepeat {
                row: 4,
                of_row: 0,
                suit: Hearts
            })
        );
        assert_eq!(
            refusal(AceOrder::Mirrored, &col, 1, Hearts),
            Some(GapsWhy::MirrorDistinct {
                rows: 4,
                first: 0,
                second: 1,
                suit: Hearts
            })
        );
        // Row 6 decides row 2's suit: hearts is taken by rows 1 and 5.
        assert!(refusal(AceOrder::Mirrored, &col, 5, Hearts).is_some());
        assert_eq!(refusal(AceOrder::Mirrored, &col, 5, Spades), None);
    }

    #[test]
    fn automatic_placement_keeps_the_rule() {
        let mut col = [None; 8];
        for suit in [
            Spades, Clubs, Spades, Hearts, Diamonds, Clubs, Hearts, Diamonds,
        ] {
            let row = auto_row(AceOrder::Mirrored, &col, suit).expect("a row");
            col[row] = Some(suit);
        }
        assert_eq!(mirrored_conflict(&col), None);
        assert!(col.iter().all(Option::is_some));
        let mut col = [None; 8];
        for suit in [
            Spades, Clubs, Spades, Hearts, Diamonds, Clubs, Hearts, Diamonds,
        ] {
            let row = auto_row(AceOrder::Bridge, &col, suit).expect("a row");
            col[row] = Some(suit);
        }
        assert_eq!(
            col.map(Option::unwrap),
            [Clubs, Diamonds, Hearts, Spades, Clubs, Diamonds, Hearts, Spades]
        );
    }
}
