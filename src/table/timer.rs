//! The one clock a table has armed at a time, derived from its state after every command.
//!
//! The timer is part of the stored state, so after a restart it fires at the same instant (or at
//! once if that has passed), and a timeout names the timer it answers, so it fires exactly once.

use serde::{Deserialize, Serialize};

use super::state::{TablePhase, TableState};
use crate::games::Waiting;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TimerKind {
    /// A lobby (or a finished table) nobody starts closes itself.
    LobbyExpiry,
    /// R25: the turn clock of turn `turn_no` of hand `hand_no` (turns counted by
    /// [`crate::games::rumino::Hand::turns_passed`], so every turn, even one a leaver passed on, gets
    /// its own full clock).
    TurnClock { hand_no: u32, turn_no: usize },
    /// A computer player acts after a short human-like pause; `moves` tells its steps apart.
    ComputerTurn { hand_no: u32, moves: usize },
    /// R21: the rebuy window after hand `hand_no`.
    RebuyWindow { hand_no: u32 },
    /// The pause before a move the game makes by itself (Rummoli's forced plays), so players
    /// can follow; `step` tells the moves of hand `hand_no` apart.
    Pace { hand_no: u32, step: usize },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timer {
    pub kind: TimerKind,
    pub at_ms: i64,
}

impl TableState {
    /// The timer this state calls for. A timer of the same kind keeps its deadline, so drawing
    /// a card does not restart the turn clock.
    #[must_use]
    pub fn desired_timer(&self, now_ms: i64) -> Option<Timer> {
        let (kind, delay_ms) = self.desired_kind()?;
        let at_ms = match self.timer {
            Some(t) if t.kind == kind => t.at_ms,
            _ if kind == TimerKind::LobbyExpiry => {
                self.lobby_since_ms + i64::from(self.options.lobby_seconds) * 1000
            }
            _ => now_ms + delay_ms,
        };
        Some(Timer { kind, at_ms })
    }

    fn desired_kind(&self) -> Option<(TimerKind, i64)> {
        let o = &self.options;
        match self.phase {
            TablePhase::Closed => None,
            TablePhase::Lobby => Some((TimerKind::LobbyExpiry, 0)),
            TablePhase::Playing => {
                let game = self.game.as_ref()?;
                if self.computer_to_decide().is_some() {
                    return None; // acted on at once by the actor
                }
                match game.waiting() {
                    Waiting::Turn {
                        seat,
                        round,
                        turn,
                        step,
                    } => {
                        if self.players.get(seat).is_some_and(|p| p.computer.is_some()) {
                            let kind = TimerKind::ComputerTurn {
                                hand_no: round,
                                moves: step,
                            };
                            Some((kind, i64::from(o.computer_delay_ms)))
                        } else {
                            let kind = TimerKind::TurnClock {
                                hand_no: round,
                                turn_no: turn,
                            };
                            Some((kind, i64::from(o.turn_seconds) * 1000))
                        }
                    }
                    Waiting::Decisions { round, .. } => Some((
                        TimerKind::RebuyWindow { hand_no: round },
                        i64::from(o.rebuy_seconds) * 1000,
                    )),
                    // The same human-like pause as a computer player's.
                    Waiting::Paced { round, step } => Some((
                        TimerKind::Pace {
                            hand_no: round,
                            step,
                        },
                        i64::from(o.computer_delay_ms),
                    )),
                    Waiting::Deal | Waiting::Nothing => None,
                }
            }
        }
    }

    /// A computer seat with an out-of-turn decision to make now (an R17 claim, a rebuy).
    #[must_use]
    pub fn computer_to_decide(&self) -> Option<usize> {
        let game = self.live_game()?;
        (0..self.players.len())
            .filter(|&s| self.players[s].computer.is_some())
            .find(|&s| game.decides_now(s))
    }
}
