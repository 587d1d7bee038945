//! Why a command is refused. Every message can be shown to the player as is, and says what to do.

use crate::cards::Card;
use crate::games::Refusal;

/// An illegal command, returned by `RummoliGame::apply`; the game is unchanged when it is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every game words alike.
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("Nobody needs to act right now.")]
    NobodyToAct,
    #[error("You cannot do that now: {0}.")]
    WrongStage(&'static str),
    #[error("Bid at least {0} chips, or pass.")]
    BidTooLow(u64),
    #[error("You have only {0} chips: you cannot bid more.")]
    BidOverStack(u64),
    #[error("You do not have the chips for that: you have {0}.")]
    NotEnoughChips(u64),
    #[error("The betting is capped: one bet and 3 raises. Call or fold.")]
    RaiseCap,
    #[error("You may lead only your lowest card of the suits you may lead: one of {0}.")]
    NotALead(String),
    #[error("You do not hold {0}.")]
    CardNotInHand(Card),
    #[error("You have already left this game.")]
    AlreadyLeft,
    #[error("A deal needs the 52-card pack in some order.")]
    BadDeckOrder,
    #[error("A game needs 2 to 8 players; there are {0}.")]
    BadPlayerCount(usize),
    #[error("The buy-in must be at least 9 chips, one for each space.")]
    BadBuyIn,
}
