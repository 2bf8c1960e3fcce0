//! The commands the UI calls. Each one is `async`, so it runs on a worker thread and never
//! holds up the window; parses its arguments itself (`Arg`), so a malformed one gets a typed
//! error; and runs as one transaction on the state (`Shared::with`), so a refusal, a failed
//! save or even a panic leaves everything as it was. Every command that changes a game takes
//! `version`, the state version the UI last saw. A command takes its game's session from the
//! state (`on_gaps`, `on_fourside`, `on_soi`) and calls it: nothing in between.

use crate::analysis::{analyse, deal_info, find_deal, Analysis, DealInfo, Searches};
use crate::arg::Arg;
use crate::error::{AppCode, CommandError};
use crate::fourside_state::{FourSideKind, FourSideResponse};
use crate::gaps_state::{GapsKind, GapsResponse};
use crate::profile::game_key;
use crate::profile::{FourSideMode, Settings};
use crate::session::pick_deal;
use crate::session::{Core, Kind, Session};
use crate::soi_state::{SoiKind, SoiResponse};
use crate::solution::{solve_game, SolutionAnswer};
use crate::state::{AppInfo, AppState};
use quadrille_engine::fourside::FourSideRules;
use quadrille_engine::gaps::{GapsRules, GapsVariant, GapsWhy, Slot};
use serde_json::Value;
use tauri::State;

pub use crate::shared::Shared;

type Answer<T> = Result<T, CommandError>;

/// Runs `body` as one transaction on the game session that `pick` takes from the state (with
/// the core it changes alongside): the one path from a command to its game.
fn on_game<K: Kind, T>(
    state: &Shared,
    pick: impl FnOnce(&mut AppState) -> (&mut Session<K>, &mut Core),
    body: impl FnOnce(&mut Session<K>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    state.with(|s| {
        let (game, core) = pick(s);
        body(game, core)
    })
}

fn on_gaps<T>(
    state: &Shared,
    variant: GapsVariant,
    body: impl FnOnce(&mut Session<GapsKind>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    on_game(state, |s| s.gaps(variant), body)
}

fn on_fourside<T>(
    state: &Shared,
    body: impl FnOnce(&mut Session<FourSideKind>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    on_game(state, AppState::fourside, body)
}

fn on_soi<T>(
    state: &Shared,
    body: impl FnOnce(&mut Session<SoiKind>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    on_game(state, AppState::soi, body)
}

/// Runs slow read-only work (a solver search) on a blocking worker; a panic in it becomes a
/// typed `internal` error, like a panic in any command.
async fn off_the_main_thread<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Answer<T> {
    tauri::async_runtime::spawn_blocking(work)
        .await
        .map_err(|e| CommandError::new(AppCode::Internal, e.to_string()))
}

#[tauri::command]
pub async fn app_info(state: State<'_, Shared>) -> Answer<AppInfo> {
    state.with(|s| Ok(s.info()))
}

#[tauri::command]
pub async fn settings_update(
    state: State<'_, Shared>,
    settings: Arg<Settings>,
) -> Answer<Settings> {
    let settings = settings.get("settings")?;
    state.with(|s| s.set_settings(settings))
}

#[tauri::command]
pub async fn gaps_current(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
) -> Answer<Option<GapsResponse>> {
    let variant = variant.get("variant")?;
    on_gaps(&state, variant, |game, core| {
        Ok(game.current(core, Vec::new()))
    })
}

/// `rules` defaults to the settings' rules for the variant.
#[tauri::command]
pub async fn gaps_new(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
    deal: Arg<Option<u64>>,
    rules: Arg<Option<GapsRules>>,
) -> Answer<GapsResponse> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    let (deal, rules) = (deal.get("deal")?, rules.get("rules")?);
    on_gaps(&state, variant, |game, core| {
        game.new_game(core, version, deal, rules)
    })
}

/// The solver's view of the game in progress: still winnable without a redeal, and the move
/// it prefers. Runs on a blocking worker within `ANALYSIS_TIME`; the answer names the version
/// it was computed for, so the UI can drop a late one.
#[tauri::command]
pub async fn gaps_analyse(state: State<'_, Shared>, variant: Arg<GapsVariant>) -> Answer<Analysis> {
    let variant = variant.get("variant")?;
    let (version, game) = on_gaps(&state, variant, |game, core| {
        Ok((core.version, game.snapshot()?))
    })?;
    off_the_main_thread(move || analyse(version, &game)).await
}

/// How hard deal `deal` is (its first deal, under the rules of the game in progress or else
/// the settings'), searched off the main thread for up to `DEAL_INFO_TIME`; a newer search
/// of the same game cancels this one (its answer is then `unknown`).
#[tauri::command]
pub async fn gaps_deal_info(
    state: State<'_, Shared>,
    searches: State<'_, Searches>,
    variant: Arg<GapsVariant>,
    deal: Arg<u64>,
) -> Answer<DealInfo> {
    let (variant, deal) = (variant.get("variant")?, deal.get("deal")?);
    let deal = pick_deal(Some(deal))?;
    let rules = state.with(|s| Ok(s.gaps_rules(variant)))?;
    let cancel = searches.start(game_key(variant));
    off_the_main_thread(move || deal_info(&rules, deal, &cancel)).await
}

/// A deal number proved winnable without a reshuffle (the "winnable deals only" setting),
/// searched off the main thread from a random start; `null` when none was found in time or
/// a newer search of the same game cancelled this one.
#[tauri::command]
pub async fn gaps_find_winnable(
    state: State<'_, Shared>,
    searches: State<'_, Searches>,
    variant: Arg<GapsVariant>,
) -> Answer<Option<DealInfo>> {
    let variant = variant.get("variant")?;
    let rules = state.with(|s| Ok(s.settings().rules_for(variant)))?;
    let start = pick_deal(None)?;
    let cancel = searches.start(game_key(variant));
    off_the_main_thread(move || find_deal(&rules, start, &cancel)).await
}

/// "Show a solution": a lost game is solved as it stands; a game in progress is first given up
/// (counted as not won, replaced by deal `deal` or a random one). The search runs off the main
/// thread, as the game's one background search: a newer one (or `gaps_cancel_search`) stops it.
#[tauri::command]
pub async fn gaps_solution(
    state: State<'_, Shared>,
    searches: State<'_, Searches>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
    deal: Arg<Option<u64>>,
) -> Answer<SolutionAnswer> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    let deal = match deal.get("deal")? {
        Some(deal) => Some(pick_deal(Some(deal))?),
        None => None,
    };
    let (record, response) = on_gaps(&state, variant, |game, core| {
        game.give_up(core, version, deal)
    })?;
    let cancel = searches.start(game_key(variant));
    off_the_main_thread(move || solve_game(&record, response, &cancel)).await?
}

/// Stops the game's background search (a deal's rating, a winnable-deal search, a solution).
#[tauri::command]
pub async fn gaps_cancel_search(
    searches: State<'_, Searches>,
    variant: Arg<GapsVariant>,
) -> Answer<()> {
    let variant = variant.get("variant")?;
    searches.cancel(game_key(variant));
    Ok(())
}

/// Why tapping `slot` does nothing (`null` when the tap would act), as a typed reason the page
/// words.
#[tauri::command]
pub async fn gaps_explain(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    slot: Arg<Slot>,
) -> Answer<Option<GapsWhy>> {
    let (variant, slot) = (variant.get("variant")?, slot.get("slot")?);
    on_gaps(&state, variant, |game, _| game.explain(slot))
}

/// `action` is parsed by the state, so a malformed one gets a `bad_action` error.
#[tauri::command]
pub async fn gaps_act(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
    action: Arg<Value>,
) -> Answer<GapsResponse> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    let action = action.get("action")?;
    on_gaps(&state, variant, |game, core| {
        game.act(core, version, action)
    })
}

#[tauri::command]
pub async fn gaps_reshuffle(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
) -> Answer<GapsResponse> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    let reshuffle = serde_json::json!({ "type": "reshuffle" });
    on_gaps(&state, variant, |game, core| {
        game.act(core, version, reshuffle)
    })
}

#[tauri::command]
pub async fn gaps_undo(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
) -> Answer<GapsResponse> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    on_gaps(&state, variant, |game, core| game.undo(core, version))
}

#[tauri::command]
pub async fn gaps_redo(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
) -> Answer<GapsResponse> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    on_gaps(&state, variant, |game, core| game.redo(core, version))
}

#[tauri::command]
pub async fn gaps_tournament_start(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
    player: Arg<String>,
) -> Answer<GapsResponse> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    let player = player.get("player")?;
    on_gaps(&state, variant, |game, core| {
        game.tournament_start(core, version, &player)
    })
}

#[tauri::command]
pub async fn gaps_tournament_next(
    state: State<'_, Shared>,
    variant: Arg<GapsVariant>,
    version: Arg<u64>,
    player: Arg<String>,
) -> Answer<GapsResponse> {
    let (variant, version) = (variant.get("variant")?, version.get("version")?);
    let player = player.get("player")?;
    on_gaps(&state, variant, |game, core| {
        game.tournament_next(core, version, &player)
    })
}

#[tauri::command]
pub async fn fourside_current(state: State<'_, Shared>) -> Answer<Option<FourSideResponse>> {
    on_fourside(&state, |game, core| Ok(game.current(core, Vec::new())))
}

/// `rules` and `mode` default to the settings'.
#[tauri::command]
pub async fn fourside_new(
    state: State<'_, Shared>,
    version: Arg<u64>,
    deal: Arg<Option<u64>>,
    rules: Arg<Option<FourSideRules>>,
    mode: Arg<Option<FourSideMode>>,
) -> Answer<FourSideResponse> {
    let (version, deal) = (version.get("version")?, deal.get("deal")?);
    let (rules, mode) = (rules.get("rules")?, mode.get("mode")?);
    on_fourside(&state, |game, core| {
        game.new_game(core, version, deal, rules, mode)
    })
}

/// A person's placement or hint; `action` is parsed by the state (`bad_action` if malformed).
#[tauri::command]
pub async fn fourside_act(
    state: State<'_, Shared>,
    version: Arg<u64>,
    action: Arg<Value>,
) -> Answer<FourSideResponse> {
    let (version, action) = (version.get("version")?, action.get("action")?);
    on_fourside(&state, |game, core| game.act(core, version, action))
}

/// The computer to move plays one move.
#[tauri::command]
pub async fn fourside_computer(
    state: State<'_, Shared>,
    version: Arg<u64>,
) -> Answer<FourSideResponse> {
    let version = version.get("version")?;
    on_fourside(&state, |game, core| game.computer(core, version))
}

#[tauri::command]
pub async fn soi_current(state: State<'_, Shared>) -> Answer<Option<SoiResponse>> {
    on_soi(&state, |game, core| {
        Ok(game.current(core, Default::default()))
    })
}

/// A new game with the settings' target, seats, names and computer level.
#[tauri::command]
pub async fn soi_new(
    state: State<'_, Shared>,
    version: Arg<u64>,
    deal: Arg<Option<u64>>,
) -> Answer<SoiResponse> {
    let (version, deal) = (version.get("version")?, deal.get("deal")?);
    on_soi(&state, |game, core| game.new_game(core, version, deal))
}

/// A person's ask `{type:"ask", asker, target, card}` or `{type:"next_round"}`.
#[tauri::command]
pub async fn soi_act(
    state: State<'_, Shared>,
    version: Arg<u64>,
    action: Arg<Value>,
) -> Answer<SoiResponse> {
    let (version, action) = (version.get("version")?, action.get("action")?);
    on_soi(&state, |game, core| game.act(core, version, action))
}

/// The computer to move asks once.
#[tauri::command]
pub async fn soi_computer(state: State<'_, Shared>, version: Arg<u64>) -> Answer<SoiResponse> {
    let version = version.get("version")?;
    on_soi(&state, |game, core| game.computer(core, version))
}
