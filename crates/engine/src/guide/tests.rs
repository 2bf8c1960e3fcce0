//! Every guided game played through its script, from its deal, with the computers choosing as
//! a table's do: each step is legal where it comes and shows what its topic says.

use super::*;
use crate::fourside::FourSideEvent;
use crate::gaps::{GapKind, Gaps};
use crate::soi::PublicEvent;

fn topics<A>(steps: &[Step<A>]) -> Vec<Topic> {
    steps.iter().map(|s| s.topic).collect()
}

/// Plays `guide`'s Gaps script, checking each step against the board before and after it.
fn play_gaps(variant: GapsVariant) -> Vec<Topic> {
    let guide = gaps_guide(variant);
    assert_eq!(guide.rules, GapsRules::standard(variant));
    let mut game = Gaps::new(&guide.rules, guide.deal);
    for step in &guide.steps {
        let before = game.clone();
        let Some(action) = &step.action else {
            if step.topic == Topic::DeadGap {
                let dead = game
                    .slots()
                    .filter(|&s| game.gap_kind(s) == Some(GapKind::Dead))
                    .count();
                assert!(dead > 0, "{variant:?}: a gap after a King to show");
            }
            continue;
        };
        game.apply(action)
            .unwrap_or_else(|e| panic!("{variant:?} {:?}: {e}", step.topic));
        match (step.topic, action) {
            (Topic::TwosFirst, GapsAction::Move { from, to }) => {
                assert_eq!(before.at(*from).unwrap().rank, 2);
                assert_eq!(to.col, 0);
            }
            (Topic::AcePhase, GapsAction::Move { from, to }) => {
                assert_eq!(before.at(*from).unwrap().rank, 1);
                assert_eq!(to.col, 0);
            }
            (Topic::AceOrder, GapsAction::PlaceAces) => {
                assert!(before.in_ace_phase() && !game.in_ace_phase());
            }
            (Topic::FollowsSuit, GapsAction::Move { from, to }) => {
                let card = before.at(*from).unwrap();
                let left = before.at(Slot::new(to.row, to.col - 1)).unwrap();
                assert_eq!(
                    left.successor(),
                    Some(card),
                    "{variant:?}: follows its suit"
                );
            }
            (Topic::Reshuffle | Topic::Redeal, GapsAction::Reshuffle) => {
                assert_eq!(game.deals_left() + 1, before.deals_left());
            }
            (Topic::MovableTwo, GapsAction::Move { from, to }) => {
                assert_eq!(before.at(*from).unwrap().rank, 2);
                assert_eq!((from.col, to.col), (0, 0));
                assert_ne!(from.row, to.row);
            }
            (topic, action) => panic!("{variant:?}: {topic:?} with {action:?}"),
        }
    }
    assert_eq!(
        guide.steps.last().map(|s| (s.topic, s.action.is_none())),
        Some((Topic::HandOver, true)),
        "the last step hands over"
    );
    topics(&guide.steps)
}

#[test]
fn each_gaps_guide_teaches_its_rules_in_order() {
    use Topic::*;
    let sx = play_gaps(GapsVariant::SolitaireX);
    assert_eq!(sx[..2], [GapsGoal, TwosFirst]);
    assert!(sx.contains(&DeadGap) && sx.contains(&Reshuffle));
    let montana = play_gaps(GapsVariant::Montana);
    assert_eq!(montana[montana.len() - 2], MovableTwo);
    let cp = play_gaps(GapsVariant::ChinesePuzzle);
    assert_eq!(cp[..4], [GapsGoal, TwoDecks, AcePhase, AceOrder]);
    assert!(cp.contains(&Redeal) && !cp.contains(&Reshuffle));
}

/// The computers' moves until `seat` 0 is to move, as a table makes them.
fn computers<G: Game<Seat = u8>>(
    record: &mut Record<G>,
    choose: impl Fn(&G::View, &mut ChaCha8Rng) -> Option<G::Action>,
) -> usize {
    let mut made = 0;
    while let Some(seat) = record.game().to_move().seat() {
        if seat == 0 {
            break;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(record.computer_seed());
        let action = choose(&record.game().view(seat), &mut rng).expect("a computer moves");
        record.apply(&action).unwrap();
        made += 1;
    }
    made
}

#[test]
fn the_soi_guide_gets_a_card_lays_a_set_misses_and_hears_the_computers() {
    let guide = soi_guide();
    assert_eq!(guide.rules.target, 100);
    let mut record = Record::<Soi>::new(guide.rules, Deal::Number(guide.deal));
    let bot = |v: &soi::SoiView, rng: &mut ChaCha8Rng| {
        soi::bot::choose(v, SOI_LEVEL, rng).map(SoiAction::Ask)
    };
    let mut heard = 0;
    for step in &guide.steps {
        heard += computers(&mut record, bot);
        if step.topic == Topic::ComputersRemember {
            assert!(heard > 0, "the computers have asked by now");
        }
        let Some(action) = &step.action else { continue };
        assert_eq!(record.game().to_move().seat(), Some(0), "{:?}", step.topic);
        let events = record.apply(action).unwrap();
        let asked = events.iter().find_map(|e| match e {
            PublicEvent::Asked { asker: 0, got, .. } => Some(*got),
            _ => None,
        });
        let laid = events
            .iter()
            .any(|e| matches!(e, PublicEvent::Deposited { seat: 0, .. }));
        match step.topic {
            Topic::AskForCard | Topic::AskAgain => assert_eq!((asked, laid), (Some(true), false)),
            Topic::SetOfFour => assert_eq!((asked, laid), (Some(true), true)),
            Topic::MissPasses => {
                assert_eq!(asked, Some(false));
                assert_ne!(record.game().to_move().seat(), Some(0), "the turn passed");
                heard = 0;
            }
            topic => panic!("{topic:?} with an action"),
        }
    }
    use Topic::*;
    let t = topics(&guide.steps);
    assert_eq!(t[..2], [SoiGoal, AskForCard]);
    for topic in [
        SetOfFour,
        SetScore,
        MissPasses,
        ComputersRemember,
        MemoryAid,
        HandOver,
    ] {
        assert!(t.contains(&topic), "{topic:?}");
    }
}

#[test]
fn the_fourside_guide_matches_sides_then_takes_a_bonus_square() {
    let guide = fourside_guide();
    let mut record = Record::<FourSide>::new(guide.rules, Deal::Number(guide.deal));
    let bot = |v: &fourside::FourSideView, rng: &mut ChaCha8Rng| {
        fourside::bot::choose(v, FOURSIDE_LEVEL, rng).map(FourSideAction::Place)
    };
    for step in &guide.steps {
        computers(&mut record, bot);
        let Some(action) = &step.action else { continue };
        let FourSideAction::Place(p) = action else {
            panic!("{:?}: a placement", step.topic)
        };
        let square = record.game().square(p.row, p.col);
        let events = record.apply(action).unwrap();
        assert!(
            events
                .iter()
                .any(|e| matches!(e, FourSideEvent::Placed { player: 0, .. })),
            "{events:?}"
        );
        let touching = record
            .game()
            .board()
            .neighbours(p.row, p.col)
            .any(|(r, c)| record.game().board().at(r, c).is_some());
        assert!(
            touching,
            "{:?}: beside a tile, its sides matched",
            step.topic
        );
        match step.topic {
            Topic::MatchSides => assert_eq!(square, Square::Plain),
            Topic::BonusSquares => assert_eq!(square, Square::Bonus),
            topic => panic!("{topic:?} with an action"),
        }
    }
    use Topic::*;
    assert_eq!(
        topics(&guide.steps),
        [
            FourSideGoal,
            MatchSides,
            Scoring,
            BonusSquares,
            Passing,
            HandOver
        ]
    );
}
