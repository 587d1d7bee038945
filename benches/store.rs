//! Store benchmark: commits per second (one per transaction, and grouped), start-up load of
//! 1,000 open tables, and the statistics queries at 100,000 finished games.
//!
//! `cargo bench --bench store` (add `-- quick` for a short run; name parts to run only those, e.g.
//! `-- engines` for SQLite and PostgreSQL side by side, see `store/engines.rs`). Figures go to
//! docs/perf-store.md.

#[path = "store/engines.rs"]
mod engines;
#[path = "../tests/fixtures/gen.rs"]
mod gen;

use std::time::{Duration, Instant};

use rumino::games::GameKind;
use rumino::ids::{ChannelId, GuildId, PlayerId, TableId};
use rumino::store::{
    ActionRecord, Commit, Durability, GameRow, GameStatus, HandRow, Leaderboard, LedgerEntry,
    LedgerKind, NewTable, OpenOptions, Ranking, SeatRow, Store, TableStatus,
};
use rumino::table::SNAPSHOT_EVERY;

const GUILD: GuildId = GuildId(1);

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(run(quick));
}

async fn run(quick: bool) {
    let scale = if quick { 10 } else { 1 };
    let only = |part: &str| {
        let named: Vec<String> = std::env::args()
            .skip(1)
            .filter(|a| !a.starts_with('-') && a != "quick")
            .collect();
        named.is_empty() || named.iter().any(|n| n == part)
    };
    println!(
        "store benchmark ({} cores)\n",
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    println!("| what | durability | figure |");
    println!("| --- | --- | --- |");
    let rounds = if quick { 3 } else { 5 };
    if only("baseline") {
        let r = best_of(rounds, || baseline(20_000 / scale)).await;
        row(
            "baseline: plain sqlx BEGIN + one-row INSERT + COMMIT, per second",
            Durability::Normal,
            r,
        );
    }
    for (durability, single, batch) in [
        (Durability::Normal, "single", "batch"),
        (Durability::Full, "full", "full"),
    ] {
        let n = if durability == Durability::Full {
            3_000
        } else {
            30_000
        } / scale;
        for (mix, what) in [
            (
                Mix::Played,
                "played hands: a snapshot every 32 actions, hand rows, seats at hand end",
            ),
            (Mix::Heavy, "every commit a 4.4 KB snapshot + a seat row"),
        ] {
            if only(single) {
                let r = best_of(rounds, || async {
                    let (_dir, store) = open(durability).await;
                    let tables = setup_tables(&store, 100).await;
                    single_commits(&store, &tables, mix, n).await
                })
                .await;
                row(
                    &format!("commits/s, one per transaction, 100 tables; {what}"),
                    durability,
                    r,
                );
            }
            if only(batch) {
                let r = best_of(rounds, || async {
                    let (_dir, store) = open(durability).await;
                    let tables = setup_tables(&store, 1_000).await;
                    batched_commits(&store, &tables, mix, 100_000 / scale, 100).await
                })
                .await;
                row(
                    &format!("commits/s, commit_batch of 100 over 1,000 tables; {what}"),
                    durability,
                    r,
                );
            }
        }
    }
    if only("load") {
        load().await;
    }
    if only("stats") {
        leaderboards(100_000 / scale).await;
    }
    if only("engines") {
        engines::engines(quick).await;
    }
}

/// What sqlx itself does here: one-row insert transactions on a WAL database.
async fn baseline(n: usize) -> f64 {
    use sqlx::{Connection, Executor};
    let dir = tempfile::tempdir().unwrap();
    let opts = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(dir.path().join("baseline.db"))
        .create_if_missing(true)
        .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal)
        .synchronous(sqlx::sqlite::SqliteSynchronous::Normal);
    let mut conn = sqlx::SqliteConnection::connect_with(&opts).await.unwrap();
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)")
        .await
        .unwrap();
    let started = Instant::now();
    for i in 0..n {
        let mut tx = conn.begin().await.unwrap();
        sqlx::query("INSERT INTO t (v) VALUES (?)")
            .bind(i as i64)
            .execute(&mut *tx)
            .await
            .unwrap();
        tx.commit().await.unwrap();
    }
    n as f64 / started.elapsed().as_secs_f64()
}

async fn load() {
    let (dir, store) = open(Durability::Normal).await;
    let tables = setup_tables(&store, 1_000).await;
    batched_commits(&store, &tables, Mix::Played, 100_000, 100).await;
    store.close().await;
    let store = Store::open(&url(&dir)).await.unwrap();
    // What start-up reads (each table's snapshot and the actions after it, in one read), then
    // what `rumino check` reads (whole logs, table by table).
    for (what, whole) in [
        ("each log after its snapshot", false),
        ("each whole log", true),
    ] {
        let started = Instant::now();
        let (open, actions) = if whole {
            let open = store.open_tables().await.unwrap();
            let mut actions = 0;
            for t in &open {
                actions += store.actions(t.id, 0).await.unwrap().len();
            }
            (open.len(), actions)
        } else {
            let open = store
                .claim_tables_to_resume(rumino::shards::Shards::ALL)
                .await
                .unwrap();
            (open.len(), open.iter().map(|t| t.tail.len()).sum())
        };
        let took = started.elapsed();
        row(
            &format!("load {open} open tables (open_tables + {what}: {actions} actions)"),
            Durability::Normal,
            format!("{:.0} ms", ms(took)),
        );
    }
}

/// Runs a rate measurement `rounds` times: "best (median)" — the best is what the machine does
/// when nothing else competes for its cores; the median shows the noise.
async fn best_of<F, Fut>(rounds: usize, mut f: F) -> String
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = f64>,
{
    let mut rates = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        rates.push(f().await);
    }
    rates.sort_by(f64::total_cmp);
    format!(
        "{:.0} (median {:.0})",
        rates[rates.len() - 1],
        rates[rates.len() / 2]
    )
}

/// CPU time used by this process so far (all threads, user + system), from /proc (Linux).
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<u64>().ok())
        .sum();
    Duration::from_millis(ticks * 10)
}

fn row(what: &str, durability: Durability, figure: String) {
    println!(
        "| {what} | {} | {figure} |",
        match durability {
            Durability::Normal => "NORMAL",
            Durability::Full => "FULL",
        }
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn url(dir: &tempfile::TempDir) -> String {
    format!("sqlite://{}", dir.path().join("bench.db").display())
}

async fn open(durability: Durability) -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_with(
        &url(&dir),
        &OpenOptions {
            durability,
            ..OpenOptions::default()
        },
    )
    .await
    .unwrap();
    (dir, store)
}

/// A JSON snapshot of about 4.4 KB (the mean size of a real 4-player table's state, measured on
/// a `rumino simulate` database), shaped like a table's state.
fn snapshot(seq: i64) -> String {
    let hands: Vec<String> = (0..4)
        .map(|p| {
            format!(
                "{{\"seat\":{p},\"cards\":[{}],\"score\":{}}}",
                (0..10)
                    .map(|c| (c * 7 + p + seq) % 52)
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
                seq % 100
            )
        })
        .collect();
    let discard: Vec<String> = (0..180).map(|c| ((c + seq) % 52).to_string()).collect();
    format!(
        "{{\"version\":{seq},\"phase\":\"playing\",\"hands\":[{}],\"discard\":[{}],\"note\":\"{}\"}}",
        hands.join(","),
        discard.join(","),
        "n".repeat(3_300)
    )
}

/// What each commit carries.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Mix {
    /// What the table service writes for played hands, as measured on a `rumino simulate`
    /// database (21,536 actions: a deal and a hand end every ~42 actions): a snapshot every
    /// `SNAPSHOT_EVERY` actions; a deal writes its hand row with the deck order; a hand end
    /// writes the hand's result, the game row and its four seats; other actions only the action.
    Played,
    /// Every commit carries a snapshot and a seat row (what every action wrote before snapshots
    /// became periodic): the worst case.
    Heavy,
}

/// Actions per hand in the `Played` mix.
const HAND_LEN: i64 = 42;

fn seat(game_no: i64, seat_no: i64, player: i64, score: i64) -> SeatRow {
    SeatRow {
        game_no,
        seat_no,
        player_id: PlayerId(player),
        score,
        eliminated: false,
        rebuys: 0,
        tallies: Default::default(),
        outcome: None,
    }
}

fn commit(table: TableId, seq: i64, mix: Mix) -> Commit {
    let mut c = Commit {
        table_id: table,
        seq,
        action: ActionRecord {
            kind: "discard".into(),
            actor: Some(PlayerId(1)),
            game_no: Some(1),
            payload: format!("{{\"card\":{}}}", seq % 52),
        },
        status: TableStatus::Open,
        snapshot: None,
        games: vec![],
        seats: vec![],
        hands: vec![],
        ledger: vec![],
        rating: None,
        now_ms: 1_700_000_000_000 + seq,
        epoch: 0,
    };
    match mix {
        Mix::Heavy => {
            c.snapshot = Some(snapshot(seq));
            c.seats = vec![seat(1, seq % 4, 1 + seq % 4, seq)];
        }
        Mix::Played => {
            if (seq as u64).is_multiple_of(SNAPSHOT_EVERY) {
                c.snapshot = Some(snapshot(seq));
            }
            let hand_no = seq / HAND_LEN + 1;
            let hand = |result: Option<String>| HandRow {
                game_no: 1,
                hand_no,
                dealer_seat: hand_no % 4,
                deck_order: format!(
                    "[{}]",
                    (0..108)
                        .map(|i| ((i * 37 + hand_no) % 108).to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                ),
                ended_by: result.as_ref().map(|_| "knock".to_owned()),
                result,
            };
            match seq % HAND_LEN {
                2 => c.hands.push(hand(None)),
                p if p == HAND_LEN - 1 => {
                    c.hands.push(hand(Some(format!(
                        "{{\"hand_no\":{hand_no},\"end\":{{\"by\":\"knock\",\"seat\":1}},\
                         \"deadwood\":[3,12,25,7],\"added\":[0,12,25,7]}}"
                    ))));
                    c.games.push(running_game(hand_no));
                    c.seats = (0..4)
                        .map(|s| seat(1, s, s + 1, hand_no * 10 + s))
                        .collect();
                }
                _ => {}
            }
        }
    }
    c
}

fn running_game(hands_played: i64) -> GameRow {
    GameRow {
        game_no: 1,
        guild_id: GUILD,
        game_kind: "rumino".into(),
        stake: 10,
        status: GameStatus::Running,
        hands_played,
        started_at: 0,
        ended_at: None,
    }
}

/// Tables with a running 4-player game each (seq 1 started it).
async fn setup_tables(store: &Store, n: i64) -> Vec<(TableId, i64)> {
    for p in 1..=4 {
        store
            .ensure_account(GUILD, PlayerId(p), 1_000_000_000)
            .await
            .unwrap();
    }
    let mut tables = Vec::new();
    for ch in 0..n {
        let id = store
            .create_table(&NewTable {
                guild_id: GUILD,
                channel_id: ChannelId(ch),
                game_kind: "rumino".into(),
                options: "{}".into(),
                host_id: PlayerId(1),
                snapshot: snapshot(0),
            })
            .await
            .unwrap();
        let mut start = commit(id, 1, Mix::Heavy);
        start.games.push(running_game(0));
        start.seats = (0..4).map(|s| seat(1, s, s + 1, 0)).collect();
        start.ledger = (1..=4)
            .map(|p| LedgerEntry {
                player_id: PlayerId(p),
                game_no: Some(1),
                kind: LedgerKind::Stake,
                amount: 10,
            })
            .collect();
        store.commit(&start).await.unwrap();
        tables.push((id, 2));
    }
    tables
}

/// `n` commits going round the tables in turn, each table's in seq order.
fn stream(tables: &[(TableId, i64)], mix: Mix, n: usize) -> Vec<Commit> {
    let mut next: Vec<i64> = tables.iter().map(|t| t.1).collect();
    (0..n)
        .map(|i| {
            let k = i % tables.len();
            next[k] += 1;
            commit(tables[k].0, next[k] - 1, mix)
        })
        .collect()
}

async fn single_commits(store: &Store, tables: &[(TableId, i64)], mix: Mix, n: usize) -> f64 {
    let commits = stream(tables, mix, n);
    let (started, cpu) = (Instant::now(), cpu_time());
    for c in &commits {
        store.commit(c).await.unwrap();
    }
    let rate = n as f64 / started.elapsed().as_secs_f64();
    eprintln!(
        "  single ({mix:?}): {rate:.0}/s, {:.1} µs CPU per commit",
        (cpu_time() - cpu).as_secs_f64() * 1e6 / n as f64
    );
    rate
}

async fn batched_commits(
    store: &Store,
    tables: &[(TableId, i64)],
    mix: Mix,
    n: usize,
    batch: usize,
) -> f64 {
    let commits = stream(tables, mix, n);
    let (started, cpu) = (Instant::now(), cpu_time());
    for chunk in commits.chunks(batch) {
        for r in store.commit_batch(chunk).await {
            r.unwrap();
        }
    }
    let rate = n as f64 / started.elapsed().as_secs_f64();
    eprintln!(
        "  batch ({mix:?}): {rate:.0}/s, {:.1} µs CPU per commit",
        (cpu_time() - cpu).as_secs_f64() * 1e6 / n as f64
    );
    rate
}

/// Median and worst of `runs` timings of `f`.
async fn time<F, Fut>(runs: usize, mut f: F) -> (f64, f64)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut t: Vec<f64> = Vec::with_capacity(runs);
    for _ in 0..runs {
        let s = Instant::now();
        f().await;
        t.push(ms(s.elapsed()));
    }
    t.sort_by(f64::total_cmp);
    (t[t.len() / 2], t[t.len() - 1])
}

async fn leaderboards(n: usize) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&url(&dir)).await.unwrap();
    let start_ms = 1_700_000_000_000;
    let gap = 365 * gen::DAY_MS / n as i64;
    let games = gen::generate(1, n, 300, 5, start_ms, gap, 200);
    let built = Instant::now();
    gen::insert(&url(&dir), GUILD.0, &games, &gen::accounts(1, 300, 5), true).await;
    store.rebuild_stats().await.unwrap();
    let last = games.last().unwrap().ended_at;
    println!(
        "| build {n} finished games ({} seats) by direct insert + rebuild_stats | NORMAL | {:.1} s |",
        games.iter().map(|g| g.seats.len()).sum::<usize>(),
        built.elapsed().as_secs_f64()
    );
    let day = gen::DAY_MS;
    let cases: Vec<(String, Ranking, Option<i64>, i64)> = vec![
        (
            "leaderboard games won, all time, top 10".into(),
            Ranking::GamesWon,
            None,
            0,
        ),
        (
            "leaderboard net chips, all time, top 10".into(),
            Ranking::NetChips,
            None,
            0,
        ),
        (
            "leaderboard balances, top 10".into(),
            Ranking::Balance,
            None,
            0,
        ),
        (
            "leaderboard win rate, last 7 days, min 5 games".into(),
            Ranking::WinRate,
            Some(last - 7 * day + 12_345),
            5,
        ),
        (
            "leaderboard gins, last 30 days".into(),
            Ranking::Counter("gins"),
            Some(last - 30 * day + 777),
            0,
        ),
        (
            "leaderboard biggest pool, last 365 days".into(),
            Ranking::BiggestPool,
            Some(last - 365 * day + 1),
            0,
        ),
    ];
    for (what, by, since, min) in cases {
        let board = Leaderboard {
            since_ms: since,
            include_computers: true,
            min_games: min,
            ..Leaderboard::all_time(GUILD, GameKind::Rumino, by)
        };
        let (med, worst) = time(200, || async {
            let page = store.leaderboard(&board, 10, 0).await.unwrap();
            assert!(!page.is_empty());
        })
        .await;
        println!("| {what} | NORMAL | median {med:.2} ms, max {worst:.2} ms |");
    }
    let win_rate = Leaderboard {
        since_ms: Some(last - 30 * day),
        include_computers: true,
        min_games: 10,
        ..Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::WinRate)
    };
    let (med, worst) = time(200, || async {
        store.rank_of(&win_rate, PlayerId(7)).await.unwrap();
        store.leaderboard_len(&win_rate).await.unwrap();
    })
    .await;
    println!("| rank_of + leaderboard_len, win rate, last 30 days | NORMAL | median {med:.2} ms, max {worst:.2} ms |");
    for player in [7, 1, -1] {
        let (med, worst) = time(200, || async {
            store
                .player_stats(GUILD, GameKind::Rumino, PlayerId(player))
                .await
                .unwrap();
            store
                .history(GUILD, GameKind::Rumino, PlayerId(player), 10)
                .await
                .unwrap();
        })
        .await;
        let games = store
            .player_stats(GUILD, GameKind::Rumino, PlayerId(player))
            .await
            .unwrap()
            .games;
        println!("| player_stats + history(10), player with {games} games | NORMAL | median {med:.2} ms, max {worst:.2} ms |");
    }
    let s = Instant::now();
    let report = store.check().await.unwrap();
    println!(
        "| check (whole database, {} violations) | NORMAL | {:.1} s |",
        report.violations.len(),
        s.elapsed().as_secs_f64()
    );
}
