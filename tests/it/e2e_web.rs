//! End-to-end: the web pages of the real `rumino run` binary (`WEB_ADDR` set) beside the Discord
//! stand-in. A finished game's result carries Share: a player gets a link that opens the game's
//! page whatever the server's setting, someone who did not play it is told why not. Once the
//! server turns its pages on (`/rumino-settings server web:True`), the titles of the leaderboard,
//! the replay and a result link to their pages, which show the same board and game.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use serde_json::json;

const T: Duration = Duration::from_secs(60);

/// A port nobody listens on now, for the bot's pages.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// The first `http://…` address in `text`.
fn link_in(text: &str) -> String {
    let at = text
        .find("http://")
        .unwrap_or_else(|| panic!("no link in {text}"));
    text[at..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap()
        .to_owned()
}

/// The page at `url`, once the bot serves it.
async fn get(url: &str) -> (u16, String) {
    let response = reqwest::get(url).await.unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn results_share_their_game_and_titles_link_to_the_servers_pages() {
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let h = Harness::with(StandInConfig::default(), &[("WEB_ADDR", addr.as_str())]).await;
    let s = &h.standin;

    // Alice plays one hand of Rummy with two computer players, and leaves: the game ends.
    let options = json!({"stake": 0, "hands": 1, "bots": 2, "bot_level": "easy"});
    let lobby = h.rumino(ALICE, "start rummy", options).await;
    s.wait_message(T, |m| m.id == lobby.id && m.text().contains("Computer 2"))
        .await
        .expect("two computer players seated");
    s.press(ALICE, &h.table(lobby.id), "Start").response().await;
    s.wait_message(T, |m| {
        m.id == lobby.id && m.button("Show my hand").is_some()
    })
    .await
    .expect("started");
    h.rumino(ALICE, "leave", json!({})).await;
    let over = s
        .wait_message(T, |m| m.id == lobby.id && m.button("🔗 Share").is_some())
        .await
        .unwrap_or_else(|| panic!("no Share under the result: {}", h.table(lobby.id).text()));

    // Bob did not play it: nothing is shared.
    let refused = s.press(BOB, &over, "🔗 Share").reply().await;
    assert!(refused.is_ephemeral(), "{}", refused.text());
    assert!(
        refused.text().contains("Only the players"),
        "{}",
        refused.text()
    );

    // Alice did: her link opens the game, though the server's pages are off.
    let shared = s.press(ALICE, &over, "🔗 Share").reply().await;
    assert!(shared.is_ephemeral(), "{}", shared.text());
    let link = link_in(&shared.text());
    assert!(link.starts_with(&format!("http://{addr}/g/")), "{link}");
    let again = s.press(ALICE, &over, "🔗 Share").reply().await;
    assert_eq!(link_in(&again.text()), link, "one link a game");
    let (status, page) = get(&link).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("Step 1 of"), "{page}");
    let board = format!("http://{addr}/s/{GUILD_ID}/leaderboards/rummy");
    assert_eq!(get(&board).await.0, 404, "the server's pages are off");

    // The server turns its pages on: the leaderboard's title links to the same board.
    let saved = s
        .slash(
            OWNER_ID,
            CHANNEL_ID,
            "rumino-settings",
            "server",
            json!({"web": true}),
            "en-US",
        )
        .reply()
        .await;
    assert!(saved.text().contains("Web pages"), "{}", saved.text());
    let shown = h.rumino(ALICE, "leaderboard", json!({"game": 1})).await;
    let url = shown.embeds()[0]["url"]
        .as_str()
        .unwrap_or_else(|| panic!("{:?}", shown.embeds()))
        .to_owned();
    assert!(url.starts_with(&board), "{url}");
    let (status, page) = get(&url).await;
    assert_eq!(status, 200, "{page}");
    // The same board: the page's count of ranked players is Discord's footer, word for word.
    let footer = shown.embeds()[0]["footer"]["text"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(page.contains(&footer), "{footer} in {page}");
    assert!(page.contains("Computer players"), "{page}");

    // And the replay's title links to the game's page on the server.
    let id = over
        .text()
        .split("/rumino replay game:")
        .nth(1)
        .and_then(|t| t.split('`').next())
        .unwrap()
        .to_owned();
    let replay = h.rumino(ALICE, "replay", json!({"game": id})).await;
    let url = replay.embeds()[0]["url"].as_str().unwrap().to_owned();
    assert!(
        url.starts_with(&format!("http://{addr}/s/{GUILD_ID}/games/{id}")),
        "{url}"
    );
    assert!(replay.button("🔗 Share").is_some());
    let (status, page) = get(&url).await;
    assert_eq!(status, 200);
    assert!(page.contains("Step 1 of"), "{page}");

    // A result shown now links to its game's page.
    let options = json!({"stake": 0, "hands": 1, "bots": 1, "bot_level": "easy"});
    let lobby = s
        .slash(BOB, CHANNEL_2_ID, "rumino", "start rummy", options, "en-US")
        .reply()
        .await;
    s.wait_message(T, |m| m.id == lobby.id && m.text().contains("Computer 1"))
        .await
        .expect("a computer player seated");
    s.press(BOB, &lobby, "Start").response().await;
    s.wait_message(T, |m| {
        m.id == lobby.id && m.button("Show my hand").is_some()
    })
    .await
    .expect("started");
    s.slash(BOB, CHANNEL_2_ID, "rumino", "leave", json!({}), "en-US")
        .reply()
        .await;
    let over = s
        .wait_message(T, |m| m.id == lobby.id && m.button("🔗 Share").is_some())
        .await
        .expect("the game ends");
    let url = over.embeds()[0]["url"]
        .as_str()
        .unwrap_or_else(|| panic!("{:?}", over.embeds()))
        .to_owned();
    assert!(
        url.starts_with(&format!("http://{addr}/s/{GUILD_ID}/games/")),
        "{url}"
    );
    assert_eq!(get(&url).await.0, 200);
}
