//! What the table reads of a game's state beyond its moves: what it waits for, how it was
//! settled, each seat's tally and place, rounds played and chips held. A game answers these from
//! its own state, or points the seam at a shared state that answers them for several games
//! ([`super::hand_game::Core`]), so those games do not each write them out.

use super::{SeatTally, Settlement, Waiting};

/// The table's questions about a game's state; [`super::Game`] asks them of its
/// [`super::Game::terms`].
pub trait TableTerms {
    /// What the game waits for.
    fn waiting(&self) -> Waiting;

    /// How the game ended, once it has.
    fn settlement(&self) -> Option<Settlement>;

    /// The stored tally of each seat.
    fn tallies(&self) -> Vec<SeatTally>;

    /// Each seat's place in a finished game, by the game's own order (0 best, equal places a
    /// draw), asked only at a rated table: `None` while the game runs or when it was refunded.
    fn rating_places(&self) -> Option<Vec<u8>> {
        None
    }

    /// Rounds scored so far.
    fn rounds_played(&self) -> u32;

    /// Chips the game holds while it runs: its pool (stakes and rebuys in, less what was paid
    /// out) or the players' stacks. Once it has ended they are all paid out.
    fn chips_held(&self) -> u64;
}
