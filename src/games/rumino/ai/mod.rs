//! Computer players: one seat's [`GameView`] in, one [`Action`] out.
//!
//! The AI is pure (no IO, no clocks, no state between calls) and sees only what the seat may see:
//! everything it remembers about a hand it rebuilds from the public history in the view
//! ([`memory`]), so a player restored after a restart plays exactly as before. Three levels share
//! the same plumbing (claims, rebuys, declaring gin and rumino) and differ in how they draw, discard
//! and knock: [`easy`] plays plausibly but weakly, [`normal`] is greedy on deadwood, [`hard`] tracks
//! every card and weighs its choices by sampling the cards it cannot see.

mod easy;
mod eval;
mod hard;
mod lab;
mod memory;
mod normal;
mod rebuy;
mod rollout;
mod sample;
mod value;

use rand::Rng;

use crate::games::rumino::{Action, GameView};

pub use crate::games::{Level, ParseLevelError};

/// What the seat of `view` does now at `level`; `None` when it has nothing to decide (no legal
/// action but leaving). The action returned is always in `view.legal` and is never
/// [`Action::Leave`].
pub fn decide(view: &GameView, level: Level, rng: &mut impl Rng) -> Option<Action> {
    let can = |action: &Action| view.legal.contains(action);
    if !view.legal.iter().any(|a| *a != Action::Leave) {
        return None;
    }
    // R17: a claim completes a rumino, which wins the game (R22b): always take it.
    if can(&Action::ClaimRumino) {
        return Some(Action::ClaimRumino);
    }
    if can(&Action::Rumino) {
        return Some(Action::Rumino);
    }
    if can(&Action::Rebuy) {
        return Some(rebuy::decide(view, level, rng));
    }
    let chosen = match level {
        Level::Easy => easy::play(view, rng),
        Level::Normal => normal::play(view),
        Level::Hard => hard::play(view, rng),
    };
    // Every level only ever picks from `legal`; this is the belt to those braces (and a failed
    // test in a debug build).
    match chosen {
        Some(action) if can(&action) && action != Action::Leave => Some(action),
        other => {
            debug_assert!(false, "{level} chose {other:?}, legal: {:?}", view.legal);
            Some(fallback(view))
        }
    }
}

/// A legal action that is never a bad blunder: gin, else draw, else the best-deadwood discard.
fn fallback(view: &GameView) -> Action {
    if view.legal.contains(&Action::Gin) {
        return Action::Gin;
    }
    if view.legal.contains(&Action::DrawStock) {
        return Action::DrawStock;
    }
    let turn = eval::Turn::new(view);
    turn.discards()
        .min_by_key(|&card| (turn.deadwood_without(card), std::cmp::Reverse(card.value())))
        .map(Action::Discard)
        .or_else(|| view.legal.iter().find(|a| **a != Action::Leave).cloned())
        .unwrap_or(Action::DeclineRebuy)
}

#[cfg(test)]
mod tests;
