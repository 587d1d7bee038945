//! Keeps each table's public message up to date, editing it in place.
//!
//! A burst of actions gives one edit with the latest state: each table has a slot holding the
//! newest state and a task that edits at most about once a second. Edits go through [`Rest`]
//! and its request policy; an edit that still fails never affects the table and is tried again
//! after a pause, so one failed request never leaves a message stale. A table with no message
//! (its first answer was lost, or someone deleted it) gets a new one posted in its channel
//! ([`Renderer::post`]), and its id stored.
//!
//! Under a finished rated game the message shows what the game did to its members' ratings,
//! read from the store (once per game: the state holds no ratings), so a restart shows them too.
//!
//! The embed shows the table's picture above the text ([`super::table_picture`]), drawn by the
//! one picture thread ([`super::painter`]) only when what it shows changed, and at most once
//! every three seconds a table: the text never waits for it, the edit keeps the attachment the
//! message has, and the drawing goes up with the next edit once it arrives. A server
//! can turn pictures off; in a channel where the bot may not attach files (as the last
//! interaction there said, or as Discord answered an upload with 403) the message is text only,
//! with a one-line hint to the admin in its footer.
//!
//! Where the bot is not a member (a DM or group DM, a server where a member installed Rumino on
//! their account) the message is reached only through interactions ([`super::reach`]): each
//! edit goes through the freshest token heard at the table, and with none fresh (nobody clicked
//! for a quarter of an hour, or the bot restarted) the message changes at the next click.

mod edit;

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
    time::Duration,
};

use tokio::sync::Notify;

use super::{
    painter::Painter,
    reach::{TableReach, Token},
    rest::{Rest, RestError},
    table_picture::TablePicture,
    views::table_message_rated,
};
use crate::{
    ids::TableId,
    pictures::Look,
    store::{RatingChange, Store},
    table::{TablePhase, TableService, TableState},
};

/// Where a table's message is edited: its channel and id, and the interaction token to edit it
/// through where the bot is not a member.
type At<'a> = (u64, u64, Option<&'a Token>);

/// Shortest time between two edits of one table's message.
const MIN_INTERVAL: Duration = Duration::from_millis(1000);

#[derive(Default)]
struct Slot {
    latest: Mutex<Option<Arc<TableState>>>,
    message: Mutex<Option<(u64, u64)>>,
    notify: Notify,
    /// The rating changes of the table's last finished game, by game number.
    rated: Mutex<Option<(u32, Arc<Vec<RatingChange>>)>>,
    /// Whether the bot may attach files in the table's channel; `None`: not known, try.
    attach: Mutex<Option<bool>>,
    /// How the message is reached: the bot's token, or an interaction's.
    reach: Mutex<TableReach>,
    /// A message to post that waits for an interaction's token.
    owed: Mutex<Option<Arc<TableState>>>,
}

impl Slot {
    fn reach(&self) -> std::sync::MutexGuard<'_, TableReach> {
        self.reach.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[derive(Clone)]
pub struct Renderer {
    rest: Rest,
    store: Store,
    service: TableService,
    painter: Painter,
    slots: Arc<Mutex<HashMap<TableId, Arc<Slot>>>>,
    /// The web pages' addresses, where the bot serves them: results then carry Share, and link
    /// to the game's page where the server shows its pages.
    web: Option<crate::web::Links>,
}

impl Renderer {
    #[must_use]
    pub fn new(
        rest: Rest,
        store: Store,
        service: TableService,
        web: Option<crate::web::Links>,
    ) -> Renderer {
        Renderer {
            rest,
            store,
            service,
            painter: Painter::start(),
            slots: Arc::default(),
            web,
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

    /// The picture thread, shared with the hands' pictures.
    #[must_use]
    pub fn painter(&self) -> Painter {
        self.painter.clone()
    }

    /// The colours `state`'s pictures are drawn in, when they may be sent: the server wants
    /// them and the table's channel is not known to refuse files.
    pub async fn pictures_allowed(&self, state: &TableState) -> Option<Look> {
        let slot = self
            .slots
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&state.id)
            .cloned()
            .unwrap_or_default();
        self.pictures_allowed_in(&slot, state).await.0
    }

    /// Tells the renderer which message shows `table`.
    pub fn set_message(&self, table: TableId, channel: u64, message: u64) {
        let slot = self.slot(table);
        *slot.message.lock().unwrap_or_else(PoisonError::into_inner) = Some((channel, message));
        slot.notify.notify_one();
    }

    /// Whether the bot may attach files in `table`'s channel, as an interaction there said.
    pub fn set_can_attach(&self, table: TableId, can: bool) {
        let slot = self.slot(table);
        *slot.attach.lock().unwrap_or_else(PoisonError::into_inner) = Some(can);
    }

    /// An interaction at `table` was answered with `token`: the message is edited through it
    /// where the bot is not a member (`bot_present` false; `None` when the interaction does not
    /// say). A message that could not be posted for want of a token is posted now.
    pub fn heard(&self, table: TableId, application: u64, token: &str, bot_present: Option<bool>) {
        let slot = self.slot(table);
        let by_bot = {
            let mut reach = slot.reach();
            reach.heard(application, token, bot_present, std::time::Instant::now());
            reach.by_bot()
        };
        let owed = slot
            .owed
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        match owed {
            Some(state) => self.post_later(state),
            // A message only interactions reach may have waited for this token; one the bot
            // reaches never waits for a click.
            None if !by_bot => slot.notify.notify_one(),
            None => {}
        }
    }

    /// Whether `state`'s table is reached only through interactions (no channel posts there).
    pub fn by_interactions(&self, state: &TableState) -> bool {
        self.slot(state.id).reach().by_interactions(state.guild)
    }

    /// The table changed: its message will show `state` (or a later one) soon.
    pub fn show(&self, state: Arc<TableState>) {
        let slot = self.slot(state.id);
        *slot.latest.lock().unwrap_or_else(PoisonError::into_inner) = Some(state);
        slot.notify.notify_one();
    }

    /// Posts a new message for `state`'s table in its channel, stores its id and keeps it up to
    /// date from now on: for a table whose message was never known (the answer that showed it
    /// was lost) or is gone. The message is made with a nonce, so a retry never posts two;
    /// where only interactions reach, it is a follow-up of the freshest one (and waits for one).
    ///
    /// # Errors
    /// Discord refused the message for good; the table is untouched.
    pub async fn post(&self, state: &Arc<TableState>) -> Result<Option<u64>, RestError> {
        let view = table_message_rated(state, &[], self.web.is_some());
        let body = poise::serenity_prelude::CreateMessage::new()
            .embed(view.embed)
            .components(view.components);
        let channel = state.channel.0 as u64;
        let slot = self.slot(state.id);
        let via = slot.reach().via(state.guild, std::time::Instant::now());
        let message = match via {
            Ok(None) => match self.rest.create_message(channel, &body).await {
                Err(error) if error.is_missing_access() => {
                    slot.reach().bot_refused();
                    *slot.owed.lock().unwrap_or_else(PoisonError::into_inner) = Some(state.clone());
                    return Err(error);
                }
                posted => posted?,
            },
            Ok(Some(token)) => {
                self.rest
                    .follow_up(token.application, &token.token, &body)
                    .await?
            }
            Err(super::reach::Waiting) => {
                // Posted by the next interaction heard at the table ([`Renderer::heard`]).
                *slot.owed.lock().unwrap_or_else(PoisonError::into_inner) = Some(state.clone());
                return Ok(None);
            }
        };
        if let Err(error) = self
            .store
            .set_message_id(state.id, Some(message as i64))
            .await
        {
            tracing::error!(%error, table = %state.id, "could not store the table message id");
        }
        self.set_message(state.id, channel, message);
        self.show(state.clone());
        Ok(Some(message))
    }

    /// [`Renderer::post`] on its own task, newest state first, logging a failure.
    fn post_later(&self, state: Arc<TableState>) {
        let renderer = self.clone();
        tokio::spawn(async move {
            let newest = renderer.service.state(state.id).unwrap_or(state);
            if let Err(error) = renderer.post(&newest).await {
                tracing::warn!(table = %newest.id, %error, "could not post the table message");
            }
        });
    }

    /// Drops a closed table's slot: its message changes no more.
    fn forget(&self, table: TableId) {
        self.slots
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&table);
    }

    /// Wakes the table's edit loop again after a pause that grows with `failures` (to 30 s).
    fn again_after(&self, slot: &Arc<Slot>, failures: u32) {
        let slot = slot.clone();
        let pause = Duration::from_secs(1 << failures.min(5)).min(Duration::from_secs(30));
        tokio::spawn(async move {
            tokio::time::sleep(pause).await;
            slot.notify.notify_one();
        });
    }

    async fn edit_loop(self, table: TableId, slot: Arc<Slot>) {
        let mut shown_version = None;
        let mut failures = 0u32;
        let mut picture = TablePicture::default();
        loop {
            picture.wait(&slot.notify).await;
            let state = slot
                .latest
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone();
            let message = *slot.message.lock().unwrap_or_else(PoisonError::into_inner);
            let (Some(state), Some((channel, message))) = (state, message) else {
                continue;
            };
            let via = slot.reach().via(state.guild, std::time::Instant::now());
            let Ok(via) = via else {
                // Only an interaction reaches this message, and none is fresh: the next one
                // heard at the table wakes this loop again (a closed table hears none).
                if state.phase == TablePhase::Closed {
                    self.forget(table);
                    return;
                }
                continue;
            };
            if shown_version == Some(state.version) && !picture.has_drawn() {
                // Woken by the picture's pace: ask for the drawing it owes, edit nothing yet.
                if let (Some(look), _) = self.pictures_allowed_in(&slot, &state).await {
                    picture.ask_if_due(&state, look, &self.painter);
                }
                continue;
            }
            match self
                .show_once(
                    &slot,
                    &state,
                    (channel, message, via.as_ref()),
                    &mut picture,
                )
                .await
            {
                Ok(()) => {
                    shown_version = Some(state.version);
                    failures = 0;
                }
                Err(error) if via.is_none() && error.is_missing_access() => {
                    tracing::info!(table = %table, "the bot is not in the table's channel: its message changes through interactions");
                    slot.reach().bot_refused();
                }
                Err(error) if via.is_some() && error.is_dead_token() => {
                    if let Some(token) = &via {
                        slot.reach().token_failed(&token.token);
                    }
                }
                Err(error) if error.is_unknown_message() => {
                    tracing::info!(table = %table, "the table message is gone: posting a new one");
                    *slot.message.lock().unwrap_or_else(PoisonError::into_inner) = None;
                    self.post_later(state.clone());
                }
                Err(error) => {
                    failures += 1;
                    tracing::warn!(table = %table, %error, "could not edit the table message; trying again shortly");
                    self.again_after(&slot, failures);
                }
            }
            if state.phase == TablePhase::Closed {
                self.forget(table);
                return;
            }
            tokio::time::sleep(MIN_INTERVAL).await;
        }
    }
}
