//! The Gaps games (SolitaireX, Chinese Puzzle, Montana): cards conserved, runs, gaps, status,
//! view.

use super::*;

/// The length of row `row`'s finished run, from the rules: the first rank in column 0, then
/// each next rank of its suit.
fn run_length(game: &Gaps, row: u8) -> usize {
    let spec = game.spec();
    let Some(first) = game.at(Slot::new(row, 0)) else {
        return 0;
    };
    if first.rank != spec.first_rank {
        return 0;
    }
    let mut len = 1;
    while len < spec.columns as usize {
        match game.at(Slot::new(row, len as u8)) {
            Some(c) if c.suit == first.suit && c.rank as usize == first.rank as usize + len => {
                len += 1
            }
            _ => break,
        }
    }
    len
}

fn gap_kind(game: &Gaps, slot: Slot) -> Option<GapKind> {
    if game.at(slot).is_some() {
        return None;
    }
    if slot.col == 0 {
        return Some(GapKind::Open);
    }
    Some(match game.at(Slot::new(slot.row, slot.col - 1)) {
        None => GapKind::Blocked,
        Some(left) if left.rank == KING => GapKind::Dead,
        Some(_) => GapKind::Open,
    })
}

/// A Gaps position and its view: cards conserved, runs, gaps, moves, status and score.
pub fn check_gaps(game: &Gaps, view: &BoardView) -> Check {
    let spec = *game.spec();
    let rules = *game.rules();
    let (rows, cols) = (spec.rows, spec.columns);
    let board = game.board();
    if board.len() != spec.slots() {
        return Err(format!(
            "the board has {} slots, not {}",
            board.len(),
            spec.slots()
        ));
    }
    // Cards conserved: each card of the deck(s) exactly once per deck (SolitaireX's aces
    // removed), the rest of the slots gaps.
    let mut seen = [0u8; 52];
    for card in board.iter().flatten() {
        let i = card_index(*card).ok_or_else(|| format!("a card of rank {}", card.rank))?;
        seen[i] += 1;
    }
    for card in cards::decks(1) {
        let want = match spec.aces {
            Aces::Removed if card.rank == ACE => 0,
            _ => spec.decks,
        };
        let have = seen[card_index(card).expect("a real card")];
        if have != want {
            return Err(format!(
                "cards not conserved: the {card} is on the board {have} time(s), not {want}"
            ));
        }
    }
    let gaps = board.iter().filter(|c| c.is_none()).count();
    if gaps != spec.slots() - spec.cards_in_play() {
        return Err(format!("{gaps} gaps on the board"));
    }
    if !(1..=rules.deals).contains(&game.deals_used()) {
        return Err(format!(
            "deal {} of {} in use",
            game.deals_used(),
            rules.deals
        ));
    }
    let runs: Vec<usize> = (0..rows).map(|r| run_length(game, r)).collect();
    let score: usize = runs.iter().sum();
    if game.score() != score || game.scores() != vec![score as i32] {
        return Err(format!(
            "the score is {} but the rows' runs make {score}",
            game.score()
        ));
    }
    let ace_phase =
        spec.aces == Aces::PlacedByPlayer && (0..rows).any(|r| game.at(Slot::new(r, 0)).is_none());
    if game.in_ace_phase() != ace_phase {
        return Err("the ace phase is wrong".to_string());
    }

    // Moves: every listed move is one the rules allow, and (where the ace order does not
    // narrow the choice) every move the rules allow is listed.
    let moves: Vec<(Slot, Slot)> = game.moves();
    let unique: HashSet<(Slot, Slot)> = moves.iter().copied().collect();
    if unique.len() != moves.len() {
        return Err("a move is listed twice".to_string());
    }
    let placed = |s: Slot| (s.col as usize) < runs[s.row as usize];
    // Montana: a run's heading 2 may move while a column-0 cell is empty; the rest of a run,
    // and every run elsewhere, stays.
    let column0_gap = (0..rows).any(|r| game.at(Slot::new(r, 0)).is_none());
    let locked =
        |s: Slot| placed(s) && !(rules.variant.movable_twos() && s.col == 0 && column0_gap);
    for &(from, to) in &moves {
        let Some(card) = game.at(from) else {
            return Err(format!("a listed move starts at the empty {from:?}"));
        };
        if locked(from) {
            return Err(format!("a listed move takes the locked {card}"));
        }
        if gap_kind(game, to) != Some(GapKind::Open) {
            return Err(format!("a listed move goes to {to:?}, not an open gap"));
        }
        let fits = if to.col == 0 {
            card.rank == spec.first_rank
        } else {
            game.at(Slot::new(to.row, to.col - 1))
                .and_then(Card::successor)
                == Some(card)
        };
        if !fits || (ace_phase && card.rank != ACE) {
            return Err(format!("a listed move puts the {card} at {to:?}"));
        }
    }
    let free_column0 = !ace_phase || rules.ace_order == AceOrder::Free;
    for to in game.slots() {
        if gap_kind(game, to) != Some(GapKind::Open) || (to.col == 0 && !free_column0) {
            continue;
        }
        let wanted = |card: Card| {
            if to.col == 0 {
                card.rank == spec.first_rank
            } else {
                game.at(Slot::new(to.row, to.col - 1))
                    .and_then(Card::successor)
                    == Some(card)
            }
        };
        for from in game.slots() {
            let Some(card) = game.at(from) else { continue };
            if wanted(card)
                && !locked(from)
                && (!ace_phase || card.rank == ACE)
                && !unique.contains(&(from, to))
            {
                return Err(format!(
                    "the {card} may move from {from:?} to {to:?} but that move is not listed"
                ));
            }
        }
    }
    let status = if score == spec.cards_in_play() {
        GapsStatus::Won
    } else if !moves.is_empty() {
        GapsStatus::Playing
    } else if game.deals_left() > 0 {
        GapsStatus::Stuck
    } else {
        GapsStatus::Lost
    };
    if game.status() != status {
        return Err(format!(
            "the status is {:?}, the rules say {status:?}",
            game.status()
        ));
    }
    if game.is_over() != matches!(status, GapsStatus::Won | GapsStatus::Lost) {
        return Err("is_over disagrees with the status".to_string());
    }
    let can_reshuffle = !ace_phase && game.deals_left() > 0 && status != GapsStatus::Won;
    let mut expected: Vec<GapsAction> = moves
        .iter()
        .map(|&(from, to)| GapsAction::Move { from, to })
        .collect();
    if ace_phase {
        expected.push(GapsAction::PlaceAces);
    }
    if can_reshuffle {
        expected.push(GapsAction::Reshuffle);
    }
    if game.legal_actions() != expected {
        return Err("legal_actions disagrees with the moves, ace phase and deals left".to_string());
    }

    // The view shows exactly the board (a solitaire hides nothing).
    if view.variant != rules.variant || view.rows != rows || view.columns != cols {
        return Err("the view's geometry differs from the game's".to_string());
    }
    if view.cells.len() != board.len() {
        return Err("the view has the wrong number of cells".to_string());
    }
    for (i, cell) in view.cells.iter().enumerate() {
        let slot = Slot::new((i / cols as usize) as u8, (i % cols as usize) as u8);
        if cell.slot != slot || cell.card != board[i] || cell.gap != gap_kind(game, slot) {
            return Err(format!("the view's cell {slot:?} differs from the board"));
        }
        if cell.placed != (board[i].is_some() && locked(slot)) {
            return Err(format!("the view's cell {slot:?} is wrongly marked"));
        }
    }
    let mut view_moves: Vec<(Slot, Slot)> = Vec::new();
    for option in &view.moves {
        if game.at(option.from) != Some(option.card) {
            return Err(format!(
                "the view offers the {} from the wrong slot",
                option.card
            ));
        }
        view_moves.extend(option.to.iter().map(|&to| (option.from, to)));
    }
    let view_set: HashSet<(Slot, Slot)> = view_moves.iter().copied().collect();
    if view_set != unique || view_moves.len() != moves.len() {
        return Err("the view's moves differ from the game's".to_string());
    }
    let per_row: Vec<u8> = (0..rows)
        .map(|r| (0..cols).filter(|&c| locked(Slot::new(r, c))).count() as u8)
        .collect();
    let dead = game
        .slots()
        .filter(|&s| gap_kind(game, s) == Some(GapKind::Dead))
        .count();
    if view.status != status
        || view.score as usize != score
        || view.max_score as usize != spec.cards_in_play()
        || view.placed_per_row != per_row
        || view.dead_gaps as usize != dead
        || view.deals_used != game.deals_used()
        || view.deals_total != rules.deals
        || view.can_reshuffle != can_reshuffle
        || view.ace_phase != ace_phase
    {
        return Err("the view's summary differs from the game".to_string());
    }
    Ok(())
}

/// A Gaps session: the position (through the session's view) plus history and tournament.
pub fn check_gaps_session(session: &GapsPlay, made: usize, undone: usize) -> Check {
    let view = session.view();
    check_gaps(session.game(), &view.board)?;
    let record = session.record();
    if record.actions().len() != made || session.save().record.undone.len() != undone {
        return Err(format!(
            "the session holds {} actions and {} undone; the soak made {made} with {undone} \
             undone",
            record.actions().len(),
            session.save().record.undone.len()
        ));
    }
    let in_tournament = session.tournament().is_some();
    if view.moves_made as usize != made
        || view.can_undo != (!in_tournament && made > 0)
        || view.can_redo != (!in_tournament && undone > 0)
        || view.can_start_tournament != (!in_tournament && made == 0)
        || view.deal != record.deal()
        || view.rules != *record.rules()
    {
        return Err("the session's view disagrees with its history".to_string());
    }
    match (session.tournament(), &view.tournament) {
        (None, None) => {}
        (Some(t), Some(tv)) => {
            let score = session.score();
            let best = t
                .finished
                .iter()
                .map(|e| e.score)
                .chain([score])
                .max()
                .expect("the current player");
            if tv.current != t.current || tv.finished != t.finished || tv.high_score.score != best {
                return Err("the tournament view disagrees with the tournament".to_string());
            }
            for name in t.finished.iter().map(|e| &e.player).chain([&t.current]) {
                if name.is_empty() || name.chars().count() > 40 || name.trim() != name {
                    return Err(format!("the tournament player name {name:?}"));
                }
            }
        }
        _ => return Err("the view and the session disagree about a tournament".to_string()),
    }
    Ok(())
}

/// The session's history is the soak's, and it replays to the same position.
pub fn gaps_replay(session: &GapsPlay, log: &[GapsAction]) -> Check {
    let record = session.record();
    if record.actions() != log {
        return Err("the session's actions differ from the ones the soak made".to_string());
    }
    replay_matches(session.game(), record.rules(), record.deal(), log)
}
