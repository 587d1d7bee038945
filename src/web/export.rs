//! A finished game as JSON, for players who analyse: its id and game, its options as the table
//! was opened with them, its seats, and every logged action of that game in order (what the
//! table applied, with when), `/s/<guild>/games/<id>/export.json` or `/g/<token>/export.json`.

use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::header,
    response::IntoResponse,
};
use serde_json::{json, Value};

use super::{replay_page::Found, PageError, PageResult, Web};
use crate::i18n;

pub async fn server_export(
    State(web): State<Arc<Web>>,
    Path((guild, game)): Path<(String, String)>,
) -> PageResult {
    export(&web, Found::server(&web, &guild, &game).await?).await
}

pub async fn shared_export(State(web): State<Arc<Web>>, Path(token): Path<String>) -> PageResult {
    export(&web, Found::shared(&web, token).await?).await
}

async fn export(web: &Web, found: Found) -> PageResult {
    // Only a finished game of that server: the same check as its replay, on the log it read.
    let (last, stored, actions) = found.with_log(web).await?;
    let (table, game_no) = (found.table, found.game_no);
    let options: Value = serde_json::from_str(&stored.options).unwrap_or(Value::Null);
    let game = i64::from(game_no);
    let steps: Vec<Value> = actions
        .iter()
        .filter(|a| a.game_no == Some(game))
        .map(|a| {
            json!({
                "seq": a.seq,
                "at_ms": a.created_at,
                "action": serde_json::from_str::<Value>(&a.payload).unwrap_or(Value::Null),
            })
        })
        .collect();
    let state = &last.state;
    let seats: Vec<Value> = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            json!({
                "seat": seat,
                "name": s.name,
                "computer": s.computer,
            })
        })
        .collect();
    let body = json!({
        "id": i18n::game_id(table.0, game_no),
        "game": stored.game_kind,
        "options": options.get("options").cloned().unwrap_or(Value::Null),
        "seats": seats,
        "actions": steps,
    });
    let text = serde_json::to_string_pretty(&body).map_err(|_| PageError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, found.cache),
        ],
        text,
    )
        .into_response())
}
