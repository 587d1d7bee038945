//! Table options out of range: the table's own (seats, clocks) and each game's, one list so
//! every message is written once per language (`crate::i18n::option_error`).

/// Largest stake a table may ask, so a typo cannot lock a server's chips in one pool.
pub const MAX_STAKE: u64 = 1_000_000;

/// An option out of its range. The English text is here (logs, the terminal game); players read
/// it in their language through `crate::i18n::option_error`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("Seats must be between {min} and {max} for this game.")]
    Seats { min: u8, max: u8 },
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
    #[error("The target score must be between {min} and {max} points.")]
    Target { min: u32, max: u32 },
    #[error("A game of a fixed number of hands must have between 1 and 50.")]
    Hands,
    /// A buy-in out of range (Rummoli: at least one chip per board space).
    #[error("The buy-in must be between {min} and {max} chips.")]
    BuyIn { min: u64, max: u64 },
    /// An initial meld out of range (Rumminy, N11).
    #[error("The initial meld must be between 0 and {max} points.")]
    InitialMeld { max: u16 },
    /// An option the chosen game does not have (`knock_limit` for Rummy).
    #[error("`{0}` is not an option of this game: leave it out.")]
    NotForGame(&'static str),
}

/// A server's defaults for new tables' game options, as `/rumino settings` stores them: the stake
/// for every game, the rest for the games that have such an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameDefaults {
    pub stake: u64,
    pub knock_limit: u16,
    pub ace_high: bool,
    pub undercut_penalty: bool,
}

impl Default for GameDefaults {
    fn default() -> Self {
        let o = super::rumino::GameOptions::default();
        GameDefaults {
            stake: o.stake,
            knock_limit: o.knock_limit,
            ace_high: o.ace_high,
            undercut_penalty: o.undercut_penalty,
        }
    }
}

/// Options a player may give when opening a table (`/rumino start`); each applies to the games
/// that have it, and giving one to a game without it is refused rather than ignored
/// ([`crate::games::Game::choose`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OptionChoices {
    pub stake: Option<u64>,
    pub ace_high: Option<bool>,
    pub knock_limit: Option<u16>,
    pub undercut_penalty: Option<bool>,
    pub target: Option<u32>,
    pub hands: Option<u32>,
    pub discard_must_meld: Option<bool>,
    pub must_discard_to_go_out: Option<bool>,
    /// The pack, for games that offer more than one (Ramino: Italian 40 or German 36).
    pub pack: Option<PackChoice>,
    /// Suit names on screen, for games that offer regional names (Ramino).
    pub suit_names: Option<SuitNamesChoice>,
    /// How a poker part is played, for games that have one (Rummoli).
    pub poker: Option<PokerChoice>,
    /// Points a player's first play must reach (Rumminy, N11).
    pub initial_meld: Option<u16>,
    /// Whether the game counts for the server's rating (Rumminy, N19).
    pub rated: Option<bool>,
}

/// How a game's poker part is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PokerChoice {
    /// All show; the best hand wins.
    Showdown,
    /// A betting round first.
    Betting,
}

/// A pack a player may choose for a game that offers several.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackChoice {
    Italian,
    German,
}

/// How suits are named on screen, for a game that offers regional names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuitNamesChoice {
    French,
    Italian,
}

/// Sets `field` to a chosen value, if one was chosen.
pub fn set<T: Copy>(field: &mut T, value: Option<T>) {
    if let Some(v) = value {
        *field = v;
    }
}

/// Refuses a choice of option `name`, which this game does not have.
///
/// # Errors
/// [`OptionError::NotForGame`] when the option was given.
pub fn refuse<T>(value: Option<T>, name: &'static str) -> Result<(), OptionError> {
    match value {
        Some(_) => Err(OptionError::NotForGame(name)),
        None => Ok(()),
    }
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
