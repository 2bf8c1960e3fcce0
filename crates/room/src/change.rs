//! Changes instead of whole views: what a seat is sent after each command once it holds its
//! view.
//!
//! A seat gets its whole `Snapshot` when it sits down (or asks for it again); after that each
//! command brings it a `SnapshotChange` against the last thing it was sent: the fields that
//! differ, and for a list only what was added to its end or the items that changed (a Soi
//! round's public record only grows, so a change carries just the new events, however long the
//! round). Applying each change to the copy a client holds gives exactly the snapshot the seat
//! would have been sent (`tests.rs` checks it over random games), so a client builds its views
//! from changes and nothing above it sees the difference.
//!
//! A change names the `seq` it applies to (`from`); a client whose copy is at another `seq`
//! missed something and asks for its whole view instead of guessing.
//!
//! One mechanism for every game: `Delta` says how a value differs from another, and
//! `view_change!` writes it field by field for a game's view, each field by its own type (a
//! list by its items, anything small whole).

use crate::protocol::{SeatView, Snapshot, WhenLeft};
use quadrille_engine::cards::Card;
use quadrille_engine::deal::Deal;
use quadrille_engine::fourside::{Board, FourSideRules, FourSideView, Square, Tile};
use quadrille_engine::soi::{PublicEvent, SoiRules, SoiView, SEATS};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt::Debug;

/// A change that does not fit the copy it was applied to (a list item past the end, a change
/// for another `seq`). The copy may be half-changed: the client drops it and asks for the
/// whole view.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadChange {
    #[error("the change is for seq {from}; the copy is at {at}")]
    Gap { from: u64, at: u64 },
    #[error("the change names item {at} of a list of {len}")]
    OutOfRange { at: u32, len: usize },
    #[error("the change is for a view the copy does not have")]
    NoView,
    #[error("the change is for a room of another game")]
    OtherGame,
}

/// How one value differs from another of its type, and how to bring a copy up to date.
pub trait Delta {
    type Change: Clone + Debug + PartialEq + Serialize + for<'de> Deserialize<'de>;
    /// What turns `self` into `to`; `None` when they are equal.
    fn delta(&self, to: &Self) -> Option<Self::Change>;
    fn patch(&mut self, change: Self::Change) -> Result<(), BadChange>;
}

/// Values small enough to send whole when they differ.
macro_rules! whole {
    ($($t:ty),* $(,)?) => {$(
        impl Delta for $t {
            type Change = $t;
            fn delta(&self, to: &$t) -> Option<$t> {
                (self != to).then(|| to.clone())
            }
            fn patch(&mut self, change: $t) -> Result<(), BadChange> {
                *self = change;
                Ok(())
            }
        }
    )*};
}
whole!(
    u8,
    u32,
    bool,
    Option<u8>,
    [u8; 2],
    [i32; 2],
    [u8; SEATS],
    [u32; SEATS],
    [Vec<u8>; SEATS],
    SoiRules,
    FourSideRules,
);

/// How a list changed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", content = "items", rename_all = "snake_case")]
pub enum ListChange<T> {
    /// Items added at the end (a record growing).
    Append(Vec<T>),
    /// A few items changed in place (a board), by index.
    Set(Vec<(u32, T)>),
    /// Anything else: the list anew.
    Replace(Vec<T>),
}

impl<T: Clone + Debug + PartialEq + Serialize + for<'de> Deserialize<'de>> Delta for Vec<T> {
    type Change = ListChange<T>;

    fn delta(&self, to: &Vec<T>) -> Option<ListChange<T>> {
        if self == to {
            return None;
        }
        let old = self.len();
        if to.len() > old && to[..old] == self[..] {
            return Some(ListChange::Append(to[old..].to_vec()));
        }
        if to.len() == old {
            let set: Vec<(u32, T)> = (0..old)
                .filter(|&i| self[i] != to[i])
                .map(|i| (i as u32, to[i].clone()))
                .collect();
            // Each changed item costs its index too: past half the list, send it whole.
            if set.len() * 2 <= old {
                return Some(ListChange::Set(set));
            }
        }
        Some(ListChange::Replace(to.clone()))
    }

    fn patch(&mut self, change: ListChange<T>) -> Result<(), BadChange> {
        match change {
            ListChange::Append(items) => self.extend(items),
            ListChange::Set(items) => {
                for (at, item) in items {
                    let len = self.len();
                    *self
                        .get_mut(at as usize)
                        .ok_or(BadChange::OutOfRange { at, len })? = item;
                }
            }
            ListChange::Replace(items) => *self = items,
        }
        Ok(())
    }
}

/// Reads a field that is present (even as `null`) as `Some`: with `#[serde(default)]`, a
/// missing field is `None`, "unchanged", while a present `null` sets an optional value to none.
fn present<'de, T: Deserialize<'de>, D: Deserializer<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// Writes `Delta` for a struct field by field, and the struct of its change, where a field
/// left out is unchanged. Every field must be listed: `delta` takes the struct apart without
/// `..`, so a field added to it later fails to compile here until it is.
/// A field listed after `derived` is never sent: the client computes it again from the
/// others with the engine's own function. A seat's legal moves are most of what changes on
/// its turn (a Soi hand's asks are some 3.5 KB of JSON), and the view already holds all they
/// follow from.
macro_rules! view_change {
    ($(#[$doc:meta])* $view:ident => $change:ident { $($field:ident: $ty:ty),* $(,)? }
     $(derived { $($derived:ident: $derive:expr),* $(,)? })?) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
        pub struct $change {
            $(
                #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "present")]
                pub $field: Option<<$ty as Delta>::Change>,
            )*
        }

        impl Delta for $view {
            type Change = $change;

            fn delta(&self, to: &$view) -> Option<$change> {
                let $view { $($field,)* $($($derived: _),*)? } = to;
                let change = $change { $($field: self.$field.delta($field)),* };
                (change != $change::default()).then_some(change)
            }

            fn patch(&mut self, change: $change) -> Result<(), BadChange> {
                $(
                    if let Some(c) = change.$field {
                        self.$field.patch(c)?;
                    }
                )*
                $($(self.$derived = $derive(&*self);)*)?
                Ok(())
            }
        }
    };
}

view_change! {
    /// What changed in a Soi seat's view.
    SoiView => SoiViewChange {
        seat: u8,
        rules: SoiRules,
        round: u32,
        hand: Vec<Card>,
        counts: [u8; SEATS],
        sets: [Vec<u8>; SEATS],
        totals: [u32; SEATS],
        to_move: Option<u8>,
        record: Vec<PublicEvent>,
        round_over: bool,
        game_over: bool,
        places: [u8; SEATS],
    }
    derived { asks: SoiView::legal_asks }
}

view_change! {
    /// What changed on a FourSide board: the squares whose tile changed.
    Board => BoardChange {
        size: u8,
        tiles: Vec<Option<Tile>>,
        squares: Vec<Square>,
    }
}

view_change! {
    /// What changed in a FourSide seat's view.
    FourSideView => FourSideViewChange {
        seat: u8,
        rules: FourSideRules,
        board: Board,
        hand: Vec<Tile>,
        opponent_hand_size: u8,
        to_move: u8,
        scores: [i32; 2],
        hints_left: [u8; 2],
        over: bool,
        winner: Option<u8>,
    }
    derived { placements: FourSideView::legal_placements }
}

/// How the game part of a snapshot changed: it appeared (the game started), changed, or went.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", content = "of", rename_all = "snake_case")]
pub enum ViewChange<V, C> {
    Whole(Box<V>),
    Change(C),
    Gone,
}

/// How a snapshot's view (none before the start) changed. Not `Delta` for `Option<V>`: an
/// optional small value (`Option<u8>`) is sent whole.
fn view_delta<V: Delta + Clone>(
    old: &Option<V>,
    new: &Option<V>,
) -> Option<ViewChange<V, V::Change>> {
    match (old, new) {
        (Some(old), Some(new)) => old.delta(new).map(ViewChange::Change),
        (None, Some(new)) => Some(ViewChange::Whole(Box::new(new.clone()))),
        (Some(_), None) => Some(ViewChange::Gone),
        (None, None) => None,
    }
}

fn view_patch<V: Delta>(
    view: &mut Option<V>,
    change: ViewChange<V, V::Change>,
) -> Result<(), BadChange> {
    match change {
        ViewChange::Whole(new) => *view = Some(*new),
        ViewChange::Change(c) => view.as_mut().ok_or(BadChange::NoView)?.patch(c)?,
        ViewChange::Gone => *view = None,
    }
    Ok(())
}

/// What changed in a seat's snapshot since the last one it was sent. Fields left out are
/// unchanged; `protocol` never changes on a connection.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound(
    serialize = "R: Serialize, V: Serialize, C: Serialize, E: Serialize, L: Serialize",
    deserialize = "R: Deserialize<'de>, V: Deserialize<'de>, C: Deserialize<'de>, \
                   E: Deserialize<'de>, L: Deserialize<'de>"
))]
pub struct SnapshotChange<R, V, C, E, L> {
    /// The `seq` of the snapshot this change applies to.
    pub from: u64,
    /// The `seq` after it (the same for a change that logged nothing: someone connected).
    pub seq: u64,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub you: Option<Option<u8>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub rules: Option<R>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub when_left: Option<WhenLeft<L>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub seats: Option<Vec<SeatView<L>>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub started: Option<bool>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub view: Option<ViewChange<V, C>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub events: Option<Vec<E>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub deal: Option<Option<Deal>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub again: Option<Vec<u8>>,
}

/// What changed, if anything, for a field sent whole.
fn whole_delta<T: PartialEq + Clone>(old: &T, new: &T) -> Option<T> {
    (old != new).then(|| new.clone())
}

impl<R, V, E, L> Snapshot<R, V, E, L>
where
    R: Clone + PartialEq,
    V: Delta + Clone + Debug + PartialEq + Serialize + for<'de> Deserialize<'de>,
    E: Clone + PartialEq,
    L: Clone + PartialEq,
{
    /// What turns `self` into `to`, or `None` when nothing differs (not even the `seq`).
    #[allow(clippy::type_complexity)]
    pub fn change_to(&self, to: &Self) -> Option<SnapshotChange<R, V, V::Change, E, L>> {
        let Snapshot {
            protocol: _,
            seq,
            you,
            rules,
            when_left,
            seats,
            started,
            view,
            events,
            deal,
            again,
        } = to;
        let change = SnapshotChange {
            from: self.seq,
            seq: *seq,
            you: whole_delta(&self.you, you),
            rules: whole_delta(&self.rules, rules),
            when_left: whole_delta(&self.when_left, when_left),
            seats: whole_delta(&self.seats, seats),
            started: whole_delta(&self.started, started),
            view: view_delta(&self.view, view),
            events: whole_delta(&self.events, events),
            deal: whole_delta(&self.deal, deal),
            again: whole_delta(&self.again, again),
        };
        let nothing = change.seq == change.from
            && change.you.is_none()
            && change.rules.is_none()
            && change.when_left.is_none()
            && change.seats.is_none()
            && change.started.is_none()
            && change.view.is_none()
            && change.events.is_none()
            && change.deal.is_none()
            && change.again.is_none();
        (!nothing).then_some(change)
    }

    /// Brings this copy up to date; refused (`Gap`) unless the change is for its `seq`.
    pub fn apply_change(
        &mut self,
        change: SnapshotChange<R, V, V::Change, E, L>,
    ) -> Result<(), BadChange> {
        if change.from != self.seq {
            return Err(BadChange::Gap {
                from: change.from,
                at: self.seq,
            });
        }
        self.seq = change.seq;
        if let Some(you) = change.you {
            self.you = you;
        }
        if let Some(rules) = change.rules {
            self.rules = rules;
        }
        if let Some(when_left) = change.when_left {
            self.when_left = when_left;
        }
        if let Some(seats) = change.seats {
            self.seats = seats;
        }
        if let Some(started) = change.started {
            self.started = started;
        }
        if let Some(view) = change.view {
            view_patch(&mut self.view, view)?;
        }
        if let Some(events) = change.events {
            self.events = events;
        }
        if let Some(deal) = change.deal {
            self.deal = deal;
        }
        if let Some(again) = change.again {
            self.again = again;
        }
        Ok(())
    }
}
