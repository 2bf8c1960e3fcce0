//! Deals of the day through the commands, as the page plays them: a day's deal started in its
//! game's slot, played to its end and filed once; what ends it without a result; what is
//! refused; and the results waiting for a board the app cannot reach.

mod common;

use common::*;
use quadrille_engine::daily::{fourside_daily, gaps_daily, gaps_daily_deal, DailySearch, Day};
use quadrille_engine::gaps::GapsVariant;
use serde_json::{json, Value};

/// A Monday of the first month of dailies: its Gaps deals are quick to choose and to win.
const MONDAY: &str = "2026-12-07";

fn settings_with(app: &Running, changes: Value) {
    let mut settings = app.ok("app_info", json!({}))["settings"].clone();
    for (k, v) in changes.as_object().unwrap() {
        settings[k] = v.clone();
    }
    app.ok("settings_update", json!({ "settings": settings }));
}

fn start(app: &Running, game: &str, day: &str) -> Result<Value, Value> {
    let version = app.version();
    app.call(
        "daily_start",
        json!({ "game": game, "day": day, "version": version }),
    )
}

/// Plays Monday's SolitaireX daily along the solver's winning line; the last answer.
fn win_mondays_solitairex(app: &Running) -> Value {
    let day = Day::parse(MONDAY).unwrap();
    let variant = GapsVariant::SolitaireX;
    let daily = gaps_daily(variant, day, &DailySearch::of(variant)).unwrap();
    assert_eq!(Some(daily.deal), gaps_daily_deal(variant, day));
    let version = start(app, "solitaire_x", MONDAY).unwrap();
    let mut r = app.current();
    assert_eq!(r["version"], version);
    assert_eq!(r["view"]["deal"], daily.deal, "the day's deal");
    for (from, to) in &daily.line {
        assert!(r["finished"].is_null(), "finished before its last move");
        let action = json!({ "type": "move", "from": from, "to": to });
        r = app.ok(
            "gaps_act",
            json!({ "variant": "solitaire_x", "version": r["version"], "action": action }),
        );
    }
    r
}

#[test]
fn a_daily_played_to_its_win_is_filed_once_and_kept_across_a_restart() {
    let id = new_identifier();
    let filed = {
        let app = launch(&id);
        let info = app.ok("daily_info", json!({}));
        assert_eq!(info["results"], json!([]));
        assert_eq!(info["board"], false);
        let end = win_mondays_solitairex(&app);
        let daily = &end["finished"]["daily"];
        assert_eq!(daily["game"], "solitaire_x");
        assert_eq!(daily["day"], MONDAY);
        assert_eq!(daily["won"], true);
        assert_eq!(daily["score"], 48);
        assert_eq!(daily["marks"], json!([12, 12, 12, 12]));
        assert_eq!(daily["board"]["state"], "local", "no server is set");
        let info = app.ok("daily_info", json!({}));
        assert_eq!(info["results"], json!([daily.clone()]));
        assert_eq!(info["playing"], json!([]));
        // Finished: it is not played again, and nothing changes.
        let again = start(&app, "solitaire_x", MONDAY).unwrap_err();
        assert_eq!(code(&again), "daily_done");
        assert_eq!(app.ok("daily_info", json!({})), info);
        // Undoing the last move and winning again files nothing more.
        let undone = app.ok(
            "gaps_undo",
            json!({ "variant": "solitaire_x", "version": end["version"] }),
        );
        let last = undone["view"]["board"]["moves"][0].clone();
        let action = json!({ "type": "move", "from": last["from"], "to": last["to"][0] });
        app.ok(
            "gaps_act",
            json!({ "variant": "solitaire_x", "version": undone["version"], "action": action }),
        );
        assert_eq!(app.ok("daily_info", json!({}))["results"], info["results"]);
        info
    };
    let app = launch(&id);
    assert_eq!(app.ok("daily_info", json!({})), filed);
}

#[test]
fn a_new_game_in_the_slot_ends_the_daily_without_a_result() {
    let app = launch(&new_identifier());
    start(&app, "montana", MONDAY).unwrap();
    let info = app.ok("daily_info", json!({}));
    assert_eq!(
        info["playing"],
        json!([{ "game": "montana", "day": MONDAY }])
    );
    let version = app.version();
    app.ok(
        "gaps_new",
        json!({ "variant": "montana", "version": version, "deal": 5 }),
    );
    let info = app.ok("daily_info", json!({}));
    assert_eq!(info["playing"], json!([]));
    assert_eq!(info["results"], json!([]));
    // Another game's new deal leaves a daily alone.
    start(&app, "montana", MONDAY).unwrap();
    app.new_deal(9);
    assert_eq!(
        app.ok("daily_info", json!({}))["playing"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn bad_days_games_and_versions_are_refused_and_change_nothing() {
    let app = launch(&new_identifier());
    start(&app, "soi", MONDAY).unwrap();
    let before = (
        app.ok("daily_info", json!({})),
        app.ok("soi_current", json!({})),
    );
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let tomorrow = Day(Day::of_unix_seconds(now).unwrap().0 + 1).to_string();
    for day in [
        "2026-11-30",
        tomorrow.as_str(),
        "2026-12-32",
        "07/12/2026",
        "",
    ] {
        assert_eq!(
            code(&start(&app, "fourside", day).unwrap_err()),
            "bad_day",
            "{day}"
        );
        let offer = app.err("daily_day", json!({ "day": day }));
        assert_eq!(code(&offer), "bad_day", "{day}");
    }
    assert_eq!(
        code(&start(&app, "poker", MONDAY).unwrap_err()),
        "bad_argument"
    );
    let stale = app.err(
        "daily_start",
        json!({ "game": "fourside", "day": MONDAY, "version": 1 }),
    );
    assert_eq!(code(&stale), "stale");
    let no_board = app.err("daily_board", json!({ "game": "montana", "day": MONDAY }));
    assert_eq!(code(&no_board), "no_board", "no server is set");
    let after = (
        app.ok("daily_info", json!({})),
        app.ok("soi_current", json!({})),
    );
    assert_eq!(after, before);
}

#[test]
fn soi_and_fourside_dailies_are_seated_at_the_days_levels() {
    let app = launch(&new_identifier());
    let offer = app.ok("daily_day", json!({ "day": MONDAY }));
    assert_eq!(offer["weekday"], 0);
    start(&app, "soi", MONDAY).unwrap();
    let soi = app.ok("soi_current", json!({}));
    let kinds: Vec<&Value> = (0..4)
        .map(|s| &soi["table"]["seats"][s]["who"]["kind"])
        .collect();
    assert_eq!(kinds, ["person", "computer", "computer", "computer"]);
    assert_eq!(soi["table"]["seats"][1]["who"]["level"], offer["soi_level"]);
    assert_eq!(soi["table"]["rules"]["target"], 100);

    start(&app, "fourside", MONDAY).unwrap();
    let (deal, level) = fourside_daily(Day::parse(MONDAY).unwrap());
    let mut r = app.ok("fourside_current", json!({}));
    assert_eq!(r["deal"], deal);
    assert_eq!(r["table"]["rules"]["level"], json!(level));
    assert_eq!(offer["fourside_level"], json!(level));
    // Played to its end (the person takes the first placement offered), it is filed with the
    // person's tiles placed.
    let mut placed = 0;
    for _ in 0..400 {
        if r["table"]["view"]["over"] == true {
            break;
        }
        let seat = r["table"]["view"]["to_move"].as_u64();
        if seat.is_some_and(|s| r["table"]["seats"][s as usize]["who"]["kind"] == "computer") {
            r = app.ok("fourside_computer", json!({ "version": r["version"] }));
        } else {
            let best = &r["table"]["view"]["placements"][0]["placement"];
            let action = json!({ "type": "place", "hand": best["hand"], "rotation": best["rotation"], "row": best["row"], "col": best["col"] });
            r = app.ok(
                "fourside_act",
                json!({ "version": r["version"], "action": action }),
            );
            placed += 1;
        }
    }
    let daily = &r["finished"]["daily"];
    assert_eq!(daily["game"], "fourside");
    assert_eq!(daily["moves"], placed);
    assert_eq!(daily["won"], r["finished"]["won"]);
    assert_eq!(daily["board"]["state"], "local", "FourSide has no board");
    let info = app.ok("daily_info", json!({}));
    assert_eq!(info["playing"], json!([{ "game": "soi", "day": MONDAY }]));
}

#[test]
fn a_result_for_a_board_out_of_reach_waits_and_is_sent_again_later() {
    let app = launch(&new_identifier());
    // Nothing listens there: the app's own port 1 on loopback.
    settings_with(&app, json!({ "room_server": "ws://127.0.0.1:1/ws" }));
    let end = win_mondays_solitairex(&app);
    assert_eq!(end["finished"]["daily"]["board"]["state"], "waiting");
    let info = app.ok("daily_send", json!({}));
    assert_eq!(info["board"], true);
    assert_eq!(info["results"][0]["board"]["state"], "waiting");
    let board = app.err(
        "daily_board",
        json!({ "game": "solitaire_x", "day": MONDAY }),
    );
    assert_eq!(code(&board), "unreachable");
}
