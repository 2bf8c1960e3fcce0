//! Games saved before Soi and FourSide were played at a table open in this build at the same
//! move, with their statistics, and play on. The stores below are written in the shape the
//! earlier build saved (its `SavedSoi` and `SavedFourSide`), their moves made by the engine.

mod common;

use common::*;
use quadrille_engine::deal::Deal;
use quadrille_engine::fourside::{self, FourSide, FourSideRules, Level};
use quadrille_engine::soi::{self, Soi, SoiAction, SoiLevel, SoiRules};
use quadrille_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn write_store(id: &str, store: Value) {
    let file = store_file(id);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, store.to_string()).unwrap();
}

/// The app started on a saved store: nothing reset, the statistics kept; and the game `current`
/// answers.
fn open_saved(id: &str, current: &str) -> (Running, Value) {
    let app = launch(id);
    let info = app.ok("app_info", json!({}));
    assert_eq!(info["notice"], Value::Null, "nothing was reset");
    assert_eq!(info["stats"], stats());
    let answer = app.ok(current, json!({}));
    (app, answer)
}

fn stats() -> Value {
    json!({ "soi.medium": { "played": 7, "won": 3, "best_score": 212,
                            "current_streak": 1, "best_streak": 2 },
            "fourside.advanced": { "played": 4, "won": 1, "best_score": 180,
                                   "current_streak": 0, "best_streak": 1 } })
}

#[test]
fn a_soi_game_saved_by_the_earlier_build_opens_at_the_same_move() {
    let rules = SoiRules { target: 200 };
    let mut game = Soi::new(&rules, Deal::Number(11));
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut actions = Vec::new();
    // South and North are people (hot seat), East and West computers: 40 asks or rounds.
    while actions.len() < 40 {
        let action = match Game::to_move(&game).seat() {
            Some(seat) => {
                let ask = soi::bot::choose(&game.view(seat), SoiLevel::Medium, &mut rng).unwrap();
                SoiAction::Ask(ask)
            }
            None => SoiAction::NextRound,
        };
        game.apply(&action).unwrap();
        actions.push(action);
    }
    // The hand last on screen: the person to move, else South.
    let viewer = Game::to_move(&game)
        .seat()
        .filter(|seat| [0, 2].contains(seat))
        .unwrap_or(0);
    let id = new_identifier();
    write_store(
        &id,
        json!({
            "format": 1,
            "stats": stats(),
            "game.soi": {
                "record": { "rules": { "target": 200 }, "deal": 11,
                            "actions": actions, "undone": [] },
                "setup": { "computers": [false, true, false, true],
                           "names": ["Ana", "", "Ben", ""], "level": "medium" },
                "viewer": viewer, "recorded": false
            }
        }),
    );
    let (app, current) = open_saved(&id, "soi_current");
    assert_eq!(
        current["table"]["view"],
        serde_json::to_value(game.view(viewer)).unwrap()
    );
    let names: Vec<&Value> = (0..4)
        .map(|s| &current["table"]["seats"][s]["who"]["name"])
        .collect();
    assert_eq!(names, ["Ana", "", "Ben", ""]);
    assert_eq!(current["table"]["seats"][1]["who"]["kind"], "computer");
    assert_eq!(current["deal"], 11);
    // It plays on: the person or the computer to move moves.
    let version = current["version"].clone();
    let moved = match Game::to_move(&game).seat() {
        Some(1 | 3) => app.ok("soi_computer", json!({ "version": version })),
        Some(seat) => {
            let ask = soi::bot::choose(&game.view(seat), SoiLevel::Easy, &mut rng).unwrap();
            let action = serde_json::to_value(SoiAction::Ask(ask)).unwrap();
            app.ok("soi_act", json!({ "version": version, "action": action }))
        }
        None => app.ok(
            "soi_act",
            json!({ "version": version, "action": { "type": "next_round" } }),
        ),
    };
    assert!(!moved["table"]["events"].as_array().unwrap().is_empty());
}

#[test]
fn a_fourside_game_saved_by_the_earlier_build_opens_at_the_same_move() {
    let rules = FourSideRules {
        level: Level::Advanced,
        size: 9,
    };
    let mut game = FourSide::new(&rules, Deal::Number(5));
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut actions = Vec::new();
    for _ in 0..12 {
        let seat = Game::to_move(&game).seat().unwrap();
        let place = fourside::bot::choose(&game.view(seat), Level::Beginner, &mut rng).unwrap();
        let action = fourside::FourSideAction::Place(place);
        game.apply(&action).unwrap();
        actions.push(action);
    }
    let id = new_identifier();
    write_store(
        &id,
        json!({
            "format": 1,
            "stats": stats(),
            "game.fourside": {
                "record": { "rules": { "level": "advanced", "size": 9 }, "deal": 5,
                            "actions": actions, "undone": [] },
                "mode": "human_vs_computer",
                "recorded": false
            }
        }),
    );
    let (app, current) = open_saved(&id, "fourside_current");
    assert_eq!(
        current["table"]["view"],
        serde_json::to_value(game.view(0)).unwrap()
    );
    assert_eq!(current["deal"], 5);
    let version = current["version"].clone();
    let moved = if Game::to_move(&game).seat() == Some(1) {
        app.ok("fourside_computer", json!({ "version": version }))
    } else {
        let place = fourside::bot::choose(&game.view(0), Level::Beginner, &mut rng).unwrap();
        let action = serde_json::to_value(fourside::FourSideAction::Place(place)).unwrap();
        app.ok(
            "fourside_act",
            json!({ "version": version, "action": action }),
        )
    };
    assert!(!moved["table"]["events"].as_array().unwrap().is_empty());
}
