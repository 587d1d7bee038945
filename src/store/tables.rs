//! Tables and their action logs: opening a table in a channel, loading open tables at start-up,
//! reading a log's tail, and the two changes made outside the action log (the public message id
//! and setting a table aside).

use sqlx::sqlite::SqliteRow;
use sqlx::Row;

use super::error::is_unique_violation;
use super::{
    now_ms, GameStatus, NewTable, Store, StoreError, StoredAction, StoredTable, TableStatus,
};
use crate::ids::{ChannelId, GuildId, PlayerId, TableId};

/// The log's head is read from the log itself (an index seek): commits only append actions and
/// rewrite the table row when they carry a snapshot.
const TABLE_COLUMNS: &str = "id, guild_id, channel_id, game_kind, options, host_id, status, \
     message_id, (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE table_id = tables.id), \
     snapshot_seq, snapshot, set_aside_reason, created_at";

impl Store {
    /// Opens a table in a channel, at version 0 with the given snapshot.
    ///
    /// # Errors
    /// [`StoreError::ChannelBusy`] if the channel already has an open table.
    pub async fn create_table(&self, t: &NewTable) -> Result<TableId, StoreError> {
        let now = now_ms();
        let mut conn = self.writer().await;
        let inserted = sqlx::query(
            "INSERT INTO tables (guild_id, channel_id, game_kind, options, host_id, status, \
             snapshot_seq, snapshot, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, 'open', 0, ?, ?, ?)",
        )
        .bind(t.guild_id.0)
        .bind(t.channel_id.0)
        .bind(&t.game_kind)
        .bind(&t.options)
        .bind(t.host_id.0)
        .bind(&t.snapshot)
        .bind(now)
        .bind(now)
        .execute(&mut *conn)
        .await;
        match inserted {
            Ok(done) => Ok(TableId(done.last_insert_rowid())),
            Err(e) if is_unique_violation(&e) => {
                let id: i64 = sqlx::query_scalar(
                    "SELECT id FROM tables WHERE channel_id = ? AND status = 'open'",
                )
                .bind(t.channel_id.0)
                .fetch_one(&mut *conn)
                .await?;
                Err(StoreError::ChannelBusy {
                    channel_id: t.channel_id,
                    table_id: TableId(id),
                })
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Every open table, oldest first, with its latest snapshot: what start-up recovery rebuilds.
    ///
    /// # Errors
    /// Database errors.
    pub async fn open_tables(&self) -> Result<Vec<StoredTable>, StoreError> {
        let sql = format!("SELECT {TABLE_COLUMNS} FROM tables WHERE status = 'open' ORDER BY id");
        let rows = sqlx::query(&sql).fetch_all(self.reader()).await?;
        rows.iter().map(table_from_row).collect()
    }

    /// One table, whatever its status.
    ///
    /// # Errors
    /// Database errors.
    pub async fn table(&self, id: TableId) -> Result<Option<StoredTable>, StoreError> {
        let sql = format!("SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?");
        let row = sqlx::query(&sql)
            .bind(id.0)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(table_from_row).transpose()
    }

    /// The open table in a channel, if any.
    ///
    /// # Errors
    /// Database errors.
    pub async fn open_table_in(
        &self,
        channel: ChannelId,
    ) -> Result<Option<StoredTable>, StoreError> {
        let sql =
            format!("SELECT {TABLE_COLUMNS} FROM tables WHERE channel_id = ? AND status = 'open'");
        let row = sqlx::query(&sql)
            .bind(channel.0)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(table_from_row).transpose()
    }

    /// A table's actions with `seq > after_seq`, in order (`after_seq = 0` for the whole log).
    ///
    /// # Errors
    /// Database errors.
    pub async fn actions(
        &self,
        id: TableId,
        after_seq: i64,
    ) -> Result<Vec<StoredAction>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, kind, actor, game_no, payload, created_at FROM actions \
             WHERE table_id = ? AND seq > ? ORDER BY seq",
        )
        .bind(id.0)
        .bind(after_seq)
        .fetch_all(self.reader())
        .await?;
        Ok(rows
            .iter()
            .map(|r| StoredAction {
                seq: r.get(0),
                kind: r.get(1),
                actor: r.get::<Option<i64>, _>(2).map(PlayerId),
                game_no: r.get(3),
                payload: r.get(4),
                created_at: r.get(5),
            })
            .collect())
    }

    /// The pool of game `game_no` of table `id` as the store holds it, if the game is stored.
    ///
    /// # Errors
    /// Database errors.
    pub async fn game_pool(&self, id: TableId, game_no: u32) -> Result<Option<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT pool FROM games WHERE table_id = ?1 AND game_no = ?2")
                .bind(id.0)
                .bind(i64::from(game_no))
                .fetch_optional(self.reader())
                .await?,
        )
    }

    /// How many tables the database holds, whatever their status.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_tables(&self) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar("SELECT COUNT(*) FROM tables")
            .fetch_one(self.reader())
            .await?)
    }

    /// How many games in the server have this status.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_games(&self, guild: GuildId, status: GameStatus) -> Result<i64, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE guild_id = ? AND status = ?")
                .bind(guild.0)
                .bind(status.as_str())
                .fetch_one(self.reader())
                .await?,
        )
    }

    /// How many games of one kind (`rumino`, `rummy`, …) in the server have this status.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_games_of(
        &self,
        guild: GuildId,
        kind: &str,
        status: GameStatus,
    ) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE guild_id = ? AND game_kind = ? AND status = ?",
        )
        .bind(guild.0)
        .bind(kind)
        .bind(status.as_str())
        .fetch_one(self.reader())
        .await?)
    }

    /// Records the id of the table's public message (not part of the game state: no version bump).
    ///
    /// # Errors
    /// [`StoreError::NoSuchTable`].
    pub async fn set_message_id(
        &self,
        id: TableId,
        message_id: Option<i64>,
    ) -> Result<(), StoreError> {
        let mut conn = self.writer().await;
        let done = sqlx::query("UPDATE tables SET message_id = ?, updated_at = ? WHERE id = ?")
            .bind(message_id)
            .bind(now_ms())
            .bind(id.0)
            .execute(&mut *conn)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoSuchTable(id));
        }
        Ok(())
    }

    /// Takes a table out of play (status `set_aside`) with the reason, e.g. because its log does
    /// not replay. Nothing else about it changes: its log, games and pools stay as they were for
    /// an admin to look at. It no longer blocks its channel.
    ///
    /// # Errors
    /// [`StoreError::NoSuchTable`].
    pub async fn set_aside(&self, id: TableId, reason: &str) -> Result<(), StoreError> {
        let mut conn = self.writer().await;
        let done = sqlx::query(
            "UPDATE tables SET status = 'set_aside', set_aside_reason = ?, updated_at = ? WHERE id = ?",
        )
        .bind(reason)
        .bind(now_ms())
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoSuchTable(id));
        }
        tracing::warn!(table_id = id.0, reason, "table set aside");
        Ok(())
    }
}

fn table_from_row(r: &SqliteRow) -> Result<StoredTable, StoreError> {
    let status: String = r.get(6);
    let status = TableStatus::parse(&status)
        .ok_or_else(|| StoreError::Invalid(format!("unknown table status {status:?}")))?;
    Ok(StoredTable {
        id: TableId(r.get(0)),
        guild_id: GuildId(r.get(1)),
        channel_id: ChannelId(r.get(2)),
        game_kind: r.get(3),
        options: r.get(4),
        host_id: PlayerId(r.get(5)),
        status,
        message_id: r.get(7),
        version: r.get(8),
        snapshot_seq: r.get(9),
        snapshot: r.get(10),
        set_aside_reason: r.get(11),
        created_at: r.get(12),
    })
}
