//! Cards as bits for the computer players: a set of cards is one `u64`, bit `suit * 13 + s`
//! where `s` is the run-out strength (0 the 2 … 12 the ace, L1) and the suit is in
//! [`Suit::index`] order (♠ ♥ ♦ ♣). The next card up a suit is the next bit (L17), a suit's
//! lowest card its lowest bit, and the best poker hand of any number of cards (L12) is read from
//! rank masks without trying every five ([`poker_key`]), which keeps the sampling players fast.

use crate::cards::{Card, Suit};

/// A set of cards.
pub(super) type Mask = u64;

/// All 52 cards.
pub(super) const ALL: Mask = (1 << 52) - 1;

/// The bit of `card` (jokers are not in the Rummoli pack, L1; one would read as the 2♠).
pub(super) fn bit(card: Card) -> u32 {
    let i = u32::from(card.index().min(51));
    (i / 13) * 13 + (i % 13 + 12) % 13
}

/// The card of bit `b` (0..52).
pub(super) fn card(b: u32) -> Card {
    let index = (b / 13) * 13 + (b % 13 + 1) % 13;
    Card::from_index(index as u8).unwrap_or(Card::JOKER)
}

pub(super) fn mask(cards: &[Card]) -> Mask {
    cards.iter().fold(0, |m, &c| m | 1 << bit(c))
}

/// The bits of `m`, lowest first.
pub(super) fn bits(mut m: Mask) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let b = m.trailing_zeros();
            m &= m - 1;
            b
        })
    })
}

/// The 13 strengths of suit index `s` held in `m`.
pub(super) fn suit_of(m: Mask, s: u32) -> u16 {
    ((m >> (13 * s)) & 0x1FFF) as u16
}

/// Whether suit index `s` is red (♥ ♦).
pub(super) fn is_red(s: u32) -> bool {
    s == u32::from(Suit::Hearts.index()) || s == u32::from(Suit::Diamonds.index())
}

/// The cards of one colour.
pub(super) fn colour(red: bool) -> Mask {
    (0..4)
        .filter(|&s| is_red(s) == red)
        .fold(0, |m, s| m | 0x1FFF << (13 * s))
}

/// The bit of a named card, by suit and strength.
pub(super) const fn at(suit: Suit, strength: u32) -> u32 {
    suit as u32 * 13 + strength
}

/// The five single pay cards (L3), in board order: 10♠ J♦ Q♣ K♥ A♠.
pub(super) const PAY_CARDS: [u32; 5] = [
    at(Suit::Spades, 8),
    at(Suit::Diamonds, 9),
    at(Suit::Clubs, 10),
    at(Suit::Hearts, 11),
    at(Suit::Spades, 12),
];
/// A♦ and K♦ (L21).
pub(super) const ACE_KING_DIAMONDS: Mask =
    1 << at(Suit::Diamonds, 12) | 1 << at(Suit::Diamonds, 11);
/// The 7, 8 and 9 of suit index `s` (L21).
pub(super) fn seven_eight_nine(s: u32) -> Mask {
    0b111 << (13 * s + 5)
}

const STRAIGHT_FLUSH: u32 = 8;
const QUADS: u32 = 7;
const FULL_HOUSE: u32 = 6;
const FLUSH: u32 = 5;
const STRAIGHT: u32 = 4;
const TRIPS: u32 = 3;
const TWO_PAIR: u32 = 2;
const PAIR: u32 = 1;

/// The key of the best 5 of the cards in `m` (L12), equal to [`super::super::PokerRank::key`]
/// of [`super::super::best_five`]: the category above five 4-bit rank slots. 0 for no cards.
pub(super) fn poker_key(m: Mask) -> u32 {
    let suits = [0, 1, 2, 3].map(|s| suit_of(m, s));
    let (mut straight_flush, mut flush) = (None, None);
    for &sm in &suits {
        if sm.count_ones() >= 5 {
            straight_flush = straight_flush.max(straight_top(sm));
            flush = flush.max(Some(top_n(sm, 5)));
        }
    }
    if let Some(t) = straight_flush {
        return STRAIGHT_FLUSH << 20 | t << 16;
    }
    let (mut m1, mut m2, mut m3, mut m4) = (0u16, 0u16, 0u16, 0u16);
    for sm in suits {
        m4 |= m3 & sm;
        m3 |= m2 & sm;
        m2 |= m1 & sm;
        m1 |= sm;
    }
    if m4 != 0 {
        let q = top(m4);
        return QUADS << 20 | q << 16 | top(m1 & !(1 << q)) << 12;
    }
    if m3 != 0 {
        let t = top(m3);
        let pair = m2 & !(1 << t);
        if pair != 0 {
            return FULL_HOUSE << 20 | t << 16 | top(pair) << 12;
        }
    }
    if let Some(f) = flush {
        return FLUSH << 20 | f;
    }
    if let Some(t) = straight_top(m1) {
        return STRAIGHT << 20 | t << 16;
    }
    if m3 != 0 {
        let t = top(m3);
        return TRIPS << 20 | t << 16 | top_n(m1 & !(1 << t), 2) >> 4;
    }
    if m2.count_ones() >= 2 {
        let hi = top(m2);
        let lo = top(m2 & !(1 << hi));
        let kicker = top(m1 & !(1 << hi | 1 << lo));
        return TWO_PAIR << 20 | hi << 16 | lo << 12 | kicker << 8;
    }
    if m2 != 0 {
        let p = top(m2);
        return PAIR << 20 | p << 16 | top_n(m1 & !(1 << p), 3) >> 4;
    }
    top_n(m1, 5)
}

/// The highest set bit (0 for none).
fn top(m: u16) -> u32 {
    15u32.saturating_sub(m.leading_zeros())
}

/// The `n` highest ranks of `m`, packed from slot 16 down (fewer if `m` has fewer).
fn top_n(mut m: u16, n: u32) -> u32 {
    let mut key = 0;
    for i in 0..n {
        if m == 0 {
            break;
        }
        let t = top(m);
        key |= t << (16 - 4 * i);
        m &= !(1 << t);
    }
    key
}

/// The top strength of the highest straight in `m` (3, the 5, for A-2-3-4-5).
fn straight_top(m: u16) -> Option<u32> {
    let run = m & m >> 1 & m >> 2 & m >> 3 & m >> 4;
    if run != 0 {
        return Some(top(run) + 4);
    }
    (m & 0x100F == 0x100F).then_some(3)
}
