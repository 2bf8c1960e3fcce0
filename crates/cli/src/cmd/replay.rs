//! `replay FILE`: read a saved Gaps game and replay it through the rules.

use super::Failure;
use crate::board::{grid, summary_line};
use clap::Args;
use quadrille_engine::gaps::{GapsPlay, SavedGaps};
use std::path::{Path, PathBuf};

/// Replay a saved Gaps game and print the final board, score and status.
///
/// Read a saved SolitaireX game (the JSON of the engine's SavedGaps:
/// {"record":{"rules":{"variant":"solitaire_x","deals":3},"deal":N,"actions":[...],"undone":[]},
/// "tournament":null}) and replay every action through the rules. Chinese Puzzle saves (same
/// shape, variant "chinese_puzzle") replay too. A file that cannot be read, is not that JSON,
/// or holds an action the rules refuse: exit status 2.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct ReplayArgs {
    /// The saved game (JSON).
    pub file: PathBuf,
}

/// `replay FILE`: reads, checks and replays a saved game (any Gaps variant; the product's saves
/// are SolitaireX ones).
pub fn replay(path: &Path) -> Result<String, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::BadInput(format!("cannot read {}: {e}", path.display())))?;
    let session =
        load_saved(&text).map_err(|e| Failure::BadInput(format!("{}: {e}", path.display())))?;
    let game = session.game();
    let mut out = format!(
        "{:?} deal {}, {} actions replayed{}\n",
        game.rules().variant,
        game.deal_number(),
        session.record().actions().len(),
        if session.record().can_redo() {
            " (with undone actions that could be redone)"
        } else {
            ""
        }
    );
    out.push_str(&grid(game));
    out.push_str(&summary_line(game));
    out.push('\n');
    if let Some(t) = session.tournament() {
        for entry in &t.finished {
            out.push_str(&format!(
                "tournament: {} scored {}\n",
                entry.player, entry.score
            ));
        }
        out.push_str(&format!(
            "tournament: {} is playing ({} so far); high score {}\n",
            t.current,
            session.score(),
            t.high_score(session.score()).score
        ));
    }
    Ok(out)
}

/// Parses and replays a saved game, explaining what is wrong with a bad one.
pub fn load_saved(text: &str) -> Result<GapsPlay, String> {
    let saved: SavedGaps = serde_json::from_str(text)
        .map_err(|e| format!("not a saved game (expected the JSON of SavedGaps): {e}"))?;
    let rules = saved.record.rules;
    if rules.deals == 0 {
        return Err("the rules allow 0 deals; a game needs at least one".into());
    }
    GapsPlay::load(saved).map_err(|e| format!("the saved game does not replay: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn saved_json(actions: Value) -> String {
        json!({
            "record": {
                "rules": {"variant": "solitaire_x", "deals": 3},
                "deal": 42,
                "actions": actions,
                "undone": []
            },
            "tournament": null
        })
        .to_string()
    }

    #[test]
    fn replay_reads_the_saved_form() {
        let text = saved_json(json!([
            {"type": "move", "from": {"row": 0, "col": 8}, "to": {"row": 0, "col": 0}},
            {"type": "reshuffle"}
        ]));
        let session = load_saved(&text).unwrap();
        assert_eq!(session.record().actions().len(), 2);
        assert_eq!(session.game().deals_used(), 2);
        assert_eq!(session.score(), 1);
    }

    #[test]
    fn replay_explains_a_bad_file() {
        let not_json = load_saved("{ nope").unwrap_err();
        assert!(not_json.contains("not a saved game"), "{not_json}");
        let wrong_shape = load_saved(r#"{"record": 3}"#).unwrap_err();
        assert!(wrong_shape.contains("not a saved game"), "{wrong_shape}");
        let illegal = saved_json(json!([
            {"type": "move", "from": {"row": 0, "col": 1}, "to": {"row": 0, "col": 0}}
        ]));
        let err = load_saved(&illegal).unwrap_err();
        assert!(
            err.contains("does not replay") && err.contains("action 1"),
            "{err}"
        );
    }

    #[test]
    fn replay_of_a_missing_file_is_bad_input() {
        let err = replay(Path::new("/nonexistent/quadrille/game.json")).unwrap_err();
        assert_eq!(err.exit_code(), 2);
        assert!(err.to_string().contains("cannot read"));
    }
}
