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

/// The result `command` ends the game with; it must end it.
fn game_over_by(game: &mut RuminoGame, command: &Command) -> GameResult {
    let events = game.apply(command).unwrap();
    match events.last() {
        Some(Event::GameOver { result }) => result.clone(),
        _ => panic!("{events:?}"),
    }
}

/// `seat` draws from the stock and discards the card it drew.
fn draw_and_discard_it(game: &mut RuminoGame, seat: Seat) {
    game.apply(&play(seat, Action::DrawStock)).unwrap();
    let drawn = *game.hand().unwrap().faces(seat).last().unwrap();
    game.apply(&play(seat, Action::Discard(drawn))).unwrap();
}

/// The event that ended the hand, after the moves that led to it.
fn ended(events: &[Event]) -> Option<&Event> {
    events.iter().find(|e| matches!(e, Event::HandEnded { .. }))
}
