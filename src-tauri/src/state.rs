//! The app's state behind the commands: the shared core (storage, version counter, profile) and
//! one session per game. A command takes its game's session from here and calls it directly;
//! the lifecycle of a change (version → apply → commit → save → respond) is `GameSlot`'s,
//! written once in `session.rs`, and `transaction` makes every command all-or-nothing.

use crate::daily::{self, DailyInfo, DAILY_KEY};
use crate::error::{AppCode, CommandError};
use crate::fourside_state::{FourSideKind, FOURSIDE_KEY};
use crate::gaps_state::GapsKind;
use crate::guide::{GuideInfo, GUIDES_KEY};
use crate::lifecycle::{read, Core, GameSlot, Profile, SETTINGS_KEY, STATS_KEY, TOURNAMENTS_KEY};
use crate::notice::{shown, Notice};
use crate::profile::{game_key, GameStats, Settings, TournamentResult};
use crate::soi_state::{SoiKind, SOI_KEY};
use crate::store::staged::Storage;
use quadrille_engine::daily::{DailyGame, Day};
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::{GapsRules, GapsVariant};
use quadrille_server::daily_wire::{Recorded, SendError, Submission};
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

pub use crate::lifecycle::GameOver;

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
    /// What to tell the player about their saved data (e.g. it could not be read), once.
    pub notice: Option<Notice>,
    /// This device can read a QR code with its camera (the phone builds): the join view offers
    /// "Scan the code".
    pub can_scan: bool,
    /// The system's language as a BCP 47 tag ("el-GR", "zh-Hans-CN"); empty when the system
    /// does not say. The page speaks it unless `settings.language` names another.
    pub locale: String,
    /// The games whose guided game has been offered (the first time each is opened).
    pub guides_offered: Vec<DailyGame>,
}

/// The games in progress, one session each.
#[derive(Clone)]
struct Games {
    /// One per Gaps game, in `GapsVariant::ALL`'s order (`AppState::gaps`).
    gaps: [GameSlot<GapsKind>; GapsVariant::ALL.len()],
    fourside: GameSlot<FourSideKind>,
    soi: GameSlot<SoiKind>,
}

pub struct AppState {
    core: Core,
    games: Games,
    notice: Option<Notice>,
}

impl AppState {
    /// Loads everything from storage; anything damaged falls back to its default.
    pub fn load(storage: Box<dyn Storage>, notice: Option<Notice>) -> AppState {
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
        let daily = read(&*storage, DAILY_KEY, &mut complaints).unwrap_or_default();
        let guides = read(&*storage, GUIDES_KEY, &mut complaints).unwrap_or_default();
        let games = Games {
            gaps: GapsVariant::ALL
                .map(|variant| GameSlot::load(GapsKind(variant), &*storage, &mut complaints)),
            fourside: GameSlot::load(FourSideKind, &*storage, &mut complaints),
            soi: GameSlot::load(SoiKind, &*storage, &mut complaints),
        };
        let notice = notice.or_else(|| {
            (!complaints.is_empty()).then(|| {
                // The file still holds what could not be used until it is next saved over:
                // keep a copy for the curious (and for a fixed version to read).
                Notice::PartsReset {
                    parts: complaints,
                    kept: storage.keep_copy().map(|p| shown(&p)),
                }
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
                    daily,
                    guides,
                },
                profile_changed: false,
                daily_changed: false,
                guides_changed: false,
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
            can_scan: crate::together::scan::CAN_SCAN,
            locale: sys_locale::get_locale().unwrap_or_default(),
            guides_offered: profile.guides.offered(),
        }
    }

    /// Game ids with an unfinished game, to offer "Continue".
    fn in_progress(&self) -> Vec<String> {
        let g = &self.games;
        // In the order the UI has always received them: the Gaps games by key, then the others.
        let mut gaps: Vec<&str> = GapsVariant::ALL
            .into_iter()
            .zip(&g.gaps)
            .filter(|(_, s)| s.in_progress())
            .map(|(variant, _)| game_key(variant))
            .collect();
        gaps.sort();
        let others = [
            (FOURSIDE_KEY, g.fourside.in_progress()),
            (SOI_KEY, g.soi.in_progress()),
        ];
        let others = others.into_iter().filter(|(_, on)| *on).map(|(k, _)| k);
        gaps.into_iter().chain(others).map(str::to_string).collect()
    }

    pub fn version(&self) -> u64 {
        self.core.version
    }

    pub fn settings(&self) -> &Settings {
        &self.core.profile.settings
    }

    pub fn set_settings(&mut self, settings: Settings) -> Result<Settings, CommandError> {
        settings.validate().map_err(CommandError::bad_setting)?;
        self.core.profile.settings = settings.clone();
        self.core.stage(SETTINGS_KEY, &settings)?;
        self.core.flush()?;
        Ok(settings)
    }

    // --- The games ---------------------------------------------------------------------------
    //
    // A command reaches its game's session through one of these and calls it directly; the
    // session's methods (in `gaps_state.rs`, `fourside_state.rs`, `soi_state.rs` and, for what
    // every game shares, `session.rs`) take the `Core` they change alongside.

    /// The session of the Gaps game `variant`, and the core it changes with.
    pub fn gaps(&mut self, variant: GapsVariant) -> (&mut GameSlot<GapsKind>, &mut Core) {
        // `ALL` lists the variants in declaration order (a test in the engine keeps it so).
        (&mut self.games.gaps[variant as usize], &mut self.core)
    }

    pub fn fourside(&mut self) -> (&mut GameSlot<FourSideKind>, &mut Core) {
        (&mut self.games.fourside, &mut self.core)
    }

    pub fn soi(&mut self) -> (&mut GameSlot<SoiKind>, &mut Core) {
        (&mut self.games.soi, &mut self.core)
    }

    /// The rules of the Gaps game in progress, or else the settings' rules for `variant`.
    pub fn gaps_rules(&mut self, variant: GapsVariant) -> GapsRules {
        let (session, core) = self.gaps(variant);
        session
            .rules()
            .unwrap_or_else(|| core.profile.settings.rules_for(variant))
    }

    // --- Deals of the day ----------------------------------------------------------------------

    pub fn daily_info(&self) -> DailyInfo {
        let board = !self.settings().room_server.is_empty();
        self.core.profile.daily.info(board)
    }

    /// Starts `game`'s deal of `day` (`deal`: a Gaps game's, chosen beforehand) in its slot;
    /// answers the new version. A daily finished already is not played again.
    pub fn start_daily(
        &mut self,
        game: DailyGame,
        day: Day,
        deal: Option<DealNumber>,
        seen: u64,
    ) -> Result<u64, CommandError> {
        if self.core.profile.daily.is_done(game, day) {
            return Err(CommandError::new(
                AppCode::DailyDone,
                format!("The {} deal of {day} is finished already.", game.name()),
            ));
        }
        match game.gaps_variant() {
            Some(variant) => {
                let deal = deal.ok_or_else(|| daily::unavailable(game, day))?;
                let (slot, core) = self.gaps(variant);
                slot.daily(core, seen, day, deal)?;
            }
            None if game == DailyGame::Soi => {
                let (slot, core) = self.soi();
                slot.daily(core, seen, day)?;
            }
            None => {
                let (slot, core) = self.fourside();
                slot.daily(core, seen, day)?;
            }
        }
        Ok(self.core.version)
    }

    /// The results waiting for the board, as sent, and the server to send them to.
    pub fn daily_to_send(&self) -> (String, Vec<(DailyGame, Submission)>) {
        let settings = self.settings();
        let name = match settings.room_name.trim() {
            "" => settings.soi_names[0].as_str(),
            name => name,
        };
        let server = settings.room_server.clone();
        let sends = match server.is_empty() {
            true => Vec::new(),
            false => self.core.profile.daily.to_send(name),
        };
        (server, sends)
    }

    /// Files what the board answered, and saves it if anything changed.
    pub fn daily_sent(
        &mut self,
        answers: &[(DailyGame, String, Result<Recorded, SendError>)],
    ) -> Result<DailyInfo, CommandError> {
        let mut changed = false;
        for (game, day, answer) in answers {
            changed |= self.core.profile.daily.sent(*game, day, answer);
        }
        if changed {
            self.core.daily_changed = true;
            self.core.stage_profile()?;
            self.core.flush()?;
        }
        Ok(self.daily_info())
    }

    // --- Guided games -------------------------------------------------------------------------

    pub fn guide_info(&self, game: DailyGame) -> GuideInfo {
        let (deal, steps) = crate::guide::script(game);
        let playing = self.core.profile.guides.is_playing(game);
        let made = match game.gaps_variant() {
            _ if !playing => 0,
            Some(variant) => self.games.gaps[variant as usize].person_moves(),
            None if game == DailyGame::Soi => self.games.soi.person_moves(),
            None => self.games.fourside.person_moves(),
        };
        GuideInfo {
            game,
            deal,
            steps,
            playing,
            made: made as u32,
        }
    }

    /// Starts `game`'s guided game in its slot; answers the new version.
    pub fn start_guide(&mut self, game: DailyGame, seen: u64) -> Result<u64, CommandError> {
        match game.gaps_variant() {
            Some(variant) => {
                let (slot, core) = self.gaps(variant);
                slot.guide(core, seen)?;
            }
            None if game == DailyGame::Soi => {
                let (slot, core) = self.soi();
                slot.guide(core, seen)?;
            }
            None => {
                let (slot, core) = self.fourside();
                slot.guide(core, seen)?;
            }
        }
        Ok(self.core.version)
    }

    /// Ends `game`'s guided game (skipped, or its last step done): the game goes on freely.
    pub fn stop_guide(&mut self, game: DailyGame) -> Result<(), CommandError> {
        if self.core.profile.guides.stop(game) {
            self.core.guides_changed = true;
            self.core.stage_profile()?;
            self.core.flush()?;
        }
        Ok(())
    }

    /// Notes that `game`'s guided game was offered.
    pub fn guide_offered(&mut self, game: DailyGame) -> Result<(), CommandError> {
        if self.core.profile.guides.offer(game) {
            self.core.guides_changed = true;
            self.core.stage_profile()?;
            self.core.flush()?;
        }
        Ok(())
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
