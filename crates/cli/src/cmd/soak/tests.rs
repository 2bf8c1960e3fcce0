//! The soak can fail: each check refuses a tampered state, and a short soak of every game
//! passes and counts what it did.

use super::*;

fn args(actions: u64) -> SoakArgs {
    SoakArgs {
        game: SoakChoice::All,
        actions,
        seed: 7,
        check_every: 25,
    }
}

#[test]
fn a_short_soak_of_every_game_passes_and_counts() {
    for game in SoakGame::ALL {
        let (tally, violation) = soak_game(game, &args(300));
        assert!(violation.is_none(), "{game:?}: {violation:?}");
        assert_eq!(tally.actions, 300, "{game:?}");
        assert_eq!(tally.failures, 0);
        assert!(tally.deals >= 1 && tally.refused > 0, "{game:?}: {tally:?}");
        assert!(tally.checks > tally.actions, "{game:?}: {tally:?}");
        assert!(tally.round_trips >= 300 / 25, "{game:?}: {tally:?}");
    }
}

#[test]
fn the_same_seed_gives_the_same_run() {
    let a = soak_game(SoakGame::ChinesePuzzle, &args(200)).0;
    let b = soak_game(SoakGame::ChinesePuzzle, &args(200)).0;
    assert_eq!(
        (a.deals, a.refused, a.session_ops, a.checks),
        (b.deals, b.refused, b.session_ops, b.checks)
    );
}

#[test]
fn game_names() {
    let parse = |name: &str| SoakChoice::from_str(name, true).map(SoakChoice::games);
    assert_eq!(parse("all").unwrap(), SoakGame::ALL.to_vec());
    assert_eq!(parse("Soi").unwrap(), vec![SoakGame::Soi]);
    assert_eq!(
        parse("chinese-puzzle").unwrap(),
        vec![SoakGame::ChinesePuzzle]
    );
    assert!(parse("poker").unwrap_err().contains("poker"));
    for game in SoakGame::ALL {
        assert_eq!(parse(game.name()).unwrap(), vec![game], "{}", game.name());
    }
}
