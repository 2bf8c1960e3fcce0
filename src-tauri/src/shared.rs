//! The app state as the commands reach it: behind one lock, opened on first use, and every
//! command run as a transaction that a panic cannot turn into a crash.
//!
//! Opening (reading the file and replaying saved games) happens in the first command, which
//! runs on a worker thread (every command is `async`), so neither it nor any later command
//! ever holds up the window's thread.

use crate::error::{AppCode, CommandError};
use crate::notice::Notice;
use crate::state::AppState;
use crate::store::staged::MemoryStorage;
use std::sync::Mutex;

type Opener = Box<dyn FnOnce() -> AppState + Send>;

enum Slot {
    Closed(Opener),
    Open(Box<AppState>),
    /// Only while opening; a panic in the opener is caught before anyone can see it.
    Opening,
}

pub struct Shared(Mutex<Slot>);

impl Shared {
    /// State that `open` builds when a command first needs it.
    pub fn lazy(open: impl FnOnce() -> AppState + Send + 'static) -> Shared {
        Shared(Mutex::new(Slot::Closed(Box::new(open))))
    }

    pub fn ready(state: AppState) -> Shared {
        Shared(Mutex::new(Slot::Open(Box::new(state))))
    }

    /// Runs `body` on the state as one transaction (see `AppState::transaction`).
    pub fn with<T>(
        &self,
        body: impl FnOnce(&mut AppState) -> Result<T, CommandError>,
    ) -> Result<T, CommandError> {
        // Every change is all-or-nothing, so a lock poisoned by a caught panic guards a
        // consistent state and is safe to reuse.
        let mut slot = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if !matches!(*slot, Slot::Open(_)) {
            let opened = match std::mem::replace(&mut *slot, Slot::Opening) {
                Slot::Closed(open) => std::panic::catch_unwind(std::panic::AssertUnwindSafe(open))
                    .unwrap_or_else(|_| {
                        AppState::load(
                            Box::new(MemoryStorage::default()),
                            Some(Notice::CannotSave { folder: None }),
                        )
                    }),
                _ => AppState::load(Box::new(MemoryStorage::default()), None),
            };
            *slot = Slot::Open(Box::new(opened));
        }
        match &mut *slot {
            Slot::Open(state) => state.transaction(body),
            _ => Err(CommandError::new(
                AppCode::Internal,
                "The app state is not open.",
            )),
        }
    }
}
