//! Every command fed random and crafted input through the IPC, as a hostile page could send it:
//! it must never panic (a caught panic would answer `internal`), must always answer a typed
//! `{ code, message }` error when it refuses, and a refusal must change nothing — neither what
//! the app shows nor the file on disk.
//!
//! `QUADRILLE_HOSTILE_CALLS` sets the number of random calls (default 100,000).

mod common;

use common::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Value};

const COMMANDS: &[&str] = &[
    "app_info",
    "settings_update",
    "gaps_current",
    "gaps_new",
    "gaps_explain",
    "gaps_act",
    "gaps_reshuffle",
    "gaps_undo",
    "gaps_redo",
    "gaps_tournament_start",
    "gaps_tournament_next",
    "gaps_cancel_search",
    "fourside_current",
    "fourside_new",
    "fourside_act",
    "fourside_computer",
    "soi_current",
    "soi_new",
    "soi_act",
    "soi_computer",
    // Not daily_send nor daily_board: they go to the network (tests/daily.rs has them).
    "daily_info",
    "daily_day",
    "daily_start",
    "guide_info",
    "guide_start",
    "guide_stop",
    "guide_offered",
];

const ARG_NAMES: &[&str] = &[
    "variant", "version", "deal", "rules", "slot", "action", "player", "mode", "settings", "game",
    "day",
];

fn pick(rng: &mut StdRng, options: &[&'static str]) -> &'static str {
    options[rng.random_range(0..options.len())]
}

/// Numbers a hostile page would try: edges of u8 and u64, beyond 2^53, negative, fractional.
fn number(rng: &mut StdRng) -> Value {
    match rng.random_range(0..10) {
        0 => json!(rng.random_range(0..=255u32)),
        1 => json!(rng.random_range(0..16u32)),
        2 => json!(9_007_199_254_740_993u64), // 2^53 + 1
        3 => json!(u64::MAX),
        4 => json!(-rng.random_range(1..1000i64)),
        5 => json!(rng.random_range(0.0..300.0f64)),
        6 => json!(1e300),
        7 => json!(256),
        8 => json!(i64::MIN),
        _ => json!(rng.random_range(0..100_000_000u64)),
    }
}

fn string(rng: &mut StdRng) -> Value {
    match rng.random_range(0..9) {
        0 => json!("x".repeat(rng.random_range(1_000..200_000))),
        // A day with a deal of the day (a Monday: quick to choose), and its games.
        8 => json!(
            ["2026-12-07", "montana", "soi", "fourside", "2026-02-30"][rng.random_range(0..5)]
        ),
        1 => json!("solitaire_x"),
        2 => json!("chinese_puzzle"),
        3 => json!("move"),
        4 => json!("\u{0}\u{FFFF}🂡\\\""),
        5 => json!(""),
        _ => json!(
            [
                "ask",
                "place",
                "next_round",
                "hint",
                "expert",
                "human_vs_human"
            ][rng.random_range(0..6)]
        ),
    }
}

/// Any JSON, up to `depth` levels; deep nesting now and then.
fn any(rng: &mut StdRng, depth: u32) -> Value {
    if depth > 0 && rng.random_bool(0.01) {
        let n = rng.random_range(100..3000);
        return serde_json::from_str(&format!("{}{}", "[".repeat(n), "]".repeat(n)))
            .unwrap_or(Value::Null);
    }
    match rng.random_range(0..if depth == 0 { 4 } else { 6 }) {
        0 => Value::Null,
        1 => json!(rng.random_bool(0.5)),
        2 => number(rng),
        3 => string(rng),
        4 => Value::Array(
            (0..rng.random_range(0..4))
                .map(|_| any(rng, depth - 1))
                .collect(),
        ),
        _ => {
            let mut map = Map::new();
            for _ in 0..rng.random_range(0..5) {
                let key = [
                    "type",
                    "from",
                    "to",
                    "row",
                    "col",
                    "asker",
                    "target",
                    "card",
                    "suit",
                    "rank",
                    "hand",
                    "rotation",
                    "variant",
                    "deals",
                    "ace_order",
                    "level",
                    "size",
                ][rng.random_range(0..17)];
                map.insert(key.to_string(), any(rng, depth - 1));
            }
            Value::Object(map)
        }
    }
}

fn slot(rng: &mut StdRng) -> Value {
    json!({ "row": rng.random_range(0..=255u32), "col": rng.random_range(0..=255u32) })
}

/// Actions that parse but are wrong in some detail: seats, rows and columns 0–255, cards
/// of every rank 0–255, unknown tags.
fn crafted_action(rng: &mut StdRng) -> Value {
    let suit = ["clubs", "diamonds", "hearts", "spades", "stars"][rng.random_range(0..5)];
    match rng.random_range(0..7) {
        0 => json!({ "type": "move", "from": slot(rng), "to": slot(rng) }),
        1 => json!({ "type": "ask", "asker": rng.random_range(0..=255u32),
                     "target": rng.random_range(0..=255u32),
                     "card": { "suit": suit, "rank": rng.random_range(0..=255u32) } }),
        2 => json!({ "type": "place", "hand": rng.random_range(0..=255u32),
                     "rotation": rng.random_range(0..=255u32),
                     "row": rng.random_range(0..=255u32), "col": rng.random_range(0..=255u32) }),
        3 => {
            json!({ "type": pick(rng, &["reshuffle", "place_aces", "next_round", "hint"]) })
        }
        4 => json!({ "type": "explode" }),
        5 => json!({ "type": "ask", "asker": 0, "target": rng.random_range(0..8u32),
                     "card": { "suit": suit, "rank": rng.random_range(0..15u32) } }),
        _ => any(rng, 3),
    }
}

/// Arguments for `cmd`: mostly well-formed with a wrong detail, sometimes anything at all.
fn arguments(rng: &mut StdRng, cmd: &str, version: u64, gaps_move: Option<Value>) -> Value {
    if rng.random_bool(0.15) {
        let mut map = Map::new();
        for _ in 0..rng.random_range(0..4) {
            map.insert(
                ARG_NAMES[rng.random_range(0..ARG_NAMES.len())].into(),
                any(rng, 4),
            );
        }
        return if rng.random_bool(0.9) {
            Value::Object(map)
        } else {
            any(rng, 3)
        };
    }
    let variant = if rng.random_bool(0.9) {
        json!(["solitaire_x", "chinese_puzzle"][rng.random_range(0..2)])
    } else {
        any(rng, 1)
    };
    let version = match rng.random_range(0..10) {
        0 => number(rng),
        1 => json!(version.saturating_sub(1)),
        2 => json!(version + 1),
        _ => json!(version),
    };
    let deal = if rng.random_bool(0.5) {
        number(rng)
    } else {
        Value::Null
    };
    let action = match gaps_move {
        Some(m) if cmd == "gaps_act" && rng.random_bool(0.4) => m,
        _ => crafted_action(rng),
    };
    match cmd {
        "settings_update" => {
            let mut settings = default_settings();
            let key = [
                "cp_redeals",
                "fourside_size",
                "soi_target",
                "soi_delay_ms",
                "soi_names",
                "theme",
            ][rng.random_range(0..6)];
            settings[key] = match key {
                "soi_names" => json!(["a", "b", "c", string(rng)]),
                "theme" => string(rng),
                _ => number(rng),
            };
            json!({ "settings": settings })
        }
        "gaps_new" => {
            let rules = json!({ "variant": variant, "deals": number(rng),
                                "ace_order": pick(rng, &["free", "bridge", "mirrored", "zigzag"]) });
            json!({ "variant": variant, "version": version, "deal": deal,
                    "rules": if rng.random_bool(0.5) { rules } else { Value::Null } })
        }
        "gaps_explain" => json!({ "variant": variant, "slot": slot(rng) }),
        "gaps_tournament_start" | "gaps_tournament_next" => {
            json!({ "variant": variant, "version": version, "player": string(rng) })
        }
        "fourside_new" => json!({ "version": version, "deal": deal,
            "rules": if rng.random_bool(0.5) { json!({ "level": string(rng), "size": number(rng) }) } else { Value::Null },
            "mode": if rng.random_bool(0.5) { string(rng) } else { Value::Null } }),
        "soi_new" => json!({ "version": version, "deal": deal }),
        _ => json!({ "variant": variant, "version": version, "action": action }),
    }
}

fn default_settings() -> Value {
    json!({
        "theme": "system", "sound": true, "animation": "normal", "input": "tap",
        "four_colour": false, "cp_redeals": 2, "cp_ace_order": "free",
        "fourside_level": "beginner", "fourside_size": 7, "fourside_mode": "human_vs_computer",
        "soi_target": 200, "soi_level": "medium", "soi_computers": [false, true, true, true],
        "soi_names": ["South", "East", "North", "West"], "soi_delay_ms": 400,
        "soi_sort_computer_cards": false
    })
}

/// Everything the page can see of the state.
fn picture(app: &Running) -> Value {
    json!([
        app.ok("app_info", json!({})),
        app.ok("gaps_current", json!({ "variant": "solitaire_x" })),
        app.ok("gaps_current", json!({ "variant": "chinese_puzzle" })),
        app.ok("fourside_current", json!({})),
        app.ok("soi_current", json!({})),
    ])
}

/// A legal SolitaireX move from the game on screen, so the games move on between attacks.
fn legal_gaps_move(app: &Running) -> Option<Value> {
    let current = app.ok("gaps_current", json!({ "variant": "solitaire_x" }));
    let option = current["view"]["board"]["moves"].get(0)?;
    Some(json!({ "type": "move", "from": option["from"], "to": option["to"][0] }))
}

fn assert_typed(cmd: &str, args: &Value, error: &Value) {
    let Some(code) = error["code"].as_str() else {
        panic!("{cmd} answered an untyped error {error} to {args}");
    };
    // The code, and at most a typed detail, cross: the page words them, so no English goes
    // with them. A detail is one kind (a misfit, a setting) holding only numbers and names.
    let object = error.as_object().expect("an error is an object");
    for (key, value) in object {
        match key.as_str() {
            "code" => {}
            "detail" => assert_typed_detail(cmd, value),
            _ => panic!("{cmd} answered more than a code: {error}"),
        }
    }
    assert_ne!(
        code, "internal",
        "{cmd} panicked on {args}: {error} (the guard caught it)"
    );
}

fn assert_typed_detail(cmd: &str, detail: &Value) {
    let kinds = detail
        .as_object()
        .map(|o| o.keys().cloned().collect::<Vec<_>>());
    assert!(
        matches!(kinds.as_deref(), Some([k]) if k == "misfit" || k == "setting"),
        "{cmd} answered an unknown detail {detail}"
    );
    let fields = detail
        .as_object()
        .and_then(|o| o.values().next()?.as_object());
    for (key, value) in fields.into_iter().flatten() {
        let tag = key == "why" || key == "field";
        assert!(
            (tag && value
                .as_str()
                .is_some_and(|s| s.len() <= 16 && !s.contains(' ')))
                || value.is_u64(),
            "{cmd}'s detail carries words: {detail}"
        );
    }
}

struct Tally {
    calls: u64,
    refused: u64,
    accepted: u64,
}

/// Sends `calls` attacks; with `full_check`, compares the whole picture after each refusal,
/// else the version and the bytes of the journal (where every saved change goes).
fn attack(app: &Running, id: &str, rng: &mut StdRng, calls: u64, full_check: bool) -> Tally {
    let file = store_file(id);
    let mut tally = Tally {
        calls: 0,
        refused: 0,
        accepted: 0,
    };
    let mut gaps_move = None;
    // The version is followed from the answers (every answer that changed something names the
    // new one) and checked against the app's after refusals.
    let mut version = app.version();
    for i in 0..calls {
        if i.is_multiple_of(50) {
            gaps_move = legal_gaps_move(app);
        }
        let cmd = COMMANDS[rng.random_range(0..COMMANDS.len())];
        let args = arguments(rng, cmd, version, gaps_move.clone());
        let before_picture = full_check.then(|| picture(app));
        let before_file = newest_journal(&file);
        tally.calls += 1;
        match app.call(cmd, args.clone()) {
            Ok(answer) => {
                tally.accepted += 1;
                let named = answer.get("version").and_then(Value::as_u64);
                if let Some(v) = named.or_else(|| answer.pointer("/0/version")?.as_u64()) {
                    version = v;
                }
            }
            Err(error) => {
                tally.refused += 1;
                assert_typed(cmd, &args, &error);
                assert!(
                    newest_journal(&file) == before_file,
                    "{cmd} refused {args} but the journal changed"
                );
                if tally.refused.is_multiple_of(10) || full_check {
                    assert_eq!(app.version(), version, "{cmd} {args} changed the version");
                }
                if let Some(before) = before_picture {
                    let mut after = picture(app);
                    // app_info hands a start-up notice out once; nothing else may differ.
                    after[0]["notice"] = before[0]["notice"].clone();
                    assert_eq!(after, before, "{cmd} refused {args} but the state changed");
                }
            }
        }
    }
    tally
}

#[test]
fn random_and_crafted_calls_never_panic_and_refusals_change_nothing() {
    let calls: u64 = std::env::var("QUADRILLE_HOSTILE_CALLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let seed: u64 = std::env::var("QUADRILLE_HOSTILE_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| rand::rng().random());
    println!("hostile input: seed {seed} (QUADRILLE_HOSTILE_SEED={seed} repeats this run)");
    let mut rng = StdRng::seed_from_u64(seed);
    let id = new_identifier();
    let app = launch(&id);
    // Games of each kind to attack, and a settings save so the file exists.
    app.new_deal(5);
    let version = app.version();
    app.ok("soi_new", json!({ "version": version, "deal": 3 }));
    let version = app.version();
    app.ok("fourside_new", json!({ "version": version, "deal": 3 }));
    let version = app.version();
    app.ok(
        "gaps_new",
        json!({ "variant": "chinese_puzzle", "version": version, "deal": 8 }),
    );

    let started = std::time::Instant::now();
    let careful = attack(&app, &id, &mut rng, calls / 20, true);
    let quick = attack(&app, &id, &mut rng, calls, false);
    let total = careful.calls + quick.calls;
    println!(
        "hostile input: {total} calls ({} with the whole state compared), {} refused with a \
         typed error, {} accepted, 0 panics, in {:.1} s",
        careful.calls,
        careful.refused + quick.refused,
        careful.accepted + quick.accepted,
        started.elapsed().as_secs_f64()
    );
    assert!(
        careful.refused + quick.refused > total / 2,
        "mostly refusals"
    );
    assert!(
        careful.accepted + quick.accepted > 0,
        "some calls went through"
    );
}

#[test]
fn the_seat_index_of_an_ask_is_checked_before_use() {
    let app = launch(&new_identifier());
    let version = app.version();
    app.ok("soi_new", json!({ "version": version, "deal": 3 }));
    let before = picture(&app);
    for seat in [4u32, 5, 200, 255] {
        for (asker, target) in [(0, seat), (seat, 1), (seat, seat)] {
            let version = app.version();
            let error = app.err(
                "soi_act",
                json!({ "version": version, "action": { "type": "ask", "asker": asker,
                        "target": target, "card": { "suit": "hearts", "rank": 5 } } }),
            );
            assert_eq!(error["code"], "no_such_seat", "{error}");
        }
    }
    let mut after = picture(&app);
    after[0]["notice"] = before[0]["notice"].clone();
    assert_eq!(after, before);
}

#[test]
fn rows_and_columns_of_255_are_refused_with_a_code() {
    let app = launch(&new_identifier());
    app.new_deal(5);
    let version = app.version();
    let error = app.err(
        "gaps_act",
        json!({ "variant": "solitaire_x", "version": version, "action": {
            "type": "move", "from": { "row": 255, "col": 255 }, "to": { "row": 255, "col": 0 } } }),
    );
    assert_eq!(error["code"], "off_board");
    let version = app.version();
    app.ok("fourside_new", json!({ "version": version, "deal": 3 }));
    let version = app.version();
    let error = app.err(
        "fourside_act",
        json!({ "version": version, "action": {
            "type": "place", "hand": 0, "rotation": 0, "row": 255, "col": 255 } }),
    );
    assert_eq!(error["code"], "does_not_fit", "{error}");
    assert_eq!(
        error["detail"],
        json!({ "misfit": { "why": "off_board", "row": 255, "col": 255, "size": 9 } })
    );
}

#[test]
fn malformed_arguments_get_our_typed_error() {
    let app = launch(&new_identifier());
    for (cmd, args) in [
        (
            "gaps_new",
            json!({ "variant": "solitaire_x", "version": -1 }),
        ),
        (
            "gaps_new",
            json!({ "variant": "solitaire_x", "version": 1.5 }),
        ),
        ("gaps_new", json!({ "variant": "solitaire_x" })),
        ("gaps_current", json!({ "variant": "klondike" })),
        (
            "gaps_explain",
            json!({ "variant": "solitaire_x", "slot": { "row": 256, "col": 0 } }),
        ),
        (
            "soi_new",
            json!({ "version": 1, "deal": 9_007_199_254_740_993u64 }),
        ),
        ("settings_update", json!({ "settings": [1, 2, 3] })),
        ("soi_act", json!([])),
        // The solver's commands search for seconds when well-formed, so the random attack
        // leaves them out; their malformed calls must still be refused at once.
        (
            "gaps_deal_info",
            json!({ "variant": "solitaire_x", "deal": -3 }),
        ),
        (
            "gaps_deal_info",
            json!({ "variant": "solitaire_x", "deal": 9_007_199_254_740_993u64 }),
        ),
        ("gaps_deal_info", json!({ "variant": [[]], "deal": 5 })),
        ("gaps_deal_info", json!({ "variant": "solitaire_x" })),
        ("gaps_find_winnable", json!({ "variant": "spider" })),
        ("gaps_find_winnable", json!({})),
        (
            "gaps_solution",
            json!({ "variant": "solitaire_x", "version": 1, "deal": -2 }),
        ),
        (
            "gaps_solution",
            json!({ "variant": "solitaire_x", "version": "1", "deal": null }),
        ),
        ("gaps_solution", json!({ "variant": 7, "version": 1 })),
        // A channel to the page that is not one is refused before any room is touched.
        ("room_resume", json!({ "updates": "nope" })),
        ("room_resume", json!({})),
        (
            "room_join",
            json!({ "invite": "quadrille://x", "name": "Ann", "updates": 5 }),
        ),
        (
            "room_open",
            json!({ "place": { "type": "device" }, "room": {}, "name": "Ann", "updates": "__CHANNEL__:x" }),
        ),
        ("room_pending_invite", json!({ "opened": null })),
        ("room_command", json!({ "seq": "1", "command": {} })),
    ] {
        let error = app.err(cmd, args.clone());
        let code = error["code"].as_str().unwrap_or_default();
        assert!(
            ["bad_argument", "bad_deal"].contains(&code),
            "{cmd} {args}: {error}"
        );
    } // A name the app does not know is refused by Tauri itself, and changes nothing.
    let before = app.version();
    assert!(app.call("gaps_delete_everything", json!({})).is_err());
    assert_eq!(app.version(), before);
}

#[test]
fn long_names_are_refused() {
    let app = launch(&new_identifier());
    let mut settings = default_settings();
    settings["soi_names"] = json!(["South", "East", "North", "W".repeat(5_000_000)]);
    let error = app.err("settings_update", json!({ "settings": settings }));
    assert_eq!(error["code"], "bad_settings");
    assert_eq!(
        error["detail"],
        json!({ "setting": { "field": "name", "max": 40 } })
    );
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["settings"]["soi_names"][3], "West");
}

#[test]
fn a_saved_game_over_the_cap_is_refused_in_words_and_the_file_kept() {
    let id = new_identifier();
    let file = store_file(&id);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let ask = json!({ "type": "ask", "asker": 0, "target": 1,
                      "card": { "suit": "hearts", "rank": 5 } });
    let store = json!({
        "format": 1,
        "settings": { "theme": "dark" },
        "game.soi": {
            "record": { "rules": { "target": 200 }, "deal": 3,
                        "actions": vec![ask; 10_001], "undone": [] },
            "setup": { "computers": [false, true, true, true],
                       "names": ["S", "E", "N", "W"], "level": "easy" },
            "viewer": 0, "recorded": false
        }
    });
    std::fs::write(&file, store.to_string()).unwrap();
    let app = launch(&id);
    let info = app.ok("app_info", json!({}));
    let notice = &info["notice"];
    assert_eq!(notice["kind"], "parts_reset", "{notice}");
    assert_eq!(notice["parts"], json!(["game.soi"]), "{notice}");
    assert!(
        notice["kept"].is_string(),
        "a copy of the file was kept: {notice}"
    );
    assert_eq!(info["settings"]["theme"], "dark", "the rest is kept");
    assert_eq!(app.ok("soi_current", json!({})), Value::Null);
    assert_eq!(kept_copies(&file).len(), 1);
}
