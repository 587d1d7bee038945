//! A server's settings: its chip economy, each game's defaults for new tables, where tables may
//! be hosted, and how computer players are treated. Stored by the store as one JSON object per
//! server; every field has a default, so settings saved by an older version still load.
//!
//! A game's defaults are the options a server set for it, by their declared names
//! (`{"rummy": {"target": 100}}`), applied through the same [`TableOptions::choose`] as a
//! player's choices. Settings saved before games had their own defaults (one stake, seats,
//! knock limit… for every table) are carried over on load to each game that has the option, so
//! every table opens as it did ([`legacy`]).

mod legacy;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::options::{OptionError, TableOptions};
use crate::{
    games::{AnyOptions, GameKind, OptionValue},
    ids::ChannelId,
};

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

/// The colours of the table pictures a server's tables show.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PictureColours {
    /// ♠ black, ♥ red, ♦ blue, ♣ green: every suit its own colour.
    #[default]
    Four,
    /// The classic deck: ♠ ♣ black, ♥ ♦ red.
    Two,
}

impl PictureColours {
    /// As stored (and as serde names it).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            PictureColours::Four => "four",
            PictureColours::Two => "two",
        }
    }

    /// The colours stored as `text`, if it names some.
    #[must_use]
    pub fn parse(text: &str) -> Option<PictureColours> {
        [PictureColours::Four, PictureColours::Two]
            .into_iter()
            .find(|c| c.as_str() == text)
    }
}

/// The options a server set for one game's new tables, by declared name.
pub type GameSettings = BTreeMap<String, OptionValue>;

/// One server's settings. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "legacy::Stored")]
pub struct ServerSettings {
    /// Chips a member's account opens with (R23).
    pub starting_chips: u64,
    /// Chips `/rumino daily` grants, once per 24 hours.
    pub daily_grant: u64,
    /// Each game's defaults for new tables; a game left out plays the bot's defaults.
    pub games: BTreeMap<GameKind, GameSettings>,
    /// Channels that may host tables; empty: every channel.
    pub channels: Vec<ChannelId>,
    /// How long computer players pause before acting; `None`: the bot's default.
    pub computer_delay_ms: Option<u32>,
    /// How computer players appear in rankings.
    pub computers_in_rankings: ComputerRanking,
    /// Games a player needs before they are ranked by win rate.
    pub win_rate_min_games: u32,
    /// Whether table messages carry a picture of the table; on unless turned off.
    pub pictures: bool,
    /// The colours the table pictures are drawn in.
    pub picture_colours: PictureColours,
    /// Whether the server's leaderboards, profiles, replays and tournaments are public web pages
    /// (where the bot serves pages); off unless the server turns them on.
    pub web: bool,
    /// Whether players who asked for them are pinged in the channel when it is their turn at a
    /// slow table; off unless the server turns them on.
    pub turn_pings: bool,
}

impl Default for ServerSettings {
    fn default() -> Self {
        ServerSettings {
            starting_chips: 1000,
            daily_grant: 100,
            games: BTreeMap::new(),
            channels: Vec::new(),
            computer_delay_ms: None,
            computers_in_rankings: ComputerRanking::Separate,
            win_rate_min_games: 5,
            pictures: true,
            picture_colours: PictureColours::Four,
            web: false,
            turn_pings: false,
        }
    }
}

/// A setting out of its range: nothing is saved. The English text is here; other languages are
/// in `crate::i18n::settings_error`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("Starting chips must be between 0 and 1,000,000.")]
    StartingChips,
    #[error("The daily grant must be between 1 and 1,000,000 chips.")]
    DailyGrant,
    /// A game's default out of its range (its declaration's).
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
        for (kind, set) in &self.games {
            let mut options = base(*kind, TableOptions::default());
            for (name, value) in set {
                options.choose(name, value)?;
            }
            options.validate()?;
        }
        if let Some(ms) = self.computer_delay_ms {
            check(ms <= 10_000, OptionError::ComputerDelay.into())?;
        }
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

    /// The options a new table of `kind` starts from: `bot` (the bot's defaults) with this
    /// server's defaults for the game. A stored default the game no longer takes is skipped
    /// (and logged) rather than keeping the server from opening tables.
    #[must_use]
    pub fn table_options(&self, kind: GameKind, bot: TableOptions) -> TableOptions {
        let mut options = base(kind, bot);
        if let Some(ms) = self.computer_delay_ms {
            options.computer_delay_ms = ms;
        }
        for (name, value) in self.games.get(&kind).into_iter().flatten() {
            if let Err(error) = options.choose(name, value) {
                tracing::warn!(%error, game = %kind, option = name, "a server default was skipped");
            }
        }
        options
    }

    /// Sets the server's default of option `name` for `kind`'s tables, checked as a player's
    /// choice is.
    ///
    /// # Errors
    /// An option the game's tables do not have, or a value out of its range.
    pub fn set_default(
        &mut self,
        kind: GameKind,
        name: &str,
        value: OptionValue,
    ) -> Result<(), OptionError> {
        let mut probe = self.table_options(kind, TableOptions::default());
        probe.choose(name, &value)?;
        let name =
            crate::games::options::find(&super::declared(kind, super::Offered::Settings), name)
                .map_or(name, |d| d.name);
        self.games
            .entry(kind)
            .or_default()
            .insert(name.to_owned(), value);
        Ok(())
    }
}

/// `bot`'s options for a table of `kind`, with the game's seat range applied to its seats.
fn base(kind: GameKind, bot: TableOptions) -> TableOptions {
    let range = kind.seat_range();
    TableOptions {
        game: AnyOptions::default_for(kind),
        seats: bot.seats.clamp(*range.start(), *range.end()),
        ..bot
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::options::Words;

    #[test]
    fn defaults_are_valid_and_match_table_defaults() {
        let s = ServerSettings::default();
        assert_eq!(s.validate(), Ok(()));
        let base = TableOptions::default();
        assert_eq!(s.table_options(GameKind::Rumino, base), base);
        assert!(s.allows(ChannelId(5)));
    }

    #[test]
    fn a_game_default_applies_to_that_game_only() {
        let mut s = ServerSettings::default();
        s.set_default(GameKind::Rummy, "target", OptionValue::Int(100))
            .unwrap();
        s.set_default(GameKind::Rummy, "posti", OptionValue::Int(3))
            .unwrap();
        let rummy = s.table_options(GameKind::Rummy, TableOptions::default());
        assert_eq!(rummy.seats, 3);
        assert!(rummy
            .values()
            .contains(&(rummy.values()[1].0, Some(OptionValue::Int(100)))));
        let ramino = s.table_options(GameKind::Ramino, TableOptions::default());
        assert_eq!(ramino.seats, 4, "the bot's 6 seats, within Ramino's 2 to 4");
        assert_eq!(
            s.games[&GameKind::Rummy].keys().collect::<Vec<_>>(),
            ["seats", "target"],
            "stored under the English name whatever language it was typed in"
        );
    }

    #[test]
    fn a_bad_default_is_refused_and_changes_nothing() {
        let mut s = ServerSettings::default();
        let before = s.clone();
        assert_eq!(
            s.set_default(GameKind::Rummy, "target", OptionValue::Int(10)),
            Err(OptionError::OutOfRange {
                name: Words {
                    en: "target",
                    it: "obiettivo"
                },
                min: 50,
                max: 1000
            })
        );
        assert_eq!(
            s.set_default(GameKind::Rummy, "knock_limit", OptionValue::Int(5)),
            Err(OptionError::NotForGame("knock_limit".into()))
        );
        assert_eq!(s, before);
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
            bad(|s| s.computer_delay_ms = Some(20_000)),
            OptionError::ComputerDelay.into()
        );
        assert!(matches!(
            bad(|s| {
                s.games.insert(
                    GameKind::Ramino,
                    [("seats".to_owned(), OptionValue::Int(6))].into(),
                );
            }),
            SettingsError::Table(OptionError::OutOfRange { max: 4, .. })
        ));
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
