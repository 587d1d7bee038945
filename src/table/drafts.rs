//! Private drafts: a turn built up before it is played (Rumminy's new playfield), kept per player
//! and table by the table service. A draft is not an action: nothing of it is logged, and it
//! lives for one turn — the turn it was made in, so a timeout, a pass or a commit drops it (N14).
//!
//! A change goes through the table's owner like every request ([`super::TableRequest::Draft`]),
//! so it is judged against the table as it is, in order with the moves, and written through to
//! the store (`store::drafts`) before it is acknowledged; the service reads them back at
//! start-up: a restart, even kill -9, gives each player the draft they were building, and the
//! turn's clock goes on. The views read the copy in memory. Each draft keeps its earlier steps,
//! so Undo goes back one change at a time.

use std::{
    collections::{HashMap, HashSet},
    sync::{
        atomic::{AtomicI64, Ordering},
        Mutex, PoisonError,
    },
};

use super::state::{TablePhase, TableState};
use crate::{
    games::Waiting,
    ids::{PlayerId, TableId},
    store::{Store, StoredDraft},
};

/// Steps kept for Undo; older ones are forgotten.
const MAX_STEPS: usize = 50;

/// One player's draft: the turn it belongs to and its steps, the newest last.
struct Draft {
    turn: String,
    steps: Vec<String>,
}

impl Draft {
    /// This draft as `player`'s row at `table`, written as `version`.
    fn stored(&self, table: TableId, player: PlayerId, version: i64) -> StoredDraft {
        StoredDraft {
            table,
            player,
            turn: self.turn.clone(),
            steps: self.steps.clone(),
            version,
        }
    }
}

/// What a change leaves to write: the draft as it now is (its version orders the writes), or
/// that it is gone.
enum Write {
    Save(StoredDraft),
    Delete(TableId, PlayerId, i64),
}

pub struct Drafts {
    drafts: Mutex<HashMap<(TableId, PlayerId), Draft>>,
    /// Where drafts are written through.
    store: Store,
    /// The version of the last write, carried on from the stored drafts at start-up.
    version: AtomicI64,
    /// Players whose draft edit is being worked out (a Suggest runs the solver), so one
    /// player's clicks cannot queue up work, nor two edits of one draft cross.
    editing: Mutex<HashSet<(TableId, PlayerId)>>,
}

/// A player's draft edit in progress; dropping it lets them edit again.
pub struct Editing<'a> {
    drafts: &'a Drafts,
    key: (TableId, PlayerId),
}

impl Drop for Editing<'_> {
    fn drop(&mut self) {
        self.drafts
            .editing
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.key);
    }
}

/// The turn `player` is drafting in `state` (`<table>:turn:<round>:<turn>`, as stored drafts
/// name it). `None` when it is not their turn.
fn turn_key(state: &TableState, player: PlayerId) -> Option<String> {
    if state.phase != TablePhase::Playing {
        return None;
    }
    let seat = state.seat_of(player)?;
    match state.live_game()?.waiting() {
        Waiting::Turn {
            seat: s,
            round,
            turn,
            step: _,
        } if s == seat => Some(format!("{}:turn:{round}:{turn}", state.id.0)),
        _ => None,
    }
}

impl Drafts {
    /// Drafts written through to `store`, starting from the drafts it kept (the bot's
    /// start-up); a draft of a turn that has passed since is dropped when first read.
    ///
    /// # Errors
    /// The store's, reading the kept drafts.
    pub async fn load(store: Store) -> Result<Drafts, crate::store::StoreError> {
        let kept = store.open_drafts().await?;
        let version = kept.iter().map(|d| d.version).max().unwrap_or(0);
        let drafts = kept
            .into_iter()
            .filter(|d| !d.steps.is_empty())
            .map(|d| {
                let draft = Draft {
                    turn: d.turn,
                    steps: d.steps,
                };
                ((d.table, d.player), draft)
            })
            .collect();
        Ok(Drafts {
            drafts: Mutex::new(drafts),
            store,
            version: AtomicI64::new(version),
            editing: Mutex::default(),
        })
    }

    fn next_version(&self) -> i64 {
        self.version.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Writes a change through. A failed write is logged and the draft stays in memory: it is a
    /// convenience the player can rebuild, and the click must still be answered.
    async fn write(&self, write: Option<Write>) {
        let Some(write) = write else {
            return;
        };
        let result = match &write {
            Write::Save(draft) => self.store.save_draft(draft).await,
            Write::Delete(table, player, version) => {
                self.store.delete_draft(*table, *player, *version).await
            }
        };
        if let Err(error) = result {
            tracing::warn!(%error, "a draft was not written to the database");
        }
    }

    /// Marks an edit of `player`'s draft at `table` as in progress until the guard is dropped,
    /// or `None` when one already is.
    #[must_use]
    pub fn begin_edit(&self, table: TableId, player: PlayerId) -> Option<Editing<'_>> {
        let key = (table, player);
        // The lock is let go before a guard exists: dropping one takes the lock again.
        let inserted = self
            .editing
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key);
        inserted.then(|| Editing { drafts: self, key })
    }

    fn with<T>(&self, f: impl FnOnce(&mut HashMap<(TableId, PlayerId), Draft>) -> T) -> T {
        f(&mut self.drafts.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// `player`'s draft for the turn `state` is at, if they made one; a draft of an earlier turn
    /// is dropped.
    #[must_use]
    pub fn current(&self, state: &TableState, player: PlayerId) -> Option<String> {
        let key = turn_key(state, player);
        self.with(|drafts| {
            let entry = (state.id, player);
            match (drafts.get(&entry), key) {
                (Some(d), Some(key)) if d.turn == key => d.steps.last().cloned(),
                (Some(_), _) => {
                    drafts.remove(&entry);
                    None
                }
                (None, _) => None,
            }
        })
    }

    /// Makes `text` `player`'s draft for this turn, written through before it returns. `false`
    /// (and nothing kept) when it is not their turn.
    pub(super) async fn push(&self, state: &TableState, player: PlayerId, text: String) -> bool {
        let Some(key) = turn_key(state, player) else {
            return false;
        };
        let version = self.next_version();
        let write = self.with(|drafts| {
            let draft = drafts.entry((state.id, player)).or_insert_with(|| Draft {
                turn: key.clone(),
                steps: Vec::new(),
            });
            if draft.turn != key {
                draft.turn = key;
                draft.steps.clear();
            }
            if draft.steps.len() == MAX_STEPS {
                draft.steps.remove(0);
            }
            draft.steps.push(text);
            Write::Save(draft.stored(state.id, player, version))
        });
        self.write(Some(write)).await;
        true
    }

    /// Goes back one step; the first step undone leaves no draft at all. Written through
    /// before it returns.
    pub(super) async fn undo(&self, state: &TableState, player: PlayerId) {
        let key = turn_key(state, player);
        let version = self.next_version();
        let write = self.with(|drafts| {
            let entry = (state.id, player);
            let d = drafts.get_mut(&entry)?;
            if key.as_ref() == Some(&d.turn) {
                d.steps.pop();
            }
            if d.steps.is_empty() || key.as_ref() != Some(&d.turn) {
                drafts.remove(&entry);
                return Some(Write::Delete(state.id, player, version));
            }
            Some(Write::Save(d.stored(state.id, player, version)))
        });
        self.write(write).await;
    }

    /// Forgets every draft of `table` (it closed or its game ended), in the store too.
    pub(super) async fn forget_table(&self, table: TableId) {
        let had = self.with(|drafts| {
            let before = drafts.len();
            drafts.retain(|(t, _), _| *t != table);
            drafts.len() != before
        });
        if had {
            if let Err(error) = self.store.delete_table_drafts(table).await {
                tracing::warn!(%error, table = %table, "a table's drafts were not deleted");
            }
        }
    }
}

impl super::TableService {
    /// `player`'s draft for the turn `state` is at, if they made one.
    #[must_use]
    pub fn draft(&self, state: &TableState, player: PlayerId) -> Option<String> {
        self.shared.drafts.current(state, player)
    }

    /// Marks an edit of `player`'s draft at `table` as being worked out until the guard is
    /// dropped (a Suggest runs the solver), or `None` when one already is: one player's clicks
    /// cannot queue up that work, nor two edits of one draft cross.
    #[must_use]
    pub fn begin_draft_edit(&self, table: TableId, player: PlayerId) -> Option<Editing<'_>> {
        self.shared.drafts.begin_edit(table, player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn one_edit_of_a_players_draft_at_a_time() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let drafts = Drafts::load(store).await.unwrap();
        let (table, alice, bob) = (TableId(1), PlayerId(1), PlayerId(2));
        let first = drafts.begin_edit(table, alice).expect("a first edit");
        assert!(
            drafts.begin_edit(table, alice).is_none(),
            "a second while the first is worked out"
        );
        let other = drafts.begin_edit(table, bob);
        assert!(other.is_some(), "another player edits their own draft");
        assert!(
            drafts.begin_edit(TableId(2), alice).is_some(),
            "another table"
        );
        drop(first);
        assert!(drafts.begin_edit(table, alice).is_some(), "once it is done");
    }
}
