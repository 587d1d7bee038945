//! Why a command is refused. Every message can be shown to the player as is, and says what to fix.

use super::{
    combo::{ComboError, TileList},
    tile::Tile,
};

/// An illegal command. Returned by `RumminyGame::apply`; the game is unchanged when it is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(usize),
    #[error("You have left this game or forfeited it, so you cannot play.")]
    Forfeited,
    #[error("It is not your turn: wait for the player in seat {} to play.", .0 + 1)]
    NotYourTurn(usize),
    #[error("The game is waiting for the tiles to be dealt.")]
    AwaitingDeal,
    #[error("The game is not waiting for a deal.")]
    NotAwaitingDeal,
    #[error("The game is over.")]
    GameOver,
    #[error("A deal needs all 74 tiles, each once.")]
    BadDeckOrder,
    #[error("A game needs 2 to 4 players; there are {0}.")]
    BadPlayerCount(usize),
    #[error("The initial meld can be at most {max} points; the table asks {0}.", max = super::MAX_INITIAL_MELD)]
    BadInitialMeld(u16),
    #[error("Rumminy has no rebuys.")]
    NoRebuys,
    #[error("Combination {index} ({tiles}) is not valid: {why}.")]
    InvalidCombination {
        /// 1-based, in the order submitted.
        index: usize,
        tiles: TileList,
        why: ComboError,
    },
    #[error("{0} was on the playfield at the start of your turn and is missing: a tile on the playfield never leaves it. Put it back into a combination.")]
    TileLeftPlayfield(Tile),
    #[error("{0} is on your new playfield more often than the old playfield and the tiles you placed hold. Take it out, or list it as placed from your hand.")]
    TileFromNowhere(Tile),
    #[error("You listed {0} as placed from your hand, but your hand holds no (more) {0}.")]
    NotInHand(Tile),
    #[error("You listed {0} as placed from your hand, but it is not on your new playfield.")]
    PlacedNotOnPlayfield(Tile),
    #[error("Place at least one tile from your hand, or pass.")]
    NothingPlaced,
    #[error("This play empties your hand, so it is your final turn, and a final turn may not place a joker from the hand. Keep a tile back, or pass.")]
    FinalTurnJoker,
    #[error("This play empties your hand, so it is your final turn, and a final turn may place at most 19 tiles; you place {0}. Keep some back.")]
    FinalTurnTooMany(usize),
    #[error("Your first play may not change the playfield: leave combination {0} of the playfield as it was and add new combinations of your own tiles.")]
    InitialMeldTouchesPlayfield(usize),
    #[error("Your first play must be worth at least {needed} points; these new combinations are worth {points}.")]
    InitialMeldTooLow { points: u32, needed: u32 },
}
