//! The poker part's hand ranking (L12): any 5 cards to one totally ordered [`PokerRank`], and the
//! best 5 of a longer hand.
//!
//! Standard ranking, no wild cards, suits equal, A-2-3-4-5 the lowest straight (L12). The
//! evaluator works on bit masks, with no allocation and no sorting: each card is one bit of its
//! rank; folding the five bits into "seen once / twice / three / four times" masks gives the
//! category and the kickers (groups first, larger groups before smaller, higher ranks before
//! lower). The key packs the category above five 4-bit rank slots, so comparing keys is comparing
//! hands. `benches/poker.rs` measures it.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Rank};

/// The nine poker categories, weakest first (L12).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    HighCard = 0,
    Pair = 1,
    TwoPair = 2,
    Trips = 3,
    Straight = 4,
    Flush = 5,
    FullHouse = 6,
    Quads = 7,
    /// A royal flush is the highest straight flush.
    StraightFlush = 8,
}

impl Category {
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::Trips,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::Quads,
        Category::StraightFlush,
    ];

    /// The category's name as shown to players.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "High card",
            Category::Pair => "Pair",
            Category::TwoPair => "Two pair",
            Category::Trips => "Three of a kind",
            Category::Straight => "Straight",
            Category::Flush => "Flush",
            Category::FullHouse => "Full house",
            Category::Quads => "Four of a kind",
            Category::StraightFlush => "Straight flush",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A 5-card hand's strength (L12): greater is better, equal is a tie (L15).
///
/// Bits 20.. hold the [`Category`]; bits 16..20, 12..16, … 0..4 the deciding ranks in order,
/// each as a strength 0 (the 2) to 12 (the ace), unused slots 0. Straights and straight flushes
/// keep only their top card (the 5 for A-2-3-4-5).
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(transparent)]
pub struct PokerRank(u32);

impl PokerRank {
    /// The raw key: for tables and benches.
    #[must_use]
    pub fn key(self) -> u32 {
        self.0
    }

    #[must_use]
    pub fn category(self) -> Category {
        // `min`: a key read from outside (serde) can never index past the table.
        Category::ALL[((self.0 >> 20) as usize).min(8)]
    }

    /// The deciding ranks, most significant first (groups, then kickers; a straight's top card).
    #[must_use]
    pub fn deciding_ranks(self) -> Vec<Rank> {
        let used = match self.category() {
            Category::Straight | Category::StraightFlush => 1,
            Category::Quads | Category::FullHouse => 2,
            Category::Trips | Category::TwoPair => 3,
            Category::Pair => 4,
            Category::HighCard | Category::Flush => 5,
        };
        (0..used)
            .map(|i| strength_rank((self.0 >> (16 - 4 * i)) & 0xF))
            .collect()
    }
}

impl fmt::Display for PokerRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.category())?;
        for (i, r) in self.deciding_ranks().iter().enumerate() {
            f.write_str(if i == 0 { ": " } else { " " })?;
            f.write_str(r.label())?;
        }
        Ok(())
    }
}

/// Rank strength 0 (the 2) … 12 (the ace) back to a [`Rank`].
fn strength_rank(s: u32) -> Rank {
    // 0..=11 are the 2..=K (numbers 2..=13), 12 the ace (number 1).
    Rank::new(if s >= 12 { 1 } else { s as u8 + 2 }).unwrap_or(Rank::ACE)
}

/// Rank strength of a card's packed index `suit * 13 + rank - 1`: the ace 12, the 2 0.
const fn strength_of_index(i: u8) -> u8 {
    (i % 13 + 12) % 13
}

/// Per card index (52 natural cards, then the joker): its rank bit and its suit bit. The joker is
/// not in the Rummoli pack (L1); should one arrive it reads as a suitless 2, so nothing panics.
const CARD_BITS: [(u16, u8); 53] = {
    let mut t = [(0u16, 0u8); 53];
    let mut i = 0;
    while i < 52 {
        t[i] = (1 << strength_of_index(i as u8), 1 << (i / 13));
        i += 1;
    }
    t[52] = (1, 1 << 4);
    t
};

/// The wheel A-2-3-4-5: ace (bit 12) and 2–5 (bits 0..4).
const WHEEL: u16 = 0x100F;

/// Ranks 5 cards (L12). Duplicated faces cannot occur with one deck and are not checked.
#[must_use]
#[inline]
pub fn rank5(cards: &[Card; 5]) -> PokerRank {
    let (mut m1, mut m2, mut m3, mut m4) = (0u16, 0u16, 0u16, 0u16);
    let mut suits = 0u8;
    for c in cards {
        let (b, s) = CARD_BITS[usize::from(c.index()).min(52)];
        m4 |= m3 & b;
        m3 |= m2 & b;
        m2 |= m1 & b;
        m1 |= b;
        suits |= s;
    }
    let flush = suits.count_ones() == 1;
    if m2 == 0 {
        // Five different ranks: high card, straight, flush or straight flush.
        let top = straight_top(m1);
        return match (top, flush) {
            (Some(t), true) => PokerRank((Category::StraightFlush as u32) << 20 | t << 16),
            (Some(t), false) => PokerRank((Category::Straight as u32) << 20 | t << 16),
            (None, true) => PokerRank((Category::Flush as u32) << 20 | kickers(&[m1])),
            (None, false) => PokerRank(kickers(&[m1])),
        };
    }
    let quads = m4;
    let trips = m3 & !m4;
    let pairs = m2 & !m3;
    let ones = m1 & !m2;
    let category = if quads != 0 {
        Category::Quads
    } else if trips != 0 && pairs != 0 {
        Category::FullHouse
    } else if trips != 0 {
        Category::Trips
    } else if pairs.count_ones() == 2 {
        Category::TwoPair
    } else {
        Category::Pair
    };
    PokerRank((category as u32) << 20 | kickers(&[quads, trips, pairs, ones]))
}

/// The top card's strength if the five distinct ranks in `m` are a straight.
#[inline]
fn straight_top(m: u16) -> Option<u32> {
    if m == WHEEL {
        return Some(3); // the 5
    }
    let low = m.trailing_zeros();
    (m >> low == 0x1F).then_some(low + 4)
}

/// The ranks of `groups` (each mask read from its highest bit down), packed into the five slots.
#[inline]
fn kickers(groups: &[u16]) -> u32 {
    let mut key = 0u32;
    let mut shift = 16i32;
    for &g in groups {
        let mut g = g;
        while g != 0 {
            let top = 15 - g.leading_zeros();
            key |= top << shift;
            shift -= 4;
            g &= !(1 << top);
        }
    }
    key
}

/// The best 5 cards of `cards` (L12: picked by the engine) and their rank; `None` with fewer than
/// 5 cards. Between equally strong choices, the first in `cards` order wins, so it is
/// deterministic.
#[must_use]
pub fn best_five(cards: &[Card]) -> Option<(PokerRank, [Card; 5])> {
    let n = cards.len();
    if n < 5 {
        return None;
    }
    let mut best: Option<(PokerRank, [Card; 5])> = None;
    for a in 0..n - 4 {
        for b in a + 1..n - 3 {
            for c in b + 1..n - 2 {
                for d in c + 1..n - 1 {
                    for e in d + 1..n {
                        let five = [cards[a], cards[b], cards[c], cards[d], cards[e]];
                        let r = rank5(&five);
                        if best.is_none_or(|(b, _)| r > b) {
                            best = Some((r, five));
                        }
                    }
                }
            }
        }
    }
    best
}

#[cfg(test)]
#[path = "poker_tests.rs"]
mod tests;
