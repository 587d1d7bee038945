//! The SQLite engine: one file, one writer connection (transactions in arrival order), a small
//! pool of readers that see every committed transaction (WAL mode), and a background WAL
//! checkpoint. Its schema is `migrations/`; its few SQL fragments that PostgreSQL writes
//! differently are here.

mod checkpoint;
mod open;

#[allow(clippy::duplicate_mod)] // compiled once per engine, by design (see `store`)
#[path = "../engine/mod.rs"]
mod engine;

use sqlx::{SqliteConnection, SqlitePool};

/// A group commit's run of commits: one multi-row insert into the `commits` view, prepared
/// for a few row counts (`apply::CHUNKS`).
pub(crate) use apply::{chunk_len as run_len, insert_commits as insert_run};
pub(crate) use checkpoint::EVERY as CHECKPOINT_EVERY;
pub(crate) use open::open;

pub(crate) use engine::{apply, audit, batch, ledger, rated};

use super::check::Violation;

/// The engine and its connection type, for the code in `engine/`.
pub(crate) type Engine = sqlx::Sqlite;
pub(crate) type Conn = SqliteConnection;

/// A statement that fails inside a transaction is backed out alone and the transaction goes on,
/// so a group commit needs no savepoint around each statement.
pub(crate) const SAVEPOINT_EACH_STATEMENT: bool = false;

/// The connections of an SQLite store.
pub(crate) struct Db {
    /// The one connection that writes; holding the lock serialises transactions.
    writer: tokio::sync::Mutex<SqliteConnection>,
    /// Connections for reads; they see every committed transaction.
    reader: SqlitePool,
    /// The background WAL checkpoint (a file database opened for writing).
    checkpointer: Option<checkpoint::Checkpointer>,
}

impl Db {
    /// The writer (waiting for the transactions before ours). Never fails: the `Result` is
    /// PostgreSQL's, whose writer may have to reconnect.
    #[allow(clippy::unused_async)]
    pub(crate) async fn writer(
        &self,
    ) -> Result<tokio::sync::MutexGuard<'_, SqliteConnection>, sqlx::Error> {
        Ok(self.writer.lock().await)
    }

    pub(crate) fn reader(&self) -> &SqlitePool {
        &self.reader
    }

    pub(crate) fn pages_checkpointed(&self) -> Option<u64> {
        self.checkpointer
            .as_ref()
            .map(checkpoint::Checkpointer::pages_copied)
    }

    pub(crate) async fn close_readers(&self) {
        self.reader.close().await;
    }

    pub(crate) async fn close(self) {
        self.reader.close().await;
        if let Some(checkpointer) = self.checkpointer {
            checkpointer.stop().await;
        }
        let _ = sqlx::Connection::close(self.writer.into_inner()).await;
    }
}

/// A JSON text column's counter `name` as an integer (0 when absent). `name` is one of the
/// games' own constants (plain words), never user input.
pub(crate) fn tally(column: &str, name: &str) -> String {
    format!("COALESCE({column} ->> '{name}', 0)")
}

/// Starts reading in one snapshot: an SQLite transaction reads one already.
#[allow(clippy::unused_async)]
pub(crate) async fn snapshot(_conn: &mut SqliteConnection) -> Result<(), sqlx::Error> {
    Ok(())
}

/// Damage to the file itself (`PRAGMA quick_check`).
pub(crate) async fn damage(
    conn: &mut SqliteConnection,
    v: &mut Vec<Violation>,
) -> Result<(), sqlx::Error> {
    let found: Vec<String> = sqlx::query_scalar("PRAGMA quick_check(20)")
        .fetch_all(&mut *conn)
        .await?;
    v.extend(
        found
            .into_iter()
            .filter(|d| d != "ok")
            .map(|detail| Violation::Damaged { detail }),
    );
    Ok(())
}

/// Every statistics bucket, recomputed from the seats of finished games (see `buckets`).
/// Each step is materialized once and joined, so this is linear in the seats.
pub(crate) const RECOMPUTE_BUCKETS_SQL: &str = "WITH c AS MATERIALIZED (SELECT s.guild_id, \
     s.game_kind, sp.span_ms, \
     CASE WHEN sp.span_ms = 0 THEN 0 ELSE s.finished_at / sp.span_ms END AS bucket, \
     s.player_id, s.outcome, s.rebuys, s.score, s.chips_in, s.chips_out, s.tallies \
     FROM seats s CROSS JOIN stat_spans sp WHERE s.finished_at IS NOT NULL), \
     n AS MATERIALIZED (SELECT c.guild_id, c.game_kind, c.span_ms, c.bucket, c.player_id, \
     t.key AS name, SUM(t.value) AS count FROM c, json_each(c.tallies) AS t \
     GROUP BY 1, 2, 3, 4, 5, 6), \
     o AS MATERIALIZED (SELECT guild_id, game_kind, span_ms, bucket, player_id, \
     json_group_object(name, count ORDER BY name) AS tallies FROM n GROUP BY 1, 2, 3, 4, 5), \
     t AS MATERIALIZED (SELECT guild_id, game_kind, span_ms, bucket, player_id, \
     COUNT(*) AS games, SUM(CASE WHEN outcome IN ('won', 'split') THEN 1 ELSE 0 END) AS wins, \
     SUM(rebuys) AS rebuys, \
     SUM(CASE WHEN outcome IN ('won', 'split') THEN rebuys ELSE 0 END) AS rebuys_survived, \
     SUM(score) AS score_sum, \
     SUM(CASE WHEN chips_out > chips_in THEN chips_out - chips_in ELSE 0 END) AS chips_won, \
     SUM(CASE WHEN chips_in > chips_out THEN chips_in - chips_out ELSE 0 END) AS chips_lost, \
     MAX(CASE WHEN outcome IN ('won', 'split') THEN chips_out ELSE 0 END) AS biggest_pool \
     FROM c GROUP BY 1, 2, 3, 4, 5) \
     SELECT t.guild_id AS guild_id, t.game_kind AS game_kind, t.span_ms AS span_ms, \
     t.bucket AS bucket, t.player_id AS player_id, t.games, t.wins, t.rebuys, \
     t.rebuys_survived, t.score_sum, t.chips_won, t.chips_lost, t.biggest_pool, \
     COALESCE(o.tallies, '{}') AS tallies FROM t LEFT JOIN o ON o.guild_id = t.guild_id \
     AND o.game_kind = t.game_kind AND o.span_ms = t.span_ms AND o.bucket = t.bucket \
     AND o.player_id = t.player_id";
