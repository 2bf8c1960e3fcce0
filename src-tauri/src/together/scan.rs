//! Reading a host's QR code with this phone's camera, from Rust, so the page gains no capability.
//!
//! `tauri-plugin-barcode-scanner` has no Rust API (its scan is meant to be called by the page),
//! so the app registers the plugin's own native code (Kotlin on Android, Swift on iOS, built
//! into the app because the crate is a dependency) under an in-app plugin, and calls its `scan`,
//! `requestPermissions` and `cancel` through that handle. The scanner plugin itself is never
//! initialised: nothing of it is reachable from the page.

use crate::error::{AppCode, CommandError};

/// What a scan can end with besides some text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScanFailed {
    /// The person went back without scanning.
    Cancelled,
    /// The camera may not be used (refused now or before).
    CameraDenied,
    /// This build has no camera scanner (desktops), or it could not start.
    NoScanner,
}

impl From<ScanFailed> for CommandError {
    fn from(failed: ScanFailed) -> CommandError {
        match failed {
            ScanFailed::Cancelled => CommandError::new(AppCode::ScanCancelled, "scan cancelled"),
            ScanFailed::CameraDenied => {
                CommandError::new(AppCode::CameraDenied, "the camera may not be used")
            }
            ScanFailed::NoScanner => CommandError::new(AppCode::NoScanner, "no camera scanner"),
        }
    }
}

/// Whether this build can scan (the page shows "Scan the code" only then).
pub const CAN_SCAN: bool = cfg!(any(target_os = "android", target_os = "ios"));

#[cfg(mobile)]
pub use camera::{cancel, plugin, scan};

#[cfg(not(mobile))]
pub async fn scan<R: tauri::Runtime>(_app: &tauri::AppHandle<R>) -> Result<String, ScanFailed> {
    Err(ScanFailed::NoScanner)
}

#[cfg(not(mobile))]
pub async fn cancel<R: tauri::Runtime>(_app: &tauri::AppHandle<R>) {}

#[cfg(mobile)]
mod camera {
    use super::ScanFailed;
    use serde::{Deserialize, Serialize};
    use tauri::plugin::mobile::PluginInvokeError;
    use tauri::plugin::{Builder, PluginHandle, TauriPlugin};
    use tauri::{AppHandle, Manager, Runtime};

    #[cfg(target_os = "ios")]
    tauri::ios_plugin_binding!(init_plugin_barcode_scanner);

    /// The scanner's native code, as this app's own plugin.
    struct Camera<R: Runtime>(PluginHandle<R>);

    pub fn plugin<R: Runtime>() -> TauriPlugin<R> {
        Builder::new("quadrille-camera")
            .setup(|app, api| {
                #[cfg(target_os = "android")]
                let handle = api
                    .register_android_plugin("app.tauri.barcodescanner", "BarcodeScannerPlugin")?;
                #[cfg(target_os = "ios")]
                let handle = api.register_ios_plugin(init_plugin_barcode_scanner)?;
                app.manage(Camera(handle));
                Ok(())
            })
            .build()
    }

    #[derive(Deserialize)]
    struct Permission {
        camera: String,
    }

    #[derive(Serialize)]
    struct Options {
        formats: [&'static str; 1],
        /// The camera's picture covers the page; Android's back gesture cancels (see the page).
        windowed: bool,
    }

    #[derive(Deserialize)]
    struct Scanned {
        content: String,
    }

    fn camera<R: Runtime>(app: &AppHandle<R>) -> Result<&PluginHandle<R>, ScanFailed> {
        app.try_state::<Camera<R>>()
            .map(|camera| &camera.inner().0)
            .ok_or(ScanFailed::NoScanner)
    }

    /// Asks for the camera if needed, then reads one QR code.
    pub async fn scan<R: Runtime>(app: &AppHandle<R>) -> Result<String, ScanFailed> {
        let camera = camera(app)?;
        let permission: Permission = camera
            .run_mobile_plugin_async("requestPermissions", ())
            .await
            .map_err(|_| ScanFailed::CameraDenied)?;
        if permission.camera != "granted" {
            return Err(ScanFailed::CameraDenied);
        }
        let options = Options {
            formats: ["QR_CODE"],
            windowed: false,
        };
        match camera
            .run_mobile_plugin_async::<Scanned>("scan", options)
            .await
        {
            Ok(scanned) => Ok(scanned.content),
            // Both native sides reject a cancelled scan with this message.
            Err(PluginInvokeError::InvokeRejected(e))
                if e.message.as_deref() == Some("cancelled") =>
            {
                Err(ScanFailed::Cancelled)
            }
            Err(_) => Err(ScanFailed::NoScanner),
        }
    }

    /// Closes the camera; a scan under way ends as cancelled.
    pub async fn cancel<R: Runtime>(app: &AppHandle<R>) {
        if let Ok(camera) = camera(app) {
            let _ = camera
                .run_mobile_plugin_async::<serde_json::Value>("cancel", ())
                .await;
        }
    }
}
