//! The Quadrille app: thin Tauri commands over the engine, and persistence.

pub mod analysis;
pub mod commands;
pub mod error;
pub mod fourside_state;
pub mod gaps_state;
pub mod profile;
pub mod soi_state;
pub mod state;
pub mod storage;

use std::sync::Mutex;
use tauri::{Manager, Runtime};

/// Registers the plugin, the state loaded from the store, and every command.
pub fn builder<R: Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    builder
        .plugin(tauri_plugin_store::Builder::new().build())
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
        ])
}

/// Loads settings, statistics and games in progress from the store into the app's state.
/// Runs in `setup`; tests on the mock runtime (whose event loop never starts) call it directly.
pub fn manage_state<R: Runtime>(app: &tauri::AppHandle<R>) {
    let (storage, notice) = match storage::open(app) {
        Ok((store, notice)) => (Box::new(store) as Box<dyn storage::Storage>, notice),
        // Without a usable data folder the app still runs; nothing is kept.
        Err(e) => (
            Box::new(storage::MemoryStorage::default()) as Box<dyn storage::Storage>,
            Some(format!("Games cannot be saved on this device ({e}).")),
        ),
    };
    app.manage(Mutex::new(state::AppState::load(storage, notice)));
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    builder(tauri::Builder::default())
        .run(tauri::generate_context!())
        .expect("error while running Quadrille");
}
