//! `/s/<guild>/tournaments/<id>`: a tournament of a server whose pages are on: its terms, the
//! standings or bracket and every round's tables (the same text as its Discord message), each
//! played table linked to its game's replay. While it runs, the page reloads itself.

use std::sync::Arc;

use axum::{
    extract::{Path, Query, State},
    http::{header, HeaderMap},
    response::IntoResponse,
};
use maud::html;

use super::{layout, paths::GameAt, server::Reader, PageError, PageResult, Web};
use crate::{
    faces::tournament::{tournament_text, Threads},
    i18n,
    ids::TournamentId,
    store::TournamentStatus,
};

/// How often a running tournament's page reloads, in seconds.
const REFRESH: u32 = 30;

pub async fn tournament(
    State(web): State<Arc<Web>>,
    Path((guild, id)): Path<(String, String)>,
    Query(reader): Query<Reader>,
    headers: HeaderMap,
) -> PageResult {
    let guild = web.public_server(&guild).await?;
    let lang = layout::reader_lang(reader.lang.as_deref(), &headers);
    let id = TournamentId(id.parse().map_err(|_| PageError::NotFound)?);
    let t = web
        .service
        .store()
        .tournament(id)
        .await?
        .filter(|t| t.new.guild == guild)
        .ok_or(PageError::NotFound)?;
    let running = matches!(
        t.status,
        TournamentStatus::SignUp | TournamentStatus::Running
    );
    let no_names = |_: i64| None;
    let played: Vec<_> = t
        .tables
        .iter()
        .filter(|x| x.places.is_some() && x.seats.len() > 1)
        .filter_map(|x| x.table.map(|table| (x.round, x.table_no, table)))
        .collect();
    let body = html! {
        div.card.panel {
            @for line in tournament_text(&t, lang, Threads::Left).lines() {
                p { (layout::markdown(line, &no_names)) }
            }
        }
        @if !played.is_empty() {
            h2 { (crate::say!(lang, "web-replays")) }
            ul {
                @for (round, table_no, table) in played {
                    @let at = GameAt::Server { guild, table, game_no: 1 };
                    li {
                        a href=(at.path()) {
                            (i18n::round_heading(lang, round)) " · "
                            (crate::say!(lang, "web-table")) (table_no + 1)
                        }
                    }
                }
            }
        }
    };
    let title = i18n::tournament_title(lang, t.new.game, t.new.format);
    let cache = if running {
        "public, max-age=10"
    } else {
        "public, max-age=300"
    };
    Ok((
        [(header::CACHE_CONTROL, cache)],
        layout::page_refreshed(lang, &title, body, running.then_some(REFRESH)),
    )
        .into_response())
}
