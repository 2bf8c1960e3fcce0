//! Soi: cards conserved, turn and round, totals from the sets, views that show one hand.

use super::*;

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
    match game.to_move().seat() {
        Some(s) if (s as usize) < SEATS && !game.hand(s).is_empty() => {}
        Some(s) => return Err(format!("seat {s} is to move without cards")),
        None if empty || cut => {}
        None => return Err("nobody is to move while cards remain".to_string()),
    }
    if game.round_over() != game.to_move().seat().is_none() {
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
        Some(crate::soi::PublicEvent::Dealt { round, .. }) if *round == game.round() => {}
        _ => return Err("the round's record does not start with its deal".to_string()),
    }
    // Legal actions, from the rules: ask any other seat with cards for a card of a rank you
    // hold that you do not hold; each once.
    let legal = game.legal_actions();
    let expected: Vec<SoiAction> = match game.to_move().seat() {
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
                            asks.push(SoiAction::Ask(crate::soi::Ask {
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
        to_move: game.to_move().seat(),
        record: game.record().to_vec(),
        round_over: game.round_over(),
        game_over: game.is_over(),
        places: game.places(),
        asks: match game.to_move().seat() {
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
    rules: &crate::soi::SoiRules,
    deal: crate::deal::Deal,
    actions: &[SoiAction],
) -> Check {
    replay_matches(game, rules, deal, actions)
}
