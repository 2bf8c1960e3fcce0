//! A glance at a server message: the few fields every seat needs (the room's seq, whose turn
//! it is, whether the round or the game is over), read without building the rest. Three seats
//! of four only need that after each action; reading every snapshot whole made the generator
//! spend more CPU than the server it measures, on the same two cores.

use serde::Deserialize;

#[derive(Deserialize)]
pub struct Peek {
    #[serde(rename = "type")]
    kind: String,
    snapshot: Option<PeekGame>,
}

#[derive(Deserialize)]
struct PeekGame {
    of: PeekSnapshot,
}

#[derive(Deserialize)]
struct PeekSnapshot {
    seq: u64,
    view: Option<PeekView>,
}

#[derive(Deserialize)]
struct PeekView {
    to_move: Option<u8>,
    round_over: bool,
    game_over: bool,
}

/// What the glance tells a seat.
#[derive(Debug, PartialEq, Eq)]
pub enum Glance {
    /// The room moved on to `seq`; nothing for this seat to do.
    Moved { seq: u64 },
    /// The game is over at `seq`.
    Over { seq: u64 },
    /// This seat may have something to send (its turn, the next round due, the table being
    /// set), or the message is not a snapshot: read it whole.
    ReadAll,
}

impl Peek {
    /// `None` if the text is not a message at all.
    pub fn of(text: &str) -> Option<Peek> {
        serde_json::from_str(text).ok()
    }

    pub fn for_seat(&self, seat: u8) -> Glance {
        let Some(game) = self.snapshot.as_ref().filter(|_| self.kind == "snapshot") else {
            return Glance::ReadAll;
        };
        let seq = game.of.seq;
        match &game.of.view {
            Some(view) if view.game_over => Glance::Over { seq },
            Some(view) if !view.round_over && view.to_move != Some(seat) => Glance::Moved { seq },
            _ => Glance::ReadAll,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quadrille_engine::deal::Deal;
    use quadrille_engine::soi::{Soi, SoiRules};
    use quadrille_room::{
        AnySnapshot, Command, Room, RoomSettings, SeatToken, ServerMessage, WhenLeft, WireGame,
    };

    fn text(room: &Room<Soi>, seat: u8) -> String {
        let snapshot: AnySnapshot = Soi::wrap_snapshot(room.snapshot(Some(seat)).unwrap());
        let message = ServerMessage::Snapshot {
            snapshot: Box::new(snapshot),
        };
        serde_json::to_string(&message).unwrap()
    }

    /// The glance agrees with the whole message on real snapshots through a game's start.
    #[test]
    fn glances_agree_with_the_whole_snapshot() {
        let settings = RoomSettings {
            rules: SoiRules { target: 100 },
            spectators: false,
            when_left: WhenLeft::Wait,
        };
        let host = SeatToken("host".into());
        let mut room = Room::<Soi>::new(settings, Deal::Number(7), "host", host.hash()).unwrap();
        // Before the start: seat 0 must read it all (it starts the game).
        assert_eq!(
            Peek::of(&text(&room, 0)).unwrap().for_seat(0),
            Glance::ReadAll
        );
        for i in 1..4 {
            let join = Command::Join {
                name: format!("p{i}"),
                token: SeatToken(format!("t{i}")).hash(),
            };
            room.apply(&SeatToken(String::new()), join).unwrap();
        }
        room.apply(&host, Command::Start).unwrap();
        let to_move = room
            .snapshot(Some(0))
            .unwrap()
            .view
            .unwrap()
            .to_move
            .unwrap();
        let seq = room.snapshot(Some(0)).unwrap().seq;
        for seat in 0..4u8 {
            let glance = Peek::of(&text(&room, seat)).unwrap().for_seat(seat);
            if seat == to_move {
                assert_eq!(glance, Glance::ReadAll);
            } else {
                assert_eq!(glance, Glance::Moved { seq });
            }
        }
        let refused = r#"{"type":"refused","error":{"code":"not_seated"}}"#;
        assert_eq!(Peek::of(refused).unwrap().for_seat(0), Glance::ReadAll);
        assert!(Peek::of("not json").is_none());
    }
}
