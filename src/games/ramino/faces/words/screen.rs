//! The short texts of Ramino's screens: the table message and the private hand.

use crate::i18n::Lang;
use crate::pictures::words::{count, Noun};

/// The short texts of Ramino's screens.
#[derive(Clone, Copy, Debug)]
pub enum RaminoTx<'a> {
    YourCards(usize),
    /// Discarding `card` declares `declaration` (T17).
    WouldDeclare {
        card: &'a str,
        declaration: &'a str,
    },
    YourTurnDraw,
    YourTurnFirstDraw,
    YourTurnDiscard,
    Waiting(&'a str),
    TopAndStock {
        top: &'a str,
        stock: usize,
    },
    Target(u32),
    Suits(&'a str),
    DiscardPlaceholder,
    SeatLine {
        marker: &'a str,
        n: usize,
        name: &'a str,
        score: u32,
        cards: usize,
        out: bool,
    },
}

/// A Ramino screen text in `lang`.
#[must_use]
pub fn ramino_tx(lang: Lang, t: &RaminoTx<'_>) -> String {
    use RaminoTx as T;
    match *t {
        T::YourCards(cards) => crate::say!(lang, "ramino-your-cards", cards),
        T::WouldDeclare { card, declaration } => {
            crate::say!(lang, "ramino-discard-declares", card, declaration)
        }
        T::YourTurnDraw => crate::say!(lang, "ramino-your-turn-draw").to_owned(),
        T::YourTurnFirstDraw => crate::say!(lang, "ramino-your-turn-first-draw").to_owned(),
        T::YourTurnDiscard => crate::say!(lang, "ramino-your-turn-discard").to_owned(),
        T::Waiting(player) => crate::say!(lang, "ramino-waiting-for", player),
        T::TopAndStock { top, stock } => crate::say!(lang, "ramino-discard-and-stock", top, stock),
        T::Target(points) => crate::say!(lang, "ramino-first-to-points-wins", points),
        T::Suits(suits) => crate::say!(lang, "ramino-suits", suits),
        T::DiscardPlaceholder => crate::say!(lang, "ramino-discard-placeholder").to_owned(),
        T::SeatLine {
            marker,
            n,
            name,
            score,
            cards,
            out,
        } => {
            let status = if out {
                crate::say!(lang, "ramino-seat-line").to_owned()
            } else if cards > 0 {
                format!(" · {}", count(lang, cards as u64, Noun::Card))
            } else {
                String::new()
            };
            let score = crate::say!(lang, "ramino-seat-points", points = score);
            format!("{marker}{n}. **{name}** — {score}{status}")
        }
    }
}
