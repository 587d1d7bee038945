//! What the Rummoli table shows of the game itself: the board's spaces and their chips, the
//! poker hands shown and their categories, and the run-out so far.

use crate::{
    cards::{Card, CardList, Suit},
    games::rummoli::{Category, Seat, Shown, Space},
    i18n::{game_seat_name, Lang},
    table::TableState,
};

/// The board, each space with its chips: `10♠ 3 · J♦ 3 · … · Poker 5 · Rummoli 12`.
#[must_use]
pub fn rummoli_board(board: &[u64; 9]) -> String {
    Space::ALL
        .iter()
        .map(|s| format!("{} **{}**", s.label(), board[s.index()]))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A poker hand's category, named.
#[must_use]
pub fn poker_category(lang: Lang, c: Category) -> &'static str {
    match c {
        Category::HighCard => crate::say!(lang, "rummoli-poker-high-card"),
        Category::Pair => crate::say!(lang, "rummoli-poker-pair"),
        Category::TwoPair => crate::say!(lang, "rummoli-poker-two-pair"),
        Category::Trips => crate::say!(lang, "rummoli-poker-three-of-a-kind"),
        Category::Straight => crate::say!(lang, "rummoli-poker-straight"),
        Category::Flush => crate::say!(lang, "rummoli-poker-flush"),
        Category::FullHouse => crate::say!(lang, "rummoli-poker-full-house"),
        Category::Quads => crate::say!(lang, "rummoli-poker-four-of-a-kind"),
        Category::StraightFlush => crate::say!(lang, "rummoli-poker-straight-flush"),
    }
}

/// Each shown poker hand: `Anna: A♠ A♥ 9♣ 9♦ 2♠ (two pair)`.
#[must_use]
pub fn rummoli_shown(lang: Lang, state: &TableState, shown: &[Shown]) -> Vec<String> {
    shown
        .iter()
        .map(|h| {
            format!(
                "{}: {} ({})",
                game_seat_name(lang, state, h.seat),
                CardList(&h.cards),
                poker_category(lang, h.rank.category())
            )
        })
        .collect()
}

/// The run-out so far, one line per suit played, each play with who made it:
/// `♣ 5♣ Anna · 6♣ 7♣ Bob`.
#[must_use]
pub fn rummoli_runout(lang: Lang, state: &TableState, plays: &[(Seat, Vec<Card>)]) -> Vec<String> {
    [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]
        .into_iter()
        .filter_map(|suit| {
            let parts: Vec<String> = plays
                .iter()
                .filter(|(_, cards)| cards.first().and_then(|c| c.suit()) == Some(suit))
                .map(|(seat, cards)| {
                    format!("{} {}", CardList(cards), game_seat_name(lang, state, *seat))
                })
                .collect();
            (!parts.is_empty()).then(|| format!("{} {}", suit.symbol(), parts.join(" · ")))
        })
        .collect()
}
