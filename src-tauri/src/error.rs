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

impl From<RuleError> for CommandError {
    fn from(e: RuleError) -> CommandError {
        CommandError {
            code: e.code,
            message: e.message,
        }
    }
}
