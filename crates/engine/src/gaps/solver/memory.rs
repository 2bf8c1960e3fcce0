//! Where the transposition table's arrays come from.
//!
//! By default each array is a fresh, zeroed vector, freed with its table. A batch solver (the
//! CLI's `winnability`) instead asks for *kept* memory (`SolveOptions::keep_memory`):
//! - **Huge pages** (Linux and Android): arrays of 4 MiB or more are advised onto 2 MiB pages.
//!   A table look-up is one random read in up to a gigabyte, and with 4 KiB pages nearly every
//!   one also misses the TLB; on this machine's virtual CPUs huge pages made the whole-rule
//!   search about a tenth faster.
//! - **Reuse.** The kernel zeroes a fresh huge page slowly here (about 0.5 GB/s,
//!   docs/performance-history.md), which ate the gain when every search allocated its own. So a kept array is
//!   not freed with its table: the thread keeps it (at most one of each size) and zeroes it
//!   again for its next search, at memory speed.
//!
//! The app never keeps memory: its searches are short, and a phone must not hold a gigabyte
//! after a hint.

use std::cell::RefCell;
use std::thread::LocalKey;

/// Arrays smaller than this are neither advised nor kept.
const KEPT_FROM_BYTES: usize = 4 << 20;
const HUGE_PAGE: usize = 2 << 20;

/// Whether an array of `n` cells is large enough to advise and keep.
fn large<T>(n: usize) -> bool {
    n * std::mem::size_of::<T>() >= KEPT_FROM_BYTES
}

/// The element types of the table's arrays, each with the thread's kept arrays of that type.
pub(super) trait Cell: Copy + Default + 'static {
    fn kept() -> &'static LocalKey<RefCell<Vec<Vec<Self>>>>;
}

thread_local! {
    static KEPT_WHOLE: RefCell<Vec<Vec<u128>>> = const { RefCell::new(Vec::new()) };
    static KEPT_COMPACT: RefCell<Vec<Vec<u64>>> = const { RefCell::new(Vec::new()) };
}

impl Cell for u128 {
    fn kept() -> &'static LocalKey<RefCell<Vec<Vec<u128>>>> {
        &KEPT_WHOLE
    }
}

impl Cell for u64 {
    fn kept() -> &'static LocalKey<RefCell<Vec<Vec<u64>>>> {
        &KEPT_COMPACT
    }
}

/// A zeroed array of `n` cells, every page of it written once now. `vec![0; n]` would leave
/// the pages unmapped; the table's first access to a page is often a read (`touch`, `probe`),
/// which maps the shared zero page, and the write that follows must then replace that mapping
/// and flush it from every core the process runs on. With two solver threads those flushes
/// cost about a sixth of the CPU time (docs/performance-history.md). With `keep`, a kept
/// array of that size is taken and zeroed again if the thread has one, else a new one is
/// advised onto huge pages before its first write.
pub(super) fn zeroed<T: Cell>(n: usize, keep: bool) -> Vec<T> {
    let keep = keep && large::<T>(n);
    if keep {
        let taken = T::kept().with_borrow_mut(|kept| {
            let i = kept.iter().position(|v| v.len() == n)?;
            Some(kept.swap_remove(i))
        });
        if let Some(mut v) = taken {
            v.fill(T::default());
            return v;
        }
    }
    let mut v = Vec::with_capacity(n);
    if keep {
        advise_huge_pages(&mut v);
    }
    v.resize(n, T::default());
    v
}

/// Hands a table's array back: the thread keeps it for its next search when it was asked to
/// keep memory and has none of that size yet; otherwise it is freed.
pub(super) fn give_back<T: Cell>(v: Vec<T>, keep: bool) {
    if keep && large::<T>(v.len()) {
        T::kept().with_borrow_mut(|kept| {
            if kept.iter().all(|k| k.len() != v.len()) {
                kept.push(v);
            }
        });
    }
}

/// Asks the kernel to back the 2 MiB-aligned part of `v`'s allocation with huge pages (a hint:
/// nothing changes if it cannot).
#[cfg(any(target_os = "linux", target_os = "android"))]
fn advise_huge_pages<T>(v: &mut Vec<T>) {
    extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    const MADV_HUGEPAGE: i32 = 14;
    let start = v.as_mut_ptr() as usize;
    let end = start + v.capacity() * std::mem::size_of::<T>();
    let (first, last) = (
        start.next_multiple_of(HUGE_PAGE),
        end / HUGE_PAGE * HUGE_PAGE,
    );
    if last > first {
        // SAFETY: the range lies within `v`'s own allocation, and MADV_HUGEPAGE only changes
        // how the kernel backs those pages, never their contents.
        unsafe {
            madvise(first as *mut std::ffi::c_void, last - first, MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn advise_huge_pages<T>(_: &mut Vec<T>) {}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kept array comes back to the next request of its size, zeroed again; one not kept,
    /// or too small to keep, does not.
    #[test]
    fn kept_arrays_are_reused_zeroed_and_only_when_asked() {
        let n = (KEPT_FROM_BYTES / 8) * 2;
        let mut a = zeroed::<u64>(n, true);
        assert!(a.iter().all(|&x| x == 0));
        a[7] = 99;
        let address = a.as_ptr();
        give_back(a, true);
        let b = zeroed::<u64>(n, true);
        assert_eq!(b.as_ptr(), address, "the kept array was not reused");
        assert!(b.iter().all(|&x| x == 0), "a reused array must be zeroed");
        // Not kept: the thread holds nothing of that size afterwards.
        give_back(b, false);
        assert!(u64::kept().with_borrow(|k| k.iter().all(|v| v.len() != n)));
        // Too small to keep.
        give_back(zeroed::<u64>(16, true), true);
        assert!(u64::kept().with_borrow(|k| k.iter().all(|v| v.len() != 16)));
        // At most one of each size.
        give_back(zeroed::<u64>(n, true), true);
        give_back(zeroed::<u64>(n, true), true);
        assert_eq!(
            u64::kept().with_borrow(|k| k.iter().filter(|v| v.len() == n).count()),
            1
        );
    }
}
