//! A game of the skeleton in the table's terms, answered by its [`Core`] for every such game:
//! what it waits for, how it was settled, and what the store keeps of each seat.

use super::{Core, Ending, GameResult, Phase, PlayedHand};
use crate::games::{SeatTally, Settlement, TableTerms, Waiting};

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
