//! Applying [`Commit`]s: one per transaction ([`Store::commit`]) or grouped ([`Store::commit_batch`]).
//!
//! A commit is applied in one transaction in this order: the table guard (version moves from
//! seq - 1 to seq, with the new snapshot, status and deadline: one statement, so a wrong seq
//! writes nothing), the action row, the game, seat and hand upserts, the ledger entries (accounts,
//! pools, seats' chips), and finally the games that ended. Any failure rolls all of it back.
//!
//! A group commit is one transaction. It applies runs of commits for distinct tables in bulk
//! under a savepoint; if anything in a run is refused, the run is rolled back to the savepoint
//! and its commits are applied one by one, each under its own savepoint, so a bad commit fails
//! alone. Either way the results are those of applying the commits one after the other.

use std::collections::HashSet;

use sqlx::{Connection, SqliteConnection};

use super::apply::{apply_segment, explain};
use super::{Commit, GameStatus, LedgerKind, Store, StoreError};

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
        let mut tx = conn.begin().await?;
        let result = apply_one(&mut tx, c).await;
        match result {
            Ok(()) => tx.commit().await.map_err(StoreError::from),
            Err(e) => {
                tx.rollback().await?;
                Err(e)
            }
        }
    }

    /// Applies commits in order in one transaction (group commit), each one all or nothing: a
    /// commit that fails does not stop the others. Returns one result per commit, in order. A
    /// commit for a table whose previous commit in the batch failed gets [`StoreError::Conflict`],
    /// as it would one at a time. Nothing is durable before this returns.
    pub async fn commit_batch(&self, cs: &[Commit]) -> Vec<Result<(), StoreError>> {
        let mut results: Vec<Option<Result<(), StoreError>>> =
            cs.iter().map(|c| validate(c).err().map(Err)).collect();
        let pending: Vec<usize> = (0..cs.len()).filter(|&i| results[i].is_none()).collect();
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
        results
            .into_iter()
            .map(|r| r.unwrap_or_else(|| Err(StoreError::CommitFailed("not applied".into()))))
            .collect()
    }
}

/// Applies one commit inside an open transaction or savepoint; on `Err` the caller rolls back.
async fn apply_one(conn: &mut SqliteConnection, c: &Commit) -> Result<(), StoreError> {
    match apply_segment(conn, &[c]).await {
        Ok(guilds) if guilds[0].is_some() => Ok(()),
        Ok(_) => Err(guard_failure(conn, c).await),
        Err(e) => Err(explain(conn, c, e).await),
    }
}

/// Applies the commits at `pending` (indices into `cs`, in order), filling in `results`.
async fn apply_batch(
    conn: &mut SqliteConnection,
    cs: &[Commit],
    pending: &[usize],
    results: &mut [Option<Result<(), StoreError>>],
) -> Result<(), sqlx::Error> {
    let mut rest = pending;
    while !rest.is_empty() {
        let segment = distinct_tables_prefix(cs, rest);
        let commits: Vec<&Commit> = segment.iter().map(|&i| &cs[i]).collect();
        let mut sp = conn.begin().await?;
        match apply_segment(&mut sp, &commits).await {
            Ok(guilds) => {
                for (&i, guild) in segment.iter().zip(&guilds) {
                    results[i] = Some(match guild {
                        Some(_) => Ok(()),
                        None => Err(guard_failure(&mut sp, &cs[i]).await),
                    });
                }
                sp.commit().await?;
                rest = &rest[segment.len()..];
            }
            Err(_) => {
                sp.rollback().await?;
                // One by one until one fails; the commits after it go back to bulk.
                let mut done = 0;
                for &i in segment {
                    done += 1;
                    let mut one = conn.begin().await?;
                    let result = apply_one(&mut one, &cs[i]).await;
                    let failed = result.is_err();
                    if failed {
                        one.rollback().await?;
                    } else {
                        one.commit().await?;
                    }
                    results[i] = Some(result);
                    if failed && !matches!(results[i], Some(Err(StoreError::Conflict { .. }))) {
                        break;
                    }
                }
                rest = &rest[done..];
            }
        }
    }
    Ok(())
}

/// The longest prefix of `rest` whose commits are for distinct tables (at least one).
fn distinct_tables_prefix<'a>(cs: &[Commit], rest: &'a [usize]) -> &'a [usize] {
    let mut seen = HashSet::with_capacity(rest.len());
    let n = rest
        .iter()
        .take_while(|&&i| seen.insert(cs[i].table_id))
        .count();
    &rest[..n.max(1)]
}

/// Why a commit's guard did not pass: the table is missing, or its version is not seq - 1.
async fn guard_failure(conn: &mut SqliteConnection, c: &Commit) -> StoreError {
    let exists: Result<Option<i64>, _> =
        sqlx::query_scalar("SELECT version FROM tables WHERE id = ?")
            .bind(c.table_id.0)
            .fetch_optional(&mut *conn)
            .await;
    match exists {
        Ok(None) => StoreError::NoSuchTable(c.table_id),
        Ok(Some(_)) => StoreError::Conflict {
            table_id: c.table_id,
            seq: c.seq,
        },
        Err(e) => StoreError::Sqlx(e),
    }
}

/// Checks what can be checked without the database.
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
        let needs_game = !matches!(e.kind, LedgerKind::Grant | LedgerKind::Daily);
        if needs_game != e.game_no.is_some() {
            return invalid(format!(
                "a {} {} name a game",
                e.kind,
                if needs_game { "must" } else { "must not" }
            ));
        }
    }
    Ok(())
}
