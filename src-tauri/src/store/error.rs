//! Why the saved data could not be written or read.

use crate::store::durable::{Damage, MAX_FILE_BYTES};
use crate::store::log::AppendError;
use std::io;

/// Why the saved data could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("{0}")]
    Io(#[from] io::Error),
    #[error("the saved data would exceed {} MB", MAX_FILE_BYTES / (1024 * 1024))]
    TooLarge,
    #[error("the change could not be encoded ({0})")]
    Encode(#[from] serde_json::Error),
    /// A change that does not fit the saved data (a bug: the change is refused, not written).
    #[error("the change does not fit the saved data ({0})")]
    Mismatch(String),
    /// An earlier failed write could not be undone; nothing more is appended to that file.
    #[error("an earlier failed save left the journal unusable until the next start")]
    Broken,
    /// A snapshot just written read back as something else.
    #[error("the new save did not read back")]
    ReadBack,
    /// Saved data that cannot be used (see `Damage`).
    #[error("{0}")]
    Damaged(#[from] Damage),
    /// The system names no folder for the app's data.
    #[error("{0}")]
    NoFolder(#[from] tauri::Error),
}

impl From<AppendError> for StorageError {
    fn from(e: AppendError) -> StorageError {
        match e {
            AppendError::Io(e) => StorageError::Io(e),
            AppendError::TooLarge => StorageError::TooLarge,
            AppendError::Broken => StorageError::Broken,
        }
    }
}
