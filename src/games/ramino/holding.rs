//! A hand as four bitmasks ([`Holding`]), the form the classifier searches: one mask per suit,
//! bit `p` for the card at run position `p` (T2, T22), so combinations are a few mask operations.

use super::cards::{suit_of_strength, suit_strength, PackKind};
use crate::cards::Card;

/// A hand as four bitmasks, indexed by suit strength (T4: 0 ♥, 1 ♦, 2 ♣, 3 ♠); bit `p` is the
/// card at run position `p`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Holding(pub [u16; 4]);

/// A card as (suit strength, run position).
pub type Spot = (u8, u8);

impl Holding {
    /// The holding of `cards`; `None` if one is not in `pack` or is named twice.
    #[must_use]
    pub fn from_cards(cards: &[Card], pack: PackKind) -> Option<Holding> {
        let mut h = Holding::default();
        for &card in cards {
            let spot = spot(card, pack)?;
            if h.has(spot) {
                return None;
            }
            h.add(spot);
        }
        Some(h)
    }

    #[must_use]
    pub fn len(self) -> u32 {
        self.0.iter().map(|m| m.count_ones()).sum()
    }

    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }

    #[must_use]
    pub fn has(self, (s, p): Spot) -> bool {
        self.0[usize::from(s)] >> p & 1 == 1
    }

    pub fn add(&mut self, (s, p): Spot) {
        self.0[usize::from(s)] |= 1 << p;
    }

    pub fn remove(&mut self, (s, p): Spot) {
        self.0[usize::from(s)] &= !(1 << p);
    }

    #[must_use]
    pub fn with(mut self, spot: Spot) -> Holding {
        self.add(spot);
        self
    }

    #[must_use]
    pub fn without(mut self, spot: Spot) -> Holding {
        self.remove(spot);
        self
    }

    /// The cards held, by run position then suit strength, lowest first.
    pub fn spots(self) -> impl Iterator<Item = Spot> {
        (0..16u8).flat_map(move |p| (0..4u8).map(move |s| (s, p)).filter(move |&x| self.has(x)))
    }
}

/// A card's spot in `pack`, `None` if the pack has no such card.
#[must_use]
pub fn spot(card: Card, pack: PackKind) -> Option<Spot> {
    let pos = pack.position(card.rank()?)?;
    Some((suit_strength(card.suit()?), pos))
}

/// The card at `spot` in `pack`.
#[must_use]
pub fn card_at(spot: Spot, pack: PackKind) -> Option<Card> {
    pack.card_at(spot.1, suit_of_strength(spot.0))
}
