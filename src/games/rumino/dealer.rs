//! R7: drawing for the first dealer.

use crate::{cards::CardId, games::DealerDraw};

/// Each of `players` draws from `deck` (top card first); the highest card deals, Ace high then
/// K … 2. A joker is drawn again; tied highest players draw again.
#[must_use]
pub fn draw_for_dealer(players: usize, deck: &[CardId]) -> DealerDraw {
    crate::games::draw_for_dealer(players, deck, |card| {
        card.rank().map(crate::cards::Rank::draw_strength)
    })
}
