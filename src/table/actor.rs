//! One task per table: the table's single owner.
//!
//! Commands arrive through an inbox and are handled one at a time, so concurrent clicks on one
//! table are serialized; different tables run in different tasks and never wait on each other.
//! For each command the actor applies it to a copy of the state, commits the result to the store
//! and only then swaps the state in, replies, and publishes events: nobody hears of an action
//! that is not on disk.
//!
//! A step the table takes by itself (a clock that ran out, a deal, a computer's decision) that
//! fails is not retried at once, which would spin: while the database is unavailable the table
//! waits until the process tries it again (`health.rs`); after any other failure it waits a
//! delay that doubles up to [`LAST_RETRY`].

use std::{future::Future, sync::Arc, time::Duration};

use rand::{rngs::StdRng, Rng, SeedableRng};
use tokio::sync::{mpsc, oneshot, watch};

use super::{
    command::TableCommand,
    effects::commit_for,
    error::TableError,
    health::{FIRST_RETRY, LAST_RETRY},
    request::{DraftChange, Intent, TableRequest},
    shared::{Notice, Shared},
    state::{TableEvent, TablePhase, TableState},
    timer::TimerKind,
    writer::WriteError,
};
use crate::{
    games::Waiting,
    ids::PlayerId,
    latency::{self, Stage},
    store::StoreError,
};

/// What a client gets back for an accepted command.
#[derive(Clone, Debug)]
pub struct Ack {
    pub version: u64,
    pub events: Arc<Vec<TableEvent>>,
}

/// A client's request on its way to the actor, with where to send the answer.
pub(super) struct Envelope {
    pub request: TableRequest,
    /// The version the client saw; a command against an older state is stale.
    pub expected_version: Option<u64>,
    pub reply: oneshot::Sender<Result<Ack, TableError>>,
    /// When it was queued, if latency is being measured.
    pub queued: Option<std::time::Instant>,
}

pub(super) struct Actor {
    pub state: TableState,
    pub shared: Arc<Shared>,
    pub inbox: mpsc::Receiver<Envelope>,
    pub watch: watch::Sender<Arc<TableState>>,
    pub rng: StdRng,
    /// The table's epoch as this process took it: every commit carries it, and the store refuses
    /// it once another process has taken the table over.
    pub epoch: i64,
    /// Set when the store said another process took the table over: the actor then stops and
    /// the table leaves this process's registry.
    pub moved_away: bool,
    /// Why the table's own steps wait, after one failed.
    pub hold: Option<Hold>,
    /// How long the next [`Hold::Until`] lasts.
    pub backoff: Duration,
}

/// What a table whose own step failed waits for before it tries again.
#[derive(Clone, Copy, Debug)]
pub(super) enum Hold {
    /// The database, unavailable: until it is back or the process tries it again.
    Database,
    /// After another failure: until then.
    Until(tokio::time::Instant),
}

impl Actor {
    pub(super) fn new(
        state: TableState,
        epoch: i64,
        shared: Arc<Shared>,
        inbox: mpsc::Receiver<Envelope>,
        watch: watch::Sender<Arc<TableState>>,
    ) -> Actor {
        let rng = match shared.config.rng_seed {
            Some(seed) => StdRng::seed_from_u64(
                seed ^ (state.id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            ),
            None => StdRng::from_entropy(),
        };
        Actor {
            state,
            shared,
            inbox,
            watch,
            rng,
            epoch,
            moved_away: false,
            hold: None,
            backoff: FIRST_RETRY,
        }
    }

    pub(super) async fn run(mut self) {
        // A recovered table may owe a deal or a computer's move from before the restart.
        self.automatic_steps().await;
        loop {
            if self.state.phase == TablePhase::Closed || self.moved_away {
                break;
            }
            let wake = self.wake();
            tokio::select! {
                envelope = self.inbox.recv() => {
                    let Some(envelope) = envelope else { break };
                    latency::done(Stage::TableQueue, envelope.queued);
                    let result = self.handle(envelope.request, envelope.expected_version).await;
                    let _ = envelope.reply.send(result);
                }
                () = wake => {
                    self.hold = None;
                    match self.state.timer {
                        Some(t) if self.shared.clock.now_ms() >= t.at_ms => self.fire(t.kind).await,
                        _ => {}
                    }
                }
            }
            self.automatic_steps().await;
        }
        self.shared.forget(self.state.id, self.state.channel);
    }

    /// What the table waits for besides a request: the end of a [`Hold`], or else its clock.
    fn wake(&self) -> impl Future<Output = ()> + 'static {
        let (shared, hold, timer) = (self.shared.clone(), self.hold, self.state.timer);
        async move {
            match (hold, timer) {
                (Some(Hold::Database), _) => shared.health.ready().await,
                (Some(Hold::Until(at)), _) => tokio::time::sleep_until(at).await,
                (None, Some(t)) => tokio::time::sleep_until(shared.clock.instant_of(t.at_ms)).await,
                (None, None) => std::future::pending().await,
            }
        }
    }

    /// Holds the table's own steps after one failed with `error` (see [`Hold`]); a failure other
    /// than the database's is logged as `what`.
    fn hold_after(&mut self, error: &TableError, what: &str) {
        self.hold = Some(if *error == TableError::Paused {
            Hold::Database
        } else {
            tracing::warn!(table = %self.state.id, %error, retry_in = ?self.backoff, "{what}");
            let at = tokio::time::Instant::now() + self.backoff;
            self.backoff = (self.backoff * 2).min(LAST_RETRY);
            Hold::Until(at)
        });
    }

    /// Handles a client's request: checks its version, fills in random data, checks chips,
    /// commits.
    async fn handle(
        &mut self,
        request: TableRequest,
        expected: Option<u64>,
    ) -> Result<Ack, TableError> {
        if self.shared.health.paused() {
            return Err(TableError::Paused);
        }
        if expected.is_some_and(|v| v != self.state.version) {
            return Err(TableError::Stale);
        }
        let pack = self.state.options.game.pack();
        let command = match request.into_intent(|| pack.shuffled(&mut self.rng)) {
            Intent::Log(command) => command,
            Intent::Draft { player, change } => return Ok(self.draft(player, change).await),
        };
        self.check_chips(&command).await?;
        self.commit(command).await
    }

    /// Keeps a change to `player`'s draft of the turn the table is at now (a draft of any
    /// other turn is dropped), written through before it is acknowledged.
    async fn draft(&mut self, player: PlayerId, change: DraftChange) -> Ack {
        let drafts = &self.shared.drafts;
        match change {
            DraftChange::Set(text) => {
                drafts.push(&self.state, player, text).await;
            }
            DraftChange::Undo => drafts.undo(&self.state, player).await,
        }
        Ack {
            version: self.state.version,
            events: Arc::default(),
        }
    }

    /// A clock ran out: a computer player's pause ended, or a player's time did.
    async fn fire(&mut self, kind: TimerKind) {
        let due = latency::start();
        let command = match kind {
            TimerKind::ComputerTurn { .. } => {
                let Some(game) = self.state.live_game() else {
                    return;
                };
                let Waiting::Turn { seat, .. } = game.waiting() else {
                    return;
                };
                match self.computer_action(seat) {
                    Some(command) => command,
                    None => return,
                }
            }
            other => TableCommand::Timeout { timer: other },
        };
        let computer = matches!(kind, TimerKind::ComputerTurn { .. });
        match self.commit(command).await {
            Ok(_) if computer => latency::done(Stage::ComputerMove, due),
            // Stale: the table caught up with its log, and its clock is the log's.
            Ok(_) | Err(TableError::MovedAway | TableError::Stale) => {}
            Err(error) => self.hold_after(&error, "timer command refused"),
        }
    }

    /// Deals owed hands and makes computer players' out-of-turn decisions, until none is owed.
    async fn automatic_steps(&mut self) {
        if self.moved_away || self.hold.is_some() {
            return;
        }
        for _ in 0..64 {
            let command = if self.state.awaiting_deal() {
                TableCommand::Deal {
                    order: self.state.options.game.pack().shuffled(&mut self.rng),
                    reshuffle_seed: self.rng.gen(),
                }
            } else if let Some(seat) = self.state.computer_to_decide() {
                match self.computer_action(seat) {
                    Some(command) => command,
                    None => return,
                }
            } else {
                return;
            };
            match self.commit(command).await {
                Ok(_) => {}
                Err(TableError::MovedAway) => return,
                // The table caught up with its log: see what that state owes.
                Err(TableError::Stale) => {}
                Err(error) => {
                    self.hold_after(&error, "automatic step failed");
                    return;
                }
            }
        }
    }

    fn computer_action(&mut self, seat: usize) -> Option<TableCommand> {
        let info = self.state.players.get(seat)?;
        let level = info.computer?;
        let game = self.state.live_game()?;
        let started = std::time::Instant::now();
        let action = game.computer_action(seat, level, &mut self.rng);
        self.shared
            .record_decision(level, started.elapsed().as_micros() as u64);
        let action = action?;
        Some(TableCommand::Act {
            player: info.player,
            action,
        })
    }

    /// Makes sure the players can pay what the command would take from them, with a clear
    /// message if not. Computer players play on the house: the store covers a computer's stake or
    /// rebuy in the statement that takes it (migration `house_covers_computers`), so several
    /// tables sharing one computer account can never overdraw it; here its account is only
    /// opened.
    async fn check_chips(&mut self, command: &TableCommand) -> Result<(), TableError> {
        let stake = self.state.options.game.stake();
        let needs: Vec<(PlayerId, u64)> = match command {
            TableCommand::Join { player, .. } => vec![(*player, stake)],
            TableCommand::Start { .. } => {
                self.state.lobby.iter().map(|s| (s.player, stake)).collect()
            }
            TableCommand::Act { player, action } => {
                let cost = self
                    .state
                    .seat_of(*player)
                    .and_then(|s| self.state.live_game().map(|g| g.cost_of(s, action)))
                    .unwrap_or(0);
                vec![(*player, cost)]
            }
            _ => return Ok(()),
        };
        for (player, needed) in needs.into_iter().filter(|&(_, n)| n > 0) {
            let available = self.shared.balance(self.state.guild, player).await?;
            if available >= needed || player.is_computer() {
                continue;
            }
            if matches!(command, TableCommand::Start { .. }) {
                let name = self.state.name_of(player).to_owned();
                return Err(TableError::PlayerShort {
                    name,
                    needed,
                    available,
                });
            }
            return Err(TableError::NotEnoughChips { needed, available });
        }
        Ok(())
    }

    /// Applies `command` to a copy, commits it, then makes it the state and tells everyone.
    async fn commit(&mut self, command: TableCommand) -> Result<Ack, TableError> {
        let now = self.shared.clock.now_ms();
        let applying = latency::start();
        let (mut next, events) = self.state.applied(&command, now)?;
        next.version = self.state.version + 1;
        let commit = commit_for(&command, &next, &events, now, self.epoch)
            .map_err(|e| self.shared.internal("serialize", &e))?;
        latency::done(Stage::Apply, applying);
        match self.shared.writer.commit(commit).await {
            Ok(()) => {}
            Err(WriteError::Store(StoreError::InsufficientChips {
                needed, available, ..
            })) => {
                return Err(TableError::NotEnoughChips {
                    needed: needed as u64,
                    available: available as u64,
                });
            }
            Err(WriteError::Store(StoreError::LostOwnership(_))) => {
                tracing::warn!(
                    table = %self.state.id,
                    epoch = self.epoch,
                    "another process took this table over: dropping it here"
                );
                self.moved_away = true;
                self.shared.moved_away(self.state.id);
                return Err(TableError::MovedAway);
            }
            // The writer has told the process's health; the table waits for the database.
            Err(e) if e.is_unavailable() => return Err(TableError::Paused),
            // The log went further than the table: it now goes on from there (`catch_up.rs`).
            Err(WriteError::Store(StoreError::Conflict { .. })) if self.caught_up().await => {
                return Err(TableError::Stale);
            }
            Err(e) => return Err(self.shared.internal("commit", &e)),
        }
        self.backoff = FIRST_RETRY;
        self.state = next;
        if self.state.phase != TablePhase::Playing {
            // The game ended or the table closed: no turn is drafted any more.
            self.shared.drafts.forget_table(self.state.id).await;
        }
        let state = Arc::new(self.state.clone());
        let events = Arc::new(events);
        self.watch.send_replace(state.clone());
        self.shared.publish(Notice {
            table: self.state.id,
            state,
            events: events.clone(),
            command: Arc::new(command),
            committed: latency::start(),
        });
        Ok(Ack {
            version: self.state.version,
            events,
        })
    }
}
