//! Discord objects as the real API sends them: users, members, roles and channels here; guilds,
//! READY and the application in `guild`; messages and registered commands in `message`.
//! Interactions are built in `play`. Each object is complete enough for serenity's model (a
//! dispatch serenity cannot deserialize is dropped silently), which the self-test checks.

mod guild;
mod message;

pub use guild::*;
pub use message::*;

use serde_json::{json, Value};

use super::config::{perms, ChannelConfig, GuildConfig, StandInConfig, UserConfig};

/// Snowflakes and permission sets travel as strings.
pub fn sf(id: u64) -> Value {
    Value::String(id.to_string())
}

/// Now, as Discord writes timestamps (ISO 8601 with microseconds and `+00:00`).
pub fn now_timestamp() -> String {
    chrono::Utc::now()
        .format("%Y-%m-%dT%H:%M:%S%.6f+00:00")
        .to_string()
}

pub(crate) const JOINED_AT: &str = "2024-03-01T12:00:00.000000+00:00";
/// What Discord reports as the upload limit for a guild without boosts (10 MiB).
pub const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

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
pub fn member(
    cfg: &StandInConfig,
    guild: &GuildConfig,
    u: &UserConfig,
    permissions: bool,
) -> Value {
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

pub(crate) fn bot_member(cfg: &StandInConfig) -> Value {
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
        role(
            guild.channel_managers_role(),
            "Table Stewards",
            perms::MANAGE_CHANNELS,
            1
        ),
        role(
            guild.server_managers_role(),
            "Server Managers",
            perms::MANAGE_GUILD,
            2
        ),
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

/// A group DM (channel type 3) as Discord's channel object has it: its recipients (the users in
/// it; a bot is never one), no name or icon, owned by the user who made it.
pub fn group_dm_channel(id: u64, owner: u64, recipients: &[&UserConfig]) -> Value {
    let recipients: Vec<Value> = recipients.iter().map(|u| user(u)).collect();
    json!({
        "id": sf(id),
        "type": 3,
        "last_message_id": null,
        "flags": 0,
        "recipients": recipients,
        "name": null,
        "icon": null,
        "owner_id": sf(owner),
    })
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
