//! The commands as the UI calls them: through Tauri's IPC on the mock runtime, with the app's
//! real storage writing real files, good and bad input alike.

mod common;

use common::*;
use serde_json::{json, Value};

#[test]
fn a_first_launch_has_defaults_and_no_game() {
    let app = launch(&new_identifier());
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["settings"]["theme"], "system");
    assert_eq!(info["settings"]["sound"], true);
    assert_eq!(info["notice"], Value::Null);
    assert_eq!(info["in_progress"], json!([]));
    assert_eq!(app.current(), Value::Null);
}

#[test]
fn a_new_deal_then_a_move_then_undo_and_redo() {
    let app = launch(&new_identifier());
    let dealt = app.new_deal(7);
    assert_eq!(dealt["view"]["deal"], 7);
    assert_eq!(
        dealt["view"]["board"]["cells"].as_array().unwrap().len(),
        52
    );
    let version = dealt["version"].as_u64().unwrap();

    let action = Running::first_move(&dealt);
    let moved = app.ok(
        "gaps_act",
        json!({ "variant": "solitaire_x", "version": version, "action": action }),
    );
    assert_eq!(moved["view"]["moves_made"], 1);
    assert_eq!(moved["events"][0]["type"], "moved");
    assert_eq!(moved["events"][0]["from"], action["from"]);
    let version = moved["version"].as_u64().unwrap();
    assert_eq!(version, dealt["version"].as_u64().unwrap() + 1);

    let undone = app.ok(
        "gaps_undo",
        json!({ "variant": "solitaire_x", "version": version }),
    );
    assert_eq!(undone["view"]["board"], dealt["view"]["board"]);
    assert_eq!(undone["view"]["can_redo"], true);

    let redone = app.ok(
        "gaps_redo",
        json!({ "variant": "solitaire_x", "version": undone["version"] }),
    );
    assert_eq!(redone["view"]["board"], moved["view"]["board"]);
}

#[test]
fn a_stale_or_repeated_tap_is_refused_and_changes_nothing() {
    let app = launch(&new_identifier());
    let dealt = app.new_deal(11);
    let args = json!({
        "variant": "solitaire_x",
        "version": dealt["version"],
        "action": Running::first_move(&dealt),
    });
    app.ok("gaps_act", args.clone());
    let after_first = app.current();
    let repeated = app.err("gaps_act", args);
    assert_eq!(code(&repeated), "stale");
    assert_eq!(app.current(), after_first);
    let stale_undo = app.err(
        "gaps_undo",
        json!({ "variant": "solitaire_x", "version": dealt["version"] }),
    );
    assert_eq!(code(&stale_undo), "stale");
    assert_eq!(app.current(), after_first);
}

#[test]
fn bad_input_gets_a_clear_error_and_changes_nothing() {
    let app = launch(&new_identifier());
    app.new_deal(3);
    let before = app.current();
    let version = before["version"].clone();
    let act = |action: Value| {
        app.err(
            "gaps_act",
            json!({ "variant": "solitaire_x", "version": version, "action": action }),
        )
    };
    assert_eq!(code(&act(json!({ "type": "teleport" }))), "bad_action");
    assert_eq!(code(&act(json!("reshuffle please"))), "bad_action");
    assert_eq!(
        code(&act(json!({ "type": "move", "from": { "row": 0 } }))),
        "bad_action"
    );
    let off = act(json!({
        "type": "move", "from": { "row": 9, "col": 40 }, "to": { "row": 0, "col": 0 }
    }));
    assert_eq!(code(&off), "off_board");

    // A card into a slot that holds a card.
    let cells = before["view"]["board"]["cells"].as_array().unwrap();
    let card_slots: Vec<&Value> = cells
        .iter()
        .filter(|c| !c["card"].is_null())
        .map(|c| &c["slot"])
        .collect();
    let into_card = act(json!({ "type": "move", "from": card_slots[0], "to": card_slots[1] }));
    assert_eq!(code(&into_card), "not_a_gap");

    // Arguments Tauri itself cannot read: an error, never a panic.
    assert!(app
        .call(
            "gaps_act",
            json!({ "variant": "solitaire_x", "version": "x" })
        )
        .is_err());
    assert!(app
        .call("gaps_new", json!({ "variant": "poker", "version": 1 }))
        .is_err());
    assert!(app.call("no_such_command", json!({})).is_err());

    let too_big = app.err(
        "gaps_new",
        json!({ "variant": "solitaire_x", "version": version, "deal": 1u64 << 60 }),
    );
    assert_eq!(code(&too_big), "bad_deal");
    assert_eq!(app.current(), before, "nothing changed");
}

#[test]
fn reshuffle_and_tournament_commands() {
    let app = launch(&new_identifier());
    let dealt = app.new_deal(5);
    let started = app.ok(
        "gaps_tournament_start",
        json!({ "variant": "solitaire_x", "version": dealt["version"], "player": "Ann" }),
    );
    assert_eq!(started["view"]["tournament"]["current"], "Ann");
    assert_eq!(started["view"]["can_undo"], false);

    let reshuffled = app.ok(
        "gaps_reshuffle",
        json!({ "variant": "solitaire_x", "version": started["version"] }),
    );
    assert_eq!(reshuffled["view"]["board"]["deals_used"], 2);
    assert_eq!(reshuffled["events"][0]["type"], "reshuffled");
    let refused = app.err(
        "gaps_undo",
        json!({ "variant": "solitaire_x", "version": reshuffled["version"] }),
    );
    assert_eq!(code(&refused), "tournament");

    let next = app.ok(
        "gaps_tournament_next",
        json!({ "variant": "solitaire_x", "version": reshuffled["version"], "player": "Bob" }),
    );
    assert_eq!(next["view"]["tournament"]["current"], "Bob");
    assert_eq!(next["view"]["tournament"]["finished"][0]["player"], "Ann");
    assert_eq!(
        next["view"]["board"], dealt["view"]["board"],
        "the same deal again"
    );

    // Bob's reshuffle is Ann's reshuffle: same deal, same cards collected.
    let bob = app.ok(
        "gaps_reshuffle",
        json!({ "variant": "solitaire_x", "version": next["version"] }),
    );
    assert_eq!(bob["view"]["board"], reshuffled["view"]["board"]);

    // A new deal ends the tournament and files its result.
    app.new_deal(6);
    let info = app.ok("app_info", json!({}));
    let result = &info["tournaments"][0];
    assert_eq!(result["deal"], 5);
    assert_eq!(result["entries"].as_array().unwrap().len(), 2);
}

#[test]
fn the_game_and_settings_survive_a_restart() {
    let id = new_identifier();
    let (board, deal) = {
        let app = launch(&id);
        let dealt = app.new_deal(21);
        let moved = app.ok(
            "gaps_act",
            json!({
                "variant": "solitaire_x",
                "version": dealt["version"],
                "action": Running::first_move(&dealt),
            }),
        );
        let mut settings = app.ok("app_info", json!({}))["settings"].clone();
        settings["theme"] = json!("dark");
        settings["sound"] = json!(false);
        app.ok("settings_update", json!({ "settings": settings }));
        (
            moved["view"]["board"].clone(),
            moved["view"]["deal"].clone(),
        )
    };
    assert!(store_file(&id).exists(), "saved to disk");

    let app = launch(&id);
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["settings"]["theme"], "dark");
    assert_eq!(info["settings"]["sound"], false);
    assert_eq!(info["in_progress"], json!(["solitaire_x"]));
    let resumed = app.current();
    assert_eq!(resumed["view"]["board"], board);
    assert_eq!(resumed["view"]["deal"], deal);
    assert_eq!(
        resumed["view"]["can_undo"], true,
        "undo works across restarts"
    );
}

#[test]
fn a_corrupt_store_is_kept_aside_and_reported_once() {
    let id = new_identifier();
    let file = store_file(&id);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "{ this is not json").unwrap();

    let app = launch(&id);
    let first = app.ok("app_info", json!({}));
    assert_eq!(first["notice"]["kind"], "started_afresh", "{first}");
    assert_eq!(first["notice"]["damage"], "damaged", "{first}");
    assert!(first["notice"]["kept"].is_string(), "{first}");
    assert_eq!(
        app.ok("app_info", json!({}))["notice"],
        Value::Null,
        "told once"
    );
    assert_eq!(app.current(), Value::Null);
    app.new_deal(1);

    let kept = kept_copies(&file);
    assert_eq!(kept.len(), 1);
    assert_eq!(
        std::fs::read_to_string(&kept[0]).unwrap(),
        "{ this is not json"
    );
}

#[test]
fn a_future_store_and_a_damaged_game_fall_back_to_defaults() {
    let id = new_identifier();
    let file = store_file(&id);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, r#"{"format": 999, "settings": {"theme": "dark"}}"#).unwrap();
    let app = launch(&id);
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["notice"]["damage"], "newer", "{info}");
    assert_eq!(info["settings"]["theme"], "system");
    drop(app);

    // A saved game whose moves do not replay is dropped; the rest is kept.
    let id = new_identifier();
    let file = store_file(&id);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let bad_game = json!({
        "format": 1,
        "settings": { "theme": "light" },
        "game.solitaire_x": { "recorded": false, "session": { "record": {
            "rules": { "variant": "solitaire_x", "deals": 3 }, "deal": 4,
            "actions": [{ "type": "move", "from": { "row": 0, "col": 0 }, "to": { "row": 0, "col": 0 } }]
        }}}
    });
    std::fs::write(&file, bad_game.to_string()).unwrap();
    let app = launch(&id);
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["notice"]["kind"], "parts_reset", "{info}");
    assert_eq!(
        info["notice"]["parts"],
        json!(["game.solitaire_x"]),
        "{info}"
    );
    assert_eq!(info["settings"]["theme"], "light");
    assert_eq!(app.current(), Value::Null);
}

#[test]
fn chinese_puzzle_is_dealt_with_the_chosen_rules() {
    let app = launch(&new_identifier());
    // The settings' rules by default: two redeals, free ace order.
    let version = app.version();
    let dealt = app.ok(
        "gaps_new",
        json!({ "variant": "chinese_puzzle", "version": version, "deal": 3 }),
    );
    let view = &dealt["view"];
    assert_eq!(
        view["rules"],
        json!({ "variant": "chinese_puzzle", "deals": 3, "ace_order": "free" })
    );
    assert_eq!(view["board"]["cells"].as_array().unwrap().len(), 112);
    assert_eq!(view["board"]["ace_phase"], true);

    // Rules chosen for this deal: one redeal, bridge order.
    let rules = json!({ "variant": "chinese_puzzle", "deals": 2, "ace_order": "bridge" });
    let dealt = app.ok(
        "gaps_new",
        json!({ "variant": "chinese_puzzle", "version": dealt["version"], "deal": 3, "rules": rules }),
    );
    assert_eq!(dealt["view"]["rules"], rules);
    let placed = app.ok(
        "gaps_act",
        json!({ "variant": "chinese_puzzle", "version": dealt["version"], "action": { "type": "place_aces" } }),
    );
    assert_eq!(placed["view"]["board"]["ace_phase"], false);
    let suits: Vec<&str> = (0..8)
        .map(|r| {
            placed["view"]["board"]["cells"][r * 14]["card"]["suit"]
                .as_str()
                .unwrap()
        })
        .collect();
    assert_eq!(&suits[..4], ["clubs", "diamonds", "hearts", "spades"]);

    // Rules that break the game's limits, or belong to another game, are refused.
    let version = placed["version"].clone();
    for bad in [
        json!({ "variant": "chinese_puzzle", "deals": 5, "ace_order": "free" }),
        json!({ "variant": "solitaire_x", "deals": 3, "ace_order": "free" }),
    ] {
        let refused = app.err(
            "gaps_new",
            json!({ "variant": "chinese_puzzle", "version": version, "deal": 3, "rules": bad }),
        );
        assert_eq!(code(&refused), "bad_rules");
    }
    let mut settings = app.ok("app_info", json!({}))["settings"].clone();
    settings["cp_redeals"] = json!(7);
    let refused = app.err("settings_update", json!({ "settings": settings }));
    assert_eq!(code(&refused), "bad_settings");
    // Which setting, with its bounds, for the page to word.
    assert_eq!(
        refused["detail"],
        json!({ "setting": { "field": "cp_redeals", "min": 1, "max": 2 } })
    );
}

#[test]
fn analysis_gives_a_legal_hint_for_the_current_version() {
    let app = launch(&new_identifier());
    let dealt = app.new_deal(19);
    let analysis = app.ok("gaps_analyse", json!({ "variant": "solitaire_x" }));
    assert_eq!(analysis["version"], dealt["version"]);
    let hint = &analysis["hint"];
    let legal = dealt["view"]["board"]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["from"] == hint["from"] && m["to"].as_array().unwrap().contains(&hint["to"]));
    assert!(legal, "the hint {hint} is a legal move");
    assert!(["winnable", "unwinnable", "unknown"].contains(&analysis["verdict"].as_str().unwrap()));
    // Playing the hint is an ordinary move.
    let played = app.ok(
        "gaps_act",
        json!({
            "variant": "solitaire_x",
            "version": dealt["version"],
            "action": { "type": "move", "from": hint["from"], "to": hint["to"] },
        }),
    );
    assert_eq!(played["view"]["moves_made"], 1);
    assert_eq!(
        code(&app.err("gaps_analyse", json!({ "variant": "chinese_puzzle" }))),
        "no_game"
    );
}

#[test]
fn explain_says_why_a_tap_does_nothing() {
    let app = launch(&new_identifier());
    let dealt = app.new_deal(42);
    let cells = dealt["view"]["board"]["cells"].as_array().unwrap();
    let movable = &dealt["view"]["board"]["moves"][0]["from"];
    assert_eq!(
        app.ok(
            "gaps_explain",
            json!({ "variant": "solitaire_x", "slot": movable })
        ),
        Value::Null
    );
    let stuck = cells
        .iter()
        .find(|c| {
            !c["card"].is_null()
                && !dealt["view"]["board"]["moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|m| m["from"] == c["slot"])
        })
        .unwrap();
    let why = app.ok(
        "gaps_explain",
        json!({ "variant": "solitaire_x", "slot": stuck["slot"] }),
    );
    // A typed reason that names the card tapped; the page words it.
    assert!(why["why"].is_string(), "{why}");
    assert_eq!(why["card"], stuck["card"], "{why}");
    assert!(app
        .call(
            "gaps_explain",
            json!({ "variant": "solitaire_x", "slot": { "row": "x" } })
        )
        .is_err());
}

#[test]
fn abandoning_a_game_counts_it_as_played() {
    let app = launch(&new_identifier());
    let dealt = app.new_deal(8);
    app.ok(
        "gaps_act",
        json!({
            "variant": "solitaire_x",
            "version": dealt["version"],
            "action": Running::first_move(&dealt),
        }),
    );
    app.new_deal(9);
    let stats = &app.ok("app_info", json!({}))["stats"]["solitaire_x"];
    assert_eq!(stats["played"], 1);
    assert_eq!(stats["won"], 0);
    // An untouched deal replaced by another is not a game played.
    app.new_deal(10);
    assert_eq!(
        app.ok("app_info", json!({}))["stats"]["solitaire_x"]["played"],
        1
    );
}

#[test]
fn a_finished_game_is_counted_once() {
    let app = launch(&new_identifier());
    let mut response = app.new_deal(12);
    // Use up the reshuffles, then play the first legal move until the game ends.
    for _ in 0..2 {
        response = app.ok(
            "gaps_reshuffle",
            json!({ "variant": "solitaire_x", "version": response["version"] }),
        );
    }
    let mut finished = Value::Null;
    for _ in 0..500 {
        if response["view"]["board"]["moves"]
            .as_array()
            .unwrap()
            .is_empty()
        {
            break;
        }
        response = app.ok(
            "gaps_act",
            json!({
                "variant": "solitaire_x",
                "version": response["version"],
                "action": Running::first_move(&response),
            }),
        );
        if !response["finished"].is_null() {
            finished = response["finished"].clone();
        }
    }
    let status = response["view"]["board"]["status"].as_str().unwrap();
    assert!(status == "won" || status == "lost", "{status}");
    assert_eq!(finished["won"], status == "won");
    assert_eq!(finished["stats"]["played"], 1);
    assert_eq!(finished["score"], response["view"]["board"]["score"]);

    // Undoing the last move and playing it again does not count the game twice.
    let undone = app.ok(
        "gaps_undo",
        json!({ "variant": "solitaire_x", "version": response["version"] }),
    );
    let again = app.ok(
        "gaps_redo",
        json!({ "variant": "solitaire_x", "version": undone["version"] }),
    );
    assert!(again["finished"].is_null());
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["stats"]["solitaire_x"]["played"], 1);
    assert_eq!(
        info["in_progress"],
        json!([]),
        "a finished game is not offered to continue"
    );
}

/// A computer is to move at this table (what the page asks before it calls `*_computer`).
fn computer_to_move(r: &Value) -> bool {
    let view = &r["table"]["view"];
    let over = view["over"] == true || view["game_over"] == true;
    let seat = view["to_move"].as_u64();
    !over && seat.is_some_and(|s| r["table"]["seats"][s as usize]["who"]["kind"] == "computer")
}

fn fourside_new(app: &Running, args: Value) -> Value {
    let mut args = args;
    args["version"] = json!(app.version());
    app.ok("fourside_new", args)
}

#[test]
fn fourside_against_the_computer_one_move_at_a_time() {
    let app = launch(&new_identifier());
    let mut r = fourside_new(
        &app,
        json!({ "deal": 17, "rules": { "level": "advanced", "size": 7 }, "mode": "human_vs_computer" }),
    );
    assert_eq!(r["table"]["view"]["board"]["size"], 7);
    assert_eq!(r["table"]["you"], 0);
    assert_eq!(r["table"]["view"]["hand"].as_array().unwrap().len(), 5);
    assert_eq!(r["table"]["view"]["opponent_hand_size"], 5);
    for _ in 0..6 {
        if r["table"]["view"]["over"] == true {
            break;
        }
        if computer_to_move(&r) {
            // A person may not move for the computer.
            let refused = app.err(
                "fourside_act",
                json!({ "version": r["version"], "action": { "type": "hint" } }),
            );
            assert_eq!(code(&refused), "computer_turn");
            r = app.ok("fourside_computer", json!({ "version": r["version"] }));
            assert_eq!(
                r["table"]["events"][0]["player"], 1,
                "the computer placed a tile"
            );
        } else {
            let refused = app.err("fourside_computer", json!({ "version": r["version"] }));
            assert_eq!(code(&refused), "human_turn");
            let best = &r["table"]["view"]["placements"][0]["placement"];
            let action = json!({ "type": "place", "hand": best["hand"], "rotation": best["rotation"], "row": best["row"], "col": best["col"] });
            r = app.ok(
                "fourside_act",
                json!({ "version": r["version"], "action": action }),
            );
            assert_eq!(r["table"]["events"][0]["type"], "placed");
        }
    }
    let tiles = r["table"]["view"]["board"]["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| !t.is_null())
        .count();
    assert!(tiles >= 4, "moves were made ({tiles} tiles)");
}

/// A person's move in FourSide: the first placement the view offers.
fn fourside_person_moves(app: &Running, r: &Value) -> Value {
    let best = &r["table"]["view"]["placements"][0]["placement"];
    let action = json!({ "type": "place", "hand": best["hand"], "rotation": best["rotation"], "row": best["row"], "col": best["col"] });
    app.ok(
        "fourside_act",
        json!({ "version": r["version"], "action": action }),
    )
}

/// Plays a FourSide game to its end: people take the first placement offered, the computer
/// moves when it is to move.
fn fourside_to_the_end(app: &Running, mut r: Value) -> Value {
    for _ in 0..500 {
        if r["table"]["view"]["over"] == true {
            return r;
        }
        r = if computer_to_move(&r) {
            app.ok("fourside_computer", json!({ "version": r["version"] }))
        } else {
            fourside_person_moves(app, &r)
        };
    }
    panic!("a FourSide game ends");
}

/// Play again at home, alone against the computer, in a hot seat and in a demo: the same seats
/// and rules, a new deal; only once the game is over; and the statistics count the finished
/// game once.
#[test]
fn play_again_deals_the_same_table_anew_at_home() {
    let app = launch(&new_identifier());
    for mode in [
        "human_vs_computer",
        "human_vs_human",
        "computer_vs_computer",
    ] {
        let r = fourside_new(
            &app,
            json!({ "deal": 23, "rules": { "level": "beginner", "size": 7 }, "mode": mode }),
        );
        // Not while the game is on.
        let early = app.err("fourside_again", json!({ "version": r["version"] }));
        assert_eq!(code(&early), "bad_action", "{mode}");
        let over = fourside_to_the_end(&app, r);
        let played = app.ok("app_info", json!({}))["stats"]["fourside.beginner"]["played"].clone();
        let again = app.ok("fourside_again", json!({ "version": over["version"] }));
        assert_eq!(again["table"]["view"]["over"], false, "{mode}");
        assert_ne!(again["deal"], over["deal"], "a new deal");
        assert_eq!(
            again["table"]["seats"], over["table"]["seats"],
            "the same seats"
        );
        assert_eq!(
            again["table"]["rules"], over["table"]["rules"],
            "the same rules"
        );
        assert_eq!(again["finished"], Value::Null);
        // The finished game was counted when it ended, not again now.
        let after = app.ok("app_info", json!({}))["stats"]["fourside.beginner"]["played"].clone();
        assert_eq!(after, played, "{mode}");
        // The new game is the one saved: a restart opens it.
        let current = app.ok("fourside_current", json!({}));
        assert_eq!(current["deal"], again["deal"]);
    }
}

/// FourSide and Soi count a game against the computers that is left after a move as played and
/// not won, under `<game>.<level>`; a game between people is not counted.
#[test]
fn games_against_computers_left_after_a_move_count_per_level() {
    let app = launch(&new_identifier());
    let mut r = fourside_new(
        &app,
        json!({ "deal": 17, "rules": { "level": "advanced", "size": 7 }, "mode": "human_vs_computer" }),
    );
    if computer_to_move(&r) {
        r = app.ok("fourside_computer", json!({ "version": r["version"] }));
    }
    fourside_person_moves(&app, &r);
    let r = fourside_new(&app, json!({ "deal": 18, "mode": "human_vs_human" }));
    fourside_person_moves(&app, &r);
    fourside_new(&app, json!({ "deal": 19, "mode": "human_vs_computer" }));

    settings_with(&app, json!({ "soi_level": "easy" }));
    let r = app.ok("soi_new", json!({ "version": app.version(), "deal": 8 }));
    if computer_to_move(&r) {
        app.ok("soi_computer", json!({ "version": r["version"] }));
    } else {
        let ask = r["table"]["view"]["asks"][0].clone();
        app.ok("soi_act", json!({ "version": r["version"], "action": { "type": "ask", "asker": ask["asker"], "target": ask["target"], "card": ask["card"] } }));
    }
    app.ok("soi_new", json!({ "version": app.version(), "deal": 9 }));

    let stats = app.ok("app_info", json!({}))["stats"].clone();
    let keys: Vec<&String> = stats.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["fourside.advanced", "soi.easy"]);
    for key in keys {
        assert_eq!(
            (&stats[key]["played"], &stats[key]["won"]),
            (&json!(1), &json!(0)),
            "{key}"
        );
    }
}

#[test]
fn fourside_refuses_bad_input_and_survives_a_restart() {
    let id = new_identifier();
    let saved = {
        let app = launch(&id);
        let r = fourside_new(&app, json!({ "deal": 5, "mode": "human_vs_human" }));
        let before = app.ok("fourside_current", json!({}));
        let version = r["version"].clone();
        for (action, expected) in [
            (
                json!({ "type": "place", "hand": 0, "rotation": 0, "row": 0, "col": 0 }),
                "does_not_fit",
            ),
            (
                json!({ "type": "place", "hand": 7, "rotation": 0, "row": 4, "col": 5 }),
                "no_tile",
            ),
            (json!({ "type": "fly" }), "bad_action"),
        ] {
            let refused = app.err(
                "fourside_act",
                json!({ "version": version, "action": action }),
            );
            assert_eq!(code(&refused), expected);
            if expected == "does_not_fit" {
                // Far from every tile: the refusal names why, typed.
                assert_eq!(refused["detail"], json!({ "misfit": { "why": "alone" } }));
            }
        }
        assert_eq!(
            app.ok("fourside_current", json!({})),
            before,
            "nothing changed"
        );
        let bad_rules = app.err(
            "fourside_new",
            json!({ "version": version, "rules": { "level": "expert", "size": 8 } }),
        );
        assert_eq!(code(&bad_rules), "bad_rules");
        // Hot-seat: the view is the hand of whoever is to move.
        let hint = app.ok(
            "fourside_act",
            json!({ "version": version, "action": { "type": "hint" } }),
        );
        assert_eq!(hint["table"]["events"][0]["type"], "hint_shown");
        assert_eq!(hint["table"]["you"], hint["table"]["view"]["to_move"]);
        hint
    };
    let app = launch(&id);
    let resumed = app.ok("fourside_current", json!({}));
    assert_eq!(resumed["table"]["view"], saved["table"]["view"]);
    assert!(app.ok("app_info", json!({}))["in_progress"]
        .as_array()
        .unwrap()
        .contains(&json!("fourside")));
}

fn settings_with(app: &Running, changes: Value) {
    let mut settings = app.ok("app_info", json!({}))["settings"].clone();
    for (k, v) in changes.as_object().unwrap() {
        settings[k] = v.clone();
    }
    app.ok("settings_update", json!({ "settings": settings }));
}

#[test]
fn soi_against_three_computers() {
    let app = launch(&new_identifier());
    settings_with(
        &app,
        json!({ "soi_sort_computer_cards": true, "soi_level": "impossible" }),
    );
    let version = app.version();
    let mut r = app.ok("soi_new", json!({ "version": version, "deal": 8 }));
    assert_eq!(r["table"]["you"], 0);
    let kinds: Vec<&Value> = (0..4)
        .map(|s| &r["table"]["seats"][s]["who"]["kind"])
        .collect();
    assert_eq!(kinds, ["person", "computer", "computer", "computer"]);
    assert!(matches!(
        r["table"]["events"][0]["type"].as_str(),
        Some("dealt")
    ));
    let mut asked_by_me = false;
    for _ in 0..60 {
        if r["table"]["view"]["round_over"] == true {
            break;
        }
        if computer_to_move(&r) {
            let refused = app.err(
                "soi_act",
                json!({ "version": r["version"], "action": { "type": "ask", "asker": r["table"]["view"]["to_move"], "target": 0, "card": { "suit": "hearts", "rank": 2 } } }),
            );
            assert_eq!(code(&refused), "computer_turn");
            r = app.ok("soi_computer", json!({ "version": r["version"] }));
            assert_eq!(r["table"]["events"][0]["type"], "asked");
        } else {
            assert_eq!(
                code(&app.err("soi_computer", json!({ "version": r["version"] }))),
                "human_turn"
            );
            // An illegal ask (a card I hold) is refused and changes nothing.
            let mine = r["table"]["view"]["hand"][0].clone();
            let before = app.ok("soi_current", json!({}));
            let refused = app.err(
                "soi_act",
                json!({ "version": r["version"], "action": { "type": "ask", "asker": 0, "target": 1, "card": mine } }),
            );
            assert_eq!(code(&refused), "already_held");
            assert_eq!(app.ok("soi_current", json!({})), before);
            let ask = r["table"]["view"]["asks"][0].clone();
            r = app.ok("soi_act", json!({ "version": r["version"], "action": { "type": "ask", "asker": ask["asker"], "target": ask["target"], "card": ask["card"] } }));
            asked_by_me = true;
            if r["table"]["events"][0]["got"] == true {
                assert!(
                    r["fan"].is_object(),
                    "fan positions with sorted computer cards"
                );
            }
        }
        // The view never shows another seat's hand: only counts.
        assert_eq!(r["table"]["view"]["seat"], 0);
    }
    assert!(asked_by_me);
}

#[test]
fn soi_hot_seat_covers_the_table_between_people_and_survives_a_restart() {
    let id = new_identifier();
    let saved = {
        let app = launch(&id);
        settings_with(
            &app,
            json!({ "soi_computers": [false, false, false, false], "soi_names": ["Ann", "Bo", "Cy", "Di"] }),
        );
        let version = app.version();
        let r = app.ok("soi_new", json!({ "version": version, "deal": 2 }));
        assert!(!computer_to_move(&r));
        assert_eq!(r["table"]["seats"][1]["who"]["name"], "Bo");
        let mover = r["table"]["view"]["to_move"].clone();
        assert_eq!(
            r["table"]["you"], mover,
            "the person to move sees their hand"
        );
        // Ask until the turn passes to someone else.
        let mut r = r;
        for _ in 0..30 {
            let ask = r["table"]["view"]["asks"][0].clone();
            let before = r["table"]["you"].clone();
            r = app.ok("soi_act", json!({ "version": r["version"], "action": { "type": "ask", "asker": ask["asker"], "target": ask["target"], "card": ask["card"] } }));
            if r["table"]["you"] != before {
                // The device passes: the hand shown is the next person's, who is to move.
                assert_eq!(r["table"]["you"], r["table"]["view"]["to_move"]);
                break;
            }
            assert_eq!(
                r["table"]["view"]["to_move"], before,
                "the same person asks again"
            );
        }
        r
    };
    let app = launch(&id);
    let resumed = app.ok("soi_current", json!({}));
    assert_eq!(resumed["table"]["view"], saved["table"]["view"]);
    assert_eq!(resumed["table"]["you"], saved["table"]["you"]);
    let mut bad = app.ok("app_info", json!({}))["settings"].clone();
    bad["soi_target"] = json!(50);
    assert_eq!(
        code(&app.err("settings_update", json!({ "settings": bad }))),
        "bad_settings"
    );
    bad["soi_target"] = json!(300);
    bad["soi_delay_ms"] = json!(5);
    let refused = app.err("settings_update", json!({ "settings": bad }));
    assert_eq!(code(&refused), "bad_settings");
    assert_eq!(
        refused["detail"],
        json!({ "setting": { "field": "soi_delay_ms", "min": 200, "max": 600 } })
    );
}

#[test]
fn a_winnable_deal_is_found_and_rated_off_the_main_thread() {
    let app = launch(&new_identifier());
    // A found deal is proved winnable without a reshuffle, so it rates easy, medium or hard.
    // (The search has a time budget, so on a very slow machine it may find none: `null`.
    // The engine's tests check the finder itself with node budgets.)
    let found = app.ok("gaps_find_winnable", json!({ "variant": "solitaire_x" }));
    let rated = ["easy", "medium", "hard"];
    if !found.is_null() {
        assert!(
            rated.contains(&found["difficulty"].as_str().unwrap()),
            "{found}"
        );
        let dealt = app.new_deal(found["deal"].as_u64().unwrap());
        assert_eq!(dealt["view"]["deal"], found["deal"]);
    }
    // A typed deal number says what the solver knows of it: deal 270 is lost at once.
    let info = app.ok(
        "gaps_deal_info",
        json!({ "variant": "solitaire_x", "deal": 270 }),
    );
    assert_eq!(
        info,
        json!({ "deal": 270, "difficulty": "needs_reshuffle" })
    );
    let info = app.ok(
        "gaps_deal_info",
        json!({ "variant": "solitaire_x", "deal": 6 }),
    );
    assert!(
        rated.contains(&info["difficulty"].as_str().unwrap()),
        "{info}"
    );
    assert_eq!(
        code(&app.err(
            "gaps_deal_info",
            json!({ "variant": "solitaire_x", "deal": -1 })
        )),
        "bad_argument"
    );
}

#[test]
fn a_solution_is_shown_for_a_game_given_up_or_lost_never_for_one_won() {
    let app = launch(&new_identifier());
    let dealt = app.new_deal(6);
    let moved = app.ok(
        "gaps_act",
        json!({
            "variant": "solitaire_x",
            "version": dealt["version"],
            "action": Running::first_move(&dealt),
        }),
    );
    // A stale version gives nothing up.
    assert_eq!(
        code(&app.err(
            "gaps_solution",
            json!({ "variant": "solitaire_x", "version": dealt["version"], "deal": null })
        )),
        "stale"
    );
    assert_eq!(app.current()["view"]["moves_made"], 1);

    // Giving up deal 6 (winnable from the start) deals the number asked for — deal 6 afresh —
    // counts the game as played and not won, and brings the solver's line.
    let answer = app.ok(
        "gaps_solution",
        json!({ "variant": "solitaire_x", "version": moved["version"], "deal": 6 }),
    );
    assert_eq!(answer["deal"], 6);
    let outcome = &answer["outcome"];
    assert_eq!(outcome["type"], "found", "{outcome}");
    assert_eq!(outcome["deal_index"], 1);
    assert_eq!(outcome["start"], dealt["view"]["board"]);
    let fresh = &answer["response"];
    assert_eq!(fresh["view"]["deal"], 6);
    assert_eq!(fresh["view"]["moves_made"], 0);
    let stats = &app.ok("app_info", json!({}))["stats"]["solitaire_x"];
    assert_eq!(
        (stats["played"].clone(), stats["won"].clone()),
        (json!(1), json!(0))
    );

    // The line's steps, played in the app, win the fresh deal; a won game has no solution.
    let steps = outcome["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    let mut response = fresh.clone();
    for step in steps {
        response = app.ok(
            "gaps_act",
            json!({
                "variant": "solitaire_x",
                "version": response["version"],
                "action": { "type": "move", "from": step["from"], "to": step["to"] },
            }),
        );
        assert_eq!(response["view"]["board"]["score"], step["score"]);
    }
    assert_eq!(response["view"]["board"]["status"], "won");
    assert_eq!(
        code(&app.err(
            "gaps_solution",
            json!({ "variant": "solitaire_x", "version": response["version"], "deal": null })
        )),
        "game_over"
    );

    // A lost game is solved as it stands: nothing new is dealt.
    let mut response = app.new_deal(270);
    for _ in 0..2 {
        response = app.ok(
            "gaps_reshuffle",
            json!({ "variant": "solitaire_x", "version": response["version"] }),
        );
    }
    while !response["view"]["board"]["moves"]
        .as_array()
        .unwrap()
        .is_empty()
    {
        response = app.ok(
            "gaps_act",
            json!({
                "variant": "solitaire_x",
                "version": response["version"],
                "action": Running::first_move(&response),
            }),
        );
    }
    assert_eq!(response["view"]["board"]["status"], "lost");
    let answer = app.ok(
        "gaps_solution",
        json!({ "variant": "solitaire_x", "version": response["version"], "deal": null }),
    );
    assert_eq!(answer["response"], Value::Null);
    assert_eq!(answer["deal"], 270);
    // Deal 270's first deal is lost; a later deal's start may still be won.
    let kind = answer["outcome"]["type"].as_str().unwrap();
    assert!(["found", "all_lost", "unknown"].contains(&kind), "{kind}");
    if kind == "found" {
        assert!(answer["outcome"]["deal_index"].as_u64().unwrap() > 1);
    }
    assert_eq!(app.current()["view"]["deal"], 270);
    assert_eq!(
        code(&app.err(
            "gaps_solution",
            json!({ "variant": "solitaire_x", "version": 1, "deal": -4 })
        )),
        "bad_argument"
    );
    app.ok("gaps_cancel_search", json!({ "variant": "solitaire_x" }));
}

/// The move of a card into `to` the view offers, as an action.
fn move_into(response: &Value, to: Value) -> Value {
    let option = response["view"]["board"]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["to"].as_array().unwrap().contains(&to))
        .unwrap_or_else(|| panic!("nothing moves to {to}"));
    json!({ "type": "move", "from": option["from"], "to": to })
}

#[test]
fn montana_is_a_game_of_its_own_where_a_heading_2_switches_rows() {
    let app = launch(&new_identifier());
    let switch =
        json!({ "type": "move", "from": { "row": 0, "col": 0 }, "to": { "row": 2, "col": 0 } });
    // Deal 42 opens with column-0 gaps at (0,0) and (2,0); a 2 goes to (0,0) in both games.
    let mut played = Vec::new();
    for variant in ["montana", "solitaire_x"] {
        let version = app.version();
        let dealt = app.ok(
            "gaps_new",
            json!({ "variant": variant, "version": version, "deal": 42 }),
        );
        assert_eq!(
            dealt["view"]["rules"],
            json!({ "variant": variant, "deals": 3, "ace_order": "free" })
        );
        let two = move_into(&dealt, json!({ "row": 0, "col": 0 }));
        let moved = app.ok(
            "gaps_act",
            json!({ "variant": variant, "version": dealt["version"], "action": two }),
        );
        played.push(moved);
    }
    let [montana, solitaire_x] = [&played[0], &played[1]];
    // The same deal number deals the same cards; only Montana's heading 2 is not locked.
    let cells = |r: &Value| r["view"]["board"]["cells"].as_array().unwrap().clone();
    let cards = |r: &Value| {
        cells(r)
            .iter()
            .map(|c| c["card"].clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(cards(montana), cards(solitaire_x));
    assert_eq!(cells(montana)[0]["placed"], false);
    assert_eq!(cells(solitaire_x)[0]["placed"], true);
    // The 2 now heading row 1 may cross to row 3's empty first cell in Montana only.
    let refused = app.err(
        "gaps_act",
        json!({ "variant": "solitaire_x", "version": solitaire_x["version"], "action": switch }),
    );
    assert_eq!(code(&refused), "placed");
    let switched = app.ok(
        "gaps_act",
        json!({ "variant": "montana", "version": app.version(), "action": switch }),
    );
    let cells = switched["view"]["board"]["cells"].as_array().unwrap();
    assert_eq!(cells[2 * 13]["card"]["rank"], 2);
    assert_eq!(cells[0]["card"], Value::Null);

    // Its own saved game, statistics key and analysis.
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["in_progress"], json!(["montana", "solitaire_x"]));
    let analysis = app.ok("gaps_analyse", json!({ "variant": "montana" }));
    assert_eq!(analysis["version"], switched["version"]);
    let version = app.version();
    app.ok(
        "gaps_new",
        json!({ "variant": "montana", "version": version, "deal": 7 }),
    );
    let stats = &app.ok("app_info", json!({}))["stats"];
    assert_eq!(
        stats["montana"]["played"], 1,
        "the game left is counted, lost"
    );
    assert_eq!(stats["solitaire_x"], Value::Null);
}
