//! (c) Discord's interaction rules (one response, the window, update types, follow-ups, defer
//! visibility, expired tokens) and command registration limits.

use std::time::Duration;

use serde_json::{json, Value};
use serenity::all as sy;

use super::{common::*, support::standin::*};

#[tokio::test]
async fn interaction_rules_are_discords() {
    let config = StandInConfig {
        interaction_window: Duration::from_millis(300),
        ..quick_config()
    };
    let standin = StandIn::start(config).await;
    let callback = |i: &Interaction| format!("/interactions/{}/{}/callback", i.id, i.token);
    let webhook = |i: &Interaction, rest: &str| format!("/webhooks/{APP_ID}/{}{rest}", i.token);
    let message = json!({"type": 4, "data": {"content": "hi"}});

    // One initial response only.
    let once = standin.slash(ALICE, CHANNEL_ID, "rumino", "help", json!([]), "en-US");
    assert_eq!(
        call(&standin, "POST", &callback(&once), Some(message.clone()))
            .await
            .0,
        204
    );
    let (status, answer, _) = call(&standin, "POST", &callback(&once), Some(message.clone())).await;
    assert_eq!((status, answer["code"].as_u64()), (400, Some(40060)));
    assert_eq!(once.response().await.content(), "hi");

    // Within the window, or the interaction is unknown.
    let late = standin.slash(ALICE, CHANNEL_ID, "rumino", "help", json!([]), "en-US");
    tokio::time::sleep(Duration::from_millis(400)).await;
    let (status, answer, _) = call(&standin, "POST", &callback(&late), Some(message.clone())).await;
    assert_eq!((status, answer["code"].as_u64()), (404, Some(10062)));

    // Types 6 and 7 only for components; follow-ups only after the response.
    let slash = standin.slash(ALICE, CHANNEL_ID, "rumino", "help", json!([]), "en-US");
    assert_eq!(
        call(
            &standin,
            "POST",
            &callback(&slash),
            Some(json!({"type": 7, "data": {}}))
        )
        .await
        .0,
        400
    );
    let (status, answer, _) = call(
        &standin,
        "POST",
        &webhook(&slash, ""),
        Some(json!({"content": "early"})),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (404, Some(10015)));
    assert_eq!(standin.violations().len(), 4, "{:#?}", standin.violations());

    // A public defer makes the first follow-up public, whatever its flags say.
    assert_eq!(
        call(
            &standin,
            "POST",
            &callback(&slash),
            Some(json!({"type": 5}))
        )
        .await
        .0,
        204
    );
    let (status, first, _) = call(
        &standin,
        "POST",
        &webhook(&slash, ""),
        Some(json!({"content": "done", "flags": 64})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(first["flags"], 0);
    assert_eq!(slash.reply().await.content(), "done");
    let (_, second, _) = call(
        &standin,
        "POST",
        &webhook(&slash, ""),
        Some(json!({"content": "secret", "flags": 64})),
    )
    .await;
    assert_eq!(second["flags"], 64);
    assert_eq!(standin.last_ephemeral(ALICE).unwrap().content(), "secret");
    assert_eq!(slash.followups().len(), 1);

    // `@original` edits count; an expired token is refused.
    let (status, _, _) = call(
        &standin,
        "PATCH",
        &webhook(&slash, "/messages/@original"),
        Some(json!({"content": "edited"})),
    )
    .await;
    assert_eq!(status, 200);
    let original = slash.original().unwrap();
    assert_eq!((original.content(), original.edits), ("edited", 2));
    slash.expire();
    let (status, answer, _) = call(
        &standin,
        "PATCH",
        &webhook(&slash, "/messages/@original"),
        Some(json!({"content": "x"})),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (401, Some(50027)));
    assert_eq!(standin.violations().len(), 5);
}

#[tokio::test]
async fn command_registration_limits() {
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    let option = |name: &str, required: bool| json!({"type": 4, "name": name, "description": "d", "required": required});
    let too_many: Vec<Value> = (0..26).map(|i| option(&format!("o{i}"), false)).collect();
    let cases = [
        (
            json!([{"name": "Rumino", "description": "d"}]),
            "0.name",
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
        (
            json!([{"name": "rumino", "description": "d".repeat(101)}]),
            "0.description",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!([{"name": "rumino", "description": ""}]),
            "0.description",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!([{"name": "rumino", "description": "d", "options": too_many}]),
            "0.options",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!([{"name": "rumino", "description": "d", "name_localizations": {"xx": "karten"}}]),
            "0.name_localizations.xx",
            "BASE_TYPE_CHOICES",
        ),
        (
            json!([{"name": "rumino", "description": "d", "options": [option("a", false), option("b", true)]}]),
            "0.options.1.required",
            "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
        ),
        (
            json!([{"name": "a b", "description": "d"}]),
            "0.name",
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
    ];
    for (i, (body, field, code)) in cases.iter().enumerate() {
        let (status, answer, _) = call(&standin, "PUT", &path, Some(body.clone())).await;
        assert_eq!(status, 400, "case {i}: {answer}");
        assert_eq!(
            error_code(&answer, field).as_deref(),
            Some(*code),
            "case {i}: {answer}"
        );
    }
    assert_eq!(standin.violations().len(), cases.len());
    assert!(standin.registered_commands().is_empty());
    let good = json!([{"name": "rumino", "description": "Cards", "name_localizations": {"de": "karten"},
        "options": [{"type": 1, "name": "start", "description": "Open", "options": [option("stake", true), option("seats", false)]}]}]);
    let (status, answer, _) = call(&standin, "PUT", &path, Some(good)).await;
    assert_eq!(status, 200, "{answer}");
    serde_json::from_value::<Vec<sy::Command>>(answer).expect("serenity Command list");
    assert_eq!(standin.registered_commands()[0]["name"], "rumino");
}
