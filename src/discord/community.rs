//! Community commands: `/rumino balance`, `daily`, `stats` and `history` (`leaderboard` has its
//! own module). Answers are ephemeral and in the asking player's language.

use poise::{serenity_prelude as serenity, CreateReply};

use super::{
    commands::GameChoice, lang, player_id, router::display_name, say, views, Context, Error,
};
use crate::{
    games::GameKind,
    i18n::{self, Lang},
    ids::{GuildId, PlayerId},
    store::DailyClaim,
    table::{TableError, DAILY_COOLDOWN_MS},
};

/// Games a history lists.
const HISTORY_LEN: i64 = 15;

fn failed(lang: Lang, e: &TableError) -> String {
    crate::faces::words::table_error(lang, e)
}

/// See how many chips you have in this server.
#[poise::command(
    slash_command,
    name_localized("it", "saldo"),
    description_localized("it", "Quante fiches hai in questo server")
)]
pub async fn balance(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang(ctx);
    let guild = super::space(ctx);
    match ctx
        .data()
        .service
        .balance(guild, player_id(ctx.author().id))
        .await
    {
        Ok(chips) => say(ctx, i18n::balance(lang, chips, guild.is_server())).await,
        Err(e) => Err(e.into()),
    }
}

/// Claim your daily chips (once every 24 hours).
#[poise::command(
    slash_command,
    name_localized("it", "giornaliero"),
    description_localized("it", "Ritira le tue fiches del giorno (una volta ogni 24 ore)")
)]
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang(ctx);
    let guild = super::space(ctx);
    let service = &ctx.data().service;
    let player = player_id(ctx.author().id);
    let text = match service.claim_daily(guild, player).await {
        Ok(DailyClaim::Granted { balance }) => {
            let amount = service
                .server_settings(guild)
                .await
                .map_or(0, |s| s.daily_grant);
            let next = service.clock().now_ms() + DAILY_COOLDOWN_MS;
            i18n::daily_granted(lang, amount, balance, next)
        }
        Ok(DailyClaim::NotYet { next_at }) => i18n::daily_not_yet(lang, next_at),
        Err(e) => failed(lang, &e),
    };
    say(ctx, text).await
}

/// The game a community command is about: the one asked for, else Rumino.
fn game_or_default(game: Option<GameChoice>) -> GameKind {
    game.map_or(GameKind::Rumino, GameKind::from)
}

/// What `stats` and `history` were asked: whose figures (the asker's by default), in which
/// game, in this server.
struct Asked {
    lang: Lang,
    guild: GuildId,
    game: GameKind,
    player: PlayerId,
    /// The name to show.
    name: String,
}

/// What a `stats` or `history` command asks: in a server, of its boards; outside one, of the
/// conversation's.
async fn asked(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    game: Option<GameChoice>,
) -> Result<Option<Asked>, Error> {
    let guild = super::space(ctx);
    let (player, name) = match player {
        Some(user) => (player_id(user.id), display_name(&user, None)),
        None => (player_id(ctx.author().id), display_name(ctx.author(), None)),
    };
    Ok(Some(Asked {
        lang: lang(ctx),
        guild,
        game: game_or_default(game),
        player,
        name,
    }))
}

/// Shows `embed` to the asker alone.
async fn show(ctx: Context<'_>, embed: serenity::CreateEmbed) -> Result<(), Error> {
    ctx.send(CreateReply::default().embed(embed).ephemeral(true))
        .await?;
    Ok(())
}

/// A player's statistics of one game in this server.
#[poise::command(
    slash_command,
    name_localized("it", "statistiche"),
    description_localized("it", "Le statistiche di un giocatore per un gioco in questo server")
)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose statistics (default: yours)"]
    #[description_localized("it", "Di chi (di norma: tue)")]
    player: Option<serenity::User>,
    #[description = "Which game (default: Rumino)"]
    #[description_localized("it", "Quale gioco (di norma: Rumino)")]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let Some(asked) = asked(ctx, player, game).await? else {
        return Ok(());
    };
    let (guild, game, player) = (asked.guild, asked.game, asked.player);
    let store = ctx.data().service.store();
    let stats = store.player_stats(guild, game, player).await?;
    let rating = if game.rated() {
        store.rating(guild, game, player).await?
    } else {
        None
    };
    let embed = views::stats_embed(asked.lang, game, &asked.name, &stats, rating.as_ref());
    show(ctx, embed).await
}

/// A player's last games of one game in this server.
#[poise::command(
    slash_command,
    name_localized("it", "storico"),
    description_localized("it", "Le ultime partite di un giocatore a un gioco in questo server")
)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"]
    #[description_localized("it", "Di chi (di norma: tue)")]
    player: Option<serenity::User>,
    #[description = "Which game (default: Rumino)"]
    #[description_localized("it", "Quale gioco (di norma: Rumino)")]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let Some(asked) = asked(ctx, player, game).await? else {
        return Ok(());
    };
    let games = ctx
        .data()
        .service
        .store()
        .history(asked.guild, asked.game, asked.player, HISTORY_LEN)
        .await?;
    let embed = views::history_embed(asked.lang, asked.game, &asked.name, &games);
    show(ctx, embed).await
}
