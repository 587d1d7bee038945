//! The `easy` level: plausible but weak, like a beginner.
//!
//! It nearly always draws from the stock (taking the discard only when it plainly makes a lay, and
//! not always then), throws its highest loose card but now and then a random one, knocks only with
//! a very low hand, and sometimes overlooks a gin in hand until it has drawn.

use rand::{seq::IteratorRandom, Rng};

use super::eval::{deadwood_with, Turn};
use crate::games::rumino::{lays, Action, GameView};

/// Easy knocks only at or below this deadwood (or the table's limit, if lower).
const KNOCK_AT: u16 = 3;
/// Chance of throwing a random loose card instead of the highest one.
const SLOPPY_DISCARD: f64 = 0.5;

pub fn play(view: &GameView, rng: &mut impl Rng) -> Option<Action> {
    let turn = Turn::new(view);
    if !view.drawn {
        if turn.can(&Action::Gin) && rng.gen_bool(0.7) {
            return Some(Action::Gin);
        }
        let deadwood = turn.deadwood();
        if turn.can(&Action::Knock) && deadwood <= KNOCK_AT.min(view.knock_limit) {
            return Some(Action::Knock);
        }
        let makes_lay = view
            .discard_top
            .filter(|_| turn.can(&Action::TakeDiscard))
            .is_some_and(|top| deadwood_with(&turn.hand, top, turn.rules) + 5 < deadwood);
        if makes_lay && rng.gen_bool(0.4) {
            return Some(Action::TakeDiscard);
        }
        return Some(Action::DrawStock);
    }
    if turn.can(&Action::Gin) {
        return Some(Action::Gin);
    }
    let loose = lays::arrange(&turn.hand, turn.rules).deadwood_cards;
    let allowed: Vec<_> = turn.discards().collect();
    let loose_allowed = loose.iter().copied().filter(|c| allowed.contains(c));
    let card = if rng.gen_bool(SLOPPY_DISCARD) {
        loose_allowed
            .choose(rng)
            .or_else(|| allowed.iter().copied().choose(rng))
    } else {
        loose_allowed
            .max_by_key(|c| c.value())
            .or_else(|| allowed.iter().copied().max_by_key(|c| c.value()))
    };
    card.map(Action::Discard)
}
