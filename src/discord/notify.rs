//! Private nudges: when it becomes a player's turn, or an R17 claim or an R21 rebuy is theirs to
//! decide, their open hand message (the ephemeral one, reachable through the token of their last
//! hand interaction for 15 minutes) is edited in place to show it — to them alone.
//!
//! A hand message is written by two hands: the answer to the player's own click and these
//! nudges. Both go through [`Notifier::hand_lock`], one lock per player and table, and record the
//! state version they showed, so a nudge never puts an older hand over a newer one.

use std::{
    collections::HashMap,
    sync::Arc,
    sync::{Mutex, PoisonError},
    time::{Duration, Instant},
};

use poise::serenity_prelude::EditInteractionResponse;

use super::{hand_picture::HandPictures, painter::Painter, rest::Rest, views::hand_message};
use crate::{
    i18n::Lang,
    ids::{PlayerId, TableId},
    latency::{self, Stage},
    table::{TablePhase, TableService, TableState},
};

/// Interaction tokens last 15 minutes; stop a little before.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// A player's last hand interaction: its token, when it was answered, and the player's language.
type Reachable = (String, Instant, Lang);

/// The lock every write of one player's hand message holds, over the state version it shows.
type HandLock = Arc<tokio::sync::Mutex<u64>>;

pub struct Notifier {
    rest: Rest,
    application: u64,
    tokens: Mutex<HashMap<(TableId, PlayerId), Reachable>>,
    /// What each player was last nudged about, so each thing is said once.
    nudged: Mutex<HashMap<(TableId, PlayerId), String>>,
    /// Per player and table: the lock every write of their hand message holds, and the state
    /// version the message shows.
    hands: Mutex<HashMap<(TableId, PlayerId), HandLock>>,
    /// Each player's private draft for their turn, shown on their hand message.
    /// The table service, which keeps the players' drafts shown on their hands.
    pub tables: TableService,
    /// The pictures on the hand messages.
    pub pictures: HandPictures,
    /// The turn pings of slow tables.
    pub pings: super::pings::Pinger,
}

/// Held while a player's hand message is written; say which state version it shows with
/// [`HandGuard::shown`].
pub struct HandGuard(tokio::sync::OwnedMutexGuard<u64>);

impl HandGuard {
    /// The state version the hand message shows, once written.
    pub fn shown(&mut self, version: u64) {
        *self.0 = (*self.0).max(version);
    }

    /// The newest state version the message is known to show.
    #[must_use]
    pub fn version(&self) -> u64 {
        *self.0
    }
}

impl Notifier {
    #[must_use]
    pub fn new(rest: Rest, application: u64, tables: TableService, painter: Painter) -> Notifier {
        Notifier {
            pictures: HandPictures::new(rest.clone(), painter),
            pings: super::pings::Pinger::new(rest.clone(), tables.clone()),
            rest,
            application,
            tokens: Mutex::default(),
            nudged: Mutex::default(),
            hands: Mutex::default(),
            tables,
        }
    }

    /// Drops what is kept about a closed table's players, so a long-running bot does not keep
    /// every table it ever hosted.
    fn forget(&self, table: TableId) {
        self.tokens
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|(t, _), _| *t != table);
        self.nudged
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|(t, _), _| *t != table);
        self.hands
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|(t, _), _| *t != table);
    }

    /// Waits for the right to write `player`'s hand message at `table`.
    pub async fn hand_lock(&self, table: TableId, player: PlayerId) -> HandGuard {
        let lock = self
            .hands
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .entry((table, player))
            .or_default()
            .clone();
        HandGuard(lock.lock_owned().await)
    }

    /// The player's hand message can now be reached through `token`; it is in `lang`.
    pub fn remember(&self, table: TableId, player: PlayerId, token: &str, lang: Lang) {
        self.tokens
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert((table, player), (token.to_owned(), Instant::now(), lang));
    }

    /// What needs `player`'s attention in `state`, as a key that changes each time.
    fn attention(
        state: &TableState,
        player: PlayerId,
    ) -> Option<(String, crate::faces::screens::Nudge)> {
        let seat = state.seat_of(player)?;
        crate::faces::screens::attention(state.live_game()?, seat)
    }

    /// Nudges every human player whose attention `state` needs, through their hand message;
    /// `committed`: when the change was committed, when stages are measured. `can_post`: the
    /// bot may post in the table's channel (turn pings are posts; where only interactions reach,
    /// there are none).
    pub async fn on_change(
        &self,
        state: &Arc<TableState>,
        committed: Option<Instant>,
        can_post: bool,
    ) {
        let changed = committed.or_else(latency::start);
        self.pictures.on_change(state);
        if state.phase == TablePhase::Closed {
            self.forget(state.id);
        }
        if state.phase == TablePhase::Playing {
            self.nudge(state, changed).await;
        }
        // After the nudges, which a player at the table waits for; a ping is for one away.
        if can_post {
            self.pings.on_change(state).await;
        }
    }

    /// Edits the hand message of every human player whose attention `state` needs.
    async fn nudge(&self, state: &Arc<TableState>, changed: Option<Instant>) {
        for p in state.players.iter().filter(|p| p.computer.is_none()) {
            let Some((key, note)) = Self::attention(state, p.player) else {
                continue;
            };
            let k = (state.id, p.player);
            let (token, lang) = match self
                .tokens
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .get(&k)
            {
                Some((token, at, lang)) if at.elapsed() < TOKEN_LIFE => (token.clone(), *lang),
                _ => continue,
            };
            if self
                .nudged
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .get(&k)
                == Some(&key)
            {
                continue;
            }
            let mut guard = self.hand_lock(state.id, p.player).await;
            if guard.version() >= state.version {
                // The player's own click already showed this state or a newer one.
                continue;
            }
            self.nudged
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .insert(k, key);
            let draft = self.tables.draft(state, p.player);
            let view = hand_message(state, p.player, Some(&note(lang)), lang, draft.as_deref());
            let body = EditInteractionResponse::new()
                .content(view.content)
                .components(view.components);
            if let Err(error) = self
                .rest
                .edit_interaction_message(self.application, &token, None, &body)
                .await
            {
                tracing::debug!(%error, "could not refresh a hand message");
            } else {
                guard.shown(state.version);
                latency::done(Stage::Nudge, changed);
            }
        }
    }
}
