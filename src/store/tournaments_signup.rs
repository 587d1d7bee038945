//! Signing up for a tournament and starting it: each one transaction, in which every refusal
//! changes nothing — no entrant, no chips moved, and no account opened (a member's account
//! opens inside the sign-up that takes them, the computers' inside the start).

use sqlx::Connection;

use super::{SignUp, SignUpTerms};
use crate::{
    ids::TournamentId,
    ids::{GuildId, PlayerId},
    store::Entrant,
    store::{
        error::{constraint_message, is_unique_violation},
        now_ms, Store, StoreError,
    },
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
            let (guild, buy_in, status, signed, full): (i64, i64, String, i64, i64) =
                sqlx::query_as(
                    "SELECT t.guild_id, t.buy_in, t.status, CAST((SELECT COUNT(*) \
                     FROM tournament_entrants e WHERE e.tournament_id = t.id \
                     AND e.player_id = $2) AS BIGINT), CAST(CASE WHEN (SELECT COUNT(*) \
                     FROM tournament_entrants e WHERE e.tournament_id = t.id) >= t.players \
                     THEN 1 ELSE 0 END AS BIGINT) FROM tournaments t WHERE t.id = $1",
                )
                .bind(id.0)
                .bind(entrant.player.0)
                .fetch_one(&mut *tx)
                .await?;
            // In this order: a full tournament that has started says it has started (the
            // schema refuses a late sign-up in any case), and a member already in is told so.
            if status != "signup" {
                return Ok(SignUp::Closed);
            }
            if signed > 0 {
                return Ok(SignUp::Twice);
            }
            if full > 0 {
                return Ok(SignUp::Full);
            }
            let guild = GuildId(guild);
            let available = e::ledger::open_account(&mut tx, guild, entrant.player, terms.starting_chips, now)
                .await?
                .max(0) as u64;
            let needed = buy_in.max(0) as u64 + terms.tables;
            let short = SignUp::Short { needed, tables: terms.tables, available };
            if available < needed {
                return Ok(short);
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
            let paid =
                e::ledger::pay_buy_in(&mut tx, guild, entrant.player, id.0, buy_in, now).await;
            match paid {
                Ok(()) => {}
                // Another transaction spent the chips since they were read.
                Err(e) if constraint_message(&e).is_some_and(|m| m.contains("chips")) => {
                    return Ok(short);
                }
                Err(e) => return Err(e.into()),
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
                e::ledger::pay_buy_in(&mut tx, GuildId(guild), entrant.player, id.0, buy_in, now)
                    .await?;
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
