//! The chip ledger. A ledger row *is* the movement: inserting one makes the database move the
//! chips in the same statement (trigger `ledger_moves_chips`): the player's account, the game's
//! pool and the seat's chips in or out. Overdrafts are refused there by the `CHECK (chips >= 0)`
//! and `CHECK (pool >= 0)` constraints, never by reading first. Entries inside a commit are
//! written by the commit itself (see `apply`); this file writes the ones outside any game.

use sqlx::SqliteConnection;

use super::error::constraint_message;
use super::{GrantKind, LedgerKind, StoreError};
use crate::ids::{GuildId, PlayerId};

/// Credits `amount` new chips (a grant or the daily bonus) to the player's account.
///
/// # Errors
/// [`StoreError::NoSuchAccount`]; [`StoreError::Invalid`] if `amount` is not positive.
pub(super) async fn credit(
    conn: &mut SqliteConnection,
    guild: GuildId,
    player: PlayerId,
    kind: GrantKind,
    amount: i64,
    now_ms: i64,
) -> Result<(), StoreError> {
    if amount <= 0 {
        return Err(StoreError::Invalid(format!(
            "a {kind} of {amount} chips: amounts must be positive"
        )));
    }
    let kind = LedgerKind::from(kind);
    sqlx::query(
        "INSERT INTO ledger (guild_id, player_id, kind, amount, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(guild.0)
    .bind(player.0)
    .bind(kind.as_str())
    .bind(amount)
    .bind(now_ms)
    .execute(&mut *conn)
    .await
    .map_err(|e| match constraint_message(&e) {
        Some(m) if m.contains("FOREIGN KEY") => StoreError::NoSuchAccount {
            guild_id: guild,
            player_id: player,
        },
        Some(m) => StoreError::Invalid(format!("a {kind} of {amount} chips was refused: {m}")),
        None => e.into(),
    })?;
    Ok(())
}

/// The player's balance, read on the writer's connection (inside its transaction, if any).
pub(super) async fn balance_in(
    conn: &mut SqliteConnection,
    guild: GuildId,
    player: PlayerId,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT chips FROM accounts WHERE guild_id = ? AND player_id = ?")
        .bind(guild.0)
        .bind(player.0)
        .fetch_optional(&mut *conn)
        .await
}
