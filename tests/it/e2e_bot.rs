//! End-to-end: the real `rumino run` binary against the local Discord stand-in, which checks
//! every request against Discord's spec and limits. Each test runs its own stand-in and bot.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use serde_json::json;

const T: Duration = Duration::from_secs(30);

/// The steps of this file's tests, on the shared harness (a trait of the file's own, so
/// each file names its steps as it likes).
pub(crate) trait BotSteps {
    async fn open(&self, host: u64, options: serde_json::Value) -> StoredMessage;
    async fn wait_button(&self, id: u64, label: &str) -> StoredMessage;
    async fn on_turn(&self, table: u64, players: &[u64]) -> (u64, StoredMessage);
    async fn play_turn(&self, user: u64, hand: &StoredMessage) -> StoredMessage;
}

impl BotSteps for Harness {
    async fn open(&self, host: u64, options: serde_json::Value) -> StoredMessage {
        let reply = self
            .standin
            .slash(host, CHANNEL_ID, "rumino", "start rumino", options, "en-US")
            .reply()
            .await;
        assert!(reply.button("Join").is_some(), "a lobby: {}", reply.text());
        reply
    }

    /// Waits until the table message has a button `label` (the renderer edits within ~1 s).
    async fn wait_button(&self, id: u64, label: &str) -> StoredMessage {
        self.standin
            .wait_message(T, |m| m.id == id && m.button(label).is_some())
            .await
            .unwrap_or_else(|| {
                panic!(
                    "no {label:?} on the table: {}\n{}",
                    self.table(id).text(),
                    self.bot.log()
                )
            })
    }

    /// The seated player whose hand offers drawing, and that hand.
    async fn on_turn(&self, table: u64, players: &[u64]) -> (u64, StoredMessage) {
        for _ in 0..50 {
            for &p in players {
                let hand = self.hand(p, table).await;
                if hand.button("Draw from stock").is_some() {
                    return (p, hand);
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("nobody is on turn: {}", self.table(table).text());
    }

    /// `user` draws from the stock and discards the first card offered.
    async fn play_turn(&self, user: u64, hand: &StoredMessage) -> StoredMessage {
        let Some(hand) = self
            .standin
            .press(user, hand, "Draw from stock")
            .reply_within(T)
            .await
        else {
            let reqs: Vec<String> = self
                .standin
                .requests()
                .iter()
                .rev()
                .take(6)
                .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                .collect();
            panic!("no answer to Draw: {reqs:?}\n{}", self.bot.log());
        };
        let discard = hand
            .buttons()
            .into_iter()
            .find(|b| {
                b.label
                    .as_deref()
                    .is_some_and(|l| l.starts_with("Discard "))
            })
            .expect("a discard button");
        self.standin
            .press(user, &hand, discard.label.as_deref().unwrap())
            .reply()
            .await
    }
}

async fn three_player_game(h: &Harness) -> u64 {
    let table = h.open(ALICE, json!({"stake": 10})).await.id;
    for user in [BOB, CAROL] {
        let r = h
            .standin
            .press(user, &h.table(table), "Join")
            .response()
            .await;
        assert_eq!(r.kind, 6, "a join is acknowledged silently");
    }
    h.standin
        .press(ALICE, &h.table(table), "Start")
        .response()
        .await;
    h.wait_button(table, "Show my hand").await;
    table
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_player_game_from_start_to_payout_with_chips_in_the_database() {
    let h = Harness::start().await;
    let table = three_player_game(&h).await;
    let text = h.table(table).text();
    assert!(text.contains("Pool: **30** chips"), "{text}");
    for _ in 0..6 {
        let (user, hand) = h.on_turn(table, &[ALICE, BOB, CAROL]).await;
        let after = h.play_turn(user, &hand).await;
        assert!(
            after.text().contains("Waiting for"),
            "the turn passed: {}",
            after.text()
        );
    }
    // Bob and Carol leave (R24): Alice is the last player standing and takes the pool (R22a).
    for user in [BOB, CAROL] {
        let r = h
            .standin
            .slash(user, CHANNEL_ID, "rumino", "leave", json!({}), "en-US")
            .reply()
            .await;
        assert!(r.text().contains("forfeited"), "{}", r.text());
    }
    let over = h.wait_button(table, "Play again").await;
    assert!(
        over.text().contains("wins") && over.text().contains("30 chips"),
        "{}",
        over.text()
    );
    assert_eq!(
        (
            h.balance(ALICE).await,
            h.balance(BOB).await,
            h.balance(CAROL).await
        ),
        (1020, 990, 990)
    );
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_computer_players_runs_to_its_end() {
    let h = Harness::start().await;
    let table = h
        .open(ALICE, json!({"stake": 10, "bots": 2, "bot_level": "easy"}))
        .await
        .id;
    h.wait_button(table, "Start").await;
    h.standin
        .wait_message(T, |m| m.id == table && m.text().contains("Computer 2"))
        .await
        .expect("two computer players seated");
    h.standin
        .press(ALICE, &h.table(table), "Start")
        .response()
        .await;
    h.wait_button(table, "Show my hand").await;
    for _ in 0..400 {
        if h.table(table).button("Play again").is_some() {
            break;
        }
        let hand = h.hand(ALICE, table).await;
        if let Some(key) = ["RUMINO!", "Gin!", "Knock", "No rebuy"]
            .into_iter()
            .find(|k| hand.button(k).is_some())
        {
            h.standin.press(ALICE, &hand, key).response().await;
        } else if hand.button("Draw from stock").is_some() {
            h.play_turn(ALICE, &hand).await;
        } else {
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }
    let over = h.wait_button(table, "Play again").await;
    assert!(
        over.text().contains("wins") || over.text().contains("split"),
        "{}",
        over.text()
    );
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_private_answer_and_changes_nothing() {
    let h = Harness::start().await;
    let s = &h.standin;
    let say = |user, channel, sub: &'static str, options| async move {
        s.slash(user, channel, "rumino", sub, options, "en-US")
            .reply()
            .await
    };
    // Registered in the test server only, no command is offered in the bot's DM; sent there
    // anyway, a table opens as anywhere, and a server's settings are refused privately.
    let dm_channel = s.dm_channel(ALICE);
    let in_dm = |sub: &'static str| async move {
        s.forged_slash(ALICE, dm_channel, "rumino", sub, json!({}), "en-US")
            .reply()
            .await
    };
    let dm = in_dm("start rumino").await;
    assert!(dm.button("Join").is_some(), "{}", dm.text());
    in_dm("cancel").await;
    let settings = s
        .forged_slash(
            ALICE,
            dm_channel,
            "rumino-settings",
            "server",
            json!({}),
            "en-US",
        )
        .reply()
        .await;
    assert!(
        settings.is_ephemeral() && settings.text().contains("server"),
        "{}",
        settings.text()
    );
    let muted = say(ALICE, MUTED_CHANNEL_ID, "start rumino", json!({})).await;
    assert!(muted.text().contains("I need the"), "{}", muted.text());
    let poor = say(ALICE, CHANNEL_ID, "start rumino", json!({"stake": 5000})).await;
    assert!(poor.text().contains("5000 chips"), "{}", poor.text());
    // Seven seats are beyond Rumino's range: no client sends it; forged, it is refused.
    let seven = json!({"seats": 7});
    assert!(s
        .client_refusal(CHANNEL_ID, "rumino", "start rumino", &seven)
        .is_some());
    let bad = s
        .forged_slash(ALICE, CHANNEL_ID, "rumino", "start rumino", seven, "en-US")
        .reply()
        .await;
    assert!(
        bad.is_ephemeral()
            && bad
                .text()
                .contains("`seats` must be a whole number from 2 to 6. Nothing was changed."),
        "{}",
        bad.text()
    );

    let table = h.open(ALICE, json!({"seats": 2})).await.id;
    let busy = say(BOB, CHANNEL_ID, "start rumino", json!({})).await;
    assert!(
        busy.text().contains("already has a table"),
        "{}",
        busy.text()
    );
    s.press(BOB, &h.table(table), "Join").response().await;
    let full = s.press(CAROL, &h.table(table), "Join").reply().await;
    assert!(
        full.is_ephemeral() && full.text().contains("full"),
        "{}",
        full.text()
    );
    let not_host = s.press(BOB, &h.table(table), "Start").reply().await;
    assert!(
        not_host.text().contains("Only the host"),
        "{}",
        not_host.text()
    );
    let forged = s
        .click(ALICE, CHANNEL_ID, table, "r1:abc:join")
        .reply()
        .await;
    assert!(
        forged.text().contains("not one I understand"),
        "{}",
        forged.text()
    );

    s.press(ALICE, &h.table(table), "Start").response().await;
    h.wait_button(table, "Show my hand").await;
    let stranger = h.hand(CAROL, table).await;
    assert!(
        stranger.text().contains("not seated"),
        "{}",
        stranger.text()
    );
    let (user, hand) = h.on_turn(table, &[ALICE, BOB]).await;
    let draw_id = hand.button("Draw from stock").unwrap().custom_id.unwrap();
    // Someone else presses the player's button: refused, nothing changes.
    let foreign = s.click(CAROL, CHANNEL_ID, table, &draw_id).reply().await;
    assert!(foreign.text().contains("not seated"), "{}", foreign.text());
    let drawn = s.press(user, &hand, "Draw from stock").reply().await;
    assert!(drawn.button("Draw from stock").is_none());
    // The same (now stale) button again: refused with the hand as it is now.
    let stale = s.click(user, CHANNEL_ID, hand.id, &draw_id).reply().await;
    assert!(stale.text().contains("earlier moment"), "{}", stale.text());
    let cards = |m: &StoredMessage| {
        m.buttons()
            .iter()
            .filter(|b| {
                b.label
                    .as_deref()
                    .is_some_and(|l| l.starts_with("Discard "))
            })
            .count()
    };
    assert_eq!(cards(&stale), cards(&drawn), "the stale click drew nothing");
    s.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clicks_at_the_same_instant_apply_once() {
    let h = Harness::start().await;
    let table = three_player_game(&h).await;
    let (user, hand) = h.on_turn(table, &[ALICE, BOB, CAROL]).await;
    let id = hand.button("Draw from stock").unwrap().custom_id.unwrap();
    let a = h.standin.click(user, CHANNEL_ID, hand.id, &id);
    let b = h.standin.click(user, CHANNEL_ID, hand.id, &id);
    let (ra, rb) = tokio::join!(a.response(), b.response());
    let notes = [ra, rb]
        .iter()
        .filter(|r| r.data.to_string().contains("earlier moment"))
        .count();
    assert_eq!(notes, 1, "exactly one of the two clicks was applied");
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_hand_and_restart_resumes_the_same_table_and_message() {
    let mut h = Harness::start().await;
    let table = three_player_game(&h).await;
    let (user, hand) = h.on_turn(table, &[ALICE, BOB, CAROL]).await;
    let after = h.play_turn(user, &hand).await;
    let (next, next_hand) = h.on_turn(table, &[ALICE, BOB, CAROL]).await;
    assert_ne!(next, user);
    h.restart(&[]).await;
    // The old hand message's buttons still work, on the same table and cards.
    let drawn = h
        .standin
        .press(next, &next_hand, "Draw from stock")
        .reply()
        .await;
    assert!(
        drawn.button("Draw from stock").is_none(),
        "{}",
        drawn.text()
    );
    assert_eq!(
        h.standin
            .channel_messages(CHANNEL_ID)
            .iter()
            .filter(|m| m.button("Show my hand").is_some())
            .count(),
        1,
        "no new table message"
    );
    let before = h.standin.edit_count(table);
    assert!(
        h.standin.wait_edit_count(table, before + 1, T).await > before,
        "the same message is edited after the restart"
    );
    let _ = after;
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_is_resumed_and_commands_keep_working() {
    let h = Harness::start().await;
    assert!(h.standin.drop_gateway());
    assert!(
        h.standin.wait_resumes(1, T).await || h.standin.wait_identifies(2, T).await,
        "reconnected\n{}",
        h.bot.log()
    );
    let reply = h
        .standin
        .slash(ALICE, CHANNEL_ID, "rumino", "help", json!({}), "en-US")
        .reply()
        .await;
    assert!(reply.text().contains("Rumino"));
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_are_respected_and_bursts_give_few_edits() {
    let h = Harness::start().await;
    let table = three_player_game(&h).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let edits_before = h.standin.edit_count(table);
    h.standin.fail_next(
        "PATCH /api/v10/channels",
        1,
        Fault::RateLimited { retry_after_s: 1.5 },
    );
    // A burst of 20 actions: 10 turns.
    for _ in 0..10 {
        let (user, hand) = h.on_turn(table, &[ALICE, BOB, CAROL]).await;
        h.play_turn(user, &hand).await;
    }
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let edits = h.standin.edit_count(table) - edits_before;
    assert!((1..10).contains(&edits), "20 actions gave {edits} edits");
    let patches = h
        .standin
        .requests_matching(&format!("/channels/{CHANNEL_ID}/messages/{table}"));
    let limited = patches
        .iter()
        .position(|r| r.status == 429)
        .expect("the 429 was served");
    let retry = patches.get(limited + 1).expect("the edit was retried");
    assert!(
        retry.at - patches[limited].at >= Duration::from_millis(1450),
        "waited retry_after: {:?}",
        retry.at - patches[limited].at
    );
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_a_clear_error() {
    let standin = StandIn::start(StandInConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("rumino.db").display());
    let mut cmd = standin.bot_command(&db);
    cmd.env("DISCORD_TOKEN", "not-the-token")
        .current_dir(dir.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let child = tokio::process::Command::from(cmd)
        .kill_on_drop(true)
        .output();
    let out = tokio::time::timeout(T, child)
        .await
        .expect("the bot stops by itself")
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("rejected DISCORD_TOKEN"), "{stderr}");
}
