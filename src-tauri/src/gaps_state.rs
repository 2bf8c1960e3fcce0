//! The Gaps games (SolitaireX, Chinese Puzzle) behind the commands: new deals, actions,
//! undo and redo, tournaments. One session per variant; the lifecycle is `Session`'s.

use crate::error::CommandError;
use crate::profile::{game_key, TournamentResult};
use crate::session::{pick_deal, Core, GameOver, Kind, Session};
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::{
    Gaps, GapsAction, GapsEvent, GapsRules, GapsSession, GapsStatus, GapsVariant, GapsView,
    SavedGaps, Slot, TournamentEntry,
};
use quadrille_engine::{Game, Record, RuleCode};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

/// The answer to every Gaps command: the new state, what happened, and the version to send next.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct GapsResponse {
    #[ts(type = "number")]
    pub version: u64,
    pub view: GapsView,
    pub events: Vec<GapsEvent>,
    /// Set when this call ended the game (first time only).
    pub finished: Option<GameOver>,
}

/// A game in progress and whether its result is already in the statistics.
#[derive(Debug, Clone)]
pub(crate) struct GapsGame {
    pub(crate) session: GapsSession,
    recorded: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct SavedGame {
    session: SavedGaps,
    recorded: bool,
}

/// What a change produced: its events, and whether it was a new deal (never counted).
pub(crate) struct GapsStep {
    events: Vec<GapsEvent>,
    dealt: bool,
}

impl GapsStep {
    fn of(events: Vec<GapsEvent>) -> GapsStep {
        GapsStep {
            events,
            dealt: false,
        }
    }
}

/// One of the two Gaps games.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GapsKind(pub(crate) GapsVariant);

impl Kind for GapsKind {
    type Game = GapsGame;
    type Saved = SavedGame;
    type Step = GapsStep;
    type Response = GapsResponse;

    fn store_key(&self) -> String {
        format!("game.{}", game_key(self.0))
    }

    fn save(&self, game: &GapsGame) -> SavedGame {
        SavedGame {
            session: game.session.save(),
            recorded: game.recorded,
        }
    }

    const RECORD_PATH: &'static [&'static str] = &["session", "record"];
    type Action = GapsAction;

    fn lists<'a>(&self, game: &'a GapsGame) -> [&'a [GapsAction]; 2] {
        let record = game.session.record();
        [record.actions(), record.undone()]
    }

    fn fields(&self, game: &GapsGame) -> Vec<(&'static str, Value)> {
        vec![
            ("recorded", Value::Bool(game.recorded)),
            (
                "session.tournament",
                serde_json::to_value(game.session.tournament()).unwrap_or(Value::Null),
            ),
        ]
    }

    fn load(&self, saved: SavedGame) -> Result<GapsGame, String> {
        match GapsSession::load(saved.session) {
            Ok(session) if session.game().rules().variant == self.0 => Ok(GapsGame {
                session,
                recorded: saved.recorded,
            }),
            Ok(_) => Err("a game of another kind".to_string()),
            Err(e) => Err(e.message),
        }
    }

    fn is_over(&self, game: &GapsGame) -> bool {
        game.session.game().is_over()
    }

    fn finish(&self, game: &mut GapsGame, step: &GapsStep, core: &mut Core) -> Option<GameOver> {
        let finish = !step.dealt
            && !game.recorded
            && game.session.tournament().is_none()
            && game.session.game().is_over();
        if !finish {
            return None;
        }
        game.recorded = true;
        let won = game.session.game().status() == GapsStatus::Won;
        Some(core.record_result(game_key(self.0), won, game.session.score()))
    }

    fn respond(
        &self,
        game: &GapsGame,
        core: &Core,
        step: GapsStep,
        finished: Option<GameOver>,
    ) -> GapsResponse {
        GapsResponse {
            version: core.version,
            view: game.session.view(),
            events: step.events,
            finished,
        }
    }
}

impl Session<GapsKind> {
    pub(crate) fn resume(&self, core: &Core) -> Option<GapsResponse> {
        self.current(core, GapsStep::of(Vec::new()))
    }

    /// Starts a new deal, with `rules` or else the settings' rules for the variant. A game left
    /// unfinished counts as a game played and not won; a tournament in progress is closed and
    /// its results kept.
    pub(crate) fn new_game(
        &mut self,
        core: &mut Core,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<GapsRules>,
    ) -> Result<GapsResponse, CommandError> {
        let variant = self.kind.0;
        self.start(core, seen, |old, core| {
            let rules = rules.unwrap_or_else(|| core.profile.settings.rules_for(variant));
            if rules.variant != variant {
                return Err(CommandError::new(
                    RuleCode::BadRules,
                    "Those rules are for another game.",
                ));
            }
            rules.validate()?;
            let deal = pick_deal(deal)?;
            if let Some(old) = old {
                close(variant, old, core);
            }
            let game = GapsGame {
                session: GapsSession::new(rules, deal),
                recorded: false,
            };
            let step = GapsStep {
                events: Vec::new(),
                dealt: true,
            };
            Ok((game, step))
        })
    }

    fn step(
        &mut self,
        core: &mut Core,
        seen: u64,
        change: impl FnOnce(&mut GapsSession) -> Result<Vec<GapsEvent>, CommandError>,
    ) -> Result<GapsResponse, CommandError> {
        self.change(core, seen, |game, _| {
            Ok(GapsStep::of(change(&mut game.session)?))
        })
    }

    pub(crate) fn act(
        &mut self,
        core: &mut Core,
        seen: u64,
        action: GapsAction,
    ) -> Result<GapsResponse, CommandError> {
        self.step(core, seen, |s| Ok(s.apply(&action)?))
    }

    pub(crate) fn undo(
        &mut self,
        core: &mut Core,
        seen: u64,
    ) -> Result<GapsResponse, CommandError> {
        self.step(core, seen, |s| {
            s.undo()?;
            Ok(Vec::new())
        })
    }

    pub(crate) fn redo(
        &mut self,
        core: &mut Core,
        seen: u64,
    ) -> Result<GapsResponse, CommandError> {
        self.step(core, seen, |s| Ok(s.redo()?))
    }

    pub(crate) fn tournament_start(
        &mut self,
        core: &mut Core,
        seen: u64,
        player: &str,
    ) -> Result<GapsResponse, CommandError> {
        self.step(core, seen, |s| {
            s.start_tournament(player)?;
            Ok(Vec::new())
        })
    }

    pub(crate) fn tournament_next(
        &mut self,
        core: &mut Core,
        seen: u64,
        player: &str,
    ) -> Result<GapsResponse, CommandError> {
        self.step(core, seen, |s| {
            s.next_player(player)?;
            Ok(Vec::new())
        })
    }

    /// The game to show a solution for. A lost game stays as it is. A game in progress is
    /// given up: counted as played and not won, and replaced by a new deal (`deal`, else a
    /// random one; the settings' rules), so the solution cannot be used to finish it. Returns
    /// the record to solve and, when a new deal replaced it, that deal's response.
    pub(crate) fn give_up(
        &mut self,
        core: &mut Core,
        seen: u64,
        deal: Option<DealNumber>,
    ) -> Result<(Record<Gaps>, Option<GapsResponse>), CommandError> {
        let game = self.game()?;
        if game.session.tournament().is_some() {
            return Err(CommandError::new(
                RuleCode::Tournament,
                "A tournament deal cannot be given up; finish it or start a new deal.",
            ));
        }
        let record = game.session.record().clone();
        match game.session.game().status() {
            GapsStatus::Lost => Ok((record, None)),
            GapsStatus::Won => Err(CommandError::new(
                RuleCode::GameOver,
                "This deal is won already.",
            )),
            GapsStatus::Playing | GapsStatus::Stuck => {
                let response = self.new_game(core, seen, deal, None)?;
                Ok((record, Some(response)))
            }
        }
    }

    /// A copy of the game in progress, for slow read-only work (the solver) outside the lock.
    pub(crate) fn snapshot(&self) -> Result<Gaps, CommandError> {
        Ok(self.game()?.session.game().clone())
    }

    /// The rules of the game in progress, if any.
    pub(crate) fn rules(&self) -> Option<GapsRules> {
        Some(*self.game.as_ref()?.session.game().rules())
    }

    /// Why tapping `slot` does nothing, or `None` when the tap would act.
    pub(crate) fn explain(&self, slot: Slot) -> Result<Option<String>, CommandError> {
        Ok(self.game()?.session.game().explain(slot))
    }
}

/// Counts an abandoned game and files a finished tournament.
fn close(variant: GapsVariant, old: &GapsGame, core: &mut Core) {
    match old.session.tournament() {
        Some(t) => {
            let mut entries = t.finished.clone();
            entries.push(TournamentEntry {
                player: t.current.clone(),
                score: old.session.score(),
            });
            core.file_tournament(TournamentResult {
                variant,
                deal: old.session.record().deal(),
                entries,
            });
        }
        None if !old.recorded && old.session.record().can_undo() => {
            core.record_result(game_key(variant), false, old.session.score());
        }
        None => {}
    }
}
