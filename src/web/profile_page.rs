//! `/s/<guild>/players/<player>?game=`: a member's profile in a server: for each game, their
//! rating and its history as a chart, their statistics (as `/rumino stats` shows them) and their
//! last games, each linked to its replay.

use std::sync::Arc;

use axum::{
    extract::{Path, Query, State},
    http::{header, HeaderMap},
    response::IntoResponse,
};
use maud::html;
use serde::Deserialize;

use super::{chart, layout, paths, PageError, PageResult, Web};
use crate::{faces::stats::stat_fields, games::GameKind, i18n, ids::PlayerId};

/// How many of a member's last games the profile lists.
const RECENT: i64 = 10;

#[derive(Debug, Default, Deserialize)]
pub struct Ask {
    game: Option<String>,
    lang: Option<String>,
}

pub async fn profile(
    State(web): State<Arc<Web>>,
    Path((guild, player)): Path<(String, String)>,
    Query(ask): Query<Ask>,
    headers: HeaderMap,
) -> PageResult {
    let guild = web.public_server(&guild).await?;
    let lang = layout::reader_lang(ask.lang.as_deref(), &headers);
    let player = PlayerId(player.parse().map_err(|_| PageError::NotFound)?);
    let game = match ask.game.as_deref() {
        None => GameKind::ALL[0],
        Some(g) => GameKind::parse(g).ok_or(PageError::NotFound)?,
    };
    let store = web.service.store();
    // A member the server never seated has no profile (nor does a computer player).
    let known = store.player_names(guild, &[player]).await?;
    let Some((_, name)) = known.into_iter().next().filter(|_| !player.is_computer()) else {
        return Err(PageError::NotFound);
    };
    let stats = store.player_stats(guild, game, player).await?;
    let rating = if game.rated() {
        store.rating(guild, game, player).await?
    } else {
        None
    };
    let history = if game.rated() {
        store.rating_history(guild, game, player).await?
    } else {
        Vec::new()
    };
    let games = store.history(guild, game, player, RECENT).await?;
    let names = web
        .names(
            lang,
            guild,
            games.iter().flat_map(|g| g.opponents.iter().copied()),
        )
        .await?;
    let no_names = |_: i64| None;
    let chart_label = format!(
        "{} — {}",
        i18n::stat_label(lang, i18n::StatLabel::Rating),
        i18n::game_name(lang, game)
    );
    let body = html! {
        nav.choices aria-label=(crate::say!(lang, "web-profile-games-nav")) {
            @for &g in GameKind::ALL {
                a href=(paths::profile(guild, player, g)) aria-current=[(g == game).then_some("page")] {
                    (i18n::game_name(lang, g))
                }
            }
        }
        @if stats.games == 0 {
            p { (i18n::no_games(lang, game, &name)) }
        } @else {
            (chart::rating_chart(lang, &chart_label, &history))
            dl.stats {
                @for (label, value) in stat_fields(lang, &stats, rating.as_ref()) {
                    dt { (label) }
                    dd { (layout::markdown(&value, &no_names)) }
                }
            }
            h2 { (i18n::history_title(lang, game, &name)) }
            table {
                thead { tr {
                    th { (crate::say!(lang, "web-ended")) }
                    th { (crate::say!(lang, "web-result")) }
                    th.n { (crate::say!(lang, "web-chips")) }
                    th { (crate::say!(lang, "web-against")) }
                    th { (crate::say!(lang, "web-replay")) }
                } }
                tbody {
                    @for g in &games {
                        @let at = paths::GameAt::Server {
                            guild,
                            table: g.table_id,
                            game_no: u32::try_from(g.game_no).unwrap_or(0),
                        };
                        tr {
                            td { (layout::date(g.ended_at)) }
                            td { (i18n::outcome_mark(g.outcome)) " " (i18n::outcome_name(lang, g.outcome)) }
                            td.n { (i18n::signed_chips(lang, g.net_chips)) }
                            td { (g.opponents.iter().map(|p| names.of(*p)).collect::<Vec<_>>().join(", ")) }
                            td { a href=(at.path()) { (i18n::game_id(g.table_id.0, u32::try_from(g.game_no).unwrap_or(0))) } }
                        }
                    }
                }
            }
        }
    };
    let title = i18n::stats_title(lang, game, &name);
    Ok((
        [(header::CACHE_CONTROL, "public, max-age=30")],
        layout::page(lang, &title, body),
    )
        .into_response())
}
