//! Tiles, squares and the board: where a tile fits and what it scores. Shared by the rules and
//! by the computer players, who see the board but never the opponent's hand.

use super::why::FourSideWhy;
use serde::{Deserialize, Serialize};
#[cfg(feature = "ts")]
use ts_rs::TS;

/// A square tile with a number on each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct Tile {
    pub top: u8,
    pub right: u8,
    pub bottom: u8,
    pub left: u8,
}

impl Tile {
    pub const fn new(top: u8, right: u8, bottom: u8, left: u8) -> Tile {
        Tile {
            top,
            right,
            bottom,
            left,
        }
    }

    /// The tile turned clockwise by `quarters` quarter turns: the left number comes to the top.
    pub fn rotated(self, quarters: u8) -> Tile {
        let mut t = self;
        for _ in 0..quarters % 4 {
            t = Tile::new(t.left, t.top, t.right, t.bottom);
        }
        t
    }

    /// The number on side `side` (0 top, 1 right, 2 bottom, 3 left).
    pub fn side(self, side: usize) -> u8 {
        [self.top, self.right, self.bottom, self.left][side]
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", ts(export))]
pub enum Square {
    Plain,
    /// +20 to a move placed here.
    Bonus,
    /// −20 to a move placed here.
    Minus,
}

pub const BONUS: i32 = 20;
/// Row and column steps to the neighbour on each side, and the side of the neighbour that faces back.
const STEPS: [(i32, i32, usize); 4] = [(-1, 0, 2), (0, 1, 3), (1, 0, 0), (0, -1, 1)];

/// A placement: which hand tile, turned how far, where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct Placement {
    /// Index into the hand.
    pub hand: u8,
    /// Clockwise quarter turns, 0–3.
    pub rotation: u8,
    pub row: u8,
    pub col: u8,
}

/// A tile as it would lie on a square, and what it would score there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fit {
    pub score: i32,
    /// Already turned.
    pub tile: Tile,
    pub row: u8,
    pub col: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[cfg_attr(feature = "ts", ts(export))]
pub struct Board {
    pub size: u8,
    /// Row by row.
    pub tiles: Vec<Option<Tile>>,
    pub squares: Vec<Square>,
}

impl Board {
    pub fn index(&self, row: u8, col: u8) -> Option<usize> {
        (row < self.size && col < self.size)
            .then(|| row as usize * self.size as usize + col as usize)
    }

    pub fn at(&self, row: u8, col: u8) -> Option<Tile> {
        self.index(row, col).and_then(|i| self.tiles[i])
    }

    pub fn is_full(&self) -> bool {
        self.tiles.iter().all(Option::is_some)
    }

    /// The neighbour on `side` of (row, col), if there is a tile there.
    fn neighbour(&self, row: u8, col: u8, side: usize) -> Option<Tile> {
        let (dr, dc, _) = STEPS[side];
        let (r, c) = (row as i32 + dr, col as i32 + dc);
        if r < 0 || c < 0 {
            return None;
        }
        self.at(r as u8, c as u8)
    }

    /// What `tile`, as it lies, scores at (row, col), or why it may not go there. Cheap either
    /// way: the search tries every tile, turn and square, and most of them do not fit.
    pub fn score(&self, tile: Tile, row: u8, col: u8) -> Result<i32, FourSideWhy> {
        let i = self.index(row, col).ok_or(FourSideWhy::OffBoard {
            row,
            col,
            size: self.size,
        })?;
        if self.tiles[i].is_some() {
            return Err(FourSideWhy::Occupied);
        }
        let (mut sum, mut touching) = (0i32, 0i32);
        for (side, &(_, _, opposite)) in STEPS.iter().enumerate() {
            let Some(other) = self.neighbour(row, col, side) else {
                continue;
            };
            let facing = other.side(opposite);
            if tile.side(side) != facing {
                return Err(FourSideWhy::Mismatch {
                    side: side as u8,
                    shows: tile.side(side),
                    facing,
                });
            }
            sum += facing as i32;
            touching += 1;
        }
        if touching == 0 {
            return Err(FourSideWhy::Alone);
        }
        Ok(sum * touching
            + match self.squares[i] {
                Square::Plain => 0,
                Square::Bonus => BONUS,
                Square::Minus => -BONUS,
            })
    }

    /// What `tile`, as it lies, scores at (row, col), if it fits there.
    pub fn fits(&self, tile: Tile, row: u8, col: u8) -> Option<i32> {
        self.score(tile, row, col).ok()
    }

    /// Empty squares next to at least one tile: the only places a tile can go.
    pub fn frontier(&self) -> Vec<(u8, u8)> {
        let mut cells = Vec::new();
        for row in 0..self.size {
            for col in 0..self.size {
                if self.at(row, col).is_none()
                    && (0..4).any(|side| self.neighbour(row, col, side).is_some())
                {
                    cells.push((row, col));
                }
            }
        }
        cells
    }

    /// Every legal placement of a tile from `hand`, with its score. Identical tiles and
    /// rotations that look the same are listed once.
    pub fn placements(&self, hand: &[Tile]) -> Vec<(Placement, i32)> {
        let frontier = self.frontier();
        let mut found = Vec::new();
        let mut tried: Vec<Tile> = Vec::new();
        for (h, &tile) in hand.iter().enumerate() {
            for rotation in 0..4u8 {
                let turned = tile.rotated(rotation);
                if tried.contains(&turned) {
                    continue;
                }
                tried.push(turned);
                for &(row, col) in &frontier {
                    if let Ok(score) = self.score(turned, row, col) {
                        found.push((
                            Placement {
                                hand: h as u8,
                                rotation,
                                row,
                                col,
                            },
                            score,
                        ));
                    }
                }
            }
        }
        found
    }

    /// The best score any tile of `hand`, in any rotation, makes at (row, col), if one fits.
    pub fn best_at(&self, hand: &[Tile], row: u8, col: u8) -> Option<i32> {
        self.best_fit_at(hand, row, col).map(|fit| fit.score)
    }

    /// The best-scoring tile of `hand`, turned as it would lie, at (row, col), if one fits
    /// (the first found among equal scores).
    pub fn best_fit_at(&self, hand: &[Tile], row: u8, col: u8) -> Option<Fit> {
        let mut best: Option<Fit> = None;
        for &tile in hand {
            for r in 0..4 {
                let turned = tile.rotated(r);
                if let Ok(score) = self.score(turned, row, col) {
                    if best.is_none_or(|b| score > b.score) {
                        best = Some(Fit {
                            score,
                            tile: turned,
                            row,
                            col,
                        });
                    }
                }
            }
        }
        best
    }

    /// Takes the tile off (row, col): a search puts a move on the board, looks, and takes it
    /// back instead of copying the board.
    pub fn clear(&mut self, row: u8, col: u8) {
        let i = self.index(row, col).expect("on the board");
        self.tiles[i] = None;
    }

    /// The four orthogonal neighbours of (row, col) that are on the board.
    pub fn neighbours(&self, row: u8, col: u8) -> impl Iterator<Item = (u8, u8)> + '_ {
        STEPS.iter().filter_map(move |&(dr, dc, _)| {
            let (r, c) = (row as i32 + dr, col as i32 + dc);
            (r >= 0 && c >= 0 && r < self.size as i32 && c < self.size as i32)
                .then_some((r as u8, c as u8))
        })
    }

    pub fn can_place_any(&self, hand: &[Tile]) -> bool {
        let frontier = self.frontier();
        hand.iter().any(|&tile| {
            (0..4).any(|r| {
                let turned = tile.rotated(r);
                frontier
                    .iter()
                    .any(|&(row, col)| self.score(turned, row, col).is_ok())
            })
        })
    }

    pub fn put(&mut self, tile: Tile, row: u8, col: u8) {
        let i = self.index(row, col).expect("on the board");
        self.tiles[i] = Some(tile);
    }
}

/// What each square of a board's frontier needs of a tile, kept up to date as tiles are put,
/// for the search's random playouts: a tile turned one way is four numbers in a `u32`, a square
/// needs some of those bytes to be given numbers, and a fit is `tile & mask == value`. The score
/// of any tile that fits a square is the square's own (the numbers it matches are the ones it
/// needs).
pub struct Needs {
    squares: Vec<(u8, u8)>,
    /// (value, mask, score) for each square.
    need: Vec<(u32, u32, i32)>,
}

impl Needs {
    pub fn new(board: &Board) -> Needs {
        let squares = board.frontier();
        let need = squares
            .iter()
            .map(|&(r, c)| Needs::of(board, r, c))
            .collect();
        Needs { squares, need }
    }

    fn pack(tile: Tile) -> u32 {
        u32::from_le_bytes([tile.top, tile.right, tile.bottom, tile.left])
    }

    fn unpack(bits: u32) -> Tile {
        let [top, right, bottom, left] = bits.to_le_bytes();
        Tile::new(top, right, bottom, left)
    }

    /// A tile's four turns, packed.
    pub fn turns(tile: Tile) -> [u32; 4] {
        std::array::from_fn(|r| Needs::pack(tile.rotated(r as u8)))
    }

    fn of(board: &Board, row: u8, col: u8) -> (u32, u32, i32) {
        let (mut value, mut mask, mut sum, mut touching) = (0u32, 0u32, 0i32, 0i32);
        for (side, &(_, _, opposite)) in STEPS.iter().enumerate() {
            if let Some(other) = board.neighbour(row, col, side) {
                let facing = other.side(opposite);
                value |= (facing as u32) << (8 * side);
                mask |= 0xff << (8 * side);
                sum += facing as i32;
                touching += 1;
            }
        }
        let i = board.index(row, col).expect("on the board");
        let special = match board.squares[i] {
            Square::Plain => 0,
            Square::Bonus => BONUS,
            Square::Minus => -BONUS,
        };
        (value, mask, sum * touching + special)
    }

    pub fn score(&self, k: usize) -> i32 {
        self.need[k].2
    }

    /// A fitting (hand index, packed turned tile, frontier index) among `turns` (a hand's tiles,
    /// each turned four ways), uniform over the fitting triples, or `None` when nothing fits.
    /// Draws triples a few dozen times before listing them all: a drawn triple that fits is as
    /// uniform as one picked from the list.
    pub fn random_fit(
        &self,
        turns: &[[u32; 4]],
        listed: &mut Vec<(usize, u32, usize)>,
        rng: &mut impl rand::Rng,
    ) -> Option<(usize, u32, usize)> {
        const DRAWS: usize = 32;
        if turns.is_empty() || self.squares.is_empty() {
            return None;
        }
        for _ in 0..DRAWS {
            let held = rng.random_range(0..turns.len());
            let tile = turns[held][rng.random_range(0..4)];
            let k = rng.random_range(0..self.need.len());
            let (value, mask, _) = self.need[k];
            if tile & mask == value {
                return Some((held, tile, k));
            }
        }
        listed.clear();
        for (k, &(value, mask, _)) in self.need.iter().enumerate() {
            for (held, hand) in turns.iter().enumerate() {
                for &tile in hand {
                    if tile & mask == value {
                        listed.push((held, tile, k));
                    }
                }
            }
        }
        (!listed.is_empty()).then(|| listed[rng.random_range(0..listed.len())])
    }

    /// Puts the packed `tile` on frontier square `k` of `board` (the board these needs are
    /// of) and brings the needs up to date; returns the square.
    pub fn place(&mut self, board: &mut Board, k: usize, tile: u32) -> (u8, u8) {
        let (row, col) = self.squares.swap_remove(k);
        self.need.swap_remove(k);
        board.put(Needs::unpack(tile), row, col);
        let around: Vec<(u8, u8)> = board.neighbours(row, col).collect();
        for (r, c) in around {
            if board.at(r, c).is_some() {
                continue;
            }
            let need = Needs::of(board, r, c);
            match self.squares.iter().position(|&sq| sq == (r, c)) {
                Some(j) => self.need[j] = need,
                None => {
                    self.squares.push((r, c));
                    self.need.push(need);
                }
            }
        }
        (row, col)
    }
}
