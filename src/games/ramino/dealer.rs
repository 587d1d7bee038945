//! T14: drawing for the first dealer.

use serde::{Deserialize, Serialize};

use super::{action::Seat, cards::PackKind, classify::spot};
use crate::cards::{Card, CardId};

/// The card each player drew, in seat order, and who deals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerDraw {
    pub draws: Vec<Card>,
    pub dealer: Seat,
}

/// Each of `players` draws one card from `deck` (top card first); the highest in run order (T2,
/// T22) deals, equal ranks by suit (T4). Cards are unique, so one draw always decides. A card not
/// of `pack` ranks lowest; a deck too short leaves seat 0 dealing.
#[must_use]
pub fn draw_for_dealer(players: usize, deck: &[CardId], pack: PackKind) -> DealerDraw {
    let draws: Vec<Card> = deck.iter().take(players).map(|id| id.card()).collect();
    let dealer = (0..draws.len())
        .max_by_key(|&s| spot(draws[s], pack).map(|(suit, pos)| (pos, suit)))
        .unwrap_or(0);
    DealerDraw { draws, dealer }
}
