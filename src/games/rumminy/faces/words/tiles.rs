//! Rumminy's tiles as players read them: each with its colour square, in a row, and the
//! playfield as numbered combinations.

use crate::games::rumminy::tile::{Colour, Tile};

/// One tile with its colour square: `🟥R7`, `🃏J`.
#[must_use]
pub fn rumminy_tile(t: Tile) -> String {
    let square = match t.colour() {
        Some(Colour::Red) => "🟥",
        Some(Colour::Blue) => "🟦",
        Some(Colour::Yellow) => "🟨",
        Some(Colour::Black) => "⬛",
        None => "🃏",
    };
    format!("{square}{t}")
}

/// Tiles with their colour squares, separated by spaces; `—` for none.
#[must_use]
pub fn rumminy_tiles(tiles: &[Tile]) -> String {
    if tiles.is_empty() {
        return "—".to_owned();
    }
    tiles
        .iter()
        .map(|&t| rumminy_tile(t))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The playfield as numbered combinations, one per line: `` `1:` 🟥R7 🟥R8 🟥R9 ``.
#[must_use]
pub fn rumminy_playfield(field: &[Vec<Tile>]) -> Vec<String> {
    field
        .iter()
        .enumerate()
        .map(|(i, c)| format!("`{}:` {}", i + 1, rumminy_tiles(c)))
        .collect()
}
