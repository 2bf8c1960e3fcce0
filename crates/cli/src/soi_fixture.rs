//! The Soi fixture for the UI tests: real engine output for a fixed deal with South a person
//! and three Medium computers, answered the way the app's `soi_*` commands answer.

use quadrille_engine::deal::DealNumber;
use quadrille_engine::soi::{bot, Ask, PublicEvent, Soi, SoiAction, SoiLevel, SoiRules, SoiView};
use quadrille_engine::{Game, Record};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

pub const SOI_FIXTURE_FILE: &str = "soi.json";
/// The fixture plays the first deal from this one on where South asks first.
const SOI_FIRST_DEAL: DealNumber = 1;
const COMPUTERS: [bool; 4] = [false, true, true, true];

/// Where a handed-over card sat in the giver's sorted hand and lands in the taker's (the app
/// sends it only with "sort computer cards" on).
#[derive(Debug, Serialize)]
pub struct Fan {
    from_index: u8,
    to_index: u8,
}

/// What the app answers after each Soi call, without the version (the UI tests count it).
#[derive(Debug, Serialize)]
pub struct SoiAnswer {
    viewer: u8,
    pass_device: bool,
    computer_to_move: bool,
    view: SoiView,
    events: Vec<PublicEvent>,
    fan: Option<Fan>,
}

#[derive(Debug, Serialize)]
pub struct SoiStep {
    name: String,
    /// A `soi_act` action, or `{"type":"computer"}` for a `soi_computer` call.
    action: serde_json::Value,
    #[serde(flatten)]
    answer: SoiAnswer,
}

/// An ask the engine refuses, with its words.
#[derive(Debug, Serialize)]
pub struct SoiRefusal {
    action: serde_json::Value,
    code: String,
    message: String,
}

#[derive(Debug, Serialize)]
pub struct SoiFixture {
    format: u32,
    deal: DealNumber,
    setup: serde_json::Value,
    initial: SoiAnswer,
    /// Refused asks in the initial position.
    refusals: Vec<SoiRefusal>,
    steps: Vec<SoiStep>,
}

fn answer(rec: &Record<Soi>, events: Vec<PublicEvent>, fan: Option<Fan>) -> SoiAnswer {
    let game = rec.game();
    SoiAnswer {
        viewer: 0,
        pass_device: false,
        computer_to_move: !game.is_over() && game.to_move().is_some_and(|s| COMPUTERS[s as usize]),
        view: game.view(0),
        events,
        fan,
    }
}

fn fan(game: &Soi, ask: Ask) -> Option<Fan> {
    let from_index = game.hand(ask.target).iter().position(|&c| c == ask.card)? as u8;
    let to_index = game
        .hand(ask.asker)
        .iter()
        .filter(|&&c| c < ask.card)
        .count() as u8;
    Some(Fan {
        from_index,
        to_index,
    })
}

fn push(rec: &mut Record<Soi>, steps: &mut Vec<SoiStep>, name: &str, ask: Ask, by_computer: bool) {
    let fan = fan(rec.game(), ask);
    let events = rec
        .apply(&SoiAction::Ask(ask))
        .expect("a legal fixture ask");
    let got = matches!(events.first(), Some(PublicEvent::Asked { got: true, .. }));
    let action = if by_computer {
        serde_json::json!({"type": "computer"})
    } else {
        serde_json::to_value(SoiAction::Ask(ask)).expect("actions serialise")
    };
    steps.push(SoiStep {
        name: name.to_string(),
        action,
        answer: answer(rec, events, fan.filter(|_| got)),
    });
}

/// The computer's ask exactly as the app makes it (`soi_computer`): Medium, seeded by the deal
/// and the number of moves so far.
fn computer(rec: &mut Record<Soi>, steps: &mut Vec<SoiStep>, name: &str) {
    let game = rec.game();
    let seat = game.to_move().expect("a computer to move");
    let seed = rec.deal() ^ ((rec.actions().len() as u64) << 52);
    let ask = bot::choose(
        &game.view(seat),
        SoiLevel::Medium,
        &mut ChaCha8Rng::seed_from_u64(seed),
    )
    .expect("the player to move has an ask");
    push(rec, steps, name, ask, true);
}

fn refusal(game: &Soi, ask: Ask) -> SoiRefusal {
    let why = game
        .clone()
        .apply(&SoiAction::Ask(ask))
        .expect_err("the engine refuses it");
    SoiRefusal {
        action: serde_json::to_value(SoiAction::Ask(ask)).expect("serialises"),
        code: why.code.to_string(),
        message: why.message.to_string(),
    }
}

/// South asks and gets a card, asks again and misses (the turn goes to a computer), then the
/// computers ask until South is to move again (at most four asks).
pub fn build_soi_fixture() -> SoiFixture {
    let rules = SoiRules { target: 200 };
    let (deal, mut rec, hit, miss) = (SOI_FIRST_DEAL..)
        .find_map(|deal| {
            let rec = Record::<Soi>::new(rules, deal);
            let game = rec.game();
            // South asks first, and lacks some rank (to show a refusal).
            if game.to_move() != Some(0) {
                return None;
            }
            (1..=13u8).find(|&r| !game.hand(0).iter().any(|c| c.rank == r))?;
            let asks = game.legal_asks();
            let held = |a: &Ask| game.hand(a.target).contains(&a.card);
            // A hit that completes no set, then (from the position after it) a miss of a computer.
            let hit = *asks.iter().find(|a| {
                held(a)
                    && game
                        .hand(0)
                        .iter()
                        .filter(|c| c.rank == a.card.rank)
                        .count()
                        < 3
            })?;
            let mut after = game.clone();
            after.apply(&SoiAction::Ask(hit)).ok()?;
            let miss = after
                .legal_asks()
                .into_iter()
                .find(|a| !after.hand(a.target).contains(&a.card))?;
            Some((deal, rec, hit, miss))
        })
        .expect("some deal lets South ask first");
    let game = rec.game();
    let initial = answer(&rec, game.record().to_vec(), None);
    let hand = game.hand(0);
    let own = hand[0];
    let missing_rank = (1..=13u8)
        .find(|&r| !hand.iter().any(|c| c.rank == r))
        .expect("the deal was picked for a missing rank");
    let refusals = vec![
        refusal(
            game,
            Ask {
                asker: 0,
                target: 1,
                card: own,
            },
        ),
        refusal(
            game,
            Ask {
                asker: 0,
                target: 2,
                card: quadrille_engine::cards::Card::new(
                    missing_rank,
                    quadrille_engine::cards::Suit::Hearts,
                ),
            },
        ),
    ];
    let mut steps = Vec::new();
    push(
        &mut rec,
        &mut steps,
        "South asks and gets the card",
        hit,
        false,
    );
    push(
        &mut rec,
        &mut steps,
        "South asks again and misses",
        miss,
        false,
    );
    let mut n = 0;
    while rec.game().to_move().is_some_and(|s| COMPUTERS[s as usize]) && n < 4 {
        n += 1;
        computer(&mut rec, &mut steps, &format!("computer ask {n}"));
    }
    SoiFixture {
        format: 1,
        deal,
        setup: serde_json::json!({
            "computers": COMPUTERS,
            "names": ["South", "East", "North", "West"],
            "level": "medium",
        }),
        initial,
        refusals,
        steps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_soi_fixture_covers_what_the_ui_tests_need() {
        let fixture = serde_json::to_value(build_soi_fixture()).unwrap();
        let initial = &fixture["initial"];
        assert_eq!(initial["view"]["to_move"], 0);
        assert_eq!(initial["computer_to_move"], false);
        assert_eq!(initial["events"][0]["type"], "dealt");
        assert!(!initial["view"]["asks"].as_array().unwrap().is_empty());
        let steps = fixture["steps"].as_array().unwrap();
        assert!(
            steps.len() >= 3,
            "a hit, a miss and at least one computer ask"
        );
        assert_eq!(steps[0]["events"][0]["got"], true);
        assert_eq!(steps[0]["view"]["to_move"], 0);
        assert!(steps[0]["fan"].is_object());
        assert_eq!(steps[1]["events"][0]["got"], false);
        assert_eq!(steps[1]["computer_to_move"], true);
        assert_eq!(steps[2]["action"]["type"], "computer");
        // Every ask in the steps was one of the asks the view offered.
        let asks_of = |s: &serde_json::Value| s["view"]["asks"].as_array().unwrap().clone();
        assert!(asks_of(initial).contains(&serde_json::json!({
            "asker": 0,
            "target": steps[0]["action"]["target"],
            "card": steps[0]["action"]["card"],
        })));
        for r in fixture["refusals"].as_array().unwrap() {
            assert!(!r["message"].as_str().unwrap().is_empty());
        }
        assert_eq!(fixture["refusals"][0]["code"], "already_held");
        assert_eq!(fixture["refusals"][1]["code"], "no_such_rank");
    }
}
