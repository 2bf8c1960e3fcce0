//! The one error type every command returns: `{ code, message }`.

use quadrille_engine::RuleError;
use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS, thiserror::Error)]
#[error("{code}: {message}")]
#[ts(export)]
pub struct CommandError {
    /// Stable and machine-readable: `stale`, `bad_action`, `no_game`, or a rule's own code.
    pub code: String,
    /// For the player.
    pub message: String,
}

impl CommandError {
    pub fn new(code: &str, message: impl Into<String>) -> CommandError {
        CommandError {
            code: code.to_string(),
            message: message.into(),
        }
    }
}

impl CommandError {
    /// A bug was caught (a panic inside a command): the state was put back as it was.
    pub fn internal(panic: &(dyn std::any::Any + Send)) -> CommandError {
        let detail = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        CommandError::new(
            "internal",
            format!(
                "Something went wrong inside Quadrille ({detail}); nothing was changed. \
                 Please report it."
            ),
        )
    }
}

impl From<RuleError> for CommandError {
    fn from(e: RuleError) -> CommandError {
        CommandError {
            code: e.code,
            message: e.message,
        }
    }
}
