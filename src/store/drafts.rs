//! Private drafts (`discord::drafts`), written through so that a restart gives them back. A
//! draft is not an action and never touches a game: these rows are only read back at start-up.
//!
//! Writes carry a version (increasing per bot run, carried on from the rows at start-up) and the
//! database keeps the newest: two writes of one player's draft that cross (two quick clicks)
//! cannot leave the older one behind.

use super::{now_ms, Store, StoreError};
use crate::ids::{PlayerId, TableId};

/// One player's draft at one table, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredDraft {
    pub table: TableId,
    pub player: PlayerId,
    /// The turn it was made in (the game's attention key).
    pub turn: String,
    /// Its steps, oldest first.
    pub steps: Vec<String>,
    pub version: i64,
}

impl Store {
    /// Keeps `draft` as the player's draft at its table, unless a newer version is kept already.
    ///
    /// # Errors
    /// The database's refusal (a table that does not exist, say).
    pub async fn save_draft(&self, draft: &StoredDraft) -> Result<(), StoreError> {
        let steps = serde_json::to_string(&draft.steps)
            .map_err(|e| StoreError::Invalid(format!("draft steps: {e}")))?;
        engine!(self, db, _e => {
            sqlx::query(
                "INSERT INTO drafts (table_id, player_id, turn, steps, version, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) \
                 ON CONFLICT (table_id, player_id) DO UPDATE SET turn = excluded.turn, \
                 steps = excluded.steps, version = excluded.version, \
                 updated_at = excluded.updated_at WHERE excluded.version > drafts.version",
            )
            .bind(draft.table.0)
            .bind(draft.player.0)
            .bind(&draft.turn)
            .bind(&steps)
            .bind(draft.version)
            .bind(now_ms())
            .execute(&mut *db.writer().await?)
            .await?;
        });
        Ok(())
    }

    /// Forgets the player's draft at `table`, if none newer than `version` was kept since.
    ///
    /// # Errors
    /// The database's refusal.
    pub async fn delete_draft(
        &self,
        table: TableId,
        player: PlayerId,
        version: i64,
    ) -> Result<(), StoreError> {
        engine!(self, db, _e => {
            sqlx::query(
                "DELETE FROM drafts WHERE table_id = $1 AND player_id = $2 AND version <= $3",
            )
            .bind(table.0)
            .bind(player.0)
            .bind(version)
            .execute(&mut *db.writer().await?)
            .await?;
        });
        Ok(())
    }

    /// Forgets every draft of `table` (its game ended or it closed).
    ///
    /// # Errors
    /// The database's refusal.
    pub async fn delete_table_drafts(&self, table: TableId) -> Result<(), StoreError> {
        engine!(self, db, _e => {
            sqlx::query("DELETE FROM drafts WHERE table_id = $1")
                .bind(table.0)
                .execute(&mut *db.writer().await?)
                .await?;
        });
        Ok(())
    }

    /// The drafts of the open tables, for the bot's start-up; the drafts of tables that are no
    /// longer open (the bot stopped before it could forget them) are deleted.
    ///
    /// # Errors
    /// The database's refusal, or a row whose steps are not a list of texts.
    pub async fn open_drafts(&self) -> Result<Vec<StoredDraft>, StoreError> {
        let rows: Vec<(i64, i64, String, String, i64)> = engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            sqlx::query(
                "DELETE FROM drafts \
                 WHERE table_id NOT IN (SELECT id FROM tables WHERE status = 'open')",
            )
            .execute(&mut *conn)
            .await?;
            sqlx::query_as(
                "SELECT table_id, player_id, turn, steps, version FROM drafts \
                 ORDER BY table_id, player_id",
            )
            .fetch_all(&mut *conn)
            .await?
        });
        rows.into_iter()
            .map(|(table, player, turn, steps, version)| {
                let steps = serde_json::from_str(&steps)
                    .map_err(|e| StoreError::Invalid(format!("draft steps: {e}")))?;
                Ok(StoredDraft {
                    table: TableId(table),
                    player: PlayerId(player),
                    turn,
                    steps,
                    version,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Backend;

    async fn store_with_table() -> (Store, TableId) {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let table = store
            .create_table(&crate::store::NewTable {
                guild_id: crate::ids::GuildId(1),
                channel_id: crate::ids::ChannelId(2),
                game_kind: "rumminy".into(),
                options: "{}".into(),
                host_id: PlayerId(7),
                snapshot: "{}".into(),
            })
            .await
            .unwrap();
        (store, table)
    }

    fn draft(table: TableId, player: i64, steps: &[&str], version: i64) -> StoredDraft {
        StoredDraft {
            table,
            player: PlayerId(player),
            turn: format!("{}:turn-3", table.0),
            steps: steps.iter().map(|s| (*s).to_owned()).collect(),
            version,
        }
    }

    #[tokio::test]
    async fn a_draft_is_kept_overwritten_by_newer_versions_only_and_deleted() {
        let (store, table) = store_with_table().await;
        assert_eq!(store.open_drafts().await.unwrap(), vec![]);
        let first = draft(table, 7, &["R7 R8 R9"], 1);
        store.save_draft(&first).await.unwrap();
        assert_eq!(store.open_drafts().await.unwrap(), vec![first.clone()]);
        let second = draft(table, 7, &["R7 R8 R9", "R7 R8 R9 | B5 Y5 K5"], 3);
        store.save_draft(&second).await.unwrap();
        // A write that crossed the newer one is ignored.
        store
            .save_draft(&draft(table, 7, &["old"], 2))
            .await
            .unwrap();
        let other = draft(table, 8, &["K1 K2 K3"], 4);
        store.save_draft(&other).await.unwrap();
        assert_eq!(
            store.open_drafts().await.unwrap(),
            vec![second.clone(), other.clone()]
        );
        // A delete older than the row keeps it; a current one removes it.
        store.delete_draft(table, PlayerId(7), 2).await.unwrap();
        assert_eq!(store.open_drafts().await.unwrap().len(), 2);
        store.delete_draft(table, PlayerId(7), 3).await.unwrap();
        assert_eq!(store.open_drafts().await.unwrap(), vec![other]);
        store.save_draft(&second).await.unwrap();
        store.delete_table_drafts(table).await.unwrap();
        assert_eq!(store.open_drafts().await.unwrap(), vec![]);
    }

    #[tokio::test]
    async fn drafts_of_a_table_that_is_not_open_are_not_given_back() {
        let (store, table) = store_with_table().await;
        store
            .save_draft(&draft(table, 7, &["R7 R8 R9"], 1))
            .await
            .unwrap();
        let Backend::Sqlite(db) = &store.inner.backend else {
            unreachable!("in memory")
        };
        sqlx::query("UPDATE tables SET status = 'closed' WHERE id = ?")
            .bind(table.0)
            .execute(&mut *db.writer().await.unwrap())
            .await
            .unwrap();
        assert_eq!(store.open_drafts().await.unwrap(), vec![]);
        let left: i64 = sqlx::query_scalar("SELECT count(*) FROM drafts")
            .fetch_one(db.reader())
            .await
            .unwrap();
        assert_eq!(left, 0, "deleted at start-up");
    }

    #[tokio::test]
    async fn a_draft_needs_its_table() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        assert!(store
            .save_draft(&draft(TableId(99), 7, &["x"], 1))
            .await
            .is_err());
    }
}
