//! The chip ledger. A ledger row *is* the movement: inserting one makes the database move the
//! chips in the same statement (trigger `ledger_moves_chips`): the player's account, the game's
//! pool and the seat's chips in or out. Overdrafts are refused there by the `CHECK (chips >= 0)`
//! and `CHECK (pool >= 0)` constraints, never by reading first. Entries inside a commit are
//! written by the commit itself (see `apply`); this file (compiled once per engine) writes the ones
//! outside any game.

use super::Conn;
use crate::ids::{GuildId, PlayerId};
use crate::store::error::constraint_message;
use crate::store::{GrantKind, LedgerKind, StoreError};

/// Credits `amount` new chips (a grant or the daily bonus) to the player's account.
///
/// # Errors
/// [`StoreError::NoSuchAccount`]; [`StoreError::Invalid`] if `amount` is not positive.
pub(crate) async fn credit(
    conn: &mut Conn,
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
        "INSERT INTO ledger (guild_id, player_id, kind, amount, created_at) VALUES ($1, $2, $3, $4, $5)",
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

/// Opens the player's account in the server with `starting_chips` (a `grant` row) unless it is
/// open already, and returns its balance, on `conn` (inside its transaction, if any: a
/// transaction rolled back opens nothing, which is how a refused sign-up leaves no account).
///
/// # Errors
/// [`StoreError::Invalid`] if `starting_chips` is negative; database errors.
pub(crate) async fn open_account(
    conn: &mut Conn,
    guild: GuildId,
    player: PlayerId,
    starting_chips: i64,
    now_ms: i64,
) -> Result<i64, StoreError> {
    if starting_chips < 0 {
        return Err(StoreError::Invalid(format!(
            "starting chips cannot be negative ({starting_chips})"
        )));
    }
    let created = sqlx::query(
        "INSERT INTO accounts (guild_id, player_id, is_computer, chips, created_at) \
         VALUES ($1, $2, $3, 0, $4) ON CONFLICT (guild_id, player_id) DO NOTHING",
    )
    .bind(guild.0)
    .bind(player.0)
    .bind(i64::from(player.is_computer()))
    .bind(now_ms)
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1;
    if created && starting_chips > 0 {
        credit(
            conn,
            guild,
            player,
            GrantKind::Grant,
            starting_chips,
            now_ms,
        )
        .await?;
    }
    Ok(balance_in(conn, guild, player).await?.unwrap_or(0))
}

/// Moves a tournament's buy-in from the player's account into its pool (nothing for a free
/// tournament). An account short of it fails its `chips` constraint.
///
/// # Errors
/// Database errors, the account's constraint among them.
pub(crate) async fn pay_buy_in(
    conn: &mut Conn,
    guild: GuildId,
    player: PlayerId,
    tournament: i64,
    amount: i64,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    if amount <= 0 {
        return Ok(());
    }
    sqlx::query(
        "INSERT INTO ledger (guild_id, player_id, tournament_id, kind, amount, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(guild.0)
    .bind(player.0)
    .bind(tournament)
    .bind(LedgerKind::BuyIn.as_str())
    .bind(amount)
    .bind(now_ms)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The player's balance, read on the writer's connection (inside its transaction, if any).
pub(crate) async fn balance_in(
    conn: &mut Conn,
    guild: GuildId,
    player: PlayerId,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT chips FROM accounts WHERE guild_id = $1 AND player_id = $2")
        .bind(guild.0)
        .bind(player.0)
        .fetch_optional(&mut *conn)
        .await
}
