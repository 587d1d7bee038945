//! What the store keeps of a tournament besides its row: its format, who signed up, and the
//! tables each round played. The tournament service (`crate::tournament`) decides them; they
//! are here, below it, because the store reads and writes them.

use serde::{Deserialize, Serialize};

use crate::ids::PlayerId;

/// How players go from round to round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Every player plays every round; tables are made of players on equal points.
    Swiss,
    /// Each table's winner goes on; the last winner standing wins.
    Knockout,
}

impl Format {
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::Knockout => "knockout",
        }
    }

    /// # Errors
    /// Not `swiss` or `knockout`.
    pub fn parse(s: &str) -> Result<Format, String> {
        match s {
            "swiss" => Ok(Format::Swiss),
            "knockout" => Ok(Format::Knockout),
            other => Err(format!("unknown tournament format {other:?}")),
        }
    }
}

/// Someone signed up: a member, or a computer player filling a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub player: PlayerId,
    pub name: String,
    /// A computer player's level (`easy`, `normal`, `hard`).
    pub computer: Option<String>,
    /// The rating the entrant was seeded by (their rating in the game when the tournament
    /// started; computers and unrated members at the start rating).
    pub rating: i64,
}

/// One table of a round: who sat where and, once played, each seat's place (0 is first; equal
/// numbers are ties).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub round: u32,
    pub seats: Vec<PlayerId>,
    pub places: Option<Vec<u8>>,
}

impl Played {
    /// A table of one player: a bye.
    #[must_use]
    pub fn is_bye(&self) -> bool {
        self.seats.len() == 1
    }
}
