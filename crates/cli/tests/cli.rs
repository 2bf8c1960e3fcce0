//! The binary end to end: output and exit status of each command.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_quadrille-cli"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("quadrille-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn help_documents_every_command_and_the_fixture_shape() {
    let o = cli(&["--help"]);
    assert!(o.status.success());
    let text = stdout(&o);
    for needle in [
        "solitairex simulate",
        "solitairex deal",
        "chinese-puzzle simulate",
        "montana simulate",
        "montana deal",
        "solve",
        "crossroads",
        "winnability",
        "hint-latency",
        "soi",
        "fourside",
        "soak",
        "replay",
        "fixtures",
        "EXIT STATUS",
    ] {
        assert!(text.contains(needle), "--help lacks {needle}: {text}");
    }
    // The commands' operands, and the fixture files with their shape.
    let replay = stdout(&cli(&["replay", "--help"]));
    assert!(replay.contains("quadrille-cli replay <FILE>"), "{replay}");
    let fixtures = stdout(&cli(&["fixtures", "--help"]));
    assert!(
        fixtures.contains("quadrille-cli fixtures <DIR>"),
        "{fixtures}"
    );
    for needle in [
        "\"steps\"",
        "solitairex.json",
        "chinese_puzzle.json",
        "montana.json",
        "fourside.json",
        "soi.json",
    ] {
        assert!(fixtures.contains(needle), "fixtures --help lacks {needle}");
    }
    let solitairex = stdout(&cli(&["solitairex", "--help"]));
    assert!(solitairex.contains("simulate") && solitairex.contains("deal"));
}

#[test]
fn the_help_of_a_subcommand_lists_its_options() {
    for (args, options) in [
        (
            &["solitairex", "simulate", "--help"][..],
            &[
                "--games <N>",
                "--strategy <S>",
                "--nodes <N>",
                "--seed <S>",
                "--threads <T>",
                "random",
                "greedy",
                "hint",
            ][..],
        ),
        (
            &["solve", "--help"],
            &[
                "<VARIANT>",
                "<DEAL>",
                "--nodes <N>",
                "--ms <T>",
                "--place-aces",
                "--movable-twos",
            ],
        ),
        (
            &["winnability", "--help"],
            &[
                "--deals <N>",
                "--nodes <N>",
                "--ms <T>",
                "--seed <S>",
                "--threads <T>",
                "--search-aces",
                "--movable-twos",
                "--list",
                "--difficulty",
                "--table-mb <M>",
            ],
        ),
        (
            &["hint-latency", "--help"],
            &["--deals <N>", "--ms <T>", "--seed <S>"],
        ),
        (
            &["soi", "--help"],
            &[
                "--games <N>",
                "--seats <L,L,L,L>",
                "--target <T>",
                "--seed <S>",
                "--threads <T>",
                "impossible",
            ],
        ),
        (
            &["fourside", "--help"],
            &[
                "--games <N>",
                "--players <L,L>",
                "--tiles <L>",
                "--size <N>",
                "--seed <S>",
                "--threads <T>",
                "expert",
            ],
        ),
        (
            &["soak", "--help"],
            &[
                "--game <G>",
                "--actions <N>",
                "--seed <S>",
                "--check-every <K>",
                "chinese-puzzle",
            ],
        ),
        (&["solitairex", "deal", "-h"], &["<N>"]),
    ] {
        let o = cli(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        let text = stdout(&o);
        assert!(text.contains("Usage: quadrille-cli"), "{args:?}: {text}");
        for option in options {
            assert!(text.contains(option), "{args:?} lacks {option}: {text}");
        }
    }
}

#[test]
fn conflicting_options_are_refused_with_status_2() {
    for (args, message) in [
        (
            &["solve", "solitairex", "1", "--nodes", "5", "--ms", "5"][..],
            "cannot be used with",
        ),
        (
            &[
                "solve",
                "chinese-puzzle",
                "1",
                "--place-aces",
                "--movable-twos",
            ],
            "cannot be used with",
        ),
        (
            &[
                "winnability",
                "chinese-puzzle",
                "--deals",
                "3",
                "--search-aces",
                "--movable-twos",
            ],
            "cannot be used with",
        ),
        (
            &["solve", "solitairex", "1", "--place-aces"],
            "--place-aces is for chinese-puzzle only",
        ),
        (
            &[
                "solitairex",
                "simulate",
                "--games",
                "3",
                "--strategy",
                "greedy",
                "--nodes",
                "9",
            ],
            "--strategy hint",
        ),
    ] {
        let o = cli(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}: nothing is run");
        let err = stderr(&o);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(err.contains("--help"), "{args:?}: {err}");
    }
}

#[test]
fn usage_errors_exit_with_status_2() {
    for args in [
        &[][..],
        &["solitairex", "simulate", "--games", "1"],
        &["solitairex", "deal", "-3"],
        &["solitairex", "deal", "9007199254740992"],
        &["frobnicate"],
        &["soi", "--target", "5000"],
        &["fourside", "--size", "8"],
        &["soi", "--seats", "easy,medium"],
        &[
            "solitairex",
            "simulate",
            "--games",
            "0",
            "--strategy",
            "random",
        ],
    ] {
        let o = cli(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains("--help"), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
    let o = cli(&["solitairex", "deal", "9007199254740992"]);
    assert!(stderr(&o).contains("too large"), "{}", stderr(&o));
    let o = cli(&["soi", "--target", "5000"]);
    assert!(stderr(&o).contains("100..=1000"), "{}", stderr(&o));
}

#[test]
fn version_prints_the_crate_version() {
    let o = cli(&["--version"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        format!("quadrille-cli {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn deal_prints_the_board() {
    let o = cli(&["solitairex", "deal", "1"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(
        text.contains(" 8♠  Q♣  8♣  K♥  5♦  2♠  3♥  5♥  K♣  3♣  Q♠  8♥  2♦"),
        "{text}"
    );
}

#[test]
fn simulate_prints_the_figures() {
    let o = cli(&[
        "solitairex",
        "simulate",
        "--games",
        "20",
        "--strategy",
        "greedy",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for needle in [
        "games            20",
        "won",
        "mean score",
        "mean reshuffles",
        "games/second",
    ] {
        assert!(text.contains(needle), "{text}");
    }
}

#[test]
fn replay_prints_the_final_board_or_refuses_a_corrupt_file() {
    let dir = temp_dir("replay");
    let good = dir.join("good.json");
    std::fs::write(
        &good,
        r#"{"record":{"rules":{"variant":"solitaire_x","deals":3},"deal":42,
            "actions":[{"type":"move","from":{"row":0,"col":8},"to":{"row":2,"col":0}},
                       {"type":"reshuffle"}],"undone":[]},"tournament":null}"#,
    )
    .unwrap();
    let o = cli(&["replay", good.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("2 actions replayed"), "{text}");
    assert!(
        text.contains("score 1 / 48, playing, deals used 2 of 3"),
        "{text}"
    );

    let corrupt = dir.join("corrupt.json");
    std::fs::write(&corrupt, "{\"record\": {\"rules\"").unwrap();
    let o = cli(&["replay", corrupt.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not a saved game"), "{}", stderr(&o));

    let missing = dir.join("missing.json");
    let o = cli(&["replay", missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fixtures_writes_solitairex_json() {
    let dir = temp_dir("fixtures");
    let o = cli(&["fixtures", dir.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.join("solitairex.json")).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["deal"], 42);
    assert!(value["steps"].as_array().unwrap().len() >= 8);
    let text = std::fs::read_to_string(dir.join("chinese_puzzle.json")).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["rules"]["variant"], "chinese_puzzle");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn solve_prints_a_winning_line_or_a_proof_of_loss() {
    // Deal 6: winnable, found after 226 positions; 4,014 without the loss bound, which cuts
    // only lost subtrees, so the line is the same; 240 searching every move where a placing
    // move is safe.
    let o = cli(&["solve", "solitairex", "6", "--nodes", "30000"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("verdict     winnable"), "{text}");
    assert!(text.contains("nodes       226\n"), "{text}");
    let every = stdout(&cli(&[
        "solve",
        "solitairex",
        "6",
        "--nodes",
        "30000",
        "--no-safe-moves",
    ]));
    assert!(every.contains("verdict     winnable"), "{every}");
    assert!(every.contains("nodes       240\n"), "{every}");
    assert!(text.contains("best score  48 / 48"), "{text}");
    assert!(text.contains("winning line ("), "{text}");
    assert!(text.contains("   1. ") && text.contains(" → r"), "{text}");
    let unbounded = stdout(&cli(&[
        "solve",
        "solitairex",
        "6",
        "--nodes",
        "30000",
        "--no-bounds",
    ]));
    assert!(unbounded.contains("nodes       4014"), "{unbounded}");
    let line = |t: &str| t[t.find("winning line").unwrap()..].to_string();
    assert_eq!(line(&text), line(&unbounded));
    // Deal 11: every line was tried (18 positions; 54 without the bound); the hint is still
    // a move.
    let o = cli(&["solve", "solitairex", "11", "--nodes", "30000"]);
    let text = stdout(&o);
    assert!(text.contains("verdict     unwinnable"), "{text}");
    assert!(text.contains("nodes       18\n"), "{text}");
    assert!(text.contains("hint        "), "{text}");
    let unbounded = stdout(&cli(&[
        "solve",
        "solitairex",
        "11",
        "--nodes",
        "30000",
        "--no-bounds",
    ]));
    assert!(unbounded.contains("verdict     unwinnable"), "{unbounded}");
    assert!(unbounded.contains("nodes       54"), "{unbounded}");
    // A tiny budget: unknown, never unwinnable.
    let o = cli(&["solve", "solitairex", "6", "--nodes", "10"]);
    assert!(stdout(&o).contains("verdict     unknown"), "{}", stdout(&o));
}

#[test]
fn solve_under_the_montana_rule_by_class_or_by_board() {
    // Deal 259 is lost under the Montana rule: proved after 1,991 positions searching one
    // per column-0 class, 2,285 one per board. Both counts include the hunts for a win moving
    // at most one heading 2, which come first; by class the switch hunt (itself a class
    // search, so never by board) comes next, and the whole-rule search skips what it proved
    // lost.
    let run = |extra: &[&str]| {
        let mut args = vec![
            "solve",
            "solitairex",
            "259",
            "--movable-twos",
            "--nodes",
            "30000",
        ];
        args.extend_from_slice(extra);
        let o = cli(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    let by_class = run(&[]);
    assert!(by_class.contains("verdict     unwinnable"), "{by_class}");
    assert!(by_class.contains("nodes       1991\n"), "{by_class}");
    let by_board = run(&["--no-classes"]);
    assert!(by_board.contains("verdict     unwinnable"), "{by_board}");
    assert!(by_board.contains("nodes       2285\n"), "{by_board}");
    // The game Montana is that search: the same deal, the same positions.
    let o = cli(&["solve", "montana", "259", "--nodes", "30000"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let montana = stdout(&o);
    assert!(
        montana.starts_with("montana deal 259, Montana rule"),
        "{montana}"
    );
    assert!(montana.contains("nodes       1991\n"), "{montana}");
}

#[test]
fn solve_chinese_puzzle_with_or_without_the_ace_phase() {
    let o = cli(&[
        "solve",
        "chinese-puzzle",
        "5",
        "--nodes",
        "300",
        "--place-aces",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("aces placed with PlaceAces"), "{text}");
    assert_eq!(
        text.lines().filter(|l| l.contains(" A")).count(),
        8,
        "{text}"
    );
    let o = cli(&["solve", "chinese-puzzle", "5", "--nodes", "300"]);
    let text = stdout(&o);
    // The hint of an ace-phase board moves an ace into column 1.
    let hint = text.lines().find(|l| l.starts_with("hint")).unwrap_or("");
    assert!(hint.contains("A") && hint.ends_with("c1"), "{text}");
}

#[test]
fn winnability_prints_shares_with_intervals() {
    let o = cli(&[
        "winnability",
        "solitairex",
        "--deals",
        "4",
        "--nodes",
        "2000",
        "--threads",
        "2",
        "--list",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for needle in [
        "deals        4",
        "winnable",
        "unwinnable",
        "unknown",
        "95% CI",
        "median",
        "p90",
    ] {
        assert!(text.contains(needle), "{text}");
    }
    assert_eq!(text.lines().filter(|l| l.starts_with("deal ")).count(), 4);
    // Every winning line is replayed against the rules, and the report says so.
    every_winning_line_replayed(&text);
}

/// The report of `winnability --list` says each of its winning deals' lines replayed to a win;
/// how many deals were won.
fn every_winning_line_replayed(text: &str) -> usize {
    let won = text.lines().filter(|l| l.contains(" winnable ")).count();
    assert!(
        text.contains(&format!(
            "lines        {won} of {won} winning lines replayed"
        )),
        "{text}"
    );
    won
}

/// Under the Montana rule the lines found (which may move heading 2s, refused by SolitaireX's
/// rules) replay through the engine as Montana games. A node budget, so that the wins do not
/// depend on the machine's speed (a debug build searches ten times slower).
#[test]
fn winnability_under_the_montana_rule_replays_its_lines() {
    let o = cli(&[
        "winnability",
        "solitairex",
        "--deals",
        "6",
        "--nodes",
        "100000",
        "--movable-twos",
        "--threads",
        "2",
        "--list",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(every_winning_line_replayed(&text) > 0, "{text}");
}

/// Under the Montana rule a time budget is accepted, and shared among the phases.
#[test]
fn winnability_under_the_montana_rule_takes_a_time_budget() {
    let o = cli(&[
        "winnability",
        "solitairex",
        "--deals",
        "2",
        "--ms",
        "50",
        "--movable-twos",
        "--threads",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("budget 50 ms per deal"), "{text}");
    assert!(text.contains("deals        2"), "{text}");
}

#[test]
fn simulate_plays_chinese_puzzle_with_the_hint_strategy() {
    let o = cli(&[
        "chinese-puzzle",
        "simulate",
        "--games",
        "2",
        "--strategy",
        "hint",
        "--nodes",
        "50",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("chinese-puzzle, strategy hint (50 nodes per search)"),
        "{text}"
    );
    assert!(text.contains("/ 104"), "{text}");
}

/// The figures of one game's line in the soak table: deals, actions, refused, session, checks,
/// round trips, failures.
fn soak_row(text: &str, game: &str) -> Vec<u64> {
    let line = text
        .lines()
        .find(|l| l.split_whitespace().next() == Some(game))
        .unwrap_or_else(|| panic!("no {game} line in\n{text}"));
    line.split_whitespace()
        .skip(1)
        .take(7)
        .map(|n| n.parse().unwrap())
        .collect()
}

#[test]
fn soak_plays_every_game_and_counts_its_checks() {
    let o = cli(&[
        "soak",
        "--actions",
        "1000",
        "--seed",
        "3",
        "--check-every",
        "50",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("seed 3, 1000 actions per game"), "{text}");
    for game in ["solitairex", "chinese-puzzle", "montana", "soi", "fourside"] {
        let row = soak_row(&text, game);
        let [deals, actions, refused, session, checks, round_trips, failures] = row[..] else {
            panic!("{game}: {row:?}")
        };
        assert!(deals >= 1, "{game}: {row:?}");
        assert_eq!(actions, 1000, "{game}");
        assert!(refused > 0, "{game}: {row:?}");
        // Only the Gaps sessions have undo, redo and tournaments.
        let gaps = ["solitairex", "chinese-puzzle", "montana"].contains(&game);
        assert_eq!(session > 0, gaps, "{game}: {row:?}");
        assert!(checks > actions + refused / 2, "{game}: {row:?}");
        assert!(round_trips >= 1000 / 50, "{game}: {row:?}");
        assert_eq!(failures, 0, "{game}");
    }
}

#[test]
fn soak_of_one_game_and_its_usage_errors() {
    let o = cli(&["soak", "--game", "soi", "--actions", "300"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(soak_row(&text, "soi")[1], 300);
    assert!(!text.contains("fourside "), "{text}");
    for args in [
        &["soak", "--game", "chess"][..],
        &["soak", "--actions", "0"],
        &["soak", "--check-every", "none"],
    ] {
        let o = cli(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains("--help"), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn crossroads_prints_a_losing_move_as_json() {
    let o = cli(&[
        "crossroads",
        "solitairex",
        "--nodes",
        "500",
        "--deals",
        "3000",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let found: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let deal = found["deal"].as_u64().expect("a deal number");
    // Searching from that deal on finds the same one first; the losing move is named.
    let again = stdout(&cli(&[
        "crossroads",
        "solitairex",
        "--nodes",
        "500",
        "--from",
        &deal.to_string(),
        "--deals",
        "1",
    ]));
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&again).unwrap(),
        found
    );
    assert!(found["losing"]["text"].as_str().unwrap().contains('→'));
    assert!(found["prefix"].is_array());
    // None within too small a budget: `null`.
    let none = cli(&["crossroads", "solitairex", "--nodes", "1", "--deals", "3"]);
    assert!(none.status.success());
    assert_eq!(stdout(&none).trim(), "null");
}
