//! Tuscan Ramino's sentences, in each language: its moves, declarations, how its hands and games
//! end, its refusals, and what the private hand and the table message say about it. Cards are
//! written in the table's pack (`F♠`, `U♦`), suits named as the table chose (T1, T22).
//!
//! Split by what each part holds: [`cards`] (cards, suits, declarations, a hand sorted for
//! reading), [`moves`] (each public move), [`ends`] (how hands and games end, the hands shown),
//! [`refusals`] and [`screen`] (the table message and the private hand).

mod cards;
mod ends;
mod moves;
mod refusals;
mod screen;

pub use cards::{ramino_card, ramino_cards, ramino_declaration, ramino_suits, sort_for_reading};
pub use ends::{ramino_game_over, ramino_hand_end, ramino_hands};
pub use moves::ramino_move;
pub use refusals::ramino_rule_error;
pub use screen::{ramino_tx, RaminoTx};

impl crate::i18n::GameWords for crate::games::ramino::RaminoGame {
    fn about(lang: crate::lang::Lang) -> &'static str {
        crate::say!(lang, "ramino-italian-cards-declarations-and-claims")
    }

    fn rule_error(lang: crate::lang::Lang, e: &Self::Error) -> String {
        ramino_rule_error(lang, e)
    }
}
