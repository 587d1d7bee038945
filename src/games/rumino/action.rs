//! What can be done to a game: players' actions and the table's own commands (deals, clocks).

use serde::{Deserialize, Serialize};

use crate::cards::Card;

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

/// Everything that changes a game, in the order it was applied: the seam's command with Rumino's
/// actions. A game is fully determined by its start and this sequence, so it is what the store
/// logs and replays.
pub type Command = crate::games::GameCommand<Action>;
