//! The set of positions the search has already reached, in one open-addressing array (linear
//! probing) that doubles as it fills, up to a memory cap.
//!
//! Two forms. While the table is at most half its cap (or 128 MiB on kept memory,
//! `KEPT_WHOLE_BYTES`) it stores whole 128-bit keys, indexed by their high half. The growth
//! that would pass that size instead rebuilds it once, at the
//! whole cap, in a *compact* form: 8 bytes a position, the key's high half as a tag and its
//! low half choosing the slot, so the cap holds twice as many positions. The compact form
//! cannot grow again (the slot bits are not stored), which is why it is built at the cap. A
//! false "already seen" in it needs two positions with equal 63-bit tags whose slots fall in
//! the same probe run: about one chance in 2^80 for a pair of positions in a full table,
//! against 2^128 for whole keys; both are far below any error that matters.
//!
//! Bit 0 of a stored key or tag is not compared (it always overwrote a bit of the key, so
//! that no entry is zero); it says whether the search has proved the position lost or only
//! reached it. A Montana hunt marks the positions it proves lost by the whole rule
//! (`mark_lost`) and hands them on (`lost_only`).
//!
//! The search spends close to half its time waiting for this table's memory (one cold read
//! per child position), so the look-ups of a position's children are started together
//! (`touch`). Where the arrays come from, and when they sit on huge pages, is
//! `memory.rs`.

use super::memory::{give_back, zeroed};
use std::ops::{BitAnd, BitOr, Not};

/// The key bit of a position with a 2 in every column-0 cell (`Search::stamp`). Defined here,
/// where `lost_only` reads it, so that the table depends on nothing of the search.
pub(super) const FILLED: u128 = 1 << 127;

/// Entries of a new table (it doubles from there).
const FIRST_ENTRIES: usize = 1 << 12;

/// A compact slot cleared by `lost_only`: not empty, so probes pass it as they would the tag
/// it replaced. Look-ups ignore bit 0, so it matches the tag 3 alone: a chance in 2^63 per
/// slot passed, that of any two tags being equal.
const CLEARED: u64 = 2;

/// The largest whole-key array of a table on kept memory (`memory.rs`). On huge pages a
/// large array is no dearer to read than a small one, so such a table turns compact early and
/// skips the doublings, whose rehashing of tens of millions of keys took seconds of a long
/// search. (On ordinary pages, turning compact at this size was slower:
/// docs/performance-history.md.)
const KEPT_WHOLE_BYTES: usize = 128 << 20;

enum Slots {
    Whole(Vec<u128>),
    Compact(Vec<u64>),
}

pub(super) struct Table {
    slots: Slots,
    len: usize,
    max_bytes: usize,
    /// What the last growth took, in nanoseconds a byte of the new array.
    grow_ns_per_byte: f64,
    /// The arrays are kept memory (`memory.rs`).
    keep: bool,
}

impl Drop for Table {
    fn drop(&mut self) {
        self.give_back_slots(Slots::Compact(Vec::new()));
    }
}

/// The stored forms of keys: whole keys and compact tags. Bit 0 of a stored form is set on a
/// position the search has only reached, and cleared on one proved lost (`Table::mark_lost`);
/// look-ups ignore it.
trait Stored:
    Copy + PartialEq + Default + BitOr<Output = Self> + BitAnd<Output = Self> + Not<Output = Self>
{
    const REACHED: Self;
}
impl Stored for u128 {
    const REACHED: u128 = 1;
}
impl Stored for u64 {
    const REACHED: u64 = 1;
}

/// Whether a stored form `lost_only` hands on: one marked lost, or `filled` (the `FILLED`
/// bit in its width), a position searched as the whole rule does.
fn proved<T: Stored>(stored: T, filled: T) -> bool {
    let zero = T::default();
    stored != zero && (stored & filled != zero || stored & T::REACHED == zero)
}

/// What a look-up found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Entry {
    New,
    Reached,
    Lost,
}

/// The slot from which to look for `tag` (bit 0 set), and where it is or the empty slot where
/// it would go.
fn probe<T: Stored>(slots: &[T], start: usize, tag: T) -> usize {
    let mask = slots.len() - 1;
    let mut i = start & mask;
    while slots[i] != T::default() && (slots[i] | T::REACHED) != tag {
        i = (i + 1) & mask;
    }
    i
}

/// Looks `tag` up from `start`, and stores it if it is new and there is `room`.
fn put<T: Stored>(slots: &mut [T], start: usize, tag: T, room: bool) -> Entry {
    let i = probe(slots, start, tag);
    let found = slots[i];
    if found == T::default() {
        if room {
            slots[i] = tag;
        }
        Entry::New
    } else if found & T::REACHED == T::default() {
        Entry::Lost
    } else {
        Entry::Reached
    }
}

/// Marks `tag`, if it is there, as proved lost.
fn mark<T: Stored>(slots: &mut [T], start: usize, tag: T) {
    let i = probe(slots, start, tag);
    if slots[i] != T::default() {
        slots[i] = tag & !T::REACHED;
    }
}

/// A whole key's slot start and its stored form (never 0, which marks an empty slot).
fn whole(key: u128) -> (usize, u128) {
    ((key >> 64) as usize, key | 1)
}

/// A new whole-key array of `entries` slots holding `keys` (stored forms, kept as they are).
fn whole_array(entries: usize, keys: impl Iterator<Item = u128>, keep: bool) -> Vec<u128> {
    let mut slots = zeroed::<u128>(entries, keep);
    for k in keys {
        let i = probe(&slots, whole(k).0, k | 1);
        slots[i] = k;
    }
    slots
}

/// A compact entry's slot start and its tag (never 0). The start skips bit 0, which the
/// whole form overwrites, so that a key moved from that form lands where it is looked for.
fn compact(key: u128) -> (usize, u64) {
    ((key as u64 >> 1) as usize, (key >> 64) as u64 | 1)
}

/// A whole key's stored form as a compact entry: its slot start and its tag, marked lost if
/// the key is.
fn compacted(stored: u128) -> (usize, u64) {
    let (start, tag) = compact(stored);
    (start, tag & (stored as u64 | !1))
}

impl Table {
    /// An empty table of at most `max_bytes`, on kept memory with `keep`.
    pub(super) fn new(max_bytes: usize, keep: bool) -> Table {
        let first = FIRST_ENTRIES
            .min((max_bytes / 16).next_power_of_two() / 2)
            .max(2);
        Table {
            slots: Slots::Whole(zeroed(first, keep)),
            len: 0,
            max_bytes,
            grow_ns_per_byte: 0.0,
            keep,
        }
    }

    /// The most bytes of the whole-key form.
    fn whole_bytes(&self) -> usize {
        if self.keep {
            (self.max_bytes / 2).min(KEPT_WHOLE_BYTES)
        } else {
            self.max_bytes / 2
        }
    }

    /// Puts `slots` in place of the table's arrays, handing those back.
    fn give_back_slots(&mut self, slots: Slots) {
        match std::mem::replace(&mut self.slots, slots) {
            Slots::Whole(v) => give_back(v, self.keep),
            Slots::Compact(v) => give_back(v, self.keep),
        }
    }

    /// Whether `extra` more positions would make the table grow (or find it full).
    pub(super) fn growth_due(&self, extra: usize) -> bool {
        (self.len + extra) * 4 > self.capacity() * 3
    }

    /// About how long the next growth will take, from the last one's speed (zero before
    /// any): the compact form at the cap, the largest, can take seconds (a gigabyte to write
    /// and every key to move), which a search with a deadline must not start too late.
    pub(super) fn growth_estimate(&self) -> std::time::Duration {
        let bytes = match &self.slots {
            Slots::Whole(v) if v.len() * 32 <= self.whole_bytes() => v.len() * 32,
            Slots::Whole(_) => self.max_bytes,
            Slots::Compact(_) => 0,
        };
        std::time::Duration::from_nanos((bytes as f64 * self.grow_ns_per_byte) as u64)
    }

    fn capacity(&self) -> usize {
        match &self.slots {
            Slots::Whole(v) => v.len(),
            Slots::Compact(v) => v.len(),
        }
    }

    /// Reads the first table cell of each key, so that the look-ups that follow find them in
    /// the cache (the reads are independent, and the processor overlaps their waits).
    pub(super) fn touch(&self, keys: &[u128]) {
        match &self.slots {
            Slots::Whole(v) => {
                let mut sum = 0u128;
                for &key in keys {
                    sum ^= v[whole(key).0 & (v.len() - 1)];
                }
                std::hint::black_box(sum);
            }
            Slots::Compact(v) => {
                let mut sum = 0u64;
                for &key in keys {
                    sum ^= v[compact(key).0 & (v.len() - 1)];
                }
                std::hint::black_box(sum);
            }
        }
    }

    /// More room: whole keys twice as many while that stays within half the cap, else the
    /// compact form at the cap, once; false when neither is possible.
    fn grow(&mut self) -> bool {
        let started = std::time::Instant::now();
        let grown = self.rebuild();
        if grown {
            let bytes = self.capacity()
                * match self.slots {
                    Slots::Whole(_) => 16,
                    Slots::Compact(_) => 8,
                };
            self.grow_ns_per_byte = started.elapsed().as_nanos() as f64 / bytes as f64;
        }
        grown
    }

    /// `grow`'s new array, the keys moved into it.
    fn rebuild(&mut self) -> bool {
        let Slots::Whole(keys) = &self.slots else {
            return false;
        };
        let doubled = keys.len() * 2;
        if doubled * 16 <= self.whole_bytes() {
            let grown = whole_array(doubled, keys.iter().copied().filter(|&k| k != 0), self.keep);
            self.give_back_slots(Slots::Whole(grown));
            return true;
        }
        let entries = (self.max_bytes / 8 + 1).next_power_of_two() / 2;
        if entries <= keys.len() {
            return false;
        }
        let mut tags = zeroed::<u64>(entries, self.keep);
        for &k in keys.iter().filter(|&&k| k != 0) {
            let (start, tag) = compacted(k);
            let i = probe(&tags, start, tag | 1);
            tags[i] = tag;
        }
        self.give_back_slots(Slots::Compact(tags));
        true
    }

    /// The table cut down to the positions it holds proved lost, for the next search to start
    /// with: those marked `FILLED` (a 2 in every column-0 cell, `Search::stamp`) and those
    /// marked lost (`mark_lost`), all marked lost. The compact form's tags cannot move to a new
    /// array (their slot bits are not stored), so there the others are cleared in place: a
    /// cleared slot still holds its place in the probe runs that pass it.
    pub(super) fn lost_only(mut self) -> Option<Table> {
        if let Slots::Compact(tags) = &mut self.slots {
            let filled = (FILLED >> 64) as u64;
            for tag in tags.iter_mut().filter(|t| **t != 0) {
                *tag = if proved(*tag, filled) {
                    *tag & !1
                } else {
                    CLEARED
                };
            }
            return Some(self);
        }
        let Slots::Whole(keys) = &self.slots else {
            return None;
        };
        let kept = keys.iter().filter(|&&k| proved(k, FILLED)).count();
        let entries = (kept * 4 / 3 + 1)
            .next_power_of_two()
            .max(FIRST_ENTRIES.min(keys.len()));
        if entries * 16 > self.whole_bytes() {
            return None;
        }
        let lost = keys.iter().filter(|&&k| proved(k, FILLED)).map(|&k| k & !1);
        Some(Table {
            slots: Slots::Whole(whole_array(entries, lost, self.keep)),
            len: kept,
            max_bytes: self.max_bytes,
            grow_ns_per_byte: self.grow_ns_per_byte,
            keep: self.keep,
        })
    }

    /// Marks `key`, which the table holds, as a position proved lost: `lost_only` keeps it,
    /// and look-ups of it answer `Entry::Lost`.
    pub(super) fn mark_lost(&mut self, key: u128) {
        match &mut self.slots {
            Slots::Whole(v) => {
                let (start, stored) = whole(key);
                mark(v, start, stored);
            }
            Slots::Compact(v) => {
                let (start, tag) = compact(key);
                mark(v, start, tag);
            }
        }
    }

    /// Inserts `key`: `Some(true)` when new, `Some(false)` when already there, `None` when
    /// the table is full at its memory cap.
    pub(super) fn insert(&mut self, key: u128) -> Option<bool> {
        self.look_up(key).map(|entry| entry == Entry::New)
    }

    /// Looks `key` up, inserting it if it is new: `None` when it is new and the table is full
    /// at its memory cap.
    pub(super) fn look_up(&mut self, key: u128) -> Option<Entry> {
        let room = !self.growth_due(1) || self.grow();
        let entry = match &mut self.slots {
            Slots::Whole(v) => {
                let (start, stored) = whole(key);
                put(v, start, stored, room)
            }
            Slots::Compact(v) => {
                let (start, tag) = compact(key);
                put(v, start, tag, room)
            }
        };
        if entry != Entry::New {
            return Some(entry);
        }
        if !room {
            return None;
        }
        self.len += 1;
        Some(entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(i: u64) -> u128 {
        // Distinct, well-spread 128-bit keys.
        let a = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i >> 7);
        ((a as u128) << 64) | i.wrapping_mul(0xC2B2_AE3D_27D4_EB4F) as u128
    }

    /// Key i, marked `FILLED` when i is a multiple of `n`.
    fn filled_every(n: u64) -> impl Fn(u64) -> u128 {
        move |i| {
            if i.is_multiple_of(n) {
                key(i) | FILLED
            } else {
                key(i) & !FILLED
            }
        }
    }

    /// Keys inserted before and after the switch to the compact form are all still found,
    /// new keys are new, and the table refuses keys only once it is full at its cap.
    #[test]
    fn the_table_remembers_every_key_through_its_growth_and_its_compact_form() {
        let max_bytes = 1 << 16; // whole keys up to 2,048 slots, then 8,192 compact slots
        let mut table = Table::new(max_bytes, false);
        let mut inserted = 0u64;
        while let Some(fresh) = table.insert(key(inserted)) {
            assert!(fresh, "key {inserted} reported seen before it was inserted");
            inserted += 1;
            if inserted == 1_000 {
                assert!(matches!(table.slots, Slots::Whole(_)));
            }
        }
        assert!(matches!(table.slots, Slots::Compact(_)));
        assert_eq!(inserted as usize, 8_192 * 3 / 4, "full at three quarters");
        for i in 0..inserted {
            assert_eq!(table.insert(key(i)), Some(false), "key {i} forgotten");
        }
        assert_eq!(
            table.insert(key(inserted + 1)),
            None,
            "a new key past the cap"
        );
    }

    /// The table says when the next positions make it grow, and after a growth it has an
    /// estimate of the next one's time (none before: nothing measured yet).
    #[test]
    fn the_table_foresees_its_growth() {
        let mut table = Table::new(1 << 20, false);
        assert_eq!(table.growth_estimate(), std::time::Duration::ZERO);
        let first = table.capacity();
        let due_at = first * 3 / 4;
        assert!(!table.growth_due(due_at));
        assert!(table.growth_due(due_at + 1));
        for i in 0..=due_at as u64 {
            assert_eq!(table.insert(key(i)), Some(true));
        }
        assert_eq!(table.capacity(), first * 2, "grown once");
        assert!(!table.growth_due(1));
        assert!(table.grow_ns_per_byte > 0.0);
        assert!(table.growth_estimate() > std::time::Duration::ZERO);
    }

    /// Handing on a compact table keeps exactly its keys marked `FILLED`: they are still
    /// seen, the others are new again, and keys inserted afterwards are found like any.
    #[test]
    fn a_compact_table_hands_on_only_its_filled_keys() {
        let mut table = Table::new(1 << 16, false);
        let marked = filled_every(3);
        for i in 0..3_000u64 {
            assert_eq!(table.insert(marked(i)), Some(true));
        }
        assert!(matches!(table.slots, Slots::Compact(_)));
        let mut table = table
            .lost_only()
            .expect("a compact table hands on in place");
        for i in 0..3_000u64 {
            let seen = i.is_multiple_of(3);
            assert_eq!(table.insert(marked(i)), Some(!seen), "key {i}");
        }
        for i in 0..3_000u64 {
            assert_eq!(table.insert(marked(i)), Some(false), "key {i} forgotten");
        }
    }

    /// Keys marked lost stay marked through the table's growth and its compact form, and are
    /// handed on with the `FILLED` ones, all as lost; the keys only reached are new again.
    #[test]
    fn marks_of_lost_positions_survive_growth_and_are_handed_on() {
        for keys in [500u64, 3_000] {
            // 500 keys stay whole (a 1,024-slot array), 3,000 turn the table compact.
            let mut table = Table::new(1 << 16, false);
            let marked = filled_every(5);
            for i in 0..keys {
                assert_eq!(table.look_up(marked(i)), Some(Entry::New));
                if i.is_multiple_of(3) {
                    table.mark_lost(marked(i));
                }
            }
            assert_eq!(
                matches!(table.slots, Slots::Compact(_)),
                keys == 3_000,
                "{keys} keys"
            );
            for i in 0..keys {
                let lost = i.is_multiple_of(3);
                let found = if lost { Entry::Lost } else { Entry::Reached };
                assert_eq!(table.look_up(marked(i)), Some(found), "key {i} of {keys}");
            }
            let mut table = table.lost_only().expect("a table hands on");
            for i in 0..keys {
                let handed = i.is_multiple_of(3) || i.is_multiple_of(5);
                let found = if handed { Entry::Lost } else { Entry::New };
                assert_eq!(table.look_up(marked(i)), Some(found), "key {i} of {keys}");
            }
        }
    }

    /// A cap too small for a compact form larger than the whole-key table ends the growth.
    #[test]
    fn a_small_cap_stops_the_table_in_its_whole_form() {
        let mut table = Table::new(1 << 10, false); // 32 whole slots at most in half the cap
        let mut inserted = 0u64;
        while table.insert(key(inserted)) == Some(true) {
            inserted += 1;
        }
        assert!(inserted > 0);
        for i in 0..inserted {
            assert_eq!(table.insert(key(i)), Some(false));
        }
    }
}
