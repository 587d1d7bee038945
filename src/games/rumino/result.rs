//! What is shown when a hand or a game ends (R18, R22).

use serde::{Deserialize, Serialize};

pub use crate::games::{split_pool, Payout};

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

/// How a game ended; winners are several on an exact tie (R22), none when refunded.
pub type GameResult = crate::games::hand_game::GameResult<GameEnd>;

impl crate::games::hand_game::Ending for GameEnd {
    const LAST_PLAYER_STANDING: Self = GameEnd::LastPlayerStanding;
    const CANCELLED_REFUNDED: Self = GameEnd::CancelledRefunded;
    const CANCELLED_SETTLED: Self = GameEnd::CancelledSettled;
}
