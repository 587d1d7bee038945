//! Ratings per server and game (N19, for every game that rates): rating a game as it finishes,
//! and reading a member's rating. The leaderboard by rating is `stats`'.
//!
//! A commit that finishes a rated game carries its members' places ([`RatedGame`]). In the same
//! transaction as the commit, after it, [`rate`] reads those members' ratings for the game's
//! server and kind (the start rating for a member with none), computes the changes with
//! [`crate::games::rating::rating_changes`] from those pre-game ratings, and inserts one
//! `rating_changes` row per member; the schema's trigger moves the ratings (migration
//! `..._ratings.sql`). A game is rated at most once (the changes' key), only once finished, and a
//! change computed from a stale rating is refused. `rumino check` holds each rating to the start
//! rating plus its changes, and each game's changes to a sum of 0 ([`violations`]).

use serde::{Deserialize, Serialize};
use sqlx::{Connection, Row, SqliteConnection};

use super::{check::Violation, Commit, RatedGame, Store, StoreError};
use crate::games::{rating, GameKind};
use crate::ids::{GuildId, PlayerId, TableId};

/// A member's rating in one game in a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRating {
    pub rating: i64,
    /// Rated games that counted.
    pub games_rated: i64,
    /// The change of the last rated game.
    pub last_change: i64,
    /// When the last rated game ended, unix ms.
    pub updated_at: i64,
}

/// Applies `c` and rates the game it finishes, all or nothing: in its own transaction, or in a
/// savepoint when `conn` is already in one (a group commit).
///
/// # Errors
/// The database's refusal of either step; then neither was applied.
pub(super) async fn insert_rated(
    conn: &mut SqliteConnection,
    c: &Commit,
) -> Result<(), sqlx::Error> {
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
    conn: &mut SqliteConnection,
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
             WHERE g.table_id = ? AND g.game_no = ? AND r.player_id = ?",
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
    let row = "(?, ?, ?, ?, ?, ?, ?)";
    let sql = format!(
        "INSERT INTO rating_changes (table_id, game_no, player_id, place, rating_before, \
         rating_change, created_at) VALUES {}",
        vec![row; game.seats.len()].join(", ")
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
pub(super) async fn violations(
    conn: &mut SqliteConnection,
    limit: i64,
) -> Result<Vec<Violation>, sqlx::Error> {
    let mismatched = sqlx::query(
        "WITH c AS (SELECT s.guild_id, s.game_kind, x.player_id, COUNT(*) AS n, \
         SUM(x.rating_change) AS total FROM rating_changes AS x JOIN seats AS s \
         ON s.table_id = x.table_id AND s.game_no = x.game_no AND s.player_id = x.player_id \
         GROUP BY 1, 2, 3), \
         k AS (SELECT guild_id, game_kind, player_id FROM ratings \
         UNION SELECT guild_id, game_kind, player_id FROM c) \
         SELECT k.guild_id, k.game_kind, k.player_id, r.rating, r.games_rated, \
         ?1 + COALESCE(c.total, 0), COALESCE(c.n, 0) \
         FROM k LEFT JOIN ratings AS r USING (guild_id, game_kind, player_id) \
         LEFT JOIN c USING (guild_id, game_kind, player_id) \
         WHERE r.rating IS NOT ?1 + COALESCE(c.total, 0) OR r.games_rated IS NOT c.n \
         ORDER BY 1, 2, 3 LIMIT ?2",
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
        "SELECT table_id, game_no, SUM(rating_change) FROM rating_changes \
         GROUP BY 1, 2 HAVING SUM(rating_change) <> 0 ORDER BY 1, 2 LIMIT ?",
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

impl Store {
    /// `player`'s rating in `game` in the server, if a rated game of theirs has counted.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating(
        &self,
        guild: GuildId,
        game: GameKind,
        player: PlayerId,
    ) -> Result<Option<PlayerRating>, StoreError> {
        let row = sqlx::query(
            "SELECT rating, games_rated, last_change, updated_at FROM ratings \
             WHERE guild_id = ? AND game_kind = ? AND player_id = ?",
        )
        .bind(guild.0)
        .bind(game.as_str())
        .bind(player.0)
        .fetch_optional(self.reader())
        .await?;
        Ok(row.map(|r| PlayerRating {
            rating: r.get(0),
            games_rated: r.get(1),
            last_change: r.get(2),
            updated_at: r.get(3),
        }))
    }

    /// Each rated member's change from game `game_no` of table `table`, best place first (empty
    /// if the game was not rated).
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_changes(
        &self,
        table: TableId,
        game_no: i64,
    ) -> Result<Vec<RatingChange>, StoreError> {
        let rows = sqlx::query(
            "SELECT player_id, place, rating_before, rating_change FROM rating_changes \
             WHERE table_id = ? AND game_no = ? ORDER BY place, player_id",
        )
        .bind(table.0)
        .bind(game_no)
        .fetch_all(self.reader())
        .await?;
        Ok(rows
            .iter()
            .map(|r| RatingChange {
                player: PlayerId(r.get(0)),
                place: r.get(1),
                before: r.get(2),
                change: r.get(3),
            })
            .collect())
    }
}

/// What one rated game did to one member's rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingChange {
    pub player: PlayerId,
    /// 0 for the winner; members who tie share a place.
    pub place: u8,
    pub before: i64,
    pub change: i64,
}

impl RatingChange {
    #[must_use]
    pub fn after(&self) -> i64 {
        self.before + self.change
    }
}
