//! (c) Request bodies breaking Discord's limits or its OpenAPI schema are refused with Discord's
//! own 400 and recorded as violations; routes and the token are checked.

use serde_json::{json, Value};
use serenity::all as sy;

use super::{common::*, support::standin::*};

#[tokio::test]
async fn message_limits_are_refused_with_discords_error() {
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let long_id = "x".repeat(101);
    let six_buttons: Vec<Value> = (0..6).map(|i| button(&format!("b{i}"), "B")).collect();
    let select = json!({"type": 3, "custom_id": "s", "options": [{"label": "A", "value": "a"}]});
    let fields: Vec<Value> = (0..26)
        .map(|i| json!({"name": format!("f{i}"), "value": "v"}))
        .collect();
    let big = "d".repeat(4000);
    let cases = [
        (
            json!({"content": "x".repeat(2001)}),
            "content",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [row(json!([button("a", &"l".repeat(81))]))]}),
            "components.0.components.0.label",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": vec![row(json!([button("a", "A")])); 6]}),
            "components",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [row(json!([button(&long_id, "A")]))]}),
            "components.0.components.0.custom_id",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [row(json!(six_buttons))]}),
            "components.0.components",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [row(json!([select, button("b", "B")]))]}),
            "components.0.components",
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        ),
        (
            json!({"components": [row(json!([button("a", "A"), button("a", "B")]))]}),
            "components.0.components.1.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
        ),
        (
            json!({"components": [row(json!([{"type": 2, "style": 1, "label": "No id"}]))]}),
            "components.0.components.0.custom_id",
            "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED",
        ),
        (
            json!({"embeds": [{"title": "t".repeat(257)}]}),
            "embeds.0.title",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"embeds": [{"title": "many", "fields": fields}]}),
            "embeds.0.fields",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"embeds": [{"description": big}, {"description": big}]}),
            "embeds",
            "MAX_EMBED_SIZE_EXCEEDED",
        ),
    ];
    for (i, (body, field, code)) in cases.iter().enumerate() {
        let (status, answer, _) = call(&standin, "POST", &path, Some(body.clone())).await;
        assert_eq!(status, 400, "case {i}: {answer}");
        assert_eq!(answer["code"], 50035, "case {i}: {answer}");
        assert_eq!(answer["message"], "Invalid Form Body");
        assert_eq!(
            error_code(&answer, field).as_deref(),
            Some(*code),
            "case {i}: {answer}"
        );
        assert_eq!(standin.violations().len(), i + 1, "case {i} is recorded");
    }
    // Nothing was stored; an empty message has its own error.
    assert!(standin.channel_messages(CHANNEL_ID).is_empty());
    let (status, answer, _) = call(&standin, "POST", &path, Some(json!({"content": ""}))).await;
    assert_eq!((status, answer["code"].as_u64()), (400, Some(50006)));

    // A valid message is stored and fits serenity's Message.
    let valid = json!({"content": "ok", "embeds": [{"title": "T", "fields": [{"name": "a", "value": "b", "inline": true}]}],
        "components": [row(json!([button("go", "Go"), {"type": 2, "style": 5, "label": "Rules", "url": "https://example.com"}]))]});
    let (status, answer, _) = call(&standin, "POST", &path, Some(valid)).await;
    assert_eq!(status, 200, "{answer}");
    serde_json::from_value::<sy::Message>(answer).expect("serenity Message");
    assert_eq!(standin.channel_messages(CHANNEL_ID).len(), 1);
    assert_eq!(standin.violations().len(), cases.len() + 1);
}

#[tokio::test]
async fn callbacks_are_checked_too_with_the_data_prefix() {
    let standin = StandIn::start(quick_config()).await;
    let slash = standin.slash(ALICE, CHANNEL_ID, "rumino", "hand", json!([]), "en-US");
    let path = format!("/interactions/{}/{}/callback", slash.id, slash.token);
    let bad =
        json!({"type": 4, "data": {"components": [row(json!([button("a", &"l".repeat(81))]))]}});
    let (status, answer, _) = call(&standin, "POST", &path, Some(bad)).await;
    assert_eq!(status, 400);
    assert_eq!(
        error_code(&answer, "data.components.0.components.0.label").as_deref(),
        Some("BASE_TYPE_MAX_LENGTH")
    );
    // A refused response is no response: a correct one still goes through.
    let (status, _, _) = call(
        &standin,
        "POST",
        &path,
        Some(json!({"type": 4, "data": {"content": "ok"}})),
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(standin.violations().len(), 1);
}

#[tokio::test]
async fn routes_and_token_are_checked() {
    let standin = StandIn::start(quick_config()).await;
    let (status, answer, _) = call(&standin, "GET", "/nowhere", None).await;
    assert_eq!(
        (status, answer["message"].as_str()),
        (404, Some("404: Not Found"))
    );
    let (status, _, _) = call(&standin, "DELETE", "/gateway", None).await;
    assert_eq!(status, 405);
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let resp = client
        .get(format!("{}/api/v10/users/@me", standin.base_url()))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 401);
    assert_eq!(standin.violations().len(), 3);
    let (status, me, _) = call(&standin, "GET", "/users/@me", None).await;
    assert_eq!((status, me["bot"].as_bool()), (200, Some(true)));
    let (status, gw, _) = call(&standin, "GET", "/gateway", None).await;
    assert_eq!(
        (status, gw["url"].as_str()),
        (200, Some(standin.gateway_url().as_str()))
    );
    let (status, channel, _) = call(
        &standin,
        "GET",
        &format!("/channels/{MUTED_CHANNEL_ID}"),
        None,
    )
    .await;
    assert_eq!(
        (status, channel["name"].as_str()),
        (200, Some("announcements"))
    );
    let (status, answer, _) = call(
        &standin,
        "POST",
        &format!("/channels/{MUTED_CHANNEL_ID}/messages"),
        Some(json!({"content": "hi"})),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (403, Some(50013)));
    let (status, member, _) = call(
        &standin,
        "GET",
        &format!("/guilds/{GUILD_ID}/members/{ERIN}"),
        None,
    )
    .await;
    assert_eq!(
        (status, member["user"]["global_name"].as_str()),
        (200, Some("Erin"))
    );
    assert_eq!(standin.requests().len(), 8);
}

#[tokio::test]
async fn the_openapi_schema_catches_what_the_limits_do_not() {
    if !schema_validation_enabled() {
        eprintln!("skipped: ../shared/discord-api-spec/openapi.json is absent");
        return;
    }
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let (status, answer, _) = call(
        &standin,
        "POST",
        &path,
        Some(json!({"content": "x", "tts": "yes"})),
    )
    .await;
    assert_eq!(status, 400, "{answer}");
    assert!(error_code(&answer, "tts").is_some(), "{answer}");
    let mention = json!({"content": "x", "allowed_mentions": {"parse": ["everyone", "nobody"]}});
    let (status, answer, _) = call(&standin, "POST", &path, Some(mention)).await;
    assert_eq!(status, 400, "{answer}");
    assert!(
        error_code(&answer, "allowed_mentions.parse.1").is_some(),
        "{answer}"
    );
    // The callback's anyOf is narrowed to the branch its `type` names.
    let slash = standin.slash(ALICE, CHANNEL_ID, "rumino", "help", json!([]), "en-US");
    let bad =
        json!({"type": 4, "data": {"content": "x", "embeds": [{"title": "t", "color": "red"}]}});
    let (status, answer, _) = call(
        &standin,
        "POST",
        &format!("/interactions/{}/{}/callback", slash.id, slash.token),
        Some(bad),
    )
    .await;
    assert_eq!(status, 400, "{answer}");
    assert!(
        error_code(&answer, "data.embeds.0.color").is_some(),
        "{answer}"
    );
    assert_eq!(standin.violations().len(), 3);
    // The same checks without a server, for views.
    assert!(check_request("POST", &path, &json!({"content": "fine"})).is_empty());
    assert_eq!(
        check_request("POST", &path, &json!({"content": "x", "tts": 3})).len(),
        1
    );
}

#[test]
fn every_route_served_is_one_of_discords() {
    let routes = [
        ("GET", "/gateway"),
        ("GET", "/gateway/bot"),
        ("GET", "/oauth2/applications/@me"),
        ("GET", "/applications/@me"),
        ("GET", "/users/@me"),
        ("GET", "/users/1"),
        ("POST", "/users/@me/channels"),
        ("GET", "/applications/1/commands"),
        ("PUT", "/applications/1/commands"),
        ("POST", "/applications/1/commands"),
        ("GET", "/applications/1/guilds/2/commands"),
        ("PUT", "/applications/1/guilds/2/commands"),
        ("POST", "/applications/1/guilds/2/commands"),
        ("POST", "/interactions/1/token/callback"),
        ("POST", "/webhooks/1/token"),
        ("GET", "/webhooks/1/token/messages/@original"),
        ("PATCH", "/webhooks/1/token/messages/@original"),
        ("DELETE", "/webhooks/1/token/messages/@original"),
        ("GET", "/webhooks/1/token/messages/3"),
        ("PATCH", "/webhooks/1/token/messages/3"),
        ("DELETE", "/webhooks/1/token/messages/3"),
        ("GET", "/channels/1"),
        ("GET", "/channels/1/messages"),
        ("POST", "/channels/1/messages"),
        ("GET", "/channels/1/messages/2"),
        ("PATCH", "/channels/1/messages/2"),
        ("DELETE", "/channels/1/messages/2"),
        ("POST", "/channels/1/typing"),
        ("POST", "/channels/1/threads"),
        ("GET", "/guilds/1"),
        ("GET", "/guilds/1/channels"),
        ("GET", "/guilds/1/members/2"),
    ];
    for (method, path) in routes {
        match discord_has_route(method, path) {
            None => return eprintln!("skipped: no OpenAPI document"),
            Some(known) => assert!(known, "{method} {path} is not in Discord's API"),
        }
    }
}

#[tokio::test]
async fn without_the_schema_the_limits_still_hold() {
    let standin = StandIn::start(StandInConfig {
        spec_path: None,
        ..quick_config()
    })
    .await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let (status, _, _) = call(
        &standin,
        "POST",
        &path,
        Some(json!({"content": "x", "tts": "yes"})),
    )
    .await;
    assert_eq!(status, 200, "the schema is off");
    let (status, answer, _) = call(
        &standin,
        "POST",
        &path,
        Some(json!({"content": "x".repeat(2001)})),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(
        error_code(&answer, "content").as_deref(),
        Some("BASE_TYPE_MAX_LENGTH")
    );
}

/// A string select with `n` options `o0…`, each labelled `L0…`.
fn select_of(id: &str, n: usize) -> Value {
    let options: Vec<Value> = (0..n)
        .map(|i| json!({"label": format!("L{i}"), "value": format!("o{i}")}))
        .collect();
    json!({"type": 3, "custom_id": id, "options": options})
}

#[tokio::test]
async fn select_menus_over_discords_limits_are_refused() {
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let with = |f: &dyn Fn(&mut Value)| {
        let mut s = select_of("menu", 3);
        f(&mut s);
        json!({"components": [row(json!([s]))]})
    };
    let cases = [
        (
            json!({"components": [row(json!([select_of("menu", 26)]))]}),
            "components.0.components.0.options",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [row(json!([select_of("menu", 0)]))]}),
            "components.0.components.0.options",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|s| s["options"][1]["label"] = json!("l".repeat(101))),
            "components.0.components.0.options.1.label",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|s| s["options"][2]["value"] = json!("v".repeat(101))),
            "components.0.components.0.options.2.value",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|s| s["options"][1]["value"] = json!("o0")),
            "components.0.components.0.options.1.value",
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
        ),
        (
            with(&|s| s["placeholder"] = json!("p".repeat(151))),
            "components.0.components.0.placeholder",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            with(&|s| s["custom_id"] = json!("c".repeat(101))),
            "components.0.components.0.custom_id",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|s| s["max_values"] = json!(4)),
            "components.0.components.0.options",
            "SELECT_COMPONENT_TOO_FEW_OPTIONS",
        ),
        (
            json!({"components": (0..6).map(|i| row(json!([select_of(&format!("m{i}"), 2)]))).collect::<Vec<_>>()}),
            "components",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [row(json!([select_of("same", 2)])), row(json!([select_of("same", 2)]))]}),
            "components.1.components.0.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
        ),
    ];
    for (i, (body, field, code)) in cases.iter().enumerate() {
        let (status, answer, _) = call(&standin, "POST", &path, Some(body.clone())).await;
        assert_eq!(status, 400, "case {i}: {answer}");
        assert_eq!(
            error_code(&answer, field).as_deref(),
            Some(*code),
            "case {i}: {answer}"
        );
    }
    assert_eq!(standin.violations().len(), cases.len());
    assert!(standin.channel_messages(CHANNEL_ID).is_empty());
    // At the limits exactly: 5 rows of menus of 25 options, 100-character labels and values.
    let full = |i: usize| {
        let mut s = select_of(&format!("{i}{}", "c".repeat(99)), 25);
        s["placeholder"] = json!("p".repeat(150));
        s["options"][0] = json!({"label": "l".repeat(100), "value": "v".repeat(100)});
        row(json!([s]))
    };
    let body = json!({"components": (0..5).map(full).collect::<Vec<_>>()});
    let (status, answer, _) = call(&standin, "POST", &path, Some(body)).await;
    assert_eq!(status, 200, "{answer}");
    serde_json::from_value::<sy::Message>(answer).expect("serenity Message");
    assert_eq!(standin.violations().len(), cases.len());
}
