//! The placement solver: given a playfield and a hand, the new playfield that places the most
//! hand tiles (N9: the playfield may be rearranged freely), within N11 and N13.
//!
//! Exact, by dynamic programming over the numbers 1 to 9 (`solver_layers.rs`): a state is the runs
//! still open in each colour (their length, up to "3 or more", and whether they hold a joker) and
//! the jokers left, so positions that differ only in how their closed combinations were built are
//! searched once. Which of two equal tiles is used does not matter, and playfield tiles (and
//! jokers) are used before hand tiles, which never loses.
//!
//! Still exact, but fast: each node tries its steps most promising first and skips those whose
//! upper bound (every tile still to decide gaining) cannot beat the value found so far, stopping
//! once that bound is reached; a skipped step could never have given more, so the memo holds exact
//! values. N13's keep-back tries the cheapest tile first and stops at the first keep that places
//! all the rest.

use super::{
    combo::meld_points,
    options::FINAL_TURN_MAX,
    tile::{counts, Tile},
};
use layers::{Input, Node, Search};

#[path = "solver_layers.rs"]
mod layers;

/// A placement: the whole new playfield and the hand tiles it places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub playfield: Vec<Vec<Tile>>,
    pub placed: Vec<Tile>,
}

impl Placement {
    /// The placement as a turn to commit.
    #[must_use]
    pub fn commit(&self) -> super::Commit {
        super::Commit {
            playfield: self.playfield.clone(),
            placed: self.placed.clone(),
        }
    }
}

/// What a placement is worth.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Objective {
    /// The most hand tiles, then the most penalty (N17) off the hand.
    Tiles,
    /// The most points of new combinations (N11), then the most tiles; for hand tiles only.
    MeldPoints,
}

/// What the position allows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// N11: the player's first play must reach this many points from new combinations of their
    /// own tiles, leaving the playfield untouched; 0 once melded or at tables without it.
    pub initial_meld: u32,
}

/// N9, N11, N13: the legal placement of the most hand tiles (then the most penalty), or `None`
/// when no tile can be placed.
#[must_use]
pub fn best_play(playfield: &[Vec<Tile>], hand: &[Tile], limits: Limits) -> Option<Placement> {
    let attempt = |hand: &[Tile]| -> Option<Placement> {
        if limits.initial_meld > 0 {
            let new = solve(&[], hand, Objective::MeldPoints)?;
            let points: u32 = new.playfield.iter().map(|c| meld_points(c)).sum();
            if points < limits.initial_meld {
                return None;
            }
            let mut field = playfield.to_vec();
            field.extend(new.playfield);
            return Some(Placement {
                playfield: field,
                placed: new.placed,
            });
        }
        let mandatory: Vec<Tile> = playfield.iter().flatten().copied().collect();
        solve(&mandatory, hand, Objective::Tiles)
    };
    let best = attempt(hand).filter(|p| !p.placed.is_empty())?;
    let going_out_barred = hand.iter().any(|t| t.is_joker()) || hand.len() > FINAL_TURN_MAX;
    if best.placed.len() < hand.len() || !going_out_barred {
        return Some(best);
    }
    // N13: this would be an illegal final turn; keep back one tile, whichever costs least. Keeping
    // back the lowest penalty first: the first keep that lets all the rest be placed is the best
    // (no placement of hand − 1 tiles is worth more), so the others need not be tried.
    let mut faces: Vec<Tile> = hand.to_vec();
    faces.sort_unstable_by_key(|t| (t.penalty(), *t));
    faces.dedup();
    let value = |p: &Placement| {
        (
            p.placed.len(),
            p.placed.iter().map(|t| t.penalty()).sum::<u32>(),
        )
    };
    let mut best: Option<Placement> = None;
    for keep in faces {
        let Some(at) = hand.iter().position(|&t| t == keep) else {
            continue;
        };
        let mut rest = hand.to_vec();
        rest.remove(at);
        let Some(p) = attempt(&rest).filter(|p| !p.placed.is_empty()) else {
            continue;
        };
        let all_rest = p.placed.len() == rest.len();
        if best.as_ref().map_or(true, |b| value(&p) > value(b)) {
            best = Some(p);
        }
        if all_rest {
            break;
        }
    }
    best
}

/// The exact optimum of `objective`: every `mandatory` tile and a best subset of `optional` ones
/// in valid combinations. `None` when the mandatory tiles cannot all be placed, or when some face
/// is given more than twice (or jokers more than twice).
#[must_use]
pub fn solve(mandatory: &[Tile], optional: &[Tile], objective: Objective) -> Option<Placement> {
    let m = counts(mandatory);
    let o = counts(optional);
    if Tile::all().any(|t| m[t.index()] + o[t.index()] > 2) {
        return None;
    }
    let mut input = Input {
        objective,
        m: [[0; 9]; 4],
        o: [[0; 9]; 4],
    };
    for t in Tile::all() {
        if let (Some(c), Some(n)) = (t.colour(), t.number()) {
            input.m[c as usize][usize::from(n) - 1] = m[t.index()];
            input.o[c as usize][usize::from(n) - 1] = o[t.index()];
        }
    }
    let root = Node::start(m[Tile::JOKER.index()], o[Tile::JOKER.index()]);
    let mut search = Search::new(input);
    if search.best(root) < 0 {
        return None;
    }
    Some(search.walk(root))
}
