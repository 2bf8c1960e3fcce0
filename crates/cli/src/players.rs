//! Every computer player the CLI can seat: the app's levels and the published reference
//! methods they are measured against (`ismcts:N`, and for FourSide `expectimax[:N]`), named on
//! the command line as `medium`, `ismcts:1000`, `expectimax:16`.

use quadrille_anchors::{self as anchors, ismcts::Settings};
use quadrille_engine::fourside::{self, FourSideView, Level, Placement};
use quadrille_engine::soi::{self, Ask, SoiLevel, SoiView};
use rand::Rng;
use std::fmt;
use std::str::FromStr;

/// The most iterations or samples a player may be given (a decision stays under seconds).
const MAX_EFFORT: u32 = 1_000_000;
/// Opponent hands the expectimax anchor imagines when none is named.
const EXPECTIMAX_SAMPLES: u32 = 16;

/// `name` or `name:N` with 1 <= N <= MAX_EFFORT.
fn effort(spec: &str, name: &str, default: Option<u32>) -> Option<Result<u32, String>> {
    let rest = spec.strip_prefix(name)?;
    let number = match rest.strip_prefix(':') {
        Some(n) => n,
        None if rest.is_empty() => {
            return Some(default.ok_or_else(|| format!("{name} needs a number: {name}:N")))
        }
        None => return None,
    };
    Some(match number.parse::<u32>() {
        Ok(n) if (1..=MAX_EFFORT).contains(&n) => Ok(n),
        _ => Err(format!(
            "{spec}: N is a whole number from 1 to {MAX_EFFORT}"
        )),
    })
}

/// A Soi player: a level of the app or the information-set search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SoiPlayer {
    Level(SoiLevel),
    Ismcts(u32),
}

impl SoiPlayer {
    pub fn ask(&self, view: &SoiView, rng: &mut impl Rng) -> Option<Ask> {
        match *self {
            SoiPlayer::Level(level) => soi::bot::choose(view, level, rng),
            SoiPlayer::Ismcts(n) => anchors::soi::ismcts_ask(view, Settings::iterations(n), rng),
        }
    }
}

impl FromStr for SoiPlayer {
    type Err = String;
    fn from_str(spec: &str) -> Result<SoiPlayer, String> {
        let spec = spec.trim().to_ascii_lowercase();
        if let Some(n) = effort(&spec, "ismcts", None) {
            return n.map(SoiPlayer::Ismcts);
        }
        SoiLevel::ALL
            .into_iter()
            .find(|&l| SoiPlayer::Level(l).to_string() == spec)
            .map(SoiPlayer::Level)
            .ok_or_else(|| format!("{spec}: a Soi player is easy, medium, impossible or ismcts:N"))
    }
}

impl fmt::Display for SoiPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SoiPlayer::Level(SoiLevel::Easy) => f.write_str("easy"),
            SoiPlayer::Level(SoiLevel::Medium) => f.write_str("medium"),
            SoiPlayer::Level(SoiLevel::Impossible) => f.write_str("impossible"),
            SoiPlayer::Ismcts(n) => write!(f, "ismcts:{n}"),
        }
    }
}

/// A FourSide player: a level of the app, two-ply expectimax or the information-set search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FourSidePlayer {
    Level(Level),
    Expectimax(u32),
    Ismcts(u32),
}

impl FourSidePlayer {
    pub fn place(&self, view: &FourSideView, rng: &mut impl Rng) -> Option<Placement> {
        match *self {
            FourSidePlayer::Level(level) => fourside::bot::choose(view, level, rng),
            FourSidePlayer::Expectimax(n) => {
                anchors::fourside::expectimax_placement(view, n as usize, rng)
            }
            FourSidePlayer::Ismcts(n) => {
                anchors::fourside::ismcts_placement(view, Settings::iterations(n), rng)
            }
        }
    }

    /// The level whose tiles this player is named after (anchors have none).
    pub fn level(&self) -> Option<Level> {
        match *self {
            FourSidePlayer::Level(level) => Some(level),
            _ => None,
        }
    }
}

impl FromStr for FourSidePlayer {
    type Err = String;
    fn from_str(spec: &str) -> Result<FourSidePlayer, String> {
        let spec = spec.trim().to_ascii_lowercase();
        if let Some(n) = effort(&spec, "ismcts", None) {
            return n.map(FourSidePlayer::Ismcts);
        }
        if let Some(n) = effort(&spec, "expectimax", Some(EXPECTIMAX_SAMPLES)) {
            return n.map(FourSidePlayer::Expectimax);
        }
        Level::ALL
            .into_iter()
            .find(|&l| FourSidePlayer::Level(l).to_string() == spec)
            .map(FourSidePlayer::Level)
            .ok_or_else(|| {
                format!(
                    "{spec}: a FourSide player is beginner, intermediate, advanced, expert, \
                     expectimax[:N] or ismcts:N"
                )
            })
    }
}

impl fmt::Display for FourSidePlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FourSidePlayer::Level(Level::Beginner) => f.write_str("beginner"),
            FourSidePlayer::Level(Level::Intermediate) => f.write_str("intermediate"),
            FourSidePlayer::Level(Level::Advanced) => f.write_str("advanced"),
            FourSidePlayer::Level(Level::Expert) => f.write_str("expert"),
            FourSidePlayer::Expectimax(n) => write!(f, "expectimax:{n}"),
            FourSidePlayer::Ismcts(n) => write!(f, "ismcts:{n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_named_as_they_are_written() {
        for spec in ["easy", "medium", "impossible", "ismcts:1000", "ismcts:1"] {
            assert_eq!(spec.parse::<SoiPlayer>().unwrap().to_string(), spec);
        }
        for spec in ["beginner", "expert", "expectimax:16", "ismcts:250"] {
            assert_eq!(spec.parse::<FourSidePlayer>().unwrap().to_string(), spec);
        }
        assert_eq!("Expectimax".parse(), Ok(FourSidePlayer::Expectimax(16)));
        assert_eq!(
            " IMPOSSIBLE ".parse(),
            Ok(SoiPlayer::Level(SoiLevel::Impossible))
        );
    }

    #[test]
    fn unknown_players_and_bad_numbers_are_refused_in_words() {
        for bad in [
            "ismcts",
            "ismcts:0",
            "ismcts:x",
            "ismcts:2000000",
            "ismctsx",
            "hard",
            "",
        ] {
            let error = bad.parse::<SoiPlayer>().unwrap_err();
            assert!(!error.is_empty(), "{bad}");
        }
        assert!(
            "expectimax".parse::<SoiPlayer>().is_err(),
            "Soi has no expectimax"
        );
        assert!("medium".parse::<FourSidePlayer>().is_err());
        assert!("expectimax:0".parse::<FourSidePlayer>().is_err());
    }
}
