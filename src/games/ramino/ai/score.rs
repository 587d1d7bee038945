//! How the computer players read a hand: declare when a discard lets them, else keep the cards
//! whose combinations (T6) can still be completed, weighed by the cards that may still come.
//!
//! [`structure`] scores the pairs and combinations a hand holds, each by its live completing
//! cards; `hard` adds its exact outs (cards that would let it declare, found with the
//! classifier) and, as the stock runs low, the value an empty stock is decided by (T19).

use super::super::classify::{best_completion, best_drop, card_at, Holding, Spot};
use super::knowledge::Knowledge;
use crate::cards::Card;
use crate::games::Level;

/// Weight of one out (a card that would complete the hand).
const OUT: f32 = 2.5;
/// Weight of a point of value in hand when the stock is nearly empty (T19).
const VALUE_LATE: f32 = 0.12;
/// Penalty for throwing a card that fits what the next player took.
const FEED: f32 = 2.0;

fn bits(m: u16) -> impl Iterator<Item = u8> {
    (0..16u8).filter(move |&p| m >> p & 1 == 1)
}

fn live_at(live: Holding, s: u8, p: i16) -> f32 {
    if (0..16).contains(&p) && live.has((s, p as u8)) {
        1.0
    } else {
        0.0
    }
}

/// The combinations `h` holds or has started, each weighed by its live completing cards.
pub fn structure(h: Holding, live: Holding, ranks: u8) -> f32 {
    let mut score = 0.0;
    for s in 0..4u8 {
        let m = h.0[usize::from(s)];
        for p in bits(m & m >> 1) {
            let p16 = i16::from(p);
            score += 1.0 + 0.6 * (live_at(live, s, p16 - 1) + live_at(live, s, p16 + 2));
        }
        score += 2.0 * (m & m >> 1 & m >> 2).count_ones() as f32;
        for p in bits(m & m >> 2 & !(m >> 1)) {
            score += 0.5 + 0.6 * live_at(live, s, i16::from(p) + 1);
        }
        // A long run of one suit leads to a ramino (T8, T10).
        let mut run = m;
        let mut longest = 0u8;
        while run != 0 {
            run &= run >> 1;
            longest += 1;
        }
        if longest >= 4 {
            score += f32::from(longest - 3) * 1.2;
        }
    }
    for p in 0..ranks {
        let held = (0..4u8).filter(|&s| h.has((s, p))).count();
        let live_p = (0..4u8).filter(|&s| live.has((s, p))).count() as f32;
        score += match held {
            2 => 1.0 + 0.5 * live_p,
            3 => 3.5 + 0.3 * live_p,
            4 => 4.0,
            _ => 0.0,
        };
    }
    score
}

/// Whether `c` could be in a combination with two cards of `h`: the only cards that can complete
/// a hand without a suit of six or more (where a ramino's any-rank three is possible).
fn may_complete(h: Holding, (_, p): Spot) -> bool {
    let same_rank = (0..4u8).filter(|&t| h.has((t, p))).count();
    if same_rank >= 2 {
        return true;
    }
    let union = h.0.iter().fold(0u16, |a, &m| a | m) | 1 << p;
    let window = |lo: i16| (lo..lo + 3).all(|q| (0..16).contains(&q) && union >> q & 1 == 1);
    window(i16::from(p) - 2) || window(i16::from(p) - 1) || window(i16::from(p))
}

/// Live cards that would let `h` declare at once (T18's completion: add it, drop another).
pub fn outs(h: Holding, live: Holding, k: &Knowledge) -> u32 {
    let long_suit = h.0.iter().any(|m| m.count_ones() >= 6);
    live.spots()
        .filter(|&c| long_suit || may_complete(h, c))
        .filter(|&c| best_completion(h, c, k.pack).is_some())
        .count() as u32
}

/// How good keeping `h` is, at the player's level.
fn worth(h: Holding, k: &Knowledge) -> f32 {
    let ranks = k.pack.ranks().len() as u8;
    let mut w = structure(h, k.live, ranks);
    if k.level == Level::Hard {
        w += OUT * outs(h, k.live, k) as f32;
        if k.stock_size <= 2 * k.players + 2 {
            let value: u32 = h.spots().map(|(_, p)| u32::from(k.pack.value_at(p))).sum();
            w += VALUE_LATE * value as f32;
        }
    }
    w
}

/// How much throwing `x` may help the next player, who took `k.next_holds` from the pile.
fn feeds(x: Spot, k: &Knowledge) -> f32 {
    if k.level != Level::Hard {
        return 0.0;
    }
    let (s, p) = x;
    let near = k
        .next_holds
        .spots()
        .any(|(t, q)| q == p || (t == s && (i16::from(q) - i16::from(p)).abs() <= 2));
    if near {
        FEED
    } else {
        0.0
    }
}

/// The card to discard: the one leaving the best declaration if any (T17), else the one whose
/// loss keeps the most worth; ties throw the lower value.
pub fn discard(k: &Knowledge) -> Card {
    let pick = best_drop(k.hand, k.taken, k.pack)
        .map(|(x, _)| x)
        .unwrap_or_else(|| {
            let mut best: Option<(Spot, f32)> = None;
            for x in k.hand.spots().filter(|&x| Some(x) != k.taken) {
                let w = worth(k.hand.without(x), k) - feeds(x, k);
                if best.is_none_or(|(_, b)| w > b + 1e-4) {
                    best = Some((x, w));
                }
            }
            best.map_or((0, 0), |(x, _)| x)
        });
    card_at(pick, k.pack).unwrap_or_else(|| {
        card_at(k.hand.spots().next().unwrap_or((0, 0)), k.pack).expect("a card of the pack")
    })
}

/// Whether to take the top discard rather than draw from the stock (T16): always when it lets the
/// player declare; `easy` never otherwise; the others when it improves the hand clearly.
pub fn take(k: &Knowledge) -> bool {
    let Some(top) = k.top else {
        return false;
    };
    if best_completion(k.hand, top, k.pack).is_some() {
        return true;
    }
    if k.level == Level::Easy {
        return false;
    }
    let now = worth(k.hand, k);
    let with = k.hand.with(top);
    let best = with
        .spots()
        .filter(|&x| x != top)
        .map(|x| worth(with.without(x), k) - feeds(x, k))
        .fold(f32::MIN, f32::max);
    let margin = if k.level == Level::Hard { 1.0 } else { 1.5 };
    best > now + margin
}
