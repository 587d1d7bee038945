//! The narration of a Rumminy game as it is played: the draw for who starts, the deal, each
//! public move, and the tile your own pass drew.

use super::{rumminy_tile, rumminy_tiles};
use crate::{
    games::rumminy::{tile::Tile, Move, Seat},
    i18n::{drawn_by_seat, game_seat_name, Lang},
    table::TableState,
};

/// A public move (N20): a commit names the tiles placed, a pass only whether it drew.
#[must_use]
pub fn rumminy_move(lang: Lang, state: &TableState, m: &Move) -> String {
    let who = |s: Seat| game_seat_name(lang, state, s).into_owned();
    match m {
        Move::Played { seat, placed } => crate::say!(
            lang,
            "rumminy-placed",
            player = who(*seat),
            tiles = rumminy_tiles(placed),
            count = placed.len()
        ),
        Move::Passed { seat, drew: true } => {
            crate::say!(lang, "rumminy-passed-and-drew", player = who(*seat))
        }
        Move::Passed { seat, drew: false } => {
            crate::say!(lang, "rumminy-passed-stock-empty", player = who(*seat))
        }
        Move::TimedOut { seat } => crate::say!(lang, "rumminy-timed-out", player = who(*seat)),
        Move::Forfeited { seat, left: true } => {
            crate::say!(lang, "rumminy-left-and-forfeited", player = who(*seat))
        }
        Move::Forfeited { seat, left: false } => {
            crate::say!(lang, "rumminy-timed-out-three-times", player = who(*seat))
        }
    }
}

/// Your pass, with the tile it drew, which only you see (N12).
#[must_use]
pub fn rumminy_own_draw(lang: Lang, tile: Tile) -> String {
    crate::say!(lang, "rumminy-forfeited", value = rumminy_tile(tile))
}

/// N3: the tiles each seat drew (again after a joker or a tie for the highest), and who plays
/// first.
#[must_use]
pub fn rumminy_start_draw(
    lang: Lang,
    state: &TableState,
    draws: &[Vec<Tile>],
    starter: Seat,
) -> String {
    let draws: Vec<Vec<String>> = draws
        .iter()
        .map(|tiles| tiles.iter().map(|&t| rumminy_tile(t)).collect())
        .collect();
    let drawn = drawn_by_seat(lang, state, &draws);
    let player = game_seat_name(lang, state, starter);
    crate::say!(lang, "rumminy-start-draw", drawn, player)
}

/// The deal (N3): the game's number at the table, the tiles each player gets, who plays first.
#[must_use]
pub fn rumminy_dealt(lang: Lang, state: &TableState, starter: Seat, hand_size: usize) -> String {
    let player = game_seat_name(lang, state, starter);
    let (game, tiles) = (state.game_no, hand_size);
    crate::say!(lang, "rumminy-dealt", game, tiles, player)
}
