//! The colours pictures are drawn in, and the two schemes a player or a server chooses between.
//!
//! Suits and tiles take their colours from the Okabe–Ito palette, which stays distinct for the
//! common forms of colour blindness; every card and tile also carries its rank and suit (or colour
//! letter) as text and shape, so nothing is told by colour alone.

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

/// Okabe–Ito's black, vermillion, blue, bluish green, orange, sky blue and reddish purple.
pub const BLACK: Rgb = Rgb(0, 0, 0);
pub const VERMILLION: Rgb = Rgb(0xD5, 0x5E, 0x00);
pub const BLUE: Rgb = Rgb(0x00, 0x72, 0xB2);
pub const GREEN: Rgb = Rgb(0x00, 0x9E, 0x73);
pub const ORANGE: Rgb = Rgb(0xE6, 0x9F, 0x00);
pub const SKY: Rgb = Rgb(0x56, 0xB4, 0xE9);
pub const PURPLE: Rgb = Rgb(0xCC, 0x79, 0xA7);
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
    /// ♠ black, ♥ vermillion, ♦ blue, ♣ green: every suit its own colour.
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
            (Scheme::FourColour, Suit::Hearts) => VERMILLION,
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
    fn four_colours_give_each_suit_its_own_okabe_ito_ink_and_two_colours_pair_them() {
        let four = Look {
            scheme: Scheme::FourColour,
        };
        let inks: Vec<Rgb> = Suit::ALL.iter().map(|&s| four.suit(s)).collect();
        assert_eq!(inks, vec![BLACK, VERMILLION, BLUE, GREEN]);
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
