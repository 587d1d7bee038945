//! One test per rule (L-ids of `docs/rules/rummoli.md`), the rules' examples first, by section:
//! the pack, board, deal and auction ([`setup`], L1–L11), the poker part and the run-out
//! ([`play`], L13–L22), and how the game ends and what a seat sees ([`ends`], L23–L26).

mod ends;
mod play;
mod setup;

use super::testkit::*;
use super::*;
use crate::cards::parse_cards;

fn seat_cards(game: &RummoliGame, s: Seat) -> usize {
    game.hand().unwrap().cards_of(s).len()
}
