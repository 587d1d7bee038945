//! The `hard` level: tracks every card, guesses the hidden ones, and plays each choice out.
//!
//! Each decision samples worlds consistent with what the seat saw ([`super::sample`]: opponents'
//! known takes, hands grown the way players keep cards, unknown cards weighted by what each
//! opponent seems to collect), then plays every candidate out in the same worlds
//! ([`super::rollout`]) and scores the outcome by what it does to the game ([`super::value`]), not
//! just by points. Knock or play on for gin, take or draw, and which card to throw are all chosen
//! that way; the throw is first narrowed by a quick evaluation that counts how many live cards
//! would improve each remaining hand and how much each throw would help the next player.

use rand::Rng;

use super::eval::{best_discard, deadwood, deadwood_with, Cards, Turn};
use super::memory::Memory;
use super::rollout::{First, Sim};
use super::sample::{Sampler, World};
use super::value::seat_value;
use crate::cards::Card;
use crate::rumino::{lays::LayRules, Action, GameView, Seat};

pub fn knob(name: &str, default: f64) -> f64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

pub fn play(view: &GameView, rng: &mut impl Rng) -> Option<Action> {
    let turn = Turn::new(view);
    if turn.can(&Action::Gin) {
        return Some(Action::Gin);
    }
    let memory = Memory::new(view);
    let table = Table::new(view, &turn);
    let mut lab = Lab {
        sampler: Sampler::new(&memory, turn.hand, view.stock_size, turn.rules, view.knock_limit),
        worlds: Vec::new(),
        rng,
    };
    if view.drawn {
        if knob("NDISC", 0.0) > 0.0 {
            return super::normal::play(view);
        }
        return Some(Action::Discard(choose_discard(
            &turn, &memory, &table, &mut lab,
        )));
    }
    let top = view.discard_top;
    let deadwood = turn.deadwood();
    if turn.can(&Action::Knock) {
        if knob("NKNOCK", 0.0) > 0.0 {
            return Some(Action::Knock);
        }
        let options = [None, Some(First::PlayOn)];
        let prior = usize::from(table.knock_eliminates_me(deadwood));
        let pick = lab.choose(&options, prior, |w, o| match o {
            None => table.knock_value(w),
            Some(first) => table.playout(w.clone(), top, *first),
        });
        if pick == 0 {
            return Some(Action::Knock);
        }
    }
    if let Some(card) = top.filter(|_| turn.can(&Action::TakeDiscard)) {
        if knob("NTAKE", 0.0) > 0.0 {
            return super::normal::play(view)
                .filter(|a| *a != Action::Knock)
                .or(Some(Action::DrawStock));
        }
        let greedy = deadwood_with(&turn.hand, card, turn.rules) < deadwood;
        if greedy || worth_a_look(&turn.hand, card, turn.rules) {
            let options = [First::Take, First::Stock];
            let pick = lab.choose(&options, usize::from(!greedy), |w, o| {
                table.playout(w.clone(), top, *o)
            });
            if pick == 0 {
                return Some(Action::TakeDiscard);
            }
        }
    }
    Some(Action::DrawStock)
}

/// Whether a discard that does not lower deadwood at once might still be worth taking: it goes
/// with some card of the hand.
fn worth_a_look(hand: &Cards, card: Card, rules: LayRules) -> bool {
    hand.iter().any(|&c| super::eval::related(c, card, rules))
}

/// Paired comparisons of choices over sampled worlds.
struct Lab<'a, 'r, R> {
    sampler: Sampler<'a>,
    worlds: Vec<World>,
    rng: &'r mut R,
}

impl<R: Rng> Lab<'_, '_, R> {
    /// The index of the best of `options` by mean `value` over the same worlds, sampled in batches
    /// until the leader is clear; the `prior` (the greedy choice) stands unless beaten clearly.
    fn choose<O>(
        &mut self,
        options: &[O],
        prior: usize,
        value: impl Fn(&World, &O) -> f64,
    ) -> usize {
        let batch = knob("BATCH", 16.0) as usize;
        let max = knob("MAXW", 96.0) as usize;
        let (z_early, z_final) = (knob("ZE", 2.5), knob("ZF", 1.0));
        let mut values: Vec<Vec<f64>> = vec![Vec::new(); options.len()];
        loop {
            let from = values[0].len();
            while self.worlds.len() < from + batch {
                let w = self.sampler.world(self.rng);
                self.worlds.push(w);
            }
            for (o, vals) in options.iter().zip(values.iter_mut()) {
                vals.extend(self.worlds[from..from + batch].iter().map(|w| value(w, o)));
            }
            let best = (0..options.len())
                .max_by(|&a, &b| mean(&values[a]).total_cmp(&mean(&values[b])))
                .unwrap_or(prior);
            let clear = (0..options.len())
                .filter(|&o| o != best)
                .all(|o| z_score(&values[best], &values[o]) > z_early);
            if clear {
                return best;
            }
            if values[0].len() >= max {
                return if best != prior && z_score(&values[best], &values[prior]) > z_final {
                    best
                } else {
                    prior
                };
            }
        }
    }
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}

/// How many standard errors the paired mean of `a - b` is above zero.
fn z_score(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len().min(b.len()).max(2) as f64;
    let d: Vec<f64> = a.iter().zip(b).map(|(x, y)| x - y).collect();
    let m = mean(&d);
    let var = d.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1.0);
    if var <= 0.0 {
        return if m > 0.0 { f64::INFINITY } else { 0.0 };
    }
    m / (var / n).sqrt()
}

/// The game around the hand: whose turn, the scores, and how outcomes are valued.
struct Table {
    me: Seat,
    scores: Vec<i32>,
    alive: Vec<bool>,
    rules: LayRules,
    knock_limit: u16,
}

impl Table {
    fn new(view: &GameView, turn: &Turn<'_>) -> Table {
        Table {
            me: view.seat.unwrap_or(0),
            scores: view.seats.iter().map(|s| s.score).collect(),
            alive: view.seats.iter().map(|s| !s.eliminated).collect(),
            rules: turn.rules,
            knock_limit: view.knock_limit,
        }
    }

    fn knock_eliminates_me(&self, deadwood: u16) -> bool {
        self.scores[self.me] + i32::from(deadwood) > crate::rumino::ELIMINATION_SCORE
    }

    /// Worth of the scores after adding `points`.
    fn value_of(&self, points: &[i32]) -> f64 {
        let scores: Vec<i32> = self.scores.iter().zip(points).map(|(s, p)| s + p).collect();
        seat_value(self.me, &scores, &self.alive)
    }

    /// Worth of knocking now in `world`: everyone scores their deadwood (R14).
    fn knock_value(&self, world: &World) -> f64 {
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

    /// Worth of playing `world` out with this seat on turn starting with `first`.
    fn playout(&self, world: World, top: Option<Card>, first: First) -> f64 {
        let mut sim = Sim::new(world, top, self.me, self.rules, self.knock_limit);
        let end = sim.run(first);
        self.value_of(&sim.points(end))
    }

    /// Worth of throwing `card` from the 8 cards of `world` (this seat's hand there has 8).
    fn throw_value(&self, world: &World, card: Card) -> f64 {
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

/// The throw: the quick evaluation's shortlist (with the greedy throw), played out in the same
/// worlds.
fn choose_discard<R: Rng>(
    turn: &Turn<'_>,
    memory: &Memory,
    table: &Table,
    lab: &mut Lab<'_, '_, R>,
) -> Card {
    let greedy = best_discard(&turn.hand, turn.taken, turn.rules).0;
    let mut scored: Vec<(Card, f64)> = turn
        .discards()
        .map(|card| (card, quick_score(turn, memory, card)))
        .collect();
    scored.sort_by(|a, b| a.1.total_cmp(&b.1));
    let mut shortlist: Vec<Card> = vec![greedy];
    shortlist.extend(
        scored
            .iter()
            .map(|&(c, _)| c)
            .filter(|&c| c != greedy)
            .take(knob("SHORTLIST", 3.0) as usize - 1),
    );
    if shortlist.len() == 1 {
        return greedy;
    }
    let pick = lab.choose(&shortlist, 0, |w, &card| table.throw_value(w, card));
    shortlist[pick]
}

/// Lower is better: the deadwood left after throwing `card`, less what one more draw is expected to
/// save (live cards only).
fn quick_score(turn: &Turn<'_>, memory: &Memory, card: Card) -> f64 {
    let left = turn.hand.without(card);
    let now = deadwood(&left, turn.rules);
    let next = expected_after_draw(&left, now, memory, turn.rules);
    let g = knob("GAMMA", 0.5);
    (1.0 - g) * f64::from(now) + g * next
}

/// Expected deadwood of the 7 cards `hand` (deadwood `now`) after drawing one unseen card and
/// throwing the best one.
pub fn expected_after_draw(hand: &Cards, now: u16, memory: &Memory, rules: LayRules) -> f64 {
    let total = memory.unseen.total.max(1);
    // Best deadwood with one card of `hand` removed: what an unrelated draw can at best replace.
    let best_six = hand
        .faces()
        .map(|c| deadwood(&hand.without(c), rules))
        .min()
        .unwrap_or(now);
    let mut sum = 0.0;
    for (card, n) in memory.unseen.faces() {
        let related = hand.iter().any(|&h| super::eval::related(h, card, rules));
        let after = if related {
            best_discard(&hand.with(card), None, rules).1
        } else {
            now.min(best_six + u16::from(card.value()))
        };
        sum += f64::from(n) * f64::from(after);
    }
    sum / f64::from(total)
}
