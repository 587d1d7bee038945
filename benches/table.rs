//! Table service throughput, persisted to a real SQLite file (WAL, synchronous=NORMAL):
//! actions per second through one table, and across 1,000 tables at once (group commit), plus
//! memory per open table. A plain `main` printing figures: `cargo bench --bench table`.

use std::{sync::Arc, time::Instant};

use rumino::{
    games::rumino::Action,
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::Store,
    table::{Clock, SeatInfo, ServiceConfig, TableOptions, TableRequest, TableService},
};

const GUILD: GuildId = GuildId(1);

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| {
            s.split_whitespace()
                .nth(1)
                .and_then(|p| p.parse::<u64>().ok())
        })
        .map_or(0, |pages| pages * 4)
}

async fn open_heads_up(service: &TableService, n: i64) -> TableId {
    let a = PlayerId(2 * n + 1);
    let b = PlayerId(2 * n + 2);
    let host = SeatInfo {
        player: a,
        name: format!("A{n}"),
        computer: None,
    };
    let options = TableOptions {
        computer_delay_ms: 0,
        ..TableOptions::default()
    };
    let table = service
        .open(GUILD, ChannelId(n), host, options)
        .await
        .unwrap()
        .id;
    service
        .send(
            table,
            TableRequest::Join {
                player: b,
                name: format!("B{n}"),
            },
            None,
        )
        .await
        .unwrap();
    service
        .send(table, TableRequest::Start { by: a }, None)
        .await
        .unwrap();
    let mut watch = service.watch(table).unwrap();
    watch
        .wait_for(|s| s.live_game().and_then(|g| g.as_rumino()?.hand()).is_some())
        .await
        .unwrap();
    table
}

/// Plays `turns` turns (draw, discard the drawn card: two actions each) at `table`.
async fn play_turns(service: &TableService, table: TableId, turns: usize) -> usize {
    let mut actions = 0;
    for _ in 0..turns {
        let state = service.state(table).unwrap();
        let Some(hand) = state.live_game().and_then(|g| g.as_rumino()?.hand()) else {
            break;
        };
        let (seat, player) = (hand.turn, state.players[hand.turn].player);
        if service
            .send(
                table,
                TableRequest::Act {
                    player,
                    action: Action::DrawStock.into(),
                },
                None,
            )
            .await
            .is_err()
        {
            break;
        }
        let state = service.state(table).unwrap();
        let Some(card) = state
            .live_game()
            .and_then(|g| g.as_rumino()?.hand())
            .and_then(|h| h.faces(seat).last().copied())
        else {
            break;
        };
        if service
            .send(
                table,
                TableRequest::Act {
                    player,
                    action: Action::Discard(card).into(),
                },
                None,
            )
            .await
            .is_err()
        {
            break;
        }
        actions += 2;
    }
    actions
}

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return; // `cargo test --benches` compiles this; figures come from `cargo bench`.
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("bench.db").display());
        let store = Store::open(&url).await.unwrap();
        let (service, _) = TableService::start(store.clone(), ServiceConfig::default(), Clock::system()).await.unwrap();

        let table = open_heads_up(&service, 0).await;
        let started = Instant::now();
        let mut done = 0;
        while done < 4000 {
            let n = play_turns(&service, table, 500).await;
            if n == 0 {
                break;
            }
            done += n;
        }
        let secs = started.elapsed().as_secs_f64();
        println!("one table: {done} actions in {secs:.2} s = {:.0} actions/s (each committed before the next)", done as f64 / secs);

        let before = rss_kib();
        let mut tables = Vec::new();
        for n in 1..=1000 {
            tables.push(open_heads_up(&service, n).await);
        }
        let after = rss_kib();
        println!("memory: {:.1} KiB per open table in play ({} tables, RSS {} → {} KiB)", (after - before) as f64 / 1000.0, tables.len(), before, after);

        let service = Arc::new(service);
        let started = Instant::now();
        let mut tasks = tokio::task::JoinSet::new();
        for &t in &tables {
            let service = service.clone();
            tasks.spawn(async move { play_turns(&service, t, 20).await });
        }
        let mut total = 0;
        while let Some(n) = tasks.join_next().await {
            total += n.unwrap();
        }
        let secs = started.elapsed().as_secs_f64();
        println!("1,000 tables at once: {total} actions in {secs:.2} s = {:.0} actions/s (group commit)", total as f64 / secs);
        service.shutdown().await;

        // Start-up recovery: every table mid-hand, rebuilt from its snapshot and the actions
        // after it through the rules engine.
        let store = Store::open(&url).await.unwrap();
        let started = Instant::now();
        let (service, report) = TableService::start(store, ServiceConfig::default(), Clock::system()).await.unwrap();
        let ms = started.elapsed().as_secs_f64() * 1e3;
        assert!(report.set_aside.is_empty(), "{:?}", report.set_aside);
        println!("restart: {} open tables resumed in {ms:.0} ms (snapshot + the actions after it, replayed)", report.resumed);
        service.shutdown().await;
    });
}
