//! SQLite and PostgreSQL side by side in one run: one-commit and group-commit
//! actions/s, and the start-up load of 1,000 and 10,000 open tables, each measured the same way
//! on a fresh database of each engine. The PostgreSQL column needs a server:
//! `RUMINO_BENCH_POSTGRES` (or `RUMINO_TEST_POSTGRES`) names it, e.g.
//! `postgres://postgres@localhost/postgres?host=/tmp/pg&port=55440`; a database with a random
//! name is created for each measurement and dropped after.

use std::time::Instant;

use rumino::store::Store;
use sqlx::{Connection, Executor, PgConnection};

use super::{batched_commits, best_of, ms, setup_tables, single_commits, Mix};

/// A fresh database of one engine, removed when dropped (PostgreSQL: by [`Fresh::drop_pg`]).
struct Fresh {
    url: String,
    _dir: Option<tempfile::TempDir>,
    pg: Option<(String, String)>,
}

impl Fresh {
    async fn new(server: Option<&str>) -> Fresh {
        let Some(server) = server else {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}", dir.path().join("bench.db").display());
            return Fresh {
                url,
                _dir: Some(dir),
                pg: None,
            };
        };
        let name = format!("rumino_bench_{:016x}", rand::random::<u64>());
        let mut admin = PgConnection::connect(server).await.unwrap();
        admin
            .execute(format!("CREATE DATABASE {name}").as_str())
            .await
            .unwrap();
        let _ = admin.close().await;
        let (base, query) = server.split_once('?').unwrap_or((server, ""));
        let (scheme, rest) = base.split_once("://").unwrap();
        let host = rest.split('/').next().unwrap_or("");
        let query = if query.is_empty() {
            String::new()
        } else {
            format!("?{query}")
        };
        Fresh {
            url: format!("{scheme}://{host}/{name}{query}"),
            _dir: None,
            pg: Some((server.to_owned(), name)),
        }
    }

    async fn open(&self) -> Store {
        Store::open(&self.url).await.unwrap()
    }

    async fn drop_pg(self) {
        if let Some((server, name)) = &self.pg {
            let mut admin = PgConnection::connect(server).await.unwrap();
            admin
                .execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
                .await
                .unwrap();
            let _ = admin.close().await;
        }
    }
}

/// The measures, one row each, for SQLite and (if a server is named) PostgreSQL.
pub(crate) async fn engines(quick: bool) {
    let server = std::env::var("RUMINO_BENCH_POSTGRES")
        .or_else(|_| std::env::var("RUMINO_TEST_POSTGRES"))
        .ok();
    let servers: Vec<Option<&str>> = match &server {
        Some(s) => vec![None, Some(s.as_str())],
        None => {
            println!("(PostgreSQL skipped: set RUMINO_BENCH_POSTGRES to a server URL)");
            vec![None]
        }
    };
    let scale = if quick { 10 } else { 1 };
    let rounds = if quick { 2 } else { 3 };
    println!("\n| measure (engines side by side) | SQLite | PostgreSQL |");
    println!("| --- | --- | --- |");
    let mut figures: Vec<(String, Vec<String>)> = Vec::new();
    let mut add = |what: &str, figure: String| match figures.iter_mut().find(|f| f.0 == what) {
        Some(f) => f.1.push(figure),
        None => figures.push((what.to_owned(), vec![figure])),
    };
    for &server in &servers {
        let n = 20_000 / scale;
        let r = best_of(rounds, || async {
            let db = Fresh::new(server).await;
            let store = db.open().await;
            let tables = setup_tables(&store, 100).await;
            let rate = single_commits(&store, &tables, Mix::Played, n).await;
            store.close().await;
            db.drop_pg().await;
            rate
        })
        .await;
        add("actions/s, one commit per transaction (100 tables)", r);
        let r = best_of(rounds, || async {
            let db = Fresh::new(server).await;
            let store = db.open().await;
            let tables = setup_tables(&store, 1_000).await;
            let rate = batched_commits(&store, &tables, Mix::Played, 100_000 / scale, 100).await;
            store.close().await;
            db.drop_pg().await;
            rate
        })
        .await;
        add(
            "actions/s, group commit (batches of 100 over 1,000 tables)",
            r,
        );
        let sizes: &[i64] = if quick { &[1_000] } else { &[1_000, 10_000] };
        for &tables in sizes {
            let took = load(server, tables).await;
            add(
                &format!("restart: load {tables} open tables (snapshots + actions after)"),
                format!("{took:.0} ms"),
            );
        }
    }
    for (what, by_engine) in figures {
        let pg = by_engine.get(1).map_or("—", String::as_str);
        println!("| {what} | {} | {pg} |", by_engine[0]);
    }
}

/// Milliseconds to read what start-up reads for `n` open tables (each with a snapshot and
/// the actions after it: `Store::claim_tables_to_resume`), on a store just reopened.
async fn load(server: Option<&str>, n: i64) -> f64 {
    let db = Fresh::new(server).await;
    let store = db.open().await;
    let tables = setup_tables(&store, n).await;
    // About 50 actions per table: a snapshot behind each log's head.
    let commits = usize::try_from(n).unwrap() * 50;
    batched_commits(&store, &tables, Mix::Played, commits, 100).await;
    store.close().await;
    let store = db.open().await;
    let started = Instant::now();
    let open = store
        .claim_tables_to_resume(rumino::shards::Shards::ALL)
        .await
        .unwrap();
    let actions: usize = open.iter().map(|t| t.tail.len()).sum();
    let took = ms(started.elapsed());
    assert_eq!(open.len() as i64, n);
    eprintln!("  load {n} tables: {actions} actions after the snapshots, {took:.0} ms");
    store.close().await;
    db.drop_pg().await;
    took
}
