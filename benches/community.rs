//! Leaderboard and statistics response times with 100,000 finished games stored: the store
//! queries alone, then whole `/rumino leaderboard` and `/rumino stats` interactions of the real
//! bot (release build) against the local Discord stand-in.
//! A plain `main` printing figures: `cargo bench --bench community`.

#[path = "../tests/fixtures/gen.rs"]
mod gen;
#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use rumino::{
    games::GameKind,
    ids::{GuildId, PlayerId},
    store::{Leaderboard, Ranking, Store},
    table::Period,
};
use serde_json::json;
use support::standin::*;

const GAMES: usize = 100_000;
const RUNS: usize = 50;
const GUILD: GuildId = GuildId(GUILD_ID as i64);

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// p50 and p99 of `samples`, in ms.
fn summary(mut samples: Vec<Duration>) -> String {
    samples.sort_unstable();
    let q = |f: f64| samples[((samples.len() - 1) as f64 * f) as usize];
    format!("p50 {:.2} ms, p99 {:.2} ms", ms(q(0.5)), ms(q(0.99)))
}

async fn time<F, Fut>(mut f: F) -> Vec<Duration>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut out = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let t = Instant::now();
        f().await;
        out.push(t.elapsed());
    }
    out
}

/// A year of `GAMES` finished games up to `now_ms`, Alice and Bob among the players.
async fn seed(db: &str, now_ms: i64) {
    let year = 365 * gen::DAY_MS;
    let games = gen::generate(1, GAMES, 300, 5, now_ms - year, year / GAMES as i64, 200);
    let people = [(3, ALICE as i64), (4, BOB as i64)];
    gen::seed_database(db, GUILD.0, games, gen::accounts(1, 300, 5), &people).await;
}

async fn queries(db: &str, now_ms: i64) {
    let store = Store::open(db).await.unwrap();
    let alice = PlayerId(ALICE as i64);
    let mut page = Vec::new();
    for by in [
        Ranking::NetChips,
        Ranking::Balance,
        Ranking::GamesWon,
        Ranking::WinRate,
        Ranking::Counter("gins"),
        Ranking::Counter("ruminos"),
        Ranking::BiggestPool,
    ] {
        for period in Period::ALL {
            let board = Leaderboard {
                since_ms: period.since_ms(now_ms),
                min_games: if by == Ranking::WinRate { 5 } else { 0 },
                ..Leaderboard::all_time(GUILD, GameKind::Rumino, by)
            };
            // What one leaderboard page asks: the page, the count, the asker's rank.
            page.extend(
                time(|| async {
                    store.leaderboard(&board, 10, 0).await.unwrap();
                    store.leaderboard_len(&board).await.unwrap();
                    store.rank_of(&board, alice).await.unwrap();
                })
                .await,
            );
        }
    }
    println!(
        "leaderboard page queries (page + count + own rank; 6 rankings × 3 periods × {RUNS}): {}",
        summary(page)
    );
    let stats = time(|| async {
        store
            .player_stats(GUILD, GameKind::Rumino, alice)
            .await
            .unwrap();
    })
    .await;
    let games = store
        .player_stats(GUILD, GameKind::Rumino, alice)
        .await
        .unwrap()
        .games;
    println!(
        "player stats query (a busy player, {games} games): {}",
        summary(stats)
    );
    // Where a busy player's statistics spend their time (the store's queries, one by one).
    if std::env::var_os("PROBE").is_some() {
        let pool = sqlx::SqlitePool::connect(db).await.unwrap();
        for (what, sql) in [
            ("totals", "SELECT games FROM stat_buckets WHERE guild_id = ?1 AND game_kind = 'rumino' AND span_ms = 0 AND bucket = 0 AND player_id = ?2"),
            ("best", "SELECT table_id FROM seats WHERE guild_id = ?1 AND game_kind = 'rumino' AND player_id = ?2 AND finished_at IS NOT NULL ORDER BY chips_out - chips_in DESC, finished_at DESC, table_id DESC, game_no DESC LIMIT 1"),
            ("worst", "SELECT table_id FROM seats WHERE guild_id = ?1 AND game_kind = 'rumino' AND player_id = ?2 AND finished_at IS NOT NULL ORDER BY chips_out - chips_in ASC, finished_at DESC, table_id DESC, game_no DESC LIMIT 1"),
            ("form", "SELECT outcome FROM seats WHERE guild_id = ?1 AND game_kind = 'rumino' AND player_id = ?2 AND finished_at IS NOT NULL ORDER BY finished_at DESC, table_id DESC, game_no DESC LIMIT 10"),
        ] {
            let t = time(|| async {
                sqlx::query(sql).bind(GUILD.0).bind(alice.0).fetch_all(&pool).await.unwrap();
            })
            .await;
            println!("  {what}: {}", summary(t));
        }
    }
    let typical = PlayerId(100);
    let games = store
        .player_stats(GUILD, GameKind::Rumino, typical)
        .await
        .unwrap()
        .games;
    let stats = time(|| async {
        store
            .player_stats(GUILD, GameKind::Rumino, typical)
            .await
            .unwrap();
    })
    .await;
    println!(
        "player stats query (a typical player, {games} games): {}",
        summary(stats)
    );
    let history = time(|| async {
        store
            .history(GUILD, GameKind::Rumino, alice, 15)
            .await
            .unwrap();
    })
    .await;
    println!("history query (15 games): {}", summary(history));
    store.close().await;
}

async fn interactions(db: &str, dir: &std::path::Path) {
    let standin = StandIn::start(StandInConfig::default()).await;
    let _bot = standin.spawn_bot(db, dir);
    standin.wait_ready(Duration::from_secs(60)).await.unwrap();
    let mut board = Vec::new();
    let mut stats = Vec::new();
    for i in 0..RUNS {
        let by = i % 6;
        let period = i % 3;
        let r = standin
            .slash(
                ALICE,
                CHANNEL_ID,
                "rumino",
                "leaderboard",
                json!({"by": by, "period": period}),
                "en-US",
            )
            .response()
            .await;
        board.push(r.latency);
        let of_bob = json!([{"name": "player", "type": 6, "value": BOB.to_string()}]);
        let r = standin
            .slash(ALICE, CHANNEL_ID, "rumino", "stats", of_bob, "en-US")
            .response()
            .await;
        stats.push(r.latency);
    }
    println!(
        "/rumino leaderboard interaction → response: {}",
        summary(board)
    );
    println!("/rumino stats interaction → response: {}", summary(stats));
    println!("stand-in violations: {}", standin.violations().len());
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
        let dir = tempfile::tempdir().unwrap();
        let db = format!("sqlite://{}", dir.path().join("bench.db").display());
        let now_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64;
        let t = Instant::now();
        seed(&db, now_ms).await;
        println!(
            "seeded {GAMES} finished games in {:.1} s",
            t.elapsed().as_secs_f64()
        );
        queries(&db, now_ms).await;
        interactions(&db, dir.path()).await;
    });
}
