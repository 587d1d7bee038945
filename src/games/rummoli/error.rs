//! Why a command is refused. Every message can be shown to the player as is, and says what to do.

use std::fmt;

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
    WrongStage(Expected),
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

/// What the hand expects when a player tries something else, as [`RuleError::WrongStage`] says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// L9: the dealer's choice.
    DealerChoice,
    /// L10: the auction of the widow.
    BidOrPass,
    /// L14: a betting action, outside the betting.
    Bet,
    /// L14: nobody has bet yet.
    CheckOrBet,
    /// L14: someone has bet.
    FoldCallOrRaise,
    /// L16, L18: the lead.
    Lead,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::DealerChoice => {
                "the dealer exchanges their hand for the widow or auctions it"
            }
            Expected::BidOrPass => "bid for the widow, or pass",
            Expected::Bet => "bet",
            Expected::CheckOrBet => "check, or bet 1 chip",
            Expected::FoldCallOrRaise => "fold, call or raise 1 chip",
            Expected::Lead => "lead one of your lowest cards",
        })
    }
}
