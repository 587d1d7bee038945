//! R7: drawing for the first dealer.

use serde::{Deserialize, Serialize};

use super::action::Seat;
use crate::cards::{Card, CardId};

/// The cards each player drew, in draw order, and who deals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerDraw {
    pub draws: Vec<Vec<Card>>,
    pub dealer: Seat,
}

/// Each of `players` draws from `deck` (top card first); the highest card deals, Ace high then
/// K … 2. A joker is drawn again; tied highest players draw again. Should the deck run out in a
/// long tie (it never has), the first tied seat deals, so the draw always ends.
#[must_use]
pub fn draw_for_dealer(players: usize, deck: &[CardId]) -> DealerDraw {
    let mut draws = vec![Vec::new(); players];
    let mut cards = deck.iter().map(|id| id.card());
    let mut contenders: Vec<Seat> = (0..players).collect();
    while contenders.len() > 1 {
        let mut best = 0;
        let mut strengths = Vec::with_capacity(contenders.len());
        for &seat in &contenders {
            let strength = loop {
                let Some(card) = cards.next() else {
                    return DealerDraw {
                        draws,
                        dealer: contenders[0],
                    };
                };
                draws[seat].push(card);
                if let Some(rank) = card.rank() {
                    break rank.draw_strength();
                }
            };
            best = best.max(strength);
            strengths.push(strength);
        }
        contenders = contenders
            .iter()
            .zip(&strengths)
            .filter(|(_, &s)| s == best)
            .map(|(&c, _)| c)
            .collect();
    }
    DealerDraw {
        draws,
        dealer: contenders.first().copied().unwrap_or(0),
    }
}
