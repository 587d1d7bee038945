//! The colours pictures are drawn in, and the two schemes a player or a server chooses between.
//!
//! Every ink is chosen for contrast with what it is drawn on (WCAG 2.x: at least 4.5:1 for text
//! under 18 px, 3:1 for larger text and for marks), and the four suits' and the four tiles'
//! colours stay at least 20 ΔE2000 apart for protanopic, deuteranopic and tritanopic eyes as for
//! others (`vision.rs` checks both). Every card and tile also carries its rank and suit (or
//! colour letter) as text and shape, so nothing is told by colour alone — in two colours, ♠ and
//! ♣ share their ink and only their shape tells them apart, as in a classic deck.

/// An opaque colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `self` over `under` at `coverage` (0–1).
    #[must_use]
    pub fn over(self, under: Rgb, coverage: f32) -> Rgb {
        let mix = |a: u8, b: u8| (f32::from(a) * coverage + f32::from(b) * (1.0 - coverage)) as u8;
        Rgb(
            mix(self.0, under.0),
            mix(self.1, under.1),
            mix(self.2, under.2),
        )
    }
}

/// The four-colour deck's inks (♠ black, ♥ red, ♦ blue, ♣ green) and the tiles' (red, blue,
/// gold for yellow, black): dark enough for small type on a white card (red 9.4:1, blue 9.4:1,
/// green 4.7:1), apart in lightness as much as in hue so that eyes blind to red, green or blue
/// still tell them apart. Gold, the tiles' yellow, is as dark as a yellow can be and stay one:
/// 3.4:1 on ivory, for tile numbers of 29 px and more and a band that carries a black letter.
pub const BLACK: Rgb = Rgb(0, 0, 0);
pub const RED: Rgb = Rgb(0x90, 0x08, 0x08);
pub const BLUE: Rgb = Rgb(0x20, 0x30, 0xC0);
pub const GREEN: Rgb = Rgb(0x0A, 0x84, 0x62);
pub const GOLD: Rgb = Rgb(0xB2, 0x7C, 0x0A);
/// The joker's star and letters (6.7:1 on white).
pub const PURPLE: Rgb = Rgb(0x8A, 0x3A, 0x9A);
/// Okabe–Ito's orange (whose turn, who won: a border and a mark) and sky blue (chips).
pub const ORANGE: Rgb = Rgb(0xE6, 0x9F, 0x00);
pub const SKY: Rgb = Rgb(0x56, 0xB4, 0xE9);
/// The classic deck's red (two-colour scheme).
pub const CLASSIC_RED: Rgb = Rgb(0xC8, 0x10, 0x2E);

/// The table's cloth, the plates on it and their ink.
pub const FELT: Rgb = Rgb(0x1E, 0x4A, 0x3C);
pub const PLATE: Rgb = Rgb(0x12, 0x2B, 0x24);
pub const PLATE_OUT: Rgb = Rgb(0x3A, 0x3F, 0x3D);
pub const INK: Rgb = Rgb(0xF4, 0xF1, 0xE8);
pub const MUTED: Rgb = Rgb(0xB8, 0xC4, 0xBE);
pub const PAPER: Rgb = Rgb(0xFF, 0xFF, 0xFF);
pub const EDGE: Rgb = Rgb(0x55, 0x5B, 0x58);
pub const BACK: Rgb = Rgb(0x2B, 0x4C, 0x8C);
pub const BACK_LINE: Rgb = Rgb(0xA9, 0xBD, 0xE6);
/// Rumminy's tiles are ivory, so a white card and a tile never look alike.
pub const IVORY: Rgb = Rgb(0xFB, 0xF6, 0xE4);
/// Whose turn it is: the plate's border and marker.
pub const TURN: Rgb = ORANGE;

/// How suits are coloured.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// ♠ black, ♥ red, ♦ blue, ♣ green: every suit its own colour.
    #[default]
    FourColour,
    /// The classic deck: ♠ ♣ black, ♥ ♦ red.
    TwoColour,
}

impl Scheme {
    pub const ALL: [Scheme; 2] = [Scheme::FourColour, Scheme::TwoColour];

    /// The word `rumino render --scheme` takes and file names carry.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Scheme::FourColour => "four",
            Scheme::TwoColour => "two",
        }
    }
}

/// How a picture is drawn for whoever looks at it: a player's choice for their hand, the
/// server's for the table.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Look {
    pub scheme: Scheme,
}

impl Look {
    /// The ink of `suit` (in [`crate::cards::Suit::ALL`] order: ♠ ♥ ♦ ♣).
    #[must_use]
    pub fn suit(self, suit: crate::cards::Suit) -> Rgb {
        use crate::cards::Suit;
        match (self.scheme, suit) {
            (_, Suit::Spades) => BLACK,
            (Scheme::FourColour, Suit::Hearts) => RED,
            (Scheme::FourColour, Suit::Diamonds) => BLUE,
            (Scheme::FourColour, Suit::Clubs) => GREEN,
            (Scheme::TwoColour, Suit::Hearts | Suit::Diamonds) => CLASSIC_RED,
            (Scheme::TwoColour, Suit::Clubs) => BLACK,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;

    #[test]
    fn four_colours_give_each_suit_its_own_ink_and_two_colours_pair_them() {
        let four = Look {
            scheme: Scheme::FourColour,
        };
        let inks: Vec<Rgb> = Suit::ALL.iter().map(|&s| four.suit(s)).collect();
        assert_eq!(inks, vec![BLACK, RED, BLUE, GREEN]);
        let two = Look {
            scheme: Scheme::TwoColour,
        };
        assert_eq!(two.suit(Suit::Hearts), two.suit(Suit::Diamonds));
        assert_eq!(two.suit(Suit::Spades), two.suit(Suit::Clubs));
        assert_ne!(two.suit(Suit::Hearts), two.suit(Suit::Spades));
    }

    #[test]
    fn over_mixes_by_coverage() {
        assert_eq!(BLACK.over(PAPER, 1.0), BLACK);
        assert_eq!(BLACK.over(PAPER, 0.0), PAPER);
        assert_eq!(Rgb(200, 0, 0).over(Rgb(0, 0, 0), 0.5), Rgb(100, 0, 0));
    }
}
