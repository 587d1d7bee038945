//! Computer players: one seat's [`GameView`] in, one [`Action`] out.
//!
//! The AI is pure (no IO, no clocks, no state between calls) and sees only what the seat may see:
//! everything it remembers about a hand it rebuilds from the public history in the view
//! ([`memory`]), so a player restored after a restart plays exactly as before. Three levels share
//! the same plumbing (claims, rebuys, declaring gin and rumino) and differ in how they draw, discard
//! and knock: [`easy`] plays plausibly but weakly, [`normal`] is greedy on deadwood, [`hard`] tracks
//! every card and weighs its choices by sampling the cards it cannot see.

pub mod arena;
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

use std::{fmt, str::FromStr};

use rand::Rng;

use crate::rumino::{Action, GameView};

/// How well a computer player plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Plausible but weak: mostly draws from the stock, sometimes misses the best play.
    Easy,
    /// Greedy on deadwood, knocks as soon as it sensibly can.
    Normal,
    /// Tracks every card seen, reads what opponents collect, knocks by expected value.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The name used in commands and messages.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Unknown AI level \"{0}\": choose easy, normal or hard.")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let wanted = s.trim();
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| ParseLevelError(wanted.to_owned()))
    }
}

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
