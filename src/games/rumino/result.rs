//! What is shown when a hand or a game ends (R18, R22).

use serde::{Deserialize, Serialize};

use super::{action::Seat, hand::HandEnd, lays::Arrangement};
use crate::cards::Card;

/// One player's hand as shown at the end of a hand (R18).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownHand {
    pub seat: Seat,
    pub cards: Vec<Card>,
    pub arrangement: Arrangement,
    /// Points this hand added to the score (deadwood, −10 for gin, + any undercut penalty).
    pub points: i32,
    pub score_after: i32,
    /// Eliminated by this hand (R20).
    pub eliminated: bool,
}

/// The public result of a hand: how it ended and every hand shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub hand_no: u32,
    pub dealer: Seat,
    pub end: HandEnd,
    pub hands: Vec<ShownHand>,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// R22(a): only one player remains in.
    LastPlayerStanding,
    /// R22(b).
    Rumino,
    /// R22(c): gin in each of the first three hands.
    ThreeGins,
    /// R22: every remaining player was eliminated in the same hand; lowest score wins.
    AllEliminated,
    /// R24: cancelled before the first hand was scored; every stake refunded.
    CancelledRefunded,
    /// Cancelled after a hand was scored: settled as if everyone still in were eliminated at
    /// once, lowest score winning (our decision; the rules are silent).
    CancelledSettled,
}

/// Chips paid out of the pool to one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payout {
    pub seat: Seat,
    pub chips: u64,
    /// A refund of a stake (R24) rather than a win.
    pub refund: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub end: GameEnd,
    /// Winning seats (several on an exact tie, R22); empty when refunded.
    pub winners: Vec<Seat>,
    pub payouts: Vec<Payout>,
}

/// Splits `pool` evenly among `winners`; odd chips go one each to the winners nearest the
/// dealer's left (R22), so nothing is created or lost.
#[must_use]
pub fn split_pool(pool: u64, winners: &[Seat], dealer: Seat, seats: usize) -> Vec<Payout> {
    if winners.is_empty() || seats == 0 {
        return Vec::new();
    }
    let k = winners.len() as u64;
    let mut order: Vec<Seat> = winners.to_vec();
    order.sort_by_key(|&s| (s + seats - dealer - 1) % seats);
    let remainder = pool % k;
    order
        .iter()
        .enumerate()
        .map(|(i, &seat)| Payout {
            seat,
            chips: pool / k + u64::from((i as u64) < remainder),
            refund: false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r22_odd_chip_goes_to_tied_player_nearest_dealers_left() {
        // Dealer is seat 2 of 4: left of the dealer is seat 3, then 0, then 1.
        let p = split_pool(21, &[1, 3], 2, 4);
        assert_eq!(
            p,
            vec![
                Payout {
                    seat: 3,
                    chips: 11,
                    refund: false
                },
                Payout {
                    seat: 1,
                    chips: 10,
                    refund: false
                },
            ]
        );
        let p = split_pool(20, &[0, 1, 3], 3, 4);
        assert_eq!(p.iter().map(|p| p.chips).sum::<u64>(), 20);
        assert_eq!(
            p[0],
            Payout {
                seat: 0,
                chips: 7,
                refund: false
            }
        );
        assert!(split_pool(5, &[], 0, 3).is_empty());
    }
}
