//! End-to-end: `/rumino replay` through the real `rumino run` binary against the
//! Discord stand-in. A short Rummy game of computer players is played to its end; its id is
//! under its result and in `/rumino history`; its replay, stepped to the end with ▶ (and the
//! "jump to hand" menu), ends on exactly the result the table showed. A game still being played,
//! another server's game and an id that is not one are refused privately.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use serde_json::json;
use sqlx::{Connection, Row};

const T: Duration = Duration::from_secs(60);
/// Rummy in the `game` choices (after Rumino).
const RUMMY: u64 = 1;

/// Another Discord server: the stand-in has one, so its table is copied in the database.
const OTHER_GUILD: i64 = 1_180_000_000_000_009_100;

/// The id `/rumino replay game:` takes, from a finished table's replay hint.
fn game_id_in(text: &str) -> String {
    text.split("/rumino replay game:")
        .nth(1)
        .and_then(|t| t.split('`').next())
        .unwrap_or_else(|| panic!("no replay hint in {text}"))
        .to_owned()
}

/// The table number a table message's footer names ("Table 12 · Rummy").
fn table_no(text: &str) -> i64 {
    text.split("Table ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no table in {text}"))
}

/// A copy of table `table`, with its log, as if a server `OTHER_GUILD` had played it: a new
/// table id, closed. Returns its id.
async fn copied_to_another_server(db: &str, table: i64) -> i64 {
    let mut conn = sqlx::SqliteConnection::connect(db).await.unwrap();
    let columns: Vec<String> = sqlx::query("SELECT name FROM pragma_table_info('tables')")
        .fetch_all(&mut conn)
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    let copy: i64 = sqlx::query_scalar("SELECT MAX(id) + 100 FROM tables")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    let values: Vec<String> = columns
        .iter()
        .map(|c| match c.as_str() {
            "id" => copy.to_string(),
            "guild_id" => OTHER_GUILD.to_string(),
            "channel_id" => "1".to_owned(),
            "status" => "'closed'".to_owned(),
            other => other.to_owned(),
        })
        .collect();
    let sql = format!(
        "INSERT INTO tables ({}) SELECT {} FROM tables WHERE id = ?",
        columns.join(", "),
        values.join(", ")
    );
    sqlx::query(&sql)
        .bind(table)
        .execute(&mut conn)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO actions (table_id, seq, kind, actor, game_no, payload, created_at) \
         SELECT ?, seq, kind, actor, game_no, payload, created_at FROM actions WHERE table_id = ?",
    )
    .bind(copy)
    .bind(table)
    .execute(&mut conn)
    .await
    .unwrap();
    copy
}

/// The first embed field (name, value) of a message: a game's last hand shown.
fn first_field(m: &StoredMessage) -> (String, String) {
    let f = &m.embeds()[0]["fields"][0];
    (f["name"].to_string(), f["value"].to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_replays_to_its_result_and_nothing_else_replays() {
    let h = Harness::start().await;
    let s = &h.standin;
    // Two computer players play one hand of Rummy to its end: Alice starts and leaves.
    let options = json!({"stake": 0, "hands": 1, "bots": 2, "bot_level": "easy"});
    let lobby = h.rumino(ALICE, "start rummy", options).await;
    let table = lobby.id;
    s.wait_message(T, |m| m.id == table && m.text().contains("Computer 2"))
        .await
        .expect("two computer players seated");
    let started = s.press(ALICE, &h.table(table), "Start").response().await;
    s.wait_message(T, |m| m.id == table && m.button("Show my hand").is_some())
        .await
        .unwrap_or_else(|| panic!("not started: {started:?} {}", h.bot.log()));
    h.rumino(ALICE, "leave", json!({})).await;
    let over = s
        .wait_message(T, |m| {
            m.id == table && m.text().contains("/rumino replay game:")
        })
        .await
        .unwrap_or_else(|| panic!("the game does not end: {}", h.table(table).text()));
    let id = game_id_in(&over.text());
    assert_eq!(id, format!("{}-1", table_no(&over.text())));
    let history = h.rumino(ALICE, "history", json!({"game": RUMMY})).await;
    assert!(
        history.text().contains(&format!("`{id}`")),
        "{}",
        history.text()
    );

    // The replay, from the first hand dealt: every seat's cards are shown.
    let mut shown = h.rumino(ALICE, "replay", json!({"game": id})).await;
    assert!(shown.is_ephemeral(), "{}", shown.text());
    assert!(shown.text().contains("Step 1 of "), "{}", shown.text());
    assert_eq!(
        shown.text().matches("'s hand").count(),
        3,
        "{}",
        shown.text()
    );
    assert!(shown.button("◀").unwrap().disabled);
    shown = s
        .choose(ALICE, &shown, "Jump to hand…", &["Hand 1"])
        .reply()
        .await;
    assert!(shown.text().contains("Step 1 of "), "{}", shown.text());
    let mut steps = 1;
    while !shown.button("▶").unwrap().disabled {
        shown = s.press(ALICE, &shown, "▶").reply().await;
        steps += 1;
        assert!(steps < 2000, "the replay does not end: {}", shown.text());
    }
    let last = shown.text();
    assert!(last.contains(&format!("Step {steps} of {steps}")), "{last}");
    // The last step is the result the table showed: its winner line and last hand.
    let result = over
        .text()
        .lines()
        .find(|l| l.starts_with("🏆"))
        .unwrap_or_else(|| panic!("no result: {}", over.text()))
        .to_owned();
    assert!(last.contains(&result), "{last}\n---\n{result}");
    assert_eq!(first_field(&shown), first_field(&over));
    // ◀ goes back one step.
    let back = s.press(ALICE, &shown, "◀").reply().await;
    assert!(back
        .text()
        .contains(&format!("Step {} of {steps}", steps - 1)));

    // A game still being played: Alice opens another table and starts it, and waits.
    let lobby = s
        .slash(
            ALICE,
            CHANNEL_2_ID,
            "rumino",
            "start rummy",
            json!({"bots": 1}),
            "en-US",
        )
        .reply()
        .await;
    s.wait_message(T, |m| m.id == lobby.id && m.text().contains("Computer 1"))
        .await
        .expect("a computer player seated");
    s.press(ALICE, &lobby, "Start").response().await;
    let running = s
        .wait_message(T, |m| {
            m.id == lobby.id && m.button("Show my hand").is_some()
        })
        .await
        .expect("started");
    let playing = format!("{}-1", table_no(&running.text()));
    let r = h.rumino(BOB, "replay", json!({"game": playing})).await;
    assert!(
        r.is_ephemeral() && r.text().contains("still being played"),
        "{}",
        r.text()
    );

    // Another server's game, finished as this one is: refused as if it did not exist.
    let copy = copied_to_another_server(&h.db, table_no(&over.text())).await;
    let theirs = format!("{copy}-1");
    let r = h.rumino(BOB, "replay", json!({"game": theirs})).await;
    assert!(
        r.is_ephemeral() && r.text().contains("No game") && !r.text().contains("Step"),
        "{}",
        r.text()
    );
    // Not a game id at all, and a game the table never played.
    let r = h.rumino(BOB, "replay", json!({"game": "last one"})).await;
    assert!(
        r.is_ephemeral() && r.text().contains("is not a game id"),
        "{}",
        r.text()
    );
    let r = h
        .rumino(
            BOB,
            "replay",
            json!({"game": format!("{}-9", table_no(&over.text()))}),
        )
        .await;
    assert!(
        r.is_ephemeral() && r.text().contains("No game"),
        "{}",
        r.text()
    );
    s.assert_no_violations();
}
