//! A game of the skeleton in the table's terms: what its events do, and, answered by its
//! [`Core`] for every such game, what it waits for, how it was settled, and what the store keeps
//! of each seat.

use serde::Serialize;

use super::{Core, Ending, GameResult, Phase, PlayedHand};
use crate::games::{
    ChipMove, Effects, Payout, RoundRecord, Seat, SeatTally, Settlement, TableTerms, Waiting,
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

/// The game's own counts of a seat, as the store keeps them.
pub trait Counts {
    /// The game's declared [`crate::games::Game::COUNTERS`], by name, in their order.
    fn counters(&self) -> Vec<(&'static str, i64)>;
}

impl<C: Counts, H: PlayedHand, E: Ending> TableTerms for Core<C, H, E> {
    fn waiting(&self) -> Waiting {
        match &self.phase {
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

    fn settlement(&self) -> Option<Settlement> {
        self.result().map(GameResult::settlement)
    }

    fn tallies(&self) -> Vec<SeatTally> {
        self.seats
            .iter()
            .map(|s| SeatTally {
                score: i64::from(s.score),
                eliminated: s.out,
                forfeited: s.left,
                rebuys: 0,
                counters: s.counts.counters(),
            })
            .collect()
    }

    /// The winners first, then the players still in, then those out (left or timed out);
    /// within each, the higher total ahead, an equal total a draw.
    fn rating_places(&self) -> Option<Vec<u8>> {
        let result = self.result()?;
        if result.end == E::CANCELLED_REFUNDED {
            return None;
        }
        let keys: Vec<(bool, bool, u32)> = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| (result.winners.contains(&seat), !s.out, s.score))
            .collect();
        Some(crate::games::rating::places_by(&keys))
    }

    fn rounds_played(&self) -> u32 {
        self.hands_played
    }

    /// The pool, until it is paid out at the end.
    fn chips_held(&self) -> u64 {
        self.pool
    }
}
