//! Guided first games through the commands, as the page plays them: each game's script played
//! step by step at its table (the computers between the player's moves must be the ones the
//! script was written with), other moves refused so the coach can explain, skipping, and the
//! first-time offer kept across a restart.

mod common;

use common::*;
use serde_json::{json, Value};

fn start(app: &Running, game: &str) -> u64 {
    let version = app.version();
    app.ok("guide_start", json!({ "game": game, "version": version }))
        .as_u64()
        .unwrap()
}

fn info(app: &Running, game: &str) -> Value {
    app.ok("guide_info", json!({ "game": game }))
}

/// The moves the script asks for, in order.
fn moves(info: &Value) -> Vec<Value> {
    info["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| !s["action"].is_null())
        .map(|s| s["action"].clone())
        .collect()
}

fn computer_to_move(r: &Value) -> bool {
    let view = &r["table"]["view"];
    let seat = view["to_move"].as_u64();
    view["over"] != true
        && view["game_over"] != true
        && seat.is_some_and(|s| r["table"]["seats"][s as usize]["who"]["kind"] == "computer")
}

#[test]
fn the_solitairex_guide_takes_only_its_moves_until_skipped() {
    let app = launch(&new_identifier());
    let first = info(&app, "solitaire_x");
    assert_eq!(first["playing"], false);
    assert_eq!(first["steps"][0]["topic"], "gaps_goal");
    let version = start(&app, "solitaire_x");
    let mut r = app.current();
    assert_eq!(r["version"], version);
    assert_eq!(r["view"]["deal"], first["deal"]);
    let script = moves(&first);
    assert!(script.len() >= 3, "{script:?}");

    // A legal move that is not the script's, an illegal one, and an undo: refused, nothing
    // changes.
    let options = r["view"]["board"]["moves"].as_array().unwrap().clone();
    let other = options
        .iter()
        .map(|o| json!({ "type": "move", "from": o["from"], "to": o["to"][0] }))
        .find(|m| *m != script[0]);
    if let Some(other) = other {
        let refused = app.err(
            "gaps_act",
            json!({ "variant": "solitaire_x", "version": r["version"], "action": other }),
        );
        assert_eq!(code(&refused), "off_script");
    }
    let illegal =
        json!({ "type": "move", "from": { "row": 0, "col": 0 }, "to": { "row": 3, "col": 12 } });
    let refused = app.err(
        "gaps_act",
        json!({ "variant": "solitaire_x", "version": r["version"], "action": illegal }),
    );
    assert_ne!(
        code(&refused),
        "off_script",
        "an illegal move gets the rules' reason"
    );
    assert_eq!(app.current(), r);

    for (made, action) in script.iter().enumerate() {
        assert_eq!(info(&app, "solitaire_x")["made"], made);
        r = app.ok(
            "gaps_act",
            json!({ "variant": "solitaire_x", "version": r["version"], "action": action }),
        );
        let undo = app.err(
            "gaps_undo",
            json!({ "variant": "solitaire_x", "version": r["version"] }),
        );
        assert_eq!(code(&undo), "off_script");
    }
    assert_eq!(info(&app, "solitaire_x")["made"], script.len());
    // Skipped (or handed over): the same game goes on freely.
    app.ok("guide_stop", json!({ "game": "solitaire_x" }));
    assert_eq!(info(&app, "solitaire_x")["playing"], false);
    app.ok(
        "gaps_undo",
        json!({ "variant": "solitaire_x", "version": r["version"] }),
    );
}

/// Plays a table game's guide: the computers through `computer`, the script's moves through
/// `act`; returns the last answer.
fn play_table_guide(app: &Running, game: &str, act: &str, computer: &str, current: &str) -> Value {
    let guide = info(app, game);
    start(app, game);
    let mut r = app.ok(current, json!({}));
    assert_eq!(r["deal"], guide["deal"]);
    for action in moves(&guide) {
        for _ in 0..200 {
            if !computer_to_move(&r) {
                break;
            }
            r = app.ok(computer, json!({ "version": r["version"] }));
        }
        r = app
            .call(act, json!({ "version": r["version"], "action": action }))
            .unwrap_or_else(|e| panic!("{game}: {action} refused: {e}"));
    }
    assert_eq!(info(app, game)["made"], moves(&guide).len());
    r
}

#[test]
fn the_soi_and_fourside_guides_play_at_their_tables_as_written() {
    let app = launch(&new_identifier());
    let before = app.ok("app_info", json!({}))["stats"].clone();
    let soi = play_table_guide(&app, "soi", "soi_act", "soi_computer", "soi_current");
    let kinds: Vec<&Value> = (0..4)
        .map(|s| &soi["table"]["seats"][s]["who"]["kind"])
        .collect();
    assert_eq!(kinds, ["person", "computer", "computer", "computer"]);
    play_table_guide(
        &app,
        "fourside",
        "fourside_act",
        "fourside_computer",
        "fourside_current",
    );
    // Both still guided: a lesson, so nothing counted.
    assert_eq!(app.ok("app_info", json!({}))["stats"], before);
    // A new game in a slot ends its guide.
    let version = app.version();
    app.ok("fourside_new", json!({ "version": version }));
    assert_eq!(info(&app, "fourside")["playing"], false);
    assert_eq!(info(&app, "soi")["playing"], true);
}

#[test]
fn every_guide_starts_on_its_deal_and_the_offer_is_kept() {
    let id = new_identifier();
    {
        let app = launch(&id);
        assert_eq!(app.ok("app_info", json!({}))["guides_offered"], json!([]));
        for game in ["chinese_puzzle", "montana"] {
            let guide = info(&app, game);
            start(&app, game);
            let r = app.ok("gaps_current", json!({ "variant": game }));
            assert_eq!(r["view"]["deal"], guide["deal"], "{game}");
            assert_eq!(info(&app, game)["playing"], true);
            app.ok("guide_offered", json!({ "game": game }));
        }
        let bad = app.err("guide_start", json!({ "game": "chess", "version": 1 }));
        assert_eq!(code(&bad), "bad_argument");
    }
    let app = launch(&id);
    assert_eq!(
        app.ok("app_info", json!({}))["guides_offered"],
        json!(["montana", "chinese_puzzle"])
    );
    assert_eq!(
        info(&app, "montana")["playing"],
        true,
        "kept across a restart"
    );
}
