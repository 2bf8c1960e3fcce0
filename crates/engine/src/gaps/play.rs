//! A Gaps game as the player lives it: the record (undo, redo, save) plus tournament play.

use super::board::{BoardView, Gaps, GapsAction, GapsEvent};
use super::variant::GapsRules;
use crate::deal::DealNumber;
use crate::game::{Game, Record, RuleCode, RuleError, SavedRecord};
use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

/// The longest player name kept, in characters; longer names are cut.
pub const MAX_NAME_CHARS: usize = 40;
/// Players in one tournament, the current one included.
pub const MAX_TOURNAMENT_PLAYERS: usize = 100;

/// One player's result in a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct TournamentEntry {
    pub player: String,
    pub score: u32,
}

/// Several players play the same deal with the same shuffles, one after another, without undo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct Tournament {
    /// Players who have finished, in playing order.
    pub finished: Vec<TournamentEntry>,
    /// The player at the board now.
    pub current: String,
}

impl Tournament {
    /// The best score so far, the current player's included.
    pub fn high_score(&self, current_score: u32) -> TournamentEntry {
        self.finished
            .iter()
            .cloned()
            .chain(std::iter::once(TournamentEntry {
                player: self.current.clone(),
                score: current_score,
            }))
            .max_by_key(|e| e.score)
            .expect("at least the current player")
    }
}

/// What the UI shows of a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct TournamentView {
    pub current: String,
    pub finished: Vec<TournamentEntry>,
    pub high_score: TournamentEntry,
}

/// The full picture of a Gaps game for the UI.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct GapsView {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub deal: DealNumber,
    pub rules: GapsRules,
    pub board: BoardView,
    pub moves_made: u32,
    pub can_undo: bool,
    pub can_redo: bool,
    /// A tournament can start only before the first move.
    pub can_start_tournament: bool,
    pub tournament: Option<TournamentView>,
}

/// The saved form of a session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGaps {
    pub record: SavedRecord<GapsRules, GapsAction>,
    #[serde(default)]
    pub tournament: Option<Tournament>,
}

#[derive(Debug, Clone)]
pub struct GapsPlay {
    record: Record<Gaps>,
    tournament: Option<Tournament>,
}

impl GapsPlay {
    pub fn new(rules: GapsRules, deal: DealNumber) -> GapsPlay {
        GapsPlay {
            record: Record::new(rules, deal),
            tournament: None,
        }
    }

    pub fn game(&self) -> &Gaps {
        self.record.game()
    }
    pub fn record(&self) -> &Record<Gaps> {
        &self.record
    }
    pub fn tournament(&self) -> Option<&Tournament> {
        self.tournament.as_ref()
    }

    pub fn apply(&mut self, action: &GapsAction) -> Result<Vec<GapsEvent>, RuleError> {
        self.record.apply(action)
    }

    fn refuse_in_tournament(&self, what: &str) -> Result<(), RuleError> {
        match self.tournament {
            Some(_) => Err(RuleError::new(
                RuleCode::Tournament,
                format!("{what} is not allowed in a tournament."),
            )),
            None => Ok(()),
        }
    }

    pub fn undo(&mut self) -> Result<(), RuleError> {
        self.refuse_in_tournament("Undo")?;
        if self.record.undo() {
            Ok(())
        } else {
            Err(RuleError::new(
                RuleCode::NothingToUndo,
                "There is nothing to undo.",
            ))
        }
    }

    pub fn redo(&mut self) -> Result<Vec<GapsEvent>, RuleError> {
        self.refuse_in_tournament("Redo")?;
        self.record
            .redo()
            .ok_or_else(|| RuleError::new(RuleCode::NothingToRedo, "There is nothing to redo."))
    }

    /// Turns this game into a tournament with `player` at the board. Only before any move.
    pub fn start_tournament(&mut self, player: &str) -> Result<(), RuleError> {
        if self.tournament.is_some() {
            return Err(RuleError::new(
                RuleCode::Tournament,
                "A tournament is already under way.",
            ));
        }
        if self.record.can_undo() {
            return Err(RuleError::new(
                RuleCode::TournamentTooLate,
                "A tournament must be chosen before the first move.",
            ));
        }
        self.record = Record::new(*self.record.rules(), self.record.deal());
        self.tournament = Some(Tournament {
            finished: Vec::new(),
            current: player_name(player, 1),
        });
        Ok(())
    }

    /// Records the current player's score and deals the same game afresh for `player`.
    pub fn next_player(&mut self, player: &str) -> Result<TournamentEntry, RuleError> {
        let score = self.score();
        let tournament = self
            .tournament
            .as_mut()
            .ok_or_else(|| RuleError::new(RuleCode::NoTournament, "Start a tournament first."))?;
        if tournament.finished.len() + 1 >= MAX_TOURNAMENT_PLAYERS {
            return Err(RuleError::new(
                RuleCode::TournamentFull,
                format!("A tournament has at most {MAX_TOURNAMENT_PLAYERS} players."),
            ));
        }
        let entry = TournamentEntry {
            player: std::mem::take(&mut tournament.current),
            score,
        };
        tournament.finished.push(entry.clone());
        tournament.current = player_name(player, tournament.finished.len() + 1);
        self.record = Record::new(*self.record.rules(), self.record.deal());
        Ok(entry)
    }

    pub fn score(&self) -> u32 {
        self.game().score() as u32
    }

    pub fn view(&self) -> GapsView {
        let score = self.score();
        GapsView {
            deal: self.record.deal(),
            rules: *self.record.rules(),
            board: self.game().view(()),
            moves_made: self.record.actions().len() as u32,
            can_undo: self.tournament.is_none() && self.record.can_undo(),
            can_redo: self.tournament.is_none() && self.record.can_redo(),
            can_start_tournament: self.tournament.is_none() && !self.record.can_undo(),
            tournament: self.tournament.as_ref().map(|t| TournamentView {
                current: t.current.clone(),
                finished: t.finished.clone(),
                high_score: t.high_score(score),
            }),
        }
    }

    pub fn save(&self) -> SavedGaps {
        SavedGaps {
            record: self.record.save(),
            tournament: self.tournament.clone(),
        }
    }

    pub fn load(saved: SavedGaps) -> Result<GapsPlay, RuleError> {
        saved.record.rules.validate()?;
        if let Some(t) = &saved.tournament {
            let names = t.finished.iter().map(|e| &e.player).chain([&t.current]);
            if t.finished.len() + 1 > MAX_TOURNAMENT_PLAYERS
                || names
                    .into_iter()
                    .any(|n| n.chars().count() > MAX_NAME_CHARS)
            {
                return Err(RuleError::new(
                    RuleCode::BadSave,
                    "The saved tournament has too many players or too long a name.",
                ));
            }
        }
        if saved.tournament.is_some() && !saved.record.undone.is_empty() {
            return Err(RuleError::new(
                RuleCode::BadSave,
                "A tournament game cannot have undone moves.",
            ));
        }
        Ok(GapsPlay {
            record: Record::load(saved.record)?,
            tournament: saved.tournament,
        })
    }
}

/// A trimmed player name, or "Player N" when none was given.
fn player_name(name: &str, n: usize) -> String {
    let name = name.trim();
    if name.is_empty() {
        format!("Player {n}")
    } else {
        name.chars().take(MAX_NAME_CHARS).collect()
    }
}
