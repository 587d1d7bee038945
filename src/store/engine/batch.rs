//! A group commit's statements (compiled once per engine): chunks of commits in order (the
//! engine says how it sends one: `insert_run`, `run_len`), a refused chunk retried one commit
//! per statement, a rated game's end alone with its rating.
//! On PostgreSQL a failed statement would abort the whole transaction, so each statement runs in
//! a savepoint of its own there ([`super::SAVEPOINT_EACH_STATEMENT`]).

use sqlx::Connection;

use super::apply::explain;
use super::rated::insert_rated;
use super::{insert_run, run_len, Conn, SAVEPOINT_EACH_STATEMENT};
use crate::store::error::is_refusal;
use crate::store::{Commit, StoreError};

/// [`insert_run`], in a savepoint where the engine needs one to go on after a refusal.
async fn insert_chunk(conn: &mut Conn, commits: &[&Commit]) -> Result<(), sqlx::Error> {
    if !SAVEPOINT_EACH_STATEMENT {
        return insert_run(conn, commits).await;
    }
    let mut savepoint = conn.begin().await?;
    match insert_run(&mut savepoint, commits).await {
        Ok(()) => savepoint.commit().await,
        Err(e) => {
            savepoint.rollback().await?;
            Err(e)
        }
    }
}

/// Applies the commits at `pending` (indices into `cs`, in order) inside a transaction, filling
/// in `results`. Stops with `Err` on a failure that is not a refusal of one commit (the
/// transaction must then be rolled back).
pub(crate) async fn apply_batch(
    conn: &mut Conn,
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
        let chunk = &rest[..run_len(plain)];
        let commits: Vec<&Commit> = chunk.iter().map(|&i| &cs[i]).collect();
        match insert_chunk(conn, &commits).await {
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
                    match insert_chunk(conn, &[&cs[i]]).await {
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
