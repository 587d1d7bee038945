//! The `easy` level: plausible but weak, like a beginner. It nearly always draws from the
//! stock, sometimes forgets to lay a meld it holds, and throws a loose card, often not the best.

use rand::{seq::SliceRandom, Rng};

use super::plan::{self, bit};
use super::turn::Turn;
use crate::games::rummy::{melds, Action};

/// Chance of taking a top discard that would meld at once.
const TAKE: f64 = 0.4;
/// Chance of laying the melds it holds this turn.
const MELD: f64 = 0.7;
/// Chance of throwing a random loose card rather than the highest one.
const SLOPPY: f64 = 0.5;

pub fn take(t: &Turn<'_>, rng: &mut impl Rng) -> bool {
    t.view.discard_top.is_some_and(|c| t.fits_now(c)) && rng.gen_bool(TAKE)
}

pub fn play(t: &Turn<'_>, rng: &mut impl Rng) -> Action {
    if let Some(action) = t.next_play(rng.gen_bool(MELD)) {
        return action;
    }
    let discards = t.discards();
    let loose = plan::split(t.hand, t.ace_high).deadwood;
    let mut pool: Vec<_> = discards
        .iter()
        .copied()
        .filter(|&c| loose & bit(c) != 0)
        .collect();
    if pool.is_empty() {
        pool = discards;
    }
    let card = if rng.gen_bool(SLOPPY) {
        pool.choose(rng).copied()
    } else {
        pool.iter()
            .copied()
            .max_by_key(|&c| melds::value(c, t.ace_high))
    };
    card.map_or(Action::DrawStock, Action::Discard)
}
