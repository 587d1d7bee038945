//! The `normal` level: greedy on the points in hand. It takes the top discard only when it melds
//! or lays off at once, lays every meld as soon as it holds one, and throws the card whose loss
//! leaves the hand worth least, reading loose cards' chances from the cards it holds and the table
//! alone: it remembers nothing of the discard pile.

use super::plan::{self, bit, Outlook};
use super::turn::Turn;
use crate::games::rummy::Action;

pub fn take(t: &Turn<'_>) -> bool {
    t.view.discard_top.is_some_and(|c| t.fits_now(c))
}

pub fn play(t: &Turn<'_>) -> Action {
    if let Some(action) = t.next_play(true) {
        return action;
    }
    let table_cards = t.table.iter().flatten().fold(0, |a, &c| a | bit(c));
    let outlook = Outlook {
        live: ((1u64 << 52) - 1) & !t.hand & !table_cards,
        per_out: 0.15,
        cap: 0.5,
        per_card: 1.0,
    };
    t.discards()
        .into_iter()
        .map(|c| {
            let worth = plan::worth(t.hand & !bit(c), &t.table, t.ace_high, &outlook);
            (c, worth)
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(Action::DrawStock, |(c, _)| Action::Discard(c))
}
