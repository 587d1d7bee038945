//! End-to-end: the bot under Discord's ordinary faults, injected by the stand-in on any route
//! (interaction answers included): 429s with `retry_after`, 500s and 503s. Every answer still
//! arrives within its 3 s, a table's message is never lost to a failed request (found,
//! re-posted, or posted after a restart), and nothing is applied twice.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use rumino::ids::{ChannelId, TableId};
use serde_json::json;

/// Every game the registry lists, by the word `/rumino start` takes.
fn games() -> Vec<&'static str> {
    rumino::games::GameKind::ALL
        .iter()
        .map(|k| k.command().en)
        .collect()
}

const T: Duration = Duration::from_secs(30);

/// Channel messages of the test channel that show a table's Join button.
fn lobbies(s: &StandIn) -> Vec<StoredMessage> {
    s.channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.button("Join").is_some())
        .collect()
}

/// The message the bot posted in the channel itself (not as an interaction's answer) with a
/// `button`; then Bob presses it, and the message must show him: it is kept up to date.
async fn posted_and_followed(h: &Harness, button: &str) -> StoredMessage {
    let s = &h.standin;
    let posted = s
        .wait_message(T, |m| {
            m.interaction_id.is_none() && !m.is_ephemeral() && m.button(button).is_some()
        })
        .await
        .unwrap_or_else(|| panic!("no message with {button} posted: {}", h.bot.log()));
    s.press(BOB, &posted, button).response().await;
    s.wait_message(T, |m| m.id == posted.id && m.text().contains("Bob"))
        .await
        .unwrap_or_else(|| panic!("not kept up to date: {}", h.table(posted.id).text()));
    posted
}

/// One 429 and then a 500 on the read of the message `/rumino start` answered with: the policy
/// retries it, and that very message is the table's, kept up to date.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_read_of_the_first_message_is_retried() {
    let h = Harness::start().await;
    let s = &h.standin;
    s.fail_next(
        "GET /api/v10/webhooks/",
        1,
        Fault::RateLimited { retry_after_s: 0.2 },
    );
    s.fail_next("GET /api/v10/webhooks/", 1, Fault::ServerError);
    let lobby = h.rumino(ALICE, "start rummy", json!({})).await;
    s.press(BOB, &h.table(lobby.id), "Join").response().await;
    s.wait_message(T, |m| m.id == lobby.id && m.text().contains("Bob"))
        .await
        .unwrap_or_else(|| panic!("the answer is not kept up to date: {}", h.bot.log()));
    assert_eq!(lobbies(s).len(), 1, "one table message");
    s.assert_no_violations();
}

/// The read fails every time the policy tries: the table still gets a message, posted in the
/// channel, kept up to date, and its id stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_whose_first_message_is_lost_gets_one_posted() {
    let h = Harness::start().await;
    let s = &h.standin;
    s.fail_next("GET /api/v10/webhooks/", 6, Fault::Unavailable);
    s.slash(
        ALICE,
        CHANNEL_ID,
        "rumino",
        "start rummy",
        json!({}),
        "en-US",
    )
    .response()
    .await;
    let posted = posted_and_followed(&h, "Join").await;
    let store = h.store().await;
    let table = store
        .open_table_in(ChannelId(CHANNEL_ID as i64))
        .await
        .unwrap()
        .expect("the table");
    assert_eq!(table.message_id, Some(posted.id as i64));
    s.assert_no_violations();
}

/// The same for a tournament: its message is posted in the channel when the answer's message
/// cannot be read, and Sign up on it works.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_whose_first_message_is_lost_gets_one_posted() {
    let h = Harness::start().await;
    let s = &h.standin;
    s.fail_next("GET /api/v10/webhooks/", 6, Fault::ServerError);
    let options = json!({"players": 4, "table_size": 2});
    s.slash(
        ALICE,
        CHANNEL_ID,
        "rumino-tournament",
        "create rummy",
        options,
        "en-US",
    )
    .response()
    .await;
    posted_and_followed(&h, "Sign up").await;
    s.assert_no_violations();
}

/// A 500 on starting a round's thread (which is not retried at once: it may have been made)
/// does not stall the tournament: it advances again shortly, finds no thread of that name, and
/// opens every table of the round in its own thread, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_thread_does_not_stall_a_round() {
    use crate::e2e_tournament::TournamentSteps;

    let h = Harness::start().await;
    let s = &h.standin;
    let options = json!({"players": 4, "table_size": 2, "entry": 10});
    let message = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    s.press(ALICE, &message, "Sign up").response().await;
    let threads = format!("POST /api/v10/channels/{CHANNEL_ID}/threads");
    s.fail_next(&threads, 1, Fault::ServerError);
    s.press(ALICE, &h.table(message.id), "Start")
        .response()
        .await;
    let opened = s.wait_threads(CHANNEL_ID, 2, T).await;
    assert!(
        opened.is_some(),
        "the round's threads: {:?}\n{}",
        s.threads_of(CHANNEL_ID),
        h.bot.log()
    );
    let statuses: Vec<u16> = s
        .requests_matching(&threads)
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses.first(), Some(&500), "{statuses:?}");
    assert_eq!(s.threads_of(CHANNEL_ID).len(), 2, "no thread twice");
    s.assert_no_violations();
}

/// A table whose message id was never stored (the bot stopped before it could post one) gets
/// its message when the bot starts again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_posts_the_message_of_a_table_that_has_none() {
    let mut h = Harness::start().await;
    let lobby = h.rumino(ALICE, "start ramino", json!({})).await;
    let store = h.store().await;
    let table = store
        .open_table_in(ChannelId(CHANNEL_ID as i64))
        .await
        .unwrap()
        .expect("the table");
    store
        .set_message_id(TableId(table.id.0), None)
        .await
        .unwrap();
    h.restart(&[]).await;
    let s = &h.standin;
    let posted = posted_and_followed(&h, "Join").await;
    assert_ne!(posted.id, lobby.id, "a new message");
    s.assert_no_violations();
}

/// Answers to clicks and to commands (sent by serenity, through the forwarder) are retried
/// after a 429, a 500 and a 503, within their 3 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_are_retried_within_their_window() {
    let h = Harness::start().await;
    let s = &h.standin;
    s.fail_next("/callback", 1, Fault::Unavailable);
    let lobby = h.rumino(ALICE, "start rumino", json!({})).await;
    let faults = [
        Fault::RateLimited { retry_after_s: 0.3 },
        Fault::ServerError,
        Fault::Unavailable,
    ];
    for (fault, (user, button)) in
        faults
            .into_iter()
            .zip([(BOB, "Join"), (BOB, "Leave"), (CAROL, "Join")])
    {
        s.fail_next("/callback", 1, fault);
        let answer = s.press(user, &h.table(lobby.id), button).response().await;
        assert_eq!(answer.kind, 6, "{button} after {fault:?}");
    }
    s.wait_message(T, |m| m.id == lobby.id && m.text().contains("Carol"))
        .await
        .expect("Carol seated");
    let seated = h.table(lobby.id).text();
    assert!(
        !seated.contains("Bob"),
        "Bob joined and left once: {seated}"
    );
    s.assert_no_violations();
}

/// Every game played by a player and a computer while the stand-in fails 4 % of all requests
/// at random: every click is answered, the table's message follows the game to its end, and
/// the database holds together.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_holds_up_under_random_faults_on_every_route() {
    let h = Harness::start().await;
    let s = &h.standin;
    let mut clicks = 0;
    for (index, game) in games().iter().enumerate() {
        let lobby = h
            .rumino(ALICE, &format!("start {game}"), json!({"bots": 1}))
            .await;
        s.wait_message(T, |m| m.id == lobby.id && m.text().contains("Computer 1"))
            .await
            .expect("a lobby with a computer");
        s.fail_randomly("/api/v10/", 40, 7 + index as u64);
        let started = s.press(ALICE, &h.table(lobby.id), "Start").response().await;
        assert_eq!(started.kind, 6, "{game}: Start answered {:?}", started.data);
        s.wait_message(T, |m| {
            m.id == lobby.id && m.button("Show my hand").is_some()
        })
        .await
        .unwrap_or_else(|| {
            panic!(
                "{game}: not started: {}\n{}",
                h.table(lobby.id).text(),
                h.bot.log()
            )
        });
        clicks += play_for_a_while(s, lobby.id, index as u64, 40).await;
        // Alice leaves: the two-player game ends, and its message must say so.
        h.rumino(ALICE, "leave", json!({})).await;
        let drawn = s.fail_randomly("/api/v10/", 0, 0);
        let over = s
            .wait_message(T, |m| {
                m.id == lobby.id && m.button("Show my hand").is_none()
            })
            .await;
        assert!(
            over.is_some(),
            "{game}: the table message still shows the game: {}\n{}",
            h.table(lobby.id).text(),
            h.bot.log()
        );
        assert!(drawn > 0, "{game}: no fault was injected");
        let closing = s.slash(ALICE, CHANNEL_ID, "rumino", "cancel", json!({}), "en-US");
        closing.response().await;
    }
    assert!(clicks > 50, "the games were played ({clicks} clicks)");
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    s.assert_no_violations();
}

/// Plays Alice's turns at `table` by choosing among what her hand offers, for `steps`
/// clicks at most or until the game is over; each click must be answered. Returns the clicks.
async fn play_for_a_while(s: &StandIn, table: u64, seed: u64, steps: u64) -> u64 {
    let mut clicks = 0;
    for step in 0..steps {
        let Some(current) = s.message(table) else {
            break;
        };
        if current.button("Show my hand").is_none() {
            break;
        }
        let shown = s.press(ALICE, &current, "Show my hand");
        assert!(
            shown.response_within(T).await.is_some(),
            "Show my hand answered"
        );
        let Some(hand) = shown
            .reply_within(T)
            .await
            .filter(StoredMessage::is_ephemeral)
        else {
            continue;
        };
        let buttons: Vec<String> = hand
            .buttons()
            .into_iter()
            .filter(|b| !b.disabled && b.label.as_deref() != Some("Refresh"))
            .filter_map(|b| b.custom_id)
            .collect();
        let menus: Vec<Select> = hand.selects().into_iter().filter(|m| !m.disabled).collect();
        let choices = buttons.len() + menus.len();
        if choices == 0 {
            continue;
        }
        let pick = ((seed * 31 + step * 17) % choices as u64) as usize;
        let click = if pick < buttons.len() {
            s.click(ALICE, hand.channel_id, hand.id, &buttons[pick])
        } else {
            let menu = &menus[pick - buttons.len()];
            let take = (menu.min_values.max(1) as usize).min(menu.options.len());
            let first = step as usize % (menu.options.len() - take + 1);
            let values: Vec<&str> = menu.options[first..first + take]
                .iter()
                .map(|(_, value)| value.as_str())
                .collect();
            s.select(ALICE, hand.channel_id, hand.id, &menu.custom_id, &values)
        };
        assert!(
            click.response_within(T).await.is_some(),
            "a click on the hand answered"
        );
        clicks += 1;
    }
    clicks
}

/// A gateway connection that stops acknowledging heartbeats (a "zombie"): the bot notices
/// within two heartbeat intervals and connects again, after serenity's 5 s between two
/// identifies of a shard, and commands work after. serenity 0.12 starts a new session here
/// (IDENTIFY, not RESUME), so interactions made during the outage are lost: the README gives
/// the figures this test prints.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_zombie_gateway_is_left_within_two_heartbeats_and_a_boot_wait() {
    let interval = Duration::from_millis(500);
    let config = StandInConfig {
        heartbeat_interval_ms: interval.as_millis() as u64,
        ..StandInConfig::default()
    };
    let h = Harness::with(config, &[]).await;
    let s = &h.standin;
    let (identifies, resumes) = (s.identifies(), s.resumes());
    s.set_zombie(true);
    let went = std::time::Instant::now();
    let back = s.wait_identifies(identifies + 1, T).await || s.wait_resumes(resumes + 1, T).await;
    let outage = went.elapsed();
    s.set_zombie(false);
    assert!(
        back,
        "the bot never left the zombie connection\n{}",
        h.bot.log()
    );
    eprintln!(
        "zombie gateway: reconnected after {} ms at a {} ms heartbeat ({} identify, {} resume)",
        outage.as_millis(),
        interval.as_millis(),
        s.identifies() - identifies,
        s.resumes() - resumes
    );
    assert!(outage < interval * 2 + Duration::from_secs(7), "{outage:?}");
    let reply = h.rumino(ALICE, "help", json!({})).await;
    assert!(reply.text().contains("Rumino"));
    s.assert_no_violations();
}

/// A knockout of four, Alice and Bob playing their own hands, while the stand-in fails 3 % of
/// every request at random: the tournament runs to its end, pays its whole pool, and the
/// database and `rumino check` find nothing wrong.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_runs_to_its_payout_under_random_faults() {
    use crate::e2e_tournament::{assert_checked, TournamentSteps};
    use rumino::store::TournamentStatus;

    let h = Harness::start().await;
    let s = &h.standin;
    let options = json!({"format": "knockout", "players": 4, "table_size": 2, "entry": 100,
        "hands": 1});
    let message = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    for user in [ALICE, BOB] {
        let said = h.private_answer(user, message.id, "Sign up").await;
        assert!(said.starts_with("You are signed up"), "{said}");
    }
    s.fail_randomly("/api/v10/", 30, 11);
    let started = s.press(ALICE, &h.table(message.id), "Start");
    assert!(started.response_within(T).await.is_some(), "Start answered");
    let t = h.play_to_the_end(1, &[ALICE, BOB]).await;
    let drawn = s.fail_randomly("/api/v10/", 0, 0);
    assert!(drawn > 0, "no fault was injected");
    assert_eq!(t.status, TournamentStatus::Finished);
    let paid: i64 = t.results.iter().map(|r| r.2).sum();
    assert_eq!(paid, 400, "the whole pool paid: {:?}", t.results);
    assert_checked(&h).await;
}
