//! How a hand of Ramino ended (T17–T19): a declaration, perhaps claimed, or the stock run out,
//! and who won it with what.

use serde::{Deserialize, Serialize};

use super::{action::Seat, classify::Declaration};
use crate::cards::Card;

/// T18: who claimed a declarer's discard, and the hand it made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub seat: Seat,
    /// The declarer's discard, claimed.
    pub card: Card,
    /// The card the engine dropped from the claimant's hand onto the discard pile.
    pub dropped: Card,
    pub declaration: Declaration,
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum HandEnd {
    /// T17, T18: `declarer` declared; a claim, if any; the higher hand's holder won.
    Declared {
        declarer: Seat,
        declaration: Declaration,
        claim: Option<Claim>,
        winner: Seat,
    },
    /// T19: the stock ran out with nobody declaring; the greatest total in hand won.
    StockOut { winner: Seat, total: u16 },
}

impl HandEnd {
    #[must_use]
    pub fn winner(&self) -> Seat {
        match *self {
            HandEnd::Declared { winner, .. } | HandEnd::StockOut { winner, .. } => winner,
        }
    }

    /// The winning declaration, `None` for an empty-stock win.
    #[must_use]
    pub fn winning_declaration(&self) -> Option<Declaration> {
        match *self {
            HandEnd::Declared {
                declarer,
                declaration,
                claim,
                winner,
            } => Some(match claim {
                Some(c) if winner != declarer => c.declaration,
                _ => declaration,
            }),
            HandEnd::StockOut { .. } => None,
        }
    }

    /// Points the winner scores (T21).
    #[must_use]
    pub fn points(&self) -> u32 {
        self.winning_declaration().map_or(1, Declaration::points)
    }
}
