//! The REST routes under `/api/v10`: which exist, which body rules each takes, and what each
//! does. Interaction callbacks and webhooks are in `responses`.

use serde_json::{json, Value};

use super::{
    errors::Reply,
    payloads::{self, sf},
    responses,
    state::Inner,
    store::StoredMessage,
    threads,
    validate::BodyKind,
};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Route {
    Gateway,
    Application,
    CurrentUser,
    User(u64),
    CreateDm,
    Commands {
        app: u64,
        guild: Option<u64>,
    },
    Callback {
        id: u64,
        token: String,
    },
    Webhook {
        app: u64,
        token: String,
    },
    /// `message: None` is `@original`.
    WebhookMessage {
        app: u64,
        token: String,
        message: Option<u64>,
    },
    Channel(u64),
    ChannelMessages(u64),
    ChannelMessage {
        channel: u64,
        message: u64,
    },
    Typing(u64),
    /// `POST /channels/{id}/threads`: a thread without a starter message.
    Threads(u64),
    Guild(u64),
    /// `GET /guilds/{id}/threads/active`: the guild's active threads.
    ActiveThreads(u64),
    GuildChannels(u64),
    GuildMember {
        guild: u64,
        user: u64,
    },
}

/// The route of a path below `/api/v10` (query string removed).
pub(crate) fn parse(path: &str) -> Option<Route> {
    let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
    let id = |s: &str| s.parse::<u64>().ok();
    Some(match segs.as_slice() {
        ["gateway"] | ["gateway", "bot"] => Route::Gateway,
        ["oauth2", "applications", "@me"] | ["applications", "@me"] => Route::Application,
        ["users", "@me"] => Route::CurrentUser,
        ["users", "@me", "channels"] => Route::CreateDm,
        ["users", u] => Route::User(id(u)?),
        ["applications", a, "commands"] => Route::Commands {
            app: id(a)?,
            guild: None,
        },
        ["applications", a, "guilds", g, "commands"] => Route::Commands {
            app: id(a)?,
            guild: Some(id(g)?),
        },
        ["interactions", i, t, "callback"] => Route::Callback {
            id: id(i)?,
            token: (*t).to_owned(),
        },
        ["webhooks", a, t] => Route::Webhook {
            app: id(a)?,
            token: (*t).to_owned(),
        },
        ["webhooks", a, t, "messages", "@original"] => Route::WebhookMessage {
            app: id(a)?,
            token: (*t).to_owned(),
            message: None,
        },
        ["webhooks", a, t, "messages", m] => Route::WebhookMessage {
            app: id(a)?,
            token: (*t).to_owned(),
            message: Some(id(m)?),
        },
        ["channels", c] => Route::Channel(id(c)?),
        ["channels", c, "messages"] => Route::ChannelMessages(id(c)?),
        ["channels", c, "messages", m] => Route::ChannelMessage {
            channel: id(c)?,
            message: id(m)?,
        },
        ["channels", c, "typing"] => Route::Typing(id(c)?),
        ["channels", c, "threads"] => Route::Threads(id(c)?),
        ["guilds", g] => Route::Guild(id(g)?),
        ["guilds", g, "channels"] => Route::GuildChannels(id(g)?),
        ["guilds", g, "threads", "active"] => Route::ActiveThreads(id(g)?),
        ["guilds", g, "members", u] => Route::GuildMember {
            guild: id(g)?,
            user: id(u)?,
        },
        _ => return None,
    })
}

/// The body rules for a method on a route; `None` when the method is not allowed there.
pub(crate) fn body_kind(route: &Route, method: &str) -> Option<BodyKind> {
    use BodyKind::*;
    Some(match (route, method) {
        (Route::Gateway | Route::Application | Route::CurrentUser | Route::User(_), "GET") => Other,
        (Route::CreateDm, "POST") => Other,
        (Route::Commands { .. }, "GET" | "POST") => Other,
        (Route::Commands { .. }, "PUT") => Commands,
        (Route::Callback { .. }, "POST") => Callback,
        (Route::Webhook { .. } | Route::ChannelMessages(_), "POST") => MessageCreate,
        (Route::ChannelMessages(_), "GET") => Other,
        (Route::WebhookMessage { .. } | Route::ChannelMessage { .. }, "PATCH") => MessageEdit,
        (Route::WebhookMessage { .. } | Route::ChannelMessage { .. }, "GET" | "DELETE") => Other,
        (
            Route::Channel(_)
            | Route::Guild(_)
            | Route::GuildChannels(_)
            | Route::ActiveThreads(_)
            | Route::GuildMember { .. },
            "GET",
        ) => Other,
        (Route::Typing(_) | Route::Threads(_), "POST") => Other,
        _ => return None,
    })
}

/// Interaction callbacks and interaction webhooks are authorized by their token alone.
pub(crate) fn needs_auth(route: &Route) -> bool {
    !matches!(
        route,
        Route::Callback { .. } | Route::Webhook { .. } | Route::WebhookMessage { .. }
    )
}

/// Carries out a request whose body passed the checks.
pub(crate) fn act(inner: &Inner, route: &Route, method: &str, body: &Value) -> Reply {
    if let Some(refused) = super::contexts::bot_refusal(inner, route, method) {
        return refused;
    }
    let cfg = &inner.config;
    match route {
        Route::Gateway => Reply::ok(json!({
            "url": inner.ws_url,
            "shards": cfg.recommended_shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1},
        })),
        Route::Application => Reply::ok(payloads::application(cfg)),
        Route::CurrentUser => Reply::ok(payloads::bot_user(cfg)),
        Route::User(id) => match cfg.users.iter().find(|u| u.id == *id) {
            Some(u) => Reply::ok(payloads::user(u)),
            None => Reply::error(404, 10013, "Unknown User"),
        },
        Route::CreateDm => create_dm(inner, body),
        Route::Commands { app, guild } => commands(inner, *app, *guild, method, body),
        Route::Callback { id, token } => responses::callback(inner, *id, token, body),
        Route::Webhook { app, token } => responses::follow_up(inner, *app, token, body),
        Route::WebhookMessage {
            app,
            token,
            message,
        } => responses::webhook_message(inner, method, *app, token, *message, body),
        Route::Channel(id) => channel(inner, *id),
        Route::ChannelMessages(id) if method == "GET" => {
            let mut list: Vec<Value> = inner
                .read(|s| s.messages.channel(*id))
                .into_iter()
                .map(|m| m.json)
                .collect();
            list.reverse();
            Reply::ok(Value::Array(list))
        }
        Route::ChannelMessages(id) => create_message(inner, *id, body),
        Route::ChannelMessage { channel, message } => {
            channel_message(inner, method, *channel, *message, body)
        }
        Route::Typing(_) => Reply::no_content(),
        Route::Threads(parent) => threads::create(inner, *parent, body),
        Route::Guild(id) => match cfg.guild(*id) {
            Some(g) => Reply::ok(payloads::rest_guild(cfg, g)),
            None => Reply::error(404, 10004, "Unknown Guild"),
        },
        Route::ActiveThreads(id) => match cfg.guild(*id) {
            Some(_) => Reply::ok(inner.read(|s| threads::active(s, *id))),
            None => Reply::error(404, 10004, "Unknown Guild"),
        },
        Route::GuildChannels(id) => match cfg.guild(*id) {
            Some(g) => Reply::ok(Value::Array(
                g.channels
                    .iter()
                    .enumerate()
                    .map(|(i, c)| payloads::guild_channel(g, c, i))
                    .collect(),
            )),
            None => Reply::error(404, 10004, "Unknown Guild"),
        },
        Route::GuildMember { guild, user } => {
            match (cfg.guild(*guild), cfg.users.iter().find(|u| u.id == *user)) {
                (Some(g), Some(u)) => Reply::ok(payloads::member(cfg, g, u, false)),
                (None, _) => Reply::error(404, 10004, "Unknown Guild"),
                (_, None) => Reply::error(404, 10007, "Unknown Member"),
            }
        }
    }
}

fn create_dm(inner: &Inner, body: &Value) -> Reply {
    let recipient = body["recipient_id"]
        .as_str()
        .and_then(|s| s.parse::<u64>().ok());
    let Some(user) = recipient.and_then(|id| inner.config.users.iter().find(|u| u.id == id)) else {
        return Reply::error(400, 50033, "Invalid Recipient(s)");
    };
    let id = inner.with(|s| s.dm_channel(user.id));
    Reply::ok(payloads::dm_channel(id, user))
}

fn channel(inner: &Inner, id: u64) -> Reply {
    let cfg = &inner.config;
    let found = inner.read(|s| {
        threads::locate(cfg, s, id)
            .map(|place| place.json(s))
            .or_else(|| {
                s.dm_user(id)
                    .map(|user| payloads::dm_channel(id, cfg.user(user)))
            })
    });
    found.map_or_else(Reply::unknown_channel, Reply::ok)
}

/// `POST /channels/{id}/messages`: needs VIEW_CHANNEL and SEND_MESSAGES in a guild channel,
/// SEND_MESSAGES_IN_THREADS (in the parent) in a thread.
fn create_message(inner: &Inner, channel: u64, body: &Value) -> Reply {
    let cfg = &inner.config;
    let place = inner.read(|s| {
        threads::locate(cfg, s, channel)
            .map(|p| (p.guild.id, p.channel.bot_permissions, p.send_permission()))
    });
    let guild = match place {
        Some((guild, have, needed)) => {
            if have & needed != needed {
                return Reply::error(403, 50013, "Missing Permissions");
            }
            Some(guild)
        }
        None if inner.read(|s| s.dm_user(channel)).is_some() => None,
        None => return Reply::unknown_channel(),
    };
    let kind = if body["message_reference"].is_object() {
        19
    } else {
        0
    };
    // Discord returns the message a nonce already made (in the last few minutes) instead of
    // a second one when the request enforces it: how a bot retries a create safely.
    let nonce = body["nonce"].clone();
    if body["enforce_nonce"] == true && !nonce.is_null() {
        let made = inner.read(|s| {
            s.messages
                .channel(channel)
                .into_iter()
                .find(|m| m.json["nonce"] == nonce)
        });
        if let Some(made) = made {
            return Reply::ok(made.json);
        }
    }
    let json = inner.with(|s| {
        let id = s.next_id();
        let mut msg = payloads::message(
            cfg,
            &payloads::NewMessage {
                id,
                channel_id: channel,
                guild_id: guild,
                body,
                kind,
                flags: 0,
                interaction: None,
                interacted_message_id: None,
                modal_opened_by: None,
                owners: &Value::Null,
            },
        );
        if !nonce.is_null() {
            msg["nonce"] = nonce.clone();
        }
        s.messages.insert(StoredMessage {
            id,
            channel_id: channel,
            ephemeral_for: None,
            json: msg.clone(),
            edits: 0,
            deleted: false,
            interaction_id: None,
            touched: 0,
        });
        msg
    });
    Reply::ok(json)
}

fn channel_message(inner: &Inner, method: &str, channel: u64, message: u64, body: &Value) -> Reply {
    inner.with(|s| {
        let found = s
            .messages
            .get(message)
            .filter(|m| m.channel_id == channel && !m.deleted && m.ephemeral_for.is_none());
        if found.is_none() {
            s.violation(format!(
                "{method} /channels/{channel}/messages/{message}: unknown message"
            ));
            return Reply::unknown_message();
        }
        match method {
            "GET" => Reply::ok(found.map(|m| m.json.clone()).unwrap_or_default()),
            "DELETE" => {
                s.messages.delete(message);
                Reply::no_content()
            }
            _ => {
                let route = format!("{method} /channels/{channel}/messages/{message}");
                if let Some(refused) = super::responses::stale_files(s, &route, message, body) {
                    return refused;
                }
                let edited = s
                    .messages
                    .edit(message, |json| payloads::apply_edit(json, body));
                Reply::ok(edited.map(|m| m.json.clone()).unwrap_or_default())
            }
        }
    })
}

/// Bulk overwrite (PUT), list (GET) or upsert one (POST) of global or guild commands.
fn commands(inner: &Inner, app: u64, guild: Option<u64>, method: &str, body: &Value) -> Reply {
    let cfg = &inner.config;
    if app != cfg.application_id {
        inner.with(|s| s.violation(format!("commands for unknown application {app}")));
        return Reply::error(404, 10002, "Unknown Application");
    }
    if guild.is_some_and(|g| cfg.guild(g).is_none()) {
        inner.with(|s| s.violation(format!("commands for unknown guild {guild:?}")));
        return Reply::error(404, 10004, "Unknown Guild");
    }
    inner.with(|s| {
        let existing = s.commands.get(&guild).cloned().unwrap_or_default();
        let id_for = |s: &mut super::state::State, name: &Value| {
            existing
                .iter()
                .find(|c| c["name"] == *name)
                .and_then(|c| c["id"].as_str()?.parse().ok())
                .unwrap_or_else(|| s.next_id())
        };
        match method {
            "GET" => Reply::ok(Value::Array(existing.clone())),
            "PUT" => {
                let list: Vec<Value> = body
                    .as_array()
                    .map(|l| {
                        l.iter()
                            .map(|c| {
                                let id = id_for(s, &c["name"]);
                                payloads::registered_command(cfg, id, guild, c)
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                s.commands.insert(guild, list.clone());
                Reply::ok(Value::Array(list))
            }
            _ => {
                let id = id_for(s, &body["name"]);
                let cmd = payloads::registered_command(cfg, id, guild, body);
                let list = s.commands.entry(guild).or_default();
                let status = if let Some(old) = list.iter_mut().find(|c| c["id"] == sf(id)) {
                    *old = cmd.clone();
                    200
                } else {
                    list.push(cmd.clone());
                    201
                };
                Reply::json(status, cmd)
            }
        }
    })
}
