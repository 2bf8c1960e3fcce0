//! The invariants the soak checks. Each function looks at a state through the engine's public
//! API and recomputes what it can from the rules in RULES.md, rather than asking the engine
//! the same question twice. `Err` says, in words, what is wrong.

use super::Check;
use quadrille_engine::cards::{self, Card, ACE, KING};
use quadrille_engine::deal::DealNumber;
use quadrille_engine::fourside::{
    Board, FourSide, FourSideAction, FourSideView, ScoredPlacement, Square, Tile, BONUS, HAND_SIZE,
    HINTS, SPECIAL_SQUARES,
};
use quadrille_engine::gaps::{
    AceOrder, Aces, BoardView, GapKind, Gaps, GapsAction, GapsSession, GapsStatus, Slot,
};
use quadrille_engine::soi::{set_value, Soi, SoiAction, SoiView, POINTS_PER_ROUND, SEATS};
use quadrille_engine::Game;
use std::collections::HashSet;

fn card_index(card: Card) -> Option<usize> {
    (ACE..=KING)
        .contains(&card.rank)
        .then(|| card.suit as usize * 13 + (card.rank - ACE) as usize)
}

/// Replays `actions` from the deal with the bare rules (no record, no session): the result must
/// be the position the soak reached.
pub fn replay_matches<G: Game + PartialEq>(
    game: &G,
    rules: &G::Rules,
    deal: DealNumber,
    actions: &[G::Action],
) -> Check {
    let mut replayed = G::new(rules, deal);
    for (i, action) in actions.iter().enumerate() {
        replayed
            .apply(action)
            .map_err(|e| format!("replay: action {} ({action:?}) is refused: {e}", i + 1))?;
    }
    if &replayed != game {
        return Err(format!(
            "replaying the {} actions from the deal gives a different position",
            actions.len()
        ));
    }
    if replayed.scores() != game.scores() {
        return Err("replaying the actions gives different scores".to_string());
    }
    Ok(())
}

// -------------------------------------------------------------------- Gaps

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
    for &(from, to) in &moves {
        let Some(card) = game.at(from) else {
            return Err(format!("a listed move starts at the empty {from:?}"));
        };
        if placed(from) {
            return Err(format!("a listed move takes the placed {card}"));
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
                && !placed(from)
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
        if cell.placed != (board[i].is_some() && placed(slot)) || cell.label.is_empty() {
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
    let per_row: Vec<u8> = runs.iter().map(|&r| r as u8).collect();
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
pub fn check_gaps_session(session: &GapsSession, made: usize, undone: usize) -> Check {
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
pub fn gaps_replay(session: &GapsSession, log: &[GapsAction]) -> Check {
    let record = session.record();
    if record.actions() != log {
        return Err("the session's actions differ from the ones the soak made".to_string());
    }
    replay_matches(session.game(), record.rules(), record.deal(), log)
}

// -------------------------------------------------------------------- Soi

/// A Soi position: 52 cards in hands and sets, turn, totals, and every seat's view.
pub fn check_soi(game: &Soi, round_start: [u32; SEATS]) -> Check {
    // The 52 cards: each exactly once, in a hand or in a deposited set of four.
    let mut seen = [0u8; 52];
    for seat in 0..SEATS as u8 {
        for &card in game.hand(seat) {
            let i = card_index(card).ok_or_else(|| format!("a card of rank {}", card.rank))?;
            seen[i] += 1;
        }
        for &rank in game.sets(seat) {
            for suit in cards::Suit::ALL {
                let i = card_index(Card::new(rank, suit))
                    .ok_or_else(|| format!("a set of rank {rank}"))?;
                seen[i] += 1;
            }
        }
    }
    if let Some(i) = seen.iter().position(|&n| n != 1) {
        let card = cards::decks(1)[i];
        return Err(format!(
            "cards not conserved: the {card} is held {} times",
            seen[i]
        ));
    }
    for seat in 0..SEATS as u8 {
        let hand = game.hand(seat);
        if !hand.windows(2).all(|w| w[0] < w[1]) {
            return Err(format!("seat {seat}'s hand is not sorted"));
        }
        for rank in ACE..=KING {
            if hand.iter().filter(|c| c.rank == rank).count() == 4 {
                return Err(format!("seat {seat} holds four of rank {rank} undeposited"));
            }
        }
    }
    // Turn and round.
    let empty = (0..SEATS as u8).all(|s| game.hand(s).is_empty());
    // A game stopped at the action limit ends its round with cards still in hand.
    let cut = game.cut_short();
    match game.to_move() {
        Some(s) if (s as usize) < SEATS && !game.hand(s).is_empty() => {}
        Some(s) => return Err(format!("seat {s} is to move without cards")),
        None if empty || cut => {}
        None => return Err("nobody is to move while cards remain".to_string()),
    }
    if game.round_over() != game.to_move().is_none() {
        return Err("round_over disagrees with the turn".to_string());
    }
    // Totals: a round adds each seat's sets once, when it ends; the round's sets are worth 109.
    let totals = game.totals();
    let values: [u32; SEATS] =
        std::array::from_fn(|s| game.sets(s as u8).iter().map(|&r| set_value(r)).sum());
    let expected: [u32; SEATS] = if game.round_over() {
        if !cut && values.iter().sum::<u32>() != POINTS_PER_ROUND {
            return Err(format!("the round's sets are worth {values:?}, not 109"));
        }
        std::array::from_fn(|s| round_start[s] + values[s])
    } else {
        round_start
    };
    if totals != expected {
        return Err(format!(
            "the totals are {totals:?}, the sets make {expected:?}"
        ));
    }
    let over = cut || game.round_over() && totals.iter().any(|&t| t >= game.rules().target);
    if game.is_over() != over || game.is_game_over() != over {
        return Err(format!(
            "game over is {}, the totals say {over}",
            game.is_over()
        ));
    }
    if game.scores() != totals.iter().map(|&t| t as i32).collect::<Vec<_>>() {
        return Err("scores() differs from the totals".to_string());
    }
    let places: [u8; SEATS] =
        std::array::from_fn(|s| 1 + totals.iter().filter(|&&t| t > totals[s]).count() as u8);
    if game.places() != places {
        return Err(format!("places {:?}, totals {totals:?}", game.places()));
    }
    match game.record().first() {
        Some(quadrille_engine::soi::PublicEvent::Dealt { round, .. }) if *round == game.round() => {
        }
        _ => return Err("the round's record does not start with its deal".to_string()),
    }
    // Legal actions, from the rules: ask any other seat with cards for a card of a rank you
    // hold that you do not hold; each once.
    let legal = game.legal_actions();
    let expected: Vec<SoiAction> = match game.to_move() {
        None if over => Vec::new(),
        None => vec![SoiAction::NextRound],
        Some(asker) => {
            let hand = game.hand(asker);
            let mut asks = Vec::new();
            for target in 0..SEATS as u8 {
                if target == asker || game.hand(target).is_empty() {
                    continue;
                }
                for rank in ACE..=KING {
                    if !hand.iter().any(|c| c.rank == rank) {
                        continue;
                    }
                    for suit in cards::Suit::ALL {
                        let card = Card::new(rank, suit);
                        if !hand.contains(&card) {
                            asks.push(SoiAction::Ask(quadrille_engine::soi::Ask {
                                asker,
                                target,
                                card,
                            }));
                        }
                    }
                }
            }
            asks
        }
    };
    let legal_set: HashSet<String> = legal.iter().map(|a| format!("{a:?}")).collect();
    let expected_set: HashSet<String> = expected.iter().map(|a| format!("{a:?}")).collect();
    if legal.len() != expected.len() || legal_set.len() != legal.len() || legal_set != expected_set
    {
        return Err(format!(
            "{} legal actions listed, the rules allow {} different ones",
            legal.len(),
            expected.len()
        ));
    }
    for seat in 0..SEATS as u8 {
        check_soi_view(game, seat)?;
    }
    Ok(())
}

/// A seat's view is exactly its own hand plus public facts: built here field by field from the
/// state, so a field added to the view fails to compile until someone decides what it may show.
fn check_soi_view(game: &Soi, seat: u8) -> Check {
    let view = game.view(seat);
    let expected = SoiView {
        seat,
        rules: *game.rules(),
        round: game.round(),
        hand: game.hand(seat).to_vec(),
        counts: std::array::from_fn(|s| game.hand(s as u8).len() as u8),
        sets: std::array::from_fn(|s| game.sets(s as u8).to_vec()),
        totals: game.totals(),
        to_move: game.to_move(),
        record: game.record().to_vec(),
        round_over: game.round_over(),
        game_over: game.is_over(),
        places: game.places(),
        asks: match game.to_move() {
            Some(s) if s == seat => game.legal_asks(),
            _ => Vec::new(),
        },
    };
    if view != expected {
        return Err(format!(
            "seat {seat}'s view is not its hand plus the public facts"
        ));
    }
    for other in (0..SEATS as u8).filter(|&o| o != seat) {
        if let Some(card) = game.hand(other).iter().find(|c| view.hand.contains(c)) {
            return Err(format!(
                "seat {seat}'s view shows the {card} from seat {other}'s hand"
            ));
        }
    }
    Ok(())
}

pub fn soi_replay(
    game: &Soi,
    rules: &quadrille_engine::soi::SoiRules,
    deal: DealNumber,
    actions: &[SoiAction],
) -> Check {
    replay_matches(game, rules, deal, actions)
}

// -------------------------------------------------------------------- FourSide

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
    if (0..2).any(|p| game.hints_left(p) > HINTS) || game.to_move() > 1 {
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
    let mover_can = !full && can_place(game.to_move());
    let over = game.is_over();
    if over {
        if !full && (can_place(0) || can_place(1)) {
            return Err("the game ended while a tile could still be placed".to_string());
        }
    } else if !mover_can {
        return Err(format!(
            "player {} is to move but cannot place a tile",
            game.to_move()
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
        let hand = game.hand(game.to_move());
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
        for &tile in game.hand(game.to_move()) {
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
    if !expected.is_empty() && game.hints_left(game.to_move()) > 0 {
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
        FourSideAction::Hint => {
            game.hints_left(game.to_move()) > 0 && !game.placements().is_empty()
        }
        FourSideAction::Place(p) => {
            p.rotation <= 3
                && game
                    .hand(game.to_move())
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
        to_move: game.to_move(),
        scores: [game.scores()[0], game.scores()[1]],
        hints_left: [game.hints_left(0), game.hints_left(1)],
        over: game.is_over(),
        winner: game.winner(),
        placements: if seat == game.to_move() {
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
    let mover = before.to_move();
    let other = 1 - mover;
    match *action {
        FourSideAction::Hint => {
            if after.board() != before.board()
                || after.hand(0) != before.hand(0)
                || after.hand(1) != before.hand(1)
                || after.scores() != before.scores()
                || after.to_move() != mover
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
    rules: &quadrille_engine::fourside::FourSideRules,
    deal: DealNumber,
    actions: &[FourSideAction],
) -> Check {
    replay_matches(game, rules, deal, actions)
}
