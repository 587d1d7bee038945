//! A Rumminy tile drawn (N1): ivory, its number large in its colour and its colour's letter
//! (`R` `B` `Y` `K`, as the text and the menus write tiles) in a band of that colour, so a tile
//! reads by its letter without its colour. Jokers are a purple star with `J`.

use super::{
    canvas::{Canvas, Role},
    colours::{Rgb, BLACK, BLUE, EDGE, GOLD, INK, IVORY, PURPLE, RED},
    piece::Size,
    text::{Align, Style, Weight},
};

/// The four tile colours, as the rules name them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TileColour {
    Red,
    Blue,
    Yellow,
    Black,
}

impl TileColour {
    /// The colour's ink (yellow is drawn in gold, dark enough to read on ivory) and the ink of
    /// the letter in its band.
    #[must_use]
    pub fn inks(self) -> (Rgb, Rgb) {
        match self {
            TileColour::Red => (RED, INK),
            TileColour::Blue => (BLUE, INK),
            TileColour::Yellow => (GOLD, BLACK),
            TileColour::Black => (BLACK, INK),
        }
    }
}

/// What a tile shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TileFace {
    /// A number 1–9 in a colour, with the colour's letter.
    Number {
        number: u8,
        colour: TileColour,
        letter: char,
    },
    Joker,
}

/// Tiles on the table: the band's letter is 15.8 px, the number 29 px.
pub const TILE: Size = Size { w: 40.0, h: 58.0 };
pub const TILE_LARGE: Size = Size { w: 50.0, h: 72.0 };

impl Size {
    /// Where a tile's colour band starts, from its top.
    #[must_use]
    pub fn band_top(self) -> f32 {
        (self.h * 0.62).round()
    }
}

/// The tile's corners' radius.
fn radius(size: Size) -> f32 {
    size.w * 0.14
}

/// Draws the colour band across the foot of the tile at (`x`, `y`) in `band`'s colour, with
/// `letter` on it in `ink`: what a tile reads by without its colour.
fn draw_band(
    canvas: &mut Canvas,
    (x, y): (f32, f32),
    size: Size,
    (band, ink): (Rgb, Rgb),
    letter: &str,
) {
    let top = size.band_top();
    canvas.rounded(
        (x + 3.0, y + top, size.w - 6.0, size.h - top - 3.0),
        radius(size) * 0.6,
        band,
        None,
    );
    let style = Style::new((size.h - top) * 0.72, Weight::Bold, ink);
    canvas.text(
        x + size.w / 2.0,
        y + top + 1.0,
        letter,
        style,
        Align::Centre,
    );
}

/// Draws `face` with its top-left corner at (`x`, `y`).
pub fn draw_tile(canvas: &mut Canvas, (x, y): (f32, f32), size: Size, face: TileFace) {
    canvas.rounded(
        (x, y, size.w, size.h),
        radius(size),
        IVORY,
        Some((EDGE, 1.0)),
    );
    match face {
        TileFace::Number {
            number,
            colour,
            letter,
        } => {
            let (ink, letter_ink) = colour.inks();
            let style = Style::new(size.h * 0.5, Weight::Bold, ink).role(Role::Rank);
            canvas.text(
                x + size.w / 2.0,
                y + size.h * 0.06,
                &number.to_string(),
                style,
                Align::Centre,
            );
            draw_band(canvas, (x, y), size, (ink, letter_ink), &letter.to_string());
        }
        TileFace::Joker => {
            super::card::star_at(canvas, (x + size.w / 2.0, y + size.h * 0.36), size.h * 0.28);
            draw_band(canvas, (x, y), size, (PURPLE, INK), "J");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::colours::FELT;

    fn tile(face: TileFace) -> Canvas {
        let mut canvas = Canvas::new(60, 80, FELT);
        draw_tile(&mut canvas, (5.0, 5.0), TILE_LARGE, face);
        canvas
    }

    /// Pixels of (nearly) the letter's ink inside the band: the letter is there, not just the
    /// band.
    fn letter_ink(canvas: &Canvas, letter_ink: Rgb) -> usize {
        let top = 5 + TILE_LARGE.band_top() as u32;
        let near = |p: Rgb| {
            p.0.abs_diff(letter_ink.0) <= 3
                && p.1.abs_diff(letter_ink.1) <= 3
                && p.2.abs_diff(letter_ink.2) <= 3
        };
        (10..50)
            .flat_map(|x| (top..top + 22).map(move |y| (x, y)))
            .filter(|&(x, y)| canvas.pixel(x, y).is_some_and(near))
            .count()
    }

    #[test]
    fn every_tile_colour_carries_its_letter_and_letters_differ() {
        let faces = [
            (TileColour::Red, 'R'),
            (TileColour::Blue, 'B'),
            (TileColour::Yellow, 'Y'),
            (TileColour::Black, 'K'),
        ];
        let mut bands = Vec::new();
        for (colour, letter) in faces {
            let face = TileFace::Number {
                number: 7,
                colour,
                letter,
            };
            let canvas = tile(face);
            let (_, ink) = colour.inks();
            assert!(letter_ink(&canvas, ink) > 15, "{letter}");
            // The same tile with the letter's box blank differs: the ink is the letter's.
            let blank = TileFace::Number {
                number: 7,
                colour,
                letter: ' ',
            };
            assert_eq!(letter_ink(&tile(blank), ink), 0, "{letter}");
            bands.push(canvas.rgb());
        }
        bands.dedup();
        assert_eq!(bands.len(), 4);
    }

    #[test]
    fn a_joker_tile_is_drawn_apart_from_every_number() {
        let joker = tile(TileFace::Joker);
        let purple = (0..60)
            .flat_map(|x| (0..80).map(move |y| (x, y)))
            .filter(|&(x, y)| joker.pixel(x, y) == Some(PURPLE))
            .count();
        assert!(purple > 200, "{purple}");
    }
}
