//! Guilds (GUILD_CREATE and REST), READY and the application object.

use serde_json::{json, Map, Value};

use super::super::config::{GuildConfig, StandInConfig};
use super::{bot_member, bot_user, guild_channel, member, roles, sf, user, JOINED_AT};

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
    let mut members: Vec<Value> = cfg
        .users
        .iter()
        .map(|u| member(cfg, guild, u, false))
        .collect();
    members.push(bot_member(cfg));
    let channels: Vec<Value> = guild
        .channels
        .iter()
        .enumerate()
        .map(|(i, c)| guild_channel(guild, c, i))
        .collect();
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
    g.insert(
        "approximate_member_count".into(),
        json!(cfg.users.len() + 1),
    );
    g.insert("approximate_presence_count".into(), json!(0));
    Value::Object(g)
}

pub fn ready(
    cfg: &StandInConfig,
    guilds: &[&GuildConfig],
    shard: [u64; 2],
    session_id: &str,
    ws_url: &str,
) -> Value {
    let guilds: Vec<Value> = guilds
        .iter()
        .map(|g| json!({"id": sf(g.id), "unavailable": true}))
        .collect();
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
        "shard": shard,
        "application": {"id": sf(cfg.application_id), "flags": 0},
        "auth": {},
    })
}

/// `GET /oauth2/applications/@me`: the owner is the guild owner, there is no team; the app
/// installs to guilds and to users' accounts (`integration_types_config` 0 and 1).
pub fn application(cfg: &StandInConfig) -> Value {
    let owner = cfg
        .users
        .iter()
        .find(|u| Some(u.id) == cfg.guilds.first().map(|g| cfg.owner_of(g)));
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
        "approximate_guild_count": cfg.bot_guilds().count(),
        "approximate_user_install_count": 0,
        "integration_types_config": {"0": {}, "1": {}},
    })
}
