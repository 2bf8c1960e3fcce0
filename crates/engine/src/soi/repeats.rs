//! How often each ask was already made from the position now on the table, read off the public
//! record alone, so that a computer player notices when the table goes round in a loop and
//! tries something else.
//!
//! Cards change hands only by public asks, so the record says where every card that ever moved
//! is now, and every other card is where it was dealt. Two moments of a round are the same
//! position exactly when every card that moved sits in the same hand — something each seat can
//! read off the record whatever it holds, so this uses no hidden information. A deposit takes
//! cards out of play for good: no position after it can equal one before it.

use super::game::{Ask, PublicEvent, SoiView};
use super::knowledge::index;

/// A fixed pseudo-random key for "card `i` is in `seat`'s hand" (splitmix64).
fn key(i: usize, seat: u8) -> u64 {
    let mut z = (i as u64 * 4 + seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// For each of `view.asks`, how many times the same seat made that ask from the position now
/// on the table, earlier in this round.
pub fn times_made(view: &SoiView) -> Vec<u32> {
    // Where each card was dealt (known once it first moves) and where it is now.
    let mut dealt: [Option<u8>; 52] = [None; 52];
    let mut now: [u8; 52] = [0; 52];
    // The position as a sum of keys of the cards away from where they were dealt.
    let mut position = 0u64;
    let mut made: Vec<(u64, Ask)> = Vec::new();
    for event in &view.record {
        match *event {
            PublicEvent::Asked {
                asker,
                target,
                card,
                got,
            } => {
                made.push((
                    position,
                    Ask {
                        asker,
                        target,
                        card,
                    },
                ));
                if got {
                    let i = index(card);
                    let home = match dealt[i] {
                        Some(home) => home,
                        None => {
                            dealt[i] = Some(target);
                            now[i] = target;
                            target
                        }
                    };
                    if now[i] != home {
                        position ^= key(i, now[i]);
                    }
                    now[i] = asker;
                    if asker != home {
                        position ^= key(i, asker);
                    }
                }
            }
            PublicEvent::Deposited { .. } => made.clear(),
            _ => {}
        }
    }
    view.asks
        .iter()
        .map(|ask| {
            made.iter()
                .filter(|&&(p, a)| p == position && a == *ask)
                .count() as u32
        })
        .collect()
}
