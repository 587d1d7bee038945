//! Writing commits (compiled once per engine). Each commit is one row inserted into the `commits`
//! view, whose trigger (SQLite: migration `..._commits.sql`; PostgreSQL: the function
//! `commits_apply`) applies it: the guard, the action row, the game, seat and hand
//! upserts, the ledger rows (which move the chips), and the games that ended. One statement is
//! atomic and one round trip to SQLite's worker thread; several commits can share a statement
//! (rows are applied in order), which is how group commits stay cheap.
//!
//! When a statement fails, SQLite backs all of it out and says only which constraint refused it;
//! [`explain`] then looks at the database (unchanged by the failed statement) to name the cause.

use std::collections::hash_map::Entry;
use std::collections::HashMap;

use super::Conn;
use crate::ids::{GuildId, PlayerId};
use crate::store::error::{constraint_message, is_unique_violation};
use crate::store::{Commit, GameStatus, StoreError};

/// Multi-row statements are prepared for these row counts (SQLite's runs; PostgreSQL sends a
/// run as arrays, `postgres/runs.rs`).
#[allow(dead_code)]
pub(crate) const CHUNKS: [usize; 4] = [64, 16, 4, 1];

/// The largest chunk size that fits in `n` (n >= 1).
#[allow(dead_code)]
pub(crate) fn chunk_len(n: usize) -> usize {
    CHUNKS.iter().copied().find(|&c| c <= n).unwrap_or(1)
}

/// Applies `commits` in order, in one statement: all of them, or (on error) none.
///
/// # Errors
/// The database's refusal, for [`explain`].
pub(crate) async fn insert_commits(
    conn: &mut Conn,
    commits: &[&Commit],
) -> Result<(), sqlx::Error> {
    /// An empty list goes as NULL, which the trigger skips.
    fn list<T: serde::Serialize>(rows: &[T]) -> Result<Option<String>, serde_json::Error> {
        (!rows.is_empty())
            .then(|| serde_json::to_string(rows))
            .transpose()
    }
    let rows: Vec<[Option<String>; 4]> = commits
        .iter()
        .map(|c| {
            Ok([
                list(&c.games)?,
                list(&c.seats)?,
                list(&c.hands)?,
                list(&c.ledger)?,
            ])
        })
        .collect::<Result<_, serde_json::Error>>()
        .map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let sql = format!(
        "INSERT INTO fenced_commits (epoch, table_id, seq, status, snapshot, now_ms, kind, actor, \
         game_no, payload, games, seats, hands, ledger) VALUES {}",
        placeholders(commits.len(), 14)
    );
    let mut q = sqlx::query(&sql);
    for (c, [games, seats, hands, ledger]) in commits.iter().zip(&rows) {
        q = q
            .bind(c.epoch)
            .bind(c.table_id.0)
            .bind(c.seq)
            .bind(c.status.as_str())
            .bind(c.snapshot.as_deref())
            .bind(c.now_ms)
            .bind(c.action.kind.as_str())
            .bind(c.action.actor.map(|p| p.0))
            .bind(c.action.game_no)
            .bind(c.action.payload.as_str())
            .bind(games.as_deref())
            .bind(seats.as_deref())
            .bind(hands.as_deref())
            .bind(ledger.as_deref());
    }
    q.execute(&mut *conn).await?;
    Ok(())
}

/// Names why `c` was refused with `e`, looking at the database as it is without `c`.
pub(crate) async fn explain(conn: &mut Conn, c: &Commit, e: sqlx::Error) -> StoreError {
    let Some(msg) = constraint_message(&e) else {
        return StoreError::Sqlx(e);
    };
    if msg.contains("run by another process") {
        return StoreError::LostOwnership(c.table_id);
    }
    let found = if msg.contains("seq is not the next")
        || (is_unique_violation(&e) && msg.contains("actions."))
    {
        guard_failure(conn, c).await.map(Some)
    } else if msg.contains("game has ended") {
        ended_game(conn, c).await.map(|g| {
            g.map(|game_no| StoreError::GameEnded {
                table_id: c.table_id,
                game_no,
            })
        })
    } else if msg.contains("chips_not_negative")
        || msg.contains("pool_not_negative")
        || msg.contains("FOREIGN KEY")
    {
        first_bad_entry(conn, c).await
    } else {
        Ok(None)
    };
    match found {
        Ok(Some(err)) => err,
        Ok(None) => {
            let hint = if msg.contains("FOREIGN KEY") {
                " (a seat, hand or ledger entry names a game that does not exist, or a rated \
                 player has no seat in the game)"
            } else {
                ""
            };
            StoreError::Invalid(format!(
                "action {} of table {} was refused: {msg}{hint}",
                c.seq, c.table_id
            ))
        }
        Err(e) => StoreError::Sqlx(e),
    }
}

/// Why a commit's guard did not pass: the table is missing, or seq is not its log's next.
async fn guard_failure(conn: &mut Conn, c: &Commit) -> Result<StoreError, sqlx::Error> {
    let found: Option<i64> = sqlx::query_scalar("SELECT id FROM tables WHERE id = $1")
        .bind(c.table_id.0)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(match found {
        None => StoreError::NoSuchTable(c.table_id),
        Some(_) => StoreError::Conflict {
            table_id: c.table_id,
            seq: c.seq,
        },
    })
}

/// The first game the commit touches that had already ended.
async fn ended_game(conn: &mut Conn, c: &Commit) -> Result<Option<i64>, sqlx::Error> {
    let games = c.games.iter().map(|g| g.game_no);
    let games = games.chain(c.seats.iter().map(|s| s.game_no));
    let games = games.chain(c.hands.iter().map(|h| h.game_no));
    for game_no in games.chain(c.ledger.iter().filter_map(|e| e.game_no)) {
        if let Some(status) = game_status(conn, c, game_no).await? {
            if status != GameStatus::Running.as_str() {
                return Ok(Some(game_no));
            }
        }
    }
    Ok(None)
}

async fn game_status(
    conn: &mut Conn,
    c: &Commit,
    game_no: i64,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT status FROM games WHERE table_id = $1 AND game_no = $2")
        .bind(c.table_id.0)
        .bind(game_no)
        .fetch_optional(&mut *conn)
        .await
}

/// Each kind of chip movement's direction for the account and the pool, from the one place it
/// is written (`ledger_kinds`).
async fn ledger_signs(conn: &mut Conn) -> Result<HashMap<String, (i64, i64)>, sqlx::Error> {
    let rows = sqlx::query_as::<_, (String, i64, i64)>(
        "SELECT kind, account_sign, pool_sign FROM ledger_kinds",
    )
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(kind, account, pool)| (kind, (account, pool)))
        .collect())
}

/// Replays the commit's ledger entries against the balances and pools as they stand (as the
/// database applies them, the house covering computer players), and returns the first that
/// cannot be applied: a missing account, an overdraft, a missing game or a payout larger than its
/// pool.
async fn first_bad_entry(conn: &mut Conn, c: &Commit) -> Result<Option<StoreError>, sqlx::Error> {
    let guild: Option<i64> = sqlx::query_scalar("SELECT guild_id FROM tables WHERE id = $1")
        .bind(c.table_id.0)
        .fetch_optional(&mut *conn)
        .await?;
    let Some(guild) = guild.map(GuildId) else {
        return Ok(Some(StoreError::NoSuchTable(c.table_id)));
    };
    let signs = ledger_signs(conn).await?;
    let mut balances: HashMap<PlayerId, Option<i64>> = HashMap::new();
    let mut pools: HashMap<i64, Option<i64>> = HashMap::new();
    for e in &c.ledger {
        if let Entry::Vacant(slot) = balances.entry(e.player_id) {
            let chips: Option<i64> = sqlx::query_scalar(
                "SELECT chips FROM accounts WHERE guild_id = $1 AND player_id = $2",
            )
            .bind(guild.0)
            .bind(e.player_id.0)
            .fetch_optional(&mut *conn)
            .await?;
            slot.insert(chips);
        }
        let Some(&(account_sign, pool_sign)) = signs.get(e.kind.as_str()) else {
            return Ok(Some(StoreError::Invalid(format!(
                "a {} is not a kind of chip movement the database knows",
                e.kind
            ))));
        };
        let Some(Some(chips)) = balances.get_mut(&e.player_id) else {
            return Ok(Some(StoreError::NoSuchAccount {
                guild_id: guild,
                player_id: e.player_id,
            }));
        };
        if e.player_id.is_computer() && account_sign < 0 && *chips < e.amount {
            // The house covers a computer player's stake or rebuy (`ledger_house_covers_computers`).
            *chips = e.amount;
        }
        let after = *chips + account_sign * e.amount;
        if after < 0 {
            let available = *chips;
            return Ok(Some(StoreError::InsufficientChips {
                player_id: e.player_id,
                needed: e.amount,
                available,
            }));
        }
        *chips = after;
        let Some(game_no) = e.game_no else { continue };
        if let Entry::Vacant(slot) = pools.entry(game_no) {
            let pool: Option<i64> =
                sqlx::query_scalar("SELECT pool FROM games WHERE table_id = $1 AND game_no = $2")
                    .bind(c.table_id.0)
                    .bind(game_no)
                    .fetch_optional(&mut *conn)
                    .await?;
            let created_here = c.games.iter().any(|g| g.game_no == game_no);
            slot.insert(pool.or(created_here.then_some(0)));
        }
        let Some(Some(pool)) = pools.get_mut(&game_no) else {
            return Ok(Some(StoreError::Invalid(format!(
                "a {} for game {game_no} of table {}, which does not exist",
                e.kind, c.table_id
            ))));
        };
        let after = *pool + pool_sign * e.amount;
        if after < 0 {
            return Ok(Some(StoreError::Invalid(format!(
                "a {} of {} chips from game {game_no} of table {} exceeds its pool of {pool}",
                e.kind, e.amount, c.table_id
            ))));
        }
        *pool = after;
    }
    Ok(None)
}

/// `($1, $2), ($3, $4)` for `rows` rows of `cols` columns (both engines take `$n`).
pub(crate) fn placeholders(rows: usize, cols: usize) -> String {
    let row = |r: usize| {
        let cols: Vec<String> = (1..=cols).map(|c| format!("${}", r * cols + c)).collect();
        format!("({})", cols.join(", "))
    };
    (0..rows).map(row).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_are_the_largest_that_fit() {
        assert_eq!(chunk_len(100), 64);
        assert_eq!(chunk_len(63), 16);
        assert_eq!(chunk_len(5), 4);
        assert_eq!(chunk_len(3), 1);
        assert_eq!(placeholders(2, 2), "($1, $2), ($3, $4)");
    }
}
