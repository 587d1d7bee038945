//! The plain places: a tournament run without Discord — from the terminal, by `rumino
//! simulate`, in tests. Each table's place is a channel number of its own, the same for the
//! same name (as the Discord adapter finds the thread it started before), and showing the
//! tournament keeps it as shown, for whoever waits on it.

use std::{
    collections::HashMap,
    sync::{Mutex, PoisonError},
};

use tokio::sync::watch;

use super::{error::PlaceError, places::TournamentPlaces, TournamentId};
use crate::{
    ids::{ChannelId, TableId},
    store::StoredTournament,
    table::TableState,
};

/// Places in memory, from a first channel number on.
pub struct MemoryPlaces {
    /// The channel each name was given, and the next one to give.
    named: Mutex<(HashMap<String, ChannelId>, i64)>,
    opened: Mutex<Vec<TableId>>,
    shown: watch::Sender<HashMap<TournamentId, StoredTournament>>,
}

impl MemoryPlaces {
    /// Places numbered from `first` on: channels no other table of the server uses.
    #[must_use]
    pub fn new(first: ChannelId) -> MemoryPlaces {
        MemoryPlaces {
            named: Mutex::new((HashMap::new(), first.0)),
            opened: Mutex::default(),
            shown: watch::Sender::new(HashMap::new()),
        }
    }

    /// Every table opened in one of these places, in order.
    #[must_use]
    pub fn opened(&self) -> Vec<TableId> {
        self.opened
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Tournament `id` as last shown, if it was.
    #[must_use]
    pub fn shown(&self, id: TournamentId) -> Option<StoredTournament> {
        self.shown.borrow().get(&id).cloned()
    }

    /// Waits until tournament `id` is shown as `done` says, and returns it so.
    pub async fn wait_for(
        &self,
        id: TournamentId,
        done: impl Fn(&StoredTournament) -> bool,
    ) -> StoredTournament {
        let mut shown = self.shown.subscribe();
        let seen = shown
            .wait_for(|all| all.get(&id).is_some_and(&done))
            .await
            .expect("the sender lives as long as self");
        seen[&id].clone()
    }
}

impl TournamentPlaces for MemoryPlaces {
    async fn place_for_table(
        &self,
        t: &StoredTournament,
        round: u32,
        table_no: u32,
    ) -> Result<ChannelId, PlaceError> {
        let name = format!("{} {round} {table_no}", t.id.0);
        let mut named = self.named.lock().unwrap_or_else(PoisonError::into_inner);
        let (given, next) = &mut *named;
        let channel = *given.entry(name.to_owned()).or_insert_with(|| {
            *next += 1;
            ChannelId(*next - 1)
        });
        Ok(channel)
    }

    async fn table_opened(&self, state: &TableState) -> Result<(), PlaceError> {
        self.opened
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(state.id);
        Ok(())
    }

    async fn show(&self, t: &StoredTournament) -> Result<(), PlaceError> {
        self.shown.send_modify(|all| {
            all.insert(t.id, t.clone());
        });
        Ok(())
    }
}
