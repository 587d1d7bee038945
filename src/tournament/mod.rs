//! Tournaments: many tables of one game, round after round, to final standings and a paid-out
//! pool. The pure rules — who sits with whom ([`pairing`]), how players rank ([`standings`]),
//! how the pool is split ([`payout`]), what follows a round ([`next`]) — are tested without a
//! table, a database or Discord. The service ([`TournamentService`]) runs tournaments from the
//! store and the table service: it creates them, takes sign-ups, starts them, opens and seats
//! each round's tables, records their results, pairs the next round or pays out. What only an
//! adapter can do — give a table a place, show the tournament — it asks of the
//! [`TournamentPlaces`] it is handed; [`MemoryPlaces`] are the plain ones, for the terminal and
//! tests. The decisions are written down in `docs/rules/tournaments.md`.

pub mod cancel;
pub mod entry;
pub mod error;
pub mod memory;
pub mod next;
pub mod options;
pub mod pairing;
pub mod payout;
pub mod places;
pub mod seat;
pub mod service;
pub mod standings;

pub use cancel::{Cancel, Refusal};
pub use entry::{Created, Proposal, Start};
pub use error::{PlaceError, TournamentError};
pub use memory::MemoryPlaces;
pub use places::TournamentPlaces;
pub use service::TournamentService;

use serde::{Deserialize, Serialize};

use crate::ids::PlayerId;

/// A tournament, assigned by the store.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TournamentId(pub i64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// Players a tournament takes, at least and at most.
pub const PLAYERS: std::ops::RangeInclusive<u8> = 4..=64;

/// Rounds a Swiss tournament plays when its creator gives none.
pub const DEFAULT_ROUNDS: u8 = 3;

/// The most tables one player can play in a tournament: every round of a Swiss; in a knockout,
/// every round to the final (each table sends one player on).
#[must_use]
pub fn most_tables(format: Format, players: u8, table_size: u8, rounds: u8) -> u32 {
    match format {
        Format::Swiss => u32::from(rounds),
        Format::Knockout => {
            let size = u32::from(table_size.max(2));
            let (mut left, mut played) = (u32::from(players), 0);
            while left > 1 {
                left = left.div_ceil(size);
                played += 1;
            }
            played
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_plays_every_swiss_round_and_every_knockout_round_to_the_final() {
        assert_eq!(most_tables(Format::Swiss, 8, 4, 3), 3);
        // 8 → 4 → 2 → 1 at tables of 2; 9 → 3 → 1 at tables of 3; 5 → 2 → 1 at tables of 4.
        assert_eq!(most_tables(Format::Knockout, 8, 2, 3), 3);
        assert_eq!(most_tables(Format::Knockout, 9, 3, 3), 2);
        assert_eq!(most_tables(Format::Knockout, 5, 4, 3), 2);
    }
}
