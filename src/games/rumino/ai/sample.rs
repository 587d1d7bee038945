//! Guessing the cards the `hard` level cannot see: whole deals consistent with what it saw.
//!
//! A sampled world gives each opponent the cards they are known to hold (taken from the pile) plus
//! unseen cards, and orders the rest of the unseen cards into a stock. Opponents do not hold random
//! cards: they have been keeping their best ones. So each opponent's unknown cards are dealt as
//! their hand would have grown: a random start, then one random card per stock draw they made, each
//! time throwing the card that leaves them the least deadwood (their known cards stay). A player
//! who has had a turn did not knock, so the replayed hands before the last are kept above the
//! knock limit. Unknown cards are drawn in proportion to how much the opponent seems to collect
//! them ([`SeatMemory::interest`]), so a player who threw every seven rarely holds one.
//!
//! Checked against real games (hard against normal): the guessed opponent deadwood tracks the
//! real one within a few points over the first turns of a hand and runs somewhat low in long
//! hands, where the replay is capped.

use rand::{seq::SliceRandom, Rng};

use super::eval::{deadwood, Cards};
use super::memory::{Memory, Pool, SeatMemory, FACES};
use crate::cards::Card;
use crate::games::rumino::lays::LayRules;

/// Replayed stock draws per opponent at most: enough to reach a typical kept hand.
const MAX_REPLAY: u32 = 6;
/// Redraws allowed to keep a replayed hand consistent with not having knocked.
const REDRAWS: u32 = 6;

/// One guess at every hidden card.
#[derive(Clone, Debug)]
pub struct World {
    /// Cards per seat (mine as I hold them; empty for seats out of the hand).
    pub hands: Vec<Cards>,
    /// The stock split into one stream per seat, top card last: a seat's stock draws come from
    /// its own stream. The unseen cards are exchangeable, so this is still a uniformly random
    /// stock, and two choices played out in the same world see the same cards even when one of
    /// them draws one card fewer.
    pub streams: Vec<Vec<Card>>,
}

/// Deals worlds for one decision; the per-opponent weights are worked out once.
pub struct Sampler<'a> {
    memory: &'a Memory,
    mine: Cards,
    stock_size: usize,
    rules: LayRules,
    knock_limit: u16,
    weights: Vec<Weights>,
}

impl<'a> Sampler<'a> {
    /// For the seat of `memory`, holding `mine`, with `stock_size` cards in the stock and knocks
    /// allowed at `knock_limit`.
    pub fn new(
        memory: &'a Memory,
        mine: Cards,
        stock_size: usize,
        rules: LayRules,
        knock_limit: u16,
    ) -> Sampler<'a> {
        let weights = memory
            .seats
            .iter()
            .map(|s| Weights::new(s, rules))
            .collect();
        Sampler {
            memory,
            mine,
            stock_size,
            rules,
            knock_limit,
            weights,
        }
    }

    /// One world, drawn afresh.
    pub fn world(&self, rng: &mut impl Rng) -> World {
        let memory = self.memory;
        let mut pool = memory.unseen;
        let mut hands = vec![Cards::EMPTY; memory.seats.len()];
        hands[memory.me] = self.mine;
        for seat in memory.opponents() {
            hands[seat] = sample_hand(
                &memory.seats[seat],
                &self.weights[seat],
                &mut pool,
                self.rules,
                self.knock_limit,
                rng,
            );
        }
        let mut stock: Vec<Card> = pool
            .faces()
            .flat_map(|(c, n)| std::iter::repeat_n(c, usize::from(n)))
            .collect();
        stock.shuffle(rng);
        stock.truncate(self.stock_size);
        let mut seats: Vec<usize> = (0..hands.len()).filter(|&s| !hands[s].is_empty()).collect();
        if seats.is_empty() {
            seats.push(memory.me);
        }
        let mut streams = vec![Vec::new(); hands.len()];
        for (i, card) in stock.into_iter().enumerate() {
            streams[seats[i % seats.len()]].push(card);
        }
        World { hands, streams }
    }
}

/// One opponent's hand: their known cards, then unseen cards grown by a greedy replay. A player
/// who has had a turn did not knock at its start (R14), so every replayed hand but the last is
/// kept above `knock_limit` when a few redraws allow: without that, long hands would be guessed
/// far too low.
fn sample_hand(
    seat: &SeatMemory,
    weights: &Weights,
    pool: &mut Pool,
    rules: LayRules,
    knock_limit: u16,
    rng: &mut impl Rng,
) -> Cards {
    let rounds = seat.stock_draws.min(MAX_REPLAY);
    let mut hand = Cards::from_slice(&seat.known);
    for attempt in 0..REDRAWS {
        let mut start = hand;
        while start.len() < seat.cards.min(7) {
            match weights.draw(pool, rng) {
                Some(card) => start.push(card),
                None => break,
            }
        }
        let ok = seat.draws == 0 || deadwood(&start, rules) > knock_limit;
        if ok || attempt + 1 == REDRAWS {
            hand = start;
            break;
        }
        start[hand.len()..].iter().for_each(|&c| pool.add(c));
    }
    for round in 0..rounds {
        for attempt in 0..REDRAWS {
            let Some(card) = weights.draw(pool, rng) else {
                return hand;
            };
            let grown = hand.with(card);
            let out = keep_best(&grown, &seat.known, rules);
            let next = grown.without(out);
            let ok = round + 1 == rounds || deadwood(&next, rules) > knock_limit;
            if ok || attempt + 1 == REDRAWS {
                hand = next;
                pool.add(out);
                break;
            }
            pool.add(card);
        }
    }
    hand
}

/// The card to throw from `hand` that leaves the least deadwood, never one of `keep`.
fn keep_best(hand: &Cards, keep: &[Card], rules: LayRules) -> Card {
    let held = |card: Card| hand.iter().filter(|&&c| c == card).count();
    let kept = |card: Card| keep.iter().filter(|&&c| c == card).count();
    hand.faces()
        .filter(|&c| held(c) > kept(c))
        .min_by_key(|&c| {
            (
                deadwood(&hand.without(c), rules),
                std::cmp::Reverse(c.value()),
            )
        })
        .unwrap_or_else(|| hand[hand.len() - 1])
}

/// Per-face sampling weights for one opponent's unknown cards.
struct Weights {
    factor: [f64; FACES],
}

impl Weights {
    fn new(seat: &SeatMemory, rules: LayRules) -> Weights {
        let mut factor = [1.0; FACES];
        for (i, f) in factor.iter_mut().enumerate() {
            let card = Card::from_index(i as u8).unwrap_or(Card::JOKER);
            if !card.is_joker() {
                *f = (0.5 * seat.interest(card, rules)).exp().clamp(0.2, 4.0);
            }
        }
        Weights { factor }
    }

    /// Removes and returns a card from `pool`, drawn in proportion to count times weight.
    fn draw(&self, pool: &mut Pool, rng: &mut impl Rng) -> Option<Card> {
        let total: f64 = (0..FACES)
            .map(|i| f64::from(pool.counts[i]) * self.factor[i])
            .sum();
        if total <= 0.0 {
            return None;
        }
        let mut x = rng.gen::<f64>() * total;
        let mut last = None;
        for (i, &n) in pool.counts.iter().enumerate() {
            if n == 0 {
                continue;
            }
            last = Some(i);
            x -= f64::from(n) * self.factor[i];
            if x < 0.0 {
                break;
            }
        }
        let card = Card::from_index(last? as u8)?;
        pool.remove(card);
        Some(card)
    }
}
