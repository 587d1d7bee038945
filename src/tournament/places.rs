//! What a tournament asks of the adapter that shows it. The service decides everything — who
//! sits where, when a round ends, who is paid — but only an adapter can give a table somewhere
//! to be played (on Discord, a thread of the tournament's channel) and show the tournament to
//! people (on Discord, its message, edited in place). The service is handed one of these for
//! each advance; [`MemoryPlaces`](super::memory::MemoryPlaces) is the plain one, for the
//! terminal and tests.

use std::future::Future;

use super::error::PlaceError;
use crate::{ids::ChannelId, store::StoredTournament, table::TableState};

/// Where a tournament's tables are played, and how the tournament is shown.
pub trait TournamentPlaces: Send + Sync {
    /// The channel for table `table_no` of round `round` (the adapter names it in the
    /// tournament's language, the same name each time it is asked): the one given before for
    /// that table, if the adapter can still find it, else a new one. The service stores the
    /// answer before it opens the table there.
    ///
    /// # Errors
    /// No channel could be found or made; the next advance asks again.
    fn place_for_table(
        &self,
        t: &StoredTournament,
        round: u32,
        table_no: u32,
    ) -> impl Future<Output = Result<ChannelId, PlaceError>> + Send;

    /// A table of the tournament has just been opened in its channel, with its host seated:
    /// show it there, so the players can follow it.
    ///
    /// # Errors
    /// It could not be shown: the advance stops there, and the next one finds the table in its
    /// channel and plays it on.
    fn table_opened(
        &self,
        state: &TableState,
    ) -> impl Future<Output = Result<(), PlaceError>> + Send;

    /// Shows the tournament as it is stored now.
    ///
    /// # Errors
    /// It could not be shown; the next advance shows it again.
    fn show(&self, t: &StoredTournament) -> impl Future<Output = Result<(), PlaceError>> + Send;
}
