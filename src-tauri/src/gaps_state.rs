//! The Gaps games (SolitaireX, Chinese Puzzle, Montana) behind the commands: new deals,
//! actions, undo and redo, tournaments. One game slot per variant; the lifecycle is `GameSlot`'s.

use crate::daily::DailyOutcome;
use crate::error::CommandError;
use crate::lifecycle::{parse_action, pick_deal, Core, GameOver, GameSlot, Kind, Tally, Unusable};
use crate::profile::{game_key, stats_key, TournamentResult};
use quadrille_engine::daily::{Claim, DailyGame, Day};
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::{
    Gaps, GapsAction, GapsEvent, GapsPlay, GapsRules, GapsStatus, GapsVariant, GapsView, GapsWhy,
    SavedGaps, Slot, TournamentEntry,
};
use quadrille_engine::{Record, RuleCode};
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
pub struct GapsGame {
    pub(crate) play: GapsPlay,
    recorded: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SavedGame {
    /// Saved as `session`, its name in saves before the rename.
    #[serde(rename = "session")]
    play: SavedGaps,
    recorded: bool,
}

/// One of the Gaps games (`GapsVariant::ALL`).
#[derive(Debug, Clone, Copy)]
pub struct GapsKind(pub(crate) GapsVariant);

impl Kind for GapsKind {
    type Engine = Gaps;
    type Game = GapsGame;
    type Saved = SavedGame;
    /// A change's events.
    type Step = Vec<GapsEvent>;
    type Response = GapsResponse;

    fn store_key(&self) -> String {
        format!("game.{}", game_key(self.0))
    }

    fn save(&self, game: &GapsGame) -> SavedGame {
        SavedGame {
            play: game.play.save(),
            recorded: game.recorded,
        }
    }

    fn record<'a>(&self, game: &'a GapsGame) -> &'a Record<Gaps> {
        game.play.record()
    }

    const RECORD_PATH: &'static [&'static str] = &["session", "record"];

    fn fields(&self, game: &GapsGame) -> Vec<(&'static str, Value)> {
        vec![
            ("recorded", Value::Bool(game.recorded)),
            (
                "session.tournament",
                serde_json::to_value(game.play.tournament()).unwrap_or(Value::Null),
            ),
        ]
    }

    fn load(&self, saved: SavedGame) -> Result<GapsGame, Unusable> {
        match GapsPlay::load(saved.play) {
            Ok(play) if play.game().rules().variant == self.0 => Ok(GapsGame {
                play,
                recorded: saved.recorded,
            }),
            Ok(_) => Err(Unusable::OtherKind),
            Err(e) => Err(e.into()),
        }
    }

    /// Counted for every game but a tournament's (whose results are filed on their own).
    fn tally(&self, game: &GapsGame) -> Option<Tally> {
        let play = &game.play;
        play.tournament().is_none().then(|| Tally {
            key: stats_key(game_key(self.0), ()),
            won: play.game().status() == GapsStatus::Won,
            score: play.score(),
        })
    }

    fn recorded(&self, game: &GapsGame) -> bool {
        game.recorded
    }

    fn daily_game(&self) -> DailyGame {
        DailyGame::of(self.0)
    }

    fn guide_moves(&self) -> Vec<GapsAction> {
        crate::guide::moves(quadrille_engine::guide::gaps_guide(self.0).steps)
    }

    fn person_moves(&self, game: &GapsGame) -> usize {
        game.play.record().actions().len()
    }

    /// Each row's cards in place, and the claim the board replays.
    fn daily_outcome(&self, game: &GapsGame) -> DailyOutcome {
        let play = &game.play;
        let end = play.game();
        let rows = end.spec().rows;
        let claim = Claim::new(
            play.record().deal(),
            play.record().actions().to_vec(),
            end.score(),
        );
        DailyOutcome {
            won: end.status() == GapsStatus::Won,
            score: play.score(),
            moves: claim.moves as u32,
            marks: (0..rows).map(|r| end.run_length(r) as u8).collect(),
            claim: Some(claim),
        }
    }

    fn set_recorded(&self, game: &mut GapsGame) {
        game.recorded = true;
    }

    fn respond(
        &self,
        game: &GapsGame,
        core: &Core,
        events: Vec<GapsEvent>,
        finished: Option<GameOver>,
    ) -> GapsResponse {
        GapsResponse {
            version: core.version,
            view: game.play.view(),
            events,
            finished,
        }
    }
}

impl GameSlot<GapsKind> {
    /// Starts a new deal, with `rules` or else the settings' rules for the variant. A game left
    /// unfinished counts as a game played and not won (see `GameSlot::start`); a tournament in
    /// progress is closed and its results kept.
    pub fn new_game(
        &mut self,
        core: &mut Core,
        seen: u64,
        deal: Option<DealNumber>,
        rules: Option<GapsRules>,
    ) -> Result<GapsResponse, CommandError> {
        let variant = self.kind.0;
        self.start(core, seen, |old, core| {
            fresh_game(variant, old, core, deal, rules)
        })
    }

    /// The guided game, under the standard rules.
    pub fn guide(&mut self, core: &mut Core, seen: u64) -> Result<GapsResponse, CommandError> {
        let variant = self.kind.0;
        let guide = quadrille_engine::guide::gaps_guide(variant);
        self.start_guide(core, seen, |old, core| {
            fresh_game(variant, old, core, Some(guide.deal), Some(guide.rules))
        })
    }

    /// `day`'s deal of the day, `deal`, under the standard rules.
    pub fn daily(
        &mut self,
        core: &mut Core,
        seen: u64,
        day: Day,
        deal: DealNumber,
    ) -> Result<GapsResponse, CommandError> {
        let variant = self.kind.0;
        let rules = GapsRules::standard(variant);
        self.start_daily(core, seen, day, |old, core| {
            fresh_game(variant, old, core, Some(deal), Some(rules))
        })
    }

    fn step(
        &mut self,
        core: &mut Core,
        seen: u64,
        change: impl FnOnce(&mut GapsPlay) -> Result<Vec<GapsEvent>, CommandError>,
    ) -> Result<GapsResponse, CommandError> {
        self.change(core, seen, |game, _| change(&mut game.play))
    }

    /// A move or a reshuffle, parsed here so a malformed one gets a `bad_action` error.
    pub fn act(
        &mut self,
        core: &mut Core,
        seen: u64,
        action: Value,
    ) -> Result<GapsResponse, CommandError> {
        let action: GapsAction = parse_action(action)?;
        core.check_version(seen)?;
        self.guided(core, Some(&action))?;
        self.step(core, seen, |s| Ok(s.apply(&action)?))
    }

    pub fn undo(&mut self, core: &mut Core, seen: u64) -> Result<GapsResponse, CommandError> {
        self.guided(core, None)?;
        self.step(core, seen, |s| {
            s.undo()?;
            Ok(Vec::new())
        })
    }

    pub fn redo(&mut self, core: &mut Core, seen: u64) -> Result<GapsResponse, CommandError> {
        self.guided(core, None)?;
        self.step(core, seen, |s| Ok(s.redo()?))
    }

    pub fn tournament_start(
        &mut self,
        core: &mut Core,
        seen: u64,
        player: &str,
    ) -> Result<GapsResponse, CommandError> {
        self.guided(core, None)?;
        self.step(core, seen, |s| {
            s.start_tournament(player)?;
            Ok(Vec::new())
        })
    }

    pub fn tournament_next(
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
    pub fn give_up(
        &mut self,
        core: &mut Core,
        seen: u64,
        deal: Option<DealNumber>,
    ) -> Result<(Record<Gaps>, Option<GapsResponse>), CommandError> {
        let game = self.game()?;
        if game.play.tournament().is_some() {
            return Err(CommandError::new(
                RuleCode::Tournament,
                "A tournament deal cannot be given up; finish it or start a new deal.",
            ));
        }
        let record = game.play.record().clone();
        match game.play.game().status() {
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
    pub fn snapshot(&self) -> Result<Gaps, CommandError> {
        Ok(self.game()?.play.game().clone())
    }

    /// The rules of the game in progress, if any.
    pub fn rules(&self) -> Option<GapsRules> {
        Some(*self.game.as_ref()?.play.game().rules())
    }

    /// Why tapping `slot` does nothing, or `None` when the tap would act.
    pub fn explain(&self, slot: Slot) -> Result<Option<GapsWhy>, CommandError> {
        Ok(self.game()?.play.game().explain(slot))
    }
}

/// A new deal of `variant`, with `rules` or else the settings' rules; the tournament the old
/// game was part of is filed.
fn fresh_game(
    variant: GapsVariant,
    old: Option<&GapsGame>,
    core: &mut Core,
    deal: Option<DealNumber>,
    rules: Option<GapsRules>,
) -> Result<(GapsGame, Vec<GapsEvent>), CommandError> {
    let rules = rules.unwrap_or_else(|| core.profile.settings.rules_for(variant));
    if rules.variant != variant {
        return Err(CommandError::new(
            RuleCode::BadRules,
            "Those rules are for another game.",
        ));
    }
    rules.validate()?;
    let deal = pick_deal(deal)?;
    if let Some(t) = old.and_then(|old| finished_tournament(variant, old)) {
        core.file_tournament(t);
    }
    let game = GapsGame {
        play: GapsPlay::new(rules, deal),
        recorded: false,
    };
    Ok((game, Vec::new()))
}

/// The results of the tournament an old game was part of, its current player's included.
fn finished_tournament(variant: GapsVariant, old: &GapsGame) -> Option<TournamentResult> {
    let t = old.play.tournament()?;
    let mut entries = t.finished.clone();
    entries.push(TournamentEntry {
        player: t.current.clone(),
        score: old.play.score(),
    });
    Some(TournamentResult {
        variant,
        deal: old.play.record().deal(),
        entries,
    })
}
