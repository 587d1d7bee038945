//! What is shown when a hand or a game ends (Y21–Y23), and how the pool is paid out.

use serde::{Deserialize, Serialize};

pub use crate::games::{split_pool, Payout};

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

/// How a game ended and who was paid.
pub type GameResult = crate::games::hand_game::GameResult<GameEnd>;

impl crate::games::hand_game::Ending for GameEnd {
    const LAST_PLAYER_STANDING: Self = GameEnd::LastPlayerStanding;
    const CANCELLED_REFUNDED: Self = GameEnd::CancelledRefunded;
    const CANCELLED_SETTLED: Self = GameEnd::CancelledSettled;
}

impl crate::games::hand_game::Round for HandResult {
    fn round(&self) -> (u32, Seat) {
        (self.hand_no, self.dealer)
    }
}
