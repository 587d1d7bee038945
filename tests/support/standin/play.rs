//! The players' side: slash commands, button clicks and select choices sent to the bot as
//! INTERACTION_CREATE dispatches with complete payloads, and the handle a test keeps to see how
//! the bot answered. Modal submits are built in `modal` on top of `send`.

use std::{sync::Arc, time::Duration};

use serde_json::{json, Map, Value};

use super::{
    config::UserConfig,
    payloads::{self, sf},
    state::{Callback, Inner, InteractionKind, InteractionRecord, State},
    store::StoredMessage,
};

/// One interaction sent to the bot.
#[derive(Clone)]
pub struct Interaction {
    pub(crate) inner: Arc<Inner>,
    pub id: u64,
    pub token: String,
    pub user: u64,
    pub channel: u64,
}

impl std::fmt::Debug for Interaction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Interaction")
            .field("id", &self.id)
            .field("user", &self.user)
            .finish()
    }
}

impl Interaction {
    /// The bot's initial response, waiting up to the configured `response_timeout`.
    ///
    /// # Panics
    /// If none arrives in time (the message lists the violations recorded so far).
    pub async fn response(&self) -> Callback {
        let timeout = self.inner.config.response_timeout;
        match self.response_within(timeout).await {
            Some(cb) => cb,
            None => panic!("{}", self.no_answer("no interaction response", timeout)),
        }
    }

    /// The initial response, or `None` if none arrives within `timeout`.
    pub async fn response_within(&self, timeout: Duration) -> Option<Callback> {
        let id = self.id;
        self.inner
            .wait_for(timeout, |s| s.interactions.get(&id)?.callback.clone())
            .await
    }

    /// The initial response if it has arrived.
    pub fn callback(&self) -> Option<Callback> {
        self.inner
            .read(|s| s.interactions.get(&self.id)?.callback.clone())
    }

    /// The message the player sees as this interaction's answer, once there is one: the
    /// response message (type 4), the completed defer (type 5 then a follow-up or an
    /// `@original` edit), the updated message (type 7, or type 6 then an edit), or the latest
    /// follow-up. Waits up to the configured `response_timeout`.
    ///
    /// # Panics
    /// If nothing is shown in time.
    pub async fn reply(&self) -> StoredMessage {
        let timeout = self.inner.config.response_timeout;
        match self.reply_within(timeout).await {
            Some(m) => m,
            None => panic!("{}", self.no_answer("no message shown in answer", timeout)),
        }
    }

    pub async fn reply_within(&self, timeout: Duration) -> Option<StoredMessage> {
        let id = self.id;
        self.inner
            .wait_for(timeout, |s| {
                let shown = s.interactions.get(&id)?.shown?;
                s.messages.get(shown).cloned()
            })
            .await
    }

    /// The message `@original` refers to (none before the response, or after a modal).
    pub fn original(&self) -> Option<StoredMessage> {
        self.inner.read(|s| {
            s.messages
                .get(s.interactions.get(&self.id)?.original?)
                .cloned()
        })
    }

    /// The follow-ups sent so far, oldest first.
    pub fn followups(&self) -> Vec<StoredMessage> {
        self.inner.read(|s| followups(s, self.id))
    }

    /// Waits until at least `n` follow-ups were sent (or `timeout`), and returns them all.
    pub async fn wait_followups(&self, n: usize, timeout: Duration) -> Vec<StoredMessage> {
        let id = self.id;
        self.inner
            .wait_for(timeout, |s| Some(followups(s, id)).filter(|f| f.len() >= n))
            .await
            .unwrap_or_else(|| self.followups())
    }

    /// Makes the token dead, as 15 minutes would: later webhook calls get 401 50027.
    pub fn expire(&self) {
        self.inner.with(|s| {
            if let Some(rec) = s.interactions.get_mut(&self.id) {
                rec.expired = true;
            }
        });
    }

    fn no_answer(&self, what: &str, timeout: Duration) -> String {
        let violations = self.inner.read(|s| s.violations.clone());
        format!(
            "{what} to interaction {} within {timeout:?}; violations so far: {violations:#?}",
            self.id
        )
    }
}

fn followups(s: &State, id: u64) -> Vec<StoredMessage> {
    let Some(rec) = s.interactions.get(&id) else {
        return Vec::new();
    };
    rec.followups
        .iter()
        .filter_map(|m| s.messages.get(*m).cloned())
        .collect()
}

/// Options given as `[{name, type, value}]` (used as is) or as `{name: value}` (types inferred:
/// bool 5, integer 4, float 10, string 3).
pub(crate) fn normalize_options(options: Value) -> Vec<Value> {
    let infer = |v: &Value| match v {
        Value::Bool(_) => 5,
        Value::Number(n) if n.is_f64() => 10,
        Value::Number(_) => 4,
        _ => 3,
    };
    match options {
        Value::Array(list) => list
            .into_iter()
            .map(|mut o| {
                if o.get("type").is_none() {
                    o["type"] = json!(infer(&o["value"]));
                }
                o
            })
            .collect(),
        Value::Object(map) => map
            .into_iter()
            .map(|(name, value)| json!({"name": name, "type": infer(&value), "value": value}))
            .collect(),
        _ => Vec::new(),
    }
}

/// `sub` is `""` (no sub-command), `"start"` or `"group start"`.
fn nest_options(sub: &str, options: Vec<Value>) -> Vec<Value> {
    let parts: Vec<&str> = sub.split_whitespace().collect();
    match parts.as_slice() {
        [] => options,
        [s] => vec![json!({"name": s, "type": 1, "options": options})],
        [g, s, ..] => vec![
            json!({"name": g, "type": 2, "options": [{"name": s, "type": 1, "options": options}]}),
        ],
    }
}

pub(crate) fn slash(
    inner: &Arc<Inner>,
    user: u64,
    channel: u64,
    command: &str,
    sub: &str,
    options: Value,
    locale: &str,
) -> Interaction {
    let options = normalize_options(options);
    // Discord resolves user options (type 6) into `data.resolved.users`, which serenity reads.
    let resolved: Map<String, Value> = options
        .iter()
        .filter(|o| o["type"] == 6)
        .filter_map(|o| o["value"].as_str()?.parse::<u64>().ok())
        .map(|id| (id.to_string(), payloads::user(inner.config.user(id))))
        .collect();
    let options = nest_options(sub, options);
    send(inner, user, channel, None, |s, base| {
        let guild = base
            .get("guild_id")
            .and_then(Value::as_str)
            .and_then(|g| g.parse::<u64>().ok());
        // The guild's own command, else the global one.
        let registered = [guild, None].into_iter().find_map(|key| {
            let found = s
                .commands
                .get(&key)?
                .iter()
                .find(|c| c["name"] == command)?;
            Some((key, found.clone()))
        });
        let command_id = registered
            .as_ref()
            .and_then(|(_, c)| c["id"].as_str()?.parse::<u64>().ok())
            .unwrap_or_else(|| s.next_id());
        let mut data =
            json!({"id": sf(command_id), "name": command, "type": 1, "options": options});
        match &registered {
            Some((Some(g), _)) => data["guild_id"] = sf(*g),
            // A global command only the user's install offers is authorized by that install
            // alone, wherever it is used.
            Some((None, c)) if !super::client::installs(c).contains(&0) => {
                base.insert(
                    "authorizing_integration_owners".into(),
                    json!({"1": sf(user)}),
                );
            }
            _ => {}
        }
        if !resolved.is_empty() {
            data["resolved"] = json!({ "users": resolved });
        }
        base.insert("type".into(), json!(2));
        base.insert("data".into(), data);
        base.insert("locale".into(), json!(locale));
        (InteractionKind::Command, Some(command.to_owned()))
    })
}

pub(crate) fn component(
    inner: &Arc<Inner>,
    user: u64,
    channel: u64,
    message_id: u64,
    custom_id: &str,
    values: Option<Vec<String>>,
) -> Interaction {
    let message = inner.read(|s| s.messages.get(message_id).cloned());
    let Some(message) = message.filter(|m| !m.deleted) else {
        panic!("no message {message_id} to click on (deleted or never sent)");
    };
    assert_eq!(
        message.channel_id, channel,
        "message {message_id} is not in channel {channel}"
    );
    if let Some(owner) = message.ephemeral_for {
        assert_eq!(
            owner, user,
            "user {user} cannot see user {owner}'s ephemeral message {message_id}"
        );
    }
    let component_type = message
        .component(custom_id)
        .and_then(|c| c["type"].as_u64())
        .unwrap_or(if values.is_some() { 3 } else { 2 });
    // A component acts for the installs that authorized the interaction whose answer it is on.
    let owners = message.json["interaction_metadata"]["authorizing_integration_owners"].clone();
    send(inner, user, channel, Some(message_id), |_, base| {
        if owners.is_object() {
            base.insert("authorizing_integration_owners".into(), owners);
        }
        let mut data = json!({"custom_id": custom_id, "component_type": component_type});
        if let Some(values) = values {
            data["values"] = json!(values);
        }
        base.insert("type".into(), json!(3));
        base.insert("data".into(), data);
        base.insert("message".into(), message.json.clone());
        (InteractionKind::Component, None)
    })
}

/// Builds the fields every interaction has, lets `fill` add the rest, records the interaction
/// and dispatches it.
pub(super) fn send(
    inner: &Arc<Inner>,
    user: u64,
    channel: u64,
    message_id: Option<u64>,
    fill: impl FnOnce(&mut State, &mut Map<String, Value>) -> (InteractionKind, Option<String>),
) -> Interaction {
    let cfg = &inner.config;
    let user_cfg = cfg.user(user);
    let (id, token) = inner.with(|s| {
        let id = s.next_id();
        let token = format!("standin-token-{id}");
        let mut base = common(inner, s, user_cfg, channel);
        base.insert("id".into(), sf(id));
        base.insert("token".into(), json!(token));
        let guild = base
            .get("guild_id")
            .and_then(Value::as_str)
            .and_then(|g| g.parse().ok());
        let (kind, command) = fill(s, &mut base);
        let locale = base["locale"].as_str().unwrap_or_default().to_owned();
        let owners = base["authorizing_integration_owners"].clone();
        s.interactions.insert(
            id,
            InteractionRecord {
                id,
                token: token.clone(),
                kind,
                user,
                channel,
                guild,
                locale,
                command,
                message_id,
                created: std::time::Instant::now(),
                callback: None,
                original: None,
                shown: None,
                deferred_open: false,
                followups: Vec::new(),
                expired: false,
                owners,
            },
        );
        s.tokens.insert(token.clone(), id);
        s.dispatch("INTERACTION_CREATE", Value::Object(base));
        (id, token)
    });
    Interaction {
        inner: inner.clone(),
        id,
        token,
        user,
        channel,
    }
}

/// The fields shared by all interactions: where it happens (see `contexts`), who does it, what
/// the bot may do.
fn common(inner: &Inner, s: &mut State, user: &UserConfig, channel: u64) -> Map<String, Value> {
    let cfg = &inner.config;
    let mut base = super::contexts::interaction_fields(inner, s, user, channel);
    base.insert("application_id".into(), sf(cfg.application_id));
    base.insert("version".into(), json!(1));
    base.insert("locale".into(), json!(user.locale));
    base.insert("entitlements".into(), json!([]));
    base.insert("entitlement_sku_ids".into(), json!([]));
    base.insert(
        "attachment_size_limit".into(),
        json!(payloads::ATTACHMENT_SIZE_LIMIT),
    );
    base
}
