//! The Quadrille app: thin Tauri commands over the engine, and persistence.

pub mod analysis;
pub mod arg;
pub mod commands;
pub mod durable;
pub mod error;
pub mod fourside_state;
pub mod gaps_state;
pub mod journal;
pub mod notice;
pub mod profile;
pub mod session;
pub mod shared;
pub mod soi_state;
pub mod solution;
pub mod state;
pub mod storage;
pub mod together;

use tauri::{Manager, Runtime};

/// Registers the app's state (loaded from its data files) and every command. No plugin: the
/// page reaches nothing but these commands.
pub fn builder<R: Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    builder
        .setup(|app| {
            manage_state(app.handle());
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::app_info,
            commands::settings_update,
            commands::gaps_current,
            commands::gaps_new,
            commands::gaps_analyse,
            commands::gaps_explain,
            commands::gaps_deal_info,
            commands::gaps_find_winnable,
            commands::gaps_solution,
            commands::gaps_cancel_search,
            commands::gaps_act,
            commands::gaps_reshuffle,
            commands::gaps_undo,
            commands::gaps_redo,
            commands::gaps_tournament_start,
            commands::gaps_tournament_next,
            commands::fourside_current,
            commands::fourside_new,
            commands::fourside_act,
            commands::fourside_computer,
            commands::soi_current,
            commands::soi_new,
            commands::soi_act,
            commands::soi_computer,
            together::commands::room_open,
            together::commands::room_join,
            together::commands::room_resume,
            together::commands::room_command,
            together::commands::room_leave,
            together::commands::rooms_nearby,
            together::commands::room_pending_invite,
            together::commands::room_scan,
            together::commands::room_scan_cancel,
        ])
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
        let (storage, notice) = match storage::open(&handle) {
            Ok(opened) => opened,
            // Without a usable data folder the app still runs; nothing is kept.
            Err(e) => {
                eprintln!("quadrille: no data folder: {e}");
                (
                    Box::new(storage::MemoryStorage::default()) as Box<dyn storage::Storage>,
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
