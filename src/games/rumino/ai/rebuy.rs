//! R21 rebuy decisions: pay to re-enter at the highest score still in, or stay out.
//!
//! Re-entering buys a share of the pool (which the rebuy itself grows) at the cost of starting
//! level with the worst player still in. The chance of winning from there is estimated by headroom
//! (101 minus the score): a player's share is their headroom squared over everyone's, so those
//! nearest elimination count for little. Rebuy when the expected winnings beat the cost; a free
//! rebuy (friendly game) is always taken. `easy` flips a coin when the call is close.

use rand::Rng;

use super::Level;
use crate::games::rumino::{Action, GameView, ELIMINATION_SCORE};

/// How close (in chips, as a share of the cost) counts as a coin flip for `easy`.
const CLOSE: f64 = 0.5;

pub fn decide(view: &GameView, level: Level, rng: &mut impl Rng) -> Action {
    let cost = view.rebuy_cost.unwrap_or(0);
    if cost == 0 {
        return Action::Rebuy;
    }
    let gain = expected_gain(view, cost);
    let close = gain.abs() <= CLOSE * cost as f64;
    let rebuy = if level == Level::Easy && close {
        rng.gen_bool(0.5)
    } else {
        gain > 0.0
    };
    if rebuy {
        Action::Rebuy
    } else {
        Action::DeclineRebuy
    }
}

/// Expected chips won by rebuying for `cost`, less the cost.
fn expected_gain(view: &GameView, cost: u64) -> f64 {
    let room = |score: i32| f64::from((ELIMINATION_SCORE + 1 - score).max(1));
    let still_in: Vec<i32> = view
        .seats
        .iter()
        .filter(|s| !s.eliminated)
        .map(|s| s.score)
        .collect();
    let Some(&entry) = still_in.iter().max() else {
        return -(cost as f64);
    };
    let mine = room(entry).powi(2);
    let all: f64 = mine + still_in.iter().map(|&s| room(s).powi(2)).sum::<f64>();
    let chance = mine / all;
    chance * (view.pool + cost) as f64 - cost as f64
}
