//! Reading tournaments back: one whole, the ones the bot's start-up must take further (still
//! going, or with a played table left open), and what `rumino check` holds each pool to.

use super::{StoredTournament, TournamentRow, TournamentStatus, TournamentTable, COLUMNS};
use crate::{
    games::GameKind,
    ids::TournamentId,
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::{Entrant, Format},
    store::{Store, StoreError, Violation},
};

type EntrantRow = (i64, String, Option<String>, i64, Option<i64>, i64);
type TableRow = (i64, i64, String, Option<i64>, Option<i64>, Option<String>);

impl Store {
    /// A tournament read whole, if it exists.
    ///
    /// # Errors
    /// Database errors; a stored value this version cannot read.
    pub async fn tournament(
        &self,
        id: TournamentId,
    ) -> Result<Option<StoredTournament>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1");
        let (row, entrants, tables): (Option<TournamentRow>, Vec<EntrantRow>, Vec<TableRow>) = engine!(self, db, _e => {
            let row = sqlx::query_as(&sql).bind(id.0).fetch_optional(db.reader()).await?;
            let entrants = sqlx::query_as(
                "SELECT player_id, name, computer, rating, place, prize \
                 FROM tournament_entrants WHERE tournament_id = $1 ORDER BY seed",
            )
            .bind(id.0)
            .fetch_all(db.reader())
            .await?;
            let tables = sqlx::query_as(
                "SELECT round, table_no, seats, thread_id, table_id, places \
                 FROM tournament_tables WHERE tournament_id = $1 ORDER BY round, table_no",
            )
            .bind(id.0)
            .fetch_all(db.reader())
            .await?;
            (row, entrants, tables)
        });
        let Some(row) = row else {
            return Ok(None);
        };
        let mut t = from_row(row)?;
        for (player, name, computer, rating, place, prize) in entrants {
            t.entrants.push(Entrant {
                player: PlayerId(player),
                name,
                computer,
                rating,
            });
            t.results.push((PlayerId(player), place, prize));
        }
        for (round, table_no, seats, thread, table, places) in tables {
            let seats: Vec<i64> = serde_json::from_str(&seats)?;
            t.tables.push(TournamentTable {
                round: round as u32,
                table_no: table_no as u32,
                seats: seats.into_iter().map(PlayerId).collect(),
                thread: thread.map(ChannelId),
                table: table.map(TableId),
                places: places.as_deref().map(serde_json::from_str).transpose()?,
            });
        }
        Ok(Some(t))
    }

    /// The ids of the tournaments taking sign-ups or running, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn live_tournaments(&self) -> Result<Vec<TournamentId>, StoreError> {
        let ids: Vec<i64> = engine!(self, db, _e => {
            sqlx::query_scalar(
                "SELECT id FROM tournaments WHERE status IN ('signup', 'running') ORDER BY id",
            )
            .fetch_all(db.reader())
            .await?
        });
        Ok(ids.into_iter().map(TournamentId).collect())
    }

    /// The ids of the tournaments, over or not, with a table whose result is recorded but which
    /// is still open: a kill -9 came between recording a result and closing its table.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tournaments_with_tables_to_close(&self) -> Result<Vec<TournamentId>, StoreError> {
        let ids: Vec<i64> = engine!(self, db, _e => {
            sqlx::query_scalar(
                "SELECT DISTINCT tt.tournament_id FROM tournament_tables tt \
                 JOIN tables t ON t.id = tt.table_id \
                 WHERE tt.places IS NOT NULL AND t.status = 'open' ORDER BY tt.tournament_id",
            )
            .fetch_all(db.reader())
            .await?
        });
        Ok(ids.into_iter().map(TournamentId).collect())
    }

    /// The tournament whose table `table` is, with its round and table number.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tournament_of_table(
        &self,
        table: TableId,
    ) -> Result<Option<(TournamentId, u32, u32)>, StoreError> {
        let row: Option<(i64, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "SELECT tournament_id, round, table_no FROM tournament_tables WHERE table_id = $1",
            )
            .bind(table.0)
            .fetch_optional(db.reader())
            .await?
        });
        Ok(row.map(|(t, r, n)| (TournamentId(t), r as u32, n as u32)))
    }

    /// `rumino check`'s part for tournaments: each pool equals its ledger rows, and an ended
    /// tournament holds no chips.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tournament_violations(&self) -> Result<Vec<Violation>, StoreError> {
        let rows: Vec<(i64, String, i64, i64)> = engine!(self, db, _e => {
            sqlx::query_as(
                "WITH l AS (SELECT l.tournament_id, \
                 CAST(SUM(l.amount * k.pool_sign) AS BIGINT) AS n \
                 FROM ledger l JOIN ledger_kinds k ON k.kind = l.kind \
                 WHERE l.tournament_id IS NOT NULL GROUP BY l.tournament_id) \
                 SELECT t.id, t.status, t.pool, COALESCE(l.n, 0) FROM tournaments t \
                 LEFT JOIN l ON l.tournament_id = t.id \
                 WHERE t.pool <> COALESCE(l.n, 0) \
                 OR (t.status IN ('finished', 'cancelled') AND t.pool <> 0) ORDER BY t.id",
            )
            .fetch_all(db.reader())
            .await?
        });
        Ok(rows
            .into_iter()
            .map(|(id, status, pool, ledger_sum)| {
                if pool == ledger_sum {
                    Violation::EndedTournamentHoldsChips {
                        tournament_id: id,
                        status,
                        pool,
                    }
                } else {
                    Violation::TournamentPoolMismatch {
                        tournament_id: id,
                        pool,
                        ledger_sum,
                    }
                }
            })
            .collect())
    }
}

fn from_row(row: TournamentRow) -> Result<StoredTournament, StoreError> {
    let (id, guild, channel, message_id, creator, game, format, players, table_size, rounds) = (
        row.0, row.1, row.2, row.3, row.4, row.5, row.6, row.7, row.8, row.9,
    );
    let (buy_in, options, status, pool) = (row.10, row.11, row.12, row.13);
    let game = GameKind::parse(&game)
        .ok_or_else(|| StoreError::Invalid(format!("tournament {id}: unknown game {game}")))?;
    let format = Format::parse(&format).map_err(StoreError::Invalid)?;
    Ok(StoredTournament {
        id: TournamentId(id),
        new: super::NewTournament {
            guild: GuildId(guild),
            channel: ChannelId(channel),
            creator: PlayerId(creator),
            game,
            format,
            players: players as u8,
            table_size: table_size as u8,
            rounds: rounds as u8,
            buy_in: buy_in.max(0) as u64,
            options,
        },
        message_id,
        status: TournamentStatus::parse(&status),
        pool,
        entrants: Vec::new(),
        results: Vec::new(),
        tables: Vec::new(),
    })
}
