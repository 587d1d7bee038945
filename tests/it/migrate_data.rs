//! `rumino migrate-data` moves a database written by an earlier main
//! (`prev_main_v8.sql`: every game kind, open tables) from SQLite to PostgreSQL. Every table holds
//! as many rows on both sides, `rumino check` passes on the copy, the open tables replay to the
//! same states, the table service resumes them and their computer players play on, and a second
//! copy into the now non-empty database is refused.

use std::process::Command;

use rumino::ids::TableId;
use rumino::store::{Store, COPIED_TABLES};
use rumino::table::{rebuild, Clock, ServiceConfig, TableService};
use sqlx::Executor;

use crate::store_migrate::{raw, url_of};
use crate::support::engines::{Engine, TestDb};
use crate::support::service::wait_for;

const BIN: &str = env!("CARGO_BIN_EXE_rumino");

/// Runs `rumino migrate-data` and returns whether it succeeded, with its output.
fn migrate_data(from: &str, to: &str) -> (bool, String) {
    let out = Command::new(BIN)
        .args(["migrate-data", "--from", from, "--to", to])
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// Each open table of `store`, rebuilt from its stored row and whole log.
async fn replayed(store: &Store) -> Vec<(TableId, rumino::table::TableState)> {
    let mut states = Vec::new();
    for table in store.open_tables().await.unwrap() {
        let log = store.actions(table.id, 0).await.unwrap();
        states.push((table.id, rebuild(&table, &log).unwrap()));
    }
    states
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_of_the_previous_main_moves_to_postgres_and_plays_on() {
    let Some(pg) = TestDb::fresh(Engine::Postgres).await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rumino.db");
    let mut conn = raw(&path).await;
    conn.execute(include_str!("../fixtures/prev_main_v8.sql"))
        .await
        .unwrap();
    drop(conn);
    let from = url_of(&path);

    let (ok, out) = migrate_data(&from, &pg.url);
    assert!(ok, "migrate-data failed:\n{out}");
    // The source as migrate-data read it: brought up to this build's schema first.
    let mut conn = raw(&path).await;
    let mut source_counts = Vec::new();
    for table in COPIED_TABLES.iter().chain(&["ledger_kinds", "stat_spans"]) {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(&mut conn)
            .await
            .unwrap();
        source_counts.push((*table, n));
    }
    drop(conn);
    assert!(out.contains(": OK"), "the check passes on the copy:\n{out}");
    let open = source_counts.iter().find(|c| c.0 == "tables").unwrap().1;
    assert!(open > 0 && out.contains(" 0 failed"), "{out}");

    // Table by table, as many rows on both sides (and some in each table that holds data).
    for (table, n) in &source_counts {
        let copied = pg.scalar(&format!("SELECT COUNT(*) FROM {table}")).await;
        assert_eq!(copied, *n, "{table}");
    }
    for table in [
        "accounts", "tables", "games", "seats", "hands", "actions", "ledger",
    ] {
        assert!(
            source_counts.iter().any(|c| c.0 == table && c.1 > 0),
            "{table} copied rows"
        );
    }

    // The same open tables, replaying to the same states; ids kept, the sequences past them.
    let source = Store::open(&from).await.unwrap();
    let target = Store::open(&pg.url).await.unwrap();
    let before = replayed(&source).await;
    assert!(!before.is_empty(), "the fixture has open tables");
    assert_eq!(replayed(&target).await, before);
    assert!(target.check().await.unwrap().is_ok());
    source.close().await;
    let next_table = pg
        .scalar("SELECT nextval(pg_get_serial_sequence('tables', 'id'))")
        .await;
    assert!(next_table > pg.scalar("SELECT MAX(id) FROM tables").await);
    let next_ledger = pg.scalar("SELECT nextval('ledger_id_seq')").await;
    assert!(next_ledger > pg.scalar("SELECT MAX(id) FROM ledger").await);

    // A second copy into the now non-empty database is refused, and changes nothing.
    let (ok, out) = migrate_data(&from, &pg.url);
    assert!(!ok && out.contains("already holds data"), "{out}");
    let actions = pg.scalar("SELECT COUNT(*) FROM actions").await;

    // The table service resumes every open table and its computer players play on.
    let (service, report) =
        TableService::start(target.clone(), ServiceConfig::default(), Clock::system())
            .await
            .unwrap();
    assert_eq!(report.resumed, before.len(), "{:?}", report.set_aside);
    for (id, state) in &before {
        wait_for(&service, *id, |s| s.version >= state.version + 3).await;
    }
    service.shutdown().await;
    assert!(pg.scalar("SELECT COUNT(*) FROM actions").await >= actions + 3 * before.len() as i64);
    let report = target.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
}
