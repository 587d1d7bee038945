//! Helpers of the stand-in's self-test: raw REST calls, component bodies, error lookups,
//! dispatched interactions as serenity reads them.

use serde_json::{json, Value};
use serenity::all as sy;

use super::support::standin::*;

pub fn quick_config() -> StandInConfig {
    StandInConfig {
        heartbeat_interval_ms: 1000,
        ..StandInConfig::default()
    }
}

/// The path of `i`'s callback.
pub fn callback_path(i: &Interaction) -> String {
    format!("/interactions/{}/{}/callback", i.id, i.token)
}

/// Posts a callback answering `i`; returns status and body.
pub async fn answer(standin: &StandIn, i: &Interaction, body: Value) -> (u16, Value) {
    let (status, body, _) = call(standin, "POST", &callback_path(i), Some(body)).await;
    (status, body)
}

/// A raw REST call with the bot's token; returns status, JSON body (null if none), headers.
pub async fn call(
    standin: &StandIn,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> (u16, Value, reqwest::header::HeaderMap) {
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let url = format!("{}/api/v10{path}", standin.base_url());
    let mut req = client
        .request(method.parse().expect("method"), url)
        .header("Authorization", format!("Bot {}", standin.config().token));
    if let Some(body) = body {
        req = req.json(&body);
    }
    let resp = req.send().await.expect("request to the stand-in");
    let status = resp.status().as_u16();
    let headers = resp.headers().clone();
    let text = resp.text().await.expect("body");
    let json = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).expect("JSON body")
    };
    (status, json, headers)
}

pub fn row(components: Value) -> Value {
    json!({"type": 1, "components": components})
}

pub fn button(id: &str, label: &str) -> Value {
    json!({"type": 2, "style": 1, "custom_id": id, "label": label})
}

/// The first `_errors` code at a dotted path of a 50035 answer.
pub fn error_code(body: &Value, path: &str) -> Option<String> {
    let mut node = &body["errors"];
    for key in path.split('.').filter(|k| !k.is_empty()) {
        node = &node[key];
    }
    node["_errors"][0]["code"].as_str().map(str::to_owned)
}

/// Parses a whole gateway frame the way serenity's shard does.
pub fn gateway_event(frame: &Value) -> sy::Event {
    match serde_json::from_value::<sy::GatewayEvent>(frame.clone()) {
        Ok(sy::GatewayEvent::Dispatch(_, event)) => event,
        Ok(other) => panic!("not a dispatch: {other:?}"),
        Err(e) => panic!("serenity rejects {}: {e}", frame["t"]),
    }
}

/// The last dispatched interaction, as sent and as serenity reads it.
pub fn last_interaction(standin: &StandIn) -> (Value, sy::Interaction) {
    let frame = standin.dispatched().pop().expect("a dispatch");
    let sy::Event::InteractionCreate(event) = gateway_event(&frame) else {
        panic!("INTERACTION_CREATE: {frame}")
    };
    (frame["d"].clone(), event.interaction)
}
