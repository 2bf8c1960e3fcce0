//! `deal`, `replay` and `fixtures`: printing boards and writing real engine output.

use quadrille_engine::deal::DealNumber;
use quadrille_engine::fourside::{
    bot, FourSide, FourSideAction, FourSideEvent, FourSideRules, FourSideView, Placement,
};
use quadrille_engine::gaps::{
    AceOrder, Gaps, GapsAction, GapsEvent, GapsRules, GapsSession, GapsStatus, GapsVariant,
    GapsView, SavedGaps,
};
use quadrille_engine::{Game, Record};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::fmt;
use std::path::{Path, PathBuf};

/// The Soi fixture (its own file, next to this one).
#[path = "soi_fixture.rs"]
mod soi_fixture;

/// Why a command failed; the exit status follows from it.
#[derive(Debug)]
pub enum Failure {
    /// The input was wrong: an unreadable or invalid file (exit status 2).
    BadInput(String),
    /// Something went wrong while working (exit status 1).
    Failed(String),
}

impl Failure {
    pub fn exit_code(&self) -> i32 {
        match self {
            Failure::BadInput(_) => 2,
            Failure::Failed(_) => 1,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::BadInput(m) | Failure::Failed(m) => f.write_str(m),
        }
    }
}

/// The board as a grid: one line per row, each cell right-aligned in 3 columns, `__` a gap.
pub fn grid(game: &Gaps) -> String {
    let mut out = String::new();
    for row in game.board().chunks(game.spec().columns as usize) {
        let cells: Vec<String> = row
            .iter()
            .map(|c| match c {
                Some(card) => format!("{:>3}", card.to_string()),
                None => " __".to_string(),
            })
            .collect();
        out.push_str(cells.join(" ").trim_end());
        out.push('\n');
    }
    out
}

fn status_word(status: GapsStatus) -> &'static str {
    match status {
        GapsStatus::Playing => "playing",
        GapsStatus::Stuck => "stuck (a reshuffle remains)",
        GapsStatus::Won => "won",
        GapsStatus::Lost => "lost",
    }
}

fn summary_line(game: &Gaps) -> String {
    format!(
        "score {} / {}, {} , deals used {} of {}, dead gaps {}",
        game.score(),
        game.max_score(),
        status_word(game.status()),
        game.deals_used(),
        game.rules().deals,
        game.dead_gaps()
    )
    .replace(" , ", ", ")
}

/// `solitairex deal N`.
pub fn deal(deal: DealNumber) -> String {
    let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
    format!(
        "SolitaireX deal {deal}\n{}{}, {} legal moves\n",
        grid(&game),
        summary_line(&game),
        game.moves().len()
    )
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
pub fn load_saved(text: &str) -> Result<GapsSession, String> {
    let saved: SavedGaps = serde_json::from_str(text)
        .map_err(|e| format!("not a saved game (expected the JSON of SavedGaps): {e}"))?;
    let rules = saved.record.rules;
    if rules.deals == 0 {
        return Err("the rules allow 0 deals; a game needs at least one".into());
    }
    GapsSession::load(saved).map_err(|e| format!("the saved game does not replay: {e}"))
}

/// The deal the fixtures play: it opens with two gaps in column 0.
pub const FIXTURE_DEAL: DealNumber = 42;
pub const FIXTURE_FILE: &str = "solitairex.json";

/// A step's action: an engine action, or undo / redo.
#[derive(Debug, Clone)]
enum FixtureAction {
    Game(GapsAction),
    Undo,
    Redo,
}

impl FixtureAction {
    /// An engine action in its own serde form; `{"type":"undo"}` / `{"type":"redo"}` beside it.
    fn to_json(&self) -> serde_json::Value {
        match self {
            FixtureAction::Game(a) => serde_json::to_value(a).expect("actions serialise"),
            FixtureAction::Undo => serde_json::json!({"type": "undo"}),
            FixtureAction::Redo => serde_json::json!({"type": "redo"}),
        }
    }
}

#[derive(Debug, Serialize)]
struct FixtureStep {
    name: String,
    action: serde_json::Value,
    events: Vec<GapsEvent>,
    view: GapsView,
}

#[derive(Debug, Serialize)]
struct Fixture {
    format: u32,
    deal: DealNumber,
    rules: GapsRules,
    initial: GapsView,
    steps: Vec<FixtureStep>,
}

/// The first legal move that places a card, or else the first legal move. Independent of the
/// strategies, so the fixtures only change when the rules do.
fn scripted_move(game: &Gaps) -> Option<GapsAction> {
    let moves = game.moves();
    let placing = moves
        .iter()
        .find(|(_, to)| to.col as usize == game.run_length(to.row));
    placing
        .or(moves.first())
        .map(|&(from, to)| GapsAction::Move { from, to })
}

/// A session and the steps recorded on it so far.
struct Recorder {
    session: GapsSession,
    steps: Vec<FixtureStep>,
}

impl Recorder {
    fn new(rules: GapsRules, deal: DealNumber) -> Recorder {
        Recorder {
            session: GapsSession::new(rules, deal),
            steps: Vec::new(),
        }
    }

    fn push(&mut self, name: &str, action: FixtureAction) {
        let session = &mut self.session;
        let events = match &action {
            FixtureAction::Game(a) => session.apply(a).expect("a legal fixture action"),
            FixtureAction::Undo => {
                session.undo().expect("something to undo");
                Vec::new()
            }
            FixtureAction::Redo => session.redo().expect("something to redo"),
        };
        self.steps.push(FixtureStep {
            name: name.to_string(),
            action: action.to_json(),
            events,
            view: session.view(),
        });
    }

    /// Plays up to `n` scripted moves, named "`prefix` i`suffix`".
    fn scripted(&mut self, n: usize, prefix: &str, suffix: &str) {
        for i in 1..=n {
            let Some(action) = scripted_move(self.session.game()) else {
                break;
            };
            self.push(
                &format!("{prefix} {i}{suffix}"),
                FixtureAction::Game(action),
            );
        }
    }

    fn finish(self, deal: DealNumber, rules: GapsRules, initial: GapsView) -> Fixture {
        Fixture {
            format: 1,
            deal,
            rules,
            initial,
            steps: self.steps,
        }
    }
}

fn build_fixture() -> Fixture {
    let rules = GapsRules::standard(GapsVariant::SolitaireX);
    let mut rec = Recorder::new(rules, FIXTURE_DEAL);
    let initial = rec.session.view();
    // A 2 that could go to either column-0 gap goes to the second one.
    let two = initial
        .board
        .moves
        .iter()
        .find(|m| m.card.rank == 2 && m.to.iter().filter(|t| t.col == 0).count() >= 2)
        .expect("deal 42 opens with two column-0 gaps");
    let to = *two.to.last().unwrap();
    let first = GapsAction::Move { from: two.from, to };
    rec.push("two into column 0", FixtureAction::Game(first));
    rec.scripted(4, "move", "");
    rec.push("reshuffle", FixtureAction::Game(GapsAction::Reshuffle));
    rec.scripted(2, "move", " after the reshuffle");
    rec.push("undo", FixtureAction::Undo);
    rec.push("redo", FixtureAction::Redo);
    rec.finish(FIXTURE_DEAL, rules, initial)
}

/// The Chinese Puzzle deal the fixtures play: after the aces are placed, a card there can go
/// to two gaps (both copies of the card before it have a gap after them).
pub const CP_FIXTURE_DEAL: DealNumber = 7;
pub const CP_FIXTURE_FILE: &str = "chinese_puzzle.json";

/// A move whose card has two gaps to choose from, to the second of them.
fn two_way_move(game: &Gaps) -> Option<GapsAction> {
    game.view(())
        .moves
        .iter()
        .find(|m| m.to.len() >= 2)
        .map(|m| GapsAction::Move {
            from: m.from,
            to: *m.to.last().unwrap(),
        })
}

/// Chinese Puzzle, free ace order, 2 redeals: one ace by hand (to its last offered slot), the
/// rest placed automatically, a card with two gaps, scripted moves, a redeal and an undo.
fn build_cp_fixture() -> Fixture {
    let rules = GapsRules::chinese_puzzle(2, AceOrder::Free).expect("valid rules");
    let mut rec = Recorder::new(rules, CP_FIXTURE_DEAL);
    let initial = rec.session.view();
    let ace = initial
        .board
        .moves
        .iter()
        .find(|m| m.card.rank == 1 && m.to.len() >= 2)
        .expect("the ace phase offers every empty column-0 slot");
    let to = *ace.to.last().unwrap();
    let first = GapsAction::Move { from: ace.from, to };
    rec.push("one ace into column 0", FixtureAction::Game(first));
    rec.push(
        "place the remaining aces",
        FixtureAction::Game(GapsAction::PlaceAces),
    );
    let two_way =
        two_way_move(rec.session.game()).expect("the fixture deal offers a card two gaps");
    rec.push("a card with two gaps", FixtureAction::Game(two_way));
    rec.scripted(3, "move", "");
    rec.push("redeal", FixtureAction::Game(GapsAction::Reshuffle));
    rec.scripted(1, "move", " after the redeal");
    rec.push("undo", FixtureAction::Undo);
    rec.finish(CP_FIXTURE_DEAL, rules, initial)
}

/// The FourSide fixture (9×9, Intermediate, human vs computer) plays the first deal from this
/// one on where the person moves first and has a tile that fits only after a quarter turn.
const FS_FIRST_DEAL: DealNumber = 1;
pub const FS_FIXTURE_FILE: &str = "fourside.json";

/// What the app answers after each FourSide call, without the version (the UI tests count it).
#[derive(Debug, Serialize)]
struct FsAnswer {
    viewer: u8,
    computer_to_move: bool,
    view: FourSideView,
}

#[derive(Debug, Serialize)]
struct FsStep {
    name: String,
    /// A `fourside_act` action, or `{"type":"computer"}` for a `fourside_computer` call.
    action: serde_json::Value,
    events: Vec<FourSideEvent>,
    #[serde(flatten)]
    answer: FsAnswer,
}

/// A placement the engine refuses, with its words.
#[derive(Debug, Serialize)]
struct FsRefusal {
    action: serde_json::Value,
    code: String,
    message: String,
}

#[derive(Debug, Serialize)]
struct FsFixture {
    format: u32,
    deal: DealNumber,
    rules: FourSideRules,
    mode: &'static str,
    initial: FsAnswer,
    /// Refused placements in the initial position.
    refusals: Vec<FsRefusal>,
    steps: Vec<FsStep>,
}

/// Seat 0 is the person, seat 1 the computer (as the app's human_vs_computer mode).
fn fs_answer(record: &Record<FourSide>) -> FsAnswer {
    let game = record.game();
    FsAnswer {
        viewer: 0,
        computer_to_move: !game.is_over() && game.to_move() == 1,
        view: game.view(0),
    }
}

/// The person's first placement: a tile that fits somewhere only turned by one quarter.
fn fs_turned_placement(record: &Record<FourSide>) -> Option<Placement> {
    let game = record.game();
    if game.is_over() || game.to_move() != 0 {
        return None;
    }
    let hand = game.hand(0);
    game.placements().into_iter().map(|(p, _)| p).find(|p| {
        let tile = hand[p.hand as usize];
        p.rotation == 1
            && tile.rotated(1) != tile
            && game.board().score(tile, p.row, p.col).is_err()
    })
}

fn fs_push(
    rec: &mut Record<FourSide>,
    steps: &mut Vec<FsStep>,
    name: &str,
    action: FourSideAction,
) {
    let events = rec.apply(&action).expect("a legal fixture action");
    steps.push(FsStep {
        name: name.to_string(),
        action: serde_json::to_value(&action).expect("actions serialise"),
        events,
        answer: fs_answer(rec),
    });
}

/// The computer's move exactly as the app makes it (`fourside_computer`).
fn fs_computer(rec: &mut Record<FourSide>, steps: &mut Vec<FsStep>, name: &str) {
    let game = rec.game();
    let seat = game.to_move();
    let seed = rec.deal() ^ ((rec.actions().len() as u64) << 53);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let placement =
        bot::choose(&game.view(seat), game.rules().level, &mut rng).expect("the computer can move");
    let events = rec
        .apply(&FourSideAction::Place(placement))
        .expect("the computer's move is legal");
    steps.push(FsStep {
        name: name.to_string(),
        action: serde_json::json!({"type": "computer"}),
        events,
        answer: fs_answer(rec),
    });
}

/// FourSide: a placement that needs a quarter turn, the computer's reply, a hint, the hinted
/// placement and the computer's reply; plus the engine's refusal of a tile that does not fit.
fn build_fs_fixture() -> FsFixture {
    let rules = FourSideRules::default();
    let (deal, mut rec, first) = (FS_FIRST_DEAL..)
        .find_map(|deal| {
            let rec = Record::<FourSide>::new(rules, deal);
            let first = fs_turned_placement(&rec)?;
            Some((deal, rec, first))
        })
        .expect("some deal has a turned placement");
    let initial = fs_answer(&rec);
    // The same tile unturned, at the same cell: refused, with the side that does not match.
    let unturned = Placement {
        rotation: 0,
        ..first
    };
    let why = rec
        .game()
        .clone()
        .apply(&FourSideAction::Place(unturned))
        .expect_err("the unturned tile does not fit");
    let refusals = vec![FsRefusal {
        action: serde_json::to_value(FourSideAction::Place(unturned)).expect("serialises"),
        code: why.code.to_string(),
        message: why.message.to_string(),
    }];
    let mut steps = Vec::new();
    fs_push(
        &mut rec,
        &mut steps,
        "place a turned tile",
        FourSideAction::Place(first),
    );
    fs_computer(&mut rec, &mut steps, "the computer replies");
    fs_push(&mut rec, &mut steps, "hint", FourSideAction::Hint);
    let hinted = match steps.last().and_then(|s| s.events.first()) {
        Some(FourSideEvent::HintShown { placement, .. }) => *placement,
        _ => panic!("a hint shows a placement"),
    };
    fs_push(
        &mut rec,
        &mut steps,
        "play the hint",
        FourSideAction::Place(hinted),
    );
    fs_computer(&mut rec, &mut steps, "the computer replies again");
    FsFixture {
        format: 1,
        deal,
        rules,
        mode: "human_vs_computer",
        initial,
        refusals,
        steps,
    }
}

fn write_fixture(path: &Path, fixture: &impl Serialize) -> Result<(), Failure> {
    let mut json = serde_json::to_string_pretty(fixture).expect("views serialise");
    json.push('\n');
    std::fs::write(path, json)
        .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", path.display())))
}

/// `fixtures DIR`: writes DIR/solitairex.json, DIR/chinese_puzzle.json, DIR/fourside.json and
/// DIR/soi.json; returns their paths.
pub fn fixtures(dir: &Path) -> Result<Vec<PathBuf>, Failure> {
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure::Failed(format!("cannot create {}: {e}", dir.display())))?;
    let solitaire = dir.join(FIXTURE_FILE);
    write_fixture(&solitaire, &build_fixture())?;
    let chinese = dir.join(CP_FIXTURE_FILE);
    write_fixture(&chinese, &build_cp_fixture())?;
    let fourside = dir.join(FS_FIXTURE_FILE);
    write_fixture(&fourside, &build_fs_fixture())?;
    let soi = dir.join(soi_fixture::SOI_FIXTURE_FILE);
    write_fixture(&soi, &soi_fixture::build_soi_fixture())?;
    Ok(vec![solitaire, chinese, fourside, soi])
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    #[test]
    fn deal_prints_a_4_by_13_grid() {
        let text = deal(42);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "SolitaireX deal 42");
        assert_eq!(
            lines[1],
            " __  Q♥ 10♠  __  J♦  6♥  K♣  9♠  2♠  J♥  9♥ 10♥  9♣"
        );
        assert_eq!(
            lines[1..5]
                .iter()
                .map(|l| l.matches("__").count())
                .sum::<usize>(),
            4
        );
        assert!(lines[5].starts_with("score 0 / 48, playing, deals used 1 of 3"));
    }

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

    #[test]
    fn the_fixture_covers_what_the_ui_tests_need() {
        let fixture = serde_json::to_value(build_fixture()).unwrap();
        assert_eq!(fixture["deal"], 42);
        let initial = &fixture["initial"];
        assert_eq!(initial["board"]["cells"].as_array().unwrap().len(), 52);
        let steps = fixture["steps"].as_array().unwrap();
        let types: Vec<&str> = steps
            .iter()
            .map(|s| s["action"]["type"].as_str().unwrap())
            .collect();
        assert_eq!(types[0], "move");
        assert!(types.contains(&"reshuffle"));
        assert_eq!(&types[types.len() - 2..], ["undo", "redo"]);
        assert!(types.iter().filter(|&&t| t == "move").count() >= 5);
        // The first move takes a 2 that had two column-0 gaps to choose from.
        let first = &steps[0]["action"];
        let from = first["from"].clone();
        let option = initial["board"]["moves"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["from"] == from)
            .unwrap();
        assert_eq!(option["to"].as_array().unwrap().len(), 2);
        assert_eq!(first["to"]["col"], 0);
        assert_eq!(steps[0]["events"][0]["type"], "moved");
        // Undo gives back the view before the last move; redo the view after it.
        let n = steps.len();
        assert_eq!(steps[n - 2]["events"], json!([]));
        assert_eq!(steps[n - 2]["view"]["board"], steps[n - 4]["view"]["board"]);
        assert_eq!(steps[n - 1]["view"]["board"], steps[n - 3]["view"]["board"]);
        assert_eq!(steps[n - 1]["events"], steps[n - 3]["events"]);
    }

    #[test]
    fn the_cp_fixture_covers_what_the_ui_tests_need() {
        let fixture = serde_json::to_value(build_cp_fixture()).unwrap();
        let initial = &fixture["initial"]["board"];
        assert_eq!(initial["cells"].as_array().unwrap().len(), 112);
        assert_eq!(initial["ace_phase"], true);
        let steps = fixture["steps"].as_array().unwrap();
        let types: Vec<&str> = steps
            .iter()
            .map(|s| s["action"]["type"].as_str().unwrap())
            .collect();
        assert_eq!(&types[..3], ["move", "place_aces", "move"]);
        assert!(types.contains(&"reshuffle"));
        assert_eq!(types.last(), Some(&"undo"));
        // The first step takes an ace to a column-0 slot it had to choose among others.
        assert_eq!(steps[0]["action"]["to"]["col"], 0);
        assert_eq!(steps[1]["view"]["board"]["ace_phase"], false);
        assert_eq!(steps[1]["view"]["board"]["score"], 8);
        // The third moves a card that had two gaps to choose from.
        let from = steps[2]["action"]["from"].clone();
        let option = steps[1]["view"]["board"]["moves"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["from"] == from)
            .unwrap();
        assert_eq!(option["to"].as_array().unwrap().len(), 2);
        let n = steps.len();
        assert_eq!(steps[n - 1]["view"]["board"], steps[n - 3]["view"]["board"]);
    }

    #[test]
    fn the_fourside_fixture_covers_what_the_ui_tests_need() {
        let fixture = serde_json::to_value(build_fs_fixture()).unwrap();
        let initial = &fixture["initial"];
        assert_eq!(initial["view"]["board"]["size"], 9);
        assert_eq!(
            initial["view"]["board"]["tiles"].as_array().unwrap().len(),
            81
        );
        assert_eq!(initial["view"]["to_move"], 0);
        assert_eq!(initial["computer_to_move"], false);
        let steps = fixture["steps"].as_array().unwrap();
        let types: Vec<&str> = steps
            .iter()
            .map(|s| s["action"]["type"].as_str().unwrap())
            .collect();
        assert_eq!(types, ["place", "computer", "hint", "place", "computer"]);
        // The first placement needs a quarter turn; unturned it is refused with a reason.
        assert_eq!(steps[0]["action"]["rotation"], 1);
        assert_eq!(steps[0]["computer_to_move"], true);
        assert_eq!(steps[0]["events"][0]["type"], "placed");
        let refusal = &fixture["refusals"][0];
        assert_eq!(refusal["code"], "does_not_fit");
        assert_eq!(refusal["action"]["rotation"], 0);
        assert!(refusal["message"].as_str().unwrap().contains("side shows"));
        assert_eq!(steps[1]["events"][0]["player"], 1);
        assert_eq!(steps[1]["computer_to_move"], false);
        assert_eq!(steps[2]["events"][0]["type"], "hint_shown");
        assert_eq!(steps[2]["view"]["hints_left"][0], 2);
        let hinted = &steps[2]["events"][0]["placement"];
        for key in ["hand", "rotation", "row", "col"] {
            assert_eq!(steps[3]["action"][key], hinted[key]);
        }
        assert_eq!(steps[4]["events"][0]["player"], 1);
    }

    #[test]
    fn fixtures_writes_the_files() {
        let dir = std::env::temp_dir().join(format!("quadrille-fixtures-{}", std::process::id()));
        let paths = fixtures(&dir).unwrap();
        let names: Vec<_> = paths.iter().map(|p| p.file_name().unwrap()).collect();
        assert_eq!(
            names,
            [
                FIXTURE_FILE,
                CP_FIXTURE_FILE,
                FS_FIXTURE_FILE,
                soi_fixture::SOI_FIXTURE_FILE
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
