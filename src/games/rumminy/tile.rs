//! Tiles (N1): colours, faces and physical tiles, and their notation.
//!
//! A [`Tile`] is a face (`R7`, `J`): what the rules and players care about. A [`TileId`] is one of
//! the 74 physical tiles, so the two `R7` are distinct and every tile can be accounted for. Tiles
//! are written colour + number with the letters of the rules file: `R` red, `B` blue, `Y` yellow,
//! `K` black, and `J` for a joker. The table deals from [`crate::cards::Pack::Tiles74`]; a card id
//! of that pack is a tile id through [`TileId::from_card`] (suit = colour, rank = number).

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

use crate::cards::{CardId, Rank, Suit};
use crate::games::melds::Piece;

/// A tile colour (N1), in the order the notation and the views list them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Red = 0,
    Blue = 1,
    Yellow = 2,
    Black = 3,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Black];

    /// The notation letter.
    #[must_use]
    pub fn letter(self) -> char {
        ['R', 'B', 'Y', 'K'][self as usize]
    }

    #[must_use]
    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|col| col.letter() == c.to_ascii_uppercase())
    }

    /// The card suit standing for this colour in the shared id space.
    fn suit(self) -> Suit {
        match self {
            Colour::Red => Suit::Hearts,
            Colour::Blue => Suit::Clubs,
            Colour::Yellow => Suit::Diamonds,
            Colour::Black => Suit::Spades,
        }
    }

    fn from_suit(suit: Suit) -> Colour {
        match suit {
            Suit::Hearts => Colour::Red,
            Suit::Clubs => Colour::Blue,
            Suit::Diamonds => Colour::Yellow,
            Suit::Spades => Colour::Black,
        }
    }
}

/// A tile face: a colour and a number 1–9, or a joker. Packed as `colour * 9 + number - 1`, the
/// joker 36, so faces sort by colour then number, the joker last.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

impl Tile {
    pub const JOKER: Tile = Tile(36);
    /// Number of distinct faces, the joker included.
    pub const FACES: usize = 37;

    /// `None` unless `number` is 1–9.
    #[must_use]
    pub fn new(colour: Colour, number: u8) -> Option<Tile> {
        (1..=9)
            .contains(&number)
            .then(|| Tile(colour as u8 * 9 + number - 1))
    }

    /// The face with packed index `i` (0..37).
    #[must_use]
    pub fn from_index(i: usize) -> Option<Tile> {
        u8::try_from(i).ok().filter(|&i| i <= 36).map(Tile)
    }

    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    #[must_use]
    pub fn is_joker(self) -> bool {
        self.0 == 36
    }

    /// `None` for the joker.
    #[must_use]
    pub fn colour(self) -> Option<Colour> {
        Colour::ALL.get(usize::from(self.0 / 9)).copied()
    }

    /// 1–9; `None` for the joker.
    #[must_use]
    pub fn number(self) -> Option<u8> {
        (!self.is_joker()).then_some(self.0 % 9 + 1)
    }

    /// N17: the number on the tile; a joker counts 30.
    #[must_use]
    pub fn penalty(self) -> u32 {
        self.number().map_or(30, u32::from)
    }

    /// Every face, jokers last.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..=36).map(Tile)
    }

    /// The tile a meld piece stands for (colour = suit); `None` for a rank outside 1–9.
    #[must_use]
    pub fn from_piece(piece: Piece) -> Option<Tile> {
        match piece {
            Piece::Joker => Some(Tile::JOKER),
            Piece::Natural { suit, rank } => Tile::new(*Colour::ALL.get(usize::from(suit))?, rank),
        }
    }
}

impl From<Tile> for Piece {
    fn from(tile: Tile) -> Piece {
        match (tile.colour(), tile.number()) {
            (Some(colour), Some(rank)) => Piece::Natural {
                suit: colour as u8,
                rank,
            },
            _ => Piece::Joker,
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.colour(), self.number()) {
            (Some(c), Some(n)) => write!(f, "{}{n}", c.letter()),
            _ => f.write_str("J"),
        }
    }
}

/// A tile in a message is written as the player types it (`R7`, `J`), in every language.
impl crate::lang::catalogue::Arg for Tile {
    fn arg(&self) -> fluent_bundle::FluentValue<'static> {
        self.to_string().into()
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A word that is not a tile.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a tile: write a colour R, B, Y or K and a number 1–9 (R7), or J for a joker."
)]
pub struct ParseTileError(pub String);

impl FromStr for Tile {
    type Err = ParseTileError;

    fn from_str(s: &str) -> Result<Tile, ParseTileError> {
        let word = s.trim();
        let bad = || ParseTileError(word.to_owned());
        if word.eq_ignore_ascii_case("j") || word.eq_ignore_ascii_case("joker") {
            return Ok(Tile::JOKER);
        }
        let mut chars = word.chars();
        let colour = chars.next().and_then(Colour::from_letter).ok_or_else(bad)?;
        let rest = chars.as_str();
        if rest.len() != 1 || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let number = rest.parse::<u8>().map_err(|_| bad())?;
        Tile::new(colour, number).ok_or_else(bad)
    }
}

impl Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Tile, D::Error> {
        let s = String::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Tiles separated by spaces (`R7 R8 R9`).
///
/// # Errors
/// The first word that is not a tile.
pub fn parse_tiles(s: &str) -> Result<Vec<Tile>, ParseTileError> {
    s.split_whitespace().map(str::parse).collect()
}

/// A playfield: combinations separated by `|`, `,`, `;` or new lines (`R7 R8 R9 | B5 Y5 K5`).
/// Empty combinations are skipped.
///
/// # Errors
/// The first word that is not a tile.
pub fn parse_playfield(s: &str) -> Result<Vec<Vec<Tile>>, ParseTileError> {
    s.split(['|', ',', ';', '\n'])
        .map(parse_tiles)
        .filter(|c| !matches!(c, Ok(v) if v.is_empty()))
        .collect()
}

/// Tiles written with spaces, as [`parse_tiles`] reads them.
#[must_use]
pub fn tiles_text(tiles: &[Tile]) -> String {
    let words: Vec<String> = tiles.iter().map(Tile::to_string).collect();
    words.join(" ")
}

/// A playfield written as [`parse_playfield`] reads it.
#[must_use]
pub fn playfield_text(combos: &[Vec<Tile>]) -> String {
    let parts: Vec<String> = combos.iter().map(|c| tiles_text(c)).collect();
    parts.join(" | ")
}

/// One of the 74 physical tiles (N1): `copy * 36 + face` for numbered tiles, 72 and 73 the
/// jokers.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct TileId(u8);

impl TileId {
    /// Number of physical tiles (N1).
    pub const COUNT: usize = 74;

    #[must_use]
    pub fn new(id: u8) -> Option<TileId> {
        (usize::from(id) < Self::COUNT).then_some(TileId(id))
    }

    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The face this tile shows.
    #[must_use]
    pub fn tile(self) -> Tile {
        if self.0 >= 72 {
            Tile::JOKER
        } else {
            Tile(self.0 % 36)
        }
    }

    /// All 74 tiles in id order.
    pub fn all() -> impl Iterator<Item = TileId> {
        (0..Self::COUNT as u8).map(TileId)
    }

    /// The card id of [`crate::cards::Pack::Tiles74`] standing for this tile (always `Some`).
    #[must_use]
    pub fn card(self) -> Option<CardId> {
        let tile = self.tile();
        let index = match (tile.colour(), tile.number()) {
            (Some(colour), Some(n)) => colour.suit().index() * 13 + n - 1 + 52 * (self.0 / 36),
            _ => 104 + (self.0 - 72),
        };
        CardId::new(index)
    }

    /// The tile a card id of [`crate::cards::Pack::Tiles74`] stands for; `None` for other cards.
    #[must_use]
    pub fn from_card(id: CardId) -> Option<TileId> {
        let card = id.card();
        if card.is_joker() {
            return (104..106)
                .contains(&id.index())
                .then(|| TileId(72 + id.index() - 104));
        }
        let number = card.rank().map(Rank::number).filter(|&n| n <= 9)?;
        let colour = Colour::from_suit(card.suit()?);
        let face = Tile::new(colour, number)?;
        Some(TileId(face.0 + 36 * (id.index() / 52)))
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.tile(), f)
    }
}

/// How many of each face: a multiset of tiles, the engine's way of comparing playfields.
pub type Counts = [u8; Tile::FACES];

/// The faces of `tiles`, counted.
#[must_use]
pub fn counts<'a>(tiles: impl IntoIterator<Item = &'a Tile>) -> Counts {
    let mut c: Counts = [0; Tile::FACES];
    for t in tiles {
        c[t.index()] = c[t.index()].saturating_add(1);
    }
    c
}
