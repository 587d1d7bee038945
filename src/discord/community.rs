//! Community commands: `/rumino balance`, `daily`, `leaderboard`, `stats` and `history`, and the
//! leaderboard's paging buttons. Answers are ephemeral and in the asking player's language.

use poise::{
    serenity_prelude::{
        self as serenity, ComponentInteraction, CreateInteractionResponse,
        CreateInteractionResponseMessage,
    },
    CreateReply,
};

use super::{
    commands::GameChoice, custom_id::LeaderboardPage, guild_id, lang, player_id,
    router::display_name, views, Context, Data, Error,
};
use crate::{
    games::GameKind,
    i18n::{self, Lang},
    ids::{GuildId, PlayerId},
    store::{DailyClaim, Ranking},
    table::{ComputerRanking, Period, TableError, DAILY_COOLDOWN_MS},
};

/// How many of the computer players' own ranking a leaderboard shows.
const COMPUTERS_SHOWN: usize = 5;
/// Games a history lists.
const HISTORY_LEN: i64 = 15;

async fn say(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

fn failed(lang: Lang, e: &TableError) -> String {
    i18n::table_error(lang, e)
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

/// What a leaderboard ranks by (the slash option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum By {
    #[name = "chips"]
    #[name_localized("it", "fiches")]
    Chips,
    #[name = "games won"]
    #[name_localized("it", "partite vinte")]
    GamesWon,
    #[name = "win rate"]
    #[name_localized("it", "percentuale di vittorie")]
    WinRate,
    #[name = "gins"]
    #[name_localized("it", "gin")]
    Gins,
    #[name = "ruminos"]
    #[name_localized("it", "rumino")]
    Ruminos,
    #[name = "biggest pool won"]
    #[name_localized("it", "piatto più ricco")]
    BiggestPool,
    #[name = "rebuys survived"]
    #[name_localized("it", "rientri superati")]
    RebuysSurvived,
    #[name = "hands won (Rummy, Ramino)"]
    #[name_localized("it", "mani vinte (Ramino base, Ramino toscano)")]
    HandsWon,
    #[name = "rummies (Rummy)"]
    #[name_localized("it", "ramini (Ramino base)")]
    Rummies,
    #[name = "ramini (Ramino)"]
    #[name_localized("it", "ramini e gran ramini (Ramino toscano)")]
    Ramini,
    #[name = "rating"]
    #[name_localized("it", "punteggio Elo")]
    Rating,
}

impl From<By> for Ranking {
    fn from(b: By) -> Ranking {
        match b {
            By::Chips => Ranking::Chips,
            By::GamesWon => Ranking::GamesWon,
            By::WinRate => Ranking::WinRate,
            By::Gins => Ranking::Gins,
            By::Ruminos => Ranking::Ruminos,
            By::BiggestPool => Ranking::BiggestPool,
            By::RebuysSurvived => Ranking::RebuysSurvived,
            By::HandsWon => Ranking::HandsWon,
            By::Rummies => Ranking::Rummies,
            By::Ramini => Ranking::Ramini,
            By::Rating => Ranking::Rating,
        }
    }
}

/// The period of a leaderboard (the slash option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum When {
    #[name = "all time"]
    #[name_localized("it", "di sempre")]
    AllTime,
    #[name = "this month"]
    #[name_localized("it", "questo mese")]
    Month,
    #[name = "this week"]
    #[name_localized("it", "questa settimana")]
    Week,
}

impl From<When> for Period {
    fn from(w: When) -> Period {
        match w {
            When::AllTime => Period::AllTime,
            When::Month => Period::Month,
            When::Week => Period::Week,
        }
    }
}

/// The game a community command is about: the one asked for, else Rumino.
fn game_or_default(game: Option<GameChoice>) -> GameKind {
    game.map_or(GameKind::Rumino, GameKind::from)
}

/// This server's leaderboard of one game.
#[poise::command(
    slash_command,
    guild_only,
    name_localized("it", "classifica"),
    description_localized("it", "La classifica di questo server per un gioco")
)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: Rumino, or the game of the ranking)"]
    #[description_localized("it", "Quale gioco (di norma: Rumino, o il gioco del criterio)")]
    game: Option<GameChoice>,
    #[description = "What to rank by (default: chips)"]
    #[description_localized("it", "Criterio della classifica (di norma: fiches)")]
    by: Option<By>,
    #[description = "Which period (default: all time)"]
    #[description_localized("it", "Quale periodo (di norma: di sempre)")]
    period: Option<When>,
) -> Result<(), Error> {
    let lang = lang(ctx);
    let Some(guild) = ctx.guild_id().map(guild_id) else {
        return say(ctx, i18n::use_in_server(lang)).await;
    };
    let by = by.map_or(Ranking::Chips, Ranking::from);
    // A ranking by a game's own counter picks its game when none is named.
    let game = game
        .map(GameKind::from)
        .or(by.game())
        .unwrap_or(GameKind::Rumino);
    if by == Ranking::Rating && !game.rated() {
        return say(
            ctx,
            i18n::no_rating_in_game(lang, game, &GameKind::rated_games()),
        )
        .await;
    }
    if let Some(owner) = by.game().filter(|_| !by.applies_to(game)) {
        return say(ctx, i18n::ranking_not_in_game(lang, by, owner, game)).await;
    }
    let at = LeaderboardPage {
        game,
        by,
        period: period.map_or(Period::AllTime, Period::from),
        page: 0,
    };
    match leaderboard_view(ctx.data(), guild, player_id(ctx.author().id), at).await {
        Ok(view) => {
            let (embed, components) = views::leaderboard_message(lang, &view);
            ctx.send(
                CreateReply::default()
                    .embed(embed)
                    .components(components)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => Err(e.into()),
    }
}

/// A page of a leaderboard, queried now (so an old page's buttons show today's ranking).
///
/// # Errors
/// A store failure, as an apology with an id.
pub async fn leaderboard_view(
    data: &Data,
    guild: GuildId,
    viewer: PlayerId,
    at: LeaderboardPage,
) -> Result<views::LeaderboardView, TableError> {
    let service = &data.service;
    let settings = service.server_settings(guild).await?;
    let since = at.period.since_ms(service.clock().now_ms());
    let min_games = (at.by == Ranking::WinRate).then_some(settings.win_rate_min_games);
    let min = i64::from(min_games.unwrap_or(0));
    let store = service.store();
    let internal = |e: crate::store::StoreError| {
        let id = format!("{:08x}", rand::random::<u32>());
        tracing::error!(error_id = %id, error = %e, "leaderboard query failed");
        TableError::Internal(id)
    };
    let total = store
        .leaderboard_len(guild, at.game, at.by, since, false, min)
        .await
        .map_err(internal)?;
    let pages = u32::try_from(
        (total.max(1) + i64::from(views::PAGE_SIZE) - 1) / i64::from(views::PAGE_SIZE),
    )
    .unwrap_or(u32::MAX);
    let at = LeaderboardPage {
        page: at.page.min(pages - 1),
        ..at
    };
    let size = i64::from(views::PAGE_SIZE);
    let rows = store
        .leaderboard(
            guild,
            at.game,
            at.by,
            since,
            false,
            min,
            size,
            i64::from(at.page) * size,
        )
        .await
        .map_err(internal)?;
    let me = store
        .rank_of(guild, at.game, at.by, since, false, min, viewer)
        .await
        .map_err(internal)?;
    let computers = if settings.computers_in_rankings == ComputerRanking::Separate && at.page == 0 {
        // Computer players are few (a handful per level): rank them among themselves.
        let all = store
            .leaderboard(guild, at.game, at.by, since, true, min, 1000, 0)
            .await
            .map_err(internal)?;
        let mut rows: Vec<_> = all
            .into_iter()
            .filter(|r| r.player_id.is_computer())
            .take(COMPUTERS_SHOWN)
            .collect();
        let mut last: Option<(String, i64)> = None;
        for (i, r) in rows.iter_mut().enumerate() {
            let value = r.value.to_string();
            let rank = match &last {
                Some((v, rank)) if *v == value => *rank,
                _ => i as i64 + 1,
            };
            r.rank = rank;
            last = Some((value, rank));
        }
        rows
    } else {
        Vec::new()
    };
    Ok(views::LeaderboardView {
        at,
        total,
        rows,
        me,
        viewer,
        computers,
        min_games,
    })
}

/// Previous/Next on a leaderboard: the page is queried again and replaces the message.
pub async fn leaderboard_click(
    data: &Data,
    ci: &ComponentInteraction,
    at: LeaderboardPage,
) -> CreateInteractionResponse {
    let lang = Lang::from_locale(&ci.locale);
    let Some(guild) = ci.guild_id.map(guild_id) else {
        return CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(i18n::use_in_server(lang))
                .ephemeral(true),
        );
    };
    match leaderboard_view(data, guild, player_id(ci.user.id), at).await {
        Ok(view) => {
            let (embed, components) = views::leaderboard_message(lang, &view);
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .embed(embed)
                    .components(components),
            )
        }
        Err(e) => CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(failed(lang, &e))
                .ephemeral(true),
        ),
    }
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
