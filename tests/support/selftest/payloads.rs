//! (a) Every payload the stand-in builds deserializes into serenity's model types.

use serde_json::json;
use serenity::all as sy;

use super::{
    common::*,
    support::standin::{payloads, *},
};

#[test]
fn ready_guild_and_rest_payloads_fit_serenity() {
    let cfg = StandInConfig::default();
    let guild = &cfg.guilds[0];
    let ready = json!({"op": 0, "t": "READY", "s": 1, "d": payloads::ready(&cfg, &cfg.guilds.iter().collect::<Vec<_>>(), [0, 1], "sid", "ws://127.0.0.1:1")});
    let sy::Event::Ready(ready) = gateway_event(&ready) else {
        panic!("READY")
    };
    assert_eq!(ready.ready.application.id.get(), APP_ID);
    assert_eq!(ready.ready.resume_gateway_url, "ws://127.0.0.1:1");

    let create =
        json!({"op": 0, "t": "GUILD_CREATE", "s": 2, "d": payloads::guild_create(&cfg, guild)});
    let sy::Event::GuildCreate(create) = gateway_event(&create) else {
        panic!("GUILD_CREATE")
    };
    assert_eq!(create.guild.channels.len(), guild.channels.len());
    assert_eq!(create.guild.members.len(), cfg.users.len() + 1);
    assert_eq!(create.guild.roles.len(), 3);
    let dave = &create.guild.members[&sy::UserId::new(DAVE)];
    assert!(dave
        .roles
        .contains(&sy::RoleId::new(guild.channel_managers_role())));

    serde_json::from_value::<sy::PartialGuild>(payloads::rest_guild(&cfg, guild))
        .expect("GET /guilds/{id}");
    serde_json::from_value::<sy::CurrentApplicationInfo>(payloads::application(&cfg))
        .expect("application");
    serde_json::from_value::<sy::CurrentUser>(payloads::bot_user(&cfg)).expect("users/@me");
    serde_json::from_value::<sy::GuildChannel>(payloads::guild_channel(
        guild,
        &guild.channels[0],
        0,
    ))
    .expect("channel");
    serde_json::from_value::<sy::PrivateChannel>(payloads::dm_channel(5, cfg.user(ALICE)))
        .expect("DM channel");
    let mut member = payloads::member(&cfg, guild, cfg.user(ALICE), false);
    member["guild_id"] = json!(GUILD_ID.to_string());
    serde_json::from_value::<sy::Member>(member).expect("member");
    let command = payloads::registered_command(
        &cfg,
        7,
        Some(GUILD_ID),
        &json!({"name": "rumino", "description": "Cards"}),
    );
    serde_json::from_value::<sy::Command>(command).expect("command");
}

#[tokio::test]
async fn interaction_payloads_fit_serenity() {
    let standin = StandIn::start(quick_config()).await;
    // A public message with a button and a select, and an ephemeral one, to click on.
    let body = json!({"content": "table", "components": [
        row(json!([button("join", "Join")])),
        row(json!([{"type": 3, "custom_id": "seats", "options": [{"label": "Two", "value": "2"}, {"label": "Three", "value": "3"}]}])),
    ]});
    let (status, public, _) = call(
        &standin,
        "POST",
        &format!("/channels/{CHANNEL_ID}/messages"),
        Some(body),
    )
    .await;
    assert_eq!(status, 200, "{public}");
    let public_id: u64 = public["id"].as_str().unwrap().parse().unwrap();
    serde_json::from_value::<sy::Message>(public).expect("a created message fits serenity");

    let slash = standin.slash(
        ALICE,
        CHANNEL_ID,
        "rumino",
        "start",
        json!({"stake": 10, "ace_high": true}),
        "de",
    );
    let hand = json!({"type": 4, "data": {"content": "your hand", "flags": 64, "components": [row(json!([button("draw", "Draw")]))]}});
    let (status, _, _) = call(
        &standin,
        "POST",
        &format!("/interactions/{}/{}/callback", slash.id, slash.token),
        Some(hand),
    )
    .await;
    assert_eq!(status, 204);
    let ephemeral = standin.last_ephemeral(ALICE).expect("Alice's hand");

    let dm = standin.slash(
        BOB,
        standin.dm_channel(BOB),
        "rumino",
        "help",
        json!([]),
        "en-US",
    );
    let click = standin.click(BOB, CHANNEL_ID, public_id, "join");
    let choose = standin.select(CAROL, CHANNEL_ID, public_id, "seats", &["3"]);
    let private_click = standin.click(ALICE, CHANNEL_ID, ephemeral.id, "draw");
    let _ = (dm, click, choose, private_click);

    let frames = standin.dispatched();
    assert_eq!(frames.len(), 5);
    let mut seen = Vec::new();
    for frame in &frames {
        let sy::Event::InteractionCreate(event) = gateway_event(frame) else {
            panic!("INTERACTION_CREATE")
        };
        seen.push(match event.interaction {
            sy::Interaction::Command(c) => {
                let sub = &c.data.options[0];
                format!(
                    "command {} {} guild={:?} member={}",
                    c.data.name,
                    sub.name,
                    c.guild_id.is_some(),
                    c.member.is_some()
                )
            }
            sy::Interaction::Component(c) => {
                let values = match &c.data.kind {
                    sy::ComponentInteractionDataKind::StringSelect { values } => values.join(","),
                    _ => String::new(),
                };
                format!(
                    "component {} [{values}] ephemeral={}",
                    c.data.custom_id,
                    c.message
                        .flags
                        .is_some_and(|f| f.contains(sy::MessageFlags::EPHEMERAL))
                )
            }
            other => panic!("unexpected interaction {other:?}"),
        });
    }
    assert_eq!(
        seen,
        [
            "command rumino start guild=true member=true",
            "command rumino help guild=false member=false",
            "component join [] ephemeral=false",
            "component seats [3] ephemeral=false",
            "component draw [] ephemeral=true",
        ]
    );
    // The member's permissions are what the bot checks: Dave has Manage Channels, Alice not.
    let dave = standin.slash(DAVE, CHANNEL_ID, "rumino", "cancel", json!([]), "en-US");
    let frame = standin.dispatched().pop().unwrap();
    assert_eq!(frame["d"]["id"], dave.id.to_string());
    let sy::Event::InteractionCreate(event) = gateway_event(&frame) else {
        panic!()
    };
    let sy::Interaction::Command(c) = event.interaction else {
        panic!()
    };
    let perms = c.member.unwrap().permissions.unwrap();
    assert!(perms.manage_channels() && !perms.manage_guild());
    assert_eq!(c.locale, "en-US");
    standin.assert_no_violations();
}

#[tokio::test]
async fn choosing_in_a_menu_sends_a_complete_string_select() {
    let standin = StandIn::start(quick_config()).await;
    let menu = |id: &str, placeholder: &str, values: &[(&str, &str)]| {
        let options: Vec<_> = values
            .iter()
            .map(|(l, v)| json!({"label": l, "value": v}))
            .collect();
        row(json!([{"type": 3, "custom_id": id, "placeholder": placeholder, "options": options}]))
    };
    let body = json!({"content": "hand", "components": [
        menu("t:1:pick:m", "Meld…", &[("7♥ 8♥ 9♥", "y:m:1.2.3")]),
        menu("t:1:pick:d", "Discard…", &[("A♠", "y:d:0"), ("10♥", "y:d:22")]),
    ]});
    let (status, sent, _) = call(
        &standin,
        "POST",
        &format!("/channels/{CHANNEL_ID}/messages"),
        Some(body),
    )
    .await;
    assert_eq!(status, 200, "{sent}");
    let id: u64 = sent["id"].as_str().unwrap().parse().unwrap();
    let message = standin.message(id).unwrap();
    let discard = message.menu("Discard…").expect("found by placeholder");
    assert_eq!(discard.custom_id, "t:1:pick:d");
    assert_eq!(discard.labels(), ["A♠", "10♥"]);
    assert_eq!(
        message.menu("t:1:pick:m").unwrap().placeholder.as_deref(),
        Some("Meld…")
    );

    // By label or by value, on the menu the player sees.
    let _by_label = standin.choose(ALICE, &message, "Discard…", &["10♥"]);
    let _by_value = standin.choose(ALICE, &message, "Meld…", &["y:m:1.2.3"]);
    let frames = standin.dispatched();
    let mut seen = Vec::new();
    for frame in &frames {
        let d = &frame["d"]["data"];
        assert_eq!(d["component_type"], 3, "{frame}");
        let sy::Event::InteractionCreate(event) = gateway_event(frame) else {
            panic!("INTERACTION_CREATE")
        };
        let sy::Interaction::Component(c) = event.interaction else {
            panic!("a component interaction")
        };
        let sy::ComponentInteractionDataKind::StringSelect { values } = &c.data.kind else {
            panic!("a string select: {:?}", c.data.kind)
        };
        assert_eq!(c.message.id.get(), id);
        seen.push(format!("{} {}", c.data.custom_id, values.join(",")));
    }
    assert_eq!(seen, ["t:1:pick:d y:d:22", "t:1:pick:m y:m:1.2.3"]);
    standin.assert_no_violations();
}

#[tokio::test]
#[should_panic(expected = "no option")]
async fn choosing_an_option_that_is_not_offered_is_impossible() {
    let standin = StandIn::start(quick_config()).await;
    let body = json!({"content": "hand", "components": [row(json!([
        {"type": 3, "custom_id": "m", "placeholder": "Discard…", "options": [{"label": "A♠", "value": "y:d:0"}]}
    ]))]});
    let (_, sent, _) = call(
        &standin,
        "POST",
        &format!("/channels/{CHANNEL_ID}/messages"),
        Some(body),
    )
    .await;
    let message = standin
        .message(sent["id"].as_str().unwrap().parse().unwrap())
        .unwrap();
    let _ = standin.choose(ALICE, &message, "Discard…", &["K♦"]);
}
