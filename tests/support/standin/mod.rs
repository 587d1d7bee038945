//! A local Discord stand-in for end-to-end tests: REST under `/api/v10` and a gateway websocket
//! on one OS-assigned port on 127.0.0.1. It plays users (slash commands, clicks, selects, modal
//! submits), keeps every message the bot writes (public and ephemeral, with edits), checks every
//! request body against Discord's limits and OpenAPI schema, and injects faults (429, 500,
//! answers withheld, gateway drops). Users act in guild channels, in their DM with the bot, in
//! group DMs ([`StandIn::group_dm`]) and in a guild that did not add the bot
//! ([`USER_APP_GUILD_ID`]); in the last two the app is installed on their own account and the
//! bot's token reaches nothing (see `contexts`).
//!
//! ```ignore
//! let standin = StandIn::start(StandInConfig::default()).await;
//! let dir = tempfile::tempdir().unwrap();
//! let db = format!("sqlite://{}", dir.path().join("rumino.db").display());
//! let bot = standin.spawn_bot(&db, dir.path()); // `rumino run`, killed on drop
//! standin.wait_ready(Duration::from_secs(30)).await.unwrap_or_else(|e| panic!("{e}\n{}", bot.log()));
//! let start = standin.slash(ALICE, CHANNEL_ID, "rumino", "start", json!({"stake": 10}), "en-US");
//! let table = start.reply().await;
//! let join = standin.press(BOB, &table, "Join");
//! assert_eq!(join.response().await.kind, 7);
//! let rearrange = standin.press(BOB, &standin.last_ephemeral(BOB).unwrap(), "Rearrange");
//! assert!(rearrange.modal().await.input("draft").is_some()); // the bot's type-9 answer
//! let submit = standin.submit_modal(&rearrange, &[("draft", "A♠ 2♠ 3♠")]);
//! assert_eq!(submit.reply().await.content(), "…"); // the hand, updated by a type 7
//! standin.assert_no_violations();
//! ```

mod bot;
pub mod client;
mod config;
mod contexts;
mod errors;
mod gateway;
mod modal;
mod multipart;
pub mod payloads;
mod play;
mod responses;
mod rest;
mod server;
mod state;
mod store;
mod threads;
mod validate;

use std::{sync::Arc, time::Duration};

use serde_json::Value;
use tokio::{net::TcpListener, task::JoinHandle};

// The public API; each test binary uses part of it.
#[allow(unused_imports)]
pub use bot::BotProcess;
#[allow(unused_imports)]
pub use config::*;
#[allow(unused_imports)]
pub use errors::FieldError;
#[allow(unused_imports)]
pub use modal::{Modal, TextInput};
#[allow(unused_imports)]
pub use multipart::{StoredFile, MAX_DESCRIPTION, MAX_FILE_BYTES};
#[allow(unused_imports)]
pub use play::Interaction;
#[allow(unused_imports)]
pub use responses::USER_INSTALL_FOLLOWUPS;
#[allow(unused_imports)]
pub use state::{Callback, Fault, RecordedRequest};
#[allow(unused_imports)]
pub use store::{Button, Select, StoredMessage};
#[allow(unused_imports)]
pub use threads::Thread;

use state::{Inner, PendingFault};

/// A gateway session as a test sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionInfo {
    pub shard: u64,
    pub shard_count: u64,
    /// The connection it is live on, if it is.
    pub connection: Option<u64>,
}

/// A running stand-in. Dropping it stops the listener.
pub struct StandIn {
    inner: Arc<Inner>,
    task: JoinHandle<()>,
}

impl Drop for StandIn {
    fn drop(&mut self) {
        self.task.abort();
        gateway::drop_live(&self.inner);
    }
}

impl StandIn {
    /// Listens on 127.0.0.1 with an OS-assigned port. The OpenAPI document is loaded here (once
    /// per process) so the first request is not slowed by it.
    ///
    /// # Panics
    /// If no local port can be bound.
    pub async fn start(config: StandInConfig) -> StandIn {
        let listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let port = listener.local_addr().expect("local address").port();
        let spec_path = config.spec_path.clone();
        tokio::task::spawn_blocking(move || validate::schema::spec(spec_path.as_deref()))
            .await
            .expect("loading the OpenAPI document");
        let inner = Arc::new(Inner::new(config, port));
        let task = tokio::spawn(server::serve(listener, inner.clone()));
        StandIn { inner, task }
    }

    /// `http://127.0.0.1:PORT`: the bot's `DISCORD_API_BASE_URL`.
    pub fn base_url(&self) -> String {
        self.inner.base_url.clone()
    }

    /// `ws://127.0.0.1:PORT`: what `GET /gateway` answers.
    pub fn gateway_url(&self) -> String {
        self.inner.ws_url.clone()
    }

    pub fn config(&self) -> &StandInConfig {
        &self.inner.config
    }

    /// Waits until the bot has identified (READY sent) and registered commands.
    ///
    /// # Errors
    /// What was still missing at the timeout, with the requests seen so far.
    pub async fn wait_ready(&self, timeout: Duration) -> Result<(), String> {
        let ready = self
            .inner
            .wait_for(timeout, |s| {
                let commands = s.commands.values().any(|c| !c.is_empty());
                (s.gateway.identifies > 0 && commands).then_some(())
            })
            .await;
        ready.ok_or_else(|| {
            self.inner.read(|s| {
                let routes: Vec<String> = s.requests.iter().map(|r| format!("{} → {}", r.route(), r.status)).collect();
                format!(
                    "bot not ready after {timeout:?}: identifies {}, commands registered {}; requests {routes:#?}; violations {:#?}",
                    s.gateway.identifies,
                    s.commands.values().map(Vec::len).sum::<usize>(),
                    s.violations
                )
            })
        })
    }

    /// Waits until there have been at least `n` IDENTIFYs; false at the timeout.
    pub async fn wait_identifies(&self, n: u32, timeout: Duration) -> bool {
        self.inner
            .wait_for(timeout, |s| (s.gateway.identifies >= n).then_some(()))
            .await
            .is_some()
    }

    /// Waits until there have been at least `n` RESUMEs; false at the timeout.
    pub async fn wait_resumes(&self, n: u32, timeout: Duration) -> bool {
        self.inner
            .wait_for(timeout, |s| (s.gateway.resumes >= n).then_some(()))
            .await
            .is_some()
    }

    /// Every registered command (guild ones first), as returned to the bot (with ids).
    pub fn registered_commands(&self) -> Vec<Value> {
        self.inner.read(|s| {
            let mut keys: Vec<&Option<u64>> = s.commands.keys().collect();
            keys.sort_by_key(|k| k.is_none());
            keys.into_iter()
                .flat_map(|k| s.commands[k].clone())
                .collect()
        })
    }

    /// A slash command as a Discord client sends it: `sub` is `""`, `"start"` or `"group sub"`;
    /// `options` is `[{"name", "type", "value"}]` or `{"name": value}`. In a guild channel the
    /// user comes as a member with permissions; in [`StandIn::dm_channel`] and
    /// [`StandIn::group_dm`] as a user.
    ///
    /// # Panics
    /// When no Discord client could send it there ([`client::refusal`]): use
    /// [`StandIn::forged_slash`].
    pub fn slash(
        &self,
        user: u64,
        channel: u64,
        command: &str,
        sub: &str,
        options: Value,
        locale: &str,
    ) -> Interaction {
        if let Some(why) = self.client_refusal(channel, command, sub, &options) {
            panic!("a Discord client cannot send this: {why}");
        }
        self.forged_slash(user, channel, command, sub, options, locale)
    }

    /// A slash command as a modified client may send it, whatever was registered.
    pub fn forged_slash(
        &self,
        user: u64,
        channel: u64,
        command: &str,
        sub: &str,
        options: Value,
        locale: &str,
    ) -> Interaction {
        play::slash(&self.inner, user, channel, command, sub, options, locale)
    }

    /// Why a Discord client would refuse to send `/command sub` with `options` in `channel`, from
    /// what the bot registered (the command's scope, `integration_types` and `contexts` decide
    /// whether it is offered there at all); `None` when it would send it.
    pub fn client_refusal(
        &self,
        channel: u64,
        command: &str,
        sub: &str,
        options: &Value,
    ) -> Option<String> {
        let surface = self.inner.read(|s| {
            contexts::locate(&self.inner.config, s, channel).map(|place| place.surface())
        });
        let Some(surface) = surface else {
            return Some(format!("channel {channel} is unknown to the stand-in"));
        };
        let options = play::normalize_options(options.clone());
        client::refusal(&self.registered_commands(), surface, command, sub, &options)
    }

    /// A button click on a message the user can see (any custom_id: forged ones too).
    pub fn click(&self, user: u64, channel: u64, message_id: u64, custom_id: &str) -> Interaction {
        play::component(&self.inner, user, channel, message_id, custom_id, None)
    }

    /// A choice in a select menu.
    pub fn select(
        &self,
        user: u64,
        channel: u64,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        let values = values.iter().map(|v| (*v).to_owned()).collect();
        play::component(
            &self.inner,
            user,
            channel,
            message_id,
            custom_id,
            Some(values),
        )
    }

    /// Clicks the button labelled `key` (or whose custom_id starts with `key`) as a person
    /// would: on the message's current version.
    ///
    /// # Panics
    /// If there is no such button, or it is disabled (Discord lets nobody click those).
    pub fn press(&self, user: u64, message: &StoredMessage, key: &str) -> Interaction {
        let current = self.message(message.id).unwrap_or_else(|| message.clone());
        let Some(button) = current.button(key) else {
            panic!(
                "no button {key:?} in message {}: {:?}",
                current.id,
                current.buttons()
            );
        };
        assert!(
            !button.disabled,
            "button {key:?} in message {} is disabled",
            current.id
        );
        let custom_id = button
            .custom_id
            .unwrap_or_else(|| panic!("button {key:?} is a link"));
        self.click(user, current.channel_id, current.id, &custom_id)
    }

    /// Chooses options in the select menu found by `menu` (its placeholder, or a custom_id
    /// prefix) as a person would: on the message's current version, each option named by its
    /// label or value, as many as the menu allows.
    ///
    /// # Panics
    /// If there is no such menu, it is disabled, an option is not in it, or the number of
    /// choices is outside `min_values..=max_values` (Discord's client sends none of those).
    pub fn choose(
        &self,
        user: u64,
        message: &StoredMessage,
        menu: &str,
        options: &[&str],
    ) -> Interaction {
        let current = self.message(message.id).unwrap_or_else(|| message.clone());
        let Some(select) = current.menu(menu) else {
            panic!(
                "no menu {menu:?} in message {}: {:?}",
                current.id,
                current.selects()
            );
        };
        assert!(!select.disabled, "menu {menu:?} is disabled");
        let count = options.len() as u64;
        assert!(
            (select.min_values..=select.max_values).contains(&count),
            "menu {menu:?} takes {}..={} choices, not {count}",
            select.min_values,
            select.max_values
        );
        let values: Vec<&str> = options
            .iter()
            .map(|o| {
                select.value_of(o).unwrap_or_else(|| {
                    panic!("no option {o:?} in menu {menu:?}: {:?}", select.labels())
                })
            })
            .collect();
        self.select(
            user,
            current.channel_id,
            current.id,
            &select.custom_id,
            &values,
        )
    }

    /// Fills in and submits the modal the bot opened in answer to `opened` (a click or a slash
    /// command), as its player would: `typed` holds `(input, text)` pairs, each input named by
    /// its custom_id or label; inputs not named keep their prefilled text. The bot gets a
    /// MODAL_SUBMIT carrying every input's text and, when a component opened the modal, the
    /// component's message (so it may answer with an update, type 7 or 6).
    ///
    /// # Panics
    /// If `opened` was not answered with a modal, an input is not in it, or a text breaks its
    /// input's limits (required, `min_length..=max_length`, one line in a short input).
    pub fn submit_modal(&self, opened: &Interaction, typed: &[(&str, &str)]) -> Interaction {
        modal::submit(&self.inner, opened, typed)
    }

    /// The DM channel between the bot and `user`.
    pub fn dm_channel(&self, user: u64) -> u64 {
        self.inner.with(|s| s.dm_channel(user))
    }

    /// Live public messages in a channel, oldest first.
    pub fn channel_messages(&self, channel: u64) -> Vec<StoredMessage> {
        self.inner.read(|s| s.messages.channel(channel))
    }

    /// TCP connections the stand-in has accepted so far (the gateway's and every HTTP one).
    pub fn tcp_connections(&self) -> u64 {
        self.inner
            .connections
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Any message by id, deleted ones included (see `deleted`).
    pub fn message(&self, id: u64) -> Option<StoredMessage> {
        self.inner.read(|s| s.messages.get(id).cloned())
    }

    /// The file the bot uploaded as `message`'s attachment named `filename`, as it holds it now.
    pub fn attachment(&self, message: &StoredMessage, filename: &str) -> Option<StoredFile> {
        let id = message
            .attachments()
            .iter()
            .find(|a| a["filename"] == filename)
            .and_then(multipart::id_of)?;
        self.inner.read(|s| s.files.get(&id).cloned())
    }

    /// The live ephemeral messages only `user` sees, oldest first.
    pub fn ephemerals(&self, user: u64) -> Vec<StoredMessage> {
        self.inner.read(|s| s.messages.ephemerals(user))
    }

    /// The ephemeral message of `user` created or edited last.
    pub fn last_ephemeral(&self, user: u64) -> Option<StoredMessage> {
        self.ephemerals(user).into_iter().max_by_key(|m| m.touched)
    }

    /// How many times a message was edited (0 when unknown).
    pub fn edit_count(&self, id: u64) -> u32 {
        self.message(id).map_or(0, |m| m.edits)
    }

    /// Waits until message `id` has been edited at least `n` times; returns its edit count then
    /// (or at the timeout).
    pub async fn wait_edit_count(&self, id: u64, n: u32, timeout: Duration) -> u32 {
        self.inner
            .wait_for(timeout, |s| {
                s.messages.get(id).map(|m| m.edits).filter(|e| *e >= n)
            })
            .await
            .unwrap_or_else(|| self.edit_count(id))
    }

    /// Waits for a live message (public or ephemeral) for which `pred` holds.
    pub async fn wait_message(
        &self,
        timeout: Duration,
        pred: impl Fn(&StoredMessage) -> bool,
    ) -> Option<StoredMessage> {
        self.inner
            .wait_for(timeout, |s| {
                s.messages.live().filter(|m| pred(m)).last().cloned()
            })
            .await
    }

    /// Waits until message `id` is live and `pred` holds for it: [`StandIn::wait_message`] for
    /// one message, which reads no other.
    pub async fn wait_message_id(
        &self,
        id: u64,
        timeout: Duration,
        pred: impl Fn(&StoredMessage) -> bool,
    ) -> Option<StoredMessage> {
        self.inner
            .wait_for(timeout, |s| {
                s.messages
                    .get(id)
                    .filter(|m| !m.deleted && pred(m))
                    .cloned()
            })
            .await
    }

    /// Every refused or rule-breaking request so far. Tests assert it is empty.
    pub fn violations(&self) -> Vec<String> {
        self.inner.read(|s| s.violations.clone())
    }

    /// Forgets the violations recorded so far (a test that provoked one on purpose).
    pub fn clear_violations(&self) {
        self.inner.with(|s| s.violations.clear());
    }

    /// # Panics
    /// If any violation was recorded.
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        assert!(v.is_empty(), "Discord stand-in violations: {v:#?}");
    }

    /// Every request so far, in arrival order (the gateway upgrade is `GET /`, status 101).
    pub fn requests(&self) -> Vec<RecordedRequest> {
        let mut list = self.inner.read(|s| s.requests.clone());
        list.sort_by_key(|r| r.at);
        list
    }

    /// The requests whose `"METHOD /api/v10/path"` contains `route`.
    pub fn requests_matching(&self, route: &str) -> Vec<RecordedRequest> {
        self.requests()
            .into_iter()
            .filter(|r| r.route().contains(route))
            .collect()
    }

    /// From now on, each request whose `"METHOD /api/v10/path"` contains `route` fails with
    /// probability `per_mille / 1000` (a 429, a 500 or a 503 in turn), drawn from `seed`;
    /// `per_mille` 0 stops it. Returns how many faults were drawn before.
    pub fn fail_randomly(&self, route: &str, per_mille: u32, seed: u64) -> u64 {
        self.inner.with(|s| {
            let before = s.random_faults.as_ref().map_or(0, |r| r.drawn);
            s.random_faults = (per_mille > 0).then(|| state::RandomFaults {
                route: route.to_owned(),
                per_mille,
                seed: seed | 1,
                drawn: 0,
            });
            before
        })
    }

    /// The next `n` requests whose `"METHOD /api/v10/path"` contains `route` get `fault`.
    pub fn fail_next(&self, route: &str, n: u32, fault: Fault) {
        self.inner.with(|s| {
            s.faults.push(PendingFault {
                route: route.to_owned(),
                remaining: n,
                fault,
            })
        });
    }

    /// Stops (or resumes) acknowledging the bot's heartbeats, as a connection that died
    /// without closing does.
    pub fn set_zombie(&self, zombie: bool) {
        self.inner.with(|s| s.gateway.zombie = zombie);
    }

    /// Closes the gateway connection abruptly. False if none was live.
    pub fn drop_gateway(&self) -> bool {
        gateway::drop_live(&self.inner)
    }

    /// The dispatches of the current gateway session so far (`{"op":0,"t","s","d"}` frames),
    /// including those sent while the bot was disconnected.
    pub fn dispatched(&self) -> Vec<Value> {
        self.inner.read(|s| {
            s.gateway
                .sessions
                .last()
                .map_or(&s.gateway.unsent, |session| &session.log)
                .iter()
                .filter_map(|(_, f)| serde_json::from_str(f).ok())
                .collect()
        })
    }

    /// Sends any dispatch to the bot (kept for RESUME like the others). Returns its sequence.
    pub fn dispatch(&self, event: &str, data: Value) -> u64 {
        self.inner.with(|s| s.dispatch(event, data))
    }

    pub fn identifies(&self) -> u32 {
        self.inner.read(|s| s.gateway.identifies)
    }

    pub fn resumes(&self) -> u32 {
        self.inner.read(|s| s.gateway.resumes)
    }

    /// Gateway connections opened so far.
    pub fn connections(&self) -> u64 {
        self.inner.read(|s| s.gateway.connections)
    }

    pub fn heartbeats(&self) -> u32 {
        self.inner.read(|s| s.gateway.heartbeats)
    }

    /// The intents of every IDENTIFY so far.
    pub fn intents(&self) -> Vec<u64> {
        self.inner.read(|s| s.gateway.intents.clone())
    }

    /// Whether a gateway connection is live (identified or resumed, not dropped).
    pub fn gateway_live(&self) -> bool {
        self.inner.read(|s| {
            s.gateway
                .sessions
                .iter()
                .any(|session| session.live.is_some())
        })
    }

    /// Every gateway session so far, in IDENTIFY order.
    pub fn sessions(&self) -> Vec<SessionInfo> {
        self.inner.read(|s| {
            s.gateway
                .sessions
                .iter()
                .map(|session| SessionInfo {
                    shard: session.shard[0],
                    shard_count: session.shard[1],
                    connection: session.live.as_ref().map(|(c, _)| *c),
                })
                .collect()
        })
    }

    /// Sends every dispatch to the session live on `connection` (`None`: by shard, as Discord
    /// does), as when two sessions of one shard overlap during a handoff.
    pub fn route_to(&self, connection: Option<u64>) {
        self.inner.with(|s| s.gateway.route_to = connection);
    }
}

/// Checks a request body the way the stand-in does (limits, then the OpenAPI schema when the
/// document is present), without a server: e.g. a view's message against
/// `("POST", "/channels/1/messages")`. Returns the problems as `path: message (CODE)`.
pub fn check_request(method: &str, path: &str, body: &Value) -> Vec<String> {
    let path = path.strip_prefix("/api/v10").unwrap_or(path);
    let kind = rest::parse(path)
        .and_then(|r| rest::body_kind(&r, method))
        .unwrap_or(validate::BodyKind::Other);
    let errors = validate::check(
        Some(&validate::schema::default_path()),
        kind,
        method,
        path,
        body,
    );
    errors
        .iter()
        .map(|e| format!("{}: {} ({})", e.dotted(), e.message, e.code))
        .collect()
}

/// Whether Discord's OpenAPI document has an operation for `method path` (below `/api/v10`);
/// `None` when the document is absent.
pub fn discord_has_route(method: &str, path: &str) -> Option<bool> {
    let path = path.strip_prefix("/api/v10").unwrap_or(path);
    validate::schema::spec(Some(&validate::schema::default_path()))
        .map(|s| s.has_operation(method, path))
}

/// Checks an answer the stand-in gives to `method path` with `status` against the response
/// schema of Discord's OpenAPI document (nothing when it has none, or the document is absent).
/// Returns the problems as `path: message (CODE)`.
pub fn check_response(method: &str, path: &str, status: u16, body: &Value) -> Vec<String> {
    let path = path.strip_prefix("/api/v10").unwrap_or(path);
    validate::schema::spec(Some(&validate::schema::default_path()))
        .map(|s| s.check_response(method, path, status, body))
        .unwrap_or_default()
        .iter()
        .map(|e| format!("{}: {} ({})", e.dotted(), e.message, e.code))
        .collect()
}

/// Whether the OpenAPI document was found (schema validation is on).
pub fn schema_validation_enabled() -> bool {
    validate::schema::spec(Some(&validate::schema::default_path())).is_some()
}
