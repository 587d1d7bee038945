//! Community commands: `/rumino balance`, `daily`, `stats` and `history` (`leaderboard` has its
//! own module). Answers are ephemeral and in the asking player's language.

use poise::{serenity_prelude as serenity, CreateReply};

use super::{
    commands::GameChoice, guild_id, lang, player_id, router::display_name, say, views, Context,
    Error,
};
use crate::{
    games::GameKind,
    i18n::{self, Lang},
    ids::PlayerId,
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
    guild_only,
    name_localized("it", "saldo"),
    description_localized("it", "Quante fiches hai in questo server")
)]
pub async fn balance(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang(ctx);
    let Some(guild) = ctx.guild_id().map(guild_id) else {
        return say(ctx, i18n::use_in_server(lang)).await;
    };
    match ctx
        .data()
        .service
        .balance(guild, player_id(ctx.author().id))
        .await
    {
        Ok(chips) => say(ctx, i18n::balance(lang, chips)).await,
        Err(e) => Err(e.into()),
    }
}

/// Claim your daily chips (once every 24 hours).
#[poise::command(
    slash_command,
    guild_only,
    name_localized("it", "giornaliero"),
    description_localized("it", "Ritira le tue fiches del giorno (una volta ogni 24 ore)")
)]
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang(ctx);
    let Some(guild) = ctx.guild_id().map(guild_id) else {
        return say(ctx, i18n::use_in_server(lang)).await;
    };
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

/// The player asked about (or the asker), with the name to show.
fn who(ctx: Context<'_>, player: Option<serenity::User>) -> (PlayerId, String) {
    match player {
        Some(user) => (player_id(user.id), display_name(&user, None)),
        None => (player_id(ctx.author().id), display_name(ctx.author(), None)),
    }
}

/// A player's statistics of one game in this server.
#[poise::command(
    slash_command,
    guild_only,
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
    let game = game_or_default(game);
    let lang = lang(ctx);
    let Some(guild) = ctx.guild_id().map(guild_id) else {
        return say(ctx, i18n::use_in_server(lang)).await;
    };
    let (player, name) = who(ctx, player);
    let store = ctx.data().service.store();
    let stats = store.player_stats(guild, game, player).await?;
    let rating = if game.rated() {
        store.rating(guild, game, player).await?
    } else {
        None
    };
    ctx.send(
        CreateReply::default()
            .embed(views::stats_embed(
                lang,
                game,
                &name,
                &stats,
                rating.as_ref(),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A player's last games of one game in this server.
#[poise::command(
    slash_command,
    guild_only,
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
    let game = game_or_default(game);
    let lang = lang(ctx);
    let Some(guild) = ctx.guild_id().map(guild_id) else {
        return say(ctx, i18n::use_in_server(lang)).await;
    };
    let (player, name) = who(ctx, player);
    let games = ctx
        .data()
        .service
        .store()
        .history(guild, game, player, HISTORY_LEN)
        .await?;
    ctx.send(
        CreateReply::default()
            .embed(views::history_embed(lang, game, &name, &games))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
