//! Turning the search's chosen lays into cards laid out for display (R18).
//!
//! The search only counts jokers; here each joker gets its place: in a run at the rank it stands
//! for, in a set after the naturals. Jokers left over join 3-card lays as a fourth card, or form
//! joker-only lays (R5). [`Scratch`] keeps every buffer, so arranging many hands in a row (the `eval`
//! CLI) allocates nothing once warm.

use std::mem;

use super::bits::{card_at, Multi, Pair};
use super::search::{loose_jokers, Search, Step};
use super::{clamp, LayKind, LayRules};
use crate::cards::Card;

/// Reusable buffers for [`arrange_into`]; read the result with [`Scratch::lays`] and
/// [`Scratch::deadwood_cards`].
#[derive(Default, Debug)]
pub(crate) struct Scratch {
    path: Vec<Step>,
    best_path: Vec<Step>,
    cards: Vec<Card>,
    /// Kind and end (exclusive, in `cards`) of each lay; a lay starts where the previous one ends.
    ends: Vec<(LayKind, usize)>,
    deadwood: Vec<Card>,
    used: Vec<u32>,
}

impl Scratch {
    /// The lays of the last arrangement, in display order.
    pub(crate) fn lays(&self) -> impl Iterator<Item = (LayKind, &[Card])> + '_ {
        let mut start = 0;
        self.ends.iter().map(move |&(kind, end)| {
            let cards = &self.cards[start..end];
            start = end;
            (kind, cards)
        })
    }

    /// The cards outside every lay of the last arrangement, in hand order.
    pub(crate) fn deadwood_cards(&self) -> &[Card] {
        &self.deadwood
    }
}

/// Finds a best arrangement of `hand` into `scratch` and returns its deadwood.
pub(crate) fn arrange_into(hand: &[Card], rules: LayRules, scratch: &mut Scratch) -> u16 {
    let mut search = Search::<true> {
        best: 0,
        ace_high: rules.ace_high,
        path: mem::take(&mut scratch.path),
        best_path: mem::take(&mut scratch.best_path),
        best_end: (0, 0),
    };
    if let Some((mut naturals, jokers, total)) = Pair::read(hand) {
        let stripped = naturals.strip(jokers, rules.ace_high);
        search.run(naturals, jokers, stripped, total - stripped);
    } else {
        let (naturals, jokers, total) = Multi::read(hand);
        search.run(naturals, jokers, 0, total);
    }
    scratch.cards.clear();
    scratch.ends.clear();
    let (jokers_left, threes) = search.best_end;
    let fewest = loose_jokers(jokers_left, threes);
    let absorbed = (0..=jokers_left.min(threes))
        .rev()
        .find(|&a| loose_jokers(jokers_left - a, 0) == fewest)
        .unwrap_or(0);
    let mut to_absorb = absorbed;
    for &step in &search.best_path {
        let extra = u32::from(to_absorb > 0 && is_three(step));
        to_absorb -= extra;
        lay_out(step, extra, rules.ace_high, &mut scratch.cards);
        scratch.ends.push((kind(step), scratch.cards.len()));
    }
    joker_lays(jokers_left - absorbed, scratch);
    scratch.path = search.path;
    scratch.best_path = search.best_path;
    collect_deadwood(hand, scratch)
}

fn kind(step: Step) -> LayKind {
    match step {
        Step::Run { .. } => LayKind::StraightFlush,
        Step::Set { .. } => LayKind::OfAKind,
    }
}

fn is_three(step: Step) -> bool {
    match step {
        Step::Run { mask, jokers, .. } => mask.count_ones() + jokers == 3,
        Step::Set {
            per_suit, jokers, ..
        } => per_suit.iter().sum::<u32>() + jokers == 3,
    }
}

/// Appends the cards of `step` plus `extra` jokers in display order.
fn lay_out(step: Step, extra: u32, ace_high: bool, out: &mut Vec<Card>) {
    match step {
        Step::Set {
            rank,
            per_suit,
            jokers,
        } => {
            for (s, &n) in per_suit.iter().enumerate() {
                let card = card_at(rank + 16 * s as u32);
                out.extend((0..n).map(|_| card));
            }
            out.extend((0..jokers + extra).map(|_| Card::JOKER));
        }
        Step::Run { mask, jokers, high } => {
            let base = mask.trailing_zeros() & !15;
            let mut lane = (mask >> base) as u32 & 0x3ffe;
            if high {
                lane = (lane & !2) | (1 << 14); // the ace stands above the king
            }
            let len = lane.count_ones() + jokers + extra;
            let top = if ace_high { 14 } else { 13 };
            let start = lane.trailing_zeros().min(top + 1 - len);
            for pos in start..start + len {
                out.push(if lane & (1 << pos) == 0 {
                    Card::JOKER
                } else {
                    card_at(base + if pos == 14 { 1 } else { pos })
                });
            }
        }
    }
}

/// Lays of jokers alone from `jokers` left over: 3s and 4s, at most 2 loose (R5).
fn joker_lays(mut jokers: u32, scratch: &mut Scratch) {
    while jokers >= 3 {
        let take = if jokers.is_multiple_of(3) { 3 } else { 4 };
        if take > jokers {
            break;
        }
        jokers -= take;
        scratch.cards.extend((0..take).map(|_| Card::JOKER));
        scratch.ends.push((LayKind::OfAKind, scratch.cards.len()));
    }
}

/// Fills `scratch.deadwood` with the hand's cards not in a lay and returns their value.
fn collect_deadwood(hand: &[Card], scratch: &mut Scratch) -> u16 {
    scratch.used.clear();
    scratch.used.resize(53, 0);
    for card in &scratch.cards {
        scratch.used[usize::from(card.index())] += 1;
    }
    scratch.deadwood.clear();
    let mut value = 0u32;
    for &card in hand {
        let used = &mut scratch.used[usize::from(card.index())];
        if *used > 0 {
            *used -= 1;
        } else {
            scratch.deadwood.push(card);
            value = value.saturating_add(u32::from(card.value()));
        }
    }
    clamp(value)
}
