//! Whole-hand checks: is this one lay (R4), gin (R15), rumino (R16), and which card to discard
//! from 8 to get there (R11, R17).
//!
//! A lay and a rumino are the same shape at different lengths (3–4 or 7 cards): every natural of
//! one rank, or of one suit at distinct ranks spanning no more than the length allows, jokers wild
//! (R5). So both are one question to the shared meld core ([`crate::games::melds`]), no search.

use std::ops::RangeInclusive;

use super::{deadwood_below, LayRules};
use crate::cards::Card;
use crate::games::melds::{self, Ace, MeldRules, SetSuits};

/// Whether `cards` are exactly one legal lay of 3 or 4 cards (R4, R5).
#[must_use]
pub fn is_lay(cards: &[Card], rules: LayRules) -> bool {
    matches!(cards.len(), 3 | 4) && one_shape(cards, rules)
}

/// Whether `hand` is gin (R15): exactly 7 cards that form a 4-card and a 3-card lay.
#[must_use]
pub fn is_gin(hand: &[Card], rules: LayRules) -> bool {
    hand.len() == 7 && deadwood_below(hand, rules, 1) == 0
}

/// Whether `hand` is a rumino (R16): exactly 7 cards forming a 7-card straight flush (ace low, or
/// also 8 to ace with `ace_high`) or 7 of a kind, jokers wild.
#[must_use]
pub fn is_rumino(hand: &[Card], rules: LayRules) -> bool {
    hand.len() == 7 && one_shape(hand, rules)
}

/// For 8 cards: the index of a card whose discard leaves gin (R11), the highest-valued such card
/// (the first of equals); `None` if there is none or `hand` is not 8 cards.
#[must_use]
pub fn gin_discard(hand: &[Card], rules: LayRules) -> Option<usize> {
    if hand.len() != 8 {
        return None;
    }
    gin_discard_given(hand, rules, deadwood_below(hand, rules, 11))
}

/// [`gin_discard`] for a caller that already knows `deadwood` of the 8 cards (exact, or any value
/// over 10 when it is over 10), as `rumino eval` does after arranging them.
pub(crate) fn gin_discard_given(hand: &[Card], rules: LayRules, deadwood: u16) -> Option<usize> {
    // Gin in 7 of the 8 leaves the 8-card hand at most the discard's value in deadwood.
    if hand.len() != 8 || deadwood > 10 {
        return None;
    }
    best_discard(hand, |seven, card| {
        u16::from(card.value()) >= deadwood && deadwood_below(seven, rules, 1) == 0
    })
}

/// For 8 cards: the index of a card whose discard leaves a rumino (R11, R17), the highest-valued
/// such card (the first of equals); `None` if there is none or `hand` is not 8 cards.
#[must_use]
pub fn rumino_discard(hand: &[Card], rules: LayRules) -> Option<usize> {
    if hand.len() != 8 {
        return None;
    }
    // Seven of one shape need, jokers aside, six naturals of one suit or of one rank.
    let (mut suits, mut ranks, mut jokers) = ([0u8; 4], [0u8; 14], 0u8);
    for card in hand {
        match (card.suit(), card.rank()) {
            (Some(suit), Some(rank)) => {
                suits[usize::from(suit.index())] += 1;
                ranks[usize::from(rank.number())] += 1;
            }
            _ => jokers += 1,
        }
    }
    let most = suits.iter().chain(&ranks).max().copied().unwrap_or(0);
    if most + jokers < 7 {
        return None;
    }
    best_discard(hand, |seven, _| one_shape(seven, rules))
}

/// The highest-valued index `i` for which `keeps(hand without i, hand[i])` holds.
fn best_discard(hand: &[Card], keeps: impl Fn(&[Card], Card) -> bool) -> Option<usize> {
    let mut best: Option<usize> = None;
    let mut seven = [Card::JOKER; 7];
    for (i, &card) in hand.iter().enumerate() {
        if best.is_some_and(|b| hand[b].value() >= card.value()) || hand[..i].contains(&card) {
            continue;
        }
        seven[..i].copy_from_slice(&hand[..i]);
        seven[i..].copy_from_slice(&hand[i + 1..]);
        if keeps(&seven, card) {
            best = Some(i);
        }
    }
    best
}

/// Whether `cards` are one shape of their own length, under the shared meld core: every natural
/// of one rank (suits free, duplicates allowed), or of one suit at distinct ranks that fit
/// `cards.len()` consecutive ranks (ace low, or high with `ace_high`; never wrapping, R4), jokers
/// wild (R5). A lay is 3 or 4 cards (R4), a rumino 7 (R16).
fn one_shape(cards: &[Card], rules: LayRules) -> bool {
    melds::classify(cards, &shape_rules(cards.len()..=cards.len(), rules)).is_ok()
}

/// R4, R5 (R16 at length 7) as parameters of the meld core: `len` for both shapes, suits free,
/// any jokers, the ace low or also high.
pub(crate) fn shape_rules(len: RangeInclusive<usize>, rules: LayRules) -> MeldRules {
    MeldRules {
        set_len: len.clone(),
        run_len: len,
        max_jokers: usize::MAX,
        set_suits: SetSuits::Free,
        ace: if rules.ace_high {
            Ace::LowOrHigh
        } else {
            Ace::Low
        },
        top: 13,
    }
}
