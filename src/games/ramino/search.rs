//! The search behind the classifier (T6–T11, T13): which winning hand a [`Holding`] of 7 or 10
//! cards makes, as its [`Strength`].
//!
//! Computer players and `rumino eval` call it millions of times, so it allocates nothing and
//! rejects most hands before searching: a card that is in no run of three of its suit and whose
//! rank no three suits share is in no combination (T6), so the hand cannot split (T9, T11).
//! Combinations are then found by taking the lowest card left: no card below it remains, so it
//! either starts a run of its suit or belongs to a set of its rank.

use super::classify::{Kind, Strength};
use super::holding::Holding;

/// All ten positions of the Italian pack (T1): a gran ramino's suit mask (T7).
const TEN: u16 = 0x3FF;
/// Seven consecutive positions: a ramino's seven (T8, T10).
const SEVEN: u16 = 0x7F;

/// T7, T8, T9, best first, for ten cards of the Italian pack.
pub(super) fn long_game(h: Holding) -> Strength {
    for s in 0..4u8 {
        let m = h.0[usize::from(s)];
        if m == TEN {
            return Strength::new(Kind::GranRamino, s, 0, 0);
        }
        // Ten cards hold at most one suit of seven or more, and only it can hold the seven.
        if m.count_ones() >= 7 {
            for w in 0..=3 {
                let seven = SEVEN << w;
                let mut rest = h;
                rest.0[usize::from(s)] &= !seven;
                if m & seven == seven && is_three(rest) {
                    return Strength::new(Kind::Ramino, s, 0, 0);
                }
            }
        }
    }
    if all_combinable(h) && splits(h) {
        let (count, top, s) = main_suit(h);
        return Strength::new(Kind::Dieci, count, top, s);
    }
    Strength::NONE
}

/// T10, T11, for seven cards of either pack.
pub(super) fn short_game(h: Holding) -> Strength {
    for s in 0..4u8 {
        let m = h.0[usize::from(s)];
        if m.count_ones() == 7 && m >> m.trailing_zeros() == SEVEN {
            return Strength::new(Kind::ShortRamino, s, 0, 0);
        }
    }
    // Seven cards split into combinations only as 4 + 3 (or one run of 7, a ramino, above).
    if all_combinable(h) && splits(h) {
        let (count, top, s) = main_suit(h);
        return Strength::new(Kind::Sette, count, top, s);
    }
    Strength::NONE
}

/// T8's three: three cards of one suit, or of three consecutive ranks in any suits.
fn is_three(rest: Holding) -> bool {
    let [a, b, c, d] = rest.0;
    if [a, b, c, d].iter().filter(|&&m| m != 0).count() == 1 {
        return true;
    }
    let union = a | b | c | d;
    union.count_ones() == 3 && union >> union.trailing_zeros() == 0b111
}

/// T13: the main suit's (count, top position, suit strength), the greatest such triple.
fn main_suit(h: Holding) -> (u8, u8, u8) {
    let mut best = (0, 0, 0);
    for s in 0..4u8 {
        let m = h.0[usize::from(s)];
        if m != 0 {
            best = best.max((m.count_ones() as u8, 15 - m.leading_zeros() as u8, s));
        }
    }
    best
}

/// Whether every card could be in some combination (T6): a run of three of its suit through it,
/// or a rank that three or more suits hold. Necessary for [`splits`], and most hands fail it.
fn all_combinable(h: Holding) -> bool {
    let [a, b, c, d] = h.0;
    let in_sets = (a & b & (c | d)) | (c & d & (a | b));
    h.0.iter().all(|&m| {
        let starts = m & m >> 1 & m >> 2;
        let in_runs = starts | starts << 1 | starts << 2;
        m & !(in_runs | in_sets) == 0
    })
}

/// T6, T9: whether all of `h` splits into sets and runs, each card used once.
fn splits(h: Holding) -> bool {
    let union = h.0.iter().fold(0u16, |a, &m| a | m);
    if union == 0 {
        return true;
    }
    let p = union.trailing_zeros();
    let bit = 1u16 << p;
    let low = h.0.iter().position(|&m| m & bit != 0).unwrap_or(0);
    // A run of `low`'s suit from p, of 3 or more: the cards in a row from p.
    let length = (!(h.0[low] >> p)).trailing_zeros();
    for l in 3..=length {
        let mut rest = h;
        rest.0[low] &= !(((1u16 << l) - 1) << p);
        if splits(rest) {
            return true;
        }
    }
    // A set of rank p with `low`: 2 or 3 of the other suits holding p, as a mask of suits.
    let others = (0..4).filter(|&s| s != low && h.0[s] & bit != 0);
    let others = others.fold(0u8, |a, s| a | 1 << s);
    let mut pick = others;
    while pick != 0 {
        if pick.count_ones() >= 2 {
            let mut rest = h;
            rest.0[low] &= !bit;
            for (s, m) in rest.0.iter_mut().enumerate() {
                if pick >> s & 1 == 1 {
                    *m &= !bit;
                }
            }
            if splits(rest) {
                return true;
            }
        }
        pick = (pick - 1) & others;
    }
    false
}
