//! What a hand is worth in chips to the seat deciding, averaged over sampled worlds
//! ([`Knowledge::sample`]): the Poker space won at the showdown (L13, L15) and, at
//! [`Level::Hard`], the whole run-out played out (L16–L21: pay cards collected, going out, cards
//! left); [`Level::Normal`] counts the pay cards held at a flat rate instead ([`static_pay`]).
//! Variants of the seat's hand are compared in the same worlds (common random numbers), so a
//! difference needs far fewer samples than either value alone.

use rand::RngCore;

use super::bits::{bits, poker_key, seven_eight_nine, Mask, ACE_KING_DIAMONDS, PAY_CARDS};
use super::sim::showdown;
use super::world::{Knowledge, World};
use super::Level;
use crate::games::rummoli::Space;

/// How a level evaluates: worlds sampled per decision, and whether it plays the run-out out.
#[derive(Copy, Clone, Debug)]
pub(super) struct Eval {
    pub samples: usize,
    pub runout: bool,
    /// Read the run-out for dead cards and voids (`Knowledge::allowed`).
    pub constrained: bool,
}

impl Eval {
    pub fn of(level: Level) -> Eval {
        match level {
            Level::Easy => Eval {
                samples: 12,
                runout: false,
                constrained: false,
            },
            Level::Normal => Eval {
                samples: 40,
                runout: false,
                constrained: false,
            },
            Level::Hard => Eval {
                samples: 160,
                runout: true,
                constrained: true,
            },
        }
    }
}

/// Share of the pay spaces' chips a pay card held is worth at [`Level::Normal`]: it collects only
/// if it is played before the hand ends.
const PAY_HELD: f64 = 0.7;

/// The pay spaces `hand` can collect on its own, at a flat rate (L21).
pub(super) fn static_pay(hand: Mask, board: &[u64; 9]) -> f64 {
    let single: u64 = PAY_CARDS
        .iter()
        .zip(board)
        .filter(|(&b, _)| hand >> b & 1 == 1)
        .map(|(_, &chips)| chips)
        .sum();
    let akd = if hand & ACE_KING_DIAMONDS == ACE_KING_DIAMONDS {
        board[Space::AceKingDiamonds.index()]
    } else {
        0
    };
    let trio = if (0..4).any(|s| hand & seven_eight_nine(s) == seven_eight_nine(s)) {
        board[Space::SevenEightNine.index()]
    } else {
        0
    };
    PAY_HELD * (single + akd + trio) as f64
}

/// The chips position `me` makes in `hands` from the poker part among `contenders` and then,
/// with `eval.runout`, the run-out; else its pay cards at the flat rate.
pub(super) fn play(k: &Knowledge, hands: &[Mask], contenders: &[usize], eval: Eval) -> f64 {
    let winners = showdown(hands, contenders);
    let pot = k.board[Space::Poker.index()];
    let poker = if winners.contains(&k.me) {
        (pot / winners.len() as u64) as f64
    } else {
        0.0
    };
    if !eval.runout {
        return poker + static_pay(hands[k.me], &k.board);
    }
    let mut r = k.runout(hands.to_vec());
    r.lead_from(winners[0], None);
    poker + r.gain[k.me] as f64
}

/// A way the hand could go from a sampled world: everyone's hands, and chips this seat gets
/// outside the hand (an auction's price).
pub(super) type Variant<'a> = &'a dyn Fn(&World) -> (Vec<Mask>, f64);

/// Mean value of each variant against everyone in the hand, in the same worlds.
pub(super) fn compare(
    k: &Knowledge,
    eval: Eval,
    rng: &mut dyn RngCore,
    variants: &[Variant],
) -> Vec<f64> {
    let all: Vec<usize> = (0..k.seats.len()).collect();
    let mut sums = vec![0.0; variants.len()];
    for _ in 0..eval.samples {
        let world = k.sample(rng, &[], eval.constrained);
        for (sum, variant) in sums.iter_mut().zip(variants) {
            let (hands, extra) = variant(&world);
            *sum += play(k, &hands, &all, eval) + extra;
        }
    }
    sums.iter()
        .map(|s| s / eval.samples.max(1) as f64)
        .collect()
}

/// This seat's hand replaced by `hand(world)`, the others as sampled.
pub(super) fn with_mine(k: &Knowledge, world: &World, hand: Mask) -> (Vec<Mask>, f64) {
    let mut hands = world.hands.clone();
    hands[k.me] = hand;
    (hands, 0.0)
}

/// The dealer auctions (L10) and keeps its hand: the first bidder from its left whose poker hand
/// is weaker than the widow's buys it, at a chip per such bidder (bids go up in 1s).
pub(super) fn auctioned(k: &Knowledge, world: &World) -> (Vec<Mask>, f64) {
    let mut hands = world.hands.clone();
    let widow = poker_key(world.rest);
    let takers: Vec<usize> = (0..hands.len())
        .filter(|&p| p != k.me && poker_key(hands[p]) < widow)
        .collect();
    match takers.first() {
        Some(&buyer) => {
            hands[buyer] = world.rest;
            (hands, takers.len() as f64)
        }
        None => (hands, 0.0),
    }
}

/// This seat's share of the Poker space among `contenders` (ties split), averaged over worlds
/// where position `p` is the best of `picky[p]` draws.
pub(super) fn equity(
    k: &Knowledge,
    eval: Eval,
    rng: &mut dyn RngCore,
    contenders: &[usize],
    picky: &[u32],
) -> f64 {
    let mut won = 0.0;
    for _ in 0..eval.samples {
        let world = k.sample(rng, picky, false);
        let winners = showdown(&world.hands, contenders);
        if winners.contains(&k.me) {
            won += 1.0 / winners.len() as f64;
        }
    }
    won / eval.samples.max(1) as f64
}

/// Mean chips of leading each of `options` (card bits) now, the run-out played out.
pub(super) fn leads(
    k: &Knowledge,
    eval: Eval,
    rng: &mut dyn RngCore,
    options: Mask,
) -> Vec<(u32, f64)> {
    let mut sums: Vec<(u32, f64)> = bits(options).map(|b| (b, 0.0)).collect();
    for _ in 0..eval.samples {
        let world = k.sample(rng, &[], eval.constrained);
        for (b, sum) in &mut sums {
            let mut r = k.runout(world.hands.clone());
            r.play_from(k.me, *b);
            *sum += r.gain[k.me] as f64;
        }
    }
    sums
}
