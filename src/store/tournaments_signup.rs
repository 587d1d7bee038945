//! Signing up for a tournament and starting it: each one transaction, in which every refusal
//! changes nothing — no entrant, no chips moved, and no account opened (a member's account
//! opens inside the sign-up that takes them, the computers' inside the start).

use sqlx::Connection;

use super::{SignUp, SignUpTerms};
use crate::{
    ids::{GuildId, PlayerId},
    store::{
        error::{constraint_message, is_unique_violation},
        now_ms, LedgerKind, Store, StoreError,
    },
    tournament::{Entrant, TournamentId},
};

impl Store {
    /// Signs `entrant` up and takes the buy-in into the pool, in one transaction that also opens
    /// the member's account if this is their first use of the bot here (with `terms`' starting
    /// chips). Every refusal changes nothing, not even an account. A member already signed up is
    /// told so whatever else holds (a full field, say).
    ///
    /// # Errors
    /// Database errors.
    pub async fn sign_up(
        &self,
        id: TournamentId,
        entrant: &Entrant,
        terms: SignUpTerms,
    ) -> Result<SignUp, StoreError> {
        let now = now_ms();
        engine!(self, db, e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            let (guild, buy_in, players, status): (i64, i64, i64, String) = sqlx::query_as(
                "SELECT guild_id, buy_in, players, status FROM tournaments WHERE id = $1",
            )
            .bind(id.0)
            .fetch_one(&mut *tx)
            .await?;
            // Said first, so a full tournament that has started says it has started (the
            // schema refuses a late sign-up in any case).
            if status != "signup" {
                return Ok(SignUp::Closed);
            }
            let (signed, count): (i64, i64) = sqlx::query_as(
                "SELECT CAST(COALESCE(SUM(CASE WHEN player_id = $2 THEN 1 ELSE 0 END), 0) \
                 AS BIGINT), COUNT(*) FROM tournament_entrants WHERE tournament_id = $1",
            )
            .bind(id.0)
            .bind(entrant.player.0)
            .fetch_one(&mut *tx)
            .await?;
            if signed > 0 {
                return Ok(SignUp::Twice);
            }
            if count >= players {
                return Ok(SignUp::Full);
            }
            let guild_id = GuildId(guild);
            let available =
                e::ledger::open_account(&mut tx, guild_id, entrant.player, terms.starting_chips, now)
                    .await?;
            let short = |available: i64| SignUp::Short {
                needed: buy_in.max(0) as u64 + terms.tables,
                tables: terms.tables,
                available: available.max(0) as u64,
            };
            if available < buy_in.saturating_add(i64::try_from(terms.tables).unwrap_or(i64::MAX)) {
                return Ok(short(available));
            }
            let inserted = sqlx::query(
                "INSERT INTO tournament_entrants (tournament_id, player_id, name, computer, seed, \
                 rating) SELECT $1, $2, $3, $4, COUNT(*), $5 FROM tournament_entrants \
                 WHERE tournament_id = $1 \
                 HAVING COUNT(*) < (SELECT players FROM tournaments WHERE id = $1)",
            )
            .bind(id.0)
            .bind(entrant.player.0)
            .bind(&entrant.name)
            .bind(entrant.computer.as_deref())
            .bind(entrant.rating)
            .execute(&mut *tx)
            .await;
            match inserted {
                Ok(done) if done.rows_affected() == 0 => return Ok(SignUp::Full),
                Ok(_) => {}
                Err(e) if is_unique_violation(&e) => return Ok(SignUp::Twice),
                Err(e) if constraint_message(&e).is_some_and(|m| m.contains("sign-ups")) => {
                    return Ok(SignUp::Closed)
                }
                Err(e) => return Err(e.into()),
            }
            if buy_in > 0 {
                let paid = sqlx::query(
                    "INSERT INTO ledger (guild_id, player_id, tournament_id, kind, amount, \
                     created_at) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(guild)
                .bind(entrant.player.0)
                .bind(id.0)
                .bind(LedgerKind::BuyIn.as_str())
                .bind(buy_in)
                .bind(now)
                .execute(&mut *tx)
                .await;
                match paid {
                    Ok(_) => {}
                    // Another transaction spent the chips since they were read.
                    Err(e) if constraint_message(&e).is_some_and(|m| m.contains("chips")) => {
                        return Ok(short(available));
                    }
                    Err(e) => return Err(e.into()),
                }
            }
            tx.commit().await?;
            Ok(SignUp::Done)
        })
    }

    /// Starts the tournament: the computer players `fill` sign up (their accounts opened with
    /// `starting_chips` if new; the house covers their buy-ins), every entrant's seeding rating
    /// is set from `ratings`, and sign-ups close, in one transaction. False (and nothing
    /// changed, no account opened) if it was no longer taking sign-ups.
    ///
    /// # Errors
    /// Database errors.
    pub async fn start_tournament(
        &self,
        id: TournamentId,
        fill: &[Entrant],
        ratings: &[(PlayerId, i64)],
        starting_chips: i64,
    ) -> Result<bool, StoreError> {
        let now = now_ms();
        engine!(self, db, e => {
            let mut conn = db.writer().await?;
            let mut tx = conn.begin().await?;
            let (guild, buy_in, status): (i64, i64, String) = sqlx::query_as(
                "SELECT guild_id, buy_in, status FROM tournaments WHERE id = $1",
            )
            .bind(id.0)
            .fetch_one(&mut *tx)
            .await?;
            if status != "signup" {
                return Ok(false);
            }
            for entrant in fill {
                e::ledger::open_account(
                    &mut tx,
                    GuildId(guild),
                    entrant.player,
                    starting_chips,
                    now,
                )
                .await?;
                sqlx::query(
                    "INSERT INTO tournament_entrants (tournament_id, player_id, name, computer, \
                     seed, rating) SELECT $1, $2, $3, $4, COUNT(*), $5 FROM tournament_entrants \
                     WHERE tournament_id = $1",
                )
                .bind(id.0)
                .bind(entrant.player.0)
                .bind(&entrant.name)
                .bind(entrant.computer.as_deref())
                .bind(entrant.rating)
                .execute(&mut *tx)
                .await?;
                if buy_in > 0 {
                    sqlx::query(
                        "INSERT INTO ledger (guild_id, player_id, tournament_id, kind, amount, \
                         created_at) VALUES ($1, $2, $3, $4, $5, $6)",
                    )
                    .bind(guild)
                    .bind(entrant.player.0)
                    .bind(id.0)
                    .bind(LedgerKind::BuyIn.as_str())
                    .bind(buy_in)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
            }
            for (player, rating) in ratings {
                sqlx::query(
                    "UPDATE tournament_entrants SET rating = $1 \
                     WHERE tournament_id = $2 AND player_id = $3",
                )
                .bind(rating)
                .bind(id.0)
                .bind(player.0)
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query("UPDATE tournaments SET status = 'running' WHERE id = $1")
                .bind(id.0)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(true)
        })
    }
}
