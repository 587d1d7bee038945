//! What can be done to a game of Rumminy: players' actions and the table's own commands.

use serde::{Deserialize, Serialize};

use super::tile::{counts, Tile, TileId};

/// A seat index, 0-based, in table order; turns go round in seat order (N2).
pub type Seat = usize;

/// N9: a committed turn: the whole new playfield and the tiles placed from the hand. Tiles are
/// faces (`R7`): the two `R7` are interchangeable to the rules, so the engine chooses which
/// physical tile goes where (playfield tiles first, then the hand's).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Commit {
    /// Every combination of the playfield after the turn, in the order to show them.
    pub playfield: Vec<Vec<Tile>>,
    /// The tiles placed from the hand this turn.
    pub placed: Vec<Tile>,
}

impl Commit {
    /// A commit of `playfield` over `before` (the playfield at turn start): the tiles placed are
    /// what the new playfield holds beyond the old one. A builder for drafts; the engine still
    /// checks every rule.
    #[must_use]
    pub fn over(before: &[Vec<Tile>], playfield: Vec<Vec<Tile>>) -> Commit {
        let old = counts(before.iter().flatten());
        let new = counts(playfield.iter().flatten());
        let placed = Tile::all()
            .flat_map(|t| {
                let extra = new[t.index()].saturating_sub(old[t.index()]);
                std::iter::repeat_n(t, usize::from(extra))
            })
            .collect();
        Commit { playfield, placed }
    }
}

/// Something a seated player does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "a", content = "v", rename_all = "snake_case")]
pub enum Action {
    /// N9: commit a turn.
    Commit(Commit),
    /// N12: draw the top tile of the stock (none when it is empty); ends the turn.
    Pass,
    /// N14: leave the game, forfeiting. Allowed at any time, on turn or not.
    Leave,
}

/// Everything that changes a game, in the order it was applied. A game is fully determined by its
/// start and this sequence, so it is what the store logs and replays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "c", rename_all = "snake_case")]
pub enum Command {
    /// A player's action.
    Play { seat: Seat, action: Action },
    /// Deal from this order of the 74 tiles (top tile first, N3).
    Deal { order: Vec<TileId> },
    /// N14: the turn clock of the seat on turn ran out.
    TurnTimeout,
    /// The table was cancelled: stakes go back to the players still in.
    Cancel,
}
