//! `fixtures DIR`: write real engine output for the UI tests.

use super::Failure;
use crate::fixtures::{fourside, gaps, soi};
use clap::Args;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// Write real engine output for the UI tests: solitairex.json, chinese_puzzle.json,
/// montana.json, fourside.json and soi.json in DIR.
///
/// Each file is JSON with "format": 1, the deal number played, the rules (Soi: the setup), the
/// initial answer and "steps": in order, each applied to the previous step's state, with the step's name, the
/// action, the events the engine reported and the view after it.
///
/// solitairex.json (deal 42): a 2 that could go to either of two column-0 gaps, then moves, a
/// reshuffle, an undo and a redo. {"format", "deal", "rules": {"variant": "solitaire_x",
/// "deals": 3}, "initial": GapsView, "steps": [{"name", "action": {"type": "move", "from":
/// {"row", "col"}, "to": {...}} | {"type": "reshuffle"} | {"type": "undo"} | {"type": "redo"},
/// "events": [GapsEvent], "view": GapsView}]}.
///
/// chinese_puzzle.json (deal 7): one ace by hand, the rest with PlaceAces, a card with two
/// gaps, moves, a redeal and an undo; same shape.
///
/// montana.json (deal 42): a 2 into column 0, a reshuffle, that 2 switching to another
/// column-0 gap (it had several), moves, an undo and a redo; same shape.
///
/// fourside.json (9 × 9, Intermediate, person against computer): a placement that needs a
/// quarter turn, the computer's reply, a hint, the hinted placement and the computer's reply,
/// each step with the app's answer (viewer, computer_to_move, view); plus "refusals", a
/// placement the engine refuses with its code and message.
///
/// soi.json (South a person, three Medium computers): a hit, a miss, then the computers' asks
/// until South is to move again, each with the app's answer; plus refused asks.
///
/// GapsView, GapsEvent and the other types are the engine's, as in ui/src/bindings.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct FixturesArgs {
    /// The folder to write into (created if missing).
    pub dir: PathBuf,
}

fn write_fixture(path: &Path, fixture: &impl Serialize) -> Result<(), Failure> {
    let mut json = serde_json::to_string_pretty(fixture).expect("views serialise");
    json.push('\n');
    std::fs::write(path, json)
        .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", path.display())))
}

/// `fixtures DIR`: writes DIR/solitairex.json, DIR/chinese_puzzle.json, DIR/montana.json,
/// DIR/fourside.json and DIR/soi.json; returns their paths.
pub fn fixtures(dir: &Path) -> Result<Vec<PathBuf>, Failure> {
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure::Failed(format!("cannot create {}: {e}", dir.display())))?;
    let solitaire = dir.join(gaps::FIXTURE_FILE);
    write_fixture(&solitaire, &gaps::build_fixture())?;
    let chinese = dir.join(gaps::CP_FIXTURE_FILE);
    write_fixture(&chinese, &gaps::build_cp_fixture())?;
    let montana = dir.join(gaps::MONTANA_FIXTURE_FILE);
    write_fixture(&montana, &gaps::build_montana_fixture())?;
    let fourside = dir.join(fourside::FS_FIXTURE_FILE);
    write_fixture(&fourside, &fourside::build_fs_fixture())?;
    let soi = dir.join(soi::SOI_FIXTURE_FILE);
    write_fixture(&soi, &soi::build_soi_fixture())?;
    Ok(vec![solitaire, chinese, montana, fourside, soi])
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    #[test]
    fn fixtures_writes_the_files() {
        let dir = std::env::temp_dir().join(format!("quadrille-fixtures-{}", std::process::id()));
        let paths = fixtures(&dir).unwrap();
        let names: Vec<_> = paths.iter().map(|p| p.file_name().unwrap()).collect();
        assert_eq!(
            names,
            [
                gaps::FIXTURE_FILE,
                gaps::CP_FIXTURE_FILE,
                gaps::MONTANA_FIXTURE_FILE,
                fourside::FS_FIXTURE_FILE,
                soi::SOI_FIXTURE_FILE
            ]
        );
        for path in &paths {
            let value: Value =
                serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
            assert_eq!(value["format"], 1);
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
