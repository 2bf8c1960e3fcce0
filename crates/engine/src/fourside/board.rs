//! Tiles, squares and the board: where a tile fits and what it scores. Shared by the rules and
//! by the computer players, who see the board but never the opponent's hand.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A square tile with a number on each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Square {
    Plain,
    /// +20 to a move placed here.
    Bonus,
    /// −20 to a move placed here.
    Minus,
}

pub const BONUS: i32 = 20;
const SIDE_NAMES: [&str; 4] = ["top", "right", "bottom", "left"];
/// Row and column steps to the neighbour on each side, and the side of the neighbour that faces back.
const STEPS: [(i32, i32, usize); 4] = [(-1, 0, 2), (0, 1, 3), (1, 0, 0), (0, -1, 1)];

/// A placement: which hand tile, turned how far, where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Placement {
    /// Index into the hand.
    pub hand: u8,
    /// Clockwise quarter turns, 0–3.
    pub rotation: u8,
    pub row: u8,
    pub col: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
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

    /// What `tile` scores at (row, col), or why it may not go there.
    pub fn score(&self, tile: Tile, row: u8, col: u8) -> Result<i32, String> {
        let Some(i) = self.index(row, col) else {
            return Err(format!(
                "Row {} column {} is not on the {size}×{size} board.",
                u16::from(row) + 1,
                u16::from(col) + 1,
                size = self.size
            ));
        };
        if self.tiles[i].is_some() {
            return Err("That square already holds a tile.".to_string());
        }
        let (mut sum, mut touching) = (0i32, 0i32);
        for side in 0..4 {
            let Some(other) = self.neighbour(row, col, side) else {
                continue;
            };
            let facing = other.side(STEPS[side].2);
            if tile.side(side) != facing {
                return Err(format!(
                    "The {} side shows {} but the tile {} it shows {}.",
                    SIDE_NAMES[side],
                    tile.side(side),
                    ["above", "to the right", "below", "to the left"][side],
                    facing
                ));
            }
            sum += facing as i32;
            touching += 1;
        }
        if touching == 0 {
            return Err("A tile must touch at least one tile already on the board.".to_string());
        }
        Ok(sum * touching
            + match self.squares[i] {
                Square::Plain => 0,
                Square::Bonus => BONUS,
                Square::Minus => -BONUS,
            })
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
        hand.iter()
            .flat_map(|&tile| (0..4).map(move |r| tile.rotated(r)))
            .filter_map(|turned| self.score(turned, row, col).ok())
            .max()
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
