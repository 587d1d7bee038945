//! One test (or more) per rule id of `rumino.md` for turns, hands and games, by section: the
//! deal and the turns (R7–R13, [`turns`]), how a hand ends (R14–R18, [`hand_end`]) and the game:
//! scores, rebuys, its end, the pool, cancelling, leaving and the clock (R19–R25, [`game`]).

mod game;
mod hand_end;
mod turns;

use super::testkit::{assert_all_cards_accounted, card, dealt_game, play, stacked_deck};
use super::*;
use crate::cards::{CardId, Rank};

const LOOSE: &str = "2♠ 5♥ 9♦ J♣ K♠ 4♦ 8♣"; // deadwood 48, no lays
const LOOSE2: &str = "3♠ 6♥ 10♦ Q♣ A♦ 7♠ 9♣"; // 46
const LOOSE3: &str = "A♠ A♥ 2♦ 2♣ 3♦ 3♣ 4♥"; // 16

fn opts() -> GameOptions {
    GameOptions::default()
}

/// The event that ended the hand, after the moves that led to it.
fn ended(events: &[Event]) -> Option<&Event> {
    events.iter().find(|e| matches!(e, Event::HandEnded { .. }))
}
