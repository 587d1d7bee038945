//! The table's log records: what a table applied, whether a client asked for it (through a
//! [`super::TableRequest`], completed by the table), the table dealt it, or a clock fired it.
//! They are what the store logs; everything random travels inside them as data (R9), so replaying
//! the log rebuilds the table exactly.

use serde::{Deserialize, Serialize};

use super::timer::TimerKind;
use crate::{cards::CardId, games::AnyAction, games::Level, ids::PlayerId};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case")]
pub enum TableCommand {
    Join {
        player: PlayerId,
        name: String,
    },
    /// In the lobby: give up the seat. In a game: forfeit (R24).
    Leave {
        player: PlayerId,
    },
    AddComputer {
        by: PlayerId,
        level: Level,
    },
    RemoveComputer {
        by: PlayerId,
        seat: usize,
    },
    /// Seat this computer player (a tournament's, which has its own id and account there).
    SeatComputer {
        by: PlayerId,
        player: PlayerId,
        level: Level,
    },
    /// Start a game; `draw` is the shuffled pack the players draw from for the first dealer.
    Start {
        by: PlayerId,
        draw: Vec<CardId>,
        /// The game's own rule chose the first dealer ([`crate::games::Game::first_dealer`]).
        /// Absent from logs written before that rule: there the last game's winner dealt in
        /// every game, and replaying them must give the dealer they had.
        #[serde(default)]
        dealer_by_game: bool,
    },
    /// A game action by a seated player (or a computer player).
    Act {
        player: PlayerId,
        action: AnyAction,
    },
    /// The next hand's deck order (R9) and reshuffle seed (R13).
    Deal {
        order: Vec<CardId>,
        reshuffle_seed: u64,
    },
    /// A clock ran out (R21, R25, lobby expiry).
    Timeout {
        timer: TimerKind,
    },
    /// Close the table; a running game is settled per R24. `moderator`: the caller may manage
    /// the channel, so need not be the host.
    Cancel {
        by: PlayerId,
        moderator: bool,
    },
}

impl TableCommand {
    /// A short name for logs and the action log's `kind` column.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            TableCommand::Join { .. } => "join",
            TableCommand::Leave { .. } => "leave",
            TableCommand::AddComputer { .. } => "add_computer",
            TableCommand::RemoveComputer { .. } => "remove_computer",
            TableCommand::SeatComputer { .. } => "seat_computer",
            TableCommand::Start { .. } => "start",
            TableCommand::Act { .. } => "act",
            TableCommand::Deal { .. } => "deal",
            TableCommand::Timeout { .. } => "timeout",
            TableCommand::Cancel { .. } => "cancel",
        }
    }

    /// Who issued it, if a player did.
    #[must_use]
    pub fn actor(&self) -> Option<PlayerId> {
        match self {
            TableCommand::Join { player, .. }
            | TableCommand::Leave { player }
            | TableCommand::Act { player, .. } => Some(*player),
            TableCommand::AddComputer { by, .. }
            | TableCommand::RemoveComputer { by, .. }
            | TableCommand::SeatComputer { by, .. }
            | TableCommand::Start { by, .. }
            | TableCommand::Cancel { by, .. } => Some(*by),
            TableCommand::Deal { .. } | TableCommand::Timeout { .. } => None,
        }
    }
}
