//! (b) A poise/serenity bot connects, identifies, registers commands and answers interactions;
//! (e) after a gateway drop it resumes and gets the dispatches it missed.

use std::time::Duration;

use serde_json::json;

use super::{common::*, minibot::start_bot, support::standin::*};

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

    // A guild-only command in DMs (a client does not offer it there; a modified one sends it):
    // poise refuses it with a reply.
    let dm = standin.forged_slash(
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
