//! Chip accounts (one per player per server), chips created outside games (starting chips,
//! grants, the daily bonus), and per-server settings. Every change of a balance is a ledger row,
//! written in the same transaction.

use sqlx::Connection;

use super::error::constraint_message;
use super::{now_ms, GrantKind, Store, StoreError};
use crate::ids::{GuildId, PlayerId};

/// The result of [`Store::claim_daily`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DailyClaim {
    /// The bonus was paid; the new balance.
    Granted { balance: i64 },
    /// Claimed too recently; it can be claimed again from this time (unix ms).
    NotYet { next_at: i64 },
}

impl Store {
    /// Makes sure the player has an account in the server, creating it with `starting_chips`
    /// (a `grant` ledger row) if not, and returns the balance. Safe to race: only one caller
    /// creates the account.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] if `starting_chips` is negative; database errors.
    pub async fn ensure_account(
        &self,
        guild: GuildId,
        player: PlayerId,
        starting_chips: i64,
    ) -> Result<i64, StoreError> {
        let now = now_ms();
        engine!(self, db, e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            let chips = e::ledger::open_account(&mut tx, guild, player, starting_chips, now).await?;
            tx.commit().await?;
            Ok(chips)
        })
    }

    /// The player's chips in the server, or `None` if they have no account.
    ///
    /// # Errors
    /// Database errors.
    pub async fn balance(
        &self,
        guild: GuildId,
        player: PlayerId,
    ) -> Result<Option<i64>, StoreError> {
        Ok(engine!(self, db, _e => {
            sqlx::query_scalar("SELECT chips FROM accounts WHERE guild_id = $1 AND player_id = $2")
                .bind(guild.0)
                .bind(player.0)
                .fetch_optional(db.reader())
                .await?
        }))
    }

    /// Gives the player `amount` new chips (a ledger row of the given kind) and returns the new
    /// balance. A `Daily` grant also records the claim time; to enforce a cooldown use
    /// [`Store::claim_daily`].
    ///
    /// # Errors
    /// [`StoreError::NoSuchAccount`]; [`StoreError::Invalid`] if `amount` is not positive.
    pub async fn grant(
        &self,
        guild: GuildId,
        player: PlayerId,
        amount: i64,
        kind: GrantKind,
    ) -> Result<i64, StoreError> {
        let now = now_ms();
        engine!(self, db, e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            if kind == GrantKind::Daily {
                sqlx::query(
                    "UPDATE accounts SET last_daily_at = $1 WHERE guild_id = $2 AND player_id = $3",
                )
                .bind(now)
                .bind(guild.0)
                .bind(player.0)
                .execute(&mut *tx)
                .await?;
            }
            e::ledger::credit(&mut tx, guild, player, kind, amount, now).await?;
            let chips = e::ledger::balance_in(&mut tx, guild, player)
                .await?
                .unwrap_or(0);
            tx.commit().await?;
            Ok(chips)
        })
    }

    /// Pays the daily bonus if the player's last claim is at least `cooldown_ms` old (or they never
    /// claimed). The claim time is taken and the chips paid in one transaction, so two claims at
    /// once pay once.
    ///
    /// # Errors
    /// [`StoreError::NoSuchAccount`]; [`StoreError::Invalid`] if `amount` is not positive.
    pub async fn claim_daily(
        &self,
        guild: GuildId,
        player: PlayerId,
        amount: i64,
        cooldown_ms: i64,
    ) -> Result<DailyClaim, StoreError> {
        self.claim_daily_at(guild, player, amount, cooldown_ms, now_ms())
            .await
    }

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
        engine!(self, db, e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            let claimed = sqlx::query(
                "UPDATE accounts SET last_daily_at = $1 WHERE guild_id = $2 AND player_id = $3 \
                 AND (last_daily_at IS NULL OR last_daily_at + $4 <= $1)",
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
                    "SELECT last_daily_at FROM accounts WHERE guild_id = $1 AND player_id = $2",
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
            e::ledger::credit(&mut tx, guild, player, GrantKind::Daily, amount, now_ms).await?;
            let balance = e::ledger::balance_in(&mut tx, guild, player)
                .await?
                .unwrap_or(0);
            tx.commit().await?;
            Ok(DailyClaim::Granted { balance })
        })
    }

    /// The server's settings (JSON), or `None` if it never saved any.
    ///
    /// # Errors
    /// Database errors.
    pub async fn server_settings(&self, guild: GuildId) -> Result<Option<String>, StoreError> {
        Ok(engine!(self, db, _e => {
            sqlx::query_scalar("SELECT settings FROM servers WHERE guild_id = $1")
                .bind(guild.0)
                .fetch_optional(db.reader())
                .await?
        }))
    }

    /// Replaces the server's settings (JSON).
    ///
    /// # Errors
    /// [`StoreError::Invalid`] if `json` is not valid JSON.
    pub async fn set_server_settings(&self, guild: GuildId, json: &str) -> Result<(), StoreError> {
        let written = engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            sqlx::query(
                "INSERT INTO servers (guild_id, settings, created_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
            )
            .bind(guild.0)
            .bind(json)
            .bind(now_ms())
            .execute(&mut *conn)
            .await
            .map(|_| ())
        });
        written.map_err(|e| match constraint_message(&e) {
            Some(msg) => {
                StoreError::Invalid(format!("server settings must be a JSON object ({msg})"))
            }
            None => e.into(),
        })?;
        Ok(())
    }
}
