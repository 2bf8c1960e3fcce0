//! The deal of the day: for each date (UTC) and each of the five games, one deal the same on
//! every device, found from the date alone, with no server and no clock but the date.
//!
//! - A day's candidate deal numbers are a ChaCha20 stream seeded with the date and the game
//!   (`candidates`), so every device tries the same deals in the same order.
//! - SolitaireX, Montana and Chinese Puzzle take the first candidate the solver proves winnable
//!   whose difficulty falls in the weekday's band (Monday the easiest, Sunday the hardest). The
//!   solver's work is bounded in positions, never in seconds, with a fixed table size, so its
//!   verdicts are the same on a phone as on a server; only how long it takes differs. A day
//!   whose candidates all miss the band takes the hardest one won below it.
//! - Soi and FourSide take the first candidate, against computers whose level rises through
//!   the week.
//!
//! Difficulty is measured as the solver measures it when it rates a deal (`finder.rs`): the
//! positions a player-like search visits before it finds the win.

use crate::deal::{DealNumber, MAX_DEAL_NUMBER};
use crate::fourside::Level;
use crate::game::Game;
use crate::gaps::finder::rating_options;
use crate::gaps::solver::{solve_with, Budget, Verdict};
use crate::gaps::{Gaps, GapsRules, GapsVariant, Slot};
use crate::soi::SoiLevel;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

mod verify;
pub use verify::{verify, Claim, Refusal, Verified};

/// A calendar day (UTC), as days since 1970-01-01.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Day(pub i64);

/// The days a `Day` may be: years 1970 to 9999, so every date prints as YYYY-MM-DD.
const FIRST_YEAR: i64 = 1970;
const LAST_YEAR: i64 = 9999;

impl Day {
    /// The day of a proleptic Gregorian date; `None` if there is no such date in 1970–9999.
    pub fn from_ymd(year: i64, month: u32, day: u32) -> Option<Day> {
        if !(FIRST_YEAR..=LAST_YEAR).contains(&year) || !(1..=12).contains(&month) {
            return None;
        }
        if day == 0 || day > days_in_month(year, month) {
            return None;
        }
        // Days from civil (Howard Hinnant's algorithm): years start in March, so the leap day
        // is the last day of the year.
        let y = if month <= 2 { year - 1 } else { year };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day(era * 146_097 + doe - 719_468))
    }

    /// The day `YYYY-MM-DD` names (exactly that form).
    pub fn parse(text: &str) -> Option<Day> {
        let b = text.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let number = |range: std::ops::Range<usize>| -> Option<u32> {
            let digits = &text[range];
            digits
                .bytes()
                .all(|c| c.is_ascii_digit())
                .then(|| digits.parse().ok())?
        };
        Day::from_ymd(i64::from(number(0..4)?), number(5..7)?, number(8..10)?)
    }

    /// The UTC day a Unix time (seconds) falls on; `None` outside 1970–9999.
    pub fn of_unix_seconds(seconds: i64) -> Option<Day> {
        let day = Day(seconds.div_euclid(86_400));
        (day.0 >= 0 && day <= Day::from_ymd(LAST_YEAR, 12, 31)?).then_some(day)
    }

    /// Year, month (1–12) and day of the month (1–31).
    pub fn ymd(self) -> (i64, u32, u32) {
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        (year, month, day)
    }

    /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
    pub fn weekday(self) -> u8 {
        (self.0 + 3).rem_euclid(7) as u8
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.ymd();
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The five games that have a deal of the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum DailyGame {
    /// As the app's page names the games (`name` is the tables' and the boards' word).
    SolitaireX,
    Montana,
    ChinesePuzzle,
    Soi,
    #[serde(rename = "fourside")]
    FourSide,
}

impl DailyGame {
    pub const ALL: [DailyGame; 5] = [
        DailyGame::SolitaireX,
        DailyGame::Montana,
        DailyGame::ChinesePuzzle,
        DailyGame::Soi,
        DailyGame::FourSide,
    ];

    /// Part of every candidate stream's seed: never to change, or every past day's deal would.
    fn tag(self) -> u8 {
        match self {
            DailyGame::SolitaireX => 1,
            DailyGame::Montana => 2,
            DailyGame::ChinesePuzzle => 3,
            DailyGame::Soi => 4,
            DailyGame::FourSide => 5,
        }
    }

    pub fn of(variant: GapsVariant) -> DailyGame {
        match variant {
            GapsVariant::SolitaireX => DailyGame::SolitaireX,
            GapsVariant::Montana => DailyGame::Montana,
            GapsVariant::ChinesePuzzle => DailyGame::ChinesePuzzle,
        }
    }

    /// As the command line and the tables name it.
    pub fn name(self) -> &'static str {
        match self {
            DailyGame::SolitaireX => "solitairex",
            DailyGame::Montana => "montana",
            DailyGame::ChinesePuzzle => "chinese_puzzle",
            DailyGame::Soi => "soi",
            DailyGame::FourSide => "fourside",
        }
    }

    pub fn gaps_variant(self) -> Option<GapsVariant> {
        match self {
            DailyGame::SolitaireX => Some(GapsVariant::SolitaireX),
            DailyGame::Montana => Some(GapsVariant::Montana),
            DailyGame::ChinesePuzzle => Some(GapsVariant::ChinesePuzzle),
            DailyGame::Soi | DailyGame::FourSide => None,
        }
    }
}

/// The last 8 bytes of a candidate stream's seed, so that no day's stream is a deal's.
const DAY_TAG: [u8; 8] = *b"qdrl-day";

/// `game`'s candidate deal numbers on `day`, in the order they are tried: a ChaCha20 stream
/// seeded with the day (8 bytes, little-endian), the game's tag, 15 zero bytes and `DAY_TAG`,
/// each draw's low 53 bits.
pub fn candidates(game: DailyGame, day: Day) -> impl Iterator<Item = DealNumber> {
    let mut seed = [0u8; 32];
    seed[..8].copy_from_slice(&day.0.to_le_bytes());
    seed[8] = game.tag();
    seed[24..].copy_from_slice(&DAY_TAG);
    let mut stream = ChaCha20Rng::from_seed(seed);
    std::iter::repeat_with(move || stream.next_u64() & MAX_DEAL_NUMBER)
}

/// How much a Gaps daily may search: the same on every device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailySearch {
    /// Positions per candidate deal.
    pub nodes: u64,
    /// Candidate deals tried at most.
    pub candidates: u32,
    /// The solver's table (its size can change which positions it remembers, so it is fixed).
    pub table_bytes: usize,
    /// The top of Monday's band, in positions; each later day's band ends `ratio` times higher,
    /// and Sunday's runs to `nodes`.
    pub monday: u64,
    pub ratio: u64,
}

impl DailySearch {
    /// The search every device makes for `variant`.
    pub const fn of(variant: GapsVariant) -> DailySearch {
        match variant {
            // Wins within Monday's few thousand positions are rare (in 2027, 14 Mondays of 52 had
            // none among 60 candidates): a day stops at its first deal in band, so more
            // candidates change only the days that found none.
            GapsVariant::SolitaireX | GapsVariant::Montana => DailySearch {
                nodes: 3_000_000,
                candidates: 400,
                table_bytes: 128 << 20,
                monday: 3_000,
                ratio: 3,
            },
            // Two decks: wins spread from a few thousand positions to tens of millions (of 40
            // candidates rated to 20 M, 6 won under 20,000 and 6 were undecided). Sunday stops
            // at 30 M, which keeps a Sunday to about a minute of one core and a year to about an
            // hour (docs/PERFORMANCE.md).
            GapsVariant::ChinesePuzzle => DailySearch {
                nodes: 30_000_000,
                candidates: 400,
                table_bytes: 128 << 20,
                monday: 20_000,
                ratio: 3,
            },
        }
    }

    /// The positions a win may take on `weekday` (0 Monday … 6 Sunday): from (inclusive) and
    /// to (exclusive).
    pub fn band(&self, weekday: u8) -> (u64, u64) {
        let top = |day: u8| -> u64 {
            if day >= 6 {
                self.nodes.saturating_add(1)
            } else {
                self.monday
                    .saturating_mul(self.ratio.saturating_pow(u32::from(day)))
            }
        };
        let from = if weekday == 0 { 0 } else { top(weekday - 1) };
        (from, top(weekday))
    }
}

/// A Gaps game's deal of the day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GapsDaily {
    pub deal: DealNumber,
    /// Positions the rating search visited before its win (the difficulty).
    pub nodes: u64,
    /// A winning line from the first deal.
    pub line: Vec<(Slot, Slot)>,
    /// Candidates tried, this one included.
    pub tried: u32,
    /// In the weekday's band (else the hardest candidate won below it).
    pub in_band: bool,
}

impl GapsDaily {
    /// The claim of the game won along the winning line, as an app would send it.
    pub fn won_claim(&self, variant: GapsVariant) -> Claim {
        let actions = self
            .line
            .iter()
            .map(|&(from, to)| crate::gaps::GapsAction::Move { from, to })
            .collect();
        let score = Gaps::new(&GapsRules::standard(variant), self.deal).max_score();
        Claim::new(self.deal, actions, score)
    }
}

/// `variant`'s deal of the day: the first candidate proved winnable within `search` whose
/// difficulty is in the weekday's band, else the hardest one won below the band (the first of
/// equals). `None` only if no candidate was proved winnable.
pub fn gaps_daily(variant: GapsVariant, day: Day, search: &DailySearch) -> Option<GapsDaily> {
    let game = DailyGame::of(variant);
    let rules = GapsRules::standard(variant);
    let (from, to) = search.band(day.weekday());
    let mut nearest: Option<GapsDaily> = None;
    // A win found past the band's top is not the day's anyway: no candidate is searched past
    // it, which keeps the easy days' choices quick.
    let nodes = search.nodes.min(to);
    for (tried, deal) in (1..=search.candidates).zip(candidates(game, day)) {
        let options = rating_options(Budget::nodes(nodes)).table_bytes(search.table_bytes);
        let solution = solve_with(&Gaps::new(&rules, deal), &options);
        if solution.verdict != Verdict::Winnable {
            continue;
        }
        let found = GapsDaily {
            deal,
            nodes: solution.nodes,
            line: solution.line,
            tried,
            in_band: (from..to).contains(&solution.nodes),
        };
        if found.in_band {
            return Some(found);
        }
        // Below the band (the search stops at its top): the hardest so far is the nearest.
        if nearest.as_ref().is_none_or(|n| found.nodes > n.nodes) {
            nearest = Some(found);
        }
    }
    nearest.map(|n| GapsDaily {
        tried: search.candidates,
        ..n
    })
}

/// The Gaps deals of the day computed ahead and shipped (`scripts/daily-table.sh`): a line
/// `YYYY-MM-DD game deal` each. A phone would take too long to choose the hardest days itself;
/// `tests/daily_year.rs` checks every line against its winning line and recomputes a sample.
const SHIPPED: &str = include_str!("../../daily/deals.txt");

/// `variant`'s deal of the day as shipped, if that day was computed ahead.
pub fn shipped(variant: GapsVariant, day: Day) -> Option<DealNumber> {
    let (date, game) = (day.to_string(), DailyGame::of(variant).name());
    SHIPPED.lines().find_map(|line| {
        let mut words = line.split(' ');
        let found = words.next() == Some(&date) && words.next() == Some(game);
        found.then(|| words.next()?.parse().ok())?
    })
}

/// `variant`'s deal of the day: shipped, or else chosen here (`gaps_daily`, which takes from a
/// moment to seconds, more on the hardest days).
pub fn gaps_daily_deal(variant: GapsVariant, day: Day) -> Option<DealNumber> {
    shipped(variant, day)
        .or_else(|| gaps_daily(variant, day, &DailySearch::of(variant)).map(|d| d.deal))
}

/// A winning line in a few characters a move, for tables of dailies: each move `RC-RC`, the
/// row a digit and the column a base-36 digit, moves separated by spaces.
pub fn encode_line(line: &[(Slot, Slot)]) -> String {
    let slot = |s: &Slot| {
        format!(
            "{}{}",
            s.row,
            char::from_digit(u32::from(s.col), 36).unwrap_or('?')
        )
    };
    line.iter()
        .map(|(from, to)| format!("{}-{}", slot(from), slot(to)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The line `encode_line` wrote; `None` if the text is not one.
pub fn decode_line(text: &str) -> Option<Vec<(Slot, Slot)>> {
    let slot = |s: &str| -> Option<Slot> {
        let mut chars = s.chars();
        let row = chars.next()?.to_digit(10)?;
        let col = chars.next()?.to_digit(36)?;
        chars
            .next()
            .is_none()
            .then(|| Slot::new(row as u8, col as u8))
    };
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split(' ')
        .map(|m| {
            let (from, to) = m.split_once('-')?;
            Some((slot(from)?, slot(to)?))
        })
        .collect()
}

/// Soi's deal of the day and the level of the three computers: easy early in the week, the
/// strongest at its end.
pub fn soi_daily(day: Day) -> (DealNumber, SoiLevel) {
    let level = match day.weekday() {
        0 | 1 => SoiLevel::Easy,
        2..=4 => SoiLevel::Medium,
        _ => SoiLevel::Impossible,
    };
    (first(DailyGame::Soi, day), level)
}

/// FourSide's deal of the day and the computer's level, rising through the week.
pub fn fourside_daily(day: Day) -> (DealNumber, Level) {
    let level = match day.weekday() {
        0 => Level::Beginner,
        1 | 2 => Level::Intermediate,
        3 | 4 => Level::Advanced,
        _ => Level::Expert,
    };
    (first(DailyGame::FourSide, day), level)
}

fn first(game: DailyGame, day: Day) -> DealNumber {
    candidates(game, day).next().expect("the stream never ends")
}

/// A small search, so that tests are quick: the choice is made the same way.
#[cfg(test)]
pub(crate) fn small_search() -> DailySearch {
    DailySearch {
        nodes: 200_000,
        candidates: 12,
        table_bytes: 16 << 20,
        monday: 2_000,
        ratio: 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::gaps::{GapsAction, GapsStatus};

    #[test]
    fn dates_read_print_and_count_as_the_calendar_does() {
        assert_eq!(Day::from_ymd(1970, 1, 1), Some(Day(0)));
        assert_eq!(Day::parse("2000-03-01"), Some(Day(11_017)));
        assert_eq!(Day::parse("2026-12-07").unwrap().to_string(), "2026-12-07");
        // 7 December 2026 is a Monday; 1 January 1970 was a Thursday.
        assert_eq!(Day::parse("2026-12-07").unwrap().weekday(), 0);
        assert_eq!(Day(0).weekday(), 3);
        assert_eq!(
            Day::parse("2024-02-29").map(|d| d.to_string()),
            Some("2024-02-29".into())
        );
        for bad in [
            "2023-02-29",
            "1900-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-04-31",
            "1969-12-31",
            "2026-1-01",
            "2026/01/01",
            "+026-01-01",
            "2026-01-0x",
            "",
        ] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
        // Every day of four centuries prints and reads back as itself, one after the other.
        let mut previous: Option<Day> = None;
        for n in 0..146_097 {
            let day = Day(n);
            assert_eq!(Day::parse(&day.to_string()), Some(day));
            if let Some(p) = previous {
                assert_eq!((day.weekday() + 7 - p.weekday()) % 7, 1);
            }
            previous = Some(day);
        }
        assert_eq!(
            Day::of_unix_seconds(1_796_601_599),
            Day::parse("2026-12-06")
        );
        assert_eq!(
            Day::of_unix_seconds(1_796_601_600),
            Day::parse("2026-12-07")
        );
        assert_eq!(Day::of_unix_seconds(-1), None);
    }

    #[test]
    fn candidates_are_fixed_by_the_game_and_the_day() {
        let day = Day::parse("2026-12-07").unwrap();
        let take = |game, day| candidates(game, day).take(4).collect::<Vec<_>>();
        assert_eq!(take(DailyGame::Soi, day), take(DailyGame::Soi, day));
        assert_ne!(take(DailyGame::Soi, day), take(DailyGame::FourSide, day));
        assert_ne!(
            take(DailyGame::Soi, day),
            take(DailyGame::Soi, Day(day.0 + 1))
        );
        assert!(take(DailyGame::Montana, day)
            .iter()
            .all(|&d| d <= MAX_DEAL_NUMBER));
        // Pinned: a change to the stream would change every past day's deal.
        assert_eq!(
            soi_daily(day).0,
            candidates(DailyGame::Soi, day).next().unwrap()
        );
    }

    #[test]
    fn a_line_reads_back_as_written() {
        let line = vec![
            (Slot::new(0, 12), Slot::new(3, 0)),
            (Slot::new(7, 13), Slot::new(1, 9)),
        ];
        let text = encode_line(&line);
        assert_eq!(text, "0c-30 7d-19");
        assert_eq!(decode_line(&text), Some(line));
        assert_eq!(decode_line(""), Some(Vec::new()));
        for bad in ["0c", "0c-3", "x0-30", "0c-30 ", "0c-30-1"] {
            assert_eq!(decode_line(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_bands_rise_through_the_week_and_cover_the_budget() {
        let search = DailySearch::of(GapsVariant::SolitaireX);
        let mut from = 0;
        for weekday in 0..7 {
            let (a, b) = search.band(weekday);
            assert_eq!(a, from, "the bands meet");
            assert!(b > a);
            from = b;
        }
        assert_eq!(from, search.nodes + 1);
    }

    #[test]
    fn a_gaps_daily_is_proved_winnable_and_replays_to_a_win() {
        let search = small_search();
        let day = Day::parse("2026-12-07").unwrap();
        let daily = gaps_daily(GapsVariant::SolitaireX, day, &search).expect("a winnable deal");
        assert_eq!(
            gaps_daily(GapsVariant::SolitaireX, day, &search),
            Some(daily.clone())
        );
        let mut game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), daily.deal);
        for &(from, to) in &daily.line {
            game.apply(&GapsAction::Move { from, to }).unwrap();
        }
        assert_eq!(game.status(), GapsStatus::Won, "the line wins");
        if daily.in_band {
            let (a, b) = search.band(day.weekday());
            assert!((a..b).contains(&daily.nodes));
        }
    }
}
