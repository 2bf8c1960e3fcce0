//! A game in progress behind the commands, and its lifecycle written once for every game:
//! check the version → apply → commit (new version, statistics) → save → respond.
//!
//! `Core` is what every session shares with the rest of the app (storage, the version counter,
//! the player's profile); `GameSlot<K>` is one game in progress of kind `K`. A game's own module
//! implements `Kind` (how it is saved, how the statistics count it, what the UI is answered),
//! `table::AtHome` if it is played at a table, and its own commands (a new game, …) as methods
//! of `GameSlot<ItsKind>`; counting results is written here, once. A game's
//! module imports this one and never `state.rs`.

use crate::daily::{DailyBook, DailyOutcome, DailyResult, DAILY_KEY};
use crate::error::{AppCode, CommandError};
use crate::guide::{GuideBook, GUIDES_KEY};
use crate::profile::{GameStats, Settings, Statistics, TournamentResult};
use crate::store::changes::Op;
use crate::store::staged::Storage;
use quadrille_engine::daily::{DailyGame, Day};
use quadrille_engine::deal::{random_deal_number, DealNumber, MAX_DEAL_NUMBER};
use quadrille_engine::{Game, Record, RuleError};
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
    /// The deal of the day this game was, as filed.
    pub daily: Option<DailyResult>,
}

/// What persists about the player besides games in progress.
#[derive(Debug, Clone, Default)]
pub(crate) struct Profile {
    pub(crate) settings: Settings,
    pub(crate) stats: Statistics,
    pub(crate) tournaments: Vec<TournamentResult>,
    pub(crate) daily: DailyBook,
    pub(crate) guides: GuideBook,
}

/// What the sessions share: the storage, the state version, the profile.
pub struct Core {
    pub(crate) storage: Box<dyn Storage>,
    pub(crate) version: u64,
    pub(crate) profile: Profile,
    /// The statistics or tournaments changed since they were last saved.
    pub(crate) profile_changed: bool,
    /// The deals of the day changed since they were last saved.
    pub(crate) daily_changed: bool,
    /// The guided games' marks changed since they were last saved.
    pub(crate) guides_changed: bool,
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
        self.storage.set(key, to_json(value)?);
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
        self.profile_changed = true;
        let stats = self.profile.stats.entry(key.to_string()).or_default();
        stats.record(won, score);
        GameOver {
            won,
            score,
            stats: stats.clone(),
            daily: None,
        }
    }

    /// Files a finished tournament, keeping the newest `TOURNAMENTS_KEPT`.
    pub(crate) fn file_tournament(&mut self, result: TournamentResult) {
        self.profile_changed = true;
        let tournaments = &mut self.profile.tournaments;
        tournaments.push(result);
        let excess = tournaments.len().saturating_sub(TOURNAMENTS_KEPT);
        tournaments.drain(..excess);
    }

    /// `game`'s slot starts `day`'s deal of the day.
    pub(crate) fn play_daily(&mut self, game: DailyGame, day: Day) {
        self.profile.daily.play(game, day);
        self.daily_changed = true;
    }

    /// Stages the statistics, tournament results and deals of the day if they changed.
    pub(crate) fn stage_profile(&mut self) -> Result<(), CommandError> {
        if std::mem::take(&mut self.daily_changed) {
            let daily = self.profile.daily.clone();
            self.stage(DAILY_KEY, &daily)?;
        }
        if std::mem::take(&mut self.guides_changed) {
            let guides = self.profile.guides.clone();
            self.stage(GUIDES_KEY, &guides)?;
        }
        if std::mem::take(&mut self.profile_changed) {
            let stats = self.profile.stats.clone();
            self.stage(STATS_KEY, &stats)?;
            let tournaments = self.profile.tournaments.clone();
            self.stage(TOURNAMENTS_KEY, &tournaments)?;
        }
        Ok(())
    }
}

fn to_json<T: Serialize>(value: &T) -> Result<Value, CommandError> {
    serde_json::to_value(value).map_err(|e| CommandError::new(AppCode::SaveFailed, e.to_string()))
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

/// Why a saved game cannot be played on; the game is then left out and the player told.
#[derive(Debug, thiserror::Error)]
pub enum Unusable {
    #[error("its rules are not valid")]
    BadRules,
    #[error("a game of another kind")]
    OtherKind,
    /// Its record does not replay under the rules (its message says why).
    #[error("{0}")]
    Replay(#[from] RuleError),
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
pub trait Kind: Clone {
    /// The engine's game this kind keeps a record of.
    type Engine: Game;
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
    /// Rebuilds a saved game, replaying it through the rules.
    fn load(&self, saved: Self::Saved) -> Result<Self::Game, Unusable>;
    /// The game's record: its rules, deal, actions taken and undone.
    fn record<'a>(&self, game: &'a Self::Game) -> &'a Record<Self::Engine>;
    /// Where `Saved` keeps its record (a `SavedRecord`, with its `actions` and `undone`).
    const RECORD_PATH: &'static [&'static str];
    /// The other fields of `Saved` that a change may alter (each small), by path (`a.b`).
    fn fields(&self, game: &Self::Game) -> Vec<(&'static str, Value)>;
    /// How the statistics count this game for the person playing it now; `None` when they do
    /// not count it (no lone person against the computer, a tournament).
    fn tally(&self, game: &Self::Game) -> Option<Tally>;
    /// The game's result is in the statistics already (saved as its `recorded` field).
    fn recorded(&self, game: &Self::Game) -> bool;
    fn set_recorded(&self, game: &mut Self::Game);
    fn respond(
        &self,
        game: &Self::Game,
        core: &Core,
        step: Self::Step,
        finished: Option<GameOver>,
    ) -> Self::Response;

    /// The game's deal of the day.
    fn daily_game(&self) -> DailyGame;
    /// How a finished game ended, as its deal of the day keeps it.
    fn daily_outcome(&self, game: &Self::Game) -> DailyOutcome;
    /// The moves the guided game asks of the person, in order.
    fn guide_moves(&self) -> Vec<Action<Self>>;
    /// The moves the person has made in `game` (where a guided game's script stands).
    fn person_moves(&self, game: &Self::Game) -> usize;

    fn is_over(&self, game: &Self::Game) -> bool {
        self.record(game).game().is_over()
    }
}

/// An action of a kind's game.
pub type Action<K> = <<K as Kind>::Engine as Game>::Action;

/// A game's result as the statistics count it.
pub struct Tally {
    /// The statistics key (see `profile::stats_key`).
    pub key: String,
    pub won: bool,
    pub score: u32,
}

/// A game of kind `K` in progress, or none yet.
#[derive(Clone)]
pub struct GameSlot<K: Kind> {
    pub(crate) kind: K,
    pub(crate) game: Option<K::Game>,
}

impl<K: Kind> GameSlot<K> {
    /// The game saved in `storage`; a damaged one is left out and named in `complaints`.
    pub(crate) fn load(
        kind: K,
        storage: &dyn Storage,
        complaints: &mut Vec<String>,
    ) -> GameSlot<K> {
        let key = kind.store_key();
        let game = read::<K::Saved>(storage, &key, complaints).and_then(|saved| {
            kind.load(saved)
                .map_err(|why| {
                    // The player is told which part was reset; why is for the log.
                    eprintln!("quadrille: the saved {key} cannot be used: {why}");
                    complaints.push(key.clone())
                })
                .ok()
        });
        GameSlot { kind, game }
    }

    /// The moves the person has made in the game in progress.
    pub(crate) fn person_moves(&self) -> usize {
        self.game.as_ref().map_or(0, |g| self.kind.person_moves(g))
    }

    /// A game that is not over, to offer "Continue".
    pub(crate) fn in_progress(&self) -> bool {
        self.game.as_ref().is_some_and(|g| !self.kind.is_over(g))
    }

    pub(crate) fn game(&self) -> Result<&K::Game, CommandError> {
        self.game.as_ref().ok_or_else(no_game)
    }

    /// The game in progress, to resume it.
    pub fn current(&self, core: &Core, step: K::Step) -> Option<K::Response> {
        let game = self.game.as_ref()?;
        Some(self.kind.respond(game, core, step, None))
    }

    /// Starts a new game: `start` sees the old one (to file what only its game keeps, such as
    /// a tournament) and makes the new one, which replaces it only once made. An old game the
    /// statistics count, left unfinished after a move, counts as lost. The new game is saved
    /// whole; the old one's history is compacted away after.
    pub(crate) fn start(
        &mut self,
        core: &mut Core,
        seen: u64,
        start: impl FnOnce(Option<&K::Game>, &mut Core) -> Result<(K::Game, K::Step), CommandError>,
    ) -> Result<K::Response, CommandError> {
        core.check_version(seen)?;
        // A new game in the slot ends the daily or guided game it was playing (their own
        // starts mark it again, `start_marked`).
        let game = self.kind.daily_game();
        core.daily_changed |= core.profile.daily.stop(game);
        core.guides_changed |= core.profile.guides.stop(game);
        let (game, step) = start(self.game.as_ref(), core)?;
        if let Some(old) = &self.game {
            let kind = &self.kind;
            if !kind.recorded(old) && kind.record(old).can_undo() {
                if let Some(tally) = kind.tally(old) {
                    core.record_result(&tally.key, false, tally.score);
                }
            }
        }
        self.game = Some(game);
        self.commit(core, step, None)
    }

    /// Starts `day`'s deal of the day in this slot: `start` makes it as a new game.
    pub(crate) fn start_daily(
        &mut self,
        core: &mut Core,
        seen: u64,
        day: Day,
        start: impl FnOnce(Option<&K::Game>, &mut Core) -> Result<(K::Game, K::Step), CommandError>,
    ) -> Result<K::Response, CommandError> {
        self.start_marked(core, seen, |core, game| core.play_daily(game, day), start)
    }

    /// Starts the guided game in this slot: `start` makes it as a new game.
    pub(crate) fn start_guide(
        &mut self,
        core: &mut Core,
        seen: u64,
        start: impl FnOnce(Option<&K::Game>, &mut Core) -> Result<(K::Game, K::Step), CommandError>,
    ) -> Result<K::Response, CommandError> {
        self.start_marked(
            core,
            seen,
            |core, game| {
                core.profile.guides.play(game);
                core.guides_changed = true;
            },
            start,
        )
    }

    /// Starts a new game made by `start` and marks the slot with `mark` once it is made.
    fn start_marked(
        &mut self,
        core: &mut Core,
        seen: u64,
        mark: impl FnOnce(&mut Core, DailyGame),
        start: impl FnOnce(Option<&K::Game>, &mut Core) -> Result<(K::Game, K::Step), CommandError>,
    ) -> Result<K::Response, CommandError> {
        let game = self.kind.daily_game();
        self.start(core, seen, |old, core| {
            let made = start(old, core)?;
            mark(core, game);
            Ok(made)
        })
    }

    /// While this slot plays its guided game, only the move its next step asks for is taken:
    /// another is refused by the rules if it is illegal, else as off the guide's script, so
    /// that the coach can explain either.
    pub(crate) fn guided(&self, core: &Core, action: Option<&Action<K>>) -> Result<(), CommandError>
    where
        Action<K>: PartialEq,
    {
        if !core.profile.guides.is_playing(self.kind.daily_game()) {
            return Ok(());
        }
        let off = || {
            CommandError::new(
                AppCode::OffScript,
                "The guided game asks for another move; skip the guide to play freely.",
            )
        };
        let (Some(action), Some(game)) = (action, self.game.as_ref()) else {
            return Err(off());
        };
        let made = self.kind.person_moves(game);
        if self.kind.guide_moves().get(made) == Some(action) {
            return Ok(());
        }
        let mut probe = self.kind.record(game).game().clone();
        probe.apply(action)?;
        Err(off())
    }

    /// Changes the game in progress: the version is checked, `change` applies (or refuses), and
    /// the result is committed, saved (as what changed) and answered.
    pub(crate) fn change(
        &mut self,
        core: &mut Core,
        seen: u64,
        change: impl FnOnce(&mut K::Game, &Core) -> Result<K::Step, CommandError>,
    ) -> Result<K::Response, CommandError> {
        core.check_version(seen)?;
        let game = self.game.as_mut().ok_or_else(no_game)?;
        let before = Shape::of(&self.kind, game);
        let step = change(game, core)?;
        self.commit(core, step, Some(before))
    }

    /// Counts a game that has just finished, saves the game (whole when `before` is `None`, a
    /// new game, else what changed since `before`) with the statistics, and answers.
    fn commit(
        &mut self,
        core: &mut Core,
        step: K::Step,
        before: Option<Shape>,
    ) -> Result<K::Response, CommandError> {
        core.version += 1;
        let game = self.game.as_mut().expect("a game to commit");
        // A fresh deal is never counted, even one dealt with no move left.
        let mut finished = before
            .as_ref()
            .and_then(|_| count_finished(&self.kind, game, core));
        if before.is_some() && self.kind.is_over(game) {
            let daily = file_daily(&self.kind, game, core);
            if let Some(f) = finished.as_mut() {
                f.daily = daily;
            }
        }
        let key = self.kind.store_key();
        match &before {
            None => {
                core.stage(&key, &self.kind.save(game))?;
                core.storage.compact_soon();
            }
            Some(before) => {
                for op in before.changes(&self.kind, game, &key)? {
                    core.storage.stage(op);
                }
            }
        }
        #[cfg(debug_assertions)]
        check_staged(&self.kind, core, game);
        core.stage_profile()?;
        core.flush()?;
        Ok(self.kind.respond(game, core, step, finished))
    }
}

/// Files the end of the daily `game` was, if it was one (once: the mark is taken off).
fn file_daily<K: Kind>(kind: &K, game: &K::Game, core: &mut Core) -> Option<DailyResult> {
    let board = !core.profile.settings.room_server.is_empty();
    let now = crate::daily::now_seconds();
    let result =
        core.profile
            .daily
            .finish(kind.daily_game(), kind.daily_outcome(game), board, now)?;
    core.daily_changed = true;
    Some(result)
}

/// Counts a game that is over, once, when the statistics count it.
fn count_finished<K: Kind>(kind: &K, game: &mut K::Game, core: &mut Core) -> Option<GameOver> {
    // A guided game is a lesson, not a game the statistics count.
    if kind.recorded(game)
        || !kind.is_over(game)
        || core.profile.guides.is_playing(kind.daily_game())
    {
        return None;
    }
    let tally = kind.tally(game)?;
    kind.set_recorded(game);
    Some(core.record_result(&tally.key, tally.won, tally.score))
}

/// Debug builds (the tests): what the storage will hold for the game reads back as the game.
#[cfg(debug_assertions)]
fn check_staged<K: Kind>(kind: &K, core: &Core, game: &K::Game) {
    let stored = core.storage.get(&kind.store_key()).expect("a stored game");
    let stored: K::Saved = serde_json::from_value(stored).expect("a stored game reads");
    assert_eq!(
        serde_json::to_value(stored).expect("serialises"),
        serde_json::to_value(kind.save(game)).expect("serialises"),
        "the saved changes do not rebuild the game"
    );
}

/// A game's saved form before a change, as far as a change can alter it: the lengths of the
/// record's lists and the other fields.
pub(crate) struct Shape {
    lists: [usize; 2],
    fields: Vec<(&'static str, Value)>,
}

impl Shape {
    fn of<K: Kind>(kind: &K, game: &K::Game) -> Shape {
        let record = kind.record(game);
        Shape {
            lists: [record.actions().len(), record.undone().len()],
            fields: kind.fields(game),
        }
    }

    /// The ops that turn the saved form from this shape into `game`'s. A record's lists only
    /// ever change at their end within one change (an action, an undo or a redo), or are
    /// emptied (a fresh deal for a tournament's next player): each list keeps the shorter
    /// length's prefix, then gets the new items.
    fn changes<K: Kind>(
        &self,
        kind: &K,
        game: &K::Game,
        key: &str,
    ) -> Result<Vec<Op>, CommandError> {
        let path = |last: &str| -> Vec<String> {
            K::RECORD_PATH
                .iter()
                .chain([&last])
                .map(|s| s.to_string())
                .collect()
        };
        let mut ops = Vec::new();
        let record = kind.record(game);
        for ((name, list), before) in ["actions", "undone"]
            .into_iter()
            .zip([record.actions(), record.undone()])
            .zip(self.lists)
        {
            let keep = before.min(list.len());
            if keep == before && keep == list.len() {
                continue;
            }
            ops.push(Op::Splice {
                key: key.to_string(),
                path: path(name),
                keep,
                push: list[keep..].iter().map(to_json).collect::<Result<_, _>>()?,
            });
        }
        for ((name, value), (_, old)) in kind.fields(game).into_iter().zip(&self.fields) {
            if value != *old {
                ops.push(Op::Set {
                    key: key.to_string(),
                    path: name.split('.').map(str::to_string).collect(),
                    value,
                });
            }
        }
        Ok(ops)
    }
}

fn no_game() -> CommandError {
    CommandError::new(
        AppCode::NoGame,
        "There is no game in progress; start a new one.",
    )
}
