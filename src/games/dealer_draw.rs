//! Drawing for the first dealer, as every game here does it: each player draws a card, the
//! strongest deals, tied strongest draw again. Only what "strongest" means differs per game.

use serde::{Deserialize, Serialize};

use super::Seat;
use crate::cards::{Card, CardId};

/// The cards each player drew, in draw order, and who deals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerDraw {
    pub draws: Vec<Vec<Card>>,
    pub dealer: Seat,
}

/// Each of `players` draws from `deck` (top card first) until `strength` rates the card (a
/// `None`, a joker say, is drawn again); the strongest deals and tied strongest draw again.
/// Should the deck run out in a long tie, the first tied seat deals, so the draw always ends.
#[must_use]
pub fn draw_for_dealer(
    players: usize,
    deck: &[CardId],
    strength: impl Fn(Card) -> Option<u8>,
) -> DealerDraw {
    let mut draws = vec![Vec::new(); players];
    let mut cards = deck.iter().map(|id| id.card());
    let mut contenders: Vec<Seat> = (0..players).collect();
    while contenders.len() > 1 {
        let mut strengths = Vec::with_capacity(contenders.len());
        for &seat in &contenders {
            let rated = loop {
                let Some(card) = cards.next() else {
                    return DealerDraw {
                        draws,
                        dealer: contenders[0],
                    };
                };
                draws[seat].push(card);
                if let Some(s) = strength(card) {
                    break s;
                }
            };
            strengths.push(rated);
        }
        let best = strengths.iter().copied().max().unwrap_or(0);
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
