//! The refusals every game words alike: a seat that is not there or not in, a turn that is not
//! the player's, and a game that is between hands or over. Each game's own error nests this one,
//! so these texts are written once and read the same in every game.

use super::Seat;

/// Why a command is refused before any rule of the game is asked; its text can be shown to the
/// player as is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(Seat),
    #[error("You are out of this game, so you cannot play.")]
    OutOfGame,
    #[error("You are not dealt into this hand.")]
    NotInHand,
    #[error("It is not your turn: wait for the player in seat {} to play.", .0 + 1)]
    NotYourTurn(Seat),
    #[error("No hand is being played right now.")]
    NoHandInPlay,
    #[error("The game is waiting for the next deal.")]
    AwaitingDeal,
    #[error("The game is not waiting for a deal.")]
    NotAwaitingDeal,
    #[error("The game is over.")]
    GameOver,
}
