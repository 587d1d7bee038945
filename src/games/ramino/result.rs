//! What is shown when a hand or a game ends (T19–T21), and how the pool is paid out.
//!
//! The pool is split as every game splits it ([`crate::games::split_pool`], [`Payout`]).

use serde::{Deserialize, Serialize};

use super::{action::Seat, classify::Declaration, hand_end::HandEnd};
use crate::cards::Card;
pub use crate::games::Payout;

/// One player's cards as shown at the end of a hand (T20).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownHand {
    pub seat: Seat,
    pub cards: Vec<Card>,
    /// Their total value (T3, T22): what decides an empty-stock hand (T19).
    pub value: u16,
    /// The best declaration these cards make, if any (T12).
    pub declaration: Option<Declaration>,
}

/// The public result of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub hand_no: u32,
    pub dealer: Seat,
    pub end: HandEnd,
    pub winner: Seat,
    /// Points the winner scored (T21).
    pub points: u32,
    /// Every hand dealt in, shown (T20).
    pub hands: Vec<ShownHand>,
    /// Every seat's total after this hand.
    pub scores: Vec<u32>,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// T21: a player reached the target.
    Target,
    /// T23: everybody else left or timed out.
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
