//! Where an interaction happens, and what Discord tells the app about it there. Four places:
//!
//! - a channel (or thread) of a guild that added the bot: context 0 (GUILD), authorized by the
//!   guild's install (`authorizing_integration_owners: {"0": guild}`), `member` with permissions,
//!   `app_permissions` the bot's own in the channel;
//! - a channel of a guild that did not add the bot, where a member uses the app installed on
//!   their own account: context 0, `{"1": user}`, `member`, and as `app_permissions` what
//!   `@everyone` may do there limited to what an interaction response uses
//!   ([`perms::RESPONSE`]);
//! - the bot's DM with a user: context 1 (BOT_DM), `{"0": "0"}`, `user`;
//! - a group DM of users (the bot is never a recipient): context 2 (PRIVATE_CHANNEL), `{"1":
//!   user}` (the app is installed on the interacting user's account), `user`, no `guild_id`,
//!   `guild_locale` or `member`, `channel` the partial group DM with its recipients, and the
//!   `app_permissions` Discord documents for (G)DMs with other users ([`perms::PRIVATE_CHANNEL`]).
//!
//! Where the bot is not a member (a group DM, a guild that did not add it) its token reaches
//! nothing: every bot-token route there (channel, its messages, typing, threads, the guild and
//! its commands) answers 403 Missing Access (50001) and records a violation. The bot answers there
//! through the interaction's callback and webhook only, which keep working.

use serde_json::{json, Map, Value};

use super::{
    client::Surface,
    config::{perms, StandInConfig, UserConfig},
    errors::Reply,
    payloads::{self, sf},
    rest::Route,
    state::{Inner, State},
    threads::{self, Place},
    StandIn,
};

/// Discord's interaction context types.
pub const GUILD: u64 = 0;
pub const BOT_DM: u64 = 1;
pub const PRIVATE_CHANNEL: u64 = 2;

/// Where a channel id points.
pub(crate) enum Location<'a> {
    /// A channel or thread of a configured guild (with the bot or without, `place.guild.has_bot`).
    Guild(Place<'a>),
    /// The DM channel between the bot and this user.
    BotDm(u64),
    /// A group DM with these recipients.
    GroupDm(Vec<u64>),
}

impl Location<'_> {
    /// Where it is, as far as which commands a client offers there.
    pub fn surface(&self) -> Surface {
        match self {
            Location::Guild(place) => Surface::Guild {
                id: place.guild.id,
                has_bot: place.guild.has_bot,
            },
            Location::BotDm(_) => Surface::BotDm,
            Location::GroupDm(_) => Surface::PrivateChannel,
        }
    }
}

/// The place of channel `id`, if the stand-in knows it.
pub(crate) fn locate<'a>(cfg: &'a StandInConfig, s: &State, id: u64) -> Option<Location<'a>> {
    if let Some(place) = threads::locate(cfg, s, id) {
        return Some(Location::Guild(place));
    }
    if let Some(user) = s.dm_user(id) {
        return Some(Location::BotDm(user));
    }
    s.group_dms.get(&id).cloned().map(Location::GroupDm)
}

/// The group DM channel object, if `id` is a group DM.
pub(crate) fn group_dm_json(cfg: &StandInConfig, s: &State, id: u64) -> Option<Value> {
    let recipients = s.group_dms.get(&id)?;
    let users: Vec<&UserConfig> = recipients.iter().map(|u| cfg.user(*u)).collect();
    Some(payloads::group_dm_channel(id, recipients[0], &users))
}

/// The interaction fields that depend on where `user` acts in `channel`: `channel_id`,
/// `channel`, `guild_id`, `guild`, `guild_locale`, `member` or `user`, `app_permissions`,
/// `authorizing_integration_owners`, `context`.
///
/// # Panics
/// If the channel is unknown, or is a DM or group DM `user` is not in.
pub(crate) fn interaction_fields(
    inner: &Inner,
    s: &mut State,
    user: &UserConfig,
    channel: u64,
) -> Map<String, Value> {
    let cfg = &inner.config;
    let mut base = Map::new();
    base.insert("channel_id".into(), sf(channel));
    let user_install = json!({"1": sf(user.id)});
    match locate(cfg, s, channel) {
        Some(Location::Guild(place)) => {
            let guild = place.guild;
            base.insert("guild_id".into(), sf(guild.id));
            base.insert(
                "guild".into(),
                json!({"id": sf(guild.id), "locale": guild.locale, "features": []}),
            );
            base.insert("guild_locale".into(), json!(guild.locale));
            base.insert("member".into(), payloads::member(cfg, guild, user, true));
            let mut partial = place.interaction_json(s);
            let (app_permissions, owners) = if guild.has_bot {
                (place.channel.bot_permissions, json!({"0": sf(guild.id)}))
            } else {
                (
                    place.channel.bot_permissions & perms::RESPONSE,
                    user_install,
                )
            };
            partial["permissions"] = json!(app_permissions.to_string());
            base.insert("channel".into(), partial);
            base.insert("app_permissions".into(), json!(app_permissions.to_string()));
            base.insert("authorizing_integration_owners".into(), owners);
            base.insert("context".into(), json!(GUILD));
        }
        Some(Location::BotDm(recipient)) if recipient == user.id => {
            base.insert("channel".into(), payloads::dm_channel(channel, user));
            base.insert("user".into(), payloads::user(user));
            base.insert("app_permissions".into(), json!(perms::EVERYONE.to_string()));
            base.insert("authorizing_integration_owners".into(), json!({"0": "0"}));
            base.insert("context".into(), json!(BOT_DM));
        }
        Some(Location::GroupDm(recipients)) if recipients.contains(&user.id) => {
            let partial = group_dm_json(cfg, s, channel).unwrap_or_default();
            base.insert("channel".into(), partial);
            base.insert("user".into(), payloads::user(user));
            base.insert(
                "app_permissions".into(),
                json!(perms::PRIVATE_CHANNEL.to_string()),
            );
            base.insert("authorizing_integration_owners".into(), user_install);
            base.insert("context".into(), json!(PRIVATE_CHANNEL));
        }
        _ => panic!(
            "channel {channel} is neither a guild channel, nor user {}'s DM with the bot, nor a \
             group DM they are in",
            user.id
        ),
    }
    base
}

/// Discord's answer to a bot-token request for a channel or guild the bot is not a member of (a
/// group DM, a guild that did not add it): 403 Missing Access (50001). Recorded as a violation:
/// there the bot may answer only through the interaction's callback and webhook, so such a
/// request is the bot's mistake. `None` for every other request.
pub(crate) fn bot_refusal(inner: &Inner, route: &Route, method: &str) -> Option<Reply> {
    let cfg = &inner.config;
    let outside = match route {
        Route::Channel(c)
        | Route::ChannelMessages(c)
        | Route::ChannelMessage { channel: c, .. }
        | Route::Typing(c)
        | Route::Threads(c) => inner.read(|s| match locate(cfg, s, *c)? {
            Location::GroupDm(_) => Some(format!("group DM {c}")),
            Location::Guild(place) if !place.guild.has_bot => {
                Some(format!("channel {c} of guild {}", place.guild.id))
            }
            _ => None,
        }),
        Route::Guild(g)
        | Route::ActiveThreads(g)
        | Route::GuildChannels(g)
        | Route::GuildMember { guild: g, .. }
        | Route::Commands { guild: Some(g), .. } => cfg
            .guild(*g)
            .filter(|guild| !guild.has_bot)
            .map(|_| format!("guild {g}")),
        _ => None,
    }?;
    inner.with(|s| {
        s.violation(format!(
            "{method} {route:?} with the bot's token: the bot is not in {outside} (Missing \
             Access); it answers there only through the interaction's callback and webhook"
        ))
    });
    Some(Reply::error(403, 50001, "Missing Access"))
}

impl StandIn {
    /// A new group DM (channel type 3) of `users`, the first its owner; the bot is no recipient.
    /// They use the app installed on their own accounts there: interactions carry context 2
    /// (PRIVATE_CHANNEL), `authorizing_integration_owners {"1": user}`, no guild, and the bot's
    /// token reaches nothing in it.
    ///
    /// # Panics
    /// If `users` is empty, holds more than 10 (Discord's group DM limit) or a user the config
    /// does not have.
    pub fn group_dm(&self, users: &[u64]) -> u64 {
        assert!(
            (1..=10).contains(&users.len()),
            "a group DM has 1 to 10 recipients, not {}",
            users.len()
        );
        for user in users {
            self.inner.config.user(*user);
        }
        self.inner.with(|s| s.group_dm(users))
    }
}
