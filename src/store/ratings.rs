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
//! rating plus its changes, and each game's changes to a sum of 0. Those steps take a
//! connection: they are in `engine/rated.rs`.

use serde::{Deserialize, Serialize};

use super::{Store, StoreError};
use crate::games::GameKind;
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
        let row: Option<(i64, i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT rating, games_rated, last_change, updated_at FROM ratings \
                 WHERE guild_id = $1 AND game_kind = $2 AND player_id = $3",
            )
            .bind(guild.0)
            .bind(game.as_str())
            .bind(player.0)
            .fetch_optional(db.reader())
            .await?
        });
        Ok(row.map(
            |(rating, games_rated, last_change, updated_at)| PlayerRating {
                rating,
                games_rated,
                last_change,
                updated_at,
            },
        ))
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
        let rows: Vec<(i64, i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT player_id, place, rating_before, rating_change FROM rating_changes \
                 WHERE table_id = $1 AND game_no = $2 ORDER BY place, player_id",
            )
            .bind(table.0)
            .bind(game_no)
            .fetch_all(db.reader())
            .await?
        });
        rows.into_iter()
            .map(|(player, place, before, change)| {
                Ok(RatingChange {
                    player: PlayerId(player),
                    place: u8::try_from(place)
                        .map_err(|_| StoreError::Invalid(format!("a rating place of {place}")))?,
                    before,
                    change,
                })
            })
            .collect()
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
