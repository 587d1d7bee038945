//! A game of the skeleton in the table's terms: what it waits for, how it was settled, and what
//! the store keeps of each seat.

use super::{Ending, HandGame, Phase, PlayedHand, Standing};
use crate::games::{draw_discard::Turns, SeatTally, Settlement, Waiting};

/// What the game waits for, in the table's terms.
pub fn waiting<G: HandGame>(game: &G) -> Waiting {
    match game.phase() {
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
    game.result().map(|r| Settlement {
        winners: r.winners.clone(),
        refunded: r.end == G::End::CANCELLED_REFUNDED,
    })
}

/// Each seat's stored tally, with the game's own `counters`.
pub fn tallies<G: HandGame>(
    game: &G,
    counters: impl Fn(&G::Seat) -> Vec<(&'static str, i64)>,
) -> Vec<SeatTally> {
    game.seats()
        .iter()
        .map(|s| SeatTally {
            score: i64::from(s.score()),
            eliminated: s.is_out(),
            forfeited: s.is_left(),
            rebuys: 0,
            counters: counters(s),
        })
        .collect()
}
