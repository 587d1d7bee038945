//! Applying [`Commit`]s: one per transaction ([`Store::commit`]) or grouped ([`Store::commit_batch`]).
//!
//! A commit is one statement (an insert into the `commits` view; see `apply`), and a statement is
//! atomic: in order, the guard (seq must be the next in the table's log, or nothing is written),
//! the action row, the table's new snapshot and status (when the commit carries a snapshot), the
//! game, seat and hand upserts, the ledger rows (which move the chips), and the games that ended.
//! Any failure backs all of it out. Alone, that statement is its own transaction.
//!
//! A group commit is one transaction holding one statement per chunk of commits (applied in
//! order). If a chunk is refused, SQLite backs that statement out and its commits are retried
//! one per statement, so a bad commit fails alone; the results are those of applying the commits
//! one after the other.
//!
//! A commit that finishes a rated game ([`Commit::rating`]) goes alone, with its rating step
//! after it (`ratings`), both in one transaction (a savepoint inside a group commit).

use std::collections::HashSet;

use sqlx::{Connection, SqliteConnection};

use super::apply::{chunk_len, explain, insert_commits, is_refusal};
use super::ratings::insert_rated;
use super::{Commit, GameStatus, Store, StoreError};

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
        let mut conn = self.writer().await;
        let applied = if c.rating.is_some() {
            insert_rated(&mut conn, c).await
        } else {
            insert_commits(&mut conn, &[c]).await
        };
        match applied {
            Ok(()) => Ok(()),
            Err(e) => Err(explain(&mut conn, c, e).await),
        }
    }

    /// Applies commits in order in one transaction (group commit), each one all or nothing: a
    /// commit that fails does not stop the others. Returns one result per commit, in order. A
    /// commit for a table whose previous commit in the batch failed gets [`StoreError::Conflict`],
    /// as it would one at a time. Nothing is durable before this returns; if the transaction
    /// itself fails (I/O, disk full), every commit gets [`StoreError::CommitFailed`].
    pub async fn commit_batch(&self, cs: &[Commit]) -> Vec<Result<(), StoreError>> {
        let mut results: Vec<Option<Result<(), StoreError>>> =
            cs.iter().map(|c| validate(c).err().map(Err)).collect();
        let pending: Vec<usize> = (0..cs.len()).filter(|&i| results[i].is_none()).collect();
        if !pending.is_empty() {
            let mut conn = self.writer().await;
            let outcome = async {
                let mut tx = conn.begin().await?;
                apply_batch(&mut tx, cs, &pending, &mut results).await?;
                tx.commit().await
            }
            .await;
            if let Err(e) = outcome {
                tracing::error!(error = %e, "group commit failed");
                for r in &mut results {
                    if matches!(r, None | Some(Ok(()))) {
                        *r = Some(Err(StoreError::CommitFailed(e.to_string())));
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

/// Applies the commits at `pending` (indices into `cs`, in order) inside a transaction, filling
/// in `results`. Stops with `Err` on a failure that is not a refusal of one commit (the
/// transaction must then be rolled back).
async fn apply_batch(
    conn: &mut SqliteConnection,
    cs: &[Commit],
    pending: &[usize],
    results: &mut [Option<Result<(), StoreError>>],
) -> Result<(), sqlx::Error> {
    let mut rest = pending;
    while !rest.is_empty() {
        let plain = rest.iter().take_while(|&&i| cs[i].rating.is_none()).count();
        if plain == 0 {
            // A rated game's end: alone, with its rating, in a savepoint.
            let i = rest[0];
            rest = &rest[1..];
            results[i] = Some(match insert_rated(conn, &cs[i]).await {
                Ok(()) => Ok(()),
                Err(e) if !is_refusal(&e) => return Err(e),
                Err(e) => Err(explain(conn, &cs[i], e).await),
            });
            continue;
        }
        let chunk = &rest[..chunk_len(plain)];
        let commits: Vec<&Commit> = chunk.iter().map(|&i| &cs[i]).collect();
        match insert_commits(conn, &commits).await {
            Ok(()) => {
                for &i in chunk {
                    results[i] = Some(Ok(()));
                }
                rest = &rest[chunk.len()..];
            }
            Err(e) if !is_refusal(&e) => return Err(e),
            Err(_) => {
                // One per statement until one is refused; the commits after it go back to chunks.
                for &i in chunk {
                    rest = &rest[1..];
                    match insert_commits(conn, &[&cs[i]]).await {
                        Ok(()) => results[i] = Some(Ok(())),
                        Err(e) if !is_refusal(&e) => return Err(e),
                        Err(e) => {
                            results[i] = Some(Err(explain(conn, &cs[i], e).await));
                            break;
                        }
                    }
                }
            }
        }
    }
    Ok(())
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
