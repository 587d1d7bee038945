//! What the stand-in pretends Discord holds: the application, its bot user, guilds with channels
//! (those that added the bot, and one that did not, where members use the app installed on their
//! own account), and the people who play. Ids are fixed constants so tests can name them.

use std::{path::PathBuf, time::Duration};

/// The application id, which is also the bot user's id (as for every application made since 2020).
pub const APP_ID: u64 = 1_180_000_000_000_000_001;
/// The one guild of [`StandInConfig::default`].
pub const GUILD_ID: u64 = 1_180_000_000_000_000_100;
/// Its first text channel.
pub const CHANNEL_ID: u64 = 1_180_000_000_000_000_201;
/// Its second text channel.
pub const CHANNEL_2_ID: u64 = 1_180_000_000_000_000_202;
/// A channel where the bot may view but not send messages or embed links.
pub const MUTED_CHANNEL_ID: u64 = 1_180_000_000_000_000_203;
/// A guild of [`StandInConfig::default`] that did not add the bot: its members (every configured
/// user) installed the app on their own account and use its user-installed commands there.
pub const USER_APP_GUILD_ID: u64 = 1_180_000_000_000_000_150;
/// Its one text channel.
pub const USER_APP_CHANNEL_ID: u64 = 1_180_000_000_000_000_251;
/// The guild's owner: not a player, present so `owner_id` names a real member.
pub const OWNER_ID: u64 = 1_180_000_000_000_000_300;
/// Players of the default configuration. Dave has "Manage Channels", Erin "Manage Server".
pub const ALICE: u64 = 1_180_000_000_000_000_301;
pub const BOB: u64 = 1_180_000_000_000_000_302;
pub const CAROL: u64 = 1_180_000_000_000_000_303;
pub const DAVE: u64 = 1_180_000_000_000_000_304;
pub const ERIN: u64 = 1_180_000_000_000_000_305;
/// A player with a long display name, to check that views fit Discord's limits.
pub const LONG_NAME: u64 = 1_180_000_000_000_000_306;

/// Permission bits (Discord's `permissions` bit set) that tests and payloads use.
pub mod perms {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_CHANNELS: u64 = 1 << 4;
    pub const MANAGE_GUILD: u64 = 1 << 5;
    pub const ADD_REACTIONS: u64 = 1 << 6;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const MANAGE_MESSAGES: u64 = 1 << 13;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const MENTION_EVERYONE: u64 = 1 << 17;
    pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// Every permission Discord defines today (what an owner or administrator has).
    pub const ALL: u64 = (1 << 51) - 1;
    /// What `@everyone` may do in the test guild.
    pub const EVERYONE: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS;
    /// The permissions an interaction response can use, the only ones an app has where its bot
    /// is not a member (Discord's docs on `app_permissions`).
    pub const RESPONSE: u64 = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | USE_EXTERNAL_EMOJIS;
    /// `app_permissions` in a group DM (and a DM between users), as Discord documents it.
    pub const PRIVATE_CHANNEL: u64 = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE;
    /// Gateway intents Discord calls privileged: GUILD_MEMBERS, GUILD_PRESENCES, MESSAGE_CONTENT.
    pub const PRIVILEGED_INTENTS: u64 = (1 << 1) | (1 << 8) | (1 << 15);
}

/// Everything the stand-in serves. [`StandInConfig::default`] is ready to use.
#[derive(Clone, Debug)]
pub struct StandInConfig {
    /// The bot token the bot must present (`Authorization: Bot <token>`).
    pub token: String,
    pub application_id: u64,
    pub bot_name: String,
    pub guilds: Vec<GuildConfig>,
    pub users: Vec<UserConfig>,
    /// Sent in HELLO. Discord uses 41250 ms; a short one makes a dropped gateway noticed sooner.
    pub heartbeat_interval_ms: u64,
    /// How long after an interaction its initial response is accepted (Discord: 3 s).
    pub interaction_window: Duration,
    /// How long `Interaction::response` waits before giving up.
    pub response_timeout: Duration,
    /// Discord's OpenAPI document; `None` or a missing file skips schema validation.
    pub spec_path: Option<PathBuf>,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u64,
}

impl Default for StandInConfig {
    fn default() -> Self {
        let guild = GuildConfig::new(GUILD_ID, "Rumino Test Lounge")
            .channel(ChannelConfig::new(CHANNEL_ID, "rumino-table"))
            .channel(ChannelConfig::new(CHANNEL_2_ID, "rumino-table-2"))
            .channel(
                ChannelConfig::new(MUTED_CHANNEL_ID, "announcements")
                    .bot_permissions(perms::VIEW_CHANNEL | perms::USE_APPLICATION_COMMANDS),
            );
        let user_app_guild = GuildConfig::new(USER_APP_GUILD_ID, "Friends Without Rumino")
            .without_bot()
            .channel(ChannelConfig::new(USER_APP_CHANNEL_ID, "general"));
        Self {
            token: "test-token".to_owned(),
            application_id: APP_ID,
            bot_name: "Rumino".to_owned(),
            guilds: vec![guild, user_app_guild],
            users: vec![
                UserConfig::new(OWNER_ID, "Owner"),
                UserConfig::new(ALICE, "Alice"),
                UserConfig::new(BOB, "Bob"),
                UserConfig::new(CAROL, "Carol"),
                UserConfig::new(DAVE, "Dave").manage_channels(),
                UserConfig::new(ERIN, "Erin").manage_guild(),
                UserConfig::new(LONG_NAME, "Maximiliana Wolfeschlegelsteinhausenberg"),
            ],
            heartbeat_interval_ms: 41_250,
            interaction_window: Duration::from_secs(3),
            response_timeout: Duration::from_secs(10),
            spec_path: Some(super::validate::schema::default_path()),
            recommended_shards: 1,
        }
    }
}

impl StandInConfig {
    /// The configured user with this id.
    ///
    /// # Panics
    /// If there is none: a test names a user it did not configure.
    pub fn user(&self, id: u64) -> &UserConfig {
        self.users
            .iter()
            .find(|u| u.id == id)
            .unwrap_or_else(|| panic!("no user {id} in the stand-in config"))
    }

    /// The guild holding this channel and the channel, if it is a guild channel.
    pub fn guild_channel(&self, channel: u64) -> Option<(&GuildConfig, &ChannelConfig)> {
        self.guilds
            .iter()
            .find_map(|g| g.channels.iter().find(|c| c.id == channel).map(|c| (g, c)))
    }

    pub fn guild(&self, id: u64) -> Option<&GuildConfig> {
        self.guilds.iter().find(|g| g.id == id)
    }

    /// The guilds that added the bot: the ones READY and GUILD_CREATE tell it of.
    pub fn bot_guilds(&self) -> impl Iterator<Item = &GuildConfig> {
        self.guilds.iter().filter(|g| g.has_bot)
    }

    /// The guild's owner id: the user marked `owner`, else [`OWNER_ID`].
    pub fn owner_of(&self, _guild: &GuildConfig) -> u64 {
        self.users
            .iter()
            .find(|u| u.owner)
            .map_or(OWNER_ID, |u| u.id)
    }

    /// The permissions a user has in a guild channel (roles only; there are no overwrites).
    pub fn member_permissions(&self, guild: &GuildConfig, user: &UserConfig) -> u64 {
        if user.id == self.owner_of(guild) {
            return perms::ALL;
        }
        let mut bits = perms::EVERYONE;
        if user.manage_channels {
            bits |= perms::MANAGE_CHANNELS;
        }
        if user.manage_guild {
            bits |= perms::MANAGE_GUILD;
        }
        if bits & perms::ADMINISTRATOR != 0 {
            perms::ALL
        } else {
            bits
        }
    }
}

#[derive(Clone, Debug)]
pub struct GuildConfig {
    pub id: u64,
    pub name: String,
    pub locale: String,
    pub channels: Vec<ChannelConfig>,
    /// Whether the guild added the bot. Without it, members use the commands of the app they
    /// installed on their own account, and the bot's token reaches nothing there.
    pub has_bot: bool,
}

impl GuildConfig {
    pub fn new(id: u64, name: &str) -> Self {
        Self {
            id,
            name: name.to_owned(),
            locale: "en-US".to_owned(),
            channels: Vec::new(),
            has_bot: true,
        }
    }

    /// A guild that did not add the bot.
    #[must_use]
    pub fn without_bot(mut self) -> Self {
        self.has_bot = false;
        self
    }

    #[must_use]
    pub fn channel(mut self, channel: ChannelConfig) -> Self {
        self.channels.push(channel);
        self
    }

    /// Role ids: `@everyone` has the guild's id; the two manager roles follow it.
    pub fn channel_managers_role(&self) -> u64 {
        self.id + 1
    }

    pub fn server_managers_role(&self) -> u64 {
        self.id + 2
    }
}

#[derive(Clone, Debug)]
pub struct ChannelConfig {
    pub id: u64,
    pub name: String,
    /// The bot's permissions in the channel (`app_permissions`). Sending needs VIEW_CHANNEL and
    /// SEND_MESSAGES; embeds need EMBED_LINKS. In a guild without the bot: what `@everyone` may
    /// do there, of which the app gets the part an interaction response uses ([`perms::RESPONSE`]).
    pub bot_permissions: u64,
}

impl ChannelConfig {
    pub fn new(id: u64, name: &str) -> Self {
        Self {
            id,
            name: name.to_owned(),
            bot_permissions: perms::EVERYONE,
        }
    }

    #[must_use]
    pub fn bot_permissions(mut self, bits: u64) -> Self {
        self.bot_permissions = bits;
        self
    }
}

#[derive(Clone, Debug)]
pub struct UserConfig {
    pub id: u64,
    /// The username (lowercased) and the global display name.
    pub name: String,
    pub manage_channels: bool,
    pub manage_guild: bool,
    /// The guild owner (has every permission).
    pub owner: bool,
    pub locale: String,
}

impl UserConfig {
    pub fn new(id: u64, name: &str) -> Self {
        Self {
            id,
            name: name.to_owned(),
            manage_channels: false,
            manage_guild: false,
            owner: false,
            locale: "en-US".to_owned(),
        }
    }

    #[must_use]
    pub fn manage_channels(mut self) -> Self {
        self.manage_channels = true;
        self
    }

    #[must_use]
    pub fn manage_guild(mut self) -> Self {
        self.manage_guild = true;
        self
    }

    #[must_use]
    pub fn owner(mut self) -> Self {
        self.owner = true;
        self
    }

    /// Discord usernames are lowercase without spaces.
    pub fn username(&self) -> String {
        self.name
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == '_')
            .take(32)
            .collect()
    }
}
