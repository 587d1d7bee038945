//! Why an action is refused. Every message can be shown to the player as is, and says what to do.

use crate::cards::Card;
use crate::games::Refusal;

/// An illegal action. Returned by `RuminoGame::apply`; the game is unchanged when it is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every game words alike.
    #[error(transparent)]
    Refused(Refusal),
    #[error("You are out of this game, so you cannot play this hand.")]
    NotInHand,
    #[error("Draw a card first: from the stock or from the discard pile.")]
    MustDrawFirst,
    #[error("You have already drawn this turn: discard a card, or declare gin or rumino.")]
    AlreadyDrew,
    #[error("The discard pile is empty: draw from the stock.")]
    DiscardPileEmpty,
    #[error("You do not hold {0}.")]
    CardNotInHand(Card),
    #[error("You took {0} from the discard pile this turn, so you cannot discard it this turn. Discard another card.")]
    CannotDiscardTakenCard(Card),
    #[error("You can only knock with {limit} or fewer points; you have {deadwood}.")]
    KnockTooHigh { limit: u16, deadwood: u16 },
    #[error("That is not gin: gin needs a lay of 4 and a lay of 3 with 7 cards (you have {deadwood} points of deadwood).")]
    NotGin { deadwood: u16 },
    #[error("That is not a rumino: it needs a 7-card straight flush or 7 of a kind.")]
    NotRumino,
    #[error("There is no discard you can claim for a rumino right now.")]
    NoClaim,
    #[error("You have no rebuy to decide.")]
    NoRebuyOffer,
    #[error("The game is waiting for rebuy decisions.")]
    AwaitingRebuys,
    #[error("A deal needs the full 108-card pack in some order.")]
    BadDeckOrder,
    #[error("A game needs 2 to 6 players; there are {0}.")]
    BadPlayerCount(usize),
}
crate::games::draw_discard::impl_from_turn_error!(RuleError);

/// Rumino words a seat not dealt in as out of the game (it is, until a rebuy); every other
/// refusal reads as in every game.
impl From<Refusal> for RuleError {
    fn from(refusal: Refusal) -> RuleError {
        match refusal {
            Refusal::NotInHand => RuleError::NotInHand,
            other => RuleError::Refused(other),
        }
    }
}
