//! End of game arithmetic (N16–N19): penalties, the order players finish in, game points and the
//! Elo rating. Pure functions of numbers, so the store can rate a finished game from its result.
//! The Elo arithmetic is every rated game's ([`crate::games::rating`]); it is re-exported here
//! under N19's names.

use super::{action::Seat, tile::Tile};
pub use crate::games::rating::{expected, rating_changes, START_RATING};

/// N17: the numbers on the tiles left in a hand; a joker counts 30.
#[must_use]
pub fn penalty(hand: &[Tile]) -> u32 {
    hand.iter().map(|t| t.penalty()).sum()
}

/// How a seat ended, for ordering the finish.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub penalty: u32,
    pub tiles: usize,
    /// Won the game (went out, last one left, or lowest on a blocked stock).
    pub winner: bool,
    /// Forfeited as the `n`-th (0 first) to do so (N14).
    pub forfeited: Option<u32>,
}

/// N16, N19: each seat's place, 0 best; equal places are a draw between them. Winners first, then
/// the others by penalty then fewest tiles, forfeiters last (the earlier forfeit lower).
#[must_use]
pub fn places(standings: &[Standing]) -> Vec<u8> {
    let key = |s: &Standing| match (s.winner, s.forfeited) {
        (true, _) => (0, 0, 0),
        (false, None) => (1, u64::from(s.penalty), s.tiles as u64),
        (false, Some(order)) => (2, u64::from(u32::MAX - order), 0),
    };
    standings
        .iter()
        .map(|s| {
            let better = standings.iter().filter(|o| key(o) < key(s)).count();
            u8::try_from(better).unwrap_or(u8::MAX)
        })
        .collect()
}

/// N18: each loser scores −(own penalty − the winners' penalty), never above 0; the winners share
/// the sum of the losses equally, odd points one each to the winners in seat order. The result
/// sums to 0. `winner_penalty` is 0 for a player who went out or was left alone.
#[must_use]
pub fn game_points(penalties: &[u32], winners: &[Seat], winner_penalty: u32) -> Vec<i64> {
    let mut points: Vec<i64> = penalties
        .iter()
        .enumerate()
        .map(|(seat, &p)| {
            if winners.contains(&seat) {
                0
            } else {
                -(i64::from(p) - i64::from(winner_penalty)).max(0)
            }
        })
        .collect();
    let k = winners.iter().filter(|&&w| w < penalties.len()).count() as i64;
    if k == 0 {
        return points;
    }
    let won: i64 = -points.iter().sum::<i64>();
    let mut sorted: Vec<Seat> = winners.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    for (i, &w) in sorted.iter().filter(|&&w| w < penalties.len()).enumerate() {
        points[w] = won / k + i64::from((i as i64) < won % k);
    }
    points
}
