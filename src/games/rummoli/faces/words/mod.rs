//! Rummoli's sentences, in each language: the board, what happened (the dealer's choice, the
//! auction, the poker part, the run-out and the chips it moved), how hands and games end, its
//! refusals, and what the private hand asks of a player.
//!
//! Split by what each part holds: [`board`] (the board, the shown poker hands, the run-out),
//! [`events`] (the narration of what happened), [`ends`] (how hands and games end), [`screen`]
//! (the table message and the private hand) and [`refusals`]; the chip count every part uses
//! lives here.

mod board;
mod ends;
mod events;
mod refusals;
mod screen;

pub use board::{poker_category, rummoli_board, rummoli_runout, rummoli_shown};
pub use ends::{rummoli_game_over, rummoli_hand_end};
pub use events::rummoli_event;
pub use refusals::rummoli_rule_error;
pub use screen::{rummoli_bet_label, rummoli_tx, RummoliTx};

use crate::i18n::{chips, Lang};

/// A count of chips with its word: `1 chip`, `12 chips` / `1 fiche`, `12 fiches`.
#[must_use]
pub fn rummoli_chips(lang: Lang, n: u64) -> String {
    let chips = chips(lang, n as i64);
    crate::say!(lang, "rummoli-chips", count = n, chips)
}

impl crate::i18n::GameWords for crate::games::rummoli::RummoliGame {
    fn about(lang: crate::lang::Lang) -> &'static str {
        crate::say!(lang, "rummoli-about")
    }

    fn rule_error(lang: crate::lang::Lang, e: &Self::Error) -> String {
        rummoli_rule_error(lang, e)
    }

    /// L26: a leaver's stack is theirs; it comes back when the hand ends.
    fn left_note(lang: crate::lang::Lang) -> String {
        crate::say!(lang, "rummoli-you-left-the-game-your").to_owned()
    }
}
