//! T14: drawing for the first dealer.

use super::{cards::PackKind, classify::spot};
use crate::{cards::CardId, games::DealerDraw};

/// Each of `players` draws from `deck` (top card first); the highest in run order (T2, T22)
/// deals, equal ranks by suit (T4). Cards are unique, so one draw decides; a card not of `pack`
/// is drawn again.
#[must_use]
pub fn draw_for_dealer(players: usize, deck: &[CardId], pack: PackKind) -> DealerDraw {
    crate::games::draw_for_dealer(players, deck, |card| {
        spot(card, pack).map(|(suit, pos)| pos * 4 + suit)
    })
}
