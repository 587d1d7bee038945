//! (g) Where the bot is not a member: group DMs, and a guild that did not add the bot where
//! members use the app installed on their own account. Interactions there fit serenity's model
//! and carry Discord's contexts and installs; the bot's token reaches nothing there. The rules
//! of such interactions are in `install_rules`.

use std::time::Duration;

use serde_json::{json, Value};
use serenity::all as sy;

use super::{common::*, minibot::start_bot, support::standin::*};

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
    assert_eq!(answer(&standin, &slash, body).await.0, 204);
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
    let help = json!({"type": 4, "data": {"content": "help"}});
    assert_eq!(answer(&standin, &slash, help).await.0, 204);
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
