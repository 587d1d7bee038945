//! What can be done to a game of Rummy: players' actions and the table's own commands.

use serde::{Deserialize, Serialize};

use crate::cards::Card;

/// A seat index, 0-based, in table order; "next" is the next index (Y4).
pub type Seat = usize;

/// A meld's id on the table: stable for the hand, numbered from 1 in the order laid (Y6).
pub type MeldId = u32;

/// Something a seated player does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "a", content = "v", rename_all = "snake_case")]
pub enum Action {
    /// Y12: take the top card of the stock.
    DrawStock,
    /// Y12: take the top card of the discard pile (Y15 may forbid it).
    TakeDiscard,
    /// Y6: lay these cards from the hand as a new meld, in any order.
    Meld(Vec<Card>),
    /// Y7: add one card from the hand to a meld on the table, anyone's.
    LayOff { card: Card, target: MeldId },
    /// Y14: discard a card, ending the turn (or going out with the last card, Y17).
    Discard(Card),
    /// Y24: leave the game; the seat is played to the hand's end, then is out.
    Leave,
}

/// Everything that changes a game, in the order it was applied: the table's own commands, as
/// every game takes them. A deal is an order of the 52-card pack (top card first, Y11) whose
/// `reshuffle_seed` seeds the Y16 rebuilt stock; a turn timeout is Y24's clock; Rummy has no
/// rebuys, so it refuses a rebuy timeout.
pub type Command = crate::games::GameCommand<Action>;
