//! Writing commits inside an open transaction, with as few statements as possible: each sqlx
//! statement is a round trip to the connection's worker thread, so rows of the same kind from
//! all commits of a segment go into one multi-row statement (in a few fixed sizes, so sqlx's
//! statement cache keeps them prepared).
//!
//! A segment is a run of commits for distinct tables. Applying its parts kind by kind (all table
//! guards, then all actions, games, seats, hands, then the ledger entries in commit order, then
//! the games that ended) gives the same result as applying the commits one after the other:
//! commits for distinct tables touch distinct rows except accounts, which only the ledger step
//! touches, in commit order.

use sqlx::{Row, SqliteConnection};

use super::error::{constraint_message, is_game_ended, is_unique_violation};
use super::ledger::apply_entry;
use super::stats::ROLLUP_GAME_SQL;
use super::{Commit, GameRow, GameStatus, HandRow, SeatRow, StoreError};
use crate::ids::{GuildId, TableId};

/// Why applying failed: the database refused a statement, or the store refused an entry.
pub(super) enum ApplyError {
    Db(sqlx::Error),
    Store(StoreError),
}

impl From<sqlx::Error> for ApplyError {
    fn from(e: sqlx::Error) -> ApplyError {
        ApplyError::Db(e)
    }
}

impl From<StoreError> for ApplyError {
    fn from(e: StoreError) -> ApplyError {
        ApplyError::Store(e)
    }
}

/// Multi-row statements are prepared for these row counts; longer lists are split greedily.
const CHUNKS: [usize; 4] = [64, 16, 4, 1];

/// Applies a segment (commits for distinct tables) inside the caller's transaction. Returns, per
/// commit, the table's server if its guard passed, or `None` if its seq was not the table's
/// version + 1 (or the table does not exist): nothing of such a commit is written. On `Err` the
/// caller must roll the transaction (or savepoint) back.
pub(super) async fn apply_segment(
    conn: &mut SqliteConnection,
    commits: &[&Commit],
) -> Result<Vec<Option<GuildId>>, ApplyError> {
    let guilds = guard_tables(conn, commits).await?;
    let accepted: Vec<(&Commit, GuildId)> = commits
        .iter()
        .zip(&guilds)
        .filter_map(|(c, g)| g.map(|g| (*c, g)))
        .collect();
    if accepted.is_empty() {
        return Ok(guilds);
    }
    insert_actions(conn, &accepted).await?;
    let games: Vec<(TableId, GuildId, &GameRow)> = accepted
        .iter()
        .flat_map(|(c, g)| c.games.iter().map(move |r| (c.table_id, *g, r)))
        .collect();
    if !games.is_empty() {
        upsert_games(conn, &games).await?;
    }
    let seats: Vec<(TableId, GuildId, &SeatRow)> = accepted
        .iter()
        .flat_map(|(c, g)| c.seats.iter().map(move |r| (c.table_id, *g, r)))
        .collect();
    if !seats.is_empty() {
        upsert_seats(conn, &seats).await?;
    }
    let hands: Vec<(TableId, &HandRow)> = accepted
        .iter()
        .flat_map(|(c, _)| c.hands.iter().map(move |r| (c.table_id, r)))
        .collect();
    if !hands.is_empty() {
        upsert_hands(conn, &hands).await?;
    }
    for (c, guild) in &accepted {
        for entry in &c.ledger {
            apply_entry(conn, *guild, Some((c.table_id, c.seq)), entry, c.now_ms).await?;
        }
    }
    for (table_id, _, game) in &games {
        if game.status != GameStatus::Running {
            end_game(conn, *table_id, game).await?;
        }
    }
    Ok(guilds)
}

/// Moves each table to the commit's seq, snapshot, status and deadline, only where its version
/// is seq - 1: the guard that keeps the log gapless.
async fn guard_tables(
    conn: &mut SqliteConnection,
    commits: &[&Commit],
) -> Result<Vec<Option<GuildId>>, sqlx::Error> {
    let mut passed = std::collections::HashMap::with_capacity(commits.len());
    for chunk in chunked(commits) {
        let sql = format!(
            "UPDATE tables SET version = v.column2, status = v.column3, snapshot = v.column4, \
             deadline_at = v.column5, updated_at = v.column6 \
             FROM (VALUES {}) AS v \
             WHERE tables.id = v.column1 AND tables.version = v.column2 - 1 \
             RETURNING tables.id, tables.guild_id",
            placeholders(chunk.len(), 6)
        );
        let mut q = sqlx::query(&sql);
        for c in chunk {
            q = q
                .bind(c.table_id.0)
                .bind(c.seq)
                .bind(c.status.as_str())
                .bind(c.snapshot.as_str())
                .bind(c.deadline_at)
                .bind(c.now_ms);
        }
        for row in q.fetch_all(&mut *conn).await? {
            passed.insert(row.get::<i64, _>(0), GuildId(row.get(1)));
        }
    }
    Ok(commits
        .iter()
        .map(|c| passed.get(&c.table_id.0).copied())
        .collect())
}

async fn insert_actions(
    conn: &mut SqliteConnection,
    accepted: &[(&Commit, GuildId)],
) -> Result<(), sqlx::Error> {
    for chunk in chunked(accepted) {
        let sql = format!(
            "INSERT INTO actions (table_id, seq, game_no, actor, kind, payload, created_at) VALUES {}",
            placeholders(chunk.len(), 7)
        );
        let mut q = sqlx::query(&sql);
        for (c, _) in chunk {
            q = q
                .bind(c.table_id.0)
                .bind(c.seq)
                .bind(c.action.game_no)
                .bind(c.action.actor.map(|p| p.0))
                .bind(c.action.kind.as_str())
                .bind(c.action.payload.as_str())
                .bind(c.now_ms);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

/// Games are written as running; those that ended are ended by [`end_game`] after their payouts.
async fn upsert_games(
    conn: &mut SqliteConnection,
    games: &[(TableId, GuildId, &GameRow)],
) -> Result<(), ApplyError> {
    for (table_id, guild, g) in games {
        if g.guild_id != *guild {
            return Err(StoreError::Invalid(format!(
                "game {} of table {table_id} names server {} but the table is in server {guild}",
                g.game_no, g.guild_id
            ))
            .into());
        }
    }
    for chunk in chunked(games) {
        let sql = format!(
            "INSERT INTO games (table_id, game_no, guild_id, game_kind, stake, status, \
             hands_played, started_at) VALUES {} \
             ON CONFLICT (table_id, game_no) DO UPDATE SET guild_id = excluded.guild_id, \
             game_kind = excluded.game_kind, stake = excluded.stake, \
             hands_played = excluded.hands_played, started_at = excluded.started_at",
            placeholders(chunk.len(), 8)
        );
        let mut q = sqlx::query(&sql);
        for (table_id, _, g) in chunk {
            q = q
                .bind(table_id.0)
                .bind(g.game_no)
                .bind(g.guild_id.0)
                .bind(g.game_kind.as_str())
                .bind(g.stake)
                .bind(GameStatus::Running.as_str())
                .bind(g.hands_played)
                .bind(g.started_at);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

async fn upsert_seats(
    conn: &mut SqliteConnection,
    seats: &[(TableId, GuildId, &SeatRow)],
) -> Result<(), sqlx::Error> {
    for chunk in chunked(seats) {
        let sql = format!(
            "INSERT INTO seats (table_id, game_no, seat_no, guild_id, player_id, is_computer, \
             score, eliminated, rebuys, gins, ruminos, knocks, outcome) VALUES {} \
             ON CONFLICT (table_id, game_no, seat_no) DO UPDATE SET \
             player_id = excluded.player_id, is_computer = excluded.is_computer, \
             score = excluded.score, eliminated = excluded.eliminated, rebuys = excluded.rebuys, \
             gins = excluded.gins, ruminos = excluded.ruminos, knocks = excluded.knocks, \
             outcome = excluded.outcome",
            placeholders(chunk.len(), 13)
        );
        let mut q = sqlx::query(&sql);
        for (table_id, guild, s) in chunk {
            q = q
                .bind(table_id.0)
                .bind(s.game_no)
                .bind(s.seat_no)
                .bind(guild.0)
                .bind(s.player_id.0)
                .bind(s.player_id.is_computer())
                .bind(s.score)
                .bind(s.eliminated)
                .bind(s.rebuys)
                .bind(s.gins)
                .bind(s.ruminos)
                .bind(s.knocks)
                .bind(s.outcome.map(|o| o.as_str()));
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

async fn upsert_hands(
    conn: &mut SqliteConnection,
    hands: &[(TableId, &HandRow)],
) -> Result<(), sqlx::Error> {
    for chunk in chunked(hands) {
        let sql = format!(
            "INSERT INTO hands (table_id, game_no, hand_no, dealer_seat, deck_order, ended_by, \
             result) VALUES {} \
             ON CONFLICT (table_id, game_no, hand_no) DO UPDATE SET \
             dealer_seat = excluded.dealer_seat, deck_order = excluded.deck_order, \
             ended_by = excluded.ended_by, result = excluded.result",
            placeholders(chunk.len(), 7)
        );
        let mut q = sqlx::query(&sql);
        for (table_id, h) in chunk {
            q = q
                .bind(table_id.0)
                .bind(h.game_no)
                .bind(h.hand_no)
                .bind(h.dealer_seat)
                .bind(h.deck_order.as_str())
                .bind(h.ended_by.as_deref())
                .bind(h.result.as_deref());
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

/// Ends a game, last in its commit (after its payouts): marks its seats' results, sets its status
/// and end time, and adds a finished game to the statistics.
async fn end_game(
    conn: &mut SqliteConnection,
    table_id: TableId,
    g: &GameRow,
) -> Result<(), ApplyError> {
    let finished = g.status == GameStatus::Finished;
    if finished {
        let unsettled: Vec<i64> = sqlx::query_scalar::<_, Option<i64>>(
            "UPDATE seats SET finished_at = ?1 WHERE table_id = ?2 AND game_no = ?3 \
             RETURNING CASE WHEN outcome IS NULL THEN seat_no END",
        )
        .bind(g.ended_at)
        .bind(table_id.0)
        .bind(g.game_no)
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .flatten()
        .collect();
        if let Some(seat) = unsettled.first() {
            return Err(StoreError::Invalid(format!(
                "game {} of table {table_id} finished but seat {seat} has no outcome",
                g.game_no
            ))
            .into());
        }
    }
    let done = sqlx::query(
        "UPDATE games SET status = ?1, ended_at = ?2 \
         WHERE table_id = ?3 AND game_no = ?4 AND status = 'running'",
    )
    .bind(g.status.as_str())
    .bind(g.ended_at)
    .bind(table_id.0)
    .bind(g.game_no)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() != 1 {
        return Err(StoreError::GameEnded {
            table_id,
            game_no: g.game_no,
        }
        .into());
    }
    if finished {
        sqlx::query(ROLLUP_GAME_SQL)
            .bind(table_id.0)
            .bind(g.game_no)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Turns an [`ApplyError`] for a single commit into the error its caller sees, looking at the
/// transaction as it stands (before rolling it back) to name what was refused.
pub(super) async fn explain(conn: &mut SqliteConnection, c: &Commit, e: ApplyError) -> StoreError {
    let e = match e {
        ApplyError::Store(e) => return e,
        ApplyError::Db(e) => e,
    };
    if is_game_ended(&e) {
        if let Some(game_no) = ended_game(conn, c).await {
            return StoreError::GameEnded {
                table_id: c.table_id,
                game_no,
            };
        }
    }
    if is_unique_violation(&e) && e.to_string().contains("actions.") {
        return StoreError::Conflict {
            table_id: c.table_id,
            seq: c.seq,
        };
    }
    match constraint_message(&e) {
        Some(msg) => {
            let hint = if msg.contains("FOREIGN KEY") {
                " (a seat, hand or ledger entry names a game that does not exist)"
            } else {
                ""
            };
            StoreError::Invalid(format!(
                "action {} of table {} was refused: {msg}{hint}",
                c.seq, c.table_id
            ))
        }
        None => StoreError::Sqlx(e),
    }
}

/// The first game the commit touches that had already ended.
async fn ended_game(conn: &mut SqliteConnection, c: &Commit) -> Option<i64> {
    let mut games: Vec<i64> = c.games.iter().map(|g| g.game_no).collect();
    games.extend(c.seats.iter().map(|s| s.game_no));
    games.extend(c.hands.iter().map(|h| h.game_no));
    games.extend(c.ledger.iter().filter_map(|e| e.game_no));
    for game_no in games {
        let status: Option<String> =
            sqlx::query_scalar("SELECT status FROM games WHERE table_id = ? AND game_no = ?")
                .bind(c.table_id.0)
                .bind(game_no)
                .fetch_optional(&mut *conn)
                .await
                .ok()
                .flatten();
        if status.is_some_and(|s| s != GameStatus::Running.as_str()) {
            return Some(game_no);
        }
    }
    None
}

/// Splits `rows` greedily into slices of the sizes in [`CHUNKS`].
fn chunked<T>(mut rows: &[T]) -> impl Iterator<Item = &[T]> {
    std::iter::from_fn(move || {
        if rows.is_empty() {
            return None;
        }
        let n = CHUNKS
            .iter()
            .copied()
            .find(|&c| c <= rows.len())
            .unwrap_or(1);
        let (head, tail) = rows.split_at(n);
        rows = tail;
        Some(head)
    })
}

/// `(?, ?), (?, ?)` for `rows` rows of `cols` columns.
fn placeholders(rows: usize, cols: usize) -> String {
    let row = format!("({})", vec!["?"; cols].join(", "));
    vec![row; rows].join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_rows_in_order() {
        let rows: Vec<usize> = (0..100).collect();
        let sizes: Vec<usize> = chunked(&rows).map(<[usize]>::len).collect();
        assert_eq!(sizes, vec![64, 16, 16, 4]);
        let joined: Vec<usize> = chunked(&rows).flatten().copied().collect();
        assert_eq!(joined, rows);
        assert_eq!(chunked(&rows[..3]).count(), 3);
        assert_eq!(placeholders(2, 2), "(?, ?), (?, ?)");
    }
}
