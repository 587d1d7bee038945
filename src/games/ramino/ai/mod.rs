//! Computer players for Ramino: one seat's [`GameView`] in, one [`Action`] out.
//!
//! Pure like the other games' players: no IO, no clocks, no state between calls; what the `hard`
//! level remembers of a hand it rebuilds from the public history in the view. Declaring and
//! claiming are automatic (T17, T18), so a turn is two decisions, where to draw from and what to
//! discard, each made afresh from the view. All levels declare when a discard lets them (the best
//! declaration, T12); they differ in how they read a hand that is not there yet ([`score`]):
//! [`Level::Easy`] keeps loosely connected cards and often throws a card at random,
//! [`Level::Normal`] weighs the combinations its cards start against the cards it does not hold,
//! [`Level::Hard`] counts the cards still unseen (the discard pile and what others took are dead),
//! counts its outs exactly with the classifier, keeps value for an empty stock (T19) and avoids
//! throwing what the next player collects.

mod knowledge;
mod score;

use rand::Rng;

use super::{Action, GameView};
pub use crate::games::Level;
use knowledge::Knowledge;

/// What the seat of `view` does now at `level`; `None` when it has nothing to decide (no legal
/// action but leaving). The action returned is always in `view.legal` and is never
/// [`Action::Leave`].
pub fn decide(view: &GameView, level: Level, rng: &mut impl Rng) -> Option<Action> {
    if !view.legal.iter().any(|a| *a != Action::Leave) {
        return None;
    }
    let k = Knowledge::new(view, level);
    let chosen = if view.drawn {
        let card = match level {
            Level::Easy if rng.gen_bool(0.35) => {
                let options: Vec<_> = view
                    .legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Discard(c) => Some(*c),
                        _ => None,
                    })
                    .collect();
                options[rng.gen_range(0..options.len())]
            }
            _ => score::discard(&k),
        };
        Action::Discard(card)
    } else if view.legal.contains(&Action::TakeDiscard) && score::take(&k) {
        Action::TakeDiscard
    } else {
        Action::DrawStock
    };
    if view.legal.contains(&chosen) {
        return Some(chosen);
    }
    debug_assert!(false, "{level} chose {chosen:?}, legal: {:?}", view.legal);
    view.legal.iter().find(|a| **a != Action::Leave).cloned()
}
