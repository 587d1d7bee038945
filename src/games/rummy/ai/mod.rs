//! Computer players for Rummy: one seat's [`GameView`] in, one [`Action`] out.
//!
//! Pure like [`crate::games::rumino::ai`]: no IO, no clocks, no state between calls; what the `hard` level
//! remembers of a hand it rebuilds from the public history in the view ([`memory`]). A turn is
//! several decisions (draw, each meld, each lay-off, the discard), each made afresh from the view,
//! so a player restored after a restart plays on exactly as before. All levels share the turn's
//! shape ([`turn`]: lay the melds of the best split, lay off loose cards, discard) and differ in
//! what they draw and throw: [`easy`] plays plausibly but weakly, [`normal`] is greedy on the
//! points in hand, [`hard`] tracks every card, weighs both piles by what they are likely to bring
//! and avoids feeding the next player.

mod easy;
mod hard;
mod memory;
mod normal;
pub mod plan;
mod turn;

use rand::Rng;

use crate::games::rummy::{Action, GameView};
pub use crate::games::Level;

/// What the seat of `view` does now at `level`; `None` when it has nothing to decide (no legal
/// action but leaving). The action returned is always in `view.legal` and is never
/// [`Action::Leave`].
pub fn decide(view: &GameView, level: Level, rng: &mut impl Rng) -> Option<Action> {
    if !view.legal.iter().any(|a| *a != Action::Leave) {
        return None;
    }
    let t = turn::Turn::new(view);
    let chosen = if view.drawn {
        match level {
            Level::Easy => easy::play(&t, rng),
            Level::Normal => normal::play(&t),
            Level::Hard => hard::play(&t, view),
        }
    } else {
        let take = match level {
            Level::Easy => easy::take(&t, rng),
            Level::Normal => normal::take(&t),
            Level::Hard => hard::take(&t, view),
        };
        if take && t.can(&Action::TakeDiscard) {
            Action::TakeDiscard
        } else {
            Action::DrawStock
        }
    };
    if t.can(&chosen) && chosen != Action::Leave {
        return Some(chosen);
    }
    debug_assert!(false, "{level} chose {chosen:?}, legal: {:?}", view.legal);
    view.legal.iter().find(|a| **a != Action::Leave).cloned()
}
