//! What start-up reads to resume the open tables of its servers: it takes them over (their epoch
//! goes up: see `Store::claim_tables_to_resume`), then reads every one with its latest snapshot,
//! and the actions logged after that snapshot, in two queries, all in one transaction. One query
//! per table's tail cost a round trip each: 10,000 open tables took seconds on PostgreSQL before
//! any was replayed.

use std::collections::HashMap;

use sqlx::Connection;

use super::tables::{action_from_row, table_from_row, ActionRow, TableRow, TABLE_COLUMNS};
use super::{Store, StoreError, StoredAction, StoredTable};
use crate::shards::Shards;

/// An open table as start-up finds it: its row (with its latest snapshot) and its log's tail.
#[derive(Debug, Clone)]
pub struct OpenTable {
    pub table: StoredTable,
    /// The actions after the snapshot (`seq > table.snapshot_seq`), in order.
    pub tail: Vec<StoredAction>,
}

/// The open tables of the servers on a range of shards (Discord's `(guild_id >> 22) % count`),
/// after `$1` = count, `$2` = first and `$3` = last shard.
const ON_SHARDS: &str = "status = 'open' AND ((guild_id >> 22) % $1) BETWEEN $2 AND $3";

/// Their tails: the table's id, then the action's columns, by table and seq.
fn tails() -> String {
    format!(
        "SELECT a.table_id, a.seq, a.kind, a.actor, a.game_no, a.payload, a.created_at \
         FROM tables AS t JOIN actions AS a ON a.table_id = t.id AND a.seq > t.snapshot_seq \
         WHERE t.{} ORDER BY a.table_id, a.seq",
        ON_SHARDS.replace("guild_id", "t.guild_id")
    )
}

/// A row of [`TAILS`]: the table's id and an [`ActionRow`].
type TailRow = (i64, i64, String, Option<i64>, Option<i64>, String, i64);

impl Store {
    /// Takes over the open tables of the servers on `shards` for this process and reads them to
    /// resume: each one's epoch goes up by one, so a process still holding an older epoch can
    /// commit nothing more to it (the `fenced_commits` view, and `commits_apply_run` on
    /// PostgreSQL). Then every one, oldest first, with its latest snapshot, the actions after it,
    /// and the epoch to commit with, all in the take-over's transaction: so they hold every
    /// action the previous owner committed.
    ///
    /// # Errors
    /// Database errors.
    pub async fn claim_tables_to_resume(
        &self,
        shards: Shards,
    ) -> Result<Vec<OpenTable>, StoreError> {
        let claim = format!("UPDATE tables SET epoch = epoch + 1 WHERE {ON_SHARDS}");
        let tables = format!("SELECT {TABLE_COLUMNS} FROM tables WHERE {ON_SHARDS} ORDER BY id");
        let tails = tails();
        let bounds = [shards.count(), shards.first(), shards.last()].map(i64::from);
        let (rows, tails): (Vec<TableRow>, Vec<TailRow>) = engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            sqlx::query(&claim)
                .bind(bounds[0])
                .bind(bounds[1])
                .bind(bounds[2])
                .execute(&mut *tx)
                .await?;
            let rows = sqlx::query_as(&tables)
                .bind(bounds[0])
                .bind(bounds[1])
                .bind(bounds[2])
                .fetch_all(&mut *tx)
                .await?;
            let tails = sqlx::query_as(&tails)
                .bind(bounds[0])
                .bind(bounds[1])
                .bind(bounds[2])
                .fetch_all(&mut *tx)
                .await?;
            tx.commit().await?;
            (rows, tails)
        });
        let mut by_table: HashMap<i64, Vec<StoredAction>> = HashMap::new();
        for (table_id, seq, kind, actor, game_no, payload, created_at) in tails {
            let action: ActionRow = (seq, kind, actor, game_no, payload, created_at);
            by_table
                .entry(table_id)
                .or_default()
                .push(action_from_row(action));
        }
        rows.into_iter()
            .map(|row| {
                let table = table_from_row(row)?;
                let tail = by_table.remove(&table.id.0).unwrap_or_default();
                Ok(OpenTable { table, tail })
            })
            .collect()
    }
}
