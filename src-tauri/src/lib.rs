//! The Quadrille app: thin Tauri commands over the engine, and persistence.

pub mod analysis;
pub mod commands;
pub mod daily;
pub mod error;
pub mod fourside_state;
pub mod gaps_state;
pub mod guide;
pub mod ipc;
pub mod lifecycle;
pub mod notice;
pub mod profile;
pub mod shared;
pub mod soi_state;
pub mod solution;
pub mod state;
pub mod store;
pub mod table;
pub mod together;

use ipc::{reply, Call, Reply};
use tauri::{Manager, Runtime};

/// Every command the page can call, by name: the only list of them.
fn route<R: Runtime>(name: &str, call: Call<R>) -> Option<Reply> {
    use commands as app;
    use together::commands as room;
    Some(match name {
        "app_info" => reply(app::app_info(call)),
        "settings_update" => reply(app::settings_update(call)),
        "gaps_current" => reply(app::gaps_current(call)),
        "gaps_new" => reply(app::gaps_new(call)),
        "gaps_analyse" => reply(app::gaps_analyse(call)),
        "gaps_explain" => reply(app::gaps_explain(call)),
        "gaps_deal_info" => reply(app::gaps_deal_info(call)),
        "gaps_find_winnable" => reply(app::gaps_find_winnable(call)),
        "gaps_solution" => reply(app::gaps_solution(call)),
        "gaps_cancel_search" => reply(app::gaps_cancel_search(call)),
        "gaps_act" => reply(app::gaps_act(call)),
        "gaps_reshuffle" => reply(app::gaps_reshuffle(call)),
        "gaps_undo" => reply(app::gaps_undo(call)),
        "gaps_redo" => reply(app::gaps_redo(call)),
        "gaps_tournament_start" => reply(app::gaps_tournament_start(call)),
        "gaps_tournament_next" => reply(app::gaps_tournament_next(call)),
        "fourside_current" => reply(app::fourside_current(call)),
        "fourside_new" => reply(app::fourside_new(call)),
        "fourside_act" => reply(app::fourside_act(call)),
        "fourside_computer" => reply(app::fourside_computer(call)),
        "fourside_again" => reply(app::fourside_again(call)),
        "soi_current" => reply(app::soi_current(call)),
        "soi_new" => reply(app::soi_new(call)),
        "soi_act" => reply(app::soi_act(call)),
        "soi_computer" => reply(app::soi_computer(call)),
        "soi_again" => reply(app::soi_again(call)),
        "daily_info" => reply(app::daily_info(call)),
        "daily_day" => reply(app::daily_day(call)),
        "daily_start" => reply(app::daily_start(call)),
        "daily_send" => reply(app::daily_send(call)),
        "daily_board" => reply(app::daily_board(call)),
        "guide_info" => reply(app::guide_info(call)),
        "guide_start" => reply(app::guide_start(call)),
        "guide_stop" => reply(app::guide_stop(call)),
        "guide_offered" => reply(app::guide_offered(call)),
        "room_open" => reply(room::room_open(call)),
        "room_join" => reply(room::room_join(call)),
        "room_resume" => reply(room::room_resume(call)),
        "room_command" => reply(room::room_command(call)),
        "room_leave" => reply(room::room_leave(call)),
        "rooms_nearby" => reply(room::rooms_nearby(call)),
        "room_pending_invite" => reply(room::room_pending_invite(call)),
        "room_scan" => reply(room::room_scan(call)),
        "room_scan_cancel" => reply(room::room_scan_cancel(call)),
        _ => return None,
    })
}

/// Registers the app's state (loaded from its data files) and every command. No plugin: the
/// page reaches nothing but these commands.
pub fn builder<R: Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    builder
        .setup(|app| {
            manage_state(app.handle());
            Ok(())
        })
        .invoke_handler(ipc::handler(route))
}

/// Registers the app's state: settings, statistics and games in progress, read from the data
/// file by the first command that needs them (on a worker thread, not while the window opens).
/// Runs in `setup`; tests on the mock runtime (whose event loop never starts) call it directly.
pub fn manage_state<R: Runtime>(app: &tauri::AppHandle<R>) {
    let handle = app.clone();
    app.manage(analysis::Searches::default());
    app.manage(together::Together::default());
    // (On phones the invites plugin may have made it already, to keep a link that started the app.)
    app.manage(together::opened::Opened::default());
    app.manage(shared::Shared::lazy(move || {
        let (storage, notice) = match store::open::open(&handle) {
            Ok(opened) => opened,
            // Without a usable data folder the app still runs; nothing is kept.
            Err(e) => {
                eprintln!("quadrille: no data folder: {e}");
                (
                    Box::new(store::staged::MemoryStorage::default())
                        as Box<dyn store::staged::Storage>,
                    Some(notice::Notice::CannotSave { folder: None }),
                )
            }
        };
        state::AppState::load(storage, notice)
    }));
}

/// Phones: invite links open the app, and the camera reads QR codes (see `together::opened` and
/// `together::scan`). Neither plugin is reachable from the page: no capability names them.
#[cfg(mobile)]
fn phone<R: Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    builder
        .plugin(tauri_plugin_deep_link::init())
        .plugin(together::opened::plugin())
        .plugin(together::scan::plugin())
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let app = builder(tauri::Builder::default());
    #[cfg(mobile)]
    let app = phone(app);
    app.run(tauri::generate_context!())
        .expect("error while running Quadrille");
}
