//! What can be done to a game of Rummoli: players' actions and the table's own commands.

use serde::{Deserialize, Serialize};

use crate::cards::Card;

/// A seat index, 0-based, in table order; "left" is the next index (L2).
pub type Seat = usize;

/// Something a seated player does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "a", content = "v", rename_all = "snake_case")]
pub enum Action {
    /// L9: the dealer takes the widow unseen; their own hand is dead (L11).
    Exchange,
    /// L9: the dealer auctions the widow (L10).
    Auction,
    /// L10: bid this many chips for the widow.
    Bid(u64),
    /// L10: pass (final).
    Pass,
    /// L14: no bet yet: check.
    Check,
    /// L14: bet 1 chip.
    Bet,
    /// L14: match the highest bet.
    Call,
    /// L14: match it and put 1 more chip.
    Raise,
    /// L14: give up the Poker space.
    Fold,
    /// L16, L18: lead this card, when several lowest cards of equal rank may be led.
    Lead(Card),
    /// L26: leave; the seat is played by the clock's defaults to the hand's end, then is out.
    Leave,
}

/// Everything that changes a game, in the order applied (the game is its start plus these): the
/// table's own commands, as every game takes them. A deal antes and deals the next hand (L5, L8),
/// or the final deal (L24), from an order of the 52-card pack, top card first, and never
/// reshuffles. A turn timeout is L26's clock of the seat the game waits for (its default is
/// played); while a forced play of the run-out waits, it is the pacing clock, and the play is
/// made. Rummoli has no rebuys, so it refuses a rebuy timeout.
pub type Command = crate::games::GameCommand<Action>;
