//! Who may end a tournament table with `/rumino cancel` (`docs/rules/tournaments.md`, Rounds
//! and tables). A table closed without a result counts as a tie of everyone at it, so a player
//! seated there — its host included — could void their own loss: no one seated at a tournament
//! table may cancel it. The tournament's organiser or a member with Manage Server may, when
//! they do not play there (a table stuck for good, say). Everyone else is told so privately and
//! nothing changes.

use poise::serenity_prelude::Permissions;

use super::Data;
use crate::{
    i18n::{self, Lang},
    ids::{PlayerId, TableId},
    table::TableError,
};

/// What `/rumino cancel` may do at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cancel {
    /// Not a tournament's table: the table's own rule (its host, or Manage Channels).
    Table,
    /// A tournament's table, closed by someone who may: as a moderator.
    Tournament,
    /// A tournament's table that this member may not close; the answer to give them.
    Refused(&'static str),
}

/// Whether `permissions` include managing the server (or everything).
#[must_use]
pub fn manages_server(permissions: Option<Permissions>) -> bool {
    permissions.is_some_and(|p| p.contains(Permissions::MANAGE_GUILD) || p.administrator())
}

/// What `player`, with `permissions` in the channel, may do at `table` with `/rumino cancel`.
///
/// # Errors
/// The store failed (an apology with an id).
pub async fn may_cancel(
    data: &Data,
    table: TableId,
    player: PlayerId,
    permissions: Option<Permissions>,
    lang: Lang,
) -> Result<Cancel, TableError> {
    let store = data.service.store();
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
        Cancel::Refused(i18n::cancel_seated(lang))
    } else if player == t.new.creator || manages_server(permissions) {
        Cancel::Tournament
    } else {
        Cancel::Refused(i18n::cancel_not_organiser(lang))
    })
}
