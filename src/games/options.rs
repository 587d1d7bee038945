//! Table options out of range: the table's own (seats, clocks) and each game's, one list so
//! every message is written once per language (`crate::i18n::option_error`).

/// Largest stake a table may ask, so a typo cannot lock a server's chips in one pool.
pub const MAX_STAKE: u64 = 1_000_000;

/// An option out of its range. The English text is here (logs, the terminal game); players read
/// it in their language through `crate::i18n::option_error`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("Seats must be between 2 and 6.")]
    Seats,
    #[error("The stake must be between 0 and 1,000,000 chips.")]
    Stake,
    #[error("The knock limit must be between 1 and 30 points.")]
    KnockLimit,
    #[error("The turn clock must be between 15 and 3,600 seconds.")]
    TurnSeconds,
    #[error("The rebuy window must be between 10 and 600 seconds.")]
    RebuySeconds,
    #[error("The computer-player delay can be at most 10,000 ms.")]
    ComputerDelay,
    #[error("The lobby timeout must be between 30 seconds and a day.")]
    LobbySeconds,
    #[error("The target score must be between 50 and 1,000 points.")]
    Target,
    #[error("A game of a fixed number of hands must have between 1 and 50.")]
    Hands,
    /// An option the chosen game does not have (`knock_limit` for Rummy).
    #[error("`{0}` is not an option of this game: leave it out.")]
    NotForGame(&'static str),
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_stake_message_names_the_largest_stake() {
        assert_eq!(
            super::MAX_STAKE,
            1_000_000,
            "update the Stake message with it"
        );
    }
}
