//! The store on a thread of its own, with group commit.
//!
//! Every store call blocks (SQLite, or the app's files with their fsyncs), so none runs on the
//! async workers: a room's command waits for its append here while other rooms go on. Appends
//! that arrive while one commit is being written are committed together in the next one
//! (`Store::append_all`), so a busy server pays for one transaction per batch instead of one per
//! command. Each command is still acknowledged only once its own append is committed.
//!
//! At shutdown `close` commits what is queued and drops the store (closing its database); any
//! job sent after that is refused.

use crate::store::{Append, Store, StoreError};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use tokio::sync::oneshot;

/// Appends committed together at most (a bound on one transaction and on the wait it adds).
const BATCH: usize = 256;

type Work = Box<dyn FnOnce(&mut dyn Store) + Send>;

enum Job {
    Append(Append, oneshot::Sender<Result<(), StoreError>>),
    Run(Work),
    /// Commit what came before, drop the store, then answer.
    Close(oneshot::Sender<()>),
}

/// The handle rooms use; the thread ends when every handle is dropped, or at `close`.
#[derive(Clone)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
    /// Calls answered with an error, for `quadrille_store_errors_total`.
    errors: Arc<AtomicU64>,
    /// Other nodes append to the same rooms (`Store::shared`).
    pub shared: bool,
}

fn gone() -> StoreError {
    StoreError("the store's thread has stopped".into())
}

impl Writer {
    pub fn start(store: Box<dyn Store>) -> Result<Writer, StoreError> {
        let (jobs, queue) = mpsc::channel();
        let shared = store.shared();
        std::thread::Builder::new()
            .name("room-store".into())
            .spawn(move || work(store, queue))
            .map_err(|e| StoreError(format!("cannot start the store's thread: {e}")))?;
        Ok(Writer {
            jobs,
            errors: Arc::default(),
            shared,
        })
    }

    /// Store calls that failed so far (the thread gone included).
    #[cfg(any(test, feature = "http"))]
    pub fn errors(&self) -> u64 {
        self.errors.load(Ordering::Relaxed)
    }

    fn counted<T>(&self, result: Result<T, StoreError>) -> Result<T, StoreError> {
        if result.is_err() {
            self.errors.fetch_add(1, Ordering::Relaxed);
        }
        result
    }

    /// Commits every job sent before, then drops the store (its database closed); later jobs
    /// are refused. Returns at once if the thread has already stopped.
    pub async fn close(&self) {
        let (done, answer) = oneshot::channel();
        if self.jobs.send(Job::Close(done)).is_ok() {
            let _ = answer.await;
        }
    }

    /// Appends to a room's log; returns once that is committed (or refused).
    pub async fn append(&self, append: Append) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        let result = match self.jobs.send(Job::Append(append, done)) {
            Ok(()) => answer.await.unwrap_or_else(|_| Err(gone())),
            Err(_) => Err(gone()),
        };
        self.counted(result)
    }

    /// Runs `f` on the store, after every job sent before it.
    pub async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (done, answer) = oneshot::channel();
        let work: Work = Box::new(move |store| {
            let _ = done.send(f(store));
        });
        let result = match self.jobs.send(Job::Run(work)) {
            Ok(()) => answer.await.unwrap_or_else(|_| Err(gone())),
            Err(_) => Err(gone()),
        };
        self.counted(result)
    }
}

fn work(mut store: Box<dyn Store>, queue: mpsc::Receiver<Job>) {
    let mut batch: Vec<(Append, oneshot::Sender<Result<(), StoreError>>)> = Vec::new();
    // Waits for a job, then takes whatever else is already queued.
    while let Ok(first) = queue.recv() {
        let mut next = Some(first);
        while let Some(job) = next.take() {
            match job {
                Job::Append(append, done) => batch.push((append, done)),
                Job::Run(work) => {
                    // In order: the appends queued before it are committed first.
                    commit(store.as_mut(), &mut batch);
                    work(store.as_mut());
                }
                Job::Close(done) => {
                    commit(store.as_mut(), &mut batch);
                    drop(store);
                    let _ = done.send(());
                    // Jobs still queued are dropped with the queue: their callers hear `gone`.
                    return;
                }
            }
            if batch.len() < BATCH {
                next = queue.try_recv().ok();
            }
        }
        commit(store.as_mut(), &mut batch);
    }
}

fn commit(
    store: &mut dyn Store,
    batch: &mut Vec<(Append, oneshot::Sender<Result<(), StoreError>>)>,
) {
    if batch.is_empty() {
        return;
    }
    let (appends, done): (Vec<Append>, Vec<_>) = batch.drain(..).unzip();
    let results = store.append_all(&appends);
    for (done, result) in done.into_iter().zip(results) {
        // A room that stopped waiting (its connection task ended) needs no answer.
        let _ = done.send(result);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Expiry, NewStored, StoredRoom};
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    /// A store in memory that records the size of every batch it commits.
    #[derive(Default)]
    struct Memory {
        logs: HashMap<String, Vec<String>>,
        batches: Arc<Mutex<Vec<usize>>>,
    }

    impl Store for Memory {
        fn create(&mut self, room: &NewStored) -> Result<(), StoreError> {
            self.logs.insert(room.id.into(), Vec::new());
            Ok(())
        }
        fn append(&mut self, a: &Append) -> Result<(), StoreError> {
            let log = self
                .logs
                .get_mut(&a.id)
                .ok_or(StoreError("no room".into()))?;
            if log.len() as u64 != a.first {
                return Err(StoreError("out of step".into()));
            }
            log.extend(a.entries.iter().cloned());
            Ok(())
        }
        fn append_all(&mut self, appends: &[Append]) -> Vec<Result<(), StoreError>> {
            self.batches.lock().unwrap().push(appends.len());
            appends.iter().map(|a| self.append(a)).collect()
        }
        fn load(&mut self, id: &str) -> Result<Option<StoredRoom>, StoreError> {
            Ok(self.logs.get(id).map(|entries| StoredRoom {
                game: "soi".into(),
                header: String::new(),
                entries: entries.clone(),
            }))
        }
        fn room_of_key(&mut self, _: &str) -> Result<Option<String>, StoreError> {
            Ok(None)
        }
        fn open_rooms_of(&mut self, _: &str, _: u64) -> Result<u64, StoreError> {
            Ok(self.logs.len() as u64)
        }
        fn rooms_made_since(&mut self, _: &str, _: u64) -> Result<u64, StoreError> {
            Ok(self.logs.len() as u64)
        }
        fn expire(&mut self, _: &Expiry) -> Result<Vec<String>, StoreError> {
            Ok(Vec::new())
        }
        fn size(&mut self) -> Result<u64, StoreError> {
            Ok(0)
        }
    }

    fn new_room(id: &str) -> NewStored<'_> {
        NewStored {
            id,
            game: "soi",
            header: "",
            creator: "",
            key: None,
            now: 0,
        }
    }

    fn append(id: &str, first: u64, entry: &str) -> Append {
        Append::new(id, first, &[entry.into()], false, 0)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn appends_of_many_rooms_share_commits_and_each_gets_its_own_answer() {
        let batches = Arc::new(Mutex::new(Vec::new()));
        let writer = Writer::start(Box::new(Memory {
            batches: batches.clone(),
            ..Memory::default()
        }))
        .unwrap();
        for room in 0..50 {
            let id = format!("r{room}");
            writer.run(move |s| s.create(&new_room(&id))).await.unwrap();
        }
        // 50 rooms append at once, each three times in order; one of them out of step.
        let tasks: Vec<_> = (0..50)
            .map(|room| {
                let writer = writer.clone();
                tokio::spawn(async move {
                    let id = format!("r{room}");
                    for seq in 0..3 {
                        writer.append(append(&id, seq, "x")).await?;
                    }
                    if room == 7 {
                        return writer.append(append(&id, 9, "late")).await;
                    }
                    Ok(())
                })
            })
            .collect();
        let mut refused = 0;
        for task in tasks {
            if task.await.unwrap().is_err() {
                refused += 1;
            }
        }
        assert_eq!(refused, 1, "only the out-of-step append is refused");
        let log = writer.run(|s| s.load("r7")).await.unwrap().unwrap();
        assert_eq!(
            log.entries,
            vec!["x", "x", "x"],
            "the refused append wrote nothing"
        );
        let batches = batches.lock().unwrap();
        assert_eq!(batches.iter().sum::<usize>(), 151);
        assert!(
            batches.len() < 151,
            "appends that arrived together were committed together: {batches:?}"
        );
    }

    #[tokio::test]
    async fn work_runs_after_the_appends_sent_before_it() {
        let writer = Writer::start(Box::<Memory>::default()).unwrap();
        writer.run(|s| s.create(&new_room("a"))).await.unwrap();
        // join! polls in order: the append is queued before the load.
        let (appended, loaded) = tokio::join!(
            writer.append(append("a", 0, "one")),
            writer.run(|s| s.load("a"))
        );
        appended.unwrap();
        assert_eq!(loaded.unwrap().unwrap().entries, vec!["one"]);
    }

    #[tokio::test]
    async fn close_commits_what_was_sent_before_then_refuses_and_failures_are_counted() {
        let batches = Arc::new(Mutex::new(Vec::new()));
        let writer = Writer::start(Box::new(Memory {
            batches: batches.clone(),
            ..Memory::default()
        }))
        .unwrap();
        writer.run(|s| s.create(&new_room("a"))).await.unwrap();
        assert!(writer.append(append("a", 5, "out of step")).await.is_err());
        assert_eq!(writer.errors(), 1);
        // Queued before the close (join! polls in order): committed, and its caller answered.
        let (appended, ()) = tokio::join!(writer.append(append("a", 0, "one")), writer.close());
        appended.unwrap();
        assert_eq!(batches.lock().unwrap().iter().sum::<usize>(), 2);
        let after = writer.run(|s| s.load("a")).await;
        assert!(after.is_err(), "the store is closed");
        assert!(writer.append(append("a", 1, "two")).await.is_err());
        assert_eq!(writer.errors(), 3);
        // Closing again is harmless.
        writer.close().await;
    }
}
