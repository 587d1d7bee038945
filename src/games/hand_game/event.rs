//! What happens in a game of the skeleton, as its players are told and the table records it:
//! one event type for every such game, the game choosing what a deal, a move and a hand's result
//! say.

use serde::{Deserialize, Serialize};

use super::GameResult;
use crate::games::{ChipMove, Effects, RoundRecord, Seat};

/// Something that happened, for the table to log and tell players: the deal `D`, a public move
/// `M` of the hand in play, a hand's result `H` and the game's result `R`. Events carry only what
/// every player may see; the moves of a hand are in its public history, private cards in views.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event<D, M, H, R> {
    Dealt(D),
    /// A public move of the hand in play, told as it is made: the last one of a hand too,
    /// which ends it (the hand is gone once it is scored).
    Moved(M),
    /// The default move was played; `removed` after the last timeout allowed in a row.
    TimedOut {
        seat: Seat,
        removed: bool,
    },
    Left {
        seat: Seat,
    },
    HandEnded {
        result: H,
    },
    GameOver {
        result: R,
    },
}

/// A deal or a hand's result, as the table records its round.
pub trait Round {
    /// The hand's number and its dealer.
    fn round(&self) -> (u32, Seat);
}

/// What the table must do about `events`; `ended_by` says how a hand ended, as a short word
/// (`rummy`, `went_out`…), and the hand's result is stored as JSON.
pub fn effects<D: Round, M, H: Round + Serialize, E>(
    events: &[Event<D, M, H, GameResult<E>>],
    ended_by: impl Fn(&H) -> String,
) -> Effects {
    let mut effects = Effects::default();
    for event in events {
        match event {
            Event::Dealt(deal) => {
                let (round, dealer) = deal.round();
                effects.rounds.push(RoundRecord {
                    round,
                    dealer,
                    ended_by: None,
                    result: None,
                });
            }
            Event::HandEnded { result } => {
                let (round, dealer) = result.round();
                effects.game_changed = true;
                effects.seats_changed = true;
                effects.rounds.push(RoundRecord {
                    round,
                    dealer,
                    ended_by: Some(ended_by(result)),
                    result: serde_json::to_string(result).ok(),
                });
            }
            Event::Left { .. } | Event::TimedOut { removed: true, .. } => {
                effects.seats_changed = true;
            }
            Event::GameOver { result } => {
                effects.game_over(result.payouts.iter().map(ChipMove::from));
            }
            Event::TimedOut { .. } | Event::Moved(_) => {}
        }
    }
    effects
}
