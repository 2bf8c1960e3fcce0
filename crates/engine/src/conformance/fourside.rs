//! FourSide: tiles conserved, neighbours matching, turn, scores and views.

use super::*;

const STEPS: [(i32, i32, usize, usize); 4] =
    [(-1, 0, 0, 2), (0, 1, 1, 3), (1, 0, 2, 0), (0, -1, 3, 1)];

fn neighbour(board: &Board, row: u8, col: u8, step: (i32, i32)) -> Option<Tile> {
    let (r, c) = (row as i32 + step.0, col as i32 + step.1);
    if r < 0 || c < 0 || r >= board.size as i32 || c >= board.size as i32 {
        return None;
    }
    board.tiles[r as usize * board.size as usize + c as usize]
}

/// The score of putting `tile` at (row, col), from RULES.md: the sum of the touching sides
/// times the number of tiles touched, ±20 on a special square; `None` when it may not go there.
fn placement_score(board: &Board, tile: Tile, row: u8, col: u8) -> Option<i32> {
    if row >= board.size || col >= board.size {
        return None;
    }
    let i = row as usize * board.size as usize + col as usize;
    if board.tiles[i].is_some() {
        return None;
    }
    let (mut sum, mut touching) = (0, 0);
    for &(dr, dc, side, facing) in &STEPS {
        if let Some(other) = neighbour(board, row, col, (dr, dc)) {
            if tile.side(side) != other.side(facing) {
                return None;
            }
            sum += tile.side(side) as i32;
            touching += 1;
        }
    }
    if touching == 0 {
        return None;
    }
    Some(
        sum * touching
            + match board.squares[i] {
                Square::Plain => 0,
                Square::Bonus => BONUS,
                Square::Minus => -BONUS,
            },
    )
}

/// A FourSide position: tiles conserved, the board well formed, turn, scores and both views.
/// `placed` is the number of tiles placed since the deal.
pub fn check_fourside(game: &FourSide, placed: usize) -> Check {
    let rules = *game.rules();
    let board = game.board();
    let size = board.size;
    let n = size as usize * size as usize;
    if size != rules.size || board.tiles.len() != n || board.squares.len() != n {
        return Err("the board's size is wrong".to_string());
    }
    // Tiles conserved: the centre tile, the ones placed, and two full hands; nothing else
    // drawn or lost.
    let on_board = board.tiles.iter().flatten().count();
    if on_board != 1 + placed {
        return Err(format!(
            "tiles not conserved: {on_board} on the board after {placed} placed"
        ));
    }
    for player in 0..2 {
        if game.hand(player).len() != HAND_SIZE {
            return Err(format!(
                "player {player} holds {} tiles",
                game.hand(player).len()
            ));
        }
    }
    let max = rules.level.max_value();
    let all_tiles = board
        .tiles
        .iter()
        .flatten()
        .chain(game.hand(0))
        .chain(game.hand(1));
    for tile in all_tiles {
        if (0..4).any(|s| !(1..=max).contains(&tile.side(s))) {
            return Err(format!("the tile {tile:?} has a side outside 1..={max}"));
        }
    }
    // Special squares: 8 bonus and 8 minus, mirrored through the centre, centre plain.
    let bonus = board
        .squares
        .iter()
        .filter(|&&s| s == Square::Bonus)
        .count();
    let minus = board
        .squares
        .iter()
        .filter(|&&s| s == Square::Minus)
        .count();
    if bonus != SPECIAL_SQUARES
        || minus != SPECIAL_SQUARES
        || board.squares[n / 2] != Square::Plain
        || (0..n).any(|i| board.squares[i] != board.squares[n - 1 - i])
    {
        return Err("the special squares are not 8 + 8 mirrored".to_string());
    }
    // Every pair of neighbours shows the same number, and all tiles hang together from the
    // centre.
    let centre = size / 2;
    if board.at(centre, centre).is_none() {
        return Err("the centre square is empty".to_string());
    }
    let mut reached = vec![false; n];
    let mut stack = vec![(centre, centre)];
    reached[n / 2] = true;
    while let Some((row, col)) = stack.pop() {
        let tile = board.at(row, col).expect("reached tiles exist");
        for &(dr, dc, side, facing) in &STEPS {
            let Some(other) = neighbour(board, row, col, (dr, dc)) else {
                continue;
            };
            if tile.side(side) != other.side(facing) {
                return Err(format!(
                    "the tiles at ({row}, {col}) and its neighbour do not match"
                ));
            }
            let (r, c) = ((row as i32 + dr) as u8, (col as i32 + dc) as u8);
            let i = r as usize * size as usize + c as usize;
            if !reached[i] {
                reached[i] = true;
                stack.push((r, c));
            }
        }
    }
    if reached.iter().filter(|&&r| r).count() != on_board {
        return Err("a tile on the board touches no other".to_string());
    }
    // Scores, hints, turn and the end.
    let scores = game.scores();
    if scores.len() != 2 || scores.iter().any(|&s| s < 0) {
        return Err(format!("the scores are {scores:?}"));
    }
    if (0..2).any(|p| game.hints_left(p) > HINTS) || game.turn() > 1 {
        return Err("hints left or the player to move out of range".to_string());
    }
    // Only an empty square next to a tile can take one.
    let frontier: Vec<(u8, u8)> = (0..size)
        .flat_map(|row| (0..size).map(move |col| (row, col)))
        .filter(|&(row, col)| {
            board.at(row, col).is_none()
                && STEPS
                    .iter()
                    .any(|&(dr, dc, _, _)| neighbour(board, row, col, (dr, dc)).is_some())
        })
        .collect();
    let can_place = |p: u8| {
        game.hand(p).iter().any(|&t| {
            (0..4).any(|r| {
                frontier
                    .iter()
                    .any(|&(row, col)| placement_score(board, t.rotated(r), row, col).is_some())
            })
        })
    };
    let full = on_board == n;
    let mover_can = !full && can_place(game.turn());
    let over = game.is_over();
    if over {
        if !full && (can_place(0) || can_place(1)) {
            return Err("the game ended while a tile could still be placed".to_string());
        }
    } else if !mover_can {
        return Err(format!(
            "player {} is to move but cannot place a tile",
            game.turn()
        ));
    }
    let winner = match (over, scores[0].cmp(&scores[1])) {
        (false, _) | (true, std::cmp::Ordering::Equal) => None,
        (true, std::cmp::Ordering::Greater) => Some(0),
        (true, std::cmp::Ordering::Less) => Some(1),
    };
    if game.winner() != winner {
        return Err(format!(
            "the winner is {:?}, the scores say {winner:?}",
            game.winner()
        ));
    }
    // Placements: each scored by the rules, each different, and every possible tile turn on
    // every square found (one entry per distinct turned tile).
    let placements = game.placements();
    let mut seen = HashSet::new();
    for &(p, score) in &placements {
        let hand = game.hand(game.turn());
        let Some(&tile) = hand.get(p.hand as usize) else {
            return Err(format!("a listed placement uses tile {}", p.hand));
        };
        if p.rotation > 3
            || placement_score(board, tile.rotated(p.rotation), p.row, p.col) != Some(score)
        {
            return Err(format!("the listed placement {p:?} does not score {score}"));
        }
        if !seen.insert((tile.rotated(p.rotation), p.row, p.col)) {
            return Err(format!("the placement {p:?} is listed twice"));
        }
    }
    if !over {
        for &tile in game.hand(game.turn()) {
            for r in 0..4 {
                let turned = tile.rotated(r);
                for &(row, col) in &frontier {
                    if placement_score(board, turned, row, col).is_some()
                        && !seen.contains(&(turned, row, col))
                    {
                        return Err(format!(
                            "{turned:?} fits at ({row}, {col}) but is not listed"
                        ));
                    }
                }
            }
        }
    } else if !placements.is_empty() {
        return Err("placements are listed after the end".to_string());
    }
    let mut expected: Vec<FourSideAction> = placements
        .iter()
        .map(|&(p, _)| FourSideAction::Place(p))
        .collect();
    if !expected.is_empty() && game.hints_left(game.turn()) > 0 {
        expected.push(FourSideAction::Hint);
    }
    if game.legal_actions() != expected {
        return Err("legal_actions disagrees with the placements and hints".to_string());
    }
    for seat in 0..2 {
        check_fourside_view(game, seat)?;
    }
    Ok(())
}

/// Whether the rules allow `action` now, decided from RULES.md rather than from the engine's
/// list. `legal_actions()` lists one placement per distinct turned tile and square, so a
/// placement of an identical tile from another hand slot, or a rotation of a symmetric tile
/// that shows the same sides, is allowed without being listed.
pub fn fourside_allows(game: &FourSide, action: &FourSideAction) -> bool {
    if game.is_over() {
        return false;
    }
    match *action {
        FourSideAction::Hint => game.hints_left(game.turn()) > 0 && !game.placements().is_empty(),
        FourSideAction::Place(p) => {
            p.rotation <= 3
                && game
                    .hand(game.turn())
                    .get(p.hand as usize)
                    .is_some_and(|t| {
                        placement_score(game.board(), t.rotated(p.rotation), p.row, p.col).is_some()
                    })
        }
    }
}

/// A player's view is exactly their own hand plus public facts (the other hand only as a count).
fn check_fourside_view(game: &FourSide, seat: u8) -> Check {
    let view = game.view(seat);
    let expected = FourSideView {
        seat,
        rules: *game.rules(),
        board: game.board().clone(),
        hand: game.hand(seat).to_vec(),
        opponent_hand_size: game.hand(1 - seat).len() as u8,
        to_move: game.turn(),
        scores: [game.scores()[0], game.scores()[1]],
        hints_left: [game.hints_left(0), game.hints_left(1)],
        over: game.is_over(),
        winner: game.winner(),
        placements: if seat == game.turn() {
            game.placements()
                .into_iter()
                .map(|(placement, score)| ScoredPlacement { placement, score })
                .collect()
        } else {
            Vec::new()
        },
    };
    if view != expected {
        return Err(format!(
            "player {seat}'s view is not their hand plus the public facts"
        ));
    }
    Ok(())
}

/// What one accepted action did: a placement moves one tile from the mover's hand to the board
/// (turned as asked), draws one, and adds its score; a hint only uses up a hint.
pub fn check_fourside_step(before: &FourSide, action: &FourSideAction, after: &FourSide) -> Check {
    let mover = before.turn();
    let other = 1 - mover;
    match *action {
        FourSideAction::Hint => {
            if after.board() != before.board()
                || after.hand(0) != before.hand(0)
                || after.hand(1) != before.hand(1)
                || after.scores() != before.scores()
                || after.turn() != mover
                || after.hints_left(mover) + 1 != before.hints_left(mover)
                || after.hints_left(other) != before.hints_left(other)
            {
                return Err("a hint changed more than the hints left".to_string());
            }
        }
        FourSideAction::Place(p) => {
            let hand = before.hand(mover);
            let tile = hand[p.hand as usize].rotated(p.rotation);
            let score = placement_score(before.board(), tile, p.row, p.col)
                .ok_or_else(|| format!("{p:?} was accepted but does not fit"))?;
            let mut board = before.board().clone();
            board.tiles[p.row as usize * board.size as usize + p.col as usize] = Some(tile);
            if *after.board() != board {
                return Err(format!(
                    "after {p:?} the board is not the old one plus the tile"
                ));
            }
            let mut kept = hand.to_vec();
            kept.remove(p.hand as usize);
            let new_hand = after.hand(mover);
            if new_hand.len() != HAND_SIZE || new_hand[..HAND_SIZE - 1] != kept[..] {
                return Err(format!(
                    "after {p:?} the hand is not the old one less the tile"
                ));
            }
            if after.hand(other) != before.hand(other) {
                return Err(format!("{p:?} changed the other player's hand"));
            }
            let mut scores = before.scores();
            scores[mover as usize] = (scores[mover as usize] + score).max(0);
            if after.scores() != scores {
                return Err(format!(
                    "after {p:?} (worth {score}) the scores are {:?}, not {scores:?}",
                    after.scores()
                ));
            }
            if (0..2).any(|pl| after.hints_left(pl) != before.hints_left(pl)) {
                return Err("a placement changed the hints left".to_string());
            }
        }
    }
    Ok(())
}

pub fn fourside_replay(
    game: &FourSide,
    rules: &crate::fourside::FourSideRules,
    deal: crate::deal::Deal,
    actions: &[FourSideAction],
) -> Check {
    replay_matches(game, rules, deal, actions)
}
