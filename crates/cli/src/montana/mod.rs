//! The Montana experiment: Gaps under the rule of the published Gaps/Montana figures, where a
//! 2 heading a row may move to another column-0 gap (RULES.md §3 never moves it). The engine's
//! solver searches it (`SolveOptions::movable_twos`, `solve --movable-twos`, `winnability
//! --movable-twos`); this module plays such a line on a board and checks a winning line move
//! by move against the rules.

use quadrille_engine::gaps::{Gaps, GapsAction, GapsStatus, Slot};
use quadrille_engine::Game;

/// Plays one move of a movable-2 line on a copy of the board (the engine refuses a 2 leaving
/// column 0, so the board is rebuilt by hand), for printing the line.
pub fn play_move(game: &mut Gaps, from: Slot, to: Slot) {
    let cols = game.spec().columns as usize;
    let mut board = game.board().to_vec();
    let (f, t) = (
        from.row as usize * cols + from.col as usize,
        to.row as usize * cols + to.col as usize,
    );
    board[t] = board[f].take();
    *game = Gaps::from_board_with(*game.rules(), game.deal_number(), board, game.deals_used());
}

/// Plays a winning line found by the solver on a copy of `game`, each move checked against the
/// rules it was searched by: the engine's (RULES.md §3), and with `movable_twos` also a 2
/// heading a row moving to another column-0 gap, checked here because the engine refuses it.
/// `Err` names the first move refused, or says the line ends short of a win.
pub fn replay_win(game: &Gaps, line: &[(Slot, Slot)], movable_twos: bool) -> Result<(), String> {
    let mut game = game.clone();
    for (i, &(from, to)) in line.iter().enumerate() {
        let heading_two = movable_twos
            && from.col == 0
            && to.col == 0
            && from != to
            && game.at(from).is_some_and(|c| c.rank == 2)
            && game.at(to).is_none();
        if heading_two {
            play_move(&mut game, from, to);
        } else if let Err(e) = game.apply(&GapsAction::Move { from, to }) {
            return Err(format!(
                "move {} ({from:?} to {to:?}) refused: {e:?}",
                i + 1
            ));
        }
    }
    match game.status() {
        GapsStatus::Won => Ok(()),
        status => Err(format!(
            "the line of {} moves ends {status:?}, not won",
            line.len()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::gaps::{GapsRules, GapsVariant};
    use quadrille_engine::Game;

    #[test]
    fn a_move_carries_the_card_into_the_gap_and_keeps_the_rest() {
        let mut game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), 42);
        // Deal 42: the 2♠ lies in row 1, column 9; row 1 opens with a gap.
        let (from, to) = (Slot::new(0, 8), Slot::new(0, 0));
        let card = game.at(from);
        assert!(card.is_some() && game.at(to).is_none());
        let before = game.board().to_vec();
        play_move(&mut game, from, to);
        assert_eq!(game.at(to), card);
        assert_eq!(game.at(from), None);
        let changed = (0..before.len())
            .filter(|&i| before[i] != game.board()[i])
            .count();
        assert_eq!(changed, 2, "only the two slots change");
        assert_eq!((game.deal_number(), game.deals_used()), (42, 1));
    }

    /// The solver's lines replay to a win by their own rules; a line cut short, or a
    /// movable-2 line checked by RULES.md §3, is refused.
    #[test]
    fn winning_lines_replay_and_broken_ones_are_refused() {
        use quadrille_engine::gaps::solver::{solve_with, Budget, SolveOptions, Verdict};
        let mut montana_lines = 0;
        for deal in 0..40 {
            let game = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), deal);
            for movable in [false, true] {
                let options = SolveOptions::new(Budget::nodes(200_000)).movable_twos(movable);
                let s = solve_with(&game, &options);
                if s.verdict != Verdict::Winnable {
                    continue;
                }
                assert_eq!(replay_win(&game, &s.line, movable), Ok(()), "deal {deal}");
                let short = &s.line[..s.line.len() - 1];
                assert!(replay_win(&game, short, movable).is_err(), "deal {deal}");
                let twos = s.line.iter().any(|(f, t)| f.col == 0 && t.col == 0);
                if movable && twos {
                    montana_lines += 1;
                    let refused = replay_win(&game, &s.line, false).unwrap_err();
                    assert!(refused.contains("refused"), "{refused}");
                }
            }
        }
        assert!(montana_lines > 0, "no line moved a heading 2");
    }
}
