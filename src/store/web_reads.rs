//! What the web pages read beside the leaderboards and histories: the names members play under,
//! a member's rating over time, the games they shared by link, and the finished games of a
//! server. Names are kept by the schema (a trigger on each logged join, migration `web`); shares
//! are written here, one token per game.

use rand::RngCore;

use super::{now_ms, Store, StoreError};
use crate::games::GameKind;
use crate::ids::{GuildId, PlayerId, TableId};

/// A finished game one share token opens: which game, of which server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedGame {
    pub guild: GuildId,
    pub table: TableId,
    pub game_no: u32,
}

/// One point of a member's rating history: after the game that ended at `ended_at`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingPoint {
    pub ended_at: i64,
    pub rating: i64,
    pub table: TableId,
    pub game_no: i64,
}

/// How many characters a share token has: 26 base-32 characters carry 130 random bits.
const TOKEN_LEN: usize = 26;

impl Store {
    /// The names `players` last took a seat under in the server, for those who ever did.
    ///
    /// # Errors
    /// Database errors.
    pub async fn player_names(
        &self,
        guild: GuildId,
        players: &[PlayerId],
    ) -> Result<Vec<(PlayerId, String)>, StoreError> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        let list = players
            .iter()
            .map(|p| p.0.to_string())
            .collect::<Vec<_>>()
            .join(",");
        // The ids are numbers, written by us: no text from outside reaches the statement.
        let sql = format!(
            "SELECT player_id, name FROM player_names WHERE guild_id = $1 AND player_id IN ({list})"
        );
        let rows: Vec<(i64, String)> = engine!(self, db, _e => {
            sqlx::query_as(&sql).bind(guild.0).fetch_all(db.reader()).await?
        });
        Ok(rows.into_iter().map(|(p, n)| (PlayerId(p), n)).collect())
    }

    /// `player`'s rating in `game` after each of their rated games in the server, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_history(
        &self,
        guild: GuildId,
        game: GameKind,
        player: PlayerId,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        let rows: Vec<(i64, i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT g.ended_at, r.rating_before + r.rating_change, r.table_id, r.game_no \
                 FROM rating_changes r \
                 JOIN games g ON g.table_id = r.table_id AND g.game_no = r.game_no \
                 WHERE g.guild_id = $1 AND g.game_kind = $2 AND r.player_id = $3 \
                 AND g.ended_at IS NOT NULL \
                 ORDER BY g.ended_at, r.table_id, r.game_no",
            )
            .bind(guild.0)
            .bind(game.as_str())
            .bind(player.0)
            .fetch_all(db.reader())
            .await?
        });
        Ok(rows
            .into_iter()
            .map(|(ended_at, rating, table, game_no)| RatingPoint {
                ended_at,
                rating,
                table: TableId(table),
                game_no,
            })
            .collect())
    }

    /// The share token of game `game_no` of `table`, made now if the game has none yet: the same
    /// token every time, so sharing twice (or a retried request) gives one link.
    ///
    /// # Errors
    /// Database errors, among them a game that does not exist (its foreign key).
    pub async fn share_token(&self, table: TableId, game_no: u32) -> Result<String, StoreError> {
        let fresh = new_token();
        let token: String = engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            sqlx::query(
                "INSERT INTO game_shares (token, table_id, game_no, created_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (table_id, game_no) DO NOTHING",
            )
            .bind(&fresh)
            .bind(table.0)
            .bind(i64::from(game_no))
            .bind(now_ms())
            .execute(&mut *conn)
            .await?;
            sqlx::query_scalar(
                "SELECT token FROM game_shares WHERE table_id = $1 AND game_no = $2",
            )
            .bind(table.0)
            .bind(i64::from(game_no))
            .fetch_one(&mut *conn)
            .await?
        });
        Ok(token)
    }

    /// The game a share token opens, if it is one.
    ///
    /// # Errors
    /// Database errors.
    pub async fn shared_game(&self, token: &str) -> Result<Option<SharedGame>, StoreError> {
        if token.len() != TOKEN_LEN || !token.bytes().all(|b| TOKEN_ALPHABET.contains(&b)) {
            return Ok(None);
        }
        let row: Option<(i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT t.guild_id, s.table_id, s.game_no FROM game_shares s \
                 JOIN tables t ON t.id = s.table_id WHERE s.token = $1",
            )
            .bind(token)
            .fetch_optional(db.reader())
            .await?
        });
        row.map(|(guild, table, game_no)| {
            Ok(SharedGame {
                guild: GuildId(guild),
                table: TableId(table),
                game_no: u32::try_from(game_no)
                    .map_err(|_| StoreError::Invalid(format!("a shared game number {game_no}")))?,
            })
        })
        .transpose()
    }

    /// The server's finished games of `game`, newest first: `limit` from `offset`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn finished_games(
        &self,
        guild: GuildId,
        game: GameKind,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<(TableId, i64, i64)>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT table_id, game_no, ended_at FROM games \
                 WHERE guild_id = $1 AND game_kind = $2 AND status = 'finished' \
                 ORDER BY ended_at DESC, table_id DESC, game_no DESC LIMIT $3 OFFSET $4",
            )
            .bind(guild.0)
            .bind(game.as_str())
            .bind(limit)
            .bind(offset.max(0))
            .fetch_all(db.reader())
            .await?
        });
        Ok(rows
            .into_iter()
            .map(|(t, g, at)| (TableId(t), g, at))
            .collect())
    }
}

/// Lower-case letters and digits without the look-alikes 0, 1, l and o: 32 symbols, 5 bits each.
const TOKEN_ALPHABET: &[u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";

/// A token nobody can guess: from the operating system's random source.
fn new_token() -> String {
    let mut bytes = [0u8; TOKEN_LEN];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    bytes
        .iter()
        .map(|b| char::from(TOKEN_ALPHABET[usize::from(b & 31)]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_in_the_alphabet() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), TOKEN_LEN);
        assert_ne!(a, b);
        assert!(a.bytes().all(|c| TOKEN_ALPHABET.contains(&c)));
    }
}
