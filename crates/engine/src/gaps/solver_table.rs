//! The set of positions the search has already reached: their 128-bit keys in one
//! open-addressing array (linear probing) that doubles as it fills, up to a memory cap.
//!
//! The search spends close to half its time waiting for this table's memory (one cold read
//! per child position), so the look-ups of a position's children are started together
//! (`touch`). Huge pages were tried for the array (mmap + MADV_HUGEPAGE): the fewer TLB
//! misses were paid back in page-fault time (docs/PERFORMANCE.md, fifth pass), so the array
//! is an ordinary vector.

/// Entries of a new table (it doubles from there).
const FIRST_ENTRIES: usize = 1 << 12;

pub(super) struct Table {
    keys: Vec<u128>,
    len: usize,
    max_entries: usize,
}

impl Table {
    pub(super) fn new(max_bytes: usize) -> Table {
        let mut max_entries = 1 << 10;
        while max_entries * 2 * 16 <= max_bytes {
            max_entries *= 2;
        }
        Table {
            keys: vec![0; FIRST_ENTRIES.min(max_entries)],
            len: 0,
            max_entries,
        }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    fn slot(keys: &[u128], key: u128) -> usize {
        let mask = keys.len() - 1;
        let mut i = (key >> 64) as usize & mask;
        while keys[i] != 0 && keys[i] != key {
            i = (i + 1) & mask;
        }
        i
    }

    /// Reads the first table cell of each key, so that the look-ups that follow find them in
    /// the cache (the reads are independent, and the processor overlaps their waits).
    pub(super) fn touch(&self, keys: &[u128]) {
        let table = &self.keys;
        let mask = table.len() - 1;
        let mut sum = 0u128;
        for &key in keys {
            sum ^= table[((key | 1) >> 64) as usize & mask];
        }
        std::hint::black_box(sum);
    }

    /// Twice the room; false at the cap.
    fn grow(&mut self) -> bool {
        if self.keys.len() >= self.max_entries {
            return false;
        }
        // `vec!` of zeros gets zeroed memory from the system untouched.
        let mut bigger = vec![0u128; self.keys.len() * 2];
        for &k in self.keys.iter().filter(|&&k| k != 0) {
            let i = Table::slot(&bigger, k);
            bigger[i] = k;
        }
        self.keys = bigger;
        true
    }

    /// Inserts `key`: `Some(true)` when new, `Some(false)` when already there, `None` when
    /// the table is full at its memory cap.
    pub(super) fn insert(&mut self, key: u128) -> Option<bool> {
        let key = key | 1; // 0 marks an empty slot
        let full = (self.len + 1) * 4 > self.keys.len() * 3;
        if full && !self.grow() {
            let keys = &self.keys;
            return (keys[Table::slot(keys, key)] == key).then_some(false);
        }
        let keys = &mut self.keys;
        let i = Table::slot(keys, key);
        if keys[i] == key {
            return Some(false);
        }
        keys[i] = key;
        self.len += 1;
        Some(true)
    }
}
