//! A game in progress behind the commands, and its lifecycle written once for every game:
//! check the version → apply → commit (new version, statistics) → save → respond.
//!
//! `Core` is what every session shares with the rest of the app (storage, the version counter,
//! the player's profile); `Session<K>` is one game in progress of kind `K`. A game's own module
//! implements `Kind` (how it is saved, when it counts as finished, what the UI is answered) and
//! its commands as methods of `Session<ItsKind>`; it imports this module and never `state.rs`.

use crate::error::{AppCode, CommandError};
use crate::profile::{GameStats, Settings, Statistics, TournamentResult};
use crate::storage::Storage;
use quadrille_engine::deal::{random_deal_number, DealNumber, MAX_DEAL_NUMBER};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

pub(crate) const SETTINGS_KEY: &str = "settings";
pub(crate) const STATS_KEY: &str = "stats";
pub(crate) const TOURNAMENTS_KEY: &str = "tournaments";
/// Finished tournaments kept, newest last.
pub(crate) const TOURNAMENTS_KEPT: usize = 50;

/// The end of a game, with the statistics it updated.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct GameOver {
    pub won: bool,
    pub score: u32,
    pub stats: GameStats,
}

/// What persists about the player besides games in progress.
#[derive(Debug, Clone, Default)]
pub(crate) struct Profile {
    pub(crate) settings: Settings,
    pub(crate) stats: Statistics,
    pub(crate) tournaments: Vec<TournamentResult>,
}

/// What the sessions share: the storage, the state version, the profile.
pub struct Core {
    pub(crate) storage: Box<dyn Storage>,
    pub(crate) version: u64,
    pub(crate) profile: Profile,
}

impl Core {
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

    /// Stages `value` under `key`.
    pub(crate) fn stage<T: Serialize>(&mut self, key: &str, value: &T) -> Result<(), CommandError> {
        let json = serde_json::to_value(value)
            .map_err(|e| CommandError::new(AppCode::SaveFailed, e.to_string()))?;
        self.storage.set(key, json);
        Ok(())
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
        let stats = self.profile.stats.entry(key.to_string()).or_default();
        stats.record(won, score);
        GameOver {
            won,
            score,
            stats: stats.clone(),
        }
    }

    /// Files a finished tournament, keeping the newest `TOURNAMENTS_KEPT`.
    pub(crate) fn file_tournament(&mut self, result: TournamentResult) {
        let tournaments = &mut self.profile.tournaments;
        tournaments.push(result);
        let excess = tournaments.len().saturating_sub(TOURNAMENTS_KEPT);
        tournaments.drain(..excess);
    }

    /// Saves a game under `key` with the statistics and tournament results, to disk.
    fn save_game<T: Serialize>(&mut self, key: &str, saved: &T) -> Result<(), CommandError> {
        self.stage(key, saved)?;
        let stats = self.profile.stats.clone();
        self.stage(STATS_KEY, &stats)?;
        let tournaments = self.profile.tournaments.clone();
        self.stage(TOURNAMENTS_KEY, &tournaments)?;
        self.flush()
    }
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

/// One kind of game as the app keeps it.
pub(crate) trait Kind: Clone {
    /// The game in progress with what the app keeps beside it (mode, seats, …).
    type Game: Clone;
    /// Its saved form.
    type Saved: Serialize + DeserializeOwned;
    /// What a change produced besides the new state (its events, …).
    type Step;
    /// The answer to every command of this game.
    type Response;

    /// The storage key of the game in progress.
    fn store_key(&self) -> String;
    fn save(&self, game: &Self::Game) -> Self::Saved;
    /// Rebuilds a saved game, replaying it through the rules; `Err` says why it cannot be used.
    fn load(&self, saved: Self::Saved) -> Result<Self::Game, String>;
    fn is_over(&self, game: &Self::Game) -> bool;
    /// After every change (`step`): counts a game that has just finished, once.
    fn finish(&self, game: &mut Self::Game, step: &Self::Step, core: &mut Core)
        -> Option<GameOver>;
    fn respond(
        &self,
        game: &Self::Game,
        core: &Core,
        step: Self::Step,
        finished: Option<GameOver>,
    ) -> Self::Response;
}

/// A game of kind `K` in progress, or none yet.
#[derive(Clone)]
pub(crate) struct Session<K: Kind> {
    pub(crate) kind: K,
    pub(crate) game: Option<K::Game>,
}

impl<K: Kind> Session<K> {
    /// The game saved in `storage`; a damaged one is left out and named in `complaints`.
    pub(crate) fn load(kind: K, storage: &dyn Storage, complaints: &mut Vec<String>) -> Session<K> {
        let key = kind.store_key();
        let game = read::<K::Saved>(storage, &key, complaints).and_then(|saved| {
            kind.load(saved)
                .map_err(|why| complaints.push(format!("{key} ({why})")))
                .ok()
        });
        Session { kind, game }
    }

    /// A game that is not over, to offer "Continue".
    pub(crate) fn in_progress(&self) -> bool {
        self.game.as_ref().is_some_and(|g| !self.kind.is_over(g))
    }

    pub(crate) fn game(&self) -> Result<&K::Game, CommandError> {
        self.game.as_ref().ok_or_else(no_game)
    }

    /// The game in progress, to resume it.
    pub(crate) fn current(&self, core: &Core, step: K::Step) -> Option<K::Response> {
        let game = self.game.as_ref()?;
        Some(self.kind.respond(game, core, step, None))
    }

    /// Starts a new game: `start` sees the old one (to count or file it) and makes the new one,
    /// which replaces it only once made.
    pub(crate) fn start(
        &mut self,
        core: &mut Core,
        seen: u64,
        start: impl FnOnce(Option<&K::Game>, &mut Core) -> Result<(K::Game, K::Step), CommandError>,
    ) -> Result<K::Response, CommandError> {
        core.check_version(seen)?;
        let (game, step) = start(self.game.as_ref(), core)?;
        self.game = Some(game);
        self.commit(core, step)
    }

    /// Changes the game in progress: the version is checked, `change` applies (or refuses), and
    /// the result is committed, saved and answered.
    pub(crate) fn change(
        &mut self,
        core: &mut Core,
        seen: u64,
        change: impl FnOnce(&mut K::Game, &Core) -> Result<K::Step, CommandError>,
    ) -> Result<K::Response, CommandError> {
        core.check_version(seen)?;
        let game = self.game.as_mut().ok_or_else(no_game)?;
        let step = change(game, core)?;
        self.commit(core, step)
    }

    fn commit(&mut self, core: &mut Core, step: K::Step) -> Result<K::Response, CommandError> {
        core.version += 1;
        let game = self.game.as_mut().expect("a game to commit");
        let finished = self.kind.finish(game, &step, core);
        let saved = self.kind.save(game);
        core.save_game(&self.kind.store_key(), &saved)?;
        Ok(self.kind.respond(game, core, step, finished))
    }
}

fn no_game() -> CommandError {
    CommandError::new(
        AppCode::NoGame,
        "There is no game in progress; start a new one.",
    )
}

#[cfg(test)]
mod tests {
    /// The games' modules and the session know nothing of `state.rs`, which imports them: no
    /// import circle.
    #[test]
    fn no_game_module_imports_the_state_that_imports_it() {
        let forbidden = ["crate::", "state::"].concat();
        for (name, source) in [
            ("session.rs", include_str!("session.rs")),
            ("gaps_state.rs", include_str!("gaps_state.rs")),
            ("fourside_state.rs", include_str!("fourside_state.rs")),
            ("soi_state.rs", include_str!("soi_state.rs")),
        ] {
            assert!(
                !source.contains(&forbidden),
                "{name} imports state.rs, which imports it"
            );
        }
        assert!(include_str!("state.rs").contains("use crate::session::"));
    }
}
