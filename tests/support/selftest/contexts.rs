//! (g) Where the bot is not a member: group DMs, and a guild that did not add the bot where
//! members use the app installed on their own account. Interactions there fit serenity's model
//! and carry Discord's contexts and installs.

use std::time::Duration;

use serde_json::{json, Value};
use serenity::all as sy;

use super::{common::*, minibot::start_bot, support::standin::*};

/// The last dispatched interaction, as sent and as serenity reads it.
fn last_interaction(standin: &StandIn) -> (Value, sy::Interaction) {
    let frame = standin.dispatched().pop().expect("a dispatch");
    let sy::Event::InteractionCreate(event) = gateway_event(&frame) else {
        panic!("INTERACTION_CREATE: {frame}")
    };
    (frame["d"].clone(), event.interaction)
}

/// Whether serenity read the owners as `user`'s install alone.
fn user_install_only(owners: &sy::AuthorizingIntegrationOwners, user: u64) -> bool {
    matches!(
        owners.0.as_slice(),
        [sy::AuthorizingIntegrationOwner::UserInstall(id)] if id.get() == user
    )
}

#[tokio::test]
async fn a_group_dm_interaction_fits_serenity_and_carries_the_users_install() {
    let standin = StandIn::start(quick_config()).await;
    let group = standin.group_dm(&[ALICE, BOB, CAROL]);
    let slash = standin.slash(ALICE, group, "rumino", "help", json!([]), "de");
    let (d, interaction) = last_interaction(&standin);
    for absent in ["guild_id", "guild", "member", "guild_locale"] {
        assert!(d.get(absent).is_none(), "{absent} in {d}");
    }
    assert_eq!(d["context"], 2);
    assert_eq!(
        d["authorizing_integration_owners"],
        json!({"1": ALICE.to_string()})
    );
    assert_eq!(d["locale"], "de");
    let channel = &d["channel"];
    assert_eq!(
        (
            channel["type"].as_u64(),
            channel["recipients"].as_array().map(Vec::len)
        ),
        (Some(3), Some(3))
    );
    let problems = check_response("GET", &format!("/channels/{group}"), 200, channel);
    assert!(problems.is_empty(), "{problems:#?}");

    let sy::Interaction::Command(c) = interaction else {
        panic!("a command interaction")
    };
    assert_eq!((c.guild_id, c.member.is_none()), (None, true));
    assert_eq!(c.user.id.get(), ALICE);
    assert_eq!(c.channel_id.get(), group);
    assert_eq!(c.channel.map(|ch| ch.kind), Some(sy::ChannelType::GroupDm));
    assert_eq!(c.context, Some(sy::InteractionContext::PrivateChannel));
    assert!(user_install_only(&c.authorizing_integration_owners, ALICE));
    assert_eq!(
        c.app_permissions.map(|p| p.bits()),
        Some(perms::PRIVATE_CHANNEL)
    );

    // The answer is a message of the group DM, without a guild; a click on it by another
    // recipient acts for the install that authorized the answer (Alice's).
    let body = json!({"type": 4, "data": {"content": "table", "components": [row(json!([button("join", "Join")]))]}});
    let (status, _, _) = call(
        &standin,
        "POST",
        &format!("/interactions/{}/{}/callback", slash.id, slash.token),
        Some(body),
    )
    .await;
    assert_eq!(status, 204);
    let table = slash.reply().await;
    assert_eq!(standin.channel_messages(group).len(), 1);
    assert!(table.json.get("guild_id").is_none(), "{}", table.json);
    assert_eq!(
        table.json["interaction_metadata"]["authorizing_integration_owners"],
        json!({"1": ALICE.to_string()})
    );
    serde_json::from_value::<sy::Message>(table.json.clone()).expect("serenity Message");
    standin.press(BOB, &table, "Join");
    let (d, interaction) = last_interaction(&standin);
    assert_eq!(d["user"]["id"], BOB.to_string());
    let sy::Interaction::Component(c) = interaction else {
        panic!("a component interaction")
    };
    assert!(user_install_only(&c.authorizing_integration_owners, ALICE));
    assert_eq!(c.context, Some(sy::InteractionContext::PrivateChannel));
    standin.assert_no_violations();
}

#[tokio::test]
async fn a_guild_without_the_bot_is_a_guild_context_with_the_users_install() {
    let standin = StandIn::start(quick_config()).await;
    standin.slash(
        BOB,
        USER_APP_CHANNEL_ID,
        "rumino",
        "help",
        json!([]),
        "en-US",
    );
    let (d, interaction) = last_interaction(&standin);
    assert_eq!(d["guild_id"], USER_APP_GUILD_ID.to_string());
    assert_eq!(d["context"], 0);
    assert_eq!(
        d["authorizing_integration_owners"],
        json!({"1": BOB.to_string()})
    );
    let sy::Interaction::Command(c) = interaction else {
        panic!("a command interaction")
    };
    assert_eq!(c.guild_id.map(sy::GuildId::get), Some(USER_APP_GUILD_ID));
    assert_eq!(c.member.map(|m| m.user.id.get()), Some(BOB));
    assert_eq!(c.context, Some(sy::InteractionContext::Guild));
    assert!(user_install_only(&c.authorizing_integration_owners, BOB));
    // What @everyone may do there, as far as an interaction response uses it.
    assert_eq!(
        c.app_permissions.map(|p| p.bits()),
        Some(perms::EVERYONE & perms::RESPONSE)
    );
    standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_serenity_bot_hears_of_bot_guilds_only_and_answers_where_it_is_no_member() {
    let standin = StandIn::start(quick_config()).await;
    let bot = start_bot(&standin).await;
    standin.wait_ready(Duration::from_secs(20)).await.unwrap();
    let created: Vec<Value> = standin
        .dispatched()
        .into_iter()
        .filter(|f| f["t"] == "GUILD_CREATE")
        .map(|f| f["d"]["id"].clone())
        .collect();
    assert_eq!(created, [json!(GUILD_ID.to_string())]);

    // poise gets both interactions (serenity parsed them) and answers through the callback.
    let group = standin.group_dm(&[CAROL, DAVE]);
    let refused = standin.forged_slash(CAROL, group, "rumino", "start", json!([]), "en-US");
    assert_eq!(
        refused.response().await.kind,
        4,
        "poise refuses a guild-only command"
    );
    let opened = standin.forged_slash(
        ERIN,
        USER_APP_CHANNEL_ID,
        "rumino",
        "start",
        json!([]),
        "en-US",
    );
    let table = opened.reply().await;
    assert_eq!(table.channel_id, USER_APP_CHANNEL_ID);
    assert_eq!(table.json["guild_id"], USER_APP_GUILD_ID.to_string());
    standin.assert_no_violations();
    bot.shutdown_all().await;
}

#[tokio::test]
async fn the_bots_token_reaches_nothing_where_the_bot_is_no_member() {
    let standin = StandIn::start(quick_config()).await;
    let group = standin.group_dm(&[ALICE, BOB]);
    let hello = json!({"content": "hello"});
    let refused = [
        (
            "POST",
            format!("/channels/{group}/messages"),
            Some(hello.clone()),
        ),
        ("GET", format!("/channels/{group}/messages"), None),
        ("GET", format!("/channels/{group}"), None),
        ("POST", format!("/channels/{group}/typing"), None),
        (
            "POST",
            format!("/channels/{USER_APP_CHANNEL_ID}/messages"),
            Some(hello.clone()),
        ),
        ("GET", format!("/channels/{USER_APP_CHANNEL_ID}"), None),
        (
            "POST",
            format!("/channels/{USER_APP_CHANNEL_ID}/threads"),
            Some(json!({"name": "t", "type": 11})),
        ),
        ("GET", format!("/guilds/{USER_APP_GUILD_ID}"), None),
        (
            "GET",
            format!("/guilds/{USER_APP_GUILD_ID}/members/{ALICE}"),
            None,
        ),
        (
            "PUT",
            format!("/applications/{APP_ID}/guilds/{USER_APP_GUILD_ID}/commands"),
            Some(json!([])),
        ),
    ];
    for (method, path, body) in &refused {
        let (status, answer, _) = call(&standin, method, path, body.clone()).await;
        assert_eq!(
            (status, answer["code"].as_u64()),
            (403, Some(50001)),
            "{method} {path}: {answer}"
        );
        assert_eq!(answer["message"], "Missing Access");
    }
    assert_eq!(
        standin.violations().len(),
        refused.len(),
        "{:#?}",
        standin.violations()
    );
    assert!(standin.channel_messages(group).is_empty());
    standin.clear_violations();

    // The interaction's callback and webhook work there.
    let slash = standin.slash(ALICE, group, "rumino", "help", json!([]), "en-US");
    let (status, _, _) = call(
        &standin,
        "POST",
        &format!("/interactions/{}/{}/callback", slash.id, slash.token),
        Some(json!({"type": 4, "data": {"content": "help"}})),
    )
    .await;
    assert_eq!(status, 204);
    let (status, followup, _) = call(
        &standin,
        "POST",
        &format!("/webhooks/{APP_ID}/{}", slash.token),
        Some(json!({"content": "more"})),
    )
    .await;
    assert_eq!(status, 200, "{followup}");
    assert!(followup.get("guild_id").is_none());
    let texts: Vec<String> = standin
        .channel_messages(group)
        .iter()
        .map(|m| m.content().to_owned())
        .collect();
    assert_eq!(texts, ["help", "more"]);
    standin.assert_no_violations();
}

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
        let (status, _, _) = call(
            &standin,
            "POST",
            &format!("/interactions/{}/{}/callback", slash.id, slash.token),
            Some(json!({"type": 4, "data": {"content": "help"}})),
        )
        .await;
        assert_eq!(status, 204);
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

/// Answers `interaction` with a message (type 4, ephemeral when `flags` is 64).
async fn answer(standin: &StandIn, interaction: &Interaction, content: &str, flags: u64) {
    let body = json!({"type": 4, "data": {"content": content, "flags": flags, "components": [row(json!([button("draw", "Draw")]))]}});
    let path = format!(
        "/interactions/{}/{}/callback",
        interaction.id, interaction.token
    );
    assert_eq!(call(standin, "POST", &path, Some(body)).await.0, 204);
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
    answer(&standin, &table, "table", 0).await;
    let table = table.reply().await;
    let hand = slash(ALICE, group);
    answer(&standin, &hand, "Alice's hand", 64).await;
    let hand = hand.reply().await;
    let elsewhere = slash(ALICE, other_group);
    answer(&standin, &elsewhere, "another table", 0).await;
    let elsewhere = elsewhere.reply().await;

    // Bob's later command in the same group DM edits the table Alice's command made.
    let later = slash(BOB, group);
    answer(&standin, &later, "ok", 64).await;
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
    let path = format!("/interactions/{}/{}/callback", draw.id, draw.token);
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"type": 6})))
            .await
            .0,
        204
    );
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
    answer(&standin, &there, "ok", 0).await;
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
