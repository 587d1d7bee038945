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

/// Where a game is, as every game's phase tells it alike: a hand in play, the game's result, or
/// between hands, whatever the game does there (deals, Rumino's rebuys, Rummoli's final deal).
pub enum Stage<'a, H, R> {
    Playing(&'a H),
    Over(&'a R),
    Between,
}

/// A game's phase, read through its [`Stage`]: each game says which of its phases is which, and
/// the questions every game asks of its phase are answered here.
pub trait Staged {
    type Hand;
    type Result;

    fn stage(&self) -> Stage<'_, Self::Hand, Self::Result>;

    /// The hand in play, if one is.
    fn hand(&self) -> Option<&Self::Hand> {
        match self.stage() {
            Stage::Playing(hand) => Some(hand),
            _ => None,
        }
    }

    /// How the game ended, once it has.
    fn result(&self) -> Option<&Self::Result> {
        match self.stage() {
            Stage::Over(result) => Some(result),
            _ => None,
        }
    }
}

impl<H, R> Staged for Phase<H, R> {
    type Hand = H;
    type Result = R;

    fn stage(&self) -> Stage<'_, H, R> {
        match self {
            Phase::AwaitingDeal => Stage::Between,
            Phase::Playing { hand } => Stage::Playing(hand),
            Phase::Over { result } => Stage::Over(result),
        }
    }
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
