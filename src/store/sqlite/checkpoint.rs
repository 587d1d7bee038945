//! Checkpoints off the commit path.
//!
//! In WAL mode every commit appends to the `-wal` file, and a checkpoint copies those pages back
//! into the database file and syncs it. Left to SQLite's auto-checkpoint, that copy (up to the
//! whole WAL's worth of pages, then an fsync) runs on the writer connection right after a commit,
//! and every commit queued behind it waits: under load, the slowest clicks were the ones that
//! arrived during a checkpoint. So a task of its own checkpoints the WAL every
//! [`EVERY`] on a connection of its own (`PASSIVE`: it never waits for, nor blocks, the writer or
//! the readers). The writer keeps SQLite's auto-checkpoint at a large size as the bound on the
//! WAL: by the time it fires, the background task has already copied nearly every page, so it
//! only finishes the tail and lets the next transaction start the WAL from its beginning (a
//! checkpoint running beside a busy writer can seldom catch the WAL's very end, which that
//! restart needs).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection, Row, SqliteConnection};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// How often the background task checkpoints.
pub(crate) const EVERY: Duration = Duration::from_millis(500);

/// The running checkpoint task. Dropping it (with the last clone of the store) stops the task.
pub(crate) struct Checkpointer {
    stop: oneshot::Sender<()>,
    done: JoinHandle<()>,
    copied: Arc<AtomicU64>,
}

impl Checkpointer {
    /// Connects with `options` (the writer's, so the same database and WAL settings) and starts
    /// checkpointing every `every`.
    pub(crate) async fn start(
        options: &SqliteConnectOptions,
        every: Duration,
    ) -> Result<Checkpointer, sqlx::Error> {
        let conn = options.connect().await?;
        let (stop, stopped) = oneshot::channel();
        let copied = Arc::new(AtomicU64::new(0));
        let done = tokio::spawn(run(conn, every, stopped, copied.clone()));
        Ok(Checkpointer { stop, done, copied })
    }

    /// WAL frames (pages) the background task has copied into the database file so far.
    pub(crate) fn pages_copied(&self) -> u64 {
        self.copied.load(Ordering::Relaxed)
    }

    /// Stops the task and waits until its connection is closed.
    pub(crate) async fn stop(self) {
        let _ = self.stop.send(());
        let _ = self.done.await;
    }
}

async fn run(
    mut conn: SqliteConnection,
    every: Duration,
    mut stopped: oneshot::Receiver<()>,
    copied: Arc<AtomicU64>,
) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut warned = false;
    let mut last = (0, 0);
    loop {
        tokio::select! {
            _ = &mut stopped => break,
            _ = tick.tick() => {}
        }
        match checkpoint(&mut conn, &mut last).await {
            Ok(pages) => {
                copied.fetch_add(pages, Ordering::Relaxed);
                warned = false;
            }
            // Once per run of failures: the writer's own auto-checkpoint still bounds the WAL.
            Err(e) if !warned => {
                tracing::warn!(error = %e, "background WAL checkpoint failed; SQLite's own checkpoint still runs on commits");
                warned = true;
            }
            Err(_) => {}
        }
    }
    let _ = conn.close().await;
}

/// One passive checkpoint. SQLite answers with the WAL's length and how many of its frames are
/// now in the database file, counting earlier checkpoints' until the WAL starts over; `last` is
/// the previous answer, so the difference is what this one copied.
async fn checkpoint(
    conn: &mut SqliteConnection,
    last: &mut (i64, i64),
) -> Result<u64, sqlx::Error> {
    let row = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
        .fetch_one(&mut *conn)
        .await?;
    let (log, done): (i64, i64) = (row.try_get(1)?, row.try_get(2)?);
    let before = if log < last.0 { 0 } else { last.1 };
    *last = (log, done);
    Ok(u64::try_from(done - before).unwrap_or(0))
}
