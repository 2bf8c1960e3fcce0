//! The commands the UI calls. Each one locks the state, calls it, and returns its answer.
//! Every command that changes a game takes `version`, the state version the UI last saw.

use crate::analysis::{analyse, Analysis};
use crate::error::CommandError;
use crate::fourside_state::FourSideResponse;
use crate::gaps_state::GapsResponse;
use crate::profile::FourSideMode;
use crate::profile::Settings;
use crate::soi_state::SoiResponse;
use crate::state::{AppInfo, AppState};
use quadrille_engine::fourside::FourSideRules;
use quadrille_engine::gaps::{GapsRules, GapsVariant, Slot};
use serde_json::Value;
use std::panic::AssertUnwindSafe;
use std::sync::Mutex;
use tauri::State;

pub type Shared = Mutex<AppState>;

fn lock<'a>(state: &'a State<'_, Shared>) -> std::sync::MutexGuard<'a, AppState> {
    // A panic while holding the lock cannot leave a half-applied action (the engine applies
    // all or nothing), so a poisoned lock is safe to reuse.
    state.lock().unwrap_or_else(|p| p.into_inner())
}

/// Runs `f` on the locked state and turns a panic inside it into an `internal` error.
///
/// A synchronous command runs inside the WebView's IPC callback, and a panic unwinding out of
/// it would end the process (it cannot cross that C callback). Caught here, a bug in one move
/// costs that move only: the game saved before it stays on disk and the app keeps running.
/// This is why the release profile keeps `panic = "unwind"`.
fn guarded<T>(
    state: &State<'_, Shared>,
    f: impl FnOnce(&mut AppState) -> Result<T, CommandError>,
) -> Result<T, CommandError> {
    let mut app = lock(state);
    catch_panic(|| f(&mut app))
}

/// `f()`, or an `internal` error naming the panic's message when it panics.
fn catch_panic<T>(f: impl FnOnce() -> Result<T, CommandError>) -> Result<T, CommandError> {
    std::panic::catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown cause".to_string());
        Err(CommandError::new(
            "internal",
            format!("Something went wrong inside the app ({what})."),
        ))
    })
}

#[tauri::command]
pub fn app_info(state: State<'_, Shared>) -> Result<AppInfo, CommandError> {
    guarded(&state, |app| Ok(app.info()))
}

#[tauri::command]
pub fn settings_update(
    state: State<'_, Shared>,
    settings: Settings,
) -> Result<Settings, CommandError> {
    guarded(&state, |app| app.set_settings(settings))
}

#[tauri::command]
pub fn gaps_current(
    state: State<'_, Shared>,
    variant: GapsVariant,
) -> Result<Option<GapsResponse>, CommandError> {
    guarded(&state, |app| Ok(app.gaps_current(variant)))
}

/// `rules` defaults to the settings' rules for the variant.
#[tauri::command]
pub fn gaps_new(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
    deal: Option<u64>,
    rules: Option<GapsRules>,
) -> Result<GapsResponse, CommandError> {
    guarded(&state, |app| app.gaps_new(variant, version, deal, rules))
}

/// The solver's view of the game in progress: still winnable without a redeal, and the move
/// it prefers. Runs on a worker thread within `ANALYSIS_TIME`; the answer names the version it
/// was computed for, so the UI can drop a late one.
#[tauri::command]
pub async fn gaps_analyse(
    state: State<'_, Shared>,
    variant: GapsVariant,
) -> Result<Analysis, CommandError> {
    let (version, game) = guarded(&state, |app| app.gaps_snapshot(variant))?;
    tauri::async_runtime::spawn_blocking(move || analyse(version, &game))
        .await
        .map_err(|e| CommandError::new("internal", e.to_string()))
}

/// Why tapping `slot` does nothing (`null` when the tap would act).
#[tauri::command]
pub fn gaps_explain(
    state: State<'_, Shared>,
    variant: GapsVariant,
    slot: Slot,
) -> Result<Option<String>, CommandError> {
    guarded(&state, |app| app.gaps_explain(variant, slot))
}

/// `action` arrives as raw JSON so a malformed one gets our typed error, not a generic one.
#[tauri::command]
pub fn gaps_act(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
    action: Value,
) -> Result<GapsResponse, CommandError> {
    guarded(&state, |app| app.gaps_act(variant, version, action))
}

#[tauri::command]
pub fn gaps_reshuffle(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
) -> Result<GapsResponse, CommandError> {
    guarded(&state, |app| {
        app.gaps_act(variant, version, serde_json::json!({ "type": "reshuffle" }))
    })
}

#[tauri::command]
pub fn gaps_undo(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
) -> Result<GapsResponse, CommandError> {
    guarded(&state, |app| app.gaps_undo(variant, version))
}

#[tauri::command]
pub fn gaps_redo(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
) -> Result<GapsResponse, CommandError> {
    guarded(&state, |app| app.gaps_redo(variant, version))
}

#[tauri::command]
pub fn gaps_tournament_start(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
    player: String,
) -> Result<GapsResponse, CommandError> {
    guarded(&state, |app| {
        app.gaps_tournament_start(variant, version, &player)
    })
}

#[tauri::command]
pub fn gaps_tournament_next(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
    player: String,
) -> Result<GapsResponse, CommandError> {
    guarded(&state, |app| {
        app.gaps_tournament_next(variant, version, &player)
    })
}

#[tauri::command]
pub fn fourside_current(
    state: State<'_, Shared>,
) -> Result<Option<FourSideResponse>, CommandError> {
    guarded(&state, |app| Ok(app.fourside_current()))
}

/// `rules` and `mode` default to the settings'.
#[tauri::command]
pub fn fourside_new(
    state: State<'_, Shared>,
    version: u64,
    deal: Option<u64>,
    rules: Option<FourSideRules>,
    mode: Option<FourSideMode>,
) -> Result<FourSideResponse, CommandError> {
    guarded(&state, |app| app.fourside_new(version, deal, rules, mode))
}

/// A person's placement or hint; `action` arrives as raw JSON for a typed error when malformed.
#[tauri::command]
pub fn fourside_act(
    state: State<'_, Shared>,
    version: u64,
    action: Value,
) -> Result<FourSideResponse, CommandError> {
    guarded(&state, |app| app.fourside_act(version, action))
}

/// The computer to move plays one move.
#[tauri::command]
pub fn fourside_computer(
    state: State<'_, Shared>,
    version: u64,
) -> Result<FourSideResponse, CommandError> {
    guarded(&state, |app| app.fourside_computer(version))
}

#[tauri::command]
pub fn soi_current(state: State<'_, Shared>) -> Result<Option<SoiResponse>, CommandError> {
    guarded(&state, |app| Ok(app.soi_current()))
}

/// A new game with the settings' target, seats, names and computer level.
#[tauri::command]
pub fn soi_new(
    state: State<'_, Shared>,
    version: u64,
    deal: Option<u64>,
) -> Result<SoiResponse, CommandError> {
    guarded(&state, |app| app.soi_new(version, deal))
}

/// A person's ask `{type:"ask", asker, target, card}` or `{type:"next_round"}`.
#[tauri::command]
pub fn soi_act(
    state: State<'_, Shared>,
    version: u64,
    action: Value,
) -> Result<SoiResponse, CommandError> {
    guarded(&state, |app| app.soi_act(version, action))
}

/// The computer to move asks once.
#[tauri::command]
pub fn soi_computer(state: State<'_, Shared>, version: u64) -> Result<SoiResponse, CommandError> {
    guarded(&state, |app| app.soi_computer(version))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_internal_error() {
        let err = catch_panic::<()>(|| panic!("boom {}", 7)).unwrap_err();
        assert_eq!(err.code, "internal");
        assert!(err.message.contains("boom 7"), "{}", err.message);
        let err = catch_panic::<()>(|| std::panic::panic_any(3_u8)).unwrap_err();
        assert!(err.message.contains("unknown cause"), "{}", err.message);
    }

    #[test]
    fn answers_and_errors_pass_through() {
        assert_eq!(catch_panic(|| Ok(5)), Ok(5));
        let refused = CommandError::new("stale", "old screen");
        assert_eq!(catch_panic::<()>(|| Err(refused.clone())), Err(refused));
    }
}
