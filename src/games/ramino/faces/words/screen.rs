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
    let en = lang == Lang::En;
    match *t {
        T::YourCards(n) if en => format!("**Your cards** ({n}):"),
        T::YourCards(n) => format!("**Le tue carte** ({n}):"),
        T::WouldDeclare { card, declaration } if en => {
            format!("Discard {card} and you declare **{declaration}**.")
        }
        T::WouldDeclare { card, declaration } => {
            format!("Scarta {card} e dichiari **{declaration}**.")
        }
        T::YourTurnDraw => crate::say!(lang, "ramino-your-turn-draw").to_owned(),
        T::YourTurnFirstDraw => crate::say!(lang, "ramino-your-turn-first-draw").to_owned(),
        T::YourTurnDiscard => crate::say!(lang, "ramino-your-turn-discard").to_owned(),
        T::Waiting(name) if en => format!("Waiting for {name}."),
        T::Waiting(name) => format!("Si aspetta {name}."),
        T::TopAndStock { top, stock } if en => format!("Discard: **{top}** · stock: {stock}"),
        T::TopAndStock { top, stock } => format!("Scarto: **{top}** · mazzo: {stock}"),
        T::Target(n) if en => format!("first to {n} points wins"),
        T::Target(n) => format!("vince chi arriva a {n} punti"),
        T::Suits(s) if en => format!("Suits: {s}"),
        T::Suits(s) => format!("Semi: {s}"),
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
            let pts = match (en, score == 1) {
                (true, true) => "pt",
                (true, false) => "pts",
                (false, true) => "punto",
                (false, false) => "punti",
            };
            format!("{marker}{n}. **{name}** — {score} {pts}{status}")
        }
    }
}
