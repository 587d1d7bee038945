//! The classifier (T6–T13): the best declaration a 7- or 10-card hand makes, and the key that
//! compares it with another hand of the same game. The search itself is in `search.rs`, on a hand
//! held as bitmasks ([`Holding`]).

use serde::{Deserialize, Serialize};

use super::cards::{suit_of_strength, suit_strength, PackKind};
pub use super::holding::{card_at, spot, Holding, Spot};
use super::search::{long_game, short_game};
use crate::cards::{Card, Suit};

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

    pub(super) fn new(kind: Kind, a: u8, b: u8, c: u8) -> Strength {
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

/// The key of the best declaration of `h` (T12), [`Strength::NONE`] if none. Ten cards are the
/// long game, played only with the Italian pack; the German pack's hands are seven (T5, T22).
#[must_use]
pub fn strength(h: Holding, pack: PackKind) -> Strength {
    match (h.len(), pack) {
        (10, PackKind::Italian) => long_game(h),
        (7, _) => short_game(h),
        _ => Strength::NONE,
    }
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
        if st.is_winning() && best.is_none_or(|(_, b)| st > b) {
            best = Some((x, st));
        }
    }
    best
}

/// T17's hint: the discard from `cards` (a hand that has drawn) that keeps the best declaration
/// (T12), never `taken`, the card just taken from the discard pile (T16); ties as T18's, to the
/// lowest value, then the lower suit. `None` if no discard declares.
#[must_use]
pub fn best_discard(
    cards: &[Card],
    taken: Option<Card>,
    pack: PackKind,
) -> Option<(Card, Declaration)> {
    let h = Holding::from_cards(cards, pack)?;
    let keep = taken.and_then(|c| spot(c, pack));
    let (drop, key) = best_drop(h, keep, pack)?;
    Some((card_at(drop, pack)?, Declaration::from_strength(key, pack)?))
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
