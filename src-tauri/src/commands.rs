//! The commands the UI calls (routed by `crate::route`). Each one is `async`, so it runs on a
//! worker thread and never holds up the window; reads its arguments from its `Call`, so a
//! malformed one gets a typed error; and runs as one transaction on the state (`Shared::with`), so a refusal, a failed
//! save or even a panic leaves everything as it was. Every command that changes a game takes
//! `version`, the state version the UI last saw. A command takes its game's session from the
//! state (`on_gaps`, `on_fourside`, `on_soi`) and calls it: nothing in between.

use crate::analysis::{analyse, deal_info, find_deal, Analysis, DealInfo, Searches};
use crate::daily::{self, BoardLine, DailyDay, DailyInfo};
use crate::error::{AppCode, CommandError};
use crate::fourside_state::{FourSideKind, FourSideResponse};
use crate::gaps_state::{GapsKind, GapsResponse};
use crate::guide::GuideInfo;
use crate::ipc::{Answer, Call};
use crate::lifecycle::pick_deal;
use crate::lifecycle::{Core, GameSlot, Kind};
use crate::profile::game_key;
use crate::profile::{FourSideMode, Settings};
use crate::soi_state::{SoiKind, SoiResponse};
use crate::solution::{solve_game, SolutionAnswer};
use crate::state::{AppInfo, AppState};
use quadrille_engine::daily::DailyGame;
use quadrille_engine::fourside::FourSideRules;
use quadrille_engine::gaps::{GapsRules, GapsVariant, GapsWhy, Slot};
use quadrille_server::daily_wire::{self, SendError};
use serde_json::Value;
use tauri::Runtime;

pub use crate::shared::Shared;

/// Runs `body` as one transaction on the game session that `pick` takes from the state (with
/// the core it changes alongside): the one path from a command to its game.
fn on_game<K: Kind, T, R: Runtime>(
    call: &Call<R>,
    pick: impl FnOnce(&mut AppState) -> (&mut GameSlot<K>, &mut Core),
    body: impl FnOnce(&mut GameSlot<K>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    call.state::<Shared>()?.with(|s| {
        let (game, core) = pick(s);
        body(game, core)
    })
}

fn on_gaps<T, R: Runtime>(
    call: &Call<R>,
    variant: GapsVariant,
    body: impl FnOnce(&mut GameSlot<GapsKind>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    on_game(call, |s| s.gaps(variant), body)
}

fn on_fourside<T, R: Runtime>(
    call: &Call<R>,
    body: impl FnOnce(&mut GameSlot<FourSideKind>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    on_game(call, AppState::fourside, body)
}

fn on_soi<T, R: Runtime>(
    call: &Call<R>,
    body: impl FnOnce(&mut GameSlot<SoiKind>, &mut Core) -> Answer<T>,
) -> Answer<T> {
    on_game(call, AppState::soi, body)
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

pub async fn app_info<R: Runtime>(call: Call<R>) -> Answer<AppInfo> {
    call.state::<Shared>()?.with(|s| Ok(s.info()))
}

pub async fn settings_update<R: Runtime>(call: Call<R>) -> Answer<Settings> {
    let settings = call.arg::<Settings>("settings")?;
    call.state::<Shared>()?.with(|s| s.set_settings(settings))
}

pub async fn gaps_current<R: Runtime>(call: Call<R>) -> Answer<Option<GapsResponse>> {
    let variant = call.arg::<GapsVariant>("variant")?;
    on_gaps(&call, variant, |game, core| {
        Ok(game.current(core, Vec::new()))
    })
}

/// `rules` defaults to the settings' rules for the variant.
pub async fn gaps_new<R: Runtime>(call: Call<R>) -> Answer<GapsResponse> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    let deal = call.arg::<Option<u64>>("deal")?;
    let rules = call.arg::<Option<GapsRules>>("rules")?;
    on_gaps(&call, variant, |game, core| {
        game.new_game(core, version, deal, rules)
    })
}

/// The solver's view of the game in progress: still winnable without a redeal, and the move
/// it prefers. Runs on a blocking worker within `ANALYSIS_TIME`; the answer names the version
/// it was computed for, so the UI can drop a late one.
pub async fn gaps_analyse<R: Runtime>(call: Call<R>) -> Answer<Analysis> {
    let variant = call.arg::<GapsVariant>("variant")?;
    let (version, game) = on_gaps(&call, variant, |game, core| {
        Ok((core.version, game.snapshot()?))
    })?;
    off_the_main_thread(move || analyse(version, &game)).await
}

/// How hard deal `deal` is (its first deal, under the rules of the game in progress or else
/// the settings'), searched off the main thread for up to `DEAL_INFO_TIME`; a newer search
/// of the same game cancels this one (its answer is then `unknown`).
pub async fn gaps_deal_info<R: Runtime>(call: Call<R>) -> Answer<DealInfo> {
    let (variant, deal) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("deal")?,
    );
    let deal = pick_deal(Some(deal))?;
    let rules = call
        .state::<Shared>()?
        .with(|s| Ok(s.gaps_rules(variant)))?;
    let cancel = call.state::<Searches>()?.start(game_key(variant));
    off_the_main_thread(move || deal_info(&rules, deal, &cancel)).await
}

/// A deal number proved winnable without a reshuffle (the "winnable deals only" setting),
/// searched off the main thread from a random start; `null` when none was found in time or
/// a newer search of the same game cancelled this one.
pub async fn gaps_find_winnable<R: Runtime>(call: Call<R>) -> Answer<Option<DealInfo>> {
    let variant = call.arg::<GapsVariant>("variant")?;
    let rules = call
        .state::<Shared>()?
        .with(|s| Ok(s.settings().rules_for(variant)))?;
    let start = pick_deal(None)?;
    let cancel = call.state::<Searches>()?.start(game_key(variant));
    off_the_main_thread(move || find_deal(&rules, start, &cancel)).await
}

/// "Show a solution": a lost game is solved as it stands; a game in progress is first given up
/// (counted as not won, replaced by deal `deal` or a random one). The search runs off the main
/// thread, as the game's one background search: a newer one (or `gaps_cancel_search`) stops it.
pub async fn gaps_solution<R: Runtime>(call: Call<R>) -> Answer<SolutionAnswer> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    let deal = match call.arg::<Option<u64>>("deal")? {
        Some(deal) => Some(pick_deal(Some(deal))?),
        None => None,
    };
    let (record, response) = on_gaps(&call, variant, |game, core| {
        game.give_up(core, version, deal)
    })?;
    let cancel = call.state::<Searches>()?.start(game_key(variant));
    off_the_main_thread(move || solve_game(&record, response, &cancel)).await?
}

/// Stops the game's background search (a deal's rating, a winnable-deal search, a solution).
pub async fn gaps_cancel_search<R: Runtime>(call: Call<R>) -> Answer<()> {
    let variant = call.arg::<GapsVariant>("variant")?;
    call.state::<Searches>()?.cancel(game_key(variant));
    Ok(())
}

/// Why tapping `slot` does nothing (`null` when the tap would act), as a typed reason the page
/// words.
pub async fn gaps_explain<R: Runtime>(call: Call<R>) -> Answer<Option<GapsWhy>> {
    let (variant, slot) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<Slot>("slot")?,
    );
    on_gaps(&call, variant, |game, _| game.explain(slot))
}

/// `action` is parsed by the state, so a malformed one gets a `bad_action` error.
pub async fn gaps_act<R: Runtime>(call: Call<R>) -> Answer<GapsResponse> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    let action = call.arg::<Value>("action")?;
    on_gaps(&call, variant, |game, core| game.act(core, version, action))
}

pub async fn gaps_reshuffle<R: Runtime>(call: Call<R>) -> Answer<GapsResponse> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    let reshuffle = serde_json::json!({ "type": "reshuffle" });
    on_gaps(&call, variant, |game, core| {
        game.act(core, version, reshuffle)
    })
}

pub async fn gaps_undo<R: Runtime>(call: Call<R>) -> Answer<GapsResponse> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    on_gaps(&call, variant, |game, core| game.undo(core, version))
}

pub async fn gaps_redo<R: Runtime>(call: Call<R>) -> Answer<GapsResponse> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    on_gaps(&call, variant, |game, core| game.redo(core, version))
}

pub async fn gaps_tournament_start<R: Runtime>(call: Call<R>) -> Answer<GapsResponse> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    let player = call.arg::<String>("player")?;
    on_gaps(&call, variant, |game, core| {
        game.tournament_start(core, version, &player)
    })
}

pub async fn gaps_tournament_next<R: Runtime>(call: Call<R>) -> Answer<GapsResponse> {
    let (variant, version) = (
        call.arg::<GapsVariant>("variant")?,
        call.arg::<u64>("version")?,
    );
    let player = call.arg::<String>("player")?;
    on_gaps(&call, variant, |game, core| {
        game.tournament_next(core, version, &player)
    })
}

pub async fn fourside_current<R: Runtime>(call: Call<R>) -> Answer<Option<FourSideResponse>> {
    on_fourside(&call, |game, core| Ok(game.current(core, Vec::new())))
}

/// `rules` and `mode` default to the settings'.
pub async fn fourside_new<R: Runtime>(call: Call<R>) -> Answer<FourSideResponse> {
    let (version, deal) = (
        call.arg::<u64>("version")?,
        call.arg::<Option<u64>>("deal")?,
    );
    let rules = call.arg::<Option<FourSideRules>>("rules")?;
    let mode = call.arg::<Option<FourSideMode>>("mode")?;
    on_fourside(&call, |game, core| {
        game.new_game(core, version, deal, rules, mode)
    })
}

/// A person's placement or hint; `action` is parsed by the state (`bad_action` if malformed).
pub async fn fourside_act<R: Runtime>(call: Call<R>) -> Answer<FourSideResponse> {
    let (version, action) = (call.arg::<u64>("version")?, call.arg::<Value>("action")?);
    on_fourside(&call, |game, core| game.act(core, version, action))
}

/// The computer to move plays one move.
pub async fn fourside_computer<R: Runtime>(call: Call<R>) -> Answer<FourSideResponse> {
    let version = call.arg::<u64>("version")?;
    on_fourside(&call, |game, core| game.computer(core, version))
}

/// "Play again" once the game is over: the same mode and rules, a new deal.
pub async fn fourside_again<R: Runtime>(call: Call<R>) -> Answer<FourSideResponse> {
    let version = call.arg::<u64>("version")?;
    on_fourside(&call, |game, core| game.again(core, version))
}

pub async fn soi_current<R: Runtime>(call: Call<R>) -> Answer<Option<SoiResponse>> {
    on_soi(&call, |game, core| {
        Ok(game.current(core, Default::default()))
    })
}

/// A new game with the settings' target, seats, names and computer level.
pub async fn soi_new<R: Runtime>(call: Call<R>) -> Answer<SoiResponse> {
    let (version, deal) = (
        call.arg::<u64>("version")?,
        call.arg::<Option<u64>>("deal")?,
    );
    on_soi(&call, |game, core| game.new_game(core, version, deal))
}

/// A person's ask `{type:"ask", asker, target, card}` or `{type:"next_round"}`.
pub async fn soi_act<R: Runtime>(call: Call<R>) -> Answer<SoiResponse> {
    let (version, action) = (call.arg::<u64>("version")?, call.arg::<Value>("action")?);
    on_soi(&call, |game, core| game.act(core, version, action))
}

/// The computer to move asks once.
pub async fn soi_computer<R: Runtime>(call: Call<R>) -> Answer<SoiResponse> {
    let version = call.arg::<u64>("version")?;
    on_soi(&call, |game, core| game.computer(core, version))
}

/// "Play again" once the game is over: the same seats, names and level, a new deal.
pub async fn soi_again<R: Runtime>(call: Call<R>) -> Answer<SoiResponse> {
    let version = call.arg::<u64>("version")?;
    on_soi(&call, |game, core| game.again(core, version))
}

/// The finished deals of the day, the ones being played, and whether a board is set.
pub async fn daily_info<R: Runtime>(call: Call<R>) -> Answer<DailyInfo> {
    call.state::<Shared>()?.with(|s| Ok(s.daily_info()))
}

/// What `day` offers: the levels of its Soi and FourSide dailies, the games it has no deal for.
pub async fn daily_day<R: Runtime>(call: Call<R>) -> Answer<DailyDay> {
    let day = daily::playable_day(&call.arg::<String>("day")?)?;
    Ok(daily::day_offer(day))
}

/// Starts `game`'s deal of `day` in its slot (a game in progress there is replaced, as by a
/// new game); answers the new version. A Gaps deal is chosen first, off the lock: on a day not
/// shipped with the app that takes up to seconds.
pub async fn daily_start<R: Runtime>(call: Call<R>) -> Answer<u64> {
    let game = call.arg::<DailyGame>("game")?;
    let day = daily::playable_day(&call.arg::<String>("day")?)?;
    let version = call.arg::<u64>("version")?;
    let deal = match game.gaps_variant() {
        Some(variant) => Some(
            off_the_main_thread(move || daily::gaps_deal(variant, day))
                .await?
                .ok_or_else(|| daily::unavailable(game, day))?,
        ),
        None => None,
    };
    call.state::<Shared>()?
        .with(|s| s.start_daily(game, day, deal, version))
}

/// Sends the Gaps results waiting for the board of the server set in Settings, stopping at
/// the first the server does not take now (they wait for the next call); answers what Today
/// shows. The state is not held while the network is used.
pub async fn daily_send<R: Runtime>(call: Call<R>) -> Answer<DailyInfo> {
    let shared = call.state::<Shared>()?;
    let (server, sends) = shared.with(|s| Ok(s.daily_to_send()))?;
    let mut answers = Vec::new();
    for (game, submission) in sends {
        let answer = daily_wire::send(&server, &submission).await;
        let later = matches!(answer, Err(SendError::Later(_)));
        answers.push((game, submission.day, answer));
        if later {
            break;
        }
    }
    shared.with(|s| s.daily_sent(&answers))
}

/// The board of `game`'s deal of `day` on the server set in Settings, best first.
pub async fn daily_board<R: Runtime>(call: Call<R>) -> Answer<Vec<BoardLine>> {
    let game = call.arg::<DailyGame>("game")?;
    let day = daily::playable_day(&call.arg::<String>("day")?)?;
    let server = call
        .state::<Shared>()?
        .with(|s| Ok(s.settings().room_server.clone()))?;
    daily::board(&server, game, day).await
}

/// `game`'s guided game: its deal, its steps, and where the player stands in it.
pub async fn guide_info<R: Runtime>(call: Call<R>) -> Answer<GuideInfo> {
    let game = call.arg::<DailyGame>("game")?;
    call.state::<Shared>()?.with(|s| Ok(s.guide_info(game)))
}

/// Starts `game`'s guided game in its slot (a game in progress there is replaced, as by a new
/// game); answers the new version.
pub async fn guide_start<R: Runtime>(call: Call<R>) -> Answer<u64> {
    let (game, version) = (call.arg::<DailyGame>("game")?, call.arg::<u64>("version")?);
    call.state::<Shared>()?
        .with(|s| s.start_guide(game, version))
}

/// Ends `game`'s guided game (skipped, or finished): the game goes on as a normal one.
pub async fn guide_stop<R: Runtime>(call: Call<R>) -> Answer<()> {
    let game = call.arg::<DailyGame>("game")?;
    call.state::<Shared>()?.with(|s| s.stop_guide(game))
}

/// Notes that `game`'s guided game was offered (the first time the game was opened).
pub async fn guide_offered<R: Runtime>(call: Call<R>) -> Answer<()> {
    let game = call.arg::<DailyGame>("game")?;
    call.state::<Shared>()?.with(|s| s.guide_offered(game))
}
