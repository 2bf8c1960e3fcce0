//! The app on Tauri's mock runtime, driven through its IPC exactly as the page drives it,
//! with its data in a real folder: shared by the integration tests.
#![allow(dead_code)] // each test crate uses part of it

use serde_json::{json, Value};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use tauri::test::{get_ipc_response, mock_builder, mock_context, noop_assets, MockRuntime};
use tauri::{App, WebviewWindow, WebviewWindowBuilder};

static NEXT: AtomicUsize = AtomicUsize::new(0);

/// All test apps of this test crate keep their data under one XDG_DATA_HOME, emptied at the
/// start of each run: in Cargo's scratch folder for integration tests (inside target/), or,
/// for suites that save many thousands of times, in memory (`/dev/shm`) where there is one,
/// so that they measure the commands rather than the disk's fsync.
pub fn data_home() -> PathBuf {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let crate_name = env!("CARGO_CRATE_NAME");
        let on_disk = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{crate_name}-data"));
        let in_memory = PathBuf::from(format!("/dev/shm/quadrille-test-{crate_name}"));
        // A container may have no /dev/shm, or a read-only one: then the disk it is.
        let fresh = |dir: &PathBuf| {
            let _ = std::fs::remove_dir_all(dir);
            std::fs::create_dir_all(dir).is_ok()
        };
        let dir = if crate_name == "hostile" && fresh(&in_memory) {
            in_memory
        } else {
            assert!(fresh(&on_disk), "cannot create {}", on_disk.display());
            on_disk
        };
        std::env::set_var("XDG_DATA_HOME", &dir);
        dir
    })
    .clone()
}

/// A fresh identifier, so each test has its own data folder.
pub fn new_identifier() -> String {
    format!("test.quadrille.t{}", NEXT.fetch_add(1, Ordering::SeqCst))
}

pub fn store_file(identifier: &str) -> PathBuf {
    data_home().join(identifier).join("quadrille.json")
}

/// The journal a change is appended to (`quadrille.journal.<n>`, the highest `n`) and its
/// bytes. Compactions write the snapshot in the background, so a refused command is checked
/// against this file, which only a saved change touches.
pub fn newest_journal(file: &std::path::Path) -> Option<(String, Vec<u8>)> {
    let newest = std::fs::read_dir(file.parent()?)
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let generation: u64 = name.strip_prefix("quadrille.journal.")?.parse().ok()?;
            Some((generation, name, e.path()))
        })
        .max()?;
    Some((newest.1, std::fs::read(newest.2).ok()?))
}

/// The copies of a bad data file kept beside it (`quadrille.json.bad-…`).
pub fn kept_copies(file: &std::path::Path) -> Vec<PathBuf> {
    std::fs::read_dir(file.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("quadrille.json.bad-")
        })
        .map(|e| e.path())
        .collect()
}

pub struct Running {
    _app: App<MockRuntime>,
    pub window: WebviewWindow<MockRuntime>,
}

pub fn launch(identifier: &str) -> Running {
    data_home();
    let mut context = mock_context(noop_assets());
    context.config_mut().identifier = identifier.to_string();
    let app = quadrille_lib::builder(mock_builder())
        .build(context)
        .expect("the app builds");
    quadrille_lib::manage_state(app.handle());
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("a window");
    Running { _app: app, window }
}

impl Running {
    pub fn app(&self) -> &App<MockRuntime> {
        &self._app
    }

    pub fn call(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        get_ipc_response(
            &self.window,
            tauri::webview::InvokeRequest {
                cmd: cmd.into(),
                callback: tauri::ipc::CallbackFn(0),
                error: tauri::ipc::CallbackFn(1),
                url: "tauri://localhost".parse().unwrap(),
                body: tauri::ipc::InvokeBody::Json(args),
                headers: Default::default(),
                invoke_key: tauri::test::INVOKE_KEY.to_string(),
            },
        )
        .map(|body| body.deserialize::<Value>().unwrap())
    }

    pub fn ok(&self, cmd: &str, args: Value) -> Value {
        self.call(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd} failed: {e}"))
    }

    pub fn err(&self, cmd: &str, args: Value) -> Value {
        match self.call(cmd, args) {
            Ok(v) => panic!("{cmd} should have failed, answered {v}"),
            Err(e) => e,
        }
    }

    pub fn version(&self) -> u64 {
        self.ok("app_info", json!({}))["version"].as_u64().unwrap()
    }

    pub fn current(&self) -> Value {
        self.ok("gaps_current", json!({ "variant": "solitaire_x" }))
    }

    pub fn new_deal(&self, deal: u64) -> Value {
        let version = self.version();
        self.ok(
            "gaps_new",
            json!({ "variant": "solitaire_x", "version": version, "deal": deal }),
        )
    }

    pub fn first_move(response: &Value) -> Value {
        let option = &response["view"]["board"]["moves"][0];
        json!({ "type": "move", "from": option["from"], "to": option["to"][0] })
    }
}

pub fn code(error: &Value) -> &str {
    error["code"].as_str().unwrap_or("<no code>")
}
