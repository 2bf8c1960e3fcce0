//! What persists about the player besides games in progress: settings, statistics and
//! tournament results.

use quadrille_engine::fourside::{FourSideRules, Level};
use quadrille_engine::gaps::{AceOrder, GapsRules, GapsVariant, TournamentEntry, MAX_NAME_CHARS};
use quadrille_engine::soi::{SoiLevel, SoiRules};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, Default)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, Default)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

/// How cards are moved first of all: tap (tap a card, it goes) or drag (drag it to a gap).
/// The other method keeps working.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, Default)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum InputMethod {
    #[default]
    Tap,
    Drag,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(export)]
pub struct Settings {
    pub theme: Theme,
    pub sound: bool,
    pub animation: AnimationSpeed,
    pub input: InputMethod,
    /// Four-colour suits (clubs green, diamonds blue) instead of red and black.
    pub four_colour: bool,
    /// Chinese Puzzle: redeals allowed (1 or 2), fixed when a game starts.
    pub cp_redeals: u8,
    /// Chinese Puzzle: which suit each row's ace may have.
    pub cp_ace_order: AceOrder,
    /// FourSide: the tiles' number range and the computer's skill.
    pub fourside_level: Level,
    /// FourSide: board width, 7, 9 or 11.
    pub fourside_size: u8,
    pub fourside_mode: FourSideMode,
    /// Soi: the total that ends a game, 100–1000.
    pub soi_target: u32,
    pub soi_level: SoiLevel,
    /// Soi: which seats (South, East, North, West) are computers.
    pub soi_computers: [bool; 4],
    pub soi_names: [String; 4],
    /// Soi: how long each move's message stays before the next computer move, 200–600 ms.
    pub soi_delay_ms: u32,
    /// Soi: show computer hands' backs in the order of the hidden cards (a help to the attentive).
    pub soi_sort_computer_cards: bool,
    /// Single-character keyboard shortcuts (U, R, H, N, S, A, typing a card in Soi). A player
    /// using speech input can turn them off (WCAG 2.1.4); arrows, Enter, Space and Escape stay.
    /// Missing in settings saved before it existed: on.
    pub single_key_shortcuts: bool,
    /// Gaps games: new games are deals the solver proved winnable without a reshuffle/redeal.
    pub gaps_winnable_only: bool,
    /// Gaps games: say at once when a move turns a winnable deal into a lost one.
    pub gaps_crossroads_warning: bool,
    /// Play together: a public `quadrille-server` (`wss://…/ws`) to make rooms on; empty for none.
    pub room_server: String,
    /// Play together: the name the other players see.
    pub room_name: String,
    /// The language the app speaks, as a BCP 47 tag the page has a catalogue for ("el",
    /// "zh-CN"); empty: follow the system's (`AppInfo::locale`). Missing in settings saved
    /// before it existed: empty.
    pub language: String,
}

/// Who plays FourSide: seat 0 is always a person unless both are computers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum FourSideMode {
    #[default]
    HumanVsComputer,
    /// Two people on one device; a cover screen hides the table between turns.
    HumanVsHuman,
    /// The demo: the machine plays itself.
    ComputerVsComputer,
}

impl FourSideMode {
    pub fn is_computer(self, seat: u8) -> bool {
        match self {
            FourSideMode::HumanVsComputer => seat == 1,
            FourSideMode::HumanVsHuman => false,
            FourSideMode::ComputerVsComputer => true,
        }
    }
}

impl Settings {
    /// The first setting out of range, with the bounds the page words it with.
    pub fn validate(&self) -> Result<(), BadSetting> {
        let name_ok = |n: &String| n.chars().count() <= MAX_NAME_CHARS;
        let name = BadSetting::Name {
            max: MAX_NAME_CHARS as u32,
        };
        if !CP_REDEALS.contains(&self.cp_redeals) {
            return Err(BadSetting::CpRedeals {
                min: *CP_REDEALS.start(),
                max: *CP_REDEALS.end(),
            });
        }
        if self.fourside_rules().validate().is_err() {
            return Err(BadSetting::FoursideSize);
        }
        if self.soi_rules().validate().is_err() {
            return Err(BadSetting::SoiTarget {
                min: *SoiRules::TARGETS.start(),
                max: *SoiRules::TARGETS.end(),
            });
        }
        if !SOI_DELAYS_MS.contains(&self.soi_delay_ms) {
            return Err(BadSetting::SoiDelayMs {
                min: *SOI_DELAYS_MS.start(),
                max: *SOI_DELAYS_MS.end(),
            });
        }
        if !self.soi_names.iter().all(name_ok) || !name_ok(&self.room_name) {
            return Err(name);
        }
        if !room_server_ok(&self.room_server) {
            return Err(BadSetting::RoomServer {
                max: MAX_URL_CHARS as u32,
            });
        }
        if !language_ok(&self.language) {
            return Err(BadSetting::Language);
        }
        Ok(())
    }

    pub fn soi_rules(&self) -> SoiRules {
        SoiRules {
            target: self.soi_target,
        }
    }

    pub fn fourside_rules(&self) -> FourSideRules {
        FourSideRules {
            level: self.fourside_level,
            size: self.fourside_size,
        }
    }

    /// The rules a new game of `variant` is dealt with.
    pub fn rules_for(&self, variant: GapsVariant) -> GapsRules {
        match variant {
            GapsVariant::SolitaireX | GapsVariant::Montana => GapsRules::standard(variant),
            GapsVariant::ChinesePuzzle => {
                GapsRules::chinese_puzzle(self.cp_redeals, self.cp_ace_order)
                    .unwrap_or_else(|_| GapsRules::standard(variant))
            }
        }
    }
}

/// Chinese Puzzle's redeals, and how long a Soi move's message stays.
const CP_REDEALS: std::ops::RangeInclusive<u8> = 1..=2;
const SOI_DELAYS_MS: std::ops::RangeInclusive<u32> = 200..=600;

/// Which setting is out of range (`Settings::validate`), with its bounds: the page words it
/// (`setting-bad-*` in ui/src/locales).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "field", rename_all = "snake_case")]
#[ts(export)]
pub enum BadSetting {
    CpRedeals {
        min: u8,
        max: u8,
    },
    /// The FourSide board is 7, 9 or 11 squares wide.
    FoursideSize,
    SoiTarget {
        min: u32,
        max: u32,
    },
    SoiDelayMs {
        min: u32,
        max: u32,
    },
    /// A player's name (Soi's seats, or the name shown in rooms) is too long.
    Name {
        max: u32,
    },
    /// The server address is not a ws:// or wss:// address of at most `max` characters.
    RoomServer {
        max: u32,
    },
    Language,
}

/// The longest language tag kept (BCP 47 tags the app uses are far shorter).
pub const MAX_LANGUAGE_CHARS: usize = 35;

/// A language choice: none (follow the system), or something shaped like a BCP 47 tag:
/// letters and digits in parts of 1 to 8, joined by hyphens. Whether the page has a catalogue
/// for it is the page's business (it falls back to English).
fn language_ok(tag: &str) -> bool {
    tag.is_empty()
        || (tag.len() <= MAX_LANGUAGE_CHARS
            && tag.split('-').all(|part| {
                (1..=8).contains(&part.len()) && part.chars().all(|c| c.is_ascii_alphanumeric())
            }))
}

/// The longest server address kept.
pub const MAX_URL_CHARS: usize = 200;

/// A server address: none, or a WebSocket URL of bounded length.
fn room_server_ok(url: &str) -> bool {
    url.is_empty()
        || (url.chars().count() <= MAX_URL_CHARS
            && (url.starts_with("wss://") || url.starts_with("ws://"))
            && !url.chars().any(char::is_whitespace))
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: Theme::System,
            sound: true,
            animation: AnimationSpeed::Normal,
            input: InputMethod::Tap,
            four_colour: false,
            cp_redeals: 2,
            cp_ace_order: AceOrder::Free,
            fourside_level: Level::Intermediate,
            fourside_size: 9,
            fourside_mode: FourSideMode::HumanVsComputer,
            soi_target: 200,
            soi_level: SoiLevel::Medium,
            soi_computers: [false, true, true, true],
            soi_names: ["South", "East", "North", "West"].map(String::from),
            soi_delay_ms: 400,
            soi_sort_computer_cards: false,
            single_key_shortcuts: true,
            gaps_winnable_only: false,
            gaps_crossroads_warning: true,
            room_server: String::new(),
            room_name: String::new(),
            language: String::new(),
        }
    }
}

/// Statistics of one game (or one level of a game).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(export)]
pub struct GameStats {
    pub played: u32,
    pub won: u32,
    pub best_score: u32,
    pub current_streak: u32,
    pub best_streak: u32,
}

impl GameStats {
    /// Counts one finished (or abandoned) game.
    pub fn record(&mut self, won: bool, score: u32) {
        self.played += 1;
        self.best_score = self.best_score.max(score);
        if won {
            self.won += 1;
            self.current_streak += 1;
            self.best_streak = self.best_streak.max(self.current_streak);
        } else {
            self.current_streak = 0;
        }
    }
}

/// A finished tournament: one deal, several players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TournamentResult {
    pub variant: GapsVariant,
    #[ts(type = "number")]
    pub deal: u64,
    pub entries: Vec<TournamentEntry>,
}

/// Statistics keyed by game id (e.g. `solitaire_x`).
pub type Statistics = BTreeMap<String, GameStats>;

/// Where a finished game is counted, one shape for every game: `<game id>` for a game without
/// levels (`solitaire_x`, with `level` `()`), `<game id>.<level>` for one counted per level
/// (`soi.medium`, `fourside.expert`).
pub fn stats_key(game: &str, level: impl Serialize) -> String {
    match serde_json::to_value(level) {
        Ok(serde_json::Value::String(level)) => format!("{game}.{level}"),
        _ => game.to_string(),
    }
}

/// The id of a Gaps game: its statistics key and, after `game.`, its saved game's.
pub fn game_key(variant: GapsVariant) -> &'static str {
    match variant {
        GapsVariant::SolitaireX => "solitaire_x",
        GapsVariant::ChinesePuzzle => "chinese_puzzle",
        GapsVariant::Montana => "montana",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_grow_with_wins_and_reset_on_a_loss() {
        let mut stats = GameStats::default();
        stats.record(true, 48);
        stats.record(true, 48);
        stats.record(false, 30);
        stats.record(true, 48);
        assert_eq!(
            stats,
            GameStats {
                played: 4,
                won: 3,
                best_score: 48,
                current_streak: 1,
                best_streak: 2
            }
        );
    }

    #[test]
    fn statistics_keys_name_the_game_and_its_level() {
        assert_eq!(stats_key("solitaire_x", ()), "solitaire_x");
        assert_eq!(stats_key("soi", SoiLevel::Medium), "soi.medium");
        assert_eq!(
            stats_key("fourside", Level::Intermediate),
            "fourside.intermediate"
        );
    }

    #[test]
    fn settings_fill_missing_fields_with_defaults() {
        let s: Settings = serde_json::from_str(r#"{"sound":false}"#).unwrap();
        // Settings saved before the shortcuts switch existed keep the shortcuts on.
        assert!(s.single_key_shortcuts);
        assert_eq!(
            s,
            Settings {
                sound: false,
                ..Settings::default()
            }
        );
    }

    #[test]
    fn a_language_is_empty_or_shaped_like_a_tag() {
        for ok in ["", "en", "el", "zh-CN", "zh-Hans-CN", "es-419"] {
            let s = Settings {
                language: ok.to_string(),
                ..Settings::default()
            };
            assert_eq!(s.validate(), Ok(()), "{ok:?}");
        }
        for bad in [
            "-",
            "en-",
            "en_GB",
            "e n",
            "<script>",
            "abcdefghi",
            &"a-".repeat(20),
        ] {
            let s = Settings {
                language: bad.to_string(),
                ..Settings::default()
            };
            assert!(s.validate().is_err(), "{bad:?} was accepted");
        }
        // Saved before the language existed: the system's language.
        let s: Settings = serde_json::from_str(r#"{"sound":false}"#).unwrap();
        assert_eq!(s.language, "");
    }
}
