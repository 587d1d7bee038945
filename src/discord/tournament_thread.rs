//! A round table's thread, started once even across a kill -9. Its id can only be stored after
//! Discord answers the creation, so a kill (or a lost answer) in between leaves a thread the
//! store does not know of, and the next advance would start a second, empty one beside it.
//! Before starting a thread the bot therefore looks for the one it would start among the
//! server's active threads: in the tournament's channel, under that exact name (which names the
//! tournament, the round and the table), started by the bot itself.

use std::sync::OnceLock;

use poise::serenity_prelude::{self as serenity, ChannelType, CreateThread, Http};

use super::{channel_id, discord_channel, Error};
use crate::{ids::ChannelId, store::StoredTournament};

/// The bot's own user id, asked of Discord once.
async fn bot_user(http: &Http) -> Result<serenity::UserId, Error> {
    static ME: OnceLock<serenity::UserId> = OnceLock::new();
    if let Some(me) = ME.get() {
        return Ok(*me);
    }
    let me = http.get_current_user().await?.id;
    Ok(*ME.get_or_init(|| me))
}

/// The thread named `name` of the tournament's channel: the one the bot started before, if it is
/// still active, else a new public thread.
///
/// # Errors
/// Discord refused to list or to start threads.
pub async fn table_thread(
    http: &Http,
    t: &StoredTournament,
    name: String,
) -> Result<ChannelId, Error> {
    let parent = discord_channel(t.new.channel);
    let me = bot_user(http).await?;
    let guild = serenity::GuildId::new(t.new.guild.0.max(1) as u64);
    let active = guild.get_active_threads(http).await?;
    let started = active.threads.iter().find(|thread| {
        thread.parent_id == Some(parent) && thread.name == name && thread.owner_id == Some(me)
    });
    if let Some(thread) = started {
        tracing::info!(thread = %thread.id, %name, "a table's thread found, started before");
        return Ok(channel_id(thread.id));
    }
    let builder = CreateThread::new(name).kind(ChannelType::PublicThread);
    let made = parent.create_thread(http, builder).await?;
    Ok(channel_id(made.id))
}
