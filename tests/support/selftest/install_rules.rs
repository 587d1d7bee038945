//! (g) The rules of interactions where the app is installed on the user's account: at most five
//! follow-ups, the messages a token reaches by id, and where a client offers a command.

use serde_json::{json, Value};

use super::{common::*, support::standin::*};

#[tokio::test]
async fn only_five_follow_ups_where_only_the_users_install_authorizes() {
    let standin = StandIn::start(quick_config()).await;
    let group = standin.group_dm(&[ALICE, BOB]);
    for (channel, allowed) in [
        (group, USER_INSTALL_FOLLOWUPS),
        (USER_APP_CHANNEL_ID, USER_INSTALL_FOLLOWUPS),
        (CHANNEL_ID, 8),
    ] {
        let slash = standin.slash(ALICE, channel, "rumino", "help", json!([]), "en-US");
        let help = json!({"type": 4, "data": {"content": "help"}});
        assert_eq!(answer(&standin, &slash, help).await.0, 204);
        for n in 1..=allowed {
            let (status, answer, _) = call(
                &standin,
                "POST",
                &format!("/webhooks/{APP_ID}/{}", slash.token),
                Some(json!({"content": format!("more {n}")})),
            )
            .await;
            assert_eq!(status, 200, "follow-up {n} in {channel}: {answer}");
        }
        assert_eq!(slash.followups().len(), allowed);
        standin.assert_no_violations();
        if channel == CHANNEL_ID {
            continue;
        }
        let (status, answer, _) = call(
            &standin,
            "POST",
            &format!("/webhooks/{APP_ID}/{}", slash.token),
            Some(json!({"content": "one too many"})),
        )
        .await;
        assert_eq!(
            (status, answer["code"].as_u64()),
            (400, Some(40094)),
            "{answer}"
        );
        assert_eq!(standin.violations().len(), 1, "{:#?}", standin.violations());
        assert_eq!(slash.followups().len(), USER_INSTALL_FOLLOWUPS);
        standin.clear_violations();
    }
}

/// Answers `interaction` with a message holding a Draw button (type 4, ephemeral when `flags`
/// is 64).
async fn answer_with_draw(standin: &StandIn, interaction: &Interaction, content: &str, flags: u64) {
    let body = json!({"type": 4, "data": {"content": content, "flags": flags, "components": [row(json!([button("draw", "Draw")]))]}});
    assert_eq!(answer(standin, interaction, body).await.0, 204);
}

/// `PATCH /webhooks/{app}/{token}/messages/{id}`: status and Discord's error code.
async fn edit_by_id(standin: &StandIn, token: &str, id: u64) -> (u16, Option<u64>) {
    let path = format!("/webhooks/{APP_ID}/{token}/messages/{id}");
    let (status, answer, _) =
        call(standin, "PATCH", &path, Some(json!({"content": "edited"}))).await;
    (status, answer["code"].as_u64())
}

#[tokio::test]
async fn a_token_edits_its_apps_public_interaction_messages_in_its_channel() {
    let standin = StandIn::start(quick_config()).await;
    let group = standin.group_dm(&[ALICE, BOB]);
    let other_group = standin.group_dm(&[ALICE, BOB]);
    let slash = |user, channel| standin.slash(user, channel, "rumino", "help", json!([]), "en-US");

    let table = slash(ALICE, group);
    answer_with_draw(&standin, &table, "table", 0).await;
    let table = table.reply().await;
    let hand = slash(ALICE, group);
    answer_with_draw(&standin, &hand, "Alice's hand", 64).await;
    let hand = hand.reply().await;
    let elsewhere = slash(ALICE, other_group);
    answer_with_draw(&standin, &elsewhere, "another table", 0).await;
    let elsewhere = elsewhere.reply().await;

    // Bob's later command in the same group DM edits the table Alice's command made.
    let later = slash(BOB, group);
    answer_with_draw(&standin, &later, "ok", 64).await;
    assert_eq!(
        edit_by_id(&standin, &later.token, table.id).await,
        (200, None)
    );
    assert_eq!(standin.message(table.id).unwrap().content(), "edited");
    standin.assert_no_violations();

    // Not another channel's message, nor Alice's ephemeral one.
    for id in [elsewhere.id, hand.id] {
        assert_eq!(
            edit_by_id(&standin, &later.token, id).await,
            (404, Some(10008))
        );
    }
    assert_eq!(standin.violations().len(), 2, "{:#?}", standin.violations());
    standin.clear_violations();

    // The ephemeral one through a click on it answered by an update (its `@original`).
    let draw = standin.press(ALICE, &hand, "Draw");
    assert_eq!(answer(&standin, &draw, json!({"type": 6})).await.0, 204);
    assert_eq!(
        edit_by_id(&standin, &draw.token, hand.id).await,
        (200, None)
    );
    assert_eq!(standin.last_ephemeral(ALICE).unwrap().content(), "edited");
    standin.assert_no_violations();

    // Not a message the bot sent with its token.
    let (_, sent, _) = call(
        &standin,
        "POST",
        &format!("/channels/{CHANNEL_ID}/messages"),
        Some(json!({"content": "posted"})),
    )
    .await;
    let posted: u64 = sent["id"].as_str().unwrap().parse().unwrap();
    let there = slash(ALICE, CHANNEL_ID);
    answer_with_draw(&standin, &there, "ok", 0).await;
    assert_eq!(
        edit_by_id(&standin, &there.token, posted).await,
        (404, Some(10008))
    );
    assert_eq!(standin.violations().len(), 1);
}

/// Registers `commands` globally (PUT): the status.
async fn register(standin: &StandIn, commands: Value) -> u16 {
    let path = format!("/applications/{APP_ID}/commands");
    call(standin, "PUT", &path, Some(commands)).await.0
}

fn rumino(extra: Value) -> Value {
    let mut command = json!({"name": "rumino", "description": "Cards"});
    if let (Some(c), Some(extra)) = (command.as_object_mut(), extra.as_object()) {
        c.extend(extra.clone());
    }
    command
}

#[tokio::test]
async fn a_command_is_offered_where_its_installs_and_contexts_allow() {
    let standin = StandIn::start(quick_config()).await;
    // Values Discord does not define are refused at registration.
    for bad in [
        json!({"integration_types": [2]}),
        json!({"contexts": [3]}),
        json!({"contexts": []}),
    ] {
        assert_eq!(
            register(&standin, json!([rumino(bad.clone())])).await,
            400,
            "{bad}"
        );
    }
    assert_eq!(standin.violations().len(), 3);
    standin.clear_violations();

    let group = standin.group_dm(&[ALICE, BOB]);
    let dm = standin.dm_channel(ALICE);
    let places = [CHANNEL_ID, USER_APP_CHANNEL_ID, dm, group];
    let offered = |standin: &StandIn| -> Vec<bool> {
        places
            .iter()
            .map(|c| {
                standin
                    .client_refusal(*c, "rumino", "", &json!({}))
                    .is_none()
            })
            .collect()
    };
    let cases = [
        // Discord's defaults: guild install only, every context.
        (json!({}), [true, false, true, false]),
        (
            json!({"integration_types": [0, 1], "contexts": [0, 1, 2]}),
            [true; 4],
        ),
        (
            json!({"integration_types": [1], "contexts": [0]}),
            [true, true, false, false],
        ),
        (
            json!({"integration_types": [0, 1], "contexts": [0, 2]}),
            [true, true, false, true],
        ),
        (json!({"dm_permission": false}), [true, false, false, false]),
    ];
    for (extra, expected) in cases {
        assert_eq!(
            register(&standin, json!([rumino(extra.clone())])).await,
            200
        );
        assert_eq!(offered(&standin), expected, "{extra}");
    }
    let why = {
        register(&standin, json!([rumino(json!({}))])).await;
        standin
            .client_refusal(group, "rumino", "", &json!({}))
            .unwrap()
    };
    assert!(why.contains("not offered in PrivateChannel"), "{why}");

    // A guild command is the guild's alone, whatever its installs and contexts say.
    let path = format!("/applications/{APP_ID}/commands");
    call(&standin, "PUT", &path, Some(json!([]))).await;
    let everywhere = rumino(json!({"integration_types": [0, 1], "contexts": [0, 1, 2]}));
    let path = format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    assert_eq!(
        call(&standin, "PUT", &path, Some(json!([everywhere])))
            .await
            .0,
        200
    );
    assert_eq!(offered(&standin), [true, false, false, false]);

    // A global command only users install is authorized by the user's install, even in a guild
    // that added the bot.
    call(&standin, "PUT", &path, Some(json!([]))).await;
    let user_only = rumino(json!({"integration_types": [1], "contexts": [0, 2]}));
    assert_eq!(register(&standin, json!([user_only])).await, 200);
    standin.slash(CAROL, CHANNEL_ID, "rumino", "", json!({}), "en-US");
    let (d, _) = last_interaction(&standin);
    assert_eq!(
        d["authorizing_integration_owners"],
        json!({"1": CAROL.to_string()})
    );
    assert!(d["data"].get("guild_id").is_none(), "a global command: {d}");
    standin.assert_no_violations();
}

#[tokio::test]
#[should_panic(expected = "a Discord client cannot send this")]
async fn a_guild_install_command_cannot_be_sent_in_a_group_dm() {
    let standin = StandIn::start(quick_config()).await;
    assert_eq!(register(&standin, json!([rumino(json!({}))])).await, 200);
    let group = standin.group_dm(&[ALICE, BOB]);
    standin.slash(ALICE, group, "rumino", "", json!({}), "en-US");
}
