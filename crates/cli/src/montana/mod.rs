//! The Montana experiment: Gaps under the rule of the published Gaps/Montana figures, where a
//! 2 heading a row may move to another column-0 gap (RULES.md §3 never moves it). The engine's
//! solver searches it (`SolveOptions::movable_twos`, `solve --movable-twos`, `winnability
//! --movable-twos`); this module plays such a line on a board for printing, and keeps the first
//! movable-2 search as the tests' reference.

#[cfg(test)]
mod reference;

use quadrille_engine::gaps::{Gaps, Slot};

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
}
