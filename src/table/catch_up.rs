//! A table catching up with its own log. When the database goes away between taking a commit and
//! answering it (a server crashing in between), the table never hears that its action was
//! committed: its state stays one action behind the log, and the log's guard refuses its next
//! commit as not the next. The table then reads its log and goes on from there, so that the
//! action is neither lost nor applied twice.

use std::sync::Arc;

use super::{actor::Actor, replay::resume};
use crate::store::StoreError;

impl Actor {
    /// Takes up the actions the store's log holds beyond the table's state, if there are any;
    /// whether it did.
    pub(super) async fn caught_up(&mut self) -> bool {
        let (id, store) = (self.state.id, &self.shared.store);
        let read = async {
            let stored = store.table(id).await?.ok_or(StoreError::NoSuchTable(id))?;
            let tail = store.actions(id, stored.snapshot_seq).await?;
            Ok::<_, StoreError>((stored, tail))
        };
        let logged = match read.await {
            Ok((stored, tail)) => resume(&stored, &tail).map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match logged {
            Ok(state) if state.version > self.state.version => {
                tracing::info!(
                    table = %id,
                    from = self.state.version,
                    to = state.version,
                    "the table's log holds actions whose commit it was never told of (the \
                     database went away before answering): it goes on from its log"
                );
                self.state = state;
                self.watch.send_replace(Arc::new(self.state.clone()));
                true
            }
            Ok(_) => false,
            Err(error) => {
                tracing::warn!(table = %id, %error, "cannot read the table's log to catch up with it");
                false
            }
        }
    }
}
