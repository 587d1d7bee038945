//! Group commit: one task writes every table's commits. Commits that queue while a transaction
//! is being written go together in the next one (each in its own savepoint), so many busy tables
//! share one fsync-bound transaction, while no table hears of its action before its commit.
//!
//! The writer also keeps the process's [`Health`] of the database: it marks it down when a
//! write fails because the database is unavailable and back when one gets through, and while it
//! is down it tries it only when a try is due, refusing the commits in between at once.

use std::sync::Arc;
use std::time::Instant;

use tokio::sync::{mpsc, oneshot};

use super::health::{Admission, Health};
use crate::{
    latency::{self, Stage},
    store::{Commit, Store, StoreError},
};

/// Most commits carried by one transaction.
const MAX_BATCH: usize = 256;

/// A commit, who waits for it, and when it was queued (if latency is being measured).
type Job = (
    Commit,
    oneshot::Sender<Result<(), StoreError>>,
    Option<Instant>,
);

#[derive(Clone)]
pub struct Writer {
    tx: mpsc::Sender<Job>,
}

impl Writer {
    /// Starts the writer task on `store`, keeping `health`.
    #[must_use]
    pub(super) fn spawn(store: Store, health: Arc<Health>) -> Writer {
        let (tx, mut rx) = mpsc::channel::<Job>(4096);
        tokio::spawn(async move {
            let mut batch = Vec::with_capacity(MAX_BATCH);
            while let Some(job) = rx.recv().await {
                batch.push(job);
                while batch.len() < MAX_BATCH {
                    match rx.try_recv() {
                        Ok(job) => batch.push(job),
                        Err(_) => break,
                    }
                }
                for (_, _, queued) in &batch {
                    latency::done(Stage::CommitQueue, *queued);
                }
                let admission = health.admit();
                if admission == Admission::Refuse {
                    for (_, reply, _) in batch.drain(..) {
                        let _ = reply.send(Err(StoreError::Unavailable(
                            "not tried: waiting for the database to come back".into(),
                        )));
                    }
                    continue;
                }
                latency::count(Stage::Batch, batch.len());
                let writing = latency::start();
                if batch.len() == 1 {
                    let (commit, reply, _) = batch.pop().expect("one job");
                    let result = store.commit(&commit).await;
                    latency::done(Stage::Write, writing);
                    observe(&health, admission, std::slice::from_ref(&result));
                    let _ = reply.send(result);
                    continue;
                }
                let (commits, replies): (Vec<Commit>, Vec<_>) =
                    batch.drain(..).map(|(c, r, _)| (c, r)).unzip();
                let results = store.commit_batch(&commits).await;
                latency::done(Stage::Write, writing);
                observe(&health, admission, &results);
                for (reply, result) in replies.into_iter().zip(results) {
                    let _ = reply.send(result);
                }
            }
        });
        Writer { tx }
    }

    /// Commits and waits until it is on disk.
    ///
    /// # Errors
    /// The store's error, or `Stopped` if the writer task is gone (shutting down).
    pub async fn commit(&self, commit: Commit) -> Result<(), WriteError> {
        let (reply, rx) = oneshot::channel();
        self.tx
            .send((commit, reply, latency::start()))
            .await
            .map_err(|_| WriteError::Stopped)?;
        rx.await
            .map_err(|_| WriteError::Stopped)?
            .map_err(WriteError::Store)
    }
}

/// Tells `health` what a write admitted as `admission` found: the database unavailable, or
/// answering (taking the commits, or refusing them by rule).
fn observe(health: &Health, admission: Admission, results: &[Result<(), StoreError>]) {
    let unavailable = results.iter().find_map(|r| match r {
        Err(e) if e.is_unavailable() => Some(e),
        _ => None,
    });
    match unavailable {
        Some(error) => health.failed(error, admission == Admission::Try),
        None => health.succeeded(),
    }
}

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(transparent)]
    Store(StoreError),
    #[error("the database writer has stopped")]
    Stopped,
}

impl WriteError {
    /// Whether the commit failed because the database is unavailable (see [`Health`]).
    pub fn is_unavailable(&self) -> bool {
        matches!(self, WriteError::Store(e) if e.is_unavailable())
    }
}
