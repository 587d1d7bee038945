//! Computer players for Rummy.

use rand::Rng;

use super::{Action, GameView};
pub use crate::ai::Level;

/// TEMPORARY until the Rummy AI branch lands: draws from the stock and throws the drawn card.
pub fn decide(view: &GameView, _level: Level, _rng: &mut impl Rng) -> Option<Action> {
    view.legal.first().cloned()
}
