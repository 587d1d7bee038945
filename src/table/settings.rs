//! A server's settings: its chip economy, the options new tables start from, where tables may be
//! hosted, and how computer players are treated. Stored by the store as one JSON object per
//! server; every field has a default, so settings saved by an older version still load.

use serde::{Deserialize, Serialize};

use super::options::{OptionError, TableOptions};
use crate::{games::GameDefaults, ids::ChannelId};

/// Largest daily grant, and largest starting chips, a server may set.
pub const MAX_GRANT: u64 = 1_000_000; // the English messages below say it in words

/// How computer players appear in a server's rankings.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComputerRanking {
    /// In a ranking of their own, below the people's.
    #[default]
    Separate,
    /// Not ranked at all.
    Hidden,
}

/// One server's settings. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ServerSettings {
    /// Chips a member's account opens with (R23).
    pub starting_chips: u64,
    /// Chips `/rumino daily` grants, once per 24 hours.
    pub daily_grant: u64,
    /// Stake of a new table.
    pub stake: u64,
    /// Seats of a new table.
    pub seats: u8,
    /// Knock limit of a new table.
    pub knock_limit: u16,
    /// Turn clock of a new table, in seconds.
    pub turn_seconds: u32,
    /// Whether new tables allow Q-K-A runs.
    pub ace_high: bool,
    /// Whether new tables add the R14 undercut penalty.
    pub undercut_penalty: bool,
    /// Rebuy window of a new table, in seconds (R21).
    pub rebuy_seconds: u32,
    /// Channels that may host tables; empty: every channel.
    pub channels: Vec<ChannelId>,
    /// How long computer players pause before acting; `None`: the bot's default.
    pub computer_delay_ms: Option<u32>,
    /// How computer players appear in rankings.
    pub computers_in_rankings: ComputerRanking,
    /// Games a player needs before they are ranked by win rate.
    pub win_rate_min_games: u32,
}

impl Default for ServerSettings {
    fn default() -> Self {
        let table = TableOptions::default();
        let game = GameDefaults::default();
        ServerSettings {
            starting_chips: 1000,
            daily_grant: 100,
            stake: game.stake,
            seats: table.seats,
            knock_limit: game.knock_limit,
            turn_seconds: table.turn_seconds,
            ace_high: game.ace_high,
            undercut_penalty: game.undercut_penalty,
            rebuy_seconds: table.rebuy_seconds,
            channels: Vec::new(),
            computer_delay_ms: None,
            computers_in_rankings: ComputerRanking::Separate,
            win_rate_min_games: 5,
        }
    }
}

/// A setting out of its range: nothing is saved. The English text is here; other languages are
/// in `crate::i18n::settings_error`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("Starting chips must be between 0 and 1,000,000.")]
    StartingChips,
    #[error("The daily grant must be between 1 and 1,000,000 chips.")]
    DailyGrant,
    /// A default table option out of its range (the ranges of `TableOptions`).
    #[error(transparent)]
    Table(#[from] OptionError),
    #[error("The win-rate minimum must be between 1 and 1,000 games.")]
    WinRateMinGames,
    #[error("At most 25 channels can host tables.")]
    TooManyChannels,
}

impl ServerSettings {
    /// Checks every field against its range.
    ///
    /// # Errors
    /// The first field out of range.
    pub fn validate(&self) -> Result<(), SettingsError> {
        let check = |ok: bool, e: SettingsError| if ok { Ok(()) } else { Err(e) };
        check(
            self.starting_chips <= MAX_GRANT,
            SettingsError::StartingChips,
        )?;
        check(
            (1..=MAX_GRANT).contains(&self.daily_grant),
            SettingsError::DailyGrant,
        )?;
        self.table_options(TableOptions::default()).validate()?;
        check(
            (1..=1000).contains(&self.win_rate_min_games),
            SettingsError::WinRateMinGames,
        )?;
        check(self.channels.len() <= 25, SettingsError::TooManyChannels)
    }

    /// Whether a table may be opened in `channel`.
    #[must_use]
    pub fn allows(&self, channel: ChannelId) -> bool {
        self.channels.is_empty() || self.channels.contains(&channel)
    }

    /// The game options this server sets for new tables.
    #[must_use]
    pub fn game_defaults(&self) -> GameDefaults {
        GameDefaults {
            stake: self.stake,
            knock_limit: self.knock_limit,
            ace_high: self.ace_high,
            undercut_penalty: self.undercut_penalty,
        }
    }

    /// The options a new table starts from: `base` (the bot's) with this server's defaults.
    #[must_use]
    pub fn table_options(&self, base: TableOptions) -> TableOptions {
        let mut options = base;
        options.game.apply_defaults(&self.game_defaults());
        options.rebuy_seconds = self.rebuy_seconds;
        options.seats = self.seats;
        options.turn_seconds = self.turn_seconds;
        if let Some(ms) = self.computer_delay_ms {
            options.computer_delay_ms = ms;
        }
        options
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::MAX_STAKE;

    #[test]
    fn defaults_are_valid_and_match_table_defaults() {
        let s = ServerSettings::default();
        assert_eq!(s.validate(), Ok(()));
        let base = TableOptions::default();
        assert_eq!(s.table_options(base), base);
        assert!(s.allows(ChannelId(5)));
    }

    #[test]
    fn old_or_partial_json_loads_with_defaults() {
        let s: ServerSettings = serde_json::from_str(r#"{"daily_grant": 50}"#).unwrap();
        assert_eq!(s.daily_grant, 50);
        assert_eq!(s.starting_chips, 1000);
        let s: ServerSettings = serde_json::from_str("{}").unwrap();
        assert_eq!(s, ServerSettings::default());
    }

    #[test]
    fn out_of_range_values_are_named() {
        let bad = |f: fn(&mut ServerSettings)| {
            let mut s = ServerSettings::default();
            f(&mut s);
            s.validate().unwrap_err()
        };
        assert_eq!(bad(|s| s.daily_grant = 0), SettingsError::DailyGrant);
        assert_eq!(
            bad(|s| s.seats = 7),
            OptionError::Seats { min: 2, max: 6 }.into()
        );
        assert_eq!(bad(|s| s.turn_seconds = 5), OptionError::TurnSeconds.into());
        assert_eq!(
            bad(|s| s.computer_delay_ms = Some(20_000)),
            OptionError::ComputerDelay.into()
        );
        assert_eq!(bad(|s| s.stake = MAX_STAKE + 1), OptionError::Stake.into());
    }

    #[test]
    fn channels_restrict_hosting() {
        let s = ServerSettings {
            channels: vec![ChannelId(1)],
            ..ServerSettings::default()
        };
        assert!(s.allows(ChannelId(1)) && !s.allows(ChannelId(2)));
    }
}
