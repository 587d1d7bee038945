//! What a statistics bucket sums, written out once per engine (`RECOMPUTE_BUCKETS_SQL` in
//! `sqlite` and `postgres`: the same sums as the commit's trigger and the migrations'
//! backfill), used by the stats rebuild and by `rumino check`.

use super::{Store, StoreError};

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
        engine!(self, db, e => {
            let mut conn = db.writer().await?;
            let mut tx = sqlx::Connection::begin(&mut *conn).await?;
            sqlx::query("DELETE FROM stat_buckets")
                .execute(&mut *tx)
                .await?;
            let sql = format!(
                "INSERT INTO stat_buckets ({BUCKET_COLUMNS}) {}",
                e::RECOMPUTE_BUCKETS_SQL
            );
            sqlx::query(&sql).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(())
        })
    }
}
