//! Hand analysis shared by every level: the best split of a hand into melds (least deadwood,
//! Y21), which loose cards could be laid off on the table (Y7), and a hand's worth as the
//! points it would still hold, less what its loose cards may yet become.
//!
//! Cards are bit sets (`u64`, bit = face index) so a level can weigh many hands per decision.

use crate::cards::{Card, Rank, Suit};
use crate::games::rummy::melds;

/// A set of faces: bit `i` is the face with index `i`.
pub type Mask = u64;

#[must_use]
pub fn bit(card: Card) -> Mask {
    1 << card.index()
}

#[must_use]
pub fn mask(cards: &[Card]) -> Mask {
    cards.iter().fold(0, |m, &c| m | bit(c))
}

/// The faces in `m`, in index order.
pub fn cards(m: Mask) -> impl Iterator<Item = Card> {
    (0..52u8)
        .filter(move |i| m >> i & 1 == 1)
        .filter_map(Card::from_index)
}

/// The face of `suit` at run position `pos` (1..=13, or 14 for an ace played high).
#[must_use]
pub fn at(suit: Suit, pos: u8) -> Option<Card> {
    let rank = if pos == 14 { 1 } else { pos };
    Rank::new(rank).map(|r| Card::new(r, suit))
}

/// The best split of a hand: melds chosen to leave the least deadwood value (fewest loose cards
/// on a tie).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Split {
    pub melds: Vec<Mask>,
    pub deadwood: Mask,
    pub value: u16,
}

/// Splits `hand` into melds and deadwood (exhaustive: hands hold at most 11 cards).
#[must_use]
pub fn split(hand: Mask, ace_high: bool) -> Split {
    let faces: Vec<Card> = cards(hand).collect();
    let candidates: Vec<Mask> = melds::melds_in(&faces, ace_high)
        .iter()
        .map(|m| mask(m))
        .collect();
    let mut values = [0u16; 52];
    for c in &faces {
        values[usize::from(c.index())] = melds::value(*c, ace_high);
    }
    let mut chosen = Vec::new();
    let mut best = (u16::MAX, u32::MAX, Vec::new());
    search(hand, 0, &candidates, &values, &mut chosen, &mut best);
    let deadwood = best.2.iter().fold(hand, |h, m| h & !m);
    Split {
        value: best.0,
        melds: best.2,
        deadwood,
    }
}

fn search(
    rest: Mask,
    dead_value: u16,
    candidates: &[Mask],
    values: &[u16; 52],
    chosen: &mut Vec<Mask>,
    best: &mut (u16, u32, Vec<Mask>),
) {
    if rest == 0 {
        let count = u32::MAX - chosen.iter().map(|m| m.count_ones()).sum::<u32>();
        if (dead_value, count) < (best.0, best.1) {
            *best = (dead_value, count, chosen.clone());
        }
        return;
    }
    if dead_value > best.0 {
        return;
    }
    let low = rest.trailing_zeros();
    let low_bit = 1u64 << low;
    for &m in candidates {
        if m & low_bit != 0 && m & !rest == 0 {
            chosen.push(m);
            search(rest & !m, dead_value, candidates, values, chosen, best);
            chosen.pop();
        }
    }
    let v = values[low as usize];
    search(
        rest & !low_bit,
        dead_value + v,
        candidates,
        values,
        chosen,
        best,
    );
}

/// Of `loose`, the cards that could be laid off on `table` melds, one after another (Y7): a
/// card fits a meld as extended by the cards laid before it.
#[must_use]
pub fn layable(loose: Mask, table: &[Vec<Card>], ace_high: bool) -> Mask {
    let mut table: Vec<Vec<Card>> = table.to_vec();
    let mut laid = 0;
    loop {
        let mut progress = false;
        for card in cards(loose & !laid) {
            if let Some(m) = table
                .iter_mut()
                .find(|m| melds::can_lay_off(m, card, ace_high))
            {
                m.push(card);
                laid |= bit(card);
                progress = true;
            }
        }
        if !progress {
            return laid;
        }
    }
}

/// How a level values loose cards that may still become melds.
#[derive(Clone, Copy, Debug)]
pub struct Outlook {
    /// Cards that may still come to this hand: a card outside it counts as an out only if here.
    pub live: Mask,
    /// Share of a loose card's value forgiven per live out.
    pub per_out: f64,
    /// The most of a card's value that outs may forgive.
    pub cap: f64,
    /// Points charged per loose card on top of its value: a hand with fewer loose cards goes
    /// out sooner.
    pub per_card: f64,
}

/// Live cards that would put `card` into a meld with cards of `hand`: the third or fourth of a
/// rank held twice, or a run card next to (or between) suit neighbours held.
#[must_use]
pub fn outs(card: Card, hand: Mask, live: Mask, ace_high: bool) -> u32 {
    let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
        return 0;
    };
    let mut outs = 0;
    let same_rank: Mask = Suit::ALL
        .iter()
        .map(|&s| bit(Card::new(rank, s)))
        .fold(0, |a, b| a | b);
    if (same_rank & hand & !bit(card)).count_ones() >= 1 {
        outs |= same_rank & live & !hand;
    }
    let positions: &[u8] = if rank == Rank::ACE && ace_high {
        &[1, 14]
    } else if rank == Rank::ACE {
        &[1]
    } else {
        std::slice::from_ref(&0)
    };
    let has = |pos: i16| -> bool {
        (1..=14).contains(&pos)
            && at(suit, pos as u8).is_some_and(|c| hand & bit(c) != 0 && (pos != 14 || ace_high))
    };
    let live_at = |pos: i16| -> Mask {
        if !(1..=14).contains(&pos) || (pos == 14 && !ace_high) {
            return 0;
        }
        at(suit, pos as u8).map_or(0, |c| bit(c) & live & !hand)
    };
    for &p in positions {
        let p = i16::from(if p == 0 { rank.number() } else { p });
        if has(p + 1) {
            outs |= live_at(p - 1) | live_at(p + 2);
        }
        if has(p - 1) {
            outs |= live_at(p + 1) | live_at(p - 2);
        }
        if has(p + 2) {
            outs |= live_at(p + 1);
        }
        if has(p - 2) {
            outs |= live_at(p - 1);
        }
    }
    outs.count_ones()
}

/// The points `hand` would leave if the hand ended now, with each loose card's value forgiven
/// in part for its live outs, and loose cards that fit the table (or the hand's own melds, once
/// laid) counted as gone. Lower is better.
#[must_use]
pub fn worth(hand: Mask, table: &[Vec<Card>], ace_high: bool, outlook: &Outlook) -> f64 {
    let s = split(hand, ace_high);
    let mut all_melds: Vec<Vec<Card>> = table.to_vec();
    all_melds.extend(s.melds.iter().map(|&m| cards(m).collect()));
    let loose = s.deadwood & !layable(s.deadwood, &all_melds, ace_high);
    cards(loose)
        .map(|c| {
            let n = outs(c, hand, outlook.live, ace_high);
            let forgiven = (outlook.per_out * f64::from(n)).min(outlook.cap);
            f64::from(melds::value(c, ace_high)) * (1.0 - forgiven) + outlook.per_card
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn m(s: &str) -> Mask {
        mask(&parse_cards(s).unwrap())
    }

    #[test]
    fn split_finds_the_least_deadwood() {
        let s = split(m("5♠ 5♥ 5♦ 6♠ 7♠ K♣ 2♦"), false);
        // 5♠ 6♠ 7♠ would leave 5♥ 5♦ K♣ 2♦ (22); the set leaves 6♠ 7♠ K♣ 2♦ (25).
        assert_eq!(s.value, 22);
        assert_eq!(s.melds, vec![m("5♠ 6♠ 7♠")]);
        assert_eq!(split(m("A♠ 2♠ 3♠ 4♠"), false).value, 0);
        assert_eq!(
            split(0, false),
            Split {
                value: 0,
                ..Split::default()
            }
        );
    }

    #[test]
    fn layable_follows_chains() {
        let table = vec![parse_cards("8♥ 9♥ 10♥").unwrap()];
        assert_eq!(layable(m("6♥ 7♥ 2♣"), &table, false), m("6♥ 7♥"));
    }

    #[test]
    fn outs_count_live_cards_only() {
        let hand = m("5♠ 5♥ 9♦ 10♦ K♣");
        let all = !0u64 >> 12;
        assert_eq!(outs("5♠".parse().unwrap(), hand, all, false), 2);
        assert_eq!(outs("9♦".parse().unwrap(), hand, all, false), 2);
        assert_eq!(outs("9♦".parse().unwrap(), hand, all & !m("8♦"), false), 1);
        assert_eq!(outs("K♣".parse().unwrap(), hand, all, false), 0);
    }
}
