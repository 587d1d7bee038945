//! Opening a PostgreSQL database: a database holding another application's tables or
//! migrations is refused and left as it was; read-only opening (what `rumino check` may use)
//! refuses a missing or incomplete schema and creates nothing; a complete one reads and never
//! writes.

use rumino::store::{OpenOptions, Store, StoreError, TableStatus};

use crate::store_fixtures::new_table;
use crate::support::engines::{Engine, TestDb};

fn read_only() -> OpenOptions {
    OpenOptions {
        read_only: true,
        ..OpenOptions::default()
    }
}

/// The tables of the database's schema, by name.
async fn tables(db: &TestDb) -> Vec<String> {
    db.rows(
        "SELECT table_name::text FROM information_schema.tables \
         WHERE table_schema = current_schema() ORDER BY 1",
    )
    .await
}

fn refused(result: Result<Store, StoreError>) -> String {
    match result {
        Err(e @ StoreError::NotARuminoDatabase { .. }) => e.to_string(),
        Err(e) => panic!("refused for another reason: {e}"),
        Ok(_) => panic!("opened"),
    }
}

#[tokio::test]
async fn a_database_holding_other_tables_is_refused_and_untouched() {
    let Some(db) = TestDb::fresh(Engine::Postgres).await else {
        return;
    };
    db.tamper(
        "CREATE TABLE users (id BIGINT PRIMARY KEY, name TEXT NOT NULL); \
         CREATE TABLE posts (id BIGINT PRIMARY KEY, user_id BIGINT REFERENCES users (id)); \
         INSERT INTO users VALUES (1, 'ada'), (2, 'grace')",
    )
    .await;
    let before = tables(&db).await;
    let shown = refused(Store::open(&db.url).await);
    assert!(
        shown.contains("posts, users"),
        "names what it found: {shown}"
    );
    assert_eq!(tables(&db).await, before, "nothing created");
    assert_eq!(db.scalar("SELECT COUNT(*) FROM users").await, 2);
    // Read-only says the same.
    assert!(refused(Store::open_with(&db.url, &read_only()).await).contains("posts, users"));
}

#[tokio::test]
async fn another_applications_migrations_are_refused() {
    let Some(db) = TestDb::fresh(Engine::Postgres).await else {
        return;
    };
    db.tamper(
        "CREATE TABLE _sqlx_migrations (version BIGINT PRIMARY KEY, description TEXT NOT NULL, \
         installed_on TIMESTAMPTZ NOT NULL DEFAULT now(), success BOOLEAN NOT NULL, \
         checksum BYTEA NOT NULL, execution_time BIGINT NOT NULL); \
         INSERT INTO _sqlx_migrations VALUES (1, 'theirs', now(), true, '\\x00', 1)",
    )
    .await;
    let shown = refused(Store::open(&db.url).await);
    assert!(shown.contains("not Rumino's"), "{shown}");
    assert_eq!(
        tables(&db).await,
        vec!["Some(\"_sqlx_migrations\")".to_owned()]
    );
}

#[tokio::test]
async fn read_only_refuses_a_missing_or_incomplete_schema_and_creates_nothing() {
    let Some(db) = TestDb::fresh(Engine::Postgres).await else {
        return;
    };
    // Missing: an empty database stays empty.
    let shown = refused(Store::open_with(&db.url, &read_only()).await);
    assert!(shown.contains("schema is missing"), "{shown}");
    assert!(tables(&db).await.is_empty(), "read-only created nothing");

    // Complete: reads, checks, never writes.
    let store = Store::open(&db.url).await.unwrap();
    let t = store.create_table(&new_table(3)).await.unwrap();
    store.close().await;
    let ro = Store::open_with(&db.url, &read_only()).await.unwrap();
    assert_eq!(
        ro.table(t).await.unwrap().unwrap().status,
        TableStatus::Open
    );
    assert!(ro.check().await.unwrap().is_ok());
    assert!(ro.create_table(&new_table(4)).await.is_err(), "no write");
    ro.close().await;

    // Incomplete: the newest migration not applied.
    db.tamper(
        "DELETE FROM _sqlx_migrations WHERE version = (SELECT MAX(version) FROM _sqlx_migrations)",
    )
    .await;
    let applied = db.scalar("SELECT COUNT(*) FROM _sqlx_migrations").await;
    let shown = refused(Store::open_with(&db.url, &read_only()).await);
    assert!(shown.contains("older than this version"), "{shown}");
    assert_eq!(
        db.scalar("SELECT COUNT(*) FROM _sqlx_migrations").await,
        applied,
        "read-only did not migrate"
    );
    assert_eq!(db.scalar("SELECT COUNT(*) FROM tables").await, 1);
}
