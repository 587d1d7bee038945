//! What the service and every table's actor share: the store, its writer and its health, the
//! clock, the service's settings, the notices clients hear, the registry of open tables by id and
//! by channel, and the computer players' decision times.

use std::{
    collections::{HashMap, HashSet},
    sync::{Arc, Mutex, PoisonError},
};

use tokio::sync::{broadcast, mpsc, watch};

use super::{
    actor::Envelope,
    clock::Clock,
    command::TableCommand,
    error::TableError,
    health::Health,
    state::{TableEvent, TableState},
    writer::Writer,
};
use crate::{
    games::Level,
    ids::{ChannelId, GuildId, PlayerId, TableId},
    shards::Shards,
    store::{Store, StoreError},
};

/// Service-wide settings.
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    /// Chips a member starts with in a server that has not chosen its own (R23).
    pub starting_chips: i64,
    /// Seed for every table's shuffles and computer players (simulations, tests); `None` draws
    /// from the operating system's CSPRNG, as the bot does (R9).
    pub rng_seed: Option<u64>,
    /// The servers whose tables this process runs (all of them unless the bot is split over
    /// processes by shard).
    pub shards: Shards,
}

impl Default for ServiceConfig {
    fn default() -> Self {
        ServiceConfig {
            starting_chips: 1000,
            rng_seed: None,
            shards: Shards::ALL,
        }
    }
}

/// One accepted command, as clients hear of it: after it is committed.
#[derive(Clone, Debug)]
pub struct Notice {
    pub table: TableId,
    pub state: Arc<TableState>,
    pub events: Arc<Vec<TableEvent>>,
    pub command: Arc<TableCommand>,
    /// When it was committed, when stages are measured ([`crate::latency`]).
    pub committed: Option<std::time::Instant>,
}

/// One open table in the registry: where its commands go, and its latest committed state.
pub(super) struct Entry {
    pub(super) inbox: mpsc::Sender<Envelope>,
    pub(super) state: watch::Receiver<Arc<TableState>>,
}

/// Everything the service and the tables' actors share, behind one `Arc`.
pub(super) struct Shared {
    pub store: Store,
    pub writer: Writer,
    /// Whether the database takes writes, for the whole process (see `health.rs`).
    pub health: Arc<Health>,
    pub clock: Clock,
    pub config: ServiceConfig,
    pub(super) notices: broadcast::Sender<Notice>,
    /// Microseconds each computer-player decision took, per level.
    pub(super) decisions: Mutex<HashMap<Level, Vec<u64>>>,
    pub(super) tables: Mutex<HashMap<TableId, Entry>>,
    pub(super) channels: Mutex<HashMap<ChannelId, TableId>>,
    /// Tables another process took over while this one ran them: clicks on them are told so.
    pub(super) moved_away: Mutex<HashSet<TableId>>,
    /// Each server's settings, as last read or saved (see `server.rs`).
    pub settings: Mutex<HashMap<GuildId, Arc<super::settings::ServerSettings>>>,
    pub(super) actors: Mutex<Vec<tokio::task::JoinHandle<()>>>,
    /// The players' drafts of the turns they are building (see `drafts.rs`).
    pub(super) drafts: super::drafts::Drafts,
}

impl Shared {
    pub fn forget(&self, id: TableId, channel: ChannelId) {
        self.tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&id);
        let mut channels = self.channels.lock().unwrap_or_else(PoisonError::into_inner);
        if channels.get(&channel) == Some(&id) {
            channels.remove(&channel);
        }
    }

    /// Notes that another process took `id` over (its actor then stops and forgets it).
    pub fn moved_away(&self, id: TableId) {
        self.moved_away
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(id);
    }

    pub fn record_decision(&self, level: Level, micros: u64) {
        self.decisions
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(level)
            .or_default()
            .push(micros);
    }

    pub fn publish(&self, notice: Notice) {
        let _ = self.notices.send(notice);
    }

    /// Logs an internal failure under a short id and returns the player-facing apology.
    pub fn internal(&self, what: &str, error: &dyn std::fmt::Display) -> TableError {
        TableError::logged(what, error)
    }

    /// What a player is told of a store failure while doing `what`: that the table is paused if
    /// the database is unavailable (which [`Health`] is told of), else an apology with the id
    /// under which the failure was logged.
    pub fn store_failed(&self, what: &str, error: &StoreError) -> TableError {
        if error.is_unavailable() {
            self.health.failed(error, false);
            TableError::Paused
        } else {
            self.internal(what, error)
        }
    }

    /// A player's balance, opening their account with the server's starting chips if they have
    /// none.
    pub async fn balance(&self, guild: GuildId, player: PlayerId) -> Result<u64, TableError> {
        let starting = self.server_settings(guild).await?.starting_chips;
        let chips = self
            .store
            .ensure_account(guild, player, i64::try_from(starting).unwrap_or(i64::MAX))
            .await
            .map_err(|e| self.store_failed("balance", &e))?;
        Ok(chips.max(0) as u64)
    }
}
