//! Turn pings: whether a player asked for them, and the ping message standing for a player at a
//! table until their move removes it (one at most; kept here so a restart can still remove it).

use super::{now_ms, Store, StoreError};
use crate::ids::{ChannelId, PlayerId, TableId};

/// A ping message standing in a channel, and the turn it is for (the game's key of what waits
/// for the player, which changes with every turn).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingPing {
    pub channel: ChannelId,
    pub message: u64,
    pub turn: String,
}

impl Store {
    /// Whether `player` asked to be pinged when it is their turn at a slow table.
    ///
    /// # Errors
    /// Database errors.
    pub async fn player_pings(&self, player: PlayerId) -> Result<bool, StoreError> {
        let on: Option<Option<i64>> = engine!(self, db, _e => {
            sqlx::query_scalar("SELECT turn_pings FROM player_settings WHERE player_id = $1")
                .bind(player.0)
                .fetch_optional(db.reader())
                .await?
        });
        Ok(on.flatten() == Some(1))
    }

    /// Saves whether `player` wants turn pings.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_player_pings(&self, player: PlayerId, on: bool) -> Result<(), StoreError> {
        engine!(self, db, _e => {
            sqlx::query(
                "INSERT INTO player_settings (player_id, turn_pings, updated_at) \
                 VALUES ($1, $2, $3) ON CONFLICT (player_id) DO UPDATE SET \
                 turn_pings = excluded.turn_pings, updated_at = excluded.updated_at",
            )
            .bind(player.0)
            .bind(i64::from(on))
            .bind(now_ms())
            .execute(&mut *db.writer().await?)
            .await?;
        });
        Ok(())
    }

    /// Every ping standing at `table`, by player.
    ///
    /// # Errors
    /// Database errors.
    pub async fn standing_pings(
        &self,
        table: TableId,
    ) -> Result<Vec<(PlayerId, StandingPing)>, StoreError> {
        let rows: Vec<(i64, i64, i64, String)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT player_id, channel_id, message_id, turn FROM turn_pings \
                 WHERE table_id = $1",
            )
            .bind(table.0)
            .fetch_all(db.reader())
            .await?
        });
        Ok(rows
            .into_iter()
            .map(|(player, channel, message, turn)| {
                let ping = StandingPing {
                    channel: ChannelId(channel),
                    message: message as u64,
                    turn,
                };
                (PlayerId(player), ping)
            })
            .collect())
    }

    /// Records the ping now standing for `player` at `table`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn ping_stands(
        &self,
        table: TableId,
        player: PlayerId,
        ping: &StandingPing,
    ) -> Result<(), StoreError> {
        engine!(self, db, _e => {
            sqlx::query(
                "INSERT INTO turn_pings \
                 (table_id, player_id, channel_id, message_id, turn, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (table_id, player_id) DO UPDATE SET \
                 channel_id = excluded.channel_id, message_id = excluded.message_id, \
                 turn = excluded.turn, created_at = excluded.created_at",
            )
            .bind(table.0)
            .bind(player.0)
            .bind(ping.channel.0)
            .bind(ping.message as i64)
            .bind(&ping.turn)
            .bind(now_ms())
            .execute(&mut *db.writer().await?)
            .await?;
        });
        Ok(())
    }

    /// Forgets the ping standing for `player` at `table` (its message was removed).
    ///
    /// # Errors
    /// Database errors.
    pub async fn ping_removed(&self, table: TableId, player: PlayerId) -> Result<(), StoreError> {
        engine!(self, db, _e => {
            sqlx::query("DELETE FROM turn_pings WHERE table_id = $1 AND player_id = $2")
                .bind(table.0)
                .bind(player.0)
                .execute(&mut *db.writer().await?)
                .await?;
        });
        Ok(())
    }
}
