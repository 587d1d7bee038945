//! The Discord adapter: poise commands, the component router, and views that render table state
//! into messages. Discord ids become our own ids here and go no further.

pub(crate) mod colours;
mod command_locales;
pub(crate) mod commands;
mod community;
mod drafting;
mod errors;
mod game_choice;
mod game_commands;
mod hand_picture;
mod leaderboard;
mod leaderboard_by;
mod my_tables;
mod notify;
pub mod option_check;
mod painter;
mod pings;
mod reach;
mod replay;
mod rest;
mod router;
mod run;
mod settings;
mod start;
mod table_message;
mod table_picture;
mod tournament;
pub mod tournament_places;
mod tournament_thread;
mod tournament_view;
mod unparsed;
pub mod views;

pub use game_commands::subcommand_name;
pub use run::run;

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::{
    ids::{ChannelId, GuildId, PlayerId},
    table::TableService,
    tournament::TournamentService,
};

/// What every command and handler can reach.
pub struct Data {
    pub service: TableService,
    /// Runs the tournaments, over `service`'s tables.
    pub tournaments: TournamentService,
    /// Options a new table starts from before the command's own.
    pub table_defaults: crate::table::TableOptions,
    pub renderer: table_message::Renderer,
    pub notifier: notify::Notifier,
    /// Every request to Discord the bot makes itself, under the one request policy.
    pub rest: rest::Rest,
    /// The web pages' addresses, where the bot serves them (`WEB_ADDR`).
    pub web: Option<crate::web::Links>,
}

/// The full address of `path` (one of [`crate::web::paths`]) where the bot serves pages and
/// `guild` shows its own: what the bot's messages link to.
pub async fn web_link(data: &Data, guild: GuildId, path: &str) -> Option<String> {
    let links = data.web.as_ref()?;
    let settings = data.service.server_settings(guild).await.ok()?;
    settings.web.then(|| links.to(path))
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Arc<Data>, Error>;

/// A private answer to whoever ran the command.
///
/// # Errors
/// Discord refused the answer.
pub async fn say(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// The server a command was used in; outside one, the asker is told the command works only in
/// a server, and `None`.
///
/// # Errors
/// Sending that answer.
pub async fn in_server(ctx: Context<'_>) -> Result<Option<GuildId>, Error> {
    let guild = ctx.guild_id().map(guild_id);
    if guild.is_none() {
        say(ctx, crate::i18n::use_in_server(lang(ctx))).await?;
    }
    Ok(guild)
}

/// Where the command's chips, stats and ratings belong: its server, or the DM or group DM it
/// was used in ([`reach::space`]).
#[must_use]
pub fn space(ctx: Context<'_>) -> GuildId {
    reach::space(ctx.guild_id(), ctx.channel_id())
}

/// Whether the bot itself is where the command was used (a server that added it), rather than
/// only a member's installed app; a prefix command's bot is always there.
#[must_use]
pub fn bot_here(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => {
            reach::bot_present(&a.interaction.authorizing_integration_owners)
        }
        poise::Context::Prefix(_) => true,
    }
}

/// The language of the player who invoked a command (their Discord locale; English by default).
#[must_use]
pub fn lang(ctx: Context<'_>) -> crate::i18n::Lang {
    ctx.locale()
        .map_or(crate::i18n::Lang::En, crate::i18n::Lang::from_locale)
}

/// The server's language (its Discord locale), for messages everyone at a table reads; outside
/// a server, the language of whoever opened the table.
#[must_use]
pub fn guild_lang(ctx: Context<'_>) -> crate::i18n::Lang {
    match ctx {
        poise::Context::Application(a) => match a.interaction.guild_locale.as_deref() {
            Some(locale) => crate::i18n::Lang::from_locale(locale),
            None if ctx.guild_id().is_none() => lang(ctx),
            None => crate::i18n::Lang::En,
        },
        poise::Context::Prefix(_) => crate::i18n::Lang::En,
    }
}

/// Our id for a Discord user.
#[must_use]
pub fn player_id(user: serenity::UserId) -> PlayerId {
    PlayerId(user.get() as i64)
}

#[must_use]
pub fn guild_id(guild: serenity::GuildId) -> GuildId {
    GuildId(guild.get() as i64)
}

#[must_use]
pub fn channel_id(channel: serenity::ChannelId) -> ChannelId {
    ChannelId(channel.get() as i64)
}

/// The Discord channel of one of our channel ids.
#[must_use]
pub fn discord_channel(channel: ChannelId) -> serenity::ChannelId {
    serenity::ChannelId::new(channel.0.max(1) as u64)
}
