//! The stand-in's shared state: one lock around everything, and a change counter that waiters
//! watch. The lock is never held across an `.await`.

use std::{
    collections::HashMap,
    sync::{Mutex, MutexGuard},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use serde_json::Value;
use tokio::sync::{mpsc, watch};

use super::{config::StandInConfig, store::MessageStore};

/// One HTTP request the bot made, as answered.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// Without the query string, e.g. `/api/v10/channels/1/messages`.
    pub path: String,
    pub query: Option<String>,
    pub status: u16,
    /// When it arrived, since the stand-in started.
    pub at: Duration,
    pub body: Option<Value>,
}

impl RecordedRequest {
    /// `"PATCH /api/v10/channels/1/messages/2"`: what route substrings are matched against.
    pub fn route(&self) -> String {
        format!("{} {}", self.method, self.path)
    }
}

/// A failure to inject into the next matching requests.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fault {
    /// 429 with `retry_after` in the body and the rate-limit headers.
    RateLimited { retry_after_s: f64 },
    /// 500 Internal Server Error.
    ServerError,
    /// 503 Service Unavailable, as Discord's edge answers when the request never reached it.
    Unavailable,
    /// Carried out as usual, but never answered: the bot waits for an answer that does not
    /// come, as when its connection drops after Discord acted (or it is killed in between).
    Unanswered,
}

/// Faults drawn at random for every request whose route contains `route`: each request fails
/// with probability `per_mille / 1000`, as a 429, a 500 or a 503 in turn. Seeded, so a failing
/// run can be replayed.
pub(crate) struct RandomFaults {
    pub route: String,
    pub per_mille: u32,
    pub seed: u64,
    pub drawn: u64,
}

impl RandomFaults {
    /// The fault for the next matching request, if it draws one.
    pub fn draw(&mut self) -> Option<Fault> {
        // xorshift64*: plenty for spreading faults.
        self.seed ^= self.seed >> 12;
        self.seed ^= self.seed << 25;
        self.seed ^= self.seed >> 27;
        let roll = self.seed.wrapping_mul(0x2545_F491_4F6C_DD1D);
        if roll % 1000 >= u64::from(self.per_mille) {
            return None;
        }
        self.drawn += 1;
        Some(match self.drawn % 3 {
            0 => Fault::RateLimited {
                retry_after_s: 0.05,
            },
            1 => Fault::ServerError,
            _ => Fault::Unavailable,
        })
    }
}

pub(crate) struct PendingFault {
    pub route: String,
    pub remaining: u32,
    pub fault: Fault,
}

/// The bot's answer to an interaction.
#[derive(Clone, Debug)]
pub struct Callback {
    /// 4 message, 5 deferred message, 6 deferred update, 7 update message, 9 modal.
    pub kind: u8,
    /// The callback's `data` (`null` when absent).
    pub data: Value,
    /// From the interaction's dispatch to the callback's arrival.
    pub latency: Duration,
}

impl Callback {
    pub fn is_ephemeral(&self) -> bool {
        self.data["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    pub fn content(&self) -> &str {
        self.data["content"].as_str().unwrap_or("")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum InteractionKind {
    Command,
    Component,
    /// The submit of the modal the bot opened in answer to interaction `opened_by`.
    ModalSubmit {
        opened_by: u64,
    },
}

pub(crate) struct InteractionRecord {
    pub id: u64,
    pub token: String,
    pub kind: InteractionKind,
    pub user: u64,
    pub channel: u64,
    pub guild: Option<u64>,
    /// The locale the player's client sent.
    pub locale: String,
    /// The slash command's name, for the response message's `interaction` field.
    pub command: Option<String>,
    /// For a component interaction: the message the component is on; for a modal submit, the
    /// message of the component that opened the modal (none when a slash command opened it).
    pub message_id: Option<u64>,
    pub created: Instant,
    pub callback: Option<Callback>,
    /// The message `@original` refers to once answered.
    pub original: Option<u64>,
    /// The latest message created, updated or completed through this interaction.
    pub shown: Option<u64>,
    /// A type-5 defer not yet completed by a follow-up or an `@original` edit.
    pub deferred_open: bool,
    pub followups: Vec<u64>,
    pub expired: bool,
    /// `authorizing_integration_owners` as dispatched: `{"0": guild}` when the guild's (or, in
    /// the bot's DM, the app's) install authorized it, `{"1": user}` for a user's install.
    pub owners: Value,
}

impl InteractionRecord {
    /// Whether only a user's install authorized it (no `"0"` key): the app is not installed
    /// where it happened, and Discord limits its follow-ups.
    pub fn user_installed_only(&self) -> bool {
        self.owners.get("0").is_none()
    }
}

/// A frame for the live gateway connection.
pub(crate) enum Outbound {
    Text(String),
    /// Send a close frame with this code and reason, then stop.
    Close(u16, &'static str),
    /// Close the TCP connection without a close frame.
    Drop,
}

/// One gateway session: an IDENTIFY for a shard, and the connection it is live on.
pub(crate) struct Session {
    pub id: String,
    /// The shard it identified for, and the shard count it said: `[shard, count]`.
    pub shard: [u64; 2],
    pub seq: u64,
    /// Its dispatches (seq, frame), kept for RESUME.
    pub log: Vec<(u64, String)>,
    /// The connection dispatches go to: (connection number, sender); `None` while disconnected.
    pub live: Option<(u64, mpsc::UnboundedSender<Outbound>)>,
}

#[derive(Default)]
pub(crate) struct GatewayState {
    /// Every session, in IDENTIFY order. A guild's dispatches go to the newest session of the
    /// guild's shard, as Discord routes them (`(guild_id >> 22) % count`).
    pub sessions: Vec<Session>,
    /// A connection that gets every dispatch instead (a test of two sessions overlapping).
    pub route_to: Option<u64>,
    /// Dispatches made before any IDENTIFY (the stand-in's self-tests without a bot).
    pub unsent: Vec<(u64, String)>,
    pub connections: u64,
    pub identifies: u32,
    pub resumes: u32,
    pub heartbeats: u32,
    pub intents: Vec<u64>,
    /// Heartbeats are received but no longer acknowledged: a "zombie" connection.
    pub zombie: bool,
}

impl GatewayState {
    /// The session a dispatch about `guild` (none: a DM, shard 0) goes to.
    pub fn session_for(&mut self, guild: Option<u64>) -> Option<&mut Session> {
        if let Some(conn) = self.route_to {
            return self
                .sessions
                .iter_mut()
                .rev()
                .find(|s| s.live.as_ref().is_some_and(|(c, _)| *c == conn));
        }
        let count = self.sessions.last()?.shard[1].max(1);
        let shard = guild.map_or(0, |g| (g >> 22) % count);
        self.sessions
            .iter_mut()
            .rev()
            .find(|s| s.shard == [shard, count])
    }
}

#[derive(Default)]
pub(crate) struct State {
    pub last_id: u64,
    pub requests: Vec<RecordedRequest>,
    pub violations: Vec<String>,
    /// Threads the bot started (`threads`), each with its parent.
    pub threads: super::threads::Threads,
    pub faults: Vec<PendingFault>,
    pub random_faults: Option<RandomFaults>,
    /// Registered commands: `None` key for global ones, else the guild's.
    pub commands: HashMap<Option<u64>, Vec<Value>>,
    pub messages: MessageStore,
    /// The files the bot uploaded, by attachment id.
    pub files: HashMap<u64, super::multipart::StoredFile>,
    pub interactions: HashMap<u64, InteractionRecord>,
    pub tokens: HashMap<String, u64>,
    pub dm_channels: HashMap<u64, u64>,
    /// Group DMs by channel id, with their recipients (the first made it).
    pub group_dms: HashMap<u64, Vec<u64>>,
    pub gateway: GatewayState,
}

const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

impl State {
    /// A fresh snowflake: the current time in its top bits, always increasing.
    pub fn next_id(&mut self) -> u64 {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let id = (ms.saturating_sub(DISCORD_EPOCH_MS) << 22).max(self.last_id + 1);
        self.last_id = id;
        id
    }

    pub fn violation(&mut self, text: String) {
        self.violations.push(text);
    }

    /// The DM channel between the bot and a user (made on first use).
    pub fn dm_channel(&mut self, user: u64) -> u64 {
        if let Some(id) = self.dm_channels.get(&user) {
            return *id;
        }
        let id = self.next_id();
        self.dm_channels.insert(user, id);
        id
    }

    /// A new group DM of `users` (Discord makes a new one each time, even for the same users).
    pub fn group_dm(&mut self, users: &[u64]) -> u64 {
        let id = self.next_id();
        self.group_dms.insert(id, users.to_vec());
        id
    }

    pub fn dm_user(&self, channel: u64) -> Option<u64> {
        self.dm_channels
            .iter()
            .find(|(_, c)| **c == channel)
            .map(|(u, _)| *u)
    }

    /// Sends a dispatch (op 0) to the session of its guild's shard and keeps it there for a
    /// RESUME. Returns its sequence. Before any IDENTIFY it is only kept.
    pub fn dispatch(&mut self, event: &str, data: Value) -> u64 {
        let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok());
        if let Some(session) = self.gateway.session_for(guild) {
            return session.send(event, data);
        }
        let unsent = &mut self.gateway.unsent;
        let seq = unsent.len() as u64 + 1;
        let frame = serde_json::json!({"op": 0, "t": event, "s": seq, "d": data}).to_string();
        unsent.push((seq, frame));
        seq
    }
}

impl Session {
    /// Sends a dispatch (op 0) on this gateway session and keeps it for a RESUME.
    pub fn send(&mut self, event: &str, data: Value) -> u64 {
        self.seq += 1;
        let frame = serde_json::json!({"op": 0, "t": event, "s": self.seq, "d": data}).to_string();
        self.log.push((self.seq, frame.clone()));
        if let Some((_, tx)) = &self.live {
            let _ = tx.send(Outbound::Text(frame));
        }
        self.seq
    }
}

/// What every part of the stand-in shares.
pub(crate) struct Inner {
    pub config: StandInConfig,
    pub base_url: String,
    pub ws_url: String,
    pub started: Instant,
    /// TCP connections accepted (gateway and HTTP): whether the bot reuses its HTTP connections.
    pub connections: std::sync::atomic::AtomicU64,
    state: Mutex<State>,
    changed: watch::Sender<u64>,
}

impl Inner {
    pub fn new(config: StandInConfig, port: u16) -> Self {
        Self {
            config,
            base_url: format!("http://127.0.0.1:{port}"),
            ws_url: format!("ws://127.0.0.1:{port}"),
            started: Instant::now(),
            connections: std::sync::atomic::AtomicU64::new(0),
            state: Mutex::new(State::default()),
            changed: watch::channel(0).0,
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Changes the state and wakes every waiter.
    pub fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        let out = f(&mut self.lock());
        self.changed.send_modify(|n| *n += 1);
        out
    }

    pub fn read<R>(&self, f: impl FnOnce(&State) -> R) -> R {
        f(&self.lock())
    }

    /// Waits until `f` returns `Some`, re-checking after every change, for at most `timeout`.
    pub async fn wait_for<R>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&State) -> Option<R>,
    ) -> Option<R> {
        let mut rx = self.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(r) = self.read(&mut f) {
                return Some(r);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                _ => return self.read(&mut f),
            }
        }
    }
}
