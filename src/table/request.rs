//! What clients (Discord, the terminal, simulations) ask a table to do.
//!
//! A request is not what the store logs: the table turns it into a [`TableCommand`], filling in
//! what the client must not choose, such as the shuffled pack of a start (R7, R9). Deals and
//! timeouts come from the table and its clocks only, so no client can send one.

use super::command::TableCommand;
use crate::{cards::CardId, games::AnyAction, games::Level, ids::PlayerId};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableRequest {
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
    /// Seat a given computer player (a tournament's): `player` must be a computer's id.
    SeatComputer {
        by: PlayerId,
        player: PlayerId,
        level: Level,
    },
    /// Start a game; the table shuffles the pack for the dealer draw.
    Start {
        by: PlayerId,
    },
    /// A game action by a seated player.
    Act {
        player: PlayerId,
        action: AnyAction,
    },
    /// Close the table; a running game is settled per R24. `moderator`: the caller may manage
    /// the channel, so need not be the host.
    Cancel {
        by: PlayerId,
        moderator: bool,
    },
    /// A change to `player`'s private draft of their turn (see `drafts.rs`): kept, not logged.
    Draft {
        player: PlayerId,
        change: DraftChange,
    },
}

/// What a request comes to: a command the store logs, or a change to a draft, which the table
/// keeps and does not log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Intent {
    Log(TableCommand),
    Draft {
        player: PlayerId,
        change: DraftChange,
    },
}

/// A change to a private draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftChange {
    /// The draft is now this text (the step before stays for Undo).
    Set(String),
    /// Back one step.
    Undo,
}

impl TableRequest {
    /// What this request comes to, with `shuffle` supplying the pack a start draws from.
    pub(super) fn into_intent(self, shuffle: impl FnOnce() -> Vec<CardId>) -> Intent {
        Intent::Log(match self {
            TableRequest::Join { player, name } => TableCommand::Join { player, name },
            TableRequest::Leave { player } => TableCommand::Leave { player },
            TableRequest::AddComputer { by, level } => TableCommand::AddComputer { by, level },
            TableRequest::RemoveComputer { by, seat } => TableCommand::RemoveComputer { by, seat },
            TableRequest::SeatComputer { by, player, level } => {
                TableCommand::SeatComputer { by, player, level }
            }
            TableRequest::Start { by } => TableCommand::Start {
                by,
                draw: shuffle(),
                dealer_by_game: true,
            },
            TableRequest::Act { player, action } => TableCommand::Act { player, action },
            TableRequest::Cancel { by, moderator } => TableCommand::Cancel { by, moderator },
            TableRequest::Draft { player, change } => return Intent::Draft { player, change },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_takes_the_tables_shuffle_and_nothing_else_is_changed() {
        let by = PlayerId(7);
        let pack = vec![CardId::new(3).unwrap(), CardId::new(105).unwrap()];
        let start = TableRequest::Start { by }.into_intent(|| pack.clone());
        assert_eq!(
            start,
            Intent::Log(TableCommand::Start {
                by,
                draw: pack,
                dealer_by_game: true
            })
        );
        let leave = TableRequest::Leave { player: by }.into_intent(|| unreachable!());
        assert_eq!(leave, Intent::Log(TableCommand::Leave { player: by }));
        let draft = TableRequest::Draft {
            player: by,
            change: DraftChange::Undo,
        };
        let kept = Intent::Draft {
            player: by,
            change: DraftChange::Undo,
        };
        assert_eq!(
            draft.into_intent(|| unreachable!()),
            kept,
            "a draft is not logged"
        );
    }
}
