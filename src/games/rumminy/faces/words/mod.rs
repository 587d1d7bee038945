//! Rumminy's sentences, in each language: tiles (letters and colour squares, so a colour-blind
//! reader and a screen reader both get the colour), the playfield, each move, the game's end, its
//! refusals, and what the private hand and its draft say.
//!
//! Split by what each part holds: [`tiles`] (tiles and the playfield), [`moves`] (who starts,
//! the deal, each move), [`ends`] (the game's end, the pool, the hands left), [`refusals`] and
//! [`screen`] (the table message, the private hand and its draft).

mod ends;
mod moves;
mod refusals;
mod screen;
mod tiles;

pub use ends::{rumminy_game_over, rumminy_hands, rumminy_pool};
pub use moves::{rumminy_dealt, rumminy_move, rumminy_own_draw, rumminy_start_draw};
pub use refusals::{
    rumminy_draft_error, rumminy_not_a_tile, rumminy_parse_error, rumminy_rule_error,
};
pub use screen::{rumminy_tx, RumminyTx};
pub use tiles::{rumminy_playfield, rumminy_tile, rumminy_tiles};

impl crate::i18n::GameWords for crate::games::rumminy::RumminyGame {
    fn about(lang: crate::lang::Lang) -> &'static str {
        crate::say!(lang, "rumminy-tiles-on-a-shared-playfield")
    }

    fn rule_error(lang: crate::lang::Lang, e: &Self::Error) -> String {
        rumminy_rule_error(lang, e)
    }
}
