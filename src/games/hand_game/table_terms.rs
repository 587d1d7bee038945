//! A game of the skeleton in the table's terms: what its events do, what it waits for, how it
//! was settled, and what the store keeps of each seat.

use serde::Serialize;

use super::{Ending, HandGame, Phase, PlayedHand};
use crate::games::{
    draw_discard::Turns, ChipMove, Effects, Payout, RoundRecord, Seat, SeatTally, Settlement,
    Waiting,
};

/// What one event of a game means for the table; the game says which its event is.
pub enum Effect<'a, R> {
    Dealt {
        hand_no: u32,
        dealer: Seat,
    },
    /// A hand ended, as the short word `ended_by` says; `result` is stored as JSON.
    HandEnded {
        hand_no: u32,
        dealer: Seat,
        ended_by: String,
        result: &'a R,
    },
    /// A seat is out of the game.
    SeatOut,
    GameOver(&'a [Payout]),
    Nothing,
}

/// What the table must do about `events`, each read by `effect`.
pub fn effects<E, R: Serialize>(events: &[E], effect: impl Fn(&E) -> Effect<'_, R>) -> Effects {
    let mut effects = Effects::default();
    for event in events {
        match effect(event) {
            Effect::Dealt { hand_no, dealer } => effects.rounds.push(RoundRecord {
                round: hand_no,
                dealer,
                ended_by: None,
                result: None,
            }),
            Effect::HandEnded {
                hand_no,
                dealer,
                ended_by,
                result,
            } => {
                effects.game_changed = true;
                effects.seats_changed = true;
                effects.rounds.push(RoundRecord {
                    round: hand_no,
                    dealer,
                    ended_by: Some(ended_by),
                    result: serde_json::to_string(result).ok(),
                });
            }
            Effect::SeatOut => effects.seats_changed = true,
            Effect::GameOver(payouts) => effects.game_over(payouts.iter().map(ChipMove::from)),
            Effect::Nothing => {}
        }
    }
    effects
}

/// What the game waits for, in the table's terms.
pub fn waiting<G: HandGame>(game: &G) -> Waiting {
    match &game.core().phase {
        Phase::AwaitingDeal => Waiting::Deal,
        Phase::Playing { hand } => Waiting::Turn {
            seat: hand.turn(),
            round: hand.hand_no(),
            turn: hand.turn_no() as usize,
            step: hand.moves().len(),
        },
        Phase::Over { .. } => Waiting::Nothing,
    }
}

/// How the game ended, once it has.
pub fn settlement<G: HandGame>(game: &G) -> Option<Settlement> {
    game.core().result().map(|r| Settlement {
        winners: r.winners.clone(),
        refunded: r.end == G::End::CANCELLED_REFUNDED,
    })
}

/// Each seat's place in a finished, not refunded game (for the rating): the winners first, then
/// the players still in, then those out (left or timed out); within each, the higher total
/// ahead, an equal total a draw. `None` while the game runs or when it was refunded.
pub fn places<G: HandGame>(game: &G) -> Option<Vec<u8>> {
    let result = game.core().result()?;
    if result.end == G::End::CANCELLED_REFUNDED {
        return None;
    }
    let keys: Vec<(bool, bool, u32)> = game
        .core()
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| (result.winners.contains(&seat), !s.out, s.score))
        .collect();
    Some(crate::games::rating::places_by(&keys))
}

/// Each seat's stored tally, with the game's own `counters`.
pub fn tallies<G: HandGame>(
    game: &G,
    counters: impl Fn(&G::Counts) -> Vec<(&'static str, i64)>,
) -> Vec<SeatTally> {
    game.core()
        .seats
        .iter()
        .map(|s| SeatTally {
            score: i64::from(s.score),
            eliminated: s.out,
            forfeited: s.left,
            rebuys: 0,
            counters: counters(&s.counts),
        })
        .collect()
}
