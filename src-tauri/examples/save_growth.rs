//! The save-growth benchmark (`npm run bench` runs it on the release build; see
//! docs/PERFORMANCE.md, "Saving: the cost of a move as games grow"):
//!
//! - a Soi game of four people on one device (target 1,000), one `soi_act` call after
//!   another, timed at 0, 1,000, 5,000 and 9,000 actions into the game (each call saved before
//!   it answers). The people mostly ask whoever holds fewest cards, so the game runs long
//!   (deal 9: 9,703 actions; four computer players finish a game in about 2,000);
//! - a second game where they always do: its rounds run to thousands of asks and the game to
//!   the 10,000-action cap; timed the same way, then its size on disk and the time a start
//!   takes to load it, as play left it and after a compaction; and that game once more with
//!   nothing saved at all, the control (a round's answer carries the round's events, so these
//!   calls grow with the round, saved or not);
//! - SolitaireX moves (`gaps_act`) with three other games saved beside it (the long Soi game,
//!   FourSide, Chinese Puzzle);
//! - the first game again on a slow disk (every sync of the journal 30 ms longer).
//!
//! It drives the app's own state and storage (`Shared::with`, the transaction, the session,
//! `store/` on a real folder) and serialises each answer to JSON as the IPC layer does;
//! the WebView's part of a round trip (about 1 ms, see "IPC round trip") is not in it.
//!
//!   cargo run --release -p quadrille --features quadrille/custom-protocol --example save_growth [-- FOLDER]

use quadrille_engine::gaps::GapsVariant;
use quadrille_lib::error::CommandError;
use quadrille_lib::shared::Shared;
use quadrille_lib::state::AppState;
use quadrille_lib::store::durable::DurableFile;
use quadrille_lib::store::open::{open_file, Options};
use quadrille_lib::store::snapshot::STORE_FILE;
use quadrille_lib::store::staged::MemoryStorage;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Calls timed at each point.
const WINDOW: usize = 200;
const POINTS: [usize; 4] = [0, 1_000, 5_000, 9_000];

/// The state on the store in `folder`; with `options` `None`, on no store at all (the data
/// kept in memory only: the control case).
fn open(folder: &Path, options: Option<Options>) -> Shared {
    let Some(options) = options else {
        return Shared::ready(AppState::load(Box::new(MemoryStorage::default()), None));
    };
    let (storage, notice) = open_file(DurableFile::new(folder.join(STORE_FILE)), options);
    if let Some(notice) = &notice {
        eprintln!("notice: {notice:?}");
    }
    Shared::ready(AppState::load(storage, notice))
}

/// Runs one command as the IPC layer would (the transaction, then the answer as JSON), and
/// returns the answer and the time it took.
fn call<T: Serialize>(
    state: &Shared,
    command: impl FnOnce(&mut AppState) -> Result<T, CommandError>,
) -> (Result<Value, CommandError>, Duration) {
    let started = Instant::now();
    let answer = state.with(command).map(|a| {
        let text = serde_json::to_string(&a).expect("serialises");
        serde_json::from_str::<Value>(&text).expect("parses")
    });
    (answer, started.elapsed())
}

fn version(state: &Shared) -> u64 {
    state.with(|s| Ok(s.version())).unwrap()
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

fn summary(times: &[Duration]) -> String {
    let mut sorted = times.to_vec();
    sorted.sort();
    format!(
        "{:.2} | {:.2} | {:.2}",
        percentile(&sorted, 0.5),
        percentile(&sorted, 0.95),
        sorted.last().unwrap().as_secs_f64() * 1000.0
    )
}

fn fresh(folder: &Path) {
    let _ = std::fs::remove_dir_all(folder);
    std::fs::create_dir_all(folder).unwrap();
}

/// The store's files and their sizes.
fn store_sizes(folder: &Path) -> String {
    let mut files: Vec<(String, u64)> = std::fs::read_dir(folder)
        .unwrap()
        .flatten()
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            (name, e.metadata().unwrap().len())
        })
        .collect();
    files.sort();
    let files: Vec<String> = files
        .iter()
        .map(|(name, len)| format!("{name} {:.1} KB", *len as f64 / 1000.0))
        .collect();
    files.join(", ")
}

/// A start as the app makes one (open the store, load the state, answer `app_info`), timed
/// five times: the median, the slowest, and the median's part spent opening the store (reading
/// and replaying the files; the rest is rebuilding the games through the rules).
fn load_time(folder: &Path) -> String {
    let mut times: Vec<(Duration, Duration)> = (0..5)
        .map(|_| {
            let started = Instant::now();
            let (storage, notice) = open_file(
                DurableFile::new(folder.join(STORE_FILE)),
                Options::default(),
            );
            let opened = started.elapsed();
            let state = Shared::ready(AppState::load(storage, notice));
            state.with(|s| Ok(s.info())).unwrap();
            let took = started.elapsed();
            drop(state);
            (took, opened)
        })
        .collect();
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "{:.1} ms median (of which opening the store {:.1} ms), {:.1} ms slowest of 5",
        ms(times[2].0),
        ms(times[2].1),
        ms(times[4].0)
    )
}

/// Four people at the table and the longest target, so the game runs long.
fn soi_settings(state: &Shared) {
    state
        .with(|s| {
            let mut settings = s.settings().clone();
            settings.soi_computers = [false; 4];
            settings.soi_target = 1000;
            s.set_settings(settings)
        })
        .unwrap();
}

/// How the people at the Soi table choose among their legal asks.
#[derive(Clone, Copy)]
enum Asking {
    /// Three times in four the player holding fewest cards (often in vain, so the game runs
    /// long), else anyone: rounds of ordinary length.
    Mostly,
    /// Always the player holding fewest cards: rounds of thousands of asks, and a game that
    /// reaches the 10,000-action cap.
    Always,
}

/// Plays the Soi game in progress (`answer` is its last answer) up to `until` actions or its
/// end; returns the time of each call, by the number of actions before it.
fn play_soi(state: &Shared, mut answer: Value, until: usize, asking: Asking) -> Vec<Duration> {
    let mut rng = ChaCha8Rng::seed_from_u64(35);
    let mut times = Vec::new();
    while times.len() < until {
        let view = &answer["table"]["view"];
        let action = match view["asks"].as_array() {
            _ if view["game_over"] == true => break,
            Some(asks) if !asks.is_empty() => {
                let counts = &view["counts"];
                let held = |a: &Value| counts[a["target"].as_u64().unwrap() as usize].as_u64();
                let fewest = asks.iter().filter_map(held).min();
                let anyone = matches!(asking, Asking::Mostly) && rng.random_range(0..4) == 0;
                let pool: Vec<&Value> = asks
                    .iter()
                    .filter(|a| anyone || held(a) == fewest)
                    .collect();
                let mut ask = pool[rng.random_range(0..pool.len())].clone();
                ask["type"] = json!("ask");
                ask
            }
            _ => json!({ "type": "next_round" }),
        };
        let seen = version(state);
        match call(state, |s| {
            let (soi, core) = s.soi();
            soi.act(core, seen, action)
        }) {
            (Ok(next), took) => {
                times.push(took);
                answer = next;
            }
            (Err(e), _) => {
                eprintln!("Soi stopped after {} actions: {}", times.len(), e.message);
                break;
            }
        }
    }
    times
}

/// A new FourSide game (deal 3), which compacts the store.
fn new_fourside(state: &Shared) {
    state
        .with(|s| {
            let version = s.version();
            let (fourside, core) = s.fourside();
            fourside.new_game(core, version, Some(3), None, None)
        })
        .unwrap();
}

fn soi_rows(label: &str, times: &[Duration]) -> Vec<String> {
    POINTS
        .iter()
        .filter(|&&p| p + WINDOW <= times.len())
        .map(|&p| {
            format!(
                "| {label} | {}–{} | {} |",
                p,
                p + WINDOW - 1,
                summary(&times[p..p + WINDOW])
            )
        })
        .collect()
}

/// A Soi game in `folder` played `asking`, from deal `first` on: the first deal that lasts
/// `long_enough` actions (played up to `until`); returns its call times.
fn long_soi(
    folder: &Path,
    options: Option<Options>,
    asking: Asking,
    first: u64,
    long_enough: usize,
    until: usize,
) -> Vec<Duration> {
    let mut deal = first;
    loop {
        fresh(folder);
        let state = open(folder, options.clone());
        soi_settings(&state);
        let seen = version(&state);
        let dealt = call(&state, |s| {
            let (soi, core) = s.soi();
            soi.new_game(core, seen, Some(deal))
        });
        let dealt = dealt.0.unwrap();
        let times = play_soi(&state, dealt, until, asking);
        if times.len() >= long_enough || deal >= first + 30 {
            eprintln!("Soi deal {deal}: {} actions", times.len());
            return times;
        }
        deal += 1;
    }
}

fn main() {
    let root = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("quadrille-save-growth"));
    let mut rows = vec![
        "| case | actions into the game | p50 (ms) | p95 (ms) | max (ms) |".to_string(),
        "| --- | --- | ---: | ---: | ---: |".to_string(),
    ];

    // 1. A long Soi game of ordinary rounds (deal 9 lasts 9,703 actions).
    let folder = root.join("soi");
    let last = POINTS[3] + WINDOW;
    let times = long_soi(
        &folder,
        Some(Options::default()),
        Asking::Mostly,
        9,
        last,
        10_000,
    );
    let actions = times.len();
    rows.extend(soi_rows("Soi `soi_act`", &times));

    // 2. A game at the 10,000-action cap (its rounds are very long: a round's view holds all
    //    of its events, which the answer carries), and what it leaves on disk.
    let capped = root.join("capped");
    let capped_times = long_soi(
        &capped,
        Some(Options::default()),
        Asking::Always,
        7,
        10_000,
        10_000,
    );
    let capped_actions = capped_times.len();
    rows.extend(soi_rows(
        "Soi `soi_act`, rounds of thousands of asks",
        &capped_times,
    ));
    // The control: the same game with nothing saved at all. What grows here is not the save.
    let control = long_soi(
        &root.join("memory"),
        None,
        Asking::Always,
        7,
        10_000,
        10_000,
    );
    rows.extend(soi_rows("the same, nothing saved (the control)", &control));
    let left = store_sizes(&capped);
    let load_left = load_time(&capped);
    // A new game of another kind compacts the store (the Soi game stays in it, whole).
    let state = open(&capped, Some(Options::default()));
    new_fourside(&state);
    drop(state);
    let compacted = store_sizes(&capped);
    let load_compacted = load_time(&capped);
    let _ = std::fs::remove_dir_all(&capped);
    let state = open(&folder, Some(Options::default()));
    new_fourside(&state);

    // 2. SolitaireX with three other games saved: the long Soi game, FourSide, Chinese Puzzle.
    state
        .with(|s| {
            let version = s.version();
            let (chinese_puzzle, core) = s.gaps(GapsVariant::ChinesePuzzle);
            chinese_puzzle.new_game(core, version, Some(4), None)?;
            let (solitaire_x, core) = s.gaps(GapsVariant::SolitaireX);
            solitaire_x.new_game(core, version + 1, Some(1), None)
        })
        .unwrap();
    let mut gaps = Vec::new();
    let mut response = state
        .with(|s| {
            let (solitaire_x, core) = s.gaps(GapsVariant::SolitaireX);
            Ok(solitaire_x.current(core, Vec::new()))
        })
        .unwrap()
        .map(|r| serde_json::to_value(r).unwrap())
        .unwrap();
    let mut deal = 1;
    while gaps.len() < WINDOW {
        let seen = version(&state);
        let action = match response["view"]["board"]["moves"].get(0) {
            Some(o) => json!({ "type": "move", "from": o["from"], "to": o["to"][0] }),
            None => json!({ "type": "reshuffle" }),
        };
        match call(&state, |s| {
            let (solitaire_x, core) = s.gaps(GapsVariant::SolitaireX);
            solitaire_x.act(core, seen, action)
        }) {
            (Ok(answer), took) => {
                gaps.push(took);
                response = answer;
            }
            // No reshuffle left: a new deal (not timed).
            (Err(_), _) => {
                deal += 1;
                let seen = version(&state);
                let dealt = call(&state, |s| {
                    let (solitaire_x, core) = s.gaps(GapsVariant::SolitaireX);
                    solitaire_x.new_game(core, seen, Some(deal), None)
                });
                response = dealt.0.unwrap();
            }
        }
    }
    drop(state);
    rows.push(format!(
        "| SolitaireX `gaps_act`, three other games saved (Soi at {actions} actions) | first {WINDOW} moves | {} |",
        summary(&gaps)
    ));

    // 3. The slow disk.
    let slow = Some(Options {
        slow_sync: Duration::from_millis(30),
    });
    let slow_times = long_soi(
        &root.join("slow"),
        slow,
        Asking::Mostly,
        9,
        0,
        1_000 + WINDOW,
    );
    rows.extend(soi_rows("Soi, every sync 30 ms slower", &slow_times));

    for row in &rows {
        println!("{row}");
    }
    println!();
    println!(
        "Soi games: {actions} actions (ordinary rounds), {capped_actions} actions (long rounds)."
    );
    println!("The {capped_actions}-action game on disk as play left it: {left}; a start then took {load_left}.");
    println!(
        "After a compaction (a new game of another kind): {compacted}; a start took {load_compacted}."
    );
    let _ = std::fs::remove_dir_all(&root);
}
