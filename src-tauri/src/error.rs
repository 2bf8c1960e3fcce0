//! The one error type every command returns: `{ code, detail? }` on the wire.

use crate::profile::BadSetting;
use quadrille_engine::fourside::FourSideWhy;
use quadrille_engine::{RuleCode, RuleDetail, RuleError};
use serde::Serialize;
use ts_rs::TS;

/// Why the app refused a command, beside the rules' own reasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum AppCode {
    /// The command named a state version the screen no longer shows; nothing was changed.
    Stale,
    /// An action that is not understood (malformed JSON, an unknown tag).
    BadAction,
    /// An argument that is missing or malformed.
    BadArgument,
    /// A deal number out of range.
    BadDeal,
    /// Settings that are out of range.
    BadSettings,
    /// There is no game in progress to act on.
    NoGame,
    /// A person tried to move for a computer's seat, or while the computer is to move.
    ComputerTurn,
    /// The computer was asked to move while a person is to move.
    HumanTurn,
    /// The change could not be written to disk; nothing was changed.
    SaveFailed,
    /// A bug was caught; nothing was changed.
    Internal,
    /// Play together: the invite link could not be read.
    BadInvite,
    /// Play together: this device holds no seat in a room.
    NoRoom,
    /// Play together: the room's server or host could not be reached (or its certificate was
    /// not the one the invite names).
    Unreachable,
    /// Play together: the person went back from the camera without scanning.
    ScanCancelled,
    /// Play together: the camera may not be used (the person refused it).
    CameraDenied,
    /// Play together: this device has no camera scanner (desktops), or it could not start.
    NoScanner,
    /// Deal of the day: not a day that can be played (malformed, before the first, to come).
    BadDay,
    /// Deal of the day: that game's daily of that day is finished already.
    DailyDone,
    /// Deal of the day: this version of the app has no deal for that game and day.
    DailyUnavailable,
    /// Deal of the day: no board for that game (Soi, FourSide), or no server is set.
    NoBoard,
    /// A guided game: a legal move, but not the one its step asks for.
    OffScript,
}

/// Every code the page can receive: the app's own, or a rule's. Serialised untagged, so both
/// are plain strings on the wire (`"stale"`, `"not_your_turn"`) and the TypeScript type is the
/// union `AppCode | RuleCode`. The two sets never share a name (a test checks it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(untagged)]
#[ts(export)]
pub enum ErrorCode {
    App(AppCode),
    Rule(RuleCode),
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::App(code) => code.as_str(),
            ErrorCode::Rule(code) => code.as_str(),
        }
    }
}

impl AppCode {
    pub const ALL: [AppCode; 21] = [
        AppCode::Stale,
        AppCode::BadAction,
        AppCode::BadArgument,
        AppCode::BadDeal,
        AppCode::BadSettings,
        AppCode::NoGame,
        AppCode::ComputerTurn,
        AppCode::HumanTurn,
        AppCode::SaveFailed,
        AppCode::Internal,
        AppCode::BadInvite,
        AppCode::NoRoom,
        AppCode::Unreachable,
        AppCode::ScanCancelled,
        AppCode::CameraDenied,
        AppCode::NoScanner,
        AppCode::BadDay,
        AppCode::DailyDone,
        AppCode::DailyUnavailable,
        AppCode::NoBoard,
        AppCode::OffScript,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AppCode::Stale => "stale",
            AppCode::BadAction => "bad_action",
            AppCode::BadArgument => "bad_argument",
            AppCode::BadDeal => "bad_deal",
            AppCode::BadSettings => "bad_settings",
            AppCode::NoGame => "no_game",
            AppCode::ComputerTurn => "computer_turn",
            AppCode::HumanTurn => "human_turn",
            AppCode::SaveFailed => "save_failed",
            AppCode::Internal => "internal",
            AppCode::BadInvite => "bad_invite",
            AppCode::NoRoom => "no_room",
            AppCode::Unreachable => "unreachable",
            AppCode::ScanCancelled => "scan_cancelled",
            AppCode::CameraDenied => "camera_denied",
            AppCode::NoScanner => "no_scanner",
            AppCode::BadDay => "bad_day",
            AppCode::DailyDone => "daily_done",
            AppCode::DailyUnavailable => "daily_unavailable",
            AppCode::NoBoard => "no_board",
            AppCode::OffScript => "off_script",
        }
    }
}

impl From<AppCode> for ErrorCode {
    fn from(code: AppCode) -> ErrorCode {
        ErrorCode::App(code)
    }
}

impl From<RuleCode> for ErrorCode {
    fn from(code: RuleCode) -> ErrorCode {
        ErrorCode::Rule(code)
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Comparisons with the wire name, for tests and logs.
impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// What a refusal names, typed, where its code alone would leave the player guessing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum ErrorDetail {
    /// FourSide: why the tile does not go on that square.
    Misfit(FourSideWhy),
    /// Which setting is out of range.
    Setting(BadSetting),
}

/// What a refused command answers. `code` and, for some refusals, a typed `detail` cross to
/// the page, which words them in the player's language (ui/src/lib/errorWords.ts); `message`
/// is a diagnostic for logs and tests.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS, thiserror::Error)]
#[error("{code}: {message}")]
#[ts(export)]
pub struct CommandError {
    /// Stable and machine-readable: `stale`, `bad_action`, `no_game`, … or a rule's own code.
    pub code: ErrorCode,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub detail: Option<ErrorDetail>,
    /// The details, for developers; never serialised.
    #[serde(skip)]
    #[ts(skip)]
    pub message: String,
}

impl CommandError {
    pub fn new(code: impl Into<ErrorCode>, message: impl Into<String>) -> CommandError {
        CommandError {
            code: code.into(),
            detail: None,
            message: message.into(),
        }
    }

    /// Settings out of range: which one, and its bounds.
    pub fn bad_setting(why: BadSetting) -> CommandError {
        CommandError {
            detail: Some(ErrorDetail::Setting(why)),
            ..CommandError::new(AppCode::BadSettings, format!("{why:?}"))
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
            AppCode::Internal,
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
            detail: e
                .detail
                .map(|RuleDetail::Misfit(why)| ErrorDetail::Misfit(why)),
            ..CommandError::new(e.code, e.message)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_a_plain_string_and_no_name_is_used_twice() {
        let mut names = std::collections::BTreeSet::new();
        let all = AppCode::ALL
            .map(ErrorCode::from)
            .into_iter()
            .chain(RuleCode::ALL.map(ErrorCode::from));
        for code in all {
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(json, serde_json::Value::from(code.as_str()), "{code:?}");
            assert!(
                names.insert(code.as_str()),
                "{code} is both an app and a rule code"
            );
        }
        let error = CommandError::new(AppCode::Stale, "out of date");
        assert_eq!(
            serde_json::to_value(&error).unwrap(),
            serde_json::json!({ "code": "stale" }),
            "no words cross to the page"
        );
        let error = CommandError::from(RuleError::new(RuleCode::NotAGap, "no"));
        assert_eq!(serde_json::to_value(&error).unwrap()["code"], "not_a_gap");
    }
}
