//! Deal numbers and the shuffles they determine.
//!
//! A deal number fixes every shuffle of a game on every platform and every release.
//!
//! Algorithm (shuffle `k` of deal `d`, for any game):
//! 1. the 32-byte ChaCha seed is `d` as 8 little-endian bytes, then `k` as 8 little-endian bytes,
//!    then 16 zero bytes; the generator is ChaCha20 (`rand_chacha::ChaCha20Rng`), whose output
//!    stream is fixed by its specification;
//! 2. the items are first sorted into their canonical order, so the result depends only on the
//!    *set* of items, never on where they lay before;
//! 3. a Fisher–Yates shuffle runs from the last index down to 1, swapping index `i` with
//!    `j = below(i + 1)`, where `below(n)` draws a `u64` and rejects values in the short final
//!    range (`x >= u64::MAX - u64::MAX % n`) so that every `j` is equally likely.
//!
//! We do not use `rand`'s `SliceRandom::shuffle`: its output is not promised to stay the same
//! across `rand` releases, and a saved game must replay identically forever.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// A deal number. Deal numbers stay below 2^53 so the UI's JavaScript numbers hold them exactly.
pub type DealNumber = u64;
pub const MAX_DEAL_NUMBER: DealNumber = (1 << 53) - 1;

/// The random stream for shuffle `k` of deal `deal`.
pub fn stream(deal: DealNumber, k: u64) -> DealRng {
    let mut seed = [0u8; 32];
    seed[..8].copy_from_slice(&deal.to_le_bytes());
    seed[8..16].copy_from_slice(&k.to_le_bytes());
    DealRng(ChaCha20Rng::from_seed(seed))
}

/// A portable random stream drawn from a deal number.
pub struct DealRng(ChaCha20Rng);

impl DealRng {
    /// A uniformly random integer in `0..n` (`n > 0`), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        let limit = u64::MAX - u64::MAX % n;
        loop {
            let x = self.0.next_u64();
            if x < limit {
                return x % n;
            }
        }
    }

    /// Fisher–Yates over the slice in its current order.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// Shuffle `k` of deal `deal` applied to `items`: canonical order first, then Fisher–Yates.
pub fn shuffled<T: Ord>(deal: DealNumber, k: u64, mut items: Vec<T>) -> Vec<T> {
    items.sort();
    stream(deal, k).shuffle(&mut items);
    items
}

/// Random deals are drawn below this, so the number a player sees and shares is at most nine
/// digits; any deal number up to `MAX_DEAL_NUMBER` can still be chosen by hand.
pub const RANDOM_DEALS: DealNumber = 1_000_000_000;

/// A fresh deal number from the operating system's entropy, 1 to 999,999,999.
pub fn random_deal_number() -> DealNumber {
    1 + rand::random::<u64>() % (RANDOM_DEALS - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_deal_and_index_give_the_same_shuffle() {
        let a = shuffled(42, 0, (0..52).collect::<Vec<u32>>());
        let b = shuffled(42, 0, (0..52).collect::<Vec<u32>>());
        assert_eq!(a, b);
        assert_ne!(a, (0..52).collect::<Vec<u32>>());
    }

    #[test]
    fn the_shuffle_depends_on_the_set_not_its_order() {
        let forward: Vec<u32> = (0..30).collect();
        let backward: Vec<u32> = (0..30).rev().collect();
        assert_eq!(shuffled(7, 2, forward), shuffled(7, 2, backward));
    }

    #[test]
    fn different_index_or_deal_gives_a_different_shuffle() {
        let items: Vec<u32> = (0..52).collect();
        let base = shuffled(7, 0, items.clone());
        assert_ne!(base, shuffled(7, 1, items.clone()));
        assert_ne!(base, shuffled(8, 0, items));
    }

    #[test]
    fn the_stream_is_pinned() {
        // Pins ChaCha20 + our seed layout + `below`: a change here would change every saved game.
        let mut rng = stream(1, 0);
        let draws: Vec<u64> = (0..8).map(|_| rng.below(52)).collect();
        assert_eq!(draws, [5, 32, 18, 4, 29, 43, 11, 35]);
        let mut rng = stream(42, 3);
        let draws: Vec<u64> = (0..4).map(|_| rng.below(1_000_000)).collect();
        assert_eq!(draws, [684981, 377561, 321925, 134708]);
    }

    #[test]
    fn the_generator_is_chacha20() {
        // An all-zero seed is the all-zero ChaCha20 key and nonce; its first keystream bytes are
        // the published test vector 76 b8 e0 ad a0 f1 3d 90, read as a little-endian u64.
        // `below(u64::MAX)` returns the raw draw (unless it is u64::MAX itself).
        assert_eq!(stream(0, 0).below(u64::MAX), 0x903d_f1a0_ade0_b876);
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut rng = stream(99, 3);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn random_deal_numbers_are_short_and_fit_in_a_javascript_number() {
        for _ in 0..1000 {
            let d = random_deal_number();
            assert!((1..RANDOM_DEALS).contains(&d) && d <= MAX_DEAL_NUMBER);
        }
    }
}
