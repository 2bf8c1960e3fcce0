//! The deals of the day's boards over HTTP: 10,000 results sent, every forged one (a changed
//! score, a changed move, another day's deal, a game cut short, a day that takes no results,
//! a game without a board, a malformed body) refused with its code and nothing recorded, every
//! genuine one recorded once; the board's order and length; the per-address limit; the body
//! limit.

mod common;

use common::*;
use quadrille_engine::daily::{gaps_daily, Claim, DailySearch, Day};
use quadrille_engine::gaps::{GapsAction, GapsVariant, Slot};
use quadrille_server::Limits;
use serde_json::{json, Value};

/// The latest Monday in the days that take results, and its SolitaireX daily won along the
/// solver's line (a Monday's choice is quick).
fn monday_claim() -> (Day, Claim) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let today = Day::of_unix_seconds(now).unwrap();
    let monday = Day(today.0 - i64::from(today.weekday()));
    let search = DailySearch::of(GapsVariant::SolitaireX);
    let daily = gaps_daily(GapsVariant::SolitaireX, monday, &search).unwrap();
    let claim = daily.won_claim(GapsVariant::SolitaireX);
    (monday, claim)
}

/// A kind of forged submission: its name, how to make one for a player, and the status and
/// code it must be refused with.
type Forgery<'a> = (&'a str, Box<dyn Fn(usize) -> String + 'a>, u16, &'a str);

fn submission(game: &str, day: Day, player: usize, claim: &Claim) -> String {
    json!({
        "game": game,
        "day": day.to_string(),
        "name": format!("  Player\u{200b} {player} "),
        "player": format!("{player:032x}"),
        "claim": claim,
    })
    .to_string()
}

fn code(body: &str) -> String {
    let value: Value = serde_json::from_str(body).unwrap();
    let code = value["code"].as_str().unwrap_or_default().to_string();
    match value["why"]["code"].as_str() {
        Some(why) => format!("{code}/{why}"),
        None => code,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_results_are_refused_and_genuine_ones_recorded_once() {
    let limits = Limits {
        dailies_per_hour: 100_000,
        ..roomy()
    };
    let server = server("daily-board", limits).await;
    let (day, genuine) = monday_claim();
    // Each kind of forgery, with the refusal it must get.
    let forged: Vec<Forgery> = vec![
        (
            "score",
            Box::new(|p| {
                let mut c = genuine.clone();
                c.score = 47;
                submission("solitairex", day, p, &c)
            }),
            422,
            "not_replayed/score_differs",
        ),
        (
            "move",
            Box::new(|p| {
                let mut c = genuine.clone();
                c.actions[5] = GapsAction::Move {
                    from: Slot::new(3, 12),
                    to: Slot::new(0, 0),
                };
                submission("solitairex", day, p, &c)
            }),
            422,
            "not_replayed/illegal_action",
        ),
        (
            "deal",
            Box::new(|p| {
                let mut c = genuine.clone();
                c.deal += 1;
                submission("solitairex", day, p, &c)
            }),
            422,
            "not_replayed/other_deal",
        ),
        (
            "short",
            Box::new(|p| {
                let mut c = genuine.clone();
                c.actions.truncate(c.actions.len() - 3);
                c.moves -= 3;
                submission("solitairex", day, p, &c)
            }),
            422,
            "not_replayed/unfinished",
        ),
        (
            "another day",
            Box::new(|p| submission("solitairex", Day(day.0 - 400), p, &genuine)),
            422,
            "out_of_days",
        ),
        (
            "other game",
            Box::new(|p| submission("soi", day, p, &genuine)),
            404,
            "no_board",
        ),
        (
            "malformed",
            Box::new(|p| format!("{{\"game\":\"solitairex\",\"player\":{p}")),
            422,
            "malformed",
        ),
    ];
    let total = 10_000;
    let mut recorded = 0;
    for i in 0..total {
        // One in four is genuine, each from a player of its own.
        let (body, status, want) = if i % 4 == 0 {
            (submission("solitairex", day, i, &genuine), 200, "")
        } else {
            let (_, make, status, want) = &forged[i % forged.len()];
            (make(i), *status, *want)
        };
        let (got, answer) = http(server.addr, "POST", "/daily", &body).await.unwrap();
        assert_eq!(got, status, "submission {i}: {answer}");
        if status == 200 {
            recorded += 1;
            let answer: Value = serde_json::from_str(&answer).unwrap();
            assert_eq!(answer["won"], true);
        } else {
            assert_eq!(code(&answer), want, "submission {i}");
        }
    }
    assert_eq!(recorded, total / 4);
    // The same player again: refused, the first result stands.
    let again = submission("solitairex", day, 0, &genuine);
    let (status, answer) = http(server.addr, "POST", "/daily", &again).await.unwrap();
    assert_eq!((status, code(&answer).as_str()), (409, "already_recorded"));

    // The board: the first 100, best first, names cleaned.
    let path = format!("/daily/solitairex/{day}");
    let (status, board) = http_get(server.addr, &path).await.unwrap();
    assert_eq!(status, 200, "{board}");
    let board: Vec<Value> = serde_json::from_str(&board).unwrap();
    assert_eq!(board.len(), 100);
    // Cleaned: the zero-width space and the outer spaces gone.
    let name = board[0]["name"].as_str().unwrap();
    assert!(
        name.strip_prefix("Player ")
            .is_some_and(|n| n.parse::<usize>().is_ok()),
        "{name:?}"
    );
    let key = |r: &Value| {
        (
            -r["score"].as_i64().unwrap(),
            r["moves"].as_i64().unwrap(),
            r["at"].as_i64().unwrap(),
        )
    };
    assert!(
        board.windows(2).all(|w| key(&w[0]) <= key(&w[1])),
        "in order"
    );
    let (status, _) = http_get(server.addr, "/daily/montana/2027-13-01")
        .await
        .unwrap();
    assert_eq!(status, 422);
    let (status, _) = http_get(server.addr, &format!("/daily/fourside/{day}"))
        .await
        .unwrap();
    assert_eq!(status, 404);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_is_held_to_its_hourly_results_and_a_body_to_its_size() {
    let limits = Limits {
        dailies_per_hour: 3,
        ..roomy()
    };
    let server = server("daily-limits", limits).await;
    let (day, genuine) = monday_claim();
    for player in 0..3 {
        let body = submission("solitairex", day, player, &genuine);
        assert_eq!(
            http(server.addr, "POST", "/daily", &body).await.unwrap().0,
            200
        );
    }
    let body = submission("solitairex", day, 9, &genuine);
    let (status, answer) = http(server.addr, "POST", "/daily", &body).await.unwrap();
    assert_eq!((status, code(&answer).as_str()), (429, "rate_limited"));
    // Over the body limit (just, so that it fits the socket buffers while the server answers
    // without reading it): refused.
    let huge = format!("{{\"pad\":\"{}\"}}", "x".repeat((1 << 20) + 4096));
    let (status, _) = http(server.addr, "POST", "/daily", &huge).await.unwrap();
    assert_eq!(status, 413);
    server.shutdown().await;
}

/// The app's side (`daily_wire`): what it sends is recorded, and what it is answered is read as
/// the app must act on it — recorded, refused for good, or to be sent again later.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_apps_client_sends_results_and_reads_the_board() {
    use quadrille_server::daily_wire::{board, send, DailyError, SendError, Submission};
    let server = server("daily-client", roomy()).await;
    let url = format!("ws://{}/ws", server.addr);
    let (day, genuine) = monday_claim();
    let sent = |player: &str, claim: &Claim| Submission {
        game: "solitairex".into(),
        day: day.to_string(),
        name: format!("Client {player}"),
        player: quadrille_room::SeatToken(player.repeat(32)),
        claim: claim.clone(),
    };
    let recorded = send(&url, &sent("a", &genuine)).await.unwrap();
    assert_eq!((recorded.score, recorded.won), (48, true));
    assert_eq!(
        send(&url, &sent("a", &genuine)).await,
        Err(SendError::Refused(DailyError::AlreadyRecorded))
    );
    let mut forged = genuine.clone();
    forged.score -= 1;
    assert!(matches!(
        send(&url, &sent("b", &forged)).await,
        Err(SendError::Refused(DailyError::NotReplayed { .. }))
    ));
    let lines = board(&url, "solitairex", &day.to_string()).await.unwrap();
    assert_eq!(lines.len(), 1);
    assert_eq!((lines[0].name.as_str(), lines[0].score), ("Client a", 48));
    assert_eq!(
        board(&url, "solitairex", "../../etc").await,
        Err(SendError::Refused(DailyError::Malformed))
    );
    server.shutdown().await;
    // Nobody listens any more: later.
    assert!(matches!(
        send(&url, &sent("c", &genuine)).await,
        Err(SendError::Later(_))
    ));
}
