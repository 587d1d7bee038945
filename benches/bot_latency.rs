//! Click → interaction response latency of the real bot (release build) against the local
//! Discord stand-in, with 100 tables busy at once; every measured action is committed to SQLite
//! before its response. Then the bot's memory with 1,000 open tables.
//! A plain `main` printing figures: `cargo bench --bench bot_latency`.

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::Duration;

use serde_json::json;
use support::standin::*;

const FIRST_CHANNEL: u64 = 1_180_000_000_000_010_000;
const TABLES_BUSY: u64 = 100;
const TABLES_OPEN: u64 = 1000;
const TURNS: usize = 10;

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

async fn open(standin: &StandIn, channel: u64) -> StoredMessage {
    standin
        .slash(
            ALICE,
            channel,
            "rumino",
            "start rumino",
            json!({"stake": 0, "seats": 2}),
            "en-US",
        )
        .reply()
        .await
}

/// Plays `TURNS` turns at a table, returning every interaction's response latency.
async fn play(standin: &StandIn, table: StoredMessage) -> Vec<Duration> {
    let mut latencies = Vec::new();
    let timed = |i: Interaction| async move {
        let r = i.response().await;
        (r.latency, i)
    };
    for _ in 0..TURNS {
        let current = standin.message(table.id).unwrap();
        let mut turn = None;
        for user in [ALICE, BOB] {
            let (l, i) = timed(standin.press(user, &current, "Show my hand")).await;
            latencies.push(l);
            let hand = i.reply().await;
            if hand.button("Draw from stock").is_some() {
                turn = Some((user, hand));
            }
        }
        let Some((user, hand)) = turn else { continue };
        let (l, i) = timed(standin.press(user, &hand, "Draw from stock")).await;
        latencies.push(l);
        let hand = i.reply().await;
        let Some(discard) = hand.buttons().into_iter().find(|b| {
            b.label
                .as_deref()
                .is_some_and(|l| l.starts_with("Discard "))
        }) else {
            continue;
        };
        let (l, _) = timed(standin.press(user, &hand, discard.label.as_deref().unwrap())).await;
        latencies.push(l);
    }
    latencies
}

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut config = StandInConfig::default();
        let mut guild = config.guilds.remove(0);
        for i in 0..TABLES_OPEN {
            guild = guild.channel(ChannelConfig::new(FIRST_CHANNEL + i, &format!("table-{i}")));
        }
        config.guilds.push(guild);
        config.response_timeout = Duration::from_secs(60);
        let standin = std::sync::Arc::new(StandIn::start(config).await);
        let dir = tempfile::tempdir().unwrap();
        let db = format!("sqlite://{}", dir.path().join("bench.db").display());
        let bot = standin.spawn_bot(&db, dir.path());
        standin.wait_ready(Duration::from_secs(60)).await.unwrap();

        let mut tables = Vec::new();
        for i in 0..TABLES_BUSY {
            let table = open(&standin, FIRST_CHANNEL + i).await;
            standin.press(BOB, &table, "Join").response().await;
            standin.press(ALICE, &table, "Start").response().await;
            tables.push(table);
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
        let mut tasks = tokio::task::JoinSet::new();
        for table in tables {
            let standin = standin.clone();
            tasks.spawn(async move { play(&standin, table).await });
        }
        let mut all = Vec::new();
        while let Some(l) = tasks.join_next().await {
            all.extend(l.unwrap());
        }
        all.sort_unstable();
        let q = |f: f64| all[((all.len() - 1) as f64 * f) as usize];
        println!(
            "click → response with {TABLES_BUSY} busy tables: {} interactions, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            all.len(),
            q(0.5).as_secs_f64() * 1000.0,
            q(0.99).as_secs_f64() * 1000.0,
            all[all.len() - 1].as_secs_f64() * 1000.0
        );
        for i in TABLES_BUSY..TABLES_OPEN {
            open(&standin, FIRST_CHANNEL + i).await;
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
        println!("bot memory with {TABLES_OPEN} open tables: {:.1} MiB RSS", rss_kib(bot.pid()) as f64 / 1024.0);
        println!("stand-in violations: {}", standin.violations().len());
    });
}
