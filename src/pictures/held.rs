//! A seat's own hand as both its picture and its sentence say it, so the two can never disagree:
//! whose it is, a short detail, and the cards or tiles in groups (a lay, a suit, a colour), each
//! labelled as the hand's buttons name it.

use super::{
    alt,
    card::Face,
    piece::{Deck, Piece},
    sheet::{hand_sheet, Labelled},
    Canvas,
};
use crate::cards::Card;
use crate::lang::Lang;

/// A hand ready to draw or to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Held {
    pub name: String,
    pub detail: String,
    pub groups: Vec<Vec<Labelled>>,
}

impl Held {
    /// The hand picture in `deck`'s marks and colours.
    #[must_use]
    pub fn sheet(&self, deck: Deck) -> Canvas {
        hand_sheet(&self.name, &self.detail, &self.groups, deck)
    }

    /// What [`Held::sheet`] shows, in one sentence.
    #[must_use]
    pub fn alt(&self, lang: Lang) -> String {
        alt::hand(lang, &self.name, &self.detail, &self.groups)
    }
}

/// Items already in order, cut into groups wherever an item does not go with the one before it
/// (cards sorted by suit become one group a suit).
pub fn runs<T>(
    items: impl IntoIterator<Item = T>,
    together: impl Fn(&T, &T) -> bool,
) -> Vec<Vec<T>> {
    let mut groups: Vec<Vec<T>> = Vec::new();
    for item in items {
        match groups.last_mut() {
            Some(g) if g.last().is_some_and(|last| together(last, &item)) => g.push(item),
            _ => groups.push(vec![item]),
        }
    }
    groups
}

/// French-marked cards as a row of pieces.
#[must_use]
pub fn french_pieces(cards: &[Card]) -> Vec<Piece> {
    cards
        .iter()
        .map(|&c| Piece::Card(Face::french(c)))
        .collect()
}

/// A French-marked card labelled as its button names it (`7♦`).
#[must_use]
pub fn french_labelled(card: Card) -> Labelled {
    Labelled {
        piece: Piece::Card(Face::french(card)),
        label: card.to_string(),
    }
}
