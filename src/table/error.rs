//! Why a table refuses a command. Every message can be shown to the player as is.

use super::{options::OptionError, settings::SettingsError};
use crate::games::AnyRuleError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("{0}")]
    Rule(#[from] AnyRuleError),
    #[error("That button is from an earlier moment of the game. Use the latest message, or press “Show my hand” again.")]
    Stale,
    #[error("You are not seated at this table. Join it from its lobby to play.")]
    NotSeated,
    #[error("You are already seated at this table.")]
    AlreadySeated,
    #[error("This table is full ({0} seats).")]
    Full(u8),
    #[error("Only the host ({0}) can do that.")]
    NotHost(String),
    #[error("The game has already started. Wait for it to end, or watch.")]
    AlreadyStarted,
    #[error("No game is running at this table.")]
    NotPlaying,
    #[error("A game needs at least two players: invite someone or add a computer player.")]
    NeedTwoPlayers,
    #[error("You need {needed} chips for this and have {available}. Claim your daily chips with /rumino daily.")]
    NotEnoughChips { needed: u64, available: u64 },
    #[error("{name} needs {needed} chips for the stake and has {available}.")]
    PlayerShort {
        name: String,
        needed: u64,
        available: u64,
    },
    #[error("This table is closed. Open a new one with /rumino start.")]
    Closed,
    #[error("There is no such seat.")]
    NoSuchSeat,
    #[error("That seat is not a computer player.")]
    NotAComputer,
    #[error(transparent)]
    BadOption(#[from] OptionError),
    #[error("{0} Nothing was changed.")]
    BadSetting(#[from] SettingsError),
    #[error("This channel already has a table. Use it, or ask its host to cancel it.")]
    ChannelBusy,
    #[error("There is no table here. Open one with /rumino start.")]
    NoSuchTable,
    /// Another bot process runs this table now (a restart, or the server moving between the
    /// bot's processes): this one dropped it without changing anything.
    #[error("This table has just moved to another of the bot's processes. Nothing was changed: press the button again in a moment.")]
    MovedAway,
    /// The database cannot be reached (or cannot take writes) for now: the table waits for it,
    /// and the request was not applied. Everything acknowledged before is safe.
    #[error("This table is paused until the bot's database is back: nothing was lost, but this was not applied. Press the button again in a minute.")]
    Paused,
    /// The server is run by another of the bot's processes (the bot is split by shard).
    #[error("This server is being moved between the bot's processes. Nothing was changed: try again in a minute.")]
    NotThisProcess,
    /// Something on our side failed; the id is in the logs.
    #[error("Sorry, something went wrong on our side (error {0}). Nothing was changed; please try again.")]
    Internal(String),
}

impl TableError {
    /// Logs an internal failure under a short id and returns the error the player is shown,
    /// which names the same id, so an operator can find what went wrong.
    #[must_use]
    pub fn logged(what: &str, error: &dyn std::fmt::Display) -> TableError {
        let id = format!("{:08x}", rand::random::<u32>());
        tracing::error!(error_id = %id, %error, "{what} failed");
        TableError::Internal(id)
    }
}
