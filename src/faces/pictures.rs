//! The pictures of whichever game a table plays, drawn by that game's faces (found through the
//! registry of faces) with the shared drawing kit of [`crate::pictures`].

use super::of;
use crate::{
    games::{AnyGame, Seat},
    pictures::{alt, png, Canvas, Scene},
};

/// The table picture of `game`, drawn (its [`Canvas::report`] tells what is where).
#[must_use]
pub fn table_canvas(game: &AnyGame, scene: &Scene<'_>) -> Canvas {
    of(game.kind()).table_canvas(game, scene)
}

/// `seat`'s hand picture in `game`, drawn.
#[must_use]
pub fn hand_canvas(game: &AnyGame, seat: Seat, scene: &Scene<'_>) -> Canvas {
    of(game.kind()).hand_canvas(game, seat, scene)
}

/// The table picture of `game`, as PNG.
#[must_use]
pub fn table_png(game: &AnyGame, scene: &Scene<'_>) -> Vec<u8> {
    png(&table_canvas(game, scene))
}

/// `seat`'s hand picture in `game`, as PNG.
#[must_use]
pub fn hand_png(game: &AnyGame, seat: Seat, scene: &Scene<'_>) -> Vec<u8> {
    png(&hand_canvas(game, seat, scene))
}

/// The table picture of `game` in one sentence (at most [`alt::ALT_MAX`] characters).
#[must_use]
pub fn table_alt(game: &AnyGame, scene: &Scene<'_>) -> String {
    alt::clip(of(game.kind()).table_alt(game, scene))
}

/// `seat`'s hand picture in `game` in one sentence (at most [`alt::ALT_MAX`] characters).
#[must_use]
pub fn hand_alt(game: &AnyGame, seat: Seat, scene: &Scene<'_>) -> String {
    alt::clip(of(game.kind()).hand_alt(game, seat, scene))
}

/// Whether `game`'s table shows laid cards (see [`crate::pictures::Pictures::shows_laid_cards`]).
#[must_use]
pub fn shows_laid_cards(game: &AnyGame) -> bool {
    of(game.kind()).shows_laid_cards(game)
}
