//! Why an action is refused. Every message can be shown to the player as is, and says what to do.

use crate::cards::Card;
use crate::games::Refusal;

use super::action::MeldId;

/// An illegal command. Returned by `RummyGame::apply`; the game is unchanged when it is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every game words alike.
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("Draw a card first: from the stock or from the discard pile.")]
    MustDrawFirst,
    #[error("You have already drawn this turn: meld, lay off, or discard a card.")]
    AlreadyDrew,
    #[error("You do not hold {0}.")]
    CardNotInHand(Card),
    #[error("You named {0} twice.")]
    DuplicateCard(Card),
    #[error("Those cards are not a meld: a meld is 3 or 4 cards of one rank, or 3 or more cards of one suit in a row.")]
    NotAMeld,
    #[error("There is no meld {0} on the table.")]
    NoSuchMeld(MeldId),
    #[error("{card} does not fit meld {meld}: add a set's fourth card, or the next card at either end of a run.")]
    CannotLayOff { card: Card, meld: MeldId },
    #[error("You took {0} from the discard pile this turn, so you cannot discard it this turn. Discard another card.")]
    CannotDiscardTakenCard(Card),
    #[error("You may take {0} only if you can meld it or lay it off now: draw from the stock.")]
    DiscardMustMeld(Card),
    #[error("You took {0} from the discard pile: meld it or lay it off before anything else.")]
    MustUseTaken(Card),
    #[error("At this table you go out by discarding your last card: keep one card to discard.")]
    MustDiscardToGoOut,
    #[error("That would leave you holding only {0}, which you took from the discard pile and cannot discard this turn.")]
    DeadEnd(Card),
    #[error("A deal needs the 52-card pack in some order.")]
    BadDeckOrder,
    #[error("A game needs 2 to 6 players; there are {0}.")]
    BadPlayerCount(usize),
}

crate::games::draw_discard::impl_from_turn_error!(RuleError);
