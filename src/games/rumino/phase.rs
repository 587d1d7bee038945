//! Where a game of Rumino is: waiting for a deal, a hand in play, eliminated players deciding on
//! rebuys (R21), or over. Rebuys are decided between hands, as every game reads its phase.

use serde::{Deserialize, Serialize};

use super::{action::Seat, hand::Hand, result::GameResult};
use crate::games::hand_game::{Stage, Staged};

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for the table to supply the next deck order.
    AwaitingDeal,
    Playing {
        hand: Box<Hand>,
    },
    /// R21: eliminated players deciding whether to rebuy.
    Rebuys {
        offers: Vec<Seat>,
    },
    Over {
        result: GameResult,
    },
}

impl Staged for Phase {
    type Hand = Hand;
    type Result = GameResult;

    /// Rebuys are decided between hands.
    fn stage(&self) -> Stage<'_, Hand, GameResult> {
        match self {
            Phase::Playing { hand } => Stage::Playing(hand),
            Phase::Over { result } => Stage::Over(result),
            Phase::AwaitingDeal | Phase::Rebuys { .. } => Stage::Between,
        }
    }
}
