//! Capacity of the real bot (release build) against the local Discord stand-in, in a
//! closed loop: at each of 1, 10, 25, 50, 100 and 200 busy tables (all five games mixed, a human
//! and a computer player at each, computer players answering at once), each table's human clicks
//! the moment their previous click is answered. Every action is committed to SQLite before its
//! answer. Per row: clicks answered per second, callback p50/p99/max (as the stand-in saw it),
//! how soon a "your turn" nudge gave the hand a move to make after the human's last answer (a
//! wait of 400 ms with none counts as missed: a game over, or a hand whose next step is not a
//! plain move), the bot's CPU and
//! RSS. Then the bot's memory with 1,000 open tables, and how much of it the tables add.
//!
//! `cargo bench --bench bot_latency [-- --tables 1,10,100] [--seconds S] [--no-memory]`.
//! With `RUMINO_BENCH_POSTGRES=<server URL>` each row runs on SQLite and then on a fresh
//! PostgreSQL database of that server, side by side (`--engines postgres` for PostgreSQL only).
//! With `RUST_LOG=info,rumino::latency=debug` in the environment the bot also measures where a
//! click spends its time (src/latency.rs): the bench asks for its summary at the end of each
//! row (SIGUSR1) and prints it.

#[path = "../tests/support/mod.rs"]
mod support;

#[path = "bot_latency/closed_loop.rs"]
mod closed_loop;

use std::time::Duration;

use closed_loop::{open_table, Row};
use serde_json::json;
use support::engines::{Engine, TestDb};
use support::standin::*;

const FIRST_CHANNEL: u64 = 1_180_000_000_000_010_000;
const DEFAULT_TABLES: [u64; 6] = [1, 10, 25, 50, 100, 200];
const TABLES_OPEN: u64 = 1000;

struct Args {
    tables: Vec<u64>,
    engines: Vec<Engine>,
    seconds: u64,
    memory: bool,
}

fn args() -> Args {
    let argv: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        argv.iter()
            .position(|a| a == name)
            .and_then(|i| argv.get(i + 1))
    };
    let tables = value("--tables").map_or_else(
        || DEFAULT_TABLES.to_vec(),
        |v| {
            v.split(',')
                .map(|n| n.trim().parse().expect("--tables 1,10,100"))
                .collect()
        },
    );
    let seconds = value("--seconds").map_or(6, |v| v.parse().expect("--seconds S"));
    let postgres = std::env::var("RUMINO_BENCH_POSTGRES").ok();
    if let Some(server) = &postgres {
        // TestDb makes its databases on the server the tests name.
        std::env::set_var("RUMINO_TEST_POSTGRES", server);
    }
    let engines = match (value("--engines").map(String::as_str), &postgres) {
        (Some("postgres"), Some(_)) => vec![Engine::Postgres],
        (Some("postgres"), None) => panic!("--engines postgres needs RUMINO_BENCH_POSTGRES"),
        (_, Some(_)) => vec![Engine::Sqlite, Engine::Postgres],
        (_, None) => vec![Engine::Sqlite],
    };
    Args {
        tables,
        engines,
        seconds,
        memory: !argv.iter().any(|a| a == "--no-memory"),
    }
}

/// A stand-in with `channels` table channels and the bot started against it on a fresh database
/// of `engine` (kept until the returned `TestDb` drops).
async fn start(
    channels: u64,
    engine: Engine,
    dir: &std::path::Path,
) -> (StandIn, BotProcess, String, Option<TestDb>) {
    let mut config = StandInConfig::default();
    let mut guild = config.guilds.remove(0);
    for i in 0..channels {
        guild = guild.channel(ChannelConfig::new(FIRST_CHANNEL + i, &format!("table-{i}")));
    }
    config.guilds.push(guild);
    config.response_timeout = Duration::from_secs(60);
    let standin = StandIn::start(config).await;
    let (db, kept) = match engine {
        Engine::Sqlite => (format!("sqlite://{}", dir.join("bench.db").display()), None),
        Engine::Postgres => {
            let fresh = TestDb::fresh(Engine::Postgres)
                .await
                .expect("a PostgreSQL database");
            (fresh.url.clone(), Some(fresh))
        }
    };
    let bot = standin.spawn_bot(&db, dir);
    standin.wait_ready(Duration::from_secs(60)).await.unwrap();
    (standin, bot, db, kept)
}

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let args = args();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        println!(
            "closed loop, {} s per row, computer delay 0 ms, games mixed:",
            args.seconds
        );
        println!("{}", Row::header());
        for &tables in &args.tables {
            for &engine in &args.engines {
                let dir = tempfile::tempdir().unwrap();
                let (standin, bot, db, _kept) = start(tables, engine, dir.path()).await;
                let row =
                    closed_loop::run(standin, &bot, &db, FIRST_CHANNEL, tables, args.seconds).await;
                let name = if engine == Engine::Sqlite {
                    "sqlite"
                } else {
                    "postgres"
                };
                println!("{row}  {name}");
                if let Some(stages) = closed_loop::stage_summary(&bot).await {
                    println!("    stages: {stages}");
                }
            }
        }
        if args.memory {
            let dir = tempfile::tempdir().unwrap();
            let (standin, bot, _, _kept) = start(TABLES_OPEN, args.engines[0], dir.path()).await;
            // The bot connected and idle, before any table: what the tables add is measured
            // from here.
            tokio::time::sleep(Duration::from_secs(2)).await;
            let empty = closed_loop::rss_kib(bot.pid()) as f64 / 1024.0;
            for i in 0..TABLES_OPEN {
                let options = json!({"stake": 0, "seats": 2});
                open_table(&standin, FIRST_CHANNEL + i, "start rumino", options).await;
            }
            tokio::time::sleep(Duration::from_secs(2)).await;
            let open = closed_loop::rss_kib(bot.pid()) as f64 / 1024.0;
            println!(
                "bot memory with {TABLES_OPEN} open tables: {open:.1} MiB RSS, {:.1} MiB above \
                 the empty bot ({empty:.1} MiB)",
                open - empty
            );
            println!("stand-in violations: {}", standin.violations().len());
        }
    });
}
