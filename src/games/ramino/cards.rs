//! Ramino's cards (T1–T4, T22): which pack a table plays, the run order and values of its ranks,
//! the suits' order for ties, and the names the Discord layer shows for ranks and suits.
//!
//! The physical cards are the crate's ([`crate::cards::Pack::Italian40`] and
//! [`crate::cards::Pack::German36`], ids of the first French deck): J Q K of the first deck stand
//! for Fante, Donna, Re in the Italian pack and Unter, Ober, König in the German one. Everything
//! that depends on that reading lives here, so no other layer needs to know it.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Pack, Rank, Suit};
use crate::lang::Lang;

/// The pack a table plays with (T22 option `pack`, default `italian`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PackKind {
    /// T1: 40 cards, `A 2 3 4 5 6 7 F D R`.
    #[default]
    Italian,
    /// T22: 36 cards, `6 7 8 9 10 U O K A`.
    German,
}

/// Ranks of the Italian pack in run order (T2), as French ranks: A 2–7 J(F) Q(D) K(R).
const ITALIAN: [u8; 10] = [1, 2, 3, 4, 5, 6, 7, 11, 12, 13];
/// Ranks of the German pack in run order (T22), as French ranks: 6–10 J(U) Q(O) K A.
const GERMAN: [u8; 9] = [6, 7, 8, 9, 10, 11, 12, 13, 1];
/// A rank not in the pack, in the position tables.
const NO: u8 = u8::MAX;
/// Run position by French rank number (the inverse of [`ITALIAN`]): classifying looks a position
/// up for every card, so it is a table, not a search.
const ITALIAN_AT: [u8; 14] = [NO, 0, 1, 2, 3, 4, 5, 6, NO, NO, NO, 7, 8, 9];
/// Run position by French rank number (the inverse of [`GERMAN`]).
const GERMAN_AT: [u8; 14] = [NO, 8, NO, NO, NO, NO, 0, 1, 2, 3, 4, 5, 6, 7];

impl PackKind {
    pub const ALL: [PackKind; 2] = [PackKind::Italian, PackKind::German];

    /// The physical cards dealt.
    #[must_use]
    pub fn pack(self) -> Pack {
        match self {
            PackKind::Italian => Pack::Italian40,
            PackKind::German => Pack::German36,
        }
    }

    /// The ranks in run order (T2, T22), lowest first.
    #[must_use]
    pub fn ranks(self) -> &'static [u8] {
        match self {
            PackKind::Italian => &ITALIAN,
            PackKind::German => &GERMAN,
        }
    }

    /// Where `rank` stands in run order (0 lowest), `None` if the pack has no such rank.
    #[must_use]
    pub fn position(self, rank: Rank) -> Option<u8> {
        let table = match self {
            PackKind::Italian => &ITALIAN_AT,
            PackKind::German => &GERMAN_AT,
        };
        table
            .get(usize::from(rank.number()))
            .copied()
            .filter(|&p| p != NO)
    }

    /// The card of this pack at run position `pos` in `suit`.
    #[must_use]
    pub fn card_at(self, pos: u8, suit: Suit) -> Option<Card> {
        let rank = Rank::new(*self.ranks().get(usize::from(pos))?)?;
        Some(Card::new(rank, suit))
    }

    /// The value of the rank at run position `pos`: T3 (A 1 … R 10) or T22 (6 … A 14).
    #[must_use]
    pub fn value_at(self, pos: u8) -> u8 {
        match self {
            PackKind::Italian => pos + 1,
            PackKind::German => pos + 6,
        }
    }

    /// A card's value (T3, T22); 0 for a card not in this pack.
    #[must_use]
    pub fn value(self, card: Card) -> u8 {
        card.rank()
            .and_then(|r| self.position(r))
            .map_or(0, |p| self.value_at(p))
    }

    /// The rank's label in notation: `F D R` (T1) or `U O K` (T22) for the court cards.
    #[must_use]
    pub fn label(self, rank: Rank) -> &'static str {
        match (self, rank.number()) {
            (PackKind::Italian, 11) => "F",
            (PackKind::Italian, 12) => "D",
            (PackKind::Italian, 13) => "R",
            (PackKind::German, 11) => "U",
            (PackKind::German, 12) => "O",
            (PackKind::German, 13) => "K",
            _ => rank.label(),
        }
    }

    /// Cards dealt to each of `players` (T5, T15, T22): 10 for two with the Italian pack (the long
    /// game), else 7 (the short game).
    #[must_use]
    pub fn hand_size(self, players: usize) -> usize {
        if self == PackKind::Italian && players <= 2 {
            10
        } else {
            7
        }
    }
}

/// A suit's strength for ties (T4): ♠ 3 > ♣ 2 > ♦ 1 > ♥ 0.
#[must_use]
pub fn suit_strength(suit: Suit) -> u8 {
    match suit {
        Suit::Spades => 3,
        Suit::Clubs => 2,
        Suit::Diamonds => 1,
        Suit::Hearts => 0,
    }
}

/// The suit of strength `s` (0..4), the inverse of [`suit_strength`].
#[must_use]
pub fn suit_of_strength(s: u8) -> Suit {
    match s {
        3 => Suit::Spades,
        2 => Suit::Clubs,
        1 => Suit::Diamonds,
        _ => Suit::Hearts,
    }
}

/// How suits are named on screen: French names (T1 default), the Italian pack's own (T1 option
/// `suit_names: italian`), or the German pack's (T22, always with that pack).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SuitStyle {
    French,
    Italian,
    German,
}

/// The name of `suit` in `style` and `lang` (T1, T22). German suits keep their German names in
/// every language, as the rules print them; the symbol is shown beside the name in every style,
/// so a pairing (T1: picche = bastoni …) is always visible.
#[must_use]
pub fn suit_name(suit: Suit, style: SuitStyle, lang: Lang) -> &'static str {
    match (style, suit) {
        (SuitStyle::French, Suit::Spades) => crate::say!(lang, "ramino-suit-spades"),
        (SuitStyle::French, Suit::Hearts) => crate::say!(lang, "ramino-suit-hearts"),
        (SuitStyle::French, Suit::Diamonds) => crate::say!(lang, "ramino-suit-diamonds"),
        (SuitStyle::French, Suit::Clubs) => crate::say!(lang, "ramino-suit-clubs"),
        (SuitStyle::Italian, Suit::Spades) => crate::say!(lang, "ramino-italian-suit-batons"),
        (SuitStyle::Italian, Suit::Hearts) => crate::say!(lang, "ramino-italian-suit-cups"),
        (SuitStyle::Italian, Suit::Diamonds) => crate::say!(lang, "ramino-italian-suit-coins"),
        (SuitStyle::Italian, Suit::Clubs) => crate::say!(lang, "ramino-italian-suit-swords"),
        (SuitStyle::German, Suit::Spades) => "Grün",
        (SuitStyle::German, Suit::Hearts) => "Herz",
        (SuitStyle::German, Suit::Diamonds) => "Schellen",
        (SuitStyle::German, Suit::Clubs) => "Eichel",
    }
}

/// Full rank names of a pack, lowest first in run order, for help texts (T1, T22). The German
/// pack's keep their German names in every language.
#[must_use]
pub fn rank_names(pack: PackKind, lang: Lang) -> [&'static str; 10] {
    match pack {
        PackKind::German => [
            "6", "7", "8", "9", "10", "Unter", "Ober", "König", "Ass", "",
        ],
        PackKind::Italian => [
            crate::say!(lang, "ramino-rank-ace"),
            "2",
            "3",
            "4",
            "5",
            "6",
            "7",
            crate::say!(lang, "ramino-rank-fante"),
            crate::say!(lang, "ramino-rank-donna"),
            crate::say!(lang, "ramino-rank-re"),
        ],
    }
}

#[cfg(test)]
#[path = "cards_tests.rs"]
mod tests;
