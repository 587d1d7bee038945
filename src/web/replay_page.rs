//! A finished game, step by step: `/s/<guild>/games/<table>-<game>?step=` on a server whose
//! pages are on, or `/g/<token>?step=` for a game a member shared. Each step is rebuilt from the
//! table's log by the same `TableState::apply` that played it, exactly as `/rumino replay` does:
//! the table's picture, its panel, and every hand (the game is over, so nothing is private any
//! more). Stepped by links, and by ← → Home End with the page's small script.

use std::sync::Arc;

use axum::{
    extract::{Path, Query, State},
    http::{header, HeaderMap},
    response::IntoResponse,
};
use maud::{html, Markup};
use serde::Deserialize;

use super::{layout, paths::GameAt, PageError, PageResult, Web};
use crate::{
    faces::{
        pictures::{table_alt, table_png},
        screens::{self, HandExtras, Panel},
    },
    i18n,
    ids::{GuildId, TableId},
    lang::Lang,
    pictures::{Look, Scene},
    store::{StoredAction, StoredTable},
    table::{GameFrame, ReplayUnavailable, TableState},
};

#[derive(Debug, Default, Deserialize)]
pub struct Ask {
    step: Option<usize>,
    lang: Option<String>,
}

/// A server's game: `<table>-<game>` on a server whose pages are on.
pub async fn server_game(
    State(web): State<Arc<Web>>,
    Path((guild, game)): Path<(String, String)>,
    Query(ask): Query<Ask>,
    headers: HeaderMap,
) -> PageResult {
    game_page(
        &web,
        Found::server(&web, &guild, &game).await?,
        ask,
        &headers,
    )
    .await
}

/// A shared game, by its token, whatever the server's setting.
pub async fn shared_game(
    State(web): State<Arc<Web>>,
    Path(token): Path<String>,
    Query(ask): Query<Ask>,
    headers: HeaderMap,
) -> PageResult {
    game_page(&web, Found::shared(&web, token).await?, ask, &headers).await
}

pub async fn server_picture(
    State(web): State<Arc<Web>>,
    Path((guild, game, step)): Path<(String, String, usize)>,
) -> PageResult {
    picture(&web, Found::server(&web, &guild, &game).await?, step).await
}

pub async fn shared_picture(
    State(web): State<Arc<Web>>,
    Path((token, step)): Path<(String, usize)>,
) -> PageResult {
    picture(&web, Found::shared(&web, token).await?, step).await
}

/// The game an address names, and how long its pages may be kept.
pub(super) struct Found {
    pub at: GameAt,
    pub guild: GuildId,
    pub table: TableId,
    pub game_no: u32,
    pub cache: &'static str,
}

impl Found {
    /// The game `<table>-<game>` of a server whose pages are on.
    pub(super) async fn server(web: &Web, guild: &str, game: &str) -> Result<Found, PageError> {
        let guild = web.public_server(guild).await?;
        let (table, game_no) = i18n::parse_game_id(game).ok_or(PageError::NotFound)?;
        let table = TableId(table);
        Ok(Found {
            at: GameAt::Server {
                guild,
                table,
                game_no,
            },
            guild,
            table,
            game_no,
            cache: "public, max-age=300",
        })
    }

    /// The game a share token opens. A shared link is the sharer's to pass on, not a page for
    /// caches to keep.
    pub(super) async fn shared(web: &Web, token: String) -> Result<Found, PageError> {
        let shared = web
            .service
            .store()
            .shared_game(&token)
            .await?
            .ok_or(PageError::NotFound)?;
        Ok(Found {
            at: GameAt::Shared(token),
            guild: shared.guild,
            table: shared.table,
            game_no: shared.game_no,
            cache: "private, no-store",
        })
    }

    /// Step `step` of the game, rebuilt from its log; a game that is not over is not found.
    pub(super) async fn frame(&self, web: &Web, step: usize) -> Result<GameFrame, PageError> {
        let replayed = web
            .service
            .replay_frame(self.guild, self.table, self.game_no, step)
            .await;
        replayed.map_err(not_shown)
    }

    /// The game's last step, with the table and the log it was rebuilt from.
    pub(super) async fn with_log(
        &self,
        web: &Web,
    ) -> Result<(GameFrame, StoredTable, Vec<StoredAction>), PageError> {
        let replayed = web
            .service
            .replay_with_log(self.guild, self.table, self.game_no, usize::MAX)
            .await;
        replayed.map_err(not_shown)
    }
}

/// A store failure is an apology; anything else (no such game, one still running) is not found.
fn not_shown(why: ReplayUnavailable) -> PageError {
    match why {
        ReplayUnavailable::Failed(e) => PageError::Failed(e),
        _ => PageError::NotFound,
    }
}

#[allow(clippy::too_many_arguments)]
async fn game_page(web: &Web, found: Found, ask: Ask, headers: &HeaderMap) -> PageResult {
    let lang = layout::reader_lang(ask.lang.as_deref(), headers);
    let frame = found.frame(web, ask.step.unwrap_or(0)).await?;
    let state = in_reader_lang(&frame, lang);
    let id = i18n::game_id(found.table.0, found.game_no);
    let title = i18n::replay_title(lang, &screens::title(&state), &id);
    let body = step_body(lang, &found.at, &frame, &state);
    Ok((
        [(header::CACHE_CONTROL, found.cache)],
        layout::page(lang, &title, body),
    )
        .into_response())
}

/// The step's state in the reader's language, with no clock (the game is over).
fn in_reader_lang(frame: &GameFrame, lang: Lang) -> TableState {
    let mut state = frame.state.clone();
    state.options.lang = lang;
    state.timer = None;
    state
}

fn step_body(lang: Lang, at: &GameAt, frame: &GameFrame, state: &TableState) -> Markup {
    let hand = hand_of(&frame.deals, frame.step);
    let names = |id: i64| {
        state
            .players
            .iter()
            .find(|s| s.player.0 == id)
            .map(|s| s.name.clone())
    };
    let (panel, over) = match &state.game {
        Some(game) if game.settlement().is_some() => (screens::finished(state, game), true),
        Some(game) => (screens::playing(state, game), false),
        None => (Panel::default(), false),
    };
    let alt = state.game.as_ref().map(|game| {
        let seat_names: Vec<String> = state.players.iter().map(|s| s.name.clone()).collect();
        table_alt(
            game,
            &Scene {
                names: &seat_names,
                look: Look::default(),
                lang,
            },
        )
    });
    html! {
        (steps_nav(lang, at, frame, hand))
        @if let Some(alt) = alt {
            img.table src=(at.picture(frame.step)) alt=(alt) width="1200" height="675";
        }
        div.card.panel {
            @for line in &panel.lines {
                p { (layout::markdown(line, &names)) }
            }
            @if let Some((name, value)) = &panel.field {
                h2 { (layout::markdown(name, &names)) }
                p { (layout::markdown(value, &names)) }
            }
        }
        @if !over {
            @if let Some(game) = &state.game {
                div.hands {
                    @for seat in 0..state.players.len() {
                        @let extras = HandExtras { note: None, draft: None, lang };
                        div.card {
                            h2 { (i18n::replay_hand_of(lang, &i18n::game_seat_name(lang, state, seat))) }
                            p { (layout::markdown(&screens::hand(state, game, seat, extras).content, &names)) }
                        }
                    }
                }
            }
        }
        p { a href=(at.export()) { (crate::say!(lang, "web-the-whole-game-as-json")) } }
        script src="/replay.js" {}
    }
}

/// The hand (from 1) step `step` belongs to: the last dealt at or before it.
fn hand_of(deals: &[usize], step: usize) -> usize {
    deals.iter().filter(|&&d| d <= step).count().max(1)
}

/// First, previous, the position, next and last; then a link to each hand's first step.
fn steps_nav(lang: Lang, at: &GameAt, frame: &GameFrame, hand: usize) -> Markup {
    let last = frame.steps.saturating_sub(1);
    // Each control says what it does to a screen reader, the ⏮ ⏭ marks included.
    let link = |step: usize, key: &str, text: &str, off: bool| {
        let said = match key {
            "first" => crate::say!(lang, "web-first-step"),
            "last" => crate::say!(lang, "web-last-step"),
            "prev" => crate::say!(lang, "web-previous-step"),
            _ => crate::say!(lang, "web-next-step"),
        };
        html! {
            @if off {
                span.off aria-disabled="true" aria-label=(said) { (text) }
            } @else {
                a href=(at.step(step)) data-key=(key) aria-label=(said) title=(said) { (text) }
            }
        }
    };
    html! {
        nav.pager aria-label=(crate::say!(lang, "web-steps")) {
            (link(0, "first", "⏮", frame.step == 0))
            (link(frame.step.saturating_sub(1), "prev", crate::say!(lang, "web-back"), frame.step == 0))
            span aria-current="step" { (i18n::replay_position(lang, frame.step, frame.steps, hand)) }
            (link((frame.step + 1).min(last), "next", crate::say!(lang, "web-forward"), frame.step >= last))
            (link(last, "last", "⏭", frame.step >= last))
        }
        @if frame.deals.len() > 1 {
            nav.choices aria-label=(crate::say!(lang, "web-hands")) {
                @for (i, &step) in frame.deals.iter().enumerate() {
                    a href=(at.step(step)) aria-current=[(i + 1 == hand).then_some("true")] {
                        (i18n::hand_option(lang, i + 1))
                    }
                }
            }
        }
    }
}

/// Step `step`'s table picture, as PNG.
async fn picture(web: &Web, found: Found, step: usize) -> PageResult {
    let frame = found.frame(web, step).await?;
    let state = &frame.state;
    let game = state.game.as_ref().ok_or(PageError::NotFound)?;
    let names: Vec<String> = state.players.iter().map(|s| s.name.clone()).collect();
    let scene = Scene {
        names: &names,
        look: Look::default(),
        lang: state.options.lang,
    };
    let png = table_png(game, &scene);
    Ok((
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, found.cache),
        ],
        png,
    )
        .into_response())
}
