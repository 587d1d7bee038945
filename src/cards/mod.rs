//! Cards, notation and the pack: shared by every rummy-family game. No IO here.

mod card;
mod deck;
mod notation;

pub use card::{Card, CardId, Rank, Suit};
pub use deck::{is_full_pack, shuffled_pack, DeckOrder, Pack};
pub use notation::{parse_cards, parse_face, CardList, ParseCardError};
