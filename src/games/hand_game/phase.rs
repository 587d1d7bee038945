//! Where a game of the skeleton is, and how it ended: the shapes every such game stores.

use serde::{Deserialize, Serialize};

use super::Ending;
use crate::games::{Payout, Seat, Settlement};

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase<H, R> {
    /// Waiting for the table to supply the next deck order.
    AwaitingDeal,
    Playing {
        hand: Box<H>,
    },
    Over {
        result: R,
    },
}

/// Which [`Phase`] a game is in, for views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseKind {
    AwaitingDeal,
    Playing,
    Over,
}

impl<H, R> Phase<H, R> {
    #[must_use]
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::AwaitingDeal => PhaseKind::AwaitingDeal,
            Phase::Playing { .. } => PhaseKind::Playing,
            Phase::Over { .. } => PhaseKind::Over,
        }
    }
}

/// How a game ended and who was paid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult<E> {
    pub end: E,
    /// Winning seats (several only when a cancelled game splits a tie); empty when refunded.
    pub winners: Vec<Seat>,
    pub payouts: Vec<Payout>,
}

impl<E: Ending> GameResult<E> {
    /// How the game was settled, as the table records it: refunded when it was cancelled
    /// before it counted.
    #[must_use]
    pub fn settlement(&self) -> Settlement {
        Settlement {
            winners: self.winners.clone(),
            refunded: self.end == E::CANCELLED_REFUNDED,
        }
    }
}
