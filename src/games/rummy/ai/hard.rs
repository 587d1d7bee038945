//! The `hard` level: holds its melds back for a rummy, tracks every card ([`super::memory`]),
//! draws from whichever pile is likely to leave the better hand, and throws what helps the next
//! player least.
//!
//! Holding melds until it can go out in one turn (or an opponent is down to a few cards) is what
//! wins most: a rummy doubles the hand's score (Y20), and melds kept in hand give opponents
//! nothing to lay off on (Y7); the risk is only the melds' value if an opponent goes out first.
//! A hand is weighed by [`plan::worth`] with only *unseen* cards as outs, so a loose card whose
//! partners are dead is seen for the liability it is. The draw compares taking the top discard
//! with the average over every unseen card of drawing it, each followed by the best throw. A throw
//! pays for its *danger*: a card the next player could lay off on the table, or that goes with a
//! card they are known to hold (taken from the pile), is worth keeping a few points longer.

use super::memory::Memory;
use super::plan::{self, bit, Mask, Outlook};
use super::turn::Turn;
use crate::cards::Card;
use crate::games::rummy::{Action, GameView};

/// Share of a loose card's value forgiven per unseen out, and the most forgiven.
const PER_OUT: f64 = 0.2;
const CAP: f64 = 0.7;
/// Points charged per loose card besides its value: fewer loose cards go out sooner.
const PER_CARD: f64 = 3.0;
/// Points a throw costs if the next player could lay it off at once.
const FEEDS_TABLE: f64 = 8.0;
/// Points a throw costs per card it goes with among the next player's known cards.
const FEEDS_KNOWN: f64 = 5.0;
/// Points forgiven if the next player threw a card that goes with it (they are not collecting).
const THEY_THREW: f64 = 2.0;
/// Melds are held back while every opponent has more cards than this (and the hand cannot go
/// out this turn). Measured with the arena bench (`benches/game_ai.rs --game rummy`): 3 beat 2, 4 and 6 against `normal`.
const HOLD_WHILE_THEY_HOLD_MORE_THAN: usize = 3;

pub fn take(t: &Turn<'_>, view: &GameView) -> bool {
    let Some(top) = view.discard_top.filter(|_| t.can(&Action::TakeDiscard)) else {
        return false;
    };
    let judge = Judge::new(t, view);
    let (_, taken) = judge.best_throw(t.hand | bit(top), Some(top));
    let unseen: Vec<Card> = plan::cards(judge.memory.unseen).collect();
    if unseen.is_empty() {
        return taken < judge.best_throw(t.hand, None).1;
    }
    let drawn: f64 = unseen
        .iter()
        .map(|&x| judge.best_throw(t.hand | bit(x), None).1)
        .sum::<f64>()
        / unseen.len() as f64;
    taken < drawn
}

pub fn play(t: &Turn<'_>, view: &GameView) -> Action {
    let fewest = (0..view.seats.len())
        .filter(|&s| Some(s) != view.seat && view.seats[s].cards > 0)
        .map(|s| view.seats[s].cards)
        .min()
        .unwrap_or(0);
    let meld = fewest <= HOLD_WHILE_THEY_HOLD_MORE_THAN || t.can_go_out();
    if let Some(action) = t.next_play(meld) {
        return action;
    }
    let judge = Judge::new(t, view);
    t.discards()
        .into_iter()
        .map(|c| (c, judge.after_throw(t.hand, c)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(Action::DrawStock, |(c, _)| Action::Discard(c))
}

/// Weighs hands and throws for one decision.
struct Judge<'t, 'v> {
    turn: &'t Turn<'v>,
    memory: Memory,
    outlook: Outlook,
    /// Per face: what throwing it may give the next player.
    danger: [f64; 52],
}

impl<'t, 'v> Judge<'t, 'v> {
    fn new(turn: &'t Turn<'v>, view: &GameView) -> Self {
        let memory = Memory::new(view);
        let outlook = Outlook {
            live: memory.unseen,
            per_out: PER_OUT,
            cap: CAP,
            per_card: PER_CARD,
        };
        let mut danger = [0.0; 52];
        let next = next_opponent(view);
        let (known, thrown) = next.map_or((0, 0), |s| (memory.known[s], memory.thrown[s]));
        for (i, d) in danger.iter_mut().enumerate() {
            let Some(card) = Card::from_index(i as u8) else {
                continue;
            };
            if plan::layable(bit(card), &turn.table, turn.ace_high) != 0 {
                *d += FEEDS_TABLE;
            }
            *d += FEEDS_KNOWN * f64::from((related(card, turn.ace_high) & known).count_ones());
            if related(card, turn.ace_high) & thrown != 0 {
                *d -= THEY_THREW;
            }
        }
        Judge {
            turn,
            memory,
            outlook,
            danger,
        }
    }

    /// Worth of `hand` without `card`, plus the danger of throwing it.
    fn after_throw(&self, hand: Mask, card: Card) -> f64 {
        let t = self.turn;
        plan::worth(hand & !bit(card), &t.table, t.ace_high, &self.outlook)
            + self.danger[usize::from(card.index())]
    }

    /// The best throw from `hand` (never `keep`) and what it leaves.
    fn best_throw(&self, hand: Mask, keep: Option<Card>) -> (Option<Card>, f64) {
        plan::cards(hand)
            .filter(|&c| Some(c) != keep)
            .map(|c| (Some(c), self.after_throw(hand, c)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap_or((None, 0.0))
    }
}

/// The seat that plays after this one in the hand.
fn next_opponent(view: &GameView) -> Option<usize> {
    let me = view.seat?;
    let n = view.seats.len();
    (1..n)
        .map(|i| (me + i) % n)
        .find(|&s| view.seats[s].cards > 0)
}

/// Faces that go with `card` in a meld: the same rank, or the same suit within two ranks.
fn related(card: Card, ace_high: bool) -> Mask {
    let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
        return 0;
    };
    let mut m = 0;
    for s in crate::cards::Suit::ALL {
        m |= bit(Card::new(rank, s));
    }
    let mut positions = vec![rank.number()];
    if rank.number() == 1 && ace_high {
        positions.push(14);
    }
    for p in positions {
        for d in [-2i16, -1, 1, 2] {
            let q = i16::from(p) + d;
            if (1..=13).contains(&q) || (q == 14 && ace_high) {
                m |= plan::at(suit, q as u8).map_or(0, bit);
            }
        }
    }
    m & !bit(card)
}
