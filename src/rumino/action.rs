//! What can be done to a game: players' actions and the table's own commands (deals, clocks).

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardId};

/// A seat index, 0-based, in table order; "to the left" is the next index (R7).
pub type Seat = usize;

/// Something a seated player does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "a", content = "card", rename_all = "snake_case")]
pub enum Action {
    /// R10.1: take the top card of the stock.
    DrawStock,
    /// R10.2: take the top card of the discard pile.
    TakeDiscard,
    /// R11: discard a card, ending the turn. With two copies of a face, either may go (not the
    /// one just taken from the discard pile, R12).
    Discard(Card),
    /// R14: end the hand at the start of the turn with deadwood at most the knock limit.
    Knock,
    /// R15: declare gin; with 8 cards the engine picks the card to discard.
    Gin,
    /// R16: declare rumino; with 8 cards the engine picks the card to discard.
    Rumino,
    /// R17: claim the top discard out of turn because it completes a rumino.
    ClaimRumino,
    /// R21: re-enter after elimination.
    Rebuy,
    /// R21: stay out.
    DeclineRebuy,
    /// R24: leave the game, forfeiting.
    Leave,
}

/// Everything that changes a game, in the order it was applied. A game is fully determined by its
/// start and this sequence, so it is what the store logs and replays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "c", rename_all = "snake_case")]
pub enum Command {
    /// A player's action.
    Play { seat: Seat, action: Action },
    /// Deal the next hand from this deck order (top card first, R9); `reshuffle_seed` seeds the
    /// R13 reshuffles of this hand so they replay too.
    Deal {
        order: Vec<CardId>,
        reshuffle_seed: u64,
    },
    /// R25: the turn clock of the seat on turn ran out.
    TurnTimeout,
    /// R21: the rebuy window closed; silence means no rebuy.
    RebuyTimeout,
    /// R24: the table was cancelled.
    Cancel,
}
