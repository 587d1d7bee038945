//! Options chosen when a table is opened: the game's own plus the table's clocks and size.

use serde::{Deserialize, Serialize};

use crate::rumino::GameOptions;

/// Every option of a table, checked by [`TableOptions::validate`] before a table opens.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TableOptions {
    pub game: GameOptions,
    /// Seats at the table, 2–6 (R3).
    pub seats: u8,
    /// Turn clock in seconds (R25).
    pub turn_seconds: u32,
    /// Rebuy window in seconds (R21).
    pub rebuy_seconds: u32,
    /// How long a computer player waits before acting, so people can follow; 0 in tests.
    pub computer_delay_ms: u32,
    /// A lobby (or a finished table nobody restarts) closes itself after this long.
    pub lobby_seconds: u32,
    /// Level of the computer players the "Add computer player" button seats.
    pub computer_level: crate::ai::Level,
    /// The language of the table's public message (the server's, when it was opened).
    pub lang: crate::i18n::Lang,
}

impl Default for TableOptions {
    fn default() -> Self {
        TableOptions {
            game: GameOptions::default(),
            seats: 6,
            turn_seconds: 120,
            rebuy_seconds: 60,
            computer_delay_ms: 1500,
            lobby_seconds: 600,
            computer_level: crate::ai::Level::Normal,
            lang: crate::i18n::Lang::En,
        }
    }
}

/// Largest stake a table may ask, so a typo cannot lock a server's chips in one pool.
pub const MAX_STAKE: u64 = 1_000_000;

impl TableOptions {
    /// # Errors
    /// A message naming the option and its allowed range.
    pub fn validate(&self) -> Result<(), String> {
        let check = |ok: bool, msg: &str| if ok { Ok(()) } else { Err(msg.to_owned()) };
        check(
            (2..=6).contains(&self.seats),
            "Seats must be between 2 and 6.",
        )?;
        check(
            self.game.stake <= MAX_STAKE,
            "The stake can be at most 1,000,000 chips.",
        )?;
        check(
            (1..=30).contains(&self.game.knock_limit),
            "The knock limit must be between 1 and 30 points.",
        )?;
        check(
            (15..=3600).contains(&self.turn_seconds),
            "The turn clock must be between 15 and 3,600 seconds.",
        )?;
        check(
            (10..=600).contains(&self.rebuy_seconds),
            "The rebuy window must be between 10 and 600 seconds.",
        )?;
        check(
            self.computer_delay_ms <= 10_000,
            "The computer-player delay can be at most 10 seconds.",
        )?;
        check(
            (30..=86_400).contains(&self.lobby_seconds),
            "The lobby timeout must be between 30 seconds and a day.",
        )
    }
}
