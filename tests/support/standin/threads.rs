//! Threads of guild channels, as the bot starts them (`POST /channels/{id}/threads`, a thread
//! without a starter message) and lists them (`GET /guilds/{id}/threads/active`). Each thread
//! keeps its parent: messages posted in it, `GET /channels/{thread}` and interactions from it
//! resolve to the parent's guild, and the bot may do there what the parent lets it do in threads
//! (Discord has no overwrites on a thread itself).

use std::collections::BTreeMap;

use serde_json::{json, Value};

use super::{
    config::{perms, ChannelConfig, GuildConfig, StandInConfig},
    errors::Reply,
    payloads::{now_timestamp, sf},
    state::{Inner, State},
    StandIn,
};

/// Discord's channel types for threads: announcement, public, private.
const THREAD_TYPES: [u64; 3] = [10, 11, 12];
/// `type` when a body leaves it out: Discord (API v9 on) starts a private thread.
const DEFAULT_TYPE: u64 = 12;
/// `auto_archive_duration` when a body leaves it out: the parent's default, one day here.
const DEFAULT_ARCHIVE_MINUTES: u64 = 1440;

/// A thread the bot started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thread {
    pub id: u64,
    /// The guild text channel it belongs to.
    pub parent: u64,
    pub guild: u64,
    pub name: String,
    /// 11 public, 12 private.
    pub kind: u64,
    /// Who started it (the bot).
    pub owner: u64,
    pub auto_archive_duration: u64,
    pub created: String,
}

/// The threads started so far, by id.
#[derive(Default)]
pub(crate) struct Threads(BTreeMap<u64, Thread>);

impl Threads {
    pub fn get(&self, id: u64) -> Option<&Thread> {
        self.0.get(&id)
    }
}

/// Where a guild channel id points: a configured channel, or a thread of one.
pub(crate) struct Place<'a> {
    pub guild: &'a GuildConfig,
    /// The configured channel, or the thread's parent: its permissions apply.
    pub channel: &'a ChannelConfig,
    pub thread: Option<Thread>,
}

impl Place<'_> {
    /// The channel object as `GET /channels/{id}` answers it.
    pub fn json(&self, s: &State) -> Value {
        match &self.thread {
            Some(t) => thread_json(t, s),
            None => {
                let position = self
                    .guild
                    .channels
                    .iter()
                    .position(|x| x.id == self.channel.id);
                super::payloads::guild_channel(self.guild, self.channel, position.unwrap_or(0))
            }
        }
    }

    /// The partial channel an interaction carries, with the bot's permissions in it.
    pub fn interaction_json(&self, s: &State) -> Value {
        let mut c = self.json(s);
        c["permissions"] = Value::String(self.channel.bot_permissions.to_string());
        c
    }

    /// What the bot needs to post a message here: threads take SEND_MESSAGES_IN_THREADS.
    pub fn send_permission(&self) -> u64 {
        perms::VIEW_CHANNEL
            | if self.thread.is_some() {
                perms::SEND_MESSAGES_IN_THREADS
            } else {
                perms::SEND_MESSAGES
            }
    }
}

/// The guild channel or thread with this id.
pub(crate) fn locate<'a>(cfg: &'a StandInConfig, s: &State, id: u64) -> Option<Place<'a>> {
    if let Some((guild, channel)) = cfg.guild_channel(id) {
        return Some(Place {
            guild,
            channel,
            thread: None,
        });
    }
    let thread = s.threads.get(id)?.clone();
    let (guild, channel) = cfg.guild_channel(thread.parent)?;
    Some(Place {
        guild,
        channel,
        thread: Some(thread),
    })
}

/// The thread as Discord's channel object (type 11 or 12), with counts from the messages in it.
pub fn thread_json(t: &Thread, s: &State) -> Value {
    let messages = s.messages.channel(t.id);
    json!({
        "id": sf(t.id),
        "type": t.kind,
        "guild_id": sf(t.guild),
        "parent_id": sf(t.parent),
        "owner_id": sf(t.owner),
        "name": t.name,
        "last_message_id": messages.last().map(|m| sf(m.id)),
        "last_pin_timestamp": null,
        "rate_limit_per_user": 0,
        "flags": 0,
        "message_count": messages.len(),
        "total_message_sent": messages.len(),
        "member_count": 1,
        "thread_metadata": {
            "archived": false,
            "archive_timestamp": t.created,
            "auto_archive_duration": t.auto_archive_duration,
            "locked": false,
            "create_timestamp": t.created,
            "invitable": t.kind == 12,
        },
        "member": {
            "id": sf(t.id),
            "user_id": sf(t.owner),
            "join_timestamp": t.created,
            "flags": 1,
        },
    })
}

/// `POST /channels/{id}/threads`: a thread of a guild text channel, without a starter message.
/// Needs VIEW_CHANNEL and CREATE_PUBLIC_THREADS (or CREATE_PRIVATE_THREADS) there; a thread of a
/// thread, of a DM or of an unknown channel is refused as Discord refuses it.
pub(crate) fn create(inner: &Inner, parent: u64, body: &Value) -> Reply {
    let cfg = &inner.config;
    let kind = body["type"].as_u64().unwrap_or(DEFAULT_TYPE);
    inner.with(|s| {
        let Some(place) = locate(cfg, s, parent) else {
            return if s.dm_user(parent).is_some() {
                wrong_channel_type(s, parent)
            } else {
                Reply::unknown_channel()
            };
        };
        // Announcement threads need an announcement channel; the stand-in has none.
        if place.thread.is_some() || !THREAD_TYPES[1..].contains(&kind) {
            return wrong_channel_type(s, parent);
        }
        let create = if kind == 11 {
            perms::CREATE_PUBLIC_THREADS
        } else {
            perms::CREATE_PRIVATE_THREADS
        };
        let needed = perms::VIEW_CHANNEL | create;
        if place.channel.bot_permissions & needed != needed {
            return Reply::error(403, 50013, "Missing Permissions");
        }
        let thread = Thread {
            id: s.next_id(),
            parent,
            guild: place.guild.id,
            name: body["name"].as_str().unwrap_or_default().to_owned(),
            kind,
            owner: cfg.application_id,
            auto_archive_duration: body["auto_archive_duration"]
                .as_u64()
                .unwrap_or(DEFAULT_ARCHIVE_MINUTES),
            created: now_timestamp(),
        };
        s.threads.0.insert(thread.id, thread.clone());
        Reply::json(201, thread_json(&thread, s))
    })
}

/// `GET /guilds/{id}/threads/active`, as Discord answers it: every thread of the guild that is
/// not archived (none is, here), newest first, each without its `member` field; the bot's own
/// membership of each (it joins the threads it starts) in `members`.
pub(crate) fn active(s: &State, guild: u64) -> Value {
    let mut threads: Vec<&Thread> = s.threads.0.values().filter(|t| t.guild == guild).collect();
    threads.sort_by_key(|t| std::cmp::Reverse(t.id));
    let mut members = Vec::new();
    let listed: Vec<Value> = threads
        .into_iter()
        .map(|t| {
            let mut json = thread_json(t, s);
            if let Some(member) = json.as_object_mut().and_then(|o| o.remove("member")) {
                members.push(member);
            }
            json
        })
        .collect();
    json!({"threads": listed, "members": members, "has_more": false})
}

fn wrong_channel_type(s: &mut State, channel: u64) -> Reply {
    s.violation(format!(
        "POST /channels/{channel}/threads: not a guild text channel"
    ));
    Reply::error(400, 50024, "Cannot execute action on this channel type")
}

impl StandIn {
    /// The threads the bot started in `parent`, oldest first.
    pub fn threads_of(&self, parent: u64) -> Vec<Thread> {
        self.inner.read(|s| {
            s.threads
                .0
                .values()
                .filter(|t| t.parent == parent)
                .cloned()
                .collect()
        })
    }

    /// Waits until the bot has started at least `n` threads in `parent`; those threads, or
    /// `None` at the timeout.
    pub async fn wait_threads(
        &self,
        parent: u64,
        n: usize,
        timeout: std::time::Duration,
    ) -> Option<Vec<Thread>> {
        self.inner
            .wait_for(timeout, |s| {
                let threads: Vec<Thread> = s
                    .threads
                    .0
                    .values()
                    .filter(|t| t.parent == parent)
                    .cloned()
                    .collect();
                (threads.len() >= n).then_some(threads)
            })
            .await
    }

    /// The thread with this id, if the bot started one.
    pub fn thread(&self, id: u64) -> Option<Thread> {
        self.inner.read(|s| s.threads.get(id).cloned())
    }
}
