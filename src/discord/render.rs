//! Keeps each table's public message up to date, editing it in place — never re-posting.
//!
//! A burst of actions gives one edit with the latest state: each table has a slot holding the
//! newest state and a task that edits at most about once a second. Edits go through [`Rest`],
//! which honours 429s; a failed edit is logged and never affects the table.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
    time::Duration,
};

use poise::serenity_prelude::EditMessage;
use tokio::sync::Notify;

use super::{rest::Rest, views::table_message};
use crate::{
    ids::TableId,
    table::{TablePhase, TableState},
};

/// Shortest time between two edits of one table's message.
const MIN_INTERVAL: Duration = Duration::from_millis(1000);

#[derive(Default)]
struct Slot {
    latest: Mutex<Option<Arc<TableState>>>,
    message: Mutex<Option<(u64, u64)>>,
    notify: Notify,
}

#[derive(Clone)]
pub struct Renderer {
    rest: Rest,
    slots: Arc<Mutex<HashMap<TableId, Arc<Slot>>>>,
}

impl Renderer {
    #[must_use]
    pub fn new(rest: Rest) -> Renderer {
        Renderer {
            rest,
            slots: Arc::default(),
        }
    }

    fn slot(&self, table: TableId) -> Arc<Slot> {
        let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(slot) = slots.get(&table) {
            return slot.clone();
        }
        let slot = Arc::new(Slot::default());
        slots.insert(table, slot.clone());
        tokio::spawn(self.clone().edit_loop(table, slot.clone()));
        slot
    }

    /// Tells the renderer which message shows `table`.
    pub fn set_message(&self, table: TableId, channel: u64, message: u64) {
        let slot = self.slot(table);
        *slot.message.lock().unwrap_or_else(PoisonError::into_inner) = Some((channel, message));
        slot.notify.notify_one();
    }

    /// The table changed: its message will show `state` (or a later one) soon.
    pub fn show(&self, state: Arc<TableState>) {
        let slot = self.slot(state.id);
        *slot.latest.lock().unwrap_or_else(PoisonError::into_inner) = Some(state);
        slot.notify.notify_one();
    }

    async fn edit_loop(self, table: TableId, slot: Arc<Slot>) {
        let mut shown_version = None;
        loop {
            slot.notify.notified().await;
            let state = slot
                .latest
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone();
            let message = *slot.message.lock().unwrap_or_else(PoisonError::into_inner);
            let (Some(state), Some((channel, message))) = (state, message) else {
                continue;
            };
            if shown_version == Some(state.version) {
                continue;
            }
            let view = table_message(&state);
            let body = EditMessage::new()
                .content("")
                .embed(view.embed)
                .components(view.components);
            match self.rest.edit_message(channel, message, &body).await {
                Ok(()) => shown_version = Some(state.version),
                Err(error) => {
                    tracing::warn!(table = %table, %error, "could not edit the table message")
                }
            }
            if state.phase == TablePhase::Closed {
                self.slots
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .remove(&table);
                return;
            }
            tokio::time::sleep(MIN_INTERVAL).await;
        }
    }
}
