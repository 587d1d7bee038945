//! Pictures of tables and hands: pure functions from a game's state to PNG bytes, with no IO, no
//! async and no Discord or SQL type, so the Discord layer can render off its async threads and
//! `rumino render` and the tests can look at every game without Discord.
//!
//! The drawing kit is shared: a [`Canvas`], text in the embedded DejaVu font, a card, a tile, a
//! chip stack, seat plates, the colour schemes ([`Look`]) and PNG encoding. Each game draws its
//! own table and hand in its own folder (`games/<game>/faces/picture.rs`) by implementing
//! [`Pictures`]; `crate::faces::pictures` draws whichever game a table plays through the registry
//! of faces, so adding a game stays its folder plus the registry line.
//!
//! A table picture is drawn from the game's spectator view only, so it can never show a hidden
//! hand (the games' tests change a hidden hand and find the table picture unchanged).
//!
//! Every picture also says what it shows in one sentence ([`table_alt`], [`hand_alt`]), which
//! the Discord layer sends as the attachment's description for screen readers and `rumino
//! render` writes beside each picture.

pub mod alt;
mod canvas;
pub mod card;
pub mod chips;
pub mod colours;
mod encode;
pub mod flow;
pub mod held;
pub mod piece;
pub mod piles;
pub mod seats;
pub mod sheet;
pub mod text;
pub mod tile;
pub mod words;

pub use canvas::{Boxed, Canvas, Report, Role};
pub use colours::{Look, Scheme};
pub use encode::png;
pub use held::Held;

use crate::games::{Game, Seat};
use crate::lang::Lang;
use piece::Deck;

/// What a picture needs besides the game: the seats' names (in seat order), the colours of
/// whoever looks, and the language of the few words drawn.
#[derive(Clone, Copy, Debug)]
pub struct Scene<'a> {
    pub names: &'a [String],
    pub look: Look,
    pub lang: Lang,
}

impl Scene<'_> {
    /// `seat`'s name, or "Seat N" when none was given.
    #[must_use]
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("{} {}", crate::say!(self.lang, "pictures-seat"), seat + 1))
    }

    /// French-marked cards in the colours of whoever looks (Ramino chooses its own marks).
    #[must_use]
    pub fn deck(&self) -> Deck {
        Deck {
            look: self.look,
            ..Deck::default()
        }
    }
}

/// How a game is drawn. Pure: state in, canvas out.
pub trait Pictures: Game {
    /// The table as everyone may see it, drawn from the spectator's view: never a hidden hand.
    fn table(&self, scene: &Scene<'_>) -> Canvas;

    /// `seat`'s own hand, sorted as its text sorts it, each card labelled as the hand's buttons
    /// and menus name it: what both [`Pictures::hand`] and [`Pictures::hand_alt`] show.
    fn held(&self, seat: Seat, scene: &Scene<'_>) -> Held;

    /// The marks and colours the hand is drawn in: the scene's French cards unless the game
    /// says otherwise.
    fn hand_deck(&self, scene: &Scene<'_>) -> Deck {
        scene.deck()
    }

    /// `seat`'s own hand, drawn.
    fn hand(&self, seat: Seat, scene: &Scene<'_>) -> Canvas {
        self.held(seat, scene).sheet(self.hand_deck(scene))
    }

    /// What [`Pictures::table`] shows, in one sentence in the scene's language, for whoever
    /// cannot see it (Discord reads it aloud): the game and its hand, whose turn or who won,
    /// every seat, what lies on the table.
    fn table_alt(&self, scene: &Scene<'_>) -> String;

    /// What [`Pictures::hand`] shows, in one sentence.
    fn hand_alt(&self, seat: Seat, scene: &Scene<'_>) -> String {
        self.held(seat, scene).alt(scene.lang)
    }

    /// Whether the table shows cards laid out (a meld, a run-out, hands shown at a hand's end):
    /// the moment `rumino render` draws besides the start, the middle and the end.
    fn shows_laid_cards(&self) -> bool;
}

#[cfg(test)]
pub(crate) mod testkit;

#[cfg(test)]
mod layout_tests;

#[cfg(test)]
mod vision;
