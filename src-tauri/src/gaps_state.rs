//! The Gaps games (SolitaireX, Chinese Puzzle) behind the commands: new deals, actions,
//! undo and redo, tournaments; each change saved at once.

use crate::error::{AppCode, CommandError};
use crate::profile::{game_key, TournamentResult};
use crate::state::{parse_action, pick_deal, read, AppState, GameOver, TOURNAMENTS_KEPT};
use crate::storage::Storage;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::{
    Gaps, GapsAction, GapsEvent, GapsRules, GapsSession, GapsStatus, GapsVariant, GapsView,
    SavedGaps, Slot,
};
use quadrille_engine::Game;
use quadrille_engine::RuleCode;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use ts_rs::TS;

fn game_store_key(variant: GapsVariant) -> String {
    format!("game.{}", game_key(variant))
}

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
struct SavedGame {
    session: SavedGaps,
    recorded: bool,
}

/// The Gaps games saved in `storage`; a damaged one is left out and named in `complaints`.
pub(crate) fn load_gaps(
    storage: &dyn Storage,
    complaints: &mut Vec<String>,
) -> BTreeMap<&'static str, GapsGame> {
    let mut gaps = BTreeMap::new();
    for variant in [GapsVariant::SolitaireX, GapsVariant::ChinesePuzzle] {
        let key = game_store_key(variant);
        let Some(saved) = read::<SavedGame>(storage, &key, complaints) else {
            continue;
        };
        match GapsSession::load(saved.session) {
            Ok(session) if session.game().rules().variant == variant => {
                gaps.insert(
                    game_key(variant),
                    GapsGame {
                        session,
                        recorded: saved.recorded,
                    },
                );
            }
            Ok(_) => complaints.push(format!("{key} (a game of another kind)")),
            Err(e) => complaints.push(format!("{key} ({})", e.message)),
        }
    }
    gaps
}

impl AppState {
    fn game(&self, variant: GapsVariant) -> Result<&GapsGame, CommandError> {
        self.gaps.get(game_key(variant)).ok_or_else(|| {
            CommandError::new(
                AppCode::NoGame,
                "There is no game in progress; start a new one.",
            )
        })
    }

    /// The game in progress, to resume it.
    pub fn gaps_current(&self, variant: GapsVariant) -> Option<GapsResponse> {
        let game = self.gaps.get(game_key(variant))?;
        Some(GapsResponse {
            version: self.version,
            view: game.session.view(),
            events: Vec::new(),
            finished: None,
        })
    }

    /// Starts a new deal, with `rules` or else the settings' rules for the variant. A game left
    /// unfinished counts as a game played and not won; a tournament in progress is closed and
    /// its results kept.
    pub fn gaps_new(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<GapsRules>,
    ) -> Result<GapsResponse, CommandError> {
        self.check_version(seen)?;
        let rules = rules.unwrap_or_else(|| self.settings.rules_for(variant));
        if rules.variant != variant {
            return Err(CommandError::new(
                RuleCode::BadRules,
                "Those rules are for another game.",
            ));
        }
        rules.validate()?;
        let deal = pick_deal(deal)?;
        if let Some(old) = self.gaps.remove(game_key(variant)) {
            self.close(variant, old);
        }
        let game = GapsGame {
            session: GapsSession::new(rules, deal),
            recorded: false,
        };
        self.gaps.insert(game_key(variant), game);
        self.commit(variant, Vec::new(), false)
    }

    /// Counts an abandoned game and files a finished tournament.
    fn close(&mut self, variant: GapsVariant, old: GapsGame) {
        match old.session.tournament() {
            Some(t) => {
                let mut entries = t.finished.clone();
                entries.push(quadrille_engine::gaps::TournamentEntry {
                    player: t.current.clone(),
                    score: old.session.score(),
                });
                self.tournaments.push(TournamentResult {
                    variant,
                    deal: old.session.record().deal(),
                    entries,
                });
                let excess = self.tournaments.len().saturating_sub(TOURNAMENTS_KEPT);
                self.tournaments.drain(..excess);
            }
            None if !old.recorded && old.session.record().can_undo() => {
                self.record_result(game_key(variant), false, old.session.score());
            }
            None => {}
        }
    }

    /// Runs `change` on the game; on success bumps the version, records a finished game,
    /// saves, and answers with the new view.
    fn change(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        change: impl FnOnce(&mut GapsSession) -> Result<Vec<GapsEvent>, CommandError>,
    ) -> Result<GapsResponse, CommandError> {
        self.check_version(seen)?;
        self.game(variant)?;
        let game = self.gaps.get_mut(game_key(variant)).expect("checked");
        let events = change(&mut game.session)?;
        self.commit(variant, events, true)
    }

    fn commit(
        &mut self,
        variant: GapsVariant,
        events: Vec<GapsEvent>,
        may_finish: bool,
    ) -> Result<GapsResponse, CommandError> {
        self.version += 1;
        let key = game_key(variant);
        let game = self.gaps.get_mut(key).expect("a game to commit");
        let finish = may_finish
            && !game.recorded
            && game.session.tournament().is_none()
            && game.session.game().is_over();
        let mut finished = None;
        if finish {
            game.recorded = true;
            let won = game.session.game().status() == GapsStatus::Won;
            let score = game.session.score();
            finished = Some(self.record_result(key, won, score));
        }
        let game = &self.gaps[key];
        let saved = SavedGame {
            session: game.session.save(),
            recorded: game.recorded,
        };
        let view = game.session.view();
        self.save_game(&game_store_key(variant), &saved)?;
        Ok(GapsResponse {
            version: self.version,
            view,
            events,
            finished,
        })
    }

    /// A copy of the game in progress and the version it belongs to, for slow read-only work
    /// (the solver) done outside the lock.
    pub fn gaps_snapshot(&self, variant: GapsVariant) -> Result<(u64, Gaps), CommandError> {
        Ok((self.version, self.game(variant)?.session.game().clone()))
    }

    /// The rules of the game in progress, or else the settings' rules for `variant`.
    pub fn gaps_rules(&self, variant: GapsVariant) -> GapsRules {
        self.gaps.get(game_key(variant)).map_or_else(
            || self.settings.rules_for(variant),
            |g| *g.session.game().rules(),
        )
    }

    /// Why tapping `slot` does nothing, or `None` when the tap would act.
    pub fn gaps_explain(
        &self,
        variant: GapsVariant,
        slot: Slot,
    ) -> Result<Option<String>, CommandError> {
        Ok(self.game(variant)?.session.game().explain(slot))
    }

    pub fn gaps_act(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        action: Value,
    ) -> Result<GapsResponse, CommandError> {
        let action: GapsAction = parse_action(action)?;
        self.change(variant, seen, |s| Ok(s.apply(&action)?))
    }

    pub fn gaps_undo(
        &mut self,
        variant: GapsVariant,
        seen: u64,
    ) -> Result<GapsResponse, CommandError> {
        self.change(variant, seen, |s| {
            s.undo()?;
            Ok(Vec::new())
        })
    }

    pub fn gaps_redo(
        &mut self,
        variant: GapsVariant,
        seen: u64,
    ) -> Result<GapsResponse, CommandError> {
        self.change(variant, seen, |s| Ok(s.redo()?))
    }

    pub fn gaps_tournament_start(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        player: &str,
    ) -> Result<GapsResponse, CommandError> {
        self.change(variant, seen, |s| {
            s.start_tournament(player)?;
            Ok(Vec::new())
        })
    }

    pub fn gaps_tournament_next(
        &mut self,
        variant: GapsVariant,
        seen: u64,
        player: &str,
    ) -> Result<GapsResponse, CommandError> {
        self.change(variant, seen, |s| {
            s.next_player(player)?;
            Ok(Vec::new())
        })
    }
}
