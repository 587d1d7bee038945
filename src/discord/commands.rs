//! The `/rumino` slash commands. Their `///` docs and `#[description]`s are Discord's help.

use poise::{serenity_prelude as serenity, CreateReply};

use super::{channel_id, guild_id, player_id, router::display_name, views, Context, Error};
use crate::{
    ai::Level,
    rumino::GameOptions,
    table::{SeatInfo, TableCommand, TableError, TableOptions, TablePhase},
};

/// The rules text the engine cites (R1–R25), shown by `/rumino rules`.
pub const RULES: &str = include_str!("../../docs/rules/rumino.md");

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BotLevel {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "hard"]
    Hard,
}

impl From<BotLevel> for Level {
    fn from(l: BotLevel) -> Level {
        match l {
            BotLevel::Easy => Level::Easy,
            BotLevel::Normal => Level::Normal,
            BotLevel::Hard => Level::Hard,
        }
    }
}

/// Every command, for registration.
#[must_use]
pub fn all() -> Vec<poise::Command<std::sync::Arc<super::Data>, Error>> {
    vec![rumino()]
}

/// Rumino, the Italian knock rummy: open a table, play, read the rules.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("start", "hand", "leave", "cancel", "rules", "help"),
    subcommand_required
)]
pub async fn rumino(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn say(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

fn ids(
    ctx: Context<'_>,
) -> Option<(
    crate::ids::GuildId,
    crate::ids::ChannelId,
    crate::ids::PlayerId,
)> {
    Some((
        guild_id(ctx.guild_id()?),
        channel_id(ctx.channel_id()),
        player_id(ctx.author().id),
    ))
}

/// The permissions the bot needs in a channel to host a table there.
fn missing_permissions(ctx: Context<'_>) -> Option<String> {
    let Context::Application(actx) = ctx else {
        return None;
    };
    let have = actx.interaction.app_permissions?;
    let need = [
        (serenity::Permissions::VIEW_CHANNEL, "View Channel"),
        (serenity::Permissions::SEND_MESSAGES, "Send Messages"),
        (serenity::Permissions::EMBED_LINKS, "Embed Links"),
    ];
    let missing: Vec<&str> = need
        .iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, n)| *n)
        .collect();
    (!missing.is_empty()).then(|| format!("I need the {} permission(s) in this channel to host a table here. Ask a moderator to grant them, or use another channel.", missing.join(", ")))
}

/// Open a Rumino table in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Chips each player pays into the pool (0 = friendly game; default 10)"]
    #[min = 0]
    #[max = 1000000]
    stake: Option<u32>,
    #[description = "Seats at the table, 2 to 6 (default 6)"]
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[description = "Highest deadwood that may knock (default 7)"]
    #[min = 1]
    #[max = 30]
    knock_limit: Option<u16>,
    #[description = "Allow Q-K-A runs (default: no)"] ace_high: Option<bool>,
    #[description = "Seconds per turn before a player is played for (default 120)"]
    #[min = 15]
    #[max = 3600]
    turn_seconds: Option<u32>,
    #[description = "Computer players to seat at once (default 0)"]
    #[min = 0]
    #[max = 5]
    bots: Option<u8>,
    #[description = "Level of computer players (default normal)"] bot_level: Option<BotLevel>,
) -> Result<(), Error> {
    let Some((guild, channel, player)) = ids(ctx) else {
        return say(ctx, "Use this in a server channel.").await;
    };
    if let Some(problem) = missing_permissions(ctx) {
        return say(ctx, problem).await;
    }
    let defaults = ctx.data().table_defaults;
    let options = TableOptions {
        game: GameOptions {
            stake: stake.map_or(defaults.game.stake, u64::from),
            knock_limit: knock_limit.unwrap_or(defaults.game.knock_limit),
            ace_high: ace_high.unwrap_or(false),
            ..defaults.game
        },
        seats: seats.unwrap_or(defaults.seats),
        turn_seconds: turn_seconds.unwrap_or(defaults.turn_seconds),
        computer_level: bot_level.map_or(defaults.computer_level, Level::from),
        ..defaults
    };
    let bots = bots.unwrap_or(0);
    if usize::from(bots) + 1 > usize::from(options.seats) {
        return say(
            ctx,
            format!(
                "{bots} computer players and you do not fit in {} seats.",
                options.seats
            ),
        )
        .await;
    }
    let host = SeatInfo {
        player,
        name: display_name(ctx.author(), ctx.author_member().await.as_deref()),
        computer: None,
    };
    let data = ctx.data();
    let state = match data.service.open(guild, channel, host, options).await {
        Ok(state) => state,
        Err(e) => return say(ctx, e.to_string()).await,
    };
    let view = views::table_message(&state);
    let reply = ctx
        .send(
            CreateReply::default()
                .embed(view.embed)
                .components(view.components),
        )
        .await?;
    let message = reply.message().await?;
    data.renderer
        .set_message(state.id, message.channel_id.get(), message.id.get());
    if let Err(error) = data
        .service
        .store()
        .set_message_id(state.id, Some(message.id.get() as i64))
        .await
    {
        tracing::error!(%error, table = %state.id, "could not store the table message id");
    }
    for _ in 0..bots {
        let level = options.computer_level;
        if let Err(e) = data
            .service
            .send(
                state.id,
                TableCommand::AddComputer { by: player, level },
                None,
            )
            .await
        {
            return say(ctx, e.to_string()).await;
        }
    }
    Ok(())
}

/// Show your hand at this channel's table (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let Some((_, channel, player)) = ids(ctx) else {
        return Ok(());
    };
    let data = ctx.data();
    let Some(state) = data
        .service
        .table_in(channel)
        .and_then(|t| data.service.state(t))
    else {
        return say(ctx, TableError::NoSuchTable.to_string()).await;
    };
    if let Context::Application(actx) = ctx {
        data.notifier
            .remember(state.id, player, &actx.interaction.token);
    }
    let view = views::hand_message(&state, player, None);
    ctx.send(
        CreateReply::default()
            .content(view.content)
            .components(view.components)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Leave this channel's table (in a running game, you forfeit: R24).
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let Some((_, channel, player)) = ids(ctx) else {
        return Ok(());
    };
    let data = ctx.data();
    let Some(table) = data.service.table_in(channel) else {
        return say(ctx, TableError::NoSuchTable.to_string()).await;
    };
    let playing = data
        .service
        .state(table)
        .is_some_and(|s| s.phase == TablePhase::Playing);
    match data
        .service
        .send(table, TableCommand::Leave { player }, None)
        .await
    {
        Ok(_) if playing => {
            say(
                ctx,
                "You left the game and forfeited: your chips stay in the pool (R24).",
            )
            .await
        }
        Ok(_) => say(ctx, "You left the table.").await,
        Err(e) => say(ctx, e.to_string()).await,
    }
}

/// Close this channel's table (host or Manage Channels). Stakes are refunded per R24.
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let Some((_, channel, player)) = ids(ctx) else {
        return Ok(());
    };
    let data = ctx.data();
    let Some(table) = data.service.table_in(channel) else {
        return say(ctx, TableError::NoSuchTable.to_string()).await;
    };
    let moderator = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_CHANNELS));
    match data.service.send(table, TableCommand::Cancel { by: player, moderator }, None).await {
        Ok(_) => say(ctx, "The table is closed. Stakes of a game that had not scored a hand are refunded; otherwise the lowest score takes the pool (R24).").await,
        Err(e) => say(ctx, e.to_string()).await,
    }
}

/// Read the rules of Rumino as this bot plays them.
#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let mut pages = rules_embeds().into_iter();
    if let Some(first) = pages.next() {
        let mut reply = CreateReply::default().ephemeral(true);
        for e in first {
            reply = reply.embed(e);
        }
        ctx.send(reply).await?;
    }
    for page in pages {
        let mut reply = CreateReply::default().ephemeral(true);
        for e in page {
            reply = reply.embed(e);
        }
        ctx.send(reply).await?;
    }
    Ok(())
}

/// The rules as pages of embeds, one embed per section, each page within Discord's 6,000
/// characters and 10 embeds.
#[must_use]
pub fn rules_embeds() -> Vec<Vec<serenity::CreateEmbed>> {
    let mut pages: Vec<Vec<serenity::CreateEmbed>> = vec![Vec::new()];
    let mut size = 0;
    for section in RULES.split("\n## ").skip(1) {
        let (title, body) = section.split_once('\n').unwrap_or((section, ""));
        let body = views::clip(body.trim(), 4000);
        let len = title.chars().count() + body.chars().count();
        if size + len > 5500 || pages.last().is_some_and(|p| p.len() == 10) {
            pages.push(Vec::new());
            size = 0;
        }
        size += len;
        if let Some(page) = pages.last_mut() {
            page.push(
                serenity::CreateEmbed::new()
                    .title(views::clip(title, 256))
                    .description(body)
                    .color(views::COLOR_PLAYING),
            );
        }
    }
    pages
}

/// How to play with this bot.
#[poise::command(slash_command, guild_only)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    say(
        ctx,
        "**Rumino** — Italian knock rummy for 2 to 6 players.\n\
         • `/rumino start` opens a table here; others press **Join**, the host presses **Start**.\n\
         • Press **Show my hand** (or `/rumino hand`) to see your cards and play: draw, take the discard, discard, knock, gin, rumino.\n\
         • Lays are 3–4 of a kind or 3–4 in a suit; jokers are wild. Knock with 7 or less; gin (a 4 and a 3) scores −10; a 7-card rumino wins the game.\n\
         • Over 100 points you are out (rebuys allowed with 3+ players). Last one in takes the pool.\n\
         • `/rumino leave`, `/rumino cancel` (host or moderators), `/rumino rules` for the full rules.",
    )
    .await
}
