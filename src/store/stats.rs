//! Server leaderboards, one per game, fast at any size: they read the `stat_buckets` totals (keyed
//! by server and game), which a commit adds to once per finished game (in the statement that
//! finishes it), never the raw games. A game's own counters (gins, rummies…) are its seats'
//! `tallies`, summed per name in the buckets.
//!
//! A leaderboard over a period starting at `since_ms` sums, per player, the raw seats of the
//! partial day at its start, then the largest buckets that fit (1 day, 8 days, 64 days, then 512
//! days up to now): a few dozen rows per player whatever the period. All time reads one bucket.
//!
//! Ranking is standard competition ranking ("1224"): tied players share a rank and the next rank
//! skips. Rows are ordered by value (highest first), then player id, so ties list stably.
//! Ties are decided by value: equal values share a rank, whatever their display rounds to.
//! Only finished games count; a player appears once they have played `max(min_games, 1)`
//! games of the game in the period. [`Ranking::Rating`] reads the `ratings` rows instead: ratings
//! as they stand, whatever the period, with each member's games rated as their games.
//! [`Ranking::Balance`] reads the accounts: the server's balances now, every account with
//! `min_games` finished games of any game, whatever the game and period asked for.

use serde::{Deserialize, Serialize};

pub use super::ranking::Ranking;
use super::{Store, StoreError};
use crate::games::GameKind;
use crate::ids::{GuildId, PlayerId};

const DAY_MS: i64 = 86_400_000;

/// The bucket spans below all time, smallest first: each a multiple of the previous. The
/// `stat_spans` table (migrations) lists the same, plus 0 for all time.
pub(crate) const SPANS_MS: [i64; 4] = [DAY_MS, 8 * DAY_MS, 64 * DAY_MS, 512 * DAY_MS];

/// A leaderboard value: a count of chips or games, or a rate in [0, 1].
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LeaderValue {
    Count(i64),
    Rate(f64),
}

impl std::fmt::Display for LeaderValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LeaderValue::Count(n) => write!(f, "{n}"),
            LeaderValue::Rate(r) => write!(f, "{:.1}%", r * 100.0),
        }
    }
}

/// One row of a leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeaderRow {
    /// Competition rank: 1, 2, 2, 4, ...
    pub rank: i64,
    pub player_id: PlayerId,
    pub value: LeaderValue,
    /// Finished games of the game in the period; for [`Ranking::Rating`], games rated; for
    /// [`Ranking::Balance`], finished games of every game, all time.
    pub games: i64,
}

/// Which leaderboard to read: one server's board of one game, by one ranking, over a period.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leaderboard {
    pub guild: GuildId,
    pub game: GameKind,
    pub by: Ranking,
    /// Start of the period (unix ms); `None`: all time.
    pub since_ms: Option<i64>,
    /// Whether computer players are ranked with the people.
    pub include_computers: bool,
    /// Games a player must have finished in the period to be ranked (at least 1, but for
    /// rankings that ignore the period).
    pub min_games: i64,
}

impl Leaderboard {
    /// The all-time board of `game` in `guild` by `by`: people only, whatever their games.
    #[must_use]
    pub fn all_time(guild: GuildId, game: GameKind, by: Ranking) -> Leaderboard {
        Leaderboard {
            guild,
            game,
            by,
            since_ms: None,
            include_computers: false,
            min_games: 0,
        }
    }
}

/// Numbered bind parameters (`$1`, `$2`, ...), handed out as the SQL is written.
struct Args(Vec<i64>);

impl Args {
    fn arg(&mut self, v: i64) -> String {
        self.0.push(v);
        format!("${}", self.0.len())
    }
}

/// How an engine reads a counter from a JSON column (`sqlite::tally`, `postgres::tally`).
type TallyField = fn(&str, &str) -> String;

/// The common part of every leaderboard query: CTEs ending in `ranked(player_id, value, games,
/// rank)`.
fn ranked_sql(field: TallyField, args: &mut Args, board: &Leaderboard) -> String {
    let Leaderboard {
        guild,
        game,
        by,
        since_ms,
        include_computers,
        min_games,
    } = *board;
    let g = args.arg(guild.0);
    // The kind is one of our own constants, never user input.
    let kind = game.as_str();
    let board = if by == Ranking::Rating {
        format!(
            "board AS (SELECT player_id, rating AS value, games_rated AS games FROM ratings \
             WHERE guild_id = {g} AND game_kind = '{kind}')"
        )
    } else if by == Ranking::Balance {
        format!(
            "played AS (SELECT player_id, CAST(SUM(games) AS BIGINT) AS games FROM stat_buckets \
             WHERE guild_id = {g} AND span_ms = 0 GROUP BY player_id), \
             board AS (SELECT a.player_id AS player_id, a.chips AS value, \
             COALESCE(p.games, 0) AS games FROM accounts a LEFT JOIN played p \
             ON p.player_id = a.player_id WHERE a.guild_id = {g})"
        )
    } else {
        let scope = format!("guild_id = {g} AND game_kind = '{kind}'");
        format!(
            "src AS ({}), agg AS (SELECT player_id, CAST(SUM(games) AS BIGINT) AS games, \
             CAST(SUM(wins) AS BIGINT) AS wins, CAST(SUM(tally) AS BIGINT) AS tally, \
             CAST(SUM(rebuys_survived) AS BIGINT) AS rebuys_survived, \
             MAX(biggest_pool) AS biggest_pool, CAST(SUM(net) AS BIGINT) AS net FROM src \
             GROUP BY player_id), board AS (SELECT player_id, {} AS value, games FROM agg)",
            source_sql(args, &scope, &by.tally_sql(field), since_ms),
            by.value_sql()
        )
    };
    let min = args.arg(if by.ignores_period() {
        min_games
    } else {
        min_games.max(1)
    });
    let computers = args.arg(i64::from(include_computers));
    // Ratings rank whoever has one: only games that rate write them.
    let applies = i32::from(by == Ranking::Rating || by.applies_to(game));
    format!(
        "WITH {board}, ranked AS (SELECT player_id, value, games, \
         RANK() OVER (ORDER BY value DESC) AS rank FROM board \
         WHERE {applies} = 1 AND games >= {min} AND ({computers} = 1 OR player_id >= 0))"
    )
}

/// Per-player rows (possibly several per player) whose sums are the period's totals, from the
/// rows `scope` selects (a server and game); `tally` is the ranking's counter (SQL over a
/// `tallies` column).
fn source_sql(args: &mut Args, scope: &str, tally: &str, since_ms: Option<i64>) -> String {
    let cols = format!(
        "player_id, games, wins, {tally} AS tally, rebuys_survived, biggest_pool, \
         chips_won - chips_lost AS net"
    );
    let Some(since) = since_ms else {
        return format!("SELECT {cols} FROM stat_buckets WHERE {scope} AND span_ms = 0");
    };
    let mut pos = ceil_to(since, DAY_MS);
    let mut parts = vec![format!(
        "SELECT player_id, 1 AS games, \
         CASE WHEN outcome IN ('won', 'split') THEN 1 ELSE 0 END AS wins, {tally} AS tally, \
         CASE WHEN outcome IN ('won', 'split') THEN rebuys ELSE 0 END AS rebuys_survived, \
         CASE WHEN outcome IN ('won', 'split') THEN chips_out ELSE 0 END AS biggest_pool, \
         chips_out - chips_in AS net FROM seats WHERE {scope} AND finished_at IS NOT NULL \
         AND finished_at >= {} AND finished_at < {}",
        args.arg(since),
        args.arg(pos)
    )];
    for (i, &span) in SPANS_MS.iter().enumerate() {
        let end = match SPANS_MS.get(i + 1) {
            Some(&next) => ceil_to(pos, next),
            None => i64::MAX,
        };
        let (first, last) = (
            pos / span,
            if end == i64::MAX {
                i64::MAX
            } else {
                end / span
            },
        );
        parts.push(format!(
            "SELECT {cols} FROM stat_buckets WHERE {scope} AND span_ms = {} \
             AND bucket >= {} AND bucket < {}",
            args.arg(span),
            args.arg(first),
            args.arg(last)
        ));
        pos = end;
    }
    parts.join(" UNION ALL ")
}

/// The smallest multiple of `step` at or above `t` (for t >= 0; earlier times clamp to 0).
fn ceil_to(t: i64, step: i64) -> i64 {
    let t = t.max(0);
    t.div_euclid(step)
        .saturating_add(i64::from(t.rem_euclid(step) != 0))
        .saturating_mul(step)
}

impl Store {
    /// Runs a leaderboard query (`rank, player_id, value, games`) with its arguments.
    async fn leader_rows(
        &self,
        sql: &str,
        args: &Args,
        by: Ranking,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        let row = |rank, player: i64, value, games| LeaderRow {
            rank,
            player_id: PlayerId(player),
            value,
            games,
        };
        Ok(engine!(self, db, _e => {
            if by == Ranking::WinRate {
                let q = sqlx::query_as::<_, (i64, i64, f64, i64)>(sql);
                let rows = args.0.iter().fold(q, |q, v| q.bind(*v));
                let rows = rows.fetch_all(db.reader()).await?;
                rows.into_iter()
                    .map(|(r, p, v, g)| row(r, p, LeaderValue::Rate(v), g))
                    .collect::<Vec<_>>()
            } else {
                let q = sqlx::query_as::<_, (i64, i64, i64, i64)>(sql);
                let rows = args.0.iter().fold(q, |q, v| q.bind(*v));
                let rows = rows.fetch_all(db.reader()).await?;
                rows.into_iter()
                    .map(|(r, p, v, g)| row(r, p, LeaderValue::Count(v), g))
                    .collect::<Vec<_>>()
            }
        }))
    }

    /// Runs a query of one integer with its arguments.
    async fn count(&self, sql: &str, args: &Args) -> Result<i64, StoreError> {
        Ok(engine!(self, db, _e => {
            let q = sqlx::query_scalar::<_, i64>(sql);
            args.0
                .iter()
                .fold(q, |q, v| q.bind(*v))
                .fetch_one(db.reader())
                .await?
        }))
    }

    /// How the store's engine reads a counter from a JSON column.
    fn tally_field(&self) -> TallyField {
        engine!(self, _db, e => e::tally)
    }
}

impl Store {
    /// A page of the server's leaderboard `board` (`limit` rows from `offset`). See the module
    /// docs for ranking and ties. A ranking by another game's counter ([`Ranking::applies_to`])
    /// ranks nobody.
    ///
    /// # Errors
    /// Database errors.
    pub async fn leaderboard(
        &self,
        board: &Leaderboard,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        let mut args = Args(Vec::new());
        let ranked = ranked_sql(self.tally_field(), &mut args, board);
        let sql = format!(
            "{ranked} SELECT rank, player_id, value, games FROM ranked \
             ORDER BY value DESC, player_id ASC LIMIT {} OFFSET {}",
            args.arg(limit),
            args.arg(offset.max(0))
        );
        self.leader_rows(&sql, &args, board.by).await
    }

    /// The player's own row of that leaderboard, wherever it is, or `None` if they are not on it.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rank_of(
        &self,
        board: &Leaderboard,
        player: PlayerId,
    ) -> Result<Option<LeaderRow>, StoreError> {
        let mut args = Args(Vec::new());
        let ranked = ranked_sql(self.tally_field(), &mut args, board);
        let sql = format!(
            "{ranked} SELECT rank, player_id, value, games FROM ranked WHERE player_id = {}",
            args.arg(player.0)
        );
        Ok(self
            .leader_rows(&sql, &args, board.by)
            .await?
            .into_iter()
            .next())
    }

    /// How many rows that leaderboard has (for paging).
    ///
    /// # Errors
    /// Database errors.
    pub async fn leaderboard_len(&self, board: &Leaderboard) -> Result<i64, StoreError> {
        let mut args = Args(Vec::new());
        let ranked = ranked_sql(self.tally_field(), &mut args, board);
        let sql = format!("{ranked} SELECT COUNT(*) FROM ranked");
        self.count(&sql, &args).await
    }

    /// How many games of `game` the player finished in the server since `since_ms` (all time
    /// if `None`): what a leaderboard's minimum number of games is held against.
    ///
    /// # Errors
    /// Database errors.
    pub async fn games_played(
        &self,
        guild: GuildId,
        game: GameKind,
        since_ms: Option<i64>,
        player: PlayerId,
    ) -> Result<i64, StoreError> {
        let mut args = Args(Vec::new());
        let (g, p) = (args.arg(guild.0), args.arg(player.0));
        // The kind is one of our own constants, never user input.
        let scope = format!(
            "guild_id = {g} AND game_kind = '{}' AND player_id = {p}",
            game.as_str()
        );
        let sql = format!(
            "SELECT CAST(COALESCE(SUM(games), 0) AS BIGINT) FROM ({}) AS src",
            source_sql(&mut args, &scope, "0", since_ms)
        );
        self.count(&sql, &args).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ceil_to_rounds_up_to_the_step() {
        assert_eq!(ceil_to(0, DAY_MS), 0);
        assert_eq!(ceil_to(1, DAY_MS), DAY_MS);
        assert_eq!(ceil_to(DAY_MS, DAY_MS), DAY_MS);
        assert_eq!(ceil_to(-5, DAY_MS), 0);
    }

    #[test]
    fn period_sources_cover_the_period_once() {
        let mut args = Args(Vec::new());
        let since = 100 * DAY_MS + 123;
        let sql = source_sql(&mut args, "guild_id = ?0", "0", Some(since));
        assert_eq!(sql.matches("UNION ALL").count(), SPANS_MS.len());
        // (since, raw end), then (span, first, last) per level: each level starts where the
        // previous ended.
        let v = &args.0;
        assert_eq!(v[0], since);
        let mut pos = v[1];
        assert_eq!(pos, 101 * DAY_MS);
        for (i, span) in SPANS_MS.iter().enumerate() {
            let (s, first, last) = (v[2 + 3 * i], v[3 + 3 * i], v[4 + 3 * i]);
            assert_eq!(s, *span);
            assert_eq!(first * span, pos);
            pos = if last == i64::MAX {
                i64::MAX
            } else {
                last * span
            };
        }
        assert_eq!(pos, i64::MAX);
    }
}
