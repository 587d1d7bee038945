//! The classifier (T6–T13): the best declaration a 7- or 10-card hand makes, and the key that
//! compares it with another hand of the same game.
//!
//! A hand is held as four bitmasks ([`Holding`]), one per suit, bit `p` for the card at run
//! position `p` (T2, T22), so the search is a handful of mask operations: computer players call it
//! thousands of times per decision. Combinations (T6) are found by taking the lowest card left: no
//! card below it remains, so it either starts a run of its suit or belongs to a set of its rank.

use serde::{Deserialize, Serialize};

use super::cards::{suit_of_strength, suit_strength, PackKind};
use crate::cards::{Card, Suit};

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

/// What a hand declares (T12 order within each game).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// T11, short game.
    Sette = 1,
    /// T9, long game.
    Dieci = 2,
    /// T10, short game.
    ShortRamino = 3,
    /// T8, long game.
    Ramino = 4,
    /// T7, long game.
    GranRamino = 5,
}

/// A hand's comparison key (T12, T13): higher wins; [`Strength::NONE`] is no winning hand. Only
/// hands of the same game (both 7 or both 10 cards) are ever compared.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(u32);

impl Strength {
    pub const NONE: Strength = Strength(0);

    fn new(kind: Kind, a: u8, b: u8, c: u8) -> Strength {
        Strength((kind as u32) << 24 | u32::from(a) << 16 | u32::from(b) << 8 | u32::from(c))
    }

    /// Whether the hand wins (T7–T11).
    #[must_use]
    pub fn is_winning(self) -> bool {
        self.0 != 0
    }

    #[must_use]
    pub fn kind(self) -> Option<Kind> {
        match self.0 >> 24 {
            1 => Some(Kind::Sette),
            2 => Some(Kind::Dieci),
            3 => Some(Kind::ShortRamino),
            4 => Some(Kind::Ramino),
            5 => Some(Kind::GranRamino),
            _ => None,
        }
    }

    /// The key as one number, for logs and the `eval` command.
    #[must_use]
    pub fn raw(self) -> u32 {
        self.0
    }
}

/// A winning hand, named (T7–T11), with what decides between two of a kind (T12, T13).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Declaration {
    /// T7: the ten cards of one suit.
    GranRamino {
        #[serde(with = "suit_serde")]
        suit: Suit,
    },
    /// T8: a run of seven in `suit` and a three.
    Ramino {
        #[serde(with = "suit_serde")]
        suit: Suit,
    },
    /// T9: ten cards in combinations; `count` cards of the main suit, whose top card is `top` (T13).
    Dieci { count: u8, top: Card },
    /// T10: the seven cards are one run in `suit`.
    ShortRamino {
        #[serde(with = "suit_serde")]
        suit: Suit,
    },
    /// T11: a combination of four and one of three; main suit as for a dieci (T13).
    Sette { count: u8, top: Card },
}

impl Declaration {
    /// Points it scores its winner (T21).
    #[must_use]
    pub fn points(self) -> u32 {
        match self {
            Declaration::GranRamino { .. } => 5,
            Declaration::Ramino { .. } | Declaration::ShortRamino { .. } => 3,
            Declaration::Dieci { .. } | Declaration::Sette { .. } => 2,
        }
    }

    /// The declaration's name as the rules write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Declaration::GranRamino { .. } => "gran ramino",
            Declaration::Ramino { .. } | Declaration::ShortRamino { .. } => "ramino",
            Declaration::Dieci { .. } => "dieci",
            Declaration::Sette { .. } => "sette",
        }
    }

    /// Its comparison key (T12, T13).
    #[must_use]
    pub fn strength(self, pack: PackKind) -> Strength {
        let top = |top: Card| spot(top, pack).unwrap_or((0, 0));
        match self {
            Declaration::GranRamino { suit } => {
                Strength::new(Kind::GranRamino, suit_strength(suit), 0, 0)
            }
            Declaration::Ramino { suit } => Strength::new(Kind::Ramino, suit_strength(suit), 0, 0),
            Declaration::ShortRamino { suit } => {
                Strength::new(Kind::ShortRamino, suit_strength(suit), 0, 0)
            }
            Declaration::Dieci { count, top: t } => {
                let (s, p) = top(t);
                Strength::new(Kind::Dieci, count, p, s)
            }
            Declaration::Sette { count, top: t } => {
                let (s, p) = top(t);
                Strength::new(Kind::Sette, count, p, s)
            }
        }
    }

    /// The declaration a key stands for; `None` for [`Strength::NONE`].
    #[must_use]
    pub fn from_strength(strength: Strength, pack: PackKind) -> Option<Declaration> {
        let [_, a, b, c] = strength.0.to_be_bytes();
        let suit = suit_of_strength(a);
        let main = || card_at((c, b), pack);
        Some(match strength.kind()? {
            Kind::GranRamino => Declaration::GranRamino { suit },
            Kind::Ramino => Declaration::Ramino { suit },
            Kind::ShortRamino => Declaration::ShortRamino { suit },
            Kind::Dieci => Declaration::Dieci {
                count: a,
                top: main()?,
            },
            Kind::Sette => Declaration::Sette {
                count: a,
                top: main()?,
            },
        })
    }
}

/// The best declaration of `cards` (7 or 10 of `pack`), `None` if they make none, are another
/// number, repeat a card or hold a card of another pack.
#[must_use]
pub fn classify(cards: &[Card], pack: PackKind) -> Option<Declaration> {
    let h = Holding::from_cards(cards, pack)?;
    Declaration::from_strength(strength(h, pack), pack)
}

/// The key of the best declaration of `h` (T12), [`Strength::NONE`] if none.
#[must_use]
pub fn strength(h: Holding, pack: PackKind) -> Strength {
    let ranks = pack.ranks().len() as u8;
    match h.len() {
        10 => long_game(h, ranks),
        7 => short_game(h),
        _ => Strength::NONE,
    }
}

/// T7, T8, T9, best first.
fn long_game(h: Holding, ranks: u8) -> Strength {
    let full = (1u16 << ranks) - 1;
    for s in 0..4u8 {
        let m = h.0[usize::from(s)];
        if m == full && ranks == 10 {
            return Strength::new(Kind::GranRamino, s, 0, 0);
        }
        if m.count_ones() < 7 {
            continue;
        }
        for w in 0..=ranks.saturating_sub(7) {
            let seven = 0x7Fu16 << w;
            let mut rest = h;
            rest.0[usize::from(s)] &= !seven;
            if m & seven == seven && is_three(rest) {
                return Strength::new(Kind::Ramino, s, 0, 0);
            }
        }
    }
    if splits(h) {
        let (count, top, s) = main_suit(h);
        return Strength::new(Kind::Dieci, count, top, s);
    }
    Strength::NONE
}

/// T10, T11.
fn short_game(h: Holding) -> Strength {
    for s in 0..4u8 {
        let m = h.0[usize::from(s)];
        if m.count_ones() == 7 && m >> m.trailing_zeros() == 0x7F {
            return Strength::new(Kind::ShortRamino, s, 0, 0);
        }
    }
    // Seven cards split into combinations only as 4 + 3 (or one run of 7, a ramino, above).
    if splits(h) {
        let (count, top, s) = main_suit(h);
        return Strength::new(Kind::Sette, count, top, s);
    }
    Strength::NONE
}

/// T8's three: three cards of one suit, or of three consecutive ranks in any suits.
fn is_three(rest: Holding) -> bool {
    let suits = rest.0.iter().filter(|&&m| m != 0).count();
    if suits == 1 {
        return true;
    }
    let union = rest.0.iter().fold(0u16, |a, &m| a | m);
    union.count_ones() == 3 && union >> union.trailing_zeros() == 0b111
}

/// T13: the main suit's (count, top position, suit strength), the greatest such triple.
fn main_suit(h: Holding) -> (u8, u8, u8) {
    (0..4u8)
        .filter(|&s| h.0[usize::from(s)] != 0)
        .map(|s| {
            let m = h.0[usize::from(s)];
            (m.count_ones() as u8, 15 - m.leading_zeros() as u8, s)
        })
        .max()
        .unwrap_or((0, 0, 0))
}

/// T6, T9: whether all of `h` splits into sets and runs, each card used once.
fn splits(h: Holding) -> bool {
    if h.is_empty() {
        return true;
    }
    let union = h.0.iter().fold(0u16, |a, &m| a | m);
    let p = union.trailing_zeros() as u8;
    let low = (0..4u8).find(|&s| h.has((s, p))).unwrap_or(0);
    // A run of `low`'s suit starting at p, of 3 or more.
    let m = h.0[usize::from(low)];
    let mut len = 1;
    while len < 16 - p && m >> (p + len) & 1 == 1 {
        len += 1;
    }
    for l in 3..=len {
        let mut rest = h;
        rest.0[usize::from(low)] &= !(((1u16 << l) - 1) << p);
        if splits(rest) {
            return true;
        }
    }
    // A set of rank p with `low`: 2 or 3 of the other suits holding p.
    let others: Vec<u8> = (0..4u8).filter(|&s| s != low && h.has((s, p))).collect();
    for pick in 1u8..(1 << others.len()) {
        if !matches!(pick.count_ones(), 2 | 3) {
            continue;
        }
        let mut rest = h.without((low, p));
        for (i, &s) in others.iter().enumerate() {
            if pick >> i & 1 == 1 {
                rest.remove((s, p));
            }
        }
        if splits(rest) {
            return true;
        }
    }
    false
}

/// T18: the best hand `h` makes with `claimed` added and another of its cards dropped: the drop
/// giving the highest hand, ties to the lowest value, then the lower suit (T4). `None` if no drop
/// makes a winning hand.
#[must_use]
pub fn best_completion(h: Holding, claimed: Spot, pack: PackKind) -> Option<(Spot, Strength)> {
    best_drop(h.with(claimed), Some(claimed), pack)
}

/// The best hand left by dropping one card of `h` (never `keep`): (the card, the key). Ties go to
/// the lowest value, then the lower suit; `None` if no drop wins.
#[must_use]
pub fn best_drop(h: Holding, keep: Option<Spot>, pack: PackKind) -> Option<(Spot, Strength)> {
    let mut best: Option<(Spot, Strength)> = None;
    // `spots` runs by position (so by value, T3/T22) then suit: the first best is the tie-break.
    for x in h.spots().filter(|&x| Some(x) != keep) {
        let st = strength(h.without(x), pack);
        if st.is_winning() && best.map_or(true, |(_, b)| st > b) {
            best = Some((x, st));
        }
    }
    best
}

mod suit_serde {
    use crate::cards::Suit;
    use serde::{Deserialize, Deserializer, Serializer};

    #[allow(clippy::trivially_copy_pass_by_ref)] // serde's `with` signature
    pub fn serialize<S: Serializer>(suit: &Suit, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(suit.symbol())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let c = char::deserialize(d)?;
        Suit::ALL
            .into_iter()
            .find(|s| s.symbol() == c)
            .ok_or_else(|| serde::de::Error::custom(format!("“{c}” is not a suit")))
    }
}
