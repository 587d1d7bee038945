//! Lays and deadwood: what a hand is worth (R4–R6), and the gin (R15) and rumino (R16) checks.
//!
//! Every knock, every AI move and every shown hand asks for a hand's deadwood, so [`deadwood`] is
//! the hot path: an exact branch and bound over bit lanes (`search`, `bits`) that does not
//! allocate. [`arrange`] runs the same search recording its choices and lays the cards out for
//! display (R18). The checks that need no search ([`is_lay`], [`is_rumino`]) are plain bit tests.
//!
//! Any slice of cards is accepted, even one the pack cannot deal (three copies of a face, dozens of
//! cards): the answer stays exact, but the search is exponential in the worst case, so hands far
//! beyond the game's 7–8 cards can be slow.

mod arrange;
mod bits;
mod search;
mod special;
#[cfg(test)]
mod tests;

use crate::cards::Card;

pub(crate) use arrange::{arrange_into, Scratch};
pub(crate) use special::gin_discard_given;
#[cfg(test)]
pub(crate) use special::shape_rules;
pub use special::{gin_discard, is_gin, is_lay, is_rumino, rumino_discard};

/// Table options that change what a lay is.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct LayRules {
    /// Also allow the ace above the king: Q-K-A and J-Q-K-A (R4), 8 to A rumino (R16).
    pub ace_high: bool,
}

/// The two shapes of a lay (R4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LayKind {
    /// Same rank, suits free, duplicates allowed.
    OfAKind,
    /// Same suit, consecutive ranks.
    StraightFlush,
}

/// One lay of 3 or 4 cards, in display order: a run ascending with each joker in the place it
/// stands for; a set (or a lay of one natural and jokers) with its naturals first, then its jokers.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Lay {
    pub kind: LayKind,
    pub cards: Vec<Card>,
}

/// A best arrangement of a hand (R6, R18): `lays` and `deadwood_cards` together are a permutation
/// of the hand, and `deadwood` is the total value of `deadwood_cards` (R2), the least possible.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Arrangement {
    pub lays: Vec<Lay>,
    pub deadwood_cards: Vec<Card>,
    pub deadwood: u16,
}

/// The exact deadwood of `hand` (R6): the least total value of cards outside disjoint lays.
///
/// Any number of cards is accepted; an empty hand is worth 0. Does not allocate.
#[must_use]
pub fn deadwood(hand: &[Card], rules: LayRules) -> u16 {
    deadwood_below(hand, rules, u16::MAX)
}

/// `min(deadwood(hand, rules), bound)`, faster the lower `bound` is: the search starts from
/// `bound` as if an arrangement that good were known, so it never explores worse ones. Gin checks
/// (R15) ask `deadwood_below(seven, rules, 1) == 0` and stop at the first branch that leaves a
/// card out, instead of proving the exact deadwood of hands that are nowhere near gin.
pub(crate) fn deadwood_below(hand: &[Card], rules: LayRules, bound: u16) -> u16 {
    let bound = u32::from(bound);
    let mut search = search::Search::<false> {
        best: 0,
        ace_high: rules.ace_high,
        path: Vec::new(),
        best_path: Vec::new(),
        best_end: (0, 0),
    };
    if let Some((mut naturals, jokers, total)) = bits::Pair::read(hand) {
        let stripped = naturals.strip(jokers, rules.ace_high);
        if naturals.once == 0 {
            return clamp((stripped + 10 * search::loose_jokers(jokers, 0)).min(bound));
        }
        search.run_below(naturals, jokers, stripped, total - stripped, bound);
    } else {
        let (naturals, jokers, total) = bits::Multi::read(hand);
        search.run_below(naturals, jokers, 0, total, bound);
    }
    clamp(search.best)
}

/// One best arrangement of `hand`, with the same deadwood as [`deadwood`].
#[must_use]
pub fn arrange(hand: &[Card], rules: LayRules) -> Arrangement {
    let mut scratch = Scratch::default();
    let deadwood = arrange_into(hand, rules, &mut scratch);
    Arrangement {
        lays: scratch
            .lays()
            .map(|(kind, cards)| Lay {
                kind,
                cards: cards.to_vec(),
            })
            .collect(),
        deadwood_cards: scratch.deadwood_cards().to_vec(),
        deadwood,
    }
}

fn clamp(value: u32) -> u16 {
    u16::try_from(value).unwrap_or(u16::MAX)
}
