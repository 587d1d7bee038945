//! The chip ledger: every movement of chips is one ledger row, and applying it moves the chips in
//! the same transaction — the player's account, the game's pool, and the seat's chips in/out.
//! Overdrafts are refused inside the transaction by conditional updates (and, behind them, the
//! `CHECK (chips >= 0)` and `CHECK (pool >= 0)` constraints), never by reading first.

use sqlx::SqliteConnection;

use super::apply::ApplyError;
use super::{LedgerEntry, StoreError};
use crate::ids::{GuildId, TableId};

/// Applies one entry inside the caller's transaction. `action` is the table and seq of the
/// commit it belongs to (`None` for grants outside any table).
pub(super) async fn apply_entry(
    conn: &mut SqliteConnection,
    guild: GuildId,
    action: Option<(TableId, i64)>,
    e: &LedgerEntry,
    now_ms: i64,
) -> Result<(), ApplyError> {
    if e.amount <= 0 {
        return Err(StoreError::Invalid(format!(
            "a {} of {} chips: amounts must be positive",
            e.kind, e.amount
        ))
        .into());
    }
    move_account(conn, guild, e).await?;
    let game = match (e.game_no, action) {
        (Some(game_no), Some((table_id, _))) => Some((table_id, game_no)),
        (None, _) if e.kind.pool_sign() == 0 => None,
        _ => {
            return Err(StoreError::Invalid(format!(
                "a {} must name its game, and only stakes, rebuys, payouts and refunds may",
                e.kind
            ))
            .into())
        }
    };
    if let Some((table_id, game_no)) = game {
        move_pool(conn, table_id, game_no, e).await?;
        move_seat(conn, table_id, game_no, e).await?;
    }
    sqlx::query(
        "INSERT INTO ledger (guild_id, player_id, table_id, game_no, seq, kind, amount, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )
    .bind(guild.0)
    .bind(e.player_id.0)
    .bind(action.map(|(t, _)| t.0))
    .bind(e.game_no)
    .bind(action.map(|(_, seq)| seq))
    .bind(e.kind.as_str())
    .bind(e.amount)
    .bind(now_ms)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

async fn move_account(
    conn: &mut SqliteConnection,
    guild: GuildId,
    e: &LedgerEntry,
) -> Result<(), ApplyError> {
    let delta = e.kind.account_sign() * e.amount;
    let done = sqlx::query(
        "UPDATE accounts SET chips = chips + ?1 \
         WHERE guild_id = ?2 AND player_id = ?3 AND chips + ?1 >= 0",
    )
    .bind(delta)
    .bind(guild.0)
    .bind(e.player_id.0)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(());
    }
    let available: Option<i64> =
        sqlx::query_scalar("SELECT chips FROM accounts WHERE guild_id = ? AND player_id = ?")
            .bind(guild.0)
            .bind(e.player_id.0)
            .fetch_optional(&mut *conn)
            .await?;
    Err(match available {
        None => StoreError::NoSuchAccount {
            guild_id: guild,
            player_id: e.player_id,
        },
        Some(available) => StoreError::InsufficientChips {
            player_id: e.player_id,
            needed: e.amount,
            available,
        },
    }
    .into())
}

async fn move_pool(
    conn: &mut SqliteConnection,
    table_id: TableId,
    game_no: i64,
    e: &LedgerEntry,
) -> Result<(), ApplyError> {
    let delta = e.kind.pool_sign() * e.amount;
    let done = sqlx::query(
        "UPDATE games SET pool = pool + ?1 \
         WHERE table_id = ?2 AND game_no = ?3 AND pool + ?1 >= 0",
    )
    .bind(delta)
    .bind(table_id.0)
    .bind(game_no)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(());
    }
    let pool: Option<i64> =
        sqlx::query_scalar("SELECT pool FROM games WHERE table_id = ? AND game_no = ?")
            .bind(table_id.0)
            .bind(game_no)
            .fetch_optional(&mut *conn)
            .await?;
    Err(StoreError::Invalid(match pool {
        None => format!(
            "a {} for game {game_no} of table {table_id}, which does not exist",
            e.kind
        ),
        Some(pool) => format!(
            "a {} of {} chips from game {game_no} of table {table_id} exceeds its pool of {pool}",
            e.kind, e.amount
        ),
    })
    .into())
}

async fn move_seat(
    conn: &mut SqliteConnection,
    table_id: TableId,
    game_no: i64,
    e: &LedgerEntry,
) -> Result<(), ApplyError> {
    let (chips_in, chips_out) = if e.kind.pool_sign() > 0 {
        (e.amount, 0)
    } else {
        (0, e.amount)
    };
    let done = sqlx::query(
        "UPDATE seats SET chips_in = chips_in + ?1, chips_out = chips_out + ?2 \
         WHERE table_id = ?3 AND game_no = ?4 AND player_id = ?5",
    )
    .bind(chips_in)
    .bind(chips_out)
    .bind(table_id.0)
    .bind(game_no)
    .bind(e.player_id.0)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(());
    }
    Err(StoreError::Invalid(format!(
        "a {} for player {} in game {game_no} of table {table_id}, where they have no seat",
        e.kind, e.player_id
    ))
    .into())
}
