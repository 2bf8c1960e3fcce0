//! The FourSide rules: two players, hands of five, placements, forfeits, hints and the end.

use super::board::{Board, Placement, Square, Tile};
use crate::deal::{self, Deal};
use crate::game::{Game, RuleCode, RuleDetail, RuleError, Seat, ToMove};
use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

pub const HAND_SIZE: usize = 5;
/// A FourSide player, checked once: 0 or 1.
pub type FourSideSeat = Seat<2>;
pub const HINTS: u8 = 3;
/// Bonus squares, and minus squares, on a board.
pub const SPECIAL_SQUARES: usize = 8;

/// The level sets the range of the numbers on the tiles (and the computer's skill).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum Level {
    Beginner,
    #[default]
    Intermediate,
    Advanced,
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [
        Level::Beginner,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
    ];

    /// The highest number on a tile: 3, 5, 7 or 9.
    pub fn max_value(self) -> u8 {
        match self {
            Level::Beginner => 3,
            Level::Intermediate => 5,
            Level::Advanced => 7,
            Level::Expert => 9,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct FourSideRules {
    pub level: Level,
    /// Odd, 7 to 11.
    pub size: u8,
}

impl Default for FourSideRules {
    fn default() -> FourSideRules {
        FourSideRules {
            level: Level::Intermediate,
            size: 9,
        }
    }
}

impl FourSideRules {
    pub fn validate(&self) -> Result<(), RuleError> {
        if (7..=11).contains(&self.size) && self.size % 2 == 1 {
            Ok(())
        } else {
            Err(RuleError::new(
                RuleCode::BadRules,
                "The board is 7, 9 or 11 squares wide.",
            ))
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum FourSideAction {
    Place(Placement),
    /// Spend one of the player's three hints.
    Hint,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum FourSideEvent {
    Placed {
        player: u8,
        /// The tile as it lies on the board (rotation applied).
        tile: Tile,
        row: u8,
        col: u8,
        /// The move's own score, which may be negative.
        score: i32,
        /// The player's total after the move (never below 0).
        total: i32,
    },
    /// A player had no legal placement and lost the turn.
    Forfeited {
        player: u8,
    },
    HintShown {
        player: u8,
        placement: Placement,
    },
    /// `winner` is `null` for a tie.
    GameOver {
        winner: Option<u8>,
        scores: [i32; 2],
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FourSide {
    rules: FourSideRules,
    deal: Deal,
    board: Board,
    hands: [Vec<Tile>; 2],
    /// The next tile of the deal's endless supply.
    next_tile: u64,
    to_move: FourSideSeat,
    scores: [i32; 2],
    hints_left: [u8; 2],
    over: bool,
}

/// Tile `k` of deal `deal`'s supply (tile 0 is the primer): each side uniform in 1..=max.
fn supply(deal: Deal, level: Level, k: u64) -> Tile {
    let mut rng = deal::stream(deal, 1 + k);
    let max = level.max_value() as u64;
    let mut side = || 1 + rng.below(max) as u8;
    Tile::new(side(), side(), side(), side())
}

/// Bonus and minus squares: four pairs of each, every pair point-symmetric about the centre,
/// none on the centre and none shared.
fn special_squares(deal: Deal, size: u8) -> Vec<Square> {
    let n = size as usize * size as usize;
    let centre = n / 2;
    let mut squares = vec![Square::Plain; n];
    let mut rng = deal::stream(deal, 0);
    // Candidates: the first half of the board (before the centre); each has its mirror after it.
    let mut half: Vec<usize> = (0..centre).collect();
    rng.shuffle(&mut half);
    for (k, &i) in half.iter().take(SPECIAL_SQUARES).enumerate() {
        let kind = if k < SPECIAL_SQUARES / 2 {
            Square::Bonus
        } else {
            Square::Minus
        };
        squares[i] = kind;
        squares[n - 1 - i] = kind;
    }
    squares
}

impl FourSide {
    pub fn rules(&self) -> &FourSideRules {
        &self.rules
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The tiles `player` holds; empty for a player that does not exist.
    pub fn hand(&self, player: u8) -> &[Tile] {
        self.hands.get(player as usize).map_or(&[], Vec::as_slice)
    }
    /// The seat whose turn it is, or, once the game is over, whose turn it would be. Layers
    /// other than the rules ask `Game::to_move`, which says when nobody is to move.
    pub fn turn(&self) -> u8 {
        self.to_move.number()
    }
    /// The hints `player` has left; 0 for a player that does not exist.
    pub fn hints_left(&self, player: u8) -> u8 {
        self.hints_left.get(player as usize).copied().unwrap_or(0)
    }
    pub fn deal(&self) -> Deal {
        self.deal
    }

    fn draw(&mut self) -> Tile {
        let tile = supply(self.deal, self.rules.level, self.next_tile);
        self.next_tile += 1;
        tile
    }

    /// Every legal placement for the player to move, with scores.
    pub fn placements(&self) -> Vec<(Placement, i32)> {
        if self.over {
            return Vec::new();
        }
        self.board.placements(&self.hands[self.to_move.index()])
    }

    /// After a move (or the deal): give the turn to whoever can move, or end the game.
    fn pass_turn(&mut self, next: FourSideSeat, events: &mut Vec<FourSideEvent>) {
        let other = next.next();
        let player = next.number();
        if self.board.is_full() {
            self.finish(events);
        } else if self.board.can_place_any(&self.hands[next.index()]) {
            self.to_move = next;
        } else if self.board.can_place_any(&self.hands[other.index()]) {
            events.push(FourSideEvent::Forfeited { player });
            self.to_move = other;
        } else {
            events.push(FourSideEvent::Forfeited { player });
            self.finish(events);
        }
    }

    fn finish(&mut self, events: &mut Vec<FourSideEvent>) {
        self.over = true;
        events.push(FourSideEvent::GameOver {
            winner: self.winner(),
            scores: self.scores,
        });
    }

    /// The winner of a finished game; `None` for a tie or a game still going.
    pub fn winner(&self) -> Option<u8> {
        if !self.over || self.scores[0] == self.scores[1] {
            return None;
        }
        Some(if self.scores[0] > self.scores[1] {
            0
        } else {
            1
        })
    }

    fn place(&mut self, p: Placement) -> Result<Vec<FourSideEvent>, RuleError> {
        let seat = self.to_move;
        let player = seat.number();
        let tile = *self.hands[seat.index()]
            .get(p.hand as usize)
            .ok_or_else(|| {
                RuleError::new(RuleCode::NoTile, "There is no such tile in the hand.")
            })?;
        if p.rotation > 3 {
            return Err(RuleError::new(
                RuleCode::BadRotation,
                "A tile turns 0 to 3 quarter turns.",
            ));
        }
        let turned = tile.rotated(p.rotation);
        let score = self
            .board
            .score(turned, p.row, p.col)
            .map_err(|why| RuleError::with_detail(RuleCode::DoesNotFit, RuleDetail::Misfit(why)))?;
        self.board.put(turned, p.row, p.col);
        let slot = &mut self.scores[seat.index()];
        *slot = (*slot + score).max(0);
        let total = *slot;
        self.hands[seat.index()].remove(p.hand as usize);
        let fresh = self.draw();
        self.hands[seat.index()].push(fresh);
        let mut events = vec![FourSideEvent::Placed {
            player,
            tile: turned,
            row: p.row,
            col: p.col,
            score,
            total,
        }];
        self.pass_turn(seat.next(), &mut events);
        Ok(events)
    }

    /// A legal move for the hint: not the best one, the first found.
    fn hint(&mut self) -> Result<Vec<FourSideEvent>, RuleError> {
        let seat = self.to_move;
        let player = seat.number();
        if self.hints_left[seat.index()] == 0 {
            return Err(RuleError::new(
                RuleCode::NoHints,
                "All three hints have been used.",
            ));
        }
        let (placement, _) = *self
            .placements()
            .first()
            .ok_or_else(|| RuleError::new(RuleCode::NoMove, "There is no move to show."))?;
        self.hints_left[seat.index()] -= 1;
        Ok(vec![FourSideEvent::HintShown { player, placement }])
    }

    /// Builds a position by hand, for tests.
    pub fn from_parts(
        rules: FourSideRules,
        board: Board,
        hands: [Vec<Tile>; 2],
        to_move: u8,
        scores: [i32; 2],
    ) -> FourSide {
        FourSide {
            rules,
            deal: Deal::Number(0),
            board,
            hands,
            next_tile: 1000,
            to_move: FourSideSeat::new(to_move).expect("player 0 or 1"),
            scores,
            hints_left: [HINTS; 2],
            over: false,
        }
    }

    /// The position `view` shows, with the opponent's hand and the supply to come drawn by a
    /// search (a determinization): `deal` seeds the tiles still to be drawn. Public for the
    /// reference players (`quadrille-anchors`), which search such positions.
    pub fn from_view(view: &FourSideView, opponent: Vec<Tile>, deal: Deal) -> FourSide {
        let mut hands = [view.hand.clone(), view.hand.clone()];
        hands[(view.seat ^ 1) as usize & 1] = opponent;
        FourSide {
            rules: view.rules,
            deal,
            board: view.board.clone(),
            hands,
            next_tile: 0,
            to_move: FourSideSeat::new(view.to_move).unwrap_or(FourSideSeat::FIRST),
            scores: view.scores,
            hints_left: view.hints_left,
            over: view.over,
        }
    }

    /// Plays a determinized game to its end at random, in place, for the information-set
    /// search: each move a fitting (tile, turn, square) drawn uniformly, and the tiles drawn
    /// after it random too (they are unknown to the searching seat). The rules are the game's:
    /// a player who cannot place forfeits the turn, and the game ends when the board is full or
    /// neither can place. What each frontier square needs is kept up to date (`Needs`), so a
    /// fit is one comparison instead of a look at four neighbours. It lives here, not with the
    /// search (`quadrille-anchors`), because it plays on the game's own state in place.
    pub fn play_out_at_random(&mut self, rng: &mut impl rand::Rng) {
        use super::board::Needs;
        let max = self.rules.level.max_value();
        let mut needs = Needs::new(&self.board);
        let mut empty = self.board.tiles.iter().filter(|t| t.is_none()).count();
        let mut listed = Vec::new();
        let mut turns = self
            .hands
            .clone()
            .map(|hand| hand.iter().map(|&t| Needs::turns(t)).collect::<Vec<_>>());
        while !self.over {
            if empty == 0 {
                self.over = true;
                break;
            }
            let seat = self.to_move.index();
            let Some((held, tile, k)) = needs.random_fit(&turns[seat], &mut listed, rng) else {
                let other = self.to_move.next();
                if needs
                    .random_fit(&turns[other.index()], &mut listed, rng)
                    .is_none()
                {
                    self.over = true;
                } else {
                    self.to_move = other;
                }
                continue;
            };
            let score = needs.score(k);
            let (row, col) = needs.place(&mut self.board, k, tile);
            debug_assert!(self.board.at(row, col).is_some());
            empty -= 1;
            self.scores[seat] = (self.scores[seat] + score).max(0);
            let mut side = || rng.random_range(1..=max);
            let fresh = Tile::new(side(), side(), side(), side());
            self.hands[seat][held] = fresh;
            turns[seat][held] = Needs::turns(fresh);
            self.to_move = self.to_move.next();
        }
    }

    /// Who moves first: drawn from the deal number (if that player cannot move at the deal,
    /// the other one starts and the first forfeits).
    fn first_player(&self) -> FourSideSeat {
        FourSideSeat::new(deal::stream(self.deal, 0).below(2) as u8).expect("drawn below 2")
    }
}

/// What one player may see: the board, their own hand, and the opponent's hand size only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct FourSideView {
    pub seat: u8,
    pub rules: FourSideRules,
    pub board: Board,
    pub hand: Vec<Tile>,
    pub opponent_hand_size: u8,
    pub to_move: u8,
    pub scores: [i32; 2],
    pub hints_left: [u8; 2],
    pub over: bool,
    pub winner: Option<u8>,
    /// The seat's legal placements when it is to move (empty otherwise), with their scores.
    pub placements: Vec<ScoredPlacement>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct ScoredPlacement {
    pub placement: Placement,
    pub score: i32,
}

fn scored(placements: Vec<(Placement, i32)>) -> Vec<ScoredPlacement> {
    placements
        .into_iter()
        .map(|(placement, score)| ScoredPlacement { placement, score })
        .collect()
}

impl FourSideView {
    /// The seat's legal placements with their scores, from what its view shows: the same as
    /// the game's when the seat is to move, none otherwise. A client rebuilds `placements`
    /// with it instead of being sent them.
    pub fn legal_placements(&self) -> Vec<ScoredPlacement> {
        if self.over || self.seat != self.to_move {
            return Vec::new();
        }
        scored(self.board.placements(&self.hand))
    }
}

impl Game for FourSide {
    type Rules = FourSideRules;
    type Action = FourSideAction;
    type Event = FourSideEvent;
    type Seat = u8;
    type View = FourSideView;
    type Deal = Deal;

    fn new(rules: &FourSideRules, deal: Deal) -> FourSide {
        let n = rules.size as usize * rules.size as usize;
        let mut game = FourSide {
            rules: *rules,
            deal,
            board: Board {
                size: rules.size,
                tiles: vec![None; n],
                squares: special_squares(deal, rules.size),
            },
            hands: [Vec::new(), Vec::new()],
            next_tile: 0,
            to_move: FourSideSeat::FIRST,
            scores: [0, 0],
            hints_left: [HINTS; 2],
            over: false,
        };
        let primer = game.draw();
        let centre = rules.size / 2;
        game.board.put(primer, centre, centre);
        for player in 0..2 {
            for _ in 0..HAND_SIZE {
                let tile = game.draw();
                game.hands[player].push(tile);
            }
        }
        let first = game.first_player();
        game.pass_turn(first, &mut Vec::new());
        game
    }

    fn legal_actions(&self) -> Vec<FourSideAction> {
        let mut actions: Vec<FourSideAction> = self
            .placements()
            .into_iter()
            .map(|(p, _)| FourSideAction::Place(p))
            .collect();
        if !actions.is_empty() && self.hints_left[self.to_move.index()] > 0 {
            actions.push(FourSideAction::Hint);
        }
        actions
    }

    fn apply(&mut self, action: &FourSideAction) -> Result<Vec<FourSideEvent>, RuleError> {
        if self.over {
            return Err(RuleError::new(RuleCode::GameOver, "The game is over."));
        }
        let mut next = self.clone();
        let events = match *action {
            FourSideAction::Place(p) => next.place(p)?,
            FourSideAction::Hint => next.hint()?,
        };
        *self = next;
        Ok(events)
    }

    fn view(&self, seat: u8) -> FourSideView {
        let placements = if seat == self.turn() {
            scored(self.placements())
        } else {
            Vec::new()
        };
        FourSideView {
            seat,
            rules: self.rules,
            board: self.board.clone(),
            hand: self.hand(seat).to_vec(),
            // The other player: 0 and 1 swap; a seat that does not exist sees no one's hand.
            opponent_hand_size: self.hand(seat ^ 1).len() as u8,
            to_move: self.turn(),
            scores: self.scores,
            hints_left: self.hints_left,
            over: self.over,
            winner: self.winner(),
            placements,
        }
    }

    fn is_over(&self) -> bool {
        self.over
    }

    fn to_move(&self) -> ToMove<u8> {
        if self.over {
            ToMove::Over
        } else {
            ToMove::Seat(self.to_move.into())
        }
    }

    fn scores(&self) -> Vec<i32> {
        self.scores.to_vec()
    }
}

impl FourSide {
    pub fn square(&self, row: u8, col: u8) -> Square {
        self.board.squares[self.board.index(row, col).expect("on the board")]
    }
}
