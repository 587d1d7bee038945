//! Playing a sampled world to the end of the hand, fast, to see what a choice leads to.
//!
//! The `hard` level asks "if I knock now / play on, how does this hand end?" by playing each
//! sampled [`World`] out with every seat following the greedy `normal` policy (gin when possible,
//! knock when allowed, take the discard when it lowers deadwood, throw the card that leaves the
//! least). This is a plain loop over stack-held hands, not the engine: thousands of turns fit in a
//! millisecond. A stock that runs dry ends the hand as R13 would (rare; no reshuffle is modelled).

use super::eval::{best_discard, deadwood, deadwood_with, Cards};
use super::sample::World;
use crate::cards::Card;
use crate::rumino::{lays::LayRules, Seat};

/// Turns played out at most; a hand still going then is scored as if knocked.
const MAX_TURNS: u32 = 60;

/// How a played-out hand ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    Knock,
    Gin(Seat),
    /// The stock ran out, or the turn cap was reached: everyone scores their deadwood.
    Exhausted,
}

/// What the seat on turn does first in a playout.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum First {
    /// Follow the policy, knock included.
    Policy,
    /// Follow the policy but do not knock this turn.
    PlayOn,
    /// Draw from the stock (then discard by policy), no knock.
    Stock,
    /// Take the top discard (then discard by policy), no knock.
    Take,
}

/// A hand in progress with every card known.
pub struct Sim {
    pub hands: Vec<Cards>,
    /// Per-seat stock streams (see [`World::streams`]).
    pub streams: Vec<Vec<Card>>,
    pub top: Option<Card>,
    pub turn: Seat,
    pub rules: LayRules,
    pub knock_limit: u16,
}

impl Sim {
    pub fn new(
        world: World,
        top: Option<Card>,
        turn: Seat,
        rules: LayRules,
        knock_limit: u16,
    ) -> Sim {
        Sim {
            hands: world.hands,
            streams: world.streams,
            top,
            turn,
            rules,
            knock_limit,
        }
    }

    /// Plays to the end of the hand; the seat on turn starts with `first`.
    pub fn run(&mut self, first: First) -> End {
        let mut first = first;
        for _ in 0..MAX_TURNS {
            if let Some(end) = self.turn_step(first) {
                return end;
            }
            first = First::Policy;
        }
        End::Exhausted
    }

    /// Points each seat adds for `end` (R14, R15); seats out of the hand add 0.
    pub fn points(&self, end: End) -> Vec<i32> {
        self.hands
            .iter()
            .enumerate()
            .map(|(seat, hand)| match end {
                End::Gin(g) if g == seat => -10,
                _ if hand.is_empty() => 0,
                _ => i32::from(deadwood(hand, self.rules)),
            })
            .collect()
    }

    /// One turn of the seat on turn; `Some` if it ended the hand.
    fn turn_step(&mut self, first: First) -> Option<End> {
        let seat = self.turn;
        let hand = self.hands[seat];
        let rules = self.rules;
        let now = deadwood(&hand, rules);
        if now == 0 && first == First::Policy {
            return Some(End::Gin(seat));
        }
        if now <= self.knock_limit && first == First::Policy {
            return Some(End::Knock);
        }
        let take = match first {
            First::Take => self.top.is_some(),
            First::Stock => false,
            First::Policy | First::PlayOn => self
                .top
                .is_some_and(|top| deadwood_with(&hand, top, rules) < now),
        };
        // After a take the card below is unknown here: the pile is treated as empty until the
        // next discard.
        let (drawn, banned) = if take {
            let top = self.top.take();
            (top, top)
        } else {
            (self.draw_stock(seat), None)
        };
        let Some(card) = drawn else {
            return Some(End::Exhausted);
        };
        let grown = hand.with(card);
        let (out, left) = best_discard(&grown, banned, rules);
        if left == 0 {
            self.hands[seat] = grown.without(out);
            return Some(End::Gin(seat));
        }
        self.hands[seat] = grown.without(out);
        self.top = Some(out);
        self.turn = self.next_seat(seat);
        None
    }

    /// The next card of `seat`'s stream, or of the fullest stream once its own is used up.
    fn draw_stock(&mut self, seat: Seat) -> Option<Card> {
        if let Some(card) = self.streams[seat].pop() {
            return Some(card);
        }
        self.streams.iter_mut().max_by_key(|s| s.len())?.pop()
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        let n = self.hands.len();
        (1..=n)
            .map(|i| (seat + i) % n)
            .find(|&s| !self.hands[s].is_empty())
            .unwrap_or(seat)
    }
}
