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
//!
//! A room's game is dealt from a `DealSecret` instead of a number: 128 bits from the operating
//! system's generator. A deal number below 10^9 can be found by trying them all against one's own
//! hand in about a minute; a secret cannot, and since ChaCha20 is a pseudorandom function, no
//! card, tile or computer move drawn from its streams says anything about it. Its streams use
//! the seed `secret` (16 bytes), `k` (8 bytes, little-endian), then the tag `SECRET_TAG`; a deal
//! number's seed ends in zeros, so no secret ever shares a stream with a number.

use rand::{RngCore, SeedableRng, TryRngCore};
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A deal number. Deal numbers stay below 2^53 so the UI's JavaScript numbers hold them exactly.
pub type DealNumber = u64;
pub const MAX_DEAL_NUMBER: DealNumber = (1 << 53) - 1;

/// The last 8 bytes of a secret deal's seeds (a number's are zero).
const SECRET_TAG: [u8; 8] = *b"qdrl-sec";

/// 128 secret bits a room's game is dealt from. Shown, once the game is over, as its deal code:
/// 32 lowercase hexadecimal digits (`Display`, and its JSON form).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealSecret([u8; 16]);

impl DealSecret {
    /// Fresh bits from the operating system's secure generator; `None` if it cannot give them.
    pub fn random() -> Option<DealSecret> {
        let mut bits = [0u8; 16];
        rand::rngs::OsRng.try_fill_bytes(&mut bits).ok()?;
        Some(DealSecret(bits))
    }

    pub const fn from_bytes(bits: [u8; 16]) -> DealSecret {
        DealSecret(bits)
    }

    /// Reads a deal code (32 hexadecimal digits, either case).
    pub fn parse(code: &str) -> Option<DealSecret> {
        let code = code.as_bytes();
        if code.len() != 32 {
            return None;
        }
        let mut bits = [0u8; 16];
        for (i, pair) in code.chunks(2).enumerate() {
            let digit = |b: u8| (b as char).to_digit(16);
            bits[i] = (digit(pair[0])? * 16 + digit(pair[1])?) as u8;
        }
        Some(DealSecret(bits))
    }
}

impl fmt::Display for DealSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

/// Never the bits themselves: a log line or a panic message must not reveal a room's deal.
impl fmt::Debug for DealSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DealSecret(..)")
    }
}

impl Serialize for DealSecret {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for DealSecret {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<DealSecret, D::Error> {
        let code = String::deserialize(d)?;
        DealSecret::parse(&code).ok_or_else(|| serde::de::Error::custom("not a deal code"))
    }
}

/// What a game is dealt from: a number a person types and shares, or a room's secret. Its JSON
/// form is the number or the deal code, so saves written with numbers read unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Deal {
    Number(DealNumber),
    Secret(DealSecret),
}

impl From<DealNumber> for Deal {
    fn from(number: DealNumber) -> Deal {
        Deal::Number(number)
    }
}

impl From<DealSecret> for Deal {
    fn from(secret: DealSecret) -> Deal {
        Deal::Secret(secret)
    }
}

impl Deal {
    /// The number, for a deal dealt from one.
    pub fn number(self) -> Option<DealNumber> {
        match self {
            Deal::Number(n) => Some(n),
            Deal::Secret(_) => None,
        }
    }
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Deal::Number(n) => write!(f, "{n}"),
            Deal::Secret(s) => write!(f, "{s}"),
        }
    }
}

/// The random stream for shuffle `k` of deal `deal`.
pub fn stream(deal: impl Into<Deal>, k: u64) -> DealRng {
    let mut seed = [0u8; 32];
    match deal.into() {
        Deal::Number(number) => {
            seed[..8].copy_from_slice(&number.to_le_bytes());
            seed[8..16].copy_from_slice(&k.to_le_bytes());
        }
        Deal::Secret(DealSecret(bits)) => {
            seed[..16].copy_from_slice(&bits);
            seed[16..24].copy_from_slice(&k.to_le_bytes());
            seed[24..].copy_from_slice(&SECRET_TAG);
        }
    }
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

    /// The stream's next 64 bits as they are.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
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
pub fn shuffled<T: Ord>(deal: impl Into<Deal>, k: u64, mut items: Vec<T>) -> Vec<T> {
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
    fn a_secret_deal_has_streams_of_its_own() {
        let secret = DealSecret::from_bytes([7; 16]);
        let items: Vec<u32> = (0..52).collect();
        let dealt = shuffled(secret, 0, items.clone());
        assert_eq!(dealt, shuffled(secret, 0, items.clone()));
        assert_ne!(dealt, shuffled(secret, 1, items.clone()));
        assert_ne!(
            dealt,
            shuffled(DealSecret::from_bytes([8; 16]), 0, items.clone())
        );
        // A number whose bytes are the secret's first eight is another deal.
        let number = u64::from_le_bytes([7; 8]);
        assert_ne!(dealt, shuffled(number, 0, items));
    }

    #[test]
    fn a_deal_code_reads_back_and_a_number_stays_a_number() {
        let secret = DealSecret::random().expect("the system's generator");
        let code = secret.to_string();
        assert_eq!(code.len(), 32);
        assert_eq!(DealSecret::parse(&code), Some(secret));
        assert_eq!(DealSecret::parse(&code.to_uppercase()), Some(secret));
        assert_eq!(DealSecret::parse(&code[1..]), None);
        assert_eq!(DealSecret::parse(&format!("{}g", &code[1..])), None);
        let json = serde_json::to_string(&Deal::Secret(secret)).unwrap();
        assert_eq!(json, format!("\"{code}\""));
        assert_eq!(
            serde_json::from_str::<Deal>(&json).unwrap(),
            Deal::Secret(secret)
        );
        assert_eq!(
            serde_json::from_str::<Deal>("123").unwrap(),
            Deal::Number(123)
        );
        assert!(serde_json::from_str::<Deal>("\"123\"").is_err());
        assert!(!format!("{secret:?}").contains(&code[..8]));
    }

    #[test]
    fn secret_deals_are_fresh() {
        let drawn: std::collections::HashSet<_> =
            (0..1000).map(|_| DealSecret::random().unwrap()).collect();
        assert_eq!(drawn.len(), 1000);
    }

    #[test]
    fn random_deal_numbers_are_short_and_fit_in_a_javascript_number() {
        for _ in 0..1000 {
            let d = random_deal_number();
            assert!((1..RANDOM_DEALS).contains(&d) && d <= MAX_DEAL_NUMBER);
        }
    }
}
