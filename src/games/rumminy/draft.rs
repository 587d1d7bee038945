//! A player's draft (N9): the new playfield they build on their turn before committing it, kept
//! apart from the game until they commit, so nothing of it is public (N20) and a pass or a
//! timeout simply drops it (N12, N14).
//!
//! A draft is measured against its [`TurnStart`], the playfield and the hand as the turn began:
//! the tiles it holds beyond that playfield are the ones placed from the hand. Every edit names
//! combinations by their number as the player sees them (1 first), and every refusal names the
//! tile or the number the player gave. Whether the draft would be accepted is the engine's to say
//! ([`super::RumminyGame::check_commit`] on [`Draft::commit`]): a draft may hold combinations
//! that are not (yet) valid while it is being built.
//!
//! Pure data, no IO: the terminal keeps a [`Draft`] with its Undo steps; Discord keeps each step
//! as text in its store and uses the same [`TurnStart`] edits.

use super::{
    action::Commit,
    combo::{arrange, check},
    tile::{counts, Tile},
    view::GameView,
};

/// Where tiles go: onto combination `n` (1 first) or into a new combination at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Combination(usize),
    New,
}

/// A draft edit that cannot be made; the draft is unchanged. Each message names what the player
/// gave and says what to do instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DraftError {
    #[error("Your hand has no {0} left to place.")]
    NotInHand(Tile),
    #[error("There is no combination {0}: the combinations are numbered 1 to {1}.")]
    NoSuchCombination(usize, usize),
    #[error("There is no combination {0}: the playfield is empty, so start a new combination.")]
    NoCombinationYet(usize),
    #[error("Combination {combination} holds no {tile} to move.")]
    NotInCombination { tile: Tile, combination: usize },
    #[error("{tile} is already in combination {combination}.")]
    SameCombination { tile: Tile, combination: usize },
    #[error("{0} is on the playfield and missing from what you typed: a tile on the playfield never leaves it.")]
    LeftPlayfield(Tile),
    #[error("You typed {0} more often than the playfield and your hand hold it.")]
    TooMany(Tile),
    #[error("Name at least one tile.")]
    NoTiles,
    #[error("There is nothing to undo: your draft is the playfield as it is.")]
    NothingToUndo,
}

/// What a draft is measured against: the playfield and the hand as the turn began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnStart {
    pub playfield: Vec<Vec<Tile>>,
    pub hand: Vec<Tile>,
}

impl TurnStart {
    /// The turn start of the seat viewing `view`.
    #[must_use]
    pub fn of(view: &GameView) -> TurnStart {
        TurnStart {
            playfield: view.playfield.clone(),
            hand: view.my_hand.clone(),
        }
    }

    /// N9: `field` as a commit: the tiles it holds beyond the playfield are placed from the hand.
    #[must_use]
    pub fn commit(&self, field: &[Vec<Tile>]) -> Commit {
        Commit::over(&self.playfield, field.to_vec())
    }

    /// The hand's tiles `field` does not place, in the hand's order.
    #[must_use]
    pub fn hand_left(&self, field: &[Vec<Tile>]) -> Vec<Tile> {
        let placed = counts(self.commit(field).placed.iter());
        let mut used = [0u8; Tile::FACES];
        let mut left = Vec::new();
        for &t in &self.hand {
            let i = t.index();
            if used[i] < placed[i] {
                used[i] += 1;
            } else {
                left.push(t);
            }
        }
        left
    }

    /// N7, N9: whether `field` holds every tile of the playfield and, beyond them, only tiles of
    /// the hand (a playfield typed whole).
    ///
    /// # Errors
    /// The first tile that left the playfield, or that neither the playfield nor the hand holds
    /// that often.
    pub fn check_tiles(&self, field: &[Vec<Tile>]) -> Result<(), DraftError> {
        let old = counts(self.playfield.iter().flatten());
        let new = counts(field.iter().flatten());
        let hand = counts(&self.hand);
        if let Some(t) = Tile::all().find(|t| new[t.index()] < old[t.index()]) {
            return Err(DraftError::LeftPlayfield(t));
        }
        match Tile::all().find(|t| new[t.index()] > old[t.index()] + hand[t.index()]) {
            Some(t) => Err(DraftError::TooMany(t)),
            None => Ok(()),
        }
    }

    /// N9: places `tiles` from the hand onto `to` in `field`.
    ///
    /// # Errors
    /// A tile the hand no longer holds (the draft placed every copy), or a combination number
    /// `field` does not have; `field` is then unchanged.
    pub fn place(
        &self,
        field: &mut Vec<Vec<Tile>>,
        tiles: &[Tile],
        to: Target,
    ) -> Result<(), DraftError> {
        if tiles.is_empty() {
            return Err(DraftError::NoTiles);
        }
        let mut left = counts(self.hand_left(field).iter());
        for &t in tiles {
            let n = &mut left[t.index()];
            *n = n.checked_sub(1).ok_or(DraftError::NotInHand(t))?;
        }
        put(field, tiles, to)
    }
}

/// Moves `tiles` from combination `from` to `to` within `field` (N9: the playfield may be
/// split, joined and rearranged freely). A combination left empty is gone, and the ones after it
/// move up a number.
///
/// # Errors
/// A combination number `field` does not have, a tile not in combination `from`, or a move into
/// the combination it is in; `field` is then unchanged.
pub fn move_tiles(
    field: &mut Vec<Vec<Tile>>,
    from: usize,
    tiles: &[Tile],
    to: Target,
) -> Result<(), DraftError> {
    if tiles.is_empty() {
        return Err(DraftError::NoTiles);
    }
    let source = index(field, from)?;
    if let Target::Combination(n) = to {
        index(field, n)?;
        if n == from {
            return Err(DraftError::SameCombination {
                tile: tiles[0],
                combination: n,
            });
        }
    }
    let mut rest = field[source].clone();
    for &tile in tiles {
        let at = rest
            .iter()
            .position(|&t| t == tile)
            .ok_or(DraftError::NotInCombination {
                tile,
                combination: from,
            })?;
        rest.remove(at);
    }
    put(field, tiles, to)?;
    if rest.is_empty() {
        field.remove(source);
    } else {
        field[source] = laid_out(&rest);
    }
    Ok(())
}

/// The 0-based index of combination `n` (1 first) of `field`.
fn index(field: &[Vec<Tile>], n: usize) -> Result<usize, DraftError> {
    match n.checked_sub(1).filter(|&i| i < field.len()) {
        Some(i) => Ok(i),
        None if field.is_empty() => Err(DraftError::NoCombinationYet(n)),
        None => Err(DraftError::NoSuchCombination(n, field.len())),
    }
}

/// Adds `tiles` to combination `to` (laid out again) or as a new combination at the end.
fn put(field: &mut Vec<Vec<Tile>>, tiles: &[Tile], to: Target) -> Result<(), DraftError> {
    match to {
        Target::New => field.push(laid_out(tiles)),
        Target::Combination(n) => {
            let i = index(field, n)?;
            let mut combo = field[i].clone();
            combo.extend_from_slice(tiles);
            field[i] = laid_out(&combo);
        }
    }
    Ok(())
}

/// A combination laid out for display when it is valid (a run ascending, its joker in place),
/// else sorted by colour and number, so the player sees what it lacks.
#[must_use]
pub fn laid_out(combo: &[Tile]) -> Vec<Tile> {
    if check(combo).is_ok() {
        arrange(combo)
    } else {
        let mut sorted = combo.to_vec();
        sorted.sort_unstable();
        sorted
    }
}

/// A player's draft for one turn, with the steps Undo goes back through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    start: TurnStart,
    field: Vec<Vec<Tile>>,
    /// Earlier fields, the latest last.
    steps: Vec<Vec<Vec<Tile>>>,
}

impl Draft {
    /// A draft that is the playfield as it is: nothing placed yet.
    #[must_use]
    pub fn new(start: TurnStart) -> Draft {
        Draft {
            field: start.playfield.clone(),
            start,
            steps: Vec::new(),
        }
    }

    #[must_use]
    pub fn start(&self) -> &TurnStart {
        &self.start
    }

    /// The draft's playfield, numbered from 1 in this order.
    #[must_use]
    pub fn field(&self) -> &[Vec<Tile>] {
        &self.field
    }

    /// Whether any edit is left to undo.
    #[must_use]
    pub fn is_edited(&self) -> bool {
        !self.steps.is_empty()
    }

    /// What committing the draft would send.
    #[must_use]
    pub fn commit(&self) -> Commit {
        self.start.commit(&self.field)
    }

    /// The hand's tiles the draft does not place.
    #[must_use]
    pub fn hand_left(&self) -> Vec<Tile> {
        self.start.hand_left(&self.field)
    }

    /// Runs `edit` on a copy of the field; keeps it, and the step before for Undo, if it worked.
    fn edit(
        &mut self,
        edit: impl FnOnce(&TurnStart, &mut Vec<Vec<Tile>>) -> Result<(), DraftError>,
    ) -> Result<(), DraftError> {
        let mut next = self.field.clone();
        edit(&self.start, &mut next)?;
        self.steps.push(std::mem::replace(&mut self.field, next));
        Ok(())
    }

    /// See [`TurnStart::place`].
    ///
    /// # Errors
    /// As [`TurnStart::place`]; the draft is unchanged.
    pub fn place(&mut self, tiles: &[Tile], to: Target) -> Result<(), DraftError> {
        self.edit(|start, field| start.place(field, tiles, to))
    }

    /// See [`move_tiles`].
    ///
    /// # Errors
    /// As [`move_tiles`]; the draft is unchanged.
    pub fn move_tiles(
        &mut self,
        from: usize,
        tiles: &[Tile],
        to: Target,
    ) -> Result<(), DraftError> {
        self.edit(|_, field| move_tiles(field, from, tiles, to))
    }

    /// Makes `field` the draft (a suggestion taken, or a playfield typed whole); each
    /// combination is laid out.
    pub fn set(&mut self, field: Vec<Vec<Tile>>) {
        let field = field.iter().map(|c| laid_out(c)).collect();
        self.steps.push(std::mem::replace(&mut self.field, field));
    }

    /// Makes a playfield typed whole the draft, if it keeps every playfield tile and adds only
    /// tiles of the hand (see [`TurnStart::check_tiles`]).
    ///
    /// # Errors
    /// As [`TurnStart::check_tiles`]; the draft is unchanged.
    pub fn rearrange(&mut self, field: Vec<Vec<Tile>>) -> Result<(), DraftError> {
        self.start.check_tiles(&field)?;
        self.set(field);
        Ok(())
    }

    /// Goes back one edit.
    ///
    /// # Errors
    /// [`DraftError::NothingToUndo`] when the draft has not been edited.
    pub fn undo(&mut self) -> Result<(), DraftError> {
        self.field = self.steps.pop().ok_or(DraftError::NothingToUndo)?;
        Ok(())
    }
}

#[cfg(test)]
#[path = "draft_tests.rs"]
mod tests;
