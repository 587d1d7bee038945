//! Options chosen when a table is opened: the game's own plus the table's clocks and size.

use serde::{Deserialize, Serialize};

use crate::games::{AnyOptions, OptionValue};

/// Every option of a table, checked by [`TableOptions::validate`] before a table opens.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TableOptions {
    /// The game and its own options.
    pub game: AnyOptions,
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
    pub computer_level: crate::games::Level,
    /// The language of the table's public message (the server's, when it was opened).
    pub lang: crate::lang::Lang,
}

impl Default for TableOptions {
    fn default() -> Self {
        TableOptions {
            game: AnyOptions::default(),
            seats: 6,
            turn_seconds: 120,
            rebuy_seconds: 60,
            computer_delay_ms: 1500,
            lobby_seconds: 600,
            computer_level: crate::games::Level::Normal,
            lang: crate::lang::Lang::En,
        }
    }
}

pub use crate::games::{OptionError, MAX_STAKE};

impl TableOptions {
    /// # Errors
    /// The first option out of its range.
    pub fn validate(&self) -> Result<(), OptionError> {
        let kind = self.game.kind();
        let range = self.game.seat_range();
        let int = |n: u32| OptionValue::Int(i64::from(n));
        super::option_decls::SEATS
            .ranged(i64::from(*range.start()), i64::from(*range.end()))
            .check(&int(u32::from(self.seats)))?;
        self.game.check()?;
        super::option_decls::TURN_SECONDS.check(&int(self.turn_seconds))?;
        if kind.rebuys() {
            super::option_decls::REBUY_SECONDS.check(&int(self.rebuy_seconds))?;
        }
        let check = |ok: bool, e: OptionError| if ok { Ok(()) } else { Err(e) };
        check(self.computer_delay_ms <= 10_000, OptionError::ComputerDelay)?;
        check(
            (30..=86_400).contains(&self.lobby_seconds),
            OptionError::LobbySeconds,
        )
    }
}
