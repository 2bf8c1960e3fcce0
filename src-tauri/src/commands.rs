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
use std::sync::Mutex;
use tauri::State;

pub type Shared = Mutex<AppState>;

fn lock<'a>(state: &'a State<'_, Shared>) -> std::sync::MutexGuard<'a, AppState> {
    // A panic while holding the lock cannot leave a half-applied action (the engine applies
    // all or nothing), so a poisoned lock is safe to reuse.
    state.lock().unwrap_or_else(|p| p.into_inner())
}

#[tauri::command]
pub fn app_info(state: State<'_, Shared>) -> AppInfo {
    lock(&state).info()
}

#[tauri::command]
pub fn settings_update(
    state: State<'_, Shared>,
    settings: Settings,
) -> Result<Settings, CommandError> {
    lock(&state).set_settings(settings)
}

#[tauri::command]
pub fn gaps_current(state: State<'_, Shared>, variant: GapsVariant) -> Option<GapsResponse> {
    lock(&state).gaps_current(variant)
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
    lock(&state).gaps_new(variant, version, deal, rules)
}

/// The solver's view of the game in progress: still winnable without a redeal, and the move
/// it prefers. Runs on a worker thread within `ANALYSIS_TIME`; the answer names the version it
/// was computed for, so the UI can drop a late one.
#[tauri::command]
pub async fn gaps_analyse(
    state: State<'_, Shared>,
    variant: GapsVariant,
) -> Result<Analysis, CommandError> {
    let (version, game) = lock(&state).gaps_snapshot(variant)?;
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
    lock(&state).gaps_explain(variant, slot)
}

/// `action` arrives as raw JSON so a malformed one gets our typed error, not a generic one.
#[tauri::command]
pub fn gaps_act(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
    action: Value,
) -> Result<GapsResponse, CommandError> {
    lock(&state).gaps_act(variant, version, action)
}

#[tauri::command]
pub fn gaps_reshuffle(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
) -> Result<GapsResponse, CommandError> {
    lock(&state).gaps_act(variant, version, serde_json::json!({ "type": "reshuffle" }))
}

#[tauri::command]
pub fn gaps_undo(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
) -> Result<GapsResponse, CommandError> {
    lock(&state).gaps_undo(variant, version)
}

#[tauri::command]
pub fn gaps_redo(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
) -> Result<GapsResponse, CommandError> {
    lock(&state).gaps_redo(variant, version)
}

#[tauri::command]
pub fn gaps_tournament_start(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
    player: String,
) -> Result<GapsResponse, CommandError> {
    lock(&state).gaps_tournament_start(variant, version, &player)
}

#[tauri::command]
pub fn gaps_tournament_next(
    state: State<'_, Shared>,
    variant: GapsVariant,
    version: u64,
    player: String,
) -> Result<GapsResponse, CommandError> {
    lock(&state).gaps_tournament_next(variant, version, &player)
}

#[tauri::command]
pub fn fourside_current(state: State<'_, Shared>) -> Option<FourSideResponse> {
    lock(&state).fourside_current()
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
    lock(&state).fourside_new(version, deal, rules, mode)
}

/// A person's placement or hint; `action` arrives as raw JSON for a typed error when malformed.
#[tauri::command]
pub fn fourside_act(
    state: State<'_, Shared>,
    version: u64,
    action: Value,
) -> Result<FourSideResponse, CommandError> {
    lock(&state).fourside_act(version, action)
}

/// The computer to move plays one move.
#[tauri::command]
pub fn fourside_computer(
    state: State<'_, Shared>,
    version: u64,
) -> Result<FourSideResponse, CommandError> {
    lock(&state).fourside_computer(version)
}

#[tauri::command]
pub fn soi_current(state: State<'_, Shared>) -> Option<SoiResponse> {
    lock(&state).soi_current()
}

/// A new game with the settings' target, seats, names and computer level.
#[tauri::command]
pub fn soi_new(
    state: State<'_, Shared>,
    version: u64,
    deal: Option<u64>,
) -> Result<SoiResponse, CommandError> {
    lock(&state).soi_new(version, deal)
}

/// A person's ask `{type:"ask", asker, target, card}` or `{type:"next_round"}`.
#[tauri::command]
pub fn soi_act(
    state: State<'_, Shared>,
    version: u64,
    action: Value,
) -> Result<SoiResponse, CommandError> {
    lock(&state).soi_act(version, action)
}

/// The computer to move asks once.
#[tauri::command]
pub fn soi_computer(state: State<'_, Shared>, version: u64) -> Result<SoiResponse, CommandError> {
    lock(&state).soi_computer(version)
}
