//! End-to-end: the bot split over two processes by shard, on one database. Each
//! process connects its own shard (the stand-in routes each server to the session of its shard,
//! as Discord does) and runs its own servers' tables. A kill -9 of one, mid-hand, and its restart:
//! its table resumes where it was, and the other process never noticed. A second process started
//! on a shard that is still running (two sessions overlapping, as in a handoff) takes the tables
//! over: the first one's next click is refused and changes nothing, nothing is applied twice, no
//! chip is created. On both engines.

use std::time::Duration;

use rumino::ids::{ChannelId, GuildId, PlayerId};
use rumino::shards::Shards;
use rumino::store::Store;
use serde_json::json;

use crate::support::engines::TestDb;
use crate::support::harness::READY;
use crate::support::standin::*;

const T: Duration = Duration::from_secs(20);
/// A second server, on the other shard of two: its id's timestamp bits differ by one.
const GUILD_B: u64 = GUILD_ID + (1 << 22);
const CHANNEL_B: u64 = 1_180_000_000_000_000_211;

fn two_servers() -> StandInConfig {
    let mut config = StandInConfig::default();
    config.guilds.push(
        GuildConfig::new(GUILD_B, "Rumino Night Club")
            .channel(ChannelConfig::new(CHANNEL_B, "tables")),
    );
    config
}

/// `rumino run` for `shards` ("0", "1") of `count`, commands registered globally (both
/// servers use them).
fn spawn(
    standin: &StandIn,
    db: &TestDb,
    dir: &std::path::Path,
    count: u32,
    shards: &str,
) -> BotProcess {
    let count = count.to_string();
    let env = [
        ("SHARD_COUNT", count.as_str()),
        ("SHARDS", shards),
        ("DEV_GUILD_ID", ""),
    ];
    standin.spawn_bot_with(&db.url, dir, &env)
}

/// The shard `guild` is on, out of two, as SHARDS spells it.
fn shard_of(guild: u64) -> String {
    Shards::shard_of(GuildId(guild as i64), 2).to_string()
}

async fn ready(standin: &StandIn, identifies: u32, bots: &[&BotProcess]) {
    if !standin.wait_identifies(identifies, READY).await || standin.wait_ready(READY).await.is_err()
    {
        let logs: Vec<String> = bots.iter().map(|b| b.log()).collect();
        panic!("the bots did not connect:\n{}", logs.join("\n----\n"));
    }
}

/// ALICE opens a Rumino table in `channel`, BOB joins, it starts: the table message's id.
async fn open(standin: &StandIn, channel: u64) -> u64 {
    let lobby = standin
        .slash(
            ALICE,
            channel,
            "rumino",
            "start rumino",
            json!({"stake": 10}),
            "en-US",
        )
        .reply_within(T)
        .await
        .expect("an answer to /rumino start");
    assert!(lobby.button("Join").is_some(), "a lobby: {}", lobby.text());
    let r = standin.press(BOB, &lobby, "Join").response().await;
    assert_eq!(r.kind, 6, "a join is acknowledged silently");
    standin
        .press(ALICE, &standin.message(lobby.id).unwrap(), "Start")
        .response()
        .await;
    standin
        .wait_message(T, |m| {
            m.id == lobby.id && m.button("Show my hand").is_some()
        })
        .await
        .expect("the game started");
    lobby.id
}

/// `user`'s private hand at `table`.
async fn hand(standin: &StandIn, user: u64, table: u64) -> StoredMessage {
    let table = standin.message(table).expect("the table message");
    standin
        .press(user, &table, "Show my hand")
        .reply_within(T)
        .await
        .expect("a hand")
}

/// The player on turn draws from the stock and discards the first card offered.
async fn play_turn(standin: &StandIn, table: u64) {
    for _ in 0..50 {
        for user in [ALICE, BOB] {
            let hand = hand(standin, user, table).await;
            if hand.button("Draw from stock").is_none() {
                continue;
            }
            let drawn = standin
                .press(user, &hand, "Draw from stock")
                .reply_within(T)
                .await
                .expect("an answer to Draw");
            let discard = drawn
                .buttons()
                .into_iter()
                .filter_map(|b| b.label)
                .find(|l| l.starts_with("Discard "))
                .unwrap_or_else(|| panic!("a discard button: {}", drawn.text()));
            standin
                .press(user, &drawn, &discard)
                .reply_within(T)
                .await
                .expect("an answer to Discard");
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "nobody is on turn: {}",
        standin.message(table).unwrap().text()
    );
}

/// The open table's version in `channel`.
async fn version(store: &Store, channel: u64) -> i64 {
    store
        .open_table_in(ChannelId(channel as i64))
        .await
        .unwrap()
        .expect("an open table")
        .version
}

/// Every chip still with ALICE and BOB or in the tables' pools (each started with 1,000 in
/// each server); `rumino check` and the stand-in find nothing wrong.
async fn assert_sound(standin: &StandIn, store: &Store, servers: &[u64]) {
    for &guild in servers {
        let mut total = 0;
        for user in [ALICE, BOB] {
            let chips = store
                .balance(GuildId(guild as i64), PlayerId(user as i64))
                .await
                .unwrap();
            total += chips.unwrap_or(0);
        }
        assert_eq!(
            total + 20,
            2000,
            "no chip created or lost in server {guild}"
        );
    }
    let report = store.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    standin.assert_no_violations();
}

crate::both_engines! {
async fn two_processes_by_shard_and_a_kill_9_of_one_leaves_the_other_unaware(db: TestDb) {
    let standin = StandIn::start(two_servers()).await;
    let dir = tempfile::tempdir().unwrap();
    let (shard_a, shard_b) = (shard_of(GUILD_ID), shard_of(GUILD_B));
    assert_ne!(shard_a, shard_b, "the two servers are on different shards");
    let mut a = spawn(&standin, &db, dir.path(), 2, &shard_a);
    let b = spawn(&standin, &db, dir.path(), 2, &shard_b);
    ready(&standin, 2, &[&a, &b]).await;
    let mut shards: Vec<(u64, u64)> =
        standin.sessions().iter().map(|s| (s.shard, s.shard_count)).collect();
    shards.sort_unstable();
    assert_eq!(shards, [(0, 2), (1, 2)], "one session per shard");

    let table_a = open(&standin, CHANNEL_ID).await;
    let table_b = open(&standin, CHANNEL_B).await;
    for _ in 0..2 {
        play_turn(&standin, table_a).await;
        play_turn(&standin, table_b).await;
    }
    let store = Store::open(&db.url).await.unwrap();
    let (before_a, before_b) = (version(&store, CHANNEL_ID).await, version(&store, CHANNEL_B).await);

    // kill -9 the first process mid-hand; the second plays on meanwhile.
    a.kill();
    play_turn(&standin, table_b).await;
    assert_eq!(version(&store, CHANNEL_ID).await, before_a, "nothing moved at the dead process's table");
    a = spawn(&standin, &db, dir.path(), 2, &shard_a);
    ready(&standin, 3, &[&a, &b]).await;

    // Its table resumes where it was, and both play on.
    for _ in 0..2 {
        play_turn(&standin, table_a).await;
        play_turn(&standin, table_b).await;
    }
    assert_eq!(version(&store, CHANNEL_ID).await, before_a + 4, "two turns of two actions each");
    assert_eq!(version(&store, CHANNEL_B).await, before_b + 6);
    let log_b = b.log();
    assert!(!log_b.contains("took this table over") && !log_b.contains("ERROR"), "{log_b}");
    assert!(b.pid() > 0 && standin.identifies() == 3, "the second process never reconnected");
    assert_sound(&standin, &store, &[GUILD_ID, GUILD_B]).await;
}
}

crate::both_engines! {
async fn a_second_process_on_a_running_shard_takes_its_tables_over_and_the_first_writes_nothing(db: TestDb) {
    let standin = StandIn::start(StandInConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    let first = spawn(&standin, &db, dir.path(), 1, "0");
    ready(&standin, 1, &[&first]).await;
    let table = open(&standin, CHANNEL_ID).await;
    play_turn(&standin, table).await;
    let store = Store::open(&db.url).await.unwrap();
    let before = version(&store, CHANNEL_ID).await;

    // A second process on the same shard while the first still runs: it takes the table over.
    let second = spawn(&standin, &db, dir.path(), 1, "0");
    ready(&standin, 2, &[&first, &second]).await;
    let old = standin.sessions()[0].connection.expect("the first session is still live");

    // A click that reaches the first process (the sessions overlap) is refused, privately,
    // and changes nothing; that process drops the table.
    standin.route_to(Some(old));
    let on_turn = hand(&standin, ALICE, table).await;
    let user = if on_turn.button("Draw from stock").is_some() { ALICE } else { BOB };
    let stale = hand(&standin, user, table).await;
    let refused = standin.press(user, &stale, "Draw from stock").reply_within(T).await.expect("an answer");
    assert!(refused.is_ephemeral(), "{}", refused.text());
    assert!(refused.text().contains("moved to another of the bot's processes"), "{}", refused.text());
    assert_eq!(version(&store, CHANNEL_ID).await, before, "nothing was written");
    assert!(first.log().contains("another process took this table over"), "{}", first.log());
    let gone = standin.press(user, &stale, "Draw from stock").reply_within(T).await.expect("an answer");
    assert!(gone.is_ephemeral(), "{}", gone.text());
    assert_eq!(version(&store, CHANNEL_ID).await, before);

    // Routed by shard again, the clicks reach the second process, which plays on.
    standin.route_to(None);
    for _ in 0..3 {
        play_turn(&standin, table).await;
    }
    assert_eq!(version(&store, CHANNEL_ID).await, before + 6, "each action applied once");
    let seqs: Vec<i64> = store
        .actions(store.open_table_in(ChannelId(CHANNEL_ID as i64)).await.unwrap().unwrap().id, 0)
        .await
        .unwrap()
        .iter()
        .map(|a| a.seq)
        .collect();
    assert_eq!(seqs, (1..=before + 6).collect::<Vec<_>>(), "a gapless log, no action twice");
    drop(first);
    assert_sound(&standin, &store, &[GUILD_ID]).await;
}
}
