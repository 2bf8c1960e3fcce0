//! Soi behind the commands: people's asks, one computer ask per call (so the UI can show each
//! at the chosen pace), the next round, hot-seat viewing, and saving after every move.

use crate::error::{AppCode, CommandError};
use crate::state::{parse_action, pick_deal, read, AppState, GameOver};
use crate::storage::Storage;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::soi::{
    bot, Ask, PublicEvent, Soi, SoiAction, SoiLevel, SoiRules, SoiSeat, SoiView,
};
use quadrille_engine::{Game, Record, SavedRecord};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub(crate) const SOI_KEY: &str = "soi";
const STORE_KEY: &str = "game.soi";

/// Who sits where, fixed when a game starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SoiSetup {
    /// South, East, North, West: `true` for a computer.
    pub computers: [bool; 4],
    pub names: [String; 4],
    pub level: SoiLevel,
}

impl SoiSetup {
    fn humans(&self) -> usize {
        self.computers.iter().filter(|&&c| !c).count()
    }

    fn is_computer(&self, seat: SoiSeat) -> bool {
        self.computers[seat.index()]
    }
}

#[derive(Clone)]
pub(crate) struct SoiGame {
    pub(crate) record: Record<Soi>,
    setup: SoiSetup,
    /// The person whose hand was last on screen (hot-seat).
    viewer: SoiSeat,
    recorded: bool,
}

#[derive(Serialize, Deserialize)]
struct SavedSoi {
    record: SavedRecord<SoiRules, SoiAction>,
    setup: SoiSetup,
    viewer: u8,
    recorded: bool,
}

/// Where a handed-over card sat in the giver's sorted fan and lands in the taker's, for the
/// "sort computer cards" setting (which shows computer backs in card order).
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[ts(export)]
pub struct FanMove {
    pub from_index: u8,
    pub to_index: u8,
}

/// The answer to every Soi command.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct SoiResponse {
    #[ts(type = "number")]
    pub version: u64,
    #[ts(type = "number")]
    pub deal: DealNumber,
    pub setup: SoiSetup,
    /// Whose hand `view` shows: the person to move, or the last person who moved.
    pub viewer: u8,
    /// The turn has passed to a different person: cover the table until they tap.
    pub pass_device: bool,
    pub computer_to_move: bool,
    pub view: SoiView,
    pub events: Vec<PublicEvent>,
    /// Set only when the setting is on and a card changed hands.
    pub fan: Option<FanMove>,
    /// Set when this call ended a game with one person at the table (first time only).
    pub finished: Option<GameOver>,
}

fn stats_key(level: SoiLevel) -> String {
    let name = serde_json::to_value(level).expect("a level serialises");
    format!("{SOI_KEY}.{}", name.as_str().expect("a name"))
}

pub(crate) fn load_soi(storage: &dyn Storage, complaints: &mut Vec<String>) -> Option<SoiGame> {
    let saved = read::<SavedSoi>(storage, STORE_KEY, complaints)?;
    let viewer = SoiSeat::new(saved.viewer);
    let valid = saved.record.rules.validate().is_ok();
    match (Record::load(saved.record), viewer) {
        (Ok(record), Ok(viewer)) if valid => Some(SoiGame {
            record,
            setup: saved.setup,
            viewer,
            recorded: saved.recorded,
        }),
        (Ok(_), _) => {
            complaints.push(format!("{STORE_KEY} (its rules are not valid)"));
            None
        }
        (Err(e), _) => {
            complaints.push(format!("{STORE_KEY} ({})", e.message));
            None
        }
    }
}

impl SoiGame {
    fn to_move(&self) -> Option<SoiSeat> {
        let seat = self.record.game().to_move()?;
        Some(SoiSeat::new(seat).expect("the rules move only real seats"))
    }

    fn computer_to_move(&self) -> bool {
        let game = self.record.game();
        !game.is_over() && self.to_move().is_some_and(|s| self.setup.is_computer(s))
    }

    /// The seat whose hand to show: a person to move, else the last person shown.
    fn next_viewer(&self) -> SoiSeat {
        match self.to_move() {
            Some(s) if !self.setup.is_computer(s) => s,
            _ => self.viewer,
        }
    }
}

/// Where `card` sits in `hand` sorted, and where it would sit in `into` sorted.
fn fan_move(game: &Soi, ask: Ask) -> Option<FanMove> {
    let from = game.hand(ask.target);
    let from_index = from.iter().position(|&c| c == ask.card)? as u8;
    let to_index = game
        .hand(ask.asker)
        .iter()
        .filter(|&&c| c < ask.card)
        .count() as u8;
    Some(FanMove {
        from_index,
        to_index,
    })
}

impl AppState {
    fn soi_game(&mut self) -> Result<&mut SoiGame, CommandError> {
        self.soi.as_mut().ok_or_else(|| {
            CommandError::new(
                AppCode::NoGame,
                "There is no game in progress; start a new one.",
            )
        })
    }

    fn soi_response(
        &self,
        events: Vec<PublicEvent>,
        fan: Option<FanMove>,
        pass_device: bool,
        finished: Option<GameOver>,
    ) -> Option<SoiResponse> {
        let game = self.soi.as_ref()?;
        Some(SoiResponse {
            version: self.version,
            deal: game.record.deal(),
            setup: game.setup.clone(),
            viewer: game.viewer.number(),
            pass_device,
            computer_to_move: game.computer_to_move(),
            view: game.record.game().view(game.viewer.number()),
            events,
            fan: fan.filter(|_| self.settings.soi_sort_computer_cards),
            finished,
        })
    }

    pub fn soi_current(&self) -> Option<SoiResponse> {
        self.soi_response(Vec::new(), None, false, None)
    }

    /// A new game with the settings' target, seats, names and level. A game with one person
    /// at the table left unfinished after a move counts as lost.
    pub fn soi_new(
        &mut self,
        seen: u64,
        deal: Option<DealNumber>,
    ) -> Result<SoiResponse, CommandError> {
        self.check_version(seen)?;
        let rules = self.settings.soi_rules();
        rules.validate()?;
        let deal = pick_deal(deal)?;
        if let Some(old) = self.soi.take() {
            if old.setup.humans() == 1 && !old.recorded && old.record.can_undo() {
                let human = old
                    .setup
                    .computers
                    .iter()
                    .position(|&c| !c)
                    .expect("one person");
                let total = old.record.game().totals()[human];
                self.record_result(&stats_key(old.setup.level), false, total);
            }
        }
        let setup = SoiSetup {
            computers: self.settings.soi_computers,
            names: self.settings.soi_names.clone(),
            level: self.settings.soi_level,
        };
        let record = Record::new(rules, deal);
        let first_person = SoiSeat::all()
            .find(|&s| !setup.is_computer(s))
            .unwrap_or(SoiSeat::FIRST);
        let mut game = SoiGame {
            record,
            setup,
            viewer: first_person,
            recorded: false,
        };
        game.viewer = game.next_viewer();
        self.soi = Some(game);
        let opening = self.soi.as_ref().unwrap().record.game().record().to_vec();
        self.soi_commit(opening, None, false)
    }

    /// A person's ask (the asker must be a person and the one to move) or the next round.
    pub fn soi_act(&mut self, seen: u64, action: Value) -> Result<SoiResponse, CommandError> {
        self.check_version(seen)?;
        let action: SoiAction = parse_action(action)?;
        let game = self.soi_game()?;
        if let SoiAction::Ask(ask) = action {
            // The asker is checked here, once; the rules check both seats again.
            if game.setup.is_computer(SoiSeat::new(ask.asker)?) {
                return Err(CommandError::new(
                    AppCode::ComputerTurn,
                    "That seat is played by the computer.",
                ));
            }
        }
        self.soi_apply(action)
    }

    /// The computer to move asks once.
    pub fn soi_computer(&mut self, seen: u64) -> Result<SoiResponse, CommandError> {
        self.check_version(seen)?;
        let game = self.soi_game()?;
        if !game.computer_to_move() {
            return Err(CommandError::new(
                AppCode::HumanTurn,
                "It is not a computer's turn.",
            ));
        }
        let state = game.record.game();
        let seat = state.to_move().expect("a computer to move");
        // Seeded by the deal and the move number: a replayed demo asks the same.
        let ask = bot::choose(
            &state.view(seat),
            game.setup.level,
            &mut ChaCha8Rng::seed_from_u64(game.record.computer_seed()),
        )
        .expect("the player to move always has an ask");
        self.soi_apply(SoiAction::Ask(ask))
    }

    fn soi_apply(&mut self, action: SoiAction) -> Result<SoiResponse, CommandError> {
        let game = self.soi_game()?;
        let before = game.record.game().clone();
        let events = game.record.apply(&action)?;
        // Worked out on the position before the ask, once the rules have accepted it (so the
        // seats are real ones).
        let fan = match action {
            SoiAction::Ask(ask)
                if matches!(events.first(), Some(PublicEvent::Asked { got: true, .. })) =>
            {
                fan_move(&before, ask)
            }
            _ => None,
        };
        let shown = game.viewer;
        game.viewer = game.next_viewer();
        let pass_device = game.setup.humans() > 1 && game.viewer != shown;
        self.soi_commit(events, fan, pass_device)
    }

    fn soi_commit(
        &mut self,
        events: Vec<PublicEvent>,
        fan: Option<FanMove>,
        pass_device: bool,
    ) -> Result<SoiResponse, CommandError> {
        self.version += 1;
        let game = self.soi.as_mut().expect("a game to commit");
        let state = game.record.game();
        let mut finished = None;
        if state.is_over() && !game.recorded && game.setup.humans() == 1 {
            game.recorded = true;
            let human = game
                .setup
                .computers
                .iter()
                .position(|&c| !c)
                .expect("one person");
            let won = state.places()[human] == 1;
            let total = state.totals()[human];
            let key = stats_key(game.setup.level);
            finished = Some(self.record_result(&key, won, total));
        }
        let game = self.soi.as_ref().expect("still there");
        let saved = SavedSoi {
            record: game.record.save(),
            setup: game.setup.clone(),
            viewer: game.viewer.number(),
            recorded: game.recorded,
        };
        self.save_game(STORE_KEY, &saved)?;
        Ok(self
            .soi_response(events, fan, pass_device, finished)
            .expect("a game"))
    }
}
