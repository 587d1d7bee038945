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
    commands::GameChoice, guild_id, in_server, lang, leaderboard_by::By, player_id, say, views,
    Context, Data, Error,
};
use crate::{
    faces::custom_id::LeaderboardPage,
    games::GameKind,
    i18n::{self, Lang},
    ids::{GuildId, PlayerId},
    store::{LeaderRow, LeaderValue, Leaderboard, Ranking},
    table::{ComputerRanking, Period, TableError},
};

/// How many of the computer players' own ranking a leaderboard shows.
const COMPUTERS_SHOWN: usize = 5;

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
    guild_only,
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
    let Some(guild) = in_server(ctx).await? else {
        return Ok(());
    };
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
    let internal = |e: crate::store::StoreError| TableError::logged("a leaderboard query", &e);
    let board = Leaderboard {
        guild,
        game: at.game,
        by: at.by,
        since_ms: since,
        include_computers: false,
        min_games: min,
    };
    let total = store.leaderboard_len(&board).await.map_err(internal)?;
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
        .leaderboard(&board, size, i64::from(at.page) * size)
        .await
        .map_err(internal)?;
    let me = store.rank_of(&board, viewer).await.map_err(internal)?;
    // Computer players' balances are the house's, not won: they have no place among balances.
    let separate = settings.computers_in_rankings == ComputerRanking::Separate;
    let computers = if separate && at.page == 0 && !at.by.server_wide() {
        computers_board(store, &board).await.map_err(internal)?
    } else {
        Vec::new()
    };
    let viewer_games = if me.is_none() && !at.by.ignores_period() {
        store
            .games_played(guild, at.game, since, viewer)
            .await
            .map_err(internal)?
    } else {
        0
    };
    Ok(views::LeaderboardView {
        at,
        total,
        rows,
        me,
        viewer,
        computers,
        min_games,
        viewer_games,
    })
}

/// The computer players' own ranking on a board (they are few: a handful per level).
async fn computers_board(
    store: &crate::store::Store,
    board: &Leaderboard,
) -> Result<Vec<LeaderRow>, crate::store::StoreError> {
    let everyone = Leaderboard {
        include_computers: true,
        ..*board
    };
    let all = store.leaderboard(&everyone, 1000, 0).await?;
    Ok(rank_among_themselves(
        all.into_iter()
            .filter(|r| r.player_id.is_computer())
            .take(COMPUTERS_SHOWN)
            .collect(),
    ))
}

/// Ranks rows (in board order) among themselves, in competition ranking: equal values share a
/// rank, decided by value, not by how the value reads once rounded.
fn rank_among_themselves(mut rows: Vec<LeaderRow>) -> Vec<LeaderRow> {
    let mut last: Option<(LeaderValue, i64)> = None;
    for (i, r) in rows.iter_mut().enumerate() {
        let rank = match last {
            Some((value, rank)) if value == r.value => rank,
            _ => i as i64 + 1,
        };
        r.rank = rank;
        last = Some((r.value, rank));
    }
    rows
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
                .content(crate::faces::words::table_error(lang, &e))
                .ephemeral(true),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::PlayerId;

    fn row(player: i64, value: LeaderValue) -> LeaderRow {
        LeaderRow {
            rank: 0,
            player_id: PlayerId(player),
            value,
            games: 3,
        }
    }

    /// Two win rates that both read "66.7%" are not a tie; equal values are.
    #[test]
    fn computers_tie_by_value_not_by_the_rounded_text() {
        let rows = rank_among_themselves(vec![
            row(-301, LeaderValue::Rate(0.6668)),
            row(-302, LeaderValue::Rate(2.0 / 3.0)),
            row(-303, LeaderValue::Rate(4.0 / 6.0)),
            row(-201, LeaderValue::Rate(0.5)),
        ]);
        let ranks: Vec<i64> = rows.iter().map(|r| r.rank).collect();
        assert_eq!(ranks, [1, 2, 2, 4]);
        assert_eq!(
            i18n::leader_value(Lang::En, Ranking::WinRate, rows[0].value),
            i18n::leader_value(Lang::En, Ranking::WinRate, rows[1].value),
        );
    }
}
