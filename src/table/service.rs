//! The table service: opens tables, routes commands to each table's actor, recovers every open
//! table at start-up, and tells clients what changed. It knows nothing of Discord; the bot and the
//! command-line games are clients alike. What it shares with the tables' actors (the registry of
//! open tables, the notices, the settings) lives in `shared.rs`.

use std::{
    collections::{HashMap, HashSet},
    sync::{Arc, Mutex, PoisonError},
};

use serde::{Deserialize, Serialize};
use tokio::sync::{broadcast, mpsc, oneshot, watch};

use super::{
    actor::{Ack, Actor, Envelope},
    clock::Clock,
    error::TableError,
    health::{DatabaseOutage, Health},
    options::TableOptions,
    replay::{resume, ReplayError},
    request::TableRequest,
    shared::{Entry, Notice, ServiceConfig, Shared},
    state::{SeatInfo, TableState},
    writer::Writer,
};
use crate::{
    games::Level,
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::{NewTable, OpenTable, Store, StoreError, StoredTable, FIRST_EPOCH},
};

/// What a table was opened with: stored with the table, it is where replay starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenParams {
    pub options: TableOptions,
    pub host: SeatInfo,
    pub opened_at_ms: i64,
}

/// What start-up recovery did.
#[derive(Clone, Debug, Default)]
pub struct RecoveryReport {
    pub resumed: usize,
    pub set_aside: Vec<(TableId, String)>,
}

/// A handle on the running service; cheap to clone.
#[derive(Clone)]
pub struct TableService {
    pub(super) shared: Arc<Shared>,
}

impl TableService {
    /// Starts the service and resumes every open table of its servers (`config.shards`) from its
    /// latest snapshot and the actions logged after it; a table that does not rebuild is set
    /// aside, not altered. (`rumino check` replays whole logs against the snapshots.) The tables
    /// are taken over first ([`Store::claim_tables_to_resume`]): a process that ran them before and
    /// still runs can commit nothing more to them.
    ///
    /// # Errors
    /// The store could not be read.
    pub async fn start(
        store: Store,
        config: ServiceConfig,
        clock: Clock,
    ) -> Result<(TableService, RecoveryReport), StoreError> {
        let (notices, _) = broadcast::channel(4096);
        let health = Arc::new(Health::new());
        // Players' drafts as they were when the service stopped, before any request can arrive.
        let drafts = super::drafts::Drafts::load(store.clone()).await?;
        let shared = Arc::new(Shared {
            writer: Writer::spawn(store.clone(), health.clone()),
            health,
            store,
            clock,
            config,
            notices,
            decisions: Mutex::new(HashMap::new()),
            tables: Mutex::new(HashMap::new()),
            moved_away: Mutex::new(HashSet::new()),
            channels: Mutex::new(HashMap::new()),
            settings: Mutex::new(HashMap::new()),
            actors: Mutex::new(Vec::new()),
            drafts,
        });
        let service = TableService { shared };
        let mut report = RecoveryReport::default();
        let shards = service.shared.config.shards;
        let open = service.shared.store.claim_tables_to_resume(shards).await?;
        for (stored, resumed) in resume_all(open).await {
            match resumed {
                Ok(state) => {
                    service.spawn(state, stored.epoch);
                    report.resumed += 1;
                }
                Err(error) => {
                    let reason = error.to_string();
                    tracing::error!(table = %stored.id, %reason, "table set aside: its log does not replay");
                    service.shared.store.set_aside(stored.id, &reason).await?;
                    report.set_aside.push((stored.id, reason));
                }
            }
        }
        Ok((service, report))
    }

    fn spawn(&self, state: TableState, epoch: i64) {
        let (inbox, rx) = mpsc::channel(256);
        let (watch_tx, watch_rx) = watch::channel(Arc::new(state.clone()));
        let (id, channel) = (state.id, state.channel);
        self.shared
            .tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(
                id,
                Entry {
                    inbox,
                    state: watch_rx,
                },
            );
        self.shared
            .channels
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(channel, id);
        let handle =
            tokio::spawn(Actor::new(state, epoch, self.shared.clone(), rx, watch_tx).run());
        let mut actors = self
            .shared
            .actors
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        actors.retain(|h| !h.is_finished());
        actors.push(handle);
    }

    /// Stops every table's actor after the command it is handling, as at a restart. Their
    /// state is already in the store; the next `start` resumes them.
    pub async fn shutdown(&self) {
        self.shared
            .tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
        self.shared
            .channels
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
        let actors = std::mem::take(
            &mut *self
                .shared
                .actors
                .lock()
                .unwrap_or_else(PoisonError::into_inner),
        );
        for handle in actors {
            let _ = handle.await;
        }
    }

    /// Opens a table in `channel` with `host` seated.
    ///
    /// # Errors
    /// Bad options, a busy channel, a host who cannot cover the stake, or a store failure
    /// ([`TableError::Paused`] if the database is unavailable).
    pub async fn open(
        &self,
        guild: GuildId,
        channel: ChannelId,
        host: SeatInfo,
        options: TableOptions,
    ) -> Result<Arc<TableState>, TableError> {
        options.validate().map_err(TableError::BadOption)?;
        if !self.shared.config.shards.owns(guild) {
            return Err(TableError::NotThisProcess);
        }
        if self.table_in(channel).is_some() {
            return Err(TableError::ChannelBusy);
        }
        let available = self.shared.balance(guild, host.player).await?;
        // Computer players play on the house: the store covers their stakes (actor.rs).
        if available < options.game.stake() && !host.player.is_computer() {
            return Err(TableError::NotEnoughChips {
                needed: options.game.stake(),
                available,
            });
        }
        let now = self.shared.clock.now_ms();
        let params = OpenParams {
            options,
            host: host.clone(),
            opened_at_ms: now,
        };
        let json =
            serde_json::to_string(&params).map_err(|e| self.shared.internal("serialize", &e))?;
        let new = NewTable {
            guild_id: guild,
            channel_id: channel,
            game_kind: options.game.kind().as_str().to_owned(),
            options: json,
            host_id: host.player,
            snapshot: "null".to_owned(),
        };
        let id = match self.shared.store.create_table(&new).await {
            Ok(id) => id,
            Err(StoreError::ChannelBusy { .. }) => return Err(TableError::ChannelBusy),
            Err(e) => return Err(self.shared.store_failed("open table", &e)),
        };
        let state = TableState::new(id, guild, channel, host, options, now);
        self.spawn(state.clone(), FIRST_EPOCH);
        Ok(Arc::new(state))
    }

    /// Sends a request to a table and waits until it is committed (or refused).
    /// `expected_version`: the state version the client acted on; `None` skips the check.
    ///
    /// # Errors
    /// The table's refusal, with a player-readable message; [`TableError::Paused`] at once,
    /// without reaching the table, while the database is unavailable.
    pub async fn send(
        &self,
        table: TableId,
        request: TableRequest,
        expected_version: Option<u64>,
    ) -> Result<Ack, TableError> {
        if self.shared.health.paused() {
            return Err(TableError::Paused);
        }
        let inbox = {
            let tables = self
                .shared
                .tables
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            tables
                .get(&table)
                .map(|e| e.inbox.clone())
                .ok_or_else(|| self.missing(table, TableError::NoSuchTable))?
        };
        let (reply, rx) = oneshot::channel();
        inbox
            .send(Envelope {
                request,
                expected_version,
                reply,
                queued: crate::latency::start(),
            })
            .await
            .map_err(|_| self.missing(table, TableError::Closed))?;
        rx.await
            .map_err(|_| self.missing(table, TableError::Closed))?
    }

    /// Why `table` is not running here: it moved to another process ([`TableError::MovedAway`]),
    /// or `otherwise` (it closed, or never was).
    #[must_use]
    pub fn missing(&self, table: TableId, otherwise: TableError) -> TableError {
        let moved = self
            .shared
            .moved_away
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(&table);
        if moved {
            TableError::MovedAway
        } else {
            otherwise
        }
    }

    /// The latest committed state of a table.
    #[must_use]
    pub fn state(&self, table: TableId) -> Option<Arc<TableState>> {
        let tables = self
            .shared
            .tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        tables.get(&table).map(|e| e.state.borrow().clone())
    }

    /// A receiver that sees the table's state each time it changes.
    #[must_use]
    pub fn watch(&self, table: TableId) -> Option<watch::Receiver<Arc<TableState>>> {
        let tables = self
            .shared
            .tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        tables.get(&table).map(|e| e.state.clone())
    }

    /// The open table in a channel.
    #[must_use]
    pub fn table_in(&self, channel: ChannelId) -> Option<TableId> {
        self.shared
            .channels
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&channel)
            .copied()
    }

    /// Every open table's id.
    #[must_use]
    pub fn tables(&self) -> Vec<TableId> {
        let tables = self
            .shared
            .tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let mut ids: Vec<TableId> = tables.keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// The database outage under way, if the database is unavailable: the tables are paused
    /// until it is back (see [`TableError::Paused`]).
    #[must_use]
    pub fn database_outage(&self) -> Option<DatabaseOutage> {
        self.shared.health.outage()
    }

    /// Every accepted command, after its commit.
    #[must_use]
    pub fn subscribe(&self) -> broadcast::Receiver<Notice> {
        self.shared.notices.subscribe()
    }

    #[must_use]
    pub fn store(&self) -> &Store {
        &self.shared.store
    }

    #[must_use]
    pub fn clock(&self) -> Clock {
        self.shared.clock
    }

    #[must_use]
    pub fn config(&self) -> &ServiceConfig {
        &self.shared.config
    }

    /// How long computer players took to decide, in microseconds, per level.
    #[must_use]
    pub fn decision_times(&self) -> HashMap<Level, Vec<u64>> {
        self.shared
            .decisions
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// A player's chips in a server (opening the account if needed).
    ///
    /// # Errors
    /// A store failure, as an apology with an id.
    pub async fn balance(&self, guild: GuildId, player: PlayerId) -> Result<u64, TableError> {
        self.shared.balance(guild, player).await
    }
}

/// Rebuilds the open tables (in order) on the blocking threads, a share per core: replay is pure
/// CPU (each snapshot parsed, its tail applied), and one table after the other it took longer
/// than reading them (`cargo bench --bench table`: 1,001 tables in 185 ms, then 125-138 ms).
async fn resume_all(
    mut open: Vec<OpenTable>,
) -> Vec<(StoredTable, Result<TableState, ReplayError>)> {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let share = open.len().div_ceil(cores).max(1);
    let mut shares = Vec::new();
    while !open.is_empty() {
        let rest = open.split_off(share.min(open.len()));
        let mine = std::mem::replace(&mut open, rest);
        shares.push(tokio::task::spawn_blocking(move || {
            mine.into_iter()
                .map(|t| {
                    let resumed = resume(&t.table, &t.tail);
                    (t.table, resumed)
                })
                .collect::<Vec<_>>()
        }));
    }
    let mut resumed = Vec::new();
    for share in shares {
        match share.await {
            Ok(tables) => resumed.extend(tables),
            Err(e) => std::panic::resume_unwind(e.into_panic()),
        }
    }
    resumed
}
