//! `/s/<guild>/leaderboards/<game>?by=&period=&page=`: a page of a server's leaderboard, the same
//! board as `/rumino leaderboard` from the same query ([`TableService::leaderboard_view`]), with
//! every game, ranking and period one link away and each player linked to their profile.

use std::sync::Arc;

use axum::{
    extract::{Path, Query, State},
    http::{header, HeaderMap},
    response::IntoResponse,
};
use maud::{html, Markup};
use serde::Deserialize;

use super::{layout, paths, Names, PageError, PageResult, Web};
use crate::{
    faces::custom_id::ranking_of,
    games::GameKind,
    i18n,
    ids::GuildId,
    lang::Lang,
    store::{LeaderRow, Ranking},
    table::{LeaderboardPage, LeaderboardView, Period},
};

#[derive(Debug, Default, Deserialize)]
pub struct Ask {
    by: Option<String>,
    period: Option<String>,
    /// From 1.
    page: Option<u32>,
    lang: Option<String>,
}

pub async fn leaderboard(
    State(web): State<Arc<Web>>,
    Path((guild, game)): Path<(String, String)>,
    Query(ask): Query<Ask>,
    headers: HeaderMap,
) -> PageResult {
    let guild = web.public_server(&guild).await?;
    let lang = layout::reader_lang(ask.lang.as_deref(), &headers);
    let game = GameKind::parse(&game).ok_or(PageError::NotFound)?;
    let by = match ask.by.as_deref() {
        None => Ranking::NetChips,
        Some(code) => ranking_of(code).ok_or(PageError::NotFound)?,
    };
    let period = match ask.period.as_deref() {
        None => Period::AllTime,
        Some(code) => *Period::ALL
            .iter()
            .find(|p| crate::faces::custom_id::period_code(**p) == code)
            .ok_or(PageError::NotFound)?,
    };
    let at = LeaderboardPage {
        game,
        by,
        period,
        page: ask.page.unwrap_or(1).saturating_sub(1),
    };
    let title = i18n::leaderboard_title(lang, game, by, period);
    let board = if by == Ranking::Rating && !game.rated() {
        html! { p { (i18n::no_rating_in_game(lang, game, &GameKind::rated_games())) } }
    } else if let Some(owner) = by.game().filter(|_| !by.applies_to(game)) {
        html! { p { (i18n::ranking_not_in_game(lang, by, owner, game)) } }
    } else {
        let view = web.service.leaderboard_view(guild, None, at).await?;
        let players = view.rows.iter().chain(&view.computers).map(|r| r.player_id);
        let names = web.names(lang, guild, players).await?;
        board(lang, guild, &view, &names)
    };
    let body = html! {
        (choices(lang, guild, at))
        (board)
    };
    Ok((
        [(header::CACHE_CONTROL, "public, max-age=30")],
        layout::page(lang, &title, body),
    )
        .into_response())
}

/// The games, rankings and periods, each a link to its board (the current one marked).
fn choices(lang: Lang, guild: GuildId, at: LeaderboardPage) -> Markup {
    let link = |game, by, period| paths::leaderboard(guild, game, by, period, 0);
    let current = |yes: bool| yes.then_some("page");
    html! {
        nav.choices aria-label=(crate::say!(lang, "web-games")) {
            @for &game in GameKind::ALL {
                a href=(link(game, fitting(at.by, game), at.period)) aria-current=[current(game == at.game)] {
                    (i18n::game_name(lang, game))
                }
            }
        }
        nav.choices aria-label=(crate::say!(lang, "web-rankings")) {
            @for by in Ranking::all().into_iter().filter(|by| by.applies_to(at.game)) {
                @if by != Ranking::Rating || at.game.rated() {
                    a href=(link(at.game, by, at.period)) aria-current=[current(by == at.by)] {
                        (i18n::ranking_name(lang, by))
                    }
                }
            }
        }
        @if !at.by.ignores_period() {
            nav.choices aria-label=(crate::say!(lang, "web-periods")) {
                @for period in Period::ALL {
                    a href=(link(at.game, at.by, period)) aria-current=[current(period == at.period)] {
                        (i18n::period_name(lang, period))
                    }
                }
            }
        }
    }
}

/// `by` if `game` ranks by it, else the default ranking (following a game's link from another
/// game's own counter).
fn fitting(by: Ranking, game: GameKind) -> Ranking {
    if by.applies_to(game) && (by != Ranking::Rating || game.rated()) {
        by
    } else {
        Ranking::NetChips
    }
}

/// The board: its rows, the computer players' own ranking, and the pages.
fn board(lang: Lang, guild: GuildId, v: &LeaderboardView, names: &Names) -> Markup {
    html! {
        @if let Some(n) = v.min_games {
            p.muted { (i18n::leaderboard_min_games(lang, n, v.at.period)) }
        }
        @if v.rows.is_empty() {
            p { (i18n::leaderboard_empty(lang)) }
        } @else {
            (rows(lang, guild, v, &v.rows, names))
        }
        @if !v.computers.is_empty() {
            h2 { (i18n::computers_heading(lang)) }
            (rows(lang, guild, v, &v.computers, names))
        }
        (pager(lang, guild, v))
    }
}

fn rows(
    lang: Lang,
    guild: GuildId,
    v: &LeaderboardView,
    rows: &[LeaderRow],
    names: &Names,
) -> Markup {
    let rated = v.at.by == Ranking::Rating;
    html! {
        table {
            thead { tr {
                th.n { "#" }
                th { (crate::say!(lang, "web-player")) }
                th.n { (i18n::ranking_name(lang, v.at.by)) }
                th.n { (if rated { crate::say!(lang, "web-games-rated") } else { crate::say!(lang, "web-leaderboard-games-column") }) }
            } }
            tbody {
                @for r in rows {
                    tr {
                        td.n { (i18n::chips(lang, r.rank)) }
                        td {
                            @if r.player_id.is_computer() {
                                (names.of(r.player_id))
                            } @else {
                                a href=(paths::profile(guild, r.player_id, v.at.game)) { (names.of(r.player_id)) }
                            }
                        }
                        td.n { (i18n::leader_value(lang, v.at.by, r.value)) }
                        td.n { (i18n::chips(lang, r.games)) }
                    }
                }
            }
        }
    }
}

fn pager(lang: Lang, guild: GuildId, v: &LeaderboardView) -> Markup {
    let pages = v.pages();
    let to = |page: u32| paths::leaderboard(guild, v.at.game, v.at.by, v.at.period, page);
    html! {
        nav.pager aria-label=(crate::say!(lang, "web-pages")) {
            @if v.at.page > 0 {
                a href=(to(v.at.page - 1)) rel="prev" { (i18n::previous(lang)) }
            } @else {
                span.off { (i18n::previous(lang)) }
            }
            span aria-current="page" {
                (i18n::page_footer(lang, i64::from(v.at.page) + 1, i64::from(pages), v.total))
            }
            @if v.at.page + 1 < pages {
                a href=(to(v.at.page + 1)) rel="next" { (i18n::next(lang)) }
            } @else {
                span.off { (i18n::next(lang)) }
            }
        }
    }
}
