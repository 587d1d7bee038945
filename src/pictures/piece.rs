//! What lies on a table or in a hand — a card, a card's back, a tile — and how a row of them is
//! laid: fanned to fit a width, never closer than what tells each piece apart allows (a card's
//! corner, a tile whole); rows that do not fit even so wrap (`flow`).

use super::{
    canvas::Canvas,
    card::{draw_back, draw_card, Face, Marks},
    colours::Look,
    tile::{draw_tile, TileFace},
};

/// One thing drawn in a row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Card(Face),
    /// A card face down (the stock, the widow, what a seat holds).
    Back,
    Tile(TileFace),
}

/// How a table draws its cards: its suit marks and its colours.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Deck {
    pub marks: Marks,
    pub look: Look,
}

/// A card's or a tile's size in pixels.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Size {
    pub w: f32,
    pub h: f32,
}

/// How big pieces are drawn: table size or hand size.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scale {
    Table,
    Hand,
}

impl Piece {
    /// Width and height at `scale`.
    #[must_use]
    pub fn size(self, scale: Scale) -> (f32, f32) {
        match (self, scale) {
            (Piece::Tile(_), Scale::Table) => (super::tile::TILE.w, super::tile::TILE.h),
            (Piece::Tile(_), Scale::Hand) => (super::tile::TILE_LARGE.w, super::tile::TILE_LARGE.h),
            (_, Scale::Table) => (super::card::SMALL.w, super::card::SMALL.h),
            (_, Scale::Hand) => (super::card::LARGE.w, super::card::LARGE.h),
        }
    }

    /// The least step between two such pieces in a fan: a card shows its corner (rank and
    /// suit), a tile its number (tiles do not overlap), a back shows a sliver.
    #[must_use]
    pub fn least_step(self, scale: Scale) -> f32 {
        let (w, h) = self.size(scale);
        match self {
            Piece::Card(_) => Size { w, h }.corner(),
            Piece::Back => (w * 0.3).round(),
            Piece::Tile(_) => w + 2.0,
        }
    }

    /// Draws the piece with its top-left corner at `at`.
    pub fn draw(self, canvas: &mut Canvas, at: (f32, f32), scale: Scale, deck: Deck) {
        let (w, h) = self.size(scale);
        match self {
            Piece::Card(face) => draw_card(canvas, at, Size { w, h }, face, deck.marks, deck.look),
            Piece::Back => draw_back(canvas, at, Size { w, h }),
            Piece::Tile(face) => draw_tile(canvas, at, Size { w, h }, face),
        }
    }
}

/// The step between pieces of a fan of `n` pieces `w` wide fitting in `max`: a small gap when
/// there is room, else overlapping, never closer than `least` (see [`Piece::least_step`]; a fan
/// that does not fit even so is wider than `max`: `flow` wraps it instead).
#[must_use]
pub fn fan_step(n: usize, w: f32, max: f32, least: f32) -> f32 {
    let full = w + 3.0;
    if n <= 1 {
        return full;
    }
    let fits = (max - w) / (n - 1) as f32;
    fits.clamp(least.min(full), full)
        .floor()
        .max(least.min(full))
}

/// Draws `pieces` left to right from `at`, fanned to fit `max` pixels; returns the width used.
/// Callers keep `pieces` few enough to fit (see [`fits`]) or wrap them with `flow`.
pub fn fan(
    canvas: &mut Canvas,
    at: (f32, f32),
    pieces: &[Piece],
    max: f32,
    scale: Scale,
    deck: Deck,
) -> f32 {
    let Some(first) = pieces.first() else {
        return 0.0;
    };
    let (w, _) = first.size(scale);
    let step = fan_step(pieces.len(), w, max, first.least_step(scale));
    for (i, piece) in pieces.iter().enumerate() {
        piece.draw(canvas, (at.0 + step * i as f32, at.1), scale, deck);
    }
    step * (pieces.len() - 1) as f32 + w
}

/// How many pieces like `piece` a fan `max` wide holds.
#[must_use]
pub fn fits(piece: Piece, max: f32, scale: Scale) -> usize {
    let (w, _) = piece.size(scale);
    ((max - w) / piece.least_step(scale)).floor().max(0.0) as usize + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fan_keeps_gaps_when_it_fits_and_overlaps_down_to_the_corner() {
        assert_eq!(fan_step(3, 40.0, 1000.0, 20.0), 43.0);
        let tight = fan_step(14, 40.0, 300.0, 20.0);
        assert!((20.0..40.0).contains(&tight), "{tight}");
        assert_eq!(
            fan_step(100, 40.0, 300.0, 20.0),
            20.0,
            "never less than the corner"
        );
        let card = Piece::Card(Face::Joker);
        let corner = card.least_step(Scale::Table);
        assert_eq!(corner, super::super::card::SMALL.corner());
        let tile = Piece::Tile(TileFace::Joker);
        assert!(
            tile.least_step(Scale::Table) > tile.size(Scale::Table).0,
            "tiles never overlap"
        );
        assert_eq!(
            fits(card, 1000.0, Scale::Table),
            1 + ((1000.0 - card.size(Scale::Table).0) / corner) as usize
        );
    }
}
