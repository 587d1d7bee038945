//! Weighing choices for the `hard` level: play each one out in the same sampled worlds and
//! compare what the outcomes are worth.
//!
//! Played-out hands are noisy, and a noisy comparison is worse than a simple rule: with too few
//! worlds the hard level lost to `normal`. So every comparison is paired (all options see the same
//! worlds, and each seat draws from its own stream of the stock, see [`World::streams`]), worlds
//! are added in batches until the leader is clear, and the greedy choice stands unless it is
//! beaten by a clear margin. The work is bounded ([`MAX_WORLDS`] per decision), which is what keeps
//! a decision within its time budget.

use rand::Rng;

use super::eval::{deadwood, Cards};
use super::rollout::{First, Sim};
use super::sample::{Sampler, World};
use super::value::seat_value;
use crate::cards::Card;
use crate::games::rumino::{lays::LayRules, GameView, Seat, ELIMINATION_SCORE};

/// Worlds added at a time.
const BATCH: usize = 16;
/// Worlds per decision at most.
const MAX_WORLDS: usize = 96;
/// Standard errors by which a leader must beat every other option to stop early.
const CLEAR: f64 = 2.0;
/// Standard errors by which an option must beat the greedy one once the worlds run out.
const OVERRULE: f64 = 1.0;

/// Paired comparisons of choices over sampled worlds, sampled lazily and reused across questions.
pub struct Lab<'a, 'r, R> {
    sampler: Sampler<'a>,
    worlds: Vec<World>,
    rng: &'r mut R,
}

impl<'a, 'r, R: Rng> Lab<'a, 'r, R> {
    pub fn new(sampler: Sampler<'a>, rng: &'r mut R) -> Self {
        Lab {
            sampler,
            worlds: Vec::new(),
            rng,
        }
    }

    /// The index of the best of `options` by mean `value` over the same worlds; the `greedy`
    /// option stands unless another beats it clearly.
    pub fn choose<O>(
        &mut self,
        options: &[O],
        greedy: usize,
        value: impl Fn(&World, &O) -> f64,
    ) -> usize {
        let mut values: Vec<Vec<f64>> = vec![Vec::new(); options.len()];
        loop {
            let from = values[0].len();
            while self.worlds.len() < from + BATCH {
                let world = self.sampler.world(self.rng);
                self.worlds.push(world);
            }
            for (option, vals) in options.iter().zip(values.iter_mut()) {
                vals.extend(
                    self.worlds[from..from + BATCH]
                        .iter()
                        .map(|w| value(w, option)),
                );
            }
            let best = (0..options.len())
                .max_by(|&a, &b| mean(&values[a]).total_cmp(&mean(&values[b])))
                .unwrap_or(greedy);
            if (0..options.len())
                .filter(|&o| o != best)
                .all(|o| z_score(&values[best], &values[o]) > CLEAR)
            {
                return best;
            }
            if values[0].len() >= MAX_WORLDS {
                let overrule = best != greedy && z_score(&values[best], &values[greedy]) > OVERRULE;
                return if overrule { best } else { greedy };
            }
        }
    }
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}

/// How many standard errors the paired mean of `a - b` lies above zero.
fn z_score(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len().min(b.len()).max(2) as f64;
    let m = a.iter().zip(b).map(|(x, y)| x - y).sum::<f64>() / n;
    let var = a
        .iter()
        .zip(b)
        .map(|(x, y)| (x - y - m).powi(2))
        .sum::<f64>()
        / (n - 1.0);
    if var <= 0.0 {
        return if m > 0.0 { f64::INFINITY } else { 0.0 };
    }
    m / (var / n).sqrt()
}

/// The game around the hand: who decides, the scores, and what an outcome is worth.
pub struct Table {
    me: Seat,
    scores: Vec<i32>,
    alive: Vec<bool>,
    rules: LayRules,
    knock_limit: u16,
}

impl Table {
    pub fn new(view: &GameView) -> Table {
        Table {
            me: view.seat.unwrap_or(0),
            scores: view.seats.iter().map(|s| s.score).collect(),
            alive: view.seats.iter().map(|s| !s.eliminated).collect(),
            rules: LayRules {
                ace_high: view.ace_high,
            },
            knock_limit: view.knock_limit,
        }
    }

    /// Whether knocking with `deadwood` would put this seat over 100 (R20).
    pub fn knock_eliminates_me(&self, deadwood: u16) -> bool {
        self.scores[self.me] + i32::from(deadwood) > ELIMINATION_SCORE
    }

    /// Worth of the scores after adding `points` (R19–R22, see [`super::value`]).
    fn value_of(&self, points: &[i32]) -> f64 {
        let scores: Vec<i32> = self.scores.iter().zip(points).map(|(s, p)| s + p).collect();
        seat_value(self.me, &scores, &self.alive)
    }

    /// Worth of knocking now in `world`: everyone scores their deadwood (R14).
    pub fn knock_value(&self, world: &World) -> f64 {
        let points: Vec<i32> = world
            .hands
            .iter()
            .map(|h| {
                if h.is_empty() {
                    0
                } else {
                    i32::from(deadwood(h, self.rules))
                }
            })
            .collect();
        self.value_of(&points)
    }

    /// Worth of playing `world` out with this seat on turn and `top` on the pile, this seat
    /// starting with `first`.
    pub fn playout(&self, world: &World, top: Option<Card>, first: First) -> f64 {
        let mut sim = Sim::new(world.clone(), top, self.me, self.rules, self.knock_limit);
        let end = sim.run(first);
        self.value_of(&sim.points(end))
    }

    /// Worth of throwing `card` from this seat's 8 cards in `world`, then playing out.
    pub fn throw_value(&self, world: &World, card: Card) -> f64 {
        let mut world = world.clone();
        world.hands[self.me] = world.hands[self.me].without(card);
        let next = next_seat(&world.hands, self.me);
        let mut sim = Sim::new(world, Some(card), next, self.rules, self.knock_limit);
        let end = sim.run(First::Policy);
        self.value_of(&sim.points(end))
    }
}

fn next_seat(hands: &[Cards], seat: Seat) -> Seat {
    let n = hands.len();
    (1..=n)
        .map(|i| (seat + i) % n)
        .find(|&s| !hands[s].is_empty())
        .unwrap_or(seat)
}
