//! Playing a sampled world to the end of the hand, fast, to see what a choice leads to.
//!
//! The `hard` level asks "if I knock now / play on, how does this hand end?" by playing each
//! sampled [`World`] out with every seat following the greedy `normal` policy (gin when possible,
//! knock when allowed, take the discard when it lowers deadwood, throw the card that leaves the
//! least). This is a plain loop over stack-held hands, not the engine: thousands of turns fit in a
//! millisecond. A stock that runs dry ends the hand as R13 would (rare; no reshuffle is modelled).

use super::eval::{best_discard, deadwood, related, Cards};
use super::sample::World;
use crate::cards::Card;
use crate::games::rumino::{lays::LayRules, Seat};

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
    hands: Vec<Cards>,
    /// Deadwood of each hand as it stands (7 cards).
    deadwood: Vec<u16>,
    /// Per-seat stock streams (see [`World::streams`]).
    streams: Vec<Vec<Card>>,
    top: Option<Card>,
    turn: Seat,
    rules: LayRules,
    knock_limit: u16,
}

impl Sim {
    /// `world` with `top` on the discard pile and `turn` to play.
    pub fn new(
        world: World,
        top: Option<Card>,
        turn: Seat,
        rules: LayRules,
        knock_limit: u16,
    ) -> Sim {
        let deadwood = world.hands.iter().map(|h| deadwood(h, rules)).collect();
        Sim {
            hands: world.hands,
            deadwood,
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
            .zip(&self.deadwood)
            .enumerate()
            .map(|(seat, (hand, &dw))| match end {
                End::Gin(g) if g == seat => -10,
                _ if hand.is_empty() => 0,
                _ => i32::from(dw),
            })
            .collect()
    }

    /// One turn of the seat on turn; `Some` if it ended the hand.
    fn turn_step(&mut self, first: First) -> Option<End> {
        let seat = self.turn;
        let hand = self.hands[seat];
        let now = self.deadwood[seat];
        if first == First::Policy {
            if now == 0 {
                return Some(End::Gin(seat));
            }
            if now <= self.knock_limit {
                return Some(End::Knock);
            }
        }
        let mut sixes = Sixes::new(hand, now, self.rules);
        let take = match first {
            First::Take => self.top.is_some(),
            First::Stock => false,
            First::Policy | First::PlayOn => {
                self.top.is_some_and(|top| sixes.with(top, true).1 < now)
            }
        };
        // After a take the card below is unknown here: the pile is treated as empty until the
        // next discard.
        let drawn = if take {
            self.top.take()
        } else {
            self.draw_stock(seat)
        };
        let Some(card) = drawn else {
            return Some(End::Exhausted);
        };
        let (out, left) = sixes.with(card, take);
        self.hands[seat] = hand.with(card).without(out);
        self.deadwood[seat] = left;
        if left == 0 {
            return Some(End::Gin(seat));
        }
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

/// A 7-card hand's best throw after drawing a card, with a shortcut for cards that go with
/// nothing in the hand: such a card can sit in no lay, so keeping it costs its value on top of the
/// hand without whichever card goes instead ("sixes", worked out once, when first needed).
struct Sixes {
    hand: Cards,
    now: u16,
    rules: LayRules,
    /// (card thrown, deadwood of the other six), for each distinct face.
    sixes: Option<([(Card, u16); 7], usize)>,
}

impl Sixes {
    fn new(hand: Cards, now: u16, rules: LayRules) -> Sixes {
        Sixes {
            hand,
            now,
            rules,
            sixes: None,
        }
    }

    /// The best throw and the deadwood left after adding `card`; `keep` forbids throwing `card`
    /// itself (R12).
    fn with(&mut self, card: Card, keep: bool) -> (Card, u16) {
        if self.hand.iter().any(|&c| related(c, card, self.rules)) {
            return best_discard(&self.hand.with(card), keep.then_some(card), self.rules);
        }
        let (hand, rules) = (self.hand, self.rules);
        let (sixes, n) = self.sixes.get_or_insert_with(|| {
            let mut out = [(Card::JOKER, 0); 7];
            let mut n = 0;
            for face in hand.faces() {
                out[n] = (face, deadwood(&hand.without(face), rules));
                n += 1;
            }
            (out, n)
        });
        let mut best = if keep {
            (card, u16::MAX)
        } else {
            (card, self.now)
        };
        for &(face, six) in &sixes[..*n] {
            let left = six + u16::from(card.value());
            if left < best.1 || (left == best.1 && face.value() > best.0.value()) {
                best = (face, left);
            }
        }
        best
    }
}
