//! What happened, for the table to log and tell players. Events carry only what every player may
//! see (L25): no hand, no widow, no dead hand; shown poker hands only once shown.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Seat},
    chips::Transfer,
    game::GameResult,
    hand::{HandResult, Shown},
};
use crate::cards::Card;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event {
    /// Chips moved (every movement, with its reason).
    Chips(Transfer),
    /// L5/L26: out of the game, leaving with their stack.
    Out {
        seat: Seat,
        stack: u64,
    },
    /// L8: cards held by each seat dealt in (from the dealer's left) and the widow.
    Dealt {
        hand_no: u32,
        dealer: Seat,
        counts: Vec<(Seat, usize)>,
        widow: usize,
    },
    /// L9: the dealer took the widow; their hand is dead.
    Exchanged {
        dealer: Seat,
    },
    /// L9: the dealer auctions the widow.
    AuctionOpened {
        dealer: Seat,
    },
    Bid {
        seat: Seat,
        chips: u64,
    },
    Passed {
        seat: Seat,
    },
    /// L10: the highest bidder paid and took the widow.
    WidowSold {
        seat: Seat,
        price: u64,
    },
    /// L10: nobody bid: the widow is dead.
    WidowDead,
    /// L14: a betting action.
    Poker {
        seat: Seat,
        action: Action,
    },
    /// L13–L15: the hands shown and who won the Poker space (L14: a lone survivor shows nothing).
    PokerWon {
        shown: Vec<Shown>,
        winners: Vec<Seat>,
    },
    /// L16–L18: one play of the run-out.
    Played {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// L26: the clock ran out and the default was played.
    TimedOut {
        seat: Seat,
    },
    Left {
        seat: Seat,
    },
    HandEnded {
        result: HandResult,
    },
    /// L24: the final deal's hands and winners.
    FinalDeal {
        shown: Vec<Shown>,
        winners: Vec<Seat>,
    },
    GameOver {
        result: GameResult,
    },
}
