//! The bot's web pages: a server's leaderboards, its members' profiles, its finished games'
//! replays (and their JSON), and its tournaments, served by the bot process itself when
//! `WEB_ADDR` is set. Read-only HTML that works without JavaScript, from the store alone, so any
//! process of a sharded bot answers any page.
//!
//! Privacy first: a server's pages exist only while the server has turned them on
//! (`/rumino-settings server web:True`); otherwise (and for an id that is not one) the answer is
//! the same "not found" as for a bad address. Only finished games are shown, so no page shows a
//! card that was hidden at that moment of a game in progress. A member may share one finished
//! game by a link with a token nobody can guess (`/g/<token>`), which opens whatever the
//! server's setting. Pages name players as the server showed them when they last took a seat.

mod chart;
mod export;
mod guard;
mod layout;
mod leaderboard_page;
pub mod paths;
mod profile_page;
mod replay_page;
mod server;
mod tournament_page;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::{
    http::{header, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use maud::html;

pub use paths::Links;

use crate::{
    config::WebConfig,
    i18n,
    ids::{GuildId, PlayerId},
    lang::Lang,
    table::{TableError, TableService},
};

/// What every page handler holds: the table service (its store and clock) and the limiter.
pub struct Web {
    service: TableService,
    limiter: Arc<guard::Limiter>,
}

/// Why a page is not shown. Every "not there" is the same 404, so a page tells nothing of
/// servers that keep their pages private.
#[derive(Clone, Debug)]
pub enum PageError {
    NotFound,
    /// A store failure: a 500 with the id the logs keep.
    Failed(TableError),
}

impl From<TableError> for PageError {
    fn from(e: TableError) -> PageError {
        PageError::Failed(e)
    }
}

impl From<crate::store::StoreError> for PageError {
    fn from(e: crate::store::StoreError) -> PageError {
        PageError::Failed(TableError::logged("a web page", &e))
    }
}

impl PageError {
    /// The page that says why, in `lang`.
    fn page(&self, lang: Lang) -> Response {
        let (status, title, text) = match self {
            PageError::NotFound => (
                StatusCode::NOT_FOUND,
                crate::say!(lang, "web-not-found-title"),
                crate::say!(lang, "web-not-found").to_owned(),
            ),
            PageError::Failed(e) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                crate::say!(lang, "web-failed-title"),
                crate::faces::words::table_error(lang, e),
            ),
        };
        let body = layout::page(lang, title, html! { p { (text) } });
        (status, body).into_response()
    }
}

/// Said in English here, where the request is out of sight; [`in_readers_language`] says it
/// again in the reader's.
impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let mut response = self.page(Lang::En);
        response.extensions_mut().insert(self);
        response
    }
}

/// Says a page's refusal (a 404, a 500) in the reader's language, which a handler's error
/// does not know: `?lang=` or `Accept-Language`, as every page.
async fn in_readers_language(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let asked = request
        .uri()
        .query()
        .and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("lang=")))
        .map(str::to_owned);
    let lang = layout::reader_lang(asked.as_deref(), request.headers());
    let response = next.run(request).await;
    match response.extensions().get::<PageError>() {
        Some(error) => error.page(lang),
        None => response,
    }
}

/// The result of a page handler.
pub type PageResult = Result<Response, PageError>;

/// The pages' routes, over `web`.
pub fn router(web: Arc<Web>) -> Router {
    Router::new()
        .route("/", get(server::home))
        .route(
            "/style.css",
            get(|| async { asset("text/css", layout::STYLE) }),
        )
        .route(
            "/replay.js",
            get(|| async { asset("text/javascript", layout::REPLAY_JS) }),
        )
        .route("/s/{guild}", get(server::server_home))
        .route(
            "/s/{guild}/leaderboards/{game}",
            get(leaderboard_page::leaderboard),
        )
        .route("/s/{guild}/players/{player}", get(profile_page::profile))
        .route("/s/{guild}/games/{game}", get(replay_page::server_game))
        .route(
            "/s/{guild}/games/{game}/steps/{step}/table.png",
            get(replay_page::server_picture),
        )
        .route(
            "/s/{guild}/games/{game}/export.json",
            get(export::server_export),
        )
        .route(
            "/s/{guild}/tournaments/{id}",
            get(tournament_page::tournament),
        )
        .route("/g/{token}", get(replay_page::shared_game))
        .route(
            "/g/{token}/steps/{step}/table.png",
            get(replay_page::shared_picture),
        )
        .route("/g/{token}/export.json", get(export::shared_export))
        .fallback(|| async { PageError::NotFound })
        .layer(axum::middleware::from_fn(in_readers_language))
        .layer(axum::middleware::from_fn_with_state(
            web.clone(),
            guard::guard,
        ))
        .with_state(web)
}

/// Serves the pages on `config.addr` until the process ends; returns once it listens (or why
/// it cannot).
///
/// # Errors
/// The address cannot be listened on.
pub async fn serve(config: &WebConfig, service: TableService) -> std::io::Result<SocketAddr> {
    let web = Arc::new(Web {
        service,
        limiter: guard::Limiter::new(config.trust_proxy),
    });
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    let app = router(web).into_make_service_with_connect_info::<SocketAddr>();
    tokio::spawn(async move {
        if let Err(error) = axum::serve(listener, app).await {
            tracing::error!(%error, "the web pages stopped");
        }
    });
    tracing::info!(%addr, "serving the web pages");
    Ok(addr)
}

fn asset(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

impl Web {
    /// The server `guild` names, if its pages are on as the store holds its settings now (not
    /// a process's copy: another process may have changed them); `NotFound` otherwise.
    async fn public_server(&self, guild: &str) -> Result<GuildId, PageError> {
        let guild = GuildId(guild.parse().map_err(|_| PageError::NotFound)?);
        let settings = self.service.stored_server_settings(guild).await?;
        if settings.web {
            Ok(guild)
        } else {
            Err(PageError::NotFound)
        }
    }

    /// How `players` are named on `guild`'s pages: as they last took a seat there; computer
    /// players by their level.
    async fn names(
        &self,
        lang: Lang,
        guild: GuildId,
        players: impl IntoIterator<Item = PlayerId>,
    ) -> Result<Names, PageError> {
        let players: Vec<PlayerId> = players.into_iter().collect();
        let people: Vec<PlayerId> = players
            .iter()
            .copied()
            .filter(|p| !p.is_computer())
            .collect();
        let mut names: HashMap<PlayerId, String> = self
            .service
            .store()
            .player_names(guild, &people)
            .await?
            .into_iter()
            .collect();
        for p in players.into_iter().filter(|p| p.is_computer()) {
            names.insert(p, i18n::player_label(lang, p));
        }
        Ok(Names { names, lang })
    }
}

/// Players' names on one page.
pub struct Names {
    names: HashMap<PlayerId, String>,
    lang: Lang,
}

impl Names {
    /// `player`'s name, or "a player" for a member who never took a seat under a name.
    #[must_use]
    pub fn of(&self, player: PlayerId) -> String {
        self.names
            .get(&player)
            .cloned()
            .unwrap_or_else(|| crate::say!(self.lang, "web-a-player").to_owned())
    }
}

/// `/s/<guild>`: the server's first leaderboard.
fn first_board(guild: GuildId) -> Redirect {
    Redirect::to(&paths::leaderboard(
        guild,
        crate::games::GameKind::ALL[0],
        crate::store::Ranking::NetChips,
        crate::table::Period::AllTime,
        0,
    ))
}
