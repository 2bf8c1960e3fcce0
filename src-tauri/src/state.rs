//! The app's state behind the commands: the shared core (storage, version counter, profile) and
//! one session per game. Every command reaches the games through the methods below; the
//! lifecycle of a change (version → apply → commit → save → respond) is `Session`'s, written
//! once in `session.rs`.

use crate::error::{AppCode, CommandError};
use crate::fourside_state::{FourSideKind, FourSideResponse, FOURSIDE_KEY};
use crate::gaps_state::{GapsKind, GapsResponse};
use crate::profile::{game_key, FourSideMode, GameStats, Settings, TournamentResult};
use crate::session::{
    parse_action, read, Core, Profile, Session, SETTINGS_KEY, STATS_KEY, TOURNAMENTS_KEY,
};
use crate::soi_state::{SoiKind, SoiResponse, SOI_KEY};
use crate::storage::Storage;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::fourside::FourSideRules;
use quadrille_engine::gaps::{Gaps, GapsAction, GapsRules, GapsVariant, Slot};
use quadrille_engine::Record;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use ts_rs::TS;

pub use crate::session::GameOver;

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

/// The games in progress, one session each.
#[derive(Clone)]
struct Games {
    solitaire_x: Session<GapsKind>,
    chinese_puzzle: Session<GapsKind>,
    fourside: Session<FourSideKind>,
    soi: Session<SoiKind>,
}

pub struct AppState {
    core: Core,
    games: Games,
    notice: Option<String>,
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
        let games = Games {
            solitaire_x: Session::load(
                GapsKind(GapsVariant::SolitaireX),
                &*storage,
                &mut complaints,
            ),
            chinese_puzzle: Session::load(
                GapsKind(GapsVariant::ChinesePuzzle),
                &*storage,
                &mut complaints,
            ),
            fourside: Session::load(FourSideKind, &*storage, &mut complaints),
            soi: Session::load(SoiKind, &*storage, &mut complaints),
        };
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
            core: Core {
                storage,
                version: 1,
                profile: Profile {
                    settings,
                    stats,
                    tournaments,
                },
                profile_changed: false,
            },
            games,
            notice,
        }
    }

    /// The launch picture; the notice is handed out once.
    pub fn info(&mut self) -> AppInfo {
        let profile = &self.core.profile;
        AppInfo {
            version: self.core.version,
            settings: profile.settings.clone(),
            stats: profile.stats.clone(),
            tournaments: profile.tournaments.clone(),
            in_progress: self.in_progress(),
            notice: self.notice.take(),
        }
    }

    /// Game ids with an unfinished game, to offer "Continue".
    fn in_progress(&self) -> Vec<String> {
        let g = &self.games;
        // In the order the UI has always received them: the Gaps games by key, then the others.
        let mut gaps = [
            (game_key(GapsVariant::SolitaireX), &g.solitaire_x),
            (game_key(GapsVariant::ChinesePuzzle), &g.chinese_puzzle),
        ];
        gaps.sort_by_key(|(key, _)| *key);
        let gaps = gaps
            .into_iter()
            .filter(|(_, s)| s.in_progress())
            .map(|(k, _)| k);
        let others = [
            (FOURSIDE_KEY, g.fourside.in_progress()),
            (SOI_KEY, g.soi.in_progress()),
        ];
        let others = others.into_iter().filter(|(_, on)| *on).map(|(k, _)| k);
        gaps.chain(others).map(str::to_string).collect()
    }

    pub fn version(&self) -> u64 {
        self.core.version
    }

    pub fn settings(&self) -> &Settings {
        &self.core.profile.settings
    }

    pub fn set_settings(&mut self, settings: Settings) -> Result<Settings, CommandError> {
        settings
            .validate()
            .map_err(|message| CommandError::new(AppCode::BadSettings, message))?;
        self.core.profile.settings = settings.clone();
        self.core.stage(SETTINGS_KEY, &settings)?;
        self.core.flush()?;
        Ok(settings)
    }

    fn gaps(&mut self, variant: GapsVariant) -> (&mut Session<GapsKind>, &mut Core) {
        let session = match variant {
            GapsVariant::SolitaireX => &mut self.games.solitaire_x,
            GapsVariant::ChinesePuzzle => &mut self.games.chinese_puzzle,
        };
        (session, &mut self.core)
    }

    fn gaps_ref(&self, variant: GapsVariant) -> &Session<GapsKind> {
        match variant {
            GapsVariant::SolitaireX => &self.games.solitaire_x,
            GapsVariant::ChinesePuzzle => &self.games.chinese_puzzle,
        }
    }

    // --- The Gaps games --------------------------------------------------------------------

    /// The game in progress, to resume it.
    pub fn gaps_current(&self, variant: GapsVariant) -> Option<GapsResponse> {
        self.gaps_ref(variant).resume(&self.core)
    }

    /// Starts a new deal (see `Session<GapsKind>::new_game`).
    pub fn gaps_new(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<GapsRules>,
    ) -> Result<GapsResponse, CommandError> {
        let (session, core) = self.gaps(variant);
        session.new_game(core, seen, deal, rules)
    }

    /// The game to show a solution for (see `Session<GapsKind>::give_up`).
    pub fn gaps_give_up(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        deal: Option<DealNumber>,
    ) -> Result<(Record<Gaps>, Option<GapsResponse>), CommandError> {
        let (session, core) = self.gaps(variant);
        session.give_up(core, seen, deal)
    }

    /// A copy of the game in progress and the version it belongs to, for slow read-only work
    /// (the solver) done outside the lock.
    pub fn gaps_snapshot(&self, variant: GapsVariant) -> Result<(u64, Gaps), CommandError> {
        Ok((self.core.version, self.gaps_ref(variant).snapshot()?))
    }

    /// The rules of the game in progress, or else the settings' rules for `variant`.
    pub fn gaps_rules(&self, variant: GapsVariant) -> GapsRules {
        self.gaps_ref(variant)
            .rules()
            .unwrap_or_else(|| self.settings().rules_for(variant))
    }

    /// Why tapping `slot` does nothing, or `None` when the tap would act.
    pub fn gaps_explain(
        &self,
        variant: GapsVariant,
        slot: Slot,
    ) -> Result<Option<String>, CommandError> {
        self.gaps_ref(variant).explain(slot)
    }

    pub fn gaps_act(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        action: Value,
    ) -> Result<GapsResponse, CommandError> {
        let action: GapsAction = parse_action(action)?;
        let (session, core) = self.gaps(variant);
        session.act(core, seen, action)
    }

    pub fn gaps_undo(
        &mut self,
        variant: GapsVariant,
        seen: u64,
    ) -> Result<GapsResponse, CommandError> {
        let (session, core) = self.gaps(variant);
        session.undo(core, seen)
    }

    pub fn gaps_redo(
        &mut self,
        variant: GapsVariant,
        seen: u64,
    ) -> Result<GapsResponse, CommandError> {
        let (session, core) = self.gaps(variant);
        session.redo(core, seen)
    }

    pub fn gaps_tournament_start(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        player: &str,
    ) -> Result<GapsResponse, CommandError> {
        let (session, core) = self.gaps(variant);
        session.tournament_start(core, seen, player)
    }

    pub fn gaps_tournament_next(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        player: &str,
    ) -> Result<GapsResponse, CommandError> {
        let (session, core) = self.gaps(variant);
        session.tournament_next(core, seen, player)
    }

    // --- FourSide ----------------------------------------------------------------------------

    pub fn fourside_current(&self) -> Option<FourSideResponse> {
        self.games.fourside.current(&self.core, Vec::new())
    }

    pub fn fourside_new(
        &mut self,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<FourSideRules>,
        mode: Option<FourSideMode>,
    ) -> Result<FourSideResponse, CommandError> {
        let core = &mut self.core;
        self.games.fourside.new_game(core, seen, deal, rules, mode)
    }

    pub fn fourside_act(
        &mut self,
        seen: u64,
        action: Value,
    ) -> Result<FourSideResponse, CommandError> {
        self.games.fourside.act(&mut self.core, seen, action)
    }

    pub fn fourside_computer(&mut self, seen: u64) -> Result<FourSideResponse, CommandError> {
        self.games.fourside.computer(&mut self.core, seen)
    }

    // --- Soi ---------------------------------------------------------------------------------

    pub fn soi_current(&self) -> Option<SoiResponse> {
        self.games.soi.current(&self.core, Default::default())
    }

    pub fn soi_new(
        &mut self,
        seen: u64,
        deal: Option<DealNumber>,
    ) -> Result<SoiResponse, CommandError> {
        self.games.soi.new_game(&mut self.core, seen, deal)
    }

    pub fn soi_act(&mut self, seen: u64, action: Value) -> Result<SoiResponse, CommandError> {
        self.games.soi.act(&mut self.core, seen, action)
    }

    pub fn soi_computer(&mut self, seen: u64) -> Result<SoiResponse, CommandError> {
        self.games.soi.computer(&mut self.core, seen)
    }

    // --- Transactions ------------------------------------------------------------------------

    /// Runs a command's `body` as one transaction: if it fails, is refused, or panics, the
    /// state and the storage are put back as they were, so memory and disk keep agreeing.
    pub(crate) fn transaction<T>(
        &mut self,
        body: impl FnOnce(&mut AppState) -> Result<T, CommandError>,
    ) -> Result<T, CommandError> {
        let before = (
            self.core.version,
            self.core.profile.clone(),
            self.games.clone(),
        );
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body(self)))
            .unwrap_or_else(|panic| Err(CommandError::internal(&*panic)));
        if result.is_err() {
            (self.core.version, self.core.profile, self.games) = before;
            self.core.storage.discard();
        }
        result
    }
}
