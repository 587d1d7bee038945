//! The PostgreSQL engine: one writer connection (transactions in arrival order, as with SQLite)
//! and a pool of readers, on a server the operator runs. Its schema is `migrations/postgres/`:
//! the same tables, constraints and guarantees as SQLite's, with the triggers written as PL/pgSQL
//! functions. Its few SQL fragments that SQLite writes differently are here.

mod open;
mod runs;

#[allow(clippy::duplicate_mod)] // compiled once per engine, by design (see `store`)
#[path = "../engine/mod.rs"]
mod engine;

use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, PgPool, Postgres};

pub(crate) use open::{handles, open, shown};
pub(crate) use runs::{insert_run, run_len};

pub(crate) use engine::{apply, audit, batch, ledger, rated};

use super::check::Violation;

/// The engine and its connection type, for the code in `engine/`.
pub(crate) type Engine = Postgres;
pub(crate) type Conn = PgConnection;

/// A statement that fails aborts the whole transaction in PostgreSQL, so a group commit runs
/// each statement in a savepoint, rolled back alone if the statement is refused.
pub(crate) const SAVEPOINT_EACH_STATEMENT: bool = true;

/// The connections of a PostgreSQL store.
pub(crate) struct Db {
    /// A pool of one: the connection that writes, lent to one transaction at a time (the pool
    /// replaces it if the server drops it).
    pub(super) writer: PgPool,
    /// Connections for reads; they see every committed transaction.
    pub(super) reader: PgPool,
}

impl Db {
    /// The writer, once the transactions before ours are done with it.
    pub(crate) async fn writer(&self) -> Result<PoolConnection<Postgres>, sqlx::Error> {
        self.writer.acquire().await
    }

    pub(crate) fn reader(&self) -> &PgPool {
        &self.reader
    }

    pub(crate) async fn close_readers(&self) {
        self.reader.close().await;
    }

    pub(crate) async fn close(self) {
        self.reader.close().await;
        self.writer.close().await;
    }
}

/// A JSON text column's counter `name` as an integer (0 when absent). `name` is one of the
/// games' own constants (plain words), never user input.
pub(crate) fn tally(column: &str, name: &str) -> String {
    format!("COALESCE(CAST(CAST({column} AS jsonb) ->> '{name}' AS BIGINT), 0)")
}

/// Makes the transaction just begun read one snapshot of the whole database (PostgreSQL's
/// default gives each statement its own).
pub(crate) async fn snapshot(conn: &mut PgConnection) -> Result<(), sqlx::Error> {
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Damage to the files: the server's own business (its checksums and `amcheck`), nothing the
/// store can see from a connection.
#[allow(clippy::unused_async)]
pub(crate) async fn damage(
    _conn: &mut PgConnection,
    _v: &mut Vec<Violation>,
) -> Result<(), sqlx::Error> {
    Ok(())
}

/// Every statistics bucket, recomputed from the seats of finished games (see `buckets`): the
/// same sums as SQLite's, with the tallies summed through `jsonb` (`tallies_sum` writes them the
/// same way, so equal sums are equal texts).
pub(crate) const RECOMPUTE_BUCKETS_SQL: &str = "WITH c AS MATERIALIZED (SELECT s.guild_id, \
     s.game_kind, sp.span_ms, \
     CASE WHEN sp.span_ms = 0 THEN 0 ELSE s.finished_at / sp.span_ms END AS bucket, \
     s.player_id, s.outcome, s.rebuys, s.score, s.chips_in, s.chips_out, s.tallies \
     FROM seats s CROSS JOIN stat_spans sp WHERE s.finished_at IS NOT NULL), \
     o AS MATERIALIZED (SELECT guild_id, game_kind, span_ms, bucket, player_id, \
     tallies_sum(VARIADIC array_agg(tallies)) AS tallies FROM c GROUP BY 1, 2, 3, 4, 5), \
     t AS MATERIALIZED (SELECT guild_id, game_kind, span_ms, bucket, player_id, \
     COUNT(*) AS games, \
     CAST(SUM(CASE WHEN outcome IN ('won', 'split') THEN 1 ELSE 0 END) AS BIGINT) AS wins, \
     CAST(SUM(rebuys) AS BIGINT) AS rebuys, \
     CAST(SUM(CASE WHEN outcome IN ('won', 'split') THEN rebuys ELSE 0 END) AS BIGINT) \
     AS rebuys_survived, \
     CAST(SUM(score) AS BIGINT) AS score_sum, \
     CAST(SUM(CASE WHEN chips_out > chips_in THEN chips_out - chips_in ELSE 0 END) AS BIGINT) \
     AS chips_won, \
     CAST(SUM(CASE WHEN chips_in > chips_out THEN chips_in - chips_out ELSE 0 END) AS BIGINT) \
     AS chips_lost, \
     MAX(CASE WHEN outcome IN ('won', 'split') THEN chips_out ELSE 0 END) AS biggest_pool \
     FROM c GROUP BY 1, 2, 3, 4, 5) \
     SELECT t.guild_id AS guild_id, t.game_kind AS game_kind, t.span_ms AS span_ms, \
     t.bucket AS bucket, t.player_id AS player_id, t.games, t.wins, t.rebuys, \
     t.rebuys_survived, t.score_sum, t.chips_won, t.chips_lost, t.biggest_pool, \
     o.tallies AS tallies FROM t JOIN o ON o.guild_id = t.guild_id \
     AND o.game_kind = t.game_kind AND o.span_ms = t.span_ms AND o.bucket = t.bucket \
     AND o.player_id = t.player_id";
