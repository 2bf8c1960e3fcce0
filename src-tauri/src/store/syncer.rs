//! Syncing: journal files are fsynced on a thread of their own, in the order they were handed
//! over, so the command that appended never waits for the disk, and a power cut loses at most
//! the records of the sync under way.

use std::fs::File;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Syncs journal files on a thread of its own, in the order they were handed over: the
/// command that appended never waits for the disk.
pub(super) struct Syncer {
    queue: Arc<(Mutex<Queue>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Default)]
struct Queue {
    files: Vec<Arc<File>>,
    stop: bool,
}

impl Syncer {
    pub(super) fn start(slow: Duration) -> Syncer {
        let queue = Arc::new((Mutex::new(Queue::default()), Condvar::new()));
        let shared = queue.clone();
        let thread = std::thread::Builder::new()
            .name("quadrille-sync".to_string())
            .spawn(move || sync_loop(&shared, slow))
            .ok();
        Syncer { queue, thread }
    }

    fn with(&self, change: impl FnOnce(&mut Queue)) {
        let (lock, wake) = &*self.queue;
        change(&mut lock.lock().unwrap_or_else(|p| p.into_inner()));
        wake.notify_one();
    }

    pub(super) fn sync(&self, file: &Arc<File>) {
        if self.thread.is_none() {
            // No thread could be started: sync here rather than not at all.
            let _ = file.sync_data();
            return;
        }
        self.with(|q| {
            if !q.files.iter().any(|f| Arc::ptr_eq(f, file)) {
                q.files.push(file.clone());
            }
        });
    }
}

fn sync_loop(queue: &(Mutex<Queue>, Condvar), slow: Duration) {
    let (lock, wake) = queue;
    loop {
        let files = {
            let mut q = lock.lock().unwrap_or_else(|p| p.into_inner());
            while q.files.is_empty() && !q.stop {
                q = wake.wait(q).unwrap_or_else(|p| p.into_inner());
            }
            if q.files.is_empty() {
                return;
            }
            std::mem::take(&mut q.files)
        };
        for file in files {
            std::thread::sleep(slow);
            // A failed sync leaves the data in the operating system's hands: safe against a
            // killed app, and the next append syncs again.
            let _ = file.sync_data();
        }
    }
}

impl Drop for Syncer {
    fn drop(&mut self) {
        self.with(|q| q.stop = true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
