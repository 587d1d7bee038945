//! One test (or more) per rule id of `rummy.md` for the deal, turns and hands (Y1–Y20), and
//! the examples that go with them, by section: the pack, players and deal ([`deal`]), the turns
//! ([`turns`]) and going out ([`going_out`]). Game-level rules are in `game_tests.rs`.

mod deal;
mod going_out;
mod turns;

use super::testkit::{
    assert_all_cards_accounted, card, cards, dealt, held, lay_out, ordered_pack, play,
};
use super::*;
use crate::cards::{CardId, Pack};

fn opts() -> RummyOptions {
    RummyOptions::default()
}

fn meld(s: &str) -> Action {
    Action::Meld(cards(s))
}

fn discard(s: &str) -> Action {
    Action::Discard(card(s))
}

fn lay_off(s: &str, target: MeldId) -> Action {
    Action::LayOff {
        card: card(s),
        target,
    }
}

/// The event that ended the hand, after the moves that led to it.
fn ended(events: &[Event]) -> Option<&Event> {
    events.iter().find(|e| matches!(e, Event::HandEnded { .. }))
}
