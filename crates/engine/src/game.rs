//! The shape every Quadrille game shares.
//!
//! A game is (rules, deal number, actions). `Game` is the pure rule state; `Record` keeps the
//! actions that produced it, so saving, resuming, undo, redo and replays are one mechanism for
//! every game.

use crate::deal::{self, Deal, DealNumber};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use thiserror::Error;
#[cfg(feature = "ts")]
use ts_rs::TS;

/// The most actions one game may hold, applied and undone together. Real games stay far below
/// (a long Soi game has a few thousand asks); the cap bounds what a save file can make the app
/// replay and how large a save can grow.
pub const MAX_ACTIONS: usize = 10_000;

/// Why the rules refused something: a stable, machine-readable reason. It crosses IPC as its
/// snake_case name (`"not_your_turn"`), and the UI's TypeScript sees the union of the names,
/// so a misspelt code fails to compile there instead of never matching.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum RuleCode {
    // Every game.
    /// The game is over; nothing more can be played.
    GameOver,
    /// The rules chosen before the deal are out of range.
    BadRules,
    /// A game already holds `MAX_ACTIONS` actions.
    TooLong,
    /// A saved game's actions do not replay.
    BadReplay,
    /// A saved game is inconsistent in another way.
    BadSave,
    // The Gaps games (SolitaireX, Chinese Puzzle).
    /// Nothing lies on the square to move from.
    NoCard,
    /// The square to move to is not a gap.
    NotAGap,
    /// The card is already in its final place.
    Placed,
    /// The aces must be placed first (or only aces move to the first column).
    AcePhase,
    /// The aces go to the first column in the variant's order.
    AceOrder,
    /// There are no aces left to place.
    NoAcePhase,
    /// The card does not fit the gap (also FourSide: the tile does not match its neighbours).
    DoesNotFit,
    /// A row or column outside the board.
    OffBoard,
    /// Every deal allowed has been used.
    NoDealsLeft,
    /// Not allowed in a tournament, or a tournament is already under way.
    Tournament,
    /// A tournament must be chosen before the first move.
    TournamentTooLate,
    /// There is no tournament to continue.
    NoTournament,
    /// The tournament has its maximum number of players.
    TournamentFull,
    NothingToUndo,
    NothingToRedo,
    // Soi.
    /// A seat number outside the table.
    NoSuchSeat,
    NotYourTurn,
    AskYourself,
    /// The player asked holds no cards.
    NoCards,
    /// The asker holds no card of that rank.
    NoSuchRank,
    /// The asker already holds the card asked for.
    AlreadyHeld,
    /// The next round can only be dealt once this one is over.
    RoundNotOver,
    // FourSide.
    /// No tile at that place in the hand.
    NoTile,
    /// A tile turns 0 to 3 quarter turns.
    BadRotation,
    /// All hints are used.
    NoHints,
    /// There is no legal move to show.
    NoMove,
}

impl RuleCode {
    /// Every code, for tests and tools.
    pub const ALL: [RuleCode; 31] = [
        RuleCode::GameOver,
        RuleCode::BadRules,
        RuleCode::TooLong,
        RuleCode::BadReplay,
        RuleCode::BadSave,
        RuleCode::NoCard,
        RuleCode::NotAGap,
        RuleCode::Placed,
        RuleCode::AcePhase,
        RuleCode::AceOrder,
        RuleCode::NoAcePhase,
        RuleCode::DoesNotFit,
        RuleCode::OffBoard,
        RuleCode::NoDealsLeft,
        RuleCode::Tournament,
        RuleCode::TournamentTooLate,
        RuleCode::NoTournament,
        RuleCode::TournamentFull,
        RuleCode::NothingToUndo,
        RuleCode::NothingToRedo,
        RuleCode::NoSuchSeat,
        RuleCode::NotYourTurn,
        RuleCode::AskYourself,
        RuleCode::NoCards,
        RuleCode::NoSuchRank,
        RuleCode::AlreadyHeld,
        RuleCode::RoundNotOver,
        RuleCode::NoTile,
        RuleCode::BadRotation,
        RuleCode::NoHints,
        RuleCode::NoMove,
    ];

    /// The name on the wire, e.g. `"not_your_turn"`.
    pub fn as_str(self) -> &'static str {
        match self {
            RuleCode::GameOver => "game_over",
            RuleCode::BadRules => "bad_rules",
            RuleCode::TooLong => "too_long",
            RuleCode::BadReplay => "bad_replay",
            RuleCode::BadSave => "bad_save",
            RuleCode::NoCard => "no_card",
            RuleCode::NotAGap => "not_a_gap",
            RuleCode::Placed => "placed",
            RuleCode::AcePhase => "ace_phase",
            RuleCode::AceOrder => "ace_order",
            RuleCode::NoAcePhase => "no_ace_phase",
            RuleCode::DoesNotFit => "does_not_fit",
            RuleCode::OffBoard => "off_board",
            RuleCode::NoDealsLeft => "no_deals_left",
            RuleCode::Tournament => "tournament",
            RuleCode::TournamentTooLate => "tournament_too_late",
            RuleCode::NoTournament => "no_tournament",
            RuleCode::TournamentFull => "tournament_full",
            RuleCode::NothingToUndo => "nothing_to_undo",
            RuleCode::NothingToRedo => "nothing_to_redo",
            RuleCode::NoSuchSeat => "no_such_seat",
            RuleCode::NotYourTurn => "not_your_turn",
            RuleCode::AskYourself => "ask_yourself",
            RuleCode::NoCards => "no_cards",
            RuleCode::NoSuchRank => "no_such_rank",
            RuleCode::AlreadyHeld => "already_held",
            RuleCode::RoundNotOver => "round_not_over",
            RuleCode::NoTile => "no_tile",
            RuleCode::BadRotation => "bad_rotation",
            RuleCode::NoHints => "no_hints",
            RuleCode::NoMove => "no_move",
        }
    }
}

impl std::fmt::Display for RuleCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why an action was refused. A refused action never changes the game.
///
/// `code` and, where the rules can say more, `detail` cross to the page, which words them in
/// the player's language; `message` is a diagnostic for logs, tests and the CLI and is never
/// serialised.
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[error("{code}: {message}")]
#[cfg_attr(feature = "ts", ts(export))]
pub struct RuleError {
    /// A stable machine-readable reason, e.g. `"not_a_gap"`.
    pub code: RuleCode,
    /// What the refusal names, typed (absent from most refusals).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub detail: Option<RuleDetail>,
    /// The details, for developers (English, or a typed reason's debug form).
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub message: String,
}

/// The typed part of a refusal, for the page to word: `{ "misfit": { "why": "mismatch", … } }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum RuleDetail {
    /// FourSide: why the tile does not go on that square.
    Misfit(crate::fourside::why::FourSideWhy),
}

impl RuleError {
    pub fn new(code: RuleCode, message: impl Into<String>) -> RuleError {
        RuleError {
            code,
            detail: None,
            message: message.into(),
        }
    }

    /// A refusal that names what it refuses, for the page to word.
    pub fn with_detail(code: RuleCode, detail: RuleDetail) -> RuleError {
        RuleError {
            code,
            detail: Some(detail),
            message: format!("{detail:?}"),
        }
    }

    /// A refusal whose reason is typed (the page can ask for it and word it; see `GapsWhy`).
    pub fn because(code: RuleCode, why: impl std::fmt::Debug) -> RuleError {
        RuleError::new(code, format!("{why:?}"))
    }
}

fn too_long() -> RuleError {
    RuleError::new(
        RuleCode::TooLong,
        format!("A game can hold at most {MAX_ACTIONS} moves; this one is full. Start a new game."),
    )
}

/// A seat at a table of `N`, checked once where a seat number comes in from outside (an action,
/// a save), so indexing a per-seat array with it cannot go out of range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seat<const N: usize>(u8);

impl<const N: usize> Seat<N> {
    /// Seat 0.
    pub const FIRST: Seat<N> = Seat(0);

    /// Seat `seat`, or the rules' `no_such_seat` refusal.
    pub fn new(seat: u8) -> Result<Seat<N>, RuleError> {
        if (seat as usize) < N {
            Ok(Seat(seat))
        } else {
            let count = match N {
                2 => "two".to_string(),
                4 => "four".to_string(),
                n => n.to_string(),
            };
            Err(RuleError::new(
                RuleCode::NoSuchSeat,
                format!("There are only {count} seats."),
            ))
        }
    }

    /// The seat's number, as the wire and the views carry it.
    pub fn number(self) -> u8 {
        self.0
    }

    /// An index into a per-seat array `[T; N]`: always in range.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat round the table (counterclockwise in Soi; the opponent at two seats).
    pub fn next(self) -> Seat<N> {
        Seat(((self.0 as usize + 1) % N) as u8)
    }

    /// Every seat, in order.
    pub fn all() -> impl Iterator<Item = Seat<N>> {
        (0..N as u8).map(Seat)
    }
}

impl<const N: usize> From<Seat<N>> for u8 {
    fn from(seat: Seat<N>) -> u8 {
        seat.0
    }
}

/// The seed of a computer player's next move in a game: its deal number and the number of
/// actions made so far, so the same game replayed (a demo, a test, the CLI's fixtures) makes the
/// same moves. `shift` is the game's own (`Game::SEED_SHIFT`), kept as each game first had it so
/// that earlier seeds stay the same. Use `Record::computer_seed` where a record is at hand.
/// A secret deal's seeds come from a stream of its own, so that its bits never show through.
pub fn computer_move_seed(deal: impl Into<Deal>, actions_made: usize, shift: u32) -> u64 {
    match deal.into() {
        Deal::Number(number) => number ^ ((actions_made as u64) << shift),
        secret => deal::stream(secret, u64::MAX - actions_made as u64).next_u64(),
    }
}

/// Who acts next, as every layer asks it (the room, the app, the page): one seat, the table
/// itself (Soi's deal between rounds, which no seat owns), or nobody once the game is over.
/// OpenSpiel's `CurrentPlayer()` answers the same question with its chance and terminal
/// players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToMove<S> {
    Seat(S),
    Table,
    Over,
}

impl<S> ToMove<S> {
    /// The seat to move, if a seat is.
    pub fn seat(self) -> Option<S> {
        match self {
            ToMove::Seat(seat) => Some(seat),
            ToMove::Table | ToMove::Over => None,
        }
    }
}

/// The rule state of one game. Implemented by every game of the app.
pub trait Game: Clone {
    /// The fixed parameters of a game (variant, options chosen before the first move).
    type Rules: Clone + Serialize + DeserializeOwned;
    type Action: Clone + PartialEq + Serialize + DeserializeOwned + std::fmt::Debug;
    /// What happened, in order: what the UI animates.
    type Event: Clone + Serialize;
    /// Who is looking: a seat for multi-player games, `()` for solitaires.
    type Seat: Copy;
    /// What a seat may see.
    type View: Serialize;
    /// What a deal is dealt from: a number for the solitaires; a number or a room's secret
    /// (`Deal`) for the games played together.
    type Deal: Copy
        + PartialEq
        + std::fmt::Debug
        + Serialize
        + DeserializeOwned
        + From<DealNumber>
        + Into<Deal>;
    /// Where the move count enters a computer player's seed (`computer_move_seed`): above the
    /// deal number's bits (deal numbers stay below 2^53). Soi keeps the 52 it always had.
    const SEED_SHIFT: u32 = 53;

    /// The position after the deal.
    fn new(rules: &Self::Rules, deal: Self::Deal) -> Self;
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Applies `action`, or refuses it and leaves `self` untouched.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError>;
    fn view(&self, seat: Self::Seat) -> Self::View;
    fn is_over(&self) -> bool;
    /// Who acts next. A solitaire's one player is always to move until the game is over.
    fn to_move(&self) -> ToMove<Self::Seat>;
    /// One score per player (one entry for a solitaire).
    fn scores(&self) -> Vec<i32>;
}

/// A game with its history: the deal, the actions taken, and the actions undone (for redo).
///
/// Undo replays the deal without the last action. Replays are cheap for these games (hundreds
/// of actions at most) and cannot drift from the rules, unlike hand-written inverse moves.
#[derive(Debug, Clone)]
pub struct Record<G: Game> {
    rules: G::Rules,
    deal: G::Deal,
    actions: Vec<G::Action>,
    undone: Vec<G::Action>,
    game: G,
}

/// The saved form of a record: everything needed to rebuild it exactly.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound(
    serialize = "R: Serialize, A: Serialize, D: Serialize",
    deserialize = "R: DeserializeOwned, A: DeserializeOwned, D: DeserializeOwned"
))]
pub struct SavedRecord<R, A, D = DealNumber> {
    pub rules: R,
    pub deal: D,
    pub actions: Vec<A>,
    #[serde(default)]
    pub undone: Vec<A>,
}

impl<G: Game> Record<G> {
    pub fn new(rules: G::Rules, deal: G::Deal) -> Record<G> {
        let game = G::new(&rules, deal);
        Record {
            rules,
            deal,
            actions: Vec::new(),
            undone: Vec::new(),
            game,
        }
    }

    /// Rebuilds a game from its deal and actions; fails if any action is illegal.
    pub fn replay(
        rules: G::Rules,
        deal: G::Deal,
        actions: &[G::Action],
    ) -> Result<Record<G>, RuleError> {
        let mut record = Record::new(rules, deal);
        for (i, action) in actions.iter().enumerate() {
            record.apply(action).map_err(|e| {
                RuleError::new(
                    RuleCode::BadReplay,
                    format!("action {} ({action:?}) cannot be replayed: {}", i + 1, e),
                )
            })?;
        }
        Ok(record)
    }

    pub fn game(&self) -> &G {
        &self.game
    }
    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }
    pub fn deal(&self) -> G::Deal {
        self.deal
    }
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }
    /// The actions undone, the next one to redo last.
    pub fn undone(&self) -> &[G::Action] {
        &self.undone
    }

    /// Applies an action; a new action clears the redo list.
    pub fn apply(&mut self, action: &G::Action) -> Result<Vec<G::Event>, RuleError> {
        if self.actions.len() >= MAX_ACTIONS {
            return Err(too_long());
        }
        let events = self.game.apply(action)?;
        self.actions.push(action.clone());
        self.undone.clear();
        Ok(events)
    }

    /// The seed of a computer player's next move in this game (see `computer_move_seed`): the
    /// app and the CLI both use it, so their computer players make the same moves.
    pub fn computer_seed(&self) -> u64 {
        computer_move_seed(self.deal, self.actions.len(), G::SEED_SHIFT)
    }

    pub fn can_undo(&self) -> bool {
        !self.actions.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Steps back one action. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.actions.pop() else {
            return false;
        };
        let mut game = G::new(&self.rules, self.deal);
        for action in &self.actions {
            game.apply(action)
                .expect("an action that applied once applies again");
        }
        self.game = game;
        self.undone.push(last);
        true
    }

    /// Re-applies the last undone action and returns its events.
    pub fn redo(&mut self) -> Option<Vec<G::Event>> {
        let action = self.undone.pop()?;
        let events = self
            .game
            .apply(&action)
            .expect("an undone action applies again");
        self.actions.push(action);
        Some(events)
    }

    pub fn save(&self) -> SavedRecord<G::Rules, G::Action, G::Deal> {
        SavedRecord {
            rules: self.rules.clone(),
            deal: self.deal,
            actions: self.actions.clone(),
            undone: self.undone.clone(),
        }
    }

    /// Restores a saved record, checking every action against the rules.
    pub fn load(saved: SavedRecord<G::Rules, G::Action, G::Deal>) -> Result<Record<G>, RuleError> {
        if saved.actions.len() + saved.undone.len() > MAX_ACTIONS {
            return Err(too_long());
        }
        let mut record = Record::<G>::replay(saved.rules, saved.deal, &saved.actions)?;
        // Redo entries must still apply, in order, on top of the replayed game.
        let mut probe = record.game.clone();
        for action in saved.undone.iter().rev() {
            probe.apply(action).map_err(|e| {
                RuleError::new(
                    RuleCode::BadReplay,
                    format!("redo list does not replay: {e}"),
                )
            })?;
        }
        record.undone = saved.undone;
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gaps::{Gaps, GapsAction, GapsRules, GapsVariant};

    fn rules() -> GapsRules {
        GapsRules::standard(GapsVariant::SolitaireX)
    }

    #[test]
    fn rule_codes_cross_ipc_as_their_snake_case_names() {
        let mut seen = std::collections::BTreeSet::new();
        for code in RuleCode::ALL {
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(json, serde_json::Value::from(code.as_str()), "{code:?}");
            assert_eq!(code.to_string(), code.as_str());
            assert_eq!(serde_json::from_value::<RuleCode>(json).unwrap(), code);
            assert!(seen.insert(code.as_str()), "{code:?} repeats a name");
        }
        // The names the UI and saved refusals already use: they must never change.
        for name in [
            "not_a_gap",
            "no_ace_phase",
            "tournament_too_late",
            "no_such_seat",
        ] {
            assert!(seen.contains(name), "{name}");
        }
        let error = RuleError::new(RuleCode::NotYourTurn, "It is not South's turn.");
        assert_eq!(
            serde_json::to_value(&error).unwrap(),
            serde_json::json!({ "code": "not_your_turn" }),
            "no words cross to the page"
        );
    }

    #[test]
    fn seats_are_checked_once_and_stay_in_range() {
        assert_eq!(Seat::<4>::new(3).unwrap().index(), 3);
        let refused = Seat::<4>::new(4).unwrap_err();
        assert_eq!(refused.code, RuleCode::NoSuchSeat);
        assert_eq!(refused.message, "There are only four seats.");
        assert_eq!(Seat::<2>::new(2).unwrap_err().code, RuleCode::NoSuchSeat);
        assert_eq!(
            Seat::<2>::new(1).unwrap().next(),
            Seat::<2>::new(0).unwrap()
        );
        assert_eq!(Seat::<4>::new(3).unwrap().next().number(), 0);
        assert_eq!(
            Seat::<4>::all().map(u8::from).collect::<Vec<_>>(),
            [0, 1, 2, 3]
        );
    }

    #[test]
    fn the_computer_seed_is_the_deal_and_the_move_count_as_each_game_always_had_it() {
        use crate::fourside::FourSide;
        use crate::soi::Soi;
        let soi = Record::<Soi>::new(Default::default(), Deal::Number(12_345));
        let fourside = Record::<FourSide>::new(Default::default(), Deal::Number(12_345));
        assert_eq!(soi.computer_seed(), 12_345);
        assert_eq!(
            computer_move_seed(12_345, 3, Soi::SEED_SHIFT),
            12_345 ^ (3 << 52)
        );
        assert_eq!(
            computer_move_seed(12_345, 3, FourSide::SEED_SHIFT),
            12_345 ^ (3 << 53)
        );
        let mut moved = fourside.clone();
        let action = moved.game().legal_actions()[0].clone();
        moved.apply(&action).unwrap();
        assert_eq!(moved.computer_seed(), 12_345 ^ (1 << 53));
    }

    #[test]
    fn a_secret_deal_gives_computer_seeds_that_do_not_show_its_bits() {
        let secret = Deal::Secret(crate::deal::DealSecret::from_bytes([0x5a; 16]));
        let seeds: Vec<u64> = (0..100)
            .map(|n| computer_move_seed(secret, n, 53))
            .collect();
        let distinct: std::collections::HashSet<_> = seeds.iter().collect();
        assert_eq!(distinct.len(), 100);
        // Two seeds of consecutive moves XORed give no move-count pattern, unlike a number's.
        assert_ne!(seeds[0] ^ seeds[1], 1 << 53);
        assert!(seeds.iter().all(|s| s.to_le_bytes() != [0x5a; 8]));
        assert_eq!(computer_move_seed(secret, 7, 53), seeds[7]);
    }

    #[test]
    fn a_saved_game_longer_than_the_cap_is_refused() {
        let saved = SavedRecord {
            rules: rules(),
            deal: 1,
            actions: vec![GapsAction::Reshuffle; MAX_ACTIONS + 1],
            undone: Vec::new(),
        };
        assert_eq!(
            Record::<Gaps>::load(saved).unwrap_err().code,
            RuleCode::TooLong
        );
    }

    #[test]
    fn a_full_record_refuses_more_actions_and_stays_unchanged() {
        let mut record = Record::<Gaps>::new(rules(), 7);
        let action = record.game().legal_actions()[0].clone();
        // Fill the history by hand: replaying 10,000 real moves is not what is tested here.
        record.actions = vec![action.clone(); MAX_ACTIONS];
        let game = record.game().clone();
        assert_eq!(record.apply(&action).unwrap_err().code, RuleCode::TooLong);
        assert_eq!(record.actions.len(), MAX_ACTIONS);
        assert_eq!(record.game(), &game);
    }
}
