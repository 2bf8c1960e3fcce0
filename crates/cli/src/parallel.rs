//! The parallel loops of the CLI: games or deals `0..n` on a local rayon pool of `--threads`
//! workers, results collected in index order, so the thread count never changes the output.

use rayon::prelude::*;

/// The thread count asked for, or as many as the machine has cores.
pub fn threads(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    })
}

/// A local pool of `threads` workers (at least one), each with `stack` bytes of stack when given.
fn pool(threads: usize, stack: Option<usize>) -> rayon::ThreadPool {
    let mut builder = rayon::ThreadPoolBuilder::new().num_threads(threads.max(1));
    if let Some(bytes) = stack {
        builder = builder.stack_size(bytes);
    }
    builder.build().expect("a thread pool starts")
}

/// `f(0), f(1), … f(n - 1)` on `threads` workers, returned in index order.
pub fn map_indexed<T: Send>(n: u64, threads: usize, f: impl Fn(u64) -> T + Sync) -> Vec<T> {
    map_indexed_with_stack(n, threads, None, f)
}

/// As [`map_indexed`], on workers with `stack` bytes of stack (deep recursive searches).
pub fn map_indexed_with_stack<T: Send>(
    n: u64,
    threads: usize,
    stack: Option<usize>,
    f: impl Fn(u64) -> T + Sync,
) -> Vec<T> {
    let n = usize::try_from(n).expect("the count fits in memory");
    pool(threads, stack).install(|| (0..n).into_par_iter().map(|i| f(i as u64)).collect())
}

/// Runs `f` on one worker thread with `stack` bytes of stack and returns its result.
#[cfg(test)]
pub fn on_stack<T: Send>(stack: usize, f: impl FnOnce() -> T + Send) -> T {
    pool(1, Some(stack)).install(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_index_order_whatever_the_thread_count() {
        // Uneven work (later indices finish first on many threads) must not reorder results.
        let work = |i: u64| {
            std::thread::sleep(std::time::Duration::from_millis((20 - i) % 7));
            i * i
        };
        let one = map_indexed(20, 1, work);
        assert_eq!(one, (0..20).map(|i| i * i).collect::<Vec<_>>());
        assert_eq!(map_indexed(20, 4, work), one);
        assert_eq!(map_indexed(0, 3, work), Vec::<u64>::new());
    }

    #[test]
    fn the_pool_has_the_threads_asked_for() {
        assert_eq!(pool(3, None).current_num_threads(), 3);
        assert_eq!(pool(0, None).current_num_threads(), 1);
        assert_eq!(threads(Some(5)), 5);
        assert!(threads(None) >= 1);
    }

    #[test]
    fn a_deep_recursion_runs_on_the_roomy_stack() {
        fn depth(n: u64) -> u64 {
            let pad = std::hint::black_box([0u8; 1024]);
            if n == 0 {
                u64::from(pad[0])
            } else {
                1 + depth(n - 1) + u64::from(pad[1])
            }
        }
        // About 20 MB of stack: more than a default thread has.
        assert_eq!(on_stack(64 << 20, || depth(20_000)), 20_000);
    }
}
