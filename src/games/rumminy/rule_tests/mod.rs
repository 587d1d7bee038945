//! One test (or more) per rule id of `rumminy.md` (N1–N20) and every example of the rules file, by
//! section: tiles, players and combinations ([`tiles`], N1–N6), the turns ([`turns`], N7–N14) and
//! the game's end, points and rating ([`ends`], N15–N20).

mod ends;
mod tiles;
mod turns;

use super::score::{expected, game_points, places, rating_changes, Standing};
use super::testkit::{
    assert_all_tiles_accounted, commit_to, dealt, field, layout, ordered, play, tile, tiles,
};
use super::*;
use crate::cards::{CardId, Pack};

fn opts() -> RumminyOptions {
    RumminyOptions::default()
}

fn ok(tiles_: &str) -> bool {
    check_combination(&tiles(tiles_)).is_ok()
}

/// A rejected command leaves the game exactly as it was.
fn refused(game: &mut RumminyGame, command: &Command) -> RuleError {
    let before = game.clone();
    let err = game.apply(command).unwrap_err();
    assert_eq!(*game, before, "a refused command changed the game");
    err
}

/// `seat`'s `action`, refused, leaving the game as it was.
fn refused_play(game: &mut RumminyGame, seat: Seat, action: Action) -> RuleError {
    refused(game, &play(seat, action))
}

/// Seat 0's commit of the playfield `playfield` (the tiles it adds from the hand), refused.
fn refused_commit(game: &mut RumminyGame, playfield: &str) -> RuleError {
    let commit = commit_to(game, playfield);
    refused_play(game, 0, commit)
}

/// Seat 0's commit of the playfield `playfield`, accepted: the events it made.
fn committed(game: &mut RumminyGame, playfield: &str) -> Vec<Event> {
    let commit = commit_to(game, playfield);
    game.apply(&play(0, commit)).unwrap()
}

/// A commit of the playfield `playfield`, placing `placed` from the hand, spelled out rather than
/// worked out from the board (to say what a bad one breaks).
fn commit(playfield: &str, placed: &str) -> Action {
    Action::Commit(Commit {
        playfield: field(playfield),
        placed: tiles(placed),
    })
}
