//! A player's own choices, the same in every server: the colours of their hand's picture.

use super::{now_ms, Store, StoreError};
use crate::ids::PlayerId;

impl Store {
    /// The colours `player` chose for their hand's picture (`"four"` or `"two"`); `None`: the
    /// server's.
    ///
    /// # Errors
    /// Database errors.
    pub async fn player_colours(&self, player: PlayerId) -> Result<Option<String>, StoreError> {
        let chosen: Option<Option<String>> = engine!(self, db, _e => {
            sqlx::query_scalar("SELECT picture_colours FROM player_settings WHERE player_id = $1")
                .bind(player.0)
                .fetch_optional(db.reader())
                .await?
        });
        Ok(chosen.flatten())
    }

    /// Saves the colours `player` chose for their hand's picture (`None`: the server's).
    ///
    /// # Errors
    /// Database errors; the schema refuses anything but `"four"` and `"two"`.
    pub async fn set_player_colours(
        &self,
        player: PlayerId,
        colours: Option<&str>,
    ) -> Result<(), StoreError> {
        engine!(self, db, _e => {
            sqlx::query(
                "INSERT INTO player_settings (player_id, picture_colours, updated_at) \
                 VALUES ($1, $2, $3) ON CONFLICT (player_id) DO UPDATE SET \
                 picture_colours = excluded.picture_colours, updated_at = excluded.updated_at",
            )
            .bind(player.0)
            .bind(colours)
            .bind(now_ms())
            .execute(&mut *db.writer().await?)
            .await?;
        });
        Ok(())
    }
}
