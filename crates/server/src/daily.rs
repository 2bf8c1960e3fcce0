//! The deals of the day's boards (`POST /daily`, `GET /daily/{game}/{day}`): a finished daily
//! game of SolitaireX, Montana or Chinese Puzzle is sent as its claim (the day's deal, every
//! action, the score and moves shown), replayed with the engine (`daily::verify`) and recorded
//! only if it ends as claimed. A board lists a day's results by score, then moves, then time of
//! sending. It proves the game was played by the rules to that end, not that it was played
//! unaided. Soi and FourSide have no board: their dailies are derived from the date, so anyone
//! could compute their hidden cards.
//!
//! One result per player key, day and game (the key is kept only as its hash); names are
//! cleaned as in rooms; an address may send `dailies_per_hour` results an hour; a day takes
//! results from 31 days before the server's day to the day after it (a player ahead of UTC).

pub use crate::daily_wire::{DailyError, Recorded, Submission};
use crate::rooms::{now, Rooms};
use crate::store::{token_hash, BoardRow, DailyResult};
use quadrille_engine::daily::{gaps_daily_deal, shipped, verify, DailyGame, Day};
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::GapsVariant;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use tokio::sync::Mutex as AsyncMutex;

/// The most lines a board shows.
pub const BOARD_LINES: u32 = 100;
/// Days before the server's day that still take results (earlier days of the month are played
/// for the calendar).
const DAYS_BACK: i64 = 31;

/// The days' deals this node has chosen (or read from the shipped table), so that each is
/// chosen once; choosing runs on a blocking thread, one at a time.
#[derive(Default)]
pub struct Deals {
    known: Mutex<HashMap<(DailyGame, Day), DealNumber>>,
    choosing: AsyncMutex<()>,
}

impl Deals {
    async fn of(&self, game: DailyGame, day: Day) -> Option<DealNumber> {
        let known = |deals: &Self| {
            deals
                .known
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get(&(game, day))
                .copied()
        };
        if let Some(deal) = known(self) {
            return Some(deal);
        }
        let _turn = self.choosing.lock().await;
        if let Some(deal) = known(self) {
            return Some(deal);
        }
        let variant = game.gaps_variant()?;
        // Chinese Puzzle's choice is far too deep to make on request (a request could hold a
        // core for hours): its days come from the shipped table only.
        if variant == GapsVariant::ChinesePuzzle {
            return shipped(variant, day);
        }
        let deal = tokio::task::spawn_blocking(move || gaps_daily_deal(variant, day))
            .await
            .ok()??;
        self.known
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert((game, day), deal);
        Some(deal)
    }
}

fn game_of(name: &str) -> Result<DailyGame, DailyError> {
    DailyGame::ALL
        .into_iter()
        .find(|g| g.name() == name && g.gaps_variant().is_some())
        .ok_or(DailyError::NoBoard)
}

/// The server's day, from its clock.
fn today() -> Day {
    Day::of_unix_seconds(now() as i64).unwrap_or(Day(0))
}

fn day_of(text: &str) -> Result<Day, DailyError> {
    let day = Day::parse(text).ok_or(DailyError::OutOfDays)?;
    let today = today();
    if day.0 < today.0 - DAYS_BACK || day.0 > today.0 + 1 {
        return Err(DailyError::OutOfDays);
    }
    Ok(day)
}

/// Checks and records a daily result sent from `address`, with the day's deal from `deals`.
pub async fn submit(
    rooms: &Rooms,
    deals: &Deals,
    submission: Submission,
    address: IpAddr,
) -> Result<Recorded, DailyError> {
    let game = game_of(&submission.game)?;
    let day = day_of(&submission.day)?;
    let name = quadrille_room::clean_name(&submission.name).map_err(|_| DailyError::BadName)?;
    if !submission.player.well_formed() {
        return Err(DailyError::Malformed);
    }
    // By address, as rooms count an address's rooms (`creator`).
    let submitter = address.to_string();
    let at = now();
    let per_hour = rooms.limits.dailies_per_hour;
    let sent = {
        let submitter = submitter.clone();
        rooms
            .store()
            .run(move |s| s.dailies_since(&submitter, at.saturating_sub(60 * 60)))
            .await
            .map_err(|_| DailyError::Unavailable)?
    };
    if sent >= u64::from(per_hour) {
        return Err(DailyError::RateLimited { per_hour });
    }
    let variant = game.gaps_variant().ok_or(DailyError::NoBoard)?;
    let deal = deals.of(game, day).await.ok_or(DailyError::Unavailable)?;
    let claim = submission.claim;
    let verified = tokio::task::spawn_blocking(move || verify(variant, deal, &claim))
        .await
        .map_err(|_| DailyError::Unavailable)?
        .map_err(|why| DailyError::NotReplayed { why })?;
    let result = DailyResult {
        day: day.to_string(),
        game: game.name().into(),
        player: token_hash(&submission.player.0),
        name,
        score: verified.score as u64,
        moves: verified.moves as u64,
        at,
        submitter,
    };
    let added = rooms
        .store()
        .run(move |s| s.record_daily(&result))
        .await
        .map_err(|_| DailyError::Unavailable)?;
    if !added {
        return Err(DailyError::AlreadyRecorded);
    }
    Ok(Recorded {
        score: verified.score,
        moves: verified.moves,
        won: verified.won,
    })
}

/// A day's board, best first.
pub async fn board(rooms: &Rooms, game: &str, day: &str) -> Result<Vec<BoardRow>, DailyError> {
    let game = game_of(game)?.name();
    let day = Day::parse(day).ok_or(DailyError::OutOfDays)?.to_string();
    rooms
        .store()
        .run(move |s| s.daily_board(&day, game, BOARD_LINES))
        .await
        .map_err(|_| DailyError::Unavailable)
}
