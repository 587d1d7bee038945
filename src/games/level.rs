//! How well a computer player plays: one scale for every game's computer players.

use std::{fmt, str::FromStr};

/// How well a computer player plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Plausible but weak: mostly draws from the stock, sometimes misses the best play.
    Easy,
    /// Greedy on deadwood, knocks as soon as it sensibly can.
    Normal,
    /// Tracks every card seen, reads what opponents collect, knocks by expected value.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The name used in commands and messages.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Unknown AI level \"{0}\": choose easy, normal or hard.")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let wanted = s.trim();
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| ParseLevelError(wanted.to_owned()))
    }
}
