//! What can be done to a game of Ramino: players' actions and the table's own commands.

use serde::{Deserialize, Serialize};

use crate::cards::Card;

/// A seat index, 0-based, in table order; "next" is the next index (T15).
pub type Seat = usize;

/// Something a seated player does. Declaring (T17) and claiming (T18) are automatic, so they are
/// not actions. Cards are stored in the crate's notation (`J♠` for `F♠`/`U♠`); players read and
/// type Ramino's ([`super::notation`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "a", content = "v", rename_all = "snake_case")]
pub enum Action {
    /// T16: take the top card of the stock.
    DrawStock,
    /// T16: take the top card of the discard pile (never on a hand's first turn).
    TakeDiscard,
    /// T16: discard a card, ending the turn; T17 then checks the cards kept.
    Discard(Card),
    /// T23: leave the game; the seat is played to the hand's end, then is out.
    Leave,
}

/// Everything that changes a game, in the order it was applied: the table's own commands, as
/// every game takes them. A deal is an order of the table's pack (top card first, T14, T15); Ramino
/// never reshuffles, so it leaves the deal's seed unused; a turn timeout is T23's clock; Ramino has
/// no rebuys, so it refuses a rebuy timeout.
pub type Command = crate::games::GameCommand<Action>;
