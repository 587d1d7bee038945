//! Rating a game as it finishes, in the commit's transaction, and what `rumino check` finds
//! wrong with the ratings (compiled once per engine; see `ratings` for the rules).

use sqlx::{Connection, Row};

use super::Conn;
use crate::games::rating;
use crate::ids::{GuildId, PlayerId, TableId};
use crate::store::check::Violation;
use crate::store::{Commit, RatedGame};

/// Applies `c` and rates the game it finishes, all or nothing: in its own transaction, or in a
/// savepoint when `conn` is already in one (a group commit).
///
/// # Errors
/// The database's refusal of either step; then neither was applied.
pub(crate) async fn insert_rated(conn: &mut Conn, c: &Commit) -> Result<(), sqlx::Error> {
    let mut tx = conn.begin().await?;
    let applied = async {
        super::apply::insert_commits(&mut tx, &[c]).await?;
        if let Some(game) = &c.rating {
            rate(&mut tx, c.table_id, game, c.now_ms).await?;
        }
        Ok::<_, sqlx::Error>(())
    }
    .await;
    match applied {
        Ok(()) => tx.commit().await,
        Err(e) => {
            tx.rollback().await?;
            Err(e)
        }
    }
}

/// Rates `game` of table `table` (finished by the statement just run): its members' ratings as
/// they stand are the pre-game ratings. Fewer than two members change nothing.
async fn rate(
    conn: &mut Conn,
    table: TableId,
    game: &RatedGame,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    if game.seats.len() < 2 {
        return Ok(());
    }
    let mut before = Vec::with_capacity(game.seats.len());
    for seat in &game.seats {
        let current: Option<i64> = sqlx::query_scalar(
            "SELECT r.rating FROM games AS g JOIN ratings AS r \
             ON r.guild_id = g.guild_id AND r.game_kind = g.game_kind \
             WHERE g.table_id = $1 AND g.game_no = $2 AND r.player_id = $3",
        )
        .bind(table.0)
        .bind(game.game_no)
        .bind(seat.player_id.0)
        .fetch_optional(&mut *conn)
        .await?;
        let current = current.map_or(Ok(rating::START_RATING), i32::try_from);
        before.push(current.map_err(|e| sqlx::Error::Decode(Box::new(e)))?);
    }
    let places: Vec<u8> = game.seats.iter().map(|s| s.place).collect();
    let changes = rating::rating_changes_seated(&before, &places, game.seated);
    let sql = format!(
        "INSERT INTO rating_changes (table_id, game_no, player_id, place, rating_before, \
         rating_change, created_at) VALUES {}",
        super::apply::placeholders(game.seats.len(), 7)
    );
    let mut q = sqlx::query(&sql);
    for ((seat, before), change) in game.seats.iter().zip(&before).zip(&changes) {
        q = q
            .bind(table.0)
            .bind(game.game_no)
            .bind(seat.player_id.0)
            .bind(i64::from(seat.place))
            .bind(i64::from(*before))
            .bind(i64::from(*change))
            .bind(now_ms);
    }
    q.execute(&mut *conn).await?;
    Ok(())
}

/// What `rumino check` finds wrong with the ratings (at most `limit` of each kind): a rating that
/// is not the start rating plus its changes, or whose games rated are not their count; a game
/// whose changes do not sum to 0 (every pair is zero-sum).
pub(crate) async fn violations(conn: &mut Conn, limit: i64) -> Result<Vec<Violation>, sqlx::Error> {
    let mismatched = sqlx::query(
        "WITH c AS (SELECT s.guild_id, s.game_kind, x.player_id, COUNT(*) AS n, \
         CAST(SUM(x.rating_change) AS BIGINT) AS total FROM rating_changes AS x JOIN seats AS s \
         ON s.table_id = x.table_id AND s.game_no = x.game_no AND s.player_id = x.player_id \
         GROUP BY 1, 2, 3), \
         k AS (SELECT guild_id, game_kind, player_id FROM ratings \
         UNION SELECT guild_id, game_kind, player_id FROM c) \
         SELECT k.guild_id, k.game_kind, k.player_id, r.rating, r.games_rated, \
         $1 + COALESCE(c.total, 0), COALESCE(c.n, 0) \
         FROM k LEFT JOIN ratings AS r USING (guild_id, game_kind, player_id) \
         LEFT JOIN c USING (guild_id, game_kind, player_id) \
         WHERE r.rating IS DISTINCT FROM $1 + COALESCE(c.total, 0) \
         OR r.games_rated IS DISTINCT FROM c.n ORDER BY 1, 2, 3 LIMIT $2",
    )
    .bind(i64::from(rating::START_RATING))
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    let mut found: Vec<Violation> = mismatched
        .iter()
        .map(|r| Violation::RatingMismatch {
            guild_id: GuildId(r.get(0)),
            game_kind: r.get(1),
            player_id: PlayerId(r.get(2)),
            rating: r.get(3),
            games_rated: r.get(4),
            from_changes: r.get(5),
            changes: r.get(6),
        })
        .collect();
    let unbalanced = sqlx::query(
        "SELECT table_id, game_no, CAST(SUM(rating_change) AS BIGINT) FROM rating_changes \
         GROUP BY 1, 2 HAVING SUM(rating_change) <> 0 ORDER BY 1, 2 LIMIT $1",
    )
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    found.extend(unbalanced.iter().map(|r| Violation::Inconsistent {
        row: format!(
            "rating changes of game {} of table {}",
            r.get::<i64, _>(1),
            r.get::<i64, _>(0)
        ),
        detail: format!("they sum to {}, not 0", r.get::<i64, _>(2)),
    }));
    Ok(found)
}
