//! (c) Modals the bot opens (callback type 9): a valid one is accepted and readable, one over
//! Discord's limits is refused with Discord's 400.

use serde_json::{json, Value};
use serenity::all as sy;

use super::{
    common::*,
    modals::{alice_hand, rearrange_modal, text_input},
    support::standin::*,
};

#[tokio::test]
async fn a_valid_modal_is_accepted_and_readable() {
    let standin = StandIn::start(quick_config()).await;
    let hand = alice_hand(&standin).await;
    let click = standin.press(ALICE, &hand, "Rearrange");
    let body = json!({"type": 9, "data": rearrange_modal()});
    assert_eq!(answer(&standin, &click, body.clone()).await.0, 204);
    let modal = click.modal().await;
    assert_eq!(
        (modal.custom_id.as_str(), modal.title.as_str()),
        ("t:1:rearrange", "Rearrange your hand")
    );
    let draft = modal.input("draft").unwrap();
    assert_eq!(
        (draft.label.as_str(), draft.style, draft.value.as_deref()),
        ("Your hand", 2, Some("A♠ 2♠ 3♠"))
    );
    assert!(draft.is_paragraph() && draft.required);
    assert_eq!((draft.min_length, draft.max_length), (0, 4000));
    let note = modal.input("Note").expect("found by label");
    assert_eq!(note.custom_id, "note");
    assert_eq!(
        (note.style, note.required, note.value.as_deref()),
        (1, false, None)
    );
    assert_eq!((note.min_length, note.max_length), (2, 20));
    assert_eq!(note.placeholder.as_deref(), Some("optional"));
    assert!(click.original().is_none(), "a modal is no message");

    // A slash command may open one too; the same body passes the offline check.
    let slash = standin.slash(BOB, CHANNEL_ID, "rumino", "note", json!([]), "en-US");
    assert_eq!(answer(&standin, &slash, body.clone()).await.0, 204);
    assert_eq!(slash.modal().await.inputs.len(), 2);
    assert!(check_request("POST", &callback_path(&slash), &body).is_empty());

    // What serenity's builder sends for the bot is accepted as it is.
    let input = sy::CreateInputText::new(sy::InputTextStyle::Paragraph, "Your hand", "draft")
        .value("A♠ 2♠ 3♠")
        .required(true);
    let built = sy::CreateInteractionResponse::Modal(
        sy::CreateModal::new("t:1:rearrange", "Rearrange your hand")
            .components(vec![sy::CreateActionRow::InputText(input)]),
    );
    let slash = standin.slash(BOB, CHANNEL_ID, "rumino", "note", json!([]), "en-US");
    let built = serde_json::to_value(built).expect("serializable");
    let (status, refusal) = answer(&standin, &slash, built).await;
    assert_eq!(status, 204, "{refusal}");
    assert_eq!(
        slash.modal().await.input("draft").unwrap().value.as_deref(),
        Some("A♠ 2♠ 3♠")
    );

    // Every limit exactly reached: 5 rows, 100-character ids, 45-character title and labels,
    // 4000-character prefill, 100-character placeholder.
    let full_row = |i: usize| {
        let mut input = text_input(&format!("{i}{}", "c".repeat(99)), &"l".repeat(45), 2);
        input["value"] = json!("v".repeat(4000));
        input["placeholder"] = json!("p".repeat(100));
        input["min_length"] = json!(0);
        input["max_length"] = json!(4000);
        row(json!([input]))
    };
    let full = json!({"type": 9, "data": {"custom_id": "m".repeat(100), "title": "t".repeat(45),
        "components": (0..5).map(full_row).collect::<Vec<_>>()}});
    let slash = standin.slash(BOB, CHANNEL_ID, "rumino", "note", json!([]), "en-US");
    let (status, refusal) = answer(&standin, &slash, full).await;
    assert_eq!(status, 204, "{refusal}");
    assert_eq!(slash.modal().await.inputs.len(), 5);
    standin.assert_no_violations();
}

#[tokio::test]
async fn modals_over_discords_limits_are_refused() {
    let standin = StandIn::start(quick_config()).await;
    let with = |f: &dyn Fn(&mut Value)| {
        let mut m = rearrange_modal();
        f(&mut m);
        m
    };
    let input = "data.components.0.components.0";
    let cases = [
        (
            with(&|m| m["title"] = json!("t".repeat(46))),
            "data.title",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|m| m["title"] = json!("")),
            "data.title",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|m| m["custom_id"] = json!("c".repeat(101))),
            "data.custom_id",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|m| m["components"] = json!([])),
            "data.components",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|m| {
                let rows: Vec<Value> = (0..6)
                    .map(|i| row(json!([text_input(&format!("i{i}"), "L", 1)])))
                    .collect();
                m["components"] = json!(rows);
            }),
            "data.components",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["label"] = json!("l".repeat(46))),
            "label",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["label"] = Value::Null),
            "label",
            "BASE_TYPE_REQUIRED",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["value"] = json!("v".repeat(4001))),
            "value",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["value"] = json!("")),
            "value",
            "BASE_TYPE_MIN_LENGTH",
        ),
        (
            with(&|m| m["components"][1]["components"][0]["value"] = json!("x".repeat(21))),
            "data.components.1.components.0.value",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            with(&|m| m["components"][1]["components"][0]["custom_id"] = json!("draft")),
            "data.components.1.components.0.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
        ),
        (
            with(&|m| m["components"][0]["components"][0] = button("b", "B")),
            "",
            "COMPONENT_TYPE_INVALID",
        ),
        (
            with(&|m| {
                m["components"][0]["components"] =
                    json!([text_input("a", "A", 1), text_input("b", "B", 1)])
            }),
            "data.components.0.components",
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["style"] = json!(3)),
            "style",
            "BASE_TYPE_CHOICES",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["custom_id"] = Value::Null),
            "custom_id",
            "BASE_TYPE_REQUIRED",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["placeholder"] = json!("p".repeat(101))),
            "placeholder",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["min_length"] = json!(4001)),
            "min_length",
            "NUMBER_TYPE_MAX",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["max_length"] = json!(0)),
            "max_length",
            "NUMBER_TYPE_MIN",
        ),
        (
            with(&|m| {
                m["components"][1]["components"][0]["min_length"] = json!(10);
                m["components"][1]["components"][0]["max_length"] = json!(5);
            }),
            "data.components.1.components.0.min_length",
            "NUMBER_TYPE_MAX",
        ),
        (
            with(&|m| m["components"][0]["components"][0]["required"] = json!("yes")),
            "required",
            "BASE_TYPE_BOOLEAN",
        ),
        (
            with(&|m| {
                m["components"][0] =
                    json!({"type": 18, "label": "L", "component": text_input("x", "X", 1)})
            }),
            "data.components.0.type",
            "UNION_TYPE_CHOICES",
        ),
    ];
    for (i, (data, field, code)) in cases.iter().enumerate() {
        // A bare key is a field of the first text input.
        let field = match *field {
            "" => input.to_owned(),
            f if !f.contains('.') => format!("{input}.{f}"),
            f => f.to_owned(),
        };
        let slash = standin.slash(ALICE, CHANNEL_ID, "rumino", "note", json!([]), "en-US");
        let (status, refusal) = answer(&standin, &slash, json!({"type": 9, "data": data})).await;
        assert_eq!(status, 400, "case {i}: {refusal}");
        assert_eq!(
            (refusal["code"].as_u64(), refusal["message"].as_str()),
            (Some(50035), Some("Invalid Form Body")),
            "case {i}"
        );
        assert_eq!(
            error_code(&refusal, &field).as_deref(),
            Some(*code),
            "case {i}: {refusal}"
        );
        assert!(
            slash.callback().is_none(),
            "case {i}: a refused modal is no answer"
        );
        assert_eq!(standin.violations().len(), i + 1, "case {i} is recorded");
    }
    // A refused modal leaves the interaction open: a valid one still goes through.
    let slash = standin.slash(ALICE, CHANNEL_ID, "rumino", "note", json!([]), "en-US");
    let bad = json!({"type": 9, "data": with(&|m| m["title"] = json!("t".repeat(46)))});
    assert_eq!(answer(&standin, &slash, bad).await.0, 400);
    let good = json!({"type": 9, "data": rearrange_modal()});
    assert_eq!(answer(&standin, &slash, good).await.0, 204);
    assert_eq!(slash.modal().await.title, "Rearrange your hand");
}
