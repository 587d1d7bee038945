//! The `normal` level: greedy on deadwood.
//!
//! It takes the discard when that lowers its best deadwood, throws the card whose loss leaves the
//! least deadwood (keeping, among equals, the cards that could still form lays), declares gin
//! whenever it can and knocks as soon as the rules allow, unless the knock would push its own
//! score over 100 (R20) — then it plays on for a lower hand. It remembers nothing between turns.

use super::eval::{best_discard, deadwood_with, Turn};
use crate::games::rumino::{Action, ELIMINATION_SCORE};

pub fn play(view: &crate::games::rumino::GameView) -> Option<Action> {
    let turn = Turn::new(view);
    if turn.can(&Action::Gin) {
        return Some(Action::Gin);
    }
    if !view.drawn {
        let deadwood = turn.deadwood();
        if turn.can(&Action::Knock) && !knock_eliminates_me(view, deadwood) {
            return Some(Action::Knock);
        }
        let take = view.discard_top.filter(|_| turn.can(&Action::TakeDiscard));
        if take.is_some_and(|top| deadwood_with(&turn.hand, top, turn.rules) < deadwood) {
            return Some(Action::TakeDiscard);
        }
        return Some(Action::DrawStock);
    }
    let (card, _) = best_discard(&turn.hand, turn.taken, turn.rules);
    Some(Action::Discard(card))
}

/// Whether knocking now would put this seat over the elimination score (R20).
fn knock_eliminates_me(view: &crate::games::rumino::GameView, deadwood: u16) -> bool {
    let score = view
        .seat
        .and_then(|s| view.seats.get(s))
        .map_or(0, |s| s.score);
    score + i32::from(deadwood) > ELIMINATION_SCORE
}
