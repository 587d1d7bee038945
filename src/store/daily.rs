//! The daily bonus at a given time: as [`Store::claim_daily`], but the caller says what time it
//! is, so the table service's clock (injectable in tests) decides when a day has passed.

use sqlx::Connection;

use super::ledger::{balance_in, credit};
use super::{DailyClaim, GrantKind, Store, StoreError};
use crate::ids::{GuildId, PlayerId};

impl Store {
    /// Pays `amount` daily chips (a `daily` ledger row) if the player's last claim is at least
    /// `cooldown_ms` before `now_ms` (or they never claimed). The claim time is taken and the
    /// chips paid in one transaction, so two claims at once pay once.
    ///
    /// # Errors
    /// [`StoreError::NoSuchAccount`]; [`StoreError::Invalid`] if `amount` is not positive.
    pub async fn claim_daily_at(
        &self,
        guild: GuildId,
        player: PlayerId,
        amount: i64,
        cooldown_ms: i64,
        now_ms: i64,
    ) -> Result<DailyClaim, StoreError> {
        let mut conn = self.writer().await;
        let mut tx = conn.begin().await?;
        let claimed = sqlx::query(
            "UPDATE accounts SET last_daily_at = ?1 WHERE guild_id = ?2 AND player_id = ?3 \
             AND (last_daily_at IS NULL OR last_daily_at + ?4 <= ?1)",
        )
        .bind(now_ms)
        .bind(guild.0)
        .bind(player.0)
        .bind(cooldown_ms)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if !claimed {
            let last: Option<Option<i64>> = sqlx::query_scalar(
                "SELECT last_daily_at FROM accounts WHERE guild_id = ? AND player_id = ?",
            )
            .bind(guild.0)
            .bind(player.0)
            .fetch_optional(&mut *tx)
            .await?;
            return match last {
                None => Err(StoreError::NoSuchAccount {
                    guild_id: guild,
                    player_id: player,
                }),
                Some(last) => Ok(DailyClaim::NotYet {
                    next_at: last.unwrap_or(now_ms) + cooldown_ms,
                }),
            };
        }
        credit(&mut tx, guild, player, GrantKind::Daily, amount, now_ms).await?;
        let balance = balance_in(&mut tx, guild, player).await?.unwrap_or(0);
        tx.commit().await?;
        Ok(DailyClaim::Granted { balance })
    }
}
