//! Who may end a tournament table early (`docs/rules/tournaments.md`, Rounds and tables). A
//! table closed without a result counts as a tie of everyone at it, so a player seated there —
//! its host included — could void their own loss: no one seated at a tournament table may
//! cancel it. The tournament's organiser or a member who manages the server may, when they do
//! not play there (a table stuck for good, say). Everyone else is refused and nothing changes.

use super::service::TournamentService;
use crate::{
    ids::{PlayerId, TableId},
    table::TableError,
};

/// What a member may do to end a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cancel {
    /// Not a tournament's table: the table's own rule (its host, or a channel moderator).
    Table,
    /// A tournament's table, closed by someone who may: as a moderator.
    Tournament,
    /// A tournament's table that this member may not close.
    Refused(Refusal),
}

/// Why a member may not close a tournament's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// They are seated at it.
    Seated,
    /// They neither organise the tournament nor manage the server.
    NotOrganiser,
}

impl TournamentService {
    /// What `player` (who manages the server, or not) may do to end `table`.
    ///
    /// # Errors
    /// The store failed (an apology with an id).
    pub async fn may_cancel(
        &self,
        table: TableId,
        player: PlayerId,
        manages_server: bool,
    ) -> Result<Cancel, TableError> {
        let store = self.store();
        let internal = |e: &dyn std::fmt::Display| TableError::logged("tournament cancel", e);
        let Some((id, round, table_no)) = store
            .tournament_of_table(table)
            .await
            .map_err(|e| internal(&e))?
        else {
            return Ok(Cancel::Table);
        };
        let Some(t) = store.tournament(id).await.map_err(|e| internal(&e))? else {
            return Ok(Cancel::Table);
        };
        let seated = t
            .tables
            .iter()
            .find(|x| x.round == round && x.table_no == table_no)
            .is_some_and(|x| x.seats.contains(&player));
        Ok(if seated {
            Cancel::Refused(Refusal::Seated)
        } else if player == t.new.creator || manages_server {
            Cancel::Tournament
        } else {
            Cancel::Refused(Refusal::NotOrganiser)
        })
    }
}
