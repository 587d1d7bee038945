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

pub use crate::ids::TournamentId;
pub use crate::store::{Entrant, Format, Played};

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
