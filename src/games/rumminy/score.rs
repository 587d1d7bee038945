//! End of game arithmetic (N16–N19): penalties, the order players finish in, game points and the
//! Elo rating. Pure functions of numbers, so the store can rate a finished game from its result.

use super::{action::Seat, tile::Tile};

/// The rating a member starts with on a server (N19).
pub const START_RATING: i32 = 1200;

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

/// N19: A's expected score against B.
#[must_use]
pub fn expected(rating_a: i32, rating_b: i32) -> f64 {
    1.0 / (1.0 + 10f64.powf(f64::from(rating_b - rating_a) / 400.0))
}

/// N19: each seat's rating change from pre-game `ratings` and finishing `places` (see
/// [`places`]); every pair is rated with `K = 32 / (n − 1)`, each change rounded half away from
/// zero and zero-sum per pair. Seats missing from either list get no change.
#[must_use]
pub fn rating_changes(ratings: &[i32], places: &[u8]) -> Vec<i32> {
    let n = ratings.len().min(places.len());
    let mut changes = vec![0; ratings.len()];
    if n < 2 {
        return changes;
    }
    let k = 32.0 / (n - 1) as f64;
    for a in 0..n {
        for b in a + 1..n {
            let score = match places[a].cmp(&places[b]) {
                std::cmp::Ordering::Less => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Greater => 0.0,
            };
            // f64::round rounds half away from zero, as N19 asks.
            let delta = (k * (score - expected(ratings[a], ratings[b]))).round() as i32;
            changes[a] += delta;
            changes[b] -= delta;
        }
    }
    changes
}
