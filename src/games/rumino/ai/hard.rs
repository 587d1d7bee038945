//! The `hard` level: tracks every card, guesses the hidden ones, and plays each choice out.
//!
//! Each decision reads the hand's history ([`super::memory`]), samples worlds consistent with it
//! ([`super::sample`]: opponents' known takes, hands grown the way players keep cards, unknown
//! cards weighted by what each opponent seems to collect), plays every candidate out in the same
//! worlds and keeps the one whose outcomes are worth most to the game ([`super::lab`]). Knock or
//! play on for gin, take or draw, and which card to throw are all chosen that way, so feeding the
//! next player shows up as what it costs: in the played-out hands they take the card and go down.
//! Throws are first narrowed to a short list by how much deadwood each leaves now and after one
//! more draw of a live card.

use rand::Rng;

use super::eval::{best_discard, deadwood, deadwood_with, related, Cards, Turn};
use super::lab::{Lab, Table};
use super::memory::Memory;
use super::rollout::First;
use super::sample::Sampler;
use crate::cards::Card;
use crate::games::rumino::{lays::LayRules, Action, GameView};

/// Throws played out: the greedy one and the next best by the quick evaluation.
const SHORTLIST: usize = 3;
/// Weight of the expected deadwood after one more draw against the deadwood now, when ranking
/// throws for the short list.
const LOOKAHEAD: f64 = 0.5;

pub fn play(view: &GameView, rng: &mut impl Rng) -> Option<Action> {
    let turn = Turn::new(view);
    if turn.can(&Action::Gin) {
        return Some(Action::Gin);
    }
    let memory = Memory::new(view);
    let table = Table::new(view);
    let sampler = Sampler::new(
        &memory,
        turn.hand,
        view.stock_size,
        turn.rules,
        view.knock_limit,
    );
    let mut lab = Lab::new(sampler, rng);
    if view.drawn {
        return Some(Action::Discard(choose_discard(
            &turn, &memory, &table, &mut lab,
        )));
    }
    let top = view.discard_top;
    let deadwood = turn.deadwood();
    if turn.can(&Action::Knock) {
        // R14: knock, or play on (for gin, or a lower knock) — by what each is worth.
        let options = [None, Some(First::PlayOn)];
        let greedy = usize::from(table.knock_eliminates_me(deadwood));
        let pick = lab.choose(&options, greedy, |w, o| match o {
            None => table.knock_value(w),
            Some(first) => table.playout(w, top, *first),
        });
        if pick == 0 {
            return Some(Action::Knock);
        }
    }
    if let Some(card) = top.filter(|_| turn.can(&Action::TakeDiscard)) {
        let lowers = deadwood_with(&turn.hand, card, turn.rules) < deadwood;
        if lowers || turn.hand.iter().any(|&c| related(c, card, turn.rules)) {
            let options = [First::Take, First::Stock];
            let pick = lab.choose(&options, usize::from(!lowers), |w, o| {
                table.playout(w, top, *o)
            });
            if pick == 0 {
                return Some(Action::TakeDiscard);
            }
        }
    }
    Some(Action::DrawStock)
}

/// The throw: the greedy one and the best others by [`quick_score`], played out.
fn choose_discard<R: Rng>(
    turn: &Turn<'_>,
    memory: &Memory,
    table: &Table,
    lab: &mut Lab<'_, '_, R>,
) -> Card {
    let greedy = best_discard(&turn.hand, turn.taken, turn.rules).0;
    let mut scored: Vec<(Card, f64)> = turn
        .discards()
        .filter(|&c| c != greedy)
        .map(|c| (c, quick_score(turn, memory, c)))
        .collect();
    scored.sort_by(|a, b| a.1.total_cmp(&b.1));
    let mut shortlist = vec![greedy];
    shortlist.extend(scored.iter().take(SHORTLIST - 1).map(|&(c, _)| c));
    if shortlist.len() == 1 {
        return greedy;
    }
    shortlist[lab.choose(&shortlist, 0, |w, &card| table.throw_value(w, card))]
}

/// Lower is better: a blend of the deadwood left after throwing `card` and the deadwood expected
/// after one more draw.
fn quick_score(turn: &Turn<'_>, memory: &Memory, card: Card) -> f64 {
    let left = turn.hand.without(card);
    let now = deadwood(&left, turn.rules);
    let next = expected_after_draw(&left, now, memory, turn.rules);
    (1.0 - LOOKAHEAD) * f64::from(now) + LOOKAHEAD * next
}

/// Expected deadwood of the 7 cards `hand` (deadwood `now`) after drawing one unseen card and
/// throwing the best card: every live card counts by how many copies are unseen.
fn expected_after_draw(hand: &Cards, now: u16, memory: &Memory, rules: LayRules) -> f64 {
    // A card that goes with nothing in the hand can only replace a card: the best six plus it.
    let best_six = hand
        .faces()
        .map(|c| deadwood(&hand.without(c), rules))
        .min()
        .unwrap_or(now);
    let mut sum = 0.0;
    for (card, n) in memory.unseen.faces() {
        let after = if hand.iter().any(|&h| related(h, card, rules)) {
            best_discard(&hand.with(card), None, rules).1
        } else {
            now.min(best_six + u16::from(card.value()))
        };
        sum += f64::from(n) * f64::from(after);
    }
    sum / f64::from(memory.unseen.total.max(1))
}
