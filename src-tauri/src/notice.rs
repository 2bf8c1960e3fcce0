//! What the player is told once at start-up about their saved data. Typed, so the page words it
//! in the player's language (`notice-*` in ui/src/locales/*.ftl); paths are data, not prose.

use crate::store::durable::Damage;
use serde::Serialize;
use std::path::Path;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(export)]
pub enum Notice {
    /// The saved data could not be read; it was left untouched at `path` and nothing is saved
    /// this session (a restart tries again).
    Unreadable { path: String },
    /// Nothing can be saved in `folder` (or on this device, when `None`): games played now are
    /// not kept.
    CannotSave { folder: Option<String> },
    /// The latest save could not be used because of `damage`; the one before it was.
    UsedBackup {
        damage: Damage,
        kept: Option<String>,
    },
    /// Nothing saved could be used because of `damage`: the app started afresh.
    StartedAfresh {
        damage: Damage,
        kept: Option<String>,
    },
    /// Some of the latest moves could not be used because of `damage`.
    MovesLost { damage: Damage, kept: String },
    /// These parts of the saved data (store keys: `settings`, `stats`, `game.soi`, …) could not
    /// be used and were reset; the file as it was is kept at `kept`.
    PartsReset {
        parts: Vec<String>,
        kept: Option<String>,
    },
}

/// A path as the player can find it.
pub fn shown(path: &Path) -> String {
    path.display().to_string()
}
