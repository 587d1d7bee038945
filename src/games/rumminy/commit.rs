//! N9–N11, N13, N15: checking a committed turn, and playing it.
//!
//! [`RumminyGame::check_commit`] is pure, so a screen can show what is wrong with a draft before
//! it is committed; [`RumminyGame::apply`] runs the same check.

use super::{
    action::{Commit, Seat},
    combo::{self, arrange, meld_points, TileList},
    error::RuleError,
    game::{Event, Move, RumminyGame},
    options::FINAL_TURN_MAX,
    result::GameEnd,
    tile::{counts, Tile, TileId},
};

/// A commit that passed every check: the new playfield and hand, with physical tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub playfield: Vec<Vec<TileId>>,
    pub hand: Vec<TileId>,
    pub placed: Vec<Tile>,
    /// N13: the hand is empty after it: the player goes out (N15).
    pub final_turn: bool,
}

impl RumminyGame {
    /// Whether `commit` by `seat` would be accepted now, and what it would leave.
    ///
    /// # Errors
    /// The first rule the commit breaks, naming the combination or tile to fix.
    pub fn check_commit(&self, seat: Seat, commit: &Commit) -> Result<Checked, RuleError> {
        let state = self.seats.get(seat).ok_or(RuleError::NoSuchSeat(seat))?;
        if state.forfeited.is_some() {
            return Err(RuleError::Forfeited);
        }
        let board = self.on_turn(seat)?;
        let hand = &board.hands[seat];
        // N13 first: a final turn over its limits stays refused however its combinations are
        // mended, so the player hears the limit before anything else.
        let held: Vec<Tile> = hand.iter().map(|t| t.tile()).collect();
        let final_turn = !commit.placed.is_empty() && counts(&commit.placed) == counts(&held);
        if final_turn && commit.placed.len() > FINAL_TURN_MAX {
            return Err(RuleError::FinalTurnTooMany(commit.placed.len()));
        }
        if final_turn && commit.placed.iter().any(|t| t.is_joker()) {
            return Err(RuleError::FinalTurnJoker);
        }
        for (i, tiles) in commit.playfield.iter().enumerate() {
            combo::check(tiles).map_err(|why| RuleError::InvalidCombination {
                index: i + 1,
                tiles: TileList(tiles.clone()),
                why,
            })?;
        }
        let before = board.playfield_tiles();
        check_counts(&before, hand, commit)?;
        if commit.placed.is_empty() {
            return Err(RuleError::NothingPlaced);
        }
        if !state.melded {
            check_initial_meld(&before, commit, u32::from(self.options.initial_meld))?;
        }
        let (playfield, hand) = assign(&board.playfield, hand, &commit.playfield);
        Ok(Checked {
            playfield,
            hand,
            placed: commit.placed.clone(),
            final_turn,
        })
    }

    /// Plays a commit of the seat on turn (checked by [`RumminyGame::check_commit`]).
    pub(super) fn commit(&mut self, seat: Seat, commit: &Commit) -> Result<Vec<Event>, RuleError> {
        let checked = self.check_commit(seat, commit)?;
        let board = self.board_mut()?;
        board.playfield = checked.playfield;
        board.hands[seat] = checked.hand;
        for s in &mut self.seats {
            s.passed_on_empty = false;
        }
        let state = &mut self.seats[seat];
        state.melded = true;
        state.timeouts_in_a_row = 0;
        let mut events = vec![self.record(Move::Played {
            seat,
            placed: checked.placed,
        })];
        if checked.final_turn {
            events.push(self.finish(GameEnd::WentOut, vec![seat]));
        } else {
            self.advance();
        }
        Ok(events)
    }
}

/// N7, N9 (b), N9 (c): the new playfield holds exactly the old one plus the tiles placed, and
/// those come from the hand.
fn check_counts(before: &[Vec<Tile>], hand: &[TileId], commit: &Commit) -> Result<(), RuleError> {
    let old = counts(before.iter().flatten());
    let new = counts(commit.playfield.iter().flatten());
    let placed = counts(&commit.placed);
    let held = counts(hand.iter().map(|t| t.tile()).collect::<Vec<_>>().iter());
    for t in Tile::all() {
        let i = t.index();
        if new[i] < old[i] {
            return Err(RuleError::TileLeftPlayfield(t));
        }
    }
    for t in Tile::all() {
        let i = t.index();
        if placed[i] > held[i] {
            return Err(RuleError::NotInHand(t));
        }
        let supplied = u16::from(old[i]) + u16::from(placed[i]);
        if u16::from(new[i]) > supplied {
            return Err(RuleError::TileFromNowhere(t));
        }
        if u16::from(new[i]) < supplied {
            return Err(RuleError::PlacedNotOnPlayfield(t));
        }
    }
    Ok(())
}

/// N11: a first play keeps every old combination as it was and adds new ones worth `needed`.
fn check_initial_meld(before: &[Vec<Tile>], commit: &Commit, needed: u32) -> Result<(), RuleError> {
    let sorted = |c: &Vec<Tile>| {
        let mut c = c.clone();
        c.sort_unstable();
        c
    };
    let mut fresh: Vec<Vec<Tile>> = commit.playfield.iter().map(sorted).collect();
    for (i, old) in before.iter().enumerate() {
        let old = sorted(old);
        match fresh.iter().position(|c| *c == old) {
            Some(at) => {
                fresh.remove(at);
            }
            None => return Err(RuleError::InitialMeldTouchesPlayfield(i + 1)),
        }
    }
    let points: u32 = fresh.iter().map(|c| meld_points(c)).sum();
    if points < needed {
        return Err(RuleError::InitialMeldTooLow { points, needed });
    }
    Ok(())
}

/// Physical tiles for the new playfield: each face from the old playfield's tiles first, then
/// the hand's. Returns the playfield (each combination arranged) and the hand left.
fn assign(
    before: &[Vec<TileId>],
    hand: &[TileId],
    playfield: &[Vec<Tile>],
) -> (Vec<Vec<TileId>>, Vec<TileId>) {
    let mut on_field: Vec<Vec<TileId>> = vec![Vec::new(); Tile::FACES];
    for &t in before.iter().flatten() {
        on_field[t.tile().index()].push(t);
    }
    let mut in_hand: Vec<Vec<TileId>> = vec![Vec::new(); Tile::FACES];
    for &t in hand.iter().rev() {
        in_hand[t.tile().index()].push(t);
    }
    let mut used = Vec::new();
    let new: Vec<Vec<TileId>> = playfield
        .iter()
        .map(|combo| {
            arrange(combo)
                .into_iter()
                .filter_map(|face| {
                    on_field[face.index()].pop().or_else(|| {
                        let t = in_hand[face.index()].pop()?;
                        used.push(t);
                        Some(t)
                    })
                })
                .collect()
        })
        .collect();
    let left = hand.iter().copied().filter(|t| !used.contains(t)).collect();
    (new, left)
}
