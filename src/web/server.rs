//! The home page, and a server's address on its own (its first leaderboard).

use std::sync::Arc;

use axum::{
    extract::{Path, Query, State},
    http::HeaderMap,
    response::IntoResponse,
};
use maud::html;
use serde::Deserialize;

use super::{first_board, layout, PageResult, Web};

/// What any page's address may ask besides its own: the reader's language.
#[derive(Debug, Default, Deserialize)]
pub struct Reader {
    pub lang: Option<String>,
}

/// `/`: what the pages are, and how a server turns them on. It lists no server.
pub async fn home(Query(reader): Query<Reader>, headers: HeaderMap) -> PageResult {
    let lang = layout::reader_lang(reader.lang.as_deref(), &headers);
    let body = html! {
        p { (crate::say!(lang, "web-rumino-hosts-rumino-rummy-tuscan")) }
        p { (crate::say!(lang, "web-a-member-who-may-manage")) }
    };
    let title = crate::say!(lang, "web-rumino-on-the-web");
    Ok((
        [(axum::http::header::CACHE_CONTROL, "public, max-age=300")],
        layout::page(lang, title, body),
    )
        .into_response())
}

/// `/s/<guild>`: the server's first leaderboard, if its pages are on.
pub async fn server_home(State(web): State<Arc<Web>>, Path(guild): Path<String>) -> PageResult {
    let guild = web.public_server(&guild).await?;
    Ok(first_board(guild).into_response())
}
