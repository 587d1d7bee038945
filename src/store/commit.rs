//! Applying [`Commit`]s: one per transaction ([`Store::commit`]) or grouped ([`Store::commit_batch`]).
//!
//! A commit is one statement (an insert into the `commits` view; see `apply`), and a statement is
//! atomic: in order, the guard (seq must be the next in the table's log, or nothing is written),
//! the action row, the table's new snapshot and status (when the commit carries a snapshot), the
//! game, seat and hand upserts, the ledger rows (which move the chips), and the games that ended.
//! Any failure backs all of it out. Alone, that statement is its own transaction.
//!
//! A group commit is one transaction holding one statement per chunk of commits (applied in
//! order). If a chunk is refused, the database backs that statement out (SQLite by itself,
//! PostgreSQL by rolling back to the savepoint taken before it) and its commits are retried one
//! per statement, so a bad commit fails alone; the results are those of applying the commits one
//! after the other (`engine/batch.rs`).
//!
//! A commit that finishes a rated game ([`Commit::rating`]) goes alone, with its rating step
//! after it (`ratings`), both in one transaction (a savepoint inside a group commit).

use std::collections::HashSet;

use sqlx::Connection;

use super::{error::is_unavailable, Commit, GameStatus, Store, StoreError};

impl Store {
    /// Applies one commit in its own transaction: all of it, or nothing.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if `seq` is not the table's version + 1;
    /// [`StoreError::NoSuchTable`]; [`StoreError::InsufficientChips`] if a stake or rebuy would
    /// overdraw an account; [`StoreError::NoSuchAccount`]; [`StoreError::GameEnded`] if it changes
    /// a game that had ended; [`StoreError::Invalid`] if it breaks another rule of the schema.
    /// In every case nothing was written.
    pub async fn commit(&self, c: &Commit) -> Result<(), StoreError> {
        validate(c)?;
        engine!(self, db, e => {
            let mut conn = db.writer().await?;
            let applied = if c.rating.is_some() {
                e::rated::insert_rated(&mut conn, c).await
            } else {
                e::apply::insert_commits(&mut conn, &[c]).await
            };
            match applied {
                Ok(()) => Ok(()),
                Err(err) => Err(e::apply::explain(&mut conn, c, err).await),
            }
        })
    }

    /// Applies commits in order in one transaction (group commit), each one all or nothing: a
    /// commit that fails does not stop the others. Returns one result per commit, in order. A
    /// commit for a table whose previous commit in the batch failed gets [`StoreError::Conflict`],
    /// as it would one at a time. Nothing is durable before this returns; if the transaction
    /// itself fails, every commit gets [`StoreError::Unavailable`] when the database is out of
    /// reach or cannot take writes for now (lost connection, I/O, disk full), or
    /// [`StoreError::CommitFailed`] otherwise.
    pub async fn commit_batch(&self, cs: &[Commit]) -> Vec<Result<(), StoreError>> {
        let mut results: Vec<Option<Result<(), StoreError>>> =
            cs.iter().map(|c| validate(c).err().map(Err)).collect();
        let pending: Vec<usize> = (0..cs.len()).filter(|&i| results[i].is_none()).collect();
        if !pending.is_empty() {
            let outcome = engine!(self, db, e => {
                async {
                    let mut conn = db.writer().await?;
                    let mut tx = conn.begin().await?;
                    e::batch::apply_batch(&mut tx, cs, &pending, &mut results).await?;
                    tx.commit().await
                }
                .await
            });
            if let Err(e) = outcome {
                // An unavailable database is the table service's to report, once per outage.
                let unavailable = is_unavailable(&e);
                if !unavailable {
                    tracing::error!(error = %e, "group commit failed");
                }
                for r in &mut results {
                    if matches!(r, None | Some(Ok(()))) {
                        *r = Some(Err(if unavailable {
                            StoreError::Unavailable(e.to_string())
                        } else {
                            StoreError::CommitFailed(e.to_string())
                        }));
                    }
                }
            }
        }
        results
            .into_iter()
            .map(|r| r.unwrap_or_else(|| Err(StoreError::CommitFailed("not applied".into()))))
            .collect()
    }
}

/// Checks what can be checked without the database. (Whether a ledger entry must name a game
/// depends on its kind's direction, which the database holds: its trigger checks that.)
fn validate(c: &Commit) -> Result<(), StoreError> {
    let invalid = |what: String| {
        Err(StoreError::Invalid(format!(
            "action {} of table {}: {what}",
            c.seq, c.table_id
        )))
    };
    if c.seq < 1 {
        return invalid("seq starts at 1".into());
    }
    if c.status != super::TableStatus::Open && c.snapshot.is_none() {
        return invalid(format!("the table becomes {} without a snapshot", c.status));
    }
    let mut games = HashSet::new();
    for g in &c.games {
        if !games.insert(g.game_no) {
            return invalid(format!("game {} is listed twice", g.game_no));
        }
        if (g.status == GameStatus::Running) != g.ended_at.is_none() {
            return invalid(format!(
                "game {} is {} but its end time is {:?}",
                g.game_no, g.status, g.ended_at
            ));
        }
    }
    for e in &c.ledger {
        if e.amount <= 0 {
            return invalid(format!(
                "a {} of {} chips: amounts must be positive",
                e.kind, e.amount
            ));
        }
    }
    Ok(())
}
