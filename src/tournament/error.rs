//! Why a tournament did not advance. A failure leaves what was stored as it was: every step is
//! written before the next is taken, so the next advance starts again from there.

use crate::{store::StoreError, table::TableError};

/// What an adapter's places failed with (Discord's answer lost, say), as the adapter tells it.
pub type PlaceError = Box<dyn std::error::Error + Send + Sync>;

/// Why an advance stopped short.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Table(#[from] TableError),
    /// The adapter could not give a table its place, or show the tournament.
    #[error("{0}")]
    Place(PlaceError),
    /// The tables' options, as stored with the tournament, do not read in this version.
    #[error("the tournament's table options do not read: {0}")]
    Options(#[from] serde_json::Error),
}

impl From<PlaceError> for TournamentError {
    fn from(error: PlaceError) -> TournamentError {
        TournamentError::Place(error)
    }
}
