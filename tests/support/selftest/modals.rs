//! (c) Modal submits: the player's MODAL_SUBMIT reaches serenity's model; updates (6, 7) and
//! modals answering a submit follow Discord's rules; the client's own limits hold. The modal
//! bodies themselves are checked in `modal_limits`.

use std::time::Duration;

use serde_json::{json, Value};
use serenity::all as sy;

use super::{common::*, support::standin::*};

pub(crate) fn text_input(id: &str, label: &str, style: u64) -> Value {
    json!({"type": 4, "custom_id": id, "label": label, "style": style})
}

/// The "Rearrange" modal: the draft (paragraph, prefilled) and a short optional note.
pub(crate) fn rearrange_modal() -> Value {
    let mut draft = text_input("draft", "Your hand", 2);
    draft["value"] = json!("A♠ 2♠ 3♠");
    let mut note = text_input("note", "Note", 1);
    note["placeholder"] = json!("optional");
    note["required"] = json!(false);
    note["min_length"] = json!(2);
    note["max_length"] = json!(20);
    json!({"custom_id": "t:1:rearrange", "title": "Rearrange your hand",
        "components": [row(json!([draft])), row(json!([note]))]})
}

/// Alice's private hand: an ephemeral answer to a slash command, with a "Rearrange" button.
pub(crate) async fn alice_hand(standin: &StandIn) -> StoredMessage {
    let slash = standin.slash(ALICE, CHANNEL_ID, "rumino", "hand", json!([]), "de");
    let hand = json!({"type": 4, "data": {"content": "Your hand: A♠ 2♠ 3♠", "flags": 64,
        "components": [row(json!([button("t:1:rearrange", "Rearrange")]))]}});
    assert_eq!(answer(standin, &slash, hand).await.0, 204);
    slash.reply().await
}

/// The interaction dispatched last, as serenity reads it.
fn last_interaction(standin: &StandIn) -> (Value, sy::Interaction) {
    let frame = standin.dispatched().pop().expect("a dispatch");
    let sy::Event::InteractionCreate(event) = gateway_event(&frame) else {
        panic!("INTERACTION_CREATE: {frame}")
    };
    (frame["d"].clone(), event.interaction)
}

fn input_values(m: &sy::ModalInteraction) -> Vec<(String, Option<String>)> {
    m.data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .map(|c| match c {
            sy::ActionRowComponent::InputText(t) => (t.custom_id.clone(), t.value.clone()),
            other => panic!("not a text input: {other:?}"),
        })
        .collect()
}

#[tokio::test]
async fn a_submitted_modal_reaches_serenity_and_an_update_edits_the_hand() {
    let standin = StandIn::start(quick_config()).await;
    let hand = alice_hand(&standin).await;
    let click = standin.press(ALICE, &hand, "Rearrange");
    let open = json!({"type": 9, "data": rearrange_modal()});
    assert_eq!(answer(&standin, &click, open.clone()).await.0, 204);
    click.modal().await;

    let submit = standin.submit_modal(&click, &[("Your hand", "3♠ A♠\n2♠")]);
    assert_ne!((submit.id, &submit.token), (click.id, &click.token));
    let (raw, interaction) = last_interaction(&standin);
    assert_eq!(raw["type"], 5);
    let sy::Interaction::Modal(m) = interaction else {
        panic!("a modal submit: {raw}")
    };
    assert_eq!(m.id.get(), submit.id);
    assert_eq!(m.data.custom_id, "t:1:rearrange");
    assert_eq!(
        input_values(&m),
        [
            ("draft".to_owned(), Some("3♠ A♠\n2♠".to_owned())),
            ("note".to_owned(), Some(String::new())),
        ]
    );
    let origin = m
        .message
        .as_ref()
        .expect("the hand the modal was opened from");
    assert_eq!(origin.id.get(), hand.id);
    assert!(origin
        .flags
        .is_some_and(|f| f.contains(sy::MessageFlags::EPHEMERAL)));
    assert_eq!(m.user.id.get(), ALICE);
    assert!(m.member.is_some() && m.guild_id.is_some());
    // The click's locale (Alice's client), whatever the slash command that showed the hand said.
    assert_eq!(
        (m.locale.as_str(), m.channel_id.get()),
        ("en-US", CHANNEL_ID)
    );

    // UPDATE_MESSAGE edits the ephemeral hand, which the submit's reply shows.
    let update = json!({"type": 7, "data": {"content": "Your hand: 3♠ A♠ 2♠",
        "components": [row(json!([button("t:2:rearrange", "Rearrange"), button("t:2:discard", "Discard")]))]}});
    assert_eq!(answer(&standin, &submit, update).await.0, 204);
    assert_eq!(submit.response().await.kind, 7);
    let shown = submit.reply().await;
    assert_eq!((shown.id, shown.edits), (hand.id, 1));
    assert!(shown.is_ephemeral());
    assert_eq!(shown.content(), "Your hand: 3♠ A♠ 2♠");
    assert_eq!(shown.custom_ids(), ["t:2:rearrange", "t:2:discard"]);
    assert_eq!(
        standin.last_ephemeral(ALICE).unwrap().content(),
        shown.content()
    );

    // Again from the new version; untouched inputs keep their prefill. A deferred update (6)
    // then an `@original` edit also updates the hand.
    let click = standin.press(ALICE, &shown, "Rearrange");
    assert_eq!(answer(&standin, &click, open).await.0, 204);
    let submit = standin.submit_modal(&click, &[("note", "ok")]);
    let (_, sy::Interaction::Modal(m)) = last_interaction(&standin) else {
        panic!("a modal submit")
    };
    assert_eq!(input_values(&m)[0].1.as_deref(), Some("A♠ 2♠ 3♠"));
    assert_eq!(m.message.unwrap().content, "Your hand: 3♠ A♠ 2♠");
    assert_eq!(answer(&standin, &submit, json!({"type": 6})).await.0, 204);
    let (status, edited, _) = call(
        &standin,
        "PATCH",
        &format!("/webhooks/{APP_ID}/{}/messages/@original", submit.token),
        Some(json!({"content": "Your hand: A♠ 2♠ 3♠"})),
    )
    .await;
    assert_eq!(status, 200, "{edited}");
    assert_eq!(standin.edit_count(hand.id), 2);
    assert_eq!(submit.reply().await.content(), "Your hand: A♠ 2♠ 3♠");
    standin.assert_no_violations();
}

#[tokio::test]
async fn answers_to_a_submit_follow_discords_rules() {
    let standin = StandIn::start(quick_config()).await;
    let open = json!({"type": 9, "data": rearrange_modal()});
    // Opened by a slash command: no message comes with the submit; the locale is the command's.
    let slash = standin.slash(BOB, CHANNEL_ID, "rumino", "note", json!([]), "de");
    assert_eq!(answer(&standin, &slash, open.clone()).await.0, 204);
    slash.modal().await;
    let submit = standin.submit_modal(&slash, &[]);
    let (raw, sy::Interaction::Modal(m)) = last_interaction(&standin) else {
        panic!("a modal submit")
    };
    assert!(raw.get("message").is_none() && m.message.is_none());
    assert_eq!((m.locale.as_str(), m.user.id.get()), ("de", BOB));

    // No message to update (404 like Discord), no modal in answer to a modal.
    let (status, refusal) = answer(
        &standin,
        &submit,
        json!({"type": 7, "data": {"content": "x"}}),
    )
    .await;
    assert_eq!((status, refusal["code"].as_u64()), (404, Some(10008)));
    let (status, refusal) = answer(&standin, &submit, open.clone()).await;
    assert_eq!((status, refusal["code"].as_u64()), (400, Some(50035)));
    assert_eq!(
        error_code(&refusal, "type").as_deref(),
        Some("BASE_TYPE_CHOICES")
    );
    assert_eq!(standin.violations().len(), 2, "{:#?}", standin.violations());
    assert!(submit.callback().is_none());

    // A new message is fine; it fits serenity's Message, naming the command that opened the modal.
    let reply = json!({"type": 4, "data": {"content": "Noted.", "flags": 64}});
    assert_eq!(answer(&standin, &submit, reply).await.0, 204);
    let shown = submit.reply().await;
    assert!(shown.is_ephemeral() && shown.content() == "Noted.");
    let message: sy::Message =
        serde_json::from_value(shown.json.clone()).expect("serenity Message");
    let Some(sy::MessageInteractionMetadata::ModalSubmit(meta)) =
        message.interaction_metadata.as_deref()
    else {
        panic!("modal submit metadata: {}", shown.json)
    };
    assert_eq!(meta.id.get(), submit.id);
    let sy::MessageInteractionMetadata::Command(trigger) = &*meta.triggering_interaction_metadata
    else {
        panic!("opened by a command: {}", shown.json)
    };
    assert_eq!(trigger.id.get(), slash.id);

    // Discord acknowledges a deferred update (6) even without a message: nothing is shown.
    let slash = standin.slash(BOB, CHANNEL_ID, "rumino", "note", json!([]), "en-US");
    assert_eq!(answer(&standin, &slash, open.clone()).await.0, 204);
    let submit = standin.submit_modal(&slash, &[]);
    assert_eq!(answer(&standin, &submit, json!({"type": 6})).await.0, 204);
    assert!(submit
        .reply_within(Duration::from_millis(50))
        .await
        .is_none());

    // From a component, a new message names the click and its message.
    let hand = alice_hand(&standin).await;
    let click = standin.press(ALICE, &hand, "Rearrange");
    assert_eq!(answer(&standin, &click, open).await.0, 204);
    let submit = standin.submit_modal(&click, &[]);
    let reply = json!({"type": 4, "data": {"content": "Same hand.", "flags": 64}});
    assert_eq!(answer(&standin, &submit, reply).await.0, 204);
    let shown = submit.reply().await;
    let message: sy::Message =
        serde_json::from_value(shown.json.clone()).expect("serenity Message");
    let Some(sy::MessageInteractionMetadata::ModalSubmit(meta)) =
        message.interaction_metadata.as_deref()
    else {
        panic!("modal submit metadata: {}", shown.json)
    };
    let sy::MessageInteractionMetadata::Component(trigger) = &*meta.triggering_interaction_metadata
    else {
        panic!("opened by a click: {}", shown.json)
    };
    assert_eq!(
        (trigger.id.get(), trigger.interacted_message_id.get()),
        (click.id, hand.id)
    );
    assert_eq!(standin.violations().len(), 2);
}

/// A hand whose "Rearrange" click was answered with the rearrange modal.
async fn opened_modal(standin: &StandIn) -> Interaction {
    let hand = alice_hand(standin).await;
    let click = standin.press(ALICE, &hand, "Rearrange");
    let open = json!({"type": 9, "data": rearrange_modal()});
    assert_eq!(answer(standin, &click, open).await.0, 204);
    click
}

#[tokio::test]
#[should_panic(expected = "is required")]
async fn a_required_input_cannot_be_emptied() {
    let standin = StandIn::start(quick_config()).await;
    let click = opened_modal(&standin).await;
    let _ = standin.submit_modal(&click, &[("draft", "")]);
}

#[tokio::test]
#[should_panic(expected = "takes 2..=20 characters")]
async fn an_input_takes_only_its_lengths() {
    let standin = StandIn::start(quick_config()).await;
    let click = opened_modal(&standin).await;
    let _ = standin.submit_modal(&click, &[("note", "x")]);
}

#[tokio::test]
#[should_panic(expected = "no input")]
async fn only_the_modals_inputs_can_be_filled() {
    let standin = StandIn::start(quick_config()).await;
    let click = opened_modal(&standin).await;
    let _ = standin.submit_modal(&click, &[("hand", "A♠")]);
}

#[tokio::test]
#[should_panic(expected = "no modal to submit")]
async fn there_is_no_modal_without_a_modal_answer() {
    let standin = StandIn::start(quick_config()).await;
    let hand = alice_hand(&standin).await;
    let click = standin.press(ALICE, &hand, "Rearrange");
    let update = json!({"type": 7, "data": {"content": "Your hand"}});
    assert_eq!(answer(&standin, &click, update).await.0, 204);
    let _ = standin.submit_modal(&click, &[]);
}
