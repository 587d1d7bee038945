//! What is shown when a hand or a game ends (Y21–Y23), and how the pool is paid out.

use serde::{Deserialize, Serialize};

use super::{action::Seat, hand::HandEnd};
use crate::cards::Card;

/// One player's cards as shown at the end of a hand (Y23).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownHand {
    pub seat: Seat,
    pub cards: Vec<Card>,
    /// Their value (Y3): what this hand gave the player who went out.
    pub value: u16,
}

/// The public result of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub hand_no: u32,
    pub dealer: Seat,
    pub end: HandEnd,
    /// Points scored by the player who went out (Y21): 0 for a dead hand.
    pub points: u32,
    /// Every hand left, shown (Y23); the player who went out holds nothing.
    pub hands: Vec<ShownHand>,
    /// Every seat's total after this hand.
    pub scores: Vec<u32>,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// Y22: a player reached the target.
    Target,
    /// Y22: the set number of hands was played and one player led alone.
    Hands,
    /// Y24: everybody else left or timed out.
    LastPlayerStanding,
    /// Cancelled before any hand was scored: stakes refunded to players still in.
    CancelledRefunded,
    /// Cancelled later: the highest total still in takes the pool.
    CancelledSettled,
}

/// Chips paid out of the pool to one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payout {
    pub seat: Seat,
    pub chips: u64,
    /// Money back on a cancelled game rather than a win.
    pub refund: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub end: GameEnd,
    /// Winning seats (several only when a cancelled game splits a tie); empty when refunded.
    pub winners: Vec<Seat>,
    pub payouts: Vec<Payout>,
}

/// Splits `pool` evenly among `seats_paid`; odd chips go one each to those nearest the dealer's
/// left, so nothing is created or lost.
#[must_use]
pub fn split_pool(
    pool: u64,
    seats_paid: &[Seat],
    dealer: Seat,
    seats: usize,
    refund: bool,
) -> Vec<Payout> {
    if seats_paid.is_empty() || seats == 0 {
        return Vec::new();
    }
    let k = seats_paid.len() as u64;
    let mut order: Vec<Seat> = seats_paid.to_vec();
    order.sort_by_key(|&s| (s + seats - dealer % seats - 1) % seats);
    let remainder = pool % k;
    order
        .iter()
        .enumerate()
        .map(|(i, &seat)| Payout {
            seat,
            chips: pool / k + u64::from((i as u64) < remainder),
            refund,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_chip_goes_to_the_tied_player_nearest_the_dealers_left() {
        // Dealer 2 of 4: left of the dealer is seat 3, then 0, then 1.
        let p = split_pool(21, &[1, 3], 2, 4, false);
        assert_eq!((p[0].seat, p[0].chips), (3, 11));
        assert_eq!((p[1].seat, p[1].chips), (1, 10));
        assert!(split_pool(5, &[], 0, 3, false).is_empty());
    }
}
