//! Tournaments: their rows, entrants and tables, and the chips of their pools. Every change a
//! player or the bot makes is one transaction, written before anyone is told, so a tournament
//! comes back whole after a kill -9: a sign-up and its buy-in; the start, with the computer
//! players filling it and everyone's seeding rating; a round's seating; a table's thread, table
//! and result; the end, with the prizes paid. The schema guards the rest (migration
//! `..._tournaments.sql`): one sign-up per member, none after the start, a pool moved only by
//! ledger rows and never below zero.

use sqlx::Connection;

use super::{error::is_unique_violation, now_ms, LedgerKind, Store, StoreError};
use crate::{
    games::GameKind,
    ids::TournamentId,
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::{Entrant, Format, Played},
};

/// A tournament about to be created.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: PlayerId,
    pub game: GameKind,
    pub format: Format,
    pub players: u8,
    pub table_size: u8,
    pub rounds: u8,
    pub buy_in: u64,
    /// The tables' options (JSON), as the table service takes them.
    pub options: String,
}

/// Where a tournament is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentStatus {
    SignUp,
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    fn parse(s: &str) -> TournamentStatus {
        match s {
            "signup" => TournamentStatus::SignUp,
            "running" => TournamentStatus::Running,
            "finished" => TournamentStatus::Finished,
            _ => TournamentStatus::Cancelled,
        }
    }
}

/// One table of a round, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentTable {
    pub round: u32,
    pub table_no: u32,
    pub seats: Vec<PlayerId>,
    pub thread: Option<ChannelId>,
    pub table: Option<TableId>,
    pub places: Option<Vec<u8>>,
}

impl TournamentTable {
    #[must_use]
    pub fn played(&self) -> Played {
        Played {
            round: self.round,
            seats: self.seats.clone(),
            places: self.places.clone(),
        }
    }
}

/// A tournament read whole.
#[derive(Clone, Debug)]
pub struct StoredTournament {
    pub id: TournamentId,
    pub new: NewTournament,
    pub message_id: Option<i64>,
    pub status: TournamentStatus,
    pub pool: i64,
    /// In sign-up order.
    pub entrants: Vec<Entrant>,
    /// Each entrant's final place and prize, once finished.
    pub results: Vec<(PlayerId, Option<i64>, i64)>,
    /// Round by round, table by table.
    pub tables: Vec<TournamentTable>,
}

/// What became of a sign-up. Only `Done` changed anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignUp {
    Done,
    Twice,
    Closed,
    Full,
    /// `needed`: the buy-in and what the tables ask (`tables`); `available`: what the member
    /// has (or would have, their account opening with its starting chips).
    Short {
        needed: u64,
        tables: u64,
        available: u64,
    },
}

/// What a sign-up asks besides the buy-in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SignUpTerms {
    /// Chips a member's account opens with, if the sign-up opens it.
    pub starting_chips: i64,
    /// Chips the member must hold on top of the buy-in for the tables they may play (0 where
    /// the tables play for no chips).
    pub tables: u64,
}

type TournamentRow = (
    i64,
    i64,
    i64,
    Option<i64>,
    i64,
    String,
    String,
    i64,
    i64,
    i64,
    i64,
    String,
    String,
    i64,
);

const COLUMNS: &str = "id, guild_id, channel_id, message_id, creator_id, game_kind, format, \
     players, table_size, rounds, buy_in, options, status, pool";

impl Store {
    /// Creates a tournament taking sign-ups.
    ///
    /// # Errors
    /// Database errors (a value out of the schema's ranges is a caller bug).
    pub async fn create_tournament(&self, t: &NewTournament) -> Result<TournamentId, StoreError> {
        let id: i64 = engine!(self, db, _e => {
            sqlx::query_scalar(
                "INSERT INTO tournaments (guild_id, channel_id, creator_id, game_kind, format, \
                 players, table_size, rounds, buy_in, options, status, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'signup', $11) RETURNING id",
            )
            .bind(t.guild.0)
            .bind(t.channel.0)
            .bind(t.creator.0)
            .bind(t.game.as_str())
            .bind(t.format.as_str())
            .bind(i64::from(t.players))
            .bind(i64::from(t.table_size))
            .bind(i64::from(t.rounds))
            .bind(i64::try_from(t.buy_in).unwrap_or(i64::MAX))
            .bind(&t.options)
            .bind(now_ms())
            .fetch_one(&mut *db.writer().await?)
            .await?
        });
        Ok(TournamentId(id))
    }

    /// Records the message that shows the tournament.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_tournament_message(
        &self,
        id: TournamentId,
        message: i64,
    ) -> Result<(), StoreError> {
        engine!(self, db, _e => {
            sqlx::query("UPDATE tournaments SET message_id = $1 WHERE id = $2")
                .bind(message)
                .bind(id.0)
                .execute(&mut *db.writer().await?)
                .await?;
        });
        Ok(())
    }

    /// Records a round's seating, one table per entry in table order; a table of one (a bye)
    /// is recorded as played. False if the round was recorded already (nothing changed).
    ///
    /// # Errors
    /// Database errors.
    pub async fn add_round(
        &self,
        id: TournamentId,
        round: u32,
        tables: &[Vec<PlayerId>],
    ) -> Result<bool, StoreError> {
        engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            for (no, seats) in tables.iter().enumerate() {
                let ids: Vec<i64> = seats.iter().map(|p| p.0).collect();
                let places = (seats.len() == 1).then(|| "[0]".to_owned());
                let added = sqlx::query(
                    "INSERT INTO tournament_tables (tournament_id, round, table_no, seats, places) \
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(id.0)
                .bind(i64::from(round))
                .bind(no as i64)
                .bind(serde_json::to_string(&ids)?)
                .bind(places)
                .execute(&mut *tx)
                .await;
                match added {
                    Ok(_) => {}
                    Err(e) if is_unique_violation(&e) => return Ok(false),
                    Err(e) => return Err(e.into()),
                }
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Records where one table of a round is played: its thread, then its table once opened.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_tournament_table(
        &self,
        id: TournamentId,
        round: u32,
        table_no: u32,
        thread: ChannelId,
        table: Option<TableId>,
    ) -> Result<(), StoreError> {
        self.update_round_table(id, round, table_no, Some(thread), table, None)
            .await
    }

    /// Records a table's result (each seat's place), once: a result already recorded stays.
    ///
    /// # Errors
    /// Database errors.
    pub async fn record_places(
        &self,
        id: TournamentId,
        round: u32,
        table_no: u32,
        places: &[u8],
    ) -> Result<(), StoreError> {
        self.update_round_table(id, round, table_no, None, None, Some(places))
            .await
    }

    /// Writes what is now known of one table of a round: what is `None` stays as it was, and
    /// a result, once recorded, is final.
    async fn update_round_table(
        &self,
        id: TournamentId,
        round: u32,
        table_no: u32,
        thread: Option<ChannelId>,
        table: Option<TableId>,
        places: Option<&[u8]>,
    ) -> Result<(), StoreError> {
        let places = places.map(serde_json::to_string).transpose()?;
        engine!(self, db, _e => {
            sqlx::query(
                "UPDATE tournament_tables SET thread_id = COALESCE($1, thread_id), \
                 table_id = COALESCE($2, table_id), places = COALESCE(places, $3) \
                 WHERE tournament_id = $4 AND round = $5 AND table_no = $6",
            )
            .bind(thread.map(|t| t.0))
            .bind(table.map(|t| t.0))
            .bind(places)
            .bind(id.0)
            .bind(i64::from(round))
            .bind(i64::from(table_no))
            .execute(&mut *db.writer().await?)
            .await?;
        });
        Ok(())
    }

    /// Ends the tournament with its final `standings` (best first) and pays each paid place its
    /// `prizes` entry from the pool, in one transaction. False if it had ended already.
    ///
    /// # Errors
    /// Database errors; the schema refuses prizes larger than the pool.
    pub async fn finish_tournament(
        &self,
        id: TournamentId,
        standings: &[PlayerId],
        prizes: &[u64],
    ) -> Result<bool, StoreError> {
        let now = now_ms();
        engine!(self, db, _e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            let ended = sqlx::query(
                "UPDATE tournaments SET status = 'finished', ended_at = $1 \
                 WHERE id = $2 AND status = 'running'",
            )
            .bind(now)
            .bind(id.0)
            .execute(&mut *tx)
            .await?;
            if ended.rows_affected() == 0 {
                return Ok(false);
            }
            let guild: i64 = sqlx::query_scalar("SELECT guild_id FROM tournaments WHERE id = $1")
                .bind(id.0)
                .fetch_one(&mut *tx)
                .await?;
            for (place, player) in standings.iter().enumerate() {
                let prize = prizes.get(place).copied().unwrap_or(0);
                let prize = i64::try_from(prize).unwrap_or(i64::MAX);
                sqlx::query(
                    "UPDATE tournament_entrants SET place = $1, prize = $2 \
                     WHERE tournament_id = $3 AND player_id = $4",
                )
                .bind(place as i64)
                .bind(prize)
                .bind(id.0)
                .bind(player.0)
                .execute(&mut *tx)
                .await?;
                if prize > 0 {
                    sqlx::query(
                        "INSERT INTO ledger (guild_id, player_id, tournament_id, kind, amount, \
                         created_at) VALUES ($1, $2, $3, $4, $5, $6)",
                    )
                    .bind(guild)
                    .bind(player.0)
                    .bind(id.0)
                    .bind(LedgerKind::Prize.as_str())
                    .bind(prize)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
            }
            tx.commit().await?;
            Ok(true)
        })
    }
}

#[path = "tournaments_read.rs"]
mod read;
#[path = "tournaments_signup.rs"]
mod signup;
