//! Why a Gaps move is refused or a tap does nothing, as a reason and the cards it names.
//!
//! The engine never words these: the page says them in the player's language
//! (`gaps-why-*` in ui/src/locales/*.ftl). Rows are counted from 0, as in `Slot`.

use crate::cards::{Card, Rank, Suit};
use serde::Serialize;
#[cfg(feature = "ts")]
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "why", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum GapsWhy {
    /// There is no card where the move starts.
    NoCard,
    /// A card moves only into a gap.
    NotAGap,
    /// The game is already won.
    Won,
    /// Chinese Puzzle: every ace goes to the first column before any other move.
    AcesFirst,
    /// Chinese Puzzle, while the aces are being placed: an ace goes only to the first column.
    AceToFirstColumn,
    /// The card sits in its final place.
    Locked { card: Card },
    /// Montana: a 2 heading its row moves only to another empty first-column space, and there
    /// is none.
    HeadsRow { card: Card },
    /// Montana: the card belongs to its row's run, which stays while its heading 2 does.
    InRun { card: Card },
    /// The gap follows a King.
    AfterKing,
    /// The gap waits for the gap on its left.
    Blocked,
    /// Only a card of `rank` goes to the first column.
    FirstColumn { rank: Rank },
    /// Only a card of `rank` goes to the first column, and none of them can move there now.
    FirstColumnNoneFree { rank: Rank },
    /// Only `card` can follow `after`.
    OnlyFollows { card: Card, after: Card },
    /// Only `card` can follow `after`, and it is locked in its final place.
    FollowerLocked { card: Card, after: Card },
    /// The first-column card has no empty space in the first column.
    NoFirstColumnSpace { card: Card },
    /// The card cannot move now (no rule more precise applies).
    CannotMoveNow { card: Card },
    /// `card` follows only `before`, and no `before` is on the board.
    BeforeGone { card: Card, before: Card },
    /// `card` follows only `before`, which has no gap after it.
    BeforeNoGap { card: Card, before: Card },
    /// `card` follows only a `before`, and neither copy has a gap after it (two decks).
    BeforesNoGap { card: Card, before: Card },
    /// Bridge order: `row` takes an ace of `suit` (♣ ♦ ♥ ♠ from the top, twice).
    BridgeOrder { row: u8, suit: Suit },
    /// Mirrored order: `row` must repeat the suit of `of_row`.
    MirrorRepeat { row: u8, of_row: u8, suit: Suit },
    /// Mirrored order: the first `rows` rows need different suits, and `first` and `second`
    /// would both be `suit`.
    MirrorDistinct {
        rows: u8,
        first: u8,
        second: u8,
        suit: Suit,
    },
}
