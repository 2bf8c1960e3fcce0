//! The Gaps deals of the day shipped with the app (`crates/engine/daily/deals.txt`, made by
//! `scripts/daily-table.sh` for the three Gaps games): every one is the deal its table of
//! winning lines names, each line wins its deal, each rating is in its weekday's band, and a
//! sample of days chosen again here comes out the same, so the shipped table is what every
//! device would choose.

use quadrille_engine::daily::{decode_line, gaps_daily, shipped, DailySearch, Day};
use quadrille_engine::gaps::{Gaps, GapsAction, GapsRules, GapsStatus, GapsVariant};
use quadrille_engine::Game;
use serde::Deserialize;

#[derive(Deserialize)]
struct Entry {
    day: String,
    game: String,
    deal: u64,
    nodes: u64,
    in_band: bool,
    line: String,
}

fn variant(game: &str) -> GapsVariant {
    match game {
        "solitairex" => GapsVariant::SolitaireX,
        "montana" => GapsVariant::Montana,
        "chinese_puzzle" => GapsVariant::ChinesePuzzle,
        other => panic!("no Gaps daily {other}"),
    }
}

/// Every year's table of winning lines.
fn entries() -> Vec<Entry> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/daily");
    let mut all = Vec::new();
    for file in std::fs::read_dir(&dir).unwrap() {
        let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
        all.extend(
            text.lines()
                .map(|l| serde_json::from_str::<Entry>(l).unwrap()),
        );
    }
    assert!(
        all.len() >= 3 * 365,
        "a year of the three games: {}",
        all.len()
    );
    all
}

#[test]
fn every_shipped_daily_is_won_by_its_line_within_its_weekday_band() {
    for e in entries() {
        let (variant, day) = (variant(&e.game), Day::parse(&e.day).unwrap());
        assert_eq!(shipped(variant, day), Some(e.deal), "{} {}", e.day, e.game);
        let search = DailySearch::of(variant);
        let (from, to) = search.band(day.weekday());
        assert!(e.in_band, "{} {}: no deal in the band", e.day, e.game);
        assert!((from..to).contains(&e.nodes), "{} {}", e.day, e.game);
        let mut game = Gaps::new(&GapsRules::standard(variant), e.deal);
        for (from, to) in decode_line(&e.line).unwrap() {
            game.apply(&GapsAction::Move { from, to }).unwrap();
        }
        assert_eq!(game.status(), GapsStatus::Won, "{} {}", e.day, e.game);
    }
}

#[test]
fn a_sample_of_days_chosen_again_is_what_was_shipped() {
    let entries = entries();
    // Spread over the year, each game: SolitaireX and Montana Monday to Saturday (a Sunday
    // takes seconds), Chinese Puzzle Monday to Thursday (a Friday takes up to a minute).
    let mut sample = Vec::new();
    for weekday in 0..6 {
        let games: &[&str] = match weekday {
            0..=3 => &["solitairex", "montana", "chinese_puzzle"],
            _ => &["solitairex", "montana"],
        };
        for &game in games {
            let e = entries
                .iter()
                .filter(|e| e.game == game && Day::parse(&e.day).unwrap().weekday() == weekday)
                .nth(7 * weekday as usize + 3)
                .unwrap();
            sample.push(e);
        }
    }
    for e in sample {
        let (variant, day) = (variant(&e.game), Day::parse(&e.day).unwrap());
        let chosen = gaps_daily(variant, day, &DailySearch::of(variant)).unwrap();
        assert_eq!(
            (chosen.deal, chosen.nodes),
            (e.deal, e.nodes),
            "{} {}",
            e.day,
            e.game
        );
    }
}
