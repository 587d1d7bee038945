//! A playing card drawn: its rank and suit in the corner (always readable when cards overlap),
//! a large suit mark in the middle, the joker as a star; and the card's back.
//!
//! Suits are marked by the French symbols (♠ ♥ ♦ ♣, text in the embedded font) or, for a Ramino
//! table that names its suits the Italian way (T1), by the Italian pack's marks drawn as shapes:
//! batons for ♠, cups for ♥, coins for ♦, swords for ♣ (the pairing `words` names them by). Either
//! way the rank is text and the mark a shape, so a card reads without its colour.

use crate::cards::Suit;

use super::{
    canvas::{Canvas, Role},
    colours::{Look, BACK, BACK_LINE, EDGE, PAPER, PURPLE},
    piece::Size,
    text::{Align, Style, Weight},
};

/// How a table marks its suits.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Marks {
    /// ♠ ♥ ♦ ♣.
    #[default]
    French,
    /// Batons, cups, coins, swords (Ramino's `suit_names: italian`, T1).
    Italian,
}

/// What a card shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Face {
    /// A rank, as the game writes it (`10`, `F`, `U`), and a suit.
    Suited {
        rank: &'static str,
        suit: Suit,
    },
    Joker,
}

impl Face {
    /// A card of the French pack (`A`…`K`) or the joker.
    #[must_use]
    pub fn french(card: crate::cards::Card) -> Face {
        match (card.rank(), card.suit()) {
            (Some(rank), Some(suit)) => Face::Suited {
                rank: rank.label(),
                suit,
            },
            _ => Face::Joker,
        }
    }
}

/// Cards on the table (melds, rows shown): its rank is 16.6 px, 10.4 px at Discord's preview
/// of a table.
pub const SMALL: Size = Size { w: 44.0, h: 64.0 };
/// Cards in a hand.
pub const LARGE: Size = Size { w: 62.0, h: 88.0 };

impl Size {
    /// The width of a card's corner (rank and suit), which overlapping cards leave showing.
    #[must_use]
    pub fn corner(self) -> f32 {
        (self.w * 0.5).round()
    }
}

/// Draws the Italian mark of `suit`, `s` pixels high, centred on (`cx`, `cy`).
fn italian_mark(canvas: &mut Canvas, suit: Suit, (cx, cy): (f32, f32), s: f32, look: Look) {
    let ink = look.suit(suit);
    match suit {
        // Coins: a ringed disc.
        Suit::Diamonds => {
            canvas.circle(cx, cy, s * 0.45, ink, None);
            canvas.circle(cx, cy, s * 0.27, PAPER, None);
            canvas.circle(cx, cy, s * 0.13, ink, None);
        }
        // Cups: a bowl on a stem and a foot.
        Suit::Hearts => {
            let bowl = [
                (cx - s * 0.42, cy - s * 0.45),
                (cx + s * 0.42, cy - s * 0.45),
                (cx + s * 0.16, cy + s * 0.02),
                (cx - s * 0.16, cy + s * 0.02),
            ];
            canvas.polygon(&bowl, ink);
            canvas.rect(cx - s * 0.06, cy, s * 0.12, s * 0.32, ink);
            canvas.rect(cx - s * 0.3, cy + s * 0.3, s * 0.6, s * 0.14, ink);
        }
        // Swords: a blade, a cross-guard and a grip.
        Suit::Clubs => {
            let blade = [
                (cx, cy - s * 0.5),
                (cx + s * 0.09, cy + s * 0.18),
                (cx - s * 0.09, cy + s * 0.18),
            ];
            canvas.polygon(&blade, ink);
            canvas.rect(cx - s * 0.3, cy + s * 0.18, s * 0.6, s * 0.09, ink);
            canvas.rect(cx - s * 0.05, cy + s * 0.27, s * 0.1, s * 0.2, ink);
        }
        // Batons: a tapered club with a knob.
        Suit::Spades => {
            let stick = [
                (cx - s * 0.15, cy - s * 0.3),
                (cx + s * 0.15, cy - s * 0.3),
                (cx + s * 0.07, cy + s * 0.5),
                (cx - s * 0.07, cy + s * 0.5),
            ];
            canvas.polygon(&stick, ink);
            canvas.circle(cx, cy - s * 0.32, s * 0.18, ink, None);
        }
    }
}

/// Draws the mark of `suit` (`s` pixels high) centred on `centre`.
fn mark(canvas: &mut Canvas, suit: Suit, marks: Marks, centre: (f32, f32), s: f32, look: Look) {
    match marks {
        Marks::Italian => italian_mark(canvas, suit, centre, s, look),
        Marks::French => {
            let style = Style::new(s, Weight::Regular, look.suit(suit)).role(Role::Mark);
            let symbol = suit.symbol().to_string();
            canvas.text(centre.0, centre.1 - s * 0.6, &symbol, style, Align::Centre);
        }
    }
}

/// A purple five-pointed star centred on (`cx`, `cy`), `r` to its points: the joker's mark,
/// on cards and tiles alike.
pub fn star_at(canvas: &mut Canvas, (cx, cy): (f32, f32), r: f32) {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
            let d = if i % 2 == 0 { r } else { r * 0.45 };
            (cx + d * angle.cos(), cy + d * angle.sin())
        })
        .collect();
    canvas.polygon(&points, PURPLE);
}

/// Draws `face` with its top-left corner at (`x`, `y`).
pub fn draw_card(
    canvas: &mut Canvas,
    (x, y): (f32, f32),
    size: Size,
    face: Face,
    marks: Marks,
    look: Look,
) {
    canvas.rounded(
        (x, y, size.w, size.h),
        size.w * 0.1,
        PAPER,
        Some((EDGE, 1.0)),
    );
    let corner = size.corner();
    let index_size = size.h * 0.26;
    match face {
        Face::Suited { rank, suit } => {
            let ink = look.suit(suit);
            // `10` as tall as the other ranks, drawn narrow to fit the corner.
            let squeeze = if rank.len() > 1 { 0.72 } else { 1.0 };
            let style = Style::new(index_size, Weight::Bold, ink)
                .role(Role::Rank)
                .squeezed(squeeze);
            canvas.text(x + corner / 2.0 + 1.0, y + 2.0, rank, style, Align::Centre);
            let small = size.h * 0.2;
            mark(
                canvas,
                suit,
                marks,
                (x + corner / 2.0 + 1.0, y + size.h * 0.42),
                small,
                look,
            );
            let big = size.h * 0.42;
            let centre = (x + size.w * 0.62, y + size.h * 0.7);
            mark(canvas, suit, marks, centre, big, look);
        }
        Face::Joker => {
            let style = Style::new(index_size, Weight::Bold, PURPLE)
                .role(Role::Rank)
                .squeezed(0.72);
            canvas.text(x + corner / 2.0 + 1.0, y + 2.0, "JK", style, Align::Centre);
            star_at(
                canvas,
                (x + corner / 2.0 + 1.0, y + size.h * 0.45),
                size.h * 0.1,
            );
            star_at(canvas, (x + size.w * 0.6, y + size.h * 0.68), size.h * 0.22);
        }
    }
}

/// Draws a card's back with its top-left corner at (`x`, `y`).
pub fn draw_back(canvas: &mut Canvas, (x, y): (f32, f32), size: Size) {
    canvas.rounded(
        (x, y, size.w, size.h),
        size.w * 0.1,
        BACK,
        Some((EDGE, 1.0)),
    );
    let inset = size.w * 0.14;
    canvas.rounded(
        (
            x + inset,
            y + inset,
            size.w - 2.0 * inset,
            size.h - 2.0 * inset,
        ),
        size.w * 0.06,
        BACK,
        Some((BACK_LINE, 1.5)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, Rank};
    use crate::pictures::colours::{Scheme, BLUE, FELT, PURPLE};

    fn count(canvas: &Canvas, colour: crate::pictures::colours::Rgb) -> usize {
        (0..canvas.width())
            .flat_map(|x| (0..canvas.height()).map(move |y| (x, y)))
            .filter(|&(x, y)| canvas.pixel(x, y) == Some(colour))
            .count()
    }

    #[test]
    fn a_four_colour_diamond_is_blue_in_its_corner_and_a_two_colour_one_is_not() {
        let card = Face::french(Card::new(Rank::new(7).unwrap(), Suit::Diamonds));
        for (scheme, blue) in [(Scheme::FourColour, true), (Scheme::TwoColour, false)] {
            let mut canvas = Canvas::new(80, 100, FELT);
            let look = Look { scheme };
            draw_card(&mut canvas, (5.0, 5.0), LARGE, card, Marks::French, look);
            let corner = canvas.cropped(5 + (LARGE.h * 0.55) as u32);
            assert_eq!(count(&corner, BLUE) > 20, blue, "{scheme:?}");
        }
    }

    #[test]
    fn a_joker_is_drawn_with_its_purple_star_and_the_italian_marks_differ() {
        let mut canvas = Canvas::new(80, 100, FELT);
        draw_card(
            &mut canvas,
            (5.0, 5.0),
            LARGE,
            Face::Joker,
            Marks::French,
            Look::default(),
        );
        assert!(count(&canvas, PURPLE) > 100);
        let drawn = |suit| {
            let mut c = Canvas::new(80, 100, FELT);
            let face = Face::Suited { rank: "F", suit };
            // Two colours pair ♠ with ♣ and ♥ with ♦: the shapes alone must tell them apart.
            let look = Look {
                scheme: Scheme::TwoColour,
            };
            draw_card(&mut c, (5.0, 5.0), LARGE, face, Marks::Italian, look);
            c.rgb()
        };
        let all: Vec<Vec<u8>> = Suit::ALL.iter().map(|&s| drawn(s)).collect();
        for i in 0..4 {
            for j in i + 1..4 {
                assert_ne!(all[i], all[j], "suits {i} and {j} look alike");
            }
        }
    }
}
