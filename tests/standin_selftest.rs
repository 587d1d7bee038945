//! The Discord stand-in checked without the bot: its payloads against serenity's model types, a
//! poise/serenity client run against it, its validation of request bodies and interaction
//! rules, fault injection (429, 500) and gateway drops.

mod support;

use std::time::Duration;

use serde_json::{json, Value};
use serenity::all as sy;
use support::standin::{payloads, *};

// ---------- helpers ----------

fn quick_config() -> StandInConfig {
    StandInConfig {
        heartbeat_interval_ms: 1000,
        ..StandInConfig::default()
    }
}

/// A raw REST call with the bot's token; returns status, JSON body (null if none), headers.
async fn call(
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

fn row(components: Value) -> Value {
    json!({"type": 1, "components": components})
}

fn button(id: &str, label: &str) -> Value {
    json!({"type": 2, "style": 1, "custom_id": id, "label": label})
}

/// The first `_errors` code at a dotted path of a 50035 answer.
fn error_code(body: &Value, path: &str) -> Option<String> {
    let mut node = &body["errors"];
    for key in path.split('.').filter(|k| !k.is_empty()) {
        node = &node[key];
    }
    node["_errors"][0]["code"].as_str().map(str::to_owned)
}

/// Parses a whole gateway frame the way serenity's shard does.
fn gateway_event(frame: &Value) -> sy::Event {
    match serde_json::from_value::<sy::GatewayEvent>(frame.clone()) {
        Ok(sy::GatewayEvent::Dispatch(_, event)) => event,
        Ok(other) => panic!("not a dispatch: {other:?}"),
        Err(e) => panic!("serenity rejects {}: {e}", frame["t"]),
    }
}

// ---------- (a) payloads fit serenity's model ----------

#[test]
fn ready_guild_and_rest_payloads_fit_serenity() {
    let cfg = StandInConfig::default();
    let guild = &cfg.guilds[0];
    let ready = json!({"op": 0, "t": "READY", "s": 1, "d": payloads::ready(&cfg, "sid", "ws://127.0.0.1:1")});
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

// ---------- (b) a poise/serenity bot against the stand-in ----------

type BotError = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, (), BotError>;

/// Card tables in this channel.
#[poise::command(slash_command, guild_only, subcommands("start", "hand"))]
async fn rumino(_ctx: Ctx<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Open a table here.
#[poise::command(slash_command, description_localized("de", "Einen Tisch eröffnen."))]
async fn start(
    ctx: Ctx<'_>,
    #[description = "Chips each player puts in"]
    #[min = 1]
    #[max = 1000]
    stake: Option<u32>,
    #[description = "Let the ace count high"] ace_high: Option<bool>,
) -> Result<(), BotError> {
    let seats = (2..=6)
        .map(|n| sy::CreateSelectMenuOption::new(format!("{n} seats"), n.to_string()))
        .collect();
    let rows = vec![
        sy::CreateActionRow::Buttons(vec![
            sy::CreateButton::new("table:join").label("Join"),
            sy::CreateButton::new("table:leave")
                .label("Leave")
                .style(sy::ButtonStyle::Secondary),
        ]),
        sy::CreateActionRow::SelectMenu(sy::CreateSelectMenu::new(
            "table:seats",
            sy::CreateSelectMenuKind::String { options: seats },
        )),
    ];
    let text = format!(
        "Table open, stake {}, ace high {}",
        stake.unwrap_or(10),
        ace_high.unwrap_or(false)
    );
    ctx.send(poise::CreateReply::default().content(text).components(rows))
        .await?;
    Ok(())
}

/// Show your hand.
#[poise::command(slash_command)]
async fn hand(ctx: Ctx<'_>) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    ctx.send(
        poise::CreateReply::default()
            .content("A♠ 10♥ K♦")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Components are answered by updating the message they are on.
fn on_event<'a>(
    framework: poise::FrameworkContext<'a, (), BotError>,
    event: &'a sy::FullEvent,
) -> poise::BoxFuture<'a, Result<(), BotError>> {
    Box::pin(async move {
        if let sy::FullEvent::InteractionCreate {
            interaction: sy::Interaction::Component(c),
        } = event
        {
            let values = match &c.data.kind {
                sy::ComponentInteractionDataKind::StringSelect { values } => values.join(","),
                _ => String::new(),
            };
            let text = format!("{} chose {} {values}", c.user.name, c.data.custom_id);
            let reply = sy::CreateInteractionResponseMessage::new().content(text);
            c.create_response(
                framework.serenity_context,
                sy::CreateInteractionResponse::UpdateMessage(reply),
            )
            .await?;
        }
        Ok(())
    })
}

/// A bot built like Rumino's: base URL through `proxy`, serenity's ratelimiter off, commands
/// registered in the guild, and a message built with serenity's builders sent at start.
async fn start_bot(standin: &StandIn) -> std::sync::Arc<sy::ShardManager> {
    let token = standin.config().token.clone();
    let http = sy::HttpBuilder::new(&token)
        .proxy(standin.base_url())
        .ratelimiter_disabled(true)
        .build();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![rumino()],
            event_handler: on_event,
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                let guild = sy::GuildId::new(GUILD_ID);
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                    .await?;
                let embed = sy::CreateEmbed::new()
                    .title("Lobby")
                    .description("Waiting")
                    .field("Pool", "30", true);
                let message = sy::CreateMessage::new()
                    .content("Rumino is here")
                    .embed(embed)
                    .button(sy::CreateButton::new("hello").label("Hello"));
                sy::ChannelId::new(CHANNEL_2_ID)
                    .send_message(ctx, message)
                    .await?;
                Ok(())
            })
        })
        .build();
    let mut client = sy::ClientBuilder::new_with_http(http, sy::GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .expect("serenity client");
    let manager = client.shard_manager.clone();
    tokio::spawn(async move {
        let _ = client.start().await;
    });
    manager
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_bot_connects_registers_and_answers() {
    let standin = StandIn::start(quick_config()).await;
    let bot = start_bot(&standin).await;
    standin.wait_ready(Duration::from_secs(20)).await.unwrap();

    let commands = standin.registered_commands();
    assert_eq!(commands.len(), 1);
    let subs: Vec<&str> = commands[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(subs, ["start", "hand"]);
    assert_eq!(standin.intents().len(), 1);
    assert_eq!(standin.intents()[0] & perms::PRIVILEGED_INTENTS, 0);

    // A public reply with components; a click and a choice update it in place.
    let open = standin.slash(
        ALICE,
        CHANNEL_ID,
        "rumino",
        "start",
        json!({"stake": 25}),
        "en-US",
    );
    let response = open.response().await;
    assert_eq!((response.kind, response.is_ephemeral()), (4, false));
    let table = open.reply().await;
    assert_eq!(table.content(), "Table open, stake 25, ace high false");
    assert_eq!(standin.channel_messages(CHANNEL_ID).len(), 1);
    let join = standin.press(BOB, &table, "Join");
    assert_eq!(join.response().await.kind, 7);
    assert_eq!(
        standin.message(table.id).unwrap().content(),
        "bob chose table:join "
    );
    let seats = standin
        .message(table.id)
        .unwrap()
        .select("table:seats")
        .unwrap();
    assert_eq!(seats.options.len(), 5);
    let choose = standin.select(CAROL, CHANNEL_ID, table.id, &seats.custom_id, &["4"]);
    assert_eq!(choose.response().await.kind, 7);
    assert_eq!(standin.edit_count(table.id), 2);
    assert_eq!(
        standin.message(table.id).unwrap().content(),
        "carol chose table:seats 4"
    );

    // An ephemeral defer completed by poise's follow-up: only Alice sees it.
    let hand = standin.slash(ALICE, CHANNEL_ID, "rumino", "hand", json!([]), "en-US");
    let response = hand.response().await;
    assert_eq!((response.kind, response.is_ephemeral()), (5, true));
    let shown = hand.reply().await;
    assert_eq!(shown.content(), "A♠ 10♥ K♦");
    assert_eq!(shown.ephemeral_for, Some(ALICE));
    assert_eq!(standin.last_ephemeral(ALICE).unwrap().id, shown.id);
    assert!(standin.ephemerals(BOB).is_empty());
    assert_eq!(standin.channel_messages(CHANNEL_ID).len(), 1);

    // A guild-only command in DMs: poise refuses it with a reply.
    let dm = standin.slash(
        BOB,
        standin.dm_channel(BOB),
        "rumino",
        "start",
        json!([]),
        "en-US",
    );
    assert_eq!(dm.response().await.kind, 4);

    // The message serenity's builders made at start-up passed validation.
    let hello = standin.channel_messages(CHANNEL_2_ID);
    assert_eq!(hello.len(), 1);
    assert!(hello[0].text().contains("Pool: 30"));
    assert!(hello[0].button("Hello").is_some());

    for _ in 0..40 {
        if standin.heartbeats() > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(standin.heartbeats() > 0, "heartbeats are answered");
    standin.assert_no_violations();
    bot.shutdown_all().await;
}

// ---------- (c) validation ----------

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

// ---------- (d) faults ----------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_server_errors_are_injected() {
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    standin.fail_next(
        "POST /api/v10/channels/",
        1,
        Fault::RateLimited {
            retry_after_s: 0.25,
        },
    );
    let (status, answer, headers) =
        call(&standin, "POST", &path, Some(json!({"content": "a"}))).await;
    assert_eq!(status, 429);
    assert_eq!(
        answer,
        json!({"message": "You are being rate limited.", "retry_after": 0.25, "global": false})
    );
    assert_eq!(headers["retry-after"], "1");
    assert_eq!(headers["x-ratelimit-remaining"], "0");
    assert_eq!(headers["x-ratelimit-reset-after"], "0.250");
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "b"})))
            .await
            .0,
        200
    );

    standin.fail_next("/messages", 2, Fault::ServerError);
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "c"})))
            .await
            .0,
        500
    );
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "d"})))
            .await
            .0,
        500
    );
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "e"})))
            .await
            .0,
        200
    );

    // What serenity makes of a 429 with its ratelimiter off: an unsuccessful request.
    standin.fail_next("/messages", 1, Fault::RateLimited { retry_after_s: 0.5 });
    let http = sy::HttpBuilder::new(&standin.config().token)
        .proxy(standin.base_url())
        .ratelimiter_disabled(true)
        .build();
    let err = sy::ChannelId::new(CHANNEL_ID)
        .say(&http, "f")
        .await
        .expect_err("429");
    let sy::Error::Http(sy::HttpError::UnsuccessfulRequest(resp)) = err else {
        panic!("{err:?}")
    };
    assert_eq!(resp.status_code.as_u16(), 429);

    let statuses: Vec<u16> = standin
        .requests_matching("POST /api/v10/channels")
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses, [429, 200, 500, 500, 200, 429]);
    standin.assert_no_violations();
}

// ---------- (e) gateway drops ----------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_is_resumed_and_missed_dispatches_replayed() {
    let standin = StandIn::start(quick_config()).await;
    let bot = start_bot(&standin).await;
    standin.wait_ready(Duration::from_secs(20)).await.unwrap();
    let connections = standin.connections();

    assert!(standin.drop_gateway());
    // Sent while the bot is away: delivered when it resumes.
    let open = standin.slash(ALICE, CHANNEL_ID, "rumino", "start", json!([]), "en-US");
    assert!(
        standin.wait_resumes(1, Duration::from_secs(10)).await,
        "the bot resumed"
    );
    assert_eq!(open.response().await.kind, 4);
    assert_eq!(standin.identifies(), 1);
    assert_eq!(standin.connections(), connections + 1);

    // And again, with the bot answering on the resumed connection.
    assert!(standin.drop_gateway());
    assert!(standin.wait_resumes(2, Duration::from_secs(10)).await);
    let hand = standin.slash(BOB, CHANNEL_ID, "rumino", "hand", json!([]), "en-US");
    assert_eq!(hand.reply().await.ephemeral_for, Some(BOB));
    standin.assert_no_violations();
    bot.shutdown_all().await;
}
