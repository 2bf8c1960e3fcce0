//! Deals of the day on this device: which game slot is playing which day's deal, the finished
//! dailies (the page works out the streak and each game's month calendar from them with its
//! own clock, so a test can set the date), and the Gaps results waiting to go to the board of
//! the server set in Settings (sent by `daily_send`, again later if the server was not reached).
//!
//! A daily is played in its game's ordinary slot: starting one is starting a new game there,
//! marked with its day (`DailyBook::playing`); a new game of any other kind in that slot ends
//! the mark, and the game's end files the result once (`lifecycle.rs`, `commit`).

use crate::error::{AppCode, CommandError};
use quadrille_engine::daily::{shipped, Claim, DailyGame, Day};
use quadrille_engine::deal::DealNumber;
use quadrille_engine::fourside::Level;
use quadrille_engine::gaps::GapsVariant;
use quadrille_engine::soi::SoiLevel;
use quadrille_room::SeatToken;
use quadrille_server::daily_wire::{DailyError, Recorded, SendError, Submission};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

pub(crate) const DAILY_KEY: &str = "daily";
/// Finished dailies kept: over two years of all five games.
const RESULTS_KEPT: usize = 4_000;
/// Results waiting for the board, at most (the oldest is dropped past it).
const OUTBOX_KEPT: usize = 100;
/// The first day with a deal of the day in the app.
pub const FIRST_DAY: &str = "2026-12-01";

/// Where a finished daily stands with the board of the server set in Settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "state", rename_all = "snake_case")]
#[ts(export)]
pub enum BoardState {
    /// Kept on this device only: Soi and FourSide have no board, or no server was set.
    Local,
    /// To be sent (the server was not reached yet).
    Waiting,
    /// On the day's board.
    Recorded,
    /// The server read it and will not record it (`why`: its code).
    Refused { why: String },
}

/// A finished deal of the day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct DailyResult {
    pub game: DailyGame,
    /// `YYYY-MM-DD`.
    pub day: String,
    /// When it ended (Unix seconds): on its own day it counts for the streak.
    #[ts(type = "number")]
    pub finished_at: u64,
    pub won: bool,
    pub score: u32,
    /// The person's moves (Gaps: card moves; Soi: asks; FourSide: tiles placed).
    pub moves: u32,
    /// The shape of the end, for the shared line of symbols: Gaps, each row's cards in place;
    /// Soi, the person's place; FourSide, nothing.
    pub marks: Vec<u8>,
    pub board: BoardState,
}

/// How a finished game ended, as its kind tells the daily (`Kind::daily_outcome`).
pub struct DailyOutcome {
    pub won: bool,
    pub score: u32,
    pub moves: u32,
    pub marks: Vec<u8>,
    /// A Gaps game's claim for the board.
    pub claim: Option<Claim>,
}

/// A Gaps result waiting for the board.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Pending {
    game: DailyGame,
    day: String,
    claim: Claim,
}

/// Everything the app keeps about the deals of the day (saved under `DAILY_KEY`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct DailyBook {
    /// This device's key on the boards (kept as a hash there), made with its first result.
    #[serde(default)]
    key: Option<SeatToken>,
    /// The day each game slot is playing.
    #[serde(default)]
    playing: BTreeMap<DailyGame, String>,
    #[serde(default)]
    results: Vec<DailyResult>,
    #[serde(default)]
    outbox: Vec<Pending>,
}

/// What Today shows: the finished dailies, the ones being played, and whether a board is set.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct DailyInfo {
    pub results: Vec<DailyResult>,
    pub playing: Vec<DailyPlaying>,
    pub first_day: String,
    /// A server is set in Settings, so Gaps results go to its board.
    pub board: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct DailyPlaying {
    pub game: DailyGame,
    pub day: String,
}

/// One day's dailies as the page offers them.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct DailyDay {
    pub day: String,
    /// 0 Monday … 6 Sunday: the Gaps deals get harder through the week.
    pub weekday: u8,
    pub soi_level: SoiLevel,
    pub fourside_level: Level,
    /// Games without a deal that day in this version of the app (Chinese Puzzle's are computed
    /// ahead and shipped).
    pub unavailable: Vec<DailyGame>,
}

impl DailyBook {
    pub(crate) fn is_done(&self, game: DailyGame, day: Day) -> bool {
        let day = day.to_string();
        self.results.iter().any(|r| r.game == game && r.day == day)
    }

    /// `game`'s slot now plays `day`'s deal.
    pub(crate) fn play(&mut self, game: DailyGame, day: Day) {
        self.playing.insert(game, day.to_string());
    }

    /// `game`'s slot plays something else; whether it was playing a daily.
    pub(crate) fn stop(&mut self, game: DailyGame) -> bool {
        self.playing.remove(&game).is_some()
    }

    /// Files the end of `game`'s daily, if its slot was playing one: the result, and its claim
    /// for the board when a server is set.
    pub(crate) fn finish(
        &mut self,
        game: DailyGame,
        outcome: DailyOutcome,
        board: bool,
        now: u64,
    ) -> Option<DailyResult> {
        let day = self.playing.remove(&game)?;
        let waiting = match outcome.claim {
            Some(claim) if board => {
                self.key
                    .get_or_insert_with(|| SeatToken::random(&mut rand::rng()));
                self.outbox.push(Pending {
                    game,
                    day: day.clone(),
                    claim,
                });
                let excess = self.outbox.len().saturating_sub(OUTBOX_KEPT);
                self.outbox.drain(..excess);
                true
            }
            _ => false,
        };
        let result = DailyResult {
            game,
            day,
            finished_at: now,
            won: outcome.won,
            score: outcome.score,
            moves: outcome.moves,
            marks: outcome.marks,
            board: if waiting {
                BoardState::Waiting
            } else {
                BoardState::Local
            },
        };
        self.results.push(result.clone());
        let excess = self.results.len().saturating_sub(RESULTS_KEPT);
        self.results.drain(..excess);
        Some(result)
    }

    pub(crate) fn info(&self, board: bool) -> DailyInfo {
        DailyInfo {
            results: self.results.clone(),
            playing: self
                .playing
                .iter()
                .map(|(&game, day)| DailyPlaying {
                    game,
                    day: day.clone(),
                })
                .collect(),
            first_day: FIRST_DAY.to_string(),
            board,
        }
    }

    /// The results to send now, as the board reads them, with `name` on them.
    pub(crate) fn to_send(&self, name: &str) -> Vec<(DailyGame, Submission)> {
        let Some(key) = &self.key else {
            return Vec::new();
        };
        self.outbox
            .iter()
            .map(|p| {
                let submission = Submission {
                    game: p.game.name().to_string(),
                    day: p.day.clone(),
                    name: name.to_string(),
                    player: key.clone(),
                    claim: p.claim.clone(),
                };
                (p.game, submission)
            })
            .collect()
    }

    /// What the board answered about `game`'s result of `day`; whether anything changed.
    pub(crate) fn sent(
        &mut self,
        game: DailyGame,
        day: &str,
        answer: &Result<Recorded, SendError>,
    ) -> bool {
        let state = match answer {
            // Sent twice (an answer lost on the way): it is on the board.
            Ok(_) | Err(SendError::Refused(DailyError::AlreadyRecorded)) => BoardState::Recorded,
            Err(SendError::Refused(e)) => BoardState::Refused {
                why: refusal_code(e),
            },
            Err(SendError::Later(_)) => return false,
        };
        self.outbox.retain(|p| !(p.game == game && p.day == day));
        if let Some(r) = self
            .results
            .iter_mut()
            .find(|r| r.game == game && r.day == day)
        {
            r.board = state;
        }
        true
    }
}

/// A board's refusal as its code (`not_replayed`, `out_of_days`, …).
fn refusal_code(e: &DailyError) -> String {
    serde_json::to_value(e)
        .ok()
        .and_then(|v| v.get("code")?.as_str().map(str::to_string))
        .unwrap_or_else(|| "refused".to_string())
}

/// Today (UTC) by this device's clock.
pub(crate) fn today() -> Day {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Day::of_unix_seconds(now as i64).unwrap_or(Day(0))
}

pub(crate) fn now_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A day the page may play: `YYYY-MM-DD`, from `FIRST_DAY` to today. (A device ahead of UTC
/// still plays UTC's day: every device agrees on the day's deal.)
pub(crate) fn playable_day(text: &str) -> Result<Day, CommandError> {
    let bad = |why: &str| CommandError::new(AppCode::BadDay, format!("{text:.12}: {why}"));
    let day = Day::parse(text).ok_or_else(|| bad("not a date of the form YYYY-MM-DD"))?;
    let first = Day::parse(FIRST_DAY).expect("the first day is a date");
    if day < first {
        return Err(bad("before the first deal of the day"));
    }
    if day > today() {
        return Err(bad("a day still to come"));
    }
    Ok(day)
}

/// `variant`'s deal of `day`: shipped, else (SolitaireX, Montana) chosen here, which takes up
/// to seconds on the hardest days. Chinese Puzzle's search is far too deep for a phone: its
/// days come from the shipped table only.
pub(crate) fn gaps_deal(variant: GapsVariant, day: Day) -> Option<DealNumber> {
    match variant {
        GapsVariant::ChinesePuzzle => shipped(variant, day),
        _ => quadrille_engine::daily::gaps_daily_deal(variant, day),
    }
}

pub(crate) fn unavailable(game: DailyGame, day: Day) -> CommandError {
    CommandError::new(
        AppCode::DailyUnavailable,
        format!(
            "This version of the app has no {} deal for {day}.",
            game.name()
        ),
    )
}

/// What the page offers for `day`.
pub(crate) fn day_offer(day: Day) -> DailyDay {
    DailyDay {
        day: day.to_string(),
        weekday: day.weekday(),
        soi_level: quadrille_engine::daily::soi_daily(day).1,
        fourside_level: quadrille_engine::daily::fourside_daily(day).1,
        unavailable: shipped(GapsVariant::ChinesePuzzle, day)
            .is_none()
            .then_some(DailyGame::ChinesePuzzle)
            .into_iter()
            .collect(),
    }
}

/// A line of a day's board, as the page shows it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct BoardLine {
    pub name: String,
    pub score: u32,
    pub moves: u32,
    /// When it was sent (Unix seconds).
    #[ts(type = "number")]
    pub at: u64,
}

/// `game`'s board of `day` at `server` (none set, a game without a board, or not reached: a
/// typed error).
pub(crate) async fn board(
    server: &str,
    game: DailyGame,
    day: Day,
) -> Result<Vec<BoardLine>, CommandError> {
    let unreachable = |why: String| CommandError::new(AppCode::Unreachable, why);
    if server.is_empty() || game.gaps_variant().is_none() {
        return Err(CommandError::new(
            AppCode::NoBoard,
            "There is no board for that game, or no server is set.",
        ));
    }
    let lines = quadrille_server::daily_wire::board(server, game.name(), &day.to_string())
        .await
        .map_err(|e| unreachable(e.to_string()))?;
    Ok(lines
        .into_iter()
        .map(|l| BoardLine {
            name: l.name,
            score: l.score.min(u64::from(u32::MAX)) as u32,
            moves: l.moves.min(u64::from(u32::MAX)) as u32,
            at: l.at,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(claim: Option<Claim>) -> DailyOutcome {
        DailyOutcome {
            won: true,
            score: 48,
            moves: 70,
            marks: vec![12; 4],
            claim,
        }
    }

    fn claim() -> Claim {
        Claim::new(7, Vec::new(), 0)
    }

    #[test]
    fn a_daily_is_filed_once_and_only_while_its_slot_plays_it() {
        let mut book = DailyBook::default();
        let day = Day::parse("2026-12-07").unwrap();
        assert!(book
            .finish(DailyGame::Soi, outcome(None), true, 1)
            .is_none());
        book.play(DailyGame::Soi, day);
        let filed = book.finish(DailyGame::Soi, outcome(None), true, 5).unwrap();
        assert_eq!(
            (filed.day.as_str(), filed.board),
            ("2026-12-07", BoardState::Local)
        );
        assert!(book.is_done(DailyGame::Soi, day));
        assert!(!book.is_done(DailyGame::Montana, day));
        assert!(book
            .finish(DailyGame::Soi, outcome(None), true, 6)
            .is_none());
        book.play(DailyGame::Montana, day);
        assert!(book.stop(DailyGame::Montana));
        assert!(book
            .finish(DailyGame::Montana, outcome(Some(claim())), true, 7)
            .is_none());
    }

    #[test]
    fn a_gaps_result_waits_for_the_board_until_it_answers() {
        let mut book = DailyBook::default();
        let day = Day::parse("2026-12-07").unwrap();
        book.play(DailyGame::Montana, day);
        let filed = book
            .finish(DailyGame::Montana, outcome(Some(claim())), true, 5)
            .unwrap();
        assert_eq!(filed.board, BoardState::Waiting);
        let sends = book.to_send("Ann");
        assert_eq!(sends.len(), 1);
        assert_eq!(sends[0].1.game, "montana");
        let later = Err(SendError::Later("offline".into()));
        assert!(!book.sent(DailyGame::Montana, "2026-12-07", &later));
        assert_eq!(book.to_send("Ann").len(), 1, "kept for later");
        let refused = Err(SendError::Refused(DailyError::OutOfDays));
        assert!(book.sent(DailyGame::Montana, "2026-12-07", &refused));
        assert!(book.to_send("Ann").is_empty());
        assert_eq!(
            book.results[0].board,
            BoardState::Refused {
                why: "out_of_days".into()
            }
        );
    }

    #[test]
    fn without_a_server_a_gaps_result_stays_on_the_device() {
        let mut book = DailyBook::default();
        book.play(DailyGame::SolitaireX, Day::parse("2026-12-07").unwrap());
        let filed = book
            .finish(DailyGame::SolitaireX, outcome(Some(claim())), false, 5)
            .unwrap();
        assert_eq!(filed.board, BoardState::Local);
        assert!(book.to_send("Ann").is_empty());
    }

    #[test]
    fn only_days_from_the_first_to_today_are_played() {
        assert!(playable_day(FIRST_DAY).is_ok());
        assert!(playable_day(&today().to_string()).is_ok());
        for bad in ["2026-11-30", "2026-13-01", "tomorrow", "", "9999-12-31"] {
            assert_eq!(
                playable_day(bad).unwrap_err().code.as_str(),
                "bad_day",
                "{bad}"
            );
        }
        assert!(playable_day(&Day(today().0 + 1).to_string()).is_err());
    }
}
