//! A group commit's runs of commits on PostgreSQL: one call of `commits_apply_run` (migration
//! `..._commit_runs.sql`) per run, each column bound as one array, so a run of any length is one
//! prepared statement and one round trip, and the database applies its bare commits set-based
//! instead of one trigger call each. The result is that of inserting the commits into the
//! `commits` view one after the other; a single commit goes through the view itself, so a run
//! retried commit by commit (after a refusal) is answered exactly as before. Each commit's epoch
//! goes too: a run with a table another process took over is refused whole, and the retry
//! commit by commit gives that table's commit its `LostOwnership`.

use super::apply::insert_commits;
use super::Conn;
use crate::store::Commit;

/// The most commits sent in one call (a bound on the arrays, not a prepared size).
const MAX_RUN: usize = 1024;

/// How many of `n` commits in a row (n >= 1) the next statement takes.
pub(crate) fn run_len(n: usize) -> usize {
    n.clamp(1, MAX_RUN)
}

/// Applies `commits` in order in one statement: all of them, or (on error) none.
///
/// # Errors
/// The database's refusal (retried commit by commit, for `explain`).
pub(crate) async fn insert_run(conn: &mut Conn, commits: &[&Commit]) -> Result<(), sqlx::Error> {
    if commits.len() < 2 {
        return insert_commits(conn, commits).await;
    }
    let n = commits.len();
    let mut epochs = Vec::with_capacity(n);
    let mut table_ids = Vec::with_capacity(n);
    let mut seqs = Vec::with_capacity(n);
    let mut statuses = Vec::with_capacity(n);
    let mut snapshots = Vec::with_capacity(n);
    let mut now_ms = Vec::with_capacity(n);
    let mut kinds = Vec::with_capacity(n);
    let mut actors = Vec::with_capacity(n);
    let mut game_nos = Vec::with_capacity(n);
    let mut payloads = Vec::with_capacity(n);
    let mut lists: [Vec<Option<String>>; 4] = Default::default();
    for c in commits {
        epochs.push(c.epoch);
        table_ids.push(c.table_id.0);
        seqs.push(c.seq);
        statuses.push(c.status.as_str());
        snapshots.push(c.snapshot.as_deref());
        now_ms.push(c.now_ms);
        kinds.push(c.action.kind.as_str());
        actors.push(c.action.actor.map(|p| p.0));
        game_nos.push(c.action.game_no);
        payloads.push(c.action.payload.as_str());
        let rows = [
            list(&c.games),
            list(&c.seats),
            list(&c.hands),
            list(&c.ledger),
        ];
        for (column, rows) in lists.iter_mut().zip(rows) {
            column.push(rows.map_err(|e| sqlx::Error::Encode(Box::new(e)))?);
        }
    }
    let [games, seats, hands, ledger] = lists;
    let call =
        "SELECT commits_apply_run($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)";
    sqlx::query(call)
        .bind(epochs)
        .bind(table_ids)
        .bind(seqs)
        .bind(statuses)
        .bind(snapshots)
        .bind(now_ms)
        .bind(kinds)
        .bind(actors)
        .bind(game_nos)
        .bind(payloads)
        .bind(games)
        .bind(seats)
        .bind(hands)
        .bind(ledger)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// A commit's changed rows of one kind as the view takes them: a JSON array, or NULL for none.
fn list<T: serde::Serialize>(rows: &[T]) -> Result<Option<String>, serde_json::Error> {
    (!rows.is_empty())
        .then(|| serde_json::to_string(rows))
        .transpose()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_run_is_everything_pending_up_to_the_bound() {
        assert_eq!(super::run_len(1), 1);
        assert_eq!(super::run_len(100), 100);
        assert_eq!(super::run_len(5_000), super::MAX_RUN);
    }
}
