//! What start-up reads to resume the open tables: every open table with its latest snapshot, and
//! the actions logged after that snapshot, in two queries read in one snapshot of the database.
//! One query per table's tail cost a round trip each: 10,000 open tables took seconds on
//! PostgreSQL before any was replayed.

use std::collections::HashMap;

use sqlx::Connection;

use super::tables::{action_from_row, table_from_row, ActionRow, TableRow, TABLE_COLUMNS};
use super::{Store, StoreError, StoredAction, StoredTable};

/// An open table as start-up finds it: its row (with its latest snapshot) and its log's tail.
#[derive(Debug, Clone)]
pub struct OpenTable {
    pub table: StoredTable,
    /// The actions after the snapshot (`seq > table.snapshot_seq`), in order.
    pub tail: Vec<StoredAction>,
}

/// Every open table's tail: its id, then the action's columns, by table and seq.
const TAILS: &str = "SELECT a.table_id, a.seq, a.kind, a.actor, a.game_no, a.payload, \
     a.created_at FROM tables AS t JOIN actions AS a \
     ON a.table_id = t.id AND a.seq > t.snapshot_seq \
     WHERE t.status = 'open' ORDER BY a.table_id, a.seq";

/// A row of [`TAILS`]: the table's id and an [`ActionRow`].
type TailRow = (i64, i64, String, Option<i64>, Option<i64>, String, i64);

impl Store {
    /// Every open table, oldest first, with its latest snapshot and the actions after it: what
    /// start-up recovery rebuilds, read as of one moment.
    ///
    /// # Errors
    /// Database errors.
    pub async fn open_tables_to_resume(&self) -> Result<Vec<OpenTable>, StoreError> {
        let tables =
            format!("SELECT {TABLE_COLUMNS} FROM tables WHERE status = 'open' ORDER BY id");
        let (rows, tails): (Vec<TableRow>, Vec<TailRow>) = engine!(self, db, e => {
            let mut conn = db.reader().acquire().await?;
            let mut tx = conn.begin().await?;
            e::snapshot(&mut tx).await?;
            let rows = sqlx::query_as(&tables).fetch_all(&mut *tx).await?;
            let tails = sqlx::query_as(TAILS).fetch_all(&mut *tx).await?;
            tx.rollback().await?;
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
