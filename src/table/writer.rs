//! Group commit: one task writes every table's commits. Commits that queue while a transaction
//! is being written go together in the next one (each in its own savepoint), so many busy tables
//! share one fsync-bound transaction, while no table hears of its action before its commit.

use tokio::sync::{mpsc, oneshot};

use crate::store::{Commit, Store, StoreError};

/// Most commits carried by one transaction.
const MAX_BATCH: usize = 256;

type Job = (Commit, oneshot::Sender<Result<(), StoreError>>);

#[derive(Clone)]
pub struct Writer {
    tx: mpsc::Sender<Job>,
}

impl Writer {
    /// Starts the writer task on `store`.
    #[must_use]
    pub fn spawn(store: Store) -> Writer {
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
                if batch.len() == 1 {
                    let (commit, reply) = batch.pop().expect("one job");
                    let _ = reply.send(store.commit(&commit).await);
                    continue;
                }
                let (commits, replies): (Vec<Commit>, Vec<_>) = batch.drain(..).unzip();
                let results = store.commit_batch(&commits).await;
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
            .send((commit, reply))
            .await
            .map_err(|_| WriteError::Stopped)?;
        rx.await
            .map_err(|_| WriteError::Stopped)?
            .map_err(WriteError::Store)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(transparent)]
    Store(StoreError),
    #[error("the database writer has stopped")]
    Stopped,
}
