//! How Ramino writes cards, suits and declarations: in the table's pack (`F♠`, `U♦`), suits
//! named as the table chose (T1, T22), and a hand sorted for reading.

use crate::{
    cards::{Card, Suit},
    games::ramino::{cards::suit_name, Declaration, PackCard, PackCards, PackKind, RaminoOptions},
    i18n::Lang,
};

/// One card as the table shows it.
#[must_use]
pub fn ramino_card(options: &RaminoOptions, card: Card) -> String {
    PackCard {
        pack: options.pack,
        card,
    }
    .to_string()
}

/// Cards as the table shows them, separated by spaces; `—` for none.
#[must_use]
pub fn ramino_cards(options: &RaminoOptions, cards: &[Card]) -> String {
    if cards.is_empty() {
        return "—".to_owned();
    }
    PackCards {
        pack: options.pack,
        cards,
    }
    .to_string()
}

/// The suits' names at this table: `♠ picche · ♣ fiori · ♦ quadri · ♥ cuori` (T4 order).
#[must_use]
pub fn ramino_suits(lang: Lang, options: &RaminoOptions) -> String {
    [Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts]
        .into_iter()
        .map(|s| {
            format!(
                "{} {}",
                s.symbol(),
                suit_name(s, options.suit_style(), lang)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn suit(lang: Lang, options: &RaminoOptions, s: Suit) -> String {
    format!(
        "{} {}",
        s.symbol(),
        suit_name(s, options.suit_style(), lang)
    )
}

/// A declaration, named: `ramino ♥ cuori`, `dieci (6 ♠ picche to R♠)`.
#[must_use]
pub fn ramino_declaration(lang: Lang, options: &RaminoOptions, d: &Declaration) -> String {
    let top = |top: Card| ramino_card(options, top);
    match *d {
        Declaration::GranRamino { suit: s } => {
            crate::say!(
                lang,
                "ramino-declaration-gran-ramino",
                suit = suit(lang, options, s)
            )
        }
        Declaration::Ramino { suit: s } | Declaration::ShortRamino { suit: s } => {
            crate::say!(
                lang,
                "ramino-declaration-ramino",
                suit = suit(lang, options, s)
            )
        }
        Declaration::Dieci { count, top: t } => {
            crate::say!(lang, "ramino-declaration-dieci", count, top = top(t))
        }
        Declaration::Sette { count, top: t } => {
            crate::say!(lang, "ramino-declaration-sette", count, top = top(t))
        }
    }
}

/// Cards sorted by suit (T4, highest first) then rank in run order (T2, T22): how a hand is read.
pub fn sort_for_reading(pack: PackKind, cards: &mut [Card]) {
    cards.sort_by_key(|c| {
        (
            std::cmp::Reverse(c.suit().map(crate::games::ramino::cards::suit_strength)),
            c.rank().and_then(|r| pack.position(r)),
        )
    });
}
