//! `/rumino leaderboard` and its paging buttons: a server's leaderboard of one game (or its
//! chip balances), queried anew on every page. Answers are ephemeral and in the asking player's
//! language.

use poise::{
    serenity_prelude::{
        ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage,
    },
    CreateReply,
};

use super::{
    commands::GameChoice, lang, leaderboard_by::By, player_id, say, views, Context, Data, Error,
};
use crate::{
    faces::custom_id::LeaderboardPage,
    games::GameKind,
    i18n::{self, Lang},
    store::Ranking,
    table::Period,
};

/// The period of a leaderboard (the slash option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum When {
    #[name = "all time"]
    #[name_localized("it", "di sempre")]
    AllTime,
    #[name = "this month (UTC)"]
    #[name_localized("it", "questo mese (UTC)")]
    Month,
    #[name = "this week (UTC)"]
    #[name_localized("it", "questa settimana (UTC)")]
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

/// This server's leaderboard of one game.
#[poise::command(
    slash_command,
    name_localized("it", "classifica"),
    description_localized("it", "La classifica di questo server per un gioco")
)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: Rumino or the ranking's)"]
    #[description_localized("it", "Quale gioco (di norma: Rumino o quello del criterio)")]
    game: Option<GameChoice>,
    #[description = "What to rank by (default: net chips won)"]
    #[description_localized("it", "Criterio (di norma: fiches nette vinte)")]
    by: Option<By>,
    #[description = "Which period (default: all time)"]
    #[description_localized("it", "Quale periodo (di norma: di sempre)")]
    period: Option<When>,
) -> Result<(), Error> {
    let lang = lang(ctx);
    let guild = super::space(ctx);
    let by = by.map_or(Ranking::NetChips, Ranking::from);
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
    match ctx
        .data()
        .service
        .leaderboard_view(guild, Some(player_id(ctx.author().id)), at)
        .await
    {
        Ok(view) => {
            let (embed, components) = views::leaderboard_message(lang, &view);
            let embed = with_page(ctx.data(), guild, &view, embed).await;
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

/// Previous/Next on a leaderboard: the page is queried again and replaces the message.
pub async fn leaderboard_click(
    data: &Data,
    ci: &ComponentInteraction,
    at: LeaderboardPage,
) -> CreateInteractionResponse {
    let lang = Lang::from_locale(&ci.locale);
    let guild = super::reach::space(ci.guild_id, ci.channel_id);
    match data
        .service
        .leaderboard_view(guild, Some(player_id(ci.user.id)), at)
        .await
    {
        Ok(view) => {
            let (embed, components) = views::leaderboard_message(lang, &view);
            let embed = with_page(data, guild, &view, embed).await;
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .embed(embed)
                    .components(components),
            )
        }
        Err(e) => CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(crate::faces::words::table_error(lang, &e))
                .ephemeral(true),
        ),
    }
}

/// `embed` with its title linking to the same board's web page, where this server shows its
/// pages.
async fn with_page(
    data: &Data,
    guild: crate::ids::GuildId,
    view: &crate::table::LeaderboardView,
    embed: poise::serenity_prelude::CreateEmbed,
) -> poise::serenity_prelude::CreateEmbed {
    let at = view.at;
    let page = crate::web::paths::leaderboard(guild, at.game, at.by, at.period, at.page);
    match super::web_link(data, guild, &page).await {
        Some(url) => embed.url(url),
        None => embed,
    }
}
