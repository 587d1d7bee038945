//! What a statistics bucket sums, written out once for the store's own use: the recompute from
//! the finished seats (the same sums as the `commits_apply` trigger and migration 5's backfill),
//! used by the stats rebuild and by `rumino check`.

use super::{Store, StoreError};

/// Every bucket, recomputed from the seats of finished games, with the columns of
/// [`BUCKET_COLUMNS`] (as the `commits_apply` trigger and the migration's backfill sum them).
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

/// The columns of `stat_buckets`, in order.
pub(crate) const BUCKET_COLUMNS: &str = "guild_id, game_kind, span_ms, bucket, player_id, games, \
     wins, rebuys, rebuys_survived, score_sum, chips_won, chips_lost, biggest_pool, tallies";

impl Store {
    /// Recomputes every statistics bucket from the seats of finished games, in one transaction.
    /// Commits keep the buckets up to date; this is for repairs and bulk imports.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rebuild_stats(&self) -> Result<(), StoreError> {
        let mut conn = self.writer().await;
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        sqlx::query("DELETE FROM stat_buckets")
            .execute(&mut *tx)
            .await?;
        let sql = format!("INSERT INTO stat_buckets ({BUCKET_COLUMNS}) {RECOMPUTE_BUCKETS_SQL}");
        sqlx::query(&sql).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }
}
