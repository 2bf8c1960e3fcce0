//! The app's state behind the commands: games in progress, settings, statistics, and the
//! version counter that turns a stale or repeated tap into a refusal.

use crate::error::{AppCode, CommandError};
use crate::fourside_state::{load_fourside, FourSideGame, FOURSIDE_KEY};
use crate::gaps_state::{load_gaps, GapsGame};
use crate::profile::{GameStats, Settings, Statistics, TournamentResult};
use crate::soi_state::{load_soi, SoiGame, SOI_KEY};
use crate::storage::Storage;
use quadrille_engine::deal::{random_deal_number, DealNumber, MAX_DEAL_NUMBER};
use quadrille_engine::Game;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use ts_rs::TS;

pub(crate) const SETTINGS_KEY: &str = "settings";
pub(crate) const STATS_KEY: &str = "stats";
pub(crate) const TOURNAMENTS_KEY: &str = "tournaments";
/// Finished tournaments kept, newest last.
pub(crate) const TOURNAMENTS_KEPT: usize = 50;

/// What the UI needs at launch.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct AppInfo {
    #[ts(type = "number")]
    pub version: u64,
    pub settings: Settings,
    pub stats: BTreeMap<String, GameStats>,
    pub tournaments: Vec<TournamentResult>,
    /// Game ids with a game in progress, to offer "Continue".
    pub in_progress: Vec<String>,
    /// A one-time message (e.g. saved data could not be read), shown once.
    pub notice: Option<String>,
}

/// The end of a game, with the statistics it updated.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct GameOver {
    pub won: bool,
    pub score: u32,
    pub stats: GameStats,
}

pub struct AppState {
    pub(crate) storage: Box<dyn Storage>,
    pub(crate) version: u64,
    pub(crate) settings: Settings,
    pub(crate) stats: Statistics,
    pub(crate) tournaments: Vec<TournamentResult>,
    pub(crate) gaps: BTreeMap<&'static str, GapsGame>,
    pub(crate) fourside: Option<FourSideGame>,
    pub(crate) soi: Option<SoiGame>,
    notice: Option<String>,
}

/// The deal number asked for, or a fresh one.
pub(crate) fn pick_deal(deal: Option<DealNumber>) -> Result<DealNumber, CommandError> {
    match deal {
        Some(d) if d > MAX_DEAL_NUMBER => Err(CommandError::new(
            AppCode::BadDeal,
            format!("Deal numbers go from 0 to {MAX_DEAL_NUMBER}."),
        )),
        Some(d) => Ok(d),
        None => Ok(random_deal_number()),
    }
}

/// An action that arrived as raw JSON, so a malformed one gets a typed error.
pub(crate) fn parse_action<A: DeserializeOwned>(action: Value) -> Result<A, CommandError> {
    serde_json::from_value(action).map_err(|e| {
        CommandError::new(
            AppCode::BadAction,
            format!("That action is not understood: {e}."),
        )
    })
}

/// Reads `key` as a `T`; a missing key gives `None`, a damaged one adds a complaint.
pub(crate) fn read<T: DeserializeOwned>(
    storage: &dyn Storage,
    key: &str,
    complaints: &mut Vec<String>,
) -> Option<T> {
    let value = storage.get(key)?;
    match serde_json::from_value(value) {
        Ok(v) => Some(v),
        Err(_) => {
            complaints.push(key.to_string());
            None
        }
    }
}

impl AppState {
    /// Loads everything from storage; anything damaged falls back to its default.
    pub fn load(storage: Box<dyn Storage>, notice: Option<String>) -> AppState {
        let mut complaints = Vec::new();
        let settings = read::<Settings>(&*storage, SETTINGS_KEY, &mut complaints)
            .filter(|s| {
                let valid = s.validate().is_ok();
                if !valid {
                    complaints.push(SETTINGS_KEY.to_string());
                }
                valid
            })
            .unwrap_or_default();
        let stats = read(&*storage, STATS_KEY, &mut complaints).unwrap_or_default();
        let tournaments = read(&*storage, TOURNAMENTS_KEY, &mut complaints).unwrap_or_default();
        let gaps = load_gaps(&*storage, &mut complaints);
        let fourside = load_fourside(&*storage, &mut complaints);
        let soi = load_soi(&*storage, &mut complaints);
        let notice = notice.or_else(|| {
            (!complaints.is_empty()).then(|| {
                // The file still holds what could not be used until it is next saved over:
                // keep a copy for the curious (and for a fixed version to read).
                let kept = storage.keep_copy().map_or(String::new(), |p| {
                    format!(" A copy of the file was kept at {}.", p.display())
                });
                format!(
                    "Some saved data could not be used and was reset: {}.{kept}",
                    complaints.join(", ")
                )
            })
        });
        AppState {
            storage,
            version: 1,
            settings,
            stats,
            tournaments,
            gaps,
            fourside,
            soi,
            notice,
        }
    }

    /// The launch picture; the notice is handed out once.
    pub fn info(&mut self) -> AppInfo {
        AppInfo {
            version: self.version,
            settings: self.settings.clone(),
            stats: self.stats.clone(),
            tournaments: self.tournaments.clone(),
            in_progress: self.in_progress(),
            notice: self.notice.take(),
        }
    }

    /// Game ids with an unfinished game, to offer "Continue".
    fn in_progress(&self) -> Vec<String> {
        let gaps = self
            .gaps
            .iter()
            .filter(|(_, g)| !g.session.game().is_over())
            .map(|(k, _)| k.to_string());
        let fourside = self
            .fourside
            .iter()
            .filter(|g| !g.record.game().is_over())
            .map(|_| FOURSIDE_KEY.to_string());
        let soi = self
            .soi
            .iter()
            .filter(|g| !g.record.game().is_over())
            .map(|_| SOI_KEY.to_string());
        gaps.chain(fourside).chain(soi).collect()
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn set_settings(&mut self, settings: Settings) -> Result<Settings, CommandError> {
        settings
            .validate()
            .map_err(|message| CommandError::new(AppCode::BadSettings, message))?;
        self.settings = settings;
        stage(&mut *self.storage, SETTINGS_KEY, &self.settings)?;
        self.flush()?;
        Ok(self.settings.clone())
    }

    pub(crate) fn check_version(&self, seen: u64) -> Result<(), CommandError> {
        if seen == self.version {
            Ok(())
        } else {
            Err(CommandError::new(
                AppCode::Stale,
                format!(
                    "The screen was out of date (version {seen}, now {}); nothing was changed.",
                    self.version
                ),
            ))
        }
    }

    pub(crate) fn flush(&mut self) -> Result<(), CommandError> {
        self.storage.save().map_err(|e| {
            CommandError::new(
                AppCode::SaveFailed,
                format!(
                    "Quadrille could not save ({e}), so nothing was changed. \
                     Free some space on the device and try again."
                ),
            )
        })
    }

    /// Counts a finished game in the statistics under `key`.
    pub(crate) fn record_result(&mut self, key: &str, won: bool, score: u32) -> GameOver {
        let stats = self.stats.entry(key.to_string()).or_default();
        stats.record(won, score);
        GameOver {
            won,
            score,
            stats: stats.clone(),
        }
    }

    /// Saves a game under `key` with the statistics and tournament results, to disk.
    pub(crate) fn save_game<T: Serialize>(
        &mut self,
        key: &str,
        saved: &T,
    ) -> Result<(), CommandError> {
        stage(&mut *self.storage, key, saved)?;
        stage(&mut *self.storage, STATS_KEY, &self.stats)?;
        stage(&mut *self.storage, TOURNAMENTS_KEY, &self.tournaments)?;
        self.flush()
    }

    /// Runs a command's `body` as one transaction: if it fails, is refused, or panics, the
    /// state and the storage are put back as they were, so memory and disk keep agreeing.
    pub(crate) fn transaction<T>(
        &mut self,
        body: impl FnOnce(&mut AppState) -> Result<T, CommandError>,
    ) -> Result<T, CommandError> {
        let before = self.snapshot();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body(self)))
            .unwrap_or_else(|panic| Err(CommandError::internal(&*panic)));
        if result.is_err() {
            self.restore(before);
            self.storage.discard();
        }
        result
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            version: self.version,
            settings: self.settings.clone(),
            stats: self.stats.clone(),
            tournaments: self.tournaments.clone(),
            gaps: self.gaps.clone(),
            fourside: self.fourside.clone(),
            soi: self.soi.clone(),
        }
    }

    fn restore(&mut self, s: Snapshot) {
        self.version = s.version;
        self.settings = s.settings;
        self.stats = s.stats;
        self.tournaments = s.tournaments;
        self.gaps = s.gaps;
        self.fourside = s.fourside;
        self.soi = s.soi;
    }
}

/// What a transaction puts back when its command fails.
struct Snapshot {
    version: u64,
    settings: Settings,
    stats: Statistics,
    tournaments: Vec<TournamentResult>,
    gaps: BTreeMap<&'static str, GapsGame>,
    fourside: Option<FourSideGame>,
    soi: Option<SoiGame>,
}

/// Stages `value` under `key`.
fn stage<T: Serialize>(
    storage: &mut dyn Storage,
    key: &str,
    value: &T,
) -> Result<(), CommandError> {
    let json = serde_json::to_value(value)
        .map_err(|e| CommandError::new(AppCode::SaveFailed, e.to_string()))?;
    storage.set(key, json);
    Ok(())
}
