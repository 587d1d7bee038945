//! One player's statistics and game history in a server, per game. Totals come from the game's
//! all-time statistics bucket; best and worst game, recent form and history from the player's
//! finished seats of that game through the `seats_results_*` indexes. Only finished games count.
//!
//! Order among games: newest first (by end time, then table and game number, descending); the
//! best (worst) game is the one with the highest (lowest) net chips, the newest among equals.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{SeatOutcome, Store, StoreError};
use crate::games::GameKind;
use crate::ids::{GuildId, PlayerId, TableId};

/// A player's totals over their finished games in a server.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    pub games: i64,
    /// Games won, a split pot counting as a win.
    pub wins: i64,
    /// wins / games (0 with no games).
    pub win_rate: f64,
    /// Mean final score (0 with no games).
    pub avg_final_score: f64,
    /// The game's own counters summed over the games (Rumino: gins, ruminos, knocks; Rummy:
    /// hands_won, rummies), by name.
    pub tallies: BTreeMap<String, i64>,
    pub rebuys: i64,
    /// Sum of net chips over the games they came out ahead in.
    pub chips_won: i64,
    /// Sum of net losses over the games they came out behind in (a positive number).
    pub chips_lost: i64,
    /// The game with the highest net chips.
    pub best_game: Option<GameRef>,
    /// The game with the lowest net chips.
    pub worst_game: Option<GameRef>,
    /// Outcomes of their last 10 games, newest first.
    pub recent_form: Vec<SeatOutcome>,
}

/// A finished game, from one player's side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRef {
    pub table_id: TableId,
    pub game_no: i64,
    pub ended_at: i64,
    /// Chips out (payout) minus chips in (stake and rebuys).
    pub net_chips: i64,
}

/// A finished game in a player's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub table_id: TableId,
    pub game_no: i64,
    pub ended_at: i64,
    pub stake: i64,
    /// Every chip paid in (stakes and rebuys of all seats).
    pub pool: i64,
    pub outcome: SeatOutcome,
    pub net_chips: i64,
    /// The other players, in seat order.
    pub opponents: Vec<PlayerId>,
}

const NEWEST_FIRST: &str = "finished_at DESC, table_id DESC, game_no DESC";

impl Store {
    /// The player's statistics of one game in the server (all zero if they have no finished
    /// game of it).
    ///
    /// # Errors
    /// Database errors.
    pub async fn player_stats(
        &self,
        guild: GuildId,
        game: GameKind,
        player: PlayerId,
    ) -> Result<PlayerStats, StoreError> {
        let totals: Option<(i64, i64, String, i64, i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT games, wins, tallies, rebuys, score_sum, chips_won, chips_lost \
                 FROM stat_buckets WHERE guild_id = $1 AND game_kind = $2 AND span_ms = 0 \
                 AND bucket = 0 AND player_id = $3",
            )
            .bind(guild.0)
            .bind(game.as_str())
            .bind(player.0)
            .fetch_optional(db.reader())
            .await?
        });
        let Some((games, wins, tallies, rebuys, score_sum, chips_won, chips_lost)) = totals else {
            return Ok(PlayerStats::default());
        };
        let tallies: BTreeMap<String, i64> = serde_json::from_str(&tallies)
            .map_err(|e| StoreError::Invalid(format!("bad statistics tallies: {e}")))?;
        #[allow(clippy::cast_precision_loss)]
        let ratio = |n: i64| {
            if games > 0 {
                n as f64 / games as f64
            } else {
                0.0
            }
        };
        let best = self.extreme_game(guild, game, player, "MAX").await?;
        let worst = self.extreme_game(guild, game, player, "MIN").await?;
        let form_sql = format!(
            "SELECT outcome FROM seats WHERE guild_id = $1 AND game_kind = $2 AND player_id = $3 \
             AND finished_at IS NOT NULL ORDER BY {NEWEST_FIRST} LIMIT 10"
        );
        let form: Vec<String> = engine!(self, db, _e => {
            sqlx::query_scalar(&form_sql)
                .bind(guild.0)
                .bind(game.as_str())
                .bind(player.0)
                .fetch_all(db.reader())
                .await?
        });
        Ok(PlayerStats {
            games,
            wins,
            win_rate: ratio(wins),
            avg_final_score: ratio(score_sum),
            tallies,
            rebuys,
            chips_won,
            chips_lost,
            best_game: best,
            worst_game: worst,
            recent_form: form.iter().map(|o| outcome(o)).collect::<Result<_, _>>()?,
        })
    }

    async fn extreme_game(
        &self,
        guild: GuildId,
        game: GameKind,
        player: PlayerId,
        extreme: &str,
    ) -> Result<Option<GameRef>, StoreError> {
        // The extreme is one index seek; the newest game with it, a short backward scan.
        let sql = format!(
            "SELECT table_id, game_no, finished_at, chips_out - chips_in FROM seats \
             WHERE guild_id = $1 AND game_kind = $2 AND player_id = $3 AND finished_at IS NOT NULL \
             AND chips_out - chips_in = (SELECT {extreme}(chips_out - chips_in) FROM seats \
             WHERE guild_id = $1 AND game_kind = $2 AND player_id = $3 \
             AND finished_at IS NOT NULL) ORDER BY {NEWEST_FIRST} LIMIT 1"
        );
        let row: Option<(i64, i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(&sql)
                .bind(guild.0)
                .bind(game.as_str())
                .bind(player.0)
                .fetch_optional(db.reader())
                .await?
        });
        Ok(row.map(|(table_id, game_no, ended_at, net_chips)| GameRef {
            table_id: TableId(table_id),
            game_no,
            ended_at,
            net_chips,
        }))
    }

    /// The player's last `limit` finished games of `game` in the server, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn history(
        &self,
        guild: GuildId,
        game: GameKind,
        player: PlayerId,
        limit: i64,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let sql = format!(
            "SELECT s.table_id, s.game_no, s.finished_at, g.stake, \
             (SELECT CAST(SUM(o.chips_in) AS BIGINT) FROM seats o \
              WHERE o.table_id = s.table_id AND o.game_no = s.game_no), \
             s.outcome, s.chips_out - s.chips_in, \
             (SELECT string_agg(CAST(o.player_id AS TEXT), ',' ORDER BY o.seat_no) FROM seats o \
              WHERE o.table_id = s.table_id AND o.game_no = s.game_no AND o.player_id <> s.player_id) \
             FROM seats s JOIN games g ON g.table_id = s.table_id AND g.game_no = s.game_no \
             WHERE s.guild_id = $1 AND s.game_kind = $2 AND s.player_id = $3 \
             AND s.finished_at IS NOT NULL \
             ORDER BY s.{} LIMIT $4",
            NEWEST_FIRST.replace(", ", ", s.")
        );
        let rows: Vec<SummaryRow> = engine!(self, db, _e => {
            sqlx::query_as(&sql)
                .bind(guild.0)
                .bind(game.as_str())
                .bind(player.0)
                .bind(limit)
                .fetch_all(db.reader())
                .await?
        });
        rows.into_iter().map(summary).collect()
    }
}

/// A row of [`Store::history`]'s query.
type SummaryRow = (
    i64,
    i64,
    i64,
    i64,
    Option<i64>,
    Option<String>,
    i64,
    Option<String>,
);

fn summary(r: SummaryRow) -> Result<GameSummary, StoreError> {
    let opponents =
        r.7.as_deref()
            .unwrap_or("")
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse::<i64>().map(PlayerId))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| StoreError::Invalid(format!("bad opponent list: {e}")))?;
    Ok(GameSummary {
        table_id: TableId(r.0),
        game_no: r.1,
        ended_at: r.2,
        stake: r.3,
        pool: r.4.unwrap_or(0),
        outcome: outcome(&r.5.unwrap_or_default())?,
        net_chips: r.6,
        opponents,
    })
}

fn outcome(word: &str) -> Result<SeatOutcome, StoreError> {
    SeatOutcome::parse(word)
        .ok_or_else(|| StoreError::Invalid(format!("a finished seat has outcome {word:?}")))
}
