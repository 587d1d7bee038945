//! Tables and their action logs: opening a table in a channel, loading open tables at start-up,
//! reading a log's tail, and the two changes made outside the action log (the public message id
//! and setting a table aside).

use sqlx::Connection;

use super::error::is_unique_violation;
use super::{
    now_ms, GameStatus, NewTable, Store, StoreError, StoredAction, StoredTable, TableStatus,
};
use crate::ids::{ChannelId, GuildId, PlayerId, TableId};

/// The log's head is read from the log itself (an index seek): commits only append actions and
/// rewrite the table row when they carry a snapshot.
pub(super) const TABLE_COLUMNS: &str =
    "id, guild_id, channel_id, game_kind, options, host_id, status, \
     message_id, (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE table_id = tables.id), \
     snapshot_seq, snapshot, set_aside_reason, created_at, epoch";

impl Store {
    /// Opens a table in a channel, at version 0 with the given snapshot.
    ///
    /// # Errors
    /// [`StoreError::ChannelBusy`] if the channel already has an open table.
    pub async fn create_table(&self, t: &NewTable) -> Result<TableId, StoreError> {
        let now = now_ms();
        engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            let inserted: Result<i64, _> = sqlx::query_scalar(
                "INSERT INTO tables (guild_id, channel_id, game_kind, options, host_id, status, \
                 snapshot_seq, snapshot, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, 'open', 0, $6, $7, $8) RETURNING id",
            )
            .bind(t.guild_id.0)
            .bind(t.channel_id.0)
            .bind(&t.game_kind)
            .bind(&t.options)
            .bind(t.host_id.0)
            .bind(&t.snapshot)
            .bind(now)
            .bind(now)
            .fetch_one(&mut *conn)
            .await;
            match inserted {
                Ok(id) => Ok(TableId(id)),
                Err(e) if is_unique_violation(&e) => {
                    let id: i64 = sqlx::query_scalar(
                        "SELECT id FROM tables WHERE channel_id = $1 AND status = 'open'",
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
        })
    }

    /// Every open table, oldest first, with its latest snapshot: what start-up recovery rebuilds.
    ///
    /// # Errors
    /// Database errors.
    pub async fn open_tables(&self) -> Result<Vec<StoredTable>, StoreError> {
        let sql = format!("SELECT {TABLE_COLUMNS} FROM tables WHERE status = 'open' ORDER BY id");
        let rows: Vec<TableRow> =
            engine!(self, db, _e => sqlx::query_as(&sql).fetch_all(db.reader()).await?);
        rows.into_iter().map(table_from_row).collect()
    }

    /// One table, whatever its status.
    ///
    /// # Errors
    /// Database errors.
    pub async fn table(&self, id: TableId) -> Result<Option<StoredTable>, StoreError> {
        self.table_where("id = $1", id.0).await
    }

    /// The open table in a channel, if any.
    ///
    /// # Errors
    /// Database errors.
    pub async fn open_table_in(
        &self,
        channel: ChannelId,
    ) -> Result<Option<StoredTable>, StoreError> {
        self.table_where("channel_id = $1 AND status = 'open'", channel.0)
            .await
    }

    /// The one table `condition` selects, with `$1` bound to `key`.
    async fn table_where(
        &self,
        condition: &str,
        key: i64,
    ) -> Result<Option<StoredTable>, StoreError> {
        let sql = format!("SELECT {TABLE_COLUMNS} FROM tables WHERE {condition}");
        let row: Option<TableRow> = engine!(self, db, _e => {
            sqlx::query_as(&sql)
                .bind(key)
                .fetch_optional(db.reader())
                .await?
        });
        row.map(table_from_row).transpose()
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
        let rows: Vec<ActionRow> = engine!(self, db, _e => {
            sqlx::query_as(ACTIONS_AFTER)
                .bind(id.0)
                .bind(after_seq)
                .fetch_all(db.reader())
                .await?
        });
        Ok(rows.into_iter().map(action_from_row).collect())
    }

    /// Table `id` with its whole log and its games' pools, read in one snapshot; `None` if there
    /// is no such table or it is no longer open. Read piece by piece beside a live bot, the row,
    /// the log and the pools came from different moments, and `rumino check` reported sound
    /// tables as not replaying.
    ///
    /// # Errors
    /// Database errors.
    pub async fn open_table_log(&self, id: TableId) -> Result<Option<TableLog>, StoreError> {
        let sql = format!("SELECT {TABLE_COLUMNS} FROM tables WHERE id = $1 AND status = 'open'");
        let read: Option<LogRead> = engine!(self, db, e => {
            let mut conn = db.reader().acquire().await?;
            let mut tx = conn.begin().await?;
            e::snapshot(&mut tx).await?;
            let table: Option<TableRow> =
                sqlx::query_as(&sql).bind(id.0).fetch_optional(&mut *tx).await?;
            let read = match table {
                None => None,
                Some(table) => {
                    let actions = sqlx::query_as(ACTIONS_AFTER)
                        .bind(id.0)
                        .bind(0_i64)
                        .fetch_all(&mut *tx)
                        .await?;
                    let pools = sqlx::query_as("SELECT game_no, pool FROM games WHERE table_id = $1")
                        .bind(id.0)
                        .fetch_all(&mut *tx)
                        .await?;
                    Some((table, actions, pools))
                }
            };
            tx.rollback().await?;
            read
        });
        let Some((table, actions, pools)) = read else {
            return Ok(None);
        };
        Ok(Some(TableLog {
            table: table_from_row(table)?,
            actions: actions.into_iter().map(action_from_row).collect(),
            pools: pools
                .into_iter()
                .filter_map(|(game, pool)| Some((u32::try_from(game).ok()?, pool)))
                .collect(),
        }))
    }

    /// The pool of game `game_no` of table `id` as the store holds it, if the game is stored.
    ///
    /// # Errors
    /// Database errors.
    pub async fn game_pool(&self, id: TableId, game_no: u32) -> Result<Option<i64>, StoreError> {
        Ok(engine!(self, db, _e => {
            sqlx::query_scalar("SELECT pool FROM games WHERE table_id = $1 AND game_no = $2")
                .bind(id.0)
                .bind(i64::from(game_no))
                .fetch_optional(db.reader())
                .await?
        }))
    }

    /// How many tables the database holds, whatever their status.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_tables(&self) -> Result<i64, StoreError> {
        Ok(engine!(self, db, _e => {
            sqlx::query_scalar("SELECT COUNT(*) FROM tables")
                .fetch_one(db.reader())
                .await?
        }))
    }

    /// How many games in the server have this status.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_games(&self, guild: GuildId, status: GameStatus) -> Result<i64, StoreError> {
        self.count_games_where(guild, None, status).await
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
        self.count_games_where(guild, Some(kind), status).await
    }

    /// How many games in the server have this status, of one kind or (`None`) of any.
    async fn count_games_where(
        &self,
        guild: GuildId,
        kind: Option<&str>,
        status: GameStatus,
    ) -> Result<i64, StoreError> {
        Ok(engine!(self, db, _e => {
            sqlx::query_scalar(
                "SELECT COUNT(*) FROM games WHERE guild_id = $1 AND status = $2 \
                 AND ($3 IS NULL OR game_kind = $3)",
            )
            .bind(guild.0)
            .bind(status.as_str())
            .bind(kind)
            .fetch_one(db.reader())
            .await?
        }))
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
        self.update_table(id, "message_id = $1", message_id).await
    }

    /// Takes a table out of play (status `set_aside`) with the reason, e.g. because its log does
    /// not replay. Nothing else about it changes: its log, games and pools stay as they were for
    /// an admin to look at. It no longer blocks its channel.
    ///
    /// # Errors
    /// [`StoreError::NoSuchTable`].
    pub async fn set_aside(&self, id: TableId, reason: &str) -> Result<(), StoreError> {
        self.update_table(
            id,
            "status = 'set_aside', set_aside_reason = $1",
            reason.to_owned(),
        )
        .await?;
        tracing::warn!(table_id = id.0, reason, "table set aside");
        Ok(())
    }
}

impl Store {
    /// Sets columns of table `id` (`set`, with `$1` bound to `value`) and its update time.
    ///
    /// # Errors
    /// [`StoreError::NoSuchTable`].
    async fn update_table<V>(&self, id: TableId, set: &str, value: V) -> Result<(), StoreError>
    where
        V: for<'q> sqlx::Encode<'q, sqlx::Sqlite>
            + sqlx::Type<sqlx::Sqlite>
            + for<'q> sqlx::Encode<'q, sqlx::Postgres>
            + sqlx::Type<sqlx::Postgres>
            + Send,
    {
        let sql = format!("UPDATE tables SET {set}, updated_at = $2 WHERE id = $3");
        let changed = engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            sqlx::query(&sql)
                .bind(value)
                .bind(now_ms())
                .bind(id.0)
                .execute(&mut *conn)
                .await?
                .rows_affected()
        });
        if changed == 0 {
            return Err(StoreError::NoSuchTable(id));
        }
        Ok(())
    }
}

/// A row of a table's log: seq, kind, actor, game_no, payload, created_at.
pub(super) type ActionRow = (i64, String, Option<i64>, Option<i64>, String, i64);

/// A table's row, its log and its games' pools (game_no, pool), as read in one snapshot.
type LogRead = (TableRow, Vec<ActionRow>, Vec<(i64, i64)>);

/// A table's actions after a sequence number ($2), in order.
const ACTIONS_AFTER: &str = "SELECT seq, kind, actor, game_no, payload, created_at FROM actions \
     WHERE table_id = $1 AND seq > $2 ORDER BY seq";

pub(super) fn action_from_row(
    (seq, kind, actor, game_no, payload, created_at): ActionRow,
) -> StoredAction {
    StoredAction {
        seq,
        kind,
        actor: actor.map(PlayerId),
        game_no,
        payload,
        created_at,
    }
}

/// A table, its whole log and its games' pools, as of one moment ([`Store::open_table_log`]).
#[derive(Debug, Clone)]
pub struct TableLog {
    pub table: StoredTable,
    /// Every action, from the first.
    pub actions: Vec<StoredAction>,
    /// Each stored game's pool, by game number.
    pub pools: std::collections::BTreeMap<u32, i64>,
}

/// The columns of [`TABLE_COLUMNS`], as read.
pub(super) type TableRow = (
    i64,
    i64,
    i64,
    String,
    String,
    i64,
    String,
    Option<i64>,
    i64,
    i64,
    String,
    Option<String>,
    i64,
    i64,
);

pub(super) fn table_from_row(r: TableRow) -> Result<StoredTable, StoreError> {
    let status = TableStatus::parse(&r.6)
        .ok_or_else(|| StoreError::Invalid(format!("unknown table status {:?}", r.6)))?;
    Ok(StoredTable {
        id: TableId(r.0),
        guild_id: GuildId(r.1),
        channel_id: ChannelId(r.2),
        game_kind: r.3,
        options: r.4,
        host_id: PlayerId(r.5),
        status,
        message_id: r.7,
        version: r.8,
        snapshot_seq: r.9,
        snapshot: r.10,
        set_aside_reason: r.11,
        created_at: r.12,
        epoch: r.13,
    })
}
