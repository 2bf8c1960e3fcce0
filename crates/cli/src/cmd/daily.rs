//! `daily --date YYYY-MM-DD`: each game's deal of the day for a date.

use clap::Args;
use quadrille_engine::daily::{
    encode_line, fourside_daily, gaps_daily, soi_daily, DailySearch, Day,
};
use quadrille_engine::gaps::GapsVariant;
use std::fmt::Write;

/// Print each game's deal of the day for a date (UTC): the same on every run and every machine.
///
/// SolitaireX, Montana and Chinese Puzzle: the deal the solver proves winnable whose difficulty
/// (positions the rating search visits before its win) falls in the weekday's band, Monday the
/// easiest; Soi and FourSide: the deal and the computers' level. The hardest days take
/// seconds to a minute; `--games` leaves games out.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct DailyArgs {
    /// The date, YYYY-MM-DD.
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = date)]
    pub date: Day,
    /// The games to print, of solitairex, montana, chinese_puzzle, soi, fourside.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "solitairex,montana,chinese_puzzle,soi,fourside"
    )]
    pub games: Vec<String>,
    /// This many days from the date on (1–366).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=366))]
    pub days: u16,
    /// One JSON object a line (day, game, deal, and for Gaps the positions and the winning
    /// line as `encode_line` writes it): what the shipped table and its test are made from.
    #[arg(long)]
    pub json: bool,
}

fn date(text: &str) -> Result<Day, String> {
    Day::parse(text).ok_or_else(|| format!("{text:?} is not a date YYYY-MM-DD (1970–9999)"))
}

const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

pub fn run(args: &DailyArgs) -> Result<String, String> {
    let mut out = String::new();
    for n in 0..i64::from(args.days) {
        let day = Day(args.date.0 + n);
        if args.json {
            out += &json_day(day, &args.games)?;
        } else {
            out += &text_day(day, &args.games)?;
        }
    }
    Ok(out)
}

fn variant_of(game: &str) -> Result<Option<GapsVariant>, String> {
    match game {
        "solitairex" => Ok(Some(GapsVariant::SolitaireX)),
        "montana" => Ok(Some(GapsVariant::Montana)),
        "chinese_puzzle" => Ok(Some(GapsVariant::ChinesePuzzle)),
        "soi" | "fourside" => Ok(None),
        other => Err(format!("no game {other:?}")),
    }
}

fn json_day(day: Day, games: &[String]) -> Result<String, String> {
    let mut out = String::new();
    for game in games {
        let line = match variant_of(game)? {
            Some(variant) => match gaps_daily(variant, day, &DailySearch::of(variant)) {
                Some(d) => serde_json::json!({
                    "day": day.to_string(), "game": game, "deal": d.deal, "nodes": d.nodes,
                    "in_band": d.in_band, "line": encode_line(&d.line),
                }),
                None => serde_json::json!({ "day": day.to_string(), "game": game, "deal": null }),
            },
            None if game == "soi" => {
                let (deal, level) = soi_daily(day);
                serde_json::json!({ "day": day.to_string(), "game": game, "deal": deal, "level": level })
            }
            None => {
                let (deal, level) = fourside_daily(day);
                serde_json::json!({ "day": day.to_string(), "game": game, "deal": deal, "level": level })
            }
        };
        let _ = writeln!(out, "{line}");
    }
    Ok(out)
}

fn text_day(day: Day, games: &[String]) -> Result<String, String> {
    let mut out = format!("{day} ({})\n", WEEKDAYS[day.weekday() as usize]);
    for game in games {
        if let Some(variant) = variant_of(game)? {
            let search = DailySearch::of(variant);
            let (from, to) = search.band(day.weekday());
            let line = match gaps_daily(variant, day, &search) {
                Some(d) => format!(
                    "deal {}, won in {} moves, difficulty {} positions ({}, band {from}–{to}), candidate {} of {}",
                    d.deal,
                    d.line.len(),
                    d.nodes,
                    if d.in_band { "in band" } else { "nearest to band" },
                    d.tried,
                    search.candidates
                ),
                None => "no candidate proved winnable".into(),
            };
            let _ = writeln!(out, "{}: {line}", variant.name());
        } else if game == "soi" {
            let (deal, level) = soi_daily(day);
            let _ = writeln!(out, "Soi: deal {deal}, three computers at {level:?}");
        } else {
            let (deal, level) = fourside_daily(day);
            let _ = writeln!(out, "FourSide: deal {deal}, the computer at {level:?}");
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(date: &str, games: &[&str]) -> DailyArgs {
        DailyArgs {
            date: Day::parse(date).unwrap(),
            games: games.iter().map(|g| g.to_string()).collect(),
            days: 1,
            json: false,
        }
    }

    #[test]
    fn a_date_prints_the_same_deals_every_time_and_another_date_others() {
        let monday = run(&args("2026-12-07", &["soi", "fourside"])).unwrap();
        assert_eq!(
            monday,
            run(&args("2026-12-07", &["soi", "fourside"])).unwrap()
        );
        assert!(
            monday.starts_with("2026-12-07 (Monday)\nSoi: deal "),
            "{monday}"
        );
        assert!(monday.contains("three computers at Easy"), "{monday}");
        assert!(monday.contains("FourSide: deal ") && monday.contains("at Beginner"));
        let sunday = run(&args("2026-12-13", &["soi", "fourside"])).unwrap();
        assert!(
            sunday.contains("at Impossible") && sunday.contains("at Expert"),
            "{sunday}"
        );
        assert_ne!(monday.lines().nth(1), sunday.lines().nth(1));
    }

    #[test]
    fn bad_dates_and_games_are_refused() {
        assert!(date("2026-02-30").is_err());
        assert!(date("07/12/2026").is_err());
        assert_eq!(
            run(&args("2026-12-07", &["poker"])),
            Err("no game \"poker\"".into())
        );
    }
}
