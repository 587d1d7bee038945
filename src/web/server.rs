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
        p { (lang.pick(
            "Rumino hosts Rumino, Rummy, Tuscan Ramino, Rummoli and Rumminy in Discord channels. \
             Servers that turn their pages on show their leaderboards, members' profiles, \
             finished games and tournaments here.",
            "Rumino ospita Rumino, Ramino base, Ramino toscano, Rummoli e Rumminy nei canali \
             Discord. I server che attivano le pagine mostrano qui classifiche, profili dei \
             membri, partite finite e tornei.",
        )) }
        p { (lang.pick(
            "A member who may manage a server turns them on with /rumino-settings server web:True; \
             the bot's messages then link here. Any player can share one finished game of theirs \
             from /rumino replay.",
            "Chi gestisce un server le attiva con /rumino-impostazioni server web:True; i \
             messaggi del bot rimandano allora qui. Ogni giocatore può condividere una sua \
             partita finita da /rumino rivedi.",
        )) }
    };
    let title = lang.pick("Rumino on the web", "Rumino sul web");
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
