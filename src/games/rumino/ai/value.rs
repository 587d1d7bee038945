//! What a score line is worth: the chance-like value of standing at some scores, used to weigh
//! a hand's points by what they do to the game (R19–R22) rather than by points alone.
//!
//! Heads-up it is a race to stay at or under 100 (R20): the player with more headroom is ahead, and
//! the lead matters more the fewer hands are left to make it up. We model the remaining game as a
//! random walk of the score difference (about [`SPREAD`] points per hand, the hands left about the
//! smaller headroom over [`PACE`]), so the value is a normal tail. With more players a seat's worth
//! is its average over the opponents still in. Finished pairs (someone over 100) are exact.

use crate::games::rumino::{Seat, ELIMINATION_SCORE};

/// Typical spread of the score difference over one hand.
const SPREAD: f64 = 14.0;
/// Typical points a player adds per hand.
const PACE: f64 = 11.0;

/// Worth to a player at `me` of facing one player at `opp`, from 0 (lost) to 1 (won).
#[must_use]
pub fn pair_value(me: i32, opp: i32) -> f64 {
    let out = |s: i32| s > ELIMINATION_SCORE;
    match (out(me), out(opp)) {
        (true, true) => match me.cmp(&opp) {
            std::cmp::Ordering::Less => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Greater => 0.0,
        },
        (true, false) => 0.0,
        (false, true) => 1.0,
        (false, false) => {
            let room = |s: i32| f64::from(ELIMINATION_SCORE + 1 - s);
            let hands_left = 1.0 + room(me).min(room(opp)) / PACE;
            normal_cdf((room(me) - room(opp)) / (SPREAD * hands_left.sqrt()))
        }
    }
}

/// Worth to `me` of the scores `scores` (per seat) with `alive` seats still in the game: the
/// mean of [`pair_value`] over the other seats still in.
#[must_use]
pub fn seat_value(me: Seat, scores: &[i32], alive: &[bool]) -> f64 {
    let (mut sum, mut n) = (0.0, 0u32);
    for (seat, &score) in scores.iter().enumerate() {
        if seat != me && alive.get(seat).copied().unwrap_or(false) {
            sum += pair_value(scores[me], score);
            n += 1;
        }
    }
    if n == 0 {
        1.0
    } else {
        sum / f64::from(n)
    }
}

/// The standard normal distribution function (logistic approximation, error under 0.01).
fn normal_cdf(z: f64) -> f64 {
    1.0 / (1.0 + (-1.702 * z).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_headroom_is_worth_more_and_finished_pairs_are_exact() {
        assert!((pair_value(40, 40) - 0.5).abs() < 1e-9);
        assert!(pair_value(30, 60) > 0.7);
        assert!(pair_value(60, 30) < 0.3);
        // The same 20-point lead matters more near the end.
        assert!(pair_value(75, 95) > pair_value(5, 25));
        assert_eq!(pair_value(101, 50), 0.0);
        assert_eq!(pair_value(50, 101), 1.0);
        assert_eq!(pair_value(105, 110), 1.0);
        assert_eq!(pair_value(105, 105), 0.5);
    }

    #[test]
    fn seat_value_averages_over_players_still_in() {
        let v = seat_value(0, &[40, 40, 200], &[true, true, false]);
        assert!((v - 0.5).abs() < 1e-9);
        assert_eq!(seat_value(0, &[40, 90], &[true, false]), 1.0);
    }
}
