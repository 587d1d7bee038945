//! Discord objects as the real API sends them: users, members, roles, channels, guilds, READY,
//! messages and interactions. Each is complete enough for serenity's model (a dispatch serenity
//! cannot deserialize is dropped silently), which the self-test checks type by type.

use serde_json::{json, Map, Value};

use super::config::{perms, ChannelConfig, GuildConfig, StandInConfig, UserConfig};

/// Snowflakes and permission sets travel as strings.
pub fn sf(id: u64) -> Value {
    Value::String(id.to_string())
}

/// Now, as Discord writes timestamps (ISO 8601 with microseconds and `+00:00`).
pub fn now_timestamp() -> String {
    chrono::Utc::now().format("%Y-%m-%dT%H:%M:%S%.6f+00:00").to_string()
}

const JOINED_AT: &str = "2024-03-01T12:00:00.000000+00:00";
/// What Discord reports as the upload limit for a guild without boosts (10 MiB).
const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

pub fn user(u: &UserConfig) -> Value {
    json!({
        "id": sf(u.id),
        "username": u.username(),
        "global_name": u.name,
        "discriminator": "0",
        "avatar": null,
        "avatar_decoration_data": null,
        "banner": null,
        "accent_color": null,
        "public_flags": 0,
        "flags": 0,
        "bot": false,
        "system": false,
        "clan": null,
        "primary_guild": null,
        "collectibles": null,
    })
}

pub fn bot_user(cfg: &StandInConfig) -> Value {
    json!({
        "id": sf(cfg.application_id),
        "username": cfg.bot_name.to_lowercase(),
        "global_name": null,
        "discriminator": "0",
        "avatar": null,
        "avatar_decoration_data": null,
        "banner": null,
        "accent_color": null,
        "public_flags": 0,
        "flags": 0,
        "bot": true,
        "system": false,
        "verified": true,
        "mfa_enabled": false,
        "email": null,
        "locale": "en-US",
    })
}

/// A guild member. `permissions` is included for interaction payloads only, as Discord does.
pub fn member(cfg: &StandInConfig, guild: &GuildConfig, u: &UserConfig, permissions: bool) -> Value {
    let mut roles = Vec::new();
    if u.manage_channels {
        roles.push(sf(guild.channel_managers_role()));
    }
    if u.manage_guild {
        roles.push(sf(guild.server_managers_role()));
    }
    let mut m = json!({
        "user": user(u),
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": roles,
        "joined_at": JOINED_AT,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    });
    if permissions {
        m["permissions"] = Value::String(cfg.member_permissions(guild, u).to_string());
    }
    m
}

fn bot_member(cfg: &StandInConfig) -> Value {
    json!({
        "user": bot_user(cfg),
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": JOINED_AT,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
    })
}

fn role(id: u64, name: &str, permissions: u64, position: u64) -> Value {
    json!({
        "id": sf(id),
        "name": name,
        "description": null,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": permissions.to_string(),
        "managed": false,
        "mentionable": false,
        "flags": 0,
    })
}

pub fn roles(guild: &GuildConfig) -> Value {
    json!([
        role(guild.id, "@everyone", perms::EVERYONE, 0),
        role(guild.channel_managers_role(), "Table Stewards", perms::MANAGE_CHANNELS, 1),
        role(guild.server_managers_role(), "Server Managers", perms::MANAGE_GUILD, 2),
    ])
}

/// A guild text channel as in GUILD_CREATE and `GET /channels/{id}`.
pub fn guild_channel(guild: &GuildConfig, ch: &ChannelConfig, position: usize) -> Value {
    json!({
        "id": sf(ch.id),
        "type": 0,
        "guild_id": sf(guild.id),
        "name": ch.name,
        "position": position,
        "permission_overwrites": [],
        "parent_id": null,
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "flags": 0,
    })
}

/// The partial channel carried by an interaction (with the bot's permissions in it).
pub fn interaction_channel(guild: &GuildConfig, ch: &ChannelConfig, position: usize) -> Value {
    let mut c = guild_channel(guild, ch, position);
    c["permissions"] = Value::String(ch.bot_permissions.to_string());
    c
}

pub fn dm_channel(id: u64, recipient: &UserConfig) -> Value {
    json!({
        "id": sf(id),
        "type": 1,
        "last_message_id": null,
        "flags": 0,
        "recipients": [user(recipient)],
    })
}

/// The guild fields shared by GUILD_CREATE and `GET /guilds/{id}`.
fn guild_base(cfg: &StandInConfig, guild: &GuildConfig) -> Map<String, Value> {
    let v = json!({
        "id": sf(guild.id),
        "name": guild.name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": sf(cfg.owner_of(guild)),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 1,
        "default_message_notifications": 1,
        "explicit_content_filter": 2,
        "roles": roles(guild),
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": guild.channels.first().map(|c| sf(c.id)),
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": guild.locale,
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "incidents_data": null,
        "welcome_screen": null,
    });
    match v {
        Value::Object(map) => map,
        _ => unreachable!("a JSON object literal"),
    }
}

/// GUILD_CREATE's `d`: the guild with members (everyone configured plus the bot) and channels.
pub fn guild_create(cfg: &StandInConfig, guild: &GuildConfig) -> Value {
    let mut g = guild_base(cfg, guild);
    let mut members: Vec<Value> = cfg.users.iter().map(|u| member(cfg, guild, u, false)).collect();
    members.push(bot_member(cfg));
    let channels: Vec<Value> =
        guild.channels.iter().enumerate().map(|(i, c)| guild_channel(guild, c, i)).collect();
    let extra = json!({
        "joined_at": JOINED_AT,
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "voice_states": [],
        "members": members,
        "channels": channels,
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "lazy": true,
    });
    if let Value::Object(extra) = extra {
        g.extend(extra);
    }
    Value::Object(g)
}

/// `GET /guilds/{id}`.
pub fn rest_guild(cfg: &StandInConfig, guild: &GuildConfig) -> Value {
    let mut g = guild_base(cfg, guild);
    g.insert("approximate_member_count".into(), json!(cfg.users.len() + 1));
    g.insert("approximate_presence_count".into(), json!(0));
    Value::Object(g)
}

pub fn ready(cfg: &StandInConfig, session_id: &str, ws_url: &str) -> Value {
    let guilds: Vec<Value> =
        cfg.guilds.iter().map(|g| json!({"id": sf(g.id), "unavailable": true})).collect();
    json!({
        "v": 10,
        "user": bot_user(cfg),
        "user_settings": {},
        "guilds": guilds,
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": ["local"],
        "session_type": "normal",
        "session_id": session_id,
        "resume_gateway_url": ws_url,
        "shard": [0, 1],
        "application": {"id": sf(cfg.application_id), "flags": 0},
        "auth": {},
    })
}

/// `GET /oauth2/applications/@me`: the owner is the guild owner, there is no team.
pub fn application(cfg: &StandInConfig) -> Value {
    let owner = cfg.users.iter().find(|u| Some(u.id) == cfg.guilds.first().map(|g| cfg.owner_of(g)));
    json!({
        "id": sf(cfg.application_id),
        "name": cfg.bot_name,
        "icon": null,
        "description": "Card games at your table.",
        "summary": "",
        "type": null,
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0".repeat(64),
        "flags": 0,
        "owner": owner.map(user),
        "team": null,
        "bot": bot_user(cfg),
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "tags": [],
        "approximate_guild_count": cfg.guilds.len(),
        "approximate_user_install_count": 0,
        "integration_types_config": {"0": {}},
    })
}

/// A message the bot wrote, from a request body (create) and the ids the stand-in assigned.
pub struct NewMessage<'a> {
    pub id: u64,
    pub channel_id: u64,
    pub guild_id: Option<u64>,
    pub body: &'a Value,
    /// Message type: 0 default, 20 a slash command's response, 19 a reply.
    pub kind: u8,
    pub flags: u64,
    /// The interaction this answers (id, slash command name or `None`, user), if any.
    pub interaction: Option<(u64, Option<String>, &'a UserConfig)>,
}

pub fn message(cfg: &StandInConfig, m: &NewMessage<'_>) -> Value {
    let mut v = json!({
        "id": sf(m.id),
        "channel_id": sf(m.channel_id),
        "author": bot_user(cfg),
        "content": "",
        "timestamp": now_timestamp(),
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "mention_channels": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "reactions": [],
        "pinned": false,
        "type": m.kind,
        "flags": m.flags,
    });
    if let Some(g) = m.guild_id {
        v["guild_id"] = sf(g);
    }
    if let Some((iid, name, u)) = &m.interaction {
        v["webhook_id"] = sf(cfg.application_id);
        v["application_id"] = sf(cfg.application_id);
        v["interaction_metadata"] = json!({
            "id": sf(*iid),
            "type": if name.is_some() { 2 } else { 3 },
            "user": user(u),
            "authorizing_integration_owners": {"0": sf(m.guild_id.unwrap_or(0))},
        });
        if let Some(name) = name {
            v["interaction"] = json!({"id": sf(*iid), "type": 2, "name": name, "user": user(u)});
        }
    }
    apply_edit(&mut v, m.body);
    v["edited_timestamp"] = Value::Null;
    v
}

/// Applies a create or edit body to a stored message: present fields replace, `null` clears.
/// The ephemeral and loading flags stay as they were; only SUPPRESS_EMBEDS (1<<2) and
/// IS_COMPONENTS_V2 (1<<15) can be changed.
pub fn apply_edit(msg: &mut Value, body: &Value) {
    let Some(fields) = body.as_object() else { return };
    for (key, value) in fields {
        match key.as_str() {
            "content" => msg["content"] = Value::String(value.as_str().unwrap_or("").to_owned()),
            "embeds" => msg["embeds"] = Value::Array(normalize_embeds(value)),
            "components" => msg["components"] = value.clone().if_null(json!([])),
            "flags" => {
                let keep = msg["flags"].as_u64().unwrap_or(0) & !((1 << 2) | (1 << 15));
                let set = value.as_u64().unwrap_or(0) & ((1 << 2) | (1 << 15));
                msg["flags"] = json!(keep | set);
            }
            "attachments" => msg["attachments"] = json!([]),
            _ => {}
        }
    }
    msg["edited_timestamp"] = Value::String(now_timestamp());
}

fn normalize_embeds(value: &Value) -> Vec<Value> {
    value
        .as_array()
        .map(|embeds| {
            embeds
                .iter()
                .map(|e| {
                    let mut e = e.clone();
                    if e.is_object() && e.get("type").is_none() {
                        e["type"] = json!("rich");
                    }
                    e
                })
                .collect()
        })
        .unwrap_or_default()
}

trait IfNull {
    fn if_null(self, other: Value) -> Value;
}

impl IfNull for Value {
    fn if_null(self, other: Value) -> Value {
        if self.is_null() {
            other
        } else {
            self
        }
    }
}

/// A registered application command as Discord returns it.
pub fn registered_command(cfg: &StandInConfig, id: u64, guild: Option<u64>, body: &Value) -> Value {
    let mut c = body.clone();
    c["id"] = sf(id);
    c["application_id"] = sf(cfg.application_id);
    c["version"] = sf(id);
    if missing(&c, "type") {
        c["type"] = json!(1);
    }
    if missing(&c, "description") {
        c["description"] = json!("");
    }
    if let Some(g) = guild {
        c["guild_id"] = sf(g);
    }
    if let Some(p) = c.get("default_member_permissions").and_then(Value::as_u64) {
        c["default_member_permissions"] = Value::String(p.to_string());
    }
    c["nsfw"] = c.get("nsfw").cloned().unwrap_or(json!(false)).if_null(json!(false));
    c
}

fn missing(v: &Value, key: &str) -> bool {
    v.get(key).map_or(true, Value::is_null)
}
