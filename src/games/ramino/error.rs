//! Why a command is refused. Every message can be shown to the player as is, and says what to do.

use super::notation::PackCard;
use crate::games::Refusal;

/// An illegal command. Returned by `RaminoGame::apply`; the game is unchanged when it is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every game words alike.
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("Draw a card first: from the stock or from the discard pile.")]
    MustDrawFirst,
    #[error("You have already drawn this turn: discard a card.")]
    AlreadyDrew,
    #[error("The first turn of a hand draws from the stock.")]
    FirstTurnFromStock,
    #[error("The discard pile is empty: draw from the stock.")]
    NoDiscard,
    #[error("You do not hold {0}.")]
    CardNotInHand(PackCard),
    #[error("You took {0} from the discard pile this turn, so you cannot discard it this turn. Discard another card.")]
    CannotDiscardTakenCard(PackCard),
    #[error("A deal needs the table's whole pack in some order.")]
    BadDeckOrder,
    #[error("A game needs 2 to 4 players; there are {0}.")]
    BadPlayerCount(usize),
    #[error("Ramino has no rebuys.")]
    NoRebuys,
}

crate::games::draw_discard::impl_from_turn_error!(RuleError);
