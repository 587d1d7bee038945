//! Combinations (N4–N6): runs and groups, with at most one joker whose meaning floats.
//! What a run and a group are is the shared meld core ([`crate::games::melds`]) under Rumminy's
//! parameters; this module names what is wrong in the player's words.
//!
//! A combination is a set of tiles: the order a player writes it in does not matter, and
//! [`arrange`] lays it out for display (a run ascending with its joker in place).

use std::fmt;

use super::tile::{tiles_text, Colour, Tile};
use crate::games::melds::{self, Ace, MeldRules, NoMeld, SetSuits, Shape};

/// What a valid combination is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ComboKind {
    /// N4: `low..=high` of one colour (the joker, if any, fills a gap or extends an end).
    Run { colour: Colour, low: u8, high: u8 },
    /// N5: one number, every colour different.
    Group { number: u8 },
}

/// Why some tiles are not a combination.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ComboError {
    #[error("it has {}: a combination needs at least 3", tiles_count(*.0))]
    TooShort(usize),
    #[error("it has {0} tiles: a run has at most 9 and a group at most 4")]
    TooLong(usize),
    #[error("it holds two jokers: a combination may hold only one")]
    TwoJokers,
    #[error("a group needs different colours, and {0} is there twice")]
    ColourTwice(Tile),
    #[error("a run needs different numbers, and {0} is there twice")]
    NumberTwice(Tile),
    #[error("its numbers are not consecutive: {0} is missing")]
    Gap(Tile),
    #[error("it is neither a run (one colour, consecutive numbers) nor a group (one number, different colours)")]
    Mixed,
}

/// `1 tile`, `2 tiles`.
fn tiles_count(n: usize) -> String {
    format!("{n} tile{}", if n == 1 { "" } else { "s" })
}

/// A combination as a player wrote it, for messages.
#[derive(Clone, PartialEq, Eq)]
pub struct TileList(pub Vec<Tile>);

impl fmt::Display for TileList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tiles_text(&self.0))
    }
}

/// A combination in a message, its tiles as the player types them (`R7 R8 R9`).
impl crate::lang::catalogue::Arg for TileList {
    fn arg(&self) -> fluent_bundle::FluentValue<'static> {
        self.to_string().into()
    }
}

impl fmt::Debug for TileList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// N4–N6 as parameters of the shared meld core: groups of 3–4 in distinct colours, runs of 3–9
/// from 1 to 9 with no wrap, at most one joker.
pub(crate) const RULES: MeldRules = MeldRules {
    set_len: 3..=4,
    run_len: 3..=9,
    max_jokers: 1,
    set_suits: SetSuits::Distinct,
    ace: Ace::Low,
    top: 9,
};

/// N4–N6: what `tiles` make, or why they make nothing.
///
/// # Errors
/// The first reason the tiles are not a valid combination.
pub fn check(tiles: &[Tile]) -> Result<ComboKind, ComboError> {
    let tile = |piece| Tile::from_piece(piece).unwrap_or(Tile::JOKER);
    match melds::classify(tiles, &RULES) {
        Ok(Shape::Set { rank }) => Ok(ComboKind::Group { number: rank }),
        Ok(Shape::Run { suit, low, high }) => Ok(ComboKind::Run {
            colour: Colour::ALL[usize::from(suit)],
            low,
            high,
        }),
        // Jokers only: never 3 or more tiles with one joker at most.
        Ok(Shape::Wild) | Err(NoMeld::Mixed) => Err(ComboError::Mixed),
        Err(NoMeld::TooManyJokers(_)) => Err(ComboError::TwoJokers),
        Err(NoMeld::TooShort(len)) => Err(ComboError::TooShort(len)),
        Err(NoMeld::TooLong(len)) => Err(ComboError::TooLong(len)),
        Err(NoMeld::SuitTwice(piece)) => Err(ComboError::ColourTwice(tile(piece))),
        Err(NoMeld::RankTwice(piece)) => Err(ComboError::NumberTwice(tile(piece))),
        Err(NoMeld::Gap(piece)) => Err(ComboError::Gap(tile(piece))),
    }
}

/// Where a run's joker stands: in the gap, else above the run, else below it (a run up to 9).
fn joker_number(kind: ComboKind, tiles: &[Tile]) -> Option<u8> {
    match kind {
        ComboKind::Run { low, high, .. } => {
            let gap = (low..=high).find(|&n| !tiles.iter().any(|t| t.number() == Some(n)));
            Some(gap.unwrap_or(if high < 9 {
                high + 1
            } else {
                low.saturating_sub(1)
            }))
        }
        ComboKind::Group { number } => Some(number),
    }
}

/// A valid combination laid out for display: a run ascending with the joker in its place, a
/// group in colour order with the joker last. Tiles that are no combination come back sorted.
#[must_use]
pub fn arrange(tiles: &[Tile]) -> Vec<Tile> {
    let mut out = tiles.to_vec();
    out.sort_unstable();
    let Ok(kind @ ComboKind::Run { .. }) = check(tiles) else {
        return out;
    };
    let joker_at = joker_number(kind, tiles);
    let mut naturals: Vec<Tile> = out.into_iter().filter(|t| !t.is_joker()).collect();
    if tiles.iter().any(|t| t.is_joker()) {
        let at = naturals
            .iter()
            .position(|t| t.number() > joker_at)
            .unwrap_or(naturals.len());
        naturals.insert(at, Tile::JOKER);
    }
    naturals
}

/// N11: the points of a valid combination, a joker counting as the highest tile it can stand for
/// there; 0 for tiles that are no combination.
#[must_use]
pub fn meld_points(tiles: &[Tile]) -> u32 {
    let Ok(kind) = check(tiles) else {
        return 0;
    };
    let joker = joker_number(kind, tiles).unwrap_or(0);
    tiles
        .iter()
        .map(|t| u32::from(t.number().unwrap_or(joker)))
        .sum()
}
