//! End-to-end: a slow game, played over simulated days with the real `rumino run` binary beside
//! the Discord stand-in. The server sends turn pings and Alice asked for them: when it becomes
//! her turn at a table with a day's turn clock, one message in the channel mentions her (and only
//! her), linking to the table; `/rumino games` lists the table as waiting for her. The bot is
//! killed and comes back a day later (its clock moved on): her clock ran out while it was down, so
//! the bot plays for her at once, her ping is removed, and her next turn gets exactly one new
//! ping. A player who did not ask is never pinged.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use serde_json::json;

const T: Duration = Duration::from_secs(60);
const DAY_MS: u64 = 86_400_000;

/// The pings standing in the table's channel: live messages that mention `user`.
fn pings_of(s: &StandIn, user: u64) -> Vec<StoredMessage> {
    s.channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| m.content().contains(&format!("<@{user}>")))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_game_pings_each_turn_once_across_a_restart_days_later() {
    let mut h = Harness::start().await;
    let on = h
        .standin
        .slash(
            OWNER_ID,
            CHANNEL_ID,
            "rumino-settings",
            "server",
            json!({"turn_pings": true}),
            "en-US",
        )
        .reply()
        .await;
    assert!(
        on.text().contains("Turn pings at slow tables"),
        "{}",
        on.text()
    );
    let asked = h
        .standin
        .slash(
            ALICE,
            CHANNEL_ID,
            "rumino-pings",
            "",
            json!({"on": true}),
            "en-US",
        )
        .reply()
        .await;
    assert!(
        asked.is_ephemeral() && asked.text().contains("pinged"),
        "{}",
        asked.text()
    );

    // A Rumino table with a day per turn: Alice and a computer player.
    let options = json!({"stake": 0, "turn_seconds": 86_400, "bots": 1, "bot_level": "easy"});
    let lobby = h.rumino(ALICE, "start rumino", options).await;
    h.standin
        .wait_message(T, |m| m.id == lobby.id && m.text().contains("Computer 1"))
        .await
        .expect("a computer player seated");
    h.standin
        .press(ALICE, &h.table(lobby.id), "Start")
        .response()
        .await;
    let first = h
        .standin
        .wait_message(T, |m| {
            m.channel_id == CHANNEL_ID && m.content().contains(&format!("<@{ALICE}>"))
        })
        .await
        .expect("Alice is pinged on her turn");
    assert!(
        first
            .content()
            .contains(&format!("/channels/{GUILD_ID}/{CHANNEL_ID}/{}", lobby.id)),
        "{}",
        first.content()
    );
    assert_eq!(pings_of(&h.standin, ALICE).len(), 1);
    let games = h.rumino(ALICE, "games", json!({})).await;
    assert!(
        games.is_ephemeral() && games.text().contains("your turn"),
        "{}",
        games.text()
    );

    // The bot dies and comes back a day and a minute later: Alice's clock ran out meanwhile.
    let later = (DAY_MS + 60_000).to_string();
    h.restart(&[("RUMINO_CLOCK_OFFSET_MS", later.as_str())])
        .await;
    let second = h
        .standin
        .wait_message(T, |m| {
            m.id != first.id
                && m.channel_id == CHANNEL_ID
                && m.content().contains(&format!("<@{ALICE}>"))
        })
        .await
        .unwrap_or_else(|| panic!("no ping for Alice's next turn: {}", h.bot.log()));
    assert!(
        h.standin.message(first.id).unwrap().deleted,
        "her first ping is removed once the bot played for her"
    );
    let standing = pings_of(&h.standin, ALICE);
    assert_eq!(standing.len(), 1, "{standing:?}");
    assert_eq!(standing[0].id, second.id);
    // Nobody else was pinged.
    let others: Vec<_> = h
        .standin
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| m.content().starts_with('⏰') && !m.content().contains(&format!("<@{ALICE}>")))
        .collect();
    assert!(others.is_empty(), "{others:?}");
    // The ping may notify Alice and nobody else.
    let posted = h
        .standin
        .requests_matching(&format!("POST /api/v10/channels/{CHANNEL_ID}/messages"))
        .into_iter()
        .filter_map(|r| r.body)
        .find(|b| b["content"].as_str().is_some_and(|c| c.starts_with('⏰')))
        .expect("the ping's request");
    assert_eq!(
        posted["allowed_mentions"]["users"],
        json!([ALICE.to_string()]),
        "{posted}"
    );
}
