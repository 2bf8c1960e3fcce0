//! Play together through the app's own commands: one app hosts a FourSide room on the device,
//! a second joins it with the invite, they play the game to its end, and the joiner, closed and
//! started again, is back in its seat; a host closed and started again serves its room again. Everything stays on 127.0.0.1
//! (`QUADRILLE_ROOMS_LOOPBACK=1`: the host listens there, on a port the system picks, and
//! announces nothing).

mod common;

use common::{code, launch, new_identifier, Running};
use quadrille_lib::together::Together;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tauri::Manager;

/// A channel id the page would have made; on the mock runtime its messages go nowhere, so the
/// test reads the room back with `room_resume`, which answers the latest update.
fn channel() -> Value {
    json!("__CHANNEL__:7")
}

fn loopback() {
    std::env::set_var("QUADRILLE_ROOMS_LOOPBACK", "1");
}

fn four_side_room() -> Value {
    json!({ "game": "four_side", "of": {
        "rules": { "level": "beginner", "size": 7 },
        "spectators": false,
        "when_left": { "then": "wait" },
    }})
}

fn latest(app: &Running) -> Value {
    app.ok("room_resume", json!({ "updates": channel() }))
}

fn snapshot(update: &Value) -> &Value {
    &update["snapshot"]["of"]
}

fn command(app: &Running, command: Value) -> Value {
    let seq = snapshot(&latest(app))["seq"].clone();
    let command = json!({ "game": "four_side", "of": command });
    app.ok("room_command", json!({ "seq": seq, "command": command }))
}

/// Waits (bounded) until `app`'s room satisfies `done`.
fn until(app: &Running, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let give_up = Instant::now() + Duration::from_secs(20);
    loop {
        let update = latest(app);
        if done(&update) {
            return update;
        }
        let s = snapshot(&update);
        assert!(
            Instant::now() < give_up,
            "waited in vain for {what}: link {}, seq {}, you {}, to move {}",
            update["link"],
            s["seq"],
            s["you"],
            s["view"]["to_move"]
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Once both seats see the room at `seq` or later, the seat to move places its first legal tile;
/// the room's `seq` after it, or `None` once the game is over. The joiner sits in seat 1.
fn place_once(host: &Running, joiner: &Running, seq: u64) -> Option<u64> {
    // Both seats see the room as the last answer left it before anyone moves again.
    for app in [host, joiner] {
        until(app, "the last move", |u| {
            snapshot(u)["seq"].as_u64() >= Some(seq)
        });
    }
    let view = snapshot(&latest(host))["view"].clone();
    if view["over"] == true {
        return None;
    }
    let seat = view["to_move"].as_u64().unwrap();
    let app = if seat == 1 { joiner } else { host };
    let mine = until(app, "its turn", |u| {
        let v = &snapshot(u)["view"];
        v["to_move"] == seat && v["placements"].as_array().is_some_and(|p| !p.is_empty())
            || v["over"] == true
    });
    if snapshot(&mine)["view"]["over"] == true {
        return None;
    }
    let placement = snapshot(&mine)["view"]["placements"][0]["placement"].clone();
    let mut action = placement.as_object().unwrap().clone();
    action.insert("type".into(), json!("place"));
    let at = snapshot(&mine)["seq"].clone();
    let answer = app.ok("room_command", json!({ "seq": at, "command": { "game": "four_side", "of": { "type": "act", "action": action } } }));
    assert_eq!(answer["outcome"], "accepted", "{answer}");
    Some(snapshot(&answer["update"])["seq"].as_u64().unwrap())
}

#[test]
fn two_apps_play_four_side_and_a_restarted_joiner_is_back_in_its_seat() {
    loopback();
    let (host, joiner_id) = (launch(&new_identifier()), new_identifier());
    let mut joiner = launch(&joiner_id);

    // Nothing to do without a room, and a bad invite is named as such.
    assert_eq!(latest(&joiner), Value::Null);
    let no_room = joiner.err(
        "room_command",
        json!({ "seq": 0, "command": { "game": "soi", "of": { "type": "start" } } }),
    );
    assert_eq!(code(&no_room), "no_room");
    for bad in [
        "",
        "https://example.com",
        "quadrille://join?at=ws%3A%2F%2F127.0.0.1&room=12",
    ] {
        let e = joiner.err(
            "room_join",
            json!({ "invite": bad, "name": "Bo", "updates": channel() }),
        );
        assert_eq!(code(&e), "bad_invite", "{bad}");
    }

    let opened = host.ok(
        "room_open",
        json!({ "place": { "on": "device" }, "room": four_side_room(), "name": "Ann", "updates": channel() }),
    );
    assert_eq!(opened["link"]["state"], "connected", "{opened}");
    let invite = opened["invite"]["link"].as_str().unwrap().to_string();
    assert!(
        invite.starts_with("quadrille://join?at=wss%3A%2F%2F127.0.0.1%3A"),
        "{invite}"
    );
    assert!(
        invite.contains("&pin="),
        "a device's room is pinned: {invite}"
    );
    assert_eq!(opened["invite"]["on_device"], true);
    let qr = &opened["invite"]["qr"];
    let size = qr["size"].as_u64().unwrap();
    assert_eq!(qr["dark"].as_array().unwrap().len() as u64, size * size);
    assert_eq!(snapshot(&opened)["you"], 0);

    // A second room on the same device is refused while it sits at this one.
    let twice = host.err(
        "room_open",
        json!({ "place": { "on": "device" }, "room": four_side_room(), "name": "Ann", "updates": channel() }),
    );
    assert_eq!(code(&twice), "bad_argument");

    // A pin that is not the host's certificate's: no connection, nothing joined.
    let forged = format!("{}{}", &invite[..invite.len() - 64], "ab".repeat(32));
    let e = joiner.err(
        "room_join",
        json!({ "invite": forged, "name": "Bo", "updates": channel() }),
    );
    assert_eq!(code(&e), "unreachable");

    let joined = joiner.ok(
        "room_join",
        json!({ "invite": invite, "name": "Bo", "updates": channel() }),
    );
    assert_eq!(snapshot(&joined)["you"], 1, "{joined}");
    until(&host, "the joiner's seat", |u| {
        snapshot(u)["seats"][1]["who"]["kind"] == "person"
    });

    // Only the host starts; then the game is played to its end, each app moving for its seat.
    let seq = snapshot(&latest(&joiner))["seq"].clone();
    let start = json!({ "game": "four_side", "of": { "type": "start" } });
    let answer = joiner.ok("room_command", json!({ "seq": seq, "command": start }));
    assert_eq!(answer["error"]["code"], "not_host", "{answer}");
    assert_eq!(
        command(&host, json!({ "type": "start" }))["outcome"],
        "accepted"
    );

    let mut moves = 0;
    let mut restarted = false;
    let mut seq = snapshot(&latest(&host))["seq"].as_u64().unwrap();
    while let Some(next) = place_once(&host, &joiner, seq) {
        seq = next;
        moves += 1;
        assert!(moves < 500, "a FourSide game ends");

        // Mid-game: the joiner's app is closed and started again; it takes its seat back.
        if moves == 6 {
            // The process ends: its connection with it (a test's app shares this process).
            let together = joiner.app().state::<Together>();
            tauri::async_runtime::block_on(together.disconnect());
            drop(joiner);
            joiner = launch(&joiner_id);
            let back = latest(&joiner);
            assert_eq!(snapshot(&back)["you"], 1, "{back}");
            assert_eq!(back["link"]["state"], "connected");
            restarted = true;
        }
    }
    assert!(restarted, "the game outlasted the restart");
    let over = latest(&host);
    // The room was dealt from a secret, told (as its 32-digit code) once the game is over.
    assert!(
        snapshot(&over)["deal"]
            .as_str()
            .is_some_and(|code| code.len() == 32),
        "the deal code is told once the game is over: {over}"
    );

    // Play again: the host asks and waits for Bo; Bo asks and the next game is dealt at the
    // same seats (from the host's secret: the deal Bo names is not taken).
    assert_eq!(
        command(&host, json!({ "type": "again" }))["outcome"],
        "accepted"
    );
    let waiting = until(&joiner, "the host's ask", |u| {
        snapshot(u)["again"] == json!([0])
    });
    assert_eq!(snapshot(&waiting)["view"]["over"], true);
    assert_eq!(
        command(&joiner, json!({ "type": "again", "deal": 7 }))["outcome"],
        "accepted"
    );
    let again = until(&host, "the next game", |u| {
        snapshot(u)["view"]["over"] == false
    });
    assert_eq!(snapshot(&again)["again"], json!([]));
    assert_eq!(
        snapshot(&again)["deal"],
        Value::Null,
        "no deal is told mid-game"
    );
    assert_eq!(snapshot(&again)["seats"][1]["who"]["name"], "Bo");

    // A stale command is refused, typed, and changes nothing.
    let stale = host.ok(
        "room_command",
        json!({ "seq": 0, "command": { "game": "four_side", "of": { "type": "start" } } }),
    );
    assert_eq!(stale["outcome"], "refused");
    assert_eq!(stale["error"]["code"], "stale_seq");

    // Leaving forgets the room; the host's leaving closes it.
    host.ok("room_leave", json!({}));
    assert_eq!(latest(&host), Value::Null);
}

/// A room hosted on a device lives there: while the host's app is closed the friend's app keeps
/// trying, and once the host's app is started again (same data folder) it serves the room from
/// its last move, on the same port, and the friend is back without doing anything.
#[test]
fn a_restarted_host_serves_its_room_again_and_the_friend_reconnects_by_itself() {
    loopback();
    let host_id = new_identifier();
    let mut host = launch(&host_id);
    let joiner = launch(&new_identifier());
    let opened = host.ok(
        "room_open",
        json!({ "place": { "on": "device" }, "room": four_side_room(), "name": "Ann", "updates": channel() }),
    );
    let invite = opened["invite"]["link"].as_str().unwrap().to_string();
    joiner.ok(
        "room_join",
        json!({ "invite": invite, "name": "Bo", "updates": channel() }),
    );
    until(&host, "the joiner's seat", |u| {
        snapshot(u)["seats"][1]["who"]["kind"] == "person"
    });
    command(&host, json!({ "type": "start" }));
    let mut seq = snapshot(&latest(&host))["seq"].as_u64().unwrap();
    for _ in 0..4 {
        seq = place_once(&host, &joiner, seq).expect("four moves do not end a game");
    }
    let before = snapshot(&latest(&host))["view"].clone();

    // The host's app ends, and with it the room's server.
    let together = host.app().state::<Together>();
    tauri::async_runtime::block_on(together.disconnect());
    drop(host);
    until(&joiner, "the lost host", |u| {
        u["link"]["state"] == "reconnecting"
    });

    host = launch(&host_id);
    let back = latest(&host);
    assert_eq!(back["link"]["state"], "connected", "{back}");
    assert_eq!(back["invite"]["link"], invite.as_str(), "the same invite");
    assert_eq!(snapshot(&back)["seq"], seq, "the room from its last move");
    assert_eq!(snapshot(&back)["view"], before);
    until(&joiner, "the friend back in its seat", |u| {
        u["link"]["state"] == "connected" && snapshot(u)["seq"] == seq
    });
    // And the game goes on.
    let next = place_once(&host, &joiner, seq).expect("the game goes on");
    assert!(next > seq);
    host.ok("room_leave", json!({}));
}

fn seat_file(identifier: &str) -> std::path::PathBuf {
    common::data_home().join(identifier).join("room-seat.json")
}

fn read_seat(identifier: &str) -> Value {
    serde_json::from_slice(&std::fs::read(seat_file(identifier)).unwrap()).unwrap()
}

/// `room_join` saves the seat's token before the join goes out, so an app killed before the
/// answer was saved sends the same join when it starts again: whether or not the first one
/// reached the host, it sits in one seat, and no seat is left that nobody can take back.
#[test]
fn a_join_cut_off_by_a_kill_is_sent_again_and_takes_one_seat() {
    loopback();
    let host_id = new_identifier();
    let host = launch(&host_id);
    let soi_room = json!({ "game": "soi", "of": {
        "rules": { "target": 100 },
        "spectators": false,
        "when_left": { "then": "wait" },
    }});
    let opened = host.ok(
        "room_open",
        json!({ "place": { "on": "device" }, "room": soi_room, "name": "Ann", "updates": channel() }),
    );
    assert_eq!(snapshot(&opened)["you"], 0, "{opened}");
    // What the joiner's room_join has written when the app dies: the seat, still joining.
    let hosted = read_seat(&host_id);
    let token = "0123456789abcdef0123456789abcdef";
    let pending = json!({
        "url": hosted["url"], "room": hosted["room"], "token": token, "pin": hosted["pin"],
        "invite": hosted["invite"], "joining": "Bo",
    });
    let joiner_id = new_identifier();
    let write_pending = || {
        std::fs::create_dir_all(seat_file(&joiner_id).parent().unwrap()).unwrap();
        std::fs::write(seat_file(&joiner_id), pending.to_string()).unwrap();
    };

    // Killed before the join reached the host: started again, it joins, and its seat is saved
    // as taken.
    write_pending();
    let joiner = launch(&joiner_id);
    let back = latest(&joiner);
    assert_eq!(snapshot(&back)["you"], 1, "{back}");
    let saved = read_seat(&joiner_id);
    assert_eq!(saved["token"], token);
    assert!(saved.get("joining").is_none(), "{saved}");

    // Killed after the join reached the host, before the answer was saved: the same seat.
    let together = joiner.app().state::<Together>();
    tauri::async_runtime::block_on(together.disconnect());
    drop(joiner);
    write_pending();
    let joiner = launch(&joiner_id);
    let back = latest(&joiner);
    assert_eq!(snapshot(&back)["you"], 1, "{back}");
    let seats = until(&host, "Bo back in seat 1", |u| {
        snapshot(u)["seats"][1]["who"]["connected"] == true
    });
    let kinds: Vec<&Value> = snapshot(&seats)["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| &s["who"]["kind"])
        .collect();
    assert_eq!(kinds, ["person", "person", "open", "open"], "{seats}");

    // A refused join (a room that is not there) puts back the seat the device held before.
    let other_id = new_identifier();
    std::fs::create_dir_all(seat_file(&other_id).parent().unwrap()).unwrap();
    std::fs::copy(seat_file(&joiner_id), seat_file(&other_id)).unwrap();
    let held = read_seat(&other_id);
    let other = launch(&other_id);
    let room = hosted["room"].as_str().unwrap();
    let elsewhere = hosted["invite"]
        .as_str()
        .unwrap()
        .replace(room, &"0".repeat(room.len()));
    let refused = other.ok(
        "room_join",
        json!({ "invite": elsewhere, "name": "Cy", "updates": channel() }),
    );
    assert_eq!(
        refused["link"]["closed"]["error"]["code"], "no_such_room",
        "{refused}"
    );
    assert_eq!(read_seat(&other_id), held);
    host.ok("room_leave", json!({}));
}
