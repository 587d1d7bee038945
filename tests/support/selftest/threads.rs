//! (f) Threads: `POST /channels/{id}/threads` answered with a thread that fits Discord's response
//! schema and serenity's model, listed by `GET /guilds/{id}/threads/active`, messages and
//! interactions in the thread resolved through its parent (guild, permissions), the refusals
//! Discord gives, and a creation carried out whose answer never comes.

use serde_json::{json, Value};
use serenity::all as sy;

use super::{common::*, support::standin::*};

/// A channel whose bot may start threads and post in the channel, but not post in threads.
const NO_THREAD_POSTS: u64 = CHANNEL_ID + 50;

fn config() -> StandInConfig {
    let mut cfg = quick_config();
    cfg.guilds[0] = cfg.guilds[0].clone().channel(
        ChannelConfig::new(NO_THREAD_POSTS, "no-thread-posts").bot_permissions(
            perms::VIEW_CHANNEL | perms::SEND_MESSAGES | perms::CREATE_PUBLIC_THREADS,
        ),
    );
    cfg
}

async fn start_thread(standin: &StandIn, parent: u64, body: Value) -> (u16, Value) {
    let path = format!("/channels/{parent}/threads");
    let (status, answer, _) = call(standin, "POST", &path, Some(body)).await;
    (status, answer)
}

fn id_of(v: &Value) -> u64 {
    v["id"]
        .as_str()
        .expect("an id")
        .parse()
        .expect("a snowflake")
}

#[tokio::test]
async fn a_thread_is_a_channel_of_its_parent() {
    let standin = StandIn::start(config()).await;
    let body = json!({"name": "Round 1 · table 2", "type": 11, "auto_archive_duration": 1440});
    let (status, thread) = start_thread(&standin, CHANNEL_ID, body).await;
    assert_eq!(status, 201, "{thread}");
    let path = format!("/channels/{CHANNEL_ID}/threads");
    assert_eq!(
        check_response("POST", &path, 201, &thread),
        Vec::<String>::new()
    );
    let model: sy::GuildChannel = serde_json::from_value(thread.clone()).expect("serenity");
    assert_eq!(model.kind, sy::ChannelType::PublicThread);
    assert_eq!(model.parent_id, Some(sy::ChannelId::new(CHANNEL_ID)));
    assert_eq!(model.guild_id, sy::GuildId::new(GUILD_ID));
    assert_eq!(model.name, "Round 1 · table 2");
    let id = id_of(&thread);
    assert_eq!(standin.threads_of(CHANNEL_ID).len(), 1);
    assert_eq!(standin.thread(id).map(|t| t.parent), Some(CHANNEL_ID));

    // A message in the thread belongs to the guild and counts in the thread.
    let (status, posted, _) = call(
        &standin,
        "POST",
        &format!("/channels/{id}/messages"),
        Some(json!({"content": "table", "components": [row(json!([button("join", "Join")]))]})),
    )
    .await;
    assert_eq!(status, 200, "{posted}");
    assert_eq!(posted["guild_id"], json!(GUILD_ID.to_string()));
    let (status, fetched, _) = call(&standin, "GET", &format!("/channels/{id}"), None).await;
    assert_eq!(status, 200);
    assert_eq!(
        check_response("GET", &format!("/channels/{id}"), 200, &fetched),
        Vec::<String>::new()
    );
    assert_eq!(
        (&fetched["message_count"], &fetched["last_message_id"]),
        (&json!(1), &posted["id"])
    );

    // A click in the thread: the thread is the channel, with the parent's permissions.
    let click = standin.click(BOB, id, id_of(&posted), "join");
    let frame = standin.dispatched().pop().expect("the click's dispatch");
    let sy::Event::InteractionCreate(event) = gateway_event(&frame) else {
        panic!("INTERACTION_CREATE")
    };
    let sy::Interaction::Component(c) = event.interaction else {
        panic!("a component interaction")
    };
    assert_eq!(
        (c.channel_id.get(), c.guild_id),
        (id, Some(sy::GuildId::new(GUILD_ID)))
    );
    let channel = c.channel.expect("the interaction's channel");
    assert_eq!(channel.kind, sy::ChannelType::PublicThread);
    assert_eq!(channel.parent_id, Some(sy::ChannelId::new(CHANNEL_ID)));
    assert_eq!(
        c.app_permissions.map(|p| p.bits()),
        Some(perms::EVERYONE),
        "the parent's permissions"
    );
    let (status, _, _) = call(
        &standin,
        "POST",
        &format!("/interactions/{}/{}/callback", click.id, click.token),
        Some(json!({"type": 6})),
    )
    .await;
    assert_eq!(status, 204);
    standin.assert_no_violations();
}

#[tokio::test]
async fn threads_are_refused_as_discord_refuses_them() {
    let standin = StandIn::start(config()).await;
    // Without CREATE_PUBLIC_THREADS in the parent.
    let named = json!({"name": "t", "type": 11});
    let (status, answer) = start_thread(&standin, MUTED_CHANNEL_ID, named.clone()).await;
    assert_eq!((status, answer["code"].as_u64()), (403, Some(50013)));
    // Without CREATE_PRIVATE_THREADS: a thread without a type is private.
    let (status, answer) = start_thread(&standin, CHANNEL_ID, json!({"name": "t"})).await;
    assert_eq!((status, answer["code"].as_u64()), (403, Some(50013)));
    let (status, _) = start_thread(&standin, CHANNEL_ID + 999, named.clone()).await;
    assert_eq!(status, 404);
    assert!(standin.threads_of(CHANNEL_ID).is_empty());

    // Posting in a thread takes SEND_MESSAGES_IN_THREADS, not SEND_MESSAGES.
    let (status, thread) = start_thread(&standin, NO_THREAD_POSTS, named.clone()).await;
    assert_eq!(status, 201);
    let id = id_of(&thread);
    let (status, answer, _) = call(
        &standin,
        "POST",
        &format!("/channels/{id}/messages"),
        Some(json!({"content": "hi"})),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (403, Some(50013)));
    assert!(standin.violations().is_empty());

    // The bot's mistakes are violations: a thread of a thread, a body without a name.
    let (status, answer) = start_thread(&standin, id, named).await;
    assert_eq!((status, answer["code"].as_u64()), (400, Some(50024)));
    if schema_validation_enabled() {
        let (status, answer) = start_thread(&standin, CHANNEL_ID, json!({"type": 11})).await;
        assert_eq!(status, 400, "{answer}");
        // The schema names the missing property at the object, as the stand-in reports it.
        let code = error_code(&answer, "");
        assert_eq!(code.as_deref(), Some("BASE_TYPE_REQUIRED"), "{answer}");
    }
    assert!(!standin.violations().is_empty());
}

#[tokio::test]
async fn active_threads_are_listed_as_discord_lists_them() {
    let standin = StandIn::start(config()).await;
    let named = |name: &str| json!({"name": name, "type": 11});
    let (_, older) = start_thread(&standin, CHANNEL_ID, named("older")).await;
    let (_, newer) = start_thread(&standin, NO_THREAD_POSTS, named("newer")).await;
    let path = format!("/guilds/{GUILD_ID}/threads/active");
    let (status, list, _) = call(&standin, "GET", &path, None).await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(
        check_response("GET", &path, 200, &list),
        Vec::<String>::new()
    );
    let model: sy::ThreadsData = serde_json::from_value(list.clone()).expect("serenity");
    let ids: Vec<u64> = model.threads.iter().map(|t| t.id.get()).collect();
    assert_eq!(ids, [id_of(&newer), id_of(&older)], "newest first");
    assert_eq!(
        model.threads[1].parent_id,
        Some(sy::ChannelId::new(CHANNEL_ID))
    );
    assert_eq!(model.threads[1].owner_id, Some(sy::UserId::new(APP_ID)));
    assert!(list["threads"][0].get("member").is_none(), "members apart");
    assert_eq!(
        model.members.len(),
        2,
        "the bot joined the threads it started"
    );
    let (status, answer, _) = call(&standin, "GET", "/guilds/999/threads/active", None).await;
    assert_eq!((status, answer["code"].as_u64()), (404, Some(10004)));
    standin.assert_no_violations();
}

#[tokio::test]
async fn an_unanswered_request_is_carried_out() {
    let standin = StandIn::start(config()).await;
    let route = format!("POST /api/v10/channels/{CHANNEL_ID}/threads");
    standin.fail_next(&route, 1, Fault::Unanswered);
    let body = json!({"name": "lost answer", "type": 11});
    let waited = std::time::Duration::from_millis(300);
    let lost = tokio::time::timeout(waited, start_thread(&standin, CHANNEL_ID, body.clone()));
    assert!(lost.await.is_err(), "no answer");
    assert_eq!(
        standin.threads_of(CHANNEL_ID).len(),
        1,
        "but the thread exists"
    );
    let (status, _) = start_thread(&standin, CHANNEL_ID, body).await;
    assert_eq!(status, 201, "the next is answered");
    assert_eq!(standin.threads_of(CHANNEL_ID).len(), 2);
}
