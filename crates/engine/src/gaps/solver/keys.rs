//! Position keys: each row's Zobrist hash kept up to date as cards move, the key the sum of
//! the mixed row hashes so that the order of the rows does not matter.

use super::state::{Search, Step, KEEP_OPEN};
use super::table::FILLED;
use crate::gaps::variant::AceOrder;

pub(super) fn fmix(mut z: u64) -> u64 {
    z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    z = (z ^ (z >> 33)).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    z ^ (z >> 33)
}

/// A bijective mixing of a row's hash, so that summing rows does not interact with the
/// XOR structure of the Zobrist values.
pub(super) fn mix(x: u128) -> u128 {
    let (lo, hi) = (x as u64, (x >> 64) as u64);
    let a = fmix(lo ^ hi.rotate_left(23));
    let b = fmix(hi ^ a);
    ((b as u128) << 64) | a as u128
}

impl Search<'_> {
    /// Whether keys may be salted by row (an ace-order rule salts them during the ace
    /// phase), so that `key` and `child_key` cannot use the running sum.
    pub(super) fn salted_keys(&self) -> bool {
        self.shape.ace_order != AceOrder::Free
    }

    pub(super) fn key(&self) -> u128 {
        self.stamp(
            self.unstamped_key(),
            self.montana.col0_twos == self.shape.rows,
        )
    }

    /// Marks `key` as a position with a 2 in every column-0 cell (`filled`) or not, under the
    /// movable-2 rule. No 2 moves again once they all stand there, so a search limited in
    /// the 2s it moves searches such a position exactly as the whole rule does: its table's
    /// marked positions, once it has searched all it could, are positions no line wins from,
    /// and the next search can start with them (`Table::lost_only`).
    pub(super) fn stamp(&self, key: u128, filled: bool) -> u128 {
        if !self.montana.movable_twos {
            key
        } else if filled {
            key | FILLED
        } else {
            key & !FILLED
        }
    }

    pub(super) fn unstamped_key(&self) -> u128 {
        if self.montana.classes && self.montana.col0_gaps > 0 {
            return self.montana.class_sum;
        }
        if self.montana.open != 0 {
            return self.open_key();
        }
        if !self.salted_keys() {
            return self.keys.key_sum;
        }
        let salted = self.in_ace_phase();
        let mut key = 0u128;
        for r in 0..self.shape.rows {
            let h = if salted {
                self.keys.row_hash[r] ^ self.keys.zobrist.salts[r]
            } else {
                self.keys.row_hash[r]
            };
            key = key.wrapping_add(mix(h));
        }
        key
    }

    pub(super) fn remix(&mut self, r: usize) {
        let mixed = mix(self.keys.row_hash[r]);
        self.keys.key_sum = self
            .keys
            .key_sum
            .wrapping_sub(self.keys.row_mixed[r])
            .wrapping_add(mixed);
        self.keys.row_mixed[r] = mixed;
    }

    /// The key of the position `step` leads to, without making it.
    pub(super) fn child_key(&mut self, step: Step) -> u128 {
        // Only a 2 enters column 0 from another column, and none leaves it.
        let enters = self.col_of(step.from as usize) != 0 && self.col_of(step.to as usize) == 0;
        let key = self.unstamped_child_key(step);
        self.stamp(
            key,
            self.montana.col0_twos + enters as usize == self.shape.rows,
        )
    }

    pub(super) fn unstamped_child_key(&mut self, step: Step) -> u128 {
        if self.montana.open != 0 || step.open != KEEP_OPEN {
            self.open_child_key(step)
        } else if self.montana.classes {
            self.class_child_key(step)
        } else {
            self.board_child_key(step.pair())
        }
    }

    /// The key of the board `m` leads to, without making the move (outside salted ace
    /// phases: only the one or two rows the card leaves and enters change).
    pub(super) fn board_child_key(&mut self, m: (u8, u8)) -> u128 {
        if self.salted_keys() {
            self.apply(m);
            let key = self.key();
            self.undo(m);
            return key;
        }
        let (f, t) = (m.0 as usize, m.1 as usize);
        let c = self.board.cells[f] as usize;
        let z = &self.keys.zobrist.cells;
        let (zf, zt) = (z[self.col_of(f) * 64 + c], z[self.col_of(t) * 64 + c]);
        let (rf, rt) = (self.row_of(f), self.row_of(t));
        let key = self.keys.key_sum.wrapping_sub(self.keys.row_mixed[rf]);
        if rf == rt {
            key.wrapping_add(mix(self.keys.row_hash[rf] ^ zf ^ zt))
        } else {
            key.wrapping_sub(self.keys.row_mixed[rt])
                .wrapping_add(mix(self.keys.row_hash[rf] ^ zf))
                .wrapping_add(mix(self.keys.row_hash[rt] ^ zt))
        }
    }
}
